"""How big a lesson grows when JupyterLab saves it with its widget state, and what takes the room.

Run: .venv/bin/python benchmarks/saved_size.py [notebooks/04_replay_a_game.ipynb]

Opens the lesson (outputs cleared) in a JupyterLab of our own with Settings > Save Widget State
Automatically on, as a teacher would run it (Run > Run All Cells), saves it, and measures the
.ipynb on the disk: its bytes against the lesson without outputs (the baseline), and per
board model the bytes of its front-end code (``_esm``), its ``frames`` and the rest of its
state, as the file holds them (JSON, indented as JupyterLab writes it), and the bytes of the
front end's code the boards share. Target for lesson 4:
under 400 kB.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.labdriver import (  # noqa: E402
    JupyterLab,
    LabTab,
    chromium_missing,
    launch_chromium,
)
from tests.browser.test_notebooks_browser import (  # noqa: E402
    _FINISHED_JS,
    GAMES,
    TutorialNotebook,
    fresh_copy,
    run_all_cells,
)

STATE = "application/vnd.jupyter.widget-state+json"
BOARD = "clans_widget.widget.ClansWidget"


def indented(value: object) -> int:
    """The bytes of ``value`` as JupyterLab writes a notebook (JSON, indent 1)."""
    return len(json.dumps(value, indent=1, ensure_ascii=False).encode())


def saved(path: Path, timeout: float = 60) -> dict[str, Any]:
    """The notebook on the disk, once it holds a widget state."""
    deadline = time.monotonic() + timeout
    while True:
        notebook: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        if notebook["metadata"].get("widgets", {}).get(STATE, {}).get("state"):
            return notebook
        if time.monotonic() > deadline:
            raise SystemExit(f"{path.name} was saved with no widget state")
        time.sleep(0.5)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebook", type=Path, nargs="?",
                        default=ROOT / "notebooks" / "04_replay_a_game.ipynb")
    args = parser.parse_args()
    if reason := chromium_missing():
        sys.exit(reason)
    from playwright.sync_api import sync_playwright

    content = fresh_copy(args.notebook)
    with JupyterLab() as lab, sync_playwright() as playwright:
        shutil.copytree(GAMES, lab.root_dir / "games", dirs_exist_ok=True)
        browser = launch_chromium(playwright)
        nb = TutorialNotebook(lab, LabTab(lab, browser), args.notebook.name, content).open()
        run_all_cells(nb)
        nb.page.wait_for_function(_FINISHED_JS, arg=nb.panel_id, timeout=300_000, polling=250)
        nb.page.wait_for_timeout(2000)  # the boards draw and answer their sync
        nb.page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
        path = lab.root_dir / args.notebook.name
        notebook = saved(path)
        size = path.stat().st_size
        browser.close()

    base = indented(content)
    print(f"{args.notebook.name} saved by JupyterLab with its widget state")
    print(f"  file: {size / 1000:7.1f} kB   baseline (no outputs): {base / 1000:5.1f} kB"
          f"   ratio {size / base:4.1f}x   target < 400 kB")
    states = notebook["metadata"]["widgets"][STATE]["state"]
    boards = [m["state"] for m in states.values() if m["state"].get("_anywidget_id") == BOARD]
    print(f"  widget state: {indented(notebook['metadata']['widgets']) / 1000:7.1f} kB"
          f" for {len(states)} models, {len(boards)} boards")
    for model in states.values():
        if "code" in model["state"]:  # the holder of the code the boards share (frontcode.py)
            print(f"  the front end's code, kept once: {indented(model['state']) / 1000:6.1f} kB")
    for k, board in enumerate(boards):
        esm = indented(board.get("_esm", ""))
        frames = indented(board.get("frames", []))
        rest = indented(board) - esm - frames
        print(f"  board {k}: _esm {esm / 1000:6.1f} kB   frames {frames / 1000:6.1f} kB"
              f" ({len(board.get('frames', []))} positions)   the rest {rest / 1000:5.1f} kB")


if __name__ == "__main__":
    main()
