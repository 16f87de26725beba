"""The class server under a class's load, against a plain Solara page, in one run.

Run: .venv/bin/python benchmarks/class_server.py [--watchers 28] [--projectors 3] [--echoes 20]

1. ``python -m clans_widget serve`` with four players, two of them greedy bots, and 30 student
   pages, each in a Chromium context of its own: the two human seats, played by this script
   (a card, a seat, Place: the clicks a student makes), and 28 more pages, opened with wrong
   tokens (the open table; a four-player game has four seats, and a seat opened twice moves to
   the second page), plus 3 projector pages. The game is played to its end. For each human
   move: from the click on Place to every one of the 33 pages showing the move (each page
   notes it by the browser's clock, which every context shares). Memory: the server's
   resident memory before and after the pages opened, per page.
2. Baseline: a plain Solara page that echoes one value (benchmarks/echo_page.py), served the
   same way to as many pages: a click on one page's button sets the value every page shows.

Timings in a shared, noisy machine: read ratios, not absolutes.
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
from tests.browser.pages import Server, play_a_move  # noqa: E402

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


def human_to_move(save: Path) -> tuple[int, int] | None:
    """The human seat to move and the moves played so far, read from the saved record once the
    bots have answered; None once the game is over."""
    for _ in range(300):
        with contextlib.suppress(OSError, ValueError):
            game = Record.from_json(save.read_text()).game()
            if game.current_player is None:
                return None
            if game.current_player in (0, 1):
                return game.current_player, game.ply
        time.sleep(0.05)
    raise RuntimeError("the bots never answered")


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


def class_game(browser: Any, watchers: int, projectors: int) -> tuple[list[float], float]:
    with tempfile.TemporaryDirectory() as folder:
        save = Path(folder) / "class.json"
        server = Server("serve")
        server.start(
            [sys.executable, "-m", "clans_widget", "serve", "--players", "4", "--bots",
             "2:greedy,3:greedy", "--seed", "5", "--start", "--port", str(server.port),
             "--save", str(save)],
            ready_path="/",
        )
        try:
            text = server.log_path.read_text(errors="replace")
            links = dict(re.findall(r"^(.+?): (http://\S+)$", text, re.MULTILINE))
            links = {k: v.replace("localhost", "127.0.0.1") for k, v in links.items()}
            seats = [links[k] for k in links if k not in ("Teacher's page", "Projector")]
            urls = [*seats, *[seats[0][:-4] + f"x{k:03}" for k in range(watchers)],
                    *[links["Projector"]] * projectors]
            pages, per_page = watched(
                browser, server, urls, (".clans-widget [data-seat]", MOVES, '[data-action="place"]')
            )
            samples = []
            while (turn := human_to_move(save)) is not None:
                mover, ply = turn
                play_a_move(pages[mover].locator(".clans-widget"))
                clicked = pages[mover].evaluate("window.clicked")
                samples.append(everyone_saw(pages, str(ply + 1), clicked))
            return samples, per_page
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
    parser.add_argument("--watchers", type=int, default=28)
    parser.add_argument("--projectors", type=int, default=3)
    parser.add_argument("--echoes", type=int, default=20)
    args = parser.parse_args()
    with sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        try:
            game, game_kib = class_game(browser, args.watchers, args.projectors)
            pages = 2 + args.watchers + args.projectors
            echo, echo_kib = echo_page(browser, pages, args.echoes)
        finally:
            browser.close()
    print(f"{pages} pages; from a click to every page updated:")
    print(f"  class server, a move:      {spread(game)}")
    print(f"  plain Solara echo, a value: {spread(echo)}")
    print(f"  p95 ratio: {p95(game) / max(1.0, p95(echo)):.1f}x")
    print(f"server memory per page: class server {game_kib / 1024:.1f} MiB, "
          f"echo page {echo_kib / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
