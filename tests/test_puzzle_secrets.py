"""A puzzle board keeps its answers until the puzzle is answered: before that, nothing it sends
(frames, traits, messages, its text picture) holds legal moves, a score or a forecast, so
"where may it go", "who takes" and "who wins" cannot be read off the page. A puzzle whose
solution was shown is never counted as solved, even after a Retry; a puzzle board saves no file.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from clans_widget import ClansWidget
from clans_widget.frames import result_text
from clans_widget.puzzles import KINDS, PUZZLES, Puzzle
from clans_widget.savedstate import frames_to_json
from clans_widget.trainer import Trainer
from tests.frame_helpers import send

FIRST = {kind: next(p for p in PUZZLES if p.kind == kind) for kind in KINDS}


class Board:
    """A puzzle board and every message it sent."""

    def __init__(self, puzzle: Puzzle | list[Puzzle]) -> None:
        self.sent: list[dict[str, Any]] = []
        self.w = ClansWidget(puzzle=puzzle)
        self.w.send = lambda content, buffers=None: self.sent.append(content)  # type: ignore[method-assign]

    def frames_sent(self) -> list[dict[str, Any]]:
        """Every frame that crossed: the trait as saved, and each frames message's deltas."""
        saved = json.loads(json.dumps(frames_to_json(self.w.frames)))
        messages = [f for m in self.sent if m.get("kind") == "frames" for f in m["frames"]]
        return [*self.w.frames, *saved, *messages]


def free_seats(frame: dict[str, Any]) -> list[str]:
    return [s["seat"] for s in frame["seats"] if s["card"] is None and not s["down"]]


def assert_nothing_given_away(board: Board) -> None:
    w = board.w
    send(w, {"kind": "sync"})  # a new view: every frame, legal moves and all, crosses
    frames = board.frames_sent()
    assert frames
    for frame in frames:
        assert frame.get("score") is None, "the score says who takes and who wins"
        legal = frame.get("legal")
        if legal is None:
            continue
        # a move puzzle: every free seat for every card, no reasons, nothing face down
        assert w.puzzle["answer"] == "move" and legal["open"] is True
        assert legal["face_down"] is False
        hand = next(h["cards"] for h in w.frames[-1]["hands"] if h["player"] == legal["player"])
        assert sorted(legal["cards"]) == sorted(hand)
        for seats in legal["cards"].values():
            assert seats == [{"seat": s} for s in free_seats(w.frames[-1])]
    state = json.dumps(w.get_state(), default=str)
    assert '"score"' not in state.replace('"score": null', "")
    assert not [m for m in board.sent if m.get("kind") in ("preview", "download")]
    game = w.trainer.puzzle.game  # type: ignore[union-attr]
    assert result_text(game.score(), game.names) not in w.text()
    assert w.puzzle["solution"] is None


@pytest.mark.parametrize("kind", list(KINDS))
def test_before_it_is_answered_a_puzzle_sends_no_legal_moves_score_or_forecast(kind: str) -> None:
    board = Board(FIRST[kind])
    assert_nothing_given_away(board)
    send(board.w, {"kind": "preview", "move": "6g@Cn2"})
    assert "no forecast in a puzzle" in board.w.error
    send(board.w, {"kind": "hint"})  # the puzzle's own hint gives nothing of that away
    assert_nothing_given_away(board)


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: p.id)
def test_a_wrong_answer_keeps_the_answers_hidden(puzzle: Puzzle) -> None:
    board = Board(puzzle)
    wrong = wrong_answer(puzzle)
    board.w.answer(wrong)
    assert board.w.puzzle["verdict"]["correct"] is False
    assert_nothing_given_away(board)


def wrong_answer(puzzle: Puzzle) -> str:
    if puzzle.answer == "seat":
        candidates = [str(s) for s in puzzle.game.layout.seats]
    elif puzzle.answer == "move":
        candidates = [str(m) for m in puzzle.game.legal_moves()]
    else:
        candidates = list(puzzle.choices())
    return next(a for a in candidates if not puzzle.check(a).correct)


def answer_all(w: ClansWidget, puzzle: Puzzle) -> None:
    for answer in sorted(puzzle.solutions) if puzzle.needs_all else [min(puzzle.solutions)]:
        w.answer(answer)


@pytest.mark.parametrize("kind", list(KINDS))
def test_once_answered_the_board_shows_the_score_again(kind: str) -> None:
    puzzle = FIRST[kind]
    board = Board(puzzle)
    answer_all(board.w, puzzle)
    assert board.w.puzzle["solved"] and board.w.puzzle["finished"]
    assert all(f["score"] is not None for f in board.w.frames)
    message = next(m for m in board.sent if m.get("kind") == "frames")
    assert message["start"] == 0 and message["frames"][0]["score"] is not None


def test_the_solution_shown_sends_the_answers_and_retry_hides_them_again() -> None:
    board = Board(FIRST["who-takes"])
    send(board.w, {"kind": "solution"})
    assert board.w.puzzle["solution"] and board.w.frames[-1]["score"] is not None
    send(board.w, {"kind": "retry"})
    assert board.w.frames[-1]["score"] is None


@pytest.mark.parametrize("kind", list(KINDS))
def test_solution_then_retry_then_the_answer_is_not_solved(kind: str) -> None:
    puzzle = FIRST[kind]
    board = Board([puzzle, FIRST["winner" if kind != "winner" else "touching"]])
    w = board.w
    send(w, {"kind": "solution"})
    send(w, {"kind": "retry"})
    assert w.puzzle["solution"] is None and w.puzzle["solution_seen"] is True
    answer_all(w, puzzle)
    assert w.puzzle["verdict"]["complete"] is True and w.puzzle["finished"] is True
    assert w.puzzle["solved"] is False
    assert w.puzzle["solved_count"] == 0 and w.puzzle["solved_ids"] == []
    assert w.trainer is not None and w.trainer.solved == 0
    with pytest.raises(ValueError, match="finished"):
        w.answer(min(puzzle.solutions))
    send(w, {"kind": "retry"})  # the solution stays seen: a second Retry does not wash it out
    answer_all(w, puzzle)
    assert w.puzzle["solved_count"] == 0


def test_a_puzzle_solved_without_the_solution_still_counts() -> None:
    trainer = Trainer([FIRST["winner"], FIRST["where"]])
    trainer.answer(min(FIRST["winner"].solutions))
    assert trainer.solved == 1
    trainer.go(1)
    trainer.show_solution()
    trainer.go(0)
    assert trainer.solved == 1 and trainer.state()["solved_ids"] == [FIRST["winner"].id]


@pytest.mark.parametrize("what", ["record", "page", "anything"])
def test_a_puzzle_board_downloads_nothing(what: str) -> None:
    board = Board(FIRST["steal"])
    assert board.w.downloads == []
    send(board.w, {"kind": "download", "what": what})
    assert board.w.error == (
        "a puzzle board saves nothing: a saved page or record would give the answers away"
    )
    assert not [m for m in board.sent if m.get("kind") == "download"]
    with pytest.raises(ValueError, match="puzzle board saves nothing"):
        board.w.download(what)


READING = [p for p in PUZZLES if p.kind in ("who-takes", "winner")]


@pytest.mark.parametrize("puzzle", READING, ids=lambda p: p.id)
def test_a_wrong_answer_does_not_say_who_takes_or_who_wins(puzzle: Puzzle) -> None:
    (right,) = puzzle.solutions
    for wrong in puzzle.choices():
        if wrong == right:
            continue
        board = Board(puzzle)
        board.w.answer(wrong)
        verdict = board.w.puzzle["verdict"]
        assert verdict["correct"] is False
        assert right not in verdict["explanation"].replace(wrong, ""), verdict["explanation"]
        assert_nothing_given_away(board)
