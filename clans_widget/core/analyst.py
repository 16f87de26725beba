"""What a search needs to know about a game: the :class:`Analyst` protocol.

A game hands :class:`~clans_widget.core.ismcts.Search` an analyst working on its own search
state ``S`` (often a fast integer form of a position) with hashable move keys ``K``. The
search never looks inside a state: it deals the unseen cards again (:meth:`determinize`),
asks who moves and what the moves are, plays them, plays the rest of the game out and reads
the outcome.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import NamedTuple, Protocol, TypeVar

S = TypeVar("S")
K = TypeVar("K", bound=Hashable)


class Outcome(NamedTuple):
    """A finished (or abandoned) playout: per player, the share of the victory (1 for a sole
    winner, 1/k each for k who share it, 0 for the others) and the points scored (what an
    analysis reports as mean points; a game without points may repeat the shares)."""

    shares: Sequence[float]
    points: Sequence[float]


class Analyst(Protocol[S, K]):
    """A game's side of the search, over search states ``S`` and move keys ``K``."""

    def determinize(self, position: S, viewer: int, rng: random.Random) -> S:
        """A new state like ``position`` (which stays untouched) with the cards ``viewer``
        cannot see dealt again at random, consistently with everything ``viewer`` knows."""
        ...

    def mover(self, position: S) -> int | None:
        """The player to move, or ``None`` once the game is over."""
        ...

    def moves(self, position: S) -> list[K]:
        """The legal moves of the player to move, in a fixed order."""
        ...

    def play(self, position: S, move: K) -> None:
        """Play ``move`` (one of :meth:`moves`) on ``position`` in place."""
        ...

    def rollout_move(self, position: S, rng: random.Random) -> K:
        """The playout policy: the move to play in a playout (drawn with ``rng``)."""
        ...

    def playout(self, position: S, rng: random.Random) -> None:
        """Play ``position`` to its end with the playout policy (:func:`play_out` does it
        move by move with :meth:`rollout_move`; a game may do it faster in one piece)."""
        ...

    def outcome(self, position: S) -> Outcome:
        """Who won the finished ``position``, and the points."""
        ...


def play_out(analyst: Analyst[S, K], position: S, rng: random.Random, limit: int) -> bool:
    """Play ``position`` to its end with ``analyst.rollout_move``, at most ``limit`` moves;
    whether it ended (a game that may go on for ever scores an unfinished playout itself)."""
    for _ in range(limit):
        if analyst.mover(position) is None:
            return True
        analyst.play(position, analyst.rollout_move(position, rng))
    return analyst.mover(position) is None
