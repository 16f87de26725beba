"""Schotten Totten's hint: the best move for the player to move, from that player's
information only, through the core's search; headless through the core's Session; refused
with a sentence (and nothing changed) where no hint may be given; the same for twin rounds."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from clans_widget import schotten
from clans_widget.core.session import Session
from clans_widget.games.schotten.analysis import analyse, hint
from tests.refusals import unchanged
from tests.schotten_helpers import deal_for, played
from tests.twins import NoTwin, schotten_tactic_twin, schotten_twin

ANN = ["7r", "8r", "9r", "7o", "8o", "9o", "7y", "8y", "9y"]
BEN = ["1g", "2g", "1b", "2b", "1p", "2p", "4g", "3b", "5p"]
MOVES = (
    "7r@1, 1g@7, 8r@1, 2g@7, 9r@1, claim 1, 1b@8, 7o@2, 2b@8, 8o@2, 1p@9, 9o@2, claim 2, "
    "2p@9, 7y@3, 4g@7, 8y@3, 3b@8"
)


def three_stones_in_reach() -> schotten.Game:
    """Ann owns stones 1 and 2, holds 7y 8y on stone 3 and 9y in hand: 9y@3 completes the
    strongest colour-run there, and claiming stone 3 then wins the round."""
    return played(deal_for(ANN, BEN), MOVES)


def test_the_hint_keeps_a_sure_win_and_words_the_colour_run() -> None:
    game = three_stones_in_reach()
    answer = hint(game, iterations=400, seed=1)
    assert answer["player"] == 0 and answer["card"] in game.hands[0]
    win = answer["win"]
    assert 0.9 < win["low"] <= win["mean"] == 1.0 == win["high"]
    completing = next(e for e in analyse(game, iterations=400, seed=1) if e.move == "9y@3")
    assert completing.reason == "completes a colour-run on stone 3"
    assert completing.win.mean == 1.0


def test_the_hint_claims_the_stone_that_wins_the_round() -> None:
    game = played(three_stones_in_reach(), "9y@3")
    answer = hint(game, iterations=100, seed=2)
    assert answer["move"] == "claim 3"
    assert answer["reason"] == "claims stone 3 and wins the round"
    assert answer["win"]["mean"] == 1.0
    estimates = analyse(game, iterations=100, seed=2)
    assert [e.move for e in estimates] == ["claim 3", "end"]


def test_a_session_gives_the_hint_headless() -> None:
    game = three_stones_in_reach()
    session: Session[schotten.Game, schotten.Record] = Session(game.record, 0)
    answer = session.hint(iterations=400, seed=1)
    assert (answer["line"], answer["ply"], answer["player"]) == (0, game.ply, 0)
    assert answer == hint(game, line=0, iterations=400, seed=1)


@pytest.mark.parametrize(
    ("viewer", "at_end", "message"),
    [
        ("spectator", False, "a spectator only watches: this view asks for no hint"),
        (1, False, "no hint: it is Ann's turn, not yours"),
        (0, True, "no hint: the game is over: no more moves can be played"),
    ],
)
def test_a_session_refuses_a_hint_with_a_sentence_and_changes_nothing(
    viewer: object, at_end: bool, message: str
) -> None:
    game = played(three_stones_in_reach(), "9y@3, claim 3") if at_end else three_stones_in_reach()
    session: Session[schotten.Game, schotten.Record] = Session(game.record, viewer)  # type: ignore[arg-type]
    with (
        unchanged(lambda: (session.revision, session.line, session.ply, session.moves())),
        pytest.raises(ValueError, match=f"^{message}$"),
    ):
        session.hint(iterations=50, seed=1)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"seed": "7"}, "seed must be a whole number or None, not '7'"),
        ({"seed": 1.5}, "seed must be a whole number or None, not 1.5"),
        ({"seed": True}, "seed must be a whole number or None, not True"),
        ({"iterations": 0}, "iterations must be a whole number from 1 to 1,000,000"),
    ],
)
def test_a_wrong_seed_or_budget_is_refused_and_changes_nothing(
    kwargs: dict[str, object], message: str
) -> None:
    game = three_stones_in_reach()
    with unchanged(lambda: (game.ply, game.observe("all"))):
        with pytest.raises(ValueError, match=message):
            hint(game, **kwargs)  # type: ignore[arg-type]
        session: Session[schotten.Game, schotten.Record] = Session(game.record, "all")
        with pytest.raises(ValueError, match=message):
            session.hint(**kwargs)  # type: ignore[arg-type]


def test_an_analysis_for_the_rival_or_a_spectator_or_a_finished_round_is_refused() -> None:
    game = three_stones_in_reach()
    with pytest.raises(ValueError, match=r"^player 1 \(Ben\) cannot see the hand of player 0"):
        analyse(game, 1, iterations=10)
    with pytest.raises(ValueError, match=r"^a spectator cannot see the hand of player 0"):
        analyse(game, "spectator", iterations=10)
    over = played(three_stones_in_reach(), "9y@3, claim 3")
    with pytest.raises(ValueError, match=r"^the round is over: there is no move to analyse$"):
        hint(over, iterations=10)
    with pytest.raises(ValueError, match="needs a Schotten Totten round, not str"):
        hint("7r@1", iterations=10)  # type: ignore[arg-type]


def _hint_of(record: schotten.Record, iterations: int) -> dict[str, object] | None:
    game = record.game()
    if game.current_player != 0:
        return None
    return hint(game, iterations=iterations, seed=5)


def _same_hints(
    make: Callable[[int], tuple[schotten.Record, schotten.Record]], iterations: int, wanted: int
) -> None:
    """Twins of rounds ``make(seed)`` give player 0, to move at their end, the same hint."""
    made = 0
    for seed in range(40):
        try:
            record, twin = make(seed)
        except NoTwin:
            continue
        first = _hint_of(record, iterations)
        if first is None:
            continue
        assert first == _hint_of(twin, iterations), f"seed {seed}"
        made += 1
        if made == wanted:
            return
    pytest.fail("too few twins")


def test_twin_rounds_give_the_player_to_move_the_same_hint() -> None:
    _same_hints(lambda seed: schotten_twin(seed, 0, 12 + seed % 5), 40, 3)


def test_twin_tactic_rounds_give_the_player_to_move_the_same_hint() -> None:
    variants = ("tactic", "tactic-expert")
    _same_hints(lambda seed: schotten_tactic_twin(seed, 0, 9 + seed % 6, variants[seed % 2]), 12, 2)


def test_the_reason_names_the_rivals_formation_a_card_blocks() -> None:
    """6g lies on stone 5 already; Ben holds 7g 8g on stone 4: 9g is the last card that makes
    his colour-run, so playing it anywhere blocks it."""
    from clans_widget.games.schotten.analysis.reasons import move_reason

    game = played(deal_for(["6g", "1r", "9g"], ["7g", "8g"]), "6g@5, 7g@4, 1r@6, 8g@4")
    seen = game.observe(0)
    reason = move_reason(seen, schotten.Move.parse("9g@1"))
    assert reason.endswith("on stone 1; blocks the rival's colour-run on stone 4"), reason
    assert "blocks" not in move_reason(seen, game.legal_moves()[0])


def test_a_tactic_hint_weighs_plays_beside_a_joker_without_failing() -> None:
    """A side holding a Joker cannot be ranked like a clan-only side: the hint's search still
    weighs every move and names a legal one (it used to stop on 'JK is not a clan card')."""
    game = schotten.Game.new(4, variant="tactic")
    rng = random.Random(4)
    for _ in range(16):
        game.play(rng.choice(game.legal_moves()))
    assert any("JK" in side for pair in game.observe("all").sides for side in pair)
    answer = hint(game, line=0, ply=game.ply, iterations=5, seed=1)
    assert answer["move"] in {str(m) for m in game.legal_moves()}
