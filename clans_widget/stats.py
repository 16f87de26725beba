"""The 95% intervals of what simulations and analyses measure (win shares, points): the core's
:mod:`clans_widget.core.stats`, which every game's analysis uses, under its old name."""

from .core.stats import Z95, wilson_interval

__all__ = ["Z95", "wilson_interval"]
