"""The class server under a class's load, against a plain Solara page, in one run.

Run: .venv/bin/python benchmarks/class_server.py [--tables 10] [--projectors 3] [--echoes 20]

1. ``python -m clans_widget serve --tables 10`` with four players a table, three people and a
   greedy bot: 30 seat pages, each in a Chromium context of its own, played by this script (a
   card, a seat, Place: the clicks a student makes), and 3 projector pages (tables 1 to 3).
   Every table's game is played to its end, the tables at once: in each sweep, a move is
   clicked at every table whose person is to move, then each move is awaited. For each move:
   from the click on Place to every page of its table (its seats and its projector) showing
   it (each page notes it by the browser's clock, which every context shares). Memory: the
   server's resident memory before and after the pages opened, per page.
2. Baseline: a plain Solara page that echoes one value (benchmarks/echo_page.py), served the
   same way to as many pages: a click on one page's button sets the value every page shows.

Timings in a shared, noisy machine: read ratios, not absolutes.

Figures, 2026-11-28, on the project's 2-core machine with nothing else running (the 33 Chromium
pages themselves took it to a load of 27): a move to every page of its table, median 94 ms,
p95 229 ms (210 moves); the echo to all 33 pages, median 112 ms, p95 142 ms (1.6x); server
memory 1.1 MiB a page against 0.7 MiB. 9.7 minutes in all.
"""

from __future__ import annotations

import argparse
import contextlib
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from clans_widget.rules import Record  # noqa: E402
from tests.browser.labdriver import launch_chromium  # noqa: E402
from tests.browser.pages import Server, play_a_move, table_links  # noqa: E402

WATCH = """(pattern) => {
  window.seen = {};
  const note = () => {
    const found = [...document.body.textContent.matchAll(new RegExp(pattern, "g"))];
    if (!found.length) return;
    const most = Math.max(...found.map(m => Number(m[1])));  // older texts may stay
    const now = Date.now();  // a value shown counts every earlier one as seen (they may merge)
    for (let k = 0; k <= most; k++) if (!(k in window.seen)) window.seen[k] = now;
  };
  new MutationObserver(note).observe(document.body, {subtree: true, childList: true,
                                                      characterData: true});
  note();
}"""
"""Notes when the page first shows each value of the pattern's group (a number that grows)."""
MOVES = r"after move (\d+) of"
ECHO = r"echo\s*(\d+)"
CLICKED = """(selector) => { window.clicked = null; document.addEventListener('click', e => {
  if (e.target.closest(selector)) window.clicked = Date.now(); }, true); }"""


def rss_kib(pid: int) -> int:
    """A process's resident memory, in KiB."""
    status = Path(f"/proc/{pid}/status").read_text()
    return int(re.search(r"VmRSS:\s+(\d+)", status).group(1))  # type: ignore[union-attr]


def watched(
    browser: Any, server: Server, urls: list[str], watch: tuple[str, str, str]
) -> tuple[list[Any], float]:
    """The pages of ``urls``, each in a context of its own, once ``watch``'s first selector is
    drawn, each noting when it shows each value of ``watch``'s pattern and when a click lands
    on its last selector; and the server's memory each page added, in KiB."""
    ready, pattern, clicks = watch
    assert server.process is not None
    before = rss_kib(server.process.pid)
    pages = open_pages(browser, urls, ready)
    time.sleep(2)
    per_page = (rss_kib(server.process.pid) - before) / len(pages)
    for page in pages:
        page.evaluate(WATCH, pattern)
        page.evaluate(CLICKED, clicks)
    return pages, per_page


def open_pages(browser: Any, urls: list[str], ready: str) -> list[Any]:
    pages = []
    for url in urls:
        page = browser.new_context(viewport={"width": 1200, "height": 800}).new_page()
        page.goto(url)
        pages.append(page)
    for page in pages:
        page.wait_for_selector(ready, timeout=120_000)
    return pages


def p95(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[max(0, round(0.95 * len(ordered)) - 1)]


BOT = 3
"""The bot's seat at every table (the others are people, played by this script)."""


def to_move(save: Path) -> tuple[int, int] | str | None:
    """The seat to move and the moves played so far, read from a table's saved record; None
    once its game is over, ``"wait"`` while its bot thinks (or the file is being replaced)."""
    with contextlib.suppress(OSError, ValueError):
        game = Record.from_json(save.read_text()).game()
        if game.current_player is None:
            return None
        if game.current_player != BOT:
            return game.current_player, game.ply
    return "wait"


def spread(samples: list[float]) -> str:
    median = statistics.median(samples)
    return f"median {median:.0f} ms, p95 {p95(samples):.0f} ms ({len(samples)} samples)"


def everyone_saw(pages: list[Any], key: str, clicked: float) -> float:
    """Milliseconds from ``clicked`` until the last page saw ``key``."""
    last = 0.0
    for number, page in enumerate(pages):
        try:
            page.wait_for_function(f"'{key}' in window.seen", timeout=30_000)
        except Exception as error:
            shown = page.evaluate("[document.body.textContent.slice(0, 300), window.seen]")
            raise RuntimeError(f"page {number} never showed {key}: {shown}") from error
        last = max(last, page.evaluate(f"window.seen['{key}']"))
    return last - clicked


def class_game(browser: Any, tables: int, projectors: int) -> tuple[list[float], float, int]:
    """Every table's game played to its end: each move's milliseconds to every page of its
    table, the server's memory per page in KiB, and the number of pages."""
    with tempfile.TemporaryDirectory() as folder:
        save = Path(folder) / "class.json"
        server = Server("serve")
        server.start(
            [sys.executable, "-m", "clans_widget", "serve", "--players", "4", "--bots",
             f"{BOT}:greedy", "--tables", str(tables), "--seed", "5", "--start", "--port",
             str(server.port), "--save", str(save)],
            ready_path="/",
        )
        try:
            seats, shown = table_links(server.log_path.read_text(errors="replace"))
            numbers = sorted(seats)
            urls = [url for t in numbers for url in seats[t]]
            urls += [shown[t] for t in numbers[:projectors]]
            pages, per_page = watched(
                browser, server, urls, (".clans-widget [data-seat]", MOVES, '[data-action="place"]')
            )
            seat_pages = {t: pages[3 * i:3 * i + 3] for i, t in enumerate(numbers)}
            watchers = {t: list(seat_pages[t]) for t in numbers}
            for k, t in enumerate(numbers[:projectors]):
                watchers[t].append(pages[3 * len(numbers) + k])
            saves = {t: save.with_name(f"class-table{t}.json") for t in numbers}
            samples: list[float] = []
            over: set[int] = set()
            while len(over) < len(numbers):
                clicked = []
                for t in numbers:
                    turn = to_move(saves[t]) if t not in over else None
                    if turn is None:
                        over.add(t)
                    elif isinstance(turn, tuple):
                        mover, ply = turn
                        page = seat_pages[t][mover]
                        play_a_move(page.locator(".clans-widget"))
                        clicked.append((t, ply, page.evaluate("window.clicked")))
                for t, ply, at in clicked:
                    samples.append(everyone_saw(watchers[t], str(ply + 1), at))
                if not clicked:
                    time.sleep(0.05)
            return samples, per_page, len(pages)
        finally:
            server.stop()


def echo_page(browser: Any, count: int, clicks: int) -> tuple[list[float], float]:
    server = Server("echo")
    server.start(
        [sys.executable, "-m", "uvicorn", "solara.server.starlette:app", "--host", "127.0.0.1",
         "--port", str(server.port), "--log-level", "warning"],
        ready_path="/", env={"SOLARA_APP": str(ROOT / "benchmarks" / "echo_page.py")},
    )
    try:
        urls = [server.url + "/"] * count
        pages, per_page = watched(browser, server, urls, ("#echo", ECHO, "button"))
        samples = []
        for value in range(1, clicks + 1):
            pages[value % 2].get_by_role("button", name="echo").click()
            clicked = pages[value % 2].evaluate("window.clicked")
            samples.append(everyone_saw(pages, str(value), clicked))
        return samples, per_page
    finally:
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--projectors", type=int, default=3)
    parser.add_argument("--echoes", type=int, default=20)
    args = parser.parse_args()
    with sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        try:
            game, game_kib, pages = class_game(browser, args.tables, args.projectors)
            echo, echo_kib = echo_page(browser, pages, args.echoes)
        finally:
            browser.close()
    print(f"{pages} pages ({args.tables} tables of 3 people and a bot, {args.projectors} "
          f"projectors); from a click to every page updated:")
    print(f"  class server, a move to its table's pages: {spread(game)}")
    print(f"  plain Solara echo, a value to every page:  {spread(echo)}")
    print(f"  p95 ratio: {p95(game) / max(1.0, p95(echo)):.1f}x")
    print(f"server memory per page: class server {game_kib / 1024:.1f} MiB, "
          f"echo page {echo_kib / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
