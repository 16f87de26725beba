"""The text pictures (clans_widget.text, Schotten Totten's picture) in French and German:
the same picture, its words in the language asked, and a board's picture in the board's
language. English stays as tests/test_text.py and tests/test_schotten_picture.py check it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from clans_widget import ClansWidget, GameBoard, Record, schotten
from clans_widget.games.schotten.picture import picture
from clans_widget.rules.view import view
from clans_widget.text import position_text
from tests.frame_helpers import cards_in

GAMES = Path(__file__).parent.parent / "notebooks" / "games"


def recorded() -> Record:
    return Record.from_json((GAMES / "two_players.json").read_text())


TABLE = [
    "     A            B            C            D",
    "     ..  3o  ..   ..  5g  3y   3r  6r  6p   ..  3g  ..",
    " ..      -          A1 B2       A1 B2 A3        -       ..",
    "     ..  3p  ..   4o  4c  ..   4r  6g  4p   ..  5c  ..",
]
"""The position of the module docstring of clans_widget.text: the same in every language."""


def test_the_clans_picture_in_french() -> None:
    lines = position_text(view(recorded().game(6)), 16, lang="fr").splitlines()
    assert lines == [
        "Clans and Glory : Ann contre Ben, après le coup 6 sur 16, à Ann de jouer",
        *TABLE,
        "Ann 6 cartes, 2 boucliers ; Ben 5 cartes, 3 boucliers. "
        "Ann gagnerait avec 24 points si la partie finissait maintenant.",
    ]


def test_the_clans_picture_in_german() -> None:
    lines = position_text(view(recorded().game(6)), 16, lang="de").splitlines()
    assert lines[0] == "Clans and Glory: Ann gegen Ben, nach Zug 6 von 16, Ann ist am Zug"
    assert lines[1:5] == TABLE
    assert lines[5].startswith("Ann 6 Karten, 2 Schilde; Ben 5 Karten, 3 Schilde. Ann würde")


def test_the_clans_picture_at_the_start_at_the_end_and_without_a_result() -> None:
    record = recorded()
    start = position_text(view(record.game(0)), lang="fr").splitlines()[0]
    assert start == "Clans and Glory : Ann contre Ben, au début, à Ann de jouer"
    end = position_text(view(record.game()), lang="de").splitlines()
    assert end[0] == "Clans and Glory: Ann gegen Ben, nach Zug 16, die Partie ist vorbei"
    assert end[-1].startswith("Ann 1 Karte, 1 Schild; Ben 0 Karten, 2 Schilde. Ann gewinnt")
    open_puzzle = position_text(view(record.game(6)), 16, result=False, lang="fr")
    assert open_puzzle.splitlines()[-1] == "Ann 6 cartes, 2 boucliers ; Ben 5 cartes, 3 boucliers."


@pytest.mark.parametrize("lang", ["fr", "de"])
@pytest.mark.parametrize("viewer", [0, 1, "spectator"])
def test_the_picture_holds_no_card_its_viewer_may_not_see_in_any_language(
    lang: str, viewer: Any
) -> None:
    record = recorded()
    for ply in range(len(record.moves) + 1):
        seen = view(record.game(ply), viewer)
        assert not cards_in(position_text(seen, lang=lang)) & {str(c) for c in seen.unseen}


def frame(**changes: Any) -> dict[str, Any]:
    """A hand-made Tactic frame: two stones drawn, stone 2 under Mud and Blind-man's bluff."""
    stone = {"sides": [[], []], "formations": ["", ""], "owner": None, "modes": [],
             "claimable": False}
    stones = [
        {**stone, "stone": 1, "sides": [["7r", "8r", "9r"], ["1y"]],
         "formations": ["suite couleur 7-8-9 (24)", ""], "owner": 0},
        {**stone, "stone": 2, "sides": [["5g"], ["5b", "5y", "5p"]],
         "formations": ["", "brelan (15)"], "modes": ["MUD", "BMB"], "claimable": True},
        {**stone, "stone": 3, "modes": ["MUD"]},
    ]
    base = {
        "names": ["Ann", "Ben"], "variant": "tactic", "over": False, "turn": 1,
        "score": {"text": ""}, "stones": stones,
        "hands": [{"player": 0, "cards": ["3g", "JK"], "count": 2},
                  {"player": 1, "cards": None, "count": 1}],
        "deck": 1, "tactic_deck": 4,
    }
    return {**base, **changes}


def test_the_schotten_picture_in_french() -> None:
    assert picture(frame(), 20, 31, "fr").splitlines() == [
        "Schotten Totten (Tactique), Ann contre Ben : coup 20 sur 31, à Ben de jouer",
        "borne  Ann                             Ben",
        "  1    7r 8r 9r  suite couleur 7-8-9 (24)|   1y  (gagnée par Ann)",
        "  2    5g                          |   5b 5y 5p  brelan (15)"
        "  [Combat de Boue, Colin-Maillard]  peut être revendiquée",
        "  3                                |     [Combat de Boue]",
        "main d'Ann : 3g JK   main de Ben : 1 carte   pioche : 1 carte, pioche Tactique : 4",
    ]


def test_the_schotten_picture_in_german_and_in_english() -> None:
    over = frame(
        over=True, variant="base", deck=0,
        score={"text": "Ann gewinnt die Runde mit fünf Grenzsteinen."},
        hands=[{"player": 0, "cards": [], "count": 0}, {"player": 1, "cards": None, "count": 0}],
    )
    german = picture(over, 31, 31, "de").splitlines()
    assert german[0] == (
        "Schotten Totten (Grundspiel), Ann gegen Ben: Zug 31, "
        "Ann gewinnt die Runde mit fünf Grenzsteinen"
    )
    assert german[1] == "Stein  Ann                             Ben"
    assert german[3].endswith("  [Schlammschlacht, Blinde Kuh]  kann beansprucht werden")
    assert german[-1] == "Hand von Ann: leer   Hand von Ben: 0 Karten   Stapel: 0 Karten"
    english = picture(frame(), 20, 31).splitlines()  # as before lang was a parameter
    assert english[0] == "Schotten Totten (tactic), Ann v Ben: move 20 of 31, Ben to move"
    assert english[1] == "stone  Ann                             Ben"
    assert english[3].endswith("  [MUD BMB]  may be claimed")
    assert english[4] == "  3                                |     [MUD]"
    assert english[-1] == "Ann's hand: 3g JK   Ben's hand: 1 card   deck: 1 card, tactic deck: 4"


def test_a_board_draws_its_picture_in_its_language() -> None:
    game = schotten.Game.new(3)
    board = GameBoard(game, viewer=0, lang="de")
    assert board.text().startswith("Schotten Totten (Grundspiel), Person 1 gegen Person 2: Zug 0")
    assert "Hand von Person 2: 6 Karten" in board.text()
    board.lang = "fr"
    assert board.text().splitlines()[1].startswith("borne  Joueur 1")
    board.lang = None
    assert board.text().startswith("Schotten Totten (base), Player 1 v Player 2: move 0")
    clans = ClansWidget(record=recorded(), lang="fr")
    assert clans.text().startswith("Clans and Glory : Ann contre Ben, au début")
    assert repr(clans) == clans.text()
