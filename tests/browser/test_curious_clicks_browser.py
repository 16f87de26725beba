"""A curious student clicks everything clickable, in every mode: nothing is lost or revealed.

Each test opens a widget in a real JupyterLab, then clicks, in a seeded random order, every
button, card, seat and move it finds (looking again after each click, since clicks redraw;
disabled ones too, as a student would), with the mouse, where the element stands once it held
still for two animation frames and is the element under its centre (Playwright's own checks
before a click, made in one look into the page), and presses a few keys. Then it checks from
Python that the recorded moves are all still there, and from the page that no card the viewer
may not see was ever drawn, kept in a model or sent on the websocket, and that the page raised
no error.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.browser.labdriver import ROOT, Notebook
from tests.browser.test_widget_browser import (
    _DOM_TEXT_JS,
    IMPORTS,
    Open,
    Shot,
    _mentions,
    assert_nothing_hidden,
    result,
)

pytestmark = pytest.mark.browser

CLICKABLE = (
    "[data-action]:not([disabled]):not([hidden]), [data-card], [data-seat], [data-goto],"
    " [data-line]"
)
KEYS = ["ArrowLeft", "ArrowRight", "Home", "End", "Escape", " "]
GAME = f"Record.from_json(open({str(ROOT / 'notebooks/games/two_players.json')!r}).read())"
SETUP = IMPORTS + "from clans_widget import Record\nfrom clans_widget.rules.view import view\n"


@pytest.fixture(autouse=True)
def _front_end_built(front_end_built: None) -> None:
    """Every test here needs the built bundle."""


def click_around(root: Any, seed: int, clicks: int, clickable: str = CLICKABLE) -> list[str]:
    """Click ``clicks`` random things in ``root`` matching ``clickable`` (and press a few
    keys); return what was clicked, for the failure message.

    Each click is one look into the page (:data:`_AIM_JS`: pick the element, bring it into
    view, wait for it to hold still over two animation frames and check it is the element
    under its centre, as Playwright's own click does) and then the mouse, pressed at that
    centre: disabled elements are clicked too, as a student would."""
    rng = random.Random(seed)
    done = []
    for _ in range(clicks):
        if rng.random() < 0.15:
            key = rng.choice(KEYS)
            root.focus()
            root.page.keyboard.press(key)
            done.append(key)
            continue
        aim = root.evaluate(_AIM_JS, [clickable, rng.random()])
        if aim is None:  # nothing to click: a key instead
            key = rng.choice(KEYS)
            root.focus()
            root.page.keyboard.press(key)
            done.append(key)
            continue
        label, point, missed = aim["label"], aim["point"], aim["missed"]
        if aim["disabled"]:
            label += " (disabled)"
        if missed:
            label += f" (missed: {missed})"
        else:
            root.page.mouse.click(*point)
        done.append(label)
    return done


# Pick a random element of ``selector`` in the root, bring it into view and say where to press,
# as Playwright's click decides: it waits (up to 2 s) for the element's box to be the same on
# two animation frames running ("not stable" if it never is, as Playwright says), the box
# must have a size, and its centre must hit the element (not another one over it).
_AIM_JS = """async (root, [selector, draw]) => {
  const all = [...root.querySelectorAll(selector)];
  if (!all.length) return null;
  const e = all[Math.floor(draw * all.length)];
  const label = Object.entries(e.dataset).map(([k, v]) => k + '=' + v).join(' ');
  const disabled = e.matches(':disabled') || e.getAttribute('aria-disabled') === 'true';
  const answer = (missed, point) => ({label, disabled, missed, point});
  e.scrollIntoView({block: 'nearest', inline: 'nearest'});
  const box = () => JSON.stringify(e.getBoundingClientRect());
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  const until = performance.now() + 2000;
  let last = box(), still = false;
  while (!still && performance.now() < until) {
    await frame();
    if (!e.isConnected) return answer('gone', null);  // redrawn meanwhile: a student clicks again
    const now = box();
    still = now === last;
    last = now;
  }
  if (!still) return answer('not stable', null);
  const r = e.getBoundingClientRect();
  if (!r.width || !r.height) return answer('not shown', null);
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  if (!hit || !(hit === e || e.contains(hit))) return answer('covered', null);
  return answer('', [x, y]);
}"""


def test_a_replay_survives_any_clicks_and_keeps_its_recorded_moves(
    notebook: Open, shot: Shot
) -> None:
    nb = notebook(
        [
            SETUP + f"record = {GAME}\nw = ClansWidget(record=record)\nw",
            result("[list(w.record.moves) == list(record.moves), len(w.record.moves)]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    clicked = click_around(root, seed=1, clicks=80)
    shot(nb, "after-clicks", root)
    same, moves = nb.run_json(1)
    assert same and moves == 16, clicked
    assert not nb.page_errors, nb.page_errors


@pytest.mark.parametrize("viewer", ["'spectator'", "0"])
def test_a_viewer_clicking_everything_learns_no_hidden_card(
    notebook: Open, shot: Shot, viewer: str
) -> None:
    never = (
        "sorted(set.intersection(*(set(map(str, view(record.game(p), v).unseen))"
        " for p in range(len(record.moves) + 1))))"
    )
    nb = notebook(
        [
            SETUP + f"record = {GAME}\nv = {viewer}\nw = ClansWidget(record=record, viewer=v)\nw",
            result(f"[list(w.record.moves) == list(record.moves), w.error, {never}]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    clicked = click_around(root, seed=2, clicks=60)
    same, error, hidden = nb.run_json(1)
    assert same, clicked
    assert not _mentions(error, hidden)
    assert_nothing_hidden(nb, root, hidden, other=1)
    assert not nb.page_errors, nb.page_errors


def test_hot_seat_with_a_thinking_bot_survives_any_clicks(notebook: Open, shot: Shot) -> None:
    nb = notebook(
        [
            SETUP + "from clans_widget import Game\n"
            "w = ClansWidget(Game.new(2, seed=21, names=['Ann', 'Bot']), viewer='turn',"
            " bots={1: 'greedy'}, bot_delay=0.4)\nw",
            # the bot's hand at the end of the line shown: the cards it played are public
            "end = w.session.game(w.line, w.session.length(w.line))\n"
            + result("[end.ply, w.bot_thinking, [str(c) for c in end.hands[1]]]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    clicked = click_around(root, seed=3, clicks=80)
    bot_hand_stays_hidden(nb, root, shot, clicked)


def bot_hand_stays_hidden(
    nb: Notebook, root: Any, shot: Shot, clicked: list[str], public: tuple[str, ...] = ()
) -> int:
    """After a hot-seat board with a bot at seat 1 was clicked: the bot that was thinking
    moved, and the bot's hand (cell 1 prints ``[ply, bot_thinking, hand]``) is nowhere in the
    page (``public``: as for :func:`assert_nothing_hidden`); the ply reached."""
    root.page.wait_for_timeout(1_000)  # let a bot that was thinking move
    shot(nb, "after-clicks", root)
    ply, thinking, bot_hand = nb.run_json(1)
    assert not thinking, clicked
    assert not _mentions(root.evaluate(_DOM_TEXT_JS), bot_hand)
    assert_nothing_hidden(nb, root, bot_hand, other=1, public=public)
    assert not nb.page_errors, nb.page_errors
    return int(ply)
