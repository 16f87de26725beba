"""How likely each open stone is to go to each player, and the round's win share from that.

The expert's leaf judge (:mod:`.leaf`) asks, at the end of a short playout, who is likely to
win the round. It answers stone by stone, then combines the stones:

- **A stone's odds** come from a table fitted to whole rounds the playout policy played
  against itself (``scripts/fit_stone_odds.py`` writes :mod:`.stone_odds_table`): a stone is
  described by :func:`stone_key` (per side: its cards, the strongest kind of formation it
  can still become with the cards its player may still get, and whether the player's own
  hand already finishes it that well; and who is to move) and its odds are the share of such
  stones the first player took in those rounds. A description the rounds never showed falls
  back to its coarser description (without the hands), then to a logistic guess
  (:func:`guess`).
- **The round's win share** is exact for stones taken independently with those odds
  (:func:`win_share`): every way of dealing out the nine stones is weighed, in two blocks
  of stones (4 and 5) whose verdicts are tabled, so the sum is 16 dot products of 32 terms.
"""

from __future__ import annotations

import math
from functools import cache
from operator import mul

from ..cards import STONES
from ..formations import SIZE
from . import stone_odds_table as table
from .fastform import finish, worth
from .state import won

Key = tuple[int, int, int, int, int, int, int]
"""A stone's description: cards and reach of each side, hand finishes of each side, turn."""
Coarse = tuple[int, int, int, int, int]
"""A stone's description without the hands: cards and reach of each side, turn."""

MISSING = 40
"""What each card a side still lacks takes off its strongest finish, in :func:`guess`."""
SCALE = 40.0
"""How many worth points make a stone about 73% one player's, in :func:`guess`."""


def reach_kind(side: list[int], cards: int) -> int:
    """The kind of formation (0 sum to 4 colour run) ``side`` is or can still become with
    the cards of the bitmask ``cards``; -1 when those cards cannot complete it."""
    if len(side) == SIZE:
        return worth(tuple(side)) // 100
    best = finish(tuple(side), cards)
    return -1 if best < 0 else best // 100


def stone_key(
    pair: list[list[int]], reach: tuple[int, int], held: tuple[int, int], turn: int
) -> Key:
    """The description of an open stone with sides ``pair`` (sorted card ids), the cards
    each player may still get (``reach``), each player's hand (``held``, bitmasks) and the
    player to move ``turn``."""
    a, b = pair
    ka, kb = reach_kind(a, reach[0]), reach_kind(b, reach[1])
    ha = len(a) == SIZE or reach_kind(a, held[0]) >= ka
    hb = len(b) == SIZE or reach_kind(b, held[1]) >= kb
    return (len(a), ka, len(b), kb, int(ha), int(hb), turn)


def swapped(key: Key) -> Key:
    """The same stone seen from the other player (its odds are one minus these)."""
    na, ka, nb, kb, ha, hb, turn = key
    return (nb, kb, na, ka, hb, ha, 1 - turn)


def coarse(key: Key) -> Coarse:
    """The description without the hands."""
    return (key[0], key[1], key[2], key[3], key[6])


def side_value(side: list[int], free: int) -> int:
    """How strong a side will likely be: its worth when complete, else its strongest finish
    with cards of ``free`` less ``MISSING`` a card it lacks (-1000 when it cannot finish)."""
    if len(side) == SIZE:
        return worth(tuple(side))
    best = finish(tuple(side), free)
    return best - MISSING * (SIZE - len(side)) if best >= 0 else -1000


def guess(pair: list[list[int]], reach: tuple[int, int]) -> float:
    """Player 0's odds of an open stone no fitted round described: logistic in the gap
    between :func:`side_value` of each side with the cards it may still get."""
    gap = side_value(pair[0], reach[0]) - side_value(pair[1], reach[1])
    if gap > 6 * SCALE:
        return 1.0
    if gap < -6 * SCALE:
        return 0.0
    return 1.0 / (1.0 + math.exp(-gap / SCALE))


def stone_odds(
    pair: list[list[int]], reach: tuple[int, int], held: tuple[int, int], turn: int
) -> float:
    """Player 0's odds of taking an open stone (neither side complete and unbeatable):
    the fitted table's, else its coarse table's, else :func:`guess`."""
    key = stone_key(pair, reach, held, turn)
    odds = table.FINE.get(key)
    if odds is None:
        odds = table.COARSE.get(coarse(key))
    return guess(pair, reach) if odds is None else odds


@cache
def verdict(mask: int) -> float:
    """Player 0's share of a round whose every stone is owned, player 0 owning ``mask``'s:
    1 or 0 when one player alone has five or three adjacent, ½ when both (timing decides)."""
    owner: list[int | None] = [0 if mask >> s & 1 else 1 for s in range(STONES)]
    first, second = won(owner, 0), won(owner, 1)
    return 0.5 if first == second else float(first)


LOW = 4
"""Stones in the first block of :func:`win_share` (the rest, 5, in the second)."""
_VERDICTS = tuple(
    tuple(verdict(low | high << LOW) for high in range(1 << (STONES - LOW)))
    for low in range(1 << LOW)
)


def _block(odds: list[float]) -> list[float]:
    """The chance of each ownership mask of a block of stones (bit ``i``: player 0 owns the
    block's stone ``i``), the stones taken independently with player 0's ``odds``."""
    chances = [1.0]
    for p in odds:
        q = 1.0 - p
        chances = [c * q for c in chances] + [c * p for c in chances]
    return chances


def win_share(odds: list[float]) -> float:
    """Player 0's expected share of the round if each of the nine stones goes to player 0
    with its chance in ``odds``, independently (exact: every ownership weighed)."""
    high = _block(odds[LOW:])
    share: float = sum(
        low * sum(map(mul, high, row)) for low, row in zip(_block(odds[:LOW]), _VERDICTS) if low
    )
    return share
