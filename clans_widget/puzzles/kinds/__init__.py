"""The kinds of puzzle: one question class each, and ``KINDS``, each kind with what it asks."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ..model import Question
from .groups import Nobody, Shield, Steal
from .placing import FaceDown, Where
from .reading import WhoTakes, Winner
from .table import Touching
from .when_shield import WhenShield

QUESTIONS: tuple[type[Question], ...] = (
    Touching, Where, FaceDown, Shield, Nobody, Steal, WhoTakes, Winner, WhenShield,
)

KINDS: Mapping[str, str] = MappingProxyType({
    "touching": "Name every seat that touches a seat: its neighbours along the row (across "
    "tile borders too) and the seat opposite; head seats touch the ends of both rows and "
    "each other. Answer: seats, all of them.",
    "where": "Name every seat where a card of the hand may go face up. Answer: seats, all of "
    "them.",
    "face-down": "Nothing in the hand fits face up, so a card must go face down. Answer: any "
    "legal move.",
    "shield": "Place a card and a shield so that the new shield takes a given rank group of "
    "a tile. Answer: a move with +.",
    "nobody": "Play so that a rank group somebody would take goes to nobody. Answer: a move.",
    "steal": "Play so that a rank group an opponent would take goes to the player to move "
    "instead. Answer: a move.",
    "who-takes": "Say who takes a tile's rank group if the game ended now, or nobody. "
    "Answer: a player.",
    "winner": "Say who won a finished game, decided by points or, on equal points, by cards "
    "taken. Answer: a player.",
    "when-shield": "Find the one move whose new shield takes the most points right now. "
    "Answer: a move.",
})
"""Every kind of puzzle, by name, with what it asks and what an answer is."""

__all__ = [
    "KINDS",
    "QUESTIONS",
    "FaceDown",
    "Nobody",
    "Shield",
    "Steal",
    "Touching",
    "WhenShield",
    "Where",
    "WhoTakes",
    "Winner",
]
