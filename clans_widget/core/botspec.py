"""Bots named by text, for any game: ``name``, ``name:ITERATIONS`` or ``name:SECONDSs``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple, Protocol, TypeVar

B = TypeVar("B")


class GameBots(Protocol):
    """A game's bots, as its definition's ``bots`` slot holds them: their names, and a bot
    made from a name like ``"search:0.5s"`` (``ValueError`` naming the names otherwise)."""

    BOT_NAMES: tuple[str, ...]

    def make_bot(self, spec: str, seed: int | None = None) -> Any:
        """The bot ``spec`` names, seeded (the same seed makes the same choices)."""
        ...

    def seat(self, position: Any, player: int) -> Any:
        """What a bot of ``player`` chooses from at ``position``: the game as that player may
        know it (an observation, or a position whose hidden cards are dealt again from the
        player's information), never the real hidden cards."""
        ...


class BotSpec(NamedTuple):
    """A bot's name read apart: its kind and its budget's text (``None``: no budget given)."""

    kind: str
    budget: str | None


def read_bot_spec(spec: object) -> BotSpec:
    """``spec`` read apart (``"search:0.5s"`` is ``search`` with budget ``0.5s``);
    ``ValueError`` when it is not text."""
    if not isinstance(spec, str):
        raise ValueError(f"a bot is named by text like 'greedy', not {spec!r}")
    kind, colon, budget = spec.strip().partition(":")
    return BotSpec(kind, budget.strip() if colon else None)


def budgeted(maker: Callable[..., B], budget: str, seed: int | None) -> B:
    """``maker(seconds=..., seed=seed)`` for a budget like ``0.5s``, else
    ``maker(iterations=..., seed=seed)``; ``ValueError`` for a budget that is no number, or
    that the maker refuses."""
    if budget.endswith("s"):
        return maker(seconds=float(budget[:-1]), seed=seed)
    return maker(iterations=int(budget), seed=seed)
