"""The recorded Schotten Totten games (notebooks/games/schotten/*.json, made by
scripts/make_schotten_games.py): each line is a record of SCHOTTEN-RULES.md section 14 that
loads (every move replayed and checked, the result checked against the moves), each game has
a variation of the same deal and comments, and each opens on a GameBoard with its variation."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from clans_widget import GameBoard, schotten

GAMES = Path(__file__).resolve().parents[1] / "notebooks" / "games" / "schotten"
FILES = {
    "base.json": "base",
    "expert.json": "expert",
    "tactic.json": "tactic",
}
TACTIC_CARDS = ("JK", "SPY", "SHB", "MUD", "BMB", "REC", "STR", "BAN", "TRA")


def load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((GAMES / name).read_text(encoding="utf-8"))
    return data


def steps(record: schotten.Record, written: int | None = None) -> list[str]:
    """The engine's steps (``end`` included) of ``record``'s first ``written`` moves."""
    return [str(m) for m in record.game(written).moves]


@pytest.mark.parametrize(("name", "variant"), FILES.items())
def test_each_line_loads_move_by_move_with_its_result(name: str, variant: str) -> None:
    data = load(name)
    assert data["format"] == "schotten-totten-commented" and data["version"] == 1
    assert data["made_by"] == "scripts/make_schotten_games.py" and data["title"]
    assert sorted(p.name for p in GAMES.glob("*.json")) == sorted(FILES)
    main = schotten.Record.from_dict(data["record"])  # replays and checks every move
    assert main.variant == variant and main.names == ("Ann", "Ben")
    game = main.game()
    assert game.is_over and main.result is not None and main.result == game.outcome
    for branch in data["variations"]:
        other = schotten.Record.from_dict(branch["record"])
        start = branch["from"]
        assert (other.deck, other.hands, other.tactic_deck, other.variant) == (
            main.deck,
            main.hands,
            main.tactic_deck,
            main.variant,
        )  # the same deal
        assert other.moves[:start] == main.moves[:start]
        assert other.moves[start] != main.moves[start]
        assert other.result is not None and other.result == other.game().outcome


@pytest.mark.parametrize("name", FILES)
def test_each_game_has_a_variation_and_comments_on_its_own_moves(name: str) -> None:
    data = load(name)
    main = schotten.Record.from_dict(data["record"])
    assert len(data["comments"]) >= 8
    assert all(1 <= int(n) <= len(main.moves) for n in data["comments"])
    assert all(len(text) > 40 for text in data["comments"].values())
    assert len(data["variations"]) >= 1
    for branch in data["variations"]:
        other = schotten.Record.from_dict(branch["record"])
        assert branch["comments"]
        assert all(branch["from"] < int(n) <= len(other.moves) for n in branch["comments"])


def test_the_tactic_game_plays_tactic_cards() -> None:
    data = load("tactic.json")
    lines = [data["record"], *(b["record"] for b in data["variations"])]
    played = [
        m for line in lines for m in line["moves"] if m.split("@")[0].split()[0] in TACTIC_CARDS
    ]
    assert played


@pytest.mark.parametrize("name", FILES)
def test_each_game_opens_on_a_board_with_its_variation(name: str) -> None:
    data = load(name)
    main = schotten.Record.from_dict(data["record"])
    board = GameBoard(record=main)
    assert board.session.moves() == steps(main) and board.mode == "replay"
    for number, branch in enumerate(data["variations"], 1):
        other = schotten.Record.from_dict(branch["record"])
        shared = len(steps(main, branch["from"]))
        board.goto(0, shared)
        for move in steps(other)[shared:]:
            board.play(move)
        assert board.error == "" and board.line == number
        assert board.session.moves() == steps(other) and board.game.is_over
    board.main_line()
    assert board.line == 0 and board.session.moves() == steps(main)
