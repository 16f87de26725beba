"""A puzzle: one position, one question, a checked answer, hints and explanations.

Its words are said in the language asked for (``lang``: English by default, as
:attr:`Puzzle.prompt` and :attr:`Puzzle.hints` hold them): the catalogue's
(:mod:`clans_widget.i18n`, ``puzzles.json``), so a board asks a puzzle in its own language.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from ..i18n import DEFAULT, elided, say
from ..rules import Game
from .answers import read_choice, read_move, read_seat
from .words import Words, count, said

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
    def ask(self, game: Game, lang: str = DEFAULT) -> str:
        """The question in plain words, naming the players."""

    @abstractmethod
    def validate(self, game: Game) -> None:
        """``ValueError`` if the question makes no sense in ``game``."""

    @abstractmethod
    def assess(self, game: Game, answer: str, lang: str = DEFAULT) -> tuple[bool, str]:
        """Whether a well-formed answer (in notation) is right, and why or what it does instead."""

    @abstractmethod
    def hints(
        self, game: Game, solutions: frozenset[str], lang: str = DEFAULT
    ) -> tuple[str, ...]:
        """Hints worked out from the position, gentle first (for generated puzzles)."""

    def choices(self, game: Game) -> tuple[str, ...]:
        """For a question answered by a player: the names to choose from; ``()`` otherwise.
        They are the answers sent back, the same in every language (see :meth:`label`)."""
        return ()

    def label(self, game: Game, choice: str, lang: str = DEFAULT) -> str:
        """How choice ``choice`` is shown in ``lang`` (a player's name as it is)."""
        return choice

    def candidates(self, game: Game) -> tuple[str, ...]:
        """Every answer of the question's type: the seats, the legal moves or the choices."""
        if self.answer == "seat":
            return tuple(str(s) for s in game.layout.seats)
        if self.answer == "move":
            return tuple(str(m) for m in game.legal_moves())
        return self.choices(game)

    def read(self, game: Game, text: str, lang: str = DEFAULT) -> str:
        """A learner's answer in notation; ``ValueError`` says why it is no answer here."""
        if self.answer == "seat":
            return read_seat(game, text, lang)
        if self.answer == "move":
            return read_move(game, text, lang)
        choices = self.choices(game)
        return read_choice(choices, text, lang, [self.label(game, c, lang) for c in choices])


@dataclass(frozen=True)
class Puzzle:
    """A position and a question about it, with the accepted answers worked out by the engine.

    Make one with :func:`pose`. ``game`` is read-only: copy it before playing on it.
    ``prompt`` and ``hints`` are in English; :meth:`prompt_in`, :meth:`hints_in`,
    :meth:`labels` and :meth:`check` say them in any language.
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
    lead: Words = ""
    """The sentence put before the question (``""``: none)."""
    written: tuple[Words, ...] = ()
    """The hints written for this puzzle (``()``: worked out from the position)."""

    def prompt_in(self, lang: str = DEFAULT) -> str:
        """The lead and the question in ``lang`` (:attr:`prompt` is the English)."""
        asked = self.question.ask(self.game, lang)
        lead = said(self.lead, lang)
        asked = say("puzzle.lead_question", lang, lead=lead, question=asked) if lead else asked
        return elided(asked, lang)

    def hints_in(self, lang: str = DEFAULT) -> tuple[str, ...]:
        """The hints in ``lang``, gentle first (:attr:`hints` are the English)."""
        if self.written:
            return tuple(elided(said(h, lang), lang) for h in self.written)
        return tuple(elided(h, lang) for h in self.question.hints(self.game, self.solutions, lang))

    def check(self, answer: str, found: Iterable[str] = (), lang: str = DEFAULT) -> Verdict:
        """Judge ``answer``; ``found`` holds the right answers given before (for ``needs_all``).
        The explanation is in ``lang``."""
        verdict = self._judge(answer, found, lang)
        return Verdict(verdict.correct, elided(verdict.explanation, lang), verdict.complete)

    def _judge(self, answer: str, found: Iterable[str], lang: str) -> Verdict:
        try:
            text = self.question.read(self.game, answer, lang)
        except ValueError as error:
            return Verdict(False, _sentence(str(error)), False)
        correct, why = self.question.assess(self.game, text, lang)
        why = _sentence(why)
        if not correct:
            return Verdict(False, why, False)
        if not self.needs_all:
            return Verdict(True, why, True)
        given = {a for a in map(self._read_quietly, found) if a in self.solutions}
        if text in given:
            why = say("puzzle.found_already", lang, answer=text, why=why)
        have = given | {text}
        left = len(self.solutions) - len(have)
        total = len(self.solutions)
        if left:
            progress = say("puzzle.found_so_far", lang, found=len(have), total=total, left=left)
        elif total > 1:
            progress = say("puzzle.found_all", lang, total=total)
        else:
            progress = say("puzzle.found_only", lang)
        return Verdict(True, say("puzzle.verdict_progress", lang, why=why, progress=progress),
                       left == 0)

    def choices(self) -> tuple[str, ...]:
        """For a puzzle answered by a player: the names to choose from; ``()`` otherwise."""
        return self.question.choices(self.game)

    def labels(self, lang: str = DEFAULT) -> dict[str, str]:
        """Each choice (the answer sent back) with how it is shown in ``lang``."""
        return {c: self.question.label(self.game, c, lang) for c in self.choices()}

    def kind_in(self, lang: str = DEFAULT) -> str:
        """The kind of puzzle in a few words, in ``lang`` (in English, :attr:`kind`)."""
        return say(f"puzzle.kind.{self.kind}", lang)

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
    hints: Sequence[Words] = (),
    lead: Words = "",
) -> Puzzle:
    """A puzzle whose accepted answers are exactly those the engine finds right.

    ``hints`` default to hints worked out from the position; ``lead`` is a sentence put
    before the question. Either is a catalogue :class:`~.words.Message` (said in the
    board's language: the hand-made puzzles' are) or a text, shown as it is written.
    ``ValueError`` if the question makes no sense here or has no answer.
    """
    if lesson not in range(1, 6):
        raise ValueError(f"{id}: lessons are numbered 1-5, not {lesson!r}")
    question.validate(game)
    solutions = frozenset(a for a in question.candidates(game) if question.assess(game, a)[0])
    if not solutions:
        raise ValueError(f"{id}: no answer is right")
    written = tuple(hints)
    english = tuple(said(h) for h in written) or question.hints(game, solutions)
    if len(english) < 2:
        given = count(len(english), "hint")
        raise ValueError(f"{id}: give at least 2 hints, gentle first, not {given}")
    asked, lead_said = question.ask(game), said(lead)
    prompt = say("puzzle.lead_question", lead=lead_said, question=asked) if lead_said else asked
    return Puzzle(
        id=id,
        lesson=lesson,
        kind=question.kind,
        prompt=prompt,
        game=game,
        hints=english,
        solutions=solutions,
        answer=question.answer,
        needs_all=question.needs_all,
        question=question,
        lead=lead,
        written=written,
    )


def _sentence(text: str) -> str:
    text = text.strip()
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
