"""Several boards of one game (issue 22, step 1): each with its own viewer, a move on any of
them, from Python or by a bot appears on every other at once, drawn for that board's viewer;
permissions are each board's own; a closed board hears no more."""

from __future__ import annotations

import gc
from typing import Any

import pytest

from clans_widget import ClansWidget, Game, schotten
from clans_widget.board import GameBoard
from clans_widget.core.session import Session
from clans_widget.i18n import say
from clans_widget.shared import shared_game
from tests.frame_helpers import send

VIEWERS: tuple[Any, ...] = ("all", 0, 1, 2, "spectator")


def table(bots: dict[int, str] | None = None) -> tuple[Session[Any, Any], dict[Any, ClansWidget]]:
    """A shared three-player game and a board for each viewer."""
    session = shared_game(Game.new(3, seed=7), bots=bots, seed=3)
    boards = {v: ClansWidget(session=session, viewer=v, bot_delay=0) for v in VIEWERS}
    return session, boards


def first_move(board: GameBoard) -> str:
    return str(board.game.legal_moves()[0])


def test_a_move_on_one_board_appears_on_every_board_for_its_viewer() -> None:
    session, boards = table()
    send(boards[0], {"kind": "play", "move": first_move(boards[0])})
    send(boards[1], {"kind": "play", "move": first_move(boards[1])})
    assert not boards[0].error and not boards[1].error
    for viewer, board in boards.items():
        assert (board.line, board.position, len(board.frames)) == (0, 2, 3), viewer
        alone = ClansWidget(session.game(), viewer=viewer)  # one board of the same game
        assert board.frames == alone.frames, viewer
        assert board.tree["lines"] == alone.tree["lines"], viewer
        assert board.can_undo == alone.can_undo, viewer
        assert board.tree["editable"] == (viewer == "all"), viewer  # a seat edits no lines
    assert session.ply == 2 and session.moves() == boards["all"].session.moves()


def test_a_move_from_python_on_the_session_appears_on_every_board() -> None:
    session, boards = table()
    session.play(session.game().legal_moves()[0])
    assert all(board.position == 1 and len(board.frames) == 2 for board in boards.values())


def test_a_seat_cannot_play_another_seats_turn_and_nothing_changes() -> None:
    session, boards = table()
    before = {v: (list(b.frames), b.position) for v, b in boards.items()}
    send(boards[1], {"kind": "play", "move": first_move(boards[0])})
    assert boards[1].error == say("refusal.not_yours", "en", name=session.names[0])
    with pytest.raises(ValueError, match="not yours"):
        boards[1].play(first_move(boards[0]))  # from Python too, on a shared board
    send(boards["spectator"], {"kind": "play", "move": first_move(boards[0])})
    assert boards["spectator"].error
    assert {v: (list(b.frames), b.position) for v, b in boards.items()} == before
    assert session.length() == 0


def test_a_bots_move_appears_on_every_board() -> None:
    session, boards = table(bots={1: "greedy", 2: "random"})
    send(boards[0], {"kind": "play", "move": first_move(boards[0])})
    assert session.length() == 3 and session.game().current_player == 0  # both bots moved
    for viewer, board in boards.items():
        assert board.position == 3 and len(board.frames) == 4, viewer
        assert not board.bot_thinking, viewer


def test_a_board_looking_back_stays_and_one_at_the_end_follows() -> None:
    session, boards = table()
    send(boards[0], {"kind": "play", "move": first_move(boards[0])})
    boards["spectator"].set_state({"position": 0})
    send(boards[1], {"kind": "play", "move": first_move(boards[1])})
    assert boards["spectator"].position == 0 and len(boards["spectator"].frames) == 3
    assert boards[2].position == 2
    boards[0].set_state({"position": 0})  # a seat looking back may not play there
    assert not boards[0].can_hint
    send(boards[0], {"kind": "play", "move": first_move(boards[0]), "line": 0, "ply": 0})
    assert boards[0].error == say("refusal.shared_live_end", "en")
    send(boards[2], {"kind": "play", "move": first_move(boards[2])})
    assert not boards[2].error and session.length() == 3


def test_the_teachers_variation_and_undo_move_the_other_boards_sensibly() -> None:
    _session, boards = table()
    for player in (0, 1, 2):
        send(boards[player], {"kind": "play", "move": first_move(boards[player])})
    teacher = boards["all"]
    teacher.goto(0, 1)
    teacher.play(str(teacher.game.legal_moves()[-1]))  # a variation after the first move
    assert teacher.line == 1
    assert all(b.line == 0 and b.position == 3 for v, b in boards.items() if v != "all")
    assert boards[0].tree["lines"][1]["ply"] == 1  # every board lists it
    assert boards[0].tree["editable"] is False and teacher.tree["editable"] is True
    send(boards[0], {"kind": "delete", "line": 1, "ply": 1, "move": "x"})
    assert boards[0].error == say("refusal.shared_edit", "en")
    boards[1].goto(1, 2)  # a seat may look at the variation, not play in it
    assert not boards[1].can_undo
    teacher.goto(0, 3)
    teacher.undo()  # the live end taken back: the boards at it go back with it
    assert all(b.line == 0 and b.position == 2 for v, b in boards.items() if v not in ("all", 1))
    assert (boards[1].line, boards[1].position) == (1, 2)
    teacher.delete(1)  # the line a board looked at is gone: it goes to where it branched
    assert (boards[1].line, boards[1].position) == (0, 1)


def test_a_seat_takes_back_its_own_move_on_every_board() -> None:
    session, boards = table()
    send(boards[0], {"kind": "play", "move": first_move(boards[0])})
    send(boards[1], {"kind": "undo"})
    assert boards[1].error == say("refusal.undo_own_only", "en", name=session.names[0])
    send(boards[0], {"kind": "undo"})
    assert not boards[0].error
    assert all(b.position == 0 and len(b.frames) == 1 for b in boards.values())


def test_a_closed_board_hears_no_more_and_leaves_no_listener() -> None:
    session, boards = table()
    closed = boards.pop(2)
    closed.close()
    send(boards[0], {"kind": "play", "move": first_move(boards[0])})
    assert closed.position == 0 and len(closed.frames) == 1
    assert closed.session not in session._table.views()
    assert len(session._table.views()) == 1 + len(boards)
    for board in boards.values():
        board.close()
    del board, boards, closed
    gc.collect()
    assert session._table.views() == [session]


def test_a_board_of_a_session_takes_nothing_the_session_holds() -> None:
    session, _boards = table()
    with pytest.raises(ValueError, match="takes its game and bots from the session"):
        ClansWidget(session=session, viewer=0, bots={1: "greedy"})
    with pytest.raises(ValueError, match="takes its game and bots from the session"):
        ClansWidget(Game.new(3), session=session)
    with pytest.raises(ValueError, match="viewer must be"):
        ClansWidget(session=session, viewer=5)


def test_a_single_board_plays_as_before_its_session_is_not_shared() -> None:
    board = ClansWidget(Game.new(3, seed=7), viewer=0)
    assert not board.session.shared
    board.play(first_move(board))  # Python on a board of its own plays for anyone, as before
    board.play(first_move(board))
    assert board.position == 2


def test_shared_schotten_totten_boards() -> None:
    session = shared_game(schotten.Game.new(5), bots={1: "greedy"}, seed=2)
    viewers = ("all", 0, 1, "spectator")
    boards = {v: GameBoard(session=session, viewer=v, bot_delay=0) for v in viewers}
    send(boards[0], {"kind": "play", "move": first_move(boards[0])})
    assert not boards[0].error
    assert session.length() == 2  # Ann's move and the bot's answer
    for viewer, board in boards.items():
        alone = GameBoard(session.game(), viewer=viewer)
        assert board.frames == alone.frames and board.position == 2, viewer
    send(boards[1], {"kind": "play", "move": first_move(boards[0])})
    assert boards[1].error  # the bot's seat: a board there plays nothing


def test_a_shared_replay_is_branched_by_the_teacher_only() -> None:
    record = Game.new(3, seed=7)
    for _ in range(4):
        record.play(record.legal_moves()[0])
    session = shared_game(record.record, replay=True)
    teacher, seat = (ClansWidget(session=session, viewer=v) for v in ("all", 0))
    assert teacher.mode == seat.mode == "replay" and seat.position == 0
    send(seat, {"kind": "play", "move": first_move(seat)})
    assert seat.error == say("refusal.shared_live_end", "en")
    teacher.goto(0, 3)
    teacher.play(str(teacher.game.legal_moves()[-1]))
    assert teacher.line == 1 and (seat.line, seat.position) == (0, 0)
    assert [line["id"] for line in seat.tree["lines"]] == [0, 1]


def test_a_hot_seat_board_beside_the_seats_shows_each_hand_only_when_shown() -> None:
    session, boards = table()
    screen = ClansWidget(session=session, viewer="turn")
    assert screen.covered
    send(boards[0], {"kind": "play", "move": first_move(boards[0])})
    assert screen.covered and screen.position == 1
    send(screen, {"kind": "reveal"})
    assert not screen.covered
    send(screen, {"kind": "play", "move": first_move(boards[1])})
    assert not screen.error and boards[1].position == 2 and screen.covered


def test_the_board_that_was_clicked_is_redrawn_before_the_others() -> None:
    """A seat's click redraws that seat's board first (the person who clicked waits least);
    the other boards follow in the same request, each drawn for its own viewer."""
    _session, boards = table()
    drawn: list[Any] = []
    for viewer, board in boards.items():
        board.observe(lambda change, v=viewer: drawn.append(v), names="position")
    send(boards[0], {"kind": "play", "move": first_move(boards[0])})
    assert not boards[0].error
    assert drawn[0] == 0 and set(drawn) == set(VIEWERS)
    drawn.clear()
    boards["all"].undo()
    assert drawn[0] == "all" and set(drawn) == set(VIEWERS)
