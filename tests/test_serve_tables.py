"""A class at several tables in one server (``serve --tables N``): each page's token finds its
own table, the teacher's token opens any table's desk, a save and a resume per table, and the
teacher's desk lists the tables and starts them all."""

from __future__ import annotations

import argparse
import html
import json
from pathlib import Path
from typing import Any

import pytest

from clans_widget.__main__ import main
from clans_widget.i18n import say
from clans_widget.serve.cli import add_arguments, make_tables, print_links
from clans_widget.serve.connection import Connection
from clans_widget.serve.desk import TeacherDesk
from clans_widget.serve.links import page_links
from clans_widget.serve.tables import ClassTables
from tests.test_serve import intent


def options(*argv: str) -> argparse.Namespace:
    """The serve command's options as ``argv`` gives them."""
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    args = parser.parse_args(list(argv))
    args.lang = "en"
    return args


def tables(count: int = 3, *more: str) -> ClassTables:
    """``count`` tables of a three-player game, a greedy bot in seat 2 of each."""
    made, _resumed = make_tables(
        options("--players", "3", "--bots", "2:greedy", "--seed", "7", "--tables", str(count),
                *more))
    return made


def test_each_seats_token_opens_its_seat_at_its_own_table() -> None:
    served = tables()
    rooms = served.rooms
    assert [room.table for room in rooms] == [1, 2, 3]
    seat_tokens = [room.tokens[seat] for room in rooms for seat in (0, 1)]
    assert len(set(seat_tokens)) == 6
    for room in rooms:
        for seat in (0, 1):
            for asked in ("", "1", "3", "junk"):  # a seat's token ignores the table asked
                assert served.route(room.tokens[seat], asked) == (room, seat)


def test_the_teachers_token_opens_the_table_asked_and_any_other_token_its_open_table() -> None:
    served = tables()
    rooms = served.rooms
    teacher = rooms[0].tokens["all"]
    assert all(room.tokens["all"] == teacher for room in rooms)  # one token for the class
    assert served.route(teacher, "2") == (rooms[1], "all")
    assert served.route(teacher, 3) == (rooms[2], "all")
    for asked in ("", None, "0", "4", "-1", "2.0", ["2"], " 2 x"):  # else the first table
        assert served.route(teacher, asked) == (rooms[0], "all"), asked
    forged = teacher[:-1] + ("A" if teacher[-1] != "A" else "B")
    for wrong in (forged, "", None, 7, "all", rooms[1].tokens[0] + "x"):
        assert served.route(wrong, "2") == (rooms[1], "spectator"), wrong


def test_the_tables_deal_their_own_games_and_a_move_at_one_changes_no_other() -> None:
    served = tables(3, "--start")
    first, second = served.rooms[0], served.rooms[1]
    hands = [room.session.game().observe("all") for room in served.rooms]
    assert hands[0] != hands[1] != hands[2]  # --seed 7: seeds 7, 8 and 9
    page = Connection(first, first.tokens[0])
    other = Connection(second, second.tokens[0])
    before = other.board.frames
    page._message(intent({"kind": "play", "move": str(page.board.game.legal_moves()[0]),
                          "line": 0, "ply": 0}))
    assert first.session.length() >= 1 and second.session.length() == 0
    assert other.board.frames == before


def test_each_table_is_saved_and_resumed_with_the_same_links(tmp_path: Path) -> None:
    save = tmp_path / "class.json"
    served = tables(2, "--save", str(save), "--start")
    assert [room.save_path for room in served.rooms] == [
        tmp_path / "class-table1.json", tmp_path / "class-table2.json"]
    room = served.rooms[1]
    page = Connection(room, room.tokens[0])
    page._message(intent({"kind": "play", "move": str(page.board.game.legal_moves()[0]),
                          "line": 0, "ply": 0}))
    assert len(json.loads(room.save_path.read_text())["moves"]) == room.session.length()
    again, resumed = make_tables(options("--players", "3", "--bots", "2:greedy", "--tables", "2",
                                         "--save", str(save)))
    assert [r.tokens for r in again.rooms] == [r.tokens for r in served.rooms]
    assert again.rooms[1].session.moves() == room.session.moves()
    assert len(resumed) == 2


@pytest.mark.parametrize("count", ["0", "51", "-2"])
def test_a_wrong_number_of_tables_is_refused_and_serves_nothing(count: str, capsys: Any) -> None:
    assert main(["serve", "--tables", count]) == 2
    error = capsys.readouterr().err
    assert error.startswith("serve: error: --tables:") and "Traceback" not in error


def test_the_terminal_lists_each_tables_links_and_the_teachers_qr_code(capsys: Any) -> None:
    served = tables(2)
    for room in served.rooms:
        room.base_url = "http://localhost:8765"
    print_links(served, "en")
    printed = capsys.readouterr().out
    for room in served.rooms:
        assert say("serve.table", "en", table=room.table) in printed
        for label, url in page_links(room, "en")[1:]:
            assert f"{label}: {url}" in printed
    assert "&table=2" in page_links(served.rooms[1])[1][1]  # the projector of table 2
    assert printed.count("█") > 100  # one QR code: the teacher's page


def test_the_teachers_desk_lists_the_tables_and_starts_them_all() -> None:
    served = tables()
    second = served.rooms[1]
    desk = TeacherDesk(second, "fr")
    title = second.session.definition.title
    assert html.escape(say("serve.desk_table", "fr", title=title, table=2)) in desk.heading.value
    listed = desk.tables.value
    for room in served.rooms:
        assert f"table={room.table}" in listed
    assert listed.count('aria-current="page"') == 1 and listed.count("<li") == 3
    assert desk.start_all.layout.display == ""
    desk.start_all.click()
    assert all(room.started for room in served.rooms)
    assert desk.start_all.layout.display == "none"
    assert served.rooms[2].bots.wait()


def test_a_seat_cannot_start_the_tables() -> None:
    from clans_widget.serve import teacher

    served = tables(2)
    with pytest.raises(ValueError, match="teacher"):
        teacher.start_every_table(served.rooms[0], 0)
    assert not any(room.started for room in served.rooms)
