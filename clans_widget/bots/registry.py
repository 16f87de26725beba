"""Bots by name: ``"random"``, ``"greedy"``, ``"search"``, ``"search:5000"``, ``"search:0.5s"``."""

from __future__ import annotations

from .base import Bot
from .greedy import GreedyBot
from .random_bot import RandomBot
from .search import MAX_ITERATIONS, MAX_SECONDS, SearchBot

BOT_NAMES = ("random", "greedy", "search")
BUDGETS = (
    f"search:ITERATIONS (1 to {MAX_ITERATIONS:,} iterations per move, as in search:5000) or "
    f"search:SECONDSs (more than 0, at most {MAX_SECONDS:g} seconds per move, as in search:0.5s)"
)


def make_bot(spec: str, seed: int | None = None) -> Bot:
    """The bot ``spec`` names; ``search`` takes an optional budget: iterations per move
    (``search:5000``) or seconds per move (``search:0.5s``). ``ValueError`` for anything else,
    budgets out of range included."""
    if not isinstance(spec, str):
        raise ValueError(f"a bot is named by text like 'greedy', not {spec!r}")
    kind, colon, budget = spec.strip().partition(":")
    if kind == "random" and not colon:
        return RandomBot(seed)
    if kind == "greedy" and not colon:
        return GreedyBot(seed)
    if kind == "search":
        return SearchBot(seed=seed) if not colon else _search(spec, budget.strip(), seed)
    raise ValueError(f"unknown bot {spec!r}: use one of {', '.join(BOT_NAMES)}, or {BUDGETS}")


def _search(spec: str, budget: str, seed: int | None) -> SearchBot:
    """A search bot with ``budget`` (``5000`` or ``0.5s``), or a ``ValueError`` naming ``spec``."""
    try:
        if budget.endswith("s"):
            return SearchBot(seconds=float(budget[:-1]), seed=seed)
        return SearchBot(iterations=int(budget), seed=seed)
    except ValueError:
        raise ValueError(f"unknown bot {spec!r}: a search budget is {BUDGETS}") from None
