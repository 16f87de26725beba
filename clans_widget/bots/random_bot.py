"""The baseline: a uniformly random legal move."""

from __future__ import annotations

import random

from ..rules import Move
from ..rules.view import View


class RandomBot:
    """Plays a legal move chosen uniformly at random; the same seed plays the same moves."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Move:
        """A uniformly random move of ``view.legal_moves()``."""
        return self.rng.choice(view.legal_moves())
