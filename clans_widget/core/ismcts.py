"""Information-set Monte Carlo tree search (Cowling, Powley and Whitehouse, 2012), for any game.

Each iteration deals the cards the searching player cannot see at random (a determinization,
by the game's :class:`~.analyst.Analyst`), walks one shared tree of moves from the root by
UCB, adds one node, plays the rest of the game out with the game's playout policy and credits
each node with the win share (and points) of the player who made its move. A child's UCB bonus
counts the iterations in which its move was available, since hidden hands make moves come and
go. The budget is a number of iterations or of seconds; a ``stop`` check, asked before every
iteration, ends a search nobody waits for any more.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Mapping
from typing import Generic, TypeVar

from .analyst import Analyst, K, S

M = TypeVar("M")
EXPLORATION = 0.2
"""The default weight of the exploration bonus in UCB."""
clock: Callable[[], float] = time.perf_counter
"""What a time budget counts, read by every search at each step: wall-clock seconds. A
benchmark on a machine shared with other jobs may count its process's CPU seconds instead
(``time.process_time``), as a machine with a core free would give."""


class Stopped(Exception):
    """A search was told to stop (its ``stop`` check answered true) before its budget ran out:
    nobody wants its result any more, so it has none."""


def keep_going(done: int, iterations: int | None, deadline: float | None) -> bool:
    """Whether a search that has run ``done`` iterations may run another: always the first,
    then until ``deadline`` (a :data:`clock` time) if given, else up to ``iterations``."""
    if done == 0:
        return True
    if deadline is not None:
        return clock() < deadline
    return done < (iterations or 1)


class Node:
    """The statistics of one move in a search tree, kept for the player who made it."""

    __slots__ = ("avail", "children", "player", "points", "reward", "visits")

    def __init__(self, player: int) -> None:
        self.player = player  # who made the move leading here
        self.children: dict[Hashable, Node] = {}
        self.visits = 0
        self.avail = 1  # iterations in which the move could be played (hidden hands vary)
        self.reward = 0.0  # the player's win shares, summed over the visits
        self.points: float = 0  # the player's final points, summed over the visits


class Search(Generic[S, K, M]):
    """One ISMCTS tree for ``start`` as ``viewer`` (the player to move) knows it. ``moves``
    maps each root move's key to the move it stands for, in the order ties are broken; the
    children of :attr:`root` hold per root move the visits, the mover's summed win shares and
    summed points. With ``stop``, every iteration first asks it and raises :class:`Stopped`
    when it answers true."""

    def __init__(
        self,
        analyst: Analyst[S, K],
        start: S,
        viewer: int,
        moves: Mapping[K, M],
        rng: random.Random,
        stop: Callable[[], bool] | None = None,
        exploration: float = EXPLORATION,
    ) -> None:
        mover = analyst.mover(start)
        if mover is None:
            raise ValueError("the game is over: there is no move to search")
        if not moves:
            raise ValueError("a search needs at least one legal move at the root")
        self.analyst = analyst
        self.start = start
        self.viewer = viewer
        self.rng = rng
        self.stop = stop
        self.exploration = exploration
        self.root = Node(mover)
        self.moves = dict(moves)
        self.root_moves = list(self.moves)
        self.iterations = 0

    def run(
        self, iterations: int | None = None, seconds: float | None = None, first: K | None = None
    ) -> None:
        """Grow the tree by ``iterations`` iterations, or for ``seconds`` (at least one),
        every one starting with the root move ``first`` if given."""
        deadline = None if seconds is None else clock() + seconds
        done = 0
        while keep_going(done, iterations, deadline):
            self.iterate(first)
            done += 1

    def iterate(self, first: K | None = None) -> None:
        """One iteration: deal the unseen cards, walk and grow the tree (starting with the
        root move ``first`` if given), play out, credit each node; :class:`Stopped` instead
        if ``stop`` says so."""
        if self.stop is not None and self.stop():
            raise Stopped
        analyst, rng = self.analyst, self.rng
        state = analyst.determinize(self.start, self.viewer, rng)
        node, path = self.root, []
        while (turn := analyst.mover(state)) is not None:
            moves = self.root_moves if node is self.root else analyst.moves(state)
            children = node.children
            for m in moves:
                if m in children:
                    children[m].avail += 1
            move = first if first is not None and node is self.root else self._select(node, moves)
            child = children.get(move)
            grown = child is None
            if child is None:
                child = children[move] = Node(turn)
            analyst.play(state, move)
            path.append(child)
            node = child
            if grown:
                break
        analyst.playout(state, rng)
        shares, points = analyst.outcome(state)
        for node in path:
            node.visits += 1
            node.reward += shares[node.player]
            node.points += points[node.player]
        self.iterations += 1

    def _select(self, node: Node, moves: list[K]) -> K:
        """A move not tried here yet, at random; else the best by UCB."""
        children = node.children
        fresh = [m for m in moves if m not in children]
        if fresh:
            return fresh[int(self.rng.random() * len(fresh))]
        return by_ucb(children, moves, self.exploration)

    def visits(self, key: K) -> int:
        """How many iterations began with the root move ``key``."""
        node = self.root.children.get(key)
        return 0 if node is None else node.visits

    def best(self) -> M:
        """The most visited root move (the first in :attr:`moves` among equals)."""
        return max(self.moves.items(), key=lambda item: self.visits(item[0]))[1]


def by_ucb(children: Mapping[Hashable, Node], moves: list[K], exploration: float) -> K:
    """The move whose child has the best UCB value: mean reward plus the exploration bonus,
    counted over the iterations in which the move was available (the first among equals)."""
    log, sqrt = math.log, math.sqrt
    best, best_value = moves[0], -math.inf
    for m in moves:
        node = children[m]
        value = node.reward / node.visits + exploration * sqrt(log(node.avail) / node.visits)
        if value > best_value:
            best, best_value = m, value
    return best
