"""The static site's pages (clans_widget/site.py): each saved board becomes an element holding
the traits it is drawn from; other widgets keep their plain text; no widget manager is asked for."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

from clans_widget import ClansWidget, Game, GameBoard, schotten
from clans_widget.savedstate import compact_frames
from clans_widget.site import (
    WIDGET_STATE,
    WIDGET_VIEW,
    boards_to_html,
    game_shown,
    index_html,
    lite_page,
    nbconvert_html,
    page_html,
)


def saved_notebook(board: ClansWidget | GameBoard) -> dict[str, Any]:
    """A notebook with the board and a slider in its outputs, and their saved widget state."""
    state = json.loads(json.dumps(board.get_state()))  # as a notebook saves it
    state["bot_thinking"] = True  # as saved while a bot was about to move
    outputs = [
        {
            "output_type": "display_data",
            "metadata": {},
            "data": {WIDGET_VIEW: {"model_id": "board"}, "text/plain": board.text()},
        },
        {
            "output_type": "display_data",
            "metadata": {},
            "data": {WIDGET_VIEW: {"model_id": "slider"}, "text/plain": "IntSlider(value=3)"},
        },
    ]
    return {
        "cells": [
            {
                "cell_type": "code",
                "id": "board-cell",
                "source": "w",
                "metadata": {},
                "outputs": outputs,
                "execution_count": 1,
            }
        ],
        "metadata": {
            "widgets": {
                WIDGET_STATE: {
                    "state": {
                        "board": {"model_name": "AnyModel", "state": state},
                        "slider": {"model_name": "IntSliderModel", "state": {"value": 3}},
                    }
                }
            }
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def test_a_saved_board_becomes_a_board_element_with_its_traits() -> None:
    w = ClansWidget(Game.new(2, seed=4))
    w.play(w.game.legal_moves()[0])
    notebook = saved_notebook(w)
    assert boards_to_html(notebook) == 1
    board, slider = (o["data"] for o in notebook["cells"][0]["outputs"])
    found = re.search(r'<script type="application/json">(.*?)</script>', board["text/html"])
    assert found and board["text/html"].startswith('<div class="clans-board"')
    traits = json.loads(found[1])
    compact = json.loads(json.dumps(compact_frames(w.frames)))
    plain = [{k: v for k, v in f.items() if k != "legal"} for f in compact]
    assert traits["frames"] == plain and traits["position"] == 1, "every frame, nothing to play"
    assert traits["read_only"] is True and traits["tree"]["editable"] is False
    assert (traits["bot_thinking"], traits["can_undo"], traits["can_hint"]) == (False,) * 3
    assert traits["downloads"] == [] and traits["covered"] is False
    assert WIDGET_VIEW not in board and WIDGET_VIEW not in slider
    assert slider == {"text/plain": "IntSlider(value=3)"}, "another widget keeps its text"
    assert "widgets" not in notebook["metadata"]


def addresses(page: str) -> list[str]:
    """The other hosts a page loads from (script sources, links, and the widget manager)."""
    return re.findall(r'(?:src|href|Src = )["\'](https?:[^"\']*)', html.unescape(page))


def test_a_page_asks_no_other_host_for_anything() -> None:
    notebook = saved_notebook(ClansWidget(Game.new(3, seed=4)))
    own = nbconvert_html(notebook)
    assert 'src="vendor/require.js"' in own and "'vendor/embed-amd.js'" in own
    assert not addresses(own), addresses(own)
    boards_to_html(notebook)
    page = page_html(notebook)
    assert page.count('class="clans-board"') == 1 and '<script type="module">' in page
    assert not addresses(page), addresses(page)


def test_a_board_on_the_site_knows_its_lessons_jupyterlite_page() -> None:
    assert lite_page("https://x.org/lite/", "01 the table.ipynb") == (
        "https://x.org/lite/lab/index.html?path=01%20the%20table.ipynb"
    )
    assert lite_page("lite", "04_replay_a_game.ipynb") == (
        "lite/lab/index.html?path=04_replay_a_game.ipynb"
    )
    assert lite_page("", "04_replay_a_game.ipynb") is None, "'' means no JupyterLite site"
    notebook = saved_notebook(ClansWidget(Game.new(2, seed=4)))
    boards_to_html(notebook, "lite/lab/index.html?path=x.ipynb")
    found = re.search(
        r'<script type="application/json">(.*?)</script>',
        notebook["cells"][0]["outputs"][0]["data"]["text/html"],
    )
    assert found and json.loads(found[1])["lite"] == "lite/lab/index.html?path=x.ipynb"


def test_a_saved_schotten_board_becomes_a_board_element_too() -> None:
    # The Schotten Totten lessons (notebooks/S*.ipynb) show GameBoards: the site draws them.
    board = GameBoard(schotten.Game.new(3), viewer="all")
    board.play(board.game.legal_moves()[0])
    notebook = saved_notebook(board)
    assert boards_to_html(notebook) == 1
    html_text = notebook["cells"][0]["outputs"][0]["data"]["text/html"]
    found = re.search(r'<script type="application/json">(.*?)</script>', html_text)
    assert found, html_text[:200]
    traits = json.loads(found[1])
    assert traits["frames"][0]["game"] == "schotten-totten" and traits["position"] == 1
    assert traits["read_only"] is True


def test_the_index_lists_each_games_lessons_under_its_own_heading(tmp_path: Path) -> None:
    clans = saved_notebook(ClansWidget(Game.new(2, seed=4)))
    st = saved_notebook(GameBoard(schotten.Game.new(3), viewer="all"))
    assert (game_shown(clans), game_shown(st)) == ("clans-and-glory", "schotten-totten")
    assert game_shown({"cells": [], "metadata": {}}) is None
    page = index_html(
        {
            "clans-and-glory": [(tmp_path / "01_the_table.html", "Lesson 1: the table")],
            "schotten-totten": [
                (tmp_path / "S1_formations.html", "Lesson S1: formations"),
                (tmp_path / "S2_claims.html", "Lesson S2: claims"),
            ],
            "": [(tmp_path / "notes.html", "Notes")],
        }
    )
    sections = re.findall(r'<h2 id="[^"]+">([^<]+)</h2>\s*<ol[^>]*>(.*?)</ol>', page, re.S)
    assert [(game, re.findall(r'href="([^"]+)"', items)) for game, items in sections] == [
        ("Clans and Glory", ["01_the_table.html"]),
        ("Schotten Totten", ["S1_formations.html", "S2_claims.html"]),
        ("Other notebooks", ["notes.html"]),
    ]
    assert "<h1>Clans and Glory and Schotten Totten: tutorials</h1>" in page
