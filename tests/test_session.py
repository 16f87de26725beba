"""The Session: lines and variations, the cursor, permissions and bot turns, without a widget."""

from __future__ import annotations

import asyncio
import math
import random
from pathlib import Path
from typing import Any

import pytest

from clans_widget import ClansWidget, Game, IllegalMoveError, Move, Record
from clans_widget.games.clans.words import advice_words
from clans_widget.rules.view import View
from clans_widget.session import BotError, Session
from tests.frame_helpers import in_own_loop, send

GAMES = Path(__file__).parent.parent / "notebooks" / "games"


def recorded() -> Record:
    return Record.from_json((GAMES / "two_players.json").read_text())


def other_move(session: Session) -> str:
    """A legal move at the position shown that is not the line's own next move."""
    moves = session.moves()
    nxt = moves[session.ply] if session.ply < len(moves) else None
    return next(str(m) for m in session.game().legal_moves() if str(m) != nxt)


class Failing:
    """A bot that raises, as a broken or timed-out bot would."""

    def __init__(self) -> None:
        self.calls = 0

    def choose(self, view: View) -> Move:
        self.calls += 1
        raise RuntimeError("no time left")


class First:
    """A bot that plays the first legal move it sees."""

    def choose(self, view: View) -> Move:
        return view.legal_moves()[0]


# --- lines and variations -------------------------------------------------------------------


def test_a_replay_starts_at_the_first_position_and_steps_through_the_record() -> None:
    record = recorded()
    s = Session(record, replay=True)
    assert (s.line, s.ply, s.length()) == (0, 0, 16)
    s.goto(0, 9)
    assert s.game().moves == record.game(9).moves


def test_playing_in_a_replay_starts_a_variation_and_the_main_line_stays() -> None:
    record = recorded()
    s = Session(record, replay=True)
    s.goto(0, 3)
    move = other_move(s)
    s.play(move)
    assert s.line != 0 and s.ply == 4
    assert s.moves() == [*record.moves[:3], move]
    assert s.moves(0) == list(record.moves)
    assert s.record.moves == record.moves and s.record.variations[0].ply == 3
    s.main_line()
    assert (s.line, s.ply) == (0, 3)


def test_the_lines_own_next_move_follows_the_line_instead_of_branching() -> None:
    record = recorded()
    s = Session(record, replay=True)
    s.goto(0, 5)
    s.play(record.moves[5])
    assert (s.line, s.ply, len(s.lines)) == (0, 6, 1)


def test_playing_a_known_variations_first_move_enters_that_variation() -> None:
    s = Session(recorded(), replay=True)
    s.goto(0, 2)
    move = other_move(s)
    s.play(move)
    first = s.line
    s.goto(0, 2)
    s.play(move)
    assert s.line == first and len(s.lines) == 2


def test_a_live_game_grows_its_main_line_and_branches_when_looking_back() -> None:
    game = Game.new(2, seed=4)
    s = Session(game.record)
    for _ in range(4):
        s.play(s.game().legal_moves()[0])
    assert (s.line, s.length(0)) == (0, 4)
    s.goto(0, 1)
    s.play(other_move(s))
    assert s.line == 1 and s.length(0) == 4, "the main line keeps its four moves"


def test_variations_nest_and_promotion_swaps_a_variation_with_its_parent() -> None:
    record = recorded()
    s = Session(record, replay=True)
    s.goto(0, 3)
    s.play(other_move(s))
    side = s.line
    s.play(s.game().legal_moves()[0])
    s.goto(side, 4)
    s.play(other_move(s))
    deeper = s.line
    assert s.lines[deeper].parent == side
    side_moves = s.moves(side)
    s.promote(side)
    assert s.moves(0) == side_moves
    assert s.moves(side) == list(record.moves), "the old main line is now the variation"
    assert s.lines[deeper].parent == 0, "the nested line follows its moves onto the main line"
    s.promote(side)
    assert s.moves(0) == list(record.moves)


def test_deleting_a_variation_removes_its_lines_and_moves_the_cursor_back() -> None:
    s = Session(recorded(), replay=True)
    s.goto(0, 3)
    s.play(other_move(s))
    side = s.line
    s.play(s.game().legal_moves()[0])
    s.delete(side)
    assert (s.line, s.ply, list(s.lines)) == (0, 3, [0])
    with pytest.raises(ValueError, match="main line"):
        s.delete(0)
    with pytest.raises(ValueError, match="no line"):
        s.delete(42)


def test_undo_takes_back_the_last_move_of_a_variation_and_removes_it_when_empty() -> None:
    s = Session(recorded(), replay=True)
    s.goto(0, 3)
    s.play(other_move(s))
    s.play(s.game().legal_moves()[0])
    side = s.line
    s.undo()
    assert (s.line, s.ply) == (side, 4)
    s.undo()
    assert (s.line, s.ply, list(s.lines)) == (0, 3, [0])


def test_undo_never_changes_a_recorded_main_line_or_a_past_position() -> None:
    record = recorded()
    s = Session(record, replay=True)
    s.goto(0, 16)
    with pytest.raises(ValueError, match="recorded moves stay"):
        s.undo()
    live = Session(record)
    live.goto(0, 5)
    with pytest.raises(ValueError, match="step to its end"):
        live.undo()
    assert live.moves(0) == list(record.moves)


def test_an_illegal_move_changes_nothing() -> None:
    s = Session(recorded(), replay=True)
    s.goto(0, 3)
    with pytest.raises(IllegalMoveError):
        s.play("8g@An1")
    assert (s.line, s.ply, len(s.lines)) == (0, 3, 1)


def test_the_record_keeps_title_meta_result_and_round_trips_with_variations() -> None:
    record = recorded()
    s = Session(record, replay=True)
    s.goto(0, 3)
    s.play(other_move(s))
    s.goto(0, 8)
    s.play(other_move(s))
    saved = s.record
    assert (saved.title, dict(saved.meta), saved.result) == (
        record.title, dict(record.meta), record.result
    )
    again = Record.from_json(saved.to_json())
    assert again == saved
    reopened = Session(again, replay=True)
    assert [reopened.moves(i) for i in sorted(reopened.lines)] == [
        s.moves(i) for i in sorted(s.lines)
    ]


# --- permissions --------------------------------------------------------------------------


def test_a_spectator_may_step_but_not_play_undo_or_edit() -> None:
    s = Session(recorded(), "spectator", replay=True)
    s.goto(0, 4)
    assert s.play_refusal() and s.undo_refusal() and s.edit_refusal()


def test_a_player_plays_their_own_turns_and_may_branch_in_a_replay() -> None:
    s = Session(recorded(), 1, replay=True)
    s.goto(0, 0)
    assert s.play_refusal() == "it is Ann's turn, not yours"
    s.goto(0, 1)
    assert s.play_refusal() is None and s.edit_refusal() is None


def test_hot_seat_plays_only_at_the_end_for_the_player_at_the_screen() -> None:
    s = Session(Game.new(2, seed=2).record, "turn")
    assert s.covered and s.play_refusal()
    s.reveal()
    assert not s.covered and s.play_refusal() is None
    s.play(s.game().legal_moves()[0])
    assert s.covered
    s.reveal()
    s.goto(0, 0)
    assert s.play_refusal() == "in hot-seat play, moves are played at the end of the game"


# --- bots -----------------------------------------------------------------------------------


def test_a_bot_is_to_move_only_at_the_end_of_the_line_shown() -> None:
    s = Session(Game.new(2, seed=3).record, 1, {0: First()})
    assert s.bot_to_move() == 0
    s.play_bot()
    assert s.bot_to_move() is None and s.ply == 1
    s.play(s.game().legal_moves()[0])
    assert s.bot_to_move() == 0
    s.goto(0, 1)
    assert s.bot_to_move() is None, "no bot moves while an earlier position is shown"


def test_undo_to_a_bots_turn_leaves_the_bot_to_move() -> None:
    s = Session(Game.new(2, seed=3).record, 1, {0: First()})
    s.play_bot()
    s.play(s.game().legal_moves()[0])
    s.play_bot()
    s.undo()  # takes back the bot's answer and the human move before it
    assert s.ply == 1 and s.bot_to_move() is None
    assert Session(Game.new(2, seed=3).record, "all", {0: First()}).bot_to_move() == 0


def test_a_failing_bot_raises_bot_error_names_no_card_and_changes_nothing() -> None:
    bot = Failing()
    s = Session(Game.new(2, seed=3).record, 1, {0: bot})
    with pytest.raises(BotError) as caught:
        s.play_bot()
    assert "no time left" not in str(caught.value), "the bot's own text may name its cards"
    assert s.ply == 0 and bot.calls == 1
    s.bots[0] = First()
    s.play_bot()
    assert s.ply == 1


def test_sessions_over_many_random_games_keep_every_line_legal() -> None:
    rng = random.Random(7)
    for seed in range(150):
        s = Session(Game.new(rng.choice((2, 3, 4)), seed=seed).record)
        for _ in range(60):
            choice = rng.random()
            game = s.game()
            if choice < 0.6 and not game.is_over:
                s.play(rng.choice(game.legal_moves()))
            elif choice < 0.75 and s.ply:
                s.goto(s.line, rng.randrange(s.length() + 1))
            elif choice < 0.85 and s.at_end and s.ply and s.undo_refusal() is None:
                try:
                    s.undo()
                except ValueError as error:
                    assert "variation starts after" in str(error)
            elif choice < 0.92 and len(s.lines) > 1:
                s.promote(rng.choice([i for i in s.lines if i]))
            elif len(s.lines) > 1:
                s.delete(rng.choice([i for i in s.lines if i]))
        for line, node in s.lines.items():
            s.line_record(line).game()  # every line replays legally
            if node.parent is not None:
                parent = s.lines[node.parent]
                assert node.moves, "no empty variation is kept"
                assert parent.parent is None or parent.ply < node.ply <= s.length(parent.id)
        saved = Record.from_json(s.record.to_json())
        assert Session(saved).moves(0) == s.moves(0)


# --- the widget over a session: stale intents, bots after every kind of step ------------------


def test_a_stale_intent_is_refused_and_changes_nothing() -> None:
    w = ClansWidget(record=recorded())
    w.position = 3
    move = other_move(w.session)
    send(w, {"kind": "play", "move": move, "line": 0, "ply": 2}, fresh=False)
    assert "moved on" in w.error and len(w.session.lines) == 1
    send(w, {"kind": "play", "move": move}, fresh=False)
    assert "names its line and ply" in w.error
    send(w, {"kind": "play", "move": move, "line": 0, "ply": 3}, fresh=False)
    assert w.error == "" and w.line != 0


def bot_game() -> ClansWidget:
    """Ann (a human, viewer 0) against a bot that answers at once."""
    return ClansWidget(Game.new(2, seed=3, names=["Ann", "Bot"]), viewer=0, bots={1: "greedy"},
                       bot_delay=0, seed=1)


def test_the_bot_answers_after_a_play_an_undo_a_branch_and_a_step_to_the_end() -> None:
    w = bot_game()
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    assert w.position == 2 and w.game.current_player == 0, "the bot answered the play"
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    assert w.position == 4
    send(w, {"kind": "undo"})
    assert w.position == 2 and w.game.current_player == 0
    w.position = 0  # looking back: no bot moves here
    assert w.position == 0 and not w.bot_thinking
    send(w, {"kind": "play", "move": other_move(w.session)})
    assert w.line != 0 and w.position == 2, "the bot answered in the variation"
    send(w, {"kind": "main-line"})
    assert (w.line, w.position) == (0, 0)
    w.position = 2
    assert w.game.current_player == 0 and w.position == 2


def test_undo_back_to_a_bots_turn_lets_the_bot_move_again() -> None:
    w = ClansWidget(Game.new(2, seed=3), viewer="all", bots={0: "greedy"}, bot_delay=0, seed=1)
    assert w.position == 1, "the bot opened the game"
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    assert w.position == 3
    send(w, {"kind": "undo"})
    assert w.position == 1 and w.game.current_player == 1 and not w.bot_stalled


def test_a_failing_bot_shows_the_error_and_can_be_asked_again() -> None:
    w = ClansWidget(Game.new(2, seed=3), viewer=1, bots={0: "greedy"}, bot_delay=0)
    assert w.position == 1
    w.session.bots[0] = Failing()
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    assert w.bot_stalled and "could not move" in w.error and w.position == 2
    send(w, {"kind": "play", "move": str(w.session.game().legal_moves()[0])})
    assert "bot plays it" in w.error, "the human cannot play the bot's turn"
    send(w, {"kind": "bot"})
    assert w.bot_stalled and w.position == 2, "asked again, it fails again"
    send(w, {"kind": "undo"})
    assert w.position == 1 and not w.bot_stalled, "the widget stays usable"
    w.session.bots[0] = First()
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    assert w.position == 3 and not w.bot_stalled and w.error == ""


@pytest.mark.parametrize("delay", [math.nan, math.inf, -1.0, 61.0, "0.5"])
def test_a_bot_delay_that_would_hang_or_is_not_a_number_is_refused(delay: object) -> None:
    with pytest.raises(ValueError, match="bot_delay"):
        ClansWidget(Game.new(2, seed=1), bots={1: "greedy"}, bot_delay=delay)  # type: ignore[arg-type]


def test_a_bot_keeps_its_turn_through_home_and_end_during_its_delay() -> None:
    async def scenario() -> tuple[int, bool, bool]:
        w = ClansWidget(Game.new(2, seed=3), viewer=0, bots={1: "greedy"}, bot_delay=0.05)
        send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
        assert w.bot_thinking
        w.position = 0
        stopped = not w.bot_thinking
        w.position = 1
        restarted = w.bot_thinking
        await asyncio.sleep(0.3)
        return w.position, stopped, restarted

    position, stopped, restarted = in_own_loop(scenario())
    assert stopped and restarted and position == 2


def test_a_view_opened_late_asks_for_and_gets_every_frame() -> None:
    game = Game.new(2, seed=4)
    w = ClansWidget(game)
    w.play(w.game.legal_moves()[0])
    w.play(w.game.legal_moves()[0])
    sent: list[Any] = []
    w.send = sent.append
    send(w, {"kind": "sync"})
    assert sent[-1]["kind"] == "frames" and sent[-1]["start"] == 0
    assert len(sent[-1]["frames"]) == 3 == len(w.frames)


def test_hints_and_reviews_come_from_the_games_analysis_as_for_any_game() -> None:
    """Clans and Glory fills its definition's ``analyst`` slot: a session asks it for a hint
    and a review as it does Schotten Totten's, and the board's Hint button shows the same."""
    from clans_widget import analysis

    game = Game.new(players=2, seed=4)
    rng = random.Random(2)
    for _ in range(5):
        game.play(rng.choice(game.legal_moves()))
    session = Session(game.record, "all")
    session.goto(0, 5)
    hint = session.hint(iterations=60, seed=1)
    board = ClansWidget(game, seed=1, hint_iterations=60)
    shown = board.ask_hint()  # the board's also says the move as advice, in words
    assert shown == {**hint, "words": advice_words(hint["move"])}
    assert hint["ply"] == 5 and hint["player"] == 1
    with pytest.raises(ValueError, match="spectator"):
        Session(game.record, "spectator").hint()
    done = Game.new(players=2, seed=4)
    while not done.is_over:
        done.play(rng.choice(done.legal_moves()))
    reviewed = Session(done.record, "all").review(iterations=20, seed=3)
    assert reviewed.to_dict() == analysis.review(done.record, iterations=20, seed=3).to_dict()
