"""A Schotten Totten round as a standalone page (clans_widget.export, Save page on its board):
the same page maker as Clans and Glory's, as the viewer sees the round, and byte-identical
for two rounds that differ only in cards that viewer never saw."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from clans_widget import GameBoard, schotten
from clans_widget.export import export_html
from clans_widget.games.schotten.proof import proof
from tests.twins import schotten_tactic_twin, schotten_twin

STATE = re.compile(r'<script type="application/json" id="clans-replay-state">(.*?)</script>', re.S)


def page_state(page: str) -> dict[str, Any]:
    found = STATE.search(page)
    assert found is not None
    state: dict[str, Any] = json.loads(found.group(1))
    return state


@pytest.mark.parametrize("viewer", [0, 1, "spectator"])
def test_twin_rounds_give_a_viewer_the_same_page(viewer: Any) -> None:
    real, made = schotten_twin(8, viewer, 30)
    pages = [export_html(r, viewer) for r in (real, made)]
    assert pages[0] == pages[1]
    assert export_html(real) != export_html(made)  # the page that shows everything differs


@pytest.mark.parametrize("viewer", [0, 1, "spectator"])
def test_twin_rounds_give_a_viewer_the_same_proofs_on_the_page(viewer: Any) -> None:
    """The proofs a page holds for its stones read only the table and the public counts: two
    rounds that differ only in cards the viewer never saw give the same page, proofs and all."""
    for real, made in (schotten_twin(3, viewer, 36), schotten_tactic_twin(5, viewer, 40)):
        pages = [export_html(r, viewer) for r in (real, made)]
        assert page_state(pages[0])["answers"]["shared"], "no proof on the page to compare"
        assert pages[0] == pages[1]


def test_the_page_holds_each_stones_proof_as_a_live_board_answers_it() -> None:
    """Every open stone with a claim to judge, at every position of the line, has the proof a
    live board sends for it (each distinct proof once); no other stone has one."""
    record = schotten_twin(8, 0, 30)[0]
    answers = page_state(export_html(record, 0))["answers"]
    game = record.game()
    plies = len(game.moves)
    shown = 0
    for ply in range(plies, -1, -1):
        at = answers["at"].get(str(ply), {})
        for stone in range(1, 10):
            live = proof(game, stone)
            key = f"explain:{stone}"
            if live["claim"] is None:
                assert key not in at
            else:
                assert answers["shared"][at[key]] == live
                shown += 1
        if ply:
            game.undo()
    assert shown > len(answers["shared"]) >= 5  # identical proofs are kept once


def test_the_page_is_a_plain_replay_of_the_round_titled_by_its_game() -> None:
    record = schotten_twin(8, 0, 30)[0]
    page = export_html(record, 0)
    assert "<title>Schotten Totten: " in page
    state = page_state(page)
    assert state["read_only"] is True and state["downloads"] == [] and state["mode"] == "replay"
    frames = state["frames"]
    assert len(frames) == len(record.game().moves) + 1
    assert all(f.get("legal") is None for f in frames if "legal" in f)


def test_the_board_saves_its_page() -> None:
    board = GameBoard(schotten.Game.new(6), viewer=0)
    assert board.downloads == ["page"]
    board.play(str(board.game.legal_moves()[0]))
    saved = board.download("page")
    assert saved["name"].startswith("schotten-totten-") and saved["name"].endswith(".html")
    assert saved["text"] == export_html(board.session.record, 0)
