"""The game a class plays from one server: its session, a secret token per page, who holds
each seat, and the record saved after every move. Plain Python for any registered game: the
pages (:mod:`.page`) and the command line (:mod:`.cli`) use it.

A token is read in constant time against every known token (``hmac.compare_digest``): a
wrong or missing one gives the open table (``"spectator"``), never a hand.
"""

from __future__ import annotations

import hmac
import json
import os
import secrets
import threading
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from ..core.protocol import Viewer
from ..core.session import Session
from .bots import BackgroundBots

TOKEN_BYTES = 18
"""The randomness of a token (``secrets.token_urlsafe``): 144 bits, 24 characters."""
TEACHER: Viewer = "all"
"""The teacher's page shows every hand and holds the controls."""


class ClassRoom:
    """One shared game (``session``: :func:`~clans_widget.shared.shared_game`) served to a
    class: a token for the teacher's page and one per human seat (``tokens``, e.g. read back
    after a restart, else made anew), the connection that holds each page, and with ``save``
    the record written after every move. ``started=False``: the game waits for the teacher's
    Start (:mod:`.teacher`); its bots play on a thread of their own (:mod:`.bots`)."""

    def __init__(
        self,
        session: Session[Any, Any],
        *,
        save: Path | None = None,
        tokens: Mapping[str, str] | None = None,
        started: bool = True,
    ) -> None:
        self.session = session
        self.lock = threading.RLock()
        """Held while a page's request reads or changes the game (pages answer on threads)."""
        humans = [p for p in range(session.players) if p not in session.bots]
        known = dict(tokens or {})
        self.tokens: dict[Viewer, str] = {
            viewer: known.get(str(viewer)) or secrets.token_urlsafe(TOKEN_BYTES)
            for viewer in (TEACHER, *humans)
        }
        """The secret token of each page that shows hidden cards: the teacher's and each human
        seat's (a bot's seat has none)."""
        self._holders: dict[Viewer, tuple[object, Callable[[], None]]] = {}
        self.base_url = ""
        """The server's address, once it is known (the links start with it)."""
        self.table: int | None = None
        """This game's table number when the server holds several (:mod:`.tables`)."""
        self.fellows: list[ClassRoom] = [self]
        """Every table of the server, this one among them, in their order."""
        self.save_path = save
        self.started = started
        """Whether the teacher started the game (before, no seat and no bot moves)."""
        self.paused = False
        """Whether the teacher paused the game (meanwhile no seat and no bot moves)."""
        self.bots = BackgroundBots(session, self.lock, self.playing, self.save)
        """The bots, playing on a thread of their own (:mod:`.bots`)."""
        if save is not None:
            session.listen(self.save)
            self.save()
        self.bots.ask()

    def playing(self) -> bool:
        """Whether the game is under way: started and not paused."""
        return self.started and not self.paused

    def waiting(self) -> str | None:
        """Why no one may move now (the game not started, or paused), or None."""
        if not self.started:
            return "serve.not_started"
        return "serve.paused" if self.paused else None

    def viewer_for(self, token: object) -> Viewer:
        """Whose page ``token`` opens: ``"all"`` for the teacher's, a seat's index for its
        own, ``"spectator"`` for anything else (a wrong, missing or forged token). Every known
        token is compared, each in constant time."""
        given = token.encode() if isinstance(token, str) else b""
        found: Viewer = "spectator"
        for viewer, secret in self.tokens.items():
            if hmac.compare_digest(given, secret.encode()):
                found = viewer
        return found

    def claim(self, viewer: Viewer, connection: object, lost: Callable[[], None]) -> None:
        """``connection`` now holds ``viewer``'s page; the connection that held it before is
        told (``lost`` of that one is called: its page says the seat was opened elsewhere).
        Spectators' pages are not held: any number may look."""
        if viewer == "spectator":
            return
        with self.lock:
            before = self._holders.get(viewer)
            self._holders[viewer] = (connection, lost)
        if before is not None and before[0] is not connection:
            before[1]()

    def release(self, viewer: Viewer, connection: object) -> None:
        """``connection`` closed: its seat is free again (unless another holds it since)."""
        with self.lock:
            held = self._holders.get(viewer)
            if held is not None and held[0] is connection:
                del self._holders[viewer]

    def holder(self, viewer: Viewer) -> object | None:
        """The connection that holds ``viewer``'s page, if any."""
        held = self._holders.get(viewer)
        return None if held is None else held[0]

    def save(self) -> None:
        """Write the record (main line and variations) to :attr:`save_path`, whole or not at
        all (a new file moved over the old one), and the tokens beside it, readable by the
        owner only, so a server started again resumes with the same links."""
        if self.save_path is None:
            return
        record = self.session.record
        write_whole(self.save_path, record.to_json())
        tokens = {str(viewer): token for viewer, token in self.tokens.items()}
        write_whole(tokens_path(self.save_path), json.dumps(tokens), private=True)


def tokens_path(save: Path) -> Path:
    """Where the tokens of a game saved to ``save`` are kept."""
    return save.with_name(save.name + ".tokens")


def read_tokens(save: Path) -> dict[str, str]:
    """The tokens kept beside ``save`` (none if there is no such file, or it is not a map of
    texts)."""
    try:
        data = json.loads(tokens_path(save).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)}


def write_whole(path: Path, text: str, *, private: bool = False) -> None:
    """Write ``text`` to ``path`` through a new file moved over it: a crash leaves the old
    file or the new one, never half of one. ``private``: readable by the owner only."""
    fresh = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC
    handle = os.open(fresh, flags, 0o600 if private else 0o644)
    with os.fdopen(handle, "w", encoding="utf-8") as file:
        file.write(text)
        file.flush()
        os.fsync(file.fileno())
    os.replace(fresh, path)
