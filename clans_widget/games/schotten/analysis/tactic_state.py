"""The search's side of a Tactic (or Tactic+Expert) round: the engine's own round, its hidden
cards dealt again from one player's observation each iteration.

:class:`~..bots.state.SearchState` plays the base and Expert turns only; a Tactic turn (tactic
cards, ruses, written draws, the stalemate) is played by the engine itself
(:class:`~..game.Game`), which is slower but exact. :meth:`TacticAnalyst.determinize` reads
the player's observation only (their hand, the unseen cards, the public counts) and deals the
unseen cards to the rival's hand and the decks, clan cards with clan cards and tactic cards
with tactic cards. A Recruiter is searched as the engine plays it: its draws, then (in the
determinized world) its returns among the cards held.
"""

from __future__ import annotations

import random

from ....core.analyst import Outcome, play_out
from ..cards import CODES, any_id
from ..game import Game
from ..moves import CLAIM, DRAW, END, PLAY, Move

LIMIT = 300
"""Steps after which a playout is abandoned and scored as a shared round."""
EPSILON = 0.1
"""The share of playout moves drawn at random among every searched move."""


def search_moves(game: Game) -> list[Move]:
    """The legal moves a search weighs: all of them (a Recruiter's draws are one move, its
    returns the next step, among the cards then held)."""
    return game.legal_moves()


class TacticAnalyst:
    """Tactic's side of :class:`~clans_widget.core.ismcts.Search` over engine rounds."""

    def __init__(self, epsilon: float = EPSILON) -> None:
        self.epsilon = epsilon

    def determinize(self, position: Game, viewer: int, rng: random.Random) -> Game:
        """A copy of ``position`` whose cards ``viewer`` cannot see are dealt at random, from
        ``viewer``'s observation only: the rival's hand first (its clan and tactic counts are
        public), then the rest of the decks."""
        seen = position.observe(viewer)
        game = position.copy()
        rival = 1 - viewer
        pools = [
            [any_id(c) for c in seen.unseen if c in CODES],
            [any_id(c) for c in seen.unseen if c not in CODES],
        ]
        left = (seen.deck_size, seen.tactic_deck_size)
        hand: list[int] = []
        for pile, pool in enumerate(pools):
            rng.shuffle(pool)
            held = len(pool) - left[pile]
            hand += pool[:held]
            taken = game._taken[pile]
            game._piles[pile] = [*game._piles[pile][:taken], *pool[held:]]
        game._hands[rival] = hand
        game._legal = None
        return game

    def mover(self, position: Game) -> int | None:
        """The player to move, or ``None`` once the round is over."""
        return position.current_player

    def moves(self, position: Game) -> list[Move]:
        """The moves a search weighs (:func:`search_moves`)."""
        return search_moves(position)

    def play(self, position: Game, move: Move) -> None:
        """Play ``move`` in place."""
        position.play(move)

    def rollout_move(self, position: Game, rng: random.Random) -> Move:
        """Every claim that holds; then a draw (clan first) or ``end``; else mostly a clan
        card played at random, sometimes any move searched."""
        legal = position.legal_moves()
        for kind in (CLAIM, DRAW, END):
            found = [m for m in legal if m.kind == kind]
            if found:
                return found[0]
        plays = [m for m in legal if m.kind == PLAY and m.card is not None and m.card < len(CODES)]
        if not plays or rng.random() < self.epsilon:
            moves = search_moves(position)
            return moves[int(rng.random() * len(moves))]
        return plays[int(rng.random() * len(plays))]

    def playout(self, position: Game, rng: random.Random) -> None:
        """Play on with :meth:`rollout_move` until the round ends (or ``LIMIT`` steps)."""
        play_out(self, position, rng, LIMIT)

    def outcome(self, position: Game) -> Outcome:
        """The winner's share 1 (½ each for a drawn or abandoned round); points: stones."""
        points = [sum(1 for o in position.owners if o == p) for p in (0, 1)]
        outcome = position.outcome
        if outcome is None or outcome.winner is None:
            return Outcome((0.5, 0.5), points)
        return Outcome(tuple(float(p == outcome.winner) for p in (0, 1)), points)
