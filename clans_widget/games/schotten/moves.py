"""Moves and their notation: ``7r@5`` (play), ``pass``, ``claim 5`` and the unwritten ``end``."""

from __future__ import annotations

import re
from typing import NamedTuple

from .cards import CODES, card_id

PLAY, PASS, CLAIM, END = "play", "pass", "claim", "end"
_PLAY = re.compile(r"^([^@\s]+)@([^@\s]+)$")
_CLAIM = re.compile(r"^claim ([^\s]+)$")


class Move(NamedTuple):
    """One step of a turn. ``card`` is a card id (plays only), ``stone`` is 1-9.

    ``end`` closes the claim window of a base-game turn (the turn's draw follows). It is the
    engine's own step and is never written in records: there, the next turn's play closes
    the window.
    """

    kind: str
    card: int | None = None
    stone: int | None = None

    @classmethod
    def parse(cls, text: object) -> Move:
        """Read a move from its notation; ``ValueError`` says what is wrong with the text."""
        if isinstance(text, Move):
            return _checked(text)
        if isinstance(text, str):
            if text in (PASS, END):
                return cls(text)
            play = _PLAY.match(text)
            if play:
                return cls(PLAY, card_id(play[1]), _stone(play[2]))
            claim = _CLAIM.match(text)
            if claim:
                return cls(CLAIM, None, _stone(claim[1]))
        shown = repr(text).encode("utf-8", "backslashreplace").decode("utf-8")[:60]
        raise ValueError(
            f"{shown} is not a move: write a card and a stone as in '7r@5', 'claim 5' or 'pass'"
        )

    def __str__(self) -> str:
        if self.kind == PLAY:
            assert self.card is not None
            return f"{CODES[self.card]}@{self.stone}"
        if self.kind == CLAIM:
            return f"claim {self.stone}"
        return self.kind

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"


def _stone(text: str) -> int:
    if len(text) == 1 and text in "123456789":
        return int(text)
    shown = repr(text).encode("utf-8", "backslashreplace").decode("utf-8")[:20]
    raise ValueError(f"stones are numbered 1 to 9, not {shown}")


def _checked(move: Move) -> Move:
    """``move`` if its fields make a move (a forged tuple could hold anything)."""
    card, stone = move.card, move.stone
    real_stone = type(stone) is int and 1 <= stone <= 9
    if move.kind == PLAY and type(card) is int and 0 <= card < len(CODES) and real_stone:
        return move
    if move.kind == CLAIM and card is None and real_stone:
        return move
    if move.kind in (PASS, END) and card is None and stone is None:
        return move
    raise ValueError("that Move holds no move: make one with Move.parse('7r@5')")
