"""A class projector: 1280x720 screen pixels with the browser at 150% zoom.

That is a page of 853x480 CSS pixels at a device pixel ratio of 1.5, which is what the test's
Chromium context is (a Chromium that draws scrollbars, as a person's does; Playwright's
headless default hides them). JupyterLab is set up two ways: as it opens by default (the
file browser open, the board about 400 CSS px wide), and as the README tells a teacher (View >
Appearance > Simple Interface, the file browser closed). A four-player replay stands at Ben's
steal on tile D (move 22, the longest comment of the game), every hand open, and the test
measures in the page:

- every free seat's name is at least 14 screen pixels tall (its rendered height times
  ``window.devicePixelRatio``);
- every seat is inside the notebook's visible area, or inside a box that scrolls it into view
  with a visible scrollbar; none is clipped;
- the controls are one row, none of them out of sight;
- the hand's card with no seat is marked, not faded (its colour stays exact);
- the current move's comment (inside the move list, not scrolled away in it) is inside the
  notebook's visible area (JupyterLab's menu and status bar cover the rest of the window);
  in the Simple Interface with ``size="large"``, once the widget is scrolled to the top, the
  board, the hand of the player to move and that comment are all in view at once.

A Schotten Totten round (``GameBoard``, ``size="large"``, the Simple Interface), a base round
and a Tactic round mid-way from notebooks/games/schotten/, is measured with the same fixture
and script: every stone and every card of the hand to move in view, no card cut off, nothing
scrolled sideways, the controls one row, each formation's words at least as large as a
card's rank and inside their column, clear of its cards and stone, and a step moves neither
the board nor a control (the layout test's own measures,
tests/browser/test_layout_stability_browser.py).

The figures are printed (run with ``-s``). Screenshots: tests/screenshots/browser/
projector-<size>-<interface>.png, projector-schotten-<variant>.png, and docs-projector.png,
the README's docs/projector.png.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from tests.browser.conftest import SCREENSHOTS
from tests.browser.labdriver import CHROMIUM, CHROMIUM_ARGS, ROOT, JupyterLab, Notebook

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
SCHOTTEN_GAMES = ROOT / "notebooks" / "games" / "schotten"
SCHOTTEN_CELL = """from clans_widget import GameBoard, schotten
w = GameBoard(record=schotten.Record.from_json(open({path!r}).read()), size={{size!r}})
w.position = {ply}
w"""


@dataclass(frozen=True)
class Board:
    """A board to project: its notebook's name, its cell (``{size}`` left to fill), the
    selector of its places (seats, stones), and whether its current move has a comment."""

    name: str
    cell: str
    places: str
    commented: bool


FOUR_PLAYERS = Board("four-players", CELL, "svg.cg-board [data-seat]", commented=True)
SCHOTTEN = {  # mid-round: both sides of several stones laid, hands full; the next step a card
    "base": Board(
        "schotten-base",
        SCHOTTEN_CELL.format(path=str(SCHOTTEN_GAMES / "base.json"), ply=24),
        "svg.cg-board [data-stone]",
        commented=False,
    ),
    "tactic": Board(
        "schotten-tactic",
        SCHOTTEN_CELL.format(path=str(SCHOTTEN_GAMES / "tactic.json"), ply=30),
        "svg.cg-board [data-stone]",
        commented=False,
    ),
}
# How JupyterLab is set up: command -> toggled state wanted (the file browser is apart).
INTERFACES: dict[str, dict[str, bool]] = {
    "default": {},  # as JupyterLab opens: the file browser open beside the notebook
    "simple": {"application:toggle-mode": True},  # View > Appearance > Simple Interface
}
# Error events Playwright does not report as page errors (a ResizeObserver loop is one).
_WATCH_ERRORS_JS = """() => {
  window.clansErrors = [];
  window.addEventListener('error', (e) => window.clansErrors.push(String(e.message)));
}"""
_MEASURE_JS = """(root, places) => {
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return {left: r.left, top: r.top, right: r.right, bottom: r.bottom};
  };
  const one = (selector) => {
    const el = root.querySelector(selector);
    return el ? box(el) : null;
  };
  const scroller = root.closest('.jp-WindowedPanel-outer') || document.scrollingElement;
  const visible = box(scroller);
  visible.top = Math.max(visible.top, 0);
  visible.bottom = Math.min(visible.bottom, window.innerHeight);
  // A seat is "visible", "scroll" (outside a box that scrolls it into view with a visible
  // scrollbar, itself in view) or "clipped by <box>".
  const seatState = (el) => {
    let r = el.getBoundingClientRect();
    let state = 'visible';
    for (let up = el.parentElement; up; up = up.parentElement) {
      const style = getComputedStyle(up);
      const clips = style.overflowX !== 'visible' || up === scroller;
      if (clips) {
        const c = up.getBoundingClientRect();
        const left = c.left + up.clientLeft;
        const right = left + up.clientWidth;
        if (r.left < left - 0.5 || r.right > right + 0.5) {
          const scrolls = ['auto', 'scroll'].includes(style.overflowX)
            && up.scrollWidth > up.clientWidth;
          const bar = up.offsetHeight - up.clientHeight - up.clientTop * 2;
          const barTop = c.top + up.clientTop + up.clientHeight;
          const barSeen = bar >= 8 && barTop >= visible.top && barTop + bar <= visible.bottom + 0.5;
          if (!(scrolls && barSeen && up !== scroller)) return 'clipped by ' + up.className;
          state = 'scroll';
          r = c; // from here on, the scrolling box must be in view
        }
      }
      if (up === scroller) break;
    }
    if (r.top < visible.top - 0.5 || r.bottom > visible.bottom + 0.5) return 'out of view';
    return state;
  };
  const controls = root.querySelector('.cg-controls');
  const shown = [...controls.children].filter((el) => el.getClientRects().length);
  return {
    dpr: window.devicePixelRatio,
    window: [window.innerWidth, window.innerHeight],
    layout: root.dataset.layout,
    widget: box(root),
    visible,
    seat_names: [...root.querySelectorAll('svg.cg-board .cg-slot-name')].map(
      (t) => [t.textContent, t.getBoundingClientRect().height]),
    seats: [...root.querySelectorAll(places)].map(
      (el) => [el.dataset.seat || el.dataset.stone, seatState(el)]),
    cards: [...root.querySelectorAll('.cg-hand-card')].map(
      (el) => [el.dataset.card, seatState(el), el.closest('.cg-turn') !== null]),
    // a box inside the widget that scrolls sideways, and the notebook's own sideways scroll
    side_scroll: [root, ...root.querySelectorAll('*')].filter((el) => {
      const x = getComputedStyle(el).overflowX;
      return ['auto', 'scroll'].includes(x) && el.scrollWidth > el.clientWidth + 1;
    }).map((el) => el.className.baseVal ?? el.className),
    page_scroll: scroller.scrollWidth - scroller.clientWidth,
    control_tops: shown.map(
      (el) => Math.round(el.getBoundingClientRect().top + el.offsetHeight / 2)),
    controls_overflow: controls.scrollWidth - controls.clientWidth,
    controls: box(controls),
    board: one('svg.cg-board'),
    hand: one('.cg-hand.cg-turn'),
    comment: one('.cg-move.cg-current .cg-move-comment'),
    move_list: one('.cg-move-list'),
    // a card with no seat: marked, never faded (its colour stays exact)
    no_seat: [...root.querySelectorAll('.cg-hand-card.cg-no-seat')].map((el) => [
      getComputedStyle(el).opacity, getComputedStyle(el).filter,
      getComputedStyle(el, '::before').content]),
  };
}"""


# Schotten Totten's formation words: each line's rendered font size in CSS px (its font size in
# board units over the board's units per CSS px) against a card's rank, and whether the line
# stays inside its stone's column, clear of that column's cards and stone.
_FORMATIONS_JS = """(root) => {
  const svg = root.querySelector('svg.st-board');
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const px = (el) => parseFloat(getComputedStyle(el).fontSize) * scale;
  const rank = root.querySelector('svg.st-board .st-corner-rank');
  const overlaps = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5
    && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const lines = [...svg.querySelectorAll('.st-formation tspan')].map((line) => {
    const stone = line.closest('[data-stone]');
    const r = line.getBoundingClientRect();
    const column = stone.querySelector('.st-column').getBoundingClientRect();
    const inside = r.left >= column.left - 0.5 && r.right <= column.right + 0.5
      && r.top >= column.top - 0.5 && r.bottom <= column.bottom + 0.5;
    const others = [...stone.querySelectorAll('.st-card, .st-disc, .st-owner')].map(
      (el) => el.getBoundingClientRect());
    const clear = !others.some((o) => overlaps(r, o));
    return [line.textContent, Math.round(px(line) * 100) / 100, inside && clear];
  });
  return {rank: Math.round(px(rank) * 100) / 100, lines};
}"""


class _Zoomed:
    """A browser whose new contexts have the projector's device pixel ratio."""

    def __init__(self, browser: Any) -> None:
        self.browser = browser

    def new_context(self, **options: Any) -> Any:
        return self.browser.new_context(device_scale_factor=ZOOM, **options)


@pytest.fixture(scope="module")
def scrollbars(browser: Any) -> Iterator[Any]:
    """A Chromium that draws scrollbars (Playwright's headless default hides them)."""
    chromium = browser.browser_type.launch(
        executable_path=CHROMIUM,
        args=CHROMIUM_ARGS,
        headless=True,
        ignore_default_args=["--hide-scrollbars"],
    )
    yield chromium
    chromium.close()


@pytest.fixture
def projected(lab: JupyterLab, scrollbars: Any) -> Iterator[Any]:
    """``projected(size, interface, board)``: the board's notebook (by default the four-player
    replay) open at projector size in that JupyterLab interface, run, the widget scrolled to
    the top; JupyterLab's interface is put back as it was at the end (its settings are shared
    by every browser test)."""
    opened: list[tuple[Notebook, dict[str, bool]]] = []

    def open_at(size: str, interface: str, board: Board = FOUR_PLAYERS) -> Notebook:
        name = f"{board.name}-{size}-{interface}.ipynb"  # in the title bar of docs/projector.png
        nb = Notebook(
            lab, _Zoomed(scrollbars), name, [board.cell.format(size=size)], viewport=PROJECTOR
        ).open()
        opened.append((nb, INTERFACES[interface]))
        _set_toggles(nb, INTERFACES[interface])
        if interface == "default":  # Notebook.open() closed it
            nb.page.evaluate("() => window.jupyterapp.shell.activateById('filebrowser')")
        nb.page.evaluate(_WATCH_ERRORS_JS)
        nb.run(0)
        root = nb.widget(0)
        current = ".cg-move.cg-current" + (" .cg-move-comment" if board.commented else "")
        root.locator(current).wait_for(state="visible")
        nb.page.wait_for_function(
            "(el) => el.querySelector('.cg-board-wrap').style.getPropertyValue('--cg-unit')",
            arg=root.element_handle(),
        )
        root.evaluate("(el) => el.scrollIntoView({block: 'start'})")
        nb.page.mouse.move(0, 0)
        nb.page.wait_for_timeout(300)  # the move list scrolls to its current move on a frame
        return nb

    yield open_at
    for nb, wanted in opened:
        _set_toggles(nb, {command: not state for command, state in wanted.items()})
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
        box["left"] >= outer["left"] - 0.5
        and box["right"] <= outer["right"] + 0.5
        and box["top"] >= outer["top"] - 0.5
        and box["bottom"] <= outer["bottom"] + 0.5
    )


def _report(size: str, interface: str, seen: dict[str, Any]) -> str:
    names = [height for _, height in seen["seat_names"]]
    widget = seen["widget"]
    scrolled = sum(state == "scroll" for _, state in seen["seats"])
    return (
        f"projector 853x480 CSS px at {seen['dpr']}x, size={size!r}, {interface} interface "
        f"({seen['layout']} layout): seat names {min(names) * seen['dpr']:.1f}-"
        f"{max(names) * seen['dpr']:.1f} screen px ({len(names)} free seats); "
        f"{scrolled} of {len(seen['seats'])} seats scrolled into view; widget "
        f"{widget['right'] - widget['left']:.0f}x{widget['bottom'] - widget['top']:.0f} CSS px "
        f"from y={widget['top']:.0f}; controls {len(seen['control_tops'])} on "
        f"{len(set(seen['control_tops']))} row(s); bottom of board {seen['board']['bottom']:.0f}, "
        f"hand {seen['hand']['bottom']:.0f}, comment {seen['comment']['bottom']:.0f} "
        f"(visible to {seen['visible']['bottom']:.0f} of {seen['window'][1]})"
    )


@pytest.mark.parametrize(
    ("size", "interface"), [("large", "default"), ("large", "simple"), ("normal", "simple")]
)
def test_a_projected_board_is_readable_and_fits(projected: Any, size: str, interface: str) -> None:
    nb = projected(size, interface)
    root = nb.widget(0)
    seen = root.evaluate(_MEASURE_JS, FOUR_PLAYERS.places)
    print(_report(size, interface, seen))
    shot = nb.screenshot(SCREENSHOTS / f"projector-{size}-{interface}.png")
    (SCREENSHOTS / f"projector-{size}-{interface}.json").write_text(json.dumps(seen, indent=1))

    assert seen["dpr"] == ZOOM and seen["window"] == [PROJECTOR["width"], PROJECTOR["height"]]
    assert seen["seat_names"], "no free seat to measure"
    small = [(name, h * ZOOM) for name, h in seen["seat_names"] if h * ZOOM < MIN_SEAT_NAME]
    assert not small, f"seat names under {MIN_SEAT_NAME} screen px: {small}"
    unseen = [(seat, state) for seat, state in seen["seats"] if state not in ("visible", "scroll")]
    assert not unseen, f"seats neither in view nor scrolled into view: {unseen}"
    assert len(set(seen["control_tops"])) == 1, f"controls on several rows: {seen['control_tops']}"
    assert seen["controls_overflow"] <= 0, "some controls are out of sight"
    assert seen["no_seat"], "no card without a seat to look at"
    assert all(mark[:2] == ["1", "none"] and mark[2] != "none" for mark in seen["no_seat"])
    assert nb.page_errors == [], nb.page_errors
    assert nb.page.evaluate("() => window.clansErrors") == []
    visible = seen["visible"]
    if size == "large" and interface == "simple":
        for part in ("board", "hand", "comment"):
            assert _inside(seen[part], visible), f"the {part} is not all in view: {seen[part]}"
        shutil.copyfile(shot, SCREENSHOTS / "docs-projector.png")
    else:  # the comment in view once scrolled to
        root.locator(".cg-move.cg-current .cg-move-comment").evaluate(
            "(el) => el.scrollIntoView({block: 'nearest'})"
        )
        nb.page.wait_for_timeout(100)
        seen = root.evaluate(_MEASURE_JS, FOUR_PLAYERS.places)
        assert _inside(seen["comment"], seen["visible"]), f"the comment: {seen['comment']}"
    assert _inside(seen["comment"], seen["move_list"]), "the comment is scrolled out of the list"


def _schotten_report(game: str, seen: dict[str, Any]) -> str:
    widget = seen["widget"]
    states = [state for _, state in seen["seats"]] + [state for _, state, _ in seen["cards"]]
    return (
        f"projector 853x480 CSS px at {seen['dpr']}x, Schotten Totten {game}, size='large', "
        f"simple interface ({seen['layout']} layout): {len(seen['seats'])} stones and "
        f"{len(seen['cards'])} hand cards, {states.count('visible')} in view; widget "
        f"{widget['right'] - widget['left']:.0f}x{widget['bottom'] - widget['top']:.0f} CSS px; "
        f"controls {len(seen['control_tops'])} on {len(set(seen['control_tops']))} row(s); "
        f"bottom of board {seen['board']['bottom']:.0f}, hand {seen['hand']['bottom']:.0f} "
        f"(visible to {seen['visible']['bottom']:.0f}); sideways scroll {seen['side_scroll']}"
    )


@pytest.mark.parametrize("game", SCHOTTEN)
def test_a_projected_schotten_board_fits_and_holds_still(projected: Any, game: str) -> None:
    """A Schotten Totten round mid-way, ``size="large"``, in the Simple Interface: every stone
    and every card of the hands in view, nothing scrolled sideways, the controls one row, and
    the board, the controls and the hands in the same place after a step."""
    from playwright.sync_api import expect

    from tests.browser.test_layout_stability_browser import boxes, moved, step_to, still

    board = SCHOTTEN[game]
    nb = projected("large", "simple", board)
    root = nb.widget(0)
    seen = root.evaluate(_MEASURE_JS, board.places)
    print(_schotten_report(game, seen))
    nb.screenshot(SCREENSHOTS / f"projector-schotten-{game}.png")
    (SCREENSHOTS / f"projector-schotten-{game}.json").write_text(json.dumps(seen, indent=1))

    assert seen["dpr"] == ZOOM and seen["window"] == [PROJECTOR["width"], PROJECTOR["height"]]
    assert len(seen["seats"]) == 9 and len(seen["cards"]) >= 10
    unseen = [(stone, state) for stone, state in seen["seats"] if state != "visible"]
    unseen += [
        (card, state) for card, state, to_move in seen["cards"] if to_move and state != "visible"
    ]
    assert not unseen, f"stones or cards of the hand to move cut off or out of view: {unseen}"
    clipped = [(card, state) for card, state, _ in seen["cards"] if state.startswith("clipped")]
    assert not clipped, f"cards cut off: {clipped}"
    assert not seen["side_scroll"] and seen["page_scroll"] <= 0, "something scrolls sideways"
    assert len(set(seen["control_tops"])) == 1, f"controls on several rows: {seen['control_tops']}"
    assert seen["controls_overflow"] <= 0, "some controls are out of sight"
    for part in ("board", "hand"):
        assert _inside(seen[part], seen["visible"]), f"the {part} is not all in view: {seen[part]}"

    before = boxes(root)  # the board and every control (the hand to move comes first: it may)
    root.locator('.cg-controls [data-action="next"]').hover()
    step_to(root, int(root.get_attribute("data-ply") or "-1") + 1)
    assert len(still(root, '.cg-controls [data-action="next"]')) == 1, (
        "Next moves under the pointer"
    )
    assert not moved(before, boxes(root)), f"a step moved: {moved(before, boxes(root))}"

    root.focus()  # the end of the round: a formation on most stones, some stones claimed
    nb.page.keyboard.press("End")
    expect(root.locator('.cg-controls [data-action="next"]')).to_be_disabled()
    nb.page.wait_for_timeout(200)
    words = root.evaluate(_FORMATIONS_JS)
    print(f"formations, rendered CSS px: {words}")
    nb.screenshot(SCREENSHOTS / f"projector-schotten-{game}-end.png")
    assert not moved(before, boxes(root)), f"the round's end moved: {moved(before, boxes(root))}"
    assert len(words["lines"]) >= 6, f"too few formations on the border to measure: {words}"
    small = [(t, px) for t, px, _ in words["lines"] if px < words["rank"] - 0.01]
    assert not small, f"formation lines smaller than a card's rank ({words['rank']} px): {small}"
    assert min(px for _, px, _ in words["lines"]) * ZOOM >= MIN_SEAT_NAME
    spilled = [t for t, _, inside in words["lines"] if not inside]
    assert not spilled, f"formation lines out of their column, or over a card or a stone: {spilled}"
    assert nb.page_errors == [], nb.page_errors
    assert nb.page.evaluate("() => window.clansErrors") == []
