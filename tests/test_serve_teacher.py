"""The teacher's controls of a served game (issue 22): the game waits for Start, Pause stops
the bots and refuses the seats' moves with a sentence, a seat changes between a person and a
bot while playing, Save writes the record now; the same asked by any other page, or forged
as a board's request, is refused and changes nothing."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import pytest

from clans_widget import Game
from clans_widget.i18n import say
from clans_widget.serve import teacher
from clans_widget.serve.connection import Connection
from clans_widget.serve.desk import TeacherDesk
from clans_widget.serve.room import ClassRoom
from clans_widget.shared import shared_game
from tests.test_serve import intent
from tests.test_serve_bots import play


def room(save: Path | None = None, started: bool = False) -> ClassRoom:
    """Three players, a bot in seat 0 (the first to move), waiting for the teacher."""
    session = shared_game(Game.new(3, seed=4), bots={0: "greedy"}, seed=1)
    return ClassRoom(session, save=save, started=started)


def test_the_game_waits_for_start_then_the_bot_moves() -> None:
    served = room()
    seat = Connection(served, served.tokens[1])
    assert served.bots.wait() and served.session.length() == 0
    assert not seat.board.bot_thinking  # the bot waits for the teacher too
    teacher.start(served, "all")
    assert served.bots.wait() and served.session.length() == 1
    assert served.playing()


def test_a_paused_game_refuses_a_seats_move_and_its_bots_wait() -> None:
    served = room(started=True)
    seats = {p: Connection(served, served.tokens[p]) for p in (1, 2)}
    assert served.bots.wait() and served.session.length() == 1
    teacher.pause(served, "all", True)
    before = served.session.moves()
    move = str(served.session.game().legal_moves()[0])
    seats[1]._message(intent({"kind": "play", "move": move, "line": 0, "ply": 1}))
    assert seats[1].board.error == say("serve.paused", "en")
    assert served.session.moves() == before
    teacher.pause(served, "all", False)
    play(seats[1])
    play(seats[2])
    assert served.bots.wait() and served.session.length() == 4  # the bot moved again


def test_a_seat_changes_between_a_person_and_a_bot_while_playing(tmp_path: Path) -> None:
    served = room(save=tmp_path / "class.json", started=True)
    assert served.bots.wait() and served.session.game().current_player == 1
    assert 0 not in served.tokens
    teacher.seat_player(served, "all", 1, "random")  # seat 1's turn: its new bot plays it
    assert served.bots.wait() and served.session.game().current_player == 2
    teacher.seat_player(served, "all", 0, None)  # the bot's seat goes to a person, with a link
    assert 0 in served.tokens and served.viewer_for(served.tokens[0]) == 0
    tokens = json.loads((tmp_path / "class.json.tokens").read_text())
    assert tokens["0"] == served.tokens[0]
    page = Connection(served, served.tokens[2])
    play(page)
    assert served.bots.wait() and served.session.game().current_player == 0  # a person now


def test_save_now_writes_the_record_or_says_there_is_no_file(tmp_path: Path) -> None:
    with pytest.raises(ValueError) as error:
        teacher.save_now(room(), "all")
    assert str(error.value) == say("serve.no_save", "en")
    save = tmp_path / "class.json"
    served = room(save=save, started=True)
    assert served.bots.wait()
    save.unlink()
    teacher.save_now(served, "all")
    assert len(json.loads(save.read_text())["moves"]) == 1


def state(served: ClassRoom) -> Any:
    """What a refused control must leave as it was."""
    bots = {p: type(b).__name__ for p, b in served.session.bots.items()}
    return served.started, served.paused, bots, dict(served.tokens), served.session.moves()


@pytest.mark.parametrize("by", [0, 1, 2, "spectator", "turn", None, "ALL"])
def test_any_page_but_the_teachers_is_refused_and_nothing_changes(by: Any) -> None:
    served = room()
    before = state(served)
    asks: list[tuple[Any, ...]] = [
        (teacher.start,), (teacher.pause, True), (teacher.seat_player, 1, "greedy"),
        (teacher.seat_player, 0, None), (teacher.save_now,),
    ]
    for control, *args in asks:
        with pytest.raises(ValueError) as error:
            control(served, by, *args)
        assert str(error.value) == say("serve.teacher_only", "en")
    assert state(served) == before


def test_wrong_requests_from_the_teacher_are_refused_and_change_nothing() -> None:
    served = room()
    before = state(served)
    asks: list[tuple[Any, ...]] = [
        (teacher.pause, "yes"), (teacher.seat_player, 3, None), (teacher.seat_player, True, None),
        (teacher.seat_player, "1", None), (teacher.seat_player, 1, "nobot"),
    ]
    for control, *args in asks:
        with pytest.raises(ValueError):
            control(served, "all", *args)
    assert state(served) == before


@pytest.mark.parametrize("kind", ["start", "pause", "resume", "seat", "save"])
def test_a_seats_forged_control_request_is_refused_and_changes_nothing(kind: str) -> None:
    served = room()
    seat = Connection(served, served.tokens[1])
    before = state(served)
    seat._message(intent({"kind": kind, "seat": 0, "bot": None, "paused": True}))
    assert seat.board.error
    assert state(served) == before
    move = str(served.session.game().legal_moves()[0])
    seat._message(intent({"kind": "play", "move": move, "line": 0, "ply": 0}))
    assert seat.board.error == say("serve.not_started", "en") and state(served) == before


def test_the_teachers_desk_starts_pauses_and_gives_seats() -> None:
    served = room()
    page = Connection(served, served.tokens["all"], lang="de")
    desk = page.box.children[0]
    assert isinstance(desk, type(TeacherDesk(served).box))
    made = TeacherDesk(served, "de")
    assert made.start.description == say("serve.start", "de")
    made.start.click()
    assert served.started and made.start.layout.display == "none"
    made.pause.click()
    assert served.paused and made.pause.description == say("serve.resume", "de")
    assert say("serve.paused", "de") in made.state.value
    made.seats[2].value = "greedy"
    assert type(served.session.bots[2]).__name__ == type(served.session.bots[0]).__name__
    made.save.click()  # no --save: the desk says so, nothing else changes
    assert say("serve.no_save", "de") in made.state.value
    made.pause.click()
    assert not served.paused and served.bots.wait() and served.session.length() == 1


class BrokenBot:
    """A bot that fails whenever it is asked."""

    def choose(self, _seen: Any) -> Any:
        raise RuntimeError("Ann holds the 3 of swords")  # a bot's text may name a hidden card


def test_a_failing_bot_changes_nothing_until_the_teacher_gives_its_seat_another(
    caplog: pytest.LogCaptureFixture,
) -> None:
    served = room()
    served.session.bots[0] = BrokenBot()
    teacher.start(served, "all")
    assert served.bots.wait() and served.session.length() == 0
    assert "RuntimeError" in caplog.text and "3 of swords" not in caplog.messages[-1]
    teacher.seat_player(served, "all", 0, "greedy")
    assert served.bots.wait() and served.session.length() == 1


def test_the_command_waits_for_start_unless_told_to_start_at_once() -> None:
    from clans_widget.serve.cli import add_arguments, make_room

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    for argv, started in (([], False), (["--start"], True)):
        args = parser.parse_args(["--players", "3", *argv])
        args.lang = "en"
        assert make_room(args)[0].started is started
