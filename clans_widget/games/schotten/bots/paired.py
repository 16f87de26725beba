"""The expert's root: every candidate move tried on the same deals (common random numbers).

Most of a Schotten Totten round's outcome is the deal: with a few dozen iterations a move, the
plain search's most visited move is as much the luck of its deals as its worth, and on a busy
machine (a handful of iterations) it is the move whose one playout happened to win. Here each
round of the search deals the unseen cards once and tries every root move on that deal (the
same random draws for each), so the moves are compared pair by pair on equal luck. The answer
is the move of the best mean reward over whole rounds less ``PRIOR`` times its place in the
playout policy's ranking over the square root of the rounds: with few rounds the ranking's
first move stands unless another has done clearly better.
"""

from __future__ import annotations

import math
import random
from typing import TypeVar

from ....core import ismcts
from ....core.ismcts import Search

S = TypeVar("S")
M = TypeVar("M")
PRIOR = 0.05
"""The handicap, in mean reward over one round, of each place down the ranking."""


def paired_best(search: Search[S, M, M], iterations: int | None, seconds: float | None) -> M:
    """Run ``search`` in rounds (one deal, every root move once, in order) for ``iterations``
    iterations (whole rounds, at least one) or ``seconds`` (a round the deadline cuts is not
    counted); the root move of the best mean reward, handicapped by its rank."""
    deadline = None if seconds is None else ismcts.clock() + seconds
    moves = search.root_moves
    totals = [0.0] * len(moves)
    rounds, done, rng = 0, 0, search.rng
    children = search.root.children
    while True:
        seed = rng.getrandbits(64)
        gains: list[float] = []
        for move in moves:
            if deadline is not None and rounds and ismcts.clock() >= deadline:
                break
            before = children[move].reward if move in children else 0.0
            search.rng = random.Random(seed)
            search.iterate(move)
            gains.append(children[move].reward - before)
        search.rng = rng
        done += len(gains)
        if len(gains) < len(moves):
            break
        totals = [t + g for t, g in zip(totals, gains)]
        rounds += 1
        if deadline is None and done >= (iterations or 1):
            break
        if deadline is not None and ismcts.clock() >= deadline:
            break
    handicap = PRIOR / math.sqrt(rounds)
    best = max(range(len(moves)), key=lambda i: (totals[i] / rounds - handicap * i, -i))
    return search.moves[moves[best]]
