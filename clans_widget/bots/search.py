"""Information-set Monte Carlo tree search (Cowling, Powley and Whitehouse, 2012).

Each iteration deals the cards the bot cannot see at random (a determinization), walks one
shared tree of moves, adds a node, plays the rest of the game at random and credits each
player's nodes with that player's share of the victory. A child's UCB bonus counts the
iterations in which its move was available, since hidden hands make moves come and go.
"""

from __future__ import annotations

from typing import cast

from ..core import ismcts
from ..rules import Move
from ..rules.fast import FastGame, FastMove
from ..rules.view import View
from .budget import BudgetBot
from .expert import ClansAnalyst
from .position import fast_move, fast_position, own_player

EXPLORATION = 0.7


class SearchBot(BudgetBot):
    """ISMCTS over the fast playout core (:mod:`clans_widget.core.ismcts` with random
    playouts), with a budget of ``iterations`` per move or, when ``seconds`` is given, of
    thinking time. With iterations the seed fixes every move."""

    KIND = "search"
    ITERATIONS = 2000

    def choose(self, view: View) -> Move:
        """The most visited move at the root after the search (of at least one iteration,
        however short the time; the first tried among equals)."""
        legal = {fast_move(view, m): m for m in view.legal_moves()}
        if len(legal) == 1:
            return next(iter(legal.values()))
        me = own_player(view)
        start = fast_position(view)
        moves = {m: legal[m] for m in start.moves()}
        search: ismcts.Search[FastGame, FastMove, Move] = ismcts.Search(
            ClansAnalyst(view, greedy=False), start, me, moves, self.rng, exploration=EXPLORATION
        )
        search.run(self.iterations if self.seconds is None else None, self.seconds)
        best = max(search.root.children.items(), key=lambda item: item[1].visits)[0]
        return search.moves[cast(FastMove, best)]
