"""Every tutorial notebook that shows a board runs top to bottom in a real JupyterLab, and its
widgets render.

A lesson with no board (the strategy lab: bots' games, charts and printed figures) is run by
nbval in its three languages, which checks its printed figures; the browser would add only
pictures of its charts, at the cost of its thousands of games once more.

Each English lesson with a board is copied, with notebooks/games/, into the lab's root dir
(the same relative layout, so ``games/...`` resolves), opened in Chromium, and run as a
person would: the menu Run > Run All Cells. The test waits until every code cell has an
execution count and the kernel is idle, then checks that no output is an error and that
every board of the package the notebook displays (a ClansWidget or a GameBoard, of any game)
has drawn its ``.clans-widget`` root. A screenshot
scrolled to the first widget (or chart) goes to tests/screenshots/browser/ (not committed).
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from clans_widget.site import is_translation
from tests.browser.conftest import SCREENSHOTS
from tests.browser.labdriver import ROOT, WIDGET_MIME, JupyterLab, LabTab, Notebook

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("front_end_built")]

NOTEBOOKS = ROOT / "notebooks"
GAMES = NOTEBOOKS / "games"
# The models of the package's boards: Clans and Glory's ClansWidget and any game's GameBoard.
BOARD_MODELS = {"clans_widget.widget.ClansWidget", "clans_widget.board.GameBoard"}
BOARD_CALLS = re.compile(r"\b(ClansWidget|GameBoard)\(")


def code_sources(path: Path) -> list[str]:
    content = json.loads(path.read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in content["cells"] if c["cell_type"] == "code"]


def shows_a_board(path: Path) -> bool:
    return any(BOARD_CALLS.search(source) for source in code_sources(path))


PATHS = sorted(
    p for p in NOTEBOOKS.glob("*.ipynb") if not is_translation(p) and shows_a_board(p)
)
"""The English lessons with a board: a translation is the same code speaking another language,
run by nbval, as is a lesson with no board."""
RUN_TIMEOUT_MS = 120_000  # a tutorial runs in seconds; this leaves room on a loaded machine
# Text of a failed output anywhere: a traceback, ipywidgets' "Error displaying widget", a
# widget model the page does not know. (A printed "RecordError: ..." line is a tutorial
# showing a caught error on purpose; a raised one is an ``error`` output, checked apart.)
FAILED_TEXT = re.compile(r"Traceback|Error displaying widget|Model not found")
# stderr that reports a failure rather than a warning.
FAILED_STDERR = re.compile(r"Traceback|\b\w*(Error|Exception)\b")


def fresh_copy(path: Path) -> dict[str, Any]:
    """The notebook as saved, without outputs or execution counts (so nothing is stale)."""
    content: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    for cell in content["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
    return content


def saved_widget_outputs(path: Path) -> int:
    """How many widget outputs the notebook file was saved with (0 when saved without)."""
    content = json.loads(path.read_text(encoding="utf-8"))
    return sum(
        WIDGET_MIME in output.get("data", {})
        for cell in content["cells"]
        if cell["cell_type"] == "code"
        for output in cell.get("outputs", [])
    )


def clans_views(nb: Notebook, cells: list[dict[str, Any]]) -> dict[int, int]:
    """Per code cell, how many board views (ClansWidget or GameBoard) its widget outputs
    hold: the displayed widget itself, or boards inside a displayed container
    (``children``), as the page's widget manager knows the models."""
    if not any(c["widgetIds"] for c in cells):
        return {c["index"]: 0 for c in cells}
    models = nb.widget_state()["state"]

    def count(model_id: str) -> int:
        state = models.get(model_id, {}).get("state", {})
        own = state.get("_anywidget_id") in BOARD_MODELS
        children = state.get("children") or []
        return int(own) + sum(count(ref.removeprefix("IPY_MODEL_")) for ref in children)

    return {c["index"]: sum(count(mid) for mid in c["widgetIds"]) for c in cells}


class TutorialNotebook(Notebook):
    """The driver's Notebook, for a notebook file written as it is (markdown cells too)."""

    def __init__(
        self, lab: JupyterLab, tab: LabTab, name: str, content: dict[str, Any]
    ) -> None:
        # Notebook writes a notebook of code cells; it only needs their number to wait for
        # the open notebook, so write the real content over it before opening.
        super().__init__(lab, None, name, [""] * len(content["cells"]), tab=tab)
        (lab.root_dir / name).write_text(json.dumps(content, indent=1), encoding="utf-8")


def run_all_cells(nb: Notebook) -> None:
    """Run > Run All Cells, clicked in JupyterLab's menu bar."""
    page = nb.page
    page.locator(f'[id="{nb.panel_id}"] .jp-Notebook').click(position={"x": 5, "y": 5})
    page.locator(".lm-MenuBar-item", has_text=re.compile(r"^Run$")).click()
    page.locator(".lm-Menu-item:visible", has_text="Run All Cells").first.click()


# After Run All: the kernel is idle, no cell is queued or running ([*]), and either every
# code cell has a number or a cell failed (Run All stops there: fail at once, not at timeout).
_FINISHED_JS = """
(id) => {
  const panel = window.jupyterapp.shell.currentWidget;
  if (!panel || panel.id !== id) return false;
  const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
  if (!kernel || kernel.status !== 'idle') return false;
  const cells = panel.content.widgets.filter((c) => c.model.type === 'code');
  if (cells.some((c) => /\\*/.test(c.node.querySelector('.jp-InputPrompt').textContent))) {
    return false;
  }
  const failed = cells.some((c) => c.model.outputs.toJSON()
    .some((o) => o.output_type === 'error'));
  return failed || cells.every((c) => typeof c.model.executionCount === 'number');
}
"""

# What ran, read from the notebook's own model and DOM.
_REPORT_JS = """
(id) => {
  const panel = document.getElementById(id);
  const app = window.jupyterapp;
  const widget = app.shell.currentWidget;
  const cells = [];
  widget.content.widgets.forEach((cell, index) => {
    if (cell.model.type !== 'code') return;
    const outputs = cell.model.outputs.toJSON();
    const nodes = [...cell.node.querySelectorAll('.jp-OutputArea-output')];
    cells.push({
      index,
      count: cell.model.executionCount,
      errors: outputs.filter((o) => o.output_type === 'error')
        .map((o) => `${o.ename}: ${o.evalue}`),
      stderr: outputs.filter((o) => o.output_type === 'stream' && o.name === 'stderr')
        .map((o) => Array.isArray(o.text) ? o.text.join('') : o.text),
      widgetIds: outputs.filter((o) => o.data && o.data['%(mime)s'])
        .map((o) => o.data['%(mime)s'].model_id),
      roots: cell.node.querySelectorAll('.clans-widget').length,
      visibleRoots: [...cell.node.querySelectorAll('.clans-widget')]
        .filter((r) => r.getBoundingClientRect().height > 50).length,
      stderrNodes: [...cell.node.querySelectorAll(
        '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')]
        .map((n) => n.textContent),
      texts: nodes.map((n) => n.textContent),
    });
  });
  return cells;
}
""".replace("%(mime)s", WIDGET_MIME)


@pytest.mark.parametrize("path", PATHS, ids=[p.stem for p in PATHS])
def test_tutorial_notebook_runs_and_shows_its_widgets(
    path: Path, lab: JupyterLab, lab_tab: LabTab
) -> None:
    shutil.copytree(GAMES, lab.root_dir / "games", dirs_exist_ok=True)
    nb = TutorialNotebook(lab, lab_tab, path.name, fresh_copy(path)).open()
    try:
        run_all_cells(nb)
        nb.page.wait_for_function(
            _FINISHED_JS, arg=nb.panel_id, timeout=RUN_TIMEOUT_MS, polling=250
        )
        cells: list[dict[str, Any]] = nb.page.evaluate(_REPORT_JS, nb.panel_id)
        # Widgets draw a moment after their cell finished: wait for every displayed one.
        expected = clans_views(nb, cells)
        shown = sum(expected.values())
        nb.page.wait_for_function(
            """([id, n]) => document.getElementById(id)
                 .querySelectorAll('.jp-OutputArea-output .clans-widget').length >= n""",
            arg=[nb.panel_id, shown],
            timeout=30_000,
        )
        nb.page.wait_for_timeout(500)  # let a late error or a second root show up
        cells = nb.page.evaluate(_REPORT_JS, nb.panel_id)
        # The picture: the first widget, else the first chart, else where the run ended.
        for selector in (".clans-widget", ".jp-RenderedImage"):
            first = nb.page.locator(f'[id="{nb.panel_id}"] .jp-OutputArea {selector}').first
            if first.count():
                first.evaluate("el => el.scrollIntoView({ block: 'start' })")
                break
        nb.page.mouse.move(0, 0)  # no hover state in the picture
        nb.screenshot(SCREENSHOTS / f"notebook-{path.stem}.png")

        unrun = [c["index"] for c in cells if not isinstance(c["count"], int)]
        failures = [f"cell {c['index']}: {e}" for c in cells for e in c["errors"]]
        failures += [
            f"cell {c['index']} stderr: {text.strip()[:600]}"
            for c in cells
            for text in c["stderr"] + c["stderrNodes"]
            if FAILED_STDERR.search(text)
        ]
        failures += [
            f"cell {c['index']}: {text.strip()[:600]}"
            for c in cells
            for text in c["texts"]
            if FAILED_TEXT.search(text)
        ]
        assert not failures, "error output:\n" + "\n".join(failures) + f"\nnot run: {unrun}"
        assert not unrun, f"cells without an execution count: {unrun}"

        drawn = {c["index"]: c["roots"] for c in cells if c["roots"]}
        assert drawn == {k: n for k, n in expected.items() if n}, (
            f"drawn .clans-widget roots per cell {drawn}, boards displayed {expected}"
        )
        assert all(c["visibleRoots"] == c["roots"] for c in cells), "a root drawn empty"
        assert shown >= 1, "the notebook makes a board but shows none"
        saved = saved_widget_outputs(path)
        if saved:  # the file was saved with its widget outputs: the run shows as many
            outputs = sum(len(c["widgetIds"]) for c in cells)
            assert outputs == saved, f"{outputs} widget outputs, the saved notebook has {saved}"
        assert not nb.page_errors, nb.page_errors
    finally:
        nb.close()
        lab.shutdown_kernels()
