"""The zero-install class: the JupyterLite site of scripts/lite.sh, offline, in Chromium.

The site is built once per run with ``scripts/lite.sh --offline`` (into build/lite-test/, so
a site built by hand in build/lite/ stays as it was), served on 127.0.0.1 and opened in a
Chromium that reaches loopback addresses only. A tutorial is opened as a student would: wait
for the Pyodide kernel, run the code cells down to the first board (the first one installs the
package from the site's own wheels), click a card, a lit seat and Place, then run a new cell
that prints the game's ply; and nothing on the board reads NaN or undefined. Schotten Totten's
first lesson is then run in the same page's kernel as a new cell, its code cells read from the
site's copy down to its first board (a second notebook would start a second Pyodide: about 30
CPU seconds of the test run, for the same kernel and wheels).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import SCREENSHOTS
from tests.browser.labdriver import ROOT, VIEWPORT
from tests.browser.pages import StaticSite, offline_chromium, play_a_move

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("front_end_built")]

SITE = ROOT / "build" / "lite-test"
TUTORIAL = "01_the_table.ipynb"
BOARD = re.compile(r"^ClansWidget\(Game\.new\(", re.MULTILINE)  # a cell showing a live game
SCHOTTEN_LESSONS = [
    f"S{n}_{name}.ipynb"
    for n, name in enumerate(
        ["formations", "claims_and_proofs", "expert_and_tactic", "replay_a_game"], 1
    )
]
SCHOTTEN_GAMES = ["base.json", "expert.json", "tactic.json"]
SCHOTTEN_BOARD = re.compile(r"^GameBoard\(schotten\.Game\.new\(", re.MULTILINE)
KERNEL_IDLE = re.compile(r"Pyodide\) \| Idle")
CELLS = ".jp-NotebookPanel .jp-Notebook .jp-Cell"
# A new cell: the ply of the last ClansWidget the notebook showed (IPython keeps outputs in Out).
PLY_CELL = (
    'print("ply", [o for o in Out.values() if type(o).__name__ == "ClansWidget"][-1].game.ply)'
)


@pytest.fixture(scope="session")
def lite_site() -> Path:
    """The offline site, built once per test run: about 40 s from a fresh clone on the loaded
    2-core machine (lite.sh's build venv reads .venv's packages, so that pip installs only the
    JupyterLite tools; Pyodide and the wheels are then kept in build/lite-cache/)."""
    if (SITE / "jupyter-lite.json").is_file() and os.environ.get("CLANS_LITE_REUSE") == "1":
        return SITE  # a person iterating on the test may reuse the last build
    started = time.monotonic()
    build = subprocess.run(
        ["bash", "scripts/lite.sh", "--offline", "--out", str(SITE.relative_to(ROOT))],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "PIP_NO_COMPILE": "1"},  # its build venv: modules compile on import
    )
    assert build.returncode == 0, f"scripts/lite.sh failed:\n{build.stdout}\n{build.stderr}"
    print(f"built the offline site in {time.monotonic() - started:.0f} s")
    return SITE


def code_cells(path: Path) -> list[tuple[int, str]]:
    """(index among all cells, source) of each code cell of the notebook file."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [
        (k, "".join(c["source"]) if isinstance(c["source"], list) else c["source"])
        for k, c in enumerate(cells)
        if c["cell_type"] == "code"
    ]


def run_cell(page: Any, k: int, timeout: float) -> None:
    """Click into cell ``k``'s editor, Shift+Enter, wait for its execution count."""
    cell = page.locator(CELLS).nth(k)
    prompt = cell.locator(".jp-InputPrompt").first
    before = prompt.inner_text().strip()
    cell.locator(".jp-InputArea-editor").click()
    page.keyboard.press("Shift+Enter")
    expect(prompt).not_to_have_text(before, timeout=timeout)
    expect(prompt).to_have_text(re.compile(r"\[\d+\]"), timeout=timeout)


@dataclass
class Lesson:
    """The tutorial open in the offline site, run down to its first board."""

    page: Any
    site: StaticSite
    board: int  # the index of the board's cell among all cells
    root: Any  # the board's .clans-widget
    errors: list[str]


@contextlib.contextmanager
def open_lesson(
    lite_site: Path, browser: Any, tutorial: str, board_cell: re.Pattern[str]
) -> Iterator[Lesson]:
    """The tutorial open in the offline site, its code cells run down to the first cell
    matching ``board_cell``, whose board is drawn."""
    cells = code_cells(lite_site / "files" / tutorial)
    board = next(k for k, source in cells if board_cell.search(source))
    assert "piplite.install" in cells[0][1], "the site's first code cell installs the package"
    with StaticSite(lite_site) as site:
        offline = offline_chromium(browser)
        context = offline.new_context(viewport=VIEWPORT)
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        try:
            page.goto(f"{site.url}/lab/index.html?path={tutorial}", wait_until="domcontentloaded")
            status = page.locator(".jp-StatusBar-TextItem", has_text="Pyodide)")
            expect(status).to_have_text(KERNEL_IDLE, timeout=120_000)
            for k, _ in cells:
                if k > board:
                    break
                run_cell(page, k, timeout=120_000)  # the first installs the package
            root = page.locator(CELLS).nth(board).locator(".clans-widget")
            expect(root).to_be_visible(timeout=30_000)
            root.scroll_into_view_if_needed()
            yield Lesson(page, site, board, root, errors)
        finally:
            context.close()
            offline.close()


@pytest.fixture(scope="module")
def lesson(lite_site: Path, browser: Any) -> Iterator[Lesson]:
    """One Pyodide kernel for the module's tests: about 20 s to start, seconds to install."""
    with open_lesson(lite_site, browser, TUTORIAL, BOARD) as opened:
        yield opened


def test_offline_site_draws_no_undefined_value(lesson: Lesson) -> None:
    """Under JupyterLite's Pyodide kernel a Python None reaches the page as undefined (the
    kernel worker converts comm content with PyProxy.toJs()): the widget must read it as null
    (a tile label once read '4s -> Player NaN' instead of 'nobody')."""
    labels = lesson.root.inner_text()
    assert not re.search(r"\bNaN\b|\bundefined\b", labels), labels


def test_offline_site_plays_a_move_in_a_tutorial(lesson: Lesson) -> None:
    page, root = lesson.page, lesson.root
    expect(root).to_have_attribute("data-ply", "0")
    play_a_move(root)
    expect(root).to_have_attribute("data-ply", "1")  # the board redraws from Python's frame
    root.screenshot(path=str(SCREENSHOTS / "lite-offline-move.png"))

    # A new cell below the board, typed and run as a student would.
    page.locator(CELLS).nth(lesson.board).locator(".jp-InputPrompt").first.click()
    page.keyboard.press("b")
    new = page.locator(CELLS).nth(lesson.board + 1)
    new.locator(".jp-InputArea-editor").click()
    page.keyboard.insert_text(PLY_CELL)
    page.keyboard.press("Shift+Enter")
    expect(new.locator(".jp-OutputArea-output")).to_have_text(
        re.compile(r"^ply 1\s*$"), timeout=30_000
    )

    asked = lesson.site.asked
    assert "/static/pyodide/pyodide.asm.wasm" in asked, "Pyodide came from the site"
    assert any(p.startswith("/pypi/clans_widget-") for p in asked), asked
    assert not lesson.errors, lesson.errors


def test_offline_site_gives_a_hint(lesson: Lesson) -> None:
    """The Hint works out its search in the page's own Python (no threads there)."""
    root = lesson.root
    root.scroll_into_view_if_needed()
    root.locator("[data-action='ask-hint']").click()
    expect(root.locator("[data-hint='card']")).to_have_count(1, timeout=90_000)
    expect(root.locator("[data-hint='seat']")).to_have_count(1)
    expect(root.locator(".cg-info")).to_contain_text("Hint:")
    root.screenshot(path=str(SCREENSHOTS / "lite-offline-hint.png"))
    assert not lesson.errors, lesson.errors


def test_the_site_holds_the_schotten_totten_lessons_and_games(lite_site: Path) -> None:
    """The site's file list (JupyterLite's contents) has the four lessons and their games, and
    each lesson's first code cell installs the package, as Clans and Glory's do."""
    listed = json.loads((lite_site / "api" / "contents" / "all.json").read_text())
    names = {item["name"] for item in listed["content"]}
    assert set(SCHOTTEN_LESSONS) <= names, sorted(names)
    games = json.loads(
        (lite_site / "api" / "contents" / "games" / "schotten" / "all.json").read_text()
    )
    assert sorted(item["name"] for item in games["content"]) == SCHOTTEN_GAMES
    for lesson in SCHOTTEN_LESSONS:
        assert "piplite.install" in code_cells(lite_site / "files" / lesson)[0][1], lesson


def test_offline_site_plays_schotten_lesson_1s_first_board(lesson: Lesson, lite_site: Path) -> None:
    """Lesson S1's code down to its first board, run in the site's Pyodide as a new cell: a card
    then a lit stone plays the card, and the greedy bot in Ben's seat answers (its timer runs
    in the page's Python)."""
    cells = code_cells(lite_site / "files" / SCHOTTEN_LESSONS[0])
    board = next(k for k, (_, source) in enumerate(cells) if SCHOTTEN_BOARD.search(source))
    assert "piplite.install" in cells[0][1], "the lesson's first code cell installs the package"
    page = lesson.page
    last = page.locator(CELLS).count() - 1
    page.locator(CELLS).nth(last).locator(".jp-InputPrompt").first.click()
    page.keyboard.press("b")
    new = page.locator(CELLS).nth(last + 1)  # Shift+Enter adds one more below it
    new.locator(".jp-InputArea-editor").click()
    page.keyboard.insert_text("\n".join(source for _, source in cells[: board + 1]))
    page.keyboard.press("Shift+Enter")
    root = new.locator(".clans-widget")
    expect(root).to_be_visible(timeout=60_000)
    root.scroll_into_view_if_needed()
    expect(root.locator("[data-stone]")).to_have_count(9)
    expect(root).to_have_attribute("data-ply", "0")
    card = root.locator(".cg-hand-card.cg-playable").first
    name = str(card.get_attribute("data-card"))
    card.click()
    root.locator("[data-stone].st-open").first.click()
    expect(root.locator(f'[data-table-card="{name}"]')).to_have_count(1, timeout=30_000)
    # Ben's answer: a second card on the border
    expect(root.locator("[data-table-card]")).to_have_count(2, timeout=60_000)
    text = root.inner_text()
    assert not re.search(r"\bNaN\b|\bundefined\b", text), text
    root.screenshot(path=str(SCREENSHOTS / "lite-offline-schotten.png"))
    assert not lesson.errors, lesson.errors
