"""What a Schotten Totten bot chooses from: the round as its player may know it.

The bots read a whole position (its legal moves, and its player's observation for their
search), so a session gives them the round with every card their player cannot see dealt
again from that player's information (:func:`.redeal.deal_again`): their own hand and the
table are real, the rival's hand and the deck order are not, and two rounds that differ
only in cards the player never saw give the same position. Every legal move depends only
on what the player sees (a Recruiter draws first, then returns cards held), so each move of
the dealt round is legal in the real round too.
"""

from __future__ import annotations

from ..game import Game
from .redeal import deal_again


def seat(game: Game, player: int) -> Game:
    """``game`` as ``player`` may know it, its hidden cards dealt again."""
    return deal_again(game, player).game()
