"""A player given no name is "Player 2" in the record, and "Joueur 2" or "Person 2" on a board
that speaks French or German: in the frames, the move list, the score and the reasons. A name
someone chose is never translated."""

from __future__ import annotations

import json

from clans_widget import ClansWidget, Game, GameBoard, schotten
from clans_widget.analysis import move_reason
from clans_widget.i18n import default_names, player_names
from clans_widget.rules import Move
from clans_widget.rules.view import view


def test_default_names_are_said_in_the_boards_language_and_chosen_ones_kept() -> None:
    assert default_names(3) == ("Player 1", "Player 2", "Player 3")
    assert player_names(("Player 1", "Player 2"), "fr") == ("Joueur 1", "Joueur 2")
    assert player_names(("Player 2", "Ann"), "de") == ("Player 2", "Ann")  # not player 2's default


def test_a_french_board_of_unnamed_players() -> None:
    game = Game.new(2, seed=5)
    board = ClansWidget(game, lang="fr")
    board.play(game.legal_moves()[0])
    assert board.frames[-1]["names"] == ["Joueur 1", "Joueur 2"]
    assert board.tree["lines"][0]["moves"][0][2].startswith("Joueur 1 a posé ")
    assert "Player" not in json.dumps(board.get_state()["frames_step"], ensure_ascii=False)
    assert json.loads(board.record.to_json())["names"] == ["Player 1", "Player 2"]  # as kept


def test_a_reason_names_a_default_player_in_its_language() -> None:
    game = Game.from_setup(
        table={"Bn1": "4y", "Bn2": "4o", "Bn3": "4r", "Cn1": "5g"},
        hands=[["6b"], ["3y"]], stacks={"B": [0], "C": [0]}, supply=[3, 1], to_move=1,
    )
    reason = move_reason(view(game, 1), Move.parse("3y@Bs1+"))
    assert reason.endswith("from Player 1; gives the new 3s on B to Player 1")
    assert reason.text("de").endswith("gibt die neuen 3er auf B an Person 1")


def test_a_german_schotten_board_of_unnamed_players() -> None:
    board = GameBoard(schotten.Game.new(4), lang="de")
    first = board.frames[0]
    assert first["names"] == ["Person 1", "Person 2"]
    assert first["score"]["text"].startswith("Person 1 ")
