"""The game review in a real JupyterLab: the Review button with its progress bar, the marks
in the move list, the win-share graph, and a click (or Enter) on the graph moving the replay.
Screenshots go to tests/screenshots/browser/ (not committed)."""

from __future__ import annotations

import time
from typing import Any

import pytest
from playwright.sync_api import expect

from clans_widget import Record
from clans_widget.analysis import review
from clans_widget.games.clans.words import advice_words
from tests.browser.labdriver import Notebook
from tests.browser.test_themes_browser import _CONTRAST_JS, AA_NORMAL_TEXT, THEMES, set_theme
from tests.browser.test_variations_browser import TWO_PLAYERS, Open, Shot
from tests.browser.test_widget_browser import result

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("front_end_built")]

LOAD = (
    "import json\nfrom clans_widget import ClansWidget, Record\n"
    f"record = Record.from_json(open({str(TWO_PLAYERS)!r}).read())\n"
)



def start_review(root: Any) -> Any:
    """Click the board's Review button, as a person would; its progress bar once it shows."""
    button = root.locator("[data-action='review']")
    expect(button).to_have_text("Review the game")
    button.click()
    bar = root.locator("[role='progressbar']")
    expect(bar).to_be_visible(timeout=30_000)
    return bar

def python_sees(nb: Notebook, cell: int, expected: object, tries: int = 10) -> bool:
    """Run ``cell`` until it prints ``expected`` (a few tries: the page may send a position
    change after the run request), and say whether it did."""
    for _ in range(tries):
        if nb.run_json(cell) == expected:
            return True
        time.sleep(0.3)
    return False


def test_the_review_button_shows_progress_then_marks_and_a_graph_that_moves_the_replay(
    notebook: Open, shot: Shot
) -> None:
    record = Record.from_json(TWO_PLAYERS.read_text(encoding="utf-8"))
    expected = review(record, iterations=400, seed=1)
    nb = notebook(
        [
            LOAD + "w = ClansWidget(record=record)\n"
            "w.review_budget = {'iterations': 400, 'seed': 1}\nw",
            result("[w.position, w.line, w.review_state['progress'], w.error]"),
            result("[w.position, w.record.review is not None]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    bar = start_review(root)
    assert bar.get_attribute("aria-valuemax") == "16"
    assert 0 <= int(bar.get_attribute("aria-valuenow") or "-1") <= 16
    shot(nb, "progress", root)
    graph = root.locator(".cg-review-graph")
    expect(graph).to_be_visible(timeout=60_000)
    expect(bar).to_have_count(0)
    expect(root.locator("[data-action='review']")).to_have_count(0)  # all reviewed

    marked = root.locator(".cg-move[data-line='0'][data-mark]")
    expect(marked).to_have_count(16)
    marks = marked.evaluate_all("els => els.map(e => e.dataset.mark)")
    assert marks == [e.mark for e in expected]
    worst = max(expected, key=lambda e: e.loss)
    move = root.locator(f".cg-move[data-line='0'][data-move-ply='{worst.ply + 1}']")
    glyph = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}[worst.mark]
    expect(move.locator(".cg-move-mark")).to_have_text(glyph)
    title = move.get_attribute("title") or ""
    assert f"Better: {advice_words(worst.better)}" in title  # as advice, in words
    assert f"{round(worst.loss * 100)}%" in title

    columns = graph.locator("[data-review-ply]")
    expect(columns).to_have_count(16)
    columns.nth(5).click()
    expect(root).to_have_attribute("data-ply", "6")
    expect(columns.nth(5)).to_have_attribute("aria-current", "step")
    assert python_sees(nb, 1, [6, 0, None, ""])
    columns.nth(9).focus()
    nb.page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-ply", "10")
    assert python_sees(nb, 2, [10, True])
    assert not nb.page_errors
    shot(nb, "reviewed", root)
    shot(nb, "panel", root.locator(".cg-side"))


def test_a_record_with_a_saved_review_shows_its_marks_at_once_readable_in_both_themes(
    notebook: Open, shot: Shot
) -> None:
    nb = notebook(
        [
            LOAD + "from clans_widget.analysis import review\n"
            "saved = record.with_review(review(record, 'spectator', iterations=20, seed=2))\n"
            "text = saved.to_json()\n"
            "w = ClansWidget(record=Record.from_json(text), viewer='spectator')\nw",
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    expect(root.locator(".cg-move[data-line='0'][data-mark]")).to_have_count(16)
    expect(root.locator(".cg-review-graph [data-review-ply]")).to_have_count(16)
    expect(root.locator("[role='progressbar']")).to_have_count(0)
    expect(root.locator("[data-action='review']")).to_have_count(0)
    expect(root.locator("[data-view='review-legend']")).to_contain_text(
        "?? blunder. The marks are estimates from sampled deals"
    )
    root.locator(".cg-review-graph [data-review-ply='15']").click()
    expect(root).to_have_attribute("data-ply", "16")
    assert not nb.page_errors
    shot(nb, "saved", root)
    try:
        for name, theme in THEMES.items():
            set_theme(nb, theme)
            shot(nb, f"panel-{name}", root.locator(".cg-side"))
            marks = root.locator(
                ".cg-move-mark, .cg-review-glyph, .cg-review-grid text, .cg-review-legend"
            ).all()
            assert len(marks) > 16
            low = [r for r in (m.evaluate(_CONTRAST_JS) for m in marks)
                   if r["ratio"] < AA_NORMAL_TEXT]
            assert not low, (name, low)
    finally:
        set_theme(nb, THEMES["light"])
