"""How often one connection may send requests: a token bucket, refilled at a steady rate."""

from __future__ import annotations

import time
from collections.abc import Callable

RATE = 8.0
"""Requests a second a page may keep sending (clicks, steps, hints)."""
BURST = 24
"""Requests a page may send at once after a pause (a quick run of clicks)."""
STEPS = 40.0
"""Trait updates a second a page may keep sending (steps through the moves)."""


class RateLimit:
    """Allows ``burst`` requests at once and ``rate`` a second after that; ``clock`` gives
    the time in seconds (``time.monotonic`` unless a test gives its own)."""

    def __init__(
        self, rate: float = RATE, burst: int = BURST, clock: Callable[[], float] = time.monotonic
    ) -> None:
        if not rate > 0 or burst < 1:
            raise ValueError("a rate limit needs a rate above 0 and a burst of 1 or more")
        self.rate, self.burst, self._clock = rate, burst, clock
        self._tokens = float(burst)
        self._at = clock()

    def allow(self) -> bool:
        """Whether one more request may pass now (it then uses up one token)."""
        now = self._clock()
        self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
        self._at = now
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True
