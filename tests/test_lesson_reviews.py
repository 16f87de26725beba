"""Lessons 4 and 7 review the same game: they must use the same budget, so that they show the
same marks (a review is an estimate, and another budget or seed may mark a move differently)."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

NOTEBOOKS = Path(__file__).parent.parent / "notebooks"


def code(name: str) -> str:
    cells = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")


def test_lesson_4s_board_reviews_with_lesson_7s_budget_and_both_say_marks_are_estimates() -> None:
    board = re.search(r"w\.review_budget = (\{[^}]*\})", code("04_replay_a_game.ipynb"))
    assert board, "lesson 4's board sets its review budget"
    done = re.search(r"done = review\(record, iterations=(\d+), seed=(\d+)", code(
        "07_review_your_game.ipynb"
    ))
    assert done, "lesson 7 reviews the game with a budget and a seed"
    assert ast.literal_eval(board[1]) == {"iterations": int(done[1]), "seed": int(done[2])}
    for name in ("04_replay_a_game.ipynb", "07_review_your_game.ipynb"):
        text = (NOTEBOOKS / name).read_text(encoding="utf-8")
        assert "estimate" in text and "sampled deals" in text, name
