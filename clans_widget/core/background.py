"""Long work for the front end (a hint, a review) off the kernel's thread, so the board keeps
answering while it runs. Where no event loop runs (plain Python, tests) or no thread can start
(a Pyodide without threads), nothing starts and the caller works at once.

A review goes to the event loop's pool of threads (:func:`start`). A board's hints go through
its own :class:`OneJob`: at most one runs, on a pool of threads apart, so a review never waits
for hints; a hint nobody waits for any more is told to stop, and stops.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from ..i18n.sentence import phrase, said, sentence_of

T = TypeVar("T")

log = logging.getLogger(__name__)

Finish = Callable[[Any, str], None]
"""Called on the event loop with the work's result and ``""``, or ``None`` and why it failed
(a :class:`~clans_widget.i18n.sentence.Sentence` when it can be said in another language: the
board says it in its own, ``said_in``)."""


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
        _report(finish, None if error is not None else ended.result(), error, what)

    future.add_done_callback(done)
    return True


def _report(finish: Finish, result: object, error: BaseException | None, what: str) -> None:
    """``finish`` told how ``what`` ended, as :func:`start` says."""
    if error is None:
        finish(result, "")
    elif isinstance(error, ValueError):
        finish(None, sentence_of(error))
    else:
        log.warning("the %s failed", what, exc_info=error)
        job = phrase(f"job.{what}")
        finish(None, said("error.job_failed", what=job, error=type(error).__name__))


_Job = tuple[Callable[..., Any], Finish, threading.Event]

_POOL = ThreadPoolExecutor(thread_name_prefix="clans-job")
"""The threads of every board's :class:`OneJob` (apart from the loop's own pool, which runs
reviews)."""


class OneJob:
    """One board's work of one kind (``what``, such as ``"hint"``), at most one running at a
    time. Starting new work, or :meth:`cancel`, cancels the work before it: that work's
    ``stop`` check answers true from then on (a search then ends within one iteration) and its
    ``finish`` is never called, so a cancelled job shows nothing. New work waits for the
    cancelled one to end, so a burst of starts and cancels leaves at most one thread working,
    the newest job's. While the board answers an intent (:meth:`paused`), the check waits, so
    the work does not slow the answer down."""

    def __init__(self, what: str) -> None:
        self.what = what
        self._future: asyncio.Future[Any] | None = None  # the one running, if any
        self._stop: threading.Event | None = None  # the newest job's, until cancelled or done
        self._next: _Job | None = None  # the newest job, waiting for the running one to end
        self._go = threading.Event()  # cleared while paused
        self._go.set()
        self._pauses = 0

    @property
    def running(self) -> bool:
        """Whether work of this kind still runs (a cancelled one may, for an iteration)."""
        return self._future is not None and not self._future.done()

    def start(self, work: Callable[..., Any], finish: Finish) -> bool:
        """Cancel the job before, then run ``work(stop=check)`` on a thread (once the cancelled
        one has ended) and, on the running event loop, ``finish(result, "")`` or
        ``finish(None, why)`` as :func:`start` does, unless this job is cancelled first. False
        when nothing started: no loop runs, or it cannot start a thread."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return False
        self.cancel()
        job: _Job = (work, finish, threading.Event())
        if self.running:
            self._next = job
        elif not self._launch(loop, job):
            return False
        self._stop = job[2]
        return True

    def cancel(self) -> None:
        """Cancel the newest job, running or waiting: it stops at its next check and shows
        nothing."""
        if self._stop is not None:
            self._stop.set()
            self._stop = None
        self._next = None

    @contextlib.contextmanager
    def paused(self) -> Iterator[None]:
        """Hold the running work at its next check until the block ends (the board answers
        an intent meanwhile, with the interpreter to itself)."""
        self._pauses += 1
        self._go.clear()
        try:
            yield
        finally:
            self._pauses -= 1
            if not self._pauses:
                self._go.set()

    def _launch(self, loop: asyncio.AbstractEventLoop, job: _Job) -> bool:
        work, _finish, stop = job
        go = self._go
        answering = threading.get_ident()  # the loop's thread, which answers the intents

        def check() -> bool:
            # A loop with no threads (Pyodide's) runs the work right here, inside the pause:
            # waiting for the pause to end would wait forever.
            if threading.get_ident() != answering:
                go.wait()
            return stop.is_set()

        try:
            future = loop.run_in_executor(_POOL, functools.partial(work, stop=check))
        except RuntimeError:
            return False
        self._future = future
        future.add_done_callback(functools.partial(self._ended, job))
        return True

    def _ended(self, job: _Job, future: asyncio.Future[Any]) -> None:
        """On the loop: a job has ended. Start the one waiting, if any; tell the ended one's
        ``finish`` how it went, unless it was cancelled."""
        _work, finish, stop = job
        error = future.exception()
        if self._future is future:
            self._future = None
        waiting = self._next
        if waiting is not None and not self.running:  # else it waits for the running one
            self._next = None
            if not self._launch(asyncio.get_running_loop(), waiting):
                waiting[2].set()
                self._stop = None
                waiting[1](None, said("error.job_no_thread", what=phrase(f"job.{self.what}")))
        if stop.is_set():
            return
        if self._stop is stop:
            self._stop = None
        _report(finish, None if error is not None else future.result(), error, self.what)
