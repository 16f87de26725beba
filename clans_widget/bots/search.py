"""Information-set Monte Carlo tree search (Cowling, Powley and Whitehouse, 2012).

Each iteration deals the cards the bot cannot see at random (a determinization), walks one
shared tree of moves, adds a node, plays the rest of the game at random and credits each
player's nodes with that player's share of the victory. A child's UCB bonus counts the
iterations in which its move was available, since hidden hands make moves come and go.
"""

from __future__ import annotations

import math

from ..rules import Move
from ..rules.fast import FastGame
from ..rules.view import View
from .budget import BudgetBot, keep_going
from .node import Node
from .outcome import win_shares
from .position import fast_move, fast_position, own_player, sample_hands

EXPLORATION = 0.7


class SearchBot(BudgetBot):
    """ISMCTS over the fast playout core, with a budget of ``iterations`` per move or, when
    ``seconds`` is given, of thinking time. With iterations the seed fixes every move."""

    KIND = "search"
    ITERATIONS = 2000

    def choose(self, view: View) -> Move:
        """The most visited move at the root after the search (of at least one iteration,
        however short the time)."""
        legal = {fast_move(view, m): m for m in view.legal_moves()}
        if len(legal) == 1:
            return next(iter(legal.values()))
        me = own_player(view)
        start = fast_position(view)
        root = Node(me)
        deadline = self.deadline()
        done = 0
        while keep_going(done, self.iterations, deadline):
            game = start.copy()
            for p, hand in sample_hands(view, self.rng).items():
                game.hands[p] = hand
            self._iterate(root, game)
            done += 1
        best = max(root.children.items(), key=lambda item: item[1].visits)[0]
        return legal[best]

    def _iterate(self, root: Node, game: FastGame) -> None:
        rng = self.rng
        node, path = root, []
        while game.turn is not None:
            moves = game.moves()
            children = node.children
            fresh = [m for m in moves if m not in children]
            for m in moves:
                if m in children:
                    children[m].avail += 1
            if fresh:
                move = fresh[int(rng.random() * len(fresh))]
                node = children[move] = Node(game.turn)
            else:
                move = max(moves, key=lambda m: _ucb(children[m]))
                node = children[move]
            game.play(*move)
            path.append(node)
            if fresh:
                break
        game.playout(rng)
        shares = win_shares(*game.result())
        for node in path:
            node.visits += 1
            node.reward += shares[node.player]


def _ucb(node: Node) -> float:
    return node.reward / node.visits + EXPLORATION * math.sqrt(math.log(node.avail) / node.visits)
