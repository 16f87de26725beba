"""An exported replay page works in Chromium with no kernel at all."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from clans_widget.export import save_html
from tests.rules_helpers import random_game

pytestmark = pytest.mark.browser


def test_the_exported_page_replays_offline_in_chromium(browser: Any, tmp_path: Path) -> None:
    from playwright.sync_api import expect

    path = save_html(random_game(2, seed=5, plies=12).record, tmp_path / "replay.html")
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(path.as_uri())
    root = page.locator(".clans-widget")
    expect(root).to_have_attribute("data-ply", "0")
    root.focus()
    page.keyboard.press("ArrowRight")
    expect(root).to_have_attribute("data-ply", "1")
    page.locator(".cg-hand-card.cg-playable").first.click()
    page.locator("[data-seat][data-legal='true']").first.click()
    page.click("[data-action='place']")
    expect(page.get_by_role("alert")).to_have_text(
        "Playing needs a running notebook: this page only replays."
    )
    page.close()
    assert not errors, errors
