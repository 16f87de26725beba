"""Python's frame deltas and the front end's merge agree, for any game's keyed lists.

``js/framedelta.ts`` is bundled with esbuild and run in Node on deltas made by
:func:`clans_widget.core.frames.frame_delta`: the frames it rebuilds must equal the frames
Python made, for Clans and Glory's frames, for frames of an invented game whose keyed lists have
other names and paths (the merge names no game), and for frames saved before frames named their
keyed lists (old saved notebooks).
"""

from __future__ import annotations

import itertools
import json
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from clans_widget import Game
from clans_widget.core.frames import frame_delta
from clans_widget.frames import line_frames

ROOT = Path(__file__).resolve().parents[1]
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"
RUNNER = """
import { applyFrames } from "./framedelta.mjs";
import { readFileSync } from "node:fs";
const cases = JSON.parse(readFileSync(process.argv[2], "utf8"));
console.log(JSON.stringify(cases.map((deltas) => applyFrames([], 0, deltas))));
"""

pytestmark = pytest.mark.skipif(
    not ESBUILD.exists() or shutil.which("node") is None, reason="needs the npm build (Node)"
)


def merged_in_node(cases: list[list[dict[str, Any]]], tmp_path: Path) -> list[Any]:
    """Each case's deltas applied by the front end's ``applyFrames``."""
    subprocess.run(
        [
            str(ESBUILD),
            str(ROOT / "js" / "framedelta.ts"),
            "--bundle",
            "--format=esm",
            f"--outfile={tmp_path / 'framedelta.mjs'}",
            "--log-level=error",
        ],
        check=True,
    )
    (tmp_path / "run.mjs").write_text(RUNNER)
    (tmp_path / "cases.json").write_text(json.dumps(cases))
    out = subprocess.run(
        ["node", str(tmp_path / "run.mjs"), str(tmp_path / "cases.json")],
        check=True,
        capture_output=True,
        text=True,
    )
    result: list[Any] = json.loads(out.stdout)
    return result


def deltas_of(frames: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [frame_delta(frames[i - 1] if i else None, f) for i, f in enumerate(frames)]


def invented_game(seed: int) -> list[dict[str, Any]]:
    """Frames of a made-up game: keyed lists at the top and two levels down, renamed keys."""
    rng = random.Random(seed)
    keyed = {"stones": "stone", "sides.cards": "code", "sides.rows.cells": "at"}
    frames = []
    stones = [{"stone": n, "owner": None} for n in range(1, 10)]
    cards = [{"code": f"{v}{c}", "up": False} for v in range(1, 4) for c in "ab"]
    for ply in range(30):
        stones = [
            dict(s, owner=rng.choice([None, 0, 1])) if rng.random() < 0.2 else s for s in stones
        ]
        cards = [dict(c, up=not c["up"]) if rng.random() < 0.3 else c for c in cards]
        if rng.random() < 0.1:
            cards = cards[1:] + cards[:1]  # the same items in another order: sent whole
        cells = [{"at": i, "v": rng.randint(0, 2)} for i in range(4)]
        frames.append(
            {
                "game": "invented",
                "keyed": keyed,
                "ply": ply,
                "stones": stones,
                "sides": {"cards": cards, "rows": {"cells": cells}, "n": ply % 3},
            }
        )
    return frames


def test_front_end_rebuilds_every_frame_python_sent(tmp_path: Path) -> None:
    game = Game.new(players=4, seed=11)
    rng = random.Random(2)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    clans = line_frames(game.record)
    invented = invented_game(3)
    deltas = deltas_of(invented)
    assert any(isinstance(d.get("stones"), list) and 0 < len(d["stones"]) < 9 for d in deltas)
    assert any(
        isinstance(d.get("sides", {}).get("cards"), list) and 0 < len(d["sides"]["cards"]) < 6
        for d in deltas
    )
    # a notebook saved before frames named their keyed lists: the same deltas, no names
    saved_before = [
        {k: v for k, v in d.items() if k not in ("game", "keyed")} for d in deltas_of(clans)
    ]
    merged = merged_in_node([deltas_of(clans), deltas, saved_before], tmp_path)
    assert merged[0] == json.loads(json.dumps(clans))
    assert merged[1] == json.loads(json.dumps(invented))
    strip = [{k: v for k, v in f.items() if k not in ("game", "keyed")} for f in clans]
    assert merged[2] == json.loads(json.dumps(strip))


def test_a_delta_holds_only_the_changed_items_of_a_keyed_list() -> None:
    frames = invented_game(5)
    for before, after in itertools.pairwise(frames):
        delta = frame_delta(before, after)
        if [s["stone"] for s in before["stones"]] == [s["stone"] for s in after["stones"]]:
            changed = [s for s, t in zip(after["stones"], before["stones"]) if s != t]
            assert delta.get("stones", []) == changed
        assert "keyed" not in delta and "game" not in delta
