"""Schotten Totten's puzzles on the board (``GameBoard(puzzle=...)``): the same puzzle mode as
Clans and Glory's, seen by the player to move, with what would give the answer away withheld
until it is answered, answered through the front end's intents, and the same bytes for twin
deals."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from clans_widget import ClansWidget, GameBoard
from clans_widget.games.schotten.puzzles import PUZZLES, generate
from clans_widget.games.schotten.puzzles.model import Puzzle, pose
from tests.frame_helpers import send
from tests.test_game_board import shown, transcript
from tests.test_schotten_puzzles import every_answer, hidden_swapped

BY_ANSWER = {a: next(p for p in PUZZLES if p.answer == a) for a in ("choice", "card", "move")}


def wrong(puzzle: Puzzle) -> str:
    return next(a for a in every_answer(puzzle) if a not in puzzle.solutions)


def answer_intent(puzzle: Puzzle, answer: str, board: GameBoard) -> dict[str, Any]:
    """What the front end sends for ``answer``: a move is played, anything else answered."""
    if puzzle.answer == "move":
        return {"kind": "play", "move": answer, "line": board.line, "ply": board.position}
    return {"kind": "answer", "answer": answer}


def test_a_puzzle_board_shows_the_mover_s_view_and_withholds_the_answer() -> None:
    puzzle = BY_ANSWER["choice"]
    board = GameBoard(puzzle=puzzle)
    assert board.mode == "puzzle" and board.viewer == puzzle.viewer
    assert board.puzzle["prompt"] == puzzle.prompt and board.puzzle["choices"] == list(
        puzzle.choices()
    )
    frame = board.frames[board.position]
    hands = {h["player"]: h["cards"] for h in frame["hands"]}
    assert hands[1 - puzzle.viewer] is None  # the rival's hand stays hidden
    assert hands[puzzle.viewer] == list(puzzle.game.hands[puzzle.viewer])
    assert all(s["formations"] == [None, None] and not s["claimable"] for s in frame["stones"])
    assert frame["legal"] is None and board.downloads == []
    whole = board.definition.presenter.frame(puzzle.game, puzzle.viewer)
    assert any(any(s["formations"]) for s in whole["stones"])  # so something was withheld

    send(board, {"kind": "answer", "answer": sorted(puzzle.solutions)[0]})
    assert board.error == "" and board.puzzle["solved"] is True
    assert board.frames[board.position]["stones"] == whole["stones"]  # answered: sent whole


@pytest.mark.parametrize("kind", ["choice", "card", "move"])
def test_each_kind_of_answer_is_judged_through_the_front_ends_intents(kind: str) -> None:
    puzzle = BY_ANSWER[kind]
    board = GameBoard(puzzle=puzzle)
    start = board.position
    send(board, answer_intent(puzzle, wrong(puzzle), board))
    verdict = board.puzzle["verdict"]
    assert board.error == "" and verdict["correct"] is False and not board.puzzle["solved"]
    assert board.position == start  # a wrong move is not played
    right = sorted(puzzle.solutions)[0]
    send(board, answer_intent(puzzle, right, board))
    assert board.error == "" and board.puzzle["solved"] is True
    if kind == "move":  # the right move is played, to show what it does
        assert board.session.moves()[-1] == right and board.position == start + 1


def test_a_move_puzzle_lists_only_the_plays_until_answered() -> None:
    puzzle = BY_ANSWER["move"]
    board = GameBoard(puzzle=puzzle)
    moves = board.frames[board.position]["legal"]["moves"]
    plays = {str(m) for m in puzzle.game.legal_moves() if m.kind == "play"}
    assert {m["move"] for m in moves} == plays and all(m["kind"] == "play" for m in moves)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ({"kind": "answer", "answer": 7}, "an answer is one of the puzzle's"),
        ({"kind": "answer", "answer": "x" * 41}, "an answer is one of the puzzle's"),
        ({"kind": "play", "move": "9z@9"}, "not a move"),
        ({"kind": "undo"}, "press Retry"),
        ({"kind": "review"}, "no review in a puzzle"),
        ({"kind": "download", "what": "record"}, "a puzzle board saves nothing"),
        ({"kind": "puzzle", "index": 99}, "there is no puzzle 100"),
    ],
)
def test_a_forged_request_is_refused_and_changes_nothing(
    content: dict[str, Any], message: str
) -> None:
    board = GameBoard(puzzle=list(PUZZLES))
    before = (list(board.frames), board.position, dict(board.puzzle))
    send(board, content)
    assert message in board.error
    assert (list(board.frames), board.position, dict(board.puzzle)) == before


def test_next_shows_each_puzzle_from_its_own_mover_s_view() -> None:
    board = GameBoard(puzzle=list(PUZZLES))
    for index, puzzle in enumerate(PUZZLES):
        send(board, {"kind": "puzzle", "index": index})
        assert board.error == "" and board.puzzle["id"] == puzzle.id
        assert board.session.viewer == puzzle.viewer
        hands = {h["player"]: h["cards"] for h in board.frames[board.position]["hands"]}
        assert hands[1 - puzzle.viewer] is None


def test_boards_refuse_another_game_s_puzzles_and_mixed_lists() -> None:
    with pytest.raises(TypeError, match="another game's puzzles go on a GameBoard"):
        ClansWidget(puzzle=PUZZLES[0])  # type: ignore[arg-type]
    from clans_widget.puzzles import PUZZLES as CLANS_PUZZLES

    with pytest.raises(ValueError, match="all of one game"):
        GameBoard(puzzle=[PUZZLES[0], CLANS_PUZZLES[0]])
    with pytest.raises(ValueError, match="give one of"):
        GameBoard(PUZZLES[0].game, puzzle=PUZZLES[0])


def play_through(board: GameBoard, puzzle: Puzzle) -> list[bytes]:
    """A learner's whole visit: every hint, a wrong answer, the solution, a retry, every
    answer; everything the board sent and each error, as bytes."""
    sent = transcript(board)
    sent.append(shown(board.get_state()))
    for content in (
        {"kind": "hint"}, {"kind": "hint"}, answer_intent(puzzle, wrong(puzzle), board),
        {"kind": "play", "move": "5r@3", "line": 0, "ply": board.position},
        {"kind": "solution"}, {"kind": "retry"},
    ):
        send(board, content)
        sent.append(board.error.encode())
    for answer in every_answer(puzzle):
        send(board, {"kind": "retry"})
        send(board, answer_intent(puzzle, answer, board))
        sent.append(board.error.encode())
        sent.append(json.dumps(board.puzzle, sort_keys=True).encode())
    return sent


@pytest.mark.parametrize(
    "puzzle", [*BY_ANSWER.values(), *(generate(k, 3) for k in ("stop-claim", "which-card"))],
    ids=lambda p: p.id,
)
def test_twin_deals_give_a_puzzle_board_the_same_bytes(puzzle: Puzzle) -> None:
    """The same question on a deal whose hidden cards (the rival's hand, the deck) lie
    elsewhere: the learner's board sends the same bytes through a whole visit."""
    twin_game = hidden_swapped(puzzle.game, puzzle.viewer, random.Random(puzzle.id))
    twin = pose(puzzle.id, puzzle.lesson, twin_game, puzzle.question, puzzle.hints)
    outputs = [play_through(GameBoard(puzzle=p), p) for p in (puzzle, twin)]
    assert outputs[0] == outputs[1]
    whole = [GameBoard(p.game).frames for p in (puzzle, twin)]
    assert whole[0] != whole[1]  # a board that shows everything tells them apart
