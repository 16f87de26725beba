"""Puzzles with checked answers, hints and explanations: hand-made ones lesson by lesson
(``PUZZLES``) and fresh ones from random deals (``generate``). Every accepted answer and every
explanation is worked out by the rules engine, so a puzzle cannot state a wrong answer.

Plain Python over :mod:`clans_widget.rules`; no widget code.
"""

from .catalogue import PUZZLES
from .generator import generate
from .kinds import (
    KINDS,
    FaceDown,
    Nobody,
    Shield,
    Steal,
    Touching,
    WhenShield,
    Where,
    WhoTakes,
    Winner,
)
from .model import Puzzle, Question, Verdict, pose

__all__ = [
    "KINDS",
    "PUZZLES",
    "FaceDown",
    "Nobody",
    "Puzzle",
    "Question",
    "Shield",
    "Steal",
    "Touching",
    "Verdict",
    "WhenShield",
    "Where",
    "WhoTakes",
    "Winner",
    "generate",
    "pose",
]
