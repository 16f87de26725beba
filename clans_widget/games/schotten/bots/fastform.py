"""Formations for the search, on bitmasks: a side's worth and its strongest finish, fast.

The search's playouts ask, thousands of times a second, how strong a side can still become
from the cards off the table. Here a set of cards is an ``int`` with bit ``id`` set for each
card (ids as in :mod:`..cards`: ``colour * 9 + strength - 1``), and a side's strength is one
number, ``worth = 100 * rank + total`` (rank and total as in :mod:`..formations`), so that
two strengths compare as numbers. :func:`finish` is exact (the tests check it against
:func:`..formations.strongest` over thousands of random sides): each category is tried from
the strongest down, and within it the highest total it allows, as the engine does.
Base and Expert only: no elite troops, no Mud Fight.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from ..formations import SIZE, rank

SUIT = 0x1FF
"""The nine bits of one colour."""
ALL = (1 << 54) - 1
"""Every clan card."""
LEVEL = tuple(sum(1 << (k * 9 + v) for k in range(6)) for v in range(9))
"""Per strength minus one, the bits of its six cards."""


def _top(mask: int, n: int) -> int:
    strengths = [v + 1 for v in range(8, -1, -1) if mask >> v & 1][:n]
    return sum(strengths) if len(strengths) == n else -1


TOP = tuple(tuple(_top(mask, n) for mask in range(512)) for n in range(SIZE + 1))
"""``TOP[n][mask]``: the total of the ``n`` strongest strengths in a colour's 9-bit mask,
or -1 when it has fewer than ``n``."""


class Plan(NamedTuple):
    """What a side of 0-2 cards needs to become each formation. ``need`` cards to add,
    ``total`` of its strengths; ``suits`` the colours a one-colour finish may take;
    ``windows`` per run window, highest first, (worth of its cards, strengths missing as a
    9-bit mask); ``kinds`` the strengths (minus one) three of a kind may take, highest
    first; ``bound`` the most :func:`finish` can answer, whatever is off the table."""

    need: int
    total: int
    suits: tuple[int, ...]
    windows: tuple[tuple[int, int], ...]
    kinds: tuple[int, ...]
    bound: int


@cache
def plan(side: tuple[int, ...]) -> Plan:
    """The :class:`Plan` of a side of 0-2 cards (any order)."""
    levels = [c % 9 for c in side]
    colours = {c // 9 for c in side}
    distinct = len(set(levels)) == len(levels)
    suits = tuple(colours) if len(colours) == 1 else (() if side else tuple(range(6)))
    windows = tuple(
        (3 * start + 6, sum(1 << v for v in range(start, start + SIZE) if v not in levels))
        for start in range(6, -1, -1)
        if distinct and all(start <= v < start + SIZE for v in levels)
    )
    kinds = tuple(range(8, -1, -1)) if not side else ((levels[0],) if len(set(levels)) == 1 else ())
    total = sum(levels) + len(side)
    draft = Plan(SIZE - len(side), total, suits, windows, kinds, 0)
    return draft._replace(bound=best_finish(draft, ALL & ~sum(1 << c for c in side)))


def finish(side: tuple[int, ...], free: int) -> int:
    """The worth of the strongest finish of ``side`` (0-2 cards) with cards of ``free``,
    or -1 when ``free`` holds too few cards to finish it."""
    return best_finish(plan(side), free)


def best_finish(p: Plan, free: int) -> int:
    """:func:`finish` of the side planned by ``p``."""
    need, total, suits, windows, kinds, _ = p
    if free.bit_count() < need:
        return -1
    if windows:
        for worth, missing in windows:
            for k in suits:
                if (free >> 9 * k) & missing == missing:
                    return 400 + worth
    for v in kinds:
        if (free & LEVEL[v]).bit_count() >= need:
            return 300 + 3 * v + 3
    if suits:
        top = TOP[need]
        best = max(top[(free >> 9 * k) & SUIT] for k in suits)
        if best >= 0:
            return 200 + total + best
    if windows:
        present = (free | free >> 9 | free >> 18 | free >> 27 | free >> 36 | free >> 45) & SUIT
        for worth, missing in windows:
            if present & missing == missing:
                return 100 + worth
    for v in range(8, -1, -1):
        if need == 0:
            break
        count = min((free & LEVEL[v]).bit_count(), need)
        total += count * (v + 1)
        need -= count
    return total


@cache
def worth(side: tuple[int, ...]) -> int:
    """The worth of a complete side (three cards, any order): ``100 * rank + total``."""
    return 100 * rank(side) + sum(c % 9 for c in side) + SIZE


def beaten(side: tuple[int, ...], free: int, mine: int) -> bool:
    """Whether some finish of the incomplete ``side`` with cards of ``free`` beats a
    complete side worth ``mine`` (an equal finish does not: it would complete later)."""
    p = plan(side)
    return p.bound > mine and best_finish(p, free) > mine
