"""Starting positions: the rulebook deal from a seed, or any explicit set-up, checked."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.records import FrozenMap as FrozenMap  # written in the core, for every game
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
        raise ValueError(f"seed must be an integer, not {seed!r}")
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
        raise ValueError("hands must be a list with one list of cards per player")
    players = check_players(len(hands)) if len(hands) in (2, 3, 4) else _bad_players(len(hands))
    geometry = layout(players)
    in_deck = set(deck(players))
    seen: dict[Card, str] = {}

    def take(text: object, where: str) -> Card:
        try:
            card = Card(text)  # type: ignore[arg-type]
        except ValueError as error:
            raise ValueError(f"{where}: {error}") from None
        if card not in in_deck:
            raise ValueError(
                f"{where}: {card} is not in the {players}-player deck "
                f"(ranks 3-{players + 4})"
            )
        if card in seen:
            raise ValueError(f"{where}: {card} is given twice (also {seen[card]})")
        seen[card] = where
        return card

    def place(cards: Mapping[str, str] | None, what: str) -> dict[Seat, Card]:
        if cards is None:
            return {}
        if not isinstance(cards, Mapping):
            raise ValueError(f"{what} must map seats to cards, as in {{'Bn2': '6g'}}")
        placed = {}
        for name, card in cards.items():
            try:
                seat = geometry.seat(name)
            except ValueError as error:
                raise ValueError(f"{what}: {error}") from None
            if seat in placed or seat in placed_up:
                raise ValueError(f"{what}: seat {seat} is given two cards")
            placed[seat] = take(card, f"{what} {seat}")
        return placed

    placed_up: dict[Seat, Card] = {}
    placed_up.update(place(table, "table"))
    placed_down = place(face_down, "face_down")
    dealt = []
    for p, hand in enumerate(hands):
        if isinstance(hand, (str, bytes)) or not isinstance(hand, Iterable):
            raise ValueError(f"hand {p + 1} must be a list of cards")
        dealt.append(tuple(take(c, f"hand {p + 1}") for c in hand))
    if isinstance(removed, (str, bytes)):
        raise ValueError("removed must be a list of cards")
    for c in removed:
        take(c, "removed")
    placed = {*placed_up.values(), *placed_down.values(), *(c for h in dealt for c in h)}
    out_of_game = tuple(c for c in deck(players) if c not in placed)

    piles = _check_stacks(stacks, geometry, players)
    supply_left = _check_supply(supply, piles, players)
    if isinstance(to_move, bool) or not isinstance(to_move, int) or not 0 <= to_move < players:
        raise ValueError(f"to_move must be a player index 0-{players - 1}, not {to_move!r}")
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
    raise ValueError(f"hands must hold one hand per player, 2-4 players, not {n}")


def _placed(stacks: Mapping[str, Sequence[int]], player: int) -> int:
    return sum(1 for pile in stacks.values() for owner in pile if owner == player)


def _check_stacks(
    stacks: Mapping[str, Sequence[int]] | None, geometry: Layout, players: int
) -> dict[str, tuple[int, ...]]:
    piles: dict[str, tuple[int, ...]] = {t: () for t in geometry.tiles}
    if stacks is None:
        return piles
    if not isinstance(stacks, Mapping):
        raise ValueError("stacks must map tile letters to shield owners, as in {'B': [0, 1]}")
    for tile, owners in stacks.items():
        if tile not in piles:
            tiles = ", ".join(geometry.tiles)
            raise ValueError(f"stacks: there is no tile {tile!r} (tiles {tiles})")
        if isinstance(owners, (str, bytes)) or not isinstance(owners, Sequence):
            raise ValueError(f"stacks {tile}: give the shield owners as a list of player indices")
        for owner in owners:
            if isinstance(owner, bool) or not isinstance(owner, int) or not 0 <= owner < players:
                raise ValueError(f"stacks {tile}: {owner!r} is not a player index 0-{players - 1}")
        piles[tile] = tuple(owners)
    for p in range(players):
        if _placed(piles, p) > SHIELDS:
            raise ValueError(f"player {p + 1} has more than {SHIELDS} shields on the stacks")
    return piles


def _check_supply(
    supply: Sequence[int] | None, piles: Mapping[str, Sequence[int]], players: int
) -> tuple[int, ...]:
    if supply is None:
        return tuple(SHIELDS - _placed(piles, p) for p in range(players))
    if isinstance(supply, (str, bytes)) or not isinstance(supply, Sequence) \
            or len(supply) != players:
        raise ValueError(f"supply must give the shields left for each of the {players} players")
    for p, left in enumerate(supply):
        if isinstance(left, bool) or not isinstance(left, int) or left < 0:
            raise ValueError(f"supply: player {p + 1} cannot have {left!r} shields left")
        if left + _placed(piles, p) > SHIELDS:
            raise ValueError(
                f"player {p + 1} would have more than {SHIELDS} shields: "
                f"{left} left and {_placed(piles, p)} on the stacks"
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
        raise ValueError(
            f"the table has {seats} free seats but the hands need {needed} moves "
            "before the first hand is empty"
        )
