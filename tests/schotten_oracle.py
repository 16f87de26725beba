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
    return category_n(list(cards))


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
    return tactic_claim_holds(
        own, own_done, theirs, their_done, table, exhausted, size=3, fog=False, extras=[]
    )


# --- the Tactic variant: elite troops, Mud Fight (4 cards) and Blind-Man's Bluff ------------
# Elite troops are written by their codes; each stands for any clan card of its strengths.
# Colours only matter by being equal or not, so an elite troop is tried in every colour of
# the clan cards beside it and in two colours none of them has.
WILD = {"JK": range(1, 10), "SPY": range(7, 8), "SHB": range(1, 4)}


def category_n(cards: list[str]) -> int:
    """The rank of any number of clan cards (3, or 4 under Mud Fight), from the definitions."""
    values = sorted(value(c) for c in cards)
    one_colour = len({c[1] for c in cards}) == 1
    in_sequence = any(values == list(range(k, k + len(cards))) for k in range(1, 10))
    if one_colour and in_sequence:
        return 4
    if len(set(values)) == 1:
        return 3
    if one_colour:
        return 2
    if in_sequence:
        return 1
    return 0


def wild_best(cards: list[str], fog: bool) -> tuple[int, int]:
    """The strongest (rank, total) ``cards`` make, every elite troop tried at every value."""
    clans = [c for c in cards if c not in WILD]
    wilds = [c for c in cards if c in WILD]
    present = sorted({c[1] for c in clans})
    colours = [*present, *[x for x in "roygbp" if x not in present][:2]]
    best = (-1, -1)
    for choice in _assignments(wilds, colours):
        side = clans + choice
        total = sum(value(c) for c in side)
        power = (0, total) if fog else (category_n(side), total)
        best = max(best, power)
    return best


def _assignments(wilds: list[str], colours: list[str]) -> list[list[str]]:
    out: list[list[str]] = [[]]
    for wild in wilds:
        out = [[*done, f"{v}{c}"] for done in out for v in WILD[wild] for c in colours]
    return out


def tactic_claim_holds(
    own: list[str],
    own_done: int | None,
    theirs: list[str],
    their_done: int | None,
    table: set[str],
    exhausted: bool,
    *,
    size: int,
    fog: bool,
    extras: list[str],
) -> bool:
    """Rules 6.1-6.3 and 12.4 by brute force: every set of cards the opponent could add
    (clan cards off the table and the unplayed elite troops ``extras``), each elite troop at
    every value."""
    if len(own) < size:
        return False
    mine = wild_best(own, fog)
    if len(theirs) == size:
        other = wild_best(theirs, fog)
        if mine != other:
            return mine > other
        assert own_done is not None and their_done is not None
        return own_done < their_done
    if exhausted:
        return True
    pool = [c for c in ALL if c not in table] + extras
    need = size - len(theirs)
    return not any(wild_best([*theirs, *extra], fog) > mine for extra in combinations(pool, need))
