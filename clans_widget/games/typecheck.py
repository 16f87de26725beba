"""For mypy only: each hosted game's classes assigned to the core's protocols, so a game that
stops satisfying one fails ``mypy`` (the conformance tests check the same at run time)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .. import rules, schotten
    from ..core.protocol import GameDefinition, GameRecord, Observation, Position
    from ..rules.view import View
    from .clans import CLANS
    from .schotten.definition import SCHOTTEN

    def clans_conforms(
        game: rules.Game, seen: View
    ) -> tuple[Position[rules.Move], Observation, GameRecord]:
        """Clans and Glory's game, view and record."""
        return game, seen, game.record

    def schotten_conforms(
        game: schotten.Game, seen: schotten.Observation
    ) -> tuple[Position[schotten.Move], Observation, GameRecord]:
        """Schotten Totten's round, observation and record."""
        return game, seen, game.record

    DEFINITIONS: tuple[GameDefinition, ...] = (CLANS, SCHOTTEN)
