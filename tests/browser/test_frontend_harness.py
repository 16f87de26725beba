"""The front end's own checks (tests/frontend_harness/check.py) in Chromium, no kernel."""

from __future__ import annotations

from typing import Any

import pytest

from tests.frontend_harness.check import check
from tests.frontend_harness.make_scenarios import SAMPLES, generate
from tests.frontend_harness.shoot import serve

pytestmark = pytest.mark.browser


def test_the_front_end_passes_its_harness_checks(browser: Any) -> None:
    page = browser.new_page(viewport={"width": 1180, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    with serve() as url:
        check(page, url)
    page.close()
    assert not errors, errors


def test_the_harness_scenarios_are_what_the_widget_makes() -> None:
    """sample_frames.json is make_scenarios.py's output for today's Python: never edited by
    hand, never stale (run ``python -m tests.frontend_harness.make_scenarios`` to refresh)."""
    assert SAMPLES.read_text(encoding="utf-8") == generate()
