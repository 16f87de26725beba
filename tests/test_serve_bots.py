"""A served game's bots off the request path (issue 22): a seat's move reaches every page
while a slow bot still thinks, the bot's move follows, a game played to its end by bots and
scripted seats ends as the rules say, and a seat's page sends the same bytes for two deals
that differ only in cards that seat never saw, bots moving on their own thread."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from clans_widget import Game
from clans_widget.rules import Record
from clans_widget.serve.connection import Connection
from clans_widget.serve.room import ClassRoom
from clans_widget.serve.teacher import start
from clans_widget.shared import shared_game
from tests.test_serve import intent
from tests.test_twin_deals import Wire, same, twins


class GatedBot:
    """A bot that thinks until the test lets it answer (a slow budget, without the wait)."""

    def __init__(self, bot: Any) -> None:
        self.bot, self.gate, self.asked = bot, threading.Event(), threading.Event()

    def choose(self, seen: Any) -> Any:
        self.asked.set()
        assert self.gate.wait(10), "the test never let the bot answer"
        return self.bot.choose(seen)


class ScriptedBot:
    """A bot that plays a record's moves, whichever it is asked for next."""

    def __init__(self, room: ClassRoom, moves: list[str]) -> None:
        self.room, self.moves = room, moves

    def choose(self, _seen: Any) -> Any:
        ply = self.room.session.length(0)
        game = self.room.session.game(0, ply)
        return next(m for m in game.legal_moves() if str(m) == self.moves[ply])


def play(page: Connection, move: str | None = None) -> None:
    """The page's seat plays ``move`` (default: its first legal move) at the live end."""
    session = page.room.session
    game = session.game(0, session.length(0))
    chosen = move if move is not None else str(game.legal_moves()[0])
    page._message(intent({"kind": "play", "move": chosen, "line": 0, "ply": session.length(0)}))
    assert not page.board.error, page.board.error


def test_a_slow_bot_does_not_hold_up_a_seats_move_on_the_other_pages() -> None:
    room = ClassRoom(shared_game(Game.new(3, seed=4), bots={1: "greedy"}, seed=1))
    slow = GatedBot(room.session.bots[1])
    room.session.bots[1] = slow
    pages = [Connection(room, room.tokens[v]) for v in ("all", 0, 2)]
    projector = Connection(room, None, projector=True)
    play(pages[1])  # seat 0's move returns while the bot thinks
    assert slow.asked.wait(5)
    for page in (*pages, projector):
        assert len(page.board.frames) == 2, page.viewer  # the move shows on every page
        assert page.board.bot_thinking, page.viewer  # and the bot thinking
    assert room.session.length() == 1
    slow.gate.set()
    assert room.bots.wait()
    assert room.session.length() == 2 and room.session.game().current_player == 2
    for page in (*pages, projector):
        assert len(page.board.frames) == 3 and not page.board.bot_thinking, page.viewer


def test_a_game_played_by_bots_and_scripted_seats_ends_as_the_rules_say() -> None:
    room = ClassRoom(shared_game(Game.new(4, seed=9), bots={1: "greedy", 3: "random"}, seed=2))
    seats = {p: Connection(room, room.tokens[p]) for p in (0, 2)}
    teacher = Connection(room, room.tokens["all"])
    for _ in range(400):
        assert room.bots.wait()
        game = room.session.game(0, room.session.length(0))
        if game.is_over:
            break
        play(seats[game.current_player])
    record = room.session.record
    assert record.game().is_over
    assert Record.from_json(record.to_json()).game().is_over  # the rules replay it to its end
    assert len(teacher.board.frames) == room.session.length(0) + 1
    assert not teacher.board.bot_thinking


@pytest.mark.parametrize(("game", "viewer"), [((3, 28, 23), 0), ((4, 14, 15), 2)])
def test_a_seats_page_sends_the_same_for_twin_deals_with_bots_on_their_thread(
    game: Any, viewer: int
) -> None:
    record, other = twins(game, viewer)

    def transcript(made: Record) -> list[Any]:
        players = len(made.names)
        bots = {p: "random" for p in range(players) if p not in (viewer, (viewer + 1) % players)}
        # The game waits for Start until every page is made: a bot moving while the pages
        # are made would make each twin's first state depend on the thread's timing.
        room = ClassRoom(shared_game(made.game(0), bots=bots), started=False)
        for p in bots:
            room.session.bots[p] = ScriptedBot(room, list(made.moves))
        pages = {v: Connection(room, room.tokens[v]) for v in room.tokens}
        wire = Wire(pages[viewer].board)
        start(room, "all")
        while room.bots.wait() and room.session.length(0) < len(made.moves):
            mover = room.session.game(0, room.session.length(0)).current_player
            wire.mark(f"move {room.session.length(0)} by {mover}")
            play(pages[mover], str(made.moves[room.session.length(0)]))
        assert room.session.moves() == list(made.moves)
        wire.snapshot("end")
        return wire.transcript()

    same(f"served {game} seen by {viewer!r}", transcript(record), transcript(other))
