"""The Schotten Totten lessons (notebooks/S*.ipynb): four of them, each teaching by doing (a
board to play or replay, puzzles answered on a GameBoard), saved without outputs, and worded
in our own words: no run of seven words is taken from the rulebook. nbval runs them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from clans_widget.site import is_translation

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"
LESSONS = sorted(p for p in NOTEBOOKS.glob("S*.ipynb") if not is_translation(p))
RULEBOOK = Path("/work/shared/seeds/004_e111889be8e8a238.txt")  # as tests/test_schotten_puzzles


def cells(path: Path) -> list[dict[str, object]]:
    return list(json.loads(path.read_text(encoding="utf-8"))["cells"])


def text(cell: dict[str, object]) -> str:
    source = cell["source"]
    return source if isinstance(source, str) else "".join(source)  # type: ignore[arg-type]


def test_there_are_four_lessons_after_the_clans_ones() -> None:
    names = [p.name for p in LESSONS]
    assert [n[:2] for n in names] == ["S1", "S2", "S3", "S4"], names
    everything = sorted(p.name for p in NOTEBOOKS.glob("*.ipynb") if not is_translation(p))
    assert everything[-4:] == names, "the Schotten lessons sort after Clans and Glory's"


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_a_lesson_plays_on_boards_and_ends_with_puzzles(path: Path) -> None:
    code = [text(c) for c in cells(path) if c["cell_type"] == "code"]
    boards = [i for i, source in enumerate(code) if re.search(r"\bGameBoard\(", source)]
    puzzles = [i for i, source in enumerate(code) if "GameBoard(puzzle=" in source]
    assert puzzles and len(boards) > len(puzzles), "a board to play and puzzles to solve"
    assert puzzles[-1] >= len(code) - 4, "the puzzles come near the end, then 'try it yourself'"
    assert any("Try it yourself" in text(c) for c in cells(path) if c["cell_type"] == "markdown")


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_a_lesson_is_saved_without_outputs(path: Path) -> None:
    for cell in cells(path):
        if cell["cell_type"] == "code":
            assert cell["outputs"] == [] and cell["execution_count"] is None, text(cell)[:80]


def test_no_sentence_of_the_rulebook_is_copied_into_a_lesson() -> None:
    if not RULEBOOK.exists():
        pytest.skip("the rulebook text is not on this machine")
    words = RULEBOOK.read_text(encoding="utf-8").lower().split()
    shingles = {" ".join(words[i : i + 7]) for i in range(len(words) - 6)}
    for path in LESSONS:
        mine = " ".join(text(c) for c in cells(path)).lower().split()
        for i in range(len(mine) - 6):
            assert " ".join(mine[i : i + 7]) not in shingles, f"{path.name}: {mine[i : i + 7]}"
