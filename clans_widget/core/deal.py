"""A game dealt again from one viewer's information, for bots in variations (any game).

The game's dealer makes the deal (it knows which tokens are hidden and where they may go);
this holds it: the game after the moves that lead to where the deal starts, handed out as
fresh copies only.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

P = TypeVar("P", bound=Any)
B = TypeVar("B")


@dataclass(frozen=True, eq=False)
class Deal(Generic[P]):
    """A game dealt again: its set-up and the moves (``history``) that lead from it to where
    the deal starts, with the tokens hidden from the viewer placed anew."""

    start: P = field(repr=False)
    """The game dealt again, after ``history`` (never handed out: :meth:`game` copies it)."""

    @property
    def history(self) -> tuple[str, ...]:
        """The moves from the set-up to where the deal starts."""
        return tuple(str(m) for m in self.start.moves)

    @property
    def ply(self) -> int:
        """Where the deal starts: moves from the start of the game."""
        ply: int = self.start.ply
        return ply

    def game(self, moves: Sequence[str] = ()) -> P:
        """A fresh game of this deal, after ``moves`` played from where it starts."""
        game = self.start.copy()
        for move in moves:
            game.play(move)
        return game  # type: ignore[no-any-return]

    def before(self, ply: int) -> P:
        """A fresh game of this deal after its first ``ply`` moves, up to where it starts (the
        viewer sees it as the real game's position there)."""
        game = self.start.copy()
        while game.ply > max(ply, 0):
            game.undo()
        return game  # type: ignore[no-any-return]


def with_seed(bot: B, seed: int) -> B:
    """A copy of ``bot`` whose random choices (its ``rng``) start from ``seed``, so its answer
    does not hang on the moves it made before; a bot with no ``rng`` is returned as it is."""
    if not isinstance(getattr(bot, "rng", None), random.Random):
        return bot
    made = copy.copy(bot)
    made.rng = random.Random(seed)  # type: ignore[attr-defined]
    return made
