"""Python's sentences in the board's language: Schotten Totten's moves, claims, formations,
proofs, score and buttons in French and German, hand-worked; a board that speaks its
``lang`` and changes it; and cards named as the front end names them in a sentence."""

from __future__ import annotations

from dataclasses import replace

import pytest

from clans_widget import GameBoard, schotten
from clans_widget.core.frames import presenter_of
from clans_widget.games.schotten.cards import card_id
from clans_widget.games.schotten.choices import steps
from clans_widget.games.schotten.definition import SCHOTTEN
from clans_widget.games.schotten.formations import describe
from clans_widget.games.schotten.moves import Move
from clans_widget.games.schotten.presenter import SchottenPresenter, frame
from clans_widget.games.schotten.proof import proof
from clans_widget.games.schotten.words import advice_words, card_words, in_words, move_words
from clans_widget.i18n import say
from tests.frame_helpers import send
from tests.schotten_helpers import deal_for, played

NAMES = ["Ann", "Ben"]


@pytest.mark.parametrize(
    ("lang", "play", "traitor", "returned", "claim"),
    [
        (
            "en",
            "Ann played the red 7 on stone 3",
            "Ben played the Traitor: the green 3 from stone 4 to stone 7",
            "Ann returned 2 cards",
            "claim stone 5, the Joker as the red 9",
        ),
        (
            "fr",
            "Ann a joué le 7 rouge sur la borne 3",
            "Ben a joué le Traître : le 3 vert de la borne 4 vers la borne 7",
            "Ann a remis 2 cartes",
            "revendiquer la borne 5, le Joker comme le 9 rouge",
        ),
        (
            "de",
            "Ann spielte die rote 7 an Grenzstein 3",
            "Ben spielte den Verräter: die grüne 3 von Grenzstein 4 an Grenzstein 7",
            "Ann legte 2 Karten zurück",
            "Grenzstein 5 beanspruchen, den Joker als die rote 9",
        ),
    ],
)
def test_a_move_in_words_in_each_language(
    lang: str, play: str, traitor: str, returned: str, claim: str
) -> None:
    assert move_words("7r@3", 0, NAMES, lang) == play
    assert move_words("TRA 3g@4>7", 1, NAMES, lang) == traitor
    assert move_words("return ? ?", 0, NAMES, lang) == returned  # hidden: only counted
    assert advice_words("claim 5 JK=9r", lang) == claim


def test_every_kind_of_move_in_french_and_german() -> None:
    said = {
        "claim 5": ("Ben a revendiqué la borne 5", "Ben beanspruchte Grenzstein 5"),
        "draw T": ("Ben a pioché une carte Tactique", "Ben zog eine Taktikkarte"),
        "pass": ("Ben a passé", "Ben passte"),
        "end": ("Ben a fini son tour", "Ben beendete den Zug"),
        "MUD@2": (
            "Ben a joué le Combat de Boue sur la borne 2",
            "Ben spielte die Schlammschlacht an Grenzstein 2",
        ),
        "STR 3g@4>x": (
            "Ben a joué le Stratège : le 3 vert de la borne 4 vers la défausse",
            "Ben spielte den Strategen: die grüne 3 von Grenzstein 4 auf die Ablage",
        ),
        "BAN 8p@6": (
            "Ben a joué la Banshee : le 8 violet de la borne 6 défaussé",
            "Ben spielte die Banshee: die violette 8 von Grenzstein 6 abgelegt",
        ),
        "REC CT 7r JK": (
            "Ben a joué le Chasseur de Tête, a pioché une carte Clan et une carte Tactique "
            "et a remis le 7 rouge et le Joker",
            "Ben spielte den Anwerber, zog eine Clankarte und eine Taktikkarte und legte die "
            "rote 7 und den Joker zurück",
        ),
    }
    for move, (french, german) in said.items():
        assert (move_words(move, 1, NAMES, "fr"), move_words(move, 1, NAMES, "de")) == (
            french,
            german,
        ), move
    assert advice_words("BAN 8p@6", "fr") == (
        "jouer la Banshee : défausser le 8 violet de la borne 6"
    )
    assert advice_words("end", "de") == "den Zug beenden"
    assert in_words("7r is not in Ann's hand: 9b@4", "fr") == (
        "le 7 rouge is not in Ann's hand: le 9 bleu sur la borne 4"  # the engine's refusal
    )


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_a_card_is_named_as_the_front_end_names_it_in_a_sentence(lang: str) -> None:
    """The front end's ``cardWords`` (js/games/schotten/cards.ts), from the same catalogue:
    a clan card, and in French every tactic card (German names a masculine tactic card in
    the accusative, as Python's sentences use it: "spielte den Joker")."""
    for code, colour in (("7r", "r"), ("2y", "y"), ("9p", "p")):
        colour_words = say(f"colour.{colour}", lang)
        front = say("schotten.card_words", lang, rank=code[0], colour=colour_words)
        assert card_words(code, lang) == front
    feminine = ("BMB", "MUD", "BAN")
    for code in ("JK", "SPY", "SHB", "BMB", "MUD", "REC", "STR", "BAN", "TRA"):
        front = say(f"schotten.tactic_words_{code.lower()}", lang)
        if lang == "fr" or code in feminine:
            assert card_words(code, lang) == front
        else:
            assert card_words(code, lang) == "den " + front.removeprefix("der ").replace(
                "Stratege", "Strategen"
            )


@pytest.mark.parametrize(
    ("cards", "fog", "said"),
    [
        (
            "7r 8r 9r",
            False,
            ("colour-run 7-8-9 (24)", "suite couleur 7-8-9 (24)", "Farbfolge 7-8-9 (24)"),
        ),
        ("6r 6o 6p", False, ("three of a kind (18)", "brelan (18)", "Drilling (18)")),
        ("1b 5b 9b", False, ("flush (15)", "couleur (15)", "Farbe (15)")),
        ("2r 4o 3b", False, ("run 2-3-4 (9)", "suite 2-3-4 (9)", "Folge 2-3-4 (9)")),
        ("9r 1o 2y", False, ("sum (12)", "somme (12)", "Summe (12)")),
        ("4r 4o 4y 4g", False, ("four of a kind (16)", "carré (16)", "Vierling (16)")),
        ("7r 8r 9r", True, ("total (24)", "total (24)", "Gesamtwert (24)")),
    ],
)
def test_a_formation_in_each_language(cards: str, fog: bool, said: tuple[str, str, str]) -> None:
    ids = [card_id(c) for c in cards.split()]
    assert tuple(describe(ids, fog, lang) for lang in ("en", "fr", "de")) == said


def _rulebook_claim() -> schotten.Game:
    """Rule 6.4's example: Ann's three fives (15) against green 7, purple 4, blue 3 (14)."""
    return played(
        deal_for(["5g", "5r", "9y", "5b"], ["7g", "4p", "3b"]),
        "5g@1, 7g@1, 5r@1, 4p@1, 9y@2, 3b@1, 5b@1",
    )


def test_a_claim_explained_in_each_language() -> None:
    game = _rulebook_claim()
    reasons = [schotten.explain_claim(game, 1, lang=lang).reason for lang in ("en", "fr", "de")]
    assert reasons == [
        "on stone 1, Ann's three of a kind (15) beats Ben's sum (14)",
        "sur la borne 1, Ann l'emporte sur Ben : brelan (15) contre somme (14)",
        "an Grenzstein 1 gewinnt Ann gegen Ben: Drilling (15) gegen Summe (14)",
    ]
    german = schotten.explain_claim(game, 1, lang="de")
    assert (german.own_formation, german.their_formation) == ("Drilling (15)", "Summe (14)")
    assert schotten.explain_claim(game, 1) == schotten.explain_claim(game, 1, lang="en")


def test_a_tie_and_a_claim_not_allowed_now_in_french_and_german() -> None:
    """Ann's run 2-3-4 was complete before Ben's equal one: Ben's claim fails, Ann's holds but
    waits for her card (base game)."""
    game = played(
        deal_for(["2r", "3o", "4y", "9p"], ["2g", "3b", "4p", "1r"]),
        "2r@1, 2g@1, 3o@1, 3b@1, 4y@1, 4p@1",
    )
    assert schotten.explain_claim(game, 1, player=1, lang="fr").reason == (
        "sur la borne 1, Ben et Ann sont à égalité, suite 2-3-4 (9) contre suite 2-3-4 (9), "
        "et le côté d'Ann a été complété en premier"
    )
    assert schotten.explain_claim(game, 1, lang="de").reason == (
        "an Grenzstein 1 sind Ann und Ben gleich stark, Folge 2-3-4 (9) gegen Folge 2-3-4 (9), "
        "und die Seite von Ann war zuerst vollständig; aber nicht jetzt: im Grundspiel wird "
        "erst beansprucht, wenn die Karte des Zuges gespielt ist"
    )


def test_a_proof_sentence_in_each_language() -> None:
    """Rule 6.3's counter-example: with 3g off the table Ben's 1g 2g could still become a
    colour-run, which beats Ann's three nines; the proof shows 3g as a hypothetical card."""
    game = played(
        deal_for(["9r", "9o", "9y", "3g"], ["1g", "2g"]), "9r@1", "1g@1", "9o@1", "2g@1", "9y@1"
    )
    shown = {lang: proof(game, 1, lang) for lang in ("en", "fr", "de")}
    assert [shown[lang]["text"] for lang in ("en", "fr", "de")] == [
        "Ben's side of stone 1 (1g 2g) could still become colour-run 1-2-3 (6) with 3g, which "
        "beats Ann's three of a kind (27).",
        "Le côté de Ben sur la borne 1 (1g 2g) pourrait encore devenir suite couleur 1-2-3 (6) "
        "avec 3g, ce qui battrait la formation brelan (27) d'Ann.",
        "Die Seite von Ben an Grenzstein 1 (1g 2g) könnte mit 3g noch Farbfolge 1-2-3 (6) "
        "werden und damit Ann mit Drilling (27) schlagen.",
    ]
    assert shown["fr"]["completion_formation"] == "suite couleur 1-2-3 (6)"
    assert shown["de"]["ghosts"] == shown["en"]["ghosts"] == [{"card": "3g"}]
    proven = played(
        deal_for(["9r", "9o", "9y", "5p"], ["1g", "3g", "2g", "6p"]),
        "9r@1, 1g@1, 9o@1, 3g@7, 5p@2, 2g@1, 9y@1",
    )
    assert proof(proven, 1, "fr")["text"] == (
        "Le côté de Ben sur la borne 1 (1g 2g) peut au mieux devenir couleur (12) (avec 9g), ce "
        "qui ne bat pas la formation brelan (27) d'Ann : la revendication est prouvée."
    )


def test_the_score_sentence_in_each_language() -> None:
    game = _rulebook_claim()
    game.play("claim 1")
    said = [frame(game, "all", lang)["score"]["text"] for lang in ("en", "fr", "de")]
    assert said == [
        "Ann holds 1 stone, Ben 0.",
        "Ann tient 1 borne, Ben 0.",
        "Ann hält 1 Grenzstein, Ben 0.",
    ]
    start = schotten.Game.new(3, names=NAMES)
    assert frame(start, 0, "de")["score"]["text"] == "Ann hält 0 Grenzsteine, Ben 0."
    assert frame(start, 0, "fr")["score"]["text"] == "Ann tient 0 borne, Ben 0."


@pytest.mark.parametrize(
    ("lang", "five", "adjacent", "drawn"),
    [
        (
            "en",
            "Ben wins the round with five stones.",
            "Ann wins the round with three stones side by side.",
            "Stalemate: the round is drawn.",
        ),
        (
            "fr",
            "Ben gagne la manche avec cinq bornes.",
            "Ann gagne la manche avec trois bornes côte à côte.",
            "Blocage : la manche est nulle.",
        ),
        (
            "de",
            "Ben gewinnt die Runde mit fünf Grenzsteinen.",
            "Ann gewinnt die Runde mit drei benachbarten Grenzsteinen.",
            "Patt: die Runde endet unentschieden.",
        ),
    ],
)
def test_the_end_of_a_round_in_each_language(
    lang: str, five: str, adjacent: str, drawn: str
) -> None:
    from clans_widget.games.schotten.presenter import _score

    seen = schotten.Game.new(3, names=NAMES).observe("all")
    ends = [(1, "five-stones"), (0, "three-adjacent"), (None, "stalemate")]
    said = [
        _score(replace(seen, outcome=schotten.Outcome(who, why, seen.owners)), lang)["text"]
        for who, why in ends
    ]
    assert said == [five, adjacent, drawn]


@pytest.mark.parametrize(
    ("move", "en", "fr", "de"),
    [
        ("end", "End turn", "Fin du tour", "Zug beenden"),
        ("pass", "Pass", "Passer", "Passen"),
        ("draw C", "Draw a clan card", "Piocher une carte Clan", "Clankarte ziehen"),
        ("draw T", "Draw a tactic card", "Piocher une carte Tactique", "Taktikkarte ziehen"),
        (
            "REC CCT",
            "Draw clan, clan, tactic",
            "Piocher Clan, Clan, Tactique",
            "Ziehen: Clan, Clan, Taktik",
        ),
        ("STR 3g@4>x", "Discard it", "La défausser", "Ablegen"),
    ],
)
def test_the_buttons_of_a_choice_in_each_language(move: str, en: str, fr: str, de: str) -> None:
    parsed = Move.parse(move)
    said = [steps(parsed, 0, lang)[-1]["button"] for lang in ("en", "fr", "de")]
    assert said == [en, fr, de]


def test_a_presenter_of_each_language_made_once() -> None:
    english = presenter_of(SCHOTTEN)
    assert isinstance(english, SchottenPresenter) and english.lang == "en"
    french = presenter_of(SCHOTTEN, "fr")
    assert isinstance(french, SchottenPresenter) and french.lang == "fr"
    assert french is english.speaking("fr") and french.speaking("de").lang == "de"
    game = _rulebook_claim()
    asked = {"kind": "explain", "stone": 1, "line": 0, "ply": 7}
    assert french.answer("explain", game, asked)["text"].startswith("Sur la borne 1, Ann ")
    ahead = dict((request["stone"], found) for request, found in french.offline(game))
    assert ahead[1]["text"] == french.answer("explain", game, asked)["text"]
    assert french.unoffered({"legal": None}, "claim 1") == (
        "le plateau ne propose pas ce coup : un coup se choisit parmi ceux que le plateau propose"
    )
    with pytest.raises(ValueError, match="lang must be one of"):
        SchottenPresenter("es")


def test_a_board_speaks_its_language_and_can_change_it() -> None:
    board = GameBoard(schotten.Game.new(11, names=NAMES), lang="fr")
    assert board.speaking == "fr"
    assert board.frames[0]["score"]["text"] == "Ann tient 0 borne, Ben 0."
    first = board.frames[0]["legal"]["moves"][0]["move"]  # 5o@1
    send(board, {"kind": "play", "move": first})
    assert board.error == ""
    assert board.tree["lines"][0]["moves"][0][2] == "Ann a joué le 5 orange sur la borne 1"
    board.lang = "de"
    assert board.tree["lines"][0]["moves"][0][2] == "Ann spielte die orange 5 an Grenzstein 1"
    assert board.frames[-1]["score"]["text"] == "Ann hält 0 Grenzsteine, Ben 0."
    assert board.frames[0]["score"]["text"] == "Ann hält 0 Grenzsteine, Ben 0."


def test_a_board_in_french_offers_its_buttons_and_formations_in_french() -> None:
    """Rule 6.4's example on a board: Ann's three fives are named, and the claim window's
    button says "Fin du tour"; German once the page asks for it on a board with no lang."""
    record = _rulebook_claim().record
    board = GameBoard(record=record, lang="fr")
    shown = board.frames[-1]
    assert shown["stones"][0]["formations"] == ["brelan (15)", "somme (14)"]
    assert [m["steps"] for m in shown["legal"]["moves"]] == [
        [{"stone": 1}],
        [{"button": "Fin du tour"}],
    ]
    assert [m[2] for m in board.tree["lines"][0]["moves"]][-1] == (
        "Ann a joué le 5 bleu sur la borne 1"
    )
    page = GameBoard(record=record)
    send(page, {"kind": "lang", "lang": "de"})
    assert (page.speaking, page.lang) == ("de", None)
    assert page.frames[-1]["stones"][0]["formations"] == ["Drilling (15)", "Summe (14)"]
    assert page.frames[-1]["legal"]["moves"][1]["steps"] == [{"button": "Zug beenden"}]
