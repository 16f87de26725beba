"""A board that a screen reader can follow (issue 20), in a real JupyterLab: moves played by
clicking are announced once each in the polite live region, in words (never notation), as
are a step back with the keyboard and an undo; the move list and the Place buttons are named
in words."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from clans_widget import Game
from clans_widget.games.clans.words import card_words, move_words, seat_words
from tests.browser.axnames import accessible_names
from tests.browser.test_widget_browser import IMPORTS, SHOW, Open, Shot, first_move, result
from tests.test_move_words import NOTATION

pytestmark = pytest.mark.browser

COUNT_CHANGES = """el => {
  window.__announced = [];
  new MutationObserver(() => window.__announced.push(el.textContent))
    .observe(el, {childList: true, characterData: true, subtree: true});
}"""


def test_moves_and_steps_are_announced_in_words(
    notebook: Open, shot: Shot, front_end_built: None
) -> None:
    game = Game.new(players=2, seed=1, names=["Ann", "Ben"])
    nb = notebook([
        IMPORTS + "w = ClansWidget(Game.new(players=2, seed=1, names=['Ann', 'Ben']))\n" + SHOW,
        result("w.position"),
    ])
    nb.run(0)
    root = nb.widget(0)
    region = root.locator("[data-announce]")
    expect(region).to_have_attribute("aria-live", "polite")
    assert region.evaluate("el => getComputedStyle(el).display") != "none"
    region.evaluate(COUNT_CHANGES)
    said, spoken = [], []
    for ply in (1, 2, 3):
        card, seat, _ = first_move(game)
        player = game.current_player
        root.locator(f'[data-card="{card}"][data-player="{player}"]').click()
        root.locator(f'[data-seat="{seat}"]').click()
        place = root.locator('[data-action="place"]')
        # the name starts with the visible text, then says the move in words
        expect(place).to_have_attribute(
            "aria-label", f"Place {card_words(card)} on {seat_words(seat)}"
        )
        expect(root.locator('[data-action="place-shield"]')).to_have_attribute(
            "aria-label",
            re.compile(r"^Place \+ shield: .* and a shield on tile " + seat[0] + "$"),
        )
        place.click()
        game.play(f"{card}@{seat}")
        words = move_words(f"{card}@{seat}", player or 0, game.names)
        expect(root).to_have_attribute("data-ply", str(ply))
        expect(region).to_contain_text(f"Move {ply}: {words}.")
        said.append(region.text_content() or "")
        spoken.append(words)
        move = root.locator(f'.cg-move[data-move-ply="{ply}"]')
        expect(move).to_have_accessible_name(f"{ply}. {words}")
    shot(nb, "announced", root)
    # one announcement per move: choosing a card (a redraw) announces nothing
    root.locator(f'[data-card][data-player="{game.current_player}"]').first.click()
    expect(root.locator("[data-seat][data-legal='true']").first).to_be_visible()
    assert root.evaluate("() => window.__announced") == said
    # a step back with the keyboard says where it landed
    root.focus()
    root.press("ArrowLeft")
    expect(root).to_have_attribute("data-ply", "2")
    expect(region).to_contain_text(f"Move 2: {spoken[1]}.")
    stepped = region.text_content() or ""
    # back at the end, Undo takes move 3 back and says so
    root.press("End")
    expect(region).to_contain_text(f"Move 3: {spoken[2]}.")
    # ipywidgets holds a trait update back while the kernel works on the one before, and an
    # intent is not held: wait until Python has the position before Undo names it
    for _ in range(20):
        if nb.run_json(1) == 3:
            break
    root.locator("[data-action='undo']").click()
    expect(root).to_have_attribute("data-ply", "2")
    expect(region).to_have_text(re.compile(rf"^Move taken back\. Move 2: {re.escape(spoken[1])}\."))
    for text in [*said, stepped, region.text_content() or ""]:
        assert not NOTATION.search(text), text
    read = accessible_names(nb.page, root)  # every name a screen reader may read
    assert len(read) > 50 and any(node["role"] == "button" for node in read)
    assert not [node for node in read if NOTATION.search(node["name"])]
    assert not nb.page_errors
