"""A Schotten Totten puzzle: one position seen by the player to move, one question, the
answers the engine finds right, hints and explanations.

The shape is the one the core's :class:`~clans_widget.core.trainer.Trainer` runs (its
``Puzzle`` and ``Verdict`` protocols are structural, so nothing here imports the core).
An answer is what a front end can send: a choice's text, a card code (``7r``) or a move in
Schotten notation (``7r@5``).
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from ..cards import CODES
from ..game import Game
from ..moves import END, Move

ANSWER_TYPES = ("choice", "card", "move")
"""What a puzzle's answer is: one of its choices, a card of the hand, or a legal move."""

_LOOSE_PLAY = re.compile(r"^([1-9])([A-Za-z])\s*@\s*([1-9])$")
_LOOSE_CARD = re.compile(r"^([1-9])([A-Za-z])$")


@dataclass(frozen=True)
class Verdict:
    """What one answer is worth: right or not, why (or what it does instead), and whether
    the puzzle is now solved."""

    correct: bool
    explanation: str
    complete: bool


class Question(ABC):
    """What a puzzle asks about its position. Each kind is one subclass; it decides, with the
    engine, whether an answer is right and says why. It may read only what the player to
    move sees: the table, the counts and that player's own hand."""

    kind: ClassVar[str]
    title: ClassVar[str]  # the kind in a few words, for a list of puzzles
    answer: ClassVar[str]  # one of ANSWER_TYPES
    lesson: ClassVar[int]
    needs_all: ClassVar[bool] = False

    @abstractmethod
    def ask(self, game: Game) -> str:
        """The question in plain words, naming the players."""

    @abstractmethod
    def validate(self, game: Game) -> None:
        """``ValueError`` if the question makes no sense in ``game``."""

    @abstractmethod
    def assess(self, game: Game, answer: str) -> tuple[bool, str]:
        """Whether a well-formed answer is right, and why or what it does instead."""

    @abstractmethod
    def hints(self, game: Game) -> tuple[str, ...]:
        """Hints worked out from what the player to move sees, gentle first."""

    def choices(self, game: Game) -> tuple[str, ...]:
        """For a question answered by a choice: the texts to choose from; ``()`` otherwise."""
        return ()

    def candidates(self, game: Game) -> tuple[str, ...]:
        """Every answer of the question's type: the choices, the cards of the hand of the
        player to move, or that player's legal moves (the engine's ``end`` step aside)."""
        if self.answer == "card":
            return tuple(sorted(game.hands[mover(game)], key=CODES.index))
        if self.answer == "move":
            return tuple(str(m) for m in game.legal_moves() if m.kind != END)
        return self.choices(game)

    def read(self, game: Game, text: object) -> str:
        """A learner's answer in its exact form; ``ValueError`` says why it is no answer."""
        if not isinstance(text, str) or not text.strip():
            raise ValueError(f"the answer is {_WANTED[self.answer]}, not {text!r}")
        text = text.strip()
        if self.answer == "card":
            return read_card(game, text)
        if self.answer == "move":
            return read_move(game, text)
        for choice in self.choices(game):
            if choice.casefold() == text.casefold():
                return choice
        listed = ", ".join(repr(c) for c in self.choices(game))
        raise ValueError(f"{text[:40]!r} is not one of the choices: {listed}")


_WANTED = {
    "choice": "one of the choices",
    "card": "a card of your hand, written like '7r'",
    "move": "a move, written like '7r@5'",
}


def mover(game: Game) -> int:
    """The player to move; ``ValueError`` once the round is over."""
    if game.current_player is None:
        raise ValueError("the round is over: nobody is to move")
    return game.current_player


def read_card(game: Game, text: str) -> str:
    """A card of the mover's hand (``"7R"`` reads as ``7r``); ``ValueError`` says why not."""
    loose = _LOOSE_CARD.match(text)
    code = f"{loose[1]}{loose[2].lower()}" if loose else text
    if code not in CODES:
        raise ValueError(f"{text[:40]!r} is not a card: write a strength and a colour, like '7r'")
    who = mover(game)
    if code not in game.hands[who]:
        raise ValueError(f"{code} is not in {game.names[who]}'s hand")
    return code


def read_move(game: Game, text: str) -> str:
    """A legal move of the mover (``"7R @ 5"`` reads as ``7r@5``); ``ValueError`` with the
    engine's reason if it is not legal."""
    loose = _LOOSE_PLAY.match(text)
    if loose:
        text = f"{loose[1]}{loose[2].lower()}@{loose[3]}"
    move = Move.parse(text)
    if move.kind == END:
        raise ValueError("end is the engine's own step, not an answer: play a card")
    return str(game.check(move))  # IllegalMoveError is a ValueError


@dataclass(frozen=True)
class Puzzle:
    """A position and a question about it, with the accepted answers worked out by the
    engine. Make one with :func:`pose`. ``game`` is read-only: copy it before playing on it;
    ``viewer`` is the player whose view the puzzle shows (the player to move)."""

    id: str
    lesson: int
    kind: str
    prompt: str
    game: Game
    viewer: int
    hints: tuple[str, ...]
    solutions: frozenset[str]
    answer: str
    needs_all: bool
    question: Question

    def check(self, answer: str, found: Iterable[str] = ()) -> Verdict:
        """Judge ``answer`` (``found``: right answers given before, unused as one right
        answer solves a puzzle of these kinds). Malformed answers are wrong, with a reason."""
        try:
            text = self.question.read(self.game, answer)
        except ValueError as error:
            return Verdict(False, sentence(str(error)), False)
        correct, why = self.question.assess(self.game, text)
        return Verdict(correct, sentence(why), correct)

    def choices(self) -> tuple[str, ...]:
        """For a puzzle answered by a choice: the texts to choose from; ``()`` otherwise."""
        return self.question.choices(self.game)


def pose(id: str, lesson: int, game: Game, question: Question, hints: Sequence[str] = ()) -> Puzzle:
    """A puzzle whose accepted answers are exactly those the engine finds right among every
    possible answer. ``hints`` default to hints worked out from the position. ``ValueError``
    if the question makes no sense here, or every or no possible answer is right."""
    if lesson not in range(1, 5):
        raise ValueError(f"{id}: lessons are numbered 1-4, not {lesson!r}")
    question.validate(game)
    candidates = question.candidates(game)
    solutions = frozenset(a for a in candidates if question.assess(game, a)[0])
    if not solutions:
        raise ValueError(f"{id}: no answer is right")
    if len(solutions) == len(candidates):
        raise ValueError(f"{id}: every answer is right, so nothing is asked")
    hints = tuple(hints) or question.hints(game)
    if len(hints) < 2:
        raise ValueError(f"{id}: give at least 2 hints, gentle first")
    return Puzzle(
        id=id,
        lesson=lesson,
        kind=question.kind,
        prompt=question.ask(game),
        game=game,
        viewer=mover(game),
        hints=hints,
        solutions=solutions,
        answer=question.answer,
        needs_all=question.needs_all,
        question=question,
    )


def sentence(text: str) -> str:
    """``text`` with a capital first letter and a full stop."""
    text = text.strip()
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
