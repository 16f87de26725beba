"""An exported replay page works in Chromium with no kernel at all: it steps, it offers
nothing to play, and it prints as a game sheet. docs/game-sheet.png is a copy of the printed
sheet's screenshot, tests/screenshots/browser/game-sheet.png."""

from __future__ import annotations

import unicodedata
from pathlib import Path
from typing import Any

import pytest

from clans_widget import Record
from clans_widget.export import save_html
from clans_widget.frames import line_frames
from tests.browser.labdriver import ROOT
from tests.rules_helpers import random_game

pytestmark = pytest.mark.browser

SCREENSHOTS = ROOT / "tests" / "screenshots" / "browser"
GAME = ROOT / "notebooks" / "games" / "two_players.json"



def open_page(browser: Any, path: Path) -> tuple[Any, list[str]]:
    """The saved page ``path`` open in a new tab, drawn at its start; the page's errors, as
    they come."""
    from playwright.sync_api import expect

    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(path.as_uri())
    expect(page.locator(".clans-widget")).to_have_attribute("data-ply", "0")
    return page, errors

def test_the_exported_page_replays_offline_in_chromium(browser: Any, tmp_path: Path) -> None:
    from playwright.sync_api import expect

    path = save_html(random_game(2, seed=5, plies=12).record, tmp_path / "replay.html")
    page, errors = open_page(browser, path)
    root = page.locator(".clans-widget")
    root.focus()
    page.keyboard.press("ArrowRight")
    expect(root).to_have_attribute("data-ply", "1")
    page.click("[data-action='next']")
    expect(root).to_have_attribute("data-ply", "2")
    page.close()
    assert not errors, errors


def test_the_exported_page_is_a_plain_replay(browser: Any, tmp_path: Path) -> None:
    from playwright.sync_api import expect

    path = save_html(random_game(2, seed=5, plies=12).record, tmp_path / "replay.html")
    page = browser.new_page()
    page.goto(path.as_uri())
    root = page.locator(".clans-widget")
    expect(root).to_have_attribute("data-ply", "0")
    for ply in ("0", "5"):  # at the start and after some steps
        if ply != "0":
            for _ in range(5):
                page.click("[data-action='next']")
        expect(root).to_have_attribute("data-ply", ply)
        assert page.locator("[data-action='undo']:visible").count() == 0
        assert page.get_by_role("button", name="Undo").count() == 0
        assert page.locator("[data-legal='true']").count() == 0
        assert page.locator(".cg-hand-card.cg-playable").count() == 0
        assert page.locator("[data-action='save-record'], [data-action='save-page']").count() == 0
        assert page.locator("[data-action^='place']:visible").count() == 0
        before = root.inner_text()
        # force: the cards say aria-disabled, which Playwright would wait out; a person clicks
        page.locator("[data-card]").first.click(force=True)
        page.locator("[data-seat]").first.click(force=True)
        page.locator("[data-seat]").nth(6).click(force=True)
        assert root.inner_text() == before, "a click on a card or a seat changed the page"
        assert page.locator("[data-action^='place']:visible").count() == 0
        expect(page.get_by_role("alert")).to_have_count(0)
        assert "needs a running notebook" not in (root.text_content() or "")
    page.close()


def _text(pdf: bytes) -> str:
    """The PDF's text with ligatures (the "fi" glyph) made plain and no whitespace at all: a
    printed line may break anywhere a browser likes (after the "-" of "->", say)."""
    import io

    from pypdf import PdfReader

    pages = PdfReader(io.BytesIO(pdf)).pages
    return _bare(" ".join(page.extract_text() for page in pages))


def _bare(text: str) -> str:
    return "".join(unicodedata.normalize("NFKC", text).split())


def _tile_line(names: list[str], tile: dict[str, Any]) -> str:
    """A tile's scoring as the game sheet words it, from the final frame's score."""
    shields = tile["shields"]
    owners = ", ".join(names[p] for p in shields)
    parts = [
        f"{g['rank']}s ({' '.join(g['cards'])}) to "
        + ("nobody" if g["taker"] is None else
           f"shield {g['shield'] + 1}, {names[g['taker']]} +{g['points']}")
        for g in tile["groups"]
    ] or ["no face-up cards"]
    parts += [f"shield {i + 1} ({names[shields[i]]}) took nothing" for i in tile["unused_shields"]]
    return f"Tile {tile['tile']}, {'shields ' + owners if shields else 'no shields'}: " + (
        "; ".join(parts) + "."
    )


def test_the_printed_page_is_a_game_sheet(browser: Any, tmp_path: Path) -> None:
    record = Record.from_json(GAME.read_text(encoding="utf-8"))
    comments = [c for c in record.comments if c]
    assert len(comments) >= 3, "the game should have comments to print"
    path = save_html(record, tmp_path / "sheet.html")
    page = browser.new_page(viewport={"width": 1000, "height": 900})
    page.goto(path.as_uri())
    page.locator(".clans-widget").wait_for()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    pdf = page.pdf(format="A4")
    text = _text(pdf)
    final = line_frames(record, "all")[-1]
    assert _bare("Final position") in text and _bare("Ann wins with 34 points.") in text
    for number, move in enumerate(record.moves, start=1):
        assert _bare(f"{number}. {final['names'][move_player(record, number)]} {move}") in text
    for comment in comments:
        assert _bare(comment) in text
    for tile in final["score"]["tiles"]:
        assert _bare(_tile_line(final["names"], tile)) in text
    (SCREENSHOTS / "game-sheet.pdf").write_bytes(pdf)
    page.emulate_media(media="print")
    page.screenshot(path=str(SCREENSHOTS / "game-sheet.png"), full_page=True)
    page.close()


def move_player(record: Record, ply: int) -> int:
    """Who made move ``ply`` (1-based) of the record's main line."""
    before = record.game(ply - 1).current_player
    assert before is not None
    return before


def test_a_saved_review_shows_on_the_page_and_its_graph_steps_the_replay(
    browser: Any, tmp_path: Path
) -> None:
    from playwright.sync_api import expect

    from clans_widget.analysis import review

    game = random_game(2, seed=25)
    reviewed = game.record.with_review(review(game.record, "all", iterations=30, seed=1))
    page = browser.new_page()
    page.goto(save_html(reviewed, tmp_path / "reviewed.html").as_uri())
    root = page.locator(".clans-widget")
    expect(root.locator(".cg-review-graph")).to_be_visible()
    marked = root.locator(".cg-moves [data-mark]")
    assert marked.count() == len(reviewed.moves), "every reviewed move carries its mark"
    expect(root.locator("[data-action='review']")).to_have_count(0)  # no kernel: no new review
    root.locator(".cg-review-col").nth(5).click()
    expect(root).to_have_attribute("data-ply", "6")
    page.close()
