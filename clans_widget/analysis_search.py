"""Estimates for every legal move of a position, from one viewer's information.

The expert bot's search (:class:`~clans_widget.bots.expert.Search`) measures the moves by
sequential halving (Karnin, Koren and Somekh, 2013): in each round every move still in the
running starts the same number of iterations, then the better half goes on to the next
round, until one is left. So every move is tried, and the best ones are measured with the
most playouts. The list comes best first: the moves that lasted longer, then by win share
(the halving is the core's, :mod:`clans_widget.core.halving`, shared by every game).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable

from .analysis_reasons import move_reason
from .bots.budget import check_budget
from .bots.expert import Search
from .core.analysis import Estimate, wilson
from .core.halving import Measured, halve, order
from .i18n.sentence import hidden_hand, said
from .rules import Game, Move
from .rules.view import View, Viewer, check_viewer, view


class MoveEstimate(Estimate[Move]):
    """What one legal move is worth to the player to move: the core's
    :class:`~clans_widget.core.analysis.Estimate` of a :class:`~clans_widget.rules.Move`, with
    the win share over the playouts that began with it (``win``, with a Wilson 95% interval),
    the mean final points, how many playouts, and what the move does to the stack forecast
    (``reason``)."""


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


def run_search(
    seen: View,
    iterations: int | None,
    seconds: float | None,
    seed: int | None,
    stop: Callable[[], bool] | None = None,
) -> Measured:
    """The expert search for ``seen``, grown by sequential halving (see the module
    docstring and :func:`~clans_widget.core.halving.halve`); ``stop`` as in :func:`analyse`."""
    return halve(Search(seen, random.Random(seed), stop), iterations, seconds)


def estimates(measured: Measured, reasons: bool = True) -> list[MoveEstimate]:
    """Every root move as an estimate, best first: the moves that lasted more rounds first,
    then by win share, mean points and playouts. ``reasons=False`` leaves every ``reason``
    '' (a review words only the better move: :func:`move_reason` on ``search.view``)."""
    search = measured.search
    assert isinstance(search, Search)
    return [_estimate(search, fast, search.moves[fast], reasons) for fast in order(measured)]


def analysis_view(game: Game, viewer: Viewer | None) -> View:
    """``view(game, viewer)`` for an analysis, or ``ValueError`` naming why there is none:
    the game is over, or the viewer cannot see the hand of the player to move."""
    if not isinstance(game, Game):
        raise ValueError(said("analysis.needs_game", kind=type(game).__name__))
    mover = game.current_player
    if mover is None:
        raise ValueError(said("analysis.game_over"))
    who = check_viewer(mover if viewer is None else viewer, game.players)
    if who != "all" and who != mover:
        raise ValueError(hidden_hand(game.names, who, mover))
    return view(game, who)


def check_seed(seed: object) -> None:
    """``ValueError`` unless ``seed`` is ``None`` or a whole number."""
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise ValueError(said("analysis.seed", seed=repr(seed)))


def _estimate(search: Search, fast: Hashable, move: Move, reason: bool) -> MoveEstimate:
    node = search.root.children[fast]
    return MoveEstimate(
        move=move,
        win=wilson(node.reward, node.visits),
        points=node.points / node.visits,
        playouts=node.visits,
        reason=move_reason(search.view, move) if reason else "",
    )
