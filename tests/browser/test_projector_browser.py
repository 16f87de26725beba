"""A class projector: 1280x720 screen pixels with the browser at 150% zoom.

That is a page of 853x480 CSS pixels at a device pixel ratio of 1.5, which is what the test's
Chromium context is. JupyterLab is set up as a teacher would for projecting: the simple
interface, no title header, no status bar, no side bars (View menu and sidebar toggles). A
four-player replay stands at Ben's steal on tile D (move 22, the longest comment of the game),
every hand open, and the test measures in the page:

- every free seat's name is at least 14 screen pixels tall (its rendered height times
  ``window.devicePixelRatio``), at both sizes;
- with ``size="large"``, once the widget is scrolled to the top, the board, the hand of the
  player to move and the current move's comment (inside the move list, not scrolled away in
  it) are all inside the window at once.

The figures of both sizes are printed (run with ``-s``). Screenshots: tests/screenshots/
browser/projector-<size>.png, and docs-projector.png, the README's docs/projector.png.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from typing import Any

import pytest

from tests.browser.conftest import SCREENSHOTS
from tests.browser.labdriver import ROOT, JupyterLab, Notebook

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("front_end_built")]

PROJECTOR = {"width": 853, "height": 480}  # CSS px of 1280x720 screen px at 150% zoom
ZOOM = 1.5
MIN_SEAT_NAME = 14  # screen px
GAME = ROOT / "notebooks" / "games" / "four_players.json"
PLY = 22  # Ben's steal on tile D: its comment is the longest of the game
CELL = f"""from clans_widget import ClansWidget, Record
record = Record.from_json(open({str(GAME)!r}).read())
w = ClansWidget(record=record, size={{size!r}})
w.position = {PLY}
w"""
# JupyterLab's View menu for a projector: command -> toggled state wanted.
PRESENTATION = {
    "application:toggle-mode": True,  # the simple interface: one document, no tab bar
    "application:toggle-header": False,  # no title header above it
    "statusbar:toggle": False,
    "application:toggle-side-tabbar": False,  # the left activity bar
}
# Error events Playwright does not report as page errors (a ResizeObserver loop is one).
_WATCH_ERRORS_JS = """() => {
  window.clansErrors = [];
  window.addEventListener('error', (e) => window.clansErrors.push(String(e.message)));
}"""
_MEASURE_JS = """(root) => {
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return {left: r.left, top: r.top, right: r.right, bottom: r.bottom};
  };
  const one = (selector) => {
    const el = root.querySelector(selector);
    return el ? box(el) : null;
  };
  return {
    dpr: window.devicePixelRatio,
    window: [window.innerWidth, window.innerHeight],
    layout: root.dataset.layout,
    widget: box(root),
    seat_names: [...root.querySelectorAll('svg.cg-board .cg-slot-name')].map(
      (t) => [t.textContent, t.getBoundingClientRect().height]),
    board: one('svg.cg-board'),
    hand: one('.cg-hand.cg-turn'),
    comment: one('.cg-move.cg-current .cg-move-comment'),
    move_list: one('.cg-move-list'),
  };
}"""


class _Zoomed:
    """A browser whose new contexts have the projector's device pixel ratio."""

    def __init__(self, browser: Any) -> None:
        self.browser = browser

    def new_context(self, **options: Any) -> Any:
        return self.browser.new_context(device_scale_factor=ZOOM, **options)


@pytest.fixture
def projected(lab: JupyterLab, browser: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    """``projected(size)``: the replay's notebook open at projector size, run, the widget
    scrolled to the top; JupyterLab's interface is put back as it was at the end (its
    settings are shared by every browser test)."""
    opened: list[Notebook] = []

    def open_at(size: str) -> Notebook:
        nb = Notebook(
            lab, _Zoomed(browser), f"{request.node.name}.ipynb".replace("[", "-").replace("]", ""),
            [CELL.format(size=size)], viewport=PROJECTOR,
        ).open()
        opened.append(nb)
        _set_toggles(nb, PRESENTATION)
        nb.page.evaluate(_WATCH_ERRORS_JS)
        nb.run(0)
        root = nb.widget(0)
        root.locator(".cg-move.cg-current .cg-move-comment").wait_for(state="visible")
        nb.page.wait_for_function(
            "(el) => el.querySelector('.cg-board-wrap').style.getPropertyValue('--cg-unit')",
            arg=root.element_handle(),
        )
        root.evaluate("(el) => el.scrollIntoView({block: 'start'})")
        nb.page.mouse.move(0, 0)
        nb.page.wait_for_timeout(300)  # the move list scrolls to its current move on a frame
        return nb

    yield open_at
    for nb in opened:
        _set_toggles(nb, {command: not wanted for command, wanted in PRESENTATION.items()})
        nb.close()
    lab.shutdown_kernels()


def _set_toggles(nb: Notebook, wanted: dict[str, bool]) -> None:
    """Run each JupyterLab command whose toggled state is not the one wanted."""
    for command, state in wanted.items():
        nb.page.evaluate(
            """async ([command, state]) => {
                 const commands = window.jupyterapp.commands;
                 if (commands.isToggled(command) !== state) await commands.execute(command);
               }""",
            [command, state],
        )


def _inside(box: dict[str, float], outer: dict[str, float]) -> bool:
    return (
        box["left"] >= outer["left"] - 0.5 and box["right"] <= outer["right"] + 0.5
        and box["top"] >= outer["top"] - 0.5 and box["bottom"] <= outer["bottom"] + 0.5
    )


def _report(size: str, seen: dict[str, Any]) -> str:
    names = [height for _, height in seen["seat_names"]]
    widget = seen["widget"]
    return (
        f"projector 853x480 CSS px at {seen['dpr']}x, size={size!r} ({seen['layout']} layout): "
        f"seat names {min(names) * seen['dpr']:.1f}-{max(names) * seen['dpr']:.1f} screen px "
        f"({len(names)} free seats); widget {widget['right'] - widget['left']:.0f}x"
        f"{widget['bottom'] - widget['top']:.0f} CSS px from y={widget['top']:.0f}; "
        f"bottom of board {seen['board']['bottom']:.0f}, hand {seen['hand']['bottom']:.0f}, "
        f"comment {seen['comment']['bottom']:.0f} (window {seen['window'][1]})"
    )


@pytest.mark.parametrize("size", ["large", "normal"])
def test_a_projected_board_is_readable_and_fits(projected: Any, size: str) -> None:
    nb = projected(size)
    root = nb.widget(0)
    seen = root.evaluate(_MEASURE_JS)
    print(_report(size, seen))
    shot = nb.screenshot(SCREENSHOTS / f"projector-{size}.png")
    (SCREENSHOTS / f"projector-{size}.json").write_text(json.dumps(seen, indent=1))

    assert seen["dpr"] == ZOOM and seen["window"] == [PROJECTOR["width"], PROJECTOR["height"]]
    assert seen["seat_names"], "no free seat to measure"
    small = [(name, h * ZOOM) for name, h in seen["seat_names"] if h * ZOOM < MIN_SEAT_NAME]
    assert not small, f"seat names under {MIN_SEAT_NAME} screen px: {small}"
    assert nb.page_errors == [], nb.page_errors
    assert nb.page.evaluate("() => window.clansErrors") == []
    if size != "large":
        return
    window = {"left": 0, "top": 0, "right": seen["window"][0], "bottom": seen["window"][1]}
    for part in ("board", "hand", "comment"):
        assert _inside(seen[part], window), f"the {part} is not all in the window: {seen[part]}"
    assert _inside(seen["comment"], seen["move_list"]), "the comment is scrolled out of the list"
    shutil.copyfile(shot, SCREENSHOTS / "docs-projector.png")

