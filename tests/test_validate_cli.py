"""`python -m clans_widget validate FILE...`: good files reported valid, broken ones with why."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from clans_widget.rules import Game
from tests.rules_helpers import random_game

REPO = Path(__file__).resolve().parent.parent


def validate(*paths: Path | str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "clans_widget", "validate", *map(str, paths)],
        capture_output=True, text=True, cwd=REPO, timeout=60, check=False,
    )


def two_moves() -> dict[str, object]:
    game = Game.from_setup(table={"Bn1": "4r", "Bn3": "4o"}, hands=[["4y", "5g"], ["3b", "6c"]])
    game.play("4y@Bn2+")
    game.play("~3b@Dh")
    return game.record.to_dict()


def test_a_good_file_is_reported_valid_with_exit_code_0(tmp_path: Path) -> None:
    good = tmp_path / "good.json"
    good.write_text(json.dumps(two_moves()))
    finished = tmp_path / "finished.json"
    game = random_game(3, seed=4)
    finished.write_text(game.record.to_json())
    done = validate(good, finished)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        f"{good}: valid: 2 players, 2 moves, unfinished, points [12, 0]",
        f"{finished}: valid: 3 players, 24 moves, finished, points {list(game.score().points)}",
    ]


def test_a_broken_file_is_reported_with_its_error_and_exit_code_1(tmp_path: Path) -> None:
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text(json.dumps(two_moves()))
    data = two_moves()
    data["moves"] = ["5g@Bn2"]
    bad.write_text(json.dumps(data))
    done = validate(good, bad)
    assert done.returncode == 1
    assert done.stdout.splitlines() == [
        f"{good}: valid: 2 players, 2 moves, unfinished, points [12, 0]",
        f"{bad}: invalid: move 1 (5g@Bn2): 5g does not match Bn1 (4r), Bn3 (4o) or the "
        "opposite Bs2 (empty)",
    ]


def test_malformed_json_and_a_missing_file_are_both_reported(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": ')
    missing = tmp_path / "missing.json"
    done = validate(broken, missing)
    assert done.returncode == 1
    first, second = done.stdout.splitlines()
    assert first.startswith(f"{broken}: invalid: not valid JSON: ")
    assert second.startswith(f"{missing}: cannot read: ")
