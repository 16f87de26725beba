"""The widget's traits and intents, checked in Python (the browser tests click for real)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from clans_widget import ClansWidget, Game, IllegalMoveError, Record
from clans_widget.frames import frame_delta
from clans_widget.games.clans.words import move_words
from clans_widget.rules.view import view
from tests.frame_helpers import cards_in, frozen, send
from tests.refusals import refused


def finished_record(players: int = 2, seed: int = 4) -> Record:
    game = Game.new(players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game.record.with_comments({1: "An opening move."})



def snapshot(widget: ClansWidget) -> tuple[Any, ...]:
    return (frozen(widget.frames), widget.position, widget.game.moves, widget.record)


def test_a_new_widget_shows_the_game_as_it_stands() -> None:
    game = Game.new(3, seed=1)
    game.play(game.legal_moves()[0])
    w = ClansWidget(game)
    assert w.mode == "play"
    assert len(w.frames) == 2 and w.position == 1
    assert w.game.moves == game.moves
    assert w.error == ""


def test_a_play_intent_plays_the_move_in_python() -> None:
    game = Game.new(2, seed=2)
    move = str(game.legal_moves()[1])
    w = ClansWidget(game)
    send(w, {"kind": "play", "move": move})
    assert w.error == ""
    assert [str(m) for m in w.game.moves] == [move]
    assert w.position == 1 and w.frames[-1]["last"]["move"] == move
    assert move.endswith("+") and w.frames[-1]["supply"] == [4, 5]


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("6g@Bn2", "unknown request"),
        ({"kind": "steal"}, "unknown request"),
        ({"kind": "play"}, "needs a move"),
        ({"kind": "play", "move": 42}, "needs a move"),
        ({"kind": "play", "move": "6g@Bn2" * 10}, "needs a move"),
        ({"kind": "play", "move": "nonsense"}, "is not a move"),
        ({"kind": "play", "move": "8g@Bn2"}, "is not in Player 1's hand"),
        ({"kind": "play", "move": "3r@Zn1"}, "there is no seat Zn1"),
        ({"kind": "undo"}, "no move to take back"),
        ({"kind": "ack", "move": "6g@Bn2"}, "holds nothing but its kind"),
    ],
)
def test_a_forged_or_wrong_intent_changes_nothing_and_says_why(content: Any, reason: str) -> None:
    w = ClansWidget(Game.new(2, seed=3))
    assert reason in refused(w, content, snapshot)


def test_an_ack_changes_nothing_not_even_the_error_shown() -> None:
    """The page acknowledges that the kernel started on its move (js/app.ts): nothing is done,
    nothing crosses, and the refusal shown stays."""
    w = ClansWidget(Game.new(2, seed=3))
    send(w, {"kind": "play", "move": "nonsense"})
    before = snapshot(w)
    crossed: list[Any] = []
    w._send = lambda msg, buffers=None: crossed.append(msg)
    w.send = crossed.append
    send(w, {"kind": "ack"})
    assert snapshot(w) == before and "is not a move" in w.error and crossed == []


def test_an_illegal_seat_is_refused_with_the_matching_reason() -> None:
    game = Game.from_setup(
        table={"Bn2": "4r", "Bs2": "3c"}, hands=[["5g", "3y"], ["6y"]], removed=[]
    )
    w = ClansWidget(game)
    send(w, {"kind": "play", "move": "5g@Bn3"})
    # the board says the engine's reason with its notation in words (it is read aloud)
    assert w.error == (
        "the green 5 does not match B north 2 (the red 4), C north 1 (empty) "
        "or the opposite B south 3 (empty)"
    )
    assert w.game.ply == 0
    with pytest.raises(IllegalMoveError, match="does not match"):
        w.play("5g@Bn3")


def test_the_error_clears_after_a_good_move() -> None:
    game = Game.new(2, seed=3)
    w = ClansWidget(game)
    send(w, {"kind": "play", "move": "nonsense"})
    assert w.error
    send(w, {"kind": "play", "move": str(game.legal_moves()[0])})
    assert w.error == ""


def test_a_player_viewer_may_only_move_on_their_own_turn() -> None:
    game = Game.new(2, seed=5)
    w = ClansWidget(game, viewer=1)
    send(w, {"kind": "play", "move": str(game.legal_moves()[0])})
    assert w.error == "it is Player 1's turn, not yours"
    assert w.game.ply == 0


def test_undo_takes_back_the_last_move() -> None:
    game = Game.new(2, seed=6)
    w = ClansWidget(game)
    first = w.game.legal_moves()[0]
    w.play(first)
    w.play(w.game.legal_moves()[0])
    send(w, {"kind": "undo"})
    assert w.error == ""
    assert w.game.moves == (first,)
    assert len(w.frames) == 2 and w.position == 1


def test_a_replay_holds_every_frame_and_python_can_move_the_cursor() -> None:
    record = finished_record()
    w = ClansWidget(record=record)
    assert w.mode == "replay"
    assert len(w.frames) == len(record.moves) + 1 and w.position == 0
    assert w.comments == {"0:1": "An opening move."}
    w.position = 5
    assert w.game.ply == 5
    assert w.game.moves == record.game(5).moves
    w.position = 999
    assert w.position == len(record.moves)
    w.position = -3
    assert w.position == 0


def test_playing_from_an_earlier_position_starts_a_variation_and_keeps_the_main_line() -> None:
    record = finished_record()
    w = ClansWidget(record=record)
    w.position = 4
    here = w.game
    other = next(m for m in here.legal_moves() if str(m) != record.moves[4])
    w.play(other)
    assert w.position == 5 and len(w.frames) == 6 and w.line != 0
    assert w.session.moves() == [*record.moves[:4], str(other)]
    assert w.record.moves == record.moves and len(w.record.variations) == 1
    assert w.comments == {"0:1": "An opening move."}
    lines = {line["id"]: line for line in w.tree["lines"]}
    said = move_words(str(other), here.current_player, here.names)
    assert lines[w.line]["moves"] == [[str(other), here.current_player, said]]
    w.main_line()
    assert (w.line, w.position, len(w.frames)) == (0, 4, len(record.moves) + 1)


def test_the_widget_state_for_a_player_holds_no_card_they_may_not_see() -> None:
    record = finished_record(players=4, seed=9)
    for viewer in (0, 3, "spectator"):
        w = ClansWidget(record=record, viewer=viewer)
        for ply, f in enumerate(w.frames):
            hidden = {str(c) for c in view(record.game(ply), viewer).unseen}
            assert not cards_in(f) & hidden, (viewer, ply)


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({}, ValueError),
        ({"game": Game.new(2, seed=1), "record": finished_record()}, ValueError),
        ({"game": "a game"}, TypeError),
        ({"record": "{}"}, TypeError),
        ({"game": Game.new(2, seed=1), "viewer": 2}, ValueError),
        ({"game": Game.new(2, seed=1), "viewer": "everyone"}, ValueError),
        ({"game": Game.new(2, seed=1), "bot_delay": -1}, ValueError),
        ({"game": Game.new(2, seed=1), "colour": "red"}, TypeError),
    ],
)
def test_wrong_arguments_are_refused(kwargs: dict[str, Any], error: type[Exception]) -> None:
    with pytest.raises(error):
        ClansWidget(**kwargs)


def test_a_bot_answers_a_human_move_by_itself() -> None:
    game = Game.new(2, seed=8)
    w = ClansWidget(game, viewer=0, bots={1: "greedy"}, bot_delay=0, seed=1)
    w.play(w.game.legal_moves()[0])
    assert w.game.ply == 2 and w.game.current_player == 0
    assert w.bot_thinking is False
    send(w, {"kind": "undo"})
    assert w.game.ply == 0, "undo takes back the bot's answer and the human's move"


def test_bots_can_play_a_whole_game_against_each_other() -> None:
    w = ClansWidget(Game.new(3, seed=2), bots={0: "random", 1: "greedy", 2: "random"},
                    bot_delay=0, seed=3)
    assert w.game.is_over
    assert w.frames[-1]["score"]["final"] is True


def test_a_move_sends_only_the_new_frame_to_the_front_end() -> None:
    """A move crosses as one message: the update of the traits it changed, the new frame's
    delta among them (``frames_step``; two messages would meet Nagle's rule on the server's
    websocket, up to 40 ms more per move)."""
    game = Game.new(2, seed=12)
    w = ClansWidget(game)
    sent: list[Any] = []
    w.send = sent.append
    crossed: list[dict[str, Any]] = []
    w._send = lambda msg, buffers=None: crossed.append(msg)  # what ipywidgets puts on the comm
    w.play(w.game.legal_moves()[0])
    assert sent == [] and len(crossed) == 1 and crossed[0]["method"] == "update"
    state = crossed[0]["state"]
    assert state["position"] == 1 and "tree" in state
    step = state["frames_step"]
    assert (step["start"], step["n"]) == (1, 1)
    assert step["frames"] == [frame_delta(w.frames[0], w.frames[1])] and len(w.frames) == 2
    w.undo()
    assert w.frames_step == {"kind": "frames", "start": 1, "frames": [], "n": 2}
    assert len(crossed) == 2 and crossed[1]["state"]["position"] == 0
    assert len(w.frames) == 1


def test_a_hot_seat_page_only_ever_holds_the_hand_of_the_player_at_the_screen() -> None:
    w = ClansWidget(Game.new(3, seed=14), viewer="turn")
    assert w.hotseat is True
    for _ in range(7):
        game = w.game
        assert w.covered and not cards_in(w.frames) & {str(c) for h in game.hands for c in h}
        send(w, {"kind": "reveal"})
        assert not w.covered and w.frames[-1]["viewer"] == game.current_player
        others = {str(c) for p, h in enumerate(game.hands) if p != game.current_player for c in h}
        assert not cards_in(w.frames) & others
        send(w, {"kind": "play", "move": str(game.legal_moves()[0])})
        assert w.error == "" and w.game.ply == game.ply + 1


def test_in_play_the_record_follows_moves_and_undos() -> None:
    w = ClansWidget(Game.new(2, seed=15))
    first = w.play(w.game.legal_moves()[0])
    w.play(w.game.legal_moves()[0])
    w.undo()
    third = w.play(w.game.legal_moves()[-1])
    assert w.record.moves == (str(first), str(third))
    assert w.record == w.session.line_record()


def test_in_replay_undo_never_changes_the_record() -> None:
    record = finished_record()
    w = ClansWidget(record=record)
    w.position = 6
    send(w, {"kind": "undo"})
    assert "recorded moves stay" in w.error and not w.can_undo
    assert w.position == 6 and w.record == record


def test_a_preview_sends_the_forecast_of_the_tile_a_move_goes_to_and_changes_nothing() -> None:
    game = Game.from_setup(
        table={"Bn1": "4g", "Bs2": "3r"}, hands=[["3g", "6p"], ["5o"]], names=["Ann", "Ben"]
    )
    w = ClansWidget(game)
    sent: list[Any] = []
    w.send = sent.append
    before = snapshot(w)
    send(w, {"kind": "preview", "move": "3g@Bn2"})
    assert w.error == "" and snapshot(w) == before
    preview = sent[-1]
    assert (preview["kind"], preview["tile"], preview["plain"]["shields"]) == ("preview", "B", [])
    with_shield = preview["shield"]
    assert with_shield["shields"] == [0]
    assert [(g["rank"], g["taker"]) for g in with_shield["groups"]] == [(3, 0), (4, None)]
    send(w, {"kind": "preview", "move": "6p@Bn2"})
    assert "does not match" in w.error and len(sent) == 1


def test_a_spectator_gets_no_preview() -> None:
    w = ClansWidget(Game.new(2, seed=1), viewer="spectator")
    sent: list[Any] = []
    w.send = sent.append
    send(w, {"kind": "preview", "move": str(Game.new(2, seed=1).legal_moves()[0])})
    assert "spectator" in w.error and sent == []
