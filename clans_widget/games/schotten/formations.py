"""Formations, how two sides compare, and the strongest way to finish a side.

A side's strength is the pair ``(rank, total)``: rank 4 colour-run, 3 three of a kind,
2 flush, 1 run, 0 sum (the highest category the cards fit), then the sum of strengths.
Between equal pairs on one stone the side completed first wins. In the Tactic variant a
side holds 4 cards under Mud Fight (four of a kind instead of three), Blind-Man's Bluff
ranks every side as a sum, and elite troops count as any clan card of their range.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise, permutations
from typing import NamedTuple

from clans_widget.i18n import DEFAULT, say

from .cards import colour, strength
from .tactic import RANGES

SIZE = 3
"""Cards on a complete side (4 under Mud Fight)."""
NAMES = ("sum", "run", "flush", "three of a kind", "colour-run")
"""Formation names by rank (English: :func:`describe` names them in any language)."""
COLOUR_RUN, THREE_OF_A_KIND, FLUSH, RUN, SUM = 4, 3, 2, 1, 0
SAID = ("sum", "run", "flush", "three", "colour_run")
"""The catalogue's name of each rank's formation: ``schotten.formation_<name>``."""

Strength = tuple[int, int]
"""``(rank, total)`` of a complete side: compare with ``<``/``>``."""


def rank(cards: Sequence[int]) -> int:
    """The rank of a complete side's clan cards (3, or 4 under Mud Fight): the highest
    category they fit."""
    if len(cards) == SIZE:  # the common case, spelt out
        a, b, c = sorted(x % 9 for x in cards)
        one_colour = cards[0] // 9 == cards[1] // 9 == cards[2] // 9
        consecutive = b == a + 1 and c == b + 1
        values = [a, c]
    else:
        values = sorted(strength(x) for x in cards)
        first = colour(cards[0])
        one_colour = all(colour(c) == first for c in cards)
        consecutive = all(b == a + 1 for a, b in pairwise(values))
    if one_colour and consecutive:
        return COLOUR_RUN
    if values[0] == values[-1]:
        return THREE_OF_A_KIND
    if one_colour:
        return FLUSH
    return RUN if consecutive else SUM


def power(cards: Sequence[int], fog: bool = False) -> Strength:
    """``(rank, total)`` of a complete side (rank 0 under Blind-Man's Bluff, ``fog``)."""
    total = sum(strength(x) for x in cards)
    return (SUM if fog else rank(cards)), total


def describe(cards: Sequence[int], fog: bool = False, lang: str = DEFAULT) -> str:
    """The formation's name and total, as in ``three of a kind (15)``, a run's values
    named too (``colour-run 7-8-9 (24)``); ``total (15)`` under Blind-Man's Bluff; in
    ``lang`` (``suite couleur 7-8-9 (24)``, ``Farbfolge 7-8-9 (24)``)."""
    r, total = power(cards, fog)
    if fog:
        key = "total"
    elif r == THREE_OF_A_KIND and len(cards) == 4:
        key = "four"
    else:
        key = SAID[r]
    name = say(f"schotten.formation_{key}", lang)
    if not fog and r in (RUN, COLOUR_RUN):
        values = "-".join(str(v) for v in sorted(strength(x) for x in cards))
        return say("schotten.formation_values", lang, name=name, values=values, total=total)
    return say("schotten.formation", lang, name=name, total=total)


class Finish(NamedTuple):
    """The strongest way to finish a side: its ``power``, its ``cards`` (the side's, then
    the added ones; elite troops by their tactic id) and the clan card each counts as."""

    power: Strength
    cards: tuple[int, ...]
    values: tuple[int, ...]


def strongest_completion(side: Sequence[int], free: Sequence[bool]) -> tuple[int, ...] | None:
    """The strongest three cards ``side`` (clan cards) can become by adding cards whose
    ``free[id]`` is true, or ``None`` when there are too few free cards to finish it."""
    found = strongest(side, free)
    return None if found is None else found.cards


def strongest(
    side: Sequence[int],
    free: Sequence[bool],
    *,
    size: int = SIZE,
    fog: bool = False,
    extras: Sequence[int] = (),
) -> Finish | None:
    """The strongest finish of ``side`` to ``size`` cards, adding clan cards whose
    ``free[id]`` is true and elite troops from ``extras`` (each at most once); elite troops
    on the side or added take their owner's best values. ``None`` when too few cards remain.

    Exact, not sampled: each category is tried from the strongest down, and within it the
    highest total that category allows; the first category that can be fitted at all holds
    the strongest finish (a finish fitting a category ranks at least that high). Under
    Blind-Man's Bluff (``fog``) only the total counts.
    """
    need = size - len(side)
    if need < 0:
        raise ValueError(f"a side holds at most {size} cards")
    if need and sum(1 for f in free if f) + len(extras) < need:
        return None
    reals = [c for c in side if c not in RANGES]
    wilds = [c for c in side if c in RANGES]
    finders = ((SUM, _sum),) if fog else _FINDERS
    for category, finder in finders:
        found = finder(_Ask(reals, wilds, need, size, free, extras))
        if found is not None:
            hues, added = found
            worth = iter(hues)
            values = [next(worth) if c in RANGES else c for c in side] + [v for _, v in added]
            total = sum(strength(v) for v in values)
            return Finish((category, total), (*side, *(c for c, _ in added)), tuple(values))
    return None  # pragma: no cover - _sum always finds enough cards


# A finder gives the values of the side's elite troops and the (card, value) pairs added.
_Found = tuple[list[int], list[tuple[int, int]]] | None


class _Ask(NamedTuple):
    """What a finder fills: the side's clan cards and elite troops, how many cards to add,
    the side's size, the free clan cards and the elite troops that may be added."""

    reals: Sequence[int]
    wilds: Sequence[int]
    need: int
    size: int
    free: Sequence[bool]
    extras: Sequence[int]


def _suits(reals: Sequence[int]) -> Sequence[int]:
    colours = {colour(c) for c in reals}
    return range(6) if not reals else (tuple(colours) if len(colours) == 1 else ())


def _fits(card: int, value: int) -> bool:
    low, high = RANGES[card]
    return low <= value <= high


def _cover(
    missing: list[int],
    wilds: Sequence[int],
    extras: Sequence[int],
    card_for: Callable[[int], int | None],
    hue: int,
) -> _Found:
    """Fill the strengths ``missing`` with every elite troop of the side, then free clan
    cards, then elite troops from ``extras``; ``None`` when they cannot all be filled."""
    if not wilds and not extras:  # clan cards only: each strength needs its own card
        plain = [card_for(v) for v in missing]
        return None if None in plain else ([], [(c, c) for c in plain if c is not None])
    if len(wilds) > len(missing):
        return None
    for chosen in permutations(missing, len(wilds)):
        if not all(_fits(w, v) for w, v in zip(wilds, chosen)):
            continue
        added: list[tuple[int, int]] = []
        lacking = []
        for v in missing:
            if v in chosen:
                continue
            card = card_for(v)
            if card is None:
                lacking.append(v)
            else:
                added.append((card, card))
        if len(lacking) > len(extras):
            continue
        for helpers in permutations(extras, len(lacking)):
            if all(_fits(e, v) for e, v in zip(helpers, lacking)):
                hues = [hue * 9 + v - 1 for v in chosen]
                return hues, added + [(e, hue * 9 + v - 1) for e, v in zip(helpers, lacking)]
    return None


def _lines(ask: _Ask, one_colour: bool) -> _Found:
    """A colour-run (``one_colour``) or a run: the highest window the side fits."""
    reals, wilds, _, size, free, extras = ask
    strengths = [strength(c) for c in reals]
    if len(set(strengths)) < len(strengths):
        return None
    suits: Sequence[int | None] = _suits(reals) if one_colour else (None,)
    hue0 = colour(reals[0]) if reals else 0
    for start in range(10 - size, 0, -1):
        window = range(start, start + size)
        if not all(v in window for v in strengths):
            continue
        missing = [v for v in window if v not in strengths]
        for suit in suits:
            if suit is None:
                found = _cover(missing, wilds, extras, lambda v: _any_colour(v, free), hue0)
            else:
                found = _cover(missing, wilds, extras, _in_suit(suit, free), suit)
            if found is not None:
                return found
    return None


def _in_suit(suit: int, free: Sequence[bool]) -> Callable[[int], int | None]:
    return lambda v: suit * 9 + v - 1 if free[suit * 9 + v - 1] else None


def _any_colour(value: int, free: Sequence[bool]) -> int | None:
    return next((s * 9 + value - 1 for s in range(6) if free[s * 9 + value - 1]), None)


def _colour_run(ask: _Ask) -> _Found:
    return _lines(ask, True)


def _run(ask: _Ask) -> _Found:
    return _lines(ask, False)


def _kind(ask: _Ask) -> _Found:
    reals, wilds, need, _, free, extras = ask
    strengths = {strength(c) for c in reals}
    if len(strengths) > 1:
        return None
    hue = colour(reals[0]) if reals else 0
    for level in strengths or range(9, 0, -1):
        if not all(_fits(w, level) for w in wilds):
            continue
        cards = [s * 9 + level - 1 for s in range(6)]
        added = [(c, c) for c in cards if free[c]][:need]
        helpers = [e for e in extras if _fits(e, level)][: need - len(added)]
        if len(added) + len(helpers) == need:
            value = hue * 9 + level - 1
            return [value] * len(wilds), added + [(e, value) for e in helpers]
    return None


def _flush(ask: _Ask) -> _Found:
    reals, wilds, need, _, free, extras = ask
    best: _Found = None
    best_total = -1
    for suit in _suits(reals):
        picks = [(suit * 9 + v, suit * 9 + v) for v in range(8, -1, -1) if free[suit * 9 + v]]
        picks = picks[:need] + [(e, suit * 9 + RANGES[e][1] - 1) for e in extras]
        picks.sort(key=lambda p: -strength(p[1]))
        if len(picks) < need:
            continue
        hues = [suit * 9 + RANGES[w][1] - 1 for w in wilds]
        total = sum(strength(v) for _, v in picks[:need])
        if total > best_total:
            best, best_total = (hues, picks[:need]), total
    return best


def _sum(ask: _Ask) -> _Found:
    reals, wilds, need, _, free, extras = ask
    hue = colour(reals[0]) if reals else 0
    picks = [(c, c) for c in range(54) if free[c]]
    picks += [(e, hue * 9 + RANGES[e][1] - 1) for e in extras]
    picks.sort(key=lambda p: -strength(p[1]))
    if len(picks) < need:
        return None
    return [hue * 9 + RANGES[w][1] - 1 for w in wilds], picks[:need]


_FINDERS = (
    (COLOUR_RUN, _colour_run),
    (THREE_OF_A_KIND, _kind),
    (FLUSH, _flush),
    (RUN, _run),
    (SUM, _sum),
)
