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
from tests.twins import schotten_twin

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
