"""The puzzle trainer, for any game: kept in :mod:`clans_widget.core.trainer`."""

from .core.trainer import (
    Attempt,
    Puzzle,
    Trainer,
    Verdict,
)

__all__ = ["Attempt", "Puzzle", "Trainer", "Verdict"]
