"""A curious student on Schotten Totten's board: clicks everything, presses keys, steps a replay.

As for Clans and Glory (tests/browser/test_curious_clicks_browser.py), each test opens a board in
a real JupyterLab and clicks, in a seeded random order, every button, card, stone and card on
the border it finds, and presses keys. Then it checks from Python that the recorded moves are
all still there, and from the page that no card the viewer never saw (the other hand, the deck
order, in Tactic the tactic deck) was ever drawn, kept in a widget model or sent on the
websocket, and that the page raised no error. The rounds are played in the cell by bots.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.test_curious_clicks_browser import (
    CLICKABLE,
    bot_hand_stays_hidden,
    click_around,
)
from tests.browser.test_widget_browser import (
    Open,
    Shot,
    _mentions,
    assert_nothing_hidden,
    result,
    three_on_one_back,
)

pytestmark = pytest.mark.browser

SCHOTTEN_CLICKABLE = CLICKABLE + ", [data-stone], [data-table-card]"
SETUP = """import json
from clans_widget import GameBoard, schotten
from clans_widget.games.schotten.bots import GreedyBot

def bot_round(seed, variant='base'):
    '''A round played to its end by two random bots.'''
    game = schotten.Game.new(seed, variant=variant, names=['Ann', 'Ben'])
    bots = [GreedyBot(seed), GreedyBot(seed + 1)]
    while not game.is_over:
        game.play(bots[game.current_player].choose(game))
    return game.record

def never_seen(board, record, viewer):
    '''The cards viewer never saw: unseen at every position of the recorded round, and seen
    in no position of any line the board holds (a variation may draw from the deck).'''
    hidden = set.intersection(
        *(set(record.game(p).observe(viewer).unseen) for p in range(len(record.moves) + 1))
    )
    session = board.session
    for line in session.lines:
        for ply in range(session.length(line) + 1):
            seen = session.game(line, ply).observe(viewer)
            hidden -= {c for sides in seen.sides for side in sides for c in side}
            hidden -= {c for hand in seen.hands for c in hand or ()} | set(seen.discard)
    return sorted(hidden)

def seen_by(board, player):
    '''Every card player saw at a position of a line the board holds: in their hand, on the
    border or discarded.'''
    session = board.session
    cards = set()
    for line in session.lines:
        for ply in range(session.length(line) + 1):
            seen = session.game(line, ply).observe(player)
            cards |= {c for sides in seen.sides for side in sides for c in side}
            cards |= set(seen.discard) | set(seen.hands[player])
    return cards
"""


# A stone's proof (``explain``) may draw unseen cards as the hypothetical finish of a side: it is
# worked out from the table and the public counts alone (tests/test_schotten_board_choices.py).
PUBLIC = ("explain",)


def curious(root: Any, seed: int, clicks: int) -> list[str]:
    """``click_around`` on a Schotten board: what it clicked."""
    clicked = click_around(root, seed=seed, clicks=clicks, clickable=SCHOTTEN_CLICKABLE)
    print("clicked:", clicked)  # shown when the test fails
    return clicked


def nothing_moved(clicked: list[str]) -> None:
    """No element clicked was moving under the pointer (Playwright's "not stable")."""
    assert not [c for c in clicked if "not stable" in c], clicked


def no_proof_shown(root: Any) -> None:
    """Take the pointer and the focus off the stones: no proof, no hypothetical card drawn."""
    root.page.mouse.move(1, 1)
    root.focus()
    left = root.locator(".st-proof, .st-ghost")
    try:
        expect(left).to_have_count(0)
    except AssertionError:  # say what stayed, and where the focus and the pointer are
        seen = left.evaluate_all(
            "els => els.map((el) => [el.getAttribute('class'), el.dataset.proof ?? '',"
            " el.closest('[data-stone]')?.dataset.stone ?? '', el.textContent.slice(0, 60)])"
        )
        where = root.evaluate(
            "() => [document.activeElement?.outerHTML.slice(0, 120),"
            " [...document.querySelectorAll(':hover')].at(-1)?.outerHTML.slice(0, 120)]"
        )
        raise AssertionError(f"a proof stayed: {seen}; focus and pointer on: {where}") from None


@pytest.fixture(autouse=True)
def _front_end_built(front_end_built: None) -> None:
    """Every test here needs the built bundle."""


def test_a_replay_survives_any_clicks_and_keeps_its_recorded_moves(
    notebook: Open, shot: Shot
) -> None:
    nb = notebook(
        [
            SETUP + "record = bot_round(7)\nw = GameBoard(record=record)\nw",
            result("[list(w.record.moves) == list(record.moves), len(record.moves), w.error]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    clicked = curious(root, seed=1, clicks=80)
    shot(nb, "after-clicks", root)
    same, moves, _error = nb.run_json(1)
    assert same and moves > 20, clicked
    assert not nb.page_errors, nb.page_errors
    nothing_moved(clicked)


@pytest.mark.parametrize(
    ("viewer", "variant"),
    [
        ("'spectator'", "base"),
        ("'spectator'", "tactic"),
        ("0", "base"),  # a Review under way once rebuilt the hands under the pointer
        ("0", "tactic"),
    ],
)
def test_a_viewer_clicking_everything_learns_no_hidden_card(
    notebook: Open, shot: Shot, viewer: str, variant: str
) -> None:
    nb = notebook(
        [
            SETUP + f"record = bot_round(11, {variant!r})\nv = {viewer}\n"
            "w = GameBoard(record=record, viewer=v)\nw",
            result(
                "[list(w.record.moves) == list(record.moves), w.error,"
                " never_seen(w, record, v), list(record.game().hands[1])]"
            ),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    clicked = curious(root, seed=2, clicks=60)
    shot(nb, "after-clicks", root)
    with nb.page.expect_download():  # the page, on the websocket too, whatever the clicks did
        root.locator("[data-action='save-page']").click()
    same, error, hidden, other_hand = nb.run_json(1)
    assert same, clicked
    assert set(other_hand) <= set(hidden)  # Ben's hand at the end of the round, at least
    if variant == "tactic":
        assert any(not c[0].isdigit() for c in hidden), "no tactic card left hidden"
    assert not _mentions(error, hidden)
    no_proof_shown(root)
    assert_nothing_hidden(nb, root, hidden, other=1, public=PUBLIC)
    assert not nb.page_errors, nb.page_errors
    nothing_moved(clicked)


def test_hot_seat_with_a_thinking_bot_survives_any_clicks(notebook: Open, shot: Shot) -> None:
    nb = notebook(
        [
            SETUP + "w = GameBoard(schotten.Game.new(21, names=['Ann', 'Bot']), viewer='turn',"
            " bots={1: 'greedy'}, bot_delay=0.4)\n"
            # the cards Ann ever saw, in undone moves and variations too
            "shown = set()\n"
            "w.observe(lambda _: shown.update(seen_by(w, 0)), names=['position', 'line'])\nw",
            # the bot's hand at the end of the line shown, but the cards Ann once saw
            "end = w.session.game(w.line, w.session.length(w.line))\n"
            + result("[end.ply, w.bot_thinking, sorted(set(end.hands[1]) - shown)]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    clicked = curious(root, seed=3, clicks=80)
    no_proof_shown(root)
    assert bot_hand_stays_hidden(nb, root, shot, clicked, public=PUBLIC) > 0, clicked
    nothing_moved(clicked)


def test_keys_step_a_replay(notebook: Open, shot: Shot) -> None:
    nb = notebook(
        [
            SETUP + "record = bot_round(5)\nw = GameBoard(record=record)\nw",
            result("[w.position, w.game.ply, len(record.moves)]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    expect(root).to_have_attribute("data-ply", "0")
    moves = nb.run_json(1)[2]
    three_on_one_back(root)
    expect(root.locator('[aria-current="step"]')).to_have_attribute("data-goto", "2")
    shot(nb, "ply2", root)
    assert nb.run_json(1) == [2, 2, moves]
    # a stone's proof is of the position shown: a step by keys takes it away, never leaves
    # the last position's proof on the board
    root.locator('[data-stone="1"] .st-disc').hover()
    expect(root.locator('.st-proof[data-proof="1"]')).to_be_visible()
    root.press("ArrowRight")
    expect(root).to_have_attribute("data-ply", "3")
    no_proof_shown(root)
    root.press("ArrowLeft")
    expect(root).to_have_attribute("data-ply", "2")
    root.focus()
    root.press("End")
    expect(root).to_have_attribute("data-ply", str(moves))
    expect(root.locator('[aria-current="step"]')).to_have_attribute("data-goto", str(moves))
    shot(nb, "end", root)
    assert nb.run_json(1) == [moves, moves, moves]
    root.focus()
    root.press("Home")
    expect(root).to_have_attribute("data-ply", "0")
    assert nb.run_json(1) == [0, 0, moves]
    assert not nb.page_errors, nb.page_errors
