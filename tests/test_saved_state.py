"""A notebook saved with no front end (nbclient, nbconvert --execute) holds every frame, compact
(the first whole, then deltas), and a front end's copy of the frames, if one is sent back, is
ignored quietly."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import nbformat

from clans_widget import ClansWidget, Game, Record
from clans_widget.savedstate import frames_to_json
from clans_widget.site import WIDGET_STATE, execute

ROOT = Path(__file__).resolve().parents[1]


def run_cells(folder: Path, cells: list[str]) -> dict[str, Any]:
    """The notebook of ``cells``, written in ``folder`` and run with no front end."""
    path = folder / "run.ipynb"
    code = [nbformat.v4.new_code_cell(c) for c in cells]
    nbformat.write(nbformat.v4.new_notebook(cells=code), path)
    return execute(path, ROOT)


def saved_boards(notebook: dict[str, Any]) -> list[dict[str, Any]]:
    states = notebook["metadata"]["widgets"][WIDGET_STATE]["state"].values()
    return [s["state"] for s in states if s["state"].get("_anywidget_id", "").endswith("Widget")]


def test_a_notebook_run_with_no_front_end_saves_the_frames_of_moves_played_later(
    tmp_path: Path,
) -> None:
    cells = [
        "from clans_widget import ClansWidget, Game\n"
        "w = ClansWidget(Game.new(2, seed=1))\n"
        "w",
        "for _ in range(3):\n"
        "    w.play(w.game.legal_moves()[0])",
    ]
    (board,) = saved_boards(run_cells(tmp_path, cells))
    expected = ClansWidget(Game.new(2, seed=1))
    for _ in range(3):
        expected.play(expected.game.legal_moves()[0])
    assert board["position"] == 3
    assert board["frames"] == json.loads(json.dumps(frames_to_json(expected.frames)))
    first = {k: v for k, v in expected.frames[0].items() if k != "legal"}
    assert board["frames"][0] == json.loads(json.dumps(first)), "the first is whole"
    assert not any("legal" in f for f in board["frames"]), "no legal moves: a kernel sends them"
    assert "names" not in board["frames"][3] and len(board["frames"][3]["seats"]) == 1, "a delta"


def test_the_front_ends_copy_of_the_frames_is_ignored_or_set_right() -> None:
    game = ROOT / "notebooks" / "games" / "two_players.json"
    w = ClansWidget(record=Record.from_json(game.read_text()))
    w.play(w.game.legal_moves()[0])
    before = json.loads(json.dumps(w.frames))
    echoed: list[Any] = []
    w.send_state = lambda key=None: echoed.append(key)  # type: ignore[method-assign]
    w.set_state({"frames": json.loads(json.dumps(frames_to_json(w.frames))), "position": 0})
    assert (w.error, w.position) == ("", 0)
    assert "frames" not in str(echoed), "nothing is sent back for the front end's own copy"
    assert w.frames == before
    w.set_state({"frames": before[:1]})  # out of date (or forged): set right, no error shown
    assert w.error == "" and ["frames"] in echoed and w.frames == before
    w.set_state({"frames": "not frames"})  # not even a list: refused, said, and set right
    assert "frames" in w.error and w.frames == before


def test_a_click_on_a_board_does_not_send_its_whole_frames(tmp_path: Path) -> None:
    """The whole frames cross after a cell, never after a front end's message: ipykernel's comm
    handling fires ``post_execute`` after every message it hands a widget."""
    cells = [
        "from clans_widget import ClansWidget, Game\n"
        "w = ClansWidget(Game.new(2, seed=1))\n"
        "sent = []\n"
        "w.send_state = lambda key=None: sent.append(key)\n"
        "w",
        # what ipykernel does with a message from the front end: handle it, then post_execute
        "get_ipython().events.trigger('pre_execute')\n"
        "w._handle_custom_msg({'kind': 'play', 'move': str(w.game.legal_moves()[0]),"
        " 'line': 0, 'ply': 0}, [])\n"
        "get_ipython().events.trigger('post_execute')\n"
        "after_click = list(sent)",
        "import json\n"
        "print(json.dumps([w.position, after_click, list(sent)], default=sorted))",
    ]
    ran = run_cells(tmp_path, cells)
    position, after_click, after_cell = json.loads(ran["cells"][2]["outputs"][0]["text"])
    assert position == 1, "the click played"
    assert "frames" not in after_click, after_click
    assert after_cell.count("frames") == 1, "the cell that played sends them once, after it"
