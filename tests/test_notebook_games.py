"""The recorded games the tutorials replay (notebooks/games/*.json): they load, replay to the
result they state, cover 2, 3 and 4 players, and their teaching comments are true."""

from __future__ import annotations

from pathlib import Path

import pytest

from clans_widget import Game, Record
from clans_widget.__main__ import validate

GAMES = Path(__file__).resolve().parents[1] / "notebooks" / "games"
FILES = sorted(GAMES.glob("*.json"))
KINDS = {"early-shield": "early shield", "steal": "steal", "face-down": "face down"}
"""Each teaching kind and the words a comment of that kind contains."""


def load(path: Path) -> Record:
    return Record.from_json(path.read_text(encoding="utf-8"))


def tile_points(game: Game, tile: str, player: int) -> int:
    breakdown = next(t for t in game.score().tiles if t.tile == tile)
    return sum(g.points for g in breakdown.groups if g.taker == player)


def is_kind(record: Record, ply: int, kind: str) -> bool:
    """Whether move ``ply`` really is a move of this teaching kind."""
    game = record.game(ply - 1)
    player = game.current_player
    legal = game.legal_moves()
    move = game.check(record.moves[ply - 1])
    tile = move.seat.tile
    if kind == "face-down":
        return move.face_down and all(m.face_down for m in legal)
    if kind == "early-shield":
        return move.shield and ply <= record.players and not game.stacks[tile]
    assert kind == "steal"
    ranks_before = {c.rank for s, c in game.table.items() if s.tile == tile}
    before = [tile_points(game, tile, p) for p in range(record.players)]
    game.play(move)
    after = [tile_points(game, tile, p) for p in range(record.players)]
    return (
        not move.face_down
        and move.card.rank not in ranks_before
        and any(after[p] < before[p] for p in range(record.players) if p != player)
    )


def test_there_are_games_for_2_3_and_4_players() -> None:
    assert sorted(load(f).players for f in FILES) == [2, 3, 4]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_the_record_validates(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert validate([str(path)]) == 0
    assert "valid: " in capsys.readouterr().out


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_the_record_replays_to_its_stated_result(path: Path) -> None:
    record = load(path)
    assert record.title and len(set(record.names)) == record.players
    assert record.result is not None, "the record states no result"
    game = record.game()
    assert game.is_over
    assert game.score().points == tuple(record.result)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_each_claimed_teaching_kind_has_a_true_comment(path: Path) -> None:
    record = load(path)
    claimed = [k.strip() for k in record.meta.get("teaches", "").split(",") if k.strip()]
    assert set(claimed) == set(KINDS), f"{path.name} claims {claimed}"
    for kind, words in KINDS.items():
        plies = [
            p for p in range(1, len(record.moves) + 1) if words in record.comment(p).lower()
        ]
        assert plies, f"{path.name}: no comment teaches {kind}"
        for ply in plies:
            assert is_kind(record, ply, kind), f"{path.name} move {ply} is not {kind}"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_the_closing_comment_states_the_true_points(path: Path) -> None:
    record = load(path)
    score = record.game().score()
    last = record.comment(len(record.moves))
    for name, points in zip(record.names, score.points):
        assert f"{name} {points}" in last
