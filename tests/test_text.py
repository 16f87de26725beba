"""The text picture of a position: what a notebook shows where it cannot draw the board."""

from __future__ import annotations

from pathlib import Path

import pytest

from clans_widget import ClansWidget, Game, Record
from clans_widget.rules.view import view
from clans_widget.text import position_text
from tests.frame_helpers import cards_in

GAMES = Path(__file__).parent.parent / "notebooks" / "games"


def recorded(name: str = "two_players.json") -> Record:
    return Record.from_json((GAMES / name).read_text())


def test_the_picture_shows_the_table_rows_the_stacks_and_who_is_to_move() -> None:
    record = recorded()
    game = record.game(6)
    lines = position_text(view(game), 16).splitlines()
    assert lines[0] == "Clans and Glory: Ann vs Ben, after move 6 of 16, Ann to move"
    assert lines[1].split() == list(game.layout.tiles)
    seats = [game.layout.seat(f"{t}n{i}") for t in "ABCD" for i in (1, 2, 3)]
    north = [str(game.table.get(seat, "..")) for seat in seats]
    assert lines[2].split() == north
    for tile, owners in game.stacks.items():
        marks = [f"{game.names[o][0]}{n + 1}" for n, o in enumerate(owners)]
        assert all(mark in lines[3] for mark in marks), tile
    assert lines[-1].endswith(". Ann would win with 24 points if the game ended now.")


@pytest.mark.parametrize("viewer", [0, 1, "spectator"])
def test_the_picture_holds_no_card_its_viewer_may_not_see(viewer: object) -> None:
    record = recorded()
    for ply in range(len(record.moves) + 1):
        seen = view(record.game(ply), viewer)  # type: ignore[arg-type]
        assert not cards_in(position_text(seen)) & {str(c) for c in seen.unseen}


def test_a_face_down_card_shows_as_its_back_or_to_its_owner() -> None:
    game = recorded().game()
    seat = next(iter(game.face_down))
    owner = game.face_down[seat].owner
    other = 1 - (owner or 0)
    assert str(game.face_down[seat].card) in position_text(view(game, owner))  # type: ignore[arg-type]
    assert "##" in position_text(view(game, other))


def test_the_widget_shows_the_picture_whole_as_its_plain_text() -> None:
    w = ClansWidget(record=recorded("four_players.json"), viewer="spectator")
    w.position = 9
    bundle = w._repr_mimebundle_()
    assert bundle is not None
    data = bundle[0]
    assert data["text/plain"] == repr(w) == w.text()
    assert len(data["text/plain"]) > 110 and "after move 9 of 28" in data["text/plain"]
    assert "application/vnd.jupyter.widget-view+json" in data


def test_a_new_game_reads_at_the_start() -> None:
    text = ClansWidget(Game.new(3, seed=1, names=["Ann", "Ben", "Cat"])).text()
    assert text.splitlines()[0] == "Clans and Glory: Ann vs Ben vs Cat, at the start, Ann to move"
    assert "Ann 9 cards, 5 shields; Ben 9 cards, 5 shields; Cat 8 cards, 5 shields." in text
