"""Lesson 2, placing cards: where a card may go face up, and what to do when nothing fits."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...rules import Card, Game, IllegalMoveError, Move
from ...rules.placement import explain_match
from ..model import Question
from ..words import count, join, mover, mover_name


@dataclass(frozen=True)
class Where(Question):
    """Name every seat where ``card``, in the hand of the player to move, may go face up."""

    card: str
    kind: ClassVar[str] = "where"
    answer: ClassVar[str] = "seat"
    needs_all: ClassVar[bool] = True
    lesson: ClassVar[int] = 2

    def ask(self, game: Game) -> str:
        name = mover_name(game)
        card = self.card
        return f"{name} holds {card}. Where may {name} place {card} face up? Name every seat."

    def validate(self, game: Game) -> None:
        card = Card(self.card)
        if card not in game.hands[mover(game)]:
            raise ValueError(f"{card} is not in {mover_name(game)}'s hand")

    def assess(self, game: Game, answer: str) -> tuple[bool, str]:
        card = Card(self.card)
        try:
            game.check(Move(card, game.layout.seat(answer)))
        except IllegalMoveError as error:
            return False, f"{card} may not go face up on {answer}: {error}"
        return True, f"{explain_match(card, game.matches(card, answer))}, so {answer} is allowed"

    def hints(self, game: Game, solutions: frozenset[str]) -> tuple[str, ...]:
        card = Card(self.card)
        return (
            "A card goes face up beside or opposite a face-up card of its colour or its rank.",
            f"Look for {card.colour_name} cards and for {card.rank}s, then at the free seats "
            "around them.",
            f"{card} fits {count(len(solutions), 'seat')}.",
        )


FACE_UP, FACE_DOWN = "face up", "face down"


@dataclass(frozen=True)
class FaceDown(Question):
    """Must the player to move place a card face down (no card of the hand fits face up
    anywhere), or may a card go face up? Answered with one of the two choices."""

    kind: ClassVar[str] = "face-down"
    answer: ClassVar[str] = "player"
    needs_all: ClassVar[bool] = False
    lesson: ClassVar[int] = 2

    def ask(self, game: Game) -> str:
        name = mover_name(game)
        hand = _hand(game)
        if len(hand) == 1:
            return f"{name} holds {hand[0]}. May it go face up, or must it go face down?"
        return (
            f"{name} holds {join([str(c) for c in hand])}. Can {name} place one of them face "
            f"up, or must {name} place a card face down?"
        )

    def validate(self, game: Game) -> None:
        mover(game)

    def choices(self, game: Game) -> tuple[str, ...]:
        return (FACE_UP, FACE_DOWN)

    def assess(self, game: Game, answer: str) -> tuple[bool, str]:
        fits = _fits_face_up(game)
        name = mover_name(game)
        if fits is None:
            cards = join([str(c) for c in _hand(game)])
            return answer == FACE_DOWN, (
                f"none of {name}'s cards ({cards}) shares a colour or a rank with a face-up card "
                f"beside or opposite a free seat, so {name} must place one face down: any card, "
                "on any free seat"
            )
        why = explain_match(fits.card, game.matches(str(fits.card), str(fits.seat)))
        return answer == FACE_UP, (
            f"{why}, so {fits.card} may go face up on {fits.seat}; while a card fits face up, "
            f"{name} may not place one face down"
        )

    def hints(self, game: Game, solutions: frozenset[str]) -> tuple[str, ...]:
        fits = _fits_face_up(game)
        last = (
            "Nothing fits: a card goes face down, any card on any free seat."
            if fits is None
            else f"Look at {fits.card}: it fits on {fits.seat}."
        )
        return (
            "Try each card of the hand against every free seat: does any of them fit face up?",
            "A card goes face down only when no card of the hand fits face up anywhere.",
            last,
        )


def _fits_face_up(game: Game) -> Move | None:
    """A face-up move of the player to move (the first), or None when every move is face down."""
    return next((m for m in game.legal_moves() if not m.face_down), None)


def _hand(game: Game) -> tuple[Card, ...]:
    return game.hands[mover(game)]
