"""What kind of board a widget is: an ordinary one (play or replay), or a puzzle's.

The board asks its mode, never whether it has a trainer: what a mode refuses (a review, a
hint, a download, a forecast), how its frames are withheld while a puzzle is open, and which
intents it takes itself. A puzzle's words (its ``puzzle`` trait, its verdicts and refusals)
are in the board's language (:attr:`GameBoard.speaking`), worked out again when it changes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from .core.registry import game_of
from .core.session import Session
from .core.trainer import Puzzle, Trainer, Verdict
from .i18n import DEFAULT, say
from .i18n.sentence import said

if TYPE_CHECKING:
    from .board import GameBoard

Refusable = Literal["review", "hint", "download", "preview"]
"""What a mode may refuse that an ordinary board allows."""
PUZZLE_INTENTS = ("play", "undo", "answer", "hint", "solution", "retry", "puzzle")
"""In puzzle mode these go to the puzzle (a played move is an answer, a hint is the puzzle's)."""
PUZZLE_ONLY = ("answer", "solution", "retry", "puzzle")
"""The intents that mean something on a puzzle's board only."""
NO_PUZZLE = said("error.no_puzzle")
"""What a board with no puzzle says to a puzzle's request."""
PuzzleFrame = Callable[[dict[str, Any], str], dict[str, Any]]
"""A game presenter's ``puzzle_frame(frame, answer)``: a frame as an open puzzle shows it."""


class BoardMode:
    """An ordinary board: it refuses nothing the session allows and shows its frames whole."""

    name = "board"

    @property
    def trainer(self) -> Trainer[Puzzle] | None:
        """The puzzles and the learner's progress; None on an ordinary board."""
        return None

    def refusal(self, what: Refusable, lang: str | None = None) -> str | None:
        """Why this kind of board refuses ``what`` (in ``lang``, else the language it was
        last shown in); None when it does not."""
        return None

    @property
    def open(self) -> bool:
        """A puzzle is shown and not yet answered (its frames are withheld)."""
        return False

    def frames(self, frames: list[dict[str, Any]], lang: str = DEFAULT) -> list[dict[str, Any]]:
        """The frames (in ``lang``) as this kind of board sends them."""
        return frames

    def takes(self, kind: str) -> bool:
        """Whether this mode answers intent ``kind`` itself (else the board does)."""
        return kind in PUZZLE_ONLY  # only to refuse them

    def intent(self, kind: str, content: dict[str, Any], board: GameBoard) -> None:
        """Answer intent ``kind`` (one this mode :meth:`takes`)."""
        raise ValueError(NO_PUZZLE)

    def state(self, lang: str = DEFAULT) -> dict[str, Any]:
        """The ``puzzle`` trait, its words in ``lang``: empty on an ordinary board."""
        return {}


class PuzzleMode(BoardMode):
    """A puzzle's board: the trainer's puzzles, answered by clicks; nothing on the board may
    give an answer away while a puzzle is open."""

    name = "puzzle"
    REFUSALS: ClassVar[dict[str, str]] = {
        "review": "puzzle.refuse.review",
        "hint": "puzzle.refuse.hint",
        "download": "puzzle.refuse.download",
        "preview": "puzzle.refuse.preview",
    }
    """What a puzzle's board refuses, by catalogue id (``review``'s: working the answer out is
    the puzzle)."""

    def __init__(
        self, trainer: Trainer[Puzzle], puzzle_frame: PuzzleFrame, presenter: Any = None
    ) -> None:
        self._trainer = trainer
        self._puzzle_frame = puzzle_frame
        self._presenter = presenter  # its `speaking(lang)` words the open puzzle's frames
        self._lang = DEFAULT  # the language the puzzle was last shown in

    @property
    def trainer(self) -> Trainer[Puzzle]:
        return self._trainer

    @classmethod
    def of(cls, puzzle: Puzzle | Sequence[Puzzle]) -> PuzzleMode:
        """The mode of a board over one puzzle or a list of them, all of one game (the one
        their positions' records name); its presenter withholds what an open puzzle asks."""
        trainer = Trainer([puzzle] if isinstance(puzzle, Puzzle) else puzzle)
        games = {game_of(p.game.record) for p in trainer.puzzles}
        if len(games) != 1:
            raise ValueError(said("board.one_game_puzzles"))
        presenter = games.pop().presenter
        withhold = getattr(presenter, "puzzle_frame", None)
        if withhold is None:
            raise ValueError(said("board.no_puzzles"))
        return cls(trainer, withhold, presenter)

    @property
    def game(self) -> Any:
        """The puzzle shown, as a game at its own position."""
        return self.trainer.puzzle.game

    def viewer(self, default: Any) -> Any:
        """Whose view the puzzle shown is seen from: the puzzle's own viewer (the player to
        move, whose information is all the question may use) when it names one, else the
        board's."""
        return getattr(self.trainer.puzzle, "viewer", default)

    def refusal(self, what: Refusable, lang: str | None = None) -> str | None:
        return say(self.REFUSALS[what], lang or self._lang)

    @property
    def open(self) -> bool:
        return not self.trainer.attempt.finished

    def frames(self, frames: list[dict[str, Any]], lang: str = DEFAULT) -> list[dict[str, Any]]:
        if not self.open:
            return frames
        speaking = getattr(self._presenter, "speaking", None)
        withhold = self._puzzle_frame if speaking is None else speaking(lang).puzzle_frame
        return [withhold(f, self.trainer.puzzle.answer) for f in frames]

    def takes(self, kind: str) -> bool:
        return kind in PUZZLE_INTENTS

    def state(self, lang: str = DEFAULT) -> dict[str, Any]:
        self._lang = lang
        return self.trainer.state(lang)

    def answer(self, answer: str, board: GameBoard) -> Verdict:
        """Answer the puzzle shown on ``board``, as a click would (the verdict in the
        board's language)."""
        trainer = self.trainer
        was_open = self.open
        verdict = trainer.answer(answer, board.speaking)
        self._show_answered(was_open, board)
        if verdict.correct and trainer.puzzle.answer == "move":
            board.session.goto(0, trainer.puzzle.game.ply)  # the puzzle's own position
            board.session.play(answer)  # show what the right move does
            board._refresh()
        board.puzzle = self.state(board.speaking)
        return verdict

    def intent(self, kind: str, content: dict[str, Any], board: GameBoard) -> None:
        trainer = self.trainer
        session = board.session
        lang = board.speaking
        if kind == "play":
            session.check_at(content.get("line"), content.get("ply"))
            if (session.line, session.ply) != (0, trainer.puzzle.game.ply):
                raise ValueError(say("puzzle.refuse.elsewhere", lang))
            self.answer(str(board._read_move(content.get("move"))), board)
        elif kind == "answer":
            text = content.get("answer")
            if not isinstance(text, str) or len(text) > 40:
                raise ValueError(say("puzzle.refuse.long", lang))
            self.answer(text, board)
        elif kind == "hint":
            trainer.hint(lang)
        elif kind == "solution":
            was_open = self.open
            trainer.show_solution()
            self._show_answered(was_open, board)
        elif kind == "undo":
            raise ValueError(say("puzzle.refuse.undo", lang))
        elif kind == "retry":
            trainer.retry()
            self.show(board)
        else:
            self.go(content.get("index"), board)  # type: ignore[arg-type]
        board.puzzle = self.state(lang)

    def go(self, index: int, board: GameBoard) -> None:
        """Show puzzle ``index`` (0-based), as Next and Previous do."""
        self.trainer.go(index, board.speaking)
        self.show(board)

    def show(self, board: GameBoard) -> None:
        """Show the trainer's puzzle on ``board``, from its start."""
        board._restart(Session(self.trainer.puzzle.game.record, self.viewer(board.session.viewer)))
        board.puzzle = self.state(board.speaking)

    def _show_answered(self, was_open: bool, board: GameBoard) -> None:
        """Once the puzzle shown is answered, or its solution shown, send its frames whole."""
        if was_open and not self.open:
            board._resend_frames()
