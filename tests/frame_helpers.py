"""Helpers for tests that look inside frames and widget state."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from clans_widget.rules.cards import CARD_TOKEN


def cards_in(data: Any) -> set[str]:
    """Every card notation that appears anywhere in JSON-ready data."""
    return set(CARD_TOKEN.findall(json.dumps(data)))


def frozen(data: Any) -> str:
    """JSON-ready data as one exact text, to compare before and after a request: far cheaper
    than a deep copy of a board's frames, which refusal tests take thousands of times."""
    return json.dumps(data, sort_keys=True)


def send(widget: Any, content: Any, *, fresh: bool = True) -> None:
    """Deliver a custom message as the front end would. A play or undo intent without a line
    and ply gets the widget's current ones (``fresh``), as the front end adds them."""
    if fresh and isinstance(content, dict) and content.get("kind") in ("play", "undo"):
        content = {"line": widget.line, "ply": widget.position, **content}
    widget._handle_custom_msg(content, [])


def named(widget: Any, line: int) -> dict[str, Any]:
    """What the front end's Promote and Delete buttons send for ``line``: its id, the ply it
    branches at and its first move, read from the move list the board was sent."""
    entry = next(e for e in widget.tree["lines"] if e["id"] == line)
    return {"line": line, "ply": entry["ply"], "move": entry["moves"][0][0]}


T = TypeVar("T")


def in_own_loop(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run ``coroutine`` in a fresh event loop on its own thread (pytest may hold a loop here)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def python_reason(frame: dict[str, Any], card: str, target: dict[str, Any]) -> str:
    """What Python says of a legal seat (``match_words``), from the match data a frame sends:
    the oracle for the front end's sentence."""
    from clans_widget.games.clans.words import match_words
    from clans_widget.rules import Card, Match, Seat

    cards = {s["seat"]: s["card"] for s in frame["seats"]}
    found = [
        Match(Seat(seat), Card(cards[seat]), how.split()[0], "opposite" if " " in how else "-")
        for seat, how in target["by"].items()
    ]
    return match_words(found)


def tree_lines(tree: dict[str, Any]) -> list[dict[str, Any]]:
    """The lines of a ``tree`` trait with each move spelled out (its number, player, notation,
    and ``comment`` / ``comment_hidden`` / ``redealt`` flags), as the front end's ``readTree``
    reads them."""
    return [
        {
            **line,
            "moves": [
                {"ply": line["ply"] + i + 1, "player": player, "move": move, "words": said}
                | ({"comment_hidden": True} if "hidden" in note else {})
                | ({"comment": True} if "comment" in note else {})
                | ({"redealt": True} if "redealt" in note else {})
                for i, (move, player, said, *note) in enumerate(line["moves"])
            ],
        }
        for line in tree["lines"]
    ]
