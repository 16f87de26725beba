"""Lesson 1, the table: which seats touch a seat (its neighbours along the row, across tile
borders too, and the seat opposite it; head seats touch the ends of both rows and each other)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...rules import Game, Layout, Seat
from ..model import Question
from ..words import count, join, mover_name

ROWS = {"n": "north", "s": "south"}


@dataclass(frozen=True)
class Touching(Question):
    """Name every seat that touches ``seat``: a card placed there must match one of them."""

    seat: str
    kind: ClassVar[str] = "touching"
    answer: ClassVar[str] = "seat"
    needs_all: ClassVar[bool] = True
    lesson: ClassVar[int] = 1

    def ask(self, game: Game) -> str:
        return (
            f"{mover_name(game)} wants to play on {self.seat}. Which seats touch {self.seat}? "
            "Name every one."
        )

    def validate(self, game: Game) -> None:
        seat = game.layout.seat(self.seat)
        if seat not in game.free_seats:
            raise ValueError(f"{seat} holds a card already: nobody can play on it")
        mover_name(game)

    def assess(self, game: Game, answer: str) -> tuple[bool, str]:
        table = game.layout
        target, other = table.seat(self.seat), table.seat(answer)
        t, a = table.index[target], table.index[other]
        if a == t:
            return False, f"{other} is {target} itself: look at the seats around it"
        if a == table.opposite[t]:
            if target.row == "h":
                return True, (
                    f"{other} touches {target}: the two head seats count as opposite each "
                    "other, across the whole table"
                )
            return True, f"{other} touches {target}: it is opposite, across tile {target.tile}"
        if a in table.neighbours[t]:
            return True, f"{other} touches {target}: {_beside(table, target, other)}"
        return False, _apart(table, target, other)

    def hints(self, game: Game, solutions: frozenset[str]) -> tuple[str, ...]:
        seat = Seat(self.seat)
        if seat.row == "h":
            nearby = "A head seat sits at the end of the table, beside the first seats of both rows"
        else:
            nearby = f"Look left and right along the {ROWS[seat.row]} row, and straight across"
        return (
            f"{nearby}.",
            "Rows run on from one tile to the next, and the two head seats face each other.",
            f"{self.seat} touches {count(len(solutions), 'seat')}.",
        )


def _beside(table: Layout, target: Seat, other: Seat) -> str:
    if "h" in (target.row, other.row):
        head = target if target.row == "h" else other
        ends = [str(table.seats[i]) for i in table.neighbours[table.index[head]]]
        return (
            f"{head} is the head seat at the end of tile {head.tile}, beside the end seats "
            f"of both rows ({join(ends)})"
        )
    row = ROWS[target.row]
    if target.tile != other.tile:
        return (
            f"they sit side by side in the {row} row, across the border between tiles "
            f"{min(target.tile, other.tile)} and {max(target.tile, other.tile)}"
        )
    return f"they sit side by side in the {row} row"


def _apart(table: Layout, target: Seat, other: Seat) -> str:
    for row, name in ROWS.items():
        line = _row(table, row)
        if target in line and other in line:
            steps = abs(line.index(target) - line.index(other))
            along = (
                f"counting from the end of the table along the {name} row"
                if "h" in (target.row, other.row)
                else f"along the {name} row"
            )
            return f"{other} is {steps} seats away from {target}, {along}: it does not touch it"
    facing = table.seats[table.opposite[table.index[target]]]
    return (
        f"{other} is in the {ROWS[other.row]} row but not opposite {target} ({facing} is): "
        "it does not touch it"
    )


def _row(table: Layout, row: str) -> list[Seat]:
    heads = [s for s in table.seats if s.row == "h"]
    return [heads[0], *(s for s in table.seats if s.row == row), heads[-1]]
