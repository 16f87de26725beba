"""A notebook saved in JupyterLab (widget state saved) shows its board with the kernel stopped,
as a plain replay that steps: the saved state holds every frame of the line shown, compact,
including frames that crossed as deltas after a move made by clicking, and nothing of them went
back to the kernel. With no kernel nothing lights up or offers to play, and a puzzle says at
the first click that it needs a running notebook."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from clans_widget import ClansWidget, Record
from clans_widget.savedstate import frames_to_json
from tests.browser.conftest import BUNDLE, SCREENSHOTS
from tests.browser.labdriver import RESULT, ROOT, WIDGET_MIME, JupyterLab, decode_ws_frame
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


def save_and_read_board(nb: Any) -> dict[str, Any]:
    """Save ``nb`` as File > Save does, then :func:`saved_board` of the file written."""
    nb.page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
    return saved_board(nb.lab.root_dir / nb.name)


def expected_frames(ply: int, card: str, seat: str) -> list[dict[str, Any]]:
    """Python's frames after the same move at the same position, compact (as the trait is
    saved: deltas, no legal moves), as JSON gives them back."""
    w = ClansWidget(record=Record.from_json(GAME.read_text()))
    w.position = ply
    move = next(m for m in w.game.legal_moves() if str(m.card) == card and str(m.seat) == seat
                and not m.shield)
    w.play(move)
    frames: list[dict[str, Any]] = json.loads(json.dumps(frames_to_json(w.frames)))
    return frames


def kernel_ward_states(sent: list[str | bytes]) -> list[dict[str, Any]]:
    """The trait changes the page sent to the kernel (comm ``update`` messages)."""
    states = []
    for frame in sent:
        message = decode_ws_frame(frame) or {}
        data = message.get("content", {}).get("data", {})
        if message.get("header", {}).get("msg_type") == "comm_msg" and "state" in data:
            states.append(data["state"])
    return states


def expect_plain_replay(root: Any) -> None:
    """Nothing lit, nothing to play, undo, hint, review or save: a board with no kernel."""
    from playwright.sync_api import expect

    for selector in ("[data-seat][data-legal='true']", ".cg-hand-card.cg-playable",
                     "[data-action='place']:visible", "[data-action='undo']:visible",
                     "[data-action='ask-hint']:visible", "[data-action='review']:visible",
                     "[data-action^='save-']:visible"):
        expect(root.locator(selector)).to_have_count(0)


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
    root.locator("[data-action='prev']").click()  # a step sends the position, nothing more
    root.locator("[data-action='next']").click()
    expect(root).to_have_attribute("data-ply", "4")
    sent = kernel_ward_states(nb.ws_sent)
    assert sent and all("frames" not in state for state in sent), "no frames go to the kernel"

    board = save_and_read_board(nb)
    assert board["frames"] == expected_frames(3, card, seat), "the saved state holds every frame"
    assert (board["position"], len(board["frames"])) == (4, 5)
    assert board["line"] != 0 and f"{card}@{seat}" in json.dumps(board["tree"])
    assert "An early shield" in board["comments"]["0:1"]
    result = nb.run_json(1)  # no refusal came of the frames sent along with the steps
    assert (result["error"], result["ply"]) == ("", 4)

    nb.reopen_from_disk()  # a new page, the notebook read from the disk, with a new kernel...
    root = nb.widget(0)  # drawn from the saved state (the new kernel has no such widget)
    lab.shutdown_kernels()  # ...stopped too: nothing answers the board now
    counter = root.locator(".cg-counter")
    expect(root).to_have_attribute("data-ply", "4")
    expect(root.locator(f"[data-seat='{seat}']")).to_have_attribute("data-seat-card", card)
    assert root.locator("[data-seat]").count() == len(board["frames"][0]["seats"])
    expect(counter).to_have_text("after move 4 of 4")
    expect(root).to_contain_text("An early shield")  # the comments came back too
    expect_plain_replay(root)
    root.locator("[data-card]").first.dispatch_event("click")  # a replay: a card picks nothing
    expect_plain_replay(root)
    expect(root.locator(".cg-error")).to_be_hidden()
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


def test_a_move_played_from_python_keeps_the_board_live(
    lab: JupyterLab, notebook: Any, front_end_built: None
) -> None:
    """After a cell that played, the frames cross once more as a trait (for the saved state),
    with no legal moves: the board keeps the ones its frames messages brought, and the saved
    copy goes on following the moves clicked after it."""
    from playwright.sync_api import expect

    nb = notebook([
        "from clans_widget import ClansWidget, Game\nw = ClansWidget(Game.new(2, seed=3))\nw",
        "w.play(w.game.legal_moves()[0])",
    ])
    nb.run(0)
    root = nb.widget(0)
    nb.run(1)
    expect(root).to_have_attribute("data-ply", "1")
    nb.page.wait_for_timeout(500)  # the trait update after the cell
    play_a_move(root)
    expect(root).to_have_attribute("data-ply", "2")
    board = save_and_read_board(nb)
    assert (board["position"], len(board["frames"])) == (2, 3), "the clicked move was saved too"
    assert not nb.page_errors, nb.page_errors


def test_a_saved_notebook_keeps_the_front_end_code_once_for_all_its_boards(
    lab: JupyterLab, notebook: Any, front_end_built: None
) -> None:
    """Two boards saved: the bundle is in the file once; each board keeps a small loader, and
    both draw again from the saved state with no kernel."""
    from playwright.sync_api import expect

    nb = notebook([
        "from clans_widget import ClansWidget, Game\nClansWidget(Game.new(2, seed=3))",
        "ClansWidget(Game.new(3, seed=4))",
    ])
    nb.run(0)
    nb.run(1)
    for k in (0, 1):
        expect(nb.widget(k)).to_have_attribute("data-ply", "0")
    save_and_read_board(nb)
    text = (lab.root_dir / nb.name).read_text()
    states = json.loads(text)["metadata"]["widgets"][STATE]["state"]
    bundle = json.dumps(BUNDLE.read_text(encoding="utf-8"))[1:-1]  # as JSON holds it
    assert text.count(bundle) == 1, "the front end's code is saved once"
    boards = [m["state"] for m in states.values() if "frames" in m["state"]]
    assert len(boards) == 2 and all(len(b["_esm"]) < 2000 for b in boards)

    nb.reopen_from_disk(boards=2)
    for k in (0, 1):  # drawn from the saved state (the new kernel holds no model of them)
        expect(nb.widget(k)).to_have_attribute("data-ply", "0")
    lab.shutdown_kernels()  # after both are drawn: a kernel stopped while the page restores
    for k in (0, 1):  # its widgets clears the manager (ipywidgets), a race on a loaded machine
        root = nb.widget(k)
        expect(root).to_have_attribute("data-ply", "0")
        expect_plain_replay(root)
    assert not nb.page_errors, nb.page_errors


PUZZLE_CELLS = [
    "from clans_widget import ClansWidget\n"
    "from clans_widget.puzzles import PUZZLES\n"
    "w = ClansWidget(puzzle=[p for p in PUZZLES if p.answer == 'seat'][:2])\n"
    "w",
]


def test_a_saved_puzzle_says_at_the_first_click_that_it_needs_a_running_notebook(
    lab: JupyterLab, notebook: Any, front_end_built: None
) -> None:
    from playwright.sync_api import expect

    nb = notebook(PUZZLE_CELLS)
    nb.run(0)
    root = nb.widget(0)
    expect(root.locator("[data-seat]").first).to_be_visible()
    save_and_read_board(nb)

    nb.reopen_from_disk()
    root = nb.widget(0)
    lab.shutdown_kernels()
    expect(root.locator(".cg-puzzle")).to_be_visible()
    error = root.locator(".cg-error")
    expect(error).to_be_hidden()
    root.locator("[data-seat]").first.click()  # the first click on a seat says why nothing happens
    expect(error).to_be_visible()
    expect(error).to_contain_text("Puzzles need a running notebook")
    expect(error.locator("a")).to_have_count(0)  # no JupyterLite page to link in JupyterLab
    error.locator("[data-action='dismiss-error']").click()
    expect(error).to_be_hidden()
    root.locator("[data-action='hint']").click()  # so does a puzzle's button
    expect(error).to_contain_text("Puzzles need a running notebook")
    nb.screenshot(SCREENSHOTS / "saved-puzzle-no-kernel.png", root)
    assert not nb.page_errors, nb.page_errors


SCHOTTEN_GAME = ROOT / "notebooks" / "games" / "schotten" / "base.json"
SCHOTTEN_CELLS = [
    "from pathlib import Path\n"
    "from clans_widget import GameBoard, schotten\n"
    f"w = GameBoard(record=schotten.Record.from_json(Path({str(SCHOTTEN_GAME)!r}).read_text()),"
    " viewer=0)\n"
    "w",
]


def test_a_saved_schotten_board_replays_its_round_with_the_kernel_stopped(
    lab: JupyterLab, notebook: Any, front_end_built: None
) -> None:
    from playwright.sync_api import expect

    nb = notebook(SCHOTTEN_CELLS)
    nb.run(0)
    root = nb.widget(0)
    for _ in range(3):
        root.locator("[data-action='next']").click()
    expect(root).to_have_attribute("data-ply", "3")
    board = save_and_read_board(nb)
    assert board["position"] == 3 and "frames" in board

    nb.reopen_from_disk()
    root = nb.widget(0)
    lab.shutdown_kernels()  # nothing answers the board now
    expect(root).to_have_attribute("data-ply", "3")
    expect(root.locator("[data-stone]")).to_have_count(9)
    expect(root.locator('[data-stone] [data-table-card]')).to_have_count(3)
    root.locator("[data-action='next']").click()  # every frame of the line was saved
    expect(root).to_have_attribute("data-ply", "4")
    expect(root.locator('[data-stone] [data-table-card]')).to_have_count(4)
    # the comments were saved as the viewer may read them: move 4's, and move 2's withheld
    # (it names a card of Ben's hand that Ann cannot see)
    expect(root.locator(".cg-move-comment", has_text="only the red 8")).to_have_count(1)
    expect(root.locator(".cg-move-comment", has_text="Ben holds three reds")).to_have_count(0)
    expect(root.locator(".cg-comment-hidden").first).to_be_attached()
    expect(root.locator(".cg-lit")).to_have_count(0)
    expect_plain_replay(root)
    root.locator('[data-stone="5"]').click()  # a click on the border plays nothing
    expect(root).to_have_attribute("data-ply", "4")
    assert not nb.page_errors, nb.page_errors
