"""Where a card may go: the matching rule, and the reasons a seat is or is not legal.

A position is given as ``up``, the face-up card on each seat by seat index (``None`` when the
seat is free or holds a face-down card), and ``free``, the indices of the free seats.
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Sequence
from functools import cache
from typing import NamedTuple

from ..i18n.sentence import Listed, Param, Phrase, phrase
from .cards import Card
from .moves import Move
from .table import Layout, Seat

FaceUp = Sequence[Card | None]


class Match(NamedTuple):
    """A face-up card that makes a seat legal for a card: same colour or same rank."""

    seat: Seat
    card: Card
    by: str  # "colour" or "rank"
    where: str  # "neighbour" or "opposite"


def matches(layout: Layout, up: FaceUp, card: Card, seat: int) -> list[Match]:
    """Every face-up card beside or opposite ``seat`` that shares a colour or rank with ``card``."""
    found = []
    opposite = layout.opposite[seat]
    for other in layout.touching[seat]:
        there = up[other]
        if there is None:
            continue
        where = "opposite" if other == opposite else "neighbour"
        if there.colour == card.colour:
            found.append(Match(layout.seats[other], there, "colour", where))
        elif there.rank == card.rank:
            found.append(Match(layout.seats[other], there, "rank", where))
    return found


def face_up_placements(
    layout: Layout, up: FaceUp, free: Iterable[int], hand: Iterable[Card]
) -> list[tuple[Card, int]]:
    """Every (card, seat) where a card of ``hand`` may go face up, by hand order then seat."""
    offers = []
    for seat in free:
        colours = set()
        ranks = set()
        for other in layout.touching[seat]:
            there = up[other]
            if there is not None:
                colours.add(there.colour)
                ranks.add(there.rank)
        if colours:
            offers.append((seat, colours, ranks))
    return [
        (card, seat)
        for card in hand
        for seat, colours, ranks in offers
        if card.colour in colours or card.rank in ranks
    ]


def legal_moves(
    layout: Layout, up: FaceUp, free: Sequence[int], hand: Sequence[Card], shield: bool
) -> tuple[Move, ...]:
    """Every legal move with ``hand``: face up where a card matches, face down anywhere free
    only when no card fits face up, each also with a shield when ``shield`` is true."""
    placements = face_up_placements(layout, up, free, hand)
    down = not placements
    if down:
        placements = [(c, s) for c in hand for s in free]
    seats = layout.seats
    if not shield:
        return tuple(_forms(c, seats[s], down)[0] for c, s in placements)
    return tuple(m for c, s in placements for m in _forms(c, seats[s], down))


@cache
def _forms(card: Card, seat: Seat, down: bool) -> tuple[Move, Move]:
    # Moves are immutable, so each is made once and shared: generating moves stays cheap.
    return Move(card, seat, down, False), Move(card, seat, down, True)


def explain_match(card: Card, found: Sequence[Match]) -> str:
    """Why a legal seat is legal, e.g. ``"3g matches Bn1 (4g) by colour"``."""
    parts = [
        f"{'the opposite ' if m.where == 'opposite' else ''}{m.seat} ({m.card}) by {m.by}"
        for m in found
    ]
    return f"{card} matches {_join(parts, 'and')}"


def explain_no_match(
    layout: Layout, up: FaceUp, down: Container[int], card: Card, seat: int
) -> Phrase:
    """Why ``card`` may not go face up on ``seat``: what lies beside and opposite it
    (``"3g does not match Bn1 (4r), the opposite Bs1 (empty) or Bn3 (face down)"``)."""
    opposite = layout.opposite[seat]
    parts: list[Param] = []
    for other in layout.touching[seat]:
        there = up[other]
        what: Param = (
            str(there)
            if there is not None
            else phrase("clans.seat_down" if other in down else "clans.seat_empty")
        )
        side = "clans.illegal_opposite" if other == opposite else "clans.illegal_beside"
        parts.append(phrase(side, seat=str(layout.seats[other]), what=what))
    return phrase("clans.illegal_no_match", card=str(card), seats=Listed(tuple(parts), "or"))


def _join(parts: Sequence[str], word: str) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return f"{', '.join(parts[:-1])} {word} {parts[-1]}"
