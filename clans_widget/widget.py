"""Clans and Glory's board: the board of any game (:class:`~clans_widget.board.GameBoard`)
with what only Clans and Glory has: the stack forecast on each tile, the preview of a chosen
move, why a seat is legal in words, reviews saved in its records, puzzles, and the text picture.

All rules live in :mod:`clans_widget.rules`; the shell in :mod:`clans_widget.board`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import traitlets

from .board import (
    _STATIC,
    AUTOPLAY_MS,
    FRONT,
    MAX_BOT_DELAY,
    GameBoard,
    _json_text,
    _looks_like_frames,
    _whole,
)
from .core.session import Session
from .frames import forecast
from .games.clans.presenter import seat_reasons
from .hint import HINT_ITERATIONS
from .i18n.sentence import phrase, said
from .permissions import refuse
from .puzzles import Puzzle
from .rules import Game, Move, Record
from .rules.record import FORMAT
from .rules.view import Viewer, view
from .size import starts_with_forecast
from .text import position_text

if TYPE_CHECKING:
    from .puzzles import Verdict

__all__ = [
    "AUTOPLAY_MS", "FRONT", "MAX_BOT_DELAY", "_STATIC", "ClansWidget", "_json_text",
    "_looks_like_frames", "_whole",
]


def _forecast_refusal(_board: GameBoard, value: object) -> str | None:
    return None if isinstance(value, bool) else said("error.forecast")


class ClansWidget(GameBoard):
    """Play or replay Clans and Glory: ``ClansWidget(game)`` or ``ClansWidget(record=r)``,
    or solve puzzles: ``ClansWidget(puzzle=p)``.

    ``viewer`` is ``"all"``, a player index, ``"spectator"``, or ``"turn"`` (hot-seat: the
    player to move shows their hand at the screen). ``bots`` maps player indices to bot names
    (``{1: "greedy"}``); bots move by themselves after ``bot_delay`` seconds. A move played at
    an earlier position starts a variation: the main line is never lost. The Hint button
    (:meth:`ask_hint`) searches ``hint_iterations`` playouts, reproducibly with ``seed``.
    """

    MOVE_LIKE = phrase("clans.move_like")
    NOT_A_MOVE = phrase("clans.that_not_a_move", how=phrase("clans.how_to_write"))
    MAX_MOVE = 16
    FILE_PREFIX = "clans"
    FORMATS = (FORMAT,)
    """The record formats this board is made for (:func:`~clans_widget.shared.board_for`)."""

    forecast = traitlets.Bool(True).tag(sync=True, owner=FRONT, front_check=_forecast_refusal)
    """Show the stack forecast on each tile (who would take each rank group if the game ended
    now); a switch on the board turns it off for players who want to work it out."""

    def __init__(
        self,
        game: Game | None = None,
        *,
        record: Record | None = None,
        puzzle: Puzzle | Sequence[Puzzle] | None = None,
        viewer: Any = "all",
        bots: Mapping[int, str] | None = None,
        bot_delay: float = 0.6,
        seed: int | None = None,
        forecast: bool | None = None,
        size: str = "normal",
        hint_iterations: int = HINT_ITERATIONS,
        lang: str | None = None,
        session: Session[Game, Record] | None = None,
    ) -> None:
        if puzzle is not None and not all(isinstance(p, Puzzle) for p in _listed(puzzle)):
            raise TypeError(said("board.puzzle_type"))
        if game is not None and not isinstance(game, Game):
            raise TypeError(said("board.game_type", kind=type(game).__name__))
        if record is not None and not isinstance(record, Record):
            raise TypeError(said("board.record_type", kind=type(record).__name__))
        super().__init__(
            game, record=record, viewer=viewer, bots=bots, bot_delay=bot_delay, seed=seed,
            size=size, hint_iterations=hint_iterations, puzzle=puzzle, lang=lang, session=session,
            traits={"forecast": starts_with_forecast(size) if forecast is None else bool(forecast)},
        )

    def _unreviewed(self, start: Record) -> Record:
        return start.with_review(None)

    @property
    def record(self) -> Record:
        """The main line and its variations, with the title, meta and result it came with, and
        the review shown while it reviews the main line."""
        record: Record = super().record
        return record

    @property
    def game(self) -> Game:
        """The game at the position shown (a fresh copy: changing it changes nothing here)."""
        game: Game = self._session.game()
        return game

    @property
    def viewer(self) -> Viewer | str:
        """Who looks at the board: ``"all"``, a player index, ``"spectator"`` or ``"turn"``."""
        return self._session.viewer

    def text(self) -> str:
        """The position shown as a small text picture in the board's language (see
        :mod:`clans_widget.text`)."""
        seen = view(self.game, self._session.shown_viewer())
        return position_text(
            seen, self._session.length(), result=not self._mode.open, lang=self.speaking
        )

    def play(self, move: Move | str) -> Move:
        """Play a move at the position shown, as a click would; raises if it is illegal.

        At the end of a line the line goes on; elsewhere a variation starts (or the line's own
        next move is followed)."""
        played: Move = super().play(move)
        return played

    def undo(self) -> Move:
        """Take back the last move of the line shown, and the bot moves before it."""
        taken: Move = super().undo()
        return taken

    def _game_intent(self, kind: str, content: dict[str, Any]) -> None:
        if kind == "preview":
            self._preview(content.get("move"))
        elif kind == "reasons":
            self._reasons(content)
        else:
            super()._game_intent(kind, content)

    def _preview(self, move: object) -> None:
        """Send the forecast of the tile a move goes to, before it is played."""
        refuse(self._mode.refusal("preview") or self._session.play_refusal())
        game = self._session.game()
        move_read = game.check(self._read_move(move))
        self.send({"kind": "preview", **forecast(game, move_read, self.speaking)})

    def _reasons(self, content: dict[str, Any]) -> None:
        """Send why the chosen card may go on each seat it lights at the position shown (a
        ``reasons`` message; the frames list those seats without the sentences). Only a card
        that this board's frame lists there, face up, is explained: the check reads what the
        viewer was sent, so it refuses alike whatever the hidden cards are. A request made at
        another position than the one shown (the board has moved on since) is left
        unanswered: the front end no longer wants it."""
        if set(content) != {"kind", "card", "line", "ply"}:
            raise ValueError("a reasons request holds the card chosen, its line and its ply")
        if not self._asked_here("reasons", content):
            return
        card = content.get("card")
        shown = self.frames[self.position] if self.position < len(self.frames) else {}
        cards = (shown.get("legal") or {}).get("cards") or {}
        seats = cards.get(card) if isinstance(card, str) else None
        if not isinstance(card, str) or not seats or "by" not in seats[0]:
            raise ValueError(said("board.no_reasons"))
        session = self._session
        reasons = seat_reasons(session.game(), session.shown_viewer(), card, self.speaking)
        self.send(
            {"kind": "reasons", "line": self.line, "ply": self.position, "card": card,
             "reasons": reasons}
        )

    # --- puzzles ------------------------------------------------------------------------

    def answer(self, answer: str) -> Verdict:
        """Answer the puzzle shown, as a click would: a seat, a move or a player's name."""
        verdict: Verdict = super().answer(answer)
        return verdict


def _listed(puzzle: object) -> list[object]:
    """``puzzle`` as a list: itself, or the items of a list or tuple of puzzles."""
    return list(puzzle) if isinstance(puzzle, list | tuple) else [puzzle]
