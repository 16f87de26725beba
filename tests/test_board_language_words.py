"""Python's sentences in the board's language: Clans and Glory's moves, seats, reasons and
score in French and German, hand-worked, and a board that speaks its ``lang`` or, with none,
the page's (the front end's ``lang`` request)."""

from __future__ import annotations

from typing import Any

import pytest

from clans_widget import ClansWidget, Game
from clans_widget.games.clans.presenter import frame, result_text
from clans_widget.games.clans.words import advice_words, match_words, move_words, seat_words
from clans_widget.rules.cards import Card
from clans_widget.rules.placement import Match
from clans_widget.rules.table import Seat

NAMES = ["Ann", "Ben"]


@pytest.mark.parametrize(
    ("lang", "placed", "hidden", "advice"),
    [
        (
            "en",
            "Ben placed the blue 7 on B north 2 and a shield",
            "Ann placed a card face down on A head",
            "place the green 6 on C south 3",
        ),
        (
            "fr",
            "Ben a posé le 7 bleu sur B nord 2 et un bouclier",
            "Ann a posé une carte face cachée sur A tête",
            "poser le 6 vert sur C sud 3",
        ),
        (
            "de",
            "Ben legte die blaue 7 auf B Nord 2 und einen Schild",
            "Ann legte eine Karte verdeckt auf A Kopf",
            "die grüne 6 auf C Süd 3 legen",
        ),
    ],
)
def test_a_move_in_words_in_each_language(lang: str, placed: str, hidden: str, advice: str) -> None:
    assert move_words("7b@Bn2+", 1, NAMES, lang) == placed
    assert move_words("~?@Ah", 0, NAMES, lang) == hidden
    assert advice_words("6g@Cs3", lang) == advice


def test_why_a_seat_is_legal_in_each_language() -> None:
    found = [
        Match(Seat("Cs2"), Card("5b"), "rank", "neighbour"),
        Match(Seat("Cn2"), Card("3b"), "colour", "opposite"),
    ]
    assert match_words(found) == (
        "matches the blue 5 on C south 2 by rank and the blue 3 opposite on C north 2 by colour"
    )
    assert match_words(found, "fr") == (
        "convient : même rang que le 5 bleu sur C sud 2 et même couleur que le 3 bleu en face "
        "sur C nord 2"
    )
    assert match_words(found, "de") == (
        "passt: gleicher Rang wie die blaue 5 auf C Süd 2 und gleiche Farbe wie die blaue 3 "
        "gegenüber auf C Nord 2"
    )
    assert seat_words("Dh", "de") == "D Kopf"


def test_the_score_sentence_in_each_language() -> None:
    game = Game.new(2, seed=3, names=NAMES)
    score = game.score()
    assert result_text(score, NAMES) == "No shield takes a card yet: nobody leads."
    assert result_text(score, NAMES, "fr") == (
        "Aucun bouclier ne prend encore de carte : personne ne mène."
    )
    shown = frame(game, "all", "de")
    assert shown["score"]["text"] == "Noch nimmt kein Schild eine Karte: niemand führt."
    assert shown["seat_words"]["Bn2"] == "B Nord 2"


def _played(board: ClansWidget) -> None:
    move = board.game.legal_moves()[0]
    board._on_intent(None, {"kind": "play", "move": str(move), "line": 0, "ply": 0}, None)
    assert board.error == ""


def test_a_board_speaks_its_language_and_can_change_it() -> None:
    board = ClansWidget(Game.new(2, seed=5, names=NAMES), lang="fr")
    _played(board)
    assert board.speaking == "fr"
    assert board.frames[0]["seat_words"]["An1"] == "A nord 1"
    assert board.tree["lines"][0]["moves"][0][2].startswith("Ann a posé ")  # the move's words
    board.lang = "de"
    assert board.tree["lines"][0]["moves"][0][2].startswith("Ann legte ")
    assert board.frames[-1]["seat_words"]["An1"] == "A Nord 1"


def test_with_no_language_a_board_speaks_the_pages() -> None:
    board = ClansWidget(Game.new(2, seed=5, names=NAMES))
    assert board.speaking == "en"
    board._on_intent(None, {"kind": "lang", "lang": "de"}, None)
    assert (board.speaking, board.error, board.lang) == ("de", "", None)
    assert board.frames[0]["seat_words"]["Cs3"] == "C Süd 3"
    board.lang = "fr"  # Python's own choice comes first
    assert board.frames[0]["seat_words"]["Cs3"] == "C sud 3"


@pytest.mark.parametrize(
    "content",
    [
        {"kind": "lang", "lang": "es"},
        {"kind": "lang", "lang": "Ann holds 7b"},
        {"kind": "lang"},
        {"kind": "lang", "lang": "fr", "more": 1},
        {"kind": "lang", "lang": ["fr"]},
    ],
)
def test_a_forged_language_request_is_refused_without_echo(content: dict[str, Any]) -> None:
    board = ClansWidget(Game.new(2, seed=5, names=NAMES))
    before = board.get_state()
    board._on_intent(None, content, None)
    assert board.error in (  # never what was sent
        "the page's language must be one of en, fr, de",
        "a lang request holds only the page's language",
    )
    after = board.get_state()
    assert {k: v for k, v in after.items() if k != "error"} == {
        k: v for k, v in before.items() if k != "error"
    }
