"""Lesson 2, placing cards: where a card may go face up, and what to do when nothing fits."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from ...i18n import DEFAULT, say
from ...i18n.sentence import error_in
from ...rules import Card, Game, IllegalMoveError, Move
from ...rules.placement import Match
from ..model import Question
from ..words import join, mover, mover_name


def explain_match(card: Card, found: Sequence[Match], lang: str = DEFAULT) -> str:
    """Why a legal seat is legal, e.g. ``"3g matches Bn1 (4g) by colour"`` (in English, the
    engine's :func:`~clans_widget.rules.placement.explain_match` word for word)."""
    parts = [
        say(
            "puzzle.match.opposite" if m.where == "opposite" else "puzzle.match.beside",
            lang,
            seat=str(m.seat),
            card=str(m.card),
            by=say(f"puzzle.match.by_{m.by}", lang),
        )
        for m in found
    ]
    return say("puzzle.match", lang, card=str(card), parts=join(parts, lang=lang))


@dataclass(frozen=True)
class Where(Question):
    """Name every seat where ``card``, in the hand of the player to move, may go face up."""

    card: str
    kind: ClassVar[str] = "where"
    answer: ClassVar[str] = "seat"
    needs_all: ClassVar[bool] = True
    lesson: ClassVar[int] = 2

    def ask(self, game: Game, lang: str = DEFAULT) -> str:
        return say("puzzle.where.ask", lang, name=mover_name(game), card=self.card)

    def validate(self, game: Game) -> None:
        card = Card(self.card)
        if card not in game.hands[mover(game)]:
            raise ValueError(f"{card} is not in {mover_name(game)}'s hand")

    def assess(self, game: Game, answer: str, lang: str = DEFAULT) -> tuple[bool, str]:
        card = Card(self.card)
        move = Move(card, game.layout.seat(answer))
        try:
            game.check(move)
        except IllegalMoveError as error:
            reason = error_in(error, lang)
            return False, say("puzzle.where.wrong", lang, card=str(card), seat=answer,
                              reason=reason)
        why = explain_match(card, game.matches(card, answer), lang)
        return True, say("puzzle.where.right", lang, why=why, seat=answer)

    def hints(
        self, game: Game, solutions: frozenset[str], lang: str = DEFAULT
    ) -> tuple[str, ...]:
        card = Card(self.card)
        return (
            say("puzzle.where.hint_rule", lang),
            say("puzzle.where.hint_look", lang, cards=say(f"puzzle.colour_cards.{card.colour}",
                lang), rank=card.rank),
            say("puzzle.where.hint_count", lang, card=str(card), count=len(solutions)),
        )


FACE_UP, FACE_DOWN = "face up", "face down"
"""The two answers of :class:`FaceDown` (the same in every language; shown as
:meth:`FaceDown.label` says)."""


@dataclass(frozen=True)
class FaceDown(Question):
    """Must the player to move place a card face down (no card of the hand fits face up
    anywhere), or may a card go face up? Answered with one of the two choices."""

    kind: ClassVar[str] = "face-down"
    answer: ClassVar[str] = "player"
    needs_all: ClassVar[bool] = False
    lesson: ClassVar[int] = 2

    def ask(self, game: Game, lang: str = DEFAULT) -> str:
        name = mover_name(game)
        hand = _hand(game)
        if len(hand) == 1:
            return say("puzzle.face-down.ask_one", lang, name=name, card=str(hand[0]))
        cards = join([str(c) for c in hand], lang=lang)
        return say("puzzle.face-down.ask", lang, name=name, cards=cards)

    def validate(self, game: Game) -> None:
        mover(game)

    def choices(self, game: Game) -> tuple[str, ...]:
        return (FACE_UP, FACE_DOWN)

    def label(self, game: Game, choice: str, lang: str = DEFAULT) -> str:
        return say("puzzle.face-down.up" if choice == FACE_UP else "puzzle.face-down.down", lang)

    def assess(self, game: Game, answer: str, lang: str = DEFAULT) -> tuple[bool, str]:
        fits = _fits_face_up(game)
        name = mover_name(game)
        if fits is None:
            cards = join([str(c) for c in _hand(game)], lang=lang)
            return answer == FACE_DOWN, say("puzzle.face-down.none_fits", lang, name=name,
                                            cards=cards)
        why = explain_match(fits.card, game.matches(str(fits.card), str(fits.seat)), lang)
        return answer == FACE_UP, say(
            "puzzle.face-down.fits", lang, why=why, card=str(fits.card), seat=str(fits.seat),
            name=name,
        )

    def hints(
        self, game: Game, solutions: frozenset[str], lang: str = DEFAULT
    ) -> tuple[str, ...]:
        fits = _fits_face_up(game)
        last = (
            say("puzzle.face-down.hint_nothing", lang)
            if fits is None
            else say("puzzle.face-down.hint_look", lang, card=str(fits.card), seat=str(fits.seat))
        )
        return (
            say("puzzle.face-down.hint_try", lang),
            say("puzzle.face-down.hint_rule", lang),
            last,
        )


def _fits_face_up(game: Game) -> Move | None:
    """A face-up move of the player to move (the first), or None when every move is face down."""
    return next((m for m in game.legal_moves() if not m.face_down), None)


def _hand(game: Game) -> tuple[Card, ...]:
    return game.hands[mover(game)]
