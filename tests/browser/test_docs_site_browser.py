"""The static site of the tutorials (scripts/docs.sh) works offline: its index links every page
built, a tutorial page shows its boards, and a replay steps, with no kernel and no network.
nbconvert's own page of the same notebook (what nbviewer shows: the widget manager draws the
boards from the saved widget state) replays too, its scripts served from the site. A Schotten
Totten board explains the stone under the pointer from the proofs saved with it. A puzzle on
the site says at its first click that it needs a running notebook, and links its lesson's page
in the JupyterLite site."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest

from tests.browser.labdriver import ROOT
from tests.browser.pages import StaticSite
from tests.browser.test_axe_browser import assert_no_violations, audit_pages, need_axe
from tests.browser.test_schotten_export_browser import expect_proof_on_hover

pytestmark = pytest.mark.browser

TUTORIAL = "04_replay_a_game"  # its boards are replays; few notebooks keep the build short
SCHOTTEN = "S4_replay_a_game"  # Schotten Totten's replay lesson: its index heading, its boards
SCREENSHOT = ROOT / "docs" / "static-site.png"
SCREENSHOT_PUZZLE = ROOT / "tests" / "screenshots" / "browser" / "site-puzzle-no-kernel.png"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("docs") / "site"
    subprocess.run(
        [
            "bash",
            "scripts/docs.sh",
            "--out",
            str(out),
            "--nbconvert",
            f"notebooks/{TUTORIAL}.ipynb",
            f"notebooks/{SCHOTTEN}.ipynb",
        ],
        cwd=ROOT,
        check=True,
        timeout=600,
    )
    return out


def offline_page(browser: Any, blocked: list[str], errors: list[str]) -> Any:
    """A page that may reach 127.0.0.1 and files only; it lists what it tried elsewhere."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})

    def route(route: Any) -> None:
        url = urlparse(route.request.url)
        if url.scheme == "file" or url.hostname == "127.0.0.1":
            route.continue_()
        else:
            blocked.append(route.request.url)
            route.abort()

    page.route("**/*", route)
    page.on("pageerror", lambda e: errors.append(str(e)))
    return page


def test_the_site_replays_offline(browser: Any, front_end_built: None, site: Path) -> None:
    from playwright.sync_api import expect

    blocked: list[str] = []
    errors: list[str] = []
    with StaticSite(site) as server:
        page = offline_page(browser, blocked, errors)
        page.goto(f"{server.url}/index.html")
        links = page.locator(".clans-tutorials a")
        assert [links.nth(i).get_attribute("href") for i in range(links.count())] == [
            f"{TUTORIAL}.html",
            f"{SCHOTTEN}.html",
        ]
        headings = page.locator("section h2")
        expect(headings).to_have_text(["Clans and Glory", "Schotten Totten"])
        under = page.locator("section", has=page.get_by_role("heading", name="Schotten Totten"))
        expect(under.locator("a")).to_have_attribute("href", f"{SCHOTTEN}.html")
        expect(links.first).to_have_text("Lesson 4: replaying a game")
        links.first.click()
        boards = page.locator(".clans-board .clans-widget")
        expect(boards).to_have_count(3)  # the three recorded games
        for k in range(3):
            expect(boards.nth(k).locator("[data-seat]").first).to_be_visible()
        first = boards.first
        first.scroll_into_view_if_needed()
        start = int(first.get_attribute("data-ply") or "-1")
        first.locator("[data-action='first']").click()
        expect(first).to_have_attribute("data-ply", "0")
        first.locator("[data-action='next']").click()
        expect(first).to_have_attribute("data-ply", "1")
        first.focus()
        page.keyboard.press("ArrowRight")
        expect(first).to_have_attribute("data-ply", "2")
        expect(first.locator(".cg-error")).to_be_hidden()
        assert start > 0, "the board opens where the notebook left it"
        first.evaluate("el => el.closest('.jp-Cell').scrollIntoView()")  # its code, then it
        page.screenshot(path=str(SCREENSHOT))
        # Schotten Totten's replay lesson: its board replays too, with nothing to play
        page.goto(f"{server.url}/{SCHOTTEN}.html")
        board = page.locator(".clans-board .clans-widget").first  # the bots' recorded round
        expect(board.locator("[data-stone]")).to_have_count(9)
        board.scroll_into_view_if_needed()
        board.locator("[data-action='first']").click()
        expect(board).to_have_attribute("data-ply", "0")
        expect(board.locator("[data-table-card]")).to_have_count(0)
        board.locator("[data-action='next']").click()
        expect(board).to_have_attribute("data-ply", "1")
        expect(board.locator("[data-table-card]")).to_have_count(1)
        board.focus()
        page.keyboard.press("End")
        expect(board.locator(".st-claimed").first).to_be_visible()
        assert board.locator(".cg-lit, [data-legal='true']").count() == 0, "nothing to play"
        page.close()
    assert not blocked, f"the site asked the network for {blocked}"
    assert not errors, errors


def test_a_schotten_board_on_the_site_shows_a_stones_proof(
    browser: Any, front_end_built: None, site: Path
) -> None:
    """The proofs the notebook's board kept beside its frames (its saved ``answers``) are drawn
    on the site, with no kernel, when the pointer rests on a stone, as on a live board."""
    from playwright.sync_api import expect

    blocked: list[str] = []
    errors: list[str] = []
    with StaticSite(site) as server:
        page = offline_page(browser, blocked, errors)
        page.goto(f"{server.url}/{SCHOTTEN}.html")
        host = page.locator(".clans-board").first  # the bots' recorded round
        traits = json.loads(host.locator('script[type="application/json"]').text_content() or "")
        answers = traits["answers"]
        ply = max(int(p) for p in answers["at"])  # the last position with a claim to judge
        key, index = sorted(answers["at"][str(ply)].items())[0]
        stone, proof = int(key.split(":")[1]), answers["shared"][index]
        board = host.locator(".clans-widget")
        expect(board.locator("[data-stone]")).to_have_count(9)
        board.scroll_into_view_if_needed()
        board.focus()
        page.keyboard.press("End")
        for _ in range(len(traits["frames"]) - 1 - ply):
            page.keyboard.press("ArrowLeft")
        expect(board).to_have_attribute("data-ply", str(ply))
        expect_proof_on_hover(board, stone, proof)
        page.close()
    assert not blocked, f"the site asked the network for {blocked}"
    assert not errors, errors


def test_a_page_opened_from_the_disk_shows_its_boards(
    browser: Any, front_end_built: None, site: Path
) -> None:
    from playwright.sync_api import expect

    blocked: list[str] = []
    errors: list[str] = []
    page = offline_page(browser, blocked, errors)
    page.goto((site / f"{TUTORIAL}.html").as_uri())
    board = page.locator(".clans-board .clans-widget").nth(1)
    expect(board.locator("[data-seat]").first).to_be_visible()
    board.locator("[data-action='last']").click()
    expect(board).not_to_have_attribute("data-ply", "0")
    page.close()
    assert not blocked and not errors, (blocked, errors)


def test_nbconverts_own_page_replays_from_the_saved_widget_state(
    browser: Any, front_end_built: None, site: Path
) -> None:
    from playwright.sync_api import expect

    blocked: list[str] = []
    errors: list[str] = []
    with StaticSite(site) as server:
        page = offline_page(browser, blocked, errors)
        page.goto(f"{server.url}/nbconvert/{TUTORIAL}.html")
        boards = page.locator(".clans-widget")  # drawn by @jupyter-widgets/html-manager
        expect(boards).to_have_count(3, timeout=30_000)
        first = boards.first
        expect(first.locator("[data-seat]").first).to_be_visible()
        assert int(first.get_attribute("data-ply") or "0") > 0, "where the notebook left it"
        first.locator("[data-action='first']").click()
        expect(first).to_have_attribute("data-ply", "0")
        first.locator("[data-action='next']").click()
        expect(first).to_have_attribute("data-ply", "1")
        page.close()
    assert not blocked, f"the page asked the network for {blocked}"
    assert not errors, errors


LITE = "https://lite.example.org/clans/"
PUZZLE_NOTEBOOK = {
    "cells": [
        {
            "cell_type": "code",
            "execution_count": None,
            "id": "puzzle",
            "metadata": {},
            "outputs": [],
            "source": "from clans_widget import ClansWidget\n"
            "from clans_widget.puzzles import PUZZLES\n"
            "ClansWidget(puzzle=[p for p in PUZZLES if p.answer == 'seat'][:2])",
        }
    ],
    "metadata": {
        "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
    },
    "nbformat": 4,
    "nbformat_minor": 5,
}


@pytest.fixture(scope="module")
def puzzle_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("puzzle-docs")
    notebook = folder / "01_puzzles.ipynb"
    notebook.write_text(json.dumps(PUZZLE_NOTEBOOK), encoding="utf-8")
    out = folder / "site"
    subprocess.run(
        ["bash", "scripts/docs.sh", "--out", str(out), "--lite-url", LITE, str(notebook)],
        cwd=ROOT,
        check=True,
        timeout=600,
    )
    return out


def test_a_puzzle_on_the_site_says_at_the_first_click_where_it_runs(
    browser: Any, front_end_built: None, puzzle_site: Path
) -> None:
    from playwright.sync_api import expect

    blocked: list[str] = []
    errors: list[str] = []
    with StaticSite(puzzle_site) as server:
        page = offline_page(browser, blocked, errors)
        page.goto(f"{server.url}/01_puzzles.html")
        board = page.locator(".clans-board .clans-widget")
        expect(board.locator(".cg-puzzle")).to_be_visible()
        expect(board.locator("[data-seat][data-legal='true']")).to_have_count(0)
        error = board.locator(".cg-error")
        expect(error).to_be_hidden()
        board.locator("[data-seat]").first.click()  # the first click on a seat says it
        expect(error).to_contain_text("Puzzles need a running notebook")
        link = error.locator("a")
        expect(link).to_have_text("Open this lesson in JupyterLite")
        expect(link).to_have_attribute("href", f"{LITE}lab/index.html?path=01_puzzles.ipynb")
        error.locator("[data-action='dismiss-error']").click()
        expect(error).to_be_hidden()
        board.locator("[data-action='hint']").click()  # and a puzzle's button
        expect(error.locator("a")).to_have_count(1)
        board.screenshot(path=str(SCREENSHOT_PUZZLE))
        index = page.goto(f"{server.url}/index.html")
        assert index is not None
        expect(page.locator(f"a[href='{LITE}']")).to_have_text("in JupyterLite")
        page.close()
    assert not blocked, f"the site asked the network for {blocked}"
    assert not errors, errors


def test_axe_finds_nothing_on_a_site_page(browser: Any, front_end_built: None, site: Path) -> None:
    """axe-core (tests/browser/test_axe_browser.py) on every board of a tutorial's page."""
    need_axe()
    assert_no_violations(audit_pages(browser, {"site page": site / f"{TUTORIAL}.html"}))
