"""A board's refusals in its language: who may play, undo, ask for a hint or a review.

The sentences are decided before any move is read (core/permissions.py), so they name players
only; said in French or German they name the same players and nothing more.
"""

from __future__ import annotations

from typing import Any

import pytest

from clans_widget import ClansWidget, Game, GameBoard, schotten
from clans_widget.core.permissions import play_refusal
from clans_widget.i18n.sentence import Sentence, said_in
from tests.frame_helpers import send

NAMES = ["Ann", "Ben"]


def board(lang: str, **options: Any) -> ClansWidget:
    return ClansWidget(Game.new(2, seed=5, names=NAMES), lang=lang, **options)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "it is Ann's turn, not yours"),
        ("fr", "c'est au tour d'Ann, pas au vôtre"),
        ("de", "Ann ist am Zug, nicht du"),
    ],
)
def test_playing_out_of_turn_is_refused_in_the_boards_language(lang: str, expected: str) -> None:
    w = board(lang, viewer=1)
    move = str(w.game.legal_moves()[0])
    before = w.get_state()
    send(w, {"kind": "play", "move": move, "line": 0, "ply": 0})
    assert w.error == expected
    assert {k: v for k, v in w.get_state().items() if k != "error"} == {
        k: v for k, v in before.items() if k != "error"
    }


def test_a_spectators_undo_and_hint_are_refused_in_german() -> None:
    w = board("de", viewer="spectator")
    send(w, {"kind": "undo", "line": 0, "ply": 0})
    assert w.error.startswith("Zuschauer blättern nur durch die Züge")
    send(w, {"kind": "hint", "line": 0, "ply": 0})
    assert w.error == "Zuschauer sehen nur zu: diese Ansicht fragt nach keinem Tipp"


def test_a_refusal_within_a_refusal_is_said_in_one_language() -> None:
    w = board("fr", viewer=1)
    send(w, {"kind": "hint", "line": 0, "ply": 0})
    assert w.error == "pas d'indice : c'est au tour d'Ann, pas au vôtre"


def test_the_review_buttons_refusal_follows_the_language() -> None:
    w = board("fr", viewer=0)
    assert w.review_state["refusal"] == "il n'y a encore aucun coup à analyser"
    w.lang = "de"
    assert w.review_state["refusal"] == "es gibt noch keinen Zug zu analysieren"


def test_a_default_name_in_a_refusal_is_said_in_the_language() -> None:
    game = schotten.Game.new(3)
    w = GameBoard(game, viewer=1, lang="de")
    move = str(game.legal_moves()[0])
    send(w, {"kind": "play", "move": move, "line": 0, "ply": 0})
    assert w.error == "Person 1 ist am Zug, nicht du"


def test_the_python_api_keeps_its_english_sentence() -> None:
    refusal = play_refusal(1, Game.new(2, seed=5, names=NAMES), ())
    assert isinstance(refusal, Sentence) and refusal == "it is Ann's turn, not yours"
    assert said_in(refusal, "fr") == "c'est au tour d'Ann, pas au vôtre"


def test_a_failing_bot_is_reported_in_german() -> None:
    from tests.test_session import Failing

    w = ClansWidget(Game.new(2, seed=3, names=NAMES), viewer=1, bots={0: "greedy"}, bot_delay=0)
    w.lang = "de"
    w.session.bots[0] = Failing()
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    assert w.bot_stalled and w.error.startswith("der Bot von Ann konnte nicht ziehen (")
    assert w.error.endswith("Drücke „Den Bot ziehen lassen“, um es noch einmal zu versuchen.")


def test_a_recorded_move_is_not_taken_back_said_in_french() -> None:
    from tests.test_widget_review import recorded

    w = ClansWidget(record=recorded(), viewer=0, lang="fr")
    w.position = 3
    send(w, {"kind": "undo", "line": 0, "ply": 3})
    assert w.error == (
        "les coups enregistrés restent tels quels : jouez un autre coup pour essayer une variante"
    )


def test_the_face_down_and_open_puzzle_reasons_in_the_boards_language() -> None:
    from clans_widget.puzzles import PUZZLES
    from tests.test_frames import forced_face_down

    game = forced_face_down()
    game.play(game.legal_moves()[0])
    w = ClansWidget(game, lang="de")
    assert w.frames[-1]["legal"]["reason"].startswith("keine Karte passt irgendwo offen")
    by_move = [p for p in PUZZLES if p.answer == "move"]
    w = ClansWidget(puzzle=by_move, lang="fr")
    assert w.frames[0]["legal"]["reason"] == "le puzzle juge ce coup une fois posé"


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            "the orange 3 does not match B north 1 (empty), B north 3 (the red 6) "
            "or the opposite B south 2 (empty)",
        ),
        (
            "fr",
            "le 3 orange ne correspond ni par la couleur ni par le rang à B nord 1 (vide), "
            "B nord 3 (le 6 rouge) ou B sud 2 en face (vide)",
        ),
        (
            "de",
            "die orange 3 passt weder in Farbe noch in Rang zu B Nord 1 (leer), "
            "B Nord 3 (die rote 6) oder B Süd 2 gegenüber (leer)",
        ),
    ],
)
def test_the_engines_refusal_of_an_illegal_move_in_the_boards_language(
    lang: str, expected: str
) -> None:
    """Ann's 3o matches nothing around Bn2: refused, worded in the board's language."""
    game = Game.from_setup(table={"Bn3": "6r"}, hands=[["3o", "6y"], ["5g", "4b"]], removed=[])
    w = ClansWidget(game, lang=lang)
    before = w.get_state()
    send(w, {"kind": "play", "move": "3o@Bn2", "line": 0, "ply": 0})
    assert w.error == expected
    assert {k: v for k, v in w.get_state().items() if k != "error"} == {
        k: v for k, v in before.items() if k != "error"
    }


def test_schotten_tottens_refusals_of_an_illegal_move_in_the_boards_language() -> None:
    """Ann's side of stone 1 is full: a fourth card is refused; a tactic card in the base game
    too; and an unprovable claim is refused with its reason, all in the board's language."""
    from tests.schotten_helpers import deal_for, played

    game = played(
        deal_for(["1r", "2r", "3r", "4r"], ["5g", "6g", "7g"]),
        "1r@1, 5g@2, 2r@1, 6g@2, 3r@1, 7g@2",
    )
    w = GameBoard(game, lang="de")
    send(w, {"kind": "play", "move": "4r@1", "line": 0, "ply": game.ply})
    assert w.error == "die Seite von Ann an Grenzstein 1 hat schon 3 Karten"
    w.lang = "fr"
    send(w, {"kind": "play", "move": "JK@3", "line": 0, "ply": game.ply})
    assert w.error == (
        "les cartes Tactique et les pioches écrites n'existent que dans les variantes Tactique"
    )
    with pytest.raises(ValueError) as refused:
        game.copy().play("4r@1")
    assert str(refused.value) == "Ann's side of stone 1 already holds 3 cards"  # the API: English
    send(w, {"kind": "play", "move": "claim 2", "line": 0, "ply": game.ply})
    from clans_widget.games.schotten.explain import explain_claim

    assert w.error == explain_claim(game, 2, lang="fr").reason != explain_claim(game, 2).reason
