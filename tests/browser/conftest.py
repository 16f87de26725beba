"""Fixtures for the browser tests: one JupyterLab and one Chromium for the whole session.

The tests skip when Chromium's headless shell is missing, except under CI=true, where they fail.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.labdriver import (
    ROOT,
    JupyterLab,
    LabTab,
    Notebook,
    chromium_missing,
    launch_chromium,
)

SCREENSHOTS = ROOT / "tests" / "screenshots" / "browser"
BUNDLE = ROOT / "clans_widget" / "static" / "widget.js"


def _cannot_run(reason: str) -> None:
    """Skip, saying why; under CI=true browser tests must run, so fail instead."""
    if os.environ.get("CI") == "true":
        pytest.fail(f"browser tests must run under CI: {reason}", pytrace=False)
    pytest.skip(reason)


def _need_chromium() -> None:
    reason = chromium_missing()
    if reason is not None:
        _cannot_run(reason)


@pytest.fixture
def front_end_built() -> None:
    """The clans front end must be built for the widget to draw."""
    if not BUNDLE.exists():
        _cannot_run(f"{BUNDLE.relative_to(ROOT)} is not built: run `npm install && npm run build`")


@pytest.fixture(scope="session")
def lab() -> Iterator[JupyterLab]:
    _need_chromium()
    with JupyterLab() as server:
        yield server


@pytest.fixture(scope="package")
def browser() -> Iterator[Any]:
    """One Chromium for the browser tests, closed when they are done: Playwright's sync API
    holds a running event loop on the main thread, which the widget would take for a kernel's
    (and hand hints and bots to it) in the tests that follow."""
    _need_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = launch_chromium(playwright)
        yield chromium
        chromium.close()


@pytest.fixture(scope="package")
def lab_tab(lab: JupyterLab, browser: Any) -> Iterator[LabTab]:
    """One JupyterLab page for the notebooks the tests open, one after the other."""
    tab = LabTab(lab, browser)
    yield tab
    tab.close()


@pytest.fixture
def notebook(
    lab: JupyterLab, browser: Any, lab_tab: LabTab, request: pytest.FixtureRequest
) -> Iterator[Callable[[list[str]], Notebook]]:
    """``notebook(cells)`` writes a notebook of code cells, opens it in the shared JupyterLab
    page (no other document open there) and returns its driver."""
    opened: list[Notebook] = []

    def open_notebook(cells: list[str]) -> Notebook:
        name = f"{request.node.name}-{len(opened)}.ipynb".replace("[", "-").replace("]", "")
        nb = Notebook(lab, browser, name, cells, tab=lab_tab).open()
        opened.append(nb)
        return nb

    yield open_notebook
    for nb in opened:
        nb.close()
    lab.shutdown_kernels()


@pytest.fixture
def shot(request: pytest.FixtureRequest) -> Callable[..., Path]:
    """``shot(nb, "step", element=None)`` saves tests/screenshots/browser/<test>-<step>.png."""

    def take(nb: Notebook, step: str, element: Any = None) -> Path:
        return nb.screenshot(SCREENSHOTS / f"{request.node.name}-{step}.png", element)

    return take
