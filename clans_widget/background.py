"""Long work for the front end (a hint, a review) off the kernel's thread, so the board keeps
answering while it runs. Where no event loop runs (plain Python, tests) or no thread can start
(a Pyodide without threads), nothing starts and the caller works at once."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

log = logging.getLogger(__name__)


def on_loop(fn: Callable[..., None]) -> Callable[..., None] | None:
    """``fn``, callable from any thread and run on the running event loop; None when no loop
    runs."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return None

    def call(*args: Any) -> None:
        loop.call_soon_threadsafe(fn, *args)

    return call


def start(work: Callable[[], T], finish: Callable[[T | None, str], None], what: str) -> bool:
    """Run ``work`` on a worker thread of the running event loop, then, on the loop,
    ``finish(result, "")`` or ``finish(None, why)`` with a line on the failure (a
    ``ValueError``'s own text; any other error is logged and named by its type). False when
    nothing started: no loop runs, or it cannot start a thread."""
    try:
        future = asyncio.get_running_loop().run_in_executor(None, work)
    except RuntimeError:
        return False

    def done(ended: asyncio.Future[Any]) -> None:
        error = ended.exception()
        if error is None:
            finish(ended.result(), "")
        elif isinstance(error, ValueError):
            finish(None, str(error))
        else:
            log.warning("the %s failed", what, exc_info=error)
            finish(None, f"the {what} could not be worked out ({type(error).__name__})")

    future.add_done_callback(done)
    return True
