"""Bots that play Clans and Glory from what their own player may see (a :class:`View`)."""

from .base import Bot
from .expert import ExpertBot
from .greedy import GreedyBot
from .random_bot import RandomBot
from .registry import BOT_NAMES, BUDGETS, make_bot, seat
from .search import SearchBot

__all__ = [
    "BOT_NAMES", "BUDGETS", "Bot", "ExpertBot", "GreedyBot", "RandomBot", "SearchBot",
    "make_bot", "seat",
]
