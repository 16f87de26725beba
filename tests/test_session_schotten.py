"""The game-agnostic Session, headless on a Schotten Totten round: playing, taking back,
variations (branch, goto, promote, delete, back to the main line), who may do what for each
viewer, and bots, through the core's protocol only."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from clans_widget import schotten
from clans_widget.core.permissions import SPECTATOR_ONLY_STEPS
from clans_widget.core.registry import game_for, game_of
from clans_widget.core.session import Session
from tests.twins import NoTwin, schotten_twin


def played(seed: int, steps: int, variant: str = "base") -> schotten.Game:
    """A round of ``seed`` after ``steps`` random steps."""
    game = schotten.Game.new(seed, variant=variant)  # type: ignore[arg-type]
    rng = random.Random(seed)
    while game.ply < steps and not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game


def other_move(session: Session[Any, Any]) -> str:
    """A legal move at the position shown other than the one the line goes on with."""
    moves = session.moves()
    taken = moves[session.ply] if session.ply < len(moves) else None
    return next(str(m) for m in session.position().legal_moves() if str(m) != taken)


class FirstCard:
    """A bot that plays the first card of its hand on the first stone open to it, closes a
    claim window it opened, and passes with an empty hand. Like Schotten Totten's own bots it
    gets a position (the round as its player may know it: the session deals the hidden cards
    again) and reads its player's observation of it."""

    def choose(self, position: schotten.Game) -> str:
        me = position.current_player
        assert me is not None
        seen = position.observe(me)
        assert seen.hands[me] is not None
        if seen.claim_window and seen.variant == "base" and seen.movers[-1:] == (me,):
            return "end"
        hand = seen.hands[me]
        assert hand is not None
        for stone, sides in enumerate(seen.sides, 1):
            if seen.owners[stone - 1] is None and len(sides[me]) < 3 and hand:
                return f"{hand[0]}@{stone}"
        return "pass"


def test_the_registry_gives_the_session_its_game() -> None:
    record = played(1, 5).record
    assert game_of(record) is game_for("schotten-totten")
    session: Session[schotten.Game, schotten.Record] = Session(record)
    assert session.definition is game_for("schotten-totten")
    assert session.players == 2 and session.names == ("Player 1", "Player 2")


def test_play_and_undo_follow_the_game_and_its_record() -> None:
    game = played(2, 0)
    session: Session[schotten.Game, schotten.Record] = Session(game.record)
    rng = random.Random(2)
    while session.ply < 30:
        move = rng.choice(session.position().legal_moves())
        assert session.play(move) == move
        game.play(move)
    assert session.moves() == [str(m) for m in game.moves]
    assert session.record == game.record
    assert session.record.to_json() == game.record.to_json()
    taken = session.undo()
    assert taken == game.undo() and session.record == game.record
    assert session.game().observe("all") == game.observe("all")
    with pytest.raises(schotten.IllegalMoveError):
        session.play("claim 9")
    assert session.record == game.record, "a refused move changes nothing"


def test_a_record_with_claim_windows_replays_with_its_end_steps() -> None:
    game = played(3, 200)
    assert game.is_over and "end" in [str(m) for m in game.moves]
    session: Session[schotten.Game, schotten.Record] = Session(game.record, replay=True)
    assert session.moves() == [str(m) for m in game.moves]
    session.goto(0, session.length())
    assert session.position().observe("all") == game.observe("all")
    assert session.record == game.record and session.record.result == game.outcome


def test_variations_branch_promote_delete_and_go_back_to_the_main_line() -> None:
    record = played(4, 12).record
    session: Session[schotten.Game, schotten.Record] = Session(record, replay=True)
    main = session.moves(0)
    session.goto(0, 5)
    move = other_move(session)
    session.play(move)
    assert (session.line, session.ply) == (1, 6)
    assert session.moves(1) == [*main[:5], move] and session.moves(0) == main
    assert [b.id for b in session.branches(0, 5)] == [1]
    session.play(str(session.position().legal_moves()[0]))
    assert session.length(1) == 7
    session.main_line()
    assert (session.line, session.ply) == (0, 5)

    session.promote(1)
    assert session.moves(0)[:6] == [*main[:5], move] and session.moves(1) == main
    assert session.record.moves != record.moves and session.record.result is None
    session.promote(1)
    assert session.moves(0) == main, "promoted back"
    saved = session.record  # the record's main line, and the variation now kept with it
    assert replace(saved, variations=()) == record and len(saved.variations) == 1
    assert saved.line_moves(1) == tuple(m for m in session.moves(1) if m != "end")

    session.delete(1)
    assert list(session.lines) == [0] and session.record == record
    with pytest.raises(ValueError, match="there is no line 1"):
        session.delete(1)
    with pytest.raises(ValueError, match="main line, not a variation"):
        session.promote(0)


def test_the_recorded_moves_stay_as_they_are_in_a_replay() -> None:
    session: Session[schotten.Game, schotten.Record] = Session(played(5, 8).record, replay=True)
    session.goto(0, session.length())
    assert session.undo_refusal() == (
        "the recorded moves stay as they are: play another move to try a variation"
    )
    with pytest.raises(ValueError, match="recorded moves stay"):
        session.undo()
    session.play(str(session.position().legal_moves()[0]))
    assert session.line == 1, "a move at the end of a replay starts a variation"


def test_check_named_reads_the_first_move_as_the_viewer_sees_it() -> None:
    session: Session[schotten.Game, schotten.Record] = Session(played(6, 6).record, replay=True)
    session.goto(0, 2)
    move = other_move(session)
    session.play(move)
    session.check_named(1, 2, move, 0)
    with pytest.raises(ValueError, match="not the variation that request was meant for"):
        session.check_named(1, 2, "pass", 0)


def _turns(session: Session[Any, Any], player: int) -> int:
    """The last position before the main line's end where ``player`` is to move."""
    ply = session.length() - 1
    while session.position(0, ply).current_player != player:
        ply -= 1
    return ply


def test_a_player_plays_their_own_turns_and_takes_back_only_their_own_moves() -> None:
    record = played(7, 16).record
    game = record.game()
    for viewer in (0, 1):
        session: Session[schotten.Game, schotten.Record] = Session(record, viewer)
        turn = game.current_player
        assert turn is not None
        if viewer == turn:
            assert session.play_refusal() is None
        else:
            assert session.play_refusal() == f"it is {game.names[turn]}'s turn, not yours"
        last = game.movers[-1]
        if viewer == last:
            assert session.undo_refusal() is None
            session.undo()
            assert session.game().movers[-1:] != (viewer,) or session.ply == 0
        else:
            assert session.undo_refusal() == (
                f"only your own moves can be taken back, and that one was {game.names[last]}'s"
            )
            with pytest.raises(ValueError):
                session.promote(99)


def test_a_spectator_only_steps() -> None:
    session: Session[schotten.Game, schotten.Record] = Session(played(8, 10).record, "spectator")
    assert session.play_refusal() == SPECTATOR_ONLY_STEPS
    assert session.undo_refusal() == SPECTATOR_ONLY_STEPS
    assert session.hint_refusal() == "a spectator only watches: this view asks for no hint"
    session.goto(0, 3)
    assert session.edit_refusal() == "only a player or the teacher can change the variations"


def test_a_player_deletes_and_promotes_only_moves_they_could_take_back() -> None:
    record = played(9, 10).record
    # a live game for player p: a variation holding the other player's moves
    live: Session[schotten.Game, schotten.Record] = Session(record, 0)
    live.goto(0, _turns(live, 0))
    start = live.ply
    live.play(other_move(live))
    assert live.line == 1
    assert live.delete_refusal(1) is None, "player 0 played every move of it"
    assert live.undo_refusal() is None
    assert live._undo_floor(1) == start
    live.main_line()
    assert live.delete_refusal(1) is None and live.promote_refusal(1) is not None, (
        "promoting would demote moves of player 1 that player 0 cannot take back"
    )
    live.delete(1)
    assert list(live.lines) == [0] and live.record == record


def test_bots_play_their_turns_and_a_take_back_goes_back_over_them() -> None:
    record = schotten.Game.new(10).record
    session: Session[schotten.Game, schotten.Record] = Session(record, 0, {1: FirstCard()})
    for _ in range(6):
        while session.bot_to_move() is None:
            session.play(session.position().legal_moves()[0])
        while session.bot_to_move() is not None:
            session.play_bot()
    game = session.game()
    assert set(game.movers) == {0, 1} and game.current_player == 0
    assert session.undo_refusal() is None
    session.undo()
    assert session.game().current_player == 0 and session.game().movers[-1] == 1
    assert session.game().ply < game.ply


def _bot_in_a_variation(record: schotten.Record) -> Session[schotten.Game, schotten.Record]:
    """A replay of ``record`` for player 0, with a variation where player 2's bot answers."""
    session: Session[schotten.Game, schotten.Record] = Session(
        record, 0, {1: FirstCard()}, replay=True
    )
    session.goto(0, _turns(session, 0))
    session.play(other_move(session))
    while session.bot_to_move() is None and session.position().current_player == 0:
        session.play(str(session.position().legal_moves()[0]))
    assert session.bot_to_move() == 1
    return session


def test_a_bot_in_a_variation_plays_from_cards_dealt_again_for_the_viewer() -> None:
    """In a variation on player 0's board, the bot answers from a hand dealt again from the
    cards player 0 cannot see (its real hand would tell them): the variation holds the deal,
    and every position player 0 saw before it looks the same in it."""
    session = _bot_in_a_variation(played(11, 10).record)
    session.play_bot()
    assert session.redealt()
    deal = session.deal(session.line)
    assert deal is not None
    real = session.position(0, deal.ply)
    assert deal.before(deal.ply).observe(0) == real.observe(0)
    for ply in range(deal.ply + 1):
        assert deal.before(ply).observe(0) == session.position(0, ply).observe(0)


def test_the_bots_answer_in_a_variation_is_the_same_in_a_twin_deal() -> None:
    """Two rounds that differ only in cards player 0 never saw: the bot's answer in the same
    variation is the same (it cannot tell player 0 which round this is)."""
    made = 0
    for seed in range(11, 19):
        try:
            record, other = schotten_twin(seed, 0, 10)
        except NoTwin:
            continue
        answers = []
        for each in (record, other):
            session = _bot_in_a_variation(each)
            session.play_bot()
            answers.append((session.moves(), session.position().observe(0)))
        assert answers[0] == answers[1], f"seed {seed}"
        made += 1
    assert made >= 4


def test_a_tactic_round_is_dealt_again_for_the_bot_in_a_variation() -> None:
    """A Tactic round is dealt again too (``bots/tactic_redeal.py``): the bot answers in the
    variation from a hand dealt again, and player 0 sees every position as before."""
    session = _bot_in_a_variation(played(11, 10, "tactic").record)
    session.play_bot()
    deal = session.deal(session.line)
    assert session.redealt() and deal is not None
    for ply in range(deal.ply + 1):
        assert deal.before(ply).observe(0) == session.position(0, ply).observe(0)


def test_hot_seat_covers_the_hand_of_the_player_to_move() -> None:
    session: Session[schotten.Game, schotten.Record] = Session(schotten.Game.new(12).record, "turn")
    assert session.covered and session.play_refusal() == (
        "Player 1's hand is still covered: Player 1 shows it first, then plays"
    )
    session.reveal()
    assert not session.covered and session.play_refusal() is None
    session.play(session.position().legal_moves()[0])
    if session.position().current_player == 1:
        assert session.covered


def test_the_games_own_bots_play_a_whole_round_in_a_session() -> None:
    """Schotten Totten's greedy and search bots, made by the definition's ``bots`` slot, play
    every turn of a round in a session: each from the round as its player may know it."""
    bots = game_for("schotten-totten").bots
    record = schotten.Game.new(21).record
    session: Session[schotten.Game, schotten.Record] = Session(
        record, "spectator", {0: bots.make_bot("greedy", 1), 1: bots.make_bot("search:30", 2)}
    )
    while session.bot_to_move() is not None:
        session.play_bot()
    assert session.game().is_over and set(session.game().movers) == {0, 1}


def test_a_bot_never_reads_the_cards_its_player_cannot_see() -> None:
    """Two rounds that differ only in cards player 1 never saw (player 0's hand, the deck):
    player 1's search bot answers the same in both, on the main line of a live game."""
    bots = game_for("schotten-totten").bots
    cut = next(c for c in range(14, 40) if schotten_twin(23, 1, c)[0].game().current_player == 1)
    answers = []
    for record in schotten_twin(23, 1, cut):
        session: Session[schotten.Game, schotten.Record] = Session(
            record, 0, {1: bots.make_bot("search:40", 5)}
        )
        assert session.bot_to_move() == 1
        session.play_bot()
        answers.append(session.moves()[-1])
    assert answers[0] == answers[1]
