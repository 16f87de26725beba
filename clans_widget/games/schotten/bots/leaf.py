"""The expert's playouts: a few steps played, then the round judged where it stands.

A whole playout costs about a millisecond a step (the playout policy weighs every card on
every stone), and most of its steps, far from the root, are noise. The expert's
:class:`LeafAnalyst` plays only ``depth`` steps with the policy, then :func:`judge` scores the
position: a stone already owned, or that its complete side holds whatever comes, counts for
its player for sure (:func:`sure`); another stone goes to each player with its fitted odds
(:func:`.odds.stone_odds`: how often such a stone went to each player when the playout
policy played rounds to their end); the round's winner is then the exact share of the ways
of dealing out those stones that win it by the rules (five stones, or three adjacent), the
stones taken independently (:func:`.odds.win_share`).
"""

from __future__ import annotations

import random

from ....core.analyst import Outcome
from ..cards import STONES
from ..formations import SIZE
from .fastform import beaten, worth
from .odds import stone_odds, win_share
from .playout import Policy
from .state import SchottenAnalyst, SearchState

DEPTH = 4
"""Steps the expert's playouts play before :func:`judge` scores them."""


def reaches(state: SearchState) -> tuple[tuple[int, int], tuple[int, int]]:
    """Per player, the cards they may still get (off the table, not in the rival's hand)
    and the cards of their hand, as bitmasks."""
    free = state.free
    held = (sum(1 << c for c in state.hands[0]), sum(1 << c for c in state.hands[1]))
    return (free & ~held[1], free & ~held[0]), held


def sure(state: SearchState, stone: int) -> float | None:
    """Player 0's share of ``stone`` when it is settled: owned, both sides complete (the
    stronger, or the first completed, takes it), or one side complete and stronger than
    anything the other may still become; ``None`` while it is open."""
    owner = state.owner[stone]
    if owner is not None:
        return 1.0 - owner
    a, b = state.sides[stone]
    full_a, full_b = len(a) == SIZE, len(b) == SIZE
    if full_a and full_b:
        mine, theirs = worth(tuple(a)), worth(tuple(b))
        if mine != theirs:
            return float(mine > theirs)
        done = state.done[stone]
        return float(done[0] < done[1])  # type: ignore[operator]
    if full_a and not beaten(tuple(b), state.free, worth(tuple(a))):
        return 1.0
    if full_b and not beaten(tuple(a), state.free, worth(tuple(b))):
        return 0.0
    return None


def chances(state: SearchState) -> list[float]:
    """Per stone (0-8), the chance player 0 takes it: :func:`sure` where it is settled,
    else its fitted odds (:func:`.odds.stone_odds`)."""
    reach, held = reaches(state)
    turn = state.turn if state.turn is not None else 0
    found = []
    for s in range(STONES):
        settled = sure(state, s)
        found.append(
            stone_odds(state.sides[s], reach, held, turn) if settled is None else settled
        )
    return found


def judge(state: SearchState) -> tuple[float, float]:
    """Player 0's estimated win share of ``state`` (:func:`.odds.win_share` of its
    :func:`chances`) and expected stones (out of 9); a won round as it is."""
    if state.winner is not None:
        points = sum(1 for o in state.owner if o == 0)
        return float(state.winner == 0), float(points)
    odds = chances(state)
    return win_share(odds), sum(odds)


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
