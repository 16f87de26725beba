"""The search's fast Schotten Totten agrees with the engine and with brute force.

:mod:`clans_widget.games.schotten.bots.fastform` (formations on bitmasks) and the playouts of
:mod:`clans_widget.games.schotten.bots.playout` are what make the search quick; here they are
checked against the brute-force oracle of the tests, the engine's own ``strongest`` and
``verdict``, and the engine playing the same moves, over thousands of random positions.
"""

from __future__ import annotations

import random

from clans_widget import schotten
from clans_widget.games.schotten.bots import playout
from clans_widget.games.schotten.bots.fastform import ALL, beaten, finish, worth
from clans_widget.games.schotten.bots.state import SchottenAnalyst, SearchState
from clans_widget.games.schotten.cards import CODES, card_id
from clans_widget.games.schotten.formations import power, strongest
from clans_widget.games.schotten.verdict import verdict
from tests.schotten_oracle import best_finish


def mask(cards: set[int]) -> int:
    return sum(1 << c for c in cards)


def as_worth(found: tuple[int, int] | None) -> int:
    return -1 if found is None else 100 * found[0] + found[1]


def test_the_strongest_finish_agrees_with_brute_force() -> None:
    """Sides of 1-2 cards (and empty sides facing a crowded table), every way to finish them
    tried by the oracle: the same rank and total, or the same "cannot be finished"."""
    rng = random.Random(11)
    for case in range(200):
        k = 1 + case % 2 if case % 5 else 0
        cards = rng.sample(range(54), k + (rng.randint(0, 45) if k else rng.randint(34, 52)))
        side, table = tuple(cards[:k]), set(cards[k:])
        free = ALL & ~mask(table | set(side))
        expected = best_finish([CODES[c] for c in side], {CODES[c] for c in (*table, *side)})
        assert finish(side, free) == as_worth(expected), (side, sorted(table))


def test_the_strongest_finish_agrees_with_the_engine() -> None:
    """Thousands of random sides and tables: :func:`finish` gives the worth of the engine's
    ``strongest``, and a complete side's :func:`worth` is its ``power``."""
    rng = random.Random(12)
    for _ in range(4000):
        cards = rng.sample(range(54), 3 + rng.randint(0, 51))
        k = rng.randint(0, 2)
        side, table = tuple(cards[:k]), set(cards[3:])
        free = [c not in table and c not in side for c in range(54)]
        found = strongest(side, free)
        assert finish(side, mask({c for c in range(54) if free[c]})) == as_worth(
            None if found is None else found.power
        )
        three = tuple(cards[:3])
        assert worth(three) == as_worth(power(three))


def random_round(seed: int, variant: str) -> schotten.Game:
    game = schotten.Game.new(seed, variant=variant)  # type: ignore[arg-type]
    rng = random.Random(seed)
    for _ in range(rng.randint(0, 120)):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    return game


def full_state(game: schotten.Game) -> SearchState:
    """The search's position of ``game`` with the hidden cards filled in as they are."""
    me = game.current_player
    assert me is not None
    state = SearchState(game.observe(me))
    state.hands[1 - me] = [card_id(c) for c in game.hands[1 - me]]
    state.deck = [card_id(c) for c in reversed(game.deck_left)]
    return state


def test_claims_agree_with_the_engine_over_random_positions() -> None:
    """At every stone of hundreds of random positions, for both players, the search's claim
    check gives the engine's verdict (ordinary, provable, exhausted), and :func:`beaten`
    agrees with the verdict's strongest completion."""
    checked = 0
    for seed in range(200):
        game = random_round(seed, "expert" if seed % 3 == 0 else "base")
        if game.is_over:
            continue
        state = full_state(game)
        free = [bool(state.free >> c & 1) for c in range(54)]
        for player in (0, 1):
            exhausted = not state.hands[1 - player] and not state.deck
            for s in range(9):
                if state.owner[s] is not None:
                    continue
                own, theirs = state.sides[s][player], state.sides[s][1 - player]
                done = state.done[s]
                expected = verdict(own, done[player], theirs, done[1 - player], free, exhausted)
                assert state.holds(s, player) == expected.holds, (seed, s, player)
                checked += 1
    assert checked > 1500


def test_playouts_follow_the_engine_to_a_winner() -> None:
    """From random positions with the hidden cards as they are, the policy's moves, one at a
    time, are legal for the engine and reach its winner; the one-piece playout with the same
    seed ends in the same place."""
    for seed in range(60):
        game = random_round(seed, "expert" if seed % 2 else "base")
        if game.is_over:
            continue
        state = full_state(game)
        fast = state.copy()
        policy = playout.Policy(chooser=playout.smart_play if seed % 3 else None)
        policy.play_out(fast, random.Random(seed))
        rng = random.Random(seed)
        while state.turn is not None:
            move = policy.move(state, rng)
            game.play(move)  # refuses an illegal move
            state.play(move)
            assert (state.turn, state.owner) == (game.current_player, list(game.owners))
        assert game.outcome is not None and state.winner == game.outcome.winner
        assert (fast.winner, fast.owner, fast.sides) == (state.winner, state.owner, state.sides)
        outcome = SchottenAnalyst().outcome(fast)
        assert outcome.shares[game.outcome.winner] == 1.0
        assert sum(outcome.points) == sum(o is not None for o in game.owners)


def test_beaten_needs_a_strictly_stronger_finish() -> None:
    """Rule 6.3: 6r 7r 8r (a colour-run of 21) against an empty side, with the 9 of every
    other colour on the table, cannot be beaten (another 6-7-8 only ties); lift the orange 9
    off the table and 7o 8o 9o beats it."""
    mine = (5, 6, 7)
    nines = {k * 9 + 8 for k in range(1, 6)}
    assert not beaten((), ALL & ~mask(nines | set(mine)), worth(mine))
    assert beaten((), ALL & ~mask((nines - {17}) | set(mine)), worth(mine))
