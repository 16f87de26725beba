"""A Schotten Totten bot chooses from its seat (the round dealt again from what its player
knows): every move it may choose there must be legal in the real round, a Recruiter's too (it
draws first, then returns cards held, drawn ones included)."""

from __future__ import annotations

import random

from clans_widget import GameBoard, schotten
from clans_widget.games.schotten.bots import seat
from clans_widget.games.schotten.moves import REC


def test_every_move_a_tactic_seat_offers_is_legal_in_the_real_round() -> None:
    recruits = 0
    for seed in (49, 52, 53):
        game = schotten.Game.new(seed, variant="tactic")
        rng = random.Random(seed)
        while not game.is_over:
            player = game.current_player
            assert player is not None
            legal = seat(game, player).legal_moves()
            for move in legal:
                game.check(move)  # raises IllegalMoveError for a move the real round refuses
            recruits += sum(1 for m in legal if m.kind == REC)
            game.play(rng.choice(legal))
    assert recruits  # the rounds reach Recruiter moves


def test_a_random_bot_answers_in_a_tactic_variation_with_legal_moves() -> None:
    # seed 52: at ply 21 the bot's seat offered a Recruiter returning a card of the deck dealt
    # again, and the bot could not move
    record = schotten.Game.new(52, variant="tactic").record
    board = GameBoard(record=record, viewer=0, bots={1: "random"}, bot_delay=0)
    session = board.session
    while session.ply < 40 and not session.game().is_over:
        if session.bot_to_move() is None:
            game = session.game()
            session.play(random.Random(52 + game.ply).choice(game.legal_moves()))
        else:
            session.play_bot()  # BotError when the bot picks an illegal move
    assert session.line != 0 and session.ply == 40
