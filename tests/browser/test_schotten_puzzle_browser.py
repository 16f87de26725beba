"""Schotten Totten's puzzles on the board in a real JupyterLab: a choice answered by a button,
a card by a click on the hand, a move by a card then a stone; Python judges each answer, the
page shows its verdict, and nothing of the rival's hand or of the answer reaches the page
before it is given."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import expect

from clans_widget.games.schotten.puzzles import PUZZLES
from tests.browser.labdriver import Notebook

pytestmark = pytest.mark.browser

Open = Callable[[list[str]], Notebook]
Shot = Callable[..., Path]
CHOICE, CARD, MOVE = (next(p for p in PUZZLES if p.answer == a) for a in ("choice", "card", "move"))
BOARD = f"""import json
from clans_widget import GameBoard
from clans_widget.games.schotten.puzzles import PUZZLES
chosen = [p for p in PUZZLES if p.id in {[CHOICE.id, CARD.id, MOVE.id]!r}]
w = GameBoard(puzzle=chosen)
w"""
STATE = (
    "print('RESULT', json.dumps("
    "[w.puzzle['id'], w.puzzle['solved'], w.session.moves()[-1:], w.error]))"
)


@pytest.fixture(autouse=True)
def _front_end_built(front_end_built: None) -> None:
    """Every test here needs the npm build."""


def test_each_kind_of_schotten_puzzle_is_answered_on_the_board(notebook: Open, shot: Shot) -> None:
    order = sorted([CHOICE, CARD, MOVE], key=lambda p: [q.id for q in PUZZLES].index(p.id))
    nb = notebook([BOARD, STATE])
    nb.run(0)
    root = nb.widget(0)
    for index, puzzle in enumerate(order):
        if index:
            root.locator('[data-action="puzzle-next"]').click()
        expect(root.locator(".cg-pz-prompt")).to_have_text(puzzle.prompt)
        rival = 1 - puzzle.viewer
        assert root.locator(f'[data-player="{rival}"]').count() == 0  # the rival's hand: backs
        page = root.evaluate("el => el.outerHTML")
        for card in puzzle.game.hands[rival]:
            assert f'data-card="{card}"' not in page, card
        assert root.locator(".cg-lit").count() == 0  # no stone lit: that would answer
        root.locator('[data-stone="5"]').hover()  # no claim explained: that would answer too
        nb.page.wait_for_timeout(300)
        assert root.locator("[data-proof]").count() == 0
        expect(root.locator(".cg-error")).to_be_hidden()
        right = sorted(puzzle.solutions)[0]
        if puzzle.answer == "choice":
            wrong = next(c for c in puzzle.choices() if c not in puzzle.solutions)
            root.locator(f'[data-answer="{wrong}"]').click()
            expect(root.locator(".cg-verdict")).to_contain_text("Not right")
            shot(nb, "choice-wrong", root)
            root.locator(f'[data-answer="{right}"]').click()
        elif puzzle.answer == "card":
            expect(root.locator(".cg-pz-how")).to_contain_text("clicking a card")
            root.locator('[data-stone="1"]').click()  # a stone is no answer here: said so
            expect(root.locator(".cg-info")).to_contain_text("answered by a card")
            root.locator(f'[data-card="{right}"]').click()
        else:
            card, stone = right.split("@")
            root.locator(f'[data-card="{card}"]').click()
            expect(root.locator(f'[data-stone="{stone}"]')).to_have_class("st-stone st-open")
            root.locator(f'[data-stone="{stone}"]').click()
        expect(root.locator(".cg-verdict")).to_contain_text("Solved")
        shot(nb, f"{puzzle.answer}-solved", root)
        if puzzle.answer == "choice":  # answered: pointing at a stone explains it again
            root.locator('[data-stone="5"]').hover()
            expect(root.locator('[data-proof="5"]')).to_be_visible()
            root.locator(".cg-pz-prompt").hover()
        solved_id, solved, last, error = nb.run_json(1)
        assert (solved_id, solved, error) == (puzzle.id, True, "")
        if puzzle.answer == "move":
            assert last == [right]  # the right move is played, to show what it does
    assert not nb.page_errors
