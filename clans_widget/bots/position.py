"""The viewer's position in fast integer form, without ever touching a hidden card."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping, Sequence

from ..rules import Card, Move
from ..rules.fast import FastGame, FastMove
from ..rules.view import View


def own_player(view: View) -> int:
    """The player a bot plays for: the viewer, who must be the player to move."""
    player = view.current_player
    if player is None or view.viewer != player:
        raise ValueError(f"a bot moves for the player to move, not for viewer {view.viewer!r}")
    return player


def fast_position(view: View) -> FastGame:
    """The position as a :class:`FastGame`, read without touching a hidden card: only the
    viewer's own hand is taken from ``view``; the other hands are left empty to be filled
    in (they do not change the provisional score)."""
    me = own_player(view)
    own = dataclasses.replace(
        view, hands=tuple(view.hands[me] if p == me else None for p in range(view.players))
    )
    return fast_game(own, {p: () for p in range(view.players) if p != me})


def fast_game(view: View, hands: Mapping[int, Sequence[Card]] | None = None) -> FastGame:
    """The position ``view`` shows as a :class:`FastGame`, with ``hands`` filling in hands the
    viewer cannot see (a search bot's guess). A face-down card is just a taken seat here."""
    table = view.layout
    seat_card = [-1] * len(table.seats)
    occupied = 0
    for seat, card in view.table.items():
        seat_card[table.index[seat]] = card.code
    for seat in (*view.table, *view.face_down):
        occupied |= 1 << table.index[seat]
    filled = dict(hands or {})
    codes = []
    for p, hand in enumerate(view.hands):
        known = hand if hand is not None else filled.get(p)
        if known is None:
            raise ValueError(f"the hand of player {p} is hidden: give it in hands")
        codes.append([c.code for c in known])
    stacks = [view.stacks[t] for t in table.tiles]
    return FastGame(
        view.players, seat_card, occupied, codes, stacks, view.supply, view.current_player
    )


def sample_hands(
    view: View, rng: random.Random, players: Sequence[int] | None = None
) -> dict[int, list[int]]:
    """A uniform guess at hidden hands: ``view.unseen`` dealt at the right sizes to
    ``players``, in that order (default: everyone but the bot's own player)."""
    if players is None:
        me = own_player(view)
        players = [p for p in range(view.players) if p != me]
    pool = [c.code for c in view.unseen]
    rng.shuffle(pool)
    hands = {}
    for p in players:
        size = view.hand_sizes[p]
        hands[p], pool = pool[:size], pool[size:]
    return hands


def fast_move(view: View, move: Move) -> FastMove:
    """``move`` in integer form: (card code, seat index, face down, shield)."""
    return move.card.code, view.layout.index[move.seat], move.face_down, move.shield
