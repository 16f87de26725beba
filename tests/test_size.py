"""The board's size: "normal" or "large" (a projector); synced to the front end, Python-owned."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from clans_widget import ClansWidget, Game
from clans_widget.export import BUNDLE, export_html
from tests.rules_helpers import random_game

STATE = re.compile(r'<script type="application/json" id="clans-replay-state">(.*?)</script>', re.S)


def board(**options: Any) -> ClansWidget:
    return ClansWidget(Game.new(3, seed=2), **options)


def test_a_board_is_normal_unless_asked_and_the_front_end_gets_its_size() -> None:
    assert board().size == "normal"
    large = board(size="large")
    assert large.size == "large"
    assert large.get_state()["size"] == "large"
    assert "size" in large.keys


def test_a_large_board_starts_with_the_forecast_off_unless_asked() -> None:
    assert board().forecast is True
    assert board(size="large").forecast is False
    assert board(size="large", forecast=True).forecast is True
    assert board(forecast=False).forecast is False


@pytest.mark.parametrize("size", ["huge", "Large", "", None, 2])
def test_a_bad_size_is_refused_naming_the_sizes(size: Any) -> None:
    with pytest.raises(ValueError, match="size must be one of 'normal', 'large', not "):
        board(size=size)
    w = board(size="large")
    with pytest.raises(ValueError, match="'normal', 'large'"):
        w.size = size
    assert w.size == "large"


def test_python_may_change_the_size_and_the_front_end_may_not() -> None:
    w = board()
    w.size = "large"
    assert w.get_state()["size"] == "large"
    echoed: list[Any] = []
    w.send_state = lambda key=None: echoed.append(key)
    w.set_state({"size": "normal"})
    assert w.size == "large"
    assert "size" in w.error and "Python owns it" in w.error
    assert ["size"] in echoed, "the front end gets the true size back"


@pytest.mark.skipif(not BUNDLE.exists(), reason="front end not built: npm run build")
def test_an_exported_page_and_a_downloaded_one_keep_the_size() -> None:
    record = random_game(2, seed=5, plies=8).record
    pages = {"normal": export_html(record), "large": export_html(record, size="large")}
    for size, page in pages.items():
        found = STATE.search(page)
        assert found
        state = json.loads(found.group(1))
        assert (state["size"], state["forecast"]) == (size, size == "normal")
    with pytest.raises(ValueError, match="'normal', 'large'"):
        export_html(record, size="projector")
    downloaded = ClansWidget(record=record, size="large").download("page")["text"]
    found = STATE.search(downloaded)
    assert found and json.loads(found.group(1))["size"] == "large"
