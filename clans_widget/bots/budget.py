"""How long a search may think: a number of iterations or of seconds, checked in one place."""

from __future__ import annotations

import math
import random

from ..core.ismcts import Stopped, keep_going
from ..i18n.numbers import in_every_language
from ..i18n.sentence import Given, said

__all__ = [
    "MAX_ITERATIONS",
    "MAX_SECONDS",
    "BudgetBot",
    "Stopped",
    "check_budget",
    "check_iterations",
    "check_seconds",
    "keep_going",
]

MAX_ITERATIONS = 1_000_000
MAX_SECONDS = 600.0


def check_iterations(iterations: object) -> None:
    """``ValueError`` unless ``iterations`` is a whole number from 1 to ``MAX_ITERATIONS``."""
    if isinstance(iterations, bool) or not isinstance(iterations, int):
        raise ValueError(said("bots.iterations_whole", value=repr(iterations)))
    if not 1 <= iterations <= MAX_ITERATIONS:
        most, value = (Given(in_every_language(n)) for n in (MAX_ITERATIONS, iterations))
        raise ValueError(said("bots.iterations_range", most=most, value=value))


def check_seconds(seconds: object) -> None:
    """``ValueError`` unless ``seconds`` is a finite number above 0, at most ``MAX_SECONDS``."""
    if isinstance(seconds, bool) or not isinstance(seconds, int | float):
        raise ValueError(said("bots.seconds_number", value=repr(seconds)))
    if not (math.isfinite(seconds) and 0 < seconds <= MAX_SECONDS):
        raise ValueError(said("bots.seconds_range", most=f"{MAX_SECONDS:g}", value=repr(seconds)))


def check_budget(iterations: object, seconds: object) -> None:
    """``ValueError`` unless exactly one of ``iterations`` (a whole number from 1 to
    ``MAX_ITERATIONS``) and ``seconds`` (a finite number above 0, at most ``MAX_SECONDS``) is
    given (an analysis takes one budget or the other)."""
    if (iterations is None) == (seconds is None):
        raise ValueError(said("bots.one_budget"))
    if iterations is not None:
        check_iterations(iterations)
    else:
        check_seconds(seconds)


class BudgetBot:
    """A bot that searches each move for ``iterations`` iterations or, when ``seconds`` is
    given, for that long; named ``<KIND>:<iterations>`` or ``<KIND>:<seconds>s``. With
    iterations the seed fixes every move."""

    KIND = "search"
    ITERATIONS = 2000

    def __init__(
        self, iterations: int | None = None, seconds: float | None = None, seed: int | None = None
    ) -> None:
        iterations = self.ITERATIONS if iterations is None else iterations
        check_iterations(iterations)
        if seconds is not None:
            check_seconds(seconds)
        self.iterations = iterations
        self.seconds = seconds
        self.rng = random.Random(seed)
        budget = f"{seconds}s" if seconds is not None else str(iterations)
        self.name = f"{self.KIND}:{budget}"
