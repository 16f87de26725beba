"""A puzzle: one position, one question, a checked answer, hints and explanations."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from ..rules import Game
from .answers import read_choice, read_move, read_seat
from .words import count

ANSWER_TYPES = ("seat", "move", "player")


@dataclass(frozen=True)
class Verdict:
    """What one answer is worth: right or not, why (or what it does instead), and whether the
    puzzle is now solved (for a puzzle that needs several answers, when the last is found)."""

    correct: bool
    explanation: str
    complete: bool


class Question(ABC):
    """What a puzzle asks about its position. Each kind of puzzle is one subclass; it decides,
    with the engine, whether an answer is right and says why."""

    kind: ClassVar[str]
    answer: ClassVar[str]  # "seat", "move" or "player"
    needs_all: ClassVar[bool]
    lesson: ClassVar[int]  # the lesson a generated puzzle of this kind belongs to

    @abstractmethod
    def ask(self, game: Game) -> str:
        """The question in plain words, naming the players."""

    @abstractmethod
    def validate(self, game: Game) -> None:
        """``ValueError`` if the question makes no sense in ``game``."""

    @abstractmethod
    def assess(self, game: Game, answer: str) -> tuple[bool, str]:
        """Whether a well-formed answer (in notation) is right, and why or what it does instead."""

    @abstractmethod
    def hints(self, game: Game, solutions: frozenset[str]) -> tuple[str, ...]:
        """Hints worked out from the position, gentle first (for generated puzzles)."""

    def choices(self, game: Game) -> tuple[str, ...]:
        """For a question answered by a player: the names to choose from; ``()`` otherwise."""
        return ()

    def candidates(self, game: Game) -> tuple[str, ...]:
        """Every answer of the question's type: the seats, the legal moves or the choices."""
        if self.answer == "seat":
            return tuple(str(s) for s in game.layout.seats)
        if self.answer == "move":
            return tuple(str(m) for m in game.legal_moves())
        return self.choices(game)

    def read(self, game: Game, text: str) -> str:
        """A learner's answer in notation; ``ValueError`` says why it is no answer here."""
        if self.answer == "seat":
            return read_seat(game, text)
        if self.answer == "move":
            return read_move(game, text)
        return read_choice(self.choices(game), text)


@dataclass(frozen=True)
class Puzzle:
    """A position and a question about it, with the accepted answers worked out by the engine.

    Make one with :func:`pose`. ``game`` is read-only: copy it before playing on it.
    """

    id: str
    lesson: int
    kind: str
    prompt: str
    game: Game
    hints: tuple[str, ...]
    solutions: frozenset[str]
    answer: str  # "seat", "move" or "player"
    needs_all: bool
    question: Question

    def check(self, answer: str, found: Iterable[str] = ()) -> Verdict:
        """Judge ``answer``; ``found`` holds the right answers given before (for ``needs_all``)."""
        try:
            text = self.question.read(self.game, answer)
        except ValueError as error:
            return Verdict(False, _sentence(str(error)), False)
        correct, why = self.question.assess(self.game, text)
        why = _sentence(why)
        if not correct:
            return Verdict(False, why, False)
        if not self.needs_all:
            return Verdict(True, why, True)
        given = {a for a in map(self._read_quietly, found) if a in self.solutions}
        if text in given:
            why = f"{text} is found already. {why}"
        have = given | {text}
        left = len(self.solutions) - len(have)
        total = len(self.solutions)
        if left:
            progress = f"{len(have)} of {total} found, {left} to go."
        else:
            progress = f"All {total} found." if total > 1 else "That is the only one."
        return Verdict(True, f"{why} {progress}", left == 0)

    def choices(self) -> tuple[str, ...]:
        """For a puzzle answered by a player: the names to choose from; ``()`` otherwise."""
        return self.question.choices(self.game)

    def _read_quietly(self, text: str) -> str:
        try:
            return self.question.read(self.game, text)
        except ValueError:
            return ""


def pose(
    id: str,
    lesson: int,
    game: Game,
    question: Question,
    hints: Sequence[str] = (),
    lead: str = "",
) -> Puzzle:
    """A puzzle whose accepted answers are exactly those the engine finds right.

    ``hints`` default to hints worked out from the position; ``lead`` is a sentence put
    before the question. ``ValueError`` if the question makes no sense here or has no answer.
    """
    if lesson not in range(1, 6):
        raise ValueError(f"{id}: lessons are numbered 1-5, not {lesson!r}")
    question.validate(game)
    solutions = frozenset(a for a in question.candidates(game) if question.assess(game, a)[0])
    if not solutions:
        raise ValueError(f"{id}: no answer is right")
    hints = tuple(hints) or question.hints(game, solutions)
    if len(hints) < 2:
        given = count(len(hints), "hint")
        raise ValueError(f"{id}: give at least 2 hints, gentle first, not {given}")
    prompt = f"{lead} {question.ask(game)}" if lead else question.ask(game)
    return Puzzle(
        id=id,
        lesson=lesson,
        kind=question.kind,
        prompt=prompt,
        game=game,
        hints=hints,
        solutions=solutions,
        answer=question.answer,
        needs_all=question.needs_all,
        question=question,
    )


def _sentence(text: str) -> str:
    text = text.strip()
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
