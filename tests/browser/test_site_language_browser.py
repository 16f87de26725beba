"""The static site in three languages, in a real browser: a French page's board speaks French
(its controls and its move list), its language switch leads to the German and English pages
of the same lesson, whose boards speak theirs; nothing is asked of the network."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import nbformat
import pytest

from tests.browser.labdriver import ROOT
from tests.browser.pages import StaticSite

pytestmark = pytest.mark.browser

RECORD = ROOT / "notebooks" / "games" / "two_players.json"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from clans_widget.site import build

    folder = tmp_path_factory.mktemp("site-languages")
    notebook = nbformat.v4.new_notebook()  # type: ignore[no-untyped-call]
    notebook.cells = [
        nbformat.v4.new_markdown_cell("# A short lesson"),  # type: ignore[no-untyped-call]
        nbformat.v4.new_code_cell(  # type: ignore[no-untyped-call]
            "from clans_widget import ClansWidget, Record\n"
            f"w = ClansWidget(record=Record.from_json(open({str(RECORD)!r}).read()))\n"
            "w.position = 6\nw"
        ),
    ]
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                       "language": "python"}
    path = folder / "01_short.ipynb"
    nbformat.write(notebook, path)  # type: ignore[no-untyped-call]
    build([path], folder / "site", ROOT, lite_url="")
    return folder / "site"


def test_each_language_s_page_speaks_it_and_links_the_others(
    browser: Any, front_end_built: None, site: Path, tmp_path: Path
) -> None:
    from playwright.sync_api import expect

    blocked: list[str] = []
    errors: list[str] = []
    with StaticSite(site) as server:
        page = browser.new_page(viewport={"width": 1280, "height": 900})

        def route(route: Any) -> None:
            if urlparse(route.request.url).hostname == "127.0.0.1":
                route.continue_()
            else:
                blocked.append(route.request.url)
                route.abort()

        page.route("**/*", route)
        page.on("pageerror", lambda e: errors.append(str(e)))
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
