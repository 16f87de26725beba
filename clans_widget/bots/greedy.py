"""One move ahead: the move that leaves the best provisional score."""

from __future__ import annotations

import random

from ..rules import Move
from ..rules.view import View
from .outcome import margin
from .position import fast_move, fast_position, own_player


class GreedyBot:
    """Plays the move after which its provisional points lead the best opponent's by the most
    (then: the most cards taken ahead; then: keeping a shield), ties drawn by the seed."""

    name = "greedy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Move:
        """The best move of ``view.legal_moves()`` by the provisional score just after it.
        Hidden hands do not change that score, so they are left empty."""
        me = own_player(view)
        start = fast_position(view)
        best: list[Move] = []
        best_key: tuple[int, int, bool] | None = None
        moves = view.legal_moves()
        after = start.results_after([fast_move(view, m) for m in moves])
        for move, (points, cards) in zip(moves, after):
            key = (margin(points, me), margin(cards, me), not move.shield)
            if best_key is None or key > best_key:
                best, best_key = [move], key
            elif key == best_key:
                best.append(move)
        return self.rng.choice(best)
