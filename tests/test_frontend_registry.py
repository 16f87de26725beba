"""The front end's game registry (js/shell/registry.ts), run in Node: frames are drawn by the
plug-in their ``game`` names (Schotten Totten's by its own), frames saved before frames named
their game by Clans and Glory's, and a game no plug-in draws gets a sentence naming the games
it knows."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"
ENTRY = """
import "./games/register";
import { pluginFor, registeredGames } from "./shell/registry";
const ask = (game) => {
  try { return pluginFor(game).title; } catch (e) { return `refused: ${e.message}`; }
};
console.log(JSON.stringify({
  games: registeredGames(),
  named: ask("clans-and-glory"),
  unnamed: ask(undefined),
  schotten: ask("schotten-totten"),
  other: ask("tic-tac-toe"),
}));
"""

pytestmark = pytest.mark.skipif(
    not ESBUILD.exists() or shutil.which("node") is None, reason="needs the npm build (Node)"
)


@pytest.fixture(scope="module")
def answers(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    out = tmp_path_factory.mktemp("registry") / "registry.mjs"
    subprocess.run(
        [
            str(ESBUILD),
            "--bundle",
            "--format=esm",
            "--loader:.css=text",
            f"--outfile={out}",
            "--log-level=error",
            "--sourcefile=entry.js",
        ],
        input=ENTRY,
        cwd=ROOT / "js",  # where the entry's imports resolve
        text=True,
        check=True,
        capture_output=True,
    )
    run = subprocess.run(["node", str(out)], check=True, capture_output=True, text=True)
    result: dict[str, Any] = json.loads(run.stdout)
    return result


def test_each_game_is_registered_once(answers: dict[str, Any]) -> None:
    assert answers["games"] == ["clans-and-glory", "schotten-totten"]
    assert answers["named"] == "Clans and Glory"
    assert answers["schotten"] == "Schotten Totten"


def test_frames_that_name_no_game_are_drawn_by_clans_and_glory(answers: dict[str, Any]) -> None:
    assert answers["unnamed"] == "Clans and Glory"


def test_a_game_with_no_plug_in_is_refused_with_a_sentence(answers: dict[str, Any]) -> None:
    assert answers["other"] == (
        'refused: This front end draws no game "tic-tac-toe"; '
        "it knows: clans-and-glory, schotten-totten."
    )
