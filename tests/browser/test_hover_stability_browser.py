"""Nothing the pointer rests on changes the layout, in a real JupyterLab.

On a live board (a card and a seat chosen, so "Place" and "Place + shield" are shown with the
move's forecast preview), a replay and a puzzle, the pointer rests on every visible control in
turn (every button, select and review column; up to 12 each of the hand cards, seats and
move-list entries, which are drawn alike) for 12 animation frames. The box of every element of
the widget is measured with the pointer off the widget and on each frame of the rest: none may
change. (On the pointer's rest on "Place + shield", the
preview's shield form used to need one more line: the widget grew, the button left the pointer,
the preview went back, and the widget changed height every frame.) Screenshots go to
tests/screenshots/browser/ (not committed).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.labdriver import ROOT, VIEWPORT, Notebook

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("front_end_built")]

Open = Callable[[list[str]], Notebook]
Shot = Callable[..., Path]

LIVE = """from clans_widget import ClansWidget, Game
g = Game.new(2, seed=8, names=["Ann", "Ben"])
for _ in range(6):
    g.play(g.legal_moves()[-1])
ClansWidget(g)"""
NARROW = 'w = ClansWidget(g)\nw.layout.width = "300px"\nw'
GAME = ROOT / "notebooks" / "games" / "four_players.json"
REPLAY = f"""from clans_widget import ClansWidget, Record
w = ClansWidget(record=Record.from_json(open({str(GAME)!r}).read()))
w.position = 9
w"""
PUZZLE = """from clans_widget import ClansWidget
from clans_widget.puzzles import PUZZLES
ClansWidget(puzzle=[next(p for p in PUZZLES if p.answer == 'player'),
                    next(p for p in PUZZLES if p.answer == 'seat')])"""

# What a person can point at: buttons, selects, links, hand cards, seats, anything focusable.
CONTROLS = (
    'button, select, input, a[href], [role="button"], [data-card], [data-seat], '
    '[tabindex]:not([tabindex="-1"])'
)
# Every element's box, keyed by its path of child indices from the widget's root (so that a
# part drawn again the same compares equal), with a short name for the messages.
_SNAP_JS = """(root) => {
  const out = {};
  const walk = (el, key) => {
    const r = el.getBoundingClientRect();
    const cls = (el.getAttribute('class') || '').trim().split(/\\s+/).slice(0, 2).join('.');
    const name = el.tagName.toLowerCase() + (cls ? '.' + cls : '');
    out[key] = [name, [r.left, r.top, r.width, r.height].map((v) => Math.round(v * 10) / 10)];
    [...el.children].forEach((child, i) => walk(child, key + '/' + i));
  };
  walk(root, '0');
  return out;
}"""
# Resting on a control, the boxes on each of REST_FRAMES animation frames: what differs from
# the boxes remembered with the pointer away (0.5 px of slack), at most 8 per frame.
REST_FRAMES = 12  # a hover that moves anything does so in its first frames, or flickers
ALIKE = 12  # controls of one kind drawn alike (hand cards, seats, moves) rested on at most
_REST_JS = f"""async (root) => {{
  const REST_FRAMES = {REST_FRAMES};
  const snap = {_SNAP_JS};
  const before = window.__cgBefore;
  const changes = [];
  for (let i = 0; i < REST_FRAMES; i++) {{
    await new Promise((done) => requestAnimationFrame(done));
    const now = snap(root);
    const moved = Object.keys(before).filter((key) => key in now
      && before[key][1].some((v, j) => Math.abs(v - now[key][1][j]) > 0.5));
    for (const key of moved.slice(0, 8))
      changes.push(`frame ${{i}}: ${{before[key][0]}} ${{before[key][1]}} -> ${{now[key][1]}}`);
  }}
  return changes;
}}"""
# Control i of the widget, if shown: scrolled into view, the boxes remembered (the pointer is
# away, and what a click before set moving, such as a chosen card's lift, has come to rest),
# and a point of it where it is the topmost element (its centre first). Null if hidden.
_PREPARE_JS = f"""async (root, [selector, i]) => {{
  const el = root.querySelectorAll(selector)[i];
  if (!el || !el.getClientRects().length) return null;
  if (getComputedStyle(el).visibility !== 'visible') return null;
  el.scrollIntoView({{block: 'nearest', inline: 'nearest'}});
  for (let k = 0; k < 2; k++) await new Promise((done) => requestAnimationFrame(done));
  await Promise.all(root.getAnimations({{subtree: true}})
    .filter((a) => a.effect && Number.isFinite(a.effect.getComputedTiming().endTime))
    .map((a) => a.finished.catch(() => null)));
  const name = (el.classList.contains('cg-move') && `move ${{el.textContent.trim().slice(0, 30)}}`)
    || el.dataset.action || el.getAttribute('aria-label')
    || (el.dataset.card && `card ${{el.dataset.card}}`)
    || (el.dataset.seat && `seat ${{el.dataset.seat}}`)
    || el.textContent.trim().slice(0, 30) || el.tagName;
  window.__cgBefore = ({_SNAP_JS})(root);
  const r = el.getBoundingClientRect();
  for (const [fx, fy] of [[0.5, 0.5], [0.3, 0.3], [0.7, 0.7], [0.3, 0.7], [0.7, 0.3]]) {{
    const x = r.left + r.width * fx, y = r.top + r.height * fy;
    const top = document.elementFromPoint(x, y);
    if (top && (el === top || el.contains(top))) return {{name, point: [x, y]}};
  }}
  return {{name, point: null}};
}}"""


def rest_on_every_control(
    nb: Notebook, root: Any, must: tuple[str, ...], controls: str = CONTROLS
) -> tuple[dict[str, list[str]], list[str]]:
    """Rest the pointer on each visible control (up to ALIKE of each kind drawn alike) for
    REST_FRAMES frames: what moved under each (by its name), and the names of the controls
    rested on, which include the actions ``must``. Between
    two, the pointer goes away to the notebook's margin left of the widget (its output prompt),
    off every control."""
    box = root.bounding_box()
    away = (max(2, box["x"] - 30), VIEWPORT["height"] / 2)
    moved: dict[str, list[str]] = {}
    rested: list[str] = []
    alike: dict[str, int] = {}
    for i in range(root.locator(controls).count()):
        nb.page.mouse.move(*away)
        found = root.evaluate(_PREPARE_JS, [controls, i])
        if found is None or found["point"] is None:  # hidden, or under another control
            continue
        kind = found["name"].split(" ")[0]
        if kind in ("move", "seat", "card"):
            alike[kind] = alike.get(kind, 0) + 1
            if alike[kind] > ALIKE:
                continue
        name = f"{i} {found['name']}"
        nb.page.mouse.move(*found["point"])
        changes: list[str] = root.evaluate(_REST_JS)
        rested.append(name)
        if changes:
            moved[name] = changes[:6]
    nb.page.mouse.move(*away)
    for action in must:
        assert any(name.endswith(f" {action}") for name in rested), (action, rested)
    return moved, rested


def open_widget(notebook: Open, cell: str) -> tuple[Notebook, Any]:
    """A notebook of the one cell, run; its widget, scrolled into view."""
    nb = notebook([cell])
    nb.run(0)
    root = nb.widget(0)
    root.scroll_into_view_if_needed()
    return nb, root


def choose_card_and_seat(root: Any) -> None:
    """Pick the first playable card of the player to move and the first seat it may take."""
    root.locator("[data-card].cg-playable:not(.cg-no-seat)").first.click()
    root.locator("[data-seat][data-legal='true']").first.click()
    expect(root.locator('[data-action="place-shield"]')).to_be_visible()
    expect(root.locator('[data-action="place"]')).to_be_visible()
    expect(root.locator("[data-preview]")).to_have_count(1)


def test_a_live_board_holds_still_under_the_pointer(notebook: Open, shot: Shot) -> None:
    nb, root = open_widget(notebook, LIVE)
    choose_card_and_seat(root)
    moved, rested = rest_on_every_control(nb, root, ("place", "place-shield", "cancel", "ask-hint"))
    assert sum(" card " in name for name in rested) >= 4, rested
    assert sum(" seat " in name for name in rested) >= 10, rested
    # the move's preview is still shown, in its plain form once the pointer has left
    expect(root.locator("[data-preview]")).to_have_attribute("data-preview-form", "plain")
    shot(nb, "plain", root)
    root.locator('[data-card].cg-playable:not([aria-pressed="true"])').first.hover()
    shot(nb, "card-under-the-pointer", root)
    root.locator('[data-action="place-shield"]').hover()
    expect(root.locator("[data-preview]")).to_have_attribute("data-preview-form", "shield")
    shot(nb, "place-shield", root)
    assert not moved, f"the pointer's rest moved the layout: {moved}"


def test_a_narrow_board_holds_still_on_a_lit_seats_reason(notebook: Open, shot: Shot) -> None:
    """In a narrow notebook a seat's reason is longer than the info line: under the pointer it
    is cut to the line's own height (the seat's title tells it whole), never wrapped taller."""
    nb, root = open_widget(notebook, LIVE.replace("ClansWidget(g)", NARROW))
    cards = root.locator("[data-card].cg-playable:not(.cg-no-seat)")
    longest, most = 0, 0
    for i in range(cards.count()):  # the card whose seats have the longest reason
        cards.nth(i).click()  # its seats' reasons come from Python when it is chosen
        expect(root.locator("[data-legal='true'] title").first).to_contain_text("matches")
        length = max(len(t) for t in root.locator("[data-legal='true'] title").all_text_contents())
        longest, most = (i, length) if length > most else (longest, most)
    cards.nth(longest).click()
    lit = "[data-seat][data-legal='true']"
    moved, rested = rest_on_every_control(nb, root, (), lit)
    assert len(rested) >= 2, rested
    root.locator(lit).first.hover()
    expect(root.locator(".cg-info")).to_contain_text("matches")
    shot(nb, "narrow-seat-reason", root)
    assert not moved, f"the pointer's rest moved the layout: {moved}"


def test_a_replay_holds_still_under_the_pointer(notebook: Open, shot: Shot) -> None:
    nb, root = open_widget(notebook, REPLAY)
    expect(root).to_have_attribute("data-ply", "9")
    steppers = ("first", "prev", "next", "last", "autoplay", "forecast-toggle")
    moved, rested = rest_on_every_control(nb, root, steppers)
    assert sum(" move " in name for name in rested) >= 10, rested
    assert any("Autoplay speed" in name for name in rested), rested
    shot(nb, "replay", root)
    assert not moved, f"the pointer's rest moved the layout: {moved}"


def test_a_puzzle_holds_still_under_the_pointer(notebook: Open, shot: Shot) -> None:
    nb, root = open_widget(notebook, PUZZLE)
    expect(root.locator(".cg-puzzle")).to_be_visible()
    moved, rested = rest_on_every_control(nb, root, ("hint", "solution", "retry"))
    assert sum(name.endswith(" answer") for name in rested) >= 2, rested
    shot(nb, "puzzle", root)
    assert not moved, f"the pointer's rest moved the layout: {moved}"
