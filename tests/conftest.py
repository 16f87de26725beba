"""The suite's order: the slowest test files first, so that on two workers no long file is left
to run alone at the end (scripts/test.sh runs ``-n 2 --dist loadfile --no-loadscope-reorder``:
each file goes whole to the next free worker, in the order collected here).

The seconds are each file's test time on the project's 2-core machine (2026-11-28, a full run on
two workers, ``--junitxml``; lesson 6 and the lab-start file as measured after they got quicker;
files of 12 s and more); only their order matters.
A file not listed keeps its place after the listed ones. Reordering changes no test: each
sets up what it needs (the browser tests' JupyterLab and its page are one per worker, see
tests/browser/conftest.py).

It also fails a run that leaves anything new in ``git status`` (tests/worktree.py).
"""

from __future__ import annotations

import pytest

from tests.worktree import left_behind, status

_STATUS_KEY = pytest.StashKey[set[str] | None]()

SLOW_FILES = {
    "tests/browser/test_notebooks_browser.py": 100,
    "tests/browser/test_schotten_clicks_browser.py": 129,
    "tests/browser/test_lite_browser.py": 50,
    "tests/browser/test_serve_teacher_browser.py": 58,
    "tests/browser/test_frontends_browser.py": 57,
    "tests/browser/test_hover_stability_browser.py": 56,
    "tests/browser/test_docs_site_browser.py": 56,
    "tests/browser/test_curious_clicks_browser.py": 51,
    "tests/browser/test_projector_browser.py": 46,
    "tests/test_twin_deals.py": 42,
    "tests/test_schotten_tactic_play.py": 42,
    "tests/browser/test_trainer_browser.py": 41,
    "tests/browser/test_axe_browser.py": 41,
    "tests/test_conformance.py": 40,
    "tests/browser/test_layout_stability_browser.py": 38,
    "tests/browser/test_serve_browser.py": 37,
    "tests/test_widget_review.py": 36,
    "tests/test_attacks.py": 35,
    "tests/browser/test_languages_browser.py": 35,
    "tests/browser/test_widget_browser.py": 31,
    "tests/browser/test_saved_notebook_browser.py": 31,
    "tests/browser/test_lab_start_browser.py": 30,
    "tests/browser/test_schotten_browser.py": 26,
    "tests/browser/test_variations_browser.py": 25,
    "notebooks/07_review_your_game.ipynb": 24,
    "tests/browser/test_review_browser.py": 23,
    "tests/browser/test_frontend_harness.py": 22,
    "tests/browser/test_themes_browser.py": 21,
    "notebooks/07_review_your_game.fr.ipynb": 21,
    "tests/test_analysis.py": 20,
    "tests/browser/test_hint_browser.py": 20,
    "notebooks/07_review_your_game.de.ipynb": 20,
    "tests/browser/test_secrets_browser.py": 19,
    "tests/browser/test_downloads_browser.py": 19,
    "tests/test_schotten_board_review.py": 17,
    "tests/test_hint.py": 17,
    "tests/browser/test_keyboard_browser.py": 17,
    "tests/test_properties.py": 15,
    "tests/test_schotten_bots.py": 14,
    "tests/browser/test_schotten_review_browser.py": 13,
    "tests/browser/test_announce_browser.py": 13,
    "notebooks/06_strategy_lab.ipynb": 12,
    "notebooks/06_strategy_lab.fr.ipynb": 12,
    "notebooks/06_strategy_lab.de.ipynb": 12,
}


def _seconds(item: pytest.Item) -> int:
    return SLOW_FILES.get(item.nodeid.split("::")[0], 0)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Slowest files first; the tests of a file keep their order (the sort is stable)."""
    items.sort(key=lambda item: -_seconds(item))


def _is_worker(config: pytest.Config) -> bool:
    return hasattr(config, "workerinput")  # an xdist worker: the controller checks the tree


def pytest_sessionstart(session: pytest.Session) -> None:
    """Note the working tree's ``git status`` (see tests/worktree.py)."""
    if not _is_worker(session.config):
        session.config.stash[_STATUS_KEY] = status()


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Fail the run, naming them, if the tests left paths in ``git status`` (tests/worktree.py)."""
    if _is_worker(session.config) or _STATUS_KEY not in session.config.stash:
        return
    added = left_behind(session.config.stash[_STATUS_KEY], status())
    if added:
        report = session.config.get_terminal_writer()
        report.line("")
        report.line("the tests left these in `git status` (write to a temporary folder):", red=True)
        for entry in added:
            report.line(f"    {entry}", red=True)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
