"""The Recruiter in two steps of its player (rule 12.4): ``REC CT`` draws, then ``return 7r JK``
puts back cards held now, drawn ones included. No legal move names a card still in a deck; a
record writes the two steps as one move, ``REC CT 7r JK``, as it always did."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from clans_widget import schotten
from clans_widget.core.session import Session
from clans_widget.games.schotten import bots
from clans_widget.games.schotten.analysis import hint
from clans_widget.games.schotten.bots import redeal
from clans_widget.games.schotten.tactic import RECRUITER
from tests.refusals import unchanged
from tests.schotten_helpers import played
from tests.test_schotten_tactic_rules import ORANGES, REDS, deal


def recruiting() -> schotten.Game:
    """Ann holds 2r-7r and the Recruiter; the clan deck's next card is 9g, the tactic
    deck's MUD."""
    game = deal(REDS, ORANGES, ["REC", "MUD"], deck=["8g", "9g"])
    return played(game, "1r@1, draw T, 1o@1, draw C")  # Ben draws 8g


def test_a_recruiter_may_return_a_card_it_just_drew() -> None:
    game = recruiting()
    game.play("REC CT")
    assert game.hands[0][-2:] == ("9g", "MUD") and game.current_player == 0
    assert game.returns_due == 2 and not game.claim_window
    legal = {str(m) for m in game.legal_moves()}
    assert legal == {f"return {a} {b}" for a in game.hands[0] for b in game.hands[0] if a != b}
    game.play("return 9g MUD")
    assert game.deck_left[-1] == "9g" and game.tactic_deck_left[-1] == "MUD"
    assert "9g" not in game.hands[0] and game.returns_due == 0
    assert game.written_moves[-1] == "REC CT 9g MUD"
    assert [m.kind for m in game.legal_moves()] == ["draw", "draw"]  # then the turn's draw


def test_the_recruiter_returns_all_of_a_hand_of_fewer_than_two() -> None:
    game = recruiting()
    game._hands[0] = [RECRUITER]  # a constructed end of round: only the Recruiter is left
    game._legal = None
    game.play("REC C")
    assert game.hands[0] == ("9g",) and game.returns_due == 1
    assert [str(m) for m in game.legal_moves()] == ["return 9g"]
    with (
        unchanged(lambda: game.observe("all")),
        pytest.raises(schotten.IllegalMoveError, match="returns 1 cards from Ann's hand"),
    ):
        game.play("return 9g 9g")
    game.play("return 9g")
    assert not game.hand_sizes[0] and game.deck_left[-1] == "9g"


def test_undo_takes_back_each_step_of_the_recruiter() -> None:
    game = recruiting()
    before = game.observe("all")
    game.play("REC CC")
    pending = (game.observe("all"), game.legal_moves())
    game.play("return 2r 9g")
    game.undo()
    assert (game.observe("all"), game.legal_moves()) == pending
    copy = game.copy()
    copy.play("return 3r 4r")
    assert game.returns_due == 2 and copy.returns_due == 0  # a copy is independent
    game.undo()
    assert game.observe("all") == before and game.returns_due == 0


def test_the_pending_return_is_public_but_the_cards_drawn_are_not() -> None:
    game = recruiting()
    game.play("REC CC")
    for viewer in (1, "spectator"):
        seen = game.observe(viewer)
        assert seen.returns_due == 2 and seen.hands[0] is None and seen.hand_sizes[0] == 8
        assert seen.moves[-1] == "REC CC" and "9g" in seen.unseen
    game.play("return 9g 2r")
    assert game.observe(1).moves[-1] == "return ? ?"
    assert game.observe(0).moves[-1] == "return 9g 2r"


def test_an_old_one_move_record_replays_in_two_steps_and_is_written_back_alike() -> None:
    game = recruiting()
    written = [*game.record.moves, "REC TC 2r MUD", "draw C", "2o@2"]
    data = {**game.record.to_dict(), "moves": written}
    again = schotten.Record.from_dict(data)
    replayed = again.game()
    assert [str(m) for m in replayed.moves[-4:-1]] == ["REC TC", "return 2r MUD", "draw C"]
    assert again.to_dict()["moves"] == written
    assert replayed.record.moves == tuple(written)
    stopped = {**data, "moves": [*game.record.moves, "REC TC"]}  # a round stopped between
    assert schotten.Record.from_dict(stopped).game().returns_due == 2


@pytest.mark.parametrize(
    ("moves", "message"),
    [
        (["REC C", "return 2r 3r"], "returns are written with its draws"),
        (["REC C 2r"], "the Recruiter returns 2 cards"),
        (["REC C", "draw C"], "first finishes the Recruiter"),
    ],
)
def test_a_record_with_a_wrong_recruiter_is_refused(moves: list[str], message: str) -> None:
    data = recruiting().record.to_dict()
    with pytest.raises(schotten.RecordError, match=message):
        schotten.Record.from_dict({**data, "moves": [*data["moves"], *moves]})


def _shuffled_decks(game: schotten.Game, rng: random.Random) -> schotten.Game:
    """``game`` with the cards still in each deck in another order (nobody drew them)."""
    twin = game.copy()
    for pile, taken in zip(twin._piles, twin._taken):
        rest = pile[taken:]
        rng.shuffle(rest)
        pile[taken:] = rest
    twin._legal = None
    return twin


def test_legal_moves_never_depend_on_the_order_of_the_undrawn_decks() -> None:
    """Random Tactic rounds: at every position the legal moves are those of twin decks; every
    round ends; its record, Recruiters written as one move, replays the same steps."""
    rng = random.Random(53)
    recruiters = 0
    for seed in range(40):
        variant = ("tactic", "tactic-expert")[seed % 2]
        game = schotten.Game.new(seed, variant=variant)  # type: ignore[arg-type]
        while not game.is_over:
            assert game.ply < 400, "a round never ended"
            legal = game.legal_moves()
            assert _shuffled_decks(game, rng).legal_moves() == legal
            move = rng.choice(legal)
            recruiters += move.kind == "REC"
            game.play(move)
        record = schotten.Record.from_json(game.record.to_json())
        assert not any(m.startswith("return") for m in record.moves)
        assert record.game().moves == game.moves
    assert recruiters >= 10


@pytest.mark.parametrize("name", ["random", "greedy", "search:20", "expert:20"])
def test_every_bot_finishes_a_recruiter_from_its_seat_with_a_legal_return(name: str) -> None:
    """The bots choose from the round dealt again for their player: with a return pending,
    the drawn cards are real there (the player saw them) and the move is legal here."""
    game = recruiting()
    game.play("REC CC")
    bot = bots.make_bot(name, seed=3)
    move = bot.choose(bots.seat(game, 0))
    assert move in game.legal_moves() and move.kind == "return"
    if name == "greedy":
        assert str(move) == "return 2r 3r"  # the weakest clan cards held


@pytest.mark.parametrize("viewer", [0, 1, "spectator"])
def test_a_pending_return_is_dealt_again_and_hinted_from_what_the_viewer_saw(viewer: Any) -> None:
    game = recruiting()
    game.play("REC CT")
    again = redeal.deal_again(game, viewer).game()
    assert again.observe(viewer) == game.observe(viewer) and again.returns_due == 2
    if viewer == 0:  # the search weighs the returns in worlds dealt from Ann's information
        answer = hint(game, line=0, ply=game.ply, iterations=20, seed=1)
        assert answer["move"] in {str(m) for m in game.legal_moves()}


def test_a_session_maps_a_commented_recruiter_and_a_variation_of_its_returns_both_ways() -> None:
    """A record's one-move Recruiter is two steps in a session (the comment on the draws); a
    variation putting back other cards branches at the return step and is written as one
    move again, with its draws."""
    game = recruiting()
    moves = [*game.record.moves, "REC CT 9g MUD", "draw C"]
    comments = [""] * (len(moves) - 2) + ["puts the drawn 9g back", ""]
    record = replace(game.record, moves=tuple(moves), comments=tuple(comments))
    session: Session[schotten.Game, schotten.Record] = Session(record, replay=True)
    steps = session.moves()
    rec = steps.index("REC CT")
    assert steps[rec + 1] == "return 9g MUD"
    assert session.comments()[rec : rec + 2] == ["puts the drawn 9g back", ""]
    session.goto(0, rec + 1)
    session.play("return 2r 3r")
    saved = session.record
    assert saved.moves == record.moves and saved.comments == record.comments
    assert [(v.ply, v.moves) for v in saved.variations] == [(rec, ("REC CT 2r 3r",))]
    again: Session[schotten.Game, schotten.Record] = Session(
        schotten.Record.from_json(saved.to_json()), replay=True
    )
    assert again.moves(1) == [*steps[: rec + 1], "return 2r 3r"]
    assert again.lines[1].ply == rec + 1
