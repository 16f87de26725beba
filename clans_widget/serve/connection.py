"""One browser page of a served game: the board its token opens, its requests checked (one
at a time for the whole class, and no more than its rate limit), and what it shows when
its seat is opened on another device. No Solara here: :mod:`.page` puts it on a page."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets

from ..i18n import say
from ..shared import board_for
from .desk import TeacherDesk
from .limits import STEPS, RateLimit
from .room import TEACHER, ClassRoom

MOVES = ("play", "undo")
"""The requests that change the game, refused from a seat while the game waits for the
teacher (not started, or paused)."""


class Connection:
    """The page of ``token`` in ``room`` (``projector``: the open table at the large size,
    for a wall screen): its board, in a box the page shows."""

    def __init__(
        self, room: ClassRoom, token: object, *, projector: bool = False, lang: str | None = None
    ) -> None:
        self.room = room
        self.viewer = room.viewer_for(token)
        self.limit = RateLimit()
        """How often the page may send requests (a move, an undo, a hint...)."""
        self.steps = RateLimit(rate=STEPS, burst=4 * int(STEPS))
        """How often the page may set its own traits (a step through the moves: a held arrow
        key repeats about 30 times a second)."""
        self.lang = lang
        with room.lock:
            board_type = board_for(room.session.definition)
            self.board: Any = board_type(
                session=room.session,
                viewer=self.viewer,
                size="large" if projector and self.viewer == "spectator" else "normal",
                bot_delay=0,
                lang=lang,
            )
        self.board.comm.on_msg(self._message)  # every request passes the lock and the limit
        parts: list[Any] = [self.board]
        if self.viewer == TEACHER:
            parts.insert(0, TeacherDesk(room, lang).box)
        self.note = ipywidgets.HTML("")
        """What the page says instead of the board once its seat opened elsewhere (made here,
        with the page's own widgets: the other page's request is what tells it)."""
        self.box = ipywidgets.VBox(parts)
        """What the page shows: the board, and on the teacher's page the teacher's desk (its
        controls and the links to join, :mod:`.desk`)."""
        room.claim(self.viewer, self, self.lost)

    def _message(self, message: dict[str, Any]) -> None:
        """A message from the page: refused past its rate limit (a request's, or a trait
        update's), else handled by the board while no other page's request is."""
        data = message.get("content", {}).get("data", {}) if isinstance(message, dict) else {}
        update = isinstance(data, dict) and data.get("method") == "update"
        limit = self.steps if update else self.limit
        if not limit.allow():
            self.board.error = say("serve.too_fast", self.board.speaking)
            return
        with self.room.lock:
            waiting = self.room.waiting()
            if waiting and self.viewer != TEACHER and _kind(data) in MOVES:
                self.board.error = say(waiting, self.board.speaking)
                return
            self.board._handle_msg(message)

    def lost(self) -> None:
        """The seat was opened on another device: this page says so and shows no board."""
        note = say("serve.taken_over", self.lang or "en")
        with self.room.lock:
            self.board.close()
        self.note.value = f"<p>{html.escape(note)}</p>"
        self.box.children = (self.note,)

    def close(self) -> None:
        """The page is gone: its board leaves the game and its seat is free."""
        self.room.release(self.viewer, self)
        with self.room.lock:
            self.board.close()


def _kind(data: object) -> object:
    """The kind of request a page's message holds (``"play"``...), if it holds one."""
    content = data.get("content") if isinstance(data, dict) else None
    return content.get("kind") if isinstance(content, dict) else None
