"""The game review a board shows, for any game whose definition has an ``analyst``
(:class:`~clans_widget.core.analysis.GameAnalysis`): computed in the kernel with its progress
on the board, cached, saved with the record where the game's records keep one (Clans and
Glory's ``Record.review``), and sent to the front end only as the board's viewer may see it.

Who may review on a board: a board that shows everything reviews any game, from each mover's
information (or, asked in Python, with every card known where the game's analysis can, or
for one viewer). A player's or a spectator's board reviews only a finished game, and only for
its viewer: every move estimated from what that viewer knew when it was made.

What a board shows: a board that shows everything shows any review; another only a review
made for its own viewer's information (the review's ``made_for``, ``"for"`` in JSON). Any
other saved review is not sent at all, and the board offers to review instead.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any, cast

from .core.analysis import GameAnalysis
from .core.frames import presenter_of
from .core.registry import game_of
from .core.viewers import check_viewer
from .i18n import DEFAULT
from .i18n.sentence import said, said_in
from .permissions import refuse
from .rules.view import Viewer

DEFAULT_BUDGET: Mapping[str, int] = {"iterations": 1000, "seed": 0}
"""Clans and Glory's Review button's budget (each game's is its analysis's
``review_budget``)."""

_Key = tuple[str, object, object, object, object]


class BoardReview:
    """The review of a board's main line (the one shown, if it still fits the main line) and
    every review computed for it, by main line and settings, so asking again is instant.
    The review comes from ``analysis`` (by default the analyst of the game ``record``'s
    format names)."""

    def __init__(self, record: Any, analysis: GameAnalysis | None = None) -> None:
        if analysis is None:
            analysis = cast(GameAnalysis, game_of(record).analyst)
        self.analysis = analysis
        self.budget: dict[str, Any] = dict(analysis.review_budget)
        """The analysis's budget for the Review button."""
        saved = getattr(record, "review", None)  # a game's records may keep one
        self.current: Any = saved
        self.progress: tuple[int, int] | None = None
        self._cache: dict[_Key, Any] = {}
        self._made_on: dict[int, tuple[str, ...]] = {}  # id(review): the main line it reviews
        self._last: tuple[object, dict[str, Any]] | None = None  # state(): key, answer
        if saved is not None and (saved.made_for != "all" or saved.viewer in (None, "all")):
            # (an old record's review from each mover's hand shown to one viewer is not reused)
            key = _key(record, saved.viewer, saved.iterations, saved.seconds, saved.seed)
            self._cache[key] = saved

    def review(
        self,
        record: Any,
        board: Viewer,
        viewer: object,
        budget: Mapping[str, Any],
        show: Callable[[dict[str, Any]], None],
        lang: Callable[[], str] = lambda: DEFAULT,
    ) -> Any:
        """The review of ``record``'s main line for ``viewer`` (``None``: the board's), with
        ``budget`` (``iterations``, ``seconds``, ``seed``), from the cache or computed with
        ``show`` called on each step's :meth:`state` in the language ``lang()`` says then.
        ``board`` is whom the board shows the game to. ``ValueError`` when this board may not
        review, or not for ``viewer``."""
        refuse(review_refusal(record, board))
        asked = _asked_viewer(record, board, viewer)
        settings = _budget(budget)
        key = _key(record, asked, *settings.values())

        def step(done: int, total: int) -> None:
            self.progress = (done, total)
            show(self.state(record, board, lang()))

        try:
            found = self._cache.get(key)
            if found is None:
                found = self.analysis.review(record.game(), asked, progress=step, **settings)
                self._cache[key] = found
                self._made_on[id(found)] = tuple(record.moves)
            self.current = found
        finally:
            self.progress = None
            show(self.state(record, board, lang()))
        return found

    def state(self, record: Any, board: Viewer, lang: str = DEFAULT) -> dict[str, Any]:
        """What the front end gets: ``{"review": the review as ``board`` may see it, or None,
        "progress": [done, total] while one is computed, or None, "refusal": why this board
        may not review, or ''}``; its moves in words in ``lang``."""
        key = (tuple(record.moves), board, id(self.current), self.progress, lang)
        if self._last is None or self._last[0] != key:
            self._last = (key, self._state(record, board, lang))
        return self._last[1]

    def _state(self, record: Any, board: Viewer, lang: str) -> dict[str, Any]:
        shown = None
        fitting = self.fitting(record)
        if fitting is not None and fitting.shows_to(board):
            shown = _worded(fitting.to_dict(), record, lang)
        return {
            "review": shown,
            "progress": None if self.progress is None else list(self.progress),
            "refusal": said_in(review_refusal(record, board) or "", lang),
        }

    def fitting(self, record: Any) -> Any:
        """The review shown, if it still reviews the first moves of ``record``'s main line."""
        if self.current is None:
            return None
        if not hasattr(record, "with_review"):  # a record that keeps no review: the moves tell
            made_on = self._made_on.get(id(self.current), ())
            return self.current if tuple(record.moves)[: len(made_on)] == made_on else None
        try:
            record.with_review(self.current)
        except ValueError:
            return None
        return self.current

    def attach(self, record: Any) -> Any:
        """``record`` carrying the review shown, if it fits the main line, else none (a
        record that keeps no review is ``record`` itself)."""
        if not hasattr(record, "with_review"):
            return record
        return record.with_review(self.fitting(record))


def review_refusal(record: Any, board: Viewer) -> str | None:
    """Why a board that shows the game to ``board`` may not review ``record``, or ``None``."""
    if not record.moves:
        return said("refusal.no_review_moves")
    if board != "all" and not record.game().is_over:
        return said("refusal.review_playing")
    return None


def _asked_viewer(record: Any, board: Viewer, viewer: object) -> Viewer | None:
    """The viewer of the analysis's review for a review on this board."""
    if viewer is None:
        return None if board == "all" else board
    asked = check_viewer(viewer, len(record.names))
    if board != "all" and asked != board:
        raise ValueError(said("board.review_for", board=repr(board), asked=repr(asked)))
    return asked


def _budget(budget: Mapping[str, Any]) -> dict[str, Any]:
    """``iterations``, ``seconds`` and ``seed`` from ``budget``; ``ValueError`` for others."""
    if not isinstance(budget, Mapping):
        raise ValueError(said("board.review_budget_map"))
    unknown = sorted(set(budget) - {"iterations", "seconds", "seed"})
    if unknown:
        raise ValueError(said("board.review_budget_key", key=repr(unknown[0])))
    return {name: budget.get(name) for name in ("iterations", "seconds", "seed")}


def _key(record: Any, viewer: object, iterations: object, seconds: object, seed: object) -> _Key:
    main = record.line(0) if hasattr(record, "line") else record
    fields = main.to_dict()
    deal = {k: v for k, v in fields.items() if k not in _NOT_THE_LINE}
    return (json.dumps(deal, sort_keys=True), viewer, iterations, seconds, seed)


_NOT_THE_LINE = ("result", "review", "comments", "title", "meta")
"""A record's fields that do not change what its main line's review says."""


def _worded(review: dict[str, Any], record: Any, lang: str = DEFAULT) -> dict[str, Any]:
    """``review`` (its JSON form) with each entry's move in words (``words``: "Ben placed the
    blue 7 on B north 2") and its better move as advice (``better_words``): the board shows
    and reads these, never the notation. Read from the moves as the review's viewer sees them."""
    presenter = presenter_of(game_of(record), lang)
    names = record.names
    entries = []
    for entry in review.get("entries", []):
        worded = {
            **entry,
            "words": presenter.say(entry["move"], entry["player"], names),
            "reason": said_in(entry["reason"], lang),
        }
        if entry.get("better"):
            worded["better_words"] = presenter.advise(entry["better"])
        entries.append(worded)
    return {**review, "entries": entries}
