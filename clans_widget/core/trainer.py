"""A learner working through puzzles: which one is shown, the answers found, the hints taken,
and which puzzles are solved. Plain Python with no widget imports; the widget shows it. Any
game's puzzles do (:class:`Puzzle`; Clans and Glory's are in :mod:`clans_widget.puzzles`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable


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
            raise ValueError("give one puzzle or a list of puzzles from clans_widget.puzzles")
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

    def answer(self, answer: str) -> Verdict:
        """Check an answer to the puzzle shown and remember it."""
        attempt = self.attempt
        if attempt.finished:
            raise ValueError("this puzzle is finished: retry it or go to the next one")
        if self.puzzle.needs_all and answer in attempt.found:
            raise ValueError(f"{answer} is found already")
        verdict = self.puzzle.check(answer, attempt.found)
        attempt.verdict = verdict
        if verdict.correct and self.puzzle.needs_all:
            attempt.found.append(answer)
        attempt.solved = verdict.complete and not attempt.seen
        return verdict

    def hint(self) -> str:
        """The next hint, gentle first."""
        attempt, hints = self.attempt, self.puzzle.hints
        if attempt.hints >= len(hints):
            raise ValueError("there is no further hint: show the solution")
        attempt.hints += 1
        return hints[attempt.hints - 1]

    def show_solution(self) -> None:
        """Show the answers; the puzzle counts as not solved, even answered after a Retry."""
        self.attempt.shown = self.attempt.seen = True

    def retry(self) -> None:
        """Start the puzzle shown afresh (a solution shown before still keeps it from counting)."""
        self.attempts[self.index] = Attempt(seen=self.attempt.seen)

    def go(self, index: int) -> None:
        """Show puzzle ``index`` (0-based)."""
        if isinstance(index, bool) or not isinstance(index, int):
            raise ValueError(f"there is no puzzle {index!r}")
        if not 0 <= index < len(self.puzzles):
            raise ValueError(f"there is no puzzle {index + 1}: puzzles 1-{len(self.puzzles)}")
        self.index = index

    def state(self) -> dict[str, Any]:
        """What the front end draws: the puzzle shown, the learner's work, and progress."""
        puzzle, attempt = self.puzzle, self.attempt
        verdict = attempt.verdict
        return {
            "id": puzzle.id,
            "kind": puzzle.kind,
            "lesson": puzzle.lesson,
            "prompt": puzzle.prompt,
            "answer": puzzle.answer,
            "needs_all": puzzle.needs_all,
            "needed": len(puzzle.solutions) if puzzle.needs_all else 1,
            "choices": list(puzzle.choices()),
            "found": list(attempt.found),
            "hints": list(puzzle.hints[: attempt.hints]),
            "more_hints": attempt.hints < len(puzzle.hints),
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
