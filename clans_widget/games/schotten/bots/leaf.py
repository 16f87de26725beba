"""The expert's playouts: a few steps played, then the round judged where it stands.

A whole playout costs about a millisecond a step (the playout policy weighs every card on
every stone), and most of its steps, far from the root, are noise. The expert's
:class:`LeafAnalyst` plays only ``depth`` steps with the policy, then :func:`judge` scores the
position: a stone already owned, or that its complete side holds whatever comes, counts for
its player for sure; another stone goes to each player with a chance drawn from the strongest
formations their sides can still become (:func:`stone_chance`), with the cards the rival holds
out of reach; the round's winner is then the share of ``SAMPLES`` ways of dealing out those
stones (fixed draws, so a position is always judged alike) that win it by the rules (five
stones, or three adjacent).
"""

from __future__ import annotations

import math
import random
from functools import cache

from ....core.analyst import Outcome
from ..cards import STONES
from ..formations import SIZE
from .fastform import beaten, finish, worth
from .playout import Policy
from .state import SchottenAnalyst, SearchState, won

DEPTH = 6
"""Steps the expert's playouts play before :func:`judge` scores them."""
MISSING = 40
"""What each card a side still lacks takes off its strongest finish (in worth points)."""
SCALE = 40.0
"""How many worth points make a stone about 73% one player's (a logistic scale)."""
SAMPLES = 32
"""Ways of dealing out the open stones :func:`judge` weighs."""

_DRAWS = tuple(
    tuple(random.Random(f"leaf-{i}").random() for _ in range(STONES)) for i in range(SAMPLES)
)


@cache
def _verdict(mask: int) -> float:
    """Player 0's share of a round whose every stone is owned, player 0 owning ``mask``'s:
    1 or 0 when one player alone has five or three adjacent, ½ when both (timing decides)."""
    owner: list[int | None] = [0 if mask >> s & 1 else 1 for s in range(STONES)]
    first, second = won(owner, 0), won(owner, 1)
    return 0.5 if first == second else float(first)


def side_value(side: list[int], free: int) -> int:
    """How strong a side will likely be: its worth when complete, else its strongest finish
    with cards of ``free`` less ``MISSING`` a card it lacks (-1000 when it cannot finish)."""
    if len(side) == SIZE:
        return worth(tuple(side))
    best = finish(tuple(side), free)
    return best - MISSING * (SIZE - len(side)) if best >= 0 else -1000


def stone_chance(pair: list[list[int]], reach: tuple[int, int], free: int) -> float:
    """The chance player 0 takes an open stone with sides ``pair``: 1 or 0 when a complete
    side holds whatever the other may still become (cards of ``free``), else logistic in the
    gap between :func:`side_value` of each side with the cards it may still get (``reach``)."""
    a, b = pair
    if len(a) == SIZE and not beaten(tuple(b), free, worth(tuple(a))) and len(b) < SIZE:
        return 1.0
    if len(b) == SIZE and not beaten(tuple(a), free, worth(tuple(b))) and len(a) < SIZE:
        return 0.0
    gap = side_value(a, reach[0]) - side_value(b, reach[1])
    if gap > 6 * SCALE:
        return 1.0
    if gap < -6 * SCALE:
        return 0.0
    return 1.0 / (1.0 + math.exp(-gap / SCALE))


def chances(state: SearchState) -> list[float]:
    """Per stone (0-8), the chance player 0 takes it: 1 or 0 once owned, or once both sides
    are complete, or by :func:`stone_chance` (each player's reach: the cards off the table
    less those the rival holds)."""
    free = state.free
    held = [sum(1 << c for c in hand) for hand in state.hands]
    reach = (free & ~held[1], free & ~held[0])
    found = []
    for s in range(STONES):
        o = state.owner[s]
        pair = state.sides[s]
        if o is not None:
            found.append(1.0 - o)
        elif len(pair[0]) == SIZE and len(pair[1]) == SIZE:
            mine, theirs = worth(tuple(pair[0])), worth(tuple(pair[1]))
            done = state.done[s]
            first = mine > theirs if mine != theirs else done[0] < done[1]  # type: ignore[operator]
            found.append(float(first))
        else:
            found.append(stone_chance(pair, reach, free))
    return found


def judge(state: SearchState) -> tuple[float, float]:
    """Player 0's estimated win share of ``state`` (the share of ``SAMPLES`` fixed ways of
    dealing out the stones by their :func:`chances` that player 0 wins) and expected stones
    (out of 9); a won round as it is."""
    if state.winner is not None:
        points = sum(1 for o in state.owner if o == 0)
        return float(state.winner == 0), float(points)
    odds = chances(state)
    total = 0.0
    for draws in _DRAWS:
        mask = 0
        for s in range(STONES):
            if draws[s] < odds[s]:
                mask |= 1 << s
        total += _verdict(mask)
    return total / SAMPLES, sum(odds)


class LeafAnalyst(SchottenAnalyst):
    """:class:`~.state.SchottenAnalyst` whose playouts stop after ``depth`` steps and are
    scored by :func:`judge`."""

    def __init__(
        self,
        policy: Policy | None = None,
        margin: float = 0.0,
        tree_width: int | None = None,
        *,
        depth: int = DEPTH,
    ) -> None:
        super().__init__(policy, margin, tree_width)
        self.depth = depth

    def playout(self, position: SearchState, rng: random.Random) -> None:
        """Play on with the policy for ``depth`` steps (or until the round is won)."""
        policy = self.policy
        limit = policy.limit
        policy.limit = self.depth
        try:
            policy.play_out(position, rng)
        finally:
            policy.limit = limit

    def outcome(self, position: SearchState) -> Outcome:
        """The :func:`judge`d win shares, mixed with a share ``margin`` of the expected stone
        spread (scaled to 0-1); points: the expected stones."""
        share, stones = judge(position)
        shares = [share, 1.0 - share]
        points = [stones, STONES - stones]
        if self.margin:
            k = self.margin
            spread = [(points[p] - points[1 - p] + 9) / 18 for p in (0, 1)]
            shares = [(1 - k) * shares[p] + k * spread[p] for p in (0, 1)]
        return Outcome((shares[0], shares[1]), (points[0], points[1]))
