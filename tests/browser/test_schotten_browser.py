"""Schotten Totten's board in a real JupyterLab (js/games/schotten/): the border is drawn with
its front-end contract (``data-stone``, ``data-card``, ``cg-lit``), a card then a stone plays the
move Python listed, a lit stone is claimed by a click, and the other hand never reaches the page.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import expect

from clans_widget import schotten
from clans_widget.games.schotten.presenter import frame as make_frame
from tests.browser.labdriver import Notebook
from tests.browser.test_themes_browser import THEMES, set_theme

pytestmark = pytest.mark.browser

IMPORTS = "import json\nfrom clans_widget import GameBoard, schotten\n"
MOVES = "print('RESULT', json.dumps([w.session.moves(), w.error]))"
Open = Callable[[list[str]], Notebook]
Shot = Callable[..., Path]


@pytest.fixture(autouse=True)
def _front_end_built(front_end_built: None) -> None:
    """Every test here needs the npm build."""


def to_a_claim(seed: int) -> list[str]:
    """Moves from ``schotten.Game.new(seed)`` to a position where player 0 may claim a stone."""
    game = schotten.Game.new(seed)
    rng = random.Random(seed)
    moves: list[str] = []
    while not game.is_over:
        legal = [str(m) for m in game.legal_moves()]
        if game.current_player == 0 and any(m.startswith("claim") for m in legal):
            return moves
        move = rng.choice(legal)
        game.play(move)
        moves.append(move)
    raise AssertionError(f"seed {seed} reaches no claim for player 0")


def test_a_card_then_a_stone_plays_the_move_python_listed(notebook: Open, shot: Shot) -> None:
    shown = make_frame(schotten.Game.new(5), 0)
    entry = next(m for m in shown["legal"]["moves"] if m["kind"] == "play" and m["stone"] == 4)
    other_hand = make_frame(schotten.Game.new(5), "all")["hands"][1]["cards"]
    nb = notebook([IMPORTS + "w = GameBoard(schotten.Game.new(5), viewer=0)\nw", MOVES])
    nb.run(0)
    root = nb.widget(0)
    stones = root.locator("[data-stone]").evaluate_all("els => els.map(e => e.dataset.stone)")
    assert stones == [str(n) for n in range(1, 10)]
    hand = root.locator('[data-card][data-player="0"]').evaluate_all(
        "els => els.map(e => e.dataset.card)"
    )
    assert hand == shown["hands"][0]["cards"]
    # the other player's hand: a count of backs, none of its cards anywhere on the page
    assert root.locator('[data-player="1"]').count() == 0
    expect(root.locator('[data-hand="1"]')).to_contain_text("6 cards")
    page = root.evaluate("el => el.outerHTML")
    for card in other_hand:
        assert f'"{card}"' not in page and f">{card}<" not in page, card
    root.locator(f'[data-card="{entry["card"]}"]').click()
    expect(root.locator('[data-stone="4"]')).to_have_class("st-stone st-open")
    expect(root.locator(".st-open")).to_have_count(9)
    shot(nb, "card-picked", root)
    root.locator('[data-stone="4"]').click()
    expect(root).to_have_attribute("data-ply", "1")
    expect(root.locator('[data-stone="4"] [data-table-card]')).to_have_count(1)
    shot(nb, "played", root)
    shot(nb, "hands", root.locator(".cg-hands"))
    assert nb.run_json(1) == [[entry["move"]], ""]
    assert not nb.page_errors


def test_a_lit_stone_is_claimed_by_a_click(notebook: Open, shot: Shot) -> None:
    before = to_a_claim(1)
    game = schotten.Game.new(1)
    for move in before:
        game.play(move)
    shown = make_frame(game, 0)
    lit = [s["stone"] for s in shown["stones"] if s["claimable"]]
    claim = next(m["move"] for m in shown["legal"]["moves"] if m["kind"] == "claim")
    stone = next(m["stone"] for m in shown["legal"]["moves"] if m["move"] == claim)
    nb = notebook(
        [
            IMPORTS
            + "w = GameBoard(schotten.Game.new(1), viewer=0)\n"
            + f"for m in {before!r}:\n    w.play(m)\nw",
            MOVES,
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    expect(root).to_have_attribute("data-ply", str(len(before)))
    lit_el = root.locator(".cg-lit[data-stone]")
    expect(lit_el).to_have_count(len(lit))
    assert lit_el.evaluate_all("els => els.map(e => Number(e.dataset.stone))") == lit
    expect(root.locator('[data-action^="st-step:"]')).to_have_text(["End turn"])
    shot(nb, "claimable", root)
    root.locator(f'[data-stone="{stone}"]').click()
    expect(root).to_have_attribute("data-ply", str(len(before) + 1))
    expect(root.locator(f'[data-stone="{stone}"]')).to_have_attribute("data-owner", "0")
    shot(nb, "claimed", root)
    try:
        set_theme(nb, THEMES["dark"])
        shot(nb, "claimed-dark", root)
    finally:
        set_theme(nb, THEMES["light"])  # the settings persist for the other browser tests
    moves, error = nb.run_json(1)
    assert (moves, error) == ([*before, claim], "")
    assert not nb.page_errors


def board_cell(game: schotten.Game, viewer: int = 0) -> str:
    """A cell showing ``game``'s round as ``viewer`` on a board (``w``)."""
    text = game.record.to_json()
    return (
        IMPORTS + f"w = GameBoard(schotten.Record.from_json({text!r}).game(), viewer={viewer})\nw"
    )


def test_tactic_cards_and_ruses_are_played_by_clicks(notebook: Open, shot: Shot) -> None:
    from tests.test_schotten_board_choices import tactic_board

    board = tactic_board(0)
    nb = notebook([board_cell(board.game), "w.undo()", MOVES])
    nb.run(0)
    root = nb.widget(0)
    ply = board.position
    expect(root).to_have_attribute("data-ply", str(ply))
    expect(root.locator('[data-action="forecast-toggle"]')).to_be_hidden()  # no forecast here
    # Banshee: the card, then one of Ben's cards on the border, lit for it
    root.locator('[data-card="BAN"]').click()
    picks = root.locator(".st-pick[data-table-card]")
    expect(picks).to_have_count(5)
    assert sorted(picks.evaluate_all("els => els.map(e => e.dataset.side)")) == ["1"] * 5
    shot(nb, "banshee-targets", root.locator(".cg-board-wrap"))
    top = {"x": 20, "y": 6}  # a covered card's visible top (Ben's later 7o lies over the rest)
    root.locator('[data-stone="2"] [data-table-card="3o"]').click(position=top)
    expect(root).to_have_attribute("data-ply", str(ply + 1))
    expect(root.locator('[data-stone="2"] [data-table-card="3o"]')).to_have_count(0)
    nb.run(1)
    expect(root).to_have_attribute("data-ply", str(ply))
    # Traitor: the card, Ben's 3o, then a stone of Ann's
    root.locator('[data-card="TRA"]').click()
    root.locator('[data-stone="2"] [data-table-card="3o"]').click(position=top)
    expect(root.locator(".st-open")).to_have_count(9)
    root.locator('[data-stone="4"]').click()
    expect(root).to_have_attribute("data-ply", str(ply + 1))
    expect(root.locator('[data-stone="4"] [data-table-card="3o"][data-side="0"]')).to_have_count(1)
    nb.run(1)
    # Strategist: the card, Ann's 1r, then "Discard it"
    root.locator('[data-card="STR"]').click()
    root.locator('[data-stone="1"] [data-table-card="1r"]').click()
    expect(root.locator('[data-action="st-step:b:Discard it"]')).to_be_visible()
    shot(nb, "strategist-choice", root.locator(".cg-board-wrap"))
    root.locator('[data-action="st-step:b:Discard it"]').click()
    expect(root).to_have_attribute("data-ply", str(ply + 1))
    nb.run(1)
    # Recruiter: the card, the draws (Python draws them into the hand), then the two cards to
    # put back, in order: one just drawn, one held before
    drawn = board.game.deck_left[0]
    root.locator('[data-card="REC"]').click()
    root.locator('[data-action="st-step:b:Draw clan, tactic"]').click()
    expect(root).to_have_attribute("data-ply", str(ply + 1))
    expect(root.locator(f'[data-card="{drawn}"][data-player="0"]')).to_have_count(1)
    expect(root.locator(".cg-info")).to_contain_text("first card to put back")
    root.locator(f'[data-card="{drawn}"]').click()
    expect(root.locator(".cg-info")).to_contain_text("second card to put back")
    shot(nb, "recruiter-returns", root.locator(".cg-lower"))
    root.locator('[data-card="6r"]').click()
    expect(root).to_have_attribute("data-ply", str(ply + 2))
    moves, error = nb.run_json(2)
    assert (moves[-2:], error) == (["REC CT", f"return {drawn} 6r"], "")
    assert not nb.page_errors


def test_pointing_at_a_stone_shows_its_proof_without_moving_anything(
    notebook: Open, shot: Shot
) -> None:
    from tests.test_schotten_board_choices import base_game

    refused = base_game(["9r@1", "1g@1", "9o@1", "2g@1", "9y@1"])
    proven = base_game(["9r@1", "1g@1", "9o@1", "2g@1", "1r@2", "3g@3", "9y@1"])
    nb = notebook([board_cell(refused), board_cell(proven)])
    nb.run(0)
    root = nb.widget(0)
    expect(root).to_have_attribute("data-ply", "5")
    boxes = (  # each box from the widget's corner (hovering may scroll the page)
        "els => els.map(e => { const r = e.getBoundingClientRect(); "
        "const o = e.closest('.clans-widget').getBoundingClientRect(); "
        "return [r.x - o.x, r.y - o.y, r.width, r.height]; })"
    )
    parts = root.locator(".cg-board-wrap, .cg-actionbar, .cg-lower, [data-stone]")
    before = parts.evaluate_all(boxes)
    root.locator('[data-stone="1"] .st-disc').hover()
    proof = root.locator('.st-proof[data-proof="1"]')
    expect(proof).to_contain_text("could still become colour-run 1-2-3 (6) with 3g")
    expect(proof).to_contain_text("hypothetical")
    ghosts = root.locator('[data-stone="1"] .st-ghost')
    expect(ghosts).to_have_count(1)
    expect(ghosts).to_have_attribute("data-ghost", "3g")
    assert parts.evaluate_all(boxes) == before  # an overlay: nothing moved
    shot(nb, "counter-example", root.locator(".cg-board-wrap"))
    root.locator('[data-stone="8"] .st-disc').hover()
    expect(root.locator('.st-proof[data-proof="8"]')).to_contain_text("holds 0 of 3 cards")
    expect(root.locator(".st-ghost")).to_have_count(0)
    root.locator(".cg-actionbar").hover()
    expect(root.locator(".st-proof")).to_have_count(0)
    assert parts.evaluate_all(boxes) == before
    # the focus shows it too, on a claim that holds: Ben's best finish drawn
    nb.run(1)
    root = nb.widget(1)
    expect(root).to_have_attribute("data-ply", "7")
    root.locator('[data-stone="1"]').focus()
    proof = root.locator('.st-proof[data-proof="1"]')
    expect(proof).to_contain_text("the claim is proven")
    expect(proof).to_contain_text("claim it now")
    expect(root.locator('[data-stone="1"] .st-ghost')).to_have_attribute("data-ghost", "9g")
    shot(nb, "proven", root.locator(".cg-board-wrap"))
    # a focused stone replaced by a redraw takes its proof with it, and the focus elsewhere
    # shows none
    root.locator('[data-stone="1"]').evaluate("el => el.remove()")
    root.focus()
    expect(root.locator(".st-proof, .st-ghost")).to_have_count(0)
    # a stone under the pointer replaced by a redraw: its mouseout goes to the detached one,
    # so the pointer's leaving is seen when it, or the focus, comes to something else
    root.locator('[data-stone="2"] .st-disc').hover()
    expect(root.locator('.st-proof[data-proof="2"]')).to_have_count(1)
    root.locator('[data-stone="2"]').evaluate("el => el.replaceWith(el.cloneNode(true))")
    root.locator(".cg-actionbar").hover()
    expect(root.locator(".st-proof, .st-ghost")).to_have_count(0)
    assert not nb.page_errors


def test_a_claimed_jokers_value_reads_on_the_border(notebook: Open, shot: Shot) -> None:
    from tests.test_schotten_board_choices import CLAN1, RUSES_FIRST, tactic_game

    hands = [["9r", "8r", "1b", "2b", "3b", "4b", "5b"], CLAN1]
    moves = ["9r@1", "draw T", "3o@2", "draw C", "8r@1", "draw C", "4o@2", "draw C", "JK@1"]
    game = tactic_game(hands, ["JK", *RUSES_FIRST[:-1]], moves)
    nb = notebook([board_cell(game)])
    nb.run(0)
    root = nb.widget(0)
    expect(root.locator('[data-stone="1"].cg-lit')).to_have_count(1)
    root.locator('[data-stone="1"]').click()  # the claim: the Joker takes its best value
    expect(root.locator('[data-stone="1"]')).to_have_attribute("data-owner", "0")
    joker = root.locator('[data-stone="1"] [data-table-card="JK"]')
    expect(joker.locator(".st-value")).to_have_text("= 7r")
    root.locator('[data-stone="1"] .st-disc').hover()
    expect(root.locator('.st-proof[data-proof="1"]')).to_contain_text("claimed by Ann")
    shot(nb, "joker-value", root.locator(".cg-board-wrap"))
    assert not nb.page_errors
