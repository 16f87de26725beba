"""Bots by name: ``"random"``, ``"greedy"``, ``"search"``, ``"expert"``, with budgets for the
last two as in ``"search:5000"``, ``"search:0.5s"``, ``"expert:2000"`` or ``"expert:0.5s"``."""

from __future__ import annotations

from .base import Bot
from .budget import MAX_ITERATIONS, MAX_SECONDS
from .expert import ExpertBot
from .greedy import GreedyBot
from .random_bot import RandomBot
from .search import SearchBot

BOT_NAMES = ("random", "greedy", "search", "expert")
BUDGETS = (
    f"search:ITERATIONS (1 to {MAX_ITERATIONS:,} iterations per move, as in search:5000) or "
    f"search:SECONDSs (more than 0, at most {MAX_SECONDS:g} seconds per move, as in search:0.5s); "
    "expert takes the same budgets"
)


def make_bot(spec: str, seed: int | None = None) -> Bot:
    """The bot ``spec`` names; ``search`` and ``expert`` take an optional budget: iterations
    per move (``search:5000``) or seconds per move (``expert:0.5s``). ``ValueError`` for
    anything else, budgets out of range included."""
    if not isinstance(spec, str):
        raise ValueError(f"a bot is named by text like 'greedy', not {spec!r}")
    kind, colon, budget = spec.strip().partition(":")
    if kind == "random" and not colon:
        return RandomBot(seed)
    if kind == "greedy" and not colon:
        return GreedyBot(seed)
    if kind in ("search", "expert"):
        maker = SearchBot if kind == "search" else ExpertBot
        return maker(seed=seed) if not colon else _budgeted(maker, spec, budget.strip(), seed)
    raise ValueError(f"unknown bot {spec!r}: use one of {', '.join(BOT_NAMES)}, or {BUDGETS}")


def _budgeted(
    maker: type[SearchBot] | type[ExpertBot], spec: str, budget: str, seed: int | None
) -> Bot:
    """A search or expert bot with ``budget`` (``5000`` or ``0.5s``), or a ``ValueError``
    naming ``spec``."""
    try:
        if budget.endswith("s"):
            return maker(seconds=float(budget[:-1]), seed=seed)
        return maker(iterations=int(budget), seed=seed)
    except ValueError:
        raise ValueError(f"unknown bot {spec!r}: a budget is {BUDGETS}") from None
