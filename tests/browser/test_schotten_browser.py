"""Schotten Totten's board in a real JupyterLab (js/games/schotten/): the border is drawn with
its front-end contract (``data-stone``, ``data-card``, ``cg-lit``), a card then a stone plays the
move Python listed, a lit stone is claimed by a click, and the other hand never reaches the page.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import expect

from clans_widget import schotten
from clans_widget.games.schotten.presenter import frame as make_frame
from tests.browser.labdriver import Notebook
from tests.browser.test_themes_browser import THEMES, set_theme

pytestmark = pytest.mark.browser

IMPORTS = "import json\nfrom clans_widget import GameBoard, schotten\n"
MOVES = "print('RESULT', json.dumps([w.session.moves(), w.error]))"
Open = Callable[[list[str]], Notebook]
Shot = Callable[..., Path]


@pytest.fixture(autouse=True)
def _front_end_built(front_end_built: None) -> None:
    """Every test here needs the npm build."""


def to_a_claim(seed: int) -> list[str]:
    """Moves from ``schotten.Game.new(seed)`` to a position where player 0 may claim a stone."""
    game = schotten.Game.new(seed)
    rng = random.Random(seed)
    moves: list[str] = []
    while not game.is_over:
        legal = [str(m) for m in game.legal_moves()]
        if game.current_player == 0 and any(m.startswith("claim") for m in legal):
            return moves
        move = rng.choice(legal)
        game.play(move)
        moves.append(move)
    raise AssertionError(f"seed {seed} reaches no claim for player 0")


def test_a_card_then_a_stone_plays_the_move_python_listed(notebook: Open, shot: Shot) -> None:
    shown = make_frame(schotten.Game.new(5), 0)
    entry = next(m for m in shown["legal"]["moves"] if m["kind"] == "play" and m["stone"] == 4)
    other_hand = make_frame(schotten.Game.new(5), "all")["hands"][1]["cards"]
    nb = notebook([IMPORTS + "w = GameBoard(schotten.Game.new(5), viewer=0)\nw", MOVES])
    nb.run(0)
    root = nb.widget(0)
    stones = root.locator("[data-stone]").evaluate_all("els => els.map(e => e.dataset.stone)")
    assert stones == [str(n) for n in range(1, 10)]
    hand = root.locator('[data-card][data-player="0"]').evaluate_all(
        "els => els.map(e => e.dataset.card)"
    )
    assert hand == shown["hands"][0]["cards"]
    # the other player's hand: a count of backs, none of its cards anywhere on the page
    assert root.locator('[data-player="1"]').count() == 0
    expect(root.locator('[data-hand="1"]')).to_contain_text("6 cards")
    page = root.evaluate("el => el.outerHTML")
    for card in other_hand:
        assert f'"{card}"' not in page and f">{card}<" not in page, card
    root.locator(f'[data-card="{entry["card"]}"]').click()
    expect(root.locator('[data-stone="4"]')).to_have_class("st-stone st-open")
    expect(root.locator(".st-open")).to_have_count(9)
    shot(nb, "card-picked", root)
    root.locator('[data-stone="4"]').click()
    expect(root).to_have_attribute("data-ply", "1")
    expect(root.locator('[data-stone="4"] [data-table-card]')).to_have_count(1)
    shot(nb, "played", root)
    shot(nb, "hands", root.locator(".cg-hands"))
    assert nb.run_json(1) == [[entry["move"]], ""]
    assert not nb.page_errors


def test_a_lit_stone_is_claimed_by_a_click(notebook: Open, shot: Shot) -> None:
    before = to_a_claim(1)
    game = schotten.Game.new(1)
    for move in before:
        game.play(move)
    shown = make_frame(game, 0)
    lit = [s["stone"] for s in shown["stones"] if s["claimable"]]
    claim = next(m["move"] for m in shown["legal"]["moves"] if m["kind"] == "claim")
    stone = next(m["stone"] for m in shown["legal"]["moves"] if m["move"] == claim)
    nb = notebook(
        [
            IMPORTS
            + "w = GameBoard(schotten.Game.new(1), viewer=0)\n"
            + f"for m in {before!r}:\n    w.play(m)\nw",
            MOVES,
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    expect(root).to_have_attribute("data-ply", str(len(before)))
    lit_el = root.locator(".cg-lit[data-stone]")
    expect(lit_el).to_have_count(len(lit))
    assert lit_el.evaluate_all("els => els.map(e => Number(e.dataset.stone))") == lit
    expect(root.locator('[data-action^="st-move-"]')).to_have_text(["End turn"])
    shot(nb, "claimable", root)
    root.locator(f'[data-stone="{stone}"]').click()
    expect(root).to_have_attribute("data-ply", str(len(before) + 1))
    expect(root.locator(f'[data-stone="{stone}"]')).to_have_attribute("data-owner", "0")
    shot(nb, "claimed", root)
    try:
        set_theme(nb, THEMES["dark"])
        shot(nb, "claimed-dark", root)
    finally:
        set_theme(nb, THEMES["light"])  # the settings persist for the other browser tests
    moves, error = nb.run_json(1)
    assert (moves, error) == ([*before, claim], "")
    assert not nb.page_errors
