"""The proof under the pointer: :func:`~.explain.explain_claim` for one stone, as the board's
``explain`` answer. It reads only the table and the public counts (explain_claim's own
promise), so every viewer gets the same answer for the same table whatever the hidden cards.
Its sentence and formations are in the language asked for (English by default)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from clans_widget.i18n import DEFAULT

from .cards import STONES
from .explain import explain_claim

if TYPE_CHECKING:
    from .game import Game


def claimer(game: Game, stone: int) -> int | None:
    """Whose claim of ``stone`` is worth explaining: the player to move, unless only the
    other player's side is complete there; ``None`` once the round is over."""
    mover = game.current_player
    if mover is None:
        return None
    size = game.capacity(stone)
    full = [len(game.side(stone, p)) >= size for p in (0, 1)]
    return 1 - mover if full[1 - mover] and not full[mover] else mover


def proof(game: Game, stone: object, lang: str = DEFAULT) -> dict[str, Any]:
    """The explanation of a claim of ``stone`` (1-9) as a message's fields: the claimer,
    whether the claim holds and is allowed now, both sides with their formations, the
    ``ghosts`` (the cards a completion would add, hypothetical: the proof when the claim holds,
    the counter-example when it does not) and the sentence. ``ValueError`` for no stone."""
    if isinstance(stone, bool) or not isinstance(stone, int) or not 1 <= stone <= STONES:
        raise ValueError(f"an explain request names a stone from 1 to {STONES}")
    found = explain_claim(game, stone, claimer(game, stone), lang=lang)
    added = found.completion[len(found.theirs) :] if found.completion is not None else ()
    return {
        "stone": stone,
        "player": found.player,
        "holds": found.holds,
        "allowed": found.allowed,
        "claim": found.kind,
        "own": [_card(c) for c in found.own],
        "own_formation": found.own_formation,
        "theirs": [_card(c) for c in found.theirs],
        "their_formation": found.their_formation,
        "ghosts": [_card(c) for c in added],
        "completion_formation": found.completion_formation,
        "text": _sentence(found.reason),
    }


def proofs(game: Game, lang: str = DEFAULT) -> list[tuple[int, dict[str, Any]]]:
    """The stones of ``game`` whose claim a proof explains (formations to compare, or a
    finish to show: an open stone where the claimer's side is complete), each with
    :func:`proof`: what a page with no kernel shows when a stone is pointed at."""
    if game.current_player is None:
        return []
    found = [(stone, proof(game, stone, lang)) for stone in range(1, STONES + 1)]
    return [(stone, shown) for stone, shown in found if shown["claim"] is not None]


def _card(shown: str) -> dict[str, str]:
    """``"JK=9r"`` as ``{"card": "JK", "as": "9r"}``; ``"7r"`` as ``{"card": "7r"}``."""
    card, _, value = shown.partition("=")
    return {"card": card, "as": value} if value else {"card": card}


def _sentence(reason: str) -> str:
    return reason[:1].upper() + reason[1:] + "."
