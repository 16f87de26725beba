"""Bots named by text, for any game: ``name``, ``name:ITERATIONS`` or ``name:SECONDSs``."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple, Protocol, TypeVar

from ..i18n.numbers import in_every_language
from ..i18n.sentence import Given, Sentence, phrase, said

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
        raise ValueError(said("bots.spec_text", spec=repr(spec)))
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
    """How the searching bots ``kinds`` take a budget, for an error sentence (a
    :class:`~clans_widget.i18n.sentence.Sentence`, English as text): at most ``iterations``
    iterations or ``seconds`` seconds a move (``example`` iterations shown), the numbers
    written each language's way."""
    first, *others = kinds
    most = Given(in_every_language(iterations))
    budgets = phrase(
        "bots.budgets", bot=first, iterations=most, example=example, seconds=f"{seconds:g}"
    )
    return Sentence([budgets, *(phrase("bots.same_budgets", bot=kind) for kind in others)])


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
            refused = said("bots.unknown_budget", spec=repr(spec), budgets=budgets)
            raise ValueError(refused) from None
    names = ", ".join([*plain, *searching])
    raise ValueError(said("bots.unknown", spec=repr(spec), names=names, budgets=budgets))
