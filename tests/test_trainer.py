"""Puzzles as a learner meets them: the Trainer's progress, and the widget's puzzle mode."""

from __future__ import annotations

from typing import Any

import pytest

from clans_widget import ClansWidget, Game
from clans_widget.puzzles import PUZZLES, Puzzle
from clans_widget.trainer import Trainer
from tests.frame_helpers import send


def first(kind: str) -> Puzzle:
    return next(p for p in PUZZLES if p.kind == kind)


def wrong_seat(puzzle: Puzzle) -> str:
    return next(str(s) for s in puzzle.game.layout.seats if str(s) not in puzzle.solutions)


def test_a_needs_all_puzzle_is_solved_when_the_last_answer_is_found() -> None:
    puzzle = first("touching")
    trainer = Trainer([puzzle])
    wrong = trainer.answer(wrong_seat(puzzle))
    assert not wrong.correct and not trainer.attempt.solved
    *most, last = sorted(puzzle.solutions)
    for seat in most:
        assert trainer.answer(seat).correct and not trainer.attempt.solved
    with pytest.raises(ValueError, match="found already"):
        trainer.answer(most[0])
    assert trainer.answer(last).complete and trainer.solved == 1
    with pytest.raises(ValueError, match="finished"):
        trainer.answer(last)


def test_hints_come_one_at_a_time_and_then_run_out() -> None:
    puzzle = first("steal")
    trainer = Trainer([puzzle])
    shown = [trainer.hint() for _ in puzzle.hints]
    assert shown == list(puzzle.hints) and trainer.state()["more_hints"] is False
    with pytest.raises(ValueError, match="no further hint"):
        trainer.hint()


def test_a_shown_solution_does_not_count_even_after_a_retry() -> None:
    trainer = Trainer([first("who-takes"), first("winner")])
    trainer.show_solution()
    state = trainer.state()
    assert state["solution"] == sorted(first("who-takes").solutions) and trainer.solved == 0
    trainer.retry()
    assert trainer.state()["solution"] is None and trainer.state()["solution_seen"]
    assert trainer.answer(next(iter(first("who-takes").solutions))).complete
    trainer.go(1)
    assert trainer.state()["index"] == 1 and trainer.state()["solved_count"] == 0
    trainer.answer(next(iter(first("winner").solutions)))
    assert trainer.state()["solved_count"] == 1
    with pytest.raises(ValueError, match="no puzzle 3"):
        trainer.go(2)


def test_a_trainer_needs_puzzles() -> None:
    with pytest.raises(ValueError, match="list of puzzles"):
        Trainer([])
    with pytest.raises(ValueError, match="list of puzzles"):
        Trainer(["touching-1"])  # type: ignore[list-item]


# --- the widget -------------------------------------------------------------------------------


def puzzle_widget(*puzzles: Puzzle) -> ClansWidget:
    return ClansWidget(puzzle=list(puzzles))


def test_a_seat_answer_from_the_front_end_gets_a_verdict_and_progress() -> None:
    puzzle = first("where")
    w = puzzle_widget(puzzle, first("who-takes"))
    assert w.mode == "puzzle" and w.puzzle["prompt"] == puzzle.prompt
    send(w, {"kind": "answer", "answer": wrong_seat(puzzle)})
    assert w.puzzle["verdict"]["correct"] is False and w.puzzle["verdict"]["explanation"]
    send(w, {"kind": "hint"})
    assert w.puzzle["hints"] == [puzzle.hints[0]]
    for seat in sorted(puzzle.solutions):
        send(w, {"kind": "answer", "answer": seat})
        assert w.error == ""
    assert w.puzzle["solved"] and w.puzzle["solved_count"] == 1
    assert w.puzzle["found"] == sorted(puzzle.solutions)


def test_a_move_answer_is_a_played_move_and_a_right_one_is_shown_on_the_board() -> None:
    puzzle = first("steal")
    w = puzzle_widget(puzzle)
    start = len(w.frames)
    wrong = next(str(m) for m in puzzle.game.legal_moves() if str(m) not in puzzle.solutions)
    send(w, {"kind": "play", "move": wrong})
    assert w.puzzle["verdict"]["correct"] is False and len(w.frames) == start
    send(w, {"kind": "play", "move": sorted(puzzle.solutions)[0]})
    assert w.puzzle["solved"] and len(w.frames) == start + 1


def test_a_player_answer_and_the_next_puzzle() -> None:
    who, winner = first("who-takes"), first("winner")
    w = puzzle_widget(who, winner)
    assert set(w.puzzle["choices"]) >= who.solutions
    send(w, {"kind": "answer", "answer": next(iter(who.solutions))})
    assert w.puzzle["solved"]
    send(w, {"kind": "puzzle", "index": 1})
    assert w.puzzle["id"] == winner.id and w.puzzle["solved_ids"] == [who.id]
    assert w.frames[-1]["over"] is True, "the board shows the next puzzle's position"
    w.show_puzzle(0)
    assert w.puzzle["id"] == who.id and w.frames[-1]["over"] is False


def test_in_a_puzzle_there_is_no_undo_no_preview_and_bad_answers_are_refused() -> None:
    w = puzzle_widget(first("steal"))
    sent: list[Any] = []
    w.send = sent.append
    send(w, {"kind": "undo"})
    assert "Retry" in w.error
    send(w, {"kind": "preview", "move": sorted(first("steal").solutions)[0]})
    assert "no forecast in a puzzle" in w.error and sent == []
    send(w, {"kind": "answer", "answer": ["Bn2"]})
    assert "an answer is" in w.error
    send(w, {"kind": "puzzle", "index": 7})
    assert "no puzzle 8" in w.error


def test_outside_puzzle_mode_puzzle_intents_are_refused() -> None:
    w = ClansWidget(Game.new(2, seed=1))
    send(w, {"kind": "solution"})  # a hint outside puzzle mode is the analysis's (test_hint.py)
    assert "shows no puzzle" in w.error and w.puzzle == {}


def test_a_widget_takes_one_kind_of_start() -> None:
    with pytest.raises(ValueError, match="one of"):
        ClansWidget(Game.new(2, seed=1), puzzle=first("steal"))
    assert ClansWidget(puzzle=first("steal")).puzzle["total"] == 1


def test_a_move_answer_counts_only_at_the_puzzles_own_position() -> None:
    from clans_widget.puzzles import generate

    puzzle = generate("steal", 3)
    assert puzzle.game.ply > 0
    w = ClansWidget(puzzle=puzzle)
    w.position = 0
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    assert "puzzle's own position" in w.error and not w.puzzle["solved"]
    w.answer(sorted(puzzle.solutions)[0])  # from Python: judged and shown at its position
    assert w.puzzle["solved"] and w.position == puzzle.game.ply + 1
