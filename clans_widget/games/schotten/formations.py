"""Three-card formations, how two sides compare, and the strongest way to finish a side.

A side's strength is the pair ``(rank, total)``: rank 4 colour-run, 3 three of a kind,
2 flush, 1 run, 0 sum (the highest category the cards fit), then the sum of strengths.
Between equal pairs on one stone the side completed first wins.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import colour, strength

SIZE = 3
"""Cards on a complete side."""
NAMES = ("sum", "run", "flush", "three of a kind", "colour-run")
"""Formation names by rank."""
COLOUR_RUN, THREE_OF_A_KIND, FLUSH, RUN, SUM = 4, 3, 2, 1, 0

Strength = tuple[int, int]
"""``(rank, total)`` of a complete side: compare with ``<``/``>``."""


def rank(cards: Sequence[int]) -> int:
    """The rank of three cards: the highest category they fit."""
    a, b, c = sorted(strength(x) for x in cards)
    one_colour = colour(cards[0]) == colour(cards[1]) == colour(cards[2])
    consecutive = b == a + 1 and c == b + 1
    if one_colour and consecutive:
        return COLOUR_RUN
    if a == c:
        return THREE_OF_A_KIND
    if one_colour:
        return FLUSH
    return RUN if consecutive else SUM


def power(cards: Sequence[int]) -> Strength:
    """``(rank, total)`` of a complete side."""
    return rank(cards), sum(strength(x) for x in cards)


def describe(cards: Sequence[int]) -> str:
    """The formation's name and total, as in ``three of a kind (15)``."""
    r, total = power(cards)
    return f"{NAMES[r]} ({total})"


def strongest_completion(side: Sequence[int], free: Sequence[bool]) -> tuple[int, ...] | None:
    """The strongest three cards ``side`` can become by adding cards whose ``free[id]`` is
    true, or ``None`` when there are too few free cards to finish it.

    Exact, not sampled: each category is tried from the strongest down, and within it the
    highest total that category allows; the first category that can be fitted at all holds
    the strongest completion (a completion fitting a category ranks at least that high).
    """
    need = SIZE - len(side)
    if need <= 0:
        return tuple(side)
    if sum(1 for f in free if f) < need:
        return None
    colours = {colour(c) for c in side}
    strengths = [strength(c) for c in side]
    suits = range(6) if not side else (tuple(colours) if len(colours) == 1 else ())
    for finder in (_colour_run, _three_of_a_kind, _flush, _run, _sum):
        found = finder(side, strengths, suits, need, free)
        if found is not None:
            return found
    return None  # pragma: no cover - _sum always finds enough free cards


_Finder = tuple[int, ...] | None


def _colour_run(
    side: Sequence[int], strengths: list[int], suits: Sequence[int], need: int, free: Sequence[bool]
) -> _Finder:
    best: tuple[int, ...] | None = None
    best_start = 0
    for suit in suits:
        for start in range(7, best_start, -1):
            cards = [suit * 9 + start - 1 + i for i in range(3)]
            if all(c in cards for c in side) and all(c in side or free[c] for c in cards):
                best, best_start = (*side, *(c for c in cards if c not in side)), start
                break
    return best


def _three_of_a_kind(
    side: Sequence[int], strengths: list[int], suits: Sequence[int], need: int, free: Sequence[bool]
) -> _Finder:
    if len(set(strengths)) > 1:
        return None
    for level in strengths[:1] or range(9, 0, -1):
        picks = [s * 9 + level - 1 for s in range(6) if free[s * 9 + level - 1]]
        if len(picks) >= need:
            return (*side, *picks[:need])
    return None


def _flush(
    side: Sequence[int], strengths: list[int], suits: Sequence[int], need: int, free: Sequence[bool]
) -> _Finder:
    best: tuple[int, ...] | None = None
    best_total = -1
    for suit in suits:
        picks = [suit * 9 + v for v in range(8, -1, -1) if free[suit * 9 + v]][:need]
        if len(picks) == need:
            total = sum(strength(c) for c in picks)
            if total > best_total:
                best, best_total = (*side, *picks), total
    return best


def _run(
    side: Sequence[int], strengths: list[int], suits: Sequence[int], need: int, free: Sequence[bool]
) -> _Finder:
    if len(set(strengths)) < len(strengths):
        return None
    for start in range(7, 0, -1):
        levels = range(start, start + 3)
        if not all(v in levels for v in strengths):
            continue
        picks = []
        for level in levels:
            if level in strengths:
                continue
            pick = next((s * 9 + level - 1 for s in range(6) if free[s * 9 + level - 1]), None)
            if pick is None:
                break
            picks.append(pick)
        else:
            return (*side, *picks)
    return None


def _sum(
    side: Sequence[int], strengths: list[int], suits: Sequence[int], need: int, free: Sequence[bool]
) -> _Finder:
    picks = sorted((c for c in range(54) if free[c]), key=lambda c: -strength(c))[:need]
    return (*side, *picks) if len(picks) == need else None
