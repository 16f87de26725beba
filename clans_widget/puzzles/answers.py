"""Reading a learner's answer: a seat, a move or a name, written loosely, checked strictly.

Why an answer is no answer is said in the language asked for. In English the engine's own
refusal is quoted, word for word; in the other languages the same reason is worded from the
catalogue (:func:`why_illegal`), from what every player sees and the hand of the player to
move (the only hand a refusal may speak of).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..i18n import DEFAULT, say
from ..rules import Card, Game, IllegalMoveError, Move, Seat
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
        reason = str(error) if lang == DEFAULT else why_illegal(game, move, lang)
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
    """Why the player to move may not play ``move`` (which :meth:`Game.check` refuses), in
    ``lang``: the engine's reasons, worded from the catalogue. It names no card but those
    face up and those in the hand of the player to move."""
    player = game.current_player
    if player is None:
        return say("puzzle.illegal.over", lang)
    name = game.names[player]
    try:
        card, seat = Card(move.card), game.layout.seat(move.seat)
    except ValueError:
        return say("puzzle.illegal.unknown", lang)
    if card not in game.hands[player]:
        return say("puzzle.illegal.not_in_hand", lang, name=name)
    up, down = game.table, game.face_down
    if seat in up:
        return say("puzzle.illegal.taken", lang, seat=str(seat), card=str(up[seat]))
    if seat in down:
        return say("puzzle.illegal.taken_down", lang, seat=str(seat))
    if move.shield and not game.supply[player]:
        return say("puzzle.illegal.no_shield", lang, name=name)
    fits = [m for m in game.legal_moves() if not m.face_down]
    if move.face_down:
        example = fits[0] if fits else move
        return say(
            "puzzle.illegal.face_down", lang, card=str(card), example=str(example.card),
            seat=str(example.seat),
        )
    if not up:
        return say("puzzle.illegal.no_face_up", lang, card=str(card))
    reason = say("puzzle.illegal.no_match", lang, card=str(card), seats=_touching(game, seat, lang))
    if not fits:
        return say("puzzle.illegal.no_match_anywhere", lang, reason=reason)
    return reason


def _touching(game: Game, seat: Seat, lang: str) -> str:
    """What lies beside and opposite ``seat``: ``"Bn1 (4g), the opposite Bs2 (empty)"``."""
    table = game.layout
    i = table.index[seat]
    parts = []
    for other in table.touching[i]:
        there = table.seats[other]
        if there in game.table:
            what = str(game.table[there])
        else:
            what = say("clans.seat_down" if there in game.face_down else "clans.seat_free", lang)
        key = "puzzle.illegal.opposite" if other == table.opposite[i] else "puzzle.illegal.beside"
        parts.append(say(key, lang, seat=str(there), what=what))
    return join(parts, "or", lang)


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
