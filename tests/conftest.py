"""The suite's order: the slowest test files first, so that on two workers no long file is left
to run alone at the end (scripts/test.sh runs ``-n 2 --dist loadfile --no-loadscope-reorder``:
each file goes whole to the next free worker, in the order collected here).

The seconds are each file's test time in a full run of main on the project's 2-core machine
(2026-11-27, shared with other jobs: about twice a quiet run's); only their order matters.
A file not listed keeps its place after the listed ones. Reordering changes no test: each
sets up what it needs (the browser tests' JupyterLab is one per worker, see
tests/browser/conftest.py).
"""

from __future__ import annotations

import pytest

SLOW_FILES = {
    # These two: the full run's 698 and 620 s scaled by each file's own time alone, after and
    # before its set-up was cut (2026-11-27: 89 / 133 s and 131 / 229 s), until the next full run.
    "tests/browser/test_lite_browser.py": 466,
    "tests/browser/test_lab_start_browser.py": 354,
    "tests/browser/test_notebooks_browser.py": 334,
    "tests/test_schotten_oracle.py": 204,
    "tests/browser/test_curious_clicks_browser.py": 189,
    "tests/browser/test_saved_notebook_browser.py": 174,
    "tests/browser/test_hover_stability_browser.py": 173,
    "tests/browser/test_frontends_browser.py": 169,
    "tests/test_conformance.py": 163,
    "tests/test_schotten_tactic_play.py": 161,
    "tests/browser/test_trainer_browser.py": 160,
    "tests/browser/test_layout_stability_browser.py": 159,
    "tests/browser/test_widget_browser.py": 157,
    "tests/browser/test_secrets_browser.py": 150,
    "tests/browser/test_frontend_harness.py": 141,
    "tests/browser/test_variations_browser.py": 131,
    "tests/browser/test_review_browser.py": 129,
    "tests/browser/test_downloads_browser.py": 122,
    "tests/test_many_variations.py": 116,
    "tests/browser/test_docs_site_browser.py": 140,
    "tests/browser/test_themes_browser.py": 93,
    "tests/browser/test_axe_browser.py": 85,
    "tests/test_widget_review.py": 81,
    "tests/browser/test_hint_browser.py": 79,
    "tests/browser/test_projector_browser.py": 72,
    "notebooks/06_strategy_lab.ipynb": 55,
    "tests/test_analysis.py": 53,
    "tests/test_schotten_bots.py": 52,
    "notebooks/07_review_your_game.ipynb": 47,
    "notebooks/06_strategy_lab.fr.ipynb": 45,  # the translations: timed alone, scaled like these
    "notebooks/06_strategy_lab.de.ipynb": 45,
    "notebooks/07_review_your_game.fr.ipynb": 40,
    "notebooks/07_review_your_game.de.ipynb": 40,
    "tests/test_twin_deals.py": 44,
    "tests/test_properties.py": 42,
    "tests/test_attacks.py": 40,
    "tests/test_hint.py": 39,
    "tests/test_typing_for_users.py": 35,
}


def _seconds(item: pytest.Item) -> int:
    return SLOW_FILES.get(item.nodeid.split("::")[0], 0)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Slowest files first; the tests of a file keep their order (the sort is stable)."""
    items.sort(key=lambda item: -_seconds(item))
