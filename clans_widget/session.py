"""A session at a Clans and Glory board: :class:`clans_widget.core.session.Session` typed for
its :class:`~clans_widget.rules.Game` and :class:`~clans_widget.rules.Record` (the session
itself is game-agnostic and lives in the core)."""

from __future__ import annotations

from collections.abc import Mapping

from .core import session as _core
from .core.session import REDEALT_STAYS, Bot, BotError, Line
from .games.clans import CLANS
from .permissions import Viewer
from .rules import Game, Move, Record

__all__ = ["REDEALT_STAYS", "Bot", "BotError", "Line", "Session"]


class Session(_core.Session[Game, Record]):
    """The lines of one Clans and Glory game and the position shown, for one viewer, with the
    bots' seats (see :class:`clans_widget.core.session.Session`)."""

    def __init__(
        self,
        record: Record,
        viewer: Viewer = "all",
        bots: Mapping[int, Bot] | None = None,
        *,
        replay: bool = False,
    ) -> None:
        super().__init__(record, viewer, bots, replay=replay, game=CLANS)

    def play(self, move: Move | str) -> Move:
        """Play ``move`` at the position shown (see the core session's ``play``)."""
        played: Move = super().play(move)
        return played

    def undo(self) -> Move:
        """Take back the last move of the line shown (see the core session's ``undo``)."""
        taken: Move = super().undo()
        return taken

    def play_bot(self) -> Move:
        """Let the bot to move play (see the core session's ``play_bot``)."""
        played: Move = super().play_bot()
        return played
