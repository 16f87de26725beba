"""Hand-worked rounds of Schotten Totten's Tactic variant, one or more per settled point of
SCHOTTEN-RULES.md about it (section 15, points 20-28) and per part of section 12: the
deal, the written draw, each tactic card, the stalemate, and the records of 13.2-14."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from clans_widget import schotten
from tests.refusals import unchanged
from tests.schotten_helpers import played
from tests.schotten_oracle import ALL

ORDER = ["JK", "SPY", "SHB", "BMB", "MUD", "REC", "STR", "BAN", "TRA", "JK"]
REDS = ["1r", "2r", "3r", "4r", "5r", "6r", "7r"]
ORANGES = ["1o", "2o", "3o", "4o", "5o", "6o", "7o"]


def deal(
    ann: Sequence[str],
    ben: Sequence[str],
    tactics: Sequence[str] = (),
    deck: Sequence[str] = (),
    variant: str = "tactic",
) -> schotten.Game:
    """Ann (player 0) and Ben start with these 7 clan cards; the tactic deck starts with
    ``tactics`` (the rest in ``ORDER``), the clan deck with ``deck`` (the rest canonical)."""
    rest = list(ORDER)
    for card in tactics:
        rest.remove(card)
    used = {*ann, *ben, *deck}
    clan = [*deck, *(c for c in ALL if c not in used)]
    return schotten.Game.from_setup(
        clan,
        [list(ann), list(ben)],
        variant=variant,  # type: ignore[arg-type]
        names=("Ann", "Ben"),
        tactic_deck=[*tactics, *rest],
    )


def refused(game: schotten.Game, move: str, message: str) -> None:
    with (
        unchanged(lambda: game.observe("all")),
        pytest.raises(schotten.IllegalMoveError, match=message),
    ):
        game.play(move)


def test_12_1_seven_clan_cards_each_and_a_shuffled_tactic_deck() -> None:
    game = schotten.Game.new(seed=4, variant="tactic")
    assert game.hand_sizes == (7, 7) and len(game.deck_left) == 40
    assert sorted(game.tactic_deck_left) == sorted(ORDER)
    assert all(c in ALL for hand in game.hands for c in hand)
    assert game.record.to_dict()["setup"]["tactic_deck"] == list(game.tactic_deck_left)
    other = schotten.Game.new(seed=5, variant="tactic")
    assert other.tactic_deck_left != game.tactic_deck_left or other.hands != game.hands


def test_12_2_the_draw_is_written_one_card_from_the_deck_chosen() -> None:
    game = played(deal(REDS, ORANGES), "1r@1")
    assert [str(m) for m in game.legal_moves()] == ["draw C", "draw T"]
    refused(game, "2r@2", "Ann has played this turn already: only claims and the draw remain")
    played(game, "draw T")
    assert "JK" in game.hands[0] and game.hand_sizes == (7, 7)
    assert game.current_player == 1 and len(game.tactic_deck_left) == 9
    refused(game, "draw C", "the draw comes at the end of the turn")


def test_point_20_the_tactic_count_limit_counts_every_tactic_card_played() -> None:
    game = deal(REDS, ORANGES, ["BMB", "MUD", "BAN", "SPY"])
    played(game, "1r@1, draw T, 1o@1, draw T, BMB@2, draw T, 2o@1, draw C")
    assert game.tactics_played == (1, 0) and "BAN" in game.hands[0]
    assert not any(m.kind == "BAN" for m in game.legal_moves())
    refused(game, "BAN 2o@1", "Ann has played 1 tactic cards and the opponent 0")
    played(game, "2r@1, draw C, MUD@3, draw T")
    assert game.tactics_played == (1, 1)
    played(game, "BAN 2o@1, draw C")  # even: Ann may lead by one again
    assert game.discard == ("BAN", "2o") and game.tactics_played == (2, 1)
    played(game, "SPY@4, draw C")  # the discarded Banshee still counts for Ann
    assert game.tactics_played == (2, 2)


def test_point_21_one_joker_a_round_the_other_stays_in_hand() -> None:
    game = deal(REDS, ORANGES, ["JK", "SPY", "JK"])
    played(game, "1r@1, draw T, 1o@1, draw T, JK@2, draw T, SPY@2, draw C")
    assert game.tactics_played == (1, 1) and game.jokers_played == (1, 0)
    assert "JK" in game.hands[0]
    assert not any(str(m).startswith("JK@") for m in game.legal_moves())
    refused(game, "JK@3", "Ann has played a Joker this round already: one per round")
    played(game, "2r@1, draw C")
    assert "JK" in game.hands[0] and game.hand_sizes[0] == 7


def _values_round() -> schotten.Game:
    # Ann: 8r 9r and a Joker on stone 1; Ben: 1o 2y there (his best finish: a run 1-2-3)
    ann = ["8r", "9r", "2g", "3g", "4g", "5g", "6g"]
    ben = ["1o", "2y", "4b", "5b", "6b", "7b", "8b"]
    return played(deal(ann, ben, ["JK", "SPY"]), "8r@1, draw T, 1o@1, draw T, 9r@1, draw C")


def test_point_22_a_claim_fixes_elite_troops_at_their_owners_best() -> None:
    game = played(_values_round(), "2y@1, draw C, JK@1")
    answer = schotten.explain_claim(game, 1)
    assert answer.allowed and answer.own == ("8r", "9r", "JK=7r")
    assert answer.own_formation == "colour-run 7-8-9 (24)"
    played(game, "claim 1")
    assert game.values(1, 0) == ("8r", "9r", "7r") and game.values(1, 1) is None


def test_point_22_the_claimer_may_state_his_own_values() -> None:
    game = played(_values_round(), "2y@1, draw C, JK@1")
    refused(game, "claim 1 JK=8o", "with the values stated, Ann's side of stone 1 no longer")
    refused(game, "claim 1 SPY=7o", "only for the claimer's own elite troops")
    refused(game, "claim 1 JK=10o", "is not a clan card")
    refused(game, "claim 1 SPY=6o", "SPY takes a strength from 7 to 7")
    played(game, "claim 1 JK=7o")  # a run 7-8-9 still beats Ben's best, a run 1-2-3
    assert game.values(1, 0) == ("8r", "9r", "7o")
    assert game.record.moves[-1] == "claim 1 JK=7o"
    assert schotten.Record.from_json(game.record.to_json()).game().values(1, 0) == game.values(1, 0)


def test_point_22_the_opponents_elite_troops_take_their_owners_best() -> None:
    game = played(_values_round(), "SPY@1, draw C, JK@1")  # Ben: 1o SPY, Ann complete
    played(game, "claim 1")  # Ben's best: 1o 7x + any card, no better than a run 1-2-3
    theirs = game.values(1, 1)
    assert theirs is not None and theirs[0] == "1o" and theirs[1][0] == "7"


def _proof_round() -> schotten.Game:
    # Ann: 9r 9o 9y on stone 1 (three of a kind); Ben: 6b 8b there, 7b on stone 2
    ann = ["9r", "9o", "9y", "1g", "2g", "3g", "4g"]
    ben = ["7b", "6b", "8b", "1p", "2p", "3p", "4p"]
    game = deal(ann, ben, ["SPY", "JK", "JK"])
    return played(
        game, "9r@1, draw T, 7b@2, draw T, 9o@1, draw T, 6b@1, draw C, 1g@3, draw C, 8b@1"
    )


def test_point_23_unplayed_elite_troops_count_in_a_proof() -> None:
    game = played(_proof_round(), "draw C, 9y@1")
    answer = schotten.explain_claim(game, 1)
    assert not answer.holds and answer.completion is not None
    assert answer.completion[2] in ("JK=7b", "SPY=7b")  # 6b 7b 8b: a colour-run
    assert answer.completion_formation == "colour-run 6-7-8 (21)"
    assert "could still become colour-run 6-7-8 (21)" in answer.reason
    played(game, "draw C, JK@4, draw C")  # Ben has played his Joker: the other is not his
    assert schotten.explain_claim(game, 1).completion[2] == "SPY=7b"  # type: ignore[index]
    played(game, "SPY@5")  # the Spy is played: no elite troop is left to make 7b
    answer = schotten.explain_claim(game, 1)
    assert answer.allowed and answer.completion_formation == "flush (23)"
    # 7b lies on Ben's side of stone 2: a Traitor or Strategist could move it, but the
    # proof never moves table cards
    assert game.side(2, 1) == ("7b",)
    played(game, "claim 1")
    assert game.owners[0] == 0


def test_point_24_mud_and_blind_mans_bluff_share_a_stone_and_cannot_move() -> None:
    ann = ["1r", "2r", "3r", "4r", "5y", "6y", "7y"]
    ben = ["9o", "8o", "2y", "1b", "5b", "6b", "7b"]
    game = deal(ann, ben, ["MUD", "BMB", "BAN"])
    played(game, "1r@1, draw T, 9o@1, draw T, MUD@1, draw T, BMB@1, draw C")
    assert game.modes(1) == ("MUD", "BMB") and game.capacity(1) == 4
    assert not any(m.card in (58, 57) for m in game.legal_moves() if m.kind != "play")
    refused(game, "BAN MUD@1", "has no such effect now")
    played(game, "2r@1, draw C, 8o@1, draw C, 3r@1, draw C, 2y@1, draw C")
    assert game.completed_at(1, 0) is None  # three cards are not complete under Mud Fight
    played(game, "4r@1, draw C, 1b@1")
    answer = schotten.explain_claim(game, 1, 1)
    # a colour-run 1-2-3-4 against nothing, but Blind-Man's Bluff counts totals only
    assert answer.allowed and answer.own_formation == "total (20)"
    assert answer.their_formation == "total (10)"
    played(game, "claim 1")
    assert game.owners[0] == 1


def test_mud_fight_ranks_four_card_formations() -> None:
    from clans_widget.games.schotten.cards import card_id
    from clans_widget.games.schotten.formations import describe

    def named(codes: str) -> str:
        return describe([card_id(c) for c in codes.split()])

    assert named("3g 4g 5g 6g") == "colour-run 3-4-5-6 (18)"
    assert named("6r 6o 6p 6g") == "four of a kind (24)"
    assert named("1b 5b 9b 2b") == "flush (17)"
    assert named("2r 4o 3b 5b") == "run 2-3-4-5 (14)"
    assert named("9r 1o 2y 3y") == "sum (15)"


def test_point_25_a_pass_is_allowed_when_no_clan_card_can_be_placed() -> None:
    game = deal(REDS, ORANGES)
    for i in range(1, 8):
        played(game, f"{i}r@{i}, draw T, {i}o@{i}, draw C")
    assert all(c not in ALL for c in game.hands[0]) and game.hand_sizes[0] == 7
    legal = [str(m) for m in game.legal_moves()]
    assert "pass" in legal and "JK@8" in legal  # a tactic card could be played instead
    played(game, "pass")
    assert game.current_player == 1 and game.hand_sizes[0] == 7  # a full hand: no draw
    refused(game, "pass", "Ben must play a card: passing is allowed only when no clan card")


def test_point_26_a_ruse_needs_an_effect_and_traitor_may_keep_the_stone() -> None:
    game = deal(REDS, ORANGES, ["TRA", "STR"])
    played(game, "1r@1, draw T, 1o@1, draw T, TRA 1o@1>1, draw C")
    assert game.side(1, 0) == ("1r", "1o") and game.side(1, 1) == ()
    assert "STR" in game.hands[1] and not any(m.kind == "STR" for m in game.legal_moves())
    refused(game, "STR 1o@1>2", "has no such effect now")
    played(game, "2o@3, draw C, 2r@2, draw C")
    assert any(m.kind == "STR" for m in game.legal_moves())
    played(game, "STR 2o@3>x, draw C")
    assert game.discard == ("TRA", "STR", "2o") and game.side(3, 1) == ()


def test_traitor_takes_no_elite_troop() -> None:
    game = deal(REDS, ORANGES, ["SPY", "TRA"])
    played(game, "1r@1, draw T, 1o@1, draw T, SPY@2, draw C")
    refused(game, "TRA SPY@2>1", "has no such effect now")
    played(game, "TRA 1r@1>1")
    assert game.side(1, 1) == ("1o", "1r")


def test_point_27_losing_a_card_erases_the_completion_moment() -> None:
    game = deal(REDS, ORANGES, ["BAN"])
    played(game, "1r@1, draw C, 1o@2, draw T, 2r@1, draw C, 2o@2, draw C, 3r@1")
    first = game.completed_at(1, 0)
    assert first is not None
    played(game, "draw C, BAN 2r@1, draw C")
    assert game.side(1, 0) == ("1r", "3r") and game.completed_at(1, 0) is None
    assert game.discard == ("BAN", "2r") and "2r" not in game.off_table
    played(game, "4r@1")
    later = game.completed_at(1, 0)
    assert later is not None and later > first


def test_strategist_moves_a_card_and_the_moved_side_completes_at_that_moment() -> None:
    game = deal(REDS, ORANGES, ["STR"])
    played(game, "1r@1, draw T, 1o@1, draw C, 2r@2, draw C, 2o@1, draw C, 3r@2, draw C")
    played(game, "3o@2, draw C")
    assert game.completed_at(2, 0) is None
    played(game, "STR 1r@1>2")
    assert game.side(2, 0) == ("2r", "3r", "1r") and game.completed_at(2, 0) == game.ply - 1
    assert schotten.explain_claim(game, 2).own_formation == "colour-run 1-2-3 (6)"


def test_recruiter_draws_then_returns_two_cards_under_their_decks() -> None:
    game = deal(REDS, ORANGES, ["REC", "MUD"], deck=["9g"])
    played(game, "1r@1, draw T, 1o@1, draw C")  # Ben draws 9g
    bottom = game.deck_left[-1]
    played(game, "REC TC 2r MUD")  # the letters in the order drawn: tactic, then clan
    assert [str(m) for m in game.moves[-2:]] == ["REC TC", "return 2r MUD"]  # two steps
    assert game.written_moves[-1] == "REC TC 2r MUD"  # written as one move
    assert game.deck_left[-1] == "2r" and game.deck_left[-2] == bottom
    assert game.tactic_deck_left[-1] == "MUD"
    assert game.hand_sizes[0] == 6 and "2r" not in game.hands[0]
    assert game.discard == ("REC",) and game.tactics_played == (1, 0)
    assert game.observe(1).moves[-2:] == ("REC TC", "return ? ?")
    assert game.observe(0).moves[-1] == "return 2r MUD"
    played(game, "draw C")
    again = schotten.Record.from_json(game.record.to_json()).game()
    assert again.observe("all") == game.observe("all")
    undone = game.copy()
    for _ in range(3):
        undone.undo()
    assert undone.observe("all") == played(
        deal(REDS, ORANGES, ["REC", "MUD"], deck=["9g"]), "1r@1, draw T, 1o@1, draw C"
    ).observe("all")


def test_recruiter_cannot_return_cards_it_does_not_hold() -> None:
    game = played(deal(REDS, ORANGES, ["REC"]), "1r@1, draw T, 1o@1, draw C")
    refused(game, "REC C 9p 2r", "the Recruiter is played in two steps")
    game.play("REC C")
    refused(game, "return 9p 2r", "the Recruiter returns only cards Ann holds")
    refused(game, "return 2r", "the Recruiter returns 2 cards from Ann's hand")
    refused(game, "return 2r 2r", "each card once")
    refused(game, "draw C", "Ann first finishes the Recruiter")


def test_point_28_two_idle_turns_end_the_round_by_stalemate() -> None:
    reds = [f"{s}{c}" for c in "roy" for s in (7, 8, 9, 4, 5, 6, 1, 2, 3)]
    ben = [f"{s}{c}" for c in "gb" for s in (7, 8, 9, 4, 5, 6, 1, 2, 3)]
    ben += [f"{s}p" for s in (1, 2, 3, 4, 5, 6, 7, 8, 9)]  # stone 7: 1-2-3, stone 9: 7-8-9
    deck = [c for pair in zip(reds[7:], ben[7:]) for c in pair]
    game = deal(reds[:7], ben[:7], deck=deck)
    for turn in range(27):
        draw = "draw C" if turn < 20 else "draw T" if turn < 25 else ""
        stone = turn // 3 + 1
        for card in (reds[turn], ben[turn]):
            played(game, f"{card}@{stone}" + (f", {draw}" if draw else ""))
    assert game.deck_left == () and game.tactic_deck_left == ()
    assert all(len(game.side(s, p)) == 3 for s in range(1, 10) for p in (0, 1))
    played(game, "pass, pass")  # nobody plays, draws or claims...
    assert not game.is_over
    game.play("end")  # ... for two turns: the round ends
    assert game.outcome == schotten.Outcome(0, "stalemate", (0, 0, 0, 0, 0, 0, 0, 0, 1))
    assert game.vp == (5, 1)
    record = schotten.Record.from_json(game.record.to_json())
    assert record.result == game.outcome and record.game().is_over
    assert record.to_dict()["result"]["reason"] == "stalemate"


def test_a_drawn_stalemate_gives_each_a_point_per_stone() -> None:
    from clans_widget.games.schotten.match import Match

    assert Match(1, 3).vp_after((0, 1, None, None, None, None, None, None, None), None) == (1, 1)


def test_tactic_cards_belong_to_the_tactic_variants_only() -> None:
    game = schotten.Game.new(seed=3)
    refused(game, "JK@1", "tactic cards and written draws belong to the Tactic variants only")
    refused(game, "draw C", "belong to the Tactic variants only")


def test_tactic_expert_claims_first_then_plays_then_draws() -> None:
    game = deal(REDS, ORANGES, variant="tactic-expert")
    played(game, "1r@1, draw C, 1o@1, draw C")
    assert game.claim_window
    played(game, "2r@1")
    assert not game.claim_window and [str(m) for m in game.legal_moves()] == [
        "draw C",
        "draw T",
    ]
