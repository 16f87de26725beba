"""The suite's order: the slowest test files first, so that on two workers no long file is left
to run alone at the end (scripts/test.sh runs ``-n 2 --dist loadfile --no-loadscope-reorder``:
each file goes whole to the next free worker, in the order collected here).

The seconds are each file's wall time in a full run on the project's 2-core machine, measured
with ``--durations=0`` (2026-11-27, a loaded machine); only their order matters. A file not
listed keeps its place after the listed ones. Reordering changes no test: each sets up what it
needs (the browser tests' JupyterLab is one per worker, see tests/browser/conftest.py).
"""

from __future__ import annotations

import pytest

SLOW_FILES = {
    "tests/browser/test_lab_start_browser.py": 650,
    "tests/browser/test_notebooks_browser.py": 335,
    "tests/browser/test_curious_clicks_browser.py": 190,
    "tests/browser/test_hover_stability_browser.py": 175,
    "tests/browser/test_frontends_browser.py": 170,
    "tests/test_conformance.py": 165,
    "tests/test_schotten_tactic_play.py": 160,
    "tests/browser/test_trainer_browser.py": 160,
    "tests/browser/test_layout_stability_browser.py": 160,
    "tests/browser/test_widget_browser.py": 155,
    "tests/browser/test_downloads_browser.py": 120,
    "tests/browser/test_docs_site_browser.py": 110,
    "tests/browser/test_variations_browser.py": 100,
    "tests/browser/test_lite_browser.py": 100,
    "tests/test_widget_review.py": 80,
    "notebooks/06_strategy_lab.ipynb": 55,
    "tests/test_analysis.py": 55,
    "tests/test_schotten_bots.py": 50,
    "notebooks/07_review_your_game.ipynb": 50,
    "tests/test_twin_deals.py": 45,
    "tests/browser/test_saved_notebook_browser.py": 45,
    "tests/test_properties.py": 40,
    "tests/test_attacks.py": 40,
    "tests/test_hint.py": 40,
}


def _seconds(item: pytest.Item) -> int:
    return SLOW_FILES.get(item.nodeid.split("::")[0], 0)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Slowest files first; the tests of a file keep their order (the sort is stable)."""
    items.sort(key=lambda item: -_seconds(item))
