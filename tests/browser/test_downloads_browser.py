"""Saving the class game from the widget in JupyterLab, with no code: "Save record" gives the
JSON record Python holds, "Save page" a replay page that works on its own; a board that does
not show every hand offers no record."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from clans_widget import Record
from tests.browser.labdriver import ROOT, Notebook

pytestmark = pytest.mark.browser

Open = Callable[[list[str]], Notebook]
Shot = Callable[..., Path]
GAME = f"Record.from_json(open({str(ROOT / 'notebooks/games/two_players.json')!r}).read())"
SETUP = (
    "import json\nfrom clans_widget import ClansWidget, Record\n"
    f"w = ClansWidget(record={GAME})\n"
    "w.goto(0, 4)\nw.play(w.game.legal_moves()[0])  # a variation: the record grows\n"
)


@pytest.fixture(autouse=True)
def _built(front_end_built: None) -> None:
    """The widget needs its front end, and "Save page" the standalone bundle."""


def _save(nb: Notebook, root: Any, action: str, keyboard: bool = False) -> str:
    """Clicks the save button ``action`` (or focuses it and presses Enter) and returns the
    downloaded file's text."""
    button = root.locator(f"[data-action='{action}']")
    with nb.page.expect_download() as info:
        if keyboard:
            button.focus()
            nb.page.keyboard.press("Enter")
        else:
            button.click()
    download = info.value
    return Path(download.path()).read_text(encoding="utf-8")


def test_save_record_downloads_the_record_python_holds(
    notebook: Open, browser: Any, tmp_path: Path, shot: Shot
) -> None:
    nb = notebook([SETUP, "w", "print('RESULT', json.dumps(w.record.to_json()))", "w"])
    nb.run(0)
    nb.run(1)
    nb.run(3)  # a second view of the same board: it hears Python's answer too
    nb.widget(3)
    root = nb.widget(1)
    files: list[str] = []
    nb.page.on("download", lambda download: files.append(download.suggested_filename))
    saves = root.get_by_role("group", name="save this game")
    record, page = (
        "Save record: the game's moves as JSON",
        "Save page: a replay of this game as HTML",
    )
    expect(saves.get_by_role("button", name=record)).to_be_visible()
    expect(saves.get_by_role("button", name=page)).to_be_visible()
    shot(nb, "buttons", root.locator(".cg-controls"))

    saved = Record.from_json(_save(nb, root, "save-record"))
    held = Record.from_json(nb.run_json(2))
    assert saved == held
    assert files == ["clans-ann-ben.json"], "one click, one file, from the view clicked"
    assert len(held.variations) == 1, "the saved record keeps the variation played in the notebook"

    page_file = tmp_path / "saved.html"
    page_file.write_text(_save(nb, root, "save-page", keyboard=True), encoding="utf-8")
    page = browser.new_page()
    page.goto(page_file.as_uri())
    replay = page.locator(".clans-widget")
    expect(replay.locator(".cg-board")).to_be_visible()
    expect(replay).to_have_attribute("data-ply", "0")
    page.click("[data-action='next']")
    expect(replay).to_have_attribute("data-ply", "1")
    page.click("[data-action='last']")
    expect(replay).to_have_attribute("data-ply", str(len(held.moves)))
    assert page.locator("[data-action^='save-']").count() == 0, "no dead buttons offline"
    page.close()
    assert not nb.page_errors, nb.page_errors


def test_the_widget_prints_as_a_game_sheet_with_its_variations(notebook: Open, shot: Shot) -> None:
    nb = notebook([SETUP, "w"])
    nb.run(0)
    nb.run(1)
    root = nb.widget(1)
    nb.page.emulate_media(media="print")
    sheet = root.locator(".cg-sheet")
    expect(sheet).to_be_visible()
    expect(root.locator(".cg-board-wrap")).to_be_hidden()
    expect(root.locator(".cg-controls")).to_be_hidden()
    text = " ".join((sheet.inner_text()).split())
    assert "Position after move 5 of the variation shown" in text
    assert "Ann 6p@Cn3+ An early shield" in text, "the main line with its comments"
    assert "Variation after move 4: Ann 6y@Dn1" in text
    shot(nb, "print", root)


@pytest.mark.parametrize("viewer", ["'spectator'", "1"])
def test_a_board_that_hides_hands_offers_only_the_page(notebook: Open, viewer: str) -> None:
    imports = "from clans_widget import ClansWidget, Record\n"
    nb = notebook([f"{imports}ClansWidget(record={GAME}, viewer={viewer})"])
    nb.run(0)
    root = nb.widget(0)
    expect(root.locator("[data-action='save-page']")).to_be_visible()
    expect(root.locator("[data-action='save-record']")).to_have_count(0)
    text = _save(nb, root, "save-page")
    assert text.startswith("<!doctype html>") and '"viewer":"all"' not in text


def test_a_puzzle_offers_nothing_to_save_and_prints_no_answers(notebook: Open) -> None:
    nb = notebook(
        [
            "from clans_widget import ClansWidget\nfrom clans_widget.puzzles import generate\n"
            "ClansWidget(puzzle=generate('who-takes', 7))"
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    expect(root.locator(".cg-puzzle")).to_be_visible()
    expect(root.locator("[data-action^='save-']")).to_have_count(0)
    assert root.locator(".cg-sheet").text_content() == "", "the sheet's score would answer it"
