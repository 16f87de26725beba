"""Helpers for the browser tests of other front ends: JupyterLite, Notebook 7, Voila, marimo.

``StaticSite`` serves a folder on a free loopback port from a thread and remembers every path
asked for. ``offline_chromium`` starts the Debian Chromium with every address but loopback
unreachable (a proxy on a closed loopback port; Chromium never sends loopback through a proxy),
for pages, workers and service workers alike. ``Server`` runs a front end's server command of
our own and stops it by its process group. ``play_a_move`` clicks a card, a lit seat and Place
in a drawn widget, as a person would.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import re
import subprocess
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from tests.browser.labdriver import CHROMIUM, CHROMIUM_ARGS, free_port, log_tail, stop_process

# A proxy nobody listens on: every request that is not for loopback fails at once.
NO_NETWORK_ARGS = ["--proxy-server=http://127.0.0.1:9"]


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {  # noqa: RUF012 - the base class's own mapping, replaced whole
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".whl": "application/octet-stream",
    }
    asked: list[str]

    def log_message(self, format: str, *args: Any) -> None:  # quiet, but remember the path
        self.asked.append(self.path.split("?")[0])

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()


class StaticSite:
    """A folder served on ``http://127.0.0.1:<port>/`` from a daemon thread."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.asked: list[str] = []
        handler = type("Handler", (_Handler,), {"asked": self.asked})
        self._server = http.server.ThreadingHTTPServer(
            ("127.0.0.1", free_port()), functools.partial(handler, directory=str(folder))
        )
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        port = self._server.server_address[1]
        return f"http://127.0.0.1:{port}"

    def __enter__(self) -> StaticSite:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()


def offline_chromium(browser: Any) -> Any:
    """Another Chromium, from the Playwright of ``browser`` (one Playwright per test run: a
    second sync one would refuse to start), that reaches loopback addresses only."""
    return browser.browser_type.launch(
        executable_path=CHROMIUM, args=CHROMIUM_ARGS + NO_NETWORK_ARGS, headless=True
    )


class Server:
    """A server process of our own (``jupyter notebook``, ``voila``, ``marimo``), started in
    its own session in a temporary working directory and stopped by its pid and group."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.port = free_port()
        self._tmp = tempfile.TemporaryDirectory(prefix=f"clans-{name}-")
        self.dir = Path(self._tmp.name)
        self.log_path = self.dir / "server.log"
        self.process: subprocess.Popen[bytes] | None = None

    def start(
        self, cmd: list[str], ready_path: str | None = None, ready_log: str | None = None,
        env: dict[str, str] | None = None, timeout: float = 90,
    ) -> Server:
        """Run ``cmd`` in ``self.dir``; return once ``ready_path`` answers 200, or once the
        server's log has a line matching ``ready_log`` (for servers whose pages start work,
        such as Voila's, which runs the notebook for every request of its page)."""
        log = self.log_path.open("wb")
        self.process = subprocess.Popen(
            cmd, cwd=self.dir, env={**os.environ, **(env or {})}, stdout=log,
            stderr=subprocess.STDOUT, start_new_session=True,
        )
        log.close()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.name} exited early:\n{self.log_tail()}")
            if ready_log is not None and re.search(ready_log, self.log_tail(400), re.MULTILINE):
                return self
            if ready_path is not None:
                try:
                    with urllib.request.urlopen(f"{self.url}{ready_path}", timeout=5) as answer:
                        if answer.status == 200:
                            return self
                except (urllib.error.URLError, ConnectionError, TimeoutError):
                    pass
            time.sleep(0.25)
        self.stop()
        raise RuntimeError(f"{self.name} did not answer in {timeout} s:\n{self.log_tail()}")

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def log_tail(self, lines: int = 40) -> str:
        return log_tail(self.log_path, lines)

    def stop(self) -> None:
        stop_process(self.process)
        self.process = None
        self._tmp.cleanup()

    def __enter__(self) -> Server:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def play_a_move(root: Any, timeout: float = 30_000) -> tuple[str, str]:
    """Click a playable card that has a lit seat, that seat, then Place; the card and seat.

    ``root`` is the widget's ``.clans-widget`` locator (Playwright's CSS crosses open shadow
    roots, so this works inside marimo too).
    """
    from playwright.sync_api import expect

    cards = root.locator('[data-card]:not([aria-disabled="true"])')
    expect(cards.first).to_be_visible(timeout=timeout)
    lit = root.locator('[data-seat][data-legal="true"]')
    for k in range(cards.count()):
        card = cards.nth(k)
        name = str(card.get_attribute("data-card"))
        card.click()
        with contextlib.suppress(AssertionError):
            expect(lit.first).to_be_attached(timeout=2_000)
        if lit.count():
            seat = str(lit.first.get_attribute("data-seat"))
            lit.first.click()
            root.locator('[data-action="place"]').click()
            return name, seat
    raise AssertionError("no card of the player to move lights a seat")


def table_links(log: str) -> tuple[dict[int, list[str]], dict[int, str]]:
    """Each table's seat links, in seat order, and its projector's link, read from what a
    class server with several tables printed (a ``Table N`` line, then that table's links);
    addresses on 127.0.0.1."""
    seats: dict[int, list[str]] = {}
    projectors: dict[int, str] = {}
    table = 0
    for line in log.splitlines():
        if (heading := re.fullmatch(r"Table (\d+)", line.strip())) is not None:
            table = int(heading.group(1))
        elif table and (link := re.fullmatch(r"(.+?): (http://\S+)", line.strip())) is not None:
            url = link.group(2).replace("localhost", "127.0.0.1")
            if link.group(1) == "Projector":
                projectors[table] = url
            else:
                seats.setdefault(table, []).append(url)
    return seats, projectors
