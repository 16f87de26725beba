"""The hand-made puzzles, lesson by lesson, easy to hard within each kind."""

from __future__ import annotations

from ..model import Puzzle
from .groups import NOBODY, SHIELD, STEAL, WHEN_SHIELD
from .placing import FACE_DOWN, WHERE
from .reading import WHO_TAKES, WINNER
from .table import TOUCHING

PUZZLES: tuple[Puzzle, ...] = (
    *TOUCHING,
    *WHERE,
    *FACE_DOWN,
    *SHIELD,
    *NOBODY,
    *STEAL,
    *WHO_TAKES,
    *WINNER,
    *WHEN_SHIELD,
)
"""Every hand-made puzzle, by lesson and kind; each answer worked out by the engine."""

__all__ = ["PUZZLES"]
