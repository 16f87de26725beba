"""The Hint button in a real JupyterLab: one click marks a card and a seat of a legal move,
the one Python's ``w.hint`` names, with its reason in the info line; the keyboard asks too.
Screenshots go to tests/screenshots/browser/ (not committed).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import expect

from clans_widget import Game
from clans_widget.games.clans.words import advice_words, card_words, seat_words
from tests.browser.labdriver import Notebook
from tests.browser.test_widget_browser import result

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("front_end_built")]

Open = Callable[[list[str]], Notebook]
Shot = Callable[..., Path]
SETUP = """
import json
from clans_widget import ClansWidget, Game
g = Game.new(2, seed=8, names=["Ann", "Ben"])
for _ in range(4):
    g.play(g.legal_moves()[-1])
"""


def position() -> Game:
    scope: dict[str, object] = {}
    exec(SETUP, scope)
    game = scope["g"]
    assert isinstance(game, Game)
    return game


def test_hint_marks_a_legal_move_of_the_player_to_move(notebook: Open, shot: Shot) -> None:
    game = position()
    mover = game.current_player
    legal = {str(m) for m in game.legal_moves()}
    nb = notebook([SETUP + "w = ClansWidget(g, viewer='all', seed=1)\nw", result("w.hint")])
    nb.run(0)
    root = nb.widget(0)
    button = root.locator("[data-action='ask-hint']")
    expect(button).to_have_text("Hint")
    expect(root.locator("[data-hint]")).to_have_count(0)
    button.click()
    card = root.locator("[data-hint='card']")
    seat = root.locator("[data-hint='seat']")
    expect(card).to_have_count(1, timeout=30_000)
    expect(seat).to_have_count(1)
    expect(root.locator(".cg-hint")).to_have_count(2)
    assert card.get_attribute("data-player") == str(mover)
    name, place = str(card.get_attribute("data-card")), str(seat.get_attribute("data-seat"))
    info = root.locator(".cg-info")
    expect(info).to_contain_text(f"Hint: place {card_words(name)}")  # in words, not notation
    expect(info).to_contain_text(f"on {seat_words(place)}")
    expect(info).to_contain_text("Win share")
    shot(nb, "hinted", root)

    hint = nb.run_json(1)
    assert (hint["card"], hint["seat"], hint["player"]) == (name, place, mover)
    assert hint["move"] in legal
    assert hint["reason"] and hint["reason"] in info.inner_text()
    assert hint["words"] == advice_words(hint["move"])
    assert f"Hint: {hint['words']}:" in info.inner_text()

    root.press("ArrowLeft")  # another position: the hint is gone
    expect(root).to_have_attribute("data-ply", "3")
    expect(root.locator("[data-hint]")).to_have_count(0)
    root.press("ArrowRight")
    expect(root).to_have_attribute("data-ply", "4")
    expect(root.locator("[data-hint]")).to_have_count(0)
    root.press("h")  # the keyboard asks too
    expect(root.locator("[data-hint='seat']")).to_have_attribute("data-seat", place, timeout=30_000)
    expect(root.locator("[data-hint='card']")).to_have_attribute("data-card", name)


def test_no_hint_button_where_the_viewer_may_not_play(notebook: Open, shot: Shot) -> None:
    nb = notebook([SETUP + "w = ClansWidget(g, viewer=1)\nw", result("[w.can_hint, w.error]")])
    nb.run(0)
    root = nb.widget(0)
    expect(root.locator("[data-card]").first).to_be_attached()
    expect(root.locator("[data-action='ask-hint']")).to_be_hidden()
    root.press("h")
    assert nb.run_json(1) == [False, ""]
    expect(root.locator("[data-hint]")).to_have_count(0)


def test_the_board_steps_while_a_long_hint_is_worked_out(notebook: Open, shot: Shot) -> None:
    nb = notebook([SETUP + "w = ClansWidget(g, seed=1, hint_iterations=30_000)\nw"])
    nb.run(0)
    root = nb.widget(0)
    button = root.locator("[data-action='ask-hint']")
    button.click()
    expect(button).to_have_text("Thinking…")
    expect(root.locator(".cg-info")).to_have_text("Working out a hint…")
    shot(nb, "thinking", root)
    root.press("ArrowLeft")  # the kernel still answers: the hint is worked out on a thread
    expect(root).to_have_attribute("data-ply", "3")
    expect(button).to_have_text("Hint")
    expect(root.locator("[data-hint]")).to_have_count(0)
