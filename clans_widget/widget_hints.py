"""The board's Hint button: one hint search at a time, for the position shown only, by the
game's analysis (the session's :attr:`~clans_widget.core.session.Session.analysis`)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from .background import OneJob
from .core.frames import presenter_of
from .i18n.sentence import said, said_in
from .permissions import refuse

if TYPE_CHECKING:
    from .board import GameBoard

HintKey = tuple[int, int, tuple[str, ...]]
"""Where a hint was asked: line, ply and the moves that led there."""


class HintDesk:
    """Works hints out for one board: at once for Python callers, on a worker thread for the
    front end (``hint_thinking`` meanwhile); a new position cancels a hint being worked out."""

    def __init__(self, board: GameBoard) -> None:
        self._board = board
        self._job = OneJob("hint")  # at most one hint search; a newer hint cancels it
        self._at: HintKey | None = None  # where the hint shown, or being worked out, was asked
        self._found: dict[str, Any] = {}  # the hint shown as the analysis gave it (to word again)

    @contextmanager
    def paused(self) -> Iterator[None]:
        """A hint being worked out waits while the board answers an intent."""
        with self._job.paused():
            yield

    def refusal(self) -> str | None:
        """Why this board may not ask for a hint at the position shown; None when it may."""
        return self._board._mode.refusal("hint") or self._board.session.hint_refusal()

    def ask(self) -> dict[str, Any]:
        """The hint at the position shown, worked out at once (see ``GameBoard.ask_hint``)."""
        refuse(self.refusal())
        return self._now()

    def intent(self, content: dict[str, Any]) -> None:
        """Work out a hint for the front end: on a worker thread when an event loop runs, so
        the board still steps meanwhile (``hint_thinking`` is true), else at once."""
        board = self._board
        if set(content) - {"kind", "line", "ply"}:
            raise ValueError("a hint request holds only its line and ply")
        board.session.check_at(content.get("line"), content.get("ply"))
        refuse(self.refusal())
        if board.hint_thinking:
            raise ValueError(said("board.hint_busy"))
        if not self._job.start(self._work(), self._done):
            self._now()
            return
        self._at = self._key()
        board.hint = {}
        board.hint_thinking = True

    def forget_if_moved(self) -> None:
        """The position shown changed: a hint asked elsewhere goes, and one still being
        worked out stops and shows nothing."""
        board = self._board
        if self._at is not None and self._at != self._key():
            self._at = None
            self._job.cancel()
            board.hint = {}
            board.hint_thinking = False

    def _now(self) -> dict[str, Any]:
        """Work the hint out at once (a hint the front end asked for is cancelled)."""
        board = self._board
        self._job.cancel()
        board.hint_thinking = False
        board.hint = self._worded(self._work()())
        self._at = self._key()
        return dict(board.hint)

    def reword(self) -> None:
        """The board speaks another language: the hint shown says its words and reason in it."""
        if self._board.hint and self._found:
            self._board.hint = self._worded(self._found)

    def _worded(self, hint: dict[str, Any]) -> dict[str, Any]:
        """``hint`` with its move as advice in words (``words``), which the board shows and
        reads aloud instead of the notation, and its reason, both in the board's language."""
        self._found = hint
        lang = self._board.speaking
        presenter = presenter_of(self._board.session.definition, lang)
        return {
            **hint,
            "words": presenter.advise(hint["move"]),
            "reason": said_in(hint["reason"], lang),
        }

    def _key(self) -> HintKey:
        session = self._board.session
        return (session.line, session.ply, tuple(session.moves()[: session.ply]))

    def _work(self) -> Callable[..., dict[str, Any]]:
        """Working out the hint at the position shown, on a copy of the game (so a worker
        thread may do it); it takes an optional ``stop`` check (see :class:`.OneJob`)."""
        board = self._board
        session = board.session
        return functools.partial(
            session.analysis.hint,
            session.game(),
            line=session.line,
            ply=session.ply,
            iterations=board.hint_iterations,
            seed=board._seed,
        )

    def _done(self, hint: dict[str, Any] | None, failure: str) -> None:
        """Show a hint worked out on the worker thread (one cancelled since, because the board
        moved on, never gets here: see :meth:`forget_if_moved`)."""
        board = self._board
        board.hint_thinking = False
        if failure or hint is None:
            board.error = said_in(failure, board.speaking)
            return
        board.hint = self._worded(hint)
