"""Starting positions: the rulebook deal from a seed, or any explicit set-up, checked."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.records import FrozenMap as FrozenMap  # written in the core, for every game
from ..i18n.sentence import Param, phrase, said, sentence_of
from .cards import Card, check_players, deck
from .table import SETUP_SEATS, Layout, Seat, layout

SHIELDS = 5
"""Shields each player owns."""

REMOVED_UNSEEN = {2: 3, 3: 4, 4: 5}


@dataclass(frozen=True)
class Setup:
    """Everything a game starts from. ``removed`` holds every card of the deck that is in no
    hand and on no seat, so each card of the deck is in exactly one place."""

    players: int
    table: Mapping[Seat, Card]
    hands: tuple[tuple[Card, ...], ...]
    removed: tuple[Card, ...]
    face_down: Mapping[Seat, Card] = field(default_factory=dict)
    stacks: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    supply: tuple[int, ...] = ()
    to_move: int = 0
    seed: int | None = None

    def __post_init__(self) -> None:
        # Hold read-only copies only, so no caller can change a set-up once it is made.
        fields = {
            "table": FrozenMap(self.table),
            "hands": tuple(tuple(h) for h in self.hands),
            "removed": tuple(self.removed),
            "face_down": FrozenMap(self.face_down),
            "stacks": FrozenMap({t: tuple(s) for t, s in self.stacks.items()}),
            "supply": tuple(self.supply),
        }
        for name, value in fields.items():
            object.__setattr__(self, name, value)

    @property
    def layout(self) -> Layout:
        """The table geometry for this many players."""
        return layout(self.players)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict that :func:`make_setup` reads back (used by records)."""
        out: dict[str, Any] = {
            "table": {str(s): str(c) for s, c in self.table.items()},
            "hands": [[str(c) for c in h] for h in self.hands],
            "removed": [str(c) for c in self.removed],
        }
        if self.face_down:
            out["face_down"] = {str(s): str(c) for s, c in self.face_down.items()}
        if any(self.stacks.values()):
            out["stacks"] = {t: list(s) for t, s in self.stacks.items() if s}
        if list(self.supply) != [SHIELDS - _placed(self.stacks, p) for p in range(self.players)]:
            out["supply"] = list(self.supply)
        if self.to_move:
            out["to_move"] = self.to_move
        if self.seed is not None:
            out["seed"] = self.seed
        return out


def deal(players: int, seed: int | None = None) -> Setup:
    """The rulebook set-up: shuffle, put cards away unseen, lay some out, deal the hands.

    With a ``seed`` the deal is reproducible, so whoever knows the seed can compute every
    hand. Without one the shuffle draws on the operating system's randomness (every ordering
    of the deck possible, no seed to find) and the set-up records no seed.
    """
    check_players(players)
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise ValueError(said("arg.seed", seed=repr(seed)))
    cards = list(deck(players))
    shuffler = random.SystemRandom() if seed is None else random.Random(seed)
    shuffler.shuffle(cards)
    gone = REMOVED_UNSEEN[players]
    seats = SETUP_SEATS[players]
    laid = cards[gone : gone + len(seats)]
    rest = cards[gone + len(seats) :]
    size = len(rest) // players + 1
    hands = [rest[i * size : (i + 1) * size] for i in range(players)]
    table = layout(players)
    return Setup(
        players=players,
        table={table.seat(s): c for s, c in zip(seats, laid)},
        hands=tuple(tuple(h) for h in hands),
        removed=tuple(sorted(cards[:gone], key=lambda c: c.code)),
        stacks={t: () for t in table.tiles},
        supply=(SHIELDS,) * players,
        seed=seed,
    )


def make_setup(
    table: Mapping[str, str],
    hands: Sequence[Sequence[str]],
    removed: Iterable[str] = (),
    stacks: Mapping[str, Sequence[int]] | None = None,
    supply: Sequence[int] | None = None,
    face_down: Mapping[str, str] | None = None,
    to_move: int = 0,
    seed: int | None = None,
) -> Setup:
    """Check an explicit set-up and build it; ``ValueError`` says what is wrong.

    ``table`` maps seats to face-up cards, ``face_down`` seats to face-down cards, ``hands``
    gives each player's cards in turn order, ``stacks`` each tile's shield owners in placing
    order. Cards named nowhere are out of the game, like the cards removed unseen.
    """
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence):
        raise ValueError(said("setup.hands_list"))
    players = check_players(len(hands)) if len(hands) in (2, 3, 4) else _bad_players(len(hands))
    geometry = layout(players)
    in_deck = set(deck(players))
    seen: dict[Card, Param] = {}

    def take(text: object, where: Param) -> Card:
        try:
            card = Card(text)  # type: ignore[arg-type]
        except ValueError as error:
            raise ValueError(said("record.at", where=where, error=sentence_of(error))) from None
        if card not in in_deck:
            top = players + 4
            raise ValueError(
                said("setup.not_in_deck", where=where, card=str(card), players=players, top=top)
            )
        if card in seen:
            raise ValueError(said("setup.twice", where=where, card=str(card), other=seen[card]))
        seen[card] = where
        return card

    def place(cards: Mapping[str, str] | None, what: str) -> dict[Seat, Card]:
        if cards is None:
            return {}
        if not isinstance(cards, Mapping):
            raise ValueError(said("setup.map_seats", what=what, example="{'Bn2': '6g'}"))
        placed = {}
        for name, card in cards.items():
            try:
                seat = geometry.seat(name)
            except ValueError as error:
                raise ValueError(said("record.at", where=what, error=sentence_of(error))) from None
            if seat in placed or seat in placed_up:
                raise ValueError(said("setup.seat_twice", what=what, seat=str(seat)))
            placed[seat] = take(card, phrase("setup.at_seat", what=what, seat=str(seat)))
        return placed

    placed_up: dict[Seat, Card] = {}
    placed_up.update(place(table, "table"))
    placed_down = place(face_down, "face_down")
    dealt = []
    for p, hand in enumerate(hands):
        if isinstance(hand, (str, bytes)) or not isinstance(hand, Iterable):
            raise ValueError(said("setup.hand_list", n=p + 1))
        dealt.append(tuple(take(c, phrase("setup.hand", n=p + 1)) for c in hand))
    if isinstance(removed, (str, bytes)):
        raise ValueError(said("setup.removed"))
    for c in removed:
        take(c, "removed")
    placed = {*placed_up.values(), *placed_down.values(), *(c for h in dealt for c in h)}
    out_of_game = tuple(c for c in deck(players) if c not in placed)

    piles = _check_stacks(stacks, geometry, players)
    supply_left = _check_supply(supply, piles, players)
    if isinstance(to_move, bool) or not isinstance(to_move, int) or not 0 <= to_move < players:
        raise ValueError(said("setup.to_move", last=players - 1, value=repr(to_move)))
    setup = Setup(
        players=players,
        table=placed_up,
        hands=tuple(dealt),
        removed=out_of_game,
        face_down=placed_down,
        stacks=piles,
        supply=supply_left,
        to_move=to_move,
        seed=seed,
    )
    _check_room(setup)
    return setup


def _bad_players(n: int) -> int:
    raise ValueError(said("setup.players", count=n))


def _placed(stacks: Mapping[str, Sequence[int]], player: int) -> int:
    return sum(1 for pile in stacks.values() for owner in pile if owner == player)


def _check_stacks(
    stacks: Mapping[str, Sequence[int]] | None, geometry: Layout, players: int
) -> dict[str, tuple[int, ...]]:
    piles: dict[str, tuple[int, ...]] = {t: () for t in geometry.tiles}
    if stacks is None:
        return piles
    if not isinstance(stacks, Mapping):
        raise ValueError(said("setup.stacks_map", example="{'B': [0, 1]}"))
    for tile, owners in stacks.items():
        if tile not in piles:
            tiles = ", ".join(geometry.tiles)
            raise ValueError(said("setup.no_tile", tile=repr(tile), tiles=tiles))
        if isinstance(owners, (str, bytes)) or not isinstance(owners, Sequence):
            raise ValueError(said("setup.owners_list", tile=tile))
        for owner in owners:
            if isinstance(owner, bool) or not isinstance(owner, int) or not 0 <= owner < players:
                raise ValueError(
                    said("setup.owner_index", tile=tile, owner=repr(owner), last=players - 1)
                )
        piles[tile] = tuple(owners)
    for p in range(players):
        if _placed(piles, p) > SHIELDS:
            raise ValueError(said("setup.too_many_shields", n=p + 1, most=SHIELDS))
    return piles


def _check_supply(
    supply: Sequence[int] | None, piles: Mapping[str, Sequence[int]], players: int
) -> tuple[int, ...]:
    if supply is None:
        return tuple(SHIELDS - _placed(piles, p) for p in range(players))
    if isinstance(supply, (str, bytes)) or not isinstance(supply, Sequence) \
            or len(supply) != players:
        raise ValueError(said("setup.supply", players=players))
    for p, left in enumerate(supply):
        if isinstance(left, bool) or not isinstance(left, int) or left < 0:
            raise ValueError(said("setup.supply_left", n=p + 1, left=repr(left)))
        if left + _placed(piles, p) > SHIELDS:
            on = _placed(piles, p)
            raise ValueError(
                said("setup.shields_over", n=p + 1, most=SHIELDS, left=left, placed=on)
            )
    return tuple(supply)


def plies_to_end(hands: Sequence[Sequence[Card]], to_move: int) -> int:
    """Moves until the first hand is emptied, taking turns from ``to_move`` (0 if one is empty)."""
    n = len(hands)
    ends = [(len(h) - 1) * n + (p - to_move) % n + 1 for p, h in enumerate(hands)]
    return 0 if any(not h for h in hands) else min(ends)


def _check_room(setup: Setup) -> None:
    seats = len(setup.layout.seats) - len(setup.table) - len(setup.face_down)
    needed = plies_to_end(setup.hands, setup.to_move)
    if needed > seats:
        raise ValueError(said("setup.no_room", seats=seats, needed=needed))
