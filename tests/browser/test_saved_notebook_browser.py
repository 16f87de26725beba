"""A notebook saved in JupyterLab (widget state saved) shows its board with the kernel stopped,
and its replay steps there: the saved state holds every frame of the line shown, including
frames that crossed as deltas after a move made by clicking."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from clans_widget import ClansWidget, Record
from tests.browser.conftest import SCREENSHOTS
from tests.browser.labdriver import RESULT, ROOT, WIDGET_MIME, JupyterLab
from tests.browser.pages import play_a_move

pytestmark = pytest.mark.browser

GAME = ROOT / "notebooks" / "games" / "two_players.json"
STATE = "application/vnd.jupyter.widget-state+json"
CELLS = [
    "from pathlib import Path\n"
    "from clans_widget import ClansWidget, Record\n"
    f"w = ClansWidget(record=Record.from_json(Path({str(GAME)!r}).read_text()))\n"
    "w",
    "import json\n"
    f"print({RESULT!r} + json.dumps({{'error': w.error, 'ply': w.game.ply, 'line': w.line}}))",
]


def saved_board(path: Path, timeout: float = 30) -> dict[str, Any]:
    """The state the saved notebook holds for the board of its first cell (waits for the save)."""
    deadline = time.monotonic() + timeout
    while True:
        notebook = json.loads(path.read_text())
        outputs = notebook["cells"][0]["outputs"]
        views = [o["data"][WIDGET_MIME] for o in outputs if WIDGET_MIME in o.get("data", {})]
        states = notebook["metadata"].get("widgets", {}).get(STATE, {}).get("state", {})
        if views and views[0]["model_id"] in states:
            board: dict[str, Any] = states[views[0]["model_id"]]["state"]
            return board
        if time.monotonic() > deadline:
            raise AssertionError(f"no saved widget state in {path.name}")
        time.sleep(0.25)


def expected_frames(ply: int, card: str, seat: str) -> list[dict[str, Any]]:
    """Python's frames after the same move at the same position, as JSON gives them back."""
    w = ClansWidget(record=Record.from_json(GAME.read_text()))
    w.position = ply
    move = next(m for m in w.game.legal_moves() if str(m.card) == card and str(m.seat) == seat
                and not m.shield)
    w.play(move)
    frames: list[dict[str, Any]] = json.loads(json.dumps(w.frames))
    return frames


def test_a_saved_notebook_replays_with_the_kernel_stopped(
    lab: JupyterLab, notebook: Any, front_end_built: None
) -> None:
    from playwright.sync_api import expect

    nb = notebook(CELLS)
    nb.run(0)
    root = nb.widget(0)
    for _ in range(3):
        root.locator("[data-action='next']").click()
    expect(root).to_have_attribute("data-ply", "3")
    card, seat = play_a_move(root)  # a variation: its frames cross as deltas only
    expect(root).to_have_attribute("data-ply", "4")
    counter = root.locator(".cg-counter")
    expect(counter).to_have_text("after move 4 of 4")
    root.locator("[data-action='prev']").click()  # a step sends the front end's frames along
    root.locator("[data-action='next']").click()
    expect(root).to_have_attribute("data-ply", "4")

    nb.page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
    board = saved_board(lab.root_dir / nb.name)
    assert board["frames"] == expected_frames(3, card, seat), "the saved state holds every frame"
    assert (board["position"], len(board["frames"])) == (4, 5)
    assert board["line"] != 0 and f"{card}@{seat}" in json.dumps(board["tree"])
    assert "An early shield" in board["comments"]["0:1"]
    result = nb.run_json(1)  # no refusal came of the frames sent along with the steps
    assert (result["error"], result["ply"]) == ("", 4)

    lab.shutdown_kernels()
    nb.open()  # the page again, the notebook read from the disk, with a new kernel...
    root = nb.widget(0)  # drawn from the saved state (the new kernel has no such widget)
    lab.shutdown_kernels()  # ...stopped too: nothing answers the board now
    counter = root.locator(".cg-counter")
    expect(root).to_have_attribute("data-ply", "4")
    expect(root.locator(f"[data-seat='{seat}']")).to_have_attribute("data-seat-card", card)
    assert root.locator("[data-seat]").count() == len(board["frames"][0]["seats"])
    expect(counter).to_have_text("after move 4 of 4")
    expect(root).to_contain_text("An early shield")  # the comments came back too
    root.locator("[data-action='prev']").click()
    expect(root).to_have_attribute("data-ply", "3")
    expect(counter).to_have_text("after move 3 of 4")
    root.focus()
    nb.page.keyboard.press("ArrowRight")
    expect(root).to_have_attribute("data-ply", "4")
    nb.screenshot(SCREENSHOTS / "saved-notebook.png")
    root.locator("[data-action='first']").click()
    expect(counter).to_have_text("Start")
    assert lab.api("GET", "/api/kernels") == [], "the board stepped with no kernel running"
    assert not nb.page_errors, nb.page_errors
