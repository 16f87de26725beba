"""The static site in three languages, in a real browser: a French page's board speaks French
(its controls and its move list), its language switch leads to the German and English pages
of the same lesson, whose boards speak theirs; nothing is asked of the network."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.browser.labdriver import ROOT
from tests.browser.pages import StaticSite
from tests.browser.test_docs_site_browser import offline_page
from tests.test_site_language import one_board_lesson

pytestmark = pytest.mark.browser



@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from clans_widget.site import build

    folder = tmp_path_factory.mktemp("site-languages")
    build([one_board_lesson(folder)], folder / "site", ROOT, lite_url="")
    return folder / "site"


def test_each_language_s_page_speaks_it_and_links_the_others(
    browser: Any, front_end_built: None, site: Path, tmp_path: Path
) -> None:
    from playwright.sync_api import expect

    blocked: list[str] = []
    errors: list[str] = []
    with StaticSite(site) as server:
        page = offline_page(browser, blocked, errors)
        page.goto(f"{server.url}/fr/01_short.html")
        board = page.locator(".clans-board .clans-widget")
        expect(board.locator("[data-action='next']")).to_have_attribute(
            "aria-label", "Position suivante"
        )
        expect(board).to_contain_text("Ann a posé")  # Python's move words, in French
        switch = page.locator("nav.clans-languages")
        expect(switch).to_have_text("English · Français · Deutsch")
        page.screenshot(path=str(tmp_path / "site-fr-top.png"))
        board.scroll_into_view_if_needed()
        page.screenshot(path=str(tmp_path / "site-fr.png"))
        switch.get_by_role("link", name="Deutsch").click()
        expect(page).to_have_url(f"{server.url}/de/01_short.html")
        expect(page.locator("html")).to_have_attribute("lang", "de")
        board = page.locator(".clans-board .clans-widget")
        expect(board.locator("[data-action='next']")).to_have_attribute(
            "aria-label", "Nächste Stellung"
        )
        expect(board).to_contain_text("Ann legte")
        page.locator("nav.clans-languages").get_by_role("link", name="English").click()
        expect(page).to_have_url(f"{server.url}/01_short.html")
        board = page.locator(".clans-board .clans-widget")
        expect(board.locator("[data-action='next']")).to_have_attribute(
            "aria-label", "Next position"
        )
        page.locator("nav.clans-languages").get_by_role("link", name="Français").click()
        expect(page).to_have_url(f"{server.url}/fr/01_short.html")
        page.close()
    assert not blocked, f"the site asked the network for {blocked}"
    assert not errors, errors
