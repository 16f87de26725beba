"""The board's bots: one to move at the end of the line shown moves after the board's delay."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .core.viewers import check_viewer
from .i18n import say
from .i18n.sentence import error_in, said
from .session import BotError

if TYPE_CHECKING:
    from .board import GameBoard
    from .core.botspec import GameBots

log = logging.getLogger(__name__)


class BotTurns:
    """Starts, times and stops the bots' moves on one board; a bot that fails waits until an
    accepted intent (:meth:`retry`) lets it try again."""

    def __init__(self, board: GameBoard) -> None:
        self._board = board
        self._timer: asyncio.TimerHandle | None = None
        self._failed_at: tuple[int, int] | None = None

    def retry(self) -> None:
        """Let a bot that failed here try again at the next :meth:`start`."""
        self._failed_at = None

    def stop(self) -> None:
        """Stop a bot that was about to move (the board is closed)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def start(self) -> None:
        """Let a bot move if one is to move at the end of the line shown; otherwise stop any
        bot that was about to move (the user stepped away). A game whose bots are played
        elsewhere (its session's ``bot_runner``) is told instead, and the board shows whether
        the bot is thinking."""
        board = self._board
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        session = board.session
        at = (session.line, session.ply)
        waiting = session.bot_to_move() is not None
        runner = session.bot_runner
        if waiting and runner is not None:  # played elsewhere: the board shows it thinking
            board.bot_stalled = False
            board.bot_thinking = runner()
            return
        board.bot_stalled = waiting and self._failed_at == at
        if not waiting or board.bot_stalled:
            board.bot_thinking = False
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if board.bot_delay == 0 or loop is None:
            board.bot_thinking = False
            self._step(at)
            return
        board.bot_thinking = True
        self._timer = loop.call_later(board.bot_delay, self._step, at)

    def _step(self, at: tuple[int, int]) -> None:
        self._timer = None
        board = self._board
        session = board.session
        if (session.line, session.ply) != at:
            self.start()
            return
        try:
            session.play_bot()
        except BotError as error:
            log.warning("%s", error, exc_info=error.__cause__)
            self._failed_at = at
            board.bot_thinking = False
            board.bot_stalled = True
            lang = board.speaking
            button = say("board.let_bot_move", lang)
            failure = error_in(error, lang)
            board.error = say("refusal.bot_try_again", lang, failure=failure, button=button)
            return
        board._refresh()


def make_bots(
    bots: Mapping[int, str] | None, game: GameBots, players: int, seed: int | None
) -> dict[int, Any]:
    """The bots a board was given (``{1: "greedy"}``), made by the game's ``bots`` slot,
    each seeded from ``seed`` and its seat."""
    if not bots:
        return {}
    if not isinstance(bots, Mapping):
        raise ValueError(said("bots.map", example="{1: 'greedy'}"))
    make_bot = game.make_bot
    made = {}
    for player, spec in bots.items():
        check_viewer(player, players)
        if not isinstance(player, int):
            raise ValueError(said("bots.not_index", player=repr(player)))
        made[player] = make_bot(spec, None if seed is None else seed + player)
    return made
