"""The suite's order: the slowest test files first, so that on two workers no long file is left
to run alone at the end (scripts/test.sh runs ``-n 2 --dist loadfile --no-loadscope-reorder``:
each file goes whole to the next free worker, in the order collected here).

The seconds are each file's test time in a full run of main on the project's 2-core machine
(2026-11-28, nothing else running; files of 15 s and more); only their order matters.
A file not listed keeps its place after the listed ones. Reordering changes no test: each
sets up what it needs (the browser tests' JupyterLab is one per worker, see
tests/browser/conftest.py).
"""

from __future__ import annotations

import pytest

SLOW_FILES = {
    "tests/browser/test_schotten_clicks_browser.py": 276,
    "tests/browser/test_notebooks_browser.py": 170,
    "tests/browser/test_serve_teacher_browser.py": 159,
    "tests/browser/test_widget_browser.py": 98,
    "tests/browser/test_layout_stability_browser.py": 92,
    "tests/browser/test_hover_stability_browser.py": 89,
    "tests/browser/test_curious_clicks_browser.py": 88,
    "tests/browser/test_docs_site_browser.py": 86,
    "tests/test_conformance.py": 82,
    "tests/browser/test_lab_start_browser.py": 78,
    "tests/test_attacks.py": 77,
    "tests/browser/test_saved_notebook_browser.py": 77,
    "tests/browser/test_schotten_browser.py": 76,
    "tests/browser/test_projector_browser.py": 73,
    "tests/browser/test_lite_browser.py": 71,
    "tests/browser/test_trainer_browser.py": 70,
    "tests/browser/test_languages_browser.py": 67,
    "tests/browser/test_downloads_browser.py": 60,
    "tests/browser/test_frontends_browser.py": 59,
    "tests/browser/test_axe_browser.py": 56,
    "tests/browser/test_serve_browser.py": 56,
    "tests/browser/test_keyboard_browser.py": 52,
    "tests/browser/test_variations_browser.py": 52,
    "tests/browser/test_themes_browser.py": 43,
    "tests/browser/test_secrets_browser.py": 40,
    "tests/browser/test_hint_browser.py": 40,
    "tests/test_twin_deals.py": 39,
    "tests/test_widget_review.py": 35,
    "tests/browser/test_schotten_review_browser.py": 33,
    "tests/browser/test_review_browser.py": 32,
    "tests/test_schotten_tactic_play.py": 32,
    "tests/browser/test_schotten_saved_proofs_browser.py": 26,
    "notebooks/07_review_your_game.fr.ipynb": 21,
    "notebooks/06_strategy_lab.de.ipynb": 20,
    "tests/test_analysis.py": 20,
    "tests/browser/test_frontend_harness.py": 20,
    "notebooks/07_review_your_game.ipynb": 20,
    "notebooks/06_strategy_lab.fr.ipynb": 20,
    "tests/browser/test_schotten_puzzle_browser.py": 20,
    "notebooks/07_review_your_game.de.ipynb": 19,
    "notebooks/06_strategy_lab.ipynb": 19,
    "tests/browser/test_announce_browser.py": 19,
    "tests/test_many_variations.py": 18,
    "tests/test_hint_flood.py": 17,
    "tests/test_schotten_bots.py": 16,
    "tests/test_schotten_board_review.py": 16,
    "tests/browser/test_site_language_browser.py": 16,
    "tests/test_properties.py": 16,
    "tests/test_hint.py": 16,
}


def _seconds(item: pytest.Item) -> int:
    return SLOW_FILES.get(item.nodeid.split("::")[0], 0)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Slowest files first; the tests of a file keep their order (the sort is stable)."""
    items.sort(key=lambda item: -_seconds(item))
