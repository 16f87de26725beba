"""The board, for any registered game: traits in, frames out; a thin map onto a
:class:`~.core.session.Session`.

The rules live in each game's package, reached through its definition (the registry, keyed by
the record's ``format``); the lines, the cursor, the permissions and the bots' turns live in
the session; frames come from the game's presenter, hints from its analyst, bots from its
``bots`` slot. The board checks what the front end sends, asks the session, and sends the
frames that changed; hints and reviews (the Review button, the move list's marks, the
win-share graph) come from its ``analyst``. A game's own board
(:class:`~clans_widget.widget.ClansWidget`) adds what only that game has: Clans and Glory's
forecast, previews, reasons and puzzles.
"""

from __future__ import annotations

import functools
import json
import math
import os
import pathlib
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, cast

import anywidget
import ipywidgets
import traitlets

from .analysis_search import check_seed
from .background import on_loop, start
from .bots.budget import check_iterations
from .core.analysis import GameAnalysis
from .core.frames import FrameCache, MoveTree, presenter_of
from .core.offline import position_answers, shared_answers
from .core.protocol import GameDefinition, Viewer
from .core.registry import game_of
from .core.session import Session
from .frontcode import code_holder, loader
from .i18n import DEFAULT, LANGUAGES, check_language, then_listed
from .i18n.sentence import Phrase, Sentence, error_in, name_of, phrase, said, said_in
from .permissions import refuse
from .savedstate import compact_frames, frames_changed, frames_to_json
from .shared import check_shared, listen
from .size import check_size
from .widget_bots import BotTurns, make_bots
from .widget_downloads import download, offered
from .widget_hints import HintDesk
from .widget_intents import handle_intent
from .widget_mode import NO_PUZZLE, BoardMode, PuzzleMode
from .widget_review import DEFAULT_BUDGET, BoardReview, review_refusal

if TYPE_CHECKING:
    from .core.botspec import GameBots
    from .trainer import Trainer

_STATIC = pathlib.Path(__file__).parent / "static"
_NOT_BUILT = """
export default { render({ el }) {
  el.textContent = "The clans_widget front end is not built: run `npm install && npm run build`.";
} };
"""
AUTOPLAY_MS = (50, 60_000)
"""The autoplay delays a front end may choose, in milliseconds."""
MAX_BOT_DELAY = 60.0
"""The longest pause, in seconds, before a bot moves."""
PAGE_LANG = "CLANS_WIDGET_PAGE_LANG"
"""The environment variable naming, to a kernel with no front end to say it, the language of
the page its boards will be shown on (the static site's kernels: clans_widget.site); a board
with no ``lang`` speaks it until a front end says the page's own."""
FRONT = "front"
"""The ``owner`` tag of a trait the front end may set (each value checked by the trait's
``front_check``); every other trait, ours untagged and ipywidgets' and anywidget's own
(``_esm``, ``_anywidget_id``, ``layout``, ``tooltip``, ...), is Python's alone."""


def _position_refusal(board: GameBoard, value: object) -> str | None:
    last = len(board.frames) - 1
    return None if _whole(value, 0, last) else said("error.position", last=last)


def _autoplay_refusal(_board: GameBoard, value: object) -> str | None:
    low, high = AUTOPLAY_MS
    return None if _whole(value, low, high) else said("error.autoplay_ms", low=low, high=high)


def _error_refusal(_board: GameBoard, value: object) -> str | None:
    return None if value == "" else said("error.clear_only")


class _Size(traitlets.Unicode):  # type: ignore[type-arg]
    """A trait holding one of the sizes; anything else raises check_size's ValueError."""

    def validate(self, obj: object, value: object) -> str:
        return check_size(value)


class _Language(traitlets.Unicode):  # type: ignore[type-arg]
    """A trait holding one of the languages, or None; anything else raises check_language's
    ValueError."""

    def validate(self, obj: object, value: object) -> str | None:
        return None if value is None else check_language(value)


class GameBoard(anywidget.AnyWidget):  # type: ignore[misc,unused-ignore]
    """Play or replay any registered game: ``GameBoard(game)`` or ``GameBoard(record=r)``
    (the game is the one the record's ``format`` names).

    ``viewer`` is ``"all"``, a player index, ``"spectator"``, or ``"turn"`` (hot-seat: the
    player to move shows their hand at the screen). ``bots`` maps player indices to the game's
    bot names (``{1: "greedy"}``); bots move by themselves after ``bot_delay`` seconds. A move
    played at an earlier position starts a variation: the main line is never lost. The Hint
    button (:meth:`ask_hint`) asks the game's analysis, with ``hint_iterations`` playouts
    (the analysis's own default when ``None``), reproducibly with ``seed``.
    """

    MOVE_LIKE: Phrase = phrase("error.move_like")
    """How a refused play request says what a move looks like (a catalogue phrase)."""
    NOT_A_MOVE: Phrase = phrase("error.not_a_move")
    """What a refused play request says of text that is no move (a catalogue phrase)."""
    MAX_MOVE = 40
    """The longest move text read (a longer one is refused unread)."""
    FILE_PREFIX = ""
    """The start of a saved file's name (the game's format when empty)."""

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
    frames_step = traitlets.Dict().tag(sync=True)
    """The frames a move changed, as a frames message carries them (``start``, ``frames`` as
    deltas with their legal moves, ``answers``) and a serial ``n``: set with the other traits
    the move changes, so a move crosses to the page as one update. (Jupyter server writes each
    message to the page's websocket on its own, with Nagle's rule on: a second message right
    behind a first waits for the page's delayed acknowledgement, up to 40 ms.) The page takes
    it into its frames and empties it in place, so a saved notebook keeps none."""
    answers = traitlets.List(traitlets.Dict()).tag(sync=True, to_json=shared_answers)
    """Per position of the line shown, the answers to the game's own requests a board with no
    kernel gives (Schotten Totten's proofs; :mod:`~.core.offline`): kept in step as
    ``frames`` is, and saved with it, each distinct answer once. None on a puzzle's board."""
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
    lang = _Language(None, allow_none=True).tag(sync=True)
    """The language the board speaks: ``"en"``, ``"fr"`` or ``"de"``; None (the default): the
    page's own (JupyterLab's and Notebook 7's language setting), else the browser's, else
    English. Changing it draws the board again in the new language."""
    size = _Size("normal").tag(sync=True)
    """``"normal"``, or ``"large"`` for a projector: bigger text, and the board across the top
    with the hand beside the move list, so the three fit a short, wide screen together (on
    Clans and Glory's board the forecast then starts switched off unless asked for)."""
    review_state = traitlets.Dict().tag(sync=True)
    """The game review as the viewer may see it (``"review"``, or None), its progress while
    it is computed (``"progress"``: [done, total], or None), and why this board may not
    review (``"refusal"``, '' when it may); see :meth:`review`."""

    def __init__(
        self,
        game: Any = None,
        *,
        record: Any = None,
        viewer: Any = "all",
        bots: Mapping[int, str] | None = None,
        bot_delay: float = 0.6,
        seed: int | None = None,
        size: str = "normal",
        hint_iterations: int | None = None,
        puzzle: Any = None,
        lang: str | None = None,
        traits: Mapping[str, Any] | None = None,
        session: Session[Any, Any] | None = None,
    ) -> None:
        """``traits`` (their first values) are for a game's own board's traits
        (:class:`~clans_widget.widget.ClansWidget`). ``session`` shows a game several boards
        share, each with its own ``viewer`` (:mod:`~clans_widget.shared`)."""
        if session is not None:
            record = check_shared(session, game, record, puzzle, bots)
        elif [game, record, puzzle].count(None) != 2:
            raise ValueError(said("board.give_one"))
        self._mode: BoardMode = BoardMode()
        if puzzle is not None:
            mode = PuzzleMode.of(puzzle)
            self._mode, game, viewer = mode, mode.game, mode.viewer(viewer)
        start = record if game is None else getattr(game, "record", None)
        self.definition: GameDefinition = game_of(start)
        """The game this board plays (its registered definition)."""
        if isinstance(bot_delay, bool) or not isinstance(bot_delay, (int, float)) or not (
            math.isfinite(bot_delay) and 0 <= bot_delay <= MAX_BOT_DELAY
        ):
            most = f"{MAX_BOT_DELAY:g}"
            raise ValueError(said("board.bot_delay", most=most, value=repr(bot_delay)))
        self.bot_delay = float(bot_delay)
        if hint_iterations is not None:
            check_iterations(hint_iterations)
        self.hint_iterations = hint_iterations
        """The search budget of a hint (``None``: the game's own); with ``seed`` a hint is
        reproducible."""
        check_seed(seed)
        self._seed = seed
        self._hints = HintDesk(self)
        check_size(size)
        self._reviews: BoardReview | None = self._board_review(start)  # see `record`
        self._reviewing = False  # a review asked for by the front end is being worked out
        page = os.environ.get(PAGE_LANG)  # a kernel with no front end told its page's language
        self._page_lang: str | None = page if page in LANGUAGES else None  # or its front end's
        speaking = (self._page_lang or DEFAULT) if lang is None else check_language(lang)
        self._trees = MoveTree(speaking)  # the move list, kept up to date line by line
        self._frame_cache = FrameCache(lang=speaking)
        players = len(getattr(start, "names", ()))
        self._session: Session[Any, Any] = Session(
            self._unreviewed(start), viewer, make_bots(bots, self._bots_slot(), players, seed),
            replay=record is not None,
        ) if session is None else session.view(viewer)
        self._sent: list[str] = list(self._session.moves())
        self._steps_sent = 0  # frames_step serials: each step differs from the one before
        self._bots = BotTurns(self)
        self.review_budget: dict[str, Any] = dict(
            DEFAULT_BUDGET if self._reviews is None else self._reviews.budget
        )
        """The budget of the Review button and of :meth:`review` called without one (the
        game analysis's ``review_budget``)."""
        shared = loader() if type(self)._esm is GameBoard._esm else None
        if shared is not None:
            self._esm = shared  # read by AnyWidget.__init__ as this board's `_esm`
        puzzle = self._mode.name == "puzzle"
        super().__init__(
            _code=None if shared is None else code_holder(),
            frames=self._line_frames(0),
            answers=self._answers_ahead(0, self._session.length() + 1),
            position=self._session.ply,
            mode="puzzle" if puzzle else "replay" if self._session.replay else "play",
            hotseat=viewer == "turn",
            puzzle=self._mode.state(speaking),
            downloads=offered(viewer, puzzle, pages=self.PAGES),
            size=size,
            lang=lang,
            **(traits or {}),
        )
        self._update_state()
        self.on_msg(self._on_intent)
        if session is not None:
            listen(self)
        self._bots.start()

    def _bots_slot(self) -> GameBots:
        bots: GameBots = self.definition.bots  # type: ignore[assignment]
        return bots

    PAGES = True
    """Whether the board saves a standalone page (:meth:`_page`)."""

    def _board_review(self, start: Any) -> BoardReview | None:
        """What keeps the board's game review, by the game's analyst (None: a game with no
        analyst reviews nothing on the board)."""
        analysis = self.definition.analyst
        return None if analysis is None else BoardReview(start, cast(GameAnalysis, analysis))

    def _unreviewed(self, start: Any) -> Any:
        """``start`` without the review it carries (the board keeps it: see :attr:`record`)."""
        return start

    def _page(self, record: Any, viewer: Viewer) -> str:
        """The standalone page of ``record`` as ``viewer`` sees it, at this board's size, in
        its language."""
        from .export import export_html

        return export_html(record, viewer, size=self.size, lang=self.speaking)

    def _read_move(self, move: object) -> Any:
        """The move of a play intent; the refusal never repeats the text, which may name a
        hidden card."""
        if not isinstance(move, str) or len(move) > self.MAX_MOVE:
            raise ValueError(said("error.play_needs", move=self.MOVE_LIKE))
        try:
            return self.definition.parse_move(move)
        except ValueError:
            raise ValueError(Sentence([self.NOT_A_MOVE])) from None

    def _game_intent(self, kind: str, content: dict[str, Any]) -> None:
        """Answer a request only some games' boards take (Clans and Glory's ``preview`` and
        ``reasons``, on its own board), or that the game's presenter answers (it lists them in
        ``intents`` and answers with ``answer(kind, position, content)``, for the position
        shown, whoever looks). A request made at another position than the one shown is left
        unanswered: the front end no longer wants it."""
        presenter: Any = self.definition.presenter
        if kind not in getattr(presenter, "intents", ()):
            raise ValueError(f"a {self.definition.title} board has no {kind}")
        if self._mode.open:
            raise ValueError(f"no {kind} in a puzzle: working it out is the puzzle")
        if not self._asked_here(kind, content):
            return
        session = self._session
        speaking: Any = presenter_of(self.definition, self.speaking)  # its words in our language
        answer: dict[str, Any] = speaking.answer(kind, session.position(), content)
        self.send({"kind": kind, "line": session.line, "ply": session.ply, **answer})

    def _asked_here(self, kind: str, content: dict[str, Any]) -> bool:
        """Whether a request about the position shown was made there: ``ValueError`` unless
        it names a line and a ply; False when the board has moved on since (the front end no
        longer wants the answer, which is then not sent)."""
        at = (content.get("line"), content.get("ply"))
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in at):
            article = "an" if kind[0] in "aeiou" else "a"
            raise ValueError(f"{article} {kind} request names its line and ply")
        return at == (self._session.line, self._session.ply)

    def _unoffered(self, move: Any) -> str | None:
        """Why a legal move the front end sent is refused: the game's presenter may offer only
        some legal moves to clicks (``unoffered(frame, move)``); ``None`` when it is offered.
        An illegal move is refused first, with the game's reason."""
        if getattr(self.definition.presenter, "unoffered", None) is None:
            return None
        check = presenter_of(self.definition, self.speaking).unoffered  # type: ignore[attr-defined]
        move = self._session.game().check(move)
        refusal: str | None = check(self.frames[self.position], move)
        return refusal

        # --- what Python users call ---------------------------------------------------------

    @property
    def session(self) -> Session[Any, Any]:
        """The session behind the board: its lines, cursor, permissions and bots."""
        return self._session

    @property
    def record(self) -> Any:
        """The main line and its variations, with the title, meta and result it came with, and
        the review shown while it reviews the main line."""
        record = self._session.record
        return record if self._reviews is None else self._reviews.attach(record)

    @property
    def game(self) -> Any:
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
        """The position shown in words, as this board's viewer sees it there: the game
        presenter's text picture of the frame shown (``picture(frame, ply, length)``), else a
        line naming the game, the move and who is to move."""
        session = self._session
        picture = getattr(presenter_of(self.definition, self.speaking), "picture", None)
        if picture is not None and self.position < len(self.frames):
            drawn: str = picture(self.frames[self.position], session.ply, session.length())
            return drawn
        turn = session.game().current_player
        names = session.origin.names
        where = f"move {session.ply} of {session.length()}"
        state = "over" if turn is None else f"{names[turn]} to move"
        return f"{self.definition.title}, {' v '.join(names)}: {where}, {state}"

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[Any, Any], dict[Any, Any]] | None:
        """The widget for front ends that draw it; the text picture, whole, for the others."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is not None:
            bundle[0]["text/plain"] = self.text()  # (data, metadata)
        return bundle

    def play(self, move: Any) -> Any:
        """Play a move at the position shown, as a click would; raises if it is illegal.

        At the end of a line the line goes on; elsewhere a variation starts (or the line's own
        next move is followed)."""
        turn = self.game.current_player
        if turn is not None and turn in self._session.bots:
            raise ValueError(said("board.bot_turn", name=name_of(self._session.origin.names, turn)))
        if self._session.shared:  # a board of a shared game plays for its viewer only
            refuse(self._session.play_refusal())
        with self._session.told_after():  # this board first, then the others of its game
            played = self._session.play(move)
            self._refresh()
        return played

    def undo(self) -> Any:
        """Take back the last move of the line shown, and the bot moves before it."""
        if self._session.shared:
            refuse(self._session.undo_refusal())
        with self._session.told_after():
            taken = self._session.undo()
            self._refresh()
        return taken

    def close(self) -> None:
        """Close the board: its bots stop waiting to move, and it hears no more of the other
        boards of its game (:mod:`~clans_widget.shared`)."""
        if getattr(self, "_session", None) is not None:
            self._bots.stop()
            self._session.leave()
        super().close()

    def review(
        self,
        viewer: Viewer | None = None,
        *,
        iterations: int | None = None,
        seconds: float | None = None,
        seed: int | None = None,
    ) -> Any:
        """Review the main line as the game's analysis does (its definition's ``analyst``:
        Clans and Glory's is :func:`clans_widget.analysis.review`), with the progress on the
        board, then show the marks and the win-share graph; the same main line and
        settings again answer at once. ``viewer`` ``None`` reviews for whom the board shows
        the game to (see :mod:`~clans_widget.widget_review` for who may review); without a
        budget, :attr:`review_budget` is used."""
        reviews = self._review_desk()
        given = {"iterations": iterations, "seconds": seconds, "seed": seed}
        budget = given if iterations is not None or seconds is not None else {
            **self.review_budget, **({"seed": seed} if seed is not None else {})
        }
        return reviews.review(
            self._session.record,
            self._tree_viewer(),
            viewer,
            budget,
            self._show_review,
            lambda: self.speaking,
        )

    def _review_desk(self) -> BoardReview:
        """What reviews on this board; ``ValueError`` where it may not review."""
        refuse(self._mode.refusal("review"))
        if self._reviews is None:
            raise ValueError(self._no_review())
        return self._reviews

    def _no_review(self) -> str:
        return said("error.no_review", title=self.definition.title)

    def _show_review(self, state: dict[str, Any]) -> None:
        self.review_state = state

    def _review_intent(self) -> None:
        """Review for the Review button: on a worker thread when an event loop runs, so the
        board still steps while the progress bar moves; else at once."""
        if self._reviewing:
            raise ValueError(said("board.review_busy"))
        record, board = self._session.record, self._tree_viewer()
        reviews = self._review_desk()
        refuse(review_refusal(record, board))
        show = on_loop(self._show_review)
        budget = dict(self.review_budget)
        if show is None or not start(
            functools.partial(reviews.review, record, board, None, budget, show),
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
            self.error = said_in(failure, self.speaking)
        reviews = self._review_desk()
        self._show_review(reviews.state(self._session.record, self._tree_viewer(), self.speaking))

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
        self._bots.start()

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
                    refusal = said("error.wrong_type", name=name)
            if refusal:
                refusals.append(refusal)
            else:
                accepted.append(name)
        if refusals:
            self.error = then_listed([said_in(r, self.speaking) for r in refusals], self.speaking)
            back = [n for n in sync_data if n not in accepted and n in self.keys]
            if back:
                self.send_state(back)

    def _front_end_refusal(self, name: object, value: object) -> str | None:
        """Why the front end may not set trait ``name`` to ``value``; None when it may."""
        trait = self.traits().get(name) if isinstance(name, str) else None
        if trait is None or not trait.metadata.get("sync"):
            shown = name[:40] if isinstance(name, str) else type(name).__name__
            return said("error.no_such_trait", name=repr(shown))
        if trait.metadata.get("owner") != FRONT:
            return said("error.python_owns", name=str(name))
        check: Callable[[GameBoard, object], str | None] = trait.metadata["front_check"]
        return check(self, value)

    def _on_intent(self, _widget: object, content: object, _buffers: object) -> None:
        if isinstance(content, dict) and content.get("kind") == "sync":
            self._send_frames(0, list(self.frames), changed=False)  # a new view: the error stays
            return
        if content == {"kind": "ack"}:  # the page saw the kernel start on its move: nothing to do
            return
        if not (isinstance(content, dict) and content.get("kind") == "lang"):
            self.error = ""  # a bot failing after an accepted intent sets it again
        try:
            with self._hints.paused():  # a hint being worked out waits for the answer
                handle_intent(self, content)
        except ValueError as error:  # a game's IllegalMoveError is one too
            said = error_in(error, self.speaking)
            self.error = presenter_of(self.session.definition, self.speaking).words_in(said)

    @property
    def speaking(self) -> str:
        """The language of Python's sentences on this board: ``lang``, else the page's (its
        front end says it), else English."""
        return self.lang or self._page_lang or DEFAULT

    def _page_language(self, lang: object) -> None:
        """The front end says the page's language (a board with no ``lang`` speaks it)."""
        if not isinstance(lang, str) or lang not in LANGUAGES:
            raise ValueError(f"the page's language must be one of {', '.join(LANGUAGES)}")
        self._page_lang = lang
        self._speak()

    @traitlets.observe("lang")
    def _lang_changed(self, _change: dict[str, Any]) -> None:
        if getattr(self, "_session", None) is not None:
            self._speak()

    def _speak(self) -> None:
        """Python's sentences in :attr:`speaking`: the frames and the move list worked out
        again in it, if it changed."""
        if self._frame_cache.lang == self.speaking:
            return
        self._frame_cache = FrameCache(lang=self.speaking)
        self._trees = MoveTree(self.speaking)
        self._send_frames(0, self._line_frames(0))
        self._hints.reword()
        self._update_state()
        self.puzzle = self._mode.state(self.speaking)  # a puzzle's words too

    def download(self, what: str) -> dict[str, str]:
        """A file to save, as the front end's download buttons get it: ``"record"`` (the JSON
        record, main line and variations; only for the ``"all"`` viewer, since it holds every
        hand) or ``"page"`` (the standalone replay page, as this board's viewer sees it)."""
        return download(self, what)

    @property
    def trainer(self) -> Trainer[Any] | None:
        """In puzzle mode, the puzzles, the one shown and the learner's progress."""
        return self._mode.trainer

    def answer(self, answer: str) -> Any:
        """Answer the puzzle shown, as a click would (what a puzzle's answer is, its kind
        says: a seat, a card, a move, one of its choices); its verdict."""
        return self._puzzle_mode().answer(answer, self)

    def show_puzzle(self, index: int) -> None:
        """Show puzzle ``index`` (0-based) of this board's puzzles, as Next and Previous do."""
        self._puzzle_mode().go(index, self)

    def _puzzle_mode(self) -> PuzzleMode:
        if not isinstance(self._mode, PuzzleMode):
            raise ValueError(NO_PUZZLE)
        return self._mode

    def ask_hint(self) -> dict[str, Any]:
        """The best move for the player to move at the position shown, as the Hint button
        shows it (the ``hint`` trait, which this sets too): worked out from that player's
        information only, with ``hint_iterations`` playouts (the same ``seed`` gives the same
        hint). ``ValueError`` where this viewer may not play, or in a puzzle."""
        return self._hints.ask()

    # --- keeping the front end in step -----------------------------------------------------

    def _restart(self, session: Session[Any, Any]) -> None:
        """Show ``session`` instead (a puzzle shown anew), all its frames sent."""
        self._session = session
        self._sent = session.moves()
        self._resend_frames()
        self._refresh()

    def _resend_frames(self) -> None:
        """Send every frame of the line shown again (a puzzle answered shows what it withheld)."""
        self._send_frames(0, self._line_frames(0))

    def _refresh(self) -> None:
        """Send the frames that changed since the last refresh, then the other traits, and
        let a bot move if it is to move (one that failed tries again)."""
        self._bots.retry()
        moves = self._session.moves()
        shared = 0
        for old, new in zip(self._sent, moves):
            if old != new:
                break
            shared += 1
        keep = shared + 1  # the positions after 0..shared moves are the same
        if self._session.viewer == "turn":
            keep = min(keep, len(self._sent), len(moves))  # the old and the new last frame
        with self.hold_sync():  # the new frames and the traits a move changes: one update
            step = None
            if keep < len(self.frames) or len(moves) + 1 > len(self.frames):
                step = self._send_frames(keep, self._line_frames(keep), later=True)
            self._sent = moves
            self._update_state()
            if step is not None:
                self._steps_sent += 1
                self.frames_step = {**step, "n": self._steps_sent}
        self._bots.start()

    def _line_frames(self, start: int) -> list[dict[str, Any]]:
        cache = self._frame_cache
        return self._mode.frames(cache.line(self._session, start), cache.lang)

    def _send_frames(
        self, start: int, fresh: list[dict[str, Any]], changed: bool = True, later: bool = False
    ) -> dict[str, Any] | None:
        """Replace the frames from ``start`` on. Only those cross to the front end, each as a
        delta against the frame before it (:func:`~.frames.frame_delta`). The trait's list is
        changed in place, so it is not resent whole; a view opened later asks for every frame
        with a ``sync`` intent, and after the running cell they cross once as a trait update
        (:mod:`~.savedstate`), for notebooks saved with no front end. With ``later``, the
        message is not sent but returned, for :attr:`frames_step`."""
        fresh = list(fresh)
        deltas = compact_frames(fresh, self.frames[start - 1] if start > 0 else None)
        del self.frames[start:]
        self.frames.extend(fresh)
        message: dict[str, Any] = {"kind": "frames", "start": start, "frames": deltas}
        if changed:
            frames_changed(self)
            del self.answers[start:]
            self.answers.extend(self._answers_ahead(start, len(fresh)))
        if self.answers:
            message["answers"] = self.answers[start:]
        if later:
            return message
        self.send(message)
        return None

    def _answers_ahead(self, start: int, count: int) -> list[dict[str, Any]]:
        """What a board with no kernel would answer (:mod:`~.core.offline`) at the ``count``
        positions from ``start`` on of the line shown; none on a puzzle's board."""
        presenter = self.definition.presenter
        if isinstance(self._mode, PuzzleMode) or getattr(presenter, "offline", None) is None:
            return []
        presenter = presenter_of(self.definition, self.speaking)
        at = self._session.position
        return [position_answers(presenter, at(None, ply)) for ply in range(start, start + count)]

    def _update_state(self, tree: bool = True) -> None:
        session = self._session
        self.line = session.line
        self.position = session.ply
        if tree:
            self.tree, comments = self._trees.update(session, self._tree_viewer())
            if comments != self.comments:
                self.comments = comments
            refusal = self._mode.refusal("review")
            if refusal is None and self._reviews is None:
                refusal = self._no_review()
            self.review_state = (
                {"review": None, "progress": None, "refusal": refusal}
                if refusal or self._reviews is None
                else self._reviews.state(session.line_record(0), self._tree_viewer(), self.speaking)
            )
        self.covered = session.covered
        self.can_undo = session.undo_refusal() is None
        self.can_hint = self._hints.refusal() is None
        self._hints.forget_if_moved()

    def _tree_text(self, tree: dict[str, Any]) -> str:
        """The ``tree`` trait as the JSON text that crosses (kept with the tree when it can)."""
        trees = getattr(self, "_trees", None)
        text = None if trees is None else trees.text(tree)
        return _json_text(tree) if text is None else text

    def _tree_viewer(self) -> Viewer:
        """Who the move list is drawn for: the viewer of the line's last position."""
        return self._session.shown_viewer(self._session.length())


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
