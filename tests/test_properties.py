"""Properties that hold in every game: thousands of seeded random games and hypothesis positions.

Each random game starts from a rulebook deal (seeded) or from an explicit set-up drawn by
hypothesis, and is played on by uniformly random legal moves, shield or not.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clans_widget.bots.position import fast_game
from clans_widget.rules import Game, Move, Record, deck, layout
from clans_widget.rules.view import view
from tests.rules_helpers import snapshot

PLAYERS = [2, 3, 4]
EACH = {2: 8, 3: 8, 4: 7}
"""Placements per player in a rulebook game."""


def assert_consistent(game: Game) -> None:
    """The book-keeping every position must satisfy."""
    places = Counter(
        [
            *game.table.values(),
            *(d.card for d in game.face_down.values()),
            *game.removed,
            *(c for h in game.hands for c in h),
        ]
    )
    assert set(places) == set(deck(game.players)), "a card is missing or foreign"
    assert max(places.values()) == 1, f"cards in two places: {places.most_common(3)}"
    up, down, free = set(game.table), set(game.face_down), set(game.free_seats)
    assert not up & down and not up & free and not down & free, "a seat holds two cards"
    assert up | down | free == set(game.layout.seats)
    for p in range(game.players):
        on_stacks = sum(stack.count(p) for stack in game.stacks.values())
        assert 0 <= game.supply[p] <= 5
        assert game.supply[p] + on_stacks == 5
    assert game.is_over == any(not h for h in game.hands)


def play_randomly(game: Game, rng: random.Random) -> Move:
    return game.play(rng.choice(game.legal_moves()))


def fast_moves(game: Game) -> set[tuple[int, int, bool, bool]]:
    """Game's legal moves in the fast core's form (card code, seat index, down, shield)."""
    index = game.layout.index
    return {(m.card.code, index[m.seat], m.face_down, m.shield) for m in game.legal_moves()}


# --- rulebook games -------------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
def test_random_rulebook_games_keep_every_card_seat_and_shield_accounted_for(
    players: int,
) -> None:
    for seed in range(400):
        game = Game.new(players, seed=seed)
        rng = random.Random(seed)
        assert_consistent(game)
        while not game.is_over:
            play_randomly(game, rng)
            assert_consistent(game)
        assert [game.movers.count(p) for p in range(players)] == [EACH[players]] * players
        assert game.ply == players * EACH[players]
        assert len(game.table) + len(game.face_down) == {2: 24, 3: 29, 4: 34}[players]


@pytest.mark.parametrize("players", PLAYERS)
def test_undo_at_a_random_point_restores_the_identical_position(players: int) -> None:
    for seed in range(250):
        game = Game.new(players, seed=seed)
        rng = random.Random(seed)
        stop = rng.randrange(players * EACH[players])
        for _ in range(stop):
            play_randomly(game, rng)
        before = snapshot(game)
        played = [play_randomly(game, rng) for _ in range(rng.randint(1, 3)) if not game.is_over]
        for move in reversed(played):
            assert game.undo() == move
        assert snapshot(game) == before


@pytest.mark.parametrize("players", PLAYERS)
def test_undoing_a_whole_game_passes_back_through_every_position(players: int) -> None:
    for seed in range(40):
        game = Game.new(players, seed=seed)
        rng = random.Random(seed)
        seen = [snapshot(game)]
        while not game.is_over:
            play_randomly(game, rng)
            seen.append(snapshot(game))
        while game.ply:
            seen.pop()
            game.undo()
            assert snapshot(game) == seen[-1]


@pytest.mark.parametrize("players", PLAYERS)
def test_a_record_round_trips_through_json_and_replays_to_the_same_score(players: int) -> None:
    for seed in range(120):
        game = Game.new(players, seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randint(0, players * EACH[players])):
            play_randomly(game, rng)
        record = game.record.with_result() if game.is_over else game.record
        text = record.to_json()
        again = Record.from_json(text)
        assert again == record
        assert again.to_json() == text
        replayed = again.game()
        assert snapshot(replayed) == snapshot(game)
        assert replayed.score() == game.score()


@pytest.mark.parametrize("players", PLAYERS)
def test_the_fast_core_agrees_with_game_on_every_move_list_and_the_final_points(
    players: int,
) -> None:
    for seed in range(250):
        game = Game.new(players, seed=seed)
        fast = fast_game(view(game))
        rng = random.Random(seed)
        while not game.is_over:
            assert set(fast.moves()) == fast_moves(game)
            assert set(fast_game(view(game)).moves()) == fast_moves(game)
            move = play_randomly(game, rng)
            fast.play(move.card.code, game.layout.index[move.seat], move.face_down, move.shield)
        assert fast.moves() == []
        score = game.score()
        assert fast.result() == (list(score.points), list(score.cards))


# --- explicit set-ups drawn by hypothesis ---------------------------------------------------


@st.composite
def explicit_games(draw: st.DrawFn) -> Game:
    """Any legal explicit set-up: cards on and face down on random seats, short hands,
    shields already on the stacks, any player to move."""
    players = draw(st.sampled_from(PLAYERS))
    table = layout(players)
    cards = draw(st.permutations(deck(players)))
    seats = draw(st.permutations(table.seats))
    up, down = draw(st.integers(0, 10)), draw(st.integers(0, 3))
    sizes = draw(st.lists(st.integers(1, 6), min_size=players, max_size=players))
    shields = draw(
        st.lists(st.tuples(st.sampled_from(table.tiles), st.integers(0, players - 1)), max_size=15)
    )
    stacks: dict[str, list[int]] = {}
    for tile, owner in shields:
        if sum(s.count(owner) for s in stacks.values()) < 5:
            stacks.setdefault(tile, []).append(owner)
    deal = iter(cards)
    return Game.from_setup(
        table={seats[i]: next(deal) for i in range(up)},
        face_down={seats[i]: next(deal) for i in range(up, up + down)},
        hands=[[next(deal) for _ in range(n)] for n in sizes],
        stacks=stacks,
        to_move=draw(st.integers(0, players - 1)),
    )


@settings(max_examples=300, deadline=None, derandomize=True)
@given(game=explicit_games(), seed=st.integers(0, 2**32 - 1))
def test_games_from_explicit_set_ups_keep_their_books_agree_with_fast_and_undo(
    game: Game, seed: int
) -> None:
    rng = random.Random(seed)
    start = snapshot(game)
    assert_consistent(game)
    while not game.is_over:
        assert set(fast_game(view(game)).moves()) == fast_moves(game)
        play_randomly(game, rng)
        assert_consistent(game)
    score = game.score()
    assert fast_game(view(game)).result() == (list(score.points), list(score.cards))
    assert Record.from_json(game.record.to_json()).game().score() == score
    while game.ply:
        game.undo()
    assert snapshot(game) == start
