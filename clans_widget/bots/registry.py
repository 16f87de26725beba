"""Bots by name: ``"random"``, ``"greedy"``, ``"search"``, ``"expert"``, with budgets for the
last two as in ``"search:5000"``, ``"search:0.5s"``, ``"expert:2000"`` or ``"expert:0.5s"``."""

from __future__ import annotations

from collections.abc import Callable

from ..core.botspec import budgets_text, make_named
from ..rules import Game
from ..rules.view import View
from .base import Bot
from .budget import MAX_ITERATIONS, MAX_SECONDS
from .expert import ExpertBot
from .greedy import GreedyBot
from .random_bot import RandomBot
from .search import SearchBot

BOT_NAMES = ("random", "greedy", "search", "expert")
BUDGETS = budgets_text(("search", "expert"), MAX_ITERATIONS, MAX_SECONDS, 5000)
"""How ``search`` and ``expert`` take a budget, as the error sentences write it."""
PLAIN: dict[str, Callable[[int | None], Bot]] = {"random": RandomBot, "greedy": GreedyBot}
"""The bots named without a budget."""
SEARCHING: dict[str, Callable[..., Bot]] = {"search": SearchBot, "expert": ExpertBot}
"""The bots that take a budget."""


def seat(game: Game, player: int) -> View:
    """What a bot of ``player`` chooses from: the game as that player sees it."""
    return game.observe(player)


def make_bot(spec: str, seed: int | None = None) -> Bot:
    """The bot ``spec`` names; ``search`` and ``expert`` take an optional budget: iterations
    per move (``search:5000``) or seconds per move (``expert:0.5s``). ``ValueError`` for
    anything else, budgets out of range included."""
    return make_named(spec, seed, PLAIN, SEARCHING, BUDGETS)
