"""Set-ups: the rulebook deal from a seed, and explicit positions checked by from_setup."""

from __future__ import annotations

from collections import Counter

import pytest

from clans_widget.rules import Game, deck

LAID_OUT = {
    2: {"An2", "As2", "Bn2", "Bs2", "Cn2", "Cs2", "Dn2", "Ds2"},
    3: {"An2", "Bs2", "Cn2", "Ds2", "En2"},
    4: {"An2", "Bs2", "Cn2", "Ds2", "En2", "Fs2"},
}
HANDS = {2: [9, 8], 3: [9, 9, 8], 4: [8, 8, 8, 7]}
REMOVED = {2: 3, 3: 4, 4: 5}


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [0, 1, 2024])
def test_the_rulebook_set_up_lays_out_deals_and_removes_the_right_counts(
    players: int, seed: int
) -> None:
    game = Game.new(players, seed=seed)
    assert {str(s) for s in game.table} == LAID_OUT[players]
    assert [len(h) for h in game.hands] == HANDS[players]
    assert len(game.removed) == REMOVED[players]
    assert game.face_down == {}
    assert game.current_player == 0
    assert game.supply == (5,) * players
    assert all(stack == () for stack in game.stacks.values())
    assert game.ply == 0 and not game.is_over


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_card_of_the_deck_is_in_exactly_one_place_after_the_deal(players: int) -> None:
    game = Game.new(players, seed=99)
    places = Counter([*game.table.values(), *game.removed, *(c for h in game.hands for c in h)])
    assert set(places) == set(deck(players))
    assert set(places.values()) == {1}


def test_the_same_seed_deals_the_same_game() -> None:
    first, again = Game.new(3, seed=42), Game.new(3, seed=42)
    assert first.table == again.table
    assert first.hands == again.hands
    assert first.removed == again.removed


def test_different_seeds_deal_different_games() -> None:
    deals = {Game.new(4, seed=s).hands for s in range(5)}
    assert len(deals) == 5


def test_an_explicit_set_up_starts_from_exactly_what_is_given() -> None:
    game = Game.from_setup(
        table={"Bn2": "4r", "Ah": "6g"},
        hands=[["3o", "5b"], ["4y"], ["3c"]],
        removed=["7p"],
        stacks={"B": [2, 0]},
        face_down={"Cs1": "5y"},
        to_move=1,
    )
    assert game.players == 3
    assert {str(s): str(c) for s, c in game.table.items()} == {"Ah": "6g", "Bn2": "4r"}
    assert {str(s): (str(d.card), d.owner) for s, d in game.face_down.items()} == {
        "Cs1": ("5y", None)
    }
    assert game.stacks["B"] == (2, 0)
    assert game.supply == (4, 5, 4)
    assert game.current_player == 1
    assert "7p" in game.removed
    # every card named nowhere is out of the game as well
    assert len(game.removed) == 35 - 7


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        (
            {"table": {"An2": "8r"}, "hands": [["3o"], ["4y"]]},
            "table An2: 8r is not in the 2-player deck (ranks 3-6)",
        ),
        (
            {"table": {"An2": "5r"}, "hands": [["3o"], ["7y"]]},
            "hand 2: 7y is not in the 2-player deck (ranks 3-6)",
        ),
        (
            {"table": {"An2": "5r"}, "hands": [["5r"], ["4y"]]},
            "hand 1: 5r is given twice (also table An2)",
        ),
        (
            {"table": {"An2": "5r"}, "hands": [["3o"], ["4y"]], "removed": ["3o"]},
            "removed: 3o is given twice (also hand 1)",
        ),
        (
            {"table": {"An2": "5r"}, "hands": [["3o"], ["4y"]], "face_down": {"An2": "6b"}},
            "face_down: seat An2 is given two cards",
        ),
        (
            {"table": {"En1": "5r"}, "hands": [["3o"], ["4y"]]},
            "table: there is no seat En1 at a 2-player table (tiles A-D, head seats Ah and Dh)",
        ),
        (
            {"table": {"Bh": "5r"}, "hands": [["3o"], ["4y"]]},
            "table: there is no seat Bh at a 2-player table (tiles A-D, head seats Ah and Dh)",
        ),
        (
            {"table": {"An2": "5r"}, "hands": [["3o"], ["4y"]], "stacks": {"E": [0]}},
            "stacks: there is no tile 'E' (tiles A, B, C, D)",
        ),
        (
            {"table": {}, "hands": [["3o"], ["4y"]], "stacks": {"A": [0, 0, 0], "B": [1, 0, 0, 0]}},
            "player 1 has more than 5 shields on the stacks",
        ),
        (
            {"table": {}, "hands": [["3o"], ["4y"]], "stacks": {"A": [1, 1]}, "supply": [5, 4]},
            "player 2 would have more than 5 shields: 4 left and 2 on the stacks",
        ),
        (
            {"table": {}, "hands": [["3o"], ["4y"]], "stacks": {"A": [2]}},
            "stacks A: 2 is not a player index 0-1",
        ),
        (
            {"table": {}, "hands": [["3o"]]},
            "hands must hold one hand per player, 2-4 players, not 1",
        ),
    ],
)
def test_an_impossible_set_up_is_refused_with_a_clear_message(
    kwargs: dict[str, object], message: str
) -> None:
    with pytest.raises(ValueError) as error:
        Game.from_setup(**kwargs)  # type: ignore[arg-type]
    assert str(error.value) == message


def test_a_set_up_whose_hands_outlast_the_free_seats_is_refused() -> None:
    # 26 seats, 20 taken: 6 free seats, but hands of 4 and 4 cards need 7 moves until
    # the first player empties their hand.
    full = {f"{t}{r}{p}": f"{rank}{colour}" for (t, r, p), (rank, colour) in zip(
        [(t, r, p) for t in "ABCD" for r in "ns" for p in "123"][:20],
        [(rank, colour) for rank in (3, 4, 5) for colour in "roygcbp"],
    )}
    with pytest.raises(ValueError, match="the table has 6 free seats but the hands need 7 moves"):
        Game.from_setup(table=full, hands=[["6r", "6o", "6y", "6g"], ["6c", "6b", "6p", "5p"]])
