"""The Hint button: the analysis's best move from the mover's view, refusals, hidden cards."""

from __future__ import annotations

import asyncio
import copy
from pathlib import Path
from typing import Any

import pytest

from clans_widget import ClansWidget, Game, Record
from clans_widget.analysis import analyse
from clans_widget.games.clans.words import advice_words
from clans_widget.puzzles import PUZZLES
from clans_widget.rules import Move
from clans_widget.rules.view import view
from tests.frame_helpers import cards_in, in_own_loop, send
from tests.refusals import refused, unchanged

GAMES = Path(__file__).parent.parent / "notebooks" / "games"
BUDGET = 150


def board(game: Game, viewer: Any, **options: Any) -> ClansWidget:
    return ClansWidget(game, viewer=viewer, seed=5, **{"hint_iterations": BUDGET, **options})


def ask(w: ClansWidget, **extra: Any) -> None:
    send(w, {"kind": "hint", "line": w.line, "ply": w.position, **extra})


def mid_game(players: int = 3, seed: int = 8, moves: int = 4) -> Game:
    game = Game.new(players, seed=seed, names=["Ann", "Ben", "Cat"][:players])
    for _ in range(moves):
        game.play(game.legal_moves()[-1])
    return game


def received(w: ClansWidget) -> list[Any]:
    """Everything the front end may receive from ``w`` from now on: its messages, in the
    list returned, and (added by :func:`everything`) its synced traits."""
    sent: list[Any] = []
    w.send = sent.append
    return sent


def everything(w: ClansWidget, sent: list[Any]) -> list[Any]:
    return [w.get_state(), sent]


def state(w: ClansWidget) -> dict[str, Any]:
    """Every synced trait but ``error``."""
    return copy.deepcopy({k: v for k, v in w.get_state().items() if k != "error"})


# --- the hint is the analysis's best move ------------------------------------------------


@pytest.mark.parametrize("viewer", [1, "all", "turn"])
def test_the_hint_is_the_best_move_of_the_analysis_from_the_movers_view(viewer: Any) -> None:
    game = mid_game()
    mover = game.current_player
    assert mover == 1
    w = board(game, viewer)
    if viewer == "turn":
        send(w, {"kind": "reveal"})
    assert w.can_hint and w.hint == {}
    ask(w)
    assert w.error == ""
    best = analyse(game, mover, iterations=BUDGET, seed=5)[0]
    move = Move.parse(w.hint["move"])
    assert move == best.move and move in game.legal_moves()
    assert w.hint == {
        "line": 0, "ply": 4, "player": 1, "move": str(best.move), "card": str(move.card),
        "seat": str(move.seat), "shield": move.shield, "face_down": move.face_down,
        "reason": best.reason, "win": best.win.to_dict(), "words": advice_words(str(best.move)),
    }
    assert w.ask_hint() == w.hint, "the same seed gives the same hint"


def test_the_teachers_board_gets_the_hint_of_the_movers_information() -> None:
    """With every card known the best move may differ: the hint is still the mover's."""
    found = set()
    for seed in range(6):
        game = mid_game(seed=seed)
        hint = board(game, "all").ask_hint()
        assert hint["move"] == str(analyse(game, 1, iterations=BUDGET, seed=5)[0].move)
        found.add(hint["move"] == str(analyse(game, "all", iterations=BUDGET, seed=5)[0].move))
    assert False in found, "the positions tell the two views apart: this test can fail"


def test_the_hint_is_cleared_when_the_position_changes_or_a_move_is_played() -> None:
    w = board(mid_game(), "all")
    w.ask_hint()
    w.position = 2
    assert w.hint == {} and w.can_hint
    w.position = 4
    assert w.hint == {}, "stepping back does not bring the old hint back"
    hint = w.ask_hint()
    w.play(hint["move"])
    assert w.hint == {} and w.position == 5
    w.goto(0, 3)
    w.ask_hint()
    w.play(w.game.legal_moves()[0])  # a variation starts
    assert w.line == 1 and w.hint == {}


def test_the_front_end_sees_the_thinking_state_and_a_stale_hint_is_dropped() -> None:
    async def scenario() -> list[Any]:
        w = board(mid_game(), 1, hint_iterations=3000)
        seen = []
        ask(w)
        seen.append((w.hint_thinking, w.hint))
        ask(w)
        seen.append(w.error)
        while w.hint_thinking:
            await asyncio.sleep(0.02)
        seen.append(w.hint["move"])
        ask(w)
        w.position = 3  # the user steps away while the hint is worked out
        seen.append((w.hint_thinking, w.hint))
        await asyncio.sleep(1.5)
        seen.append((w.hint_thinking, w.hint))
        return seen

    seen = in_own_loop(scenario())
    assert seen[0] == (True, {})
    assert seen[1] == "the hint is still being worked out"
    assert seen[2] == str(analyse(mid_game(), 1, iterations=3000, seed=5)[0].move)
    assert seen[3] == seen[4] == (False, {})


# --- refusals -------------------------------------------------------------------------------


def finished() -> ClansWidget:
    record = Record.from_json((GAMES / "two_players.json").read_text())
    w = ClansWidget(record=record, hint_iterations=BUDGET)
    w.position = len(w.frames) - 1
    return w


REFUSALS = {
    "spectator": (lambda: board(mid_game(), "spectator"), "a spectator only watches"),
    "not your turn": (lambda: board(mid_game(), 2), "no hint: it is Ben's turn, not yours"),
    "game over": (finished, "no hint: the game is over"),
    "covered": (lambda: board(mid_game(), "turn"), "no hint: Ben's hand is still covered"),
}


@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_a_hint_where_the_viewer_may_not_play_is_refused_and_changes_nothing(case: str) -> None:
    make, words = REFUSALS[case]
    w = make()
    assert not w.can_hint
    error = refused(w, {"kind": "hint", "line": w.line, "ply": w.position}, state)
    assert error.startswith(words) and not cards_in(error)
    with unchanged(lambda: state(w)), pytest.raises(ValueError, match=words):
        w.ask_hint()


def test_a_hint_on_a_bots_turn_is_refused_while_it_thinks() -> None:
    async def scenario() -> tuple[bool, bool, str, bool]:
        w = board(mid_game(), "all", bots={1: "greedy"}, bot_delay=30)
        before = state(w)
        ask(w)
        with pytest.raises(ValueError, match="a bot plays it"):
            w.ask_hint()
        return w.bot_thinking, w.can_hint, w.error, state(w) == before

    thinking, can_hint, error, unchanged = in_own_loop(scenario())
    assert thinking and not can_hint and unchanged
    assert error == "no hint: it is Ben's turn, and a bot plays it"


def test_in_a_puzzle_the_puzzles_own_hints_apply() -> None:
    w = ClansWidget(puzzle=PUZZLES[0])
    assert not w.can_hint
    words = "the puzzle's own hints apply"
    with unchanged(lambda: state(w)), pytest.raises(ValueError, match=words):
        w.ask_hint()
    send(w, {"kind": "hint"})
    assert w.error == "" and w.hint == {} and len(w.puzzle["hints"]) == 1


@pytest.mark.parametrize(
    "intent",
    [
        {"kind": "hint"},
        {"kind": "hint", "line": 0},
        {"kind": "hint", "line": "0", "ply": 4},
        {"kind": "hint", "line": 0, "ply": True},
        {"kind": "hint", "line": 0, "ply": 3},
        {"kind": "hint", "line": 7, "ply": 4},
        {"kind": "hint", "line": 0, "ply": 4, "move": "6g@Bn2"},
        {"kind": "hint", "line": 0, "ply": 4, "viewer": "all"},
        {"kind": "hint", "line": 0, "ply": 4, "iterations": 10**9},
        {"kind": "hint", "line": [[[[]]]], "ply": {"a": [1]}},
    ],
)
def test_a_forged_hint_request_is_refused_cleanly(intent: dict[str, Any]) -> None:
    w = board(mid_game(), 1)
    assert not cards_in(refused(w, intent, state))


# --- hidden cards ---------------------------------------------------------------------------


def looker(w: ClansWidget) -> Any:
    """Who sees the board now: the viewer, or in hot-seat the player at the screen."""
    if w.game.is_over:
        return "all"  # at the end every card is open
    if w.viewer == "turn":
        return "spectator" if w.covered or w.session.at_screen is None else w.session.at_screen
    return w.viewer


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("viewer", [0, "turn", "all"])
def test_nothing_a_hint_sends_holds_a_card_its_viewer_may_not_see(
    players: int, viewer: Any
) -> None:
    """A whole game of hinted moves: after each hint and each move, the traits and messages
    hold no card hidden from whoever looks at the screen then."""
    bots = {p: "greedy" for p in range(1, players)} if viewer == 0 else {}
    w = board(Game.new(players, seed=players), viewer, bots=bots, bot_delay=0)
    sent = received(w)
    while not w.game.is_over:
        game = w.game
        if w.covered:
            send(w, {"kind": "reveal"})
        assert w.can_hint
        ask(w)
        assert w.error == "" and w.hint["player"] == game.current_player
        hidden = {str(c) for c in view(game, looker(w)).unseen}
        assert not cards_in(everything(w, sent)) & hidden
        assert cards_in(w.hint) == {w.hint["card"]}, "the reason names tiles, ranks and players"
        assert w.hint["card"] in {str(c) for c in game.hands[game.current_player]}
        sent.clear()  # what came before was for the player at the screen then
        send(w, {"kind": "play", "move": w.hint["move"]})
        assert w.error == "" and w.hint == {}
        hidden = {str(c) for c in view(w.game, looker(w)).unseen}
        assert not cards_in(everything(w, sent)) & hidden


def test_a_face_down_hint_in_hot_seat_is_gone_before_the_next_player_looks() -> None:
    game = Game.new(2, seed=8, names=["Ann", "Ben"])
    for _ in range(14):
        game.play(game.legal_moves()[-1])
    assert all(m.face_down for m in game.legal_moves()), "Ann has no card that fits face up"
    w = board(game, "turn")
    send(w, {"kind": "reveal"})
    hint = w.ask_hint()
    assert hint["face_down"] and hint["move"].startswith("~")
    sent = received(w)
    send(w, {"kind": "play", "move": hint["move"]})
    send(w, {"kind": "reveal"})
    assert w.session.at_screen == 1 and w.hint == {}
    assert hint["card"] in {str(c) for c in view(w.game, 1).unseen}
    assert hint["card"] not in cards_in(everything(w, sent))


@pytest.mark.parametrize(
    ("name", "value"),
    [("hint", {"move": "6g@Bn2", "line": 0, "ply": 4}), ("can_hint", True),
     ("hint_thinking", True)],
)
def test_the_front_end_may_not_set_the_hint_traits(name: str, value: Any) -> None:
    w = board(mid_game(), 2)
    with unchanged(lambda: state(w)):
        w.set_state({name: value})
    assert w.error == f"the front end may not set {name}: Python owns it"


def test_a_loop_that_cannot_start_threads_still_gets_its_hint() -> None:
    """Where the event loop has no threads to give (a Pyodide without them), the hint is worked
    out at once instead."""

    async def scenario() -> tuple[bool, dict[str, Any], str]:
        loop = asyncio.get_running_loop()

        def no_threads(*_args: Any) -> Any:
            raise RuntimeError("can't start new thread")

        loop.run_in_executor = no_threads  # type: ignore[method-assign]
        w = board(mid_game(), 1)
        ask(w)
        return w.hint_thinking, w.hint, w.error

    thinking, hint, error = in_own_loop(scenario())
    assert (thinking, error) == (False, "")
    assert hint["move"] == str(analyse(mid_game(), 1, iterations=BUDGET, seed=5)[0].move)
