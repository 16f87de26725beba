"""What a move does to the stack forecast, in words: the rank groups of its tile before and after.

Only the move's tile can change. The words name tiles, ranks and players, never a card, so a
reason tells a viewer nothing beyond the open table and the move itself.
"""

from __future__ import annotations

import dataclasses

from .rules import Move, RankGroup, TileScore
from .rules.view import View


def move_reason(seen: View, move: Move) -> str:
    """One line on what ``move`` by the player to move does to the groups of its tile, from
    the provisional score (``View.score()``) before and after it, e.g. ``"places a shield
    that takes the 4s on A"``, ``"takes the 6s on B from Ben"`` or ``"changes no group"``."""
    mover = seen.current_player
    if mover is None:
        raise ValueError("the game is over: no move can be explained")
    tile = move.seat.tile
    table = dict(seen.table)
    if not move.face_down:
        table[move.seat] = move.card
    stacks = dict(seen.stacks)
    if move.shield:
        stacks[tile] = (*stacks[tile], mover)
    after_view = dataclasses.replace(seen, table=table, stacks=stacks)
    before, after = _tile(seen, tile), _tile(after_view, tile)
    new_shield = len(after.shields) - 1 if move.shield else None
    was = {g.rank: g for g in before.groups}
    names = seen.names
    gains: list[str] = []
    others: list[str] = []
    for group in after.groups:
        text = _phrase(group, was.get(group.rank), mover, names, tile, group.shield == new_shield)
        if text:
            (gains if group.taker == mover else others).append(text)
    if move.shield and new_shield not in {g.shield for g in after.groups}:
        gains.append(f"places a shield on {tile} that takes nothing yet")
    return "; ".join(gains + others) or "changes no group"


def _tile(seen: View, tile: str) -> TileScore:
    return next(t for t in seen.score().tiles if t.tile == tile)


def _phrase(
    group: RankGroup,
    old: RankGroup | None,
    mover: int,
    names: tuple[str, ...],
    tile: str,
    by_new_shield: bool,
) -> str:
    """The change of one rank group in words, or '' when it did not change."""
    what = f"the {group.rank}s on {tile}"
    taker = group.taker
    if old is not None and old.taker == taker:
        if len(old.cards) == len(group.cards):
            return ""
        who = "nobody" if taker is None else names[taker]
        return f"adds to {what}, which go to {who}"
    before = None if old is None else old.taker
    if old is None:
        what = f"the new {group.rank}s on {tile}"
    if taker == mover:
        verb = "places a shield that takes" if by_new_shield else "takes"
        source = "" if before is None else f" from {names[before]}"
        return f"{verb} {what}{source}"
    if taker is None:
        was_whose = "" if before is None else f" ({names[before]}'s before)"
        return f"leaves {what} to nobody{was_whose}"
    if before is None or before == mover:
        return f"gives {what} to {names[taker]}"
    return f"passes {what} from {names[before]} to {names[taker]}"
