"""What a Schotten Totten bot chooses from: the round as its player may know it.

The bots read a whole position (its legal moves, and its player's observation for their
search), so a session gives them the round with every card their player cannot see dealt
again from that player's information (:func:`.redeal.deal_again`): their own hand and the
table are real, the rival's hand and the deck order are not, and two rounds that differ
only in cards the player never saw give the same position.

Every legal move of that position but one kind depends only on what the player sees: a
Recruiter may return the cards it draws, and the deck dealt again holds other cards on top
than the real deck. The seat offers the Recruiter moves that return cards already in hand,
as the board does (:func:`..choices.offered`): each is legal in the real round too.
"""

from __future__ import annotations

from typing import Any

from ..choices import offered
from ..game import Game
from ..moves import Move
from .redeal import deal_again


class Seat:
    """A round dealt again for its player to move, whose ``legal_moves`` are legal in the
    real round too; everything else reads the dealt round (:attr:`game`)."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def legal_moves(self) -> list[Move]:
        """The dealt round's legal moves, a Recruiter's only with returns already held."""
        return offered(self.game)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)


def seat(game: Game, player: int) -> Seat:
    """``game`` as ``player`` may know it, its hidden cards dealt again, offering only moves
    legal in the real round (:class:`Seat`)."""
    return Seat(deal_again(game, player).game())
