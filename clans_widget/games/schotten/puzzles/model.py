"""A Schotten Totten puzzle: one position seen by the player to move, one question, the
answers the engine finds right, hints and explanations.

The shape is the one the core's :class:`~clans_widget.core.trainer.Trainer` runs (its
``Puzzle`` and ``Verdict`` protocols are structural, so nothing here imports the core).
An answer is what a front end can send: a choice's text, a card code (``7r``) or a move in
Schotten notation (``7r@5``). A choice is the same in every language; its label, and every
sentence of a puzzle, are said in the language asked for (``lang``, English by default: the
catalogue's ``schotten_puzzles.json``).
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from clans_widget.i18n import DEFAULT, elided, say

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
    title: ClassVar[str]  # the kind in a few words, for a list of puzzles (a Sentence)
    answer: ClassVar[str]  # one of ANSWER_TYPES
    lesson: ClassVar[int]
    needs_all: ClassVar[bool] = False

    @abstractmethod
    def ask(self, game: Game, lang: str = DEFAULT) -> str:
        """The question in plain words, naming the players."""

    @abstractmethod
    def validate(self, game: Game) -> None:
        """``ValueError`` if the question makes no sense in ``game``."""

    @abstractmethod
    def assess(self, game: Game, answer: str, lang: str = DEFAULT) -> tuple[bool, str]:
        """Whether a well-formed answer is right, and why or what it does instead."""

    @abstractmethod
    def hints(self, game: Game, lang: str = DEFAULT) -> tuple[str, ...]:
        """Hints worked out from what the player to move sees, gentle first."""

    def choices(self, game: Game) -> tuple[str, ...]:
        """For a question answered by a choice: the texts to choose from; ``()`` otherwise.
        They are the answers sent back, the same in every language (see :meth:`label`)."""
        return ()

    def label(self, game: Game, choice: str, lang: str = DEFAULT) -> str:
        """How choice ``choice`` is shown in ``lang`` (a player's name as it is)."""
        return choice

    def candidates(self, game: Game) -> tuple[str, ...]:
        """Every answer of the question's type: the choices, the cards of the hand of the
        player to move, or that player's legal moves (the engine's ``end`` step aside)."""
        if self.answer == "card":
            return tuple(sorted(game.hands[mover(game)], key=CODES.index))
        if self.answer == "move":
            return tuple(str(m) for m in game.legal_moves() if m.kind != END)
        return self.choices(game)

    def read(self, game: Game, text: object, lang: str = DEFAULT) -> str:
        """A learner's answer in its exact form (a choice as it is sent or as its label
        reads); ``ValueError`` says why it is no answer, in ``lang``."""
        if not isinstance(text, str) or not text.strip():
            wanted = say(f"schotten.puzzle.wanted_{self.answer}", lang)
            raise ValueError(say("schotten.puzzle.wanted", lang, what=wanted, text=repr(text)))
        text = text.strip()
        if self.answer == "card":
            return read_card(game, text, lang)
        if self.answer == "move":
            return read_move(game, text, lang)
        labels = [self.label(game, c, lang) for c in self.choices(game)]
        for choice, label in zip(self.choices(game), labels, strict=True):
            if text.casefold() in (choice.casefold(), label.casefold()):
                return choice
        listed = ", ".join(repr(c) for c in labels)
        raise ValueError(
            say("schotten.puzzle.not_choice", lang, text=repr(text[:40]), choices=listed)
        )


def mover(game: Game) -> int:
    """The player to move; ``ValueError`` once the round is over."""
    if game.current_player is None:
        raise ValueError("the round is over: nobody is to move")
    return game.current_player


def read_card(game: Game, text: str, lang: str = DEFAULT) -> str:
    """A card of the mover's hand (``"7R"`` reads as ``7r``); ``ValueError`` says why not."""
    loose = _LOOSE_CARD.match(text)
    code = f"{loose[1]}{loose[2].lower()}" if loose else text
    if code not in CODES:
        raise ValueError(say("schotten.puzzle.not_card", lang, text=repr(text[:40])))
    who = mover(game)
    if code not in game.hands[who]:
        raise ValueError(say("schotten.puzzle.not_in_hand", lang, card=code,
                             name=game.names[who]))
    return code


def read_move(game: Game, text: str, lang: str = DEFAULT) -> str:
    """A legal move of the mover (``"7R @ 5"`` reads as ``7r@5``); ``ValueError`` with the
    engine's reason if it is not legal (in English the engine's own words; in the other
    languages the reason the puzzle itself can tell from the position)."""
    loose = _LOOSE_PLAY.match(text)
    if loose:
        text = f"{loose[1]}{loose[2].lower()}@{loose[3]}"
    try:
        move = Move.parse(text)
    except ValueError:
        if lang == DEFAULT:
            raise
        raise ValueError(say("schotten.puzzle.not_move", lang, text=repr(text[:40]))) from None
    if move.kind == END:
        raise ValueError(say("schotten.puzzle.end", lang))
    try:
        return str(game.check(move))
    except ValueError:  # IllegalMoveError is a ValueError
        if lang == DEFAULT:
            raise
        raise ValueError(_illegal(game, move, text, lang)) from None


def _illegal(game: Game, move: Move, text: str, lang: str) -> str:
    """Why the mover may not play ``move``, in ``lang``, from what the mover sees."""
    who = mover(game)
    card = CODES[move.card] if move.card is not None and move.card < len(CODES) else None
    stone = move.stone
    if card is not None and card not in game.hands[who]:
        why = say("schotten.puzzle.not_in_hand", lang, card=card, name=game.names[who])
    elif stone is not None and game.owners[stone - 1] is not None:
        why = say("schotten.claim_owned", lang, stone=stone,
                  name=game.names[game.owners[stone - 1] or 0])
    elif stone is not None and len(game.side(stone, who)) >= game.capacity(stone):
        why = say("schotten.puzzle.side_full", lang, stone=stone, name=game.names[who])
    else:
        why = say("schotten.puzzle.not_now", lang, name=game.names[who])
    return say("schotten.puzzle.illegal", lang, move=text[:40], reason=why)


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
    written: bool = False
    """The hints were given to :func:`pose` (not worked out from the position)."""

    def prompt_in(self, lang: str = DEFAULT) -> str:
        """The question in ``lang`` (:attr:`prompt` is the English)."""
        return elided(self.question.ask(self.game, lang), lang)

    def hints_in(self, lang: str = DEFAULT) -> tuple[str, ...]:
        """The hints in ``lang``, gentle first (:attr:`hints` are the English); hints given
        to :func:`pose` are shown as they are written, in every language."""
        if self.written or lang == DEFAULT:
            return self.hints
        return tuple(elided(h, lang) for h in self.question.hints(self.game, lang))

    def check(self, answer: str, found: Iterable[str] = (), lang: str = DEFAULT) -> Verdict:
        """Judge ``answer`` (``found``: right answers given before, unused as one right
        answer solves a puzzle of these kinds). Malformed answers are wrong, with a reason.
        The explanation is in ``lang``."""
        try:
            text = self.question.read(self.game, answer, lang)
        except ValueError as error:
            return Verdict(False, elided(sentence(str(error)), lang), False)
        correct, why = self.question.assess(self.game, text, lang)
        return Verdict(correct, elided(sentence(why), lang), correct)

    def choices(self) -> tuple[str, ...]:
        """For a puzzle answered by a choice: the texts to choose from; ``()`` otherwise."""
        return self.question.choices(self.game)

    def labels(self, lang: str = DEFAULT) -> dict[str, str]:
        """Each choice (the answer sent back) with how it is shown in ``lang``."""
        return {c: self.question.label(self.game, c, lang) for c in self.choices()}

    def kind_in(self, lang: str = DEFAULT) -> str:
        """The kind of puzzle in a few words, in ``lang`` (in English, :attr:`kind`)."""
        return say(f"schotten.puzzle.kind.{self.kind}", lang)


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
    written = tuple(hints)
    hints = written or question.hints(game)
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
        written=bool(written),
    )


def sentence(text: str) -> str:
    """``text`` with a capital first letter and a full stop."""
    text = text.strip()
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
