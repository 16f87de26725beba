"""Review and Hint on a Schotten Totten board in a real JupyterLab: the shell's Review button
with its progress bar, the marks in the move list and the win-share graph; the Hint button
marking the hinted card and stone (js/games/schotten/hintmarks.ts), as Python's ``w.hint``
names them. Screenshots go to tests/screenshots/browser/ (not committed)."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import expect

from clans_widget import schotten
from clans_widget.games.schotten.analysis import ANALYSIS
from clans_widget.games.schotten.words import advice_words
from tests.browser.test_review_browser import start_review
from tests.browser.test_schotten_browser import IMPORTS, Open, Shot
from tests.browser.test_widget_browser import result

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("front_end_built")]

SEED = 13
"""A random round played to its end (57 steps, 50 written moves)."""


def finished_moves(seed: int) -> list[str]:
    game = schotten.Game.new(seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return [str(m) for m in game.moves]


def test_review_on_a_schotten_board_shows_progress_then_marks_and_the_graph(
    notebook: Open, shot: Shot
) -> None:
    moves = finished_moves(SEED)
    game = schotten.Game.new(SEED)
    for move in moves:
        game.play(move)
    expected = ANALYSIS.review(game, None, iterations=10, seed=1)
    nb = notebook(
        [
            IMPORTS + f"g = schotten.Game.new({SEED})\n"
            f"for m in {moves!r}:\n    g.play(m)\n"
            "w = GameBoard(record=g.record)\n"
            "w.review_budget = {'iterations': 10, 'seed': 1}\nw",
            result(
                "[w.review_state['review']['format'], len(w.review_state['review']['entries'])]"
            ),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    bar = start_review(root)
    assert bar.get_attribute("aria-valuemax") == str(len(moves))
    shot(nb, "schotten-review-progress", root)
    graph = root.locator(".cg-review-graph")
    expect(graph).to_be_visible(timeout=90_000)
    expect(bar).to_have_count(0)
    expect(root.locator("[data-action='review']")).to_have_count(0)  # all reviewed
    marked = root.locator(".cg-move[data-line='0'][data-mark]")
    expect(marked).to_have_count(len(moves))
    assert marked.evaluate_all("els => els.map(e => e.dataset.mark)") == [
        e.mark for e in expected.entries
    ]
    worst = max(expected.entries, key=lambda e: e.loss)
    move = root.locator(f".cg-move[data-line='0'][data-move-ply='{worst.ply + 1}']")
    glyph = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}[worst.mark]
    expect(move.locator(".cg-move-mark")).to_have_text(glyph)
    assert f"Better: {advice_words(worst.better)}" in (move.get_attribute("title") or "")
    columns = graph.locator("[data-review-ply]")
    expect(columns).to_have_count(len(moves))
    dots = graph.locator(".cg-review-dots circle")
    assert dots.count() == sum(e.win is not None for e in expected.entries)  # forced: no dot
    columns.nth(5).click()
    expect(root).to_have_attribute("data-ply", "6")
    assert nb.run_json(1) == ["schotten-totten-review", len(moves)]
    assert not nb.page_errors
    shot(nb, "schotten-reviewed", root)
    shot(nb, "schotten-review-panel", root.locator(".cg-side"))


def test_hint_on_a_schotten_board_marks_the_card_and_the_stone(notebook: Open, shot: Shot) -> None:
    game = schotten.Game.new(7)
    expected = ANALYSIS.hint(game, line=0, ply=0, iterations=30, seed=2)
    nb = notebook(
        [
            IMPORTS
            + "w = GameBoard(schotten.Game.new(7), viewer=0, hint_iterations=30, seed=2)\nw",
            result("w.hint"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    button = root.locator("[data-action='ask-hint']")
    expect(button).to_be_visible()
    expect(root.locator("[data-hint]")).to_have_count(0)
    held = root.locator('[data-card][data-player="0"]').element_handles()
    assert len(held) == 6
    button.click()
    card = root.locator("[data-hint='card']")
    stone = root.locator("[data-hint='stone']")
    expect(card).to_have_attribute("data-card", expected["card"], timeout=30_000)
    # the redraws ("Thinking…", then the hint's marks) kept the hand's cards: a card replaced
    # under a click makes it miss (Playwright's "not stable", seen with a bot thinking)
    assert all(el.evaluate("el => el.isConnected") for el in held)
    expect(stone).to_have_attribute("data-stone", str(expected["stone"]))
    expect(stone.locator(".st-hint-badge")).to_have_count(1)
    info = root.locator(".cg-info")
    expect(info).to_contain_text(f"Hint: {advice_words(expected['move'])}")  # in words
    assert nb.run_json(1) == {**expected, "words": advice_words(expected["move"])}
    shot(nb, "schotten-hinted", root)
    card.click()  # play the hinted card on the hinted stone
    stone.click()
    expect(root).to_have_attribute("data-ply", "1")
    expect(root.locator("[data-hint]")).to_have_count(0)  # another position: the hint is gone
    assert not nb.page_errors
