"""Hidden cards stay hidden in a real JupyterLab: spectators, hot-seat covers, hot-seat bots.

What each page may hold is checked where an attacker would look: the widget's DOM, the
widget models in the page and every message on the kernel's websocket.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from clans_widget import Game
from tests.browser.test_widget_browser import (
    _DOM_TEXT_JS,
    IMPORTS,
    Open,
    Shot,
    _mentions,
    _strings,
    assert_nothing_hidden,
    click_move,
    first_move,
    result,
)

pytestmark = pytest.mark.browser


@pytest.fixture(autouse=True)
def _front_end_built(front_end_built: None) -> None:
    """Every test here needs the built bundle."""


def test_a_spectator_page_offers_no_undo_and_no_playable_card(notebook: Open, shot: Shot) -> None:
    unseen = "[str(c) for c in view(w.record.game(), 'spectator').unseen]"
    nb = notebook(
        [
            IMPORTS + "from clans_widget.rules.view import view\n"
            "from clans_widget.bots import make_bot\n"
            "g, bot = Game.new(2, seed=3), make_bot('greedy', 1)\n"
            "while not g.is_over:\n    g.play(bot.choose(view(g, g.current_player)))\n"
            "w = ClansWidget(record=g.record, viewer='spectator')\nw.position = 16\nw",
            result(f"[len(w.record.moves), w.position, {unseen}]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    expect(root).to_have_attribute("data-ply", "16")
    expect(root.locator("[data-action='undo']")).to_be_disabled()
    expect(root.locator("[data-card]")).to_have_count(0)
    root.locator("[data-action='first']").click()
    expect(root).to_have_attribute("data-ply", "0")
    expect(root.locator("[data-action='undo']")).to_be_disabled()
    root.locator("[data-seat='An1']").click()
    expect(root.locator("[data-action='place']")).to_be_hidden()
    shot(nb, "spectator", root)
    moves, position, hidden = nb.run_json(1)
    assert moves == 16 and position == 0
    assert_nothing_hidden(nb, root, hidden, other=1)


def test_hot_seat_against_a_bot_never_shows_the_bots_hand(notebook: Open, shot: Shot) -> None:
    game = Game.new(2, seed=21)
    card, seat, _ = first_move(game)
    bot_cards = "[str(c) for c in w.game.hands[1]]"
    nb = notebook(
        [
            IMPORTS + "w = ClansWidget(Game.new(2, seed=21, names=['Ann', 'Bot']), viewer='turn',"
            " bots={1: 'greedy'}, bot_delay=1.5)\nw",
            result(f"[w.game.ply, w.bot_thinking, {bot_cards}]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    cover = root.locator("[data-view='hotseat-cover']")
    expect(cover).to_contain_text("Pass the screen to Ann")
    expect(root.locator("[data-action='undo']")).to_be_disabled()
    expect(root.locator("[data-card]")).to_have_count(0)
    shot(nb, "hotseat-cover", root)
    root.locator("[data-action='reveal']").click()
    expect(cover).to_have_count(0)
    expect(root.locator("[data-card][data-player='0']")).to_have_count(len(game.hands[0]))
    click_move(nb, root, card, seat, player=0, shield=False)
    expect(root.locator(".cg-thinking")).to_be_visible()
    expect(cover).to_have_count(0)  # the cover is for humans only
    shot(nb, "hotseat-bot-thinking", root)
    ply, thinking, hidden = nb.run_json(1)
    assert ply == 1 and thinking
    assert_nothing_hidden(nb, root, hidden, other=1)
    expect(root).to_have_attribute("data-ply", "2", timeout=15_000)
    expect(cover).to_have_count(0)  # Ann is still at the screen
    expect(root.locator("[data-card][data-player='0']")).to_have_count(len(game.hands[0]) - 1)
    expect(root.locator("[data-action='undo']")).to_be_enabled()
    ply, thinking, hidden = nb.run_json(1)
    assert ply == 2 and not thinking
    assert_nothing_hidden(nb, root, hidden, other=1)


def test_hot_seat_undo_is_not_offered_behind_the_cover(notebook: Open, shot: Shot) -> None:
    game = Game.new(2, seed=9)
    card, seat, _ = first_move(game)
    ann_cards = "[str(c) for c in w.game.hands[0]]"
    nb = notebook(
        [
            IMPORTS
            + "w = ClansWidget(Game.new(2, seed=9, names=['Ann', 'Ben']), viewer='turn')\nw",
            result(f"[w.game.ply, w.error, {ann_cards}]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    cover = root.locator("[data-view='hotseat-cover']")
    root.locator("[data-action='reveal']").click()
    click_move(nb, root, card, seat, player=0, shield=False)
    expect(cover).to_contain_text("Pass the screen to Ben")
    expect(root.locator("[data-action='undo']")).to_be_disabled()
    shot(nb, "hotseat-ben-cover", root)
    root.locator("[data-action='reveal']").click()
    expect(root.locator("[data-card][data-player='1']")).to_have_count(len(game.hands[1]))
    undo = root.locator("[data-action='undo']")
    expect(undo).to_be_disabled()  # it would show Ann's hand to Ben
    ply, error, hidden = nb.run_json(1)
    assert ply == 1 and error == ""
    # Ann's hand went over the websocket while she was at the screen; now nothing shows it.
    expect(root.locator("[data-card][data-player='0']")).to_have_count(0)
    assert not _mentions(root.evaluate(_DOM_TEXT_JS), hidden)
    models = [m["state"] for m in nb.widget_state()["state"].values() if "frames" in m["state"]]
    assert models and not _mentions("\n".join(_strings(models)), hidden)
