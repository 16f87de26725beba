"""The class server in real Chromium pages (issue 22): ``python -m clans_widget serve`` with
four seats, each in a browser context of its own, beside the teacher's, the projector's and a
forged token's pages. A click on a seat's page plays in the server and shows on every page; no
page, and no websocket message it receives, holds a card of another seat's hand; a reload
resumes the seat; a server killed and started again with the same ``--save`` resumes the game.
"""

from __future__ import annotations

import contextlib
import json
import re
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from clans_widget.__main__ import read_record
from clans_widget.core.registry import game_for
from clans_widget.i18n import say
from tests.browser.pages import Server, play_a_move

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("front_end_built", "close_pages")]

SEATS = 4
LATE_MS = 1000
"""The longest a move may take from the click to showing on every page."""


FOUR_SEATS = ("--players", str(SEATS), "--seed", "3", "--start")
"""The options of the four-seat game this file plays: started at once."""


def start(
    save: Path, port: int | None = None, options: Sequence[str] = FOUR_SEATS
) -> tuple[Server, dict[str, str]]:
    """A class server of the game ``options`` describe (a four-player game started at once,
    unless told) saving to ``save`` (on ``port``, else a free one), and its pages' links by
    name."""
    server = Server("serve")
    server.port = port or server.port
    server.start(
        [sys.executable, "-m", "clans_widget", "serve", *options,
         "--port", str(server.port), "--save", str(save)],
        ready_path="/",
    )
    text = server.log_path.read_text(errors="replace")
    links = dict(re.findall(r"^(.+?): (http://\S+)$", text, re.MULTILINE))
    return server, {name: url.replace("localhost", "127.0.0.1") for name, url in links.items()}


def seat_names(links: dict[str, str]) -> list[str]:
    """The seats' pages among ``links``, in seat order."""
    return [n for n in links if n not in (say("serve.teacher"), say("serve.projector"))]


DRAWN = ".clans-widget :is([data-seat], [data-stone])"
"""A board drawn: a seat of Clans and Glory's, a stone of Schotten Totten's."""
ONE_MOVE = say("position.after", ply=1, last=1)
"""A board's move counter at the live end of a game of one move."""


OPENED: list[Any] = []
"""The browser contexts :func:`open_page` opened in the test under way."""


@pytest.fixture
def close_pages() -> Iterator[None]:
    """Close every page :func:`open_page` opened once the test ends: a page left open keeps
    trying to reach its stopped server, and took a share of the CPU for the rest of the run."""
    yield
    while OPENED:
        with contextlib.suppress(Exception):  # already closed, or the browser gone
            OPENED.pop().close()


def open_page(browser: Any, url: str, height: int = 900) -> tuple[Any, list[str]]:
    """A page of its own browser context at ``url`` (closed when the test ends), its board
    drawn, and the text of every websocket message it receives."""
    context = browser.new_context(viewport={"width": 1300, "height": height})
    OPENED.append(context)
    page = context.new_page()
    received: list[str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda m: received.append(str(m))))
    page.goto(url)
    page.wait_for_selector(DRAWN, timeout=60_000)
    return page, received


WATCH = """(counter) => {
  window.updated = null;
  const board = () => document.querySelector('.clans-widget');
  const seen = () => board().querySelector('.cg-counter')?.textContent === counter;
  const look = () => { if (seen()) window.updated = Date.now(); else requestAnimationFrame(look); };
  look();
}"""
"""Notes in the page when it first shows the move (its move counter, ``ONE_MOVE``: the status
names the player to move in the second person on that player's own page), by the browser's
clock, which every context of one browser shares."""


def after_one(page: Any) -> bool:
    """Whether ``page``'s board stands at the live end of a game of one move."""
    return bool(page.locator(".clans-widget .cg-counter").text_content() == ONE_MOVE)


def hands(save: Path) -> list[set[str]]:
    """Each seat's hand now, from the saved record (of either game)."""
    game = read_record(str(save)).game()
    return [{str(c) for c in hand} for hand in game.hands]


def saved_moves(save: Path, moves: int) -> None:
    """Wait until the record in ``save`` holds ``moves`` moves (the save follows a move)."""
    for _ in range(50):
        if len(json.loads(save.read_text())["moves"]) >= moves:
            return
        time.sleep(0.1)
    raise AssertionError(f"{save} does not hold {moves} moves")


def hands_hidden(pages: dict[str, tuple[Any, list[str]]], seats: list[str], save: Path) -> None:
    """No page of ``pages`` shows, and no websocket message it received holds, a card of a
    hand but its own seat's (``seats``: the seats' page names in seat order)."""
    held = hands(save)
    named = game_for(json.loads(save.read_text())["format"]).tokens_named
    for name, (page, received) in pages.items():
        own = seats.index(name) if name in seats else None
        others = set().union(*(h for p, h in enumerate(held) if p != own))
        shown = set(re.findall(r'data-card="([^"]+)"', page.content()))
        assert not shown & others, f"{name}'s page shows {shown & others}"
        heard = set().union(*(named(m) for m in received if len(m) < 200_000))
        assert not heard & others, f"{name}'s websocket carried {heard & others}"


def test_four_seats_a_projector_and_a_forged_token(browser: Any, tmp_path: Path) -> None:
    save = tmp_path / "class.json"
    server, links = start(save)
    try:
        seats = seat_names(links)
        assert len(seats) == SEATS
        projector = say("serve.projector")
        pages = {name: open_page(browser, links[name]) for name in [*seats, projector]}
        forged = links[seats[1]][:-3] + "abc"
        pages["forged"] = open_page(browser, forged)
        for page, _ in pages.values():
            page.evaluate(WATCH, ONE_MOVE)
        first = pages[seats[0]][0]
        first.evaluate("window.clicked = null")
        first.locator(".clans-widget").evaluate(
            "el => el.addEventListener('click', e => { if (e.target.closest("
            "'[data-action=\"place\"]')) window.clicked = Date.now(); }, true)"
        )
        play_a_move(first.locator(".clans-widget"))
        clicked = first.evaluate("window.clicked")
        late = {}
        for name, (page, _) in pages.items():
            page.wait_for_function("window.updated !== null", timeout=10_000)
            late[name] = page.evaluate("window.updated") - clicked
        print("ms from the click to each page updated:", late)
        # pushed to every page at once, not on a later poll or behind a bot: a bound far
        # above the figures (40-210 ms on a quiet machine, up to 485 ms at a load of 21 on 2
        # cores, the clicking page's own last), since wall-clock limits on this shared
        # machine measure the machine (TESTING.md)
        assert max(late.values()) < LATE_MS, late
        saved_moves(save, 1)
        hands_hidden(pages, seats, save)
        held = hands(save)
        mine = pages[seats[1]][0]
        mine.reload()
        mine.wait_for_selector(DRAWN, timeout=60_000)
        assert after_one(mine)
        assert set(re.findall(r'data-card="([^"]+)"', mine.content())) >= held[1]
        second, _ = open_page(browser, links[seats[1]])  # the seat on a second device
        mine.wait_for_function(
            "document.body.textContent.includes('opened on another device')", timeout=10_000
        )
        assert not mine.locator(".clans-widget [data-card]").count()
        assert second.locator(".clans-widget [data-card]").count()
    finally:
        server.stop()
    # stopped and started again: the same game, the same links
    again, links_again = start(save, server.port)
    try:
        assert links_again == links
        page, _ = open_page(browser, links[seats[1]])
        assert after_one(page)
    finally:
        again.stop()
