"""Reading a learner's answer: a seat, a move or a name, written loosely, checked strictly.

Why an answer is no answer is said in the language asked for: the engine's own refusal, a
:class:`~clans_widget.i18n.sentence.Sentence` said in that language (it speaks of what every
player sees and of the hand of the player to move, the only hand a refusal may speak of).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..i18n import DEFAULT, say
from ..i18n.sentence import error_in
from ..rules import Game, IllegalMoveError, Move
from .words import join

_LOOSE_MOVE = re.compile(r"^(~?)([0-9][A-Za-z])@([A-Za-z][A-Za-z0-9]*)(\+?)$")


def read_seat(game: Game, text: str, lang: str = DEFAULT) -> str:
    """The seat a text names, in notation (``"bn2"`` -> ``"Bn2"``); ``ValueError`` says why not."""
    text = _text(text, "seat", "Bn2", lang)
    try:
        seat = game.layout.seat(_seat_case(text))
    except ValueError:
        try:
            seat = game.layout.seat(text)  # fails too, with a message that quotes the text as given
        except ValueError as error:
            raise ValueError(_no_seat(game, text, error, lang)) from None
    return str(seat)


def read_move(game: Game, text: str, lang: str = DEFAULT) -> str:
    """A legal move of ``game`` in notation; ``ValueError`` with the engine's reason if not."""
    text = _text(text, "move", "6g@Cn2+", lang)
    loose = _LOOSE_MOVE.match(text)
    if loose is not None:
        down, card, seat, shield = loose.groups()
        text = f"{down}{card.lower()}@{_seat_case(seat)}{shield}"
    try:
        move = Move.parse(text)
    except ValueError:
        if lang == DEFAULT:
            raise  # the engine's own words
        raise ValueError(say("puzzle.read.not_move", lang, text=repr(text))) from None
    try:
        return str(game.check(move))
    except IllegalMoveError as error:
        reason = error_in(error, lang)
        raise ValueError(say("puzzle.read.illegal", lang, move=str(move), reason=reason)) from None


def read_choice(
    choices: Sequence[str],
    text: str,
    lang: str = DEFAULT,
    labels: Sequence[str] | None = None,
) -> str:
    """One of ``choices``, whatever its letter case, or the same choice as ``labels`` shows
    it in ``lang``; ``ValueError`` names the choices if not."""
    shown = list(choices if labels is None else labels)
    text = _text(text, "choice", shown[0] if shown else "Ann", lang)
    for choice, label in zip(choices, shown, strict=True):
        if text.casefold() in (choice.casefold(), label.casefold()):
            return choice
    listed = join(shown, "or", lang)
    raise ValueError(say("puzzle.read.not_choice", lang, text=repr(text), choices=listed))


def why_illegal(game: Game, move: Move, lang: str = DEFAULT) -> str:
    """Why the player to move may not play ``move``, in ``lang`` (the engine's refusal: it names
    no card but those face up and those in the hand of the player to move); '' if it is legal."""
    try:
        game.check(move)
    except IllegalMoveError as error:
        return error_in(error, lang)
    return ""


def _no_seat(game: Game, text: str, error: ValueError, lang: str) -> str:
    if lang == DEFAULT:
        return str(error)
    tiles = game.layout.tiles
    return say("puzzle.read.not_seat", lang, text=repr(text), first=tiles[0], last=tiles[-1])


_EXAMPLES = {"seat": "puzzle.read.a_seat", "move": "puzzle.read.a_move",
             "choice": "puzzle.read.a_choice"}


def _text(text: object, what: str, example: str, lang: str) -> str:
    if not isinstance(text, str) or not text.strip():
        raise ValueError(
            say("puzzle.read.wanted", lang, what=say(_EXAMPLES[what], lang),
                example=repr(example), text=repr(text))
        )
    return text.strip()


def _seat_case(text: str) -> str:
    return text[:1].upper() + text[1:].lower()
