"""The positions of a session's lines, each replayed once: a cache of games by the moves that
lead to them, so stepping, the move tree and the frames of a board with many variations cost a
look-up instead of a replay from the set-up.

A position is named by its moves, not by a line id: promoting or deleting a variation moves
lines around, but the moves that lead to a position stay the same, so no entry is ever stale.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, Generic, TypeVar

from .protocol import Position

P = TypeVar("P", bound=Position[Any])

MAX_POSITIONS = 10_000
"""The most positions kept (a kilobyte or two each); beyond it the least recently used go."""


class Positions(Generic[P]):
    """Games after given moves from one start; each move on the way is played once."""

    def __init__(self, start: P, limit: int = MAX_POSITIONS) -> None:
        self._games: OrderedDict[tuple[str, ...], P] = OrderedDict({(): start.copy()})
        self._limit = limit

    def get(self, moves: tuple[str, ...]) -> P:
        """The game after ``moves``, shared: read it, never change it (copy it first).

        Replays from the longest known position on the way, keeping each position it passes;
        the game's IllegalMoveError if a move is illegal (nothing is kept
        past it)."""
        games = self._games
        known = len(moves)
        while moves[:known] not in games:
            known -= 1
        game = games[moves[:known]]
        games.move_to_end(moves[:known])
        for end in range(known + 1, len(moves) + 1):
            game = game.copy()
            game.play(moves[end - 1])
            games[moves[:end]] = game
        while len(games) > self._limit:
            oldest = next(iter(games))
            if oldest:
                del games[oldest]
            else:
                games.move_to_end(oldest)  # the start always stays
        return game
