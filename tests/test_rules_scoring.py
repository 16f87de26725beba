"""Scoring (docs/rules.md: Scoring), worked out by hand, with the rulebook's three examples."""

from __future__ import annotations

from clans_widget.rules import Game, Score

TWO_HANDS = [["4y"], ["4b"]]


def groups(score: Score, tile: str) -> list[tuple[int, list[str], int | None]]:
    """A tile's rank groups as (rank, cards, taker)."""
    (found,) = [t for t in score.tiles if t.tile == tile]
    return [(g.rank, sorted(str(c) for c in g.cards), g.taker) for g in found.groups]


def test_rank_groups_go_lowest_first_to_the_shields_first_placed_first() -> None:
    game = Game.from_setup(
        table={"Bn1": "3r", "Bn2": "5r", "Bs1": "5o", "Bs3": "6g"},
        hands=TWO_HANDS,
        stacks={"B": [1, 0]},
    )
    score = game.score()
    assert groups(score, "B") == [(3, ["3r"], 1), (5, ["5o", "5r"], 0), (6, ["6g"], None)]
    assert score.points == (10, 3)
    assert score.cards == (2, 1)
    assert score.winners == (0,)
    assert score.decided_by == "points"


def test_shields_beyond_the_number_of_ranks_take_nothing() -> None:
    game = Game.from_setup(
        table={"An1": "4r", "As2": "4o"}, hands=TWO_HANDS, stacks={"A": [0, 1, 1]}
    )
    score = game.score()
    assert groups(score, "A") == [(4, ["4o", "4r"], 0)]
    assert score.tiles[0].unused_shields == (1, 2)
    assert score.points == (8, 0)


def test_a_tile_without_shields_scores_for_nobody() -> None:
    game = Game.from_setup(table={"Cn1": "6r", "Cn2": "6o"}, hands=TWO_HANDS)
    score = game.score()
    assert groups(score, "C") == [(6, ["6o", "6r"], None)]
    assert score.points == (0, 0)
    assert score.winners == (0, 1) and score.decided_by == "shared"


def test_face_down_cards_are_never_scored() -> None:
    game = Game.from_setup(
        table={"Cn2": "3y"}, face_down={"Cn1": "6b"}, hands=TWO_HANDS, stacks={"C": [0, 1]}
    )
    score = game.score()
    assert groups(score, "C") == [(3, ["3y"], 0)]
    assert score.points == (3, 0)


def test_a_player_takes_a_group_for_each_of_their_shields_on_a_tile() -> None:
    game = Game.from_setup(
        table={"Dn1": "3c", "Dn2": "4c", "Dn3": "5c"}, hands=TWO_HANDS, stacks={"D": [0, 1, 0]}
    )
    score = game.score()
    assert groups(score, "D") == [(3, ["3c"], 0), (4, ["4c"], 1), (5, ["5c"], 0)]
    assert score.points == (8, 4)
    assert score.cards == (2, 1)


def test_on_equal_points_the_player_with_more_cards_wins() -> None:
    game = Game.from_setup(
        table={"An1": "3r", "An2": "3o", "Bn1": "6r"}, hands=TWO_HANDS, stacks={"A": [0], "B": [1]}
    )
    score = game.score()
    assert score.points == (6, 6)
    assert score.cards == (2, 1)
    assert score.winners == (0,)
    assert score.decided_by == "cards"


def test_on_equal_points_and_cards_the_victory_is_shared() -> None:
    game = Game.from_setup(
        table={"An1": "5r", "Bn1": "5o", "Cn1": "6y"},
        hands=[["4y"], ["4b"], ["4c"]],
        stacks={"A": [0], "B": [2]},
    )
    score = game.score()
    assert score.points == (5, 0, 5)
    assert score.winners == (0, 2)
    assert score.decided_by == "shared"


def test_the_score_is_provisional_until_the_game_ends_then_final() -> None:
    game = Game.from_setup(table={"Bn2": "4r"}, hands=[["4o", "3b"], ["5r"]])
    game.play("4o@Bn1+")
    provisional = game.score()
    assert not provisional.final
    assert provisional.points == (8, 0)
    game.play("5r@Bn3+")
    assert game.is_over
    final = game.score()
    assert final.final
    assert groups(final, "B") == [(4, ["4o", "4r"], 0), (5, ["5r"], 1)]
    # 3b stayed in player 1's hand: cards left in hands leave the game unscored
    assert final.points == (8, 5)
    assert final.winners == (0,)


def test_a_fresh_rulebook_deal_scores_nothing_for_anybody() -> None:
    score = Game.new(4, seed=3).score()
    assert score.points == (0, 0, 0, 0)
    assert score.winners == (0, 1, 2, 3)
    assert not score.final


# --- the rulebook's examples ----------------------------------------------------------------


def test_rulebook_example_a_clan_of_eight_cards_worth_54_points() -> None:
    game = Game.from_setup(
        table={
            "An1": "3y", "An2": "8r", "An3": "8o",
            "Bn1": "7r", "Bn2": "7o", "Bs1": "7y",
            "Cn1": "6r", "Cs1": "6o", "Cn3": "5r",
            "Dn2": "5o",
        },
        hands=[["3o"], ["3c"], ["3b"], ["3p"]],
        stacks={"A": [1, 0], "B": [0], "C": [2, 0], "D": [0]},
    )
    score = game.score()
    clan = sorted(
        (c.rank for t in score.tiles for g in t.groups if g.taker == 0 for c in g.cards),
        reverse=True,
    )
    assert clan == [8, 8, 7, 7, 7, 6, 6, 5]
    assert score.points == (54, 3, 5, 0)
    assert score.cards == (8, 1, 1, 0)


def test_rulebook_example_one_more_3_means_nobody_takes_the_6s() -> None:
    game = Game.from_setup(
        table={"Bn1": "4r", "Bn3": "4o", "Bs2": "6o"},
        hands=[["3r", "5y"], ["5b"]],
        stacks={"B": [0, 1]},
    )
    before = game.score()
    assert groups(before, "B") == [(4, ["4o", "4r"], 0), (6, ["6o"], 1)]
    assert before.points == (8, 6)
    game.play("3r@Bn2")  # red like the 4r beside it
    after = game.score()
    assert groups(after, "B") == [(3, ["3r"], 0), (4, ["4o", "4r"], 1), (6, ["6o"], None)]
    assert after.points == (3, 8)


def test_rulebook_example_four_3s_beat_two_4s_for_the_lowest_shield() -> None:
    game = Game.from_setup(
        table={"An1": "3r", "An2": "3o", "As1": "3y", "As2": "3g", "Bn1": "4r", "Bn2": "4o"},
        hands=TWO_HANDS,
        stacks={"A": [0], "B": [1]},
    )
    score = game.score()
    assert score.points == (12, 8)
    assert score.winners == (0,)
