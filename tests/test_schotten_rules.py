"""Hand-worked rounds of Schotten Totten, one or more per settled point of
SCHOTTEN-RULES.md (section 15), points 1-18 (the Tactic points 20-28 are in
tests/test_schotten_tactic_rules.py)."""

from __future__ import annotations

import pytest

from clans_widget import schotten
from clans_widget.games.schotten.cards import card_id
from clans_widget.games.schotten.formations import power
from clans_widget.games.schotten.verdict import verdict
from tests.schotten_helpers import deal_for, played

# Ann (player 0) lays a 7-8-9 colour-run on stones 9, 8, 1 and 7 in turn; Ben fills
# stones 2-6 with low cards.
ANN = ["7p", "8p", "9p", "7b", "8b", "9b", "7g", "8g", "9g", "7y", "8y", "9y"]
ANN_AT = [9, 9, 9, 8, 8, 8, 1, 1, 1, 7, 7, 7]
BEN = ["1r", "2o", "4y", "1o", "3r", "5b", "2y", "6r", "1b", "2r", "4o", "6o"]
BEN_AT = [2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5]


def _runs_round(claims: dict[int, int], upto: int = 12) -> tuple[schotten.Game, list[str]]:
    """The round above for ``upto`` turns each; ``claims[k]`` = the stone Ann claims after
    her k-th card (1-based)."""
    game = deal_for(ANN, BEN)
    moves = []
    for k in range(upto):
        moves.append(f"{ANN[k]}@{ANN_AT[k]}")
        if k + 1 in claims:
            moves.append(f"claim {claims[k + 1]}")
        if k + 1 < upto:
            moves.append(f"{BEN[k]}@{BEN_AT[k]}")
    return played(game, *moves), moves


def test_point1_colour_codes_are_r_o_y_g_b_p() -> None:
    """Point 1: the six colours are written r o y g b p, in that canonical order."""
    assert schotten.COLOURS == "roygbp"
    assert schotten.CODES[:10] == ("1r", "2r", "3r", "4r", "5r", "6r", "7r", "8r", "9r", "1o")
    game = schotten.Game.new(seed=1)
    dealt = [*game.deck_left, *game.hands[0], *game.hands[1]]
    assert sorted(dealt) == sorted(schotten.CODES) and len(set(dealt)) == 54
    with pytest.raises(schotten.IllegalMoveError, match="not a clan card"):
        game.check("7w@1")


def test_point2_stones_1_and_9_are_not_adjacent() -> None:
    """Point 2: stones are 1-9 and adjacency runs along the line only, so holding 8, 9 and 1
    wins nothing, while 7, 8 and 9 win at once."""
    game, _ = _runs_round({3: 9, 6: 8, 9: 1}, upto=9)
    assert game.owners == (0, None, None, None, None, None, None, 0, 0)
    assert not game.is_over
    with pytest.raises(schotten.IllegalMoveError, match="stones are numbered 1 to 9, not '10'"):
        game.check("7y@10")
    game, _ = _runs_round({3: 9, 6: 8, 9: 1, 12: 7})
    assert game.outcome == schotten.Outcome(0, "three-adjacent", (0, *[None] * 5, 0, 0, 0))


def test_point3_player_0_starts_and_match_rounds_alternate() -> None:
    """Point 3: player 0 moves first in a single round; in a match the starter alternates."""
    assert schotten.Game.new(seed=3).current_player == 0
    record = schotten.Game.new(seed=3).record.to_dict()
    record["match"] = {"round": 2, "rounds": 3, "vp_before": [5, 2]}
    second = schotten.Record.from_dict(record)
    assert second.first == 1 and second.game().current_player == 1
    assert "first" not in second.to_dict()  # the default of round 2 is not written


def test_point4_counts_are_public_hands_are_not() -> None:
    """Point 4: a player sees his own hand, hand sizes, the deck size and the table, never the
    other hand or the deck order."""
    game = played(schotten.Game.new(seed=4), str(schotten.Game.new(seed=4).legal_moves()[0]))
    seen = game.observe(1)
    assert seen.hands[0] is None and seen.hands[1] == game.hands[1]
    assert seen.hand_sizes == (6, 6) and seen.deck_size == 41 and seen.deck is None
    assert game.observe("all").deck == game.deck_left
    assert game.observe("spectator").hands == (None, None)


def test_point5_play_is_compulsory_pass_only_without_a_placement() -> None:
    """Point 5: with any card placeable, pass is refused; once every open side of Ben's is
    full, pass is his only play."""
    game = schotten.Game.new(seed=5)
    with pytest.raises(schotten.IllegalMoveError, match="must play a card"):
        game.play("pass")
    game = _full_sides_round()
    assert game.current_player == 1
    assert [str(m) for m in game.legal_moves() if m.kind != "claim"] == ["pass"]


def _full_sides_round() -> schotten.Game:
    """Ann claims stones 1, 3, 5 and 7 (where Ben has nothing) while Ben fills all of
    stones 2, 4, 6, 8 and 9, 789 in red on stone 9 last but one."""
    ann = [*ANN, "1g", "2g", "3g"]
    ann_at = [1, 1, 1, 3, 3, 3, 5, 5, 5, 7, 7, 7, 2, 4, 6]
    ben = ["1r", "2o", "4y", "1o", "3r", "5b", "2y", "6r", "1b", "2r", "7r", "8r", "9r", "4o", "6o"]
    ben_at = [2, 2, 2, 4, 4, 4, 6, 6, 6, 8, 9, 9, 9, 8, 8]
    claims = {3: 1, 6: 3, 9: 5, 12: 7}
    moves = []
    for k in range(15):
        moves.append(f"{ann[k]}@{ann_at[k]}")
        if k + 1 in claims:
            moves.append(f"claim {claims[k + 1]}")
        moves.append(f"{ben[k]}@{ben_at[k]}")
    moves.append(f"{'4g'}@9")  # Ann's 16th card: Ben is next, with every open side full
    return played(deal_for([*ann, "4g"], ben), *moves)


def test_point6_and_7_a_passing_player_still_claims_and_draws_only_towards_six() -> None:
    """Points 6 and 7: after his pass Ben may still claim stone 9 (his red 7-8-9 ties the
    best Ann could make, so it is proven); he then draws nothing, his hand being full."""
    game = _full_sides_round()
    deck = len(game.deck_left)
    assert game.hand_sizes[1] == 6
    game.play("pass")
    assert game.current_player == 1 and game.claim_window
    assert [str(m) for m in game.legal_moves()] == ["claim 9", "end"]
    game.play("claim 9")
    assert game.current_player == 0 and game.hand_sizes[1] == 6 and len(game.deck_left) == deck


def test_point7_a_play_draws_one_card_and_an_empty_deck_draws_none() -> None:
    """Point 7: each turn ends with one draw back to six while the deck lasts, none after."""
    game = schotten.Game.new(seed=7)
    while not game.is_over:
        player, sizes, deck = game.current_player, game.hand_sizes, len(game.deck_left)
        assert player is not None
        move = game.legal_moves()[0]  # a claim whenever one holds, so the round ends
        game.play(move)
        if game.current_player != player and not game.is_over:
            drew = deck > 0 and sizes[player] - (move.kind == "play") < 6
            assert len(game.deck_left) == deck - drew
            assert game.hand_sizes[player] == sizes[player] - (move.kind == "play") + drew


@pytest.mark.parametrize(
    ("cards", "name", "total"),
    [
        ("8r 9o 1y", "sum", 18),
        ("9r 1o 2y", "sum", 12),
        ("9g 1g 2g", "flush", 12),
        ("3g 5g 4g", "colour-run", 12),
        ("6r 6o 6p", "three of a kind", 18),
        ("1b 5b 9b", "flush", 15),
        ("2r 4o 3b", "run", 9),
    ],
)
def test_point8_runs_never_wrap_and_order_does_not_matter(
    cards: str, name: str, total: int
) -> None:
    """Point 8: 8-9-1 and 9-1-2 are no runs; the rules' own examples rank as stated."""
    ids = [card_id(c) for c in cards.split()]
    assert power(ids) == (schotten.NAMES.index(name), total)
    assert power(ids[::-1]) == power(ids)


def test_point9_equal_sides_go_to_the_one_completed_first() -> None:
    """Point 9: rank, then total, then the earlier completion. Ann's run 2-3-4 is complete
    before Ben's equal run, so Ben cannot claim the stone and Ann can."""
    game = played(
        deal_for(["2r", "3o", "4y", "9p"], ["2g", "3b", "4p", "1r"]),
        "2r@1, 2g@1, 3o@1, 3b@1, 4y@1, 4p@1",
    )
    assert game.current_player == 0  # Ben's claim would fail, so his turn ended at once
    ben = schotten.explain_claim(game, 1, player=1)
    assert not ben.holds and ben.kind == "ordinary"
    assert ben.reason == (
        "on stone 1, Ben's run 2-3-4 (9) ties Ann's run 2-3-4 (9), and Ann's side was completed "
        "first"
    )
    ann = schotten.explain_claim(game, 1)
    assert (
        ann.holds
        and not ann.allowed
        and ann.reason.endswith(
            "but not now: in the base game claims come after the turn's card is played"
        )
    )
    game.play("9p@3")
    assert schotten.explain_claim(game, 1).allowed
    game.play("claim 1")
    assert game.owners[0] == 0


def test_point10_the_claimer_needs_a_complete_side() -> None:
    """Point 10: two cards never claim, even a colour-run in the making facing nothing."""
    game = played(deal_for(["8r", "9r", "1g"], ["1o", "2o"]), "8r@1", "1o@5", "9r@1")
    answer = schotten.explain_claim(game, 1, player=0)
    assert not answer.holds and answer.reason == (
        "Ann's side of stone 1 holds 2 of 3 cards: a claim needs all"
    )
    assert game.current_player == 1
    with pytest.raises(schotten.IllegalMoveError, match="holds 0 of 3 cards"):
        game.play("claim 1")


def test_point11_the_rulebook_proof_example_and_the_claimers_own_hand() -> None:
    """Point 11 (and rule 6.3's example): with 3g on the table Ben's best is a run, so three
    nines hold; with 3g in Ann's own hand the proof may not count on it and fails."""
    game = played(
        deal_for(["9r", "9o", "9y", "3g"], ["1g", "2g"]), "9r@1", "1g@1", "9o@1", "2g@1", "9y@1"
    )
    assert game.side(1, 1) == ("1g", "2g")
    assert "3g" in game.hands[0] and game.current_player == 1  # no claim held: turn over
    answer = schotten.explain_claim(game, 1, player=0)
    assert not answer.holds and answer.kind == "provable"
    assert answer.completion == ("1g", "2g", "3g") and answer.completion_formation == (
        "colour-run 1-2-3 (6)"
    )
    assert answer.reason == (
        "Ben's side of stone 1 (1g 2g) could still become colour-run 1-2-3 (6) with 3g, which "
        "beats Ann's three of a kind (27)"
    )


def test_rule_6_3_example_with_the_three_on_the_table_is_proven() -> None:
    """Rule 6.3's allowed example: 3g lies on another stone, so no colour-run is left."""
    game = played(
        deal_for(["9r", "9o", "9y", "5p"], ["1g", "3g", "2g", "6p"]),
        "9r@1, 1g@1, 9o@1, 3g@7, 5p@2, 2g@1, 9y@1",
    )
    answer = schotten.explain_claim(game, 1)
    assert answer.allowed and answer.kind == "provable"
    assert answer.completion_formation == "flush (12)"  # 1g 2g 9g beats a run 1-2-3 (6)
    assert answer.reason.endswith(
        "which does not beat Ann's three of a kind (27): the claim is proven"
    )


def test_point12_an_exact_tie_in_a_proof_favours_the_claimer() -> None:
    """Point 12: Ann's 7-8-9 purple faces an empty side; Ben could at best make another
    7-8-9 colour-run, a tie, and Ann's side would have been complete first."""
    game, _ = _runs_round({}, upto=3)
    answer = schotten.explain_claim(game, 9)
    assert answer.allowed and answer.completion_formation == "colour-run 7-8-9 (24)"
    assert answer.completion is not None and power([card_id(c) for c in answer.completion]) == (
        4,
        24,
    )


def test_point13_an_exhausted_opponent_can_never_complete() -> None:
    """Point 13: with no card in the opponent's hand and an empty deck, the claim holds even
    where a card off the table (in the claimer's hand) would beat it."""
    own = [card_id(c) for c in ("9r", "9o", "9y")]
    theirs = [card_id(c) for c in ("1g", "2g")]
    free = [True] * 54
    for card in (*own, *theirs):
        free[card] = False
    assert not verdict(own, 4, theirs, None, free, exhausted=False).holds
    exhausted = verdict(own, 4, theirs, None, free, exhausted=True)
    assert exhausted.holds and exhausted.why == "exhausted"


def test_point14_the_rulebook_claim_example_is_won_by_the_formation() -> None:
    """Point 14 (rule 6.4): three fives (15) against green 7, purple 4, blue 3 (a sum of 14):
    the ordinary claim is won by three of a kind outranking a sum."""
    game = played(
        deal_for(["5g", "5r", "9y", "5b"], ["7g", "4p", "3b"]),
        "5g@1, 7g@1, 5r@1, 4p@1, 9y@2, 3b@1, 5b@1",
    )
    answer = schotten.explain_claim(game, 1)
    assert answer.allowed and answer.kind == "ordinary"
    assert (answer.own_formation, answer.their_formation) == ("three of a kind (15)", "sum (14)")
    assert answer.reason == "on stone 1, Ann's three of a kind (15) beats Ben's sum (14)"
    game.play("claim 1")
    assert game.owners[0] == 0


def test_point15_a_claimed_stone_is_closed_to_both_players() -> None:
    """Point 15: once Ann owns stone 9 nobody may add a card there, and its cards stay on the
    table (not available to later proofs)."""
    game, _ = _runs_round({3: 9}, upto=4)
    assert game.current_player == 1 and game.owners[8] == 0
    assert all(m.stone != 9 for m in game.legal_moves())
    with pytest.raises(schotten.IllegalMoveError, match="stone 9 is claimed by Ann"):
        game.play(f"{game.hands[1][0]}@9")
    game.play(f"{game.hands[1][0]}@6")
    with pytest.raises(schotten.IllegalMoveError, match="stone 9 is claimed by Ann"):
        game.play("8b@9")
    assert {"7p", "8p", "9p"}.isdisjoint(game.off_table)


def test_point16_the_round_ends_at_the_winning_claim() -> None:
    """Point 16: the claim that makes three adjacent stones ends the round there: no draw,
    no further claim."""
    game, _ = _runs_round({3: 9, 6: 8}, upto=12)
    hand, deck = game.hand_sizes, len(game.deck_left)
    assert [str(m) for m in game.legal_moves()] == ["claim 1", "claim 7", "end"]
    game.play("claim 7")
    assert game.is_over and game.current_player is None and game.legal_moves() == []
    assert game.hand_sizes == hand and len(game.deck_left) == deck
    with pytest.raises(schotten.IllegalMoveError, match="the round is over"):
        game.play("claim 1")


@pytest.mark.parametrize("variant", ["base", "expert"])
def test_point17_every_round_ends_with_a_winner(variant: str) -> None:
    """Point 17: base and Expert rounds always end with a winner (random rounds, every
    claim made as soon as it is legal so nobody stalls)."""
    import random

    reasons = set()
    for seed in range(40):
        game = schotten.Game.new(seed=seed, variant=variant)  # type: ignore[arg-type]
        rng = random.Random(seed)
        while not game.is_over:
            moves = game.legal_moves()
            claims = [m for m in moves if m.kind == "claim"]
            game.play(claims[0] if claims else rng.choice(moves))
            assert game.ply < 400
        outcome = game.outcome
        assert outcome is not None and outcome.winner in (0, 1)
        held = [s for s, o in enumerate(outcome.stones) if o == outcome.winner]
        if outcome.reason == "five-stones":
            assert len(held) >= 5
        else:
            assert any(s + 1 in held and s + 2 in held for s in held)
        reasons.add(outcome.reason)
    assert reasons == {"three-adjacent", "five-stones"}


def test_point18_expert_claims_come_at_the_start_of_the_own_turn() -> None:
    """Point 18: in the Expert variant Ann's finished purple run cannot be claimed right
    after her play; at the start of her next turn it can, before she plays."""
    game = deal_for(ANN, BEN, variant="expert")
    assert [m for m in game.legal_moves() if m.kind == "claim"] == []  # empty first window
    played(game, "7p@9", "1r@2", "8p@9", "2o@2", "9p@9")
    assert game.current_player == 1  # the play ended Ann's turn at once
    game.play("4y@2")
    assert game.legal_moves()[0] == schotten.Move.parse("claim 9")
    game.play("claim 9")
    assert game.current_player == 0 and game.owners[8] == 0
    game.play("7b@8")
    assert game.current_player == 1
    with pytest.raises(schotten.IllegalMoveError):
        game.play("end")


def test_point19_match_points_starters_and_a_drawn_match() -> None:
    """Point 19 (and point 3 across rounds): the round's winner scores 5, the loser one point
    per stone held; the starter alternates; equal points after the last round draw."""
    game, _ = _runs_round({3: 9, 6: 8, 9: 1, 12: 7})
    game.match = schotten.Match(1, 3, (0, 0))
    assert game.vp == (5, 0)
    second = game.next_round(seed=2)
    assert second is not None and second.match == schotten.Match(2, 3, (5, 0))
    assert second.current_player == 1 and second.first == 1
    assert second.record.to_dict()["match"] == {"round": 2, "rounds": 3, "vp_before": [5, 0]}
    last = schotten.Match(3, 3, (6, 9))
    outcome = schotten.Outcome(1, "five-stones", (1, 1, 0, 1, 1, None, 1, 0, None))
    assert last.vp_after(outcome.stones, 1) == (8, 14)  # Ann held 2 stones, Ben won
    assert last.next(outcome.stones, 1) is None
    assert schotten.match_winner((8, 14)) == 1 and schotten.match_winner((9, 9)) is None
    assert schotten.Game.new(seed=1).vp is None
    single, _ = _runs_round({3: 9, 6: 8, 9: 1, 12: 7})
    assert single.next_round() is None  # a lone round is a match of one round
