"""The board widget: traits in, frames out; a thin map onto a :class:`~.session.Session`.

All rules live in :mod:`clans_widget.rules`; the lines, the cursor, the permissions and the
bots' turns live in the session. The widget checks what the front end sends, asks the session,
and sends the frames that changed.
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import math
import pathlib
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import anywidget
import ipywidgets
import traitlets

from .analysis_search import check_seed
from .background import OneJob, on_loop, start
from .bots.budget import check_iterations
from .frames import FrameCache, MoveTree, forecast, puzzle_frame
from .frontcode import code_holder, loader
from .hint import HINT_ITERATIONS, best_move_hint
from .permissions import refuse
from .rules import Game, IllegalMoveError, Move, Record
from .rules.review import Review
from .rules.view import Viewer, check_viewer, view
from .savedstate import compact_frames, frames_changed, frames_to_json
from .session import BotError, Session
from .size import check_size, starts_with_forecast
from .text import position_text
from .widget_review import DEFAULT_BUDGET, BoardReview, review_refusal

if TYPE_CHECKING:
    from .puzzles import Puzzle, Verdict
    from .trainer import Trainer

_STATIC = pathlib.Path(__file__).parent / "static"
_NOT_BUILT = """
export default { render({ el }) {
  el.textContent = "The clans_widget front end is not built: run `npm install && npm run build`.";
} };
"""
_INTENTS = (
    "play", "undo", "reveal", "goto", "main-line", "promote", "delete", "bot", "sync", "preview",
    "answer", "hint", "solution", "retry", "puzzle", "download", "review",
)
_PUZZLE_INTENTS = ("play", "undo", "answer", "hint", "solution", "retry", "puzzle")
"""In puzzle mode these go to the trainer (a played move is an answer); the ones after play
and undo mean nothing elsewhere."""
AUTOPLAY_MS = (50, 60_000)
"""The autoplay delays a front end may choose, in milliseconds."""
MAX_BOT_DELAY = 60.0
"""The longest pause, in seconds, before a bot moves."""
NO_PUZZLE_REVIEW = "no review in a puzzle"
"""Why a puzzle's board reviews nothing: working the answer out is the puzzle."""

log = logging.getLogger(__name__)
FRONT = "front"
"""The ``owner`` tag of a trait the front end may set (each value checked by the trait's
``front_check``); every other trait, ours untagged and ipywidgets' and anywidget's own
(``_esm``, ``_anywidget_id``, ``layout``, ``tooltip``, ...), is Python's alone."""


def _position_refusal(board: ClansWidget, value: object) -> str | None:
    last = len(board.frames) - 1
    return None if _whole(value, 0, last) else f"position must be a whole number from 0 to {last}"


def _autoplay_refusal(_board: ClansWidget, value: object) -> str | None:
    low, high = AUTOPLAY_MS
    if _whole(value, low, high):
        return None
    return f"autoplay_ms must be a whole number of milliseconds from {low} to {high}"


def _forecast_refusal(_board: ClansWidget, value: object) -> str | None:
    return None if isinstance(value, bool) else "forecast is true or false"


def _error_refusal(_board: ClansWidget, value: object) -> str | None:
    return None if value == "" else "the front end may only clear error (set it to '')"


class _Size(traitlets.Unicode):  # type: ignore[type-arg]
    """A trait holding one of the sizes; anything else raises check_size's ValueError."""

    def validate(self, obj: object, value: object) -> str:
        return check_size(value)


class ClansWidget(anywidget.AnyWidget):  # type: ignore[misc,unused-ignore]
    """Play or replay Clans and Glory: ``ClansWidget(game)`` or ``ClansWidget(record=r)``.

    ``viewer`` is ``"all"``, a player index, ``"spectator"``, or ``"turn"`` (hot-seat: the
    player to move shows their hand at the screen). ``bots`` maps player indices to bot names
    (``{1: "greedy"}``); bots move by themselves after ``bot_delay`` seconds. A move played at
    an earlier position starts a variation: the main line is never lost. The Hint button
    (:meth:`ask_hint`) searches ``hint_iterations`` playouts, reproducibly with ``seed``.
    """

    _esm = _STATIC / "widget.js" if (_STATIC / "widget.js").exists() else _NOT_BUILT
    _css = _STATIC / "widget.css" if (_STATIC / "widget.css").exists() else ""

    _code = traitlets.Instance(ipywidgets.Widget, allow_none=True).tag(
        sync=True, **ipywidgets.widget_serialization
    )
    """The holder of the front end's code that this board's loader imports (frontcode.py), or
    None when the board's ``_esm`` is the whole bundle."""
    frames = traitlets.List(traitlets.Dict()).tag(sync=True, to_json=frames_to_json)
    """One frame per position of the line shown (see docs/frames.md); it crosses, and is
    saved, as deltas (:func:`~.savedstate.compact_frames`)."""
    position = traitlets.Int(0).tag(sync=True, owner=FRONT, front_check=_position_refusal)
    """The position shown on that line (moves from the start): the replay cursor."""
    line = traitlets.Int(0).tag(sync=True)
    """The line shown: 0 is the main line."""
    tree = traitlets.Dict().tag(sync=True, to_json=lambda tree, widget: widget._tree_text(tree))
    """Every line and its moves, as the viewer may see them (the move list). It crosses as
    JSON text: one string, which ipywidgets sends without walking a thousand lines' lists."""
    comments = traitlets.Dict().tag(sync=True)
    """The comments the viewer may read, keyed ``"<line>:<ply>"``."""
    mode = traitlets.Unicode("play").tag(sync=True)
    """``"play"`` or ``"replay"``: which controls the front end puts first."""
    error = traitlets.Unicode("").tag(sync=True, owner=FRONT, front_check=_error_refusal)
    """Why the last intent or move was refused; ``''`` when none."""
    bot_thinking = traitlets.Bool(False).tag(sync=True)
    """True while a bot is about to move."""
    bot_stalled = traitlets.Bool(False).tag(sync=True)
    """True when a bot should move but failed; the front end offers to let it try again."""
    autoplay_ms = traitlets.Int(900).tag(sync=True, owner=FRONT, front_check=_autoplay_refusal)
    """Milliseconds between steps when the replay plays by itself."""
    hotseat = traitlets.Bool(False).tag(sync=True)
    """True for ``viewer="turn"``: hot-seat play, one screen passed from player to player."""
    covered = traitlets.Bool(False).tag(sync=True)
    """Hot-seat: the player to move has not shown their hand yet, so no frame holds it; the
    front end draws a cover with a button that sends a ``reveal`` intent."""
    can_undo = traitlets.Bool(False).tag(sync=True)
    """Whether this viewer may take back the move that led to the position shown."""
    forecast = traitlets.Bool(True).tag(sync=True, owner=FRONT, front_check=_forecast_refusal)
    """Show the stack forecast on each tile (who would take each rank group if the game ended
    now); a switch on the board turns it off for players who want to work it out."""
    puzzle = traitlets.Dict().tag(sync=True)
    """In puzzle mode, the puzzle shown, the learner's answers, hints and progress
    (see :meth:`~clans_widget.trainer.Trainer.state`); empty otherwise. Saved with the
    notebook's widget state, so a saved notebook keeps the progress."""
    downloads = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """The files this viewer may save with the front end's buttons (:meth:`download`):
    ``"record"`` only on a board that shows everything, ``"page"`` on every board but a
    puzzle's."""

    hint = traitlets.Dict().tag(sync=True)
    """The hint asked for at the position shown (see :meth:`ask_hint`); ``{}`` when none.
    Cleared when the position shown changes."""
    hint_thinking = traitlets.Bool(False).tag(sync=True)
    """True while a hint asked for by the front end is being worked out."""
    can_hint = traitlets.Bool(False).tag(sync=True)
    """Whether this viewer may ask for a hint at the position shown (the Hint button)."""
    size = _Size("normal").tag(sync=True)
    """``"normal"``, or ``"large"`` for a projector: bigger text, and the board across the top
    with the hand beside the move list, so the three fit a short, wide screen together. At
    ``"large"`` the forecast starts switched off (it would push them apart) unless
    ``forecast=True`` is given."""
    review_state = traitlets.Dict().tag(sync=True)
    """The game review as the viewer may see it (``"review"``, or None), its progress while
    it is computed (``"progress"``: [done, total], or None), and why this board may not
    review (``"refusal"``, '' when it may); see :meth:`review`."""

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
    ) -> None:
        self._trainer = None if puzzle is None else _trainer_for(puzzle)
        if [game, record, puzzle].count(None) != 2:
            raise ValueError(
                "give one of: a game to play, record=... to replay, or puzzle=... to solve"
            )
        if self._trainer is not None:
            game = self._trainer.puzzle.game
        if game is not None and not isinstance(game, Game):
            raise TypeError(f"game must be a clans_widget.Game, not {type(game).__name__}")
        if record is not None and not isinstance(record, Record):
            raise TypeError(f"record must be a clans_widget.Record, not {type(record).__name__}")
        start = game.record if game is not None else record
        assert start is not None
        if isinstance(bot_delay, bool) or not isinstance(bot_delay, (int, float)) or not (
            math.isfinite(bot_delay) and 0 <= bot_delay <= MAX_BOT_DELAY
        ):
            raise ValueError(
                f"bot_delay must be a number of seconds from 0 to {MAX_BOT_DELAY:g}, "
                f"not {bot_delay!r}"
            )
        self.bot_delay = float(bot_delay)
        check_iterations(hint_iterations)
        self.hint_iterations = hint_iterations
        """The search budget of a hint; with ``seed`` a hint is reproducible."""
        check_seed(seed)
        self._seed = seed
        self._hints = OneJob("hint")  # at most one hint search; a newer hint cancels it
        self._hint_at: tuple[int, int, tuple[str, ...]] | None = None
        """Where the hint shown, or being worked out, was asked."""
        check_size(size)
        self._reviews = BoardReview(start)  # the board keeps the review: see `record`
        self._reviewing = False  # a review asked for by the front end is being worked out
        self._trees = MoveTree()  # the move list, kept up to date line by line
        self._frame_cache = FrameCache()
        self._session = Session(
            start.with_review(None), viewer, _make_bots(bots, start.players, seed),
            replay=record is not None,
        )
        self._sent: list[str] = list(self._session.moves())
        self._bot_timer: asyncio.TimerHandle | None = None
        self._bot_failed_at: tuple[int, int] | None = None
        self.review_budget: dict[str, Any] = dict(DEFAULT_BUDGET)
        """The budget of the Review button and of :meth:`review` called without one."""
        shared = loader() if type(self)._esm is ClansWidget._esm else None
        if shared is not None:
            self._esm = shared  # read by AnyWidget.__init__ as this board's `_esm`
        super().__init__(
            _code=None if shared is None else code_holder(),
            frames=self._line_frames(0),
            position=self._session.ply,
            mode="puzzle" if puzzle is not None else "play" if record is None else "replay",
            hotseat=viewer == "turn",
            puzzle={} if self._trainer is None else self._trainer.state(),
            downloads=_downloads(viewer, puzzle is not None),
            forecast=starts_with_forecast(size) if forecast is None else bool(forecast),
            size=size,
        )
        self._update_state()
        self.on_msg(self._on_intent)
        self._start_bots()

    # --- what Python users call ---------------------------------------------------------

    @property
    def session(self) -> Session:
        """The session behind the board: its lines, cursor, permissions and bots."""
        return self._session

    @property
    def record(self) -> Record:
        """The main line and its variations, with the title, meta and result it came with, and
        the review shown while it reviews the main line."""
        return self._reviews.attach(self._session.record)

    @property
    def game(self) -> Game:
        """The game at the position shown (a fresh copy: changing it changes nothing here)."""
        return self._session.game()

    @property
    def viewer(self) -> Viewer | str:
        """Who looks at the board: ``"all"``, a player index, ``"spectator"`` or ``"turn"``."""
        return self._session.viewer

    def __repr__(self) -> str:
        """The position shown as a small text picture, as this board's viewer sees it there."""
        return self.text()

    def text(self) -> str:
        """The position shown as a small text picture (see :mod:`clans_widget.text`)."""
        shown = self.frames[self.position]["viewer"] if self.frames else "spectator"
        seen = view(self.game, check_viewer(shown, self._session.origin.players))
        return position_text(seen, self._session.length(), result=not self._puzzle_open())

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[Any, Any], dict[Any, Any]] | None:
        """The widget for front ends that draw it; the text picture, whole, for the others."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is not None:
            bundle[0]["text/plain"] = self.text()  # (data, metadata)
        return bundle

    def play(self, move: Move | str) -> Move:
        """Play a move at the position shown, as a click would; raises if it is illegal.

        At the end of a line the line goes on; elsewhere a variation starts (or the line's own
        next move is followed)."""
        turn = self.game.current_player
        if turn is not None and turn in self._session.bots:
            raise ValueError(f"it is {self._session.origin.names[turn]}'s turn, and a bot plays it")
        played = self._session.play(move)
        self._refresh()
        return played

    def undo(self) -> Move:
        """Take back the last move of the line shown, and the bot moves before it."""
        taken = self._session.undo()
        self._refresh()
        return taken

    def review(
        self,
        viewer: Viewer | None = None,
        *,
        iterations: int | None = None,
        seconds: float | None = None,
        seed: int | None = None,
    ) -> Review:
        """Review the main line as :func:`clans_widget.analysis.review` does, with the progress
        on the board, then show the marks and the win-share graph; the same main line and
        settings again answer at once. ``viewer`` ``None`` reviews for whom the board shows
        the game to (see :mod:`~clans_widget.widget_review` for who may review); without a
        budget, :attr:`review_budget` is used."""
        if self._trainer is not None:
            raise ValueError(NO_PUZZLE_REVIEW)
        given = {"iterations": iterations, "seconds": seconds, "seed": seed}
        budget = given if iterations is not None or seconds is not None else {
            **self.review_budget, **({"seed": seed} if seed is not None else {})
        }
        return self._reviews.review(
            self._session.record, self._tree_viewer(), viewer, budget, self._show_review
        )

    def _show_review(self, state: dict[str, Any]) -> None:
        self.review_state = state

    def _review_intent(self) -> None:
        """Review for the Review button: on a worker thread when an event loop runs, so the
        board still steps while the progress bar moves; else at once."""
        if self._reviewing:
            raise ValueError("the review is still being worked out")
        record, board = self._session.record, self._tree_viewer()
        refuse(NO_PUZZLE_REVIEW if self._trainer is not None else review_refusal(record, board))
        show = on_loop(self._show_review)
        budget = dict(self.review_budget)
        if show is None or not start(
            functools.partial(self._reviews.review, record, board, None, budget, show),
            self._review_done,
            "review",
        ):
            self.review()
            return
        self._reviewing = True

    def _review_done(self, _review: object, failure: str) -> None:
        """The review worked out on the worker thread: show it as the board now stands."""
        self._reviewing = False
        if failure:
            self.error = failure
        self._show_review(self._reviews.state(self._session.record, self._tree_viewer()))

    def goto(self, line: int, ply: int) -> None:
        """Show the position after ``ply`` moves of ``line``."""
        self._session.goto(line, ply)
        self._refresh()

    def main_line(self) -> None:
        """Back to the main line, where the line shown left it."""
        self._session.main_line()
        self._refresh()

    def promote(self, line: int) -> None:
        """Make variation ``line`` the way its parent line goes on."""
        self._session.promote(line)
        self._refresh()

    def delete(self, line: int) -> None:
        """Remove variation ``line`` and the lines branching from it."""
        self._session.delete(line)
        self._refresh()

    # --- the front end ------------------------------------------------------------------

    @traitlets.validate("position")
    def _clamp_position(self, proposal: dict[str, Any]) -> int:
        value = proposal["value"]
        return max(0, min(int(value), max(len(self.frames) - 1, 0)))

    @traitlets.observe("position")
    def _follow_position(self, change: dict[str, Any]) -> None:
        session = getattr(self, "_session", None)
        if session is None or change["new"] == session.ply:
            return
        session.goto(session.line, change["new"])
        self._update_state(tree=False)
        self._start_bots()

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Take the traits the front end owns (tagged ``owner="front"``: ``position``,
        ``autoplay_ms``, ``forecast``, ``error`` dismissed), each value checked by its trait's
        ``front_check``; refuse anything else (a trait Python owns, ipywidgets' or anywidget's
        own, an unknown name, a wrong value), say why in ``error``, change nothing for it, and
        send the refused traits back as they are. Never raises."""
        if not isinstance(sync_data, dict):
            return
        accepted = []
        refusals = []
        for name, value in sync_data.items():
            if name == "frames" and _looks_like_frames(value):
                # a front end's copy (ours never sends it; an older one did): one that is out
                # of date is set right, quietly
                if value != frames_to_json(self.frames):
                    self.send_state(["frames"])
                continue
            refusal = self._front_end_refusal(name, value)
            if refusal is None:
                try:
                    super().set_state({name: value})
                except (traitlets.TraitError, ValueError, TypeError):
                    refusal = f"the front end sent {name} a value of the wrong type"
            if refusal:
                refusals.append(refusal)
            else:
                accepted.append(name)
        if refusals:
            self.error = "; ".join(refusals)
            back = [n for n in sync_data if n not in accepted and n in self.keys]
            if back:
                self.send_state(back)

    def _front_end_refusal(self, name: object, value: object) -> str | None:
        """Why the front end may not set trait ``name`` to ``value``; None when it may."""
        trait = self.traits().get(name) if isinstance(name, str) else None
        if trait is None or not trait.metadata.get("sync"):
            shown = name[:40] if isinstance(name, str) else type(name).__name__
            return f"the front end may not set {shown!r}: the board has no such trait"
        if trait.metadata.get("owner") != FRONT:
            return f"the front end may not set {name}: Python owns it"
        check: Callable[[ClansWidget, object], str | None] = trait.metadata["front_check"]
        return check(self, value)

    def _on_intent(self, _widget: object, content: object, _buffers: object) -> None:
        if isinstance(content, dict) and content.get("kind") == "sync":
            self._send_frames(0, list(self.frames), changed=False)  # a new view: the error stays
            return
        self.error = ""  # a bot failing after an accepted intent sets it again
        try:
            with self._hints.paused():  # a hint being worked out waits for the answer
                self._handle(content)
        except (IllegalMoveError, ValueError) as error:
            self.error = str(error)

    def _handle(self, content: object) -> None:
        # Never format `content` itself: a forged message may nest deeply or hide a card.
        kind = content.get("kind") if isinstance(content, dict) else None
        if not isinstance(kind, str) or kind not in _INTENTS:
            raise ValueError("unknown request: expected one of " + ", ".join(_INTENTS))
        assert isinstance(content, dict)
        session = self._session
        if kind == "preview":
            self._preview(content.get("move"))
            return
        if kind == "download":
            self.send(self.download(content.get("what")))  # type: ignore[arg-type]
            return
        if kind == "review":
            if set(content) != {"kind"}:
                raise ValueError("a review request has no fields: it reviews for this board")
            self._review_intent()
            return
        if self._trainer is not None and kind in _PUZZLE_INTENTS:
            self._puzzle_intent(kind, content)
            return
        if kind == "hint":
            self._hint_intent(content)
            return
        if kind in _PUZZLE_INTENTS[2:]:
            self._need_trainer()  # refuses: this board shows no puzzle
        if kind == "goto":
            session.goto(content.get("line"), content.get("ply"))  # type: ignore[arg-type]
        elif kind == "main-line":
            session.main_line()
        elif kind == "reveal":
            session.reveal()
        elif kind == "bot":
            pass  # every accepted intent lets a bot that failed try again
        elif kind in ("promote", "delete"):
            refuse(session.edit_refusal())
            if set(content) - {"kind", "line", "ply", "move"}:
                raise ValueError(f"a {kind} request holds only its line, ply and first move")
            line = content.get("line")
            session.check_named(line, content.get("ply"), content.get("move"), self._tree_viewer())
            (session.promote if kind == "promote" else session.delete)(line)  # type: ignore[arg-type]
        else:
            session.check_at(content.get("line"), content.get("ply"))
            if kind == "undo":
                refuse(session.undo_refusal())
                session.undo()
            else:
                refuse(session.play_refusal())
                session.play(_read_move(content.get("move")))
        self._refresh()

    def download(self, what: str) -> dict[str, str]:
        """A file to save, as the front end's download buttons get it: ``"record"`` (the JSON
        record, main line and variations; only for the ``"all"`` viewer, since it holds every
        hand) or ``"page"`` (the standalone replay page, as this board's viewer sees it)."""
        from .export import export_html

        if self._trainer is not None:
            raise ValueError(
                "a puzzle board saves nothing: a saved page or record would give the answers away"
            )
        record = self.record
        stem = "-".join(record.names).lower().replace(" ", "-") or "game"
        if what == "record":
            if self._session.viewer != "all":
                raise ValueError(
                    "a record holds every hand: only a board that shows everything saves it"
                )
            return {"kind": "download", "name": f"clans-{stem}.json",
                    "mime": "application/json", "text": record.to_json()}
        if what == "page":
            viewer = "spectator" if self._session.viewer == "turn" else self._session.viewer
            try:
                page = export_html(self._reviews.attach(record.line(0)), viewer, size=self.size)
            except RuntimeError as error:  # the front end is not built
                raise ValueError(str(error)) from None
            return {"kind": "download", "name": f"clans-{stem}.html", "mime": "text/html",
                    "text": page}
        raise ValueError("a download is the record or the page")

    def _preview(self, move: object) -> None:
        """Send the forecast of the tile a move goes to, before it is played."""
        if self._trainer is not None:
            raise ValueError("no forecast in a puzzle: working it out is the puzzle")
        refuse(self._session.play_refusal())
        game = self._session.game()
        self.send({"kind": "preview", **forecast(game, game.check(_read_move(move)))})

    # --- puzzles --------------------------------------------------------------------------

    @property
    def trainer(self) -> Trainer | None:
        """In puzzle mode, the puzzles, the one shown and the learner's progress."""
        return self._trainer

    def answer(self, answer: str) -> Verdict:
        """Answer the puzzle shown, as a click would: a seat, a move or a player's name."""
        trainer = self._need_trainer()
        was_open = self._puzzle_open()
        verdict = trainer.answer(answer)
        self._show_answered(was_open)
        if verdict.correct and trainer.puzzle.answer == "move":
            self._session.goto(0, trainer.puzzle.game.ply)  # the puzzle's own position
            self._session.play(answer)  # show what the right move does
            self._refresh()
        self.puzzle = trainer.state()
        return verdict

    def _puzzle_open(self) -> bool:
        """A puzzle is shown and not yet answered (nor its solution shown): its frames hold no
        legal moves and no score (:func:`~.frames.puzzle_frame`)."""
        return self._trainer is not None and not self._trainer.attempt.finished

    def _show_answered(self, was_open: bool) -> None:
        """Once the puzzle shown is answered, or its solution shown, send its frames whole."""
        if was_open and not self._puzzle_open():
            self._send_frames(0, self._line_frames(0))

    def _need_trainer(self) -> Trainer:
        if self._trainer is None:
            raise ValueError("this board shows no puzzle: give ClansWidget(puzzle=...)")
        return self._trainer

    def _puzzle_intent(self, kind: str, content: dict[str, Any]) -> None:
        trainer = self._need_trainer()
        if kind == "play":
            self._session.check_at(content.get("line"), content.get("ply"))
            if (self._session.line, self._session.ply) != (0, trainer.puzzle.game.ply):
                raise ValueError("answer at the puzzle's own position: step to its end first")
            self.answer(str(_read_move(content.get("move"))))
        elif kind == "answer":
            text = content.get("answer")
            if not isinstance(text, str) or len(text) > 40:
                raise ValueError("an answer is a seat, a move or a player's name")
            self.answer(text)
        elif kind == "hint":
            trainer.hint()
        elif kind == "solution":
            was_open = self._puzzle_open()
            trainer.show_solution()
            self._show_answered(was_open)
        elif kind == "undo":
            raise ValueError("in a puzzle, press Retry to start it again")
        elif kind == "retry":
            trainer.retry()
            self._show_puzzle()
        else:
            self.show_puzzle(content.get("index"))  # type: ignore[arg-type]
        self.puzzle = trainer.state()

    def show_puzzle(self, index: int) -> None:
        """Show puzzle ``index`` (0-based) of this board's puzzles, as Next and Previous do."""
        self._need_trainer().go(index)
        self._show_puzzle()

    def _show_puzzle(self) -> None:
        trainer = self._need_trainer()
        self._session = Session(trainer.puzzle.game.record)
        self._sent = self._session.moves()
        self._send_frames(0, self._line_frames(0))
        self._refresh()
        self.puzzle = trainer.state()

    # --- hints ---------------------------------------------------------------------------

    def ask_hint(self) -> dict[str, Any]:
        """The best move for the player to move at the position shown, as the Hint button
        shows it (the ``hint`` trait, which this sets too): worked out from that player's
        information only, with ``hint_iterations`` playouts (the same ``seed`` gives the same
        hint). ``ValueError`` where this viewer may not play, or in a puzzle."""
        refuse(self._hint_refusal())
        return self._hint_now()

    def _hint_now(self) -> dict[str, Any]:
        """Work the hint out at once (a hint the front end asked for is cancelled)."""
        self._hints.cancel()
        self.hint_thinking = False
        self.hint = self._hint_work()()
        self._hint_at = self._hint_key()
        return dict(self.hint)

    def _hint_refusal(self) -> str | None:
        if self._trainer is not None:
            return "in a puzzle the puzzle's own hints apply: press Hint above the board"
        return self._session.hint_refusal()

    def _hint_key(self) -> tuple[int, int, tuple[str, ...]]:
        """Where a hint was asked: a hint holds there only."""
        session = self._session
        return (session.line, session.ply, tuple(session.moves()[: session.ply]))

    def _hint_work(self) -> Callable[..., dict[str, Any]]:
        """Working out the hint at the position shown, on a copy of the game (so a worker
        thread may do it); it takes an optional ``stop`` check (see :class:`.OneJob`)."""
        session = self._session
        return functools.partial(
            best_move_hint, session.game(), line=session.line, ply=session.ply,
            iterations=self.hint_iterations, seed=self._seed,
        )

    def _hint_intent(self, content: dict[str, Any]) -> None:
        """Work out a hint for the front end: on a worker thread when an event loop runs, so
        the board still steps meanwhile (``hint_thinking`` is true), else at once."""
        if set(content) - {"kind", "line", "ply"}:
            raise ValueError("a hint request holds only its line and ply")
        self._session.check_at(content.get("line"), content.get("ply"))
        refuse(self._hint_refusal())
        if self.hint_thinking:
            raise ValueError("the hint is still being worked out")
        if not self._hints.start(self._hint_work(), self._hint_done):
            self._hint_now()
            return
        self._hint_at = self._hint_key()
        self.hint = {}
        self.hint_thinking = True

    def _hint_done(self, hint: dict[str, Any] | None, failure: str) -> None:
        """Show a hint worked out on the worker thread (one cancelled since, because the board
        moved on, never gets here: see :meth:`_update_state`)."""
        self.hint_thinking = False
        if failure or hint is None:
            self.error = failure
            return
        self.hint = hint

    # --- keeping the front end in step -----------------------------------------------------

    def _refresh(self) -> None:
        """Send the frames that changed since the last refresh, then the other traits, and
        let a bot move if it is to move (one that failed tries again)."""
        self._bot_failed_at = None
        moves = self._session.moves()
        shared = 0
        for old, new in zip(self._sent, moves):
            if old != new:
                break
            shared += 1
        keep = shared + 1  # the positions after 0..shared moves are the same
        if self._session.viewer == "turn":
            keep = min(keep, len(self._sent), len(moves))  # the old and the new last frame
        with self.hold_sync():  # the frames message, then at once the update of the traits
            send = None
            if keep < len(self.frames) or len(moves) + 1 > len(self.frames):
                send = self._send_frames(keep, self._line_frames(keep), later=True)
            self._sent = moves
            self._update_state()
            if send is not None:
                send()
        self._start_bots()

    def _line_frames(self, start: int) -> list[dict[str, Any]]:
        frames = self._frame_cache.line(self._session, start)
        if self._puzzle_open():
            assert self._trainer is not None
            return [puzzle_frame(f, self._trainer.puzzle.answer) for f in frames]
        return frames

    def _send_frames(
        self, start: int, fresh: list[dict[str, Any]], changed: bool = True, later: bool = False
    ) -> Callable[[], None] | None:
        """Replace the frames from ``start`` on. Only those cross to the front end, each as a
        delta against the frame before it (:func:`~.frames.frame_delta`). The trait's list is
        changed in place, so it is not resent whole; a view opened later asks for every frame
        with a ``sync`` intent, and after the running cell they cross once as a trait update
        (:mod:`~.savedstate`), for notebooks saved with no front end. With ``later``, the
        message is not sent but returned as a function that sends it (so that it goes out just
        before the traits that follow it, and the front end draws both at once); sent inside
        ``hold_sync``, it says with ``traits`` whether an update of traits follows it."""
        fresh = list(fresh)
        deltas = compact_frames(fresh, self.frames[start - 1] if start > 0 else None)
        del self.frames[start:]
        self.frames.extend(fresh)
        if changed:
            frames_changed(self)
        message = {"kind": "frames", "start": start, "frames": deltas}
        if later:
            # ipywidgets' pending traits (private; without it the front end draws the frames alone)
            return lambda: self.send(
                {**message, "traits": bool(getattr(self, "_states_to_send", ()))}
            )
        self.send(message)
        return None

    def _update_state(self, tree: bool = True) -> None:
        session = self._session
        self.line = session.line
        self.position = session.ply
        if tree:
            self.tree, comments = self._trees.update(session, self._tree_viewer())
            if comments != self.comments:
                self.comments = comments
            self.review_state = (
                {"review": None, "progress": None, "refusal": NO_PUZZLE_REVIEW}
                if self._trainer is not None
                else self._reviews.state(session.line_record(0), self._tree_viewer())
            )
        self.covered = session.covered
        self.can_undo = session.undo_refusal() is None
        self.can_hint = self._hint_refusal() is None
        if self._hint_at is not None and self._hint_at != self._hint_key():
            self._hint_at = None
            self._hints.cancel()  # a hint still being worked out stops and shows nothing
            self.hint = {}
            self.hint_thinking = False

    def _tree_text(self, tree: dict[str, Any]) -> str:
        """The ``tree`` trait as the JSON text that crosses (kept with the tree when it can)."""
        trees = getattr(self, "_trees", None)
        text = None if trees is None else trees.text(tree)
        return _json_text(tree) if text is None else text

    def _tree_viewer(self) -> Viewer:
        """Who the move list is drawn for: the viewer of the line's last frame."""
        last = self.frames[-1]["viewer"] if self.frames else "spectator"
        return check_viewer(last, self._session.origin.players)

    # --- bots -----------------------------------------------------------------------------

    def _start_bots(self) -> None:
        """Let a bot move if one is to move at the end of the line shown; otherwise stop any
        bot that was about to move (the user stepped away)."""
        if self._bot_timer is not None:
            self._bot_timer.cancel()
            self._bot_timer = None
        session = self._session
        at = (session.line, session.ply)
        waiting = session.bot_to_move() is not None
        self.bot_stalled = waiting and self._bot_failed_at == at
        if not waiting or self.bot_stalled:
            self.bot_thinking = False
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if self.bot_delay == 0 or loop is None:
            self.bot_thinking = False
            self._bot_step(at)
            return
        self.bot_thinking = True
        self._bot_timer = loop.call_later(self.bot_delay, self._bot_step, at)

    def _bot_step(self, at: tuple[int, int]) -> None:
        self._bot_timer = None
        session = self._session
        if (session.line, session.ply) != at:
            self._start_bots()
            return
        try:
            session.play_bot()
        except BotError as error:
            log.warning("%s", error, exc_info=error.__cause__)
            self._bot_failed_at = at
            self.bot_thinking = False
            self.bot_stalled = True
            self.error = f"{error}. Press 'Let the bot move' to try again."
            return
        self._refresh()


def _trainer_for(puzzle: Puzzle | Sequence[Puzzle]) -> Trainer:
    """A trainer over one puzzle or a list of them."""
    from .puzzles import Puzzle
    from .trainer import Trainer

    return Trainer([puzzle] if isinstance(puzzle, Puzzle) else puzzle)


def _downloads(viewer: object, puzzle: bool) -> list[str]:
    """What a board offers to save: nothing in a puzzle; the record only to the "all" viewer."""
    if puzzle:
        return []
    return ["record", "page"] if viewer == "all" else ["page"]


def _json_text(value: object) -> str:
    """``value`` as compact JSON text."""
    return json.dumps(value, separators=(",", ":"))


def _looks_like_frames(value: object) -> bool:
    """Whether ``value`` could be a front end's copy of the frames: a non-empty list of objects
    (anything else is a forgery, refused with an error)."""
    return isinstance(value, list) and bool(value) and all(isinstance(f, dict) for f in value)


def _whole(value: object, low: int, high: int | None) -> bool:
    """``value`` is an int (not a bool) from ``low`` to ``high`` (no upper bound if None)."""
    if isinstance(value, bool) or not isinstance(value, int):
        return False
    return low <= value and (high is None or value <= high)


def _read_move(move: object) -> Move:
    """The move of a play intent; the refusal never repeats the text, which may name a card."""
    if not isinstance(move, str) or len(move) > 16:
        raise ValueError("a play request needs a move like '6g@Cn2+'")
    try:
        return Move.parse(move)
    except ValueError:
        raise ValueError(
            "that is not a move: write card@seat, as in '6g@Cn2', with a trailing + to add a "
            "shield and a leading ~ to place the card face down"
        ) from None


def _make_bots(bots: Mapping[int, str] | None, players: int, seed: int | None) -> dict[int, Any]:
    if not bots:
        return {}
    if not isinstance(bots, Mapping):
        raise ValueError("bots must map player indices to bot names, as in {1: 'greedy'}")
    from .bots import make_bot

    made = {}
    for player, spec in bots.items():
        check_viewer(player, players)
        if not isinstance(player, int):
            raise ValueError(f"bots: {player!r} is not a player index")
        made[player] = make_bot(spec, None if seed is None else seed + player)
    return made

