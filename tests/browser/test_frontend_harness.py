"""The front end's own checks (tests/frontend_harness/check.py) in Chromium, no kernel."""

from __future__ import annotations

from typing import Any

import pytest

from tests.frontend_harness.check import check
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
