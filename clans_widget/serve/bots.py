"""A served game's bots, played on a thread of their own: a seat's request returns as soon as
its move is made and every page shows it, and a bot's move follows when the bot has chosen,
however long it thinks. Meanwhile the pages show the bot thinking (the boards'
``bot_thinking``), and other pages' requests are answered: the bot chooses without the lock
that guards the game, and its move is played only if the game did not change meanwhile.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from ..core.session import Session
from ..i18n.sentence import name_of, said

log = logging.getLogger(__name__)


class BackgroundBots:
    """Plays ``session``'s bots (a view that sees every hand) on a thread, while ``may_move()``
    (the game started, not paused). ``lock`` guards the game; ``after`` runs, with the lock
    held, after each bot's move (the record saved). The session's views call :meth:`ask`
    instead of playing a bot themselves (their ``bot_runner``)."""

    def __init__(
        self,
        session: Session[Any, Any],
        lock: threading.RLock,
        may_move: Callable[[], bool],
        after: Callable[[], None],
    ) -> None:
        self._session = session
        self._lock = lock
        self._may_move = may_move
        self._after = after
        self._guard = threading.Condition()
        self._asked = False
        self._worker: threading.Thread | None = None
        self._failed_at: int | None = None
        session.bot_runner = self.ask

    def ask(self) -> bool:
        """A bot may be to move: look (on the bots' thread, started if none runs). Whether a
        bot may move now, so a page shows it thinking."""
        with self._guard:
            self._asked = True
            if self._worker is None:
                self._worker = threading.Thread(target=self._work, name="clans-serve-bots",
                                                daemon=True)
                self._worker.start()
        return self._may_move()

    def retry(self) -> None:
        """Let a bot that failed at this position try again."""
        self._failed_at = None
        self.ask()

    def wait(self, timeout: float = 10.0) -> bool:
        """Wait until no bot is to move or may move (tests, a server stopping); False if
        ``timeout`` seconds passed first."""
        with self._guard:
            return self._guard.wait_for(lambda: self._worker is None, timeout)

    def _work(self) -> None:
        while True:
            with self._guard:
                if not self._asked:
                    self._worker = None
                    self._guard.notify_all()
                    return
                self._asked = False
            try:
                self._turn()
            except Exception as error:  # logged; the thread goes on for the next turn
                log.warning("%s", type(error).__name__, exc_info=error)

    def _turn(self) -> None:
        """One bot's move, if one is to move: chosen without the lock, played with it if the
        game is still where the bot looked."""
        session = self._session
        with self._lock:
            if not self._may_move() or self._failed_at == session.revision:
                return
            session.goto(0, session.length(0))  # the live end of the game
            seat = session.bot_seat()
            revision = session.revision
        if seat is None:
            return
        player, seen = seat
        try:
            move = session.bots[player].choose(seen)
        except Exception as error:  # a bot is foreign code: any failure is logged, not raised
            self._failed(player, revision, error)
            return
        with self._lock:
            if session.revision != revision or not self._may_move():
                with self._guard:
                    self._asked = True  # the game changed while the bot thought: look again
                return
            try:
                session.play(move)
            except ValueError as error:  # a move it may not play
                self._failed(player, revision, error)
                return
            self._after()

    def _failed(self, player: int, revision: int, error: Exception) -> None:
        """The bot failed here: logged, and it waits until the game changes (or :meth:`retry`).
        The error's own text may name a card of the bot's hand: it stays in the log's trace."""
        name, failed = name_of(self._session.names, player), type(error).__name__
        log.warning("%s", said("refusal.bot_failed", name=name, error=failed), exc_info=error)
        self._failed_at = revision
