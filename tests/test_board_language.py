"""A board's language (the ``lang`` trait): set by Python, checked, never by the front end."""

from __future__ import annotations

from typing import Any

import pytest

from clans_widget import ClansWidget, Game, GameBoard, schotten


def test_a_board_speaks_the_page_language_unless_told() -> None:
    assert ClansWidget(Game.new(2, seed=1)).lang is None
    assert ClansWidget(Game.new(2, seed=1), lang="fr").get_state()["lang"] == "fr"
    assert GameBoard(schotten.Game.new(3), lang="de").lang == "de"


@pytest.mark.parametrize("lang", ["es", "FR", "", "french", 7])
def test_a_language_not_offered_is_refused_naming_the_three(lang: Any) -> None:
    named = r"lang must be one of 'en' \(English\), 'fr' \(French\), 'de' \(German\)"
    with pytest.raises(ValueError, match=named):
        ClansWidget(Game.new(2, seed=1), lang=lang)
    board = GameBoard(schotten.Game.new(3), lang="de")
    with pytest.raises(ValueError, match="lang must be one of"):
        board.lang = lang
    assert board.lang == "de"


def test_python_changes_the_language_and_the_front_end_may_not() -> None:
    board = ClansWidget(Game.new(2, seed=1))
    board.lang = "de"
    assert board.get_state()["lang"] == "de"
    sent: list[Any] = []
    board.send_state = lambda key=None: sent.append(key)  # type: ignore[method-assign]
    board.set_state({"lang": "fr"})
    assert board.lang == "de"
    assert board.error == "die Oberfläche darf lang nicht setzen: es gehört Python"
    assert ["lang"] in sent  # the page is set right
