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
            " bots={1: 'greedy'}, bot_delay=4)\nw",
            result(f"[w.game.ply, w.bot_thinking, {bot_cards}]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    cover = root.locator("[data-view='hotseat-cover']")
    expect(cover).to_contain_text("Pass the screen to Ann")
    expect(root.locator(".cg-controls [data-action='undo']")).to_be_disabled()
    expect(cover.locator("[data-action='take-back']")).to_be_hidden()
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


def test_hot_seat_take_back_from_the_cover_until_the_next_player_looks(
    notebook: Open, shot: Shot
) -> None:
    game = Game.new(2, seed=9)
    card, seat, _ = first_move(game)
    ann_cards = "[str(c) for c in w.game.hands[0]]"
    nb = notebook(
        [
            IMPORTS
            + "w = ClansWidget(Game.new(2, seed=9, names=['Ann', 'Ben']), viewer='turn')\nw",
            result(f"[w.game.ply, w.error, list(w.record.moves), {ann_cards}]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    cover = root.locator("[data-view='hotseat-cover']")
    take_back = cover.locator("[data-action='take-back']")
    reveal = cover.locator("[data-action='reveal']")
    expect(take_back).to_be_hidden()  # nobody has moved: nothing to take back
    reveal.click()
    click_move(nb, root, card, seat, player=0, shield=False)
    expect(cover).to_contain_text("Pass the screen to Ben")
    expect(take_back).to_be_visible()
    expect(take_back).to_have_text("Take back my move")
    measure = "el => [el.offsetWidth, el.offsetHeight]"
    size = cover.evaluate(measure)
    shot(nb, "ben-cover-offers-take-back", root)
    take_back.click()
    expect(root).to_have_attribute("data-ply", "0")
    expect(cover).to_contain_text("Pass the screen to Ann")  # still covered: no hand shows
    expect(take_back).to_be_hidden()
    expect(root.locator("[data-card]")).to_have_count(0)
    assert cover.evaluate(measure) == size, "the cover keeps its size when the offer ends"
    shot(nb, "ann-cover-after-take-back", root)
    ply, error, moves, hidden = nb.run_json(1)
    assert (ply, error, moves) == (0, "", [])
    hidden.remove(card)  # the table showed it while Ann's move stood
    assert not _mentions(root.evaluate(_DOM_TEXT_JS), hidden)
    models = [m["state"] for m in nb.widget_state()["state"].values() if "frames" in m["state"]]
    assert models and not _mentions("\n".join(_strings(models)), hidden)

    reveal.click()  # Ann again, and this time the take-back by keyboard
    click_move(nb, root, card, seat, player=0, shield=False)
    expect(take_back).to_be_visible()
    reveal.focus()
    nb.page.keyboard.press("Tab")
    expect(take_back).to_be_focused()
    nb.page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-ply", "0")
    expect(take_back).to_be_hidden()

    reveal.click()
    click_move(nb, root, card, seat, player=0, shield=False)
    expect(take_back).to_be_visible()
    reveal.click()  # Ben shows his hand: Ann's move is his to answer now
    expect(root.locator("[data-card][data-player='1']")).to_have_count(len(game.hands[1]))
    expect(cover).to_have_count(0)
    expect(root.locator("[data-action='undo']")).to_be_disabled()
    ply, error, moves, _ = nb.run_json(1)
    assert ply == 1 and error == "" and moves == [f"{card}@{seat}"]
