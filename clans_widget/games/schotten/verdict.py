"""Whether a claim on one stone holds: the ordinary comparison and the proof (rules 6.1-6.3)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .formations import SIZE, Strength, power, strongest
from .tactic import RANGES

ORDINARY, PROVABLE = "ordinary", "provable"
INCOMPLETE = "incomplete"  # the claimer's own side is not complete
OUTRANKED = "outranked"  # both complete, the opponent's side is stronger
LATER = "later"  # both complete and equal, the opponent's side was completed first
BEATABLE = "beatable"  # some completion of the opponent's side beats the claimer's
EXHAUSTED = "exhausted"  # the opponent can never add a card: the claim holds


class Verdict(NamedTuple):
    """The answer for one stone: ``holds``, the kind of claim, and why (one of the codes
    above, or ``ORDINARY``/``PROVABLE``/``EXHAUSTED`` when it holds). ``completion`` is the
    strongest finish of the opponent's incomplete side when one exists."""

    holds: bool
    kind: str | None
    why: str
    completion: tuple[int, ...] | None = None
    own_values: tuple[int, ...] | None = None
    their_values: tuple[int, ...] | None = None
    completion_values: tuple[int, ...] | None = None


def verdict(
    own: Sequence[int],
    own_done: int | None,
    theirs: Sequence[int],
    their_done: int | None,
    free: Sequence[bool],
    exhausted: bool,
    *,
    size: int = SIZE,
    fog: bool = False,
    extras: Sequence[int] = (),
    stated: Sequence[int] | None = None,
) -> Verdict:
    """Whether the owner of ``own`` may take the stone from the owner of ``theirs``.

    ``*_done`` are the moments each side became complete, ``free[card]`` says a card is off
    the table (so the opponent might still add it), ``exhausted`` that the opponent holds no
    card and the deck is empty. Tactic: ``size`` is 4 under Mud Fight, ``fog`` is
    Blind-Man's Bluff, ``extras`` the unplayed elite troops the opponent could still add,
    ``stated`` the values the claimer gives his own elite troops (else their best).
    The ``*_values`` of the answer are the clan cards each side's cards count as.
    """
    if len(own) < size:
        return Verdict(False, None, INCOMPLETE)
    mine_values = tuple(stated) if stated is not None else best_values(own, free, size, fog)
    mine = power(mine_values, fog)
    if len(theirs) >= size:
        other_values = best_values(theirs, free, size, fog)
        other = power(other_values, fog)
        values = {"own_values": mine_values, "their_values": other_values}
        if mine > other:
            return Verdict(True, ORDINARY, ORDINARY, **values)
        if mine < other:
            return Verdict(False, ORDINARY, OUTRANKED, **values)
        assert own_done is not None and their_done is not None
        if own_done < their_done:
            return Verdict(True, ORDINARY, ORDINARY, **values)
        return Verdict(False, ORDINARY, LATER, **values)
    if exhausted:
        return Verdict(True, PROVABLE, EXHAUSTED, own_values=mine_values)
    best = strongest(theirs, free, size=size, fog=fog, extras=extras)
    if best is None:
        return Verdict(True, PROVABLE, PROVABLE, own_values=mine_values)
    holds = _at_most(best.power, mine)
    why = PROVABLE if holds else BEATABLE
    return Verdict(holds, PROVABLE, why, best.cards, mine_values, None, best.values)


def best_values(
    side: Sequence[int], free: Sequence[bool], size: int = SIZE, fog: bool = False
) -> tuple[int, ...]:
    """The clan cards a complete side counts as: itself, or its elite troops at their best."""
    if not any(c in RANGES for c in side):
        return tuple(side)
    found = strongest(side, free, size=size, fog=fog)
    assert found is not None
    return found.values


def _at_most(theirs: Strength, mine: Strength) -> bool:
    return theirs <= mine
