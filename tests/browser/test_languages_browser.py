"""The board in French and German, in a real JupyterLab (issue 21, the shell's words).

A board given ``lang`` speaks that language; a board given none speaks the page's: a
JupyterLab whose language setting is French (its French language pack installed) makes every
board French, with no ``lang`` anywhere. Changing ``lang`` from Python draws the board again in
the new language, and a click on a card and a seat still plays in Python. Screenshots go to
tests/screenshots/browser/ (not committed).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Locator, expect

from clans_widget import Game
from clans_widget.games.clans.words import move_words
from clans_widget.i18n import player_names, say
from tests.browser.labdriver import JupyterLab, Notebook
from tests.browser.test_widget_browser import IMPORTS, first_move, result

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("front_end_built")]

Open = Callable[[list[str]], Notebook]
Shot = Callable[..., Path]
FRENCH_LAB = {"@jupyterlab/translation-extension/plugin.jupyterlab-settings": {"locale": "fr_FR"}}


def speaks(root: Any, lang: str) -> None:
    """The toolbar, the move list and the info line of a live two-player board at its start
    are in ``lang``: the catalogue's words, as Python reads them."""
    expect(root).to_have_attribute("lang", lang)
    first = root.locator('[data-action="first"]')
    expect(first).to_have_attribute("aria-label", say("control.first", lang))
    expect(root.locator(".cg-undo-text")).to_have_text(say("control.undo", lang))
    expect(root.locator(".cg-counter")).to_have_text(say("position.start", lang))
    expect(root.locator(".cg-moves h3")).to_have_text(say("moves.title", lang))
    save = root.locator('[data-action="save-record"] .cg-save-long')
    expect(save).to_have_text(say("save.record", lang))


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
    # the plug-in's words too: the hand, the picker's buttons and sentences, the score panel
    hand = root.locator('[data-hand="0"]')
    expect(hand.locator(".cg-turn-badge")).to_have_text(say("game.to_move", "fr"))
    expect(root.locator(".cg-score h3")).to_contain_text(say("clans.score", "fr"))
    root.locator(f'[data-card="{card}"][data-player="0"]').click()
    colour = say(f"colour.{card[-1]}", "fr")
    named = say("card.said", "fr", rank=card[:-1], colour=colour)  # "le 5 vert"
    expect(root.locator(".cg-info")).to_contain_text(named)
    root.locator(f'[data-seat="{seat}"]').click()
    place = root.locator('[data-action="place"]')
    expect(place).to_have_text(say("clans.place", "fr"))
    shield = root.locator('[data-action="place-shield"]')
    expect(shield).to_have_text(say("clans.place_shield", "fr"))
    starts = re.compile("^" + re.escape(say("clans.place", "fr")) + " ")
    expect(place).to_have_attribute("aria-label", starts)
    shot(nb, "french-picked", root)
    place.click()
    expect(root).to_have_attribute("data-ply", "1")
    # Python's words too: the move list names the move in French
    said = move_words(f"{card}@{seat}", 0, player_names(("Player 1", "Player 2"), "fr"), "fr")
    expect(root.locator('.cg-move[data-move-ply="1"] .cg-sr')).to_have_text(f"1. {said}")
    assert nb.run_json(2) == [1, ""]
    expect(root.locator(".cg-counter")).to_have_text(say("position.after", "fr", ply=1, last=1))
    # the hint: its reason in French, its win share as French writes a percentage ("62 %")
    root.locator('[data-action="ask-hint"]').click()
    info = root.locator(".cg-info")
    share = r"\d+[\u00a0\u202f]%"  # a no-break space before the sign
    expect(info).to_contain_text(re.compile(rf"Chances de gain {share} \({share}\u2013{share}\)"))
    expect(root.locator('[data-hand="1"]')).to_contain_text("Joueur 2")  # "Player 2" recorded


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


SCHOTTEN = "import json\nfrom clans_widget import GameBoard, schotten\n"


def card_name(card: str, lang: str) -> str:
    """A clan card's name (``"7 bleu"``) from the catalogue of ``lang``."""
    colour = say(f"colour_name.{card[-1]}", lang)
    return say("card.name", lang, rank=card[:-1], colour=colour)


def stone_label(lang: str, stone: int, sides: list[tuple[str, list[str]]]) -> str:
    """An unclaimed stone's accessible name with each side's cards, as the catalogue says it."""
    said = [
        say(
            "schotten.side_cards",
            lang,
            name=name,
            cards=", ".join(card_name(c, lang) for c in cards) or say("schotten.no_cards", lang),
        )
        for name, cards in sides
    ]
    head = say("schotten.stone_label", lang, stone=stone, owner=say("schotten.unclaimed", lang))
    both = say("schotten.then", lang, first=said[0], second=said[1])
    return say("schotten.then", lang, first=head, second=both)


def speaks_schotten(root: Any, lang: str, card: str) -> None:
    """Schotten Totten's hands, border, side panel and info line at the start speak ``lang``."""
    expect(root).to_have_attribute("lang", lang)
    hand = say("game.hand_of", lang, name="Ann")
    cards = say("game.card_count", lang, count=6)
    expect(root.locator('[data-hand="0"]')).to_have_attribute(
        "aria-label", say("game.hand_label_to_move", lang, hand=hand, cards=cards)
    )
    expect(root.locator('[data-hand="0"] .cg-turn-badge')).to_have_text(say("game.to_move", lang))
    expect(root.locator('[data-hand="1"] .cg-hand-count')).to_have_text(cards)
    expect(root.locator(f'[data-card="{card}"]')).to_have_attribute(
        "aria-label", say("game.card_label", lang, name=card_name(card, lang))
    )
    expect(root.locator(".st-board")).to_have_attribute(
        "aria-label", say("schotten.board_label", lang, top="Ben", bottom="Ann")
    )
    expect(root.locator('[data-stone="1"]')).to_have_attribute(
        "aria-label", stone_label(lang, 1, [("Ann", []), ("Ben", [])])
    )
    expect(root.locator('[data-stone="1"] > title')).to_have_text(
        say("schotten.stone_title", lang, stone=1)
    )
    expect(root.locator(".st-decks dt").first).to_have_text(say("schotten.clan_deck", lang))
    names = root.locator(".st-decks dt").all()  # "Clan-Stapel" on one line, as "Ablage"
    heights = [box["height"] for box in map(Locator.bounding_box, names) if box]
    assert len(heights) == 2 and max(heights) == min(heights), f"a deck's name wraps: {heights}"
    expect(root.locator(".cg-info")).to_have_text(say("schotten.to_move_pick", lang, name="Ann"))


def test_a_schotten_board_speaks_french_then_german_and_still_plays(
    notebook: Open, shot: Shot
) -> None:
    from clans_widget import schotten
    from clans_widget.games.schotten.presenter import frame as make_frame

    shown = make_frame(schotten.Game.new(11, names=["Ann", "Ben"]), "all")
    entry = next(m for m in shown["legal"]["moves"] if m["kind"] == "play" and m["stone"] == 4)
    card = entry["card"]
    nb = notebook(
        [
            SCHOTTEN + "w = GameBoard(schotten.Game.new(11, names=['Ann', 'Ben']), lang='fr')\nw",
            "w.lang = 'de'",
            "print('RESULT', json.dumps([w.session.moves(), w.error]))",
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    speaks_schotten(root, "fr", card)
    # a card picked: the info line names it and the stones open to it, in French
    root.locator(f'[data-card="{card}"]').click()
    expect(root.locator(".st-open")).to_have_count(9)
    open_to_it = say("schotten.stones_open", "fr", count=9)
    expect(root.locator(".cg-info")).to_have_text(
        say("schotten.choosing", "fr", card=card_name(card, "fr"), next=open_to_it)
    )
    expect(root.locator('[data-action="st-cancel"]')).to_have_text(say("game.cancel", "fr"))
    shot(nb, "schotten-french", root)
    nb.run(1)
    expect(root).to_have_attribute("lang", "de")  # drawn again: the locator finds the new root
    speaks_schotten(root, "de", card)
    root.locator(f'[data-card="{card}"]').click()
    expect(root.locator(".cg-info")).to_have_text(
        say(
            "schotten.choosing",
            "de",
            card=card_name(card, "de"),
            next=say("schotten.stones_open", "de", count=9),
        )
    )
    shot(nb, "schotten-german", root)
    root.locator('[data-stone="4"]').click()
    expect(root).to_have_attribute("data-ply", "1")
    expect(root.locator('[data-stone="4"] [data-table-card]')).to_have_count(1)
    expect(root.locator('[data-stone="4"]')).to_have_attribute(
        "aria-label", stone_label("de", 4, [("Ann", [card]), ("Ben", [])])
    )
    shot(nb, "schotten-german-played", root)
    assert nb.run_json(2) == [[entry["move"]], ""]
    assert not nb.page_errors


def test_the_board_says_you_to_the_player_it_is_drawn_for_whatever_their_name(
    notebook: Open, shot: Shot
) -> None:
    """Python's ``viewer`` (a frame's), not a name, chooses the second person: a French class
    that names its player "Vous" reads "Votre main" on that player's board, and the same name
    on a board that shows every hand is only a name ("main de Vous"); a German Schotten Totten
    board drawn for Ben says "Deine Hand" of his hand and names Ann."""
    nb = notebook(
        [
            IMPORTS + "w = ClansWidget(Game.new(2, seed=11, names=['Vous', 'Ben']), viewer=0,"
            " lang='fr')\nw",
            "a = ClansWidget(Game.new(2, seed=11, names=['Vous', 'Ben']), lang='fr')\na",
            SCHOTTEN + "s = GameBoard(schotten.Game.new(11, names=['Ann', 'Ben']), viewer=1,"
            " lang='de')\ns",
        ]
    )
    for cell in range(3):
        nb.run(cell)
    mine, everyone, schotten_board = nb.widget(0), nb.widget(1), nb.widget(2)
    expect(mine.locator(".cg-viewer")).to_have_text("Votre vue")
    expect(mine.locator(".cg-turn-text")).to_have_text(re.compile("^V?à vous de jouer$"))
    expect(mine.locator(".cg-info")).to_have_text(
        "À vous de jouer : choisissez une carte de votre main."
    )
    expect(mine.locator('[data-hand="0"]')).to_have_attribute(
        "aria-label", "Votre main, 9 cartes, à jouer"
    )
    expect(mine.locator('[data-hand="1"]')).to_have_attribute(
        "aria-label", "main de Ben, 8 cartes"
    )
    expect(everyone.locator('[data-hand="0"]')).to_have_attribute(
        "aria-label", "main de Vous, 9 cartes, à jouer"
    )
    expect(everyone.locator(".cg-turn-text")).to_have_text(re.compile("^V?à Vous de jouer$"))
    expect(schotten_board.locator(".cg-viewer")).to_have_text("Deine Sicht")
    expect(schotten_board.locator(".cg-turn-text")).to_have_text(re.compile("Ann ist am Zug$"))
    expect(schotten_board.locator('[data-hand="1"]')).to_have_attribute(
        "aria-label", "Deine Hand, 6 Karten"
    )
    expect(schotten_board.locator('[data-hand="0"]')).to_have_attribute(
        "aria-label", "Hand von Ann, 6 Karten, am Zug"
    )
    shot(nb, "you", mine)
    assert not nb.page_errors, nb.page_errors
