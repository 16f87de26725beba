"""What the opponent's last play may say of their hand; the expert's deals are weighted by it.

The idea: a player who could have won a stone for sure, or built a much stronger formation,
seldom plays a weaker card instead. Before each search the expert reads, from its own
observation only, the opponent's last play (a card on a stone) and the table just before it,
and values each card it has not seen by the best play the opponent would have had with it there
(:func:`.playout.hand_values`, the playout policy's measure). A deal handing the opponent a card
far better than the one played is then less likely: :meth:`Evidence.chance` is
``exp(-(best - played) / T)`` for the hand's best card (1 when none is better), and while the
deck still had cards it is mixed with the same for the hand's second best card (one card of
the hand, any of them, was drawn after the play). :func:`weighted_deal` keeps a shuffled deal
with that chance, trying up to ``TRIES`` deals.

What it measured (2026-11-28/29): the expert won 56.4% (51.2-61.4%) of 360 rounds against
``search`` at the same time a move (three runs of ``benchmarks/schotten_bots.py --games 120
--only strong --cpu-clock``: 61.7%, 55.0%, 52.5%), 50.0% of 240 before it. But it is a tilt
more than a reading: against ``search:300``'s plays the true hand is 0.86 times as likely under
this weighting as under a plain shuffle (``benchmarks/schotten_inference.py``; best near
``T = 800-1600``, and only 1.02 times there): the opponent's play says little of the rest of
their hand in the playout policy's measure, and the weighting mostly deals them weaker hands.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..cards import STONES, card_id
from ..formations import SIZE
from ..observe import Observation
from .playout import hand_values
from .state import off_table_mask

T = 100.0
"""How many play-value points (100: one kind of formation) make a hand ``e`` times less likely."""
TRIES = 20
"""Deals :func:`weighted_deal` draws at most; the last is kept if none was."""
_LOWEST = -(10**9)


@dataclass(frozen=True)
class Evidence:
    """The opponent's last play as the expert reads it: per card id it has not seen, the
    opponent's best play value with that card then (``best``); the value of the card played
    (``played``); whether a card was drawn since (``drew``)."""

    best: dict[int, int]
    played: int
    drew: bool

    def chance(self, hand: list[int], t: float = T) -> float:
        """How likely the play was with ``hand`` (the opponent's hand now), 0-1, ``t`` value
        points making a hand ``e`` times less likely."""
        values = sorted((self.best[c] for c in hand), reverse=True) or [self.played]
        chance = math.exp(-max(0, values[0] - self.played) / t)
        if self.drew and len(values) > 1:
            second = math.exp(-max(0, values[1] - self.played) / t)
            chance = ((len(values) - 1) * chance + second) / len(values)
        return chance


def read_evidence(seen: Observation, me: int) -> Evidence | None:
    """The :class:`Evidence` of the opponent's last play in ``seen`` (``me``'s observation of
    a base or Expert round), or ``None`` when they have played no card yet."""
    opponent = 1 - me
    moves = seen.moves
    last = next(
        (i for i in range(len(moves) - 1, -1, -1)
         if seen.movers[i] == opponent and "@" in moves[i]),
        None,
    )
    if last is None:
        return None
    code, stone = moves[last].split("@")
    card, s = card_id(code), int(stone) - 1
    claimed_since = {int(m.split()[1]) - 1 for m in moves[last + 1 :] if m.startswith("claim")}
    sides = [[sorted(card_id(c) for c in side) for side in pair] for pair in seen.sides]
    sides[s][opponent].remove(card)
    free = off_table_mask(sides)
    unseen = [card_id(c) for c in seen.unseen]
    hand = [*unseen, card]
    best = dict.fromkeys(hand, _LOWEST)
    for t in range(STONES):
        if (seen.owners[t] is None or t in claimed_since) and len(sides[t][opponent]) < SIZE:
            for c, value in zip(hand, hand_values(sides[t], opponent, hand, free, _LOWEST)):
                best[c] = max(best[c], value)
    played = hand_values(sides[s], opponent, [card], free, _LOWEST)[0]
    return Evidence(best, played, drew=seen.deck_size > 0)


def weighted_deal(pool: list[int], size: int, evidence: Evidence, rng: random.Random) -> None:
    """Shuffle ``pool`` in place until its first ``size`` cards, the opponent's hand, are kept
    with :meth:`Evidence.chance` (at most ``TRIES`` shuffles)."""
    for _ in range(TRIES):
        rng.shuffle(pool)
        if rng.random() < evidence.chance(pool[:size]):
            return
