"""Whether a claim on one stone holds: the ordinary comparison and the proof (rules 6.1-6.3)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .formations import SIZE, power, strongest_completion

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


def verdict(
    own: Sequence[int],
    own_done: int | None,
    theirs: Sequence[int],
    their_done: int | None,
    free: Sequence[bool],
    exhausted: bool,
) -> Verdict:
    """Whether the owner of ``own`` may take the stone from the owner of ``theirs``.

    ``*_done`` are the moments each side became complete, ``free[card]`` says a card is off
    the table (so the opponent might still add it), ``exhausted`` that the opponent holds no
    card and the deck is empty.
    """
    if len(own) < SIZE:
        return Verdict(False, None, INCOMPLETE)
    mine = power(own)
    if len(theirs) >= SIZE:
        other = power(theirs)
        if mine > other:
            return Verdict(True, ORDINARY, ORDINARY)
        if mine < other:
            return Verdict(False, ORDINARY, OUTRANKED)
        assert own_done is not None and their_done is not None
        if own_done < their_done:
            return Verdict(True, ORDINARY, ORDINARY)
        return Verdict(False, ORDINARY, LATER)
    if exhausted:
        return Verdict(True, PROVABLE, EXHAUSTED)
    best = strongest_completion(theirs, free)
    if best is None or power(best) <= mine:
        return Verdict(True, PROVABLE, PROVABLE, best)
    return Verdict(False, PROVABLE, BEATABLE, best)
