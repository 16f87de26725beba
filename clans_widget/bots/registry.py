"""Bots by name: ``"random"``, ``"greedy"``, ``"search"``, ``"expert"``, with budgets for the
last two as in ``"search:5000"``, ``"search:0.5s"``, ``"expert:2000"`` or ``"expert:0.5s"``."""

from __future__ import annotations

from collections.abc import Callable

from ..core.botspec import budgeted, read_bot_spec
from ..rules import Game
from ..rules.view import View
from .base import Bot
from .budget import MAX_ITERATIONS, MAX_SECONDS
from .expert import ExpertBot
from .greedy import GreedyBot
from .random_bot import RandomBot
from .search import SearchBot

BOT_NAMES = ("random", "greedy", "search", "expert")


def seat(game: Game, player: int) -> View:
    """What a bot of ``player`` chooses from: the game as that player sees it."""
    return game.observe(player)

BUDGETS = (
    f"search:ITERATIONS (1 to {MAX_ITERATIONS:,} iterations per move, as in search:5000) or "
    f"search:SECONDSs (more than 0, at most {MAX_SECONDS:g} seconds per move, as in search:0.5s); "
    "expert takes the same budgets"
)


def make_bot(spec: str, seed: int | None = None) -> Bot:
    """The bot ``spec`` names; ``search`` and ``expert`` take an optional budget: iterations
    per move (``search:5000``) or seconds per move (``expert:0.5s``). ``ValueError`` for
    anything else, budgets out of range included."""
    kind, budget = read_bot_spec(spec)
    if kind == "random" and budget is None:
        return RandomBot(seed)
    if kind == "greedy" and budget is None:
        return GreedyBot(seed)
    if kind in ("search", "expert"):
        maker: Callable[..., Bot] = SearchBot if kind == "search" else ExpertBot
        if budget is None:
            return maker(seed=seed)
        try:
            return budgeted(maker, budget, seed)
        except ValueError:
            raise ValueError(f"unknown bot {spec!r}: a budget is {BUDGETS}") from None
    raise ValueError(f"unknown bot {spec!r}: use one of {', '.join(BOT_NAMES)}, or {BUDGETS}")
