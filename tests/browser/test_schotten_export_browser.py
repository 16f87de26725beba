"""A Schotten Totten round saved as a standalone page, opened in Chromium with no kernel: it
replays step by step, lights nothing to play, explains no claim, and shows the viewer's view."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from clans_widget.export import save_html
from tests.browser.labdriver import ROOT
from tests.browser.test_export_browser import open_page
from tests.twins import schotten_twin

pytestmark = pytest.mark.browser

SCREENSHOTS = ROOT / "tests" / "screenshots" / "browser"


def test_a_schotten_page_replays_offline_and_offers_nothing_to_play(
    browser: Any, tmp_path: Path
) -> None:
    from playwright.sync_api import expect

    record = schotten_twin(8, 0, 40)[0]
    path = save_html(record, tmp_path / "round.html", viewer=0)
    page, errors = open_page(browser, path)
    root = page.locator(".clans-widget")
    expect(root.locator("[data-stone]")).to_have_count(9)
    root.focus()
    page.keyboard.press("ArrowRight")
    expect(root).to_have_attribute("data-ply", "1")
    page.keyboard.press("End")
    expect(root).to_have_attribute("data-ply", str(len(record.game().moves)))
    assert page.locator("[data-legal='true'], .cg-lit, .cg-playable").count() == 0
    assert page.locator('[data-player="1"]').count() == 0  # the rival's cards: never drawn
    before = root.inner_text()
    page.locator("[data-card]").first.click(force=True)  # a curious click changes nothing
    page.locator('[data-stone="5"]').click()
    page.locator('[data-stone="3"]').hover()
    page.wait_for_timeout(300)
    assert root.inner_text() == before
    assert page.locator("[data-proof]").count() == 0
    root.screenshot(path=str(SCREENSHOTS / "schotten-page-end.png"))
    page.close()
    assert not errors, errors
