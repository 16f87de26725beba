"""The class server's logic without a server (issue 22, step 2): tokens route to seats (a
wrong one to the open table), a seat opened twice tells the first page, requests are rate
limited, and the game is saved after every move and resumed from the save."""

from __future__ import annotations

import argparse
import json
import os
import stat
from pathlib import Path
from typing import Any

import pytest

from clans_widget import Game
from clans_widget.__main__ import main
from clans_widget.i18n import say
from clans_widget.serve.cli import make_room, read_bots
from clans_widget.serve.connection import Connection
from clans_widget.serve.limits import RateLimit
from clans_widget.serve.links import page_links
from clans_widget.serve.room import ClassRoom, read_tokens, tokens_path
from clans_widget.shared import shared_game


def room(save: Path | None = None) -> ClassRoom:
    """A three-player game with a bot in seat 2."""
    return ClassRoom(shared_game(Game.new(3, seed=4), bots={2: "greedy"}, seed=1), save=save)


def intent(content: dict[str, Any]) -> dict[str, Any]:
    """A custom message as it comes over the page's comm."""
    return {"content": {"data": {"method": "custom", "content": content}}, "buffers": []}


def test_each_token_opens_its_own_page_and_any_other_the_open_table() -> None:
    served = room()
    assert set(served.tokens) == {"all", 0, 1}  # a bot's seat has no page
    assert served.viewer_for(served.tokens["all"]) == "all"
    assert [served.viewer_for(served.tokens[p]) for p in (0, 1)] == [0, 1]
    forged = served.tokens[0][:-1] + ("A" if served.tokens[0][-1] != "A" else "B")
    for wrong in (forged, "", None, 0, ["x"], served.tokens[0] + " ", "all", "spectator"):
        assert served.viewer_for(wrong) == "spectator", wrong
    assert len({*served.tokens.values()}) == 3 and all(len(t) >= 24 for t in served.tokens.values())


def test_a_seat_opened_on_a_second_device_tells_the_first() -> None:
    served = room()
    told: list[str] = []
    first, second = object(), object()
    served.claim(0, first, lambda: told.append("first"))
    served.claim(0, second, lambda: told.append("second"))
    assert told == ["first"] and served.holder(0) is second
    served.release(0, first)  # the first page closing later frees nothing
    assert served.holder(0) is second
    served.release(0, second)
    assert served.holder(0) is None
    served.claim("spectator", first, lambda: told.append("never"))
    served.claim("spectator", second, lambda: told.append("never"))
    assert told == ["first"]


def test_a_rate_limit_lets_a_burst_through_then_its_rate() -> None:
    now = [0.0]
    limit = RateLimit(rate=2, burst=3, clock=lambda: now[0])
    assert [limit.allow() for _ in range(4)] == [True, True, True, False]
    now[0] = 0.5
    assert [limit.allow(), limit.allow()] == [True, False]
    now[0] = 100.0
    assert sum(limit.allow() for _ in range(10)) == 3
    with pytest.raises(ValueError):
        RateLimit(rate=0)


def test_a_page_past_its_rate_limit_is_told_and_nothing_is_done() -> None:
    served = room()
    page = Connection(served, served.tokens[0])
    page.limit = RateLimit(rate=1, burst=1, clock=lambda: 0.0)
    move = str(page.board.game.legal_moves()[0])
    page._message(intent({"kind": "play", "move": move, "line": 0, "ply": 0}))
    assert not page.board.error and served.session.length() == 1
    page._message(intent({"kind": "undo", "line": 0, "ply": 1}))
    assert page.board.error == say("serve.too_fast", "en") and served.session.length() == 1


def test_a_page_whose_seat_opens_elsewhere_shows_a_note_and_leaves_the_game() -> None:
    served = room()
    first = Connection(served, served.tokens[1])
    second = Connection(served, served.tokens[1])
    (note,) = first.box.children
    assert say("serve.taken_over", "en") in note.value
    assert first.board.session not in served.session._table.views()
    assert second.board.session in served.session._table.views()
    second.close()
    assert served.holder(1) is None


def test_a_wrong_token_gets_a_spectators_board_and_the_projector_a_large_one() -> None:
    served = room()
    assert Connection(served, "not-a-token").board.viewer == "spectator"
    projector = Connection(served, None, projector=True)
    assert projector.board.viewer == "spectator" and projector.board.size == "large"
    seat = Connection(served, served.tokens[0], projector=True)
    assert seat.board.size == "normal"


def test_the_game_is_saved_after_every_move_and_resumed_with_the_same_links(tmp_path: Path) -> None:
    save = tmp_path / "class.json"
    served = room(save)
    page = Connection(served, served.tokens[0])
    page._message(intent({"kind": "play", "move": str(page.board.game.legal_moves()[0]),
                          "line": 0, "ply": 0}))
    saved = json.loads(save.read_text())
    assert len(saved["moves"]) == 1 == served.session.length()
    assert stat.S_IMODE(os.stat(tokens_path(save)).st_mode) == 0o600
    assert read_tokens(save) == {str(v): t for v, t in served.tokens.items()}
    args = argparse.Namespace(game="clans-and-glory", players=3, seed=None, bots="2:greedy",
                              record=None, save=str(save), lang="en", start=True)
    again, resumed = make_room(args)
    assert again.session.moves() == served.session.moves() and resumed
    assert again.tokens == served.tokens
    assert again.session.ply == 1  # the live end of the game


def test_page_links_name_each_page_and_hold_its_token() -> None:
    served = room()
    served.base_url = "http://localhost:8765"
    links = dict(page_links(served))
    assert links["Projector"] == "http://localhost:8765/?projector"
    assert served.tokens[1] in links[say("serve.seat", "en", name=served.session.names[1])]
    assert served.tokens["all"] in links[say("serve.teacher", "en")]


def test_bots_are_read_as_seat_and_name() -> None:
    assert read_bots("3:search, 1:search:0.5s") == {3: "search", 1: "search:0.5s"}
    assert read_bots("") == {}
    with pytest.raises(ValueError, match="SEAT:BOT"):
        read_bots("search")


@pytest.mark.parametrize(
    "argv",
    [
        ["serve", "--bots", "greedy"],
        ["serve", "--players", "9"],
        ["serve", "--game", "schotten-totten", "--bots", "1:nobot"],
        ["serve", "--record", "/nonexistent/game.json"],
    ],
)
def test_bad_options_say_why_and_serve_nothing(argv: list[str], capsys: Any) -> None:
    assert main(argv) == 2
    error = capsys.readouterr().err
    assert error.startswith("serve: error:") and "Traceback" not in error


def test_the_links_name_the_address_students_reach() -> None:
    from clans_widget.serve.cli import shown_host

    assert shown_host("127.0.0.1") == "localhost"
    assert shown_host("192.168.1.5") == "192.168.1.5"
    assert shown_host("0.0.0.0") not in ("0.0.0.0", "")  # this computer's address in its network


def test_steps_through_the_moves_have_a_limit_of_their_own() -> None:
    served = room()
    page = Connection(served, served.tokens[0])
    page.limit = RateLimit(rate=1, burst=1, clock=lambda: 0.0)
    page.steps = RateLimit(rate=1, burst=2, clock=lambda: 0.0)
    step = {"content": {"data": {"method": "update", "state": {"position": 0}}}, "buffers": []}
    page._message(step)
    page._message(step)
    assert not page.board.error
    page._message(step)
    assert page.board.error == say("serve.too_fast", "en")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "--bots : 'greedy' n'est pas de la forme PLACE:BOT, comme 3:search"),
        ("de", "--bots: 'greedy' hat nicht die Form PLATZ:BOT, etwa 3:search"),
    ],
)
def test_a_bad_option_is_said_in_the_language_asked(lang: str, said: str, capsys: Any) -> None:
    assert main(["serve", "--bots", "greedy", "--lang", lang]) == 2
    assert said in capsys.readouterr().err
