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


def send(widget: Any, content: Any, *, fresh: bool = True) -> None:
    """Deliver a custom message as the front end would. A play or undo intent without a line
    and ply gets the widget's current ones (``fresh``), as the front end adds them."""
    if fresh and isinstance(content, dict) and content.get("kind") in ("play", "undo"):
        content = {"line": widget.line, "ply": widget.position, **content}
    widget._handle_custom_msg(content, [])


T = TypeVar("T")


def in_own_loop(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run ``coroutine`` in a fresh event loop on its own thread (pytest may hold a loop here)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
