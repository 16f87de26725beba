"""Bots named by text, for any game: ``name``, ``name:ITERATIONS`` or ``name:SECONDSs``."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
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


def budgets_text(kinds: Sequence[str], iterations: int, seconds: float, example: int) -> str:
    """How the searching bots ``kinds`` take a budget, for an error sentence: at most
    ``iterations`` iterations or ``seconds`` seconds a move (``example`` iterations shown)."""
    first, *others = kinds
    text = (
        f"{first}:ITERATIONS (1 to {iterations:,} iterations per move, as in {first}:{example}) "
        f"or {first}:SECONDSs (more than 0, at most {seconds:g} seconds per move, as in "
        f"{first}:0.5s)"
    )
    return text + "".join(f"; {kind} takes the same budgets" for kind in others)


def make_named(
    spec: object,
    seed: int | None,
    plain: Mapping[str, Callable[[int | None], B]],
    searching: Mapping[str, Callable[..., B]],
    budgets: str,
) -> B:
    """The bot ``spec`` names, seeded with ``seed``: a ``plain`` one by its name alone, a
    ``searching`` one with an optional budget (``search``, ``search:500``, ``search:0.5s``).
    ``ValueError`` with a sentence naming the bots and their ``budgets`` (see
    :func:`budgets_text`) for any other name, or a budget the bot refuses."""
    kind, budget = read_bot_spec(spec)
    if kind in plain and budget is None:
        return plain[kind](seed)
    if kind in searching:
        if budget is None:
            return searching[kind](seed=seed)
        try:
            return budgeted(searching[kind], budget, seed)
        except ValueError:
            raise ValueError(f"unknown bot {spec!r}: a budget is {budgets}") from None
    names = ", ".join([*plain, *searching])
    raise ValueError(f"unknown bot {spec!r}: use one of {names}, or {budgets}")
