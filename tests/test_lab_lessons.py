"""scripts/lessons.sh, which scripts/lab.sh sources: the lessons are copied into an ignored folder
when missing there and a student's copy is never overwritten; JupyterLab's settings override
turns on saving widget state and keeps the other overrides."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LESSONS_SH = ROOT / "scripts" / "lessons.sh"
PLUGIN = "@jupyter-widgets/jupyterlab-manager:plugin"


def source(call: str, cwd: Path) -> str:
    """Run ``call`` after sourcing scripts/lessons.sh in bash; its output."""
    done = subprocess.run(
        ["bash", "-c", f'set -euo pipefail; source "{LESSONS_SH}"; {call}'],
        cwd=cwd, capture_output=True, text=True, check=True,
    )
    return done.stdout


def make_repository(folder: Path) -> None:
    (folder / "notebooks" / "games").mkdir(parents=True)
    (folder / "notebooks" / "01_a.ipynb").write_text("lesson 1")
    (folder / "notebooks" / "02_b.ipynb").write_text("lesson 2")
    (folder / "notebooks" / "games" / "two.json").write_text("game")


def test_lessons_and_games_are_copied_when_missing(tmp_path: Path) -> None:
    make_repository(tmp_path)
    source("copy_lessons notebooks my-lessons", tmp_path)
    mine = tmp_path / "my-lessons"
    assert (mine / "01_a.ipynb").read_text() == "lesson 1"
    assert (mine / "02_b.ipynb").read_text() == "lesson 2"
    assert (mine / "games" / "two.json").read_text() == "game"  # lessons read Path("games")


def test_another_game_s_recorded_rounds_are_copied_too(tmp_path: Path) -> None:
    make_repository(tmp_path)
    (tmp_path / "notebooks" / "games" / "schotten").mkdir()
    (tmp_path / "notebooks" / "games" / "schotten" / "base.json").write_text("round")
    source("copy_lessons notebooks my-lessons", tmp_path)
    assert (tmp_path / "my-lessons" / "games" / "schotten" / "base.json").read_text() == "round"


def test_a_students_copy_is_never_overwritten_and_a_newer_lesson_is_named(
    tmp_path: Path,
) -> None:
    make_repository(tmp_path)
    source("copy_lessons notebooks my-lessons", tmp_path)
    mine = tmp_path / "my-lessons"
    (mine / "01_a.ipynb").write_text("lesson 1, run and saved by the student")
    assert source("copy_lessons notebooks my-lessons", tmp_path) == ""

    (tmp_path / "notebooks" / "01_a.ipynb").write_text("lesson 1, new version")  # a git pull
    said = source("copy_lessons notebooks my-lessons", tmp_path)
    assert (mine / "01_a.ipynb").read_text() == "lesson 1, run and saved by the student"
    assert said == (
        "== notebooks/01_a.ipynb changed since my-lessons/01_a.ipynb was copied: yours is"
        " kept (delete it to get the new one)\n"
    )

    (mine / "01_a.ipynb").unlink()  # what the notice says to do
    assert source("copy_lessons notebooks my-lessons", tmp_path) == ""
    assert (mine / "01_a.ipynb").read_text() == "lesson 1, new version"
    assert source("copy_lessons notebooks my-lessons", tmp_path) == ""


def test_the_settings_override_saves_widget_state_and_keeps_other_overrides(
    tmp_path: Path,
) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    settings = venv / "share" / "jupyter" / "lab" / "settings"
    source(f'save_widget_state "{venv}"', tmp_path)
    overrides = settings / "overrides.json"
    assert json.loads(overrides.read_text()) == {PLUGIN: {"saveState": True}}

    theme = {"@jupyterlab/apputils-extension:themes": {"theme": "JupyterLab Dark"}}
    overrides.write_text(json.dumps({**theme, PLUGIN: {"saveState": False, "other": 1}}))
    source(f'save_widget_state "{venv}"', tmp_path)
    assert json.loads(overrides.read_text()) == {**theme, PLUGIN: {"saveState": True, "other": 1}}
