"""Legal moves, shields, illegal moves, the end of the game and undo (docs/rules.md: A turn, End).

Every expected move list below is worked out by hand from docs/rules.md on a 2-player table
(tiles A-D, head seats Ah and Dh) unless a test says otherwise.
"""

from __future__ import annotations

import pytest

from clans_widget.rules import Game, IllegalMoveError, Move, layout
from tests.refusals import unchanged
from tests.rules_helpers import both_forms, notations, snapshot


def fours_around_bn2(hand: list[str], **kwargs: object) -> Game:
    """4r on Bn1 and 4o on Bn3, player 1 (index 0) to move with ``hand``."""
    return Game.from_setup(
        table={"Bn1": "4r", "Bn3": "4o"},
        hands=[hand, ["3b", "6c"]],
        **kwargs,  # type: ignore[arg-type]
    )


def nothing_fits() -> Game:
    """3r alone on Bn2; neither 4y nor 5g shares its colour or rank."""
    return Game.from_setup(table={"Bn2": "3r"}, hands=[["4y", "5g"], ["4b", "6y"]])


# --- face-up placements -------------------------------------------------------------------


def test_a_card_goes_face_up_next_to_or_opposite_a_card_of_its_rank() -> None:
    game = fours_around_bn2(["4y", "5g"])
    # 4r on Bn1 touches An3, Bn2 and (opposite) Bs1; 4o on Bn3 touches Bn2, Cn1 and Bs3.
    # 5g shares nothing with either, so only 4y has seats.
    assert notations(game.legal_moves()) == both_forms(
        "4y@An3", "4y@Bn2", "4y@Bs1", "4y@Bs3", "4y@Cn1"
    )


def test_a_card_goes_face_up_next_to_or_opposite_a_card_of_its_colour() -> None:
    game = Game.from_setup(table={"Cn2": "3g"}, hands=[["6g"], ["4b"]])
    assert notations(game.legal_moves()) == both_forms("6g@Cn1", "6g@Cn3", "6g@Cs2")


def test_one_matching_card_is_enough_when_the_other_neighbour_does_not_match() -> None:
    game = Game.from_setup(table={"Cn2": "3g", "Dn1": "5r"}, hands=[["6g"], ["4b"]])
    # Cn3 lies between 3g (colour matches) and 5r (nothing matches): still legal.
    assert "6g@Cn3" in notations(game.legal_moves())
    game.play("6g@Cn3")
    assert game.table[layout(2).seat("Cn3")] == "6g"


def test_a_card_matches_across_a_tile_border() -> None:
    game = Game.from_setup(table={"An3": "5o"}, hands=[["5c"], ["4b"]])
    assert notations(game.legal_moves()) == both_forms("5c@An2", "5c@As3", "5c@Bn1")


def test_a_card_on_a_head_seat_makes_both_first_seats_and_the_other_head_seat_legal() -> None:
    game = Game.from_setup(table={"Ah": "5b"}, hands=[["5y"], ["4b"]])
    assert notations(game.legal_moves()) == both_forms("5y@An1", "5y@As1", "5y@Dh")


def test_a_head_seat_is_legal_next_to_a_first_seat() -> None:
    game = Game.from_setup(table={"An1": "3c"}, hands=[["6c"], ["4b"]])
    assert notations(game.legal_moves()) == both_forms("6c@Ah", "6c@An2", "6c@As1")


def test_the_last_head_seat_matches_through_the_first_head_seat_opposite() -> None:
    game = Game.from_setup(table={"Dh": "4p"}, hands=[["6p"], ["4b"]])
    assert notations(game.legal_moves()) == both_forms("6p@Ah", "6p@Dn3", "6p@Ds3")


def test_the_four_player_table_has_its_last_head_seat_on_tile_f() -> None:
    game = Game.from_setup(table={"Fn3": "8y"}, hands=[["8c"], ["3b"], ["3c"], ["3g"]])
    assert notations(game.legal_moves()) == both_forms("8c@Fh", "8c@Fn2", "8c@Fs3")


def test_a_card_that_matches_nothing_has_no_face_up_seat_while_another_card_fits() -> None:
    game = fours_around_bn2(["4y", "5g"])
    assert not any(m.card == "5g" for m in game.legal_moves())
    assert not any(m.face_down for m in game.legal_moves())


# --- face-down placements -----------------------------------------------------------------


def test_when_no_card_fits_any_card_goes_face_down_on_any_free_seat() -> None:
    game = nothing_fits()
    free = [str(s) for s in layout(2).seats if s != "Bn2"]
    assert len(free) == 25
    expected = both_forms(*(f"~{card}@{seat}" for card in ("4y", "5g") for seat in free))
    assert notations(game.legal_moves()) == expected


def test_a_face_down_card_fills_its_seat_and_matches_nothing_later() -> None:
    game = nothing_fits()
    game.play("~4y@Cn2")
    assert "Cn2" not in game.free_seats
    assert game.face_down[layout(2).seat("Cn2")] == ("4y", 0)
    assert "Cn2" not in {str(s) for s in game.table}
    # 4b would match a face-up 4y on Cn1, Cn3 or Cs2; face down it matches nothing,
    # and 4b and 6y share nothing with 3r, so player 2 must play face down as well.
    moves = game.legal_moves()
    assert all(m.face_down for m in moves)
    assert len(moves) == 2 * 24 * 2


def test_a_face_down_card_is_illegal_while_a_face_up_placement_exists() -> None:
    game = fours_around_bn2(["4y", "5g"])
    with pytest.raises(IllegalMoveError) as error:
        game.play("~5g@Dn1")
    assert str(error.value) == (
        "5g may not go face down: a card goes face down only when no card in the hand "
        "fits face up, and 4y fits An3"
    )


def test_a_face_up_card_is_illegal_when_nothing_fits_and_the_message_says_go_face_down() -> None:
    game = nothing_fits()
    game.play("~4y@Cn2")
    with pytest.raises(IllegalMoveError) as error:
        game.play("4b@Cn1")
    assert str(error.value) == (
        "4b does not match Bn3 (empty), Cn2 (face down) or the opposite Cs1 (empty); "
        "no card in the hand fits anywhere, so place one face down (~)"
    )


# --- shields ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("move", "tile"),
    [("4y@An3+", "A"), ("4y@Bs1+", "B"), ("4y@Bn2+", "B"), ("4y@Cn1+", "C")],
)
def test_a_shield_goes_on_the_tile_of_the_card_just_played(move: str, tile: str) -> None:
    game = fours_around_bn2(["4y", "5g"])
    game.play(move)
    assert game.stacks == {t: ((0,) if t == tile else ()) for t in "ABCD"}
    assert game.supply == (4, 5)


def test_a_shield_goes_on_the_tile_of_a_card_placed_face_down() -> None:
    game = nothing_fits()
    game.play("~5g@Dh+")
    assert game.stacks["D"] == (0,)
    assert game.supply == (4, 5)


def test_a_move_without_plus_places_no_shield() -> None:
    game = fours_around_bn2(["4y", "5g"])
    game.play("4y@Bn2")
    assert all(stack == () for stack in game.stacks.values())
    assert game.supply == (5, 5)


def test_the_plus_form_is_offered_exactly_while_the_mover_has_a_shield() -> None:
    game = fours_around_bn2(["4y", "5g", "5r"], supply=[1, 0])
    assert any(m.shield for m in game.legal_moves())
    game.play("4y@Bn2+")
    assert game.supply == (0, 0)
    # player 2 has no shield at all; 3b fits nowhere, 6c fits nowhere: face down, no +
    assert game.legal_moves() and not any(m.shield for m in game.legal_moves())
    game.play("~3b@Dh")
    # player 1 has just placed their last shield
    assert game.legal_moves() and not any(m.shield for m in game.legal_moves())
    with pytest.raises(IllegalMoveError) as error:
        game.play("5r@Bs1+")
    assert str(error.value) == "Player 1 has no shield left, so the move cannot end in +"


def test_a_player_whose_five_shields_are_on_the_stacks_has_none_left() -> None:
    game = fours_around_bn2(["4y", "5g"], stacks={"A": [0, 0], "D": [0, 1, 0, 0]})
    assert game.supply == (0, 4)
    assert not any(m.shield for m in game.legal_moves())


def test_one_tile_takes_any_number_of_shields_of_any_players_in_placing_order() -> None:
    game = fours_around_bn2(["4y", "5r", "5g"], stacks={"B": [0, 1, 0, 1, 1]})
    game.play("4y@Bn2+")
    game.play("~3b@Bs2+")
    game.play("5r@Bs1+")
    assert game.stacks["B"] == (0, 1, 0, 1, 1, 0, 1, 0)
    assert game.supply == (1, 1)


# --- illegal moves ------------------------------------------------------------------------


def test_a_card_that_does_not_match_is_refused_with_what_lies_around_the_seat() -> None:
    game = fours_around_bn2(["4y", "5g"])
    with pytest.raises(IllegalMoveError) as error:
        game.play("5g@Bn2")
    assert str(error.value) == "5g does not match Bn1 (4r), Bn3 (4o) or the opposite Bs2 (empty)"


@pytest.mark.parametrize(
    ("move", "message"),
    [
        ("3b@Bn2", "that card is not in Player 1's hand"),
        ("4y@Bn1", "Bn1 is already taken by 4r"),
        ("4y@En1", "there is no seat En1 at a 2-player table (tiles A-D, head seats Ah and Dh)"),
        ("5r@Dn1", "5r does not match Cn3 (empty), Dn2 (empty) or the opposite Ds1 (empty)"),
        ("~5g@Dn1+", "5g may not go face down: a card goes face down only when no card in "
                     "the hand fits face up, and 4y fits An3"),
        ("4y Bn2", "'4y Bn2' is not a move: write card@seat, as in '6g@Cn2', with a trailing + "
                   "to add a shield and a leading ~ to place the card face down"),
    ],
)
def test_an_illegal_move_says_why_and_changes_nothing(move: str, message: str) -> None:
    game = fours_around_bn2(["4y", "5g", "5r"])
    with unchanged(lambda: snapshot(game)), pytest.raises(IllegalMoveError) as error:
        game.play(move)
    assert str(error.value) == message


def test_a_seat_holding_a_face_down_card_is_taken() -> None:
    game = nothing_fits()
    game.play("~4y@Cn2")
    words = r"^Cn2 is already taken by a face-down card$"
    with unchanged(lambda: snapshot(game)), pytest.raises(IllegalMoveError, match=words):
        game.play("~4b@Cn2")


def test_a_move_may_be_given_as_a_move_object() -> None:
    game = fours_around_bn2(["4y", "5g"])
    played = game.play(Move.parse("4y@Bn2+"))
    assert str(played) == "4y@Bn2+"
    assert game.moves == (played,)


# --- the end of the game ------------------------------------------------------------------


@pytest.mark.parametrize(("players", "each"), [(2, 8), (3, 8), (4, 7)])
def test_a_rulebook_game_ends_when_the_last_player_has_placed_their_last_card(
    players: int, each: int
) -> None:
    game = Game.new(players, seed=11)
    while not game.is_over:
        assert game.legal_moves()
        game.play(game.legal_moves()[0])
    assert game.ply == players * each
    assert [game.movers.count(p) for p in range(players)] == [each] * players
    assert game.hands[-1] == ()
    assert [len(h) for h in game.hands[:-1]] == [1] * (players - 1)
    assert game.current_player is None


def test_the_game_ends_at_once_when_any_hand_is_emptied() -> None:
    game = fours_around_bn2(["4y"])
    game.play("4y@Bn2")
    assert game.is_over
    assert game.current_player is None
    assert game.hands == ((), ("3b", "6c"))
    assert game.legal_moves() == []
    words = r"^the game is over: no more moves can be played$"
    with unchanged(lambda: snapshot(game)), pytest.raises(IllegalMoveError, match=words):
        game.play("~3b@Dh")


def test_turns_go_in_player_order_from_the_first_player() -> None:
    game = Game.new(3, seed=5)
    order = []
    for _ in range(7):
        order.append(game.current_player)
        game.play(game.legal_moves()[0])
    assert order == [0, 1, 2, 0, 1, 2, 0]


# --- undo ---------------------------------------------------------------------------------


def test_undo_takes_back_moves_one_by_one() -> None:
    game = fours_around_bn2(["4y", "5g", "5r"])
    start = snapshot(game)
    game.play("4y@Bn2+")
    after_one = snapshot(game)
    game.play("~3b@Dh+")
    assert str(game.undo()) == "~3b@Dh+"
    assert snapshot(game) == after_one
    assert str(game.undo()) == "4y@Bn2+"
    assert snapshot(game) == start


def test_undo_puts_the_card_back_where_it_was_in_the_hand() -> None:
    game = fours_around_bn2(["5g", "4y", "5r"])
    game.play("4y@Bn2")
    game.undo()
    assert game.hands[0] == ("5g", "4y", "5r")


def test_undo_reopens_a_finished_game() -> None:
    game = fours_around_bn2(["4y"])
    game.play("4y@Bn2")
    game.undo()
    assert not game.is_over and game.current_player == 0
    assert notations(game.legal_moves()) == both_forms(
        "4y@An3", "4y@Bn2", "4y@Bs1", "4y@Bs3", "4y@Cn1"
    )


def test_undo_with_no_move_played_is_refused() -> None:
    game = Game.new(2, seed=1)
    with pytest.raises(ValueError, match=r"^there is no move to take back$"):
        game.undo()
