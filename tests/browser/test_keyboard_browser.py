"""A whole game and a puzzle with the keyboard only (issue 20), in a real JupyterLab: the board's
pieces and places are one tab stop with arrow keys inside, the move list another; Enter
chooses; after each key the focus is somewhere in the widget, never on the page; the live
region says every move in words."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import expect

from clans_widget import Game
from clans_widget.games.clans.words import move_words
from tests.browser.test_widget_browser import IMPORTS, SHOW, Open, Shot
from tests.test_move_words import NOTATION

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("front_end_built")]

FOCUSED_JS = """() => {
  const a = document.activeElement;
  const inside = Boolean(a && a.closest('.clans-widget'));
  return { body: a === document.body, inside, card: a && a.getAttribute('data-card'),
           seat: a && a.getAttribute('data-seat'), action: a && a.getAttribute('data-action'),
           move: Boolean(a && a.classList.contains('cg-move')), tag: a ? a.tagName : '' };
}"""


class Keys:
    """Presses keys on the page and checks, after each one, that the focus stayed in the widget."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.pressed = 0

    def focused(self) -> dict[str, Any]:
        where: dict[str, Any] = self.page.evaluate(FOCUSED_JS)
        return where

    def press(self, key: str) -> dict[str, Any]:
        self.page.keyboard.press(key)
        self.pressed += 1
        where = self.focused()
        assert not where["body"] and where["inside"], f"after {key} the focus left: {where}"
        return where

    def until(self, key: str, wanted: Any, most: int = 20) -> dict[str, Any]:
        """Presses ``key`` until ``wanted(focused)`` holds (at most ``most`` times)."""
        where = self.focused()
        for _ in range(most):
            if wanted(where):
                return where
            where = self.press(key)
        assert wanted(where), f"{most} presses of {key} never got there; the focus is on {where}"
        return where


def seat_box(root: Any, seat: str) -> dict[str, float]:
    box: dict[str, float] = root.locator(f'[data-seat="{seat}"]').bounding_box()
    return box


def test_a_whole_game_by_keyboard_only(notebook: Open, shot: Shot) -> None:
    names = ["Ann", "Ben"]
    made = f"w = ClansWidget(Game.new(players=2, seed=5, names={names!r}))\n"
    nb = notebook([IMPORTS + made + SHOW])
    nb.run(0)
    root = nb.widget(0)
    region = root.locator("[data-announce]")
    game = Game.new(players=2, seed=5, names=names)  # followed move by move from the board
    keys = Keys(nb.page)
    root.focus()
    while not game.is_over:
        ply = game.ply + 1
        player = game.current_player or 0
        # to the hand: the pieces are one stop, reached forwards from the board's frame at the
        # start, and backwards from the move list after a move
        back = keys.focused()["move"]
        keys.until("Shift+Tab" if back else "Tab", lambda w: w["card"] is not None, most=30)
        lit = root.locator("[data-seat][data-legal='true']")
        for _ in range(12):  # through the cards with the arrows until one has a seat
            keys.press("Enter")
            if lit.count():
                break
            keys.press("ArrowRight")
        assert lit.count(), f"move {ply}: no card of {names[player]} lit a seat"
        where = keys.press("ArrowUp")  # up from the hand to the board: a lit seat
        assert where["seat"] is not None, where
        keys.press("Enter")
        keys.until("Tab", lambda w: w["action"] == "place", most=12)
        keys.press("Enter")
        expect(root).to_have_attribute("data-ply", str(ply))
        notation = root.locator(f'.cg-move[data-move-ply="{ply}"] .cg-move-text').inner_text()
        game.play(notation)
        expect(region).to_contain_text(f"Move {ply}: {move_words(notation, player, names)}.")
        assert not NOTATION.search(region.text_content() or "")
        where = keys.focused()  # after Place: the new move, in the move list
        assert where["move"] and not where["body"], where
    shot(nb, "keyboard-whole-game", root)
    assert keys.pressed < 30 * game.ply, keys.pressed
    assert not nb.page_errors, nb.page_errors


def test_a_puzzle_answered_by_keyboard_only(notebook: Open, shot: Shot) -> None:
    nb = notebook([
        "from clans_widget import ClansWidget\nfrom clans_widget.puzzles import PUZZLES\n"
        "p = [p for p in PUZZLES if p.answer == 'seat'][0]\n"
        "w = ClansWidget(puzzle=[p])\nw",
        "import json\nprint(json.dumps(sorted(p.solutions)))",
    ])
    nb.run(0)
    root = nb.widget(0)
    solutions = json.loads(nb.run(1).strip())
    keys = Keys(nb.page)
    root.focus()
    keys.until("Tab", lambda w: w["seat"] is not None, most=25)  # every seat answers: one stop
    for target in solutions:  # the arrows toward each seat to name, as someone reading the board
        goal = seat_box(root, target)
        for _ in range(20):
            here = keys.focused()
            if here["seat"] == target:
                break
            now = seat_box(root, here["seat"])
            dx, dy = goal["x"] - now["x"], goal["y"] - now["y"]
            if abs(dy) > now["height"] / 2:
                keys.press("ArrowDown" if dy > 0 else "ArrowUp")
            else:
                keys.press("ArrowRight" if dx > 0 else "ArrowLeft")
        assert keys.focused()["seat"] == target
        keys.press("Enter")
        expect(root.locator(f'[data-seat="{target}"]')).to_have_class(re.compile(r"\bcg-found\b"))
    found = f"{len(solutions)} of {len(solutions)} found"
    expect(root.locator(".cg-puzzle")).to_contain_text(found)
    shot(nb, "keyboard-puzzle", root)
    assert keys.pressed < 30, keys.pressed  # it took 13 to 18 Tabs for one seat before
    assert not nb.page_errors, nb.page_errors


def test_hot_seat_focus_follows_play(notebook: Open, shot: Shot) -> None:
    """Reveal gives the focus to the first card of the hand shown; Place, to the cover's Reveal
    for the next player; Take back, to the position it went back to. Keys only."""
    made = "w = ClansWidget(Game.new(players=2, seed=5, names=['Ann', 'Ben']), viewer='turn')\n"
    nb = notebook([IMPORTS + made + SHOW])
    nb.run(0)
    root = nb.widget(0)
    keys = Keys(nb.page)
    root.focus()
    keys.until("Tab", lambda w: w["action"] == "reveal", most=25)
    keys.press("Enter")
    expect(root.locator(".cg-hand-card.cg-playable").first).to_be_focused()
    lit = root.locator("[data-seat][data-legal='true']")
    for _ in range(12):  # as in the whole game: the arrows through the hand to a card with a seat
        keys.press("Enter")
        if lit.count():
            break
        keys.press("ArrowRight")
    assert keys.press("ArrowUp")["seat"] is not None
    keys.press("Enter")
    keys.until("Tab", lambda w: w["action"] == "place", most=12)
    keys.press("Enter")
    expect(root).to_have_attribute("data-ply", "1")
    reveal = root.locator("[data-action='reveal']")
    expect(reveal).to_be_focused()  # the cover is up for Ben: his Reveal has the focus
    keys.until("Tab", lambda w: w["action"] == "take-back", most=3)
    keys.press("Enter")  # Ann takes her move back before Ben looks
    expect(root).to_have_attribute("data-ply", "0")
    # Ann's hand is covered again until she says she is at the screen: her Reveal has the focus
    expect(root.locator("[data-action='reveal']")).to_have_text(re.compile("I'm Ann"))
    expect(root.locator("[data-action='reveal']")).to_be_focused()
    shot(nb, "keyboard-hot-seat", root)
    assert not nb.page_errors, nb.page_errors
