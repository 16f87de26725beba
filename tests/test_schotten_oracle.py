"""Schotten Totten's engine against the plain model in tests/schotten_oracle.py: every
three-card formation, the strongest completion of thousands of random sides, and every
claim of thousands of positions from random rounds."""

from __future__ import annotations

import random
from itertools import combinations

from clans_widget import schotten
from clans_widget.games.schotten.cards import CODES, card_id
from clans_widget.games.schotten.formations import power, strongest_completion
from tests import schotten_oracle as oracle


def test_every_three_card_side_ranks_as_the_plain_model_says() -> None:
    for trio in combinations(range(54), 3):
        assert power(trio) == oracle.strength([CODES[c] for c in trio]), [CODES[c] for c in trio]


def _random_side(rng: random.Random) -> tuple[list[str], set[str]]:
    """A side of 0-2 cards and a table around it; the side's cards lie on the table too."""
    cards = list(oracle.ALL)
    rng.shuffle(cards)
    if rng.random() < 0.5:  # same-colour or near-run sides, where the categories are close
        base = rng.choice(cards)
        near = [
            c for c in cards if c[1] == base[1] or abs(oracle.value(c) - oracle.value(base)) < 3
        ]
        side = [base, *rng.sample([c for c in near if c != base], rng.randint(0, 1))]
    else:
        side = cards[: rng.randint(0, 2)]
    table = set(side) | {c for c in cards if c not in side and rng.random() < rng.random()}
    return side, table


def test_the_strongest_completion_is_the_best_of_every_completion() -> None:
    rng = random.Random(18)
    checked = 0
    for _ in range(3000):
        side, table = _random_side(rng)
        if not side and rng.random() < 0.8:
            continue  # an empty side costs thousands of combinations: check fewer of them
        free = [CODES[c] not in table for c in range(54)]
        found = strongest_completion([card_id(c) for c in side], free)
        best = oracle.best_finish(side, table)
        if best is None:
            assert found is None
            continue
        assert found is not None, (side, sorted(table))
        assert codes_of(found)[: len(side)] == side
        assert all(CODES[c] not in table for c in found[len(side) :])
        assert power(found) == best, (side, sorted(table))
        checked += 1
    assert checked > 1500


def codes_of(cards: tuple[int, ...]) -> list[str]:
    return [CODES[c] for c in cards]


def _table(game: schotten.Game) -> set[str]:
    return {c for s in range(1, 10) for p in (0, 1) for c in game.side(s, p)}


def _oracle_holds(game: schotten.Game, stone: int, player: int) -> bool:
    rival = 1 - player
    exhausted = not game.hands[rival] and not game.deck_left
    return oracle.claim_holds(
        list(game.side(stone, player)),
        game.completed_at(stone, player),
        list(game.side(stone, rival)),
        game.completed_at(stone, rival),
        _table(game),
        exhausted,
    )


def test_every_claim_of_random_rounds_holds_exactly_when_brute_force_says_so() -> None:
    rng = random.Random(7)
    positions = claims = 0
    for seed in range(60):
        game = schotten.Game.new(seed=seed, variant=rng.choice(["base", "expert"]))
        while not game.is_over:
            player = game.current_player
            assert player is not None
            for stone in range(1, 10):
                if game.owners[stone - 1] is not None:
                    continue
                for who in (player, 1 - player):
                    expected = _oracle_holds(game, stone, who)
                    assert game.claim_verdict(stone, who).holds == expected, (seed, game.ply)
                    claims += expected
            if game.claim_window:
                legal = {m.stone for m in game.legal_moves() if m.kind == "claim"}
                wanted = {
                    s
                    for s in range(1, 10)
                    if game.owners[s - 1] is None and _oracle_holds(game, s, player)
                }
                assert legal == wanted
            positions += 1
            moves = game.legal_moves()
            claim_moves = [m for m in moves if m.kind == "claim"]
            game.play(rng.choice(claim_moves if claim_moves and rng.random() < 0.3 else moves))
    assert positions > 2000 and claims > 200
