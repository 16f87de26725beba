"""Bots by name: ``"random"``, ``"greedy"``, ``"search"``, ``"search:5000"``, ``"search:0.5s"``."""

from __future__ import annotations

from .base import Bot
from .greedy import GreedyBot
from .random_bot import RandomBot
from .search import SearchBot

BOT_NAMES = ("random", "greedy", "search")


def make_bot(spec: str, seed: int | None = None) -> Bot:
    """The bot ``spec`` names; ``search`` takes an optional budget: iterations per move
    (``search:5000``) or seconds per move (``search:0.5s``). ``ValueError`` for anything else."""
    if not isinstance(spec, str):
        raise ValueError(f"a bot is named by text like 'greedy', not {spec!r}")
    kind, _, budget = spec.strip().partition(":")
    if kind == "random" and not budget:
        return RandomBot(seed)
    if kind == "greedy" and not budget:
        return GreedyBot(seed)
    if kind == "search":
        try:
            if not budget:
                return SearchBot(seed=seed)
            if budget.endswith("s"):
                return SearchBot(seconds=float(budget[:-1]), seed=seed)
            return SearchBot(iterations=int(budget), seed=seed)
        except ValueError:
            pass
    raise ValueError(
        f"unknown bot {spec!r}: use one of {', '.join(BOT_NAMES)}, or search:ITERATIONS "
        "(search:5000) or search:SECONDSs (search:0.5s)"
    )
