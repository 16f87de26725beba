"""The recorded Schotten Totten games (notebooks/games/schotten/*.json, made by
scripts/make_schotten_games.py): each is a Schotten Totten record of SCHOTTEN-RULES.md section
14 that loads (every line replayed and checked, the result checked against the moves), with
comments on its moves, a variation of the same deal with comments of its own, a title and
what made it in ``meta``; each opens on a GameBoard with its comments and its variation, and
``python -m clans_widget validate`` accepts it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from clans_widget import GameBoard, schotten
from clans_widget.__main__ import main as cli

GAMES = Path(__file__).resolve().parents[1] / "notebooks" / "games" / "schotten"
FILES = {
    "base.json": "base",
    "expert.json": "expert",
    "tactic.json": "tactic",
}
TACTIC_CARDS = ("JK", "SPY", "SHB", "MUD", "BMB", "REC", "STR", "BAN", "TRA")


def load(name: str) -> schotten.Record:
    return schotten.Record.from_json((GAMES / name).read_bytes())  # replays every line


@pytest.mark.parametrize(("name", "variant"), FILES.items())
def test_each_game_is_a_record_whose_lines_load_move_by_move(name: str, variant: str) -> None:
    data = json.loads((GAMES / name).read_text(encoding="utf-8"))
    assert (data["format"], data["version"]) == ("schotten-totten", 2)
    assert sorted(p.name for p in GAMES.glob("*.json")) == sorted(FILES)
    record = load(name)
    assert record.variant == variant and record.names == ("Ann", "Ben") and record.title
    assert record.meta["made_by"] == "scripts/make_schotten_games.py"
    assert record.meta["bots"].startswith("search:150, ")
    game = record.game()
    assert game.is_over and record.result is not None and record.result == game.outcome
    assert record.lines >= 2
    for line in range(1, record.lines):
        variation = record.variations[line - 1]
        assert variation.parent == 0 and variation.moves[0] != record.moves[variation.ply]
        assert record.line_game(line).is_over  # each variation is played to the end
    assert (GAMES / name).read_text(encoding="utf-8").startswith(record.to_json(indent=1)[:40])


@pytest.mark.parametrize("name", FILES)
def test_each_game_has_comments_on_its_moves_and_on_its_variation(name: str) -> None:
    record = load(name)
    written = [c for c in record.comments if c]
    assert len(written) >= 8 and all(len(text) > 40 for text in written)
    for variation in record.variations:
        assert any(variation.comments)


def test_the_tactic_game_plays_tactic_cards() -> None:
    record = load("tactic.json")
    lines = [record.line_moves(line) for line in range(record.lines)]
    played = [m for line in lines for m in line if m.split("@")[0].split()[0] in TACTIC_CARDS]
    assert played


def steps(game: schotten.Game) -> list[str]:
    return [str(m) for m in game.moves]


@pytest.mark.parametrize("name", FILES)
def test_each_game_opens_on_a_board_with_its_comments_and_its_variation(name: str) -> None:
    record = load(name)
    board = GameBoard(record=record)
    assert board.session.moves() == steps(record.game()) and board.mode == "replay"
    shown = [c for c in board.session.comments() if c]
    assert shown == [c for c in record.comments if c]  # every comment, on the board's steps
    for line in range(1, record.lines):
        assert board.session.moves(line) == steps(record.line_game(line))
        assert [c for c in board.session.comments(line) if c] == [
            c for c in record.line_comments(line) if c
        ]
    assert board.record == record  # nothing lost on the way through the board


def test_validate_accepts_every_recorded_game(capsys: pytest.CaptureFixture[str]) -> None:
    paths = [str(GAMES / name) for name in FILES]
    assert cli(["validate", *paths]) == 0
    out = capsys.readouterr().out
    assert out.count(": valid: Schotten Totten") == len(FILES), out
