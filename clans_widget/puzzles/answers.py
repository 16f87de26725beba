"""Reading a learner's answer: a seat, a move or a name, written loosely, checked strictly."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..rules import Game, IllegalMoveError, Move
from .words import join

_LOOSE_MOVE = re.compile(r"^(~?)([0-9][A-Za-z])@([A-Za-z][A-Za-z0-9]*)(\+?)$")


def read_seat(game: Game, text: str) -> str:
    """The seat a text names, in notation (``"bn2"`` -> ``"Bn2"``); ``ValueError`` says why not."""
    text = _text(text, "a seat", "Bn2")
    try:
        seat = game.layout.seat(_seat_case(text))
    except ValueError:
        seat = game.layout.seat(text)  # fails too, with a message that quotes the text as given
    return str(seat)


def read_move(game: Game, text: str) -> str:
    """A legal move of ``game`` in notation; ``ValueError`` with the engine's reason if not."""
    text = _text(text, "a move", "6g@Cn2+")
    loose = _LOOSE_MOVE.match(text)
    if loose is not None:
        down, card, seat, shield = loose.groups()
        text = f"{down}{card.lower()}@{_seat_case(seat)}{shield}"
    move = Move.parse(text)
    try:
        return str(game.check(move))
    except IllegalMoveError as error:
        raise ValueError(f"{move} cannot be played here: {error}") from None


def read_choice(choices: Sequence[str], text: str) -> str:
    """One of ``choices``, whatever its letter case; ``ValueError`` names the choices if not."""
    text = _text(text, "one of the choices", choices[0] if choices else "Ann")
    for choice in choices:
        if choice.casefold() == text.casefold():
            return choice
    raise ValueError(f"{text!r} is not one of the choices: {join(list(choices), 'or')}")


def _text(text: object, what: str, example: str) -> str:
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"the answer is {what}, written like {example!r}, not {text!r}")
    return text.strip()


def _seat_case(text: str) -> str:
    return text[:1].upper() + text[1:].lower()
