"""The cache of positions: :mod:`clans_widget.core.positions`, under its former name."""

from .core.positions import MAX_POSITIONS, Positions

__all__ = ["MAX_POSITIONS", "Positions"]
