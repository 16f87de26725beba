"""Schotten Totten's expert bot: short playouts judged where they stop, root moves compared
on the same deals."""

from __future__ import annotations

import random

import pytest

from clans_widget import schotten
from clans_widget.core.ismcts import Search
from clans_widget.games.schotten.bots import ExpertBot, make_bot
from clans_widget.games.schotten.bots.leaf import LeafAnalyst, chances, judge
from clans_widget.games.schotten.bots.paired import paired_best
from clans_widget.games.schotten.bots.playout import Policy, ranked_plays
from clans_widget.games.schotten.bots.state import SearchState
from clans_widget.games.schotten.moves import PLAY, Move
from tests.schotten_helpers import deal_for, played


def dealt(game: schotten.Game, viewer: int) -> SearchState:
    """The search's position with the hidden cards filled in as they really lie."""
    from clans_widget.games.schotten.cards import card_id

    state = SearchState(game.observe(viewer))
    state.hands[1 - viewer] = [card_id(c) for c in game.hands[1 - viewer]]
    state.deck = [card_id(c) for c in reversed(game.deck_left)]
    return state


def test_a_won_round_is_judged_as_won() -> None:
    """Ann takes stones 1, 2 and 3 (three adjacent): the judge gives her the whole round."""
    game = deal_for(
        ["7r", "8r", "9r", "7g", "8g", "9g", "7b", "8b", "9b"],
        ["1y", "2o", "4p", "1p", "2y", "4o", "1o", "2p", "3y"],
    )
    played(
        game,
        "7r@1, 1y@4, 8r@1, 2o@5, 9r@1, claim 1, 4p@6, 7g@2, 1p@7, 8g@2, 2y@8, 9g@2, claim 2",
        "4o@9, 7b@3, 1o@4, 8b@3, 2p@5, 9b@3, claim 3",
    )
    assert game.outcome is not None and game.outcome.winner == 0
    state = dealt(game, 0)
    assert state.winner == 0
    assert judge(state) == (1.0, 3.0)


def test_a_stone_held_whatever_comes_counts_for_sure_and_an_open_one_in_part() -> None:
    """Ann's 7r 8r 9r on stone 1 beats any completion of Ben's side: the judge counts it as
    hers before she claims it; Ben's 2o on stone 9 makes it lean his way; the open stones
    stay uncertain, so Ann is judged ahead, short of a sure win."""
    game = deal_for(["7r", "8r", "9r"], ["1y", "2o", "4p"])
    played(game, "7r@1, 1y@1, 8r@1, 2o@9, 9r@1")
    state = dealt(game, 0)
    odds = chances(state)
    assert state.owner[0] is None and odds[0] == 1.0
    assert odds[8] < 0.5 and all(0.0 < p < 1.0 for p in odds[1:])
    share, stones = judge(state)
    assert 0.5 < share < 1.0 and stones == sum(odds)


def test_the_expert_playouts_stop_after_their_depth() -> None:
    """A playout of the expert's analyst plays ``depth`` steps and leaves the round open;
    the plain policy plays on to a winner."""
    game = schotten.Game.new(11)
    state = dealt(game, 0)
    short, whole = state.copy(), state.copy()
    LeafAnalyst(Policy(), depth=6).playout(short, random.Random(1))
    Policy().play_out(whole, random.Random(1))
    assert short.winner is None and 6 <= short.step <= 8
    assert whole.winner in (0, 1)


def test_the_expert_tries_every_root_move_on_the_same_deals() -> None:
    """With an iteration budget the expert's search runs whole rounds: each root move is
    tried as often as the others (once a deal), and the same seed answers alike."""
    game = schotten.Game.new(5)
    state = SearchState(game.observe(0))
    roots = [Move(PLAY, card, s + 1) for _, card, s in ranked_plays(state, 0)[:4]]

    def run(seed: int) -> tuple[Move, list[int]]:
        bot = ExpertBot(12, seed=seed)
        search: Search[SearchState, Move, Move] = Search(
            bot.analyst, state, 0, {m: m for m in roots}, bot.rng
        )
        chosen = paired_best(search, 12, None)
        return chosen, [search.visits(m) for m in roots]

    chosen, visits = run(3)
    assert visits == [3, 3, 3, 3]
    assert chosen in roots and run(3)[0] == chosen


def test_a_time_budget_counts_the_search_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """Budgets in seconds read :data:`clans_widget.core.ismcts.clock` (what a benchmark on a
    shared machine sets to CPU seconds): a clock that moves 0.1 s at every look stops a
    0.45 s search and a 0.45 s expert after a handful of iterations, whatever the wall clock."""
    from clans_widget.core import ismcts

    ticks = iter(range(10**6))
    monkeypatch.setattr(ismcts, "clock", lambda: next(ticks) / 10)
    game = schotten.Game.new(5)
    counted: list[int] = []
    real = ismcts.Search.iterate

    def iterate(self: Search[SearchState, Move, Move], first: Move | None = None) -> None:
        counted.append(1)
        real(self, first)

    monkeypatch.setattr(ismcts.Search, "iterate", iterate)
    for spec in ("search:0.45s", "expert:0.45s"):
        counted.clear()
        assert make_bot(spec, 1).choose(game) in game.legal_moves()
        assert 1 <= len(counted) <= 12
