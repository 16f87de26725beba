"""What a move does to the stack forecast, in words: the rank groups of its tile before and after.

Only the move's tile can change. The words name tiles, ranks and players, never a card, so a
reason tells a viewer nothing beyond the open table and the move itself. A reason is a
:class:`~clans_widget.i18n.sentence.Sentence`: English text that a board says again in its
own language.
"""

from __future__ import annotations

import dataclasses

from .i18n.sentence import Phrase, Sentence, name_of, phrase
from .rules import Move, RankGroup, TileScore
from .rules.view import View


def move_reason(seen: View, move: Move) -> Sentence:
    """One line on what ``move`` by the player to move does to the groups of its tile, from
    the provisional score (``View.score()``) before and after it, e.g. ``"places a shield
    that takes the 4s on A"``, ``"takes the 6s on B from Ben"`` or ``"changes no group"``."""
    mover = seen.current_player
    if mover is None:
        raise ValueError(Sentence([phrase("analysis.explain_game_over")]))
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
    gains: list[Phrase] = []
    others: list[Phrase] = []
    for group in after.groups:
        said = _phrase(group, was.get(group.rank), mover, names, tile, group.shield == new_shield)
        if said:
            (gains if group.taker == mover else others).append(said)
    if move.shield and new_shield not in {g.shield for g in after.groups}:
        gains.append(phrase("clans.reason_shield_nothing", tile=tile))
    return Sentence(gains + others or [phrase("clans.reason_nothing")])


def _tile(seen: View, tile: str) -> TileScore:
    return next(t for t in seen.score().tiles if t.tile == tile)


def _phrase(
    group: RankGroup,
    old: RankGroup | None,
    mover: int,
    names: tuple[str, ...],
    tile: str,
    by_new_shield: bool,
) -> Phrase | None:
    """The change of one rank group in words, or None when it did not change."""
    what = phrase("clans.reason_group", rank=group.rank, tile=tile)
    taker = group.taker
    if old is not None and old.taker == taker:
        if len(old.cards) == len(group.cards):
            return None
        if taker is None:
            return phrase("clans.reason_adds_nobody", group=what)
        return phrase("clans.reason_adds", group=what, name=name_of(names, taker))
    before = None if old is None else old.taker
    if old is None:
        what = phrase("clans.reason_new_group", rank=group.rank, tile=tile)
    if taker == mover:
        verb = "clans.reason_shield_takes" if by_new_shield else "clans.reason_takes"
        if before is None:
            return phrase(verb, group=what)
        return phrase(f"{verb}_from", group=what, name=name_of(names, before))
    if taker is None:
        if before is None:
            return phrase("clans.reason_leaves", group=what)
        return phrase("clans.reason_leaves_was", group=what, name=name_of(names, before))
    if before is None or before == mover:
        return phrase("clans.reason_gives", group=what, name=name_of(names, taker))
    giver, name = name_of(names, before), name_of(names, taker)
    return phrase("clans.reason_passes", group=what, giver=giver, name=name)
