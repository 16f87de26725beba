"""Errors in the board's (or the command's) language (issue 21): what a board says of a
front end's wrong request, a move that is not one, a record that is invalid, a job that
failed, a bot's name, and a puzzle kind's description. Each is a ``Sentence``: its text is
the English one, byte for byte as before; said in French or German it says the same things,
the same cards and seats included (sentences checked by hand)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from clans_widget import ClansWidget, Game, schotten
from clans_widget.bots.budget import check_iterations
from clans_widget.bots.registry import make_bot
from clans_widget.core.background import _report
from clans_widget.i18n.sentence import error_in, said_in
from clans_widget.puzzles import KINDS
from clans_widget.rules import Record, RecordError
from tests.frame_helpers import send


def board(lang: str, **options: Any) -> ClansWidget:
    return ClansWidget(Game.new(2, seed=5, names=["Ann", "Ben"]), lang=lang, **options)


def raised(action: Any) -> ValueError:
    with pytest.raises(ValueError) as caught:
        action()
    return caught.value


def test_a_front_ends_wrong_traits_are_refused_in_the_boards_language() -> None:
    w = board("fr")
    w.send_state = lambda key=None: None  # type: ignore[method-assign]
    w.set_state({"position": 99, "frames_x": 1})
    assert w.error == (
        "position doit être un nombre entier de 0 à 0 ; l'interface ne peut pas changer "
        "'frames_x' : le plateau n'a pas ce trait"
    )
    w.lang = "de"
    w.set_state({"forecast": "ja"})
    assert w.error == "forecast ist True oder False"


def test_text_that_is_no_move_is_refused_in_french_without_repeating_it() -> None:
    w = board("fr")
    send(w, {"kind": "play", "move": "9z@Qq7"})
    # (the error line writes a move's notation in words, the example's too, as in English)
    assert w.error == (
        "ce n'est pas un coup : écrivez carte@place, comme dans 'le 6 vert sur C nord 2', avec "
        "un + à la fin pour ajouter un bouclier et un ~ au début pour poser la carte face cachée"
    )
    w.lang = "de"
    send(w, {"kind": "play", "move": "6g@Cn2" * 5})
    assert w.error == (
        "eine Spielanfrage braucht einen Zug wie 'die grüne 6 auf C Nord 2 und einen Schild'"
    )


def test_a_move_parsers_details_are_said_in_french_and_german_and_stay_english() -> None:
    """The detail the French error line once showed in English ("(no seat 'Zn9')")."""
    game = Game.new(2, seed=5)
    seat = raised(lambda: game.play("6g@Zn2"))
    assert str(seat) == "there is no seat Zn2 at a 2-player table (tiles A-D, head seats Ah and Dh)"
    assert error_in(seat, "fr") == (
        "il n'y a pas de place Zn2 à une table de 2 joueurs (Lieux A-D, places de tête Ah et Dh)"
    )
    assert error_in(seat, "de") == (
        "an einem Tisch mit 2 Personen gibt es keinen Platz Zn2 (Tableaus A-D, Kopfplätze Ah "
        "und Dh)"
    )
    card = raised(lambda: game.play("9q@An1"))
    assert error_in(card, "de") == (
        "'9q' ist keine Karte: schreibe den Rang 3-8 und dann den Buchstaben der Farbe (r rot, "
        "o orange, y gelb, g grün, c cyan, b blau, p violett), wie in '6g'"
    )
    round_ = schotten.Game.new(1)
    stone = raised(lambda: round_.play("7r@0"))
    assert str(stone) == "stones are numbered 1 to 9, not '0'"
    assert error_in(stone, "fr") == "les bornes sont numérotées de 1 à 9, pas '0'"
    ruse = raised(lambda: round_.play("BAN@3"))
    assert error_in(ruse, "de") == (
        "BAN ist eine Listkarte: sie wird ohne '@' gespielt, wie in 'BAN 3g@4'"
    )


def test_a_seat_not_at_the_table_is_refused_on_a_french_board_in_french() -> None:
    w = board("fr")
    card = w.game.hands[0][0]
    send(w, {"kind": "play", "move": f"{card}@Zn2"})
    assert w.error == (
        "il n'y a pas de place Zn2 à une table de 2 joueurs (Lieux A-D, places de tête A tête "
        "et D tête)"
    )


def test_an_invalid_records_reason_is_said_in_german() -> None:
    game = Game.new(2, seed=5)
    game.play(game.legal_moves()[0])
    data = json.loads(game.record.to_json())
    data["moves"] = [*data["moves"], "6g@Zn2"]
    error = raised(lambda: Record.from_dict(data))
    assert isinstance(error, RecordError)
    assert str(error) == (
        "move 2 (6g@Zn2): there is no seat Zn2 at a 2-player table (tiles A-D, head seats Ah "
        "and Dh)"
    )
    assert error_in(error, "de") == (
        "Zug 2 (6g@Zn2): an einem Tisch mit 2 Personen gibt es keinen Platz Zn2 (Tableaus A-D, "
        "Kopfplätze Ah und Dh)"
    )


def test_a_failed_job_says_so_in_the_boards_language() -> None:
    said: list[str] = []
    _report(lambda _result, why: said.append(why), None, RuntimeError("boom"), "hint")
    assert said == ["the hint could not be worked out (RuntimeError)"]
    assert said_in(said[0], "fr") == "le calcul de l'indice a échoué (RuntimeError)"
    assert said_in(said[0], "de") == "der Tipp konnte nicht berechnet werden (RuntimeError)"


def test_an_unknown_bot_is_refused_with_the_budgets_written_the_languages_way() -> None:
    error = raised(lambda: make_bot("search:lots"))
    assert str(error).startswith(
        "unknown bot 'search:lots': a budget is search:ITERATIONS (1 to 1,000,000 iterations"
    )
    assert error_in(error, "fr") == (
        "bot inconnu 'search:lots' : un budget s'écrit search:ITÉRATIONS (1 à 1\u202f000\u202f000 "
        "itérations par coup, comme search:5000) ou search:SECONDESs (plus de 0, au plus 600 "
        "secondes par coup, comme search:0.5s) ; expert prend les mêmes budgets"
    )
    assert "1.000.000 Iterationen pro Zug" in error_in(error, "de")


def test_a_puzzle_kinds_description_reads_in_each_language_and_stays_english() -> None:
    assert KINDS["nobody"] == (
        "Play so that a rank group somebody would take goes to nobody. Answer: a move."
    )
    assert said_in(KINDS["nobody"], "fr") == (
        "Jouer pour qu'un groupe de rang que quelqu'un prendrait n'aille à personne. "
        "Réponse : un coup."
    )
    assert said_in(KINDS["winner"], "de") == (
        "Sagen, wer eine beendete Partie gewonnen hat, nach Punkten oder bei Punktgleichstand "
        "nach genommenen Karten. Antwort: eine Person."
    )


def test_a_board_with_no_puzzle_says_so_in_german() -> None:
    w = board("de")
    send(w, {"kind": "retry"})
    assert w.error == "dieses Brett zeigt kein Rätsel: gib dem Brett puzzle=..."


def test_a_wrong_argument_to_game_new_is_said_in_french_and_german() -> None:
    players = raised(lambda: Game.new(5))
    assert str(players) == "Clans and Glory is played by 2, 3 or 4 players, not 5"
    assert error_in(players, "fr") == "Clans and Glory se joue à 2, 3 ou 4 joueurs, pas 5"
    assert (
        error_in(players, "de") == "Clans and Glory wird von 2, 3 oder 4 Personen gespielt, nicht 5"
    )
    names = raised(lambda: Game.new(3, names=["Ann", "Ben"]))
    assert error_in(names, "fr") == "names doit donner un nom non vide pour chacun des 3 joueurs"
    variant = raised(lambda: schotten.Game.new(1, variant="chess"))  # type: ignore[arg-type]
    assert error_in(variant, "de") == (
        "variant muss eines von base, expert, tactic, tactic-expert sein, nicht 'chess'"
    )
    budget = raised(lambda: check_iterations(2_000_000))
    assert str(budget) == "iterations must be 1 to 1,000,000, not 2,000,000"
    assert error_in(budget, "fr") == (
        "iterations doit être de 1 à 1\u202f000\u202f000, pas 2\u202f000\u202f000"
    )
    assert error_in(budget, "de") == "iterations muss 1 bis 1.000.000 sein, nicht 2.000.000"


def test_a_boards_wrong_arguments_are_said_in_each_language() -> None:
    bots = raised(lambda: board("fr", bots=[1]))
    assert error_in(bots, "fr") == (
        "bots doit associer des indices de joueurs à des noms de bots, comme {1: 'greedy'}"
    )
    viewer = raised(lambda: board("de", viewer=4))
    assert error_in(viewer, "de") == (
        "viewer muss 'all', 'spectator' oder ein Personenindex 0-1 sein, nicht 4"
    )


def test_a_hint_asked_again_while_one_is_worked_out_is_refused_in_the_boards_language() -> None:
    w = board("fr")
    w.hint_thinking = True
    send(w, {"kind": "hint", "line": 0, "ply": 0})
    assert w.error == "l'indice est encore en cours de calcul"
    w.lang = "de"
    send(w, {"kind": "hint", "line": 0, "ply": 0})
    assert w.error == "der Tipp wird noch berechnet"


def test_a_records_wrong_review_is_said_in_french_and_german() -> None:
    game = Game.new(2, seed=5)
    game.play(game.legal_moves()[0])
    data = json.loads(game.record.to_json())
    data["review"] = {"format": "clans-and-glory-review", "version": 1, "entries": {}}
    error = raised(lambda: Record.from_dict(data))
    assert str(error) == "review: a review's entries must be a list"
    assert error_in(error, "fr") == "review : les entrées d'une analyse doivent être une liste"
    assert error_in(error, "de") == "review: die Einträge einer Analyse müssen eine Liste sein"
    data["review"] = []
    error = raised(lambda: Record.from_dict(data))
    assert error_in(error, "de") == "review: eine Analyse muss ein JSON-Objekt sein, nicht list"


def test_a_sessions_refusals_are_said_in_the_boards_language() -> None:
    game = Game.new(2, seed=5, names=["Ann", "Ben"])
    game.play(game.legal_moves()[0])
    w = ClansWidget(record=game.record, lang="de")
    w.position = 1
    kept = raised(w.session.undo)  # what board.session says in Python, in any language
    assert error_in(kept, "de") == (
        "die aufgezeichneten Züge bleiben, wie sie sind: gehe zurück und spiele dann einen "
        "anderen Zug, um eine Variante zu versuchen"
    )
    w.lang = "fr"
    send(w, {"kind": "undo", "line": 0, "ply": 0})
    assert w.error == (
        "c'était pour une autre position (le plateau est passé à autre chose) : rien n'a été fait"
    )


def test_an_analysis_for_a_viewer_who_cannot_see_the_hand_says_so_naming_no_card() -> None:
    from clans_widget.analysis import analyse

    game = Game.new(2, seed=5)  # default names: said in each language
    error = raised(lambda: analyse(game, viewer=1, iterations=10))
    assert str(error) == (
        "player 1 (Player 2) cannot see the hand of player 0 (Player 1), who is to move: "
        "analyse for viewer 0 or 'all'"
    )
    assert error_in(error, "fr") == (
        "le joueur 1 (Joueur 2) ne peut pas voir la main du joueur 0 (Joueur 1), qui a le trait : "
        "analysez pour le viewer 0 ou 'all'"
    )
    spectator = raised(lambda: analyse(game, viewer="spectator", iterations=10))
    assert error_in(spectator, "de") == (
        "eine zuschauende Person kann die Hand von Person 0 (Person 1) nicht sehen, die am Zug "
        "ist: analysiere für viewer 0 oder 'all'"
    )
    hand = {str(card) for card in game.hands[0]}
    for lang in ("en", "fr", "de"):
        assert not hand & set(error_in(error, lang).replace(",", " ").split())


def test_a_list_or_an_object_where_a_value_belongs_is_named_in_the_language() -> None:
    error = raised(lambda: Record.from_dict({"format": ["x"], "version": 1}))
    assert str(error) == "format: expected 'clans-and-glory', found a list"
    assert error_in(error, "fr") == "format : 'clans-and-glory' attendu, trouvé une liste"
    round_ = raised(
        lambda: schotten.Record.from_json('{"format": "schotten-totten", "version": {}}')
    )
    assert error_in(round_, "de") == (
        "version: dieses Programm liest die Versionen 1 und 2, gefunden ein Objekt"
    )
