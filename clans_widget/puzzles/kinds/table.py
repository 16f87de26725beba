"""Lesson 1, the table: which seats touch a seat (its neighbours along the row, across tile
borders too, and the seat opposite it; head seats touch the ends of both rows and each other)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...i18n import DEFAULT, say
from ...rules import Game, Layout, Seat
from ..model import Question
from ..words import join, mover_name

ROWS = {"n": "north", "s": "south"}


def _row_name(row: str, lang: str) -> str:
    return say(f"clans.row_{row}", lang)


@dataclass(frozen=True)
class Touching(Question):
    """Name every seat that touches ``seat``: a card placed there must match one of them."""

    seat: str
    kind: ClassVar[str] = "touching"
    answer: ClassVar[str] = "seat"
    needs_all: ClassVar[bool] = True
    lesson: ClassVar[int] = 1

    def ask(self, game: Game, lang: str = DEFAULT) -> str:
        return say("puzzle.touching.ask", lang, name=mover_name(game), seat=self.seat)

    def validate(self, game: Game) -> None:
        seat = game.layout.seat(self.seat)
        if seat not in game.free_seats:
            raise ValueError(f"{seat} holds a card already: nobody can play on it")
        mover_name(game)

    def assess(self, game: Game, answer: str, lang: str = DEFAULT) -> tuple[bool, str]:
        table = game.layout
        target, other = table.seat(self.seat), table.seat(answer)
        t, a = table.index[target], table.index[other]
        seats = {"seat": str(other), "target": str(target)}
        if a == t:
            return False, say("puzzle.touching.itself", lang, **seats)
        if a == table.opposite[t]:
            if target.row == "h":
                return True, say("puzzle.touching.heads", lang, **seats)
            return True, say("puzzle.touching.opposite", lang, tile=target.tile, **seats)
        if a in table.neighbours[t]:
            beside = _beside(table, target, other, lang)
            return True, say("puzzle.touching.beside", lang, why=beside, **seats)
        return False, _apart(table, target, other, lang)

    def hints(
        self, game: Game, solutions: frozenset[str], lang: str = DEFAULT
    ) -> tuple[str, ...]:
        seat = Seat(self.seat)
        if seat.row == "h":
            nearby = say("puzzle.touching.hint_head", lang)
        else:
            nearby = say("puzzle.touching.hint_row", lang, row=_row_name(seat.row, lang))
        return (
            nearby,
            say("puzzle.touching.hint_rows", lang),
            say("puzzle.touching.hint_count", lang, seat=self.seat, count=len(solutions)),
        )


def _beside(table: Layout, target: Seat, other: Seat, lang: str) -> str:
    if "h" in (target.row, other.row):
        head = target if target.row == "h" else other
        ends = [str(table.seats[i]) for i in table.neighbours[table.index[head]]]
        return say(
            "puzzle.touching.head_ends", lang, head=str(head), tile=head.tile,
            ends=join(ends, lang=lang),
        )
    row = _row_name(target.row, lang)
    if target.tile != other.tile:
        return say(
            "puzzle.touching.side_by_side_border", lang, row=row,
            first=min(target.tile, other.tile), last=max(target.tile, other.tile),
        )
    return say("puzzle.touching.side_by_side", lang, row=row)


def _apart(table: Layout, target: Seat, other: Seat, lang: str) -> str:
    seats = {"seat": str(other), "target": str(target)}
    for row in ROWS:
        line = _row(table, row)
        if target in line and other in line:
            steps = abs(line.index(target) - line.index(other))
            along = say(
                "puzzle.touching.along_from_end" if "h" in (target.row, other.row)
                else "puzzle.touching.along", lang, row=_row_name(row, lang),
            )
            return say("puzzle.touching.away", lang, count=steps, along=along, **seats)
    facing = table.seats[table.opposite[table.index[target]]]
    return say(
        "puzzle.touching.not_opposite", lang, row=_row_name(other.row, lang),
        facing=str(facing), **seats,
    )


def _row(table: Layout, row: str) -> list[Seat]:
    heads = [s for s in table.seats if s.row == "h"]
    return [heads[0], *(s for s in table.seats if s.row == row), heads[-1]]
