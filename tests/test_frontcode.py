"""The front end's code is kept once per kernel, not once per board (clans_widget/frontcode.py)."""

from __future__ import annotations

import sys
import types

import pytest

from clans_widget import ClansWidget, Game
from clans_widget.frontcode import BUNDLE, LOADER, code_holder

pytestmark = pytest.mark.skipif(
    not (BUNDLE.exists() and LOADER.exists()), reason="front end not built: npm run build"
)


def state(widget: ClansWidget) -> dict[str, object]:
    """What the front end gets, serialized as the comm sends it."""
    return dict(widget.get_state())


def test_boards_share_one_copy_of_the_code_and_each_keeps_only_a_small_loader() -> None:
    boards = [ClansWidget(Game.new(2, seed=s)) for s in (1, 2, 3)]
    holder = code_holder()
    bundle = BUNDLE.read_text(encoding="utf-8")
    assert holder.get_state()["code"] == bundle
    for board in boards:
        sent = state(board)
        assert sent["_code"] == f"IPY_MODEL_{holder.model_id}"
        assert sent["_esm"] == LOADER.read_text(encoding="utf-8")
        assert len(str(sent["_esm"])) < len(bundle) / 20


def test_a_forged_code_reference_from_the_front_end_is_refused() -> None:
    board = ClansWidget(Game.new(2, seed=1))
    board.set_state({"_code": "IPY_MODEL_forged"})
    assert "may not set _code" in board.error
    assert board._code is code_holder()


def test_in_marimo_each_board_keeps_the_whole_bundle(monkeypatch: pytest.MonkeyPatch) -> None:
    marimo = types.ModuleType("marimo")
    marimo.running_in_notebook = lambda: True  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "marimo", marimo)
    sent = state(ClansWidget(Game.new(2, seed=1)))
    assert sent["_code"] is None
    assert sent["_esm"] == BUNDLE.read_text(encoding="utf-8")


def test_with_hot_reload_each_board_keeps_the_whole_bundle(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("ANYWIDGET_HMR", "1")
    sent = state(ClansWidget(Game.new(2, seed=1)))
    assert sent["_code"] is None
    assert sent["_esm"] == BUNDLE.read_text(encoding="utf-8")
