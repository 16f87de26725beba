"""Estimates for every legal move of a position, from one viewer's information.

The expert bot's search (:class:`~clans_widget.bots.expert.Search`) measures the moves by
sequential halving (Karnin, Koren and Somekh, 2013): in each round every move still in the
running starts the same number of iterations, then the better half goes on to the next
round, until one is left. So every move is tried, and the best ones are measured with the
most playouts. The list comes best first: the moves that lasted longer, then by win share.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .analysis_reasons import move_reason
from .bots.budget import check_budget
from .bots.expert import Search
from .rules import Game, Move
from .rules.fast import FastMove
from .rules.review import WinShare
from .rules.view import View, Viewer, check_viewer, view
from .stats import wilson_interval


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
    stop: Callable[[], bool] | None = None,
) -> list[MoveEstimate]:
    """Every legal move of the player to move (``+`` forms included), best first, estimated
    from ``viewer``'s information: a player index (the player to move; the default) sees
    their own hand and the search deals the hidden cards as they might be, ``"all"`` knows
    every card. Give exactly one budget: ``iterations`` (the same seed gives the same result)
    or ``seconds``; every legal move gets at least one playout however small the budget.
    ``ValueError`` if the game is over, the viewer cannot see the hand of the player to move,
    or the budget is missing, doubled or not a positive finite number within the limits.
    ``stop``, if given, is asked before every iteration: when it answers true the analysis
    ends at once with :class:`~.bots.budget.Stopped` (see :class:`~.bots.expert.Search`)."""
    seen = analysis_view(game, viewer)
    check_budget(iterations, seconds)
    check_seed(seed)
    return estimates(run_search(seen, iterations, seconds, seed, stop))


@dataclass
class Measured:
    """A search measured by sequential halving, and the last round each root move was in."""

    search: Search
    lasted: dict[FastMove, int]


def run_search(
    seen: View,
    iterations: int | None,
    seconds: float | None,
    seed: int | None,
    stop: Callable[[], bool] | None = None,
) -> Measured:
    """The expert search for ``seen``, grown by sequential halving (see the module
    docstring); ``stop`` as in :func:`analyse`."""
    search = Search(seen, random.Random(seed), stop)
    alive = list(search.moves)
    rounds = max(1, math.ceil(math.log2(len(alive))))
    lasted = dict.fromkeys(alive, 0)
    start = time.perf_counter()
    for r in range(rounds):
        if seconds is None:
            assert iterations is not None
            _even_round(search, alive, (iterations - search.iterations) // (rounds - r))
        else:
            _timed_round(search, alive, start + seconds * (r + 1) / rounds)
        for move in alive:
            lasted[move] = r
        alive = _ranked(search, alive)[: math.ceil(len(alive) / 2)]
    return Measured(search, lasted)


def _even_round(search: Search, alive: list[FastMove], budget: int) -> None:
    """``budget`` iterations shared evenly by the moves ``alive`` (at least one each), the
    remainder going to the best-looking."""
    each, extra = divmod(budget, len(alive))
    for i, move in enumerate(_ranked(search, alive)):
        share = each + (i < extra)
        if share or move not in search.root.children:
            search.run(iterations=max(share, 1), first=move)


def _timed_round(search: Search, alive: list[FastMove], deadline: float) -> None:
    """One iteration for each move ``alive`` in turn until ``deadline`` (at least one pass)."""
    while True:
        for move in alive:
            search.iterate(move)
        if time.perf_counter() >= deadline:
            return


def _ranked(search: Search, moves: list[FastMove]) -> list[FastMove]:
    """``moves`` by the mover's win share so far, then mean points (untried ones last)."""
    children = search.root.children

    def key(move: FastMove) -> tuple[float, float]:
        node = children.get(move)
        if node is None or not node.visits:
            return (1.0, 0.0)
        return (-node.reward / node.visits, -node.points / node.visits)

    return sorted(moves, key=key)


def estimates(measured: Measured, reasons: bool = True) -> list[MoveEstimate]:
    """Every root move as an estimate, best first: the moves that lasted more rounds first,
    then by win share, mean points and playouts. ``reasons=False`` leaves every ``reason``
    '' (a review words only the better move: :func:`move_reason` on ``search.view``)."""
    search, lasted = measured.search, measured.lasted
    keyed = []
    for fast, move in search.moves.items():
        e = _estimate(search, fast, move, reasons)
        keyed.append(((-lasted[fast], -e.win.mean, -e.points, -e.playouts), e))
    keyed.sort(key=lambda item: item[0])
    return [e for _, e in keyed]


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


def check_seed(seed: object) -> None:
    """``ValueError`` unless ``seed`` is ``None`` or a whole number."""
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise ValueError(f"seed must be a whole number or None, not {seed!r}")


def _estimate(search: Search, fast: FastMove, move: Move, reason: bool) -> MoveEstimate:
    node = search.root.children[fast]
    return MoveEstimate(
        move=move,
        win=wilson(node.reward, node.visits),
        points=node.points / node.visits,
        playouts=node.visits,
        reason=move_reason(search.view, move) if reason else "",
    )


def wilson(total: float, n: int) -> WinShare:
    """The mean of ``n`` shares summing to ``total``, with a Wilson 95% interval."""
    return WinShare(*wilson_interval(total, n))


def settle(
    measured: Measured, played: FastMove, iterations: int | None, seconds: float | None
) -> None:
    """Give the played move as many playouts as the best move has, within one more budget,
    so the loss compares two estimates of like precision."""
    top = estimates(measured, reasons=False)[0].playouts
    search = measured.search
    node = search.root.children[played]
    if seconds is not None:
        deadline = time.perf_counter() + seconds
        while node.visits < top and time.perf_counter() < deadline:
            search.iterate(played)
    elif iterations is not None and node.visits < top:
        search.run(iterations=min(top - node.visits, iterations), first=played)
