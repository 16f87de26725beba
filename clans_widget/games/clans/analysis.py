"""Clans and Glory's hints and reviews, as its definition's ``analyst`` slot: the core's
:class:`~clans_widget.core.session.Session` and the board's Hint button reach them through it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from ...hint import HINT_ITERATIONS, best_move_hint
from ...rules import Game
from ...rules.review import Review


class ClansAnalysis:
    """Hints and reviews (:class:`clans_widget.core.analysis.GameAnalysis`), each worked out
    from one player's information (:mod:`clans_widget.hint`, :mod:`clans_widget.analysis`)."""

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
        """The best move of the player to move, as the ``hint`` trait holds it."""
        budget = HINT_ITERATIONS if iterations is None else iterations
        return best_move_hint(position, line=line, ply=ply, iterations=budget, seed=seed, stop=stop)

    review_budget: Mapping[str, Any] = MappingProxyType({"iterations": 1000, "seed": 0})
    """The Review button's budget: 1,000 playouts a move, seed 0."""

    def review(
        self,
        game: Game,
        viewer: Any = None,
        *,
        iterations: int | None = None,
        seed: int | None = None,
        seconds: float | None = None,
        progress: Callable[[int, int], object] | None = None,
    ) -> Review:
        """Every move of ``game``'s line from its start, marked (:func:`~clans_widget.analysis.
        review`): from each mover's information for ``None``, with every card known for
        ``"all"``, else as ``viewer`` knew it."""
        from ... import analysis  # looked up at each call: clans_widget.analysis.review

        return analysis.review(
            game.record,
            viewer,
            iterations=iterations,
            seconds=seconds,
            seed=seed,
            progress=progress,
        )


ANALYSIS = ClansAnalysis()
"""The one analysis of Clans and Glory."""
