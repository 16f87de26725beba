"""The requests a front end may send are the same list on both sides: Python's
``widget_intents.INTENTS`` and the ``Intent`` union of js/types.ts (the type the front end's
code is checked against). Adding a request on one side only fails here."""

from __future__ import annotations

import re
from pathlib import Path

from clans_widget.widget_intents import INTENTS

TYPES = Path(__file__).resolve().parents[1] / "js" / "types.ts"


def intent_kinds(source: str) -> list[str]:
    """The ``kind`` of each member of the ``Intent`` union in TypeScript ``source``."""
    start = source.index("export type Intent =")
    union = source[start : source.index(";\n", source.index("{ kind:", start)) + 1]
    return re.findall(r'\{\s*kind:\s*"([a-z-]+)"', union)


def test_the_front_end_and_python_list_the_same_requests() -> None:
    kinds = intent_kinds(TYPES.read_text(encoding="utf-8"))
    assert len(kinds) == len(set(kinds)), "js/types.ts lists a request twice"
    assert sorted(kinds) == sorted(INTENTS)


def test_the_reader_finds_a_request_added_on_one_side() -> None:
    source = TYPES.read_text(encoding="utf-8").replace(
        '| { kind: "review" }', '| { kind: "review" }\n  | { kind: "resign" }'
    )
    assert "resign" in intent_kinds(source)
    assert sorted(intent_kinds(source)) != sorted(INTENTS)
