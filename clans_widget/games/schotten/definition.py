"""Schotten Totten's :class:`~clans_widget.core.protocol.GameDefinition`, over the public
names of :mod:`clans_widget.schotten`.

A record writes the moves as the rules do, without the engine's ``end`` step (which closes a
base-game claim window); a position's moves, and so a session's lines, hold every step. The
definition translates: :meth:`SchottenDefinition.lines` replays the written moves into steps,
and the records it makes write them again without ``end``. A Schotten Totten record holds
one line and no comments, so a session's variations and comments stay in the session.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ... import schotten
from ...core.protocol import Dealer, Lines

if TYPE_CHECKING:
    from ...core.protocol import GameDefinition, GameRecord, Observation, Position

_END = "end"


class SchottenDefinition:
    """Schotten Totten for 2 players, records of format ``"schotten-totten"``."""

    format = "schotten-totten"
    title = "Schotten Totten"
    player_counts = (2,)
    record_type = schotten.Record
    max_variations = 1000
    illegal_move_error = schotten.IllegalMoveError
    record_error = schotten.RecordError
    presenter: object | None = None
    bots: object | None = None
    analyst: object | None = None
    tutor: object | None = None
    dealer: Dealer | None = None

    def __init__(self) -> None:
        self._token = re.compile(
            r"(?<![A-Za-z0-9])(?:"
            + "|".join(re.escape(c) for c in sorted(schotten.CODES, key=len, reverse=True))
            + r")(?![A-Za-z0-9])"
        )

    @property
    def variants(self) -> tuple[str, ...]:
        """The variants the engine plays."""
        return tuple(schotten.VARIANTS)

    def new(
        self,
        players: int | None = None,
        seed: int | None = None,
        names: Sequence[str] | None = None,
        variant: str | None = None,
    ) -> schotten.Game:
        """A shuffled deal for 2 players of ``variant`` (``"base"`` by default)."""
        if players not in (None, 2):
            raise ValueError(f"Schotten Totten is a game for 2 players, not {players!r}")
        chosen = "base" if variant is None else variant
        if chosen not in self.variants:
            raise ValueError(f"variant must be one of {', '.join(self.variants)}, not {variant!r}")
        return schotten.Game.new(seed, variant=chosen, names=names)  # type: ignore[arg-type]

    def load(self, record: str | bytes | Mapping[str, Any]) -> schotten.Record:
        """A record from its JSON text or parsed data (:class:`RecordError` if it is wrong)."""
        if isinstance(record, str | bytes):
            return schotten.Record.from_json(record)
        return schotten.Record.from_dict(record)

    def start(self, record: schotten.Record) -> schotten.Game:
        """The round of ``record`` before its first move."""
        return record.game(0)

    def parse_move(self, text: str) -> schotten.Move:
        """A move from its notation: ``7r@5``, ``claim 5``, ``pass`` or ``end``."""
        return schotten.Move.parse(text)

    def tokens_named(self, text: str) -> set[str]:
        """The cards ``text`` names by their codes (``{"7r"}`` for ``"7r goes to stone 5"``)."""
        return set(self._token.findall(text))

    def lines(self, record: schotten.Record) -> Lines:
        """The steps of ``record``'s moves (``end`` included), with no comments."""
        steps = tuple(str(m) for m in record.game().moves)
        return Lines(steps, ("",) * len(steps))

    def with_lines(self, origin: schotten.Record, lines: Lines, same: bool) -> schotten.Record:
        """``origin`` with the main line of ``lines`` (a record keeps no variations)."""
        return replace(
            origin,
            moves=_written(lines.moves),
            result=origin.result if same else None,
        )

    def line_record(
        self,
        origin: schotten.Record,
        moves: Sequence[str],
        comments: Sequence[str],
        start: schotten.Game | None = None,
    ) -> schotten.Record:
        """One line of ``origin`` as a plain record (no result), from ``start``'s deal when
        given."""
        base = origin if start is None else start.record
        return replace(base, moves=_written(moves), result=None)

    def __repr__(self) -> str:
        return f"<game {self.format!r}>"


def _written(steps: Sequence[str]) -> tuple[str, ...]:
    """The steps as a record writes them: without ``end``."""
    return tuple(s for s in steps if s != _END)


SCHOTTEN = SchottenDefinition()
"""The one definition of Schotten Totten."""

if TYPE_CHECKING:  # mypy checks that the engine's classes are what the core expects

    def _conforms(
        game: schotten.Game, seen: schotten.Observation
    ) -> tuple[Position[schotten.Move], Observation, GameRecord]:
        return game, seen, game.record

    _DEFINITION: GameDefinition = SCHOTTEN
