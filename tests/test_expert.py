"""The expert bot: legal moves in corner positions, only its own view, what it infers, budgets."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from clans_widget.bots import ExpertBot, make_bot
from clans_widget.bots.expert import deal_hidden, fitting_cards, forbidden_cards, greedy_playout
from clans_widget.bots.position import fast_game
from clans_widget.rules import Card, Game
from clans_widget.rules.view import view
from clans_widget.simulate import simulate
from tests.test_bots import (
    face_down_game,
    face_down_only_game,
    last_move_game,
    play,
    single_move_game,
    trapped,
)

SMALL = "expert:60"
TINY = "expert:15"


@pytest.mark.parametrize("position", [single_move_game, face_down_only_game, last_move_game])
def test_legal_moves_in_corner_positions(position: Callable[[], Game]) -> None:
    game = position()
    for seed in range(3):
        move = make_bot(SMALL, seed).choose(trapped(view(game, 0)))
        assert move in game.legal_moves()
    assert play(game, [make_bot(SMALL, p) for p in range(2)], traps=True).is_over


@pytest.mark.parametrize("players", [2, 3, 4])
def test_it_reads_only_its_own_view(players: int) -> None:
    traps = play(Game.new(players, seed=7), [make_bot(TINY, p) for p in range(players)], True)
    real = play(Game.new(players, seed=7), [make_bot(TINY, p) for p in range(players)])
    assert traps.moves == real.moves


def test_hidden_face_down_cards_are_not_read() -> None:
    seen = view(face_down_game(), 0)
    assert make_bot(SMALL, 3).choose(trapped(seen)) == make_bot(SMALL, 3).choose(seen)


def test_a_face_down_card_tells_that_no_card_fitted() -> None:
    game = face_down_game()  # Ann ~5y@Dn1, then Ben ~5p@Ds1+: neither had a fitting card
    seen = view(game, 0)
    fitted = {Card(c) for c in ("3o", "3y", "3g", "3c", "3b", "3p", "4r", "4y", "4g", "4c",
                                 "4b", "4p", "5r", "5o", "6r", "6o")}
    assert {c for c in seen.unseen if c.code in fitting_cards(seen, 1)} == fitted & set(seen.unseen)
    assert set(forbidden_cards(seen)) == {1}
    rng = random.Random(1)
    for _ in range(50):
        (hand,) = deal_hidden(seen, rng, forbidden_cards(seen)).values()
        assert len(hand) == 3 and not set(hand) & fitting_cards(seen, 1)
    assert sorted(game.hands[1]) == sorted(Card(c) for c in ("6c", "5b", "6p"))


def test_greedy_playouts_end_the_game() -> None:
    rng = random.Random(4)
    for players in (2, 3, 4):
        game = fast_game(view(Game.new(players, seed=players)))
        greedy_playout(game, rng)
        assert game.turn is None and not all(game.hands)


def test_same_seed_same_moves() -> None:
    def moves(seed: int) -> tuple[object, ...]:
        return play(Game.new(2, seed=11), [make_bot(SMALL, seed + p) for p in range(2)]).moves

    assert moves(5) == moves(5)


def test_make_bot_knows_the_expert() -> None:
    assert isinstance(make_bot("expert", 1), ExpertBot)
    assert make_bot("expert:500", 1).name == "expert:500"
    assert make_bot("expert:0.5s", 1).name == "expert:0.5s"
    for bad in ("expert:0", "expert:-1s", "expert:nans", "expert:infs", "expert:x", "expert:"):
        with pytest.raises(ValueError, match="unknown bot"):
            make_bot(bad, 1)


def test_it_beats_the_random_bot() -> None:
    results = simulate(2, [SMALL, "random"], 20, seed=3)
    assert results.summary()[0].win_rate.mean >= 0.75
