"""The long table: tiles, seats, neighbours across tile borders, head seats and opposites."""

from __future__ import annotations

import re
import string
from dataclasses import dataclass
from functools import cache
from itertools import pairwise

from ..i18n.sentence import said
from .cards import check_players

_SEAT = re.compile(r"^([A-Z])(?:([ns])([1-3])|h)$")


class Seat(str):
    """A seat, equal to its notation (``Seat("Bn2") == "Bn2"``), with its tile, row and position.

    ``row`` is ``"n"``, ``"s"`` or ``"h"`` (head seat); ``pos`` is 1-3, or 0 for a head seat.
    Whether a seat exists depends on the number of players: see :class:`Layout`.
    """

    tile: str
    row: str
    pos: int

    def __new__(cls, text: str) -> Seat:
        match = _SEAT.match(text) if isinstance(text, str) else None
        if match is None:
            raise ValueError(said("clans.parse_not_a_seat", text=repr(text)))
        seat = str.__new__(cls, text)
        seat.tile = match.group(1)
        seat.row = match.group(2) or "h"
        seat.pos = int(match.group(3) or 0)
        return seat

    def __repr__(self) -> str:
        return f"Seat({str(self)!r})"


SETUP_SEATS = {
    2: tuple(f"{t}{r}2" for t in "ABCD" for r in "ns"),
    3: ("An2", "Bs2", "Cn2", "Ds2", "En2"),
    4: ("An2", "Bs2", "Cn2", "Ds2", "En2", "Fs2"),
}
"""The seats that get a face-up card in the rulebook set-up."""


@dataclass(frozen=True)
class Layout:
    """The table for a number of players: ``players + 2`` tiles in a row.

    Seats are numbered in table order (``index``): the first head seat, then each tile's
    north row and south row, then the last head seat. ``touching[i]`` lists the seats a card
    on seat ``i`` must match one of: its neighbours and its opposite seat.
    """

    players: int
    tiles: tuple[str, ...]
    seats: tuple[Seat, ...]
    index: dict[str, int]
    neighbours: tuple[tuple[int, ...], ...]
    opposite: tuple[int, ...]
    touching: tuple[tuple[int, ...], ...]
    tile_of: tuple[int, ...]

    def seat(self, name: str) -> Seat:
        """The seat called ``name``; ``ValueError`` if this table has no such seat."""
        seat = Seat(name)
        if seat not in self.index:
            first, last = self.tiles[0], self.tiles[-1]
            raise ValueError(
                said("clans.parse_no_seat", seat=seat, players=self.players, first=first, last=last)
            )
        return self.seats[self.index[seat]]

    def tile(self, seat: str) -> str:
        """The tile letter of a seat of this table."""
        return self.tiles[self.tile_of[self.index[seat]]]


@cache
def layout(players: int) -> Layout:
    """The table geometry for 2, 3 or 4 players (26, 32 or 38 seats)."""
    check_players(players)
    tiles = tuple(string.ascii_uppercase[: players + 2])
    first, last = tiles[0], tiles[-1]
    names = [f"{first}h"]
    for t in tiles:
        names += [f"{t}n{p}" for p in (1, 2, 3)] + [f"{t}s{p}" for p in (1, 2, 3)]
    names.append(f"{last}h")
    seats = tuple(Seat(n) for n in names)
    index = {str(s): i for i, s in enumerate(seats)}

    def row(r: str) -> list[str]:
        return [f"{t}{r}{p}" for t in tiles for p in (1, 2, 3)]

    links: dict[str, set[str]] = {n: set() for n in names}
    for r in "ns":
        seq = [f"{first}h", *row(r), f"{last}h"]
        for a, b in pairwise(seq):
            links[a].add(b)
            links[b].add(a)
    opposite: dict[str, str] = {f"{first}h": f"{last}h", f"{last}h": f"{first}h"}
    for t in tiles:
        for p in (1, 2, 3):
            opposite[f"{t}n{p}"] = f"{t}s{p}"
            opposite[f"{t}s{p}"] = f"{t}n{p}"
    neighbours = tuple(tuple(sorted(index[m] for m in links[n])) for n in names)
    opp = tuple(index[opposite[n]] for n in names)
    return Layout(
        players=players,
        tiles=tiles,
        seats=seats,
        index=index,
        neighbours=neighbours,
        opposite=opp,
        touching=tuple((*neighbours[i], opp[i]) for i in range(len(names))),
        tile_of=tuple(tiles.index(s.tile) for s in seats),
    )
