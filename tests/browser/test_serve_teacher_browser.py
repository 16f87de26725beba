"""The class server's teacher's controls and Schotten Totten in real Chromium pages (issue 22),
with the servers of tests/browser/test_serve_browser.py: the game waits for the teacher's
Start (a seat's move before it is refused on that seat's page), Pause refuses a seat's move
until Resume, the seat menu gives a seat to a bot that then moves on every page, Save now
writes the record; a seat's page has none of these controls. Schotten Totten's card then stone,
clicked on a seat's page, plays there and shows on the others, no page holding the other hand.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from clans_widget.__main__ import read_record
from clans_widget.i18n import say
from clans_widget.serve.desk import DESK
from tests.browser.conftest import SCREENSHOTS
from tests.browser.pages import play_a_move, table_links
from tests.browser.test_axe_browser import axe, need_axe
from tests.browser.test_serve_browser import (
    DRAWN,
    close_pages,  # noqa: F401  (the fixture that closes the pages of each test)
    hands_hidden,
    open_page,
    saved_moves,
    seat_names,
    start,
)

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("front_end_built", "close_pages")]

BOARD = ".clans-widget"
OUTSIDE_THE_BOARD = """() => [...document.querySelectorAll('button, select, input')]
  .filter(el => !el.closest('.clans-widget')).map(el => el.outerHTML.slice(0, 80))"""
"""The controls of a page outside its board (the teacher's page's desk)."""


def to_move(save: Path) -> int:
    """The seat to move in the game saved in ``save``."""
    return int(read_record(str(save)).game().current_player)


def refused(page: Any, message: str) -> None:
    """``page``'s board says the catalogue's ``message``: its move was refused."""
    expect(page.locator(f"{BOARD} .cg-error-text")).to_have_text(say(message))


def at_move(pages: dict[str, tuple[Any, list[str]]], ply: int) -> None:
    """Every page of ``pages`` shows the game's live end after ``ply`` moves."""
    for page, _ in pages.values():
        expect(page.locator(BOARD)).to_have_attribute("data-ply", str(ply), timeout=15_000)


def test_the_teachers_controls_start_pause_a_bot_and_save(browser: Any, tmp_path: Path) -> None:
    save = tmp_path / "class.json"
    server, links = start(save, options=("--players", "3", "--seed", "3"))  # waits for Start
    try:
        seats = seat_names(links)
        teacher, _ = open_page(browser, links[say("serve.teacher")], height=1100)
        pages = {name: open_page(browser, links[name]) for name in [*seats, say("serve.projector")]}
        desk = teacher.locator(f".{DESK}")
        expect(desk).to_contain_text(say("serve.not_started"))
        for name, (page, _) in pages.items():  # a seat's page: the board alone
            assert not page.locator(f".{DESK}").count(), name
            assert not page.evaluate(OUTSIDE_THE_BOARD), name

        def button(message: str) -> Any:
            return desk.get_by_role("button", name=say(message), exact=True)

        expect(button("serve.pause")).to_be_disabled()
        first = pages[seats[to_move(save)]][0]
        play_a_move(first.locator(BOARD))  # before Start
        refused(first, "serve.not_started")
        assert not read_record(str(save)).moves
        button("serve.start").click()
        expect(desk).to_contain_text(say("serve.under_way"))
        expect(button("serve.start")).to_be_hidden()
        play_a_move(first.locator(BOARD))
        at_move({**pages, "teacher": (teacher, [])}, 1)

        button("serve.pause").click()
        expect(desk).to_contain_text(say("serve.paused"))
        second = pages[seats[to_move(save)]][0]
        play_a_move(second.locator(BOARD))
        refused(second, "serve.paused")
        second.screenshot(path=str(SCREENSHOTS / "serve-seat-paused.png"))
        assert len(read_record(str(save)).moves) == 1
        button("serve.resume").click()
        expect(desk).to_contain_text(say("serve.under_way"))
        play_a_move(second.locator(BOARD))  # the same page, played again
        at_move({**pages, "teacher": (teacher, [])}, 2)

        desk.locator("select").nth(to_move(save)).select_option("greedy")
        at_move({**pages, "teacher": (teacher, [])}, 3)  # the bot's move, on every page
        saved_moves(save, 3)
        hands_hidden(pages, seats, save)
        assert teacher.evaluate(OUTSIDE_THE_BOARD)  # the desk's controls, found so
        teacher.screenshot(path=str(SCREENSHOTS / "serve-teacher-desk.png"))

        save.unlink()
        button("serve.save_now").click()
        expect(desk).to_contain_text(say("serve.saved"))
        assert len(read_record(str(save)).moves) == 3
    finally:
        server.stop()


def test_schotten_totten_a_card_then_a_stone_on_a_seats_page(browser: Any, tmp_path: Path) -> None:
    save = tmp_path / "schotten.json"
    server, links = start(save, options=("--game", "schotten-totten", "--seed", "5", "--start"))
    try:
        seats = seat_names(links)
        assert len(seats) == 2
        pages = {
            name: open_page(browser, links[name], height=1500)  # the whole board in view
            for name in [*seats, say("serve.projector")]
        }
        mover = to_move(save)
        page = pages[seats[mover]][0]
        root = page.locator(BOARD)
        card = root.locator(f'[data-card][data-player="{mover}"]').first
        name = str(card.get_attribute("data-card"))
        card.click()
        root.locator('[data-stone="4"]').click()
        at_move(pages, 1)
        for other, _ in pages.values():
            played = other.locator(f'{BOARD} [data-stone="4"] [data-table-card="{name}"]')
            expect(played).to_have_count(1)
        saved_moves(save, 1)
        assert read_record(str(save)).moves[0].startswith(f"{name}@")
        hands_hidden(pages, seats, save)
        page.mouse.move(1, 1)  # no stone's proof open, under the pointer or the focus
        root.focus()
        expect(root.locator(".st-proof")).to_have_count(0)
        page.screenshot(path=str(SCREENSHOTS / "serve-schotten-seat.png"))
    finally:
        server.stop()


def test_two_tables_keep_their_games_apart_and_the_teacher_goes_from_one_to_the_other(
    browser: Any, tmp_path: Path
) -> None:
    save = tmp_path / "class.json"
    server, links = start(save, options=("--players", "2", "--tables", "2", "--seed", "3",
                                         "--start"))
    try:
        seats, projectors = table_links(server.log_path.read_text(errors="replace"))
        assert sorted(seats) == [1, 2] and all(len(urls) == 2 for urls in seats.values())
        second = tmp_path / "class-table2.json"
        mover = to_move(second)
        table_2 = {f"seat {s}": open_page(browser, seats[2][s]) for s in (0, 1)}
        table_2["projector"] = open_page(browser, projectors[2])
        table_1 = open_page(browser, seats[1][0])[0]
        play_a_move(table_2[f"seat {mover}"][0].locator(BOARD))
        at_move(table_2, 1)
        saved_moves(second, 1)
        expect(table_1.locator(BOARD)).to_have_attribute("data-ply", "0")
        assert not read_record(str(tmp_path / "class-table1.json")).moves

        teacher, _ = open_page(browser, links[say("serve.teacher")], height=1100)
        desk = teacher.locator(f".{DESK}")
        expect(desk.get_by_role("heading", level=2)).to_contain_text(
            say("serve.table", table=1).lower())
        expect(teacher.locator(BOARD)).to_have_attribute("data-ply", "0")
        desk.get_by_role("link", name=say("serve.table", table=2), exact=True).click()
        teacher.wait_for_url(re.compile(r"table=2"), timeout=60_000)  # a new page, as open_page
        teacher.wait_for_selector(DRAWN, timeout=60_000)  # waits for its board
        expect(desk.get_by_role("heading", level=2)).to_contain_text(
            say("serve.table", table=2).lower(), timeout=30_000)
        expect(teacher.locator(BOARD)).to_have_attribute("data-ply", "1")
        current = desk.locator('[aria-current="page"]')
        expect(current).to_have_text(say("serve.table", table=2))
        expect(desk.get_by_role("heading", level=3)).to_have_text(say("serve.join_heading"))
        need_axe()
        assert axe(teacher, desk) == []  # named controls, headings, contrast
        teacher.screenshot(path=str(SCREENSHOTS / "serve-teacher-tables.png"))
    finally:
        server.stop()
