"""What the opponent's last plays say of their hand; the expert's deals are weighted by it.

The model: a player chooses among the ``CONSIDERED`` best plays their hand offers, ranked as
the search ranks its own root plays (:func:`.playout.ranked_plays`, the playout policy's
measure: best value, then card, then stone). Before each search the expert reads, from its own
observation only, the opponent's last ``PLAYS`` plays (a card on a stone each), each on the
table as it was just before it, and counts, for every card the opponent may have held then,
how many plays with that card would have ranked above the play made (:class:`Play`). A deal
keeps chance 1 for each play its opponent hand would have ranked among its ``CONSIDERED``
best, and ``STRAY`` for each it would not (a player who plays otherwise, a person say, is not
ruled out). While the deck still had cards, a card was drawn after each play, any of the
hand's: the chance is the mean over which ones (:meth:`Evidence.chance`).
:func:`weighted_deal` keeps a shuffled deal with that chance, trying up to ``TRIES`` deals.

What it measured (2026-11-29, ``python benchmarks/schotten_inference.py --rounds 30 --bot
search:300``, 1,081 positions): against ``search``'s plays the opponent's true hand is about
2.2 times as likely under this weighting (two plays read) as under a plain shuffle, 1.7 times
with the last play only (log-likelihood gains +0.78 and +0.53). The model it replaced, a hand
seldom holding a card far better than the one played (``exp(-gap / 100)``), gave 0.86 times:
it dealt the opponent weaker hands more than it read theirs.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..cards import STONES, card_id
from ..formations import SIZE
from ..observe import Observation
from .playout import hand_values
from .state import off_table_mask

CONSIDERED = 6
"""How many of their best-ranked plays a player is taken to choose among (the ``search``
bot's root width: it plays one of its six best by :func:`.playout.ranked_plays`)."""
STRAY = 0.01
"""The chance kept for a hand under which the play made was not among the ``CONSIDERED``."""
PLAYS = 2
"""How many of the opponent's last plays are read."""
TRIES = 20
"""Deals :func:`weighted_deal` draws at most; the last is kept if none was."""
_LOWEST = -(10**9)


@dataclass(frozen=True)
class Play:
    """One of the opponent's plays as the expert reads it: the card played (``card``) and, per
    card the opponent may have held then (those the expert has not seen and those the opponent
    played since), how many plays with it ranked above the play made (``above``)."""

    card: int
    above: dict[int, int]


@dataclass(frozen=True)
class Evidence:
    """The opponent's last plays, newest first (``plays``), and whether a card was drawn after
    each (``drew``)."""

    plays: tuple[Play, ...]
    drew: bool

    def chance(
        self, hand: list[int], considered: int = CONSIDERED, stray: float = STRAY
    ) -> float:
        """How likely the plays were with ``hand`` (the opponent's hand now), 0-1: for each
        play, 1 when it ranks among the ``considered`` best of the hand then, else
        ``stray``; the mean over which card was drawn after each play."""
        return self._chance(0, hand, considered, stray)

    def _chance(self, k: int, hand: list[int], considered: int, stray: float) -> float:
        play = self.plays[k]
        above, card = play.above, play.card
        ranked_above = above[card] + sum(above[c] for c in hand)
        deeper = k + 1 < len(self.plays)
        if not (self.drew and hand):
            kept = 1.0 if ranked_above < considered else stray
            if deeper:
                kept *= self._chance(k + 1, [*hand, card], considered, stray)
            return kept
        total = 0.0
        for drawn in hand:
            kept = 1.0 if ranked_above - above[drawn] < considered else stray
            if deeper:
                before = [c for c in hand if c != drawn]
                before.append(card)
                kept *= self._chance(k + 1, before, considered, stray)
            total += kept
        return total / len(hand)


def read_evidence(seen: Observation, me: int, plays: int = PLAYS) -> Evidence | None:
    """The :class:`Evidence` of the opponent's last ``plays`` plays in ``seen`` (``me``'s
    observation of a base or Expert round; fewer when they made fewer), or ``None`` when they
    have played no card yet."""
    opponent = 1 - me
    moves, movers = seen.moves, seen.movers
    made = [i for i in range(len(moves)) if movers[i] == opponent and "@" in moves[i]]
    if not made:
        return None
    unseen = [card_id(c) for c in seen.unseen]
    sides = [[sorted(card_id(c) for c in side) for side in pair] for pair in seen.sides]
    read: list[Play] = []
    played_since: list[int] = []  # the opponent's cards played after the play being read
    taken_back = len(moves)  # the table as it was before move ``taken_back``
    for i in reversed(made[-plays:]):
        for j in range(i, taken_back):  # every card played since, by either player, taken back
            if "@" in moves[j]:
                code, stone = moves[j].split("@")
                sides[int(stone) - 1][movers[j]].remove(card_id(code))
                if movers[j] == opponent and j > i:  # (the play at i itself: below)
                    played_since.append(card_id(code))
        taken_back = i
        code, stone = moves[i].split("@")
        card = card_id(code)
        held = [*unseen, *played_since, card]
        read.append(_read_play(seen, sides, i, card, int(stone) - 1, held, opponent))
        played_since.append(card)
    return Evidence(tuple(read), drew=seen.deck_size > 0)


def _read_play(
    seen: Observation, sides: list[list[list[int]]], i: int, card: int, stone: int,
    held: list[int], opponent: int,
) -> Play:
    """The :class:`Play` of ``card`` on ``stone`` at move ``i``, ``sides`` the table just
    before it and ``held`` every card the opponent may have held then."""
    claimed_since = {int(m.split()[1]) - 1 for m in seen.moves[i + 1 :] if m.startswith("claim")}
    free = off_table_mask(sides)
    ranked: list[tuple[int, int, int]] = []  # ranked_plays' order: best value, then card, stone
    for t in range(STONES):
        if (seen.owners[t] is None or t in claimed_since) and len(sides[t][opponent]) < SIZE:
            values = hand_values(sides[t], opponent, held, free, _LOWEST)
            ranked.extend((-value, c, t) for c, value in zip(held, values))
    made = next(play for play in ranked if play[1] == card and play[2] == stone)
    above = dict.fromkeys(held, 0)
    for play in ranked:
        if play < made:
            above[play[1]] += 1
    return Play(card, above)


def weighted_deal(pool: list[int], size: int, evidence: Evidence, rng: random.Random) -> None:
    """Shuffle ``pool`` in place until its first ``size`` cards, the opponent's hand, are kept
    with :meth:`Evidence.chance` (at most ``TRIES`` shuffles)."""
    for _ in range(TRIES):
        rng.shuffle(pool)
        if rng.random() < evidence.chance(pool[:size]):
            return
