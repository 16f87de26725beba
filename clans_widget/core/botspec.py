"""Bots named by text, for any game: ``name``, ``name:ITERATIONS`` or ``name:SECONDSs``."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple, TypeVar

B = TypeVar("B")


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
