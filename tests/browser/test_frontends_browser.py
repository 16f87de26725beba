"""The widget in every front end a class may use: Notebook 7, Voila and marimo.

Each test starts the front end's own server on 127.0.0.1 with a token (in a temporary
folder, stopped by its pid), draws ``ClansWidget(Game.new(players=2, seed=1))`` in Chromium,
plays a move by clicking a card, a lit seat and Place, and checks that Python played it: a
later cell prints the ply (Notebook 7), a label that Python rewrites on every move shows it
(Voila), or the board's ``data-ply`` turns 1 (marimo: the board redraws only from the frames
Python sends, so that proves Python played the move). Voila and marimo run in their light and
dark themes. Screenshots go to tests/screenshots/browser/frontends-*.png (not committed).

Two tests check what marimo asks of the front end: a dark widget in marimo's dark theme (no
`--jp-*` variables there: js/theme.ts), and focus kept after a redraw inside marimo's shadow
root (js/dom.ts `activeIn`).
"""

from __future__ import annotations

import json
import os
import re
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Locator, expect

from tests.browser.conftest import SCREENSHOTS
from tests.browser.labdriver import ROOT, SETTINGS, VIEWPORT, notebook_json
from tests.browser.pages import Server, play_a_move

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("front_end_built")]

BIN = Path(sys.executable).parent  # the venv running the tests: its jupyter, voila, marimo

TOKEN = "clans-frontends-token"
BOARD = (
    "from clans_widget import ClansWidget, Game\n"
    "w = ClansWidget(Game.new(players=2, seed=1))\n"
)
# Voila shows no code and no printed output: Python writes what it saw into a label.
VOILA_BOARD = (
    BOARD + "import ipywidgets as widgets\n"
    "said = widgets.Label(f'Python: ply {w.game.ply}')\n"
    "w.observe(lambda change: setattr(said, 'value', f'Python: ply {w.game.ply}'),"
    " names='position')\n"
    "widgets.VBox([w, said])"
)
MARIMO_APP = '''import marimo

app = marimo.App()


@app.cell
def _():
    import marimo as mo

    from clans_widget import ClansWidget, Game

    board = mo.ui.anywidget(ClansWidget(Game.new(players=2, seed=1)))
    board
    return


if __name__ == "__main__":
    app.run()
'''
# The background the widget paints, as a relative luminance (0 black .. 1 white).
_LUMINANCE_JS = """
(el) => {
  const c = getComputedStyle(el).backgroundColor;
  const m = c.match(/rgba?\\(([^)]+)\\)/) || c.match(/color\\(srgb ([^)]+)\\)/);
  const scale = c.startsWith('color(') ? 1 : 255;
  const [r, g, b] = m[1].split(/[ ,\\/]+/).filter(Boolean).slice(0, 3)
    .map((v) => Number(v) / scale)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
"""
# The element that has focus, looking inside shadow roots.
_FOCUSED_JS = """
() => {
  let a = document.activeElement;
  while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
  return a ? a.outerHTML.slice(0, 120) : null;
}
"""


def jupyter_env(server: Server) -> dict[str, str]:
    """A Jupyter of its own: config, runtime, settings and IPython dirs in the server's
    folder; the kernel imports clans_widget from this checkout."""
    settings = server.dir / "settings"
    for name, values in SETTINGS.items():
        file = settings / name
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(json.dumps(values))
    return {
        "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
        "JUPYTER_CONFIG_DIR": str(server.dir / "config"),
        "JUPYTER_RUNTIME_DIR": str(server.dir / "runtime"),
        "JUPYTERLAB_SETTINGS_DIR": str(settings),
        "JUPYTERLAB_WORKSPACES_DIR": str(server.dir / "workspaces"),
        "IPYTHONDIR": str(server.dir / "ipython"),
        "PYTHONPATH": str(ROOT),
    }


def root_flag() -> list[str]:
    return ["--allow-root"] if os.geteuid() == 0 else []  # CI runs as root


@dataclass
class Tab:
    """A page of its own browser context, and the uncaught errors it raised."""

    page: Any
    errors: list[str] = field(default_factory=list)


@pytest.fixture
def tab(browser: Any) -> Iterator[Tab]:
    context = browser.new_context(viewport=VIEWPORT)
    opened = Tab(context.new_page())
    opened.page.on("pageerror", lambda error: opened.errors.append(str(error)))
    yield opened
    context.close()


def shot(element: Any, name: str) -> Path:
    path = SCREENSHOTS / f"frontends-{name}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    element.screenshot(path=str(path))
    return path


# --- Notebook 7 ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def notebook7() -> Iterator[Server]:
    with Server("notebook") as server:
        server.start(
            [
                str(BIN / "jupyter"), "notebook", "--no-browser",
                f"--port={server.port}", "--ip=127.0.0.1", "--ServerApp.port_retries=0",
                f"--IdentityProvider.token={TOKEN}", f"--ServerApp.root_dir={server.dir}",
                *root_flag(),
            ],
            ready_path="/api",
            env=jupyter_env(server),
        )
        yield server


# Notebook 7 raises this in every notebook page, a plain `1+1` one too: not the widget's.
NOTEBOOK7_OWN_ERROR = "Cannot read properties of undefined (reading 'schema')"


def run_cell(page: Any, k: int, timeout: float = 90_000) -> Any:
    """Click into code cell ``k``'s editor and press Shift+Enter, as a person would; wait for
    its execution count; the cell. A key pressed while the page still wires up its kernel
    can be lost: pressed again if the cell did not start within a few seconds."""
    cell = page.locator(".jp-Notebook .jp-Cell").nth(k)
    prompt = cell.locator(".jp-InputPrompt").first
    deadline = time.monotonic() + timeout / 1000
    while True:
        cell.locator(".jp-InputArea-editor").click()
        page.keyboard.press("Shift+Enter")
        try:
            expect(prompt).to_have_text(re.compile(r"\[(\*|\d+)\]"), timeout=5_000)
            break
        except AssertionError:
            if time.monotonic() > deadline:
                raise
    expect(prompt).to_have_text(re.compile(r"\[\d+\]"), timeout=timeout)
    return cell


def test_notebook7_plays_a_move_python_sees(notebook7: Server, tab: Tab) -> None:
    page = tab.page
    (notebook7.dir / "board.ipynb").write_text(
        notebook_json([BOARD + "w", "print('ply', w.game.ply, [str(m) for m in w.game.moves])"])
    )
    dialogs: list[str] = []

    def kernel_dialog(dialog: Locator) -> None:
        # Notebook 7 asks which kernel to start when the server is slow to list its kernels
        # (seen on a loaded machine): a user takes the one offered. Any other dialog fails.
        dialogs.append(dialog.inner_text())
        dialog.locator(".jp-mod-accept").click()

    page.add_locator_handler(page.locator(".jp-Dialog"), kernel_dialog)
    page.goto(f"{notebook7.url}/notebooks/board.ipynb?token={TOKEN}")
    expect(page.locator(".jp-Notebook .jp-Cell")).to_have_count(2, timeout=60_000)
    root = run_cell(page, 0).locator(".clans-widget")
    expect(root).to_be_visible(timeout=60_000)
    expect(root).to_have_attribute("data-ply", "0")
    card, seat = play_a_move(root)
    expect(root).to_have_attribute("data-ply", "1")
    shot(root, "notebook7")
    printed = run_cell(page, 1).locator(".jp-OutputArea-output")
    expect(printed).to_have_text(f"ply 1 ['{card}@{seat}']")
    assert [e for e in tab.errors if e != NOTEBOOK7_OWN_ERROR] == [], tab.errors
    assert all("Kernel" in d for d in dialogs), f"a dialog other than the kernel choice: {dialogs}"


# --- Voila ----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def voila_servers() -> Iterator[Callable[[str], Server]]:
    """``voila_server(theme)``: a Voila of the board notebook in that theme, started once."""
    servers: dict[str, Server] = {}

    def start(theme: str) -> Server:
        if theme not in servers:
            server = Server(f"voila-{theme}")
            (server.dir / "board.ipynb").write_text(notebook_json([VOILA_BOARD]))
            servers[theme] = server.start(
                [
                    str(BIN / "voila"), "board.ipynb", "--no-browser",
                    f"--port={server.port}", "--Voila.ip=127.0.0.1", f"--theme={theme}",
                    f"--token={TOKEN}",
                ],
                ready_log=r"Voil. is running at",
                env=jupyter_env(server),
            )
        return servers[theme]

    yield start
    for server in servers.values():
        server.stop()


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_voila_plays_a_move_python_sees(
    voila_servers: Callable[[str], Server], tab: Tab, theme: str
) -> None:
    page = tab.page
    server = voila_servers(theme)
    page.goto(f"{server.url}/?token={TOKEN}")
    root = page.locator(".clans-widget")
    expect(root).to_be_visible(timeout=60_000)
    expect(page.locator("body")).to_have_attribute(
        "data-jp-theme-light", "true" if theme == "light" else "false"
    )
    said = page.get_by_text(re.compile(r"^Python: ply \d+$"))
    expect(said).to_have_text("Python: ply 0")
    # Picking a card redraws the hand; focus is put back on the card, so Escape cancels.
    picked = root.locator('[data-card]:not([aria-disabled="true"])').first
    picked.click()
    lit = root.locator('[data-seat][data-legal="true"]')
    expect(lit.first).to_be_attached()
    page.keyboard.press("Escape")
    expect(lit).to_have_count(0)
    play_a_move(root)
    expect(said).to_have_text("Python: ply 1")  # written by Python, on the move
    expect(root).to_have_attribute("data-ply", "1")
    luminance = root.evaluate(_LUMINANCE_JS)
    assert (luminance < 0.2) if theme == "dark" else (luminance > 0.8), luminance
    page.mouse.move(0, 0)
    shot(page, f"voila-{theme}")
    assert not tab.errors, tab.errors


# --- marimo ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def marimo_servers() -> Iterator[Callable[[str], Server]]:
    """``marimo_server(theme)``: ``marimo run`` of the board app in that theme, started once.
    The theme is marimo's display.theme, from a .marimo.toml in the app's folder (marimo
    looks there first); HOME and XDG_CONFIG_HOME point into it too."""
    servers: dict[str, Server] = {}

    def start(theme: str) -> Server:
        if theme not in servers:
            server = Server(f"marimo-{theme}")
            (server.dir / "app.py").write_text(MARIMO_APP)
            (server.dir / ".marimo.toml").write_text(f'[display]\ntheme = "{theme}"\n')
            servers[theme] = server.start(
                [
                    str(BIN / "marimo"), "run", "app.py", "--headless",
                    "--port", str(server.port), "--host", "127.0.0.1",
                    "--token", "--token-password", TOKEN, "--no-sandbox",
                ],
                ready_path="/health",
                env={
                    "HOME": str(server.dir),
                    "XDG_CONFIG_HOME": str(server.dir / "xdg"),
                    "PYTHONPATH": str(ROOT),
                },
            )
        return servers[theme]

    yield start
    for server in servers.values():
        server.stop()


def open_marimo(server: Server, page: Any) -> Any:
    page.goto(f"{server.url}/?access_token={TOKEN}")
    root = page.locator(".clans-widget")  # inside the anywidget's shadow root
    expect(root).to_be_visible(timeout=60_000)
    expect(root).to_have_attribute("data-ply", "0")
    return root


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_marimo_plays_a_move_python_sees(
    marimo_servers: Callable[[str], Server], tab: Tab, theme: str
) -> None:
    page = tab.page
    root = open_marimo(marimo_servers(theme), page)
    expect(page.locator("body")).to_have_class(
        re.compile(r"\bdark-theme\b") if theme == "dark" else re.compile(r"^(?!.*dark)")
    )
    play_a_move(root)
    expect(root).to_have_attribute("data-ply", "1")  # redrawn from the frame Python sent
    page.mouse.move(0, 0)
    shot(root, f"marimo-{theme}")
    assert not tab.errors, tab.errors


def test_marimo_dark_theme_draws_a_dark_widget(
    marimo_servers: Callable[[str], Server], tab: Tab
) -> None:
    root = open_marimo(marimo_servers("dark"), tab.page)
    luminance = root.evaluate(_LUMINANCE_JS)
    assert luminance < 0.2, f"widget background luminance {luminance:.2f} on a dark page"
    tab.page.mouse.move(0, 0)
    shot(tab.page, "marimo-dark-page")  # docs/marimo-dark.png


def test_marimo_keeps_focus_after_a_redraw(
    marimo_servers: Callable[[str], Server], tab: Tab
) -> None:
    page = tab.page
    root = open_marimo(marimo_servers("light"), page)
    card = root.locator('[data-card]:not([aria-disabled="true"])').first
    name = card.get_attribute("data-card")
    card.click()
    lit = root.locator('[data-seat][data-legal="true"]')
    expect(lit.first).to_be_attached()
    focused = page.evaluate(_FOCUSED_JS) or ""
    assert f'data-card="{name}"' in focused, f"focus after picking {name}: {focused}"
    page.keyboard.press("Escape")
    expect(lit).to_have_count(0, timeout=3_000)
