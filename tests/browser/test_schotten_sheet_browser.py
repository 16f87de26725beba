"""A Schotten Totten round's saved page prints as a game sheet, as Clans and Glory's does
(js/sheet.ts with js/games/schotten/sheet.ts): the final border, the result, each stone in
words (both sides' cards and formations, who won it and against what) and every move with its
comment. Printed in Chromium to a PDF, whose text is read back; docs/schotten-sheet.png is a
copy of the printed page's screenshot, tests/screenshots/browser/schotten-sheet.png."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from clans_widget import GameBoard, schotten
from clans_widget.export import export_html, save_html, script_json
from tests.browser.labdriver import ROOT
from tests.browser.test_export_browser import _bare, _text

pytestmark = pytest.mark.browser

HIDDEN_COMMENT = "(comment hidden: it would tell you a card you cannot see)"  # js/words.ts
SCREENSHOTS = ROOT / "tests" / "screenshots" / "browser"
GAMES = ROOT / "notebooks" / "games" / "schotten"


def _side(names: list[str], stone: dict[str, Any], player: int) -> str:
    """One side of a stone as the sheet prints it: its cards, then its formation if complete."""
    values = (stone.get("values") or [None, None])[player]
    cards = " ".join(
        f"{card}={values[i]}" if values and values[i] != card else card
        for i, card in enumerate(stone["sides"][player])
    )
    if not cards:
        return "no cards"
    formation = stone["formations"][player]
    return f"{cards}, {formation}" if formation else cards


def _stone_line(names: list[str], stone: dict[str, Any]) -> str:
    """What the sheet must say of a stone at the end: who won it and against what."""
    owner = stone["owner"]
    number = stone["stone"]
    assert not stone["modes"], "a stone with a combat mode: not in these games"
    if owner is None:
        return f"Stone {number}, unclaimed: {names[0]} {_side(names, stone, 0)}; " + (
            f"{names[1]} {_side(names, stone, 1)}."
        )
    rival = 1 - owner
    won = f"Stone {number}, won by {names[owner]}: {_side(names, stone, owner)}"
    if stone["formations"][rival] is None:
        held = _side(names, stone, rival)
        what = (
            f"{names[rival]}'s empty side"
            if held == "no cards"
            else f"{names[rival]}'s unfinished side ({held})"
        )
        return f"{won}, against {what}: no finish of it could win."
    tie = (
        f": equal, and {names[owner]}'s side was complete first"
        if stone["formations"][rival] == stone["formations"][owner]
        else ""
    )
    return f"{won}, against {names[rival]}'s {_side(names, stone, rival)}{tie}."


@pytest.mark.parametrize("name", ["base.json", "tactic.json"])
def test_a_schotten_page_prints_as_a_game_sheet(browser: Any, tmp_path: Path, name: str) -> None:
    record = schotten.Record.from_json((GAMES / name).read_text(encoding="utf-8"))
    board = GameBoard(record=record)  # what the page shows: its frames, its move list
    final = board.frames[-1]
    names = final["names"]
    tree = board.tree
    comments = board.comments or {}
    path = save_html(record, tmp_path / "sheet.html")
    page = browser.new_page(viewport={"width": 1000, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(path.as_uri())
    page.locator(".clans-widget [data-stone]").first.wait_for()
    pdf = page.pdf(format="A4")
    text = _text(pdf)

    assert _bare("Schotten Totten: Ann vs Ben") in text and _bare("Final position") in text
    assert final["over"] and _bare(final["score"]["text"]) in text  # "Ben wins the round ..."
    assert _bare(f"Player Stones Ann {final['score']['stones'][0]}") in text
    claimed = [st for st in final["stones"] if st["owner"] is not None]
    assert len(claimed) >= 5, "the round's winner holds five stones or three side by side"
    for stone in final["stones"]:
        assert _bare(_stone_line(names, stone)) in text, _stone_line(names, stone)
    main = next(line for line in tree["lines"] if line["id"] == 0)
    assert len(main["moves"]) == len(board.session.moves())
    for move, player, *notes in main["moves"]:
        ply = main["moves"].index([move, player, *notes]) + 1
        assert _bare(f"{ply}. {names[player]} {move}") in text, (ply, move)
        if "comment" in notes:  # a comment on the move: printed beside it
            assert _bare(f"{move} {comments[f'0:{ply}']}") in text
    assert "data-stone" not in page.locator(".cg-sheet").inner_html(), "a copy for paper"

    stem = Path(name).stem
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    (SCREENSHOTS / f"schotten-sheet-{stem}.pdf").write_bytes(pdf)
    page.emulate_media(media="print")
    assert page.locator(".cg-sheet").is_visible()
    assert page.locator("svg.st-board").is_hidden(), "the live board is not printed"
    page.screenshot(path=str(SCREENSHOTS / f"schotten-sheet-{stem}.png"), full_page=True)
    page.close()
    assert not errors, errors


def test_a_move_comment_is_printed_beside_its_move(browser: Any, tmp_path: Path) -> None:
    """The sheet reads a comment from the move tree as Clans and Glory's does: the page's
    traits are given one on move 3, as Python sends a commented move (``tree`` note
    ``"comment"``, text in ``comments``), and one withheld from the viewer on move 4."""
    record = replace(  # without its comments: the two below are the only ones
        schotten.Record.from_json((GAMES / "base.json").read_text(encoding="utf-8")),
        comments=(),
        variations=(),
    )
    page_html = export_html(record)
    found = re.search(
        r'(<script type="application/json" id="clans-replay-state">)(.*?)(</script>)',
        page_html,
        re.S,
    )
    assert found
    state = json.loads(found[2])
    moves = state["tree"]["lines"][0]["moves"]
    moves[2].append("comment")
    moves[3].append("hidden")
    state["comments"] = {"0:3": "A lone 6 keeps every formation open."}
    path = tmp_path / "commented.html"
    path.write_text(page_html.replace(found[2], script_json(state)), encoding="utf-8")
    page = browser.new_page()
    page.goto(path.as_uri())
    page.locator(".clans-widget [data-stone]").first.wait_for()
    text = _text(page.pdf(format="A4"))
    page.close()
    assert _bare(f"3. Ann {moves[2][0]} A lone 6 keeps every formation open.") in text
    assert _bare(f"4. Ben {moves[3][0]} {HIDDEN_COMMENT}") in text
