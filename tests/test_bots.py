"""Bots: legal moves only, never a look at a hidden card, same seed same game."""

from __future__ import annotations

import dataclasses
import math
import random
import re
import time
from collections.abc import Callable
from typing import NoReturn

import pytest

from clans_widget.bots import Bot, GreedyBot, RandomBot, SearchBot, make_bot
from clans_widget.bots.outcome import margin
from clans_widget.rules import Game, Move, Seat, deck
from clans_widget.rules.view import View, view

SPECS = ("random", "greedy", "search:40")
EVERY_BUDGET = (*SPECS, "search:1e-12s")


class Trap:
    """Stands in for a hidden card or hand: any use of it fails the test."""

    def _fail(self, *args: object, **kwargs: object) -> NoReturn:
        raise AssertionError("a bot looked at a hidden card")

    __getattr__ = __iter__ = __len__ = __getitem__ = __contains__ = _fail
    __eq__ = __ne__ = __lt__ = __hash__ = __bool__ = __str__ = __repr__ = _fail


def trapped(real: View) -> View:
    """``real`` with every hidden hand, hidden face-down card and removed card replaced by traps."""
    return dataclasses.replace(
        real,
        hands=tuple(h if h is not None else Trap() for h in real.hands),  # type: ignore[misc]
        face_down={s: c if c is not None else Trap() for s, c in real.face_down.items()},  # type: ignore[misc]
        removed=Trap(),  # type: ignore[arg-type]
    )


def play(game: Game, bots: list[Bot], traps: bool = False) -> Game:
    """Play ``game`` to the end, each bot seeing only its own view (trapped if asked)."""
    while (player := game.current_player) is not None:
        seen = view(game, player)
        move = bots[player].choose(trapped(seen) if traps else seen)
        assert move in game.legal_moves()
        game.play(move)
    return game


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("spec", SPECS)
def test_bots_play_only_legal_moves(players: int, spec: str) -> None:
    for seed in range(6 if spec.startswith("search") else 25):
        bots = [make_bot(spec, seed * 10 + p) for p in range(players)]
        game = play(Game.new(players, seed=seed), bots)
        assert game.is_over


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("spec", SPECS)
def test_bots_never_read_hidden_cards(players: int, spec: str) -> None:
    traps = play(Game.new(players, seed=7), [make_bot(spec, p) for p in range(players)], True)
    real = play(Game.new(players, seed=7), [make_bot(spec, p) for p in range(players)])
    assert traps.moves == real.moves


def face_down_game() -> Game:
    """A position with face-down cards of both players and of the set-up."""
    table, down = {"An2": "3r", "Bs2": "4o"}, {"Cn1": "4c"}
    hands = [["5y", "6g", "5c", "6b"], ["5p", "6c", "5b", "6p"]]
    used = {*table.values(), *down.values(), *hands[0], *hands[1]}
    removed = [c for c in deck(2) if c not in used]
    game = Game.from_setup(table=table, hands=hands, removed=removed, face_down=down)
    for move in ("~5y@Dn1", "~5p@Ds1+"):
        game.play(move)
    return game


@pytest.mark.parametrize("spec", SPECS)
def test_bots_ignore_hidden_face_down_cards(spec: str) -> None:
    game = face_down_game()
    seen = view(game, 0)
    assert seen.face_down[Seat("Ds1")] is None and seen.face_down[Seat("Dn1")] == "5y"
    bot, twin = make_bot(spec, 3), make_bot(spec, 3)
    assert bot.choose(trapped(seen)) == twin.choose(seen)


@pytest.mark.parametrize("spec", SPECS)
def test_same_seed_same_game(spec: str) -> None:
    def moves(seed: int) -> tuple[object, ...]:
        return play(Game.new(3, seed=11), [make_bot(spec, seed + p) for p in range(3)]).moves

    assert moves(5) == moves(5)
    if spec != "search:40":  # a search of 40 iterations may agree with another seed
        assert moves(5) != moves(6)


def test_greedy_picks_the_best_provisional_margin() -> None:
    rng = random.Random(2)
    for players in (2, 3, 4):
        game = Game.new(players, seed=players)
        while (player := game.current_player) is not None:
            chosen = GreedyBot(1).choose(view(game, player))

            def after(move: object, game: Game = game, player: int = player) -> int:
                trial = game.copy()
                trial.play(move)  # type: ignore[arg-type]
                return margin(trial.score().points, player)

            assert after(chosen) == max(after(m) for m in game.legal_moves())
            game.play(rng.choice(game.legal_moves()))


def test_bots_want_the_player_to_move() -> None:
    game = Game.new(2, seed=1)
    for bot in (RandomBot(1), GreedyBot(1), SearchBot(10, seed=1)):
        with pytest.raises(ValueError):
            bot.choose(view(game, 1))


def test_make_bot_specs() -> None:
    assert isinstance(make_bot("random", 1), RandomBot)
    assert isinstance(make_bot("greedy", 1), GreedyBot)
    search = make_bot("search:500", 1)
    assert isinstance(search, SearchBot) and search.iterations == 500 and search.seconds is None
    timed = make_bot("search:0.5s", 1)
    assert isinstance(timed, SearchBot) and timed.seconds == 0.5
    assert make_bot("search", None).name == "search:2000"
    for bad in ("minimax", "search:0", "search:-1s", "search:x", "greedy:3", ""):
        with pytest.raises(ValueError, match="unknown bot"):
            make_bot(bad, 1)


def test_search_keeps_to_its_time_budget() -> None:
    game = Game.new(4, seed=3)
    start = time.perf_counter()
    move = SearchBot(seconds=0.05, seed=1).choose(view(game, 0))
    assert time.perf_counter() - start < 0.5
    assert move in game.legal_moves()


@pytest.mark.parametrize(
    "spec",
    ["search:infs", "search:nans", "search:-3", "search:0", "search:0s", "search:abc",
     "search:-1s", "search:1e400s", "search:1000001", "search:601s", "search:2.5", "search:"],
)
def test_make_bot_refuses_budgets_that_could_hang_or_crash(spec: str) -> None:
    with pytest.raises(ValueError, match=re.escape(repr(spec))) as refused:
        make_bot(spec, 1)
    assert "1 to 1,000,000 iterations" in str(refused.value)
    assert "at most 600 seconds" in str(refused.value)


def test_make_bot_takes_budgets_up_to_the_limits() -> None:
    assert make_bot("search:1000000", 1).name == "search:1000000"
    assert make_bot("search:600s", 1).name == "search:600.0s"
    assert make_bot("search:1e-12s", 1).name == "search:1e-12s"


@pytest.mark.parametrize(
    ("iterations", "seconds"),
    [(0, None), (2.5, None), (True, None), (1_000_001, None), (10, math.nan), (10, math.inf),
     (10, 0.0), (10, -1.0), (10, 601.0), (10, "1")],
)
def test_search_bot_refuses_budgets_that_could_hang_or_crash(
    iterations: object, seconds: object
) -> None:
    with pytest.raises(ValueError, match=r"(iterations|seconds) must"):
        SearchBot(iterations, seconds)  # type: ignore[arg-type]


@pytest.mark.parametrize("players", [2, 4])
def test_a_tiny_time_budget_still_searches_once(players: int) -> None:
    game = Game.new(players, seed=3)
    move = make_bot("search:1e-12s", 1).choose(view(game, 0))
    assert move in game.legal_moves()
    done = play(Game.new(players, seed=4), [make_bot("search:1e-12s", p) for p in range(players)])
    assert done.is_over


def single_move_game() -> Game:
    """Player 0 holds 4y, no shield, and only Bs1 (beside 4r) is free to take it."""
    return Game.from_setup(
        table={"Bn1": "4r"}, hands=[["4y"], ["3b", "6c"]], supply=[0, 0],
        face_down={"An3": "5g", "Bn2": "5c"},
    )


def face_down_only_game() -> Game:
    """Player 0 to move, and none of their cards fits a free seat face up."""
    game = face_down_game()
    assert all(m.face_down for m in game.legal_moves())
    return game


def last_move_game() -> Game:
    """Player 0 places the last card of their hand, which ends the game, shield or not."""
    return Game.from_setup(table={"Bn1": "4r", "Bn3": "4o"}, hands=[["4y"], ["3b", "6c"]])


@pytest.mark.parametrize("position", [single_move_game, face_down_only_game, last_move_game])
@pytest.mark.parametrize("spec", EVERY_BUDGET)
def test_bots_move_legally_in_corner_positions(position: Callable[[], Game], spec: str) -> None:
    game = position()
    for seed in range(5):
        move = make_bot(spec, seed).choose(trapped(view(game, 0)))
        assert move in game.legal_moves()
    assert play(game, [make_bot(spec, p) for p in range(2)], traps=True).is_over


def test_the_corner_positions_are_what_they_say() -> None:
    assert single_move_game().legal_moves() == [Move.parse("4y@Bs1")]
    assert len(face_down_only_game().legal_moves()) > 1
    last = last_move_game()
    assert len(last.legal_moves()) > 1
    last.play(last.legal_moves()[0])
    assert last.is_over
