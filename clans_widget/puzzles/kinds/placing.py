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


@dataclass(frozen=True)
class FaceDown(Question):
    """No card of the hand fits face up anywhere: play any card face down (any legal move)."""

    kind: ClassVar[str] = "face-down"
    answer: ClassVar[str] = "move"
    needs_all: ClassVar[bool] = False
    lesson: ClassVar[int] = 2

    def ask(self, game: Game) -> str:
        name = mover_name(game)
        hand = join([str(c) for c in _hand(game)])
        return f"{name} holds {hand}. Which move may {name} play? Give one."

    def validate(self, game: Game) -> None:
        mover(game)
        fits = [m for m in game.legal_moves() if not m.face_down]
        if fits:
            raise ValueError(f"a card fits face up ({fits[0]}), so no card may go face down")

    def assess(self, game: Game, answer: str) -> tuple[bool, str]:
        move = Move.parse(answer)
        name = mover_name(game)
        cards = join([str(c) for c in _hand(game)])
        shield = f", with a shield on tile {move.seat.tile}" if move.shield else ""
        return True, (
            f"none of {name}'s cards ({cards}) shares a colour or a rank with a face-up card "
            f"beside or opposite a free seat, so {name} must place one face down: any card, "
            f"on any free seat. {move} does that{shield}"
        )

    def hints(self, game: Game, solutions: frozenset[str]) -> tuple[str, ...]:
        example = min(solutions)
        return (
            "Try each card of the hand against every free seat: does any of them fit face up?",
            "When nothing fits face up, a card goes face down: write ~ before the card.",
            f"For example {example}.",
        )


def _hand(game: Game) -> tuple[Card, ...]:
    return game.hands[mover(game)]
