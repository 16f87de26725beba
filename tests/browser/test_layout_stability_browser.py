"""Nothing moves when the state changes, in a real JupyterLab.

The boxes of the board and of every control are measured before and after each change a
learner or a teacher brings about (the first step, the step from move 9 to 10, the last move
with its face-down card revealed, a puzzle's verdict, a puzzle's hint) and must be the same;
with the pointer resting on each control, and on Next while it steps, nothing under it moves
over 30 animation frames. A puzzle once solved offers no more hint and no solution, and a
puzzle shows no replay controls. On the way: the reveal badge of a face-down card holds its
rank, shield places read 1st, 2nd, 3rd..., and the hint's mark is its own (a light bulb; "?"
marks the review's mistakes). Screenshots go to tests/screenshots/browser/ (not committed).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.labdriver import ROOT, Notebook
from tests.browser.test_trainer_browser import PICK, give, picked, wrong_answer
from tests.browser.test_widget_browser import click_move

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("front_end_built")]

Open = Callable[[list[str]], Notebook]
Shot = Callable[..., Path]
GAME = ROOT / "notebooks" / "games" / "four_players.json"
REPLAY = f"""from clans_widget import ClansWidget, Record
w = ClansWidget(record=Record.from_json(open({str(GAME)!r}).read()), size={{size!r}})
w.position = 0
w"""
HINT_GAME = """from clans_widget import ClansWidget, Game
g = Game.new(2, seed=8, names=["Ann", "Ben"])
for _ in range(4):
    g.play(g.legal_moves()[-1])
ClansWidget(g)"""
BOT_GAME = """from clans_widget import ClansWidget, Game
ClansWidget(Game.new(2, seed=21, names=["Ann", "Bot"]), viewer=0, bots={1: "greedy"},
            bot_delay=3, size="large")"""
# The boxes that must not move: the board, and every control shown (by its action or class).
_BOXES_JS = """(root, withHands) => {
  const out = {};
  const put = (name, el) => {
    if (!el || !el.getClientRects().length) return;
    const r = el.getBoundingClientRect();
    out[name] = [r.left, r.top, r.width, r.height].map((v) => Math.round(v * 10) / 10);
  };
  put('board', root.querySelector('svg.cg-board'));
  put('controls', root.querySelector('.cg-controls'));
  put('counter', root.querySelector('.cg-counter'));
  put('speed', root.querySelector('.cg-speed'));
  const controls = '.cg-controls [data-action], .cg-pz-tools [data-action], .cg-actionbar .cg-btn';
  for (const el of root.querySelectorAll(controls)) put(el.dataset.action, el);
  const hands = withHands ? root.querySelectorAll('[data-hand]') : [];
  for (const el of hands) put(`hand ${el.dataset.hand}`, el);
  return out;
}"""
# One element's box over 30 animation frames: the distinct boxes seen.
_STILL_JS = """async (root, selector) => {
  const el = root.querySelector(selector);
  const board = root.querySelector('svg.cg-board');
  const seen = new Set();
  for (let i = 0; i < 30; i++) {
    await new Promise((done) => requestAnimationFrame(done));
    const a = el.getBoundingClientRect();
    const b = board.getBoundingClientRect();
    seen.add([a.left, a.top, a.width, b.top, b.height].map((v) => v.toFixed(1)).join(','));
  }
  return [...seen];
}"""
# Click Last, then say at once (no kernel's answer can come between) how the Hint button is.
_LAST_HINT_JS = """(root) => {
  root.querySelector('.cg-controls [data-action="last"]').click();
  const hint = root.querySelector('[data-action="ask-hint"]');
  return !hint ? 'missing' : hint.hidden ? 'hidden' : 'shown';
}"""
# The face-down card's reveal badge: its rank's box and the badge's box.
_BADGE_JS = """(root) => [...root.querySelectorAll('.cg-known')].map((g) => {
  const box = (el) => { const r = el.getBoundingClientRect();
                        return [r.left, r.top, r.right, r.bottom]; };
  return {badge: box(g.querySelector('rect')), rank: box(g.querySelector('text'))};
})"""


def boxes(root: Any, hands: bool = False) -> dict[str, list[float]]:
    """The boxes of the board and the controls (and of the hands: the hint's test)."""
    found: dict[str, list[float]] = root.evaluate(_BOXES_JS, hands)
    return found


def moved(before: dict[str, list[float]], after: dict[str, list[float]]) -> dict[str, Any]:
    """What is in both and not in the same place (0.5 CSS px of slack)."""
    return {
        name: (before[name], after[name])
        for name in before.keys() & after.keys()
        if any(abs(a - b) > 0.5 for a, b in zip(before[name], after[name]))
    }


def still(root: Any, selector: str) -> list[str]:
    seen: list[str] = root.evaluate(_STILL_JS, selector)
    return seen


def step_to(root: Any, ply: int, action: str = "next") -> None:
    """Click a stepping button (the pointer stays on it) and wait for ``ply`` to be drawn."""
    root.locator(f'.cg-controls [data-action="{action}"]').click()
    expect(root).to_have_attribute("data-ply", str(ply))
    root.evaluate("() => new Promise((done) => requestAnimationFrame(() => "
                  "requestAnimationFrame(done)))")


@pytest.mark.parametrize("size", ["normal", "large"])
def test_stepping_moves_nothing(notebook: Open, shot: Shot, size: str) -> None:
    nb = notebook([REPLAY.format(size=size)])
    nb.run(0)
    root = nb.widget(0)
    expect(root.locator(".cg-counter")).to_have_text("Start")
    root.scroll_into_view_if_needed()
    start = boxes(root)
    assert {"board", "next", "last", "autoplay", "counter"} <= start.keys(), start.keys()

    # the pointer resting on each control: nothing under it moves
    for action in [name for name in start if name in ("first", "prev", "next", "last",
                                                      "autoplay", "forecast-toggle")]:
        root.locator(f'.cg-controls [data-action="{action}"]').hover()
        seen = still(root, f'.cg-controls [data-action="{action}"]')
        assert len(seen) == 1, f"{action} moves under the pointer: {seen}"

    root.locator('.cg-controls [data-action="next"]').hover()
    step_to(root, 1)  # the first step, the pointer resting on Next
    seen = still(root, '.cg-controls [data-action="next"]')
    assert len(seen) == 1, f"Next moves under the pointer after the first step: {seen}"
    assert not moved(start, boxes(root)), f"the first step moved: {moved(start, boxes(root))}"
    for ply in range(2, 10):
        step_to(root, ply)
    at9 = boxes(root)
    step_to(root, 10)
    assert not moved(at9, boxes(root)), f"the step 9 -> 10 moved: {moved(at9, boxes(root))}"
    assert not moved(start, boxes(root))

    # The game's end, its face-down card revealed. A finished game has no hint: the Hint button
    # goes in the drawing of the step itself, before Python's answer for the new position (read
    # in the click's own task; shown until then, it sat a moment 550 px lower, below the score).
    hint_at_end = root.evaluate(_LAST_HINT_JS)
    assert hint_at_end == "hidden", f"the Hint button was {hint_at_end} at the game's end"
    expect(root).to_have_attribute("data-ply", "28")
    assert not moved(at9, boxes(root)), f"the last move moved: {moved(at9, boxes(root))}"
    shot(nb, f"{size}-last", root)
    orders = root.locator('[data-stack="B"] .cg-order').all_text_contents()
    assert orders == ["1st", "2nd", "3rd", "4th", "5th"][: len(orders)] and orders, orders
    badges = root.evaluate(_BADGE_JS)
    assert badges, "no face-down card revealed at the end"
    for badge in badges:
        outer, rank = badge["badge"], badge["rank"]
        assert outer[0] - 0.5 <= rank[0] and rank[2] <= outer[2] + 0.5, badge
        assert outer[1] - 0.5 <= rank[1] and rank[3] <= outer[3] + 0.5, badge


def test_a_hint_moves_nothing(notebook: Open, shot: Shot) -> None:
    nb = notebook([HINT_GAME])
    nb.run(0)
    root = nb.widget(0)
    ask = root.locator('[data-action="ask-hint"]')
    expect(ask).to_be_visible()
    root.scroll_into_view_if_needed()
    before = boxes(root, hands=True)
    ask.click()  # the pointer rests on it while the hint is worked out and shown
    expect(root.locator(".cg-seat.cg-hint")).to_have_count(1)
    assert len(still(root, '[data-action="ask-hint"]')) == 1
    # its own mark, a light bulb: "?" is the review's mistake
    assert root.locator(".cg-hint-badge text").count() == 0
    mark = root.locator(".cg-hand-card.cg-hint").evaluate(
        "(el) => getComputedStyle(el, '::after').content"
    )
    assert "?" not in mark, mark
    after = boxes(root, hands=True)
    assert not moved(before, after), f"the hint moved: {moved(before, after)}"
    shot(nb, "hint", root)


def test_a_thinking_bot_moves_nothing_on_the_projector(notebook: Open, shot: Shot) -> None:
    """size="large" (the compact layout): the bot's turn is said in the info line, not in a pill
    that would push the board down as it comes and goes. (The hand to move is drawn first, so
    the hands change places by design.)"""
    from clans_widget import Game  # the move a player would make: the first legal one

    move = Game.new(2, seed=21).legal_moves()[0]
    nb = notebook([BOT_GAME])
    nb.run(0)
    root = nb.widget(0)
    expect(root).to_have_attribute("data-layout", "compact")
    expect(root.locator('[data-action="undo"]')).to_have_count(1)
    root.scroll_into_view_if_needed()
    before = boxes(root)
    click_move(nb, root, str(move.card), str(move.seat), player=0, shield=move.shield)
    info = root.locator(".cg-info")
    expect(info).to_have_text("Bot is thinking…")
    pill = root.locator(".cg-thinking")
    expect(pill).to_have_count(1)  # drawn (the stacked layout shows it) and hidden here
    expect(pill).to_be_hidden()
    thinking = boxes(root)
    shot(nb, "projector-bot-thinking", root)
    expect(root).to_have_attribute("data-ply", "2", timeout=15_000)
    expect(info).not_to_have_text("Bot is thinking…")
    after = boxes(root)
    assert not moved(before, thinking), f"the bot's turn moved: {moved(before, thinking)}"
    assert not moved(before, after), f"the bot's move moved: {moved(before, after)}"


def _puzzle_cell(answer: str) -> str:
    return (
        "from clans_widget import ClansWidget\n"
        "from clans_widget.puzzles import PUZZLES\n"
        f"w = ClansWidget(puzzle=[{PICK[answer]}])\nw"
    )


@pytest.mark.parametrize("answer", ["seat", "player"])
def test_a_puzzle_keeps_still_and_stops_once_solved(
    notebook: Open, shot: Shot, answer: str
) -> None:
    puzzle = picked(answer)
    nb = notebook([_puzzle_cell(answer)])
    nb.run(0)
    root = nb.widget(0)
    panel = root.locator(".cg-puzzle")
    expect(panel).to_be_visible()
    # a puzzle has one position: no stepping, no autoplay
    for action in ("first", "prev", "next", "last", "autoplay"):
        expect(root.locator(f'[data-action="{action}"]')).to_be_hidden()
    expect(root.locator(".cg-counter")).to_be_hidden()
    root.scroll_into_view_if_needed()
    before = boxes(root)
    assert {"board", "hint", "solution", "retry"} <= before.keys(), before.keys()

    give(nb, root, puzzle, wrong_answer(puzzle))  # the first verdict
    expect(root.locator(".cg-verdict")).to_have_attribute("data-verdict", "wrong")
    assert not moved(before, boxes(root)), f"the verdict moved: {moved(before, boxes(root))}"
    hint = root.locator('.cg-pz-tools [data-action="hint"]')
    hint.click()
    expect(root.locator(".cg-pz-hints li")).to_have_count(1)
    assert not moved(before, boxes(root)), f"the hint moved: {moved(before, boxes(root))}"
    assert len(still(root, '.cg-pz-tools [data-action="hint"]')) == 1
    shot(nb, f"{answer}-hint", root)

    for right in sorted(puzzle.solutions) if puzzle.needs_all else [sorted(puzzle.solutions)[0]]:
        give(nb, root, puzzle, right)
    expect(root.locator(".cg-verdict.cg-solved")).to_be_visible()
    assert not moved(before, boxes(root)), f"solving moved: {moved(before, boxes(root))}"
    expect(hint).to_be_disabled()
    expect(root.locator('.cg-pz-tools [data-action="solution"]')).to_be_disabled()
    expect(root.locator('.cg-pz-tools [data-action="retry"]')).to_be_enabled()
    for action in ("first", "prev", "next", "last", "autoplay"):
        expect(root.locator(f'[data-action="{action}"]')).to_be_hidden()
    shot(nb, f"{answer}-solved", root)
