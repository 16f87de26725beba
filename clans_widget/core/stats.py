"""The 95% intervals of what simulations and analyses measure (win shares, points)."""

from __future__ import annotations

import math

Z95 = 1.959964
"""The normal quantile of a two-sided 95% interval."""


def wilson_interval(total: float, n: int) -> tuple[float, float, float]:
    """The mean of ``n`` shares from 0 to 1 summing to ``total`` (shares may be fractional),
    with its Wilson 95% interval: ``(mean, low, high)``, ``low <= mean <= high``."""
    p = total / n
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(max(p * (1 - p), 0.0) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return p, max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half))
