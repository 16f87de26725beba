"""One game shared by several sessions: the part of a :class:`~.session.Session` its views
have in common, and how a change made through one view reaches the others.

A session is a view of a table: its own viewer, cursor (line, ply) and hot-seat state over
the table's lines, bots and positions. :meth:`~.session.Session.view` makes another view of
the same table, for another board. A change to the lines made through any view (a move, an
undo, a promotion, a deletion, a bot's move) moves every other view's cursor as
:func:`follow` says, then calls each other view's listeners (a board sends its own viewer's
frames again). Plain Python for any game: it reads the lines through the session only.
"""

from __future__ import annotations

import functools
import weakref
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, TypeVar

if TYPE_CHECKING:
    from .session import Session

S = TypeVar("S", bound="Session[Any, Any]")
"""A session (a view of a table)."""
A = ParamSpec("A")
"""A method's arguments."""
T = TypeVar("T")
"""A method's result."""


@dataclass(frozen=True)
class Seen:
    """Where a view stood before a change: its line, ply, the moves that lead there, and
    whether it stood at its line's end."""

    line: int
    ply: int
    path: tuple[str, ...]
    at_end: bool


class Table:
    """The lines' revision and next id, the views of the game, and the changes in progress."""

    def __init__(self) -> None:
        self.revision = 0
        """Grows whenever a line changes, whichever view changed it."""
        self.next_id = 0
        """The id of the next new line: it only grows, so no id is ever used twice."""
        self.shared = False
        """True once a second view was made: the shared game's rules apply from then on."""
        self.bot_runner: Callable[[], bool] | None = None
        """Set when the bots are played elsewhere (a server's, on a thread of their own): a
        view with a bot to move calls it instead of playing, and it says whether the bot is
        thinking now (False while the game waits, as when it is paused)."""
        self._views: list[weakref.ReferenceType[Session[Any, Any]]] = []
        self._depth = 0

    def join(self, session: Session[Any, Any]) -> None:
        """Add ``session`` to the views told of changes (held weakly: a view nobody holds
        leaves by itself)."""
        self._views.append(weakref.ref(session, self._gone))
        self.shared = self.shared or len(self._views) > 1

    def leave(self, session: Session[Any, Any]) -> None:
        """Tell ``session`` of no more changes (a board closed)."""
        self._views = [ref for ref in self._views if ref() not in (session, None)]

    def _gone(self, ref: weakref.ReferenceType[Session[Any, Any]]) -> None:
        self._views = [r for r in self._views if r is not ref]

    def views(self) -> list[Session[Any, Any]]:
        """The views told of changes, in the order they joined."""
        return [view for view in (ref() for ref in self._views) if view is not None]

    @contextmanager
    def changing(self, actor: Session[Any, Any]) -> Iterator[None]:
        """Around a change made through ``actor``: note where every other view stands, and
        once the change is done (and only if the lines changed), move each one's cursor
        (:func:`follow`), then call their listeners. A change made inside another (a bot's
        move inside a play, or a play inside a board's :meth:`~.session.Session.told_after`
        block) is told once, when the outer one ends."""
        if self._depth:
            self._depth += 1
            try:
                yield
            finally:
                self._depth -= 1
            return
        others = [view for view in self.views() if view is not actor]
        before = [(view, view.seen()) for view in others]
        revision = self.revision
        self._depth = 1
        try:
            yield
        finally:
            self._depth = 0
            if self.revision != revision:  # told even when the block failed after a change
                for view, seen in before:
                    view.follow(seen)
                for view, _seen in before:
                    view.tell()


def follow(
    seen: Seen, lines: Sequence[int], moves: Callable[[int], Sequence[str]]
) -> tuple[int, int]:
    """Where a view that stood at ``seen`` stands after another view changed the lines (their
    ids ``lines``, each line's moves from the start by ``moves``): on the same moves if they
    are still played, at the new end of its line if it stood at its end and the line went on
    (a board at the live end follows the game); else at the longest start of its moves still
    played (a move taken back, a variation deleted), on its own line if it holds them, else on
    the main line, else on the line made first."""
    own = list(moves(seen.line)) if seen.line in lines else None
    if own is not None and tuple(own[: seen.ply]) == seen.path and len(own) >= seen.ply:
        return seen.line, len(own) if seen.at_end else seen.ply

    def shared_start(line: int) -> int:
        count = 0
        for mine, theirs in zip(moves(line), seen.path):
            if mine != theirs:
                break
            count += 1
        return count

    best = max(lines, key=lambda i: (shared_start(i), i == seen.line, i == 0, -i))
    return best, shared_start(best)


def tells(method: Callable[Concatenate[S, A], T]) -> Callable[Concatenate[S, A], T]:
    """Make a session's method that may change the lines tell the other views of its game
    (:meth:`Table.changing`)."""

    def told(self: S, /, *args: A.args, **kwargs: A.kwargs) -> T:
        with self._table.changing(self):
            return method(self, *args, **kwargs)

    functools.update_wrapper(told, method)  # its name and docstring
    return told
