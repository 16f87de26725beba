"""Moves and their notation: ``6g@Cn2`` face up, ``6g@Cn2+`` with a shield, ``~3r@Ah`` face down."""

from __future__ import annotations

import re
from typing import NamedTuple

from ..i18n.sentence import phrase, said
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
            raise ValueError(said("clans.parse_not_text", value=repr(text)))
        match = _MOVE.match(text.strip())
        if match is None:
            how = phrase("clans.how_to_write")
            raise ValueError(said("clans.parse_not_a_move", text=repr(text), how=how))
        down, card, seat, shield = match.groups()
        return cls(Card(card), Seat(seat), bool(down), bool(shield))

    def __str__(self) -> str:
        return f"{'~' if self.face_down else ''}{self.card}@{self.seat}{'+' if self.shield else ''}"

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"

    def masked(self) -> str:
        """The notation as others see it: a face-down card shows as ``?`` (``~?@Bn2+``)."""
        return f"~?@{self.seat}{'+' if self.shield else ''}" if self.face_down else str(self)
