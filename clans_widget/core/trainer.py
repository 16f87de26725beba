"""A learner working through puzzles: which one is shown, the answers found, the hints taken,
and which puzzles are solved. Plain Python with no widget imports; the widget shows it. Any
game's puzzles do (:class:`Puzzle`; Clans and Glory's are in :mod:`clans_widget.puzzles`).

A puzzle that speaks several languages (:class:`SpokenPuzzle`: both games' do) is shown in
the language asked for: its question, hints, choice labels and verdicts; the trainer's own
refusals too. The answers themselves (seats, moves, choices) are the same in every language.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from ..i18n import DEFAULT, say
from ..i18n.sentence import said


class Verdict(Protocol):
    """What one answer is worth (a game's puzzles say how)."""

    @property
    def correct(self) -> bool: ...
    @property
    def explanation(self) -> str: ...
    @property
    def complete(self) -> bool: ...


@runtime_checkable
class Puzzle(Protocol):
    """A position and a question about it, with its accepted answers and hints."""

    @property
    def id(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def lesson(self) -> int: ...
    @property
    def prompt(self) -> str: ...
    @property
    def answer(self) -> str: ...
    @property
    def needs_all(self) -> bool: ...
    @property
    def solutions(self) -> frozenset[str]: ...
    @property
    def hints(self) -> tuple[str, ...]: ...
    @property
    def game(self) -> Any:
        """The position the question is about (read-only)."""
        ...

    def check(self, answer: str, found: Iterable[str] = ()) -> Verdict:
        """Judge ``answer``; ``found`` holds the right answers given before."""
        ...

    def choices(self) -> tuple[str, ...]:
        """For a puzzle answered by a player: the names to choose from."""
        ...


@runtime_checkable
class SpokenPuzzle(Puzzle, Protocol):
    """A puzzle whose words are said in any of the catalogue's languages."""

    def prompt_in(self, lang: str = DEFAULT) -> str:
        """The question in ``lang``."""
        ...

    def hints_in(self, lang: str = DEFAULT) -> tuple[str, ...]:
        """The hints in ``lang``, gentle first."""
        ...

    def labels(self, lang: str = DEFAULT) -> dict[str, str]:
        """Each choice with how it is shown in ``lang``."""
        ...

    def kind_in(self, lang: str = DEFAULT) -> str:
        """The puzzle's kind in a few words, in ``lang``."""
        ...

    def check(self, answer: str, found: Iterable[str] = (), lang: str = DEFAULT) -> Verdict:
        """Judge ``answer``, the explanation in ``lang``."""
        ...


@dataclass
class Attempt:
    """The learner's work on one puzzle."""

    found: list[str] = field(default_factory=list)
    hints: int = 0
    verdict: Verdict | None = None
    solved: bool = False
    shown: bool = False  # the solution was shown
    seen: bool = False
    """The solution was shown, in this attempt or an earlier one: a Retry keeps it, and an
    answer given after it is judged but never counted as solved."""
    answered: tuple[str, tuple[str, ...]] = ("", ())
    """The answer judged last, with the right answers found before it (to judge it again)."""
    lang: str = DEFAULT
    """The language of :attr:`verdict`'s explanation."""

    @property
    def finished(self) -> bool:
        """Answered (every right answer found) or its solution shown: no more answers count."""
        return self.shown or (self.verdict is not None and self.verdict.complete)


PZ = TypeVar("PZ", bound=Puzzle)


class Trainer(Generic[PZ]):
    """Puzzles one after another, with progress: ``Trainer([p1, p2, ...])``."""

    def __init__(self, puzzles: Sequence[PZ]) -> None:
        puzzles = tuple(puzzles)
        if not puzzles or not all(isinstance(p, Puzzle) for p in puzzles):
            raise ValueError(said("board.give_puzzles"))
        self.puzzles = puzzles
        self.index = 0
        self.attempts = [Attempt() for _ in puzzles]

    @property
    def puzzle(self) -> PZ:
        """The puzzle shown."""
        return self.puzzles[self.index]

    @property
    def attempt(self) -> Attempt:
        """The learner's work on the puzzle shown."""
        return self.attempts[self.index]

    @property
    def solved(self) -> int:
        """How many puzzles are solved (one whose solution was shown does not count, even
        answered after a Retry)."""
        return sum(a.solved for a in self.attempts)

    def answer(self, answer: str, lang: str = DEFAULT) -> Verdict:
        """Check an answer to the puzzle shown and remember it; the verdict in ``lang``."""
        attempt = self.attempt
        if attempt.finished:
            raise ValueError(say("puzzle.trainer.finished", lang))
        if self.puzzle.needs_all and answer in attempt.found:
            raise ValueError(say("puzzle.trainer.found_already", lang, answer=answer))
        found = tuple(attempt.found)
        verdict = _judged(self.puzzle, answer, found, lang)
        attempt.verdict, attempt.answered, attempt.lang = verdict, (answer, found), lang
        if verdict.correct and self.puzzle.needs_all:
            attempt.found.append(answer)
        attempt.solved = verdict.complete and not attempt.seen
        return verdict

    def hint(self, lang: str = DEFAULT) -> str:
        """The next hint, gentle first, in ``lang``."""
        attempt, hints = self.attempt, _hints(self.puzzle, lang)
        if attempt.hints >= len(hints):
            raise ValueError(say("puzzle.trainer.no_more_hints", lang))
        attempt.hints += 1
        return hints[attempt.hints - 1]

    def show_solution(self) -> None:
        """Show the answers; the puzzle counts as not solved, even answered after a Retry."""
        self.attempt.shown = self.attempt.seen = True

    def retry(self) -> None:
        """Start the puzzle shown afresh (a solution shown before still keeps it from counting)."""
        self.attempts[self.index] = Attempt(seen=self.attempt.seen)

    def go(self, index: int, lang: str = DEFAULT) -> None:
        """Show puzzle ``index`` (0-based); a refusal in ``lang``."""
        if isinstance(index, bool) or not isinstance(index, int):
            raise ValueError(say("puzzle.trainer.no_puzzle", lang, index=repr(index)))
        if not 0 <= index < len(self.puzzles):
            raise ValueError(
                say("puzzle.trainer.out_of_range", lang, n=index + 1, total=len(self.puzzles))
            )
        self.index = index

    def state(self, lang: str = DEFAULT) -> dict[str, Any]:
        """What the front end draws, in ``lang``: the puzzle shown, the learner's work, and
        progress. ``choices`` are the answers to send back; ``labels`` how each is shown."""
        puzzle, attempt = self.puzzle, self.attempt
        if attempt.verdict is not None and attempt.lang != lang:
            answer, found = attempt.answered  # the same answer, judged again in ``lang``
            attempt.verdict, attempt.lang = _judged(puzzle, answer, found, lang), lang
        verdict = attempt.verdict
        hints = _hints(puzzle, lang)
        words = _words(puzzle, lang)
        return {
            "id": puzzle.id,
            "kind": puzzle.kind,
            "kind_label": words["kind_label"],
            "lesson": puzzle.lesson,
            "prompt": words["prompt"],
            "answer": puzzle.answer,
            "needs_all": puzzle.needs_all,
            "needed": len(puzzle.solutions) if puzzle.needs_all else 1,
            "choices": list(puzzle.choices()),
            "labels": words["labels"],
            "found": list(attempt.found),
            "hints": list(hints[: attempt.hints]),
            "more_hints": attempt.hints < len(hints),
            "verdict": None if verdict is None else {
                "correct": verdict.correct,
                "explanation": verdict.explanation,
                "complete": verdict.complete,
            },
            "solved": attempt.solved,
            "finished": attempt.finished,
            "solution_seen": attempt.seen,
            "solution": sorted(puzzle.solutions) if attempt.shown else None,
            "index": self.index,
            "total": len(self.puzzles),
            "solved_count": self.solved,
            "solved_ids": [p.id for p, a in zip(self.puzzles, self.attempts) if a.solved],
        }


def _judged(puzzle: Puzzle, answer: str, found: tuple[str, ...], lang: str) -> Verdict:
    """``puzzle``'s verdict on ``answer``, in ``lang`` when the puzzle speaks it."""
    if isinstance(puzzle, SpokenPuzzle):
        return puzzle.check(answer, found, lang)
    return puzzle.check(answer, found)


def _words(puzzle: Puzzle, lang: str) -> dict[str, Any]:
    """``puzzle``'s kind, question and choice labels, in ``lang`` when the puzzle speaks it."""
    if isinstance(puzzle, SpokenPuzzle):
        return {
            "kind_label": puzzle.kind_in(lang),
            "prompt": puzzle.prompt_in(lang),
            "labels": puzzle.labels(lang),
        }
    return {
        "kind_label": puzzle.kind,
        "prompt": puzzle.prompt,
        "labels": {c: c for c in puzzle.choices()},
    }


def _hints(puzzle: Puzzle, lang: str) -> tuple[str, ...]:
    """``puzzle``'s hints, in ``lang`` when the puzzle speaks it."""
    return puzzle.hints_in(lang) if isinstance(puzzle, SpokenPuzzle) else puzzle.hints
