"""Variations, bots and late views in a real JupyterLab, clicked as a person would.

A move at a past position of a replay starts a variation, drawn indented under the move it
branches from while the main line stays listed; "Back to the main line" and a click on a
variation's move switch lines; Promote and Delete change Python's record. A bot game survives
Home and End during the bot's delay and Undo; a widget given moves before it is displayed
shows them all (its view asks Python for every frame). Screenshots go to
tests/screenshots/browser/ (not committed).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from clans_widget import Game, Record
from clans_widget.frames import frame as make_frame
from tests.browser.labdriver import ROOT, Notebook
from tests.browser.test_widget_browser import click_move, first_move, result

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("front_end_built")]

Open = Callable[[list[str]], Notebook]
Shot = Callable[..., Path]
TWO_PLAYERS = ROOT / "notebooks" / "games" / "two_players.json"
REPLAY = (
    "import json\nfrom clans_widget import ClansWidget, Record\n"
    f"w = ClansWidget(record=Record.from_json(open({str(TWO_PLAYERS)!r}).read()))\n"
)


def main_record() -> Record:
    return Record.from_json(TWO_PLAYERS.read_text(encoding="utf-8"))


def other_move(game: Game, avoid: str) -> tuple[str, str]:
    """A card and a seat of a face-up move (no shield) other than ``avoid``."""
    for card, seats in make_frame(game, "all")["legal"]["cards"].items():
        for seat in seats:
            if f"{card}@{seat['seat']}" != avoid:
                return card, seat["seat"]
    raise AssertionError("no other move here")


def move_plies(root: Any, line: int) -> list[int]:
    """The plies of the moves of ``line`` in the move list, in order."""
    moves = root.locator(f".cg-move[data-line='{line}']")
    plies: list[int] = moves.evaluate_all("els => els.map(e => Number(e.dataset.movePly))")
    return plies


def left(locator: Any) -> float:
    box = locator.bounding_box()
    assert box is not None
    return float(box["x"])


def test_a_move_at_a_past_position_starts_a_variation(notebook: Open, shot: Shot) -> None:
    record = main_record()
    card, seat = other_move(record.game(3), str(record.moves[3]))
    mover = record.game(3).current_player
    assert mover is not None
    nb = notebook(
        [
            REPLAY + "w",
            result("[len(w.record.moves), len(w.record.variations), w.line, w.position]"),
            result("[w.line, w.position]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    root.locator(".cg-move[data-goto='3']").click()  # step to move 3 in the move list
    expect(root).to_have_attribute("data-ply", "3")
    click_move(nb, root, card, seat, player=mover, shield=False)
    expect(root).to_have_attribute("data-ply", "4")
    variation = root.locator("[data-variation]")
    expect(variation).to_have_count(1)
    new = variation.locator(".cg-move[data-move-ply='4']")
    expect(new).to_contain_text(f"{card}@{seat}")
    expect(new).to_have_attribute("aria-current", "step")
    assert move_plies(root, 0) == list(range(17))  # Start and the main line's 16 moves
    assert left(new) > left(root.locator(".cg-move[data-line='0'][data-move-ply='4']")) + 10
    # under move 3, the move it branches from
    above = variation.evaluate(
        "v => v.previousElementSibling.querySelector('.cg-move').dataset.movePly"
    )
    assert above == "3"
    shot(nb, "variation", root.locator(".cg-moves"))
    moves, variations, line, position = nb.run_json(1)
    assert (moves, variations, position) == (16, 1, 4) and line != 0

    root.locator("[data-action='main-line']").click()
    expect(root).to_have_attribute("data-ply", "3")
    current = root.locator("[aria-current='step']")
    expect(current).to_have_attribute("data-line", "0")
    expect(current).to_have_attribute("data-move-ply", "3")
    expect(root.locator("[data-action='main-line']")).to_have_count(0)
    assert nb.run_json(2) == [0, 3]

    root.locator(f".cg-move[data-line='{line}'][data-move-ply='4']").click()
    expect(current).to_have_attribute("data-line", str(line))
    expect(current).to_have_attribute("data-move-ply", "4")
    expect(root).to_have_attribute("data-ply", "4")
    expect(root.locator("[data-action='main-line']")).to_be_visible()
    assert nb.run_json(2) == [line, 4]
    assert not nb.page_errors, nb.page_errors


def test_a_bot_game_survives_home_end_and_undo(notebook: Open, shot: Shot) -> None:
    pytest.importorskip("clans_widget.bots", reason="clans_widget.bots is not written yet")
    card, seat, _ = first_move(Game.new(2, seed=3))
    nb = notebook(
        [
            "from clans_widget import ClansWidget, Game\n"
            "w = ClansWidget(Game.new(2, seed=3), viewer=0, bots={1: 'greedy'}, bot_delay=1.5)\n"
            "w",
            "import json\n" + result("[w.line, w.position, len(w.session.moves()), w.error]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    click_move(nb, root, card, seat, player=0, shield=False)
    expect(root).to_have_attribute("data-ply", "1")
    expect(root.locator(".cg-thinking")).to_be_visible()
    root.focus()
    root.press("Home")
    expect(root).to_have_attribute("data-ply", "0")
    root.press("End")
    expect(root).to_have_attribute("data-ply", "1")
    expect(root).to_have_attribute("data-ply", "2", timeout=15_000)  # the bot still moves
    expect(root.locator(".cg-thinking")).to_have_count(0)
    shot(nb, "bot-moved", root)
    undo = root.locator("[data-action='undo']")
    expect(undo).to_be_enabled()
    undo.click()
    expect(root).to_have_attribute("data-ply", "0")
    expect(root.locator("[role=alert]")).to_be_hidden()
    assert nb.run_json(1) == [0, 0, 0, ""]
    click_move(nb, root, card, seat, player=0, shield=False)  # the human plays again
    expect(root).to_have_attribute("data-ply", "2", timeout=15_000)
    line, position, moves, error = nb.run_json(1)
    assert (line, position, moves, error) == (0, 2, 2, "")
    assert not nb.page_errors, nb.page_errors


def test_moves_played_before_the_widget_is_shown_are_all_drawn(notebook: Open) -> None:
    game = Game.new(2, seed=1)
    plays = [str(game.play(game.legal_moves()[0])) for _ in range(2)]
    nb = notebook(
        [
            "from clans_widget import ClansWidget, Game\n"
            "w = ClansWidget(Game.new(2, seed=1))\n"
            + "".join(f"w.play({m!r})\n" for m in plays),
            "w",
        ]
    )
    nb.run(0)
    nb.run(1)
    root = nb.widget(1)
    expect(root).to_have_attribute("data-ply", "2")
    expect(root).to_have_attribute("data-position", "2")
    expect(root.locator(".cg-counter")).to_have_text("after move 2 of 2")
    assert move_plies(root, 0) == [0, 1, 2]
    expect(root.locator("[aria-current='step']")).to_have_attribute("data-move-ply", "2")
    for move in plays:
        placed = move.split("@")[1].rstrip("+")
        expect(root.locator(f"[data-seat='{placed}']")).to_have_attribute(
            "data-seat-card", move.split("@")[0]
        )
    assert not nb.page_errors, nb.page_errors


def test_promote_and_delete_change_the_record(notebook: Open, shot: Shot) -> None:
    record = main_record()
    first = "{}@{}".format(*other_move(record.game(3), str(record.moves[3])))
    later = "{}@{}".format(*other_move(record.game(5), str(record.moves[5])))
    lines = "[[v.parent, v.ply, len(v.moves)] for v in w.record.variations]"
    nb = notebook(
        [
            REPLAY + f"w.goto(0, 3)\nw.play({first!r})\nw.goto(0, 5)\nw.play({later!r})\nw",
            result(f"[[str(m) for m in w.record.moves], {lines}]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    expect(root.locator("[data-variation]")).to_have_count(2)
    root.get_by_role("button", name="Promote the variation at move 4").click()
    # the old main line's moves 4..16 become a variation, the one from move 5 nested in it
    nested = root.locator("[data-variation] [data-variation]")
    expect(nested).to_have_count(1)
    expect(root.locator(".cg-move[data-line='0']")).to_have_count(5)  # Start and 4 moves
    main, variations = nb.run_json(1)
    assert main == [str(m) for m in record.moves[:3]] + [first]
    assert variations == [[0, 3, 13], [1, 5, 1]]
    nb.page.mouse.move(0, 0)
    shot(nb, "nested", root.locator(".cg-moves"))
    nested.locator("[data-action='delete']").click()
    expect(nested).to_have_count(0)
    expect(root.locator("[data-variation]")).to_have_count(1)
    main, variations = nb.run_json(1)
    assert variations == [[0, 3, 13]]
    assert len(main) == 4
    assert not nb.page_errors, nb.page_errors
