"""Estimates for every legal move of a position, from one viewer's information.

The expert bot's search (:class:`~clans_widget.bots.expert.Search`) runs in two halves: first
every legal move gets the same share of the playouts, then the tree policy spends the rest on
the moves that look best, so the top of the list is measured most closely.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from .analysis_reasons import move_reason
from .bots.expert import Search
from .rules import Game, Move
from .rules.fast import FastMove
from .rules.view import View, Viewer, check_viewer, view

MAX_ITERATIONS = 1_000_000
MAX_SECONDS = 600.0
Z95 = 1.959964


@dataclass(frozen=True)
class WinShare:
    """A win share (1 a win, 1/k a victory shared by k, 0 a loss) with its 95% interval."""

    mean: float
    low: float
    high: float

    def to_dict(self) -> dict[str, float]:
        """``{"mean": ..., "low": ..., "high": ...}``."""
        return {"mean": self.mean, "low": self.low, "high": self.high}


@dataclass(frozen=True)
class MoveEstimate:
    """What one legal move is worth to the player to move: the win share over the playouts
    that began with it (``win``, with a Wilson 95% interval), the mean final points, how many
    playouts, and what the move does to the stack forecast (``reason``)."""

    move: Move
    win: WinShare
    points: float
    playouts: int
    reason: str

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the move in notation, the win share, points, playouts and reason."""
        return {
            "move": str(self.move),
            "win": self.win.to_dict(),
            "points": self.points,
            "playouts": self.playouts,
            "reason": self.reason,
        }


def analyse(
    game: Game,
    viewer: Viewer | None = None,
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    seed: int | None = None,
) -> list[MoveEstimate]:
    """Every legal move of the player to move (``+`` forms included), best first, estimated
    from ``viewer``'s information: a player index (the player to move; the default) sees
    their own hand and the search deals the hidden cards as they might be, ``"all"`` knows
    every card. Give exactly one budget: ``iterations`` (the same seed gives the same result)
    or ``seconds``; every legal move gets at least one playout however small the budget.
    ``ValueError`` if the game is over, the viewer cannot see the hand of the player to move,
    or the budget is missing, doubled or not a positive finite number within the limits."""
    seen = analysis_view(game, viewer)
    check_budget(iterations, seconds)
    check_seed(seed)
    return estimates(run_search(seen, iterations, seconds, seed))


def run_search(
    seen: View, iterations: int | None, seconds: float | None, seed: int | None
) -> Search:
    """The expert search for ``seen``, grown in two halves (see the module docstring)."""
    search = Search(seen, random.Random(seed), root_visits=MAX_ITERATIONS)
    legal = len(search.moves)
    if seconds is None:
        assert iterations is not None
        half = max(iterations // 2, legal)
        search.run(iterations=half)
        search.root_visits = 1
        if iterations > half:
            search.run(iterations=iterations - half)
    else:
        search.run(seconds=seconds / 2)
        while len(search.root.children) < legal:
            search.iterate()
        search.root_visits = 1
        search.run(seconds=seconds / 2)
    return search


def estimates(search: Search) -> list[MoveEstimate]:
    """Every root move of ``search`` as an estimate, best first: by win share, then mean
    points, then playouts."""
    found = [_estimate(search, fast, move) for fast, move in search.moves.items()]
    found.sort(key=lambda e: (-e.win.mean, -e.points, -e.playouts))
    return found


def analysis_view(game: Game, viewer: Viewer | None) -> View:
    """``view(game, viewer)`` for an analysis, or ``ValueError`` naming why there is none:
    the game is over, or the viewer cannot see the hand of the player to move."""
    if not isinstance(game, Game):
        raise ValueError(f"analyse needs a Game, not {type(game).__name__}")
    mover = game.current_player
    if mover is None:
        raise ValueError("the game is over: there is no move to analyse")
    who = check_viewer(mover if viewer is None else viewer, game.players)
    if who != "all" and who != mover:
        name = game.names[mover]
        looker = "a spectator" if who == "spectator" else f"player {who} ({game.names[who]})"
        raise ValueError(
            f"{looker} cannot see the hand of player {mover} ({name}), who is to move: "
            f"analyse for viewer {mover} or 'all'"
        )
    return view(game, who)


def check_budget(iterations: object, seconds: object) -> None:
    """``ValueError`` unless exactly one of ``iterations`` (a whole number from 1 to
    ``MAX_ITERATIONS``) and ``seconds`` (a finite number above 0, at most ``MAX_SECONDS``)
    is given."""
    if (iterations is None) == (seconds is None):
        raise ValueError("give exactly one budget: iterations=... or seconds=...")
    if iterations is not None:
        if isinstance(iterations, bool) or not isinstance(iterations, int):
            raise ValueError(f"iterations must be a whole number, not {iterations!r}")
        if not 1 <= iterations <= MAX_ITERATIONS:
            raise ValueError(f"iterations must be 1 to {MAX_ITERATIONS:,}, not {iterations:,}")
        return
    if isinstance(seconds, bool) or not isinstance(seconds, int | float):
        raise ValueError(f"seconds must be a number, not {seconds!r}")
    if not (math.isfinite(seconds) and 0 < seconds <= MAX_SECONDS):
        raise ValueError(f"seconds must be above 0 and at most {MAX_SECONDS:g}, not {seconds!r}")


def check_seed(seed: object) -> None:
    """``ValueError`` unless ``seed`` is ``None`` or a whole number."""
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise ValueError(f"seed must be a whole number or None, not {seed!r}")


def _estimate(search: Search, fast: FastMove, move: Move) -> MoveEstimate:
    node = search.root.children[fast]
    return MoveEstimate(
        move=move,
        win=wilson(node.reward, node.visits),
        points=node.points / node.visits,
        playouts=node.visits,
        reason=move_reason(search.view, move),
    )


def wilson(total: float, n: int) -> WinShare:
    """The mean of ``n`` shares summing to ``total``, with a Wilson 95% interval."""
    p = total / n
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(max(p * (1 - p), 0.0) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return WinShare(p, max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)))
