"""Hint and review reasons in the board's language: the same facts, said in French and German.

A reason is worked out once, in English (records keep it so), and the board says it again in
the language it speaks, also after that language changes.
"""

from __future__ import annotations

import copy
import json

import pytest

from clans_widget import GameBoard, schotten
from clans_widget.analysis import move_reason
from clans_widget.games.schotten.analysis.reasons import move_reason as schotten_reason
from clans_widget.i18n.sentence import Sentence, said_in
from clans_widget.rules import Move
from clans_widget.rules.view import view
from clans_widget.widget import ClansWidget
from tests.schotten_helpers import deal_for, played
from tests.test_analysis import nobody_position, steal_position
from tests.test_widget_review import BUDGET, recorded


@pytest.mark.parametrize(
    ("lang", "steal", "nobody"),
    [
        (
            "en",
            "places a shield that takes the 4s on B from Ann; gives the new 3s on B to Ann",
            "gives the new 3s on B to Ann; leaves the 4s on B to nobody (Ann's before)",
        ),
        (
            "fr",
            "pose un bouclier qui prend les 4 sur B à Ann ; donne les nouveaux 3 sur B à Ann",
            "donne les nouveaux 3 sur B à Ann ; ne laisse les 4 sur B à personne (à Ann jusque-là)",
        ),
        (
            "de",
            "legt einen Schild, der Ann die 4er auf B abnimmt; gibt die neuen 3er auf B an Ann",
            "gibt die neuen 3er auf B an Ann; lässt die 4er auf B niemandem (bisher Ann)",
        ),
    ],
)
def test_a_clans_reason_in_each_language(lang: str, steal: str, nobody: str) -> None:
    stolen = move_reason(view(steal_position(), 1), Move.parse("3y@Bs1+"))
    left = move_reason(view(nobody_position(), 1), Move.parse("3y@Bs1"))
    assert (said_in(stolen, lang), said_in(left, lang)) == (steal, nobody)


def test_a_reason_stays_the_english_text_it_always_was() -> None:
    reason = move_reason(view(steal_position(), 1), Move.parse("3y@An3"))
    assert isinstance(reason, Sentence) and reason == "leaves the new 3s on A to nobody"
    assert copy.deepcopy(reason).text("fr") == "ne laisse les nouveaux 3 sur A à personne"
    assert said_in("written in a file", "de") == "written in a file"  # a plain text stays


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            "builds toward three of a kind on stone 1; blocks the rival's colour-run on stone 4",
        ),
        ("fr", "vise un brelan sur la borne 1 ; bloque la suite couleur adverse sur la borne 4"),
        (
            "de",
            "arbeitet an Grenzstein 1 auf einen Drilling hin; "
            "blockiert die Farbfolge des Gegners an Grenzstein 4",
        ),
    ],
)
def test_a_schotten_reason_in_each_language(lang: str, expected: str) -> None:
    """6g lies on stone 5; Ben holds 7g 8g on stone 4: 9g anywhere blocks his colour-run."""
    game = played(deal_for(["6g", "1r", "9g"], ["7g", "8g"]), "6g@5, 7g@4, 1r@6, 8g@4")
    reason = schotten_reason(game.observe(0), schotten.Move.parse("9g@1"))
    assert reason.text(lang) == expected


def test_a_hint_says_its_reason_in_the_boards_language_and_again_in_a_new_one() -> None:
    board = ClansWidget(steal_position(), lang="fr")
    board.hint_iterations = 300
    found = board.ask_hint()
    assert found["move"] == "3y@Bs1+"
    assert found["reason"].startswith("pose un bouclier qui prend les 4 sur B à Ann")
    assert board.hint["words"].startswith("poser le 3 jaune sur B sud 1")
    board.lang = "de"
    assert board.hint["reason"].startswith("legt einen Schild, der Ann die 4er auf B abnimmt")
    board.lang = "en"
    assert board.hint["reason"].startswith("places a shield that takes the 4s on B from Ann")


def test_a_review_says_its_reasons_in_the_boards_language() -> None:
    board = ClansWidget(record=recorded(), lang="de")
    done = board.review(**BUDGET)
    entries = board.review_state["review"]["entries"]
    reasoned = [(e, d) for e, d in zip(entries, done) if d.reason]
    assert reasoned, "the review has a better move with a reason"
    english = {d.reason for _, d in reasoned}
    assert all(e["reason"] == said_in(d.reason, "de") != d.reason for e, d in reasoned), english
    board.lang = "fr"
    entries = board.review_state["review"]["entries"]
    assert [e["reason"] for e in entries if e["reason"]] == [
        said_in(d.reason, "fr") for _, d in reasoned
    ]
    saved = json.loads(board.record.to_json())["review"]["entries"]
    assert {e["reason"] for e in saved if e["reason"]} == english  # a record keeps English


def test_a_schotten_boards_hint_speaks_german() -> None:
    from tests.test_schotten_hint import three_stones_in_reach

    game = three_stones_in_reach()
    board = GameBoard(game, viewer=0, lang="de")
    board.hint_iterations = 300
    found = board.ask_hint()
    reason = schotten_reason(game.observe(0), schotten.Move.parse(found["move"]))
    assert found["reason"] == reason.text("de") != reason
    assert " an Grenzstein " in found["reason"]
    board.lang = "fr"
    assert board.hint["reason"] == reason.text("fr") and " sur la borne " in reason.text("fr")
