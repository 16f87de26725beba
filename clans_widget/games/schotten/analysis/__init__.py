"""Schotten Totten's hints and reviews, through the core's search (issue 18).

- :func:`hint`: the best move of the player to move, from that player's information only,
  with what it does in words and its win share (Wilson 95% interval).
- :func:`analyse`: the moves the search weighs so estimated, best first.
- :func:`review`: every step of a line marked (``?!``, ``?``, ``??``) with the mover's best
  alternative, from the mover's information, or only from what one viewer knew.

:data:`ANALYSIS` fills the definition's ``analyst`` slot, so a
:class:`~clans_widget.core.session.Session` of a Schotten Totten round gives hints and
reviews headless (``session.hint()``, ``session.review()``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from clans_widget.i18n.sentence import said

from ..cards import ALL_CODES
from ..game import Game
from .reasons import move_reason
from .review import LineReview, ReviewEntry, review
from .search import analyse, check_budget, check_seed, measure, mover_of
from .search import estimates as _estimates

HINT_ITERATIONS = 300
"""A hint's budget in a base or Expert round (a fraction of a second)."""
TACTIC_HINT_ITERATIONS = 60
"""A hint's budget in a Tactic round, whose search plays the engine's own round (slower)."""
REVIEW_ITERATIONS = 100
"""A review's budget per step in a base or Expert round."""
TACTIC_REVIEW_ITERATIONS = 20
"""A review's budget per step in a Tactic round."""


def hint(
    game: Game,
    *,
    line: int = 0,
    ply: int | None = None,
    iterations: int | None = None,
    seed: int | None = None,
    stop: Callable[[], bool] | None = None,
) -> dict[str, Any]:
    """The best move of the player to move in ``game``, from that player's information, as
    JSON-ready data: where it was asked (``line``, ``ply``), who moves (``player``), the move
    (``move``, and its ``kind``, ``card`` and ``stone``), what it does (``reason``) and its
    win share (``win``: ``mean``, ``low``, ``high``). ``ValueError`` (nothing changes) for a
    round that is over or a wrong budget or seed."""
    mover = mover_of(game)
    if iterations is None:
        iterations = TACTIC_HINT_ITERATIONS if game.tactic else HINT_ITERATIONS
    check_budget(iterations, None)
    check_seed(seed)
    best = _estimates(measure(game, mover, iterations, None, seed, stop), None)[0]
    move = game.check(best.move)
    return {
        "line": line,
        "ply": game.ply if ply is None else ply,
        "player": mover,
        "move": best.move,
        "kind": move.kind,
        "card": None if move.card is None else ALL_CODES[move.card],
        "stone": move.stone,
        "reason": move_reason(game.observe(mover), move),
        "win": best.win.to_dict(),
    }


class SchottenAnalysis:
    """The definition's ``analyst`` slot (:class:`clans_widget.core.analysis.GameAnalysis`)."""

    def hint(
        self,
        position: Game,
        *,
        line: int,
        ply: int,
        iterations: int | None = None,
        seed: int | None = None,
        stop: Callable[[], bool] | None = None,
    ) -> dict[str, Any]:
        """See :func:`hint`."""
        return hint(position, line=line, ply=ply, iterations=iterations, seed=seed, stop=stop)

    review_budget: Mapping[str, Any] = MappingProxyType({"iterations": None, "seed": 0})
    """The Review button's budget: the review's own per step (:data:`REVIEW_ITERATIONS`, or
    :data:`TACTIC_REVIEW_ITERATIONS` in a Tactic round), seed 0."""

    def review(
        self,
        game: Game,
        viewer: Any = None,
        *,
        iterations: int | None = None,
        seed: int | None = None,
        seconds: float | None = None,
        progress: Callable[[int, int], object] | None = None,
    ) -> LineReview:
        """See :func:`review` (``None`` and ``"all"`` both review each step from its mover's
        information). A Schotten Totten review's budget is playouts, never ``seconds``."""
        if seconds is not None:
            raise ValueError(said("analysis.review_seconds"))
        if iterations is None:
            tactic = isinstance(game, Game) and game.tactic
            iterations = TACTIC_REVIEW_ITERATIONS if tactic else REVIEW_ITERATIONS
        return review(game, viewer, iterations=iterations, seed=seed, progress=progress)


ANALYSIS = SchottenAnalysis()
"""The one analysis of Schotten Totten."""

__all__ = [
    "ANALYSIS",
    "HINT_ITERATIONS",
    "LineReview",
    "ReviewEntry",
    "SchottenAnalysis",
    "analyse",
    "hint",
    "review",
]
