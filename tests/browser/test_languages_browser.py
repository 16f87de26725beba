"""The board in French and German, in a real JupyterLab (issue 21, the shell's words).

A board given ``lang`` speaks that language; a board given none speaks the page's: a
JupyterLab whose language setting is French (its French language pack installed) makes every
board French, with no ``lang`` anywhere. Changing ``lang`` from Python draws the board again in
the new language, and a click on a card and a seat still plays in Python. Screenshots go to
tests/screenshots/browser/ (not committed).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from clans_widget import Game
from clans_widget.i18n import say
from tests.browser.labdriver import JupyterLab, Notebook
from tests.browser.test_widget_browser import IMPORTS, click_move, first_move, result

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("front_end_built")]

Open = Callable[[list[str]], Notebook]
Shot = Callable[..., Path]
FRENCH_LAB = {"@jupyterlab/translation-extension/plugin.jupyterlab-settings": {"locale": "fr_FR"}}


def speaks(root: Any, lang: str) -> None:
    """The toolbar, the move list and the info line of a live two-player board at its start
    are in ``lang``: the catalogue's words, as Python reads them."""
    expect(root).to_have_attribute("lang", lang)
    expect(root.locator('[data-action="first"]')).to_have_attribute("aria-label", say("control.first", lang))
    expect(root.locator(".cg-undo-text")).to_have_text(say("control.undo", lang))
    expect(root.locator(".cg-counter")).to_have_text(say("position.start", lang))
    expect(root.locator(".cg-moves h3")).to_have_text(say("moves.title", lang))
    expect(root.locator('[data-action="save-record"] .cg-save-long')).to_have_text(say("save.record", lang))


def test_a_board_given_a_language_speaks_it_and_python_may_change_it(
    notebook: Open, shot: Shot
) -> None:
    game = Game.new(2, seed=11)
    card, seat, _ = first_move(game)
    nb = notebook(
        [
            IMPORTS + "w = ClansWidget(Game.new(2, seed=11), lang='de')\nw",
            "w.lang = 'fr'",
            result("[w.game.ply, w.error]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    speaks(root, "de")
    shot(nb, "german", root)
    nb.run(1)
    expect(root).to_have_attribute("lang", "fr")  # drawn again: the locator finds the new root
    speaks(root, "fr")
    shot(nb, "french", root)
    click_move(nb, root, card, seat, player=0, shield=False)
    expect(root).to_have_attribute("data-ply", "1")
    assert nb.run_json(2) == [1, ""]
    expect(root.locator(".cg-counter")).to_have_text(say("position.after", "fr", ply=1, last=1))


@pytest.fixture(scope="module")
def french_lab() -> Iterator[JupyterLab]:
    """A JupyterLab of its own whose language setting is French."""
    with JupyterLab(settings=FRENCH_LAB) as server:
        yield server


def test_a_board_with_no_language_speaks_the_pages(
    french_lab: JupyterLab, browser: Any, request: pytest.FixtureRequest, shot: Shot
) -> None:
    nb = Notebook(
        french_lab, browser, f"{request.node.name}.ipynb",
        [IMPORTS + "w = ClansWidget(Game.new(2, seed=11))\nw", result("w.lang")],
    ).open()
    try:
        assert nb.page.evaluate("document.documentElement.lang").startswith("fr")
        nb.run(0)
        root = nb.widget(0)
        speaks(root, "fr")
        shot(nb, "page-french", root)
        assert nb.run_json(1) is None  # Python was never told: the page chose
    finally:
        nb.close()
        french_lab.shutdown_kernels()
