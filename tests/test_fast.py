"""The fast playout core: hand-worked positions in integer form, random playouts, the deal.

Cards are ``Card.code`` (rank 3 red = 0, ..., rank 4 yellow = 9); seats are table indices on a
2-player table: Ah = 0, An1-An3 = 1-3, As1-As3 = 4-6, Bn1-Bn3 = 7-9, Bs1-Bs3 = 10-12,
Cn1 = 13, ..., Dh = 25.
"""

from __future__ import annotations

import ast
import random
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from clans_widget.bots.position import fast_game
from clans_widget.rules import ALL_CARDS, Card, Game, Move, layout
from clans_widget.rules import fast as fast_core
from clans_widget.rules.fast import FastGame, FastMove
from clans_widget.rules.scoring import score
from clans_widget.rules.view import view

FOUR_Y = 9
FIVE_G = 17


def fours_around_bn2(hand: list[str]) -> Game:
    return Game.from_setup(table={"Bn1": "4r", "Bn3": "4o"}, hands=[hand, ["3b", "6c"]])


def test_card_codes_and_seat_indices_are_the_documented_numbers() -> None:
    assert (Card("3r").code, Card("4y").code, Card("5g").code, Card("8p").code) == (0, 9, 17, 41)
    index = Game.new(2, seed=0).layout.index
    assert [index[s] for s in ("Ah", "An3", "Bn2", "Bs1", "Cn1", "Dh")] == [0, 3, 8, 10, 13, 25]


def test_the_fast_core_lists_the_hand_worked_moves() -> None:
    fast = fast_game(view(fours_around_bn2(["4y", "5g"])))
    # 4y fits An3, Bn2, Bs1, Bs3 and Cn1; 5g fits nowhere
    seats = (3, 8, 10, 12, 13)
    assert set(fast.moves()) == {(FOUR_Y, s, False, plus) for s in seats for plus in (False, True)}


def test_the_fast_core_goes_face_down_only_when_nothing_fits() -> None:
    game = Game.from_setup(table={"Bn2": "3r"}, hands=[["4y", "5g"], ["4b", "6y"]])
    fast = fast_game(view(game))
    placements, down = fast.placements()
    assert down
    assert {seat for _, seat in placements} == set(range(26)) - {8}
    assert {card for card, _ in placements} == {FOUR_Y, FIVE_G}
    fast.play(FOUR_Y, 14, True, True)  # ~4y@Cn2+
    assert fast.stacks[2] == [0] and fast.supply == [4, 5]
    # the face-down 4y matches nothing: 4b must go face down too
    assert fast.placements()[1]
    assert not fast.free & (1 << 14)


def test_a_hidden_hand_must_be_filled_in() -> None:
    game = fours_around_bn2(["4y", "5g"])
    with pytest.raises(ValueError, match="the hand of player 1 is hidden: give it in hands"):
        fast_game(view(game, viewer=0))
    guess = fast_game(view(game, viewer=0), hands={1: [Card("3b"), Card("6c")]})
    assert guess.hands == [[FOUR_Y, FIVE_G], [Card("3b").code, Card("6c").code]]


def test_result_counts_rank_groups_to_shields_like_the_rulebook_example() -> None:
    game = Game.from_setup(
        table={"Bn1": "4r", "Bn3": "4o", "Bs2": "6o", "Bn2": "3r"},
        hands=[["5y"], ["5b"]],
        stacks={"B": [0, 1]},
    )
    # 3 to the first shield, the 4s to the second, the 6 to nobody
    assert fast_game(view(game)).result() == ([3, 8], [1, 2])


def test_playout_picks_each_legal_move_and_shield_choice_evenly() -> None:
    start = fast_game(view(fours_around_bn2(["4y"])))
    rng = random.Random(2024)
    outcomes: Counter[tuple[int, bool]] = Counter()
    for _ in range(4000):
        fast = start.copy()
        fast.playout(rng)
        (seat,) = [s for s, card in enumerate(fast.seat_card) if card == FOUR_Y]
        outcomes[seat, bool(fast.stacks[fast.tile_of[seat]])] += 1
    assert set(outcomes) == {(s, plus) for s in (3, 8, 10, 12, 13) for plus in (False, True)}
    # 400 expected each; a count outside 300-500 is over 5 standard deviations away
    assert all(300 <= n <= 500 for n in outcomes.values()), outcomes
    assert start.turn == 0 and start.hands == [[FOUR_Y], [Card("3b").code, Card("6c").code]]


@pytest.mark.parametrize(("players", "hands", "laid"), [(2, [9, 8], 8), (3, [9, 9, 8], 5),
                                                        (4, [8, 8, 8, 7], 6)])
def test_the_fast_deal_is_a_rulebook_deal(players: int, hands: list[int], laid: int) -> None:
    fast = fast_core.deal(players, random.Random(5))
    assert [len(h) for h in fast.hands] == hands
    on_table = [c for c in fast.seat_card if c >= 0]
    assert len(on_table) == laid
    cards = on_table + [c for h in fast.hands for c in h]
    assert len(set(cards)) == len(cards) == 7 * (players + 2) - {2: 3, 3: 4, 4: 5}[players]
    assert fast.turn == 0 and fast.supply == [5] * players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_playout_from_a_deal_plays_to_the_rulebook_end(players: int) -> None:
    rng = random.Random(players)
    for _ in range(200):
        fast = fast_core.deal(players, rng)
        free_before = fast.free.bit_count()
        fast.playout(rng)
        assert fast.turn is None
        assert [len(h) for h in fast.hands] == [1] * (players - 1) + [0]
        placed = {2: 16, 3: 24, 4: 28}[players]
        assert fast.free.bit_count() == free_before - placed
        for p in range(players):
            assert fast.supply[p] + sum(s.count(p) for s in fast.stacks) == 5
        assert fast.result() == rules_score(fast)


def rules_score(fast: FastGame) -> tuple[list[int], list[int]]:
    """The rules layer's scoring of the fast core's face-up cards and stacks."""
    tiles = layout(fast.players).tiles
    by_tile: dict[str, list[Card]] = {t: [] for t in tiles}
    for seat, code in enumerate(fast.seat_card):
        if code >= 0:
            by_tile[tiles[fast.tile_of[seat]]].append(ALL_CARDS[code])
    stacks = {t: tuple(s) for t, s in zip(tiles, fast.stacks)}
    result = score(fast.players, tiles, by_tile, stacks, final=True)
    return list(result.points), list(result.cards)


def test_a_copy_plays_on_without_touching_the_original() -> None:
    original = fast_game(view(Game.new(4, seed=8)))
    before = (original.seat_card[:], original.free, [h[:] for h in original.hands],
              [s[:] for s in original.stacks], original.supply[:], original.turn)
    copy = original.copy()
    copy.playout(random.Random(1))
    after = (original.seat_card, original.free, original.hands, original.stacks,
             original.supply, original.turn)
    assert after == before
    assert set(original.moves()) == set(fast_game(view(Game.new(4, seed=8))).moves())


def starts(players: int, rng: random.Random, deals: int) -> Iterator[Game]:
    """From each of ``deals`` random deals played at random: the position at a random ply, and
    every position where the player to move may only go face down."""
    for _ in range(deals):
        game = Game.new(players, seed=rng.randrange(2**32))
        stop = rng.randrange(0, {2: 16, 3: 24, 4: 28}[players])
        while not game.is_over:
            legal = game.legal_moves()
            if game.ply == stop or all(m.face_down for m in legal):
                yield game.copy()
            game.play(rng.choice(legal))


def as_move(game: Game, played: FastMove) -> Move:
    """A fast move as a :class:`Move` on ``game``'s table."""
    card, seat, down, shield = played
    return Move(ALL_CARDS[card], game.layout.seats[seat], down, shield)


def replay(game: Game, played: list[FastMove]) -> Game:
    """Play ``played`` on ``game``, checking each move is one of ``Game.legal_moves()``."""
    for ply, fast_move in enumerate(played):
        move = as_move(game, fast_move)
        assert move in game.legal_moves(), (ply, move, game.moves)
        game.play(move)
    return game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_move_a_playout_plays_is_legal_under_game(players: int) -> None:
    rng = random.Random(players)
    face_down_starts = 0
    for start in starts(players, random.Random(100 + players), 100):
        face_down_starts += all(m.face_down for m in start.legal_moves())
        fast = fast_game(view(start))
        played: list[FastMove] = []
        fast.playout(rng, played)
        game = replay(start, played)
        assert game.is_over
        score = game.score()
        assert fast.result() == (list(score.points), list(score.cards))
    assert face_down_starts >= 5


@pytest.mark.parametrize("players", [2, 3, 4])
def test_results_after_each_move_equal_the_rules_score_once_it_is_played(players: int) -> None:
    checked = 0
    for start in starts(players, random.Random(200 + players), 40):
        fast = fast_game(view(start))
        moves = fast.moves()
        for played, after in zip(moves, fast.results_after(moves)):
            game = start.copy()
            game.play(as_move(game, played))
            score = game.score()
            assert after == (list(score.points), list(score.cards)), (start.moves, played)
            checked += 1
    assert checked > 1000


def test_a_playout_from_a_face_down_only_position_starts_face_down() -> None:
    start = Game.from_setup(table={"Bn2": "3r"}, hands=[["4y", "5g"], ["4b", "6y"]])
    rng = random.Random(7)
    for _ in range(200):
        played: list[FastMove] = []
        fast_game(view(start)).playout(rng, played)
        assert played[0][2] and played[1][2]  # 4y/5g, then 4b/6y: nothing face up matches
        assert replay(start.copy(), played).is_over


def test_the_fast_core_is_a_leaf_that_knows_nothing_of_views() -> None:
    tree = ast.parse(Path(fast_core.__file__).read_text(encoding="utf-8"))
    local = {node.module for node in ast.walk(tree)
             if isinstance(node, ast.ImportFrom) and node.level > 0}
    assert local == {"table", "setup"}
