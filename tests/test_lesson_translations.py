"""The lessons in French and German (``notebooks/<lesson>.fr.ipynb``, ``.de.ipynb``): each
beside its English lesson, the same cells in the same order, its boards speaking its language,
and each checked output (``# NBVAL_CHECK_OUTPUT``, compared by nbval when CI runs them) telling
the same game facts as the English one: the same numbers, cards and seats, in other words."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from clans_widget.site import is_translation

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"
LESSONS = sorted(p for p in NOTEBOOKS.glob("*.ipynb") if not is_translation(p))
CASES = [(p, lang) for p in LESSONS for lang in ("fr", "de")]
CHECK = "# NBVAL_CHECK_OUTPUT"
BOARD = re.compile(r"\b(ClansWidget|GameBoard)\(")
NUMBER = re.compile(r"(?<![A-Za-z0-9])(\d+)([a-z]*)")  # 24, a card 6g; 1st, 1er, 3s: the number
COLOURS = set("roygcbp")  # the cards' colour letters, both games
SEAT = re.compile(r"\b[A-E](?:[ns][1-3]|h)\b")


def cells(path: Path) -> list[dict[str, Any]]:
    return list(json.loads(path.read_text(encoding="utf-8"))["cells"])


def source(cell: dict[str, Any]) -> str:
    text = cell["source"]
    return text if isinstance(text, str) else "".join(text)


def shown(cell: dict[str, Any]) -> str:
    """What a code cell's saved outputs say as text."""
    parts = []
    for output in cell.get("outputs", []):
        text = output.get("text") or output.get("data", {}).get("text/plain", "")
        parts.append(text if isinstance(text, str) else "".join(text))
    return "\n".join(parts)


def facts(text: str) -> Counter[str]:
    """The numbers, cards and seats ``text`` names, whatever words it says them in."""
    found: Counter[str] = Counter()
    for number, letters in NUMBER.findall(text):
        found[number + letters if letters in COLOURS else number] += 1
    found.update(SEAT.findall(text))
    return found


def checked(path: Path) -> list[dict[str, Any]]:
    return [c for c in cells(path) if c["cell_type"] == "code" and CHECK in source(c)]


def ids(case: tuple[Path, str]) -> str:
    return f"{case[0].stem}-{case[1]}"


@pytest.mark.parametrize("case", CASES, ids=[ids(c) for c in CASES])
def test_a_translation_has_the_english_lessons_cells(case: tuple[Path, str]) -> None:
    english, lang = case
    translated = english.with_name(f"{english.stem}.{lang}.ipynb")
    assert translated.exists(), f"{translated.name} is missing"
    assert [c["cell_type"] for c in cells(translated)] == [c["cell_type"] for c in cells(english)]
    code = [source(c) for c in cells(translated) if c["cell_type"] == "code"]
    boards = [c for c in code if BOARD.search(c)]
    assert all(f'lang="{lang}"' in c for c in boards), "a board of the lesson speaks English"
    title = source(cells(translated)[0])
    assert f"({english.name})" in title, "the title cell links the English lesson"


@pytest.mark.parametrize("case", CASES, ids=[ids(c) for c in CASES])
def test_a_translations_checked_outputs_tell_the_same_facts(case: tuple[Path, str]) -> None:
    english, lang = case
    translated = english.with_name(f"{english.stem}.{lang}.ipynb")
    ours, theirs = checked(english), checked(translated)
    assert len(ours) == len(theirs), "the translation checks other outputs"
    for n, (one, other) in enumerate(zip(ours, theirs)):
        assert shown(other).strip(), f"checked output {n} is empty"
        assert facts(shown(one)) == facts(shown(other)), (n, shown(one), shown(other))
