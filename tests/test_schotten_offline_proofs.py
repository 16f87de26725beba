"""Schotten Totten's proofs on a board with no kernel: a board keeps, beside its frames, the
proof of every stone worth explaining at each position of the line shown (its ``answers``
trait, clans_widget/core/offline.py), so a saved notebook with its kernel off and the static
site show them as the exported page does; a puzzle's board and Clans and Glory's keep none."""

from __future__ import annotations

import json
from typing import Any

from clans_widget import ClansWidget, Game, GameBoard, schotten
from clans_widget.export import export_html
from clans_widget.games.schotten.puzzles import PUZZLES
from clans_widget.site import board_traits
from tests.frame_helpers import send
from tests.test_schotten_export import page_state
from tests.twins import schotten_twin


def crossing(board: Any) -> dict[str, Any]:
    """The ``answers`` trait as it crosses to the front end and is saved."""
    state: dict[str, Any] = board.get_state("answers")["answers"]
    return state


def test_a_boards_saved_proofs_are_the_exported_pages() -> None:
    record = schotten_twin(8, 0, 30)[0]
    board = GameBoard(record=record, viewer=0)
    assert crossing(board)["shared"]
    assert crossing(board) == page_state(export_html(record, 0))["answers"]
    saved = {"_anywidget_id": "clans_widget.board.GameBoard", **board.get_state()}
    traits = board_traits(json.loads(json.dumps(saved)))
    assert traits is not None and traits["answers"] == crossing(board)


def test_a_move_sends_the_proofs_of_the_new_positions_only() -> None:
    board = GameBoard(schotten.Game.new(4), viewer="all")
    sent: list[Any] = []
    board.send = sent.append  # type: ignore[method-assign]
    for _ in range(12):
        send(board, {"kind": "play", "move": str(board.game.legal_moves()[0])})
    assert sent == []  # a move's frames cross with its traits, in frames_step
    step = board.frames_step
    assert step["start"] == 12 and len(step["answers"]) == len(step["frames"]) == 1
    assert len(board.answers) == len(board.frames)
    whole = export_html(board.session.record, "all")
    assert crossing(board) == page_state(whole)["answers"]


def test_twin_boards_save_the_same_proofs() -> None:
    real, made = schotten_twin(5, 1, 34)
    saved = [json.dumps(crossing(GameBoard(record=r, viewer=1))) for r in (real, made)]
    assert saved[0] == saved[1] and json.loads(saved[0])["shared"]


def test_puzzles_and_clans_and_glory_keep_no_answers() -> None:
    assert GameBoard(puzzle=PUZZLES[0]).answers == []
    clans = ClansWidget(Game.new(2, seed=1))
    assert clans.answers == [] and crossing(clans) == {}
