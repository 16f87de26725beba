"""Every root move of a search measured, for analyses, hints and reviews of any game.

:func:`halve` grows a :class:`~.ismcts.Search` by sequential halving (Karnin, Koren and Somekh,
2013): in each round every move still in the running starts the same number of iterations,
then the better half goes on to the next round, until one is left. So every move is tried,
and the best ones are measured with the most playouts. :func:`order` lists the root moves best
first (the moves that lasted longer, then by win share, mean points and playouts);
:func:`settle` gives a played move as many playouts as the best one, so a review compares two
estimates of like precision.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from . import ismcts
from .ismcts import Search


@dataclass
class Measured:
    """A search measured by sequential halving, and the last round each root move was in."""

    search: Search[Any, Any, Any]
    lasted: dict[Any, int]


def halve(search: Search[Any, Any, Any], iterations: int | None, seconds: float | None) -> Measured:
    """Grow ``search`` by sequential halving within ``iterations`` in all, or ``seconds``;
    every root move gets at least one iteration."""
    alive = list(search.moves)
    rounds = max(1, math.ceil(math.log2(len(alive))))
    lasted: dict[Hashable, int] = dict.fromkeys(alive, 0)
    start = ismcts.clock()
    for r in range(rounds):
        if seconds is None:
            assert iterations is not None
            _even_round(search, alive, (iterations - search.iterations) // (rounds - r))
        else:
            _timed_round(search, alive, start + seconds * (r + 1) / rounds)
        for move in alive:
            lasted[move] = r
        alive = ranked(search, alive)[: math.ceil(len(alive) / 2)]
    return Measured(search, lasted)


def _even_round(search: Search[Any, Any, Any], alive: list[Hashable], budget: int) -> None:
    """``budget`` iterations shared evenly by the moves ``alive`` (at least one each), the
    remainder going to the best-looking."""
    each, extra = divmod(budget, len(alive))
    for i, move in enumerate(ranked(search, alive)):
        share = each + (i < extra)
        if share or move not in search.root.children:
            search.run(iterations=max(share, 1), first=move)


def _timed_round(search: Search[Any, Any, Any], alive: list[Hashable], deadline: float) -> None:
    """One iteration for each move ``alive`` in turn until ``deadline`` (at least one pass)."""
    while True:
        for move in alive:
            search.iterate(move)
        if ismcts.clock() >= deadline:
            return


def ranked(search: Search[Any, Any, Any], moves: list[Hashable]) -> list[Any]:
    """``moves`` by the mover's win share so far, then mean points (untried ones last)."""
    children = search.root.children

    def key(move: Hashable) -> tuple[float, float]:
        node = children.get(move)
        if node is None or not node.visits:
            return (1.0, 0.0)
        return (-node.reward / node.visits, -node.points / node.visits)

    return sorted(moves, key=key)


def order(measured: Measured) -> list[Any]:
    """Every root move's key, best first: the moves that lasted more rounds first, then by
    win share, mean points and playouts (the search's order among equals)."""
    children = measured.search.root.children

    def key(move: Hashable) -> tuple[float, float, float, int]:
        node = children[move]
        n = node.visits
        return (-measured.lasted[move], -node.reward / n, -node.points / n, -n)

    return sorted(measured.search.moves, key=key)


def settle(
    measured: Measured, played: Hashable, iterations: int | None, seconds: float | None
) -> None:
    """Give the played move as many playouts as the best move has, within one more budget,
    so the loss compares two estimates of like precision."""
    search = measured.search
    top = search.root.children[order(measured)[0]].visits
    node = search.root.children[played]
    if seconds is not None:
        deadline = ismcts.clock() + seconds
        while node.visits < top and ismcts.clock() < deadline:
            search.iterate(played)
    elif iterations is not None and node.visits < top:
        search.run(iterations=min(top - node.visits, iterations), first=played)
