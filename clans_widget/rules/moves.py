"""Moves and their notation: ``6g@Cn2`` face up, ``6g@Cn2+`` with a shield, ``~3r@Ah`` face down."""

from __future__ import annotations

import re
from typing import NamedTuple

from .cards import Card
from .table import Seat

_MOVE = re.compile(r"^(~?)([^@~+]+)@([^@+]+)(\+?)$")


class Move(NamedTuple):
    """Place ``card`` on ``seat``, face down or not, and maybe a shield on that seat's tile."""

    card: Card
    seat: Seat
    face_down: bool = False
    shield: bool = False

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read a move from its notation; ``ValueError`` says what is wrong with the text."""
        if not isinstance(text, str):
            raise ValueError(f"a move is written as text like '6g@Cn2+', not {text!r}")
        match = _MOVE.match(text.strip())
        if match is None:
            raise ValueError(
                f"{text!r} is not a move: write card@seat, as in '6g@Cn2', with a trailing + "
                "to add a shield and a leading ~ to place the card face down"
            )
        down, card, seat, shield = match.groups()
        return cls(Card(card), Seat(seat), bool(down), bool(shield))

    def __str__(self) -> str:
        return f"{'~' if self.face_down else ''}{self.card}@{self.seat}{'+' if self.shield else ''}"

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"

    def masked(self) -> str:
        """The notation as others see it: a face-down card shows as ``?`` (``~?@Bn2+``)."""
        return f"~?@{self.seat}{'+' if self.shield else ''}" if self.face_down else str(self)
