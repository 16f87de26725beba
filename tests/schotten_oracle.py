"""An independent, deliberately plain model of Schotten Totten's formations and claims.

It shares no code with ``clans_widget.games.schotten``: cards are their codes, categories are
tested straight from their definitions, and a provable claim is checked by trying every
possible set of cards the opponent could still add (no reasoning, only enumeration).
"""

from __future__ import annotations

from itertools import combinations

ALL = [f"{s}{c}" for c in "roygbp" for s in range(1, 10)]
NAMES = {4: "colour-run", 3: "three of a kind", 2: "flush", 1: "run", 0: "sum"}


def value(code: str) -> int:
    return int(code[0])


def category(cards: list[str] | tuple[str, ...]) -> int:
    """The formation's rank, each category written as the rules define it."""
    values = {value(c) for c in cards}
    one_colour = len({c[1] for c in cards}) == 1
    in_sequence = any(values == {k, k + 1, k + 2} for k in range(1, 8))
    if one_colour and in_sequence:
        return 4
    if len(values) == 1:
        return 3
    if one_colour:
        return 2
    if in_sequence:
        return 1
    return 0


def strength(cards: list[str] | tuple[str, ...]) -> tuple[int, int]:
    return category(cards), sum(value(c) for c in cards)


def best_finish(side: list[str], table: set[str]) -> tuple[int, int] | None:
    """The strongest (rank, total) over every way to fill ``side`` from cards off the table."""
    pool = [c for c in ALL if c not in table]
    best = None
    for extra in combinations(pool, 3 - len(side)):
        power = strength([*side, *extra])
        if best is None or power > best:
            best = power
    return best


def claim_holds(
    own: list[str],
    own_done: int | None,
    theirs: list[str],
    their_done: int | None,
    table: set[str],
    exhausted: bool,
) -> bool:
    """Rules 6.1-6.3 by brute force: ``table`` holds every card lying on any stone."""
    if len(own) < 3:
        return False
    if len(theirs) == 3:
        mine, other = strength(own), strength(theirs)
        if mine != other:
            return mine > other
        assert own_done is not None and their_done is not None
        return own_done < their_done
    if exhausted:
        return True
    pool = [c for c in ALL if c not in table]
    mine = strength(own)
    return not any(
        strength([*theirs, *extra]) > mine for extra in combinations(pool, 3 - len(theirs))
    )
