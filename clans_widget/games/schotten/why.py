"""Why a move is illegal, in one sentence that names no card the mover cannot see."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import CODES
from .formations import SIZE
from .moves import CLAIM, END, PASS, PLAY, Move

if TYPE_CHECKING:
    from .game import Game


def why_illegal(game: Game, move: Move) -> str:
    """The reason ``move`` is not among ``game``'s legal moves (the round is not over)."""
    player = game.current_player
    assert player is not None
    name = game.names[player]
    if move.kind == END:
        return "there is no claim window to close now: end is only for after a card is played"
    if game.claim_window and game.variant == "base" and move.kind in (PLAY, PASS):
        return f"{name} has played this turn already: only claims remain, or end the turn"
    if move.kind == CLAIM:
        from .explain import explain_claim

        assert move.stone is not None
        return explain_claim(game, move.stone).reason
    if move.kind == PASS:
        return f"{name} must play a card: passing is allowed only when no card can be placed"
    assert move.card is not None and move.stone is not None
    stone = move.stone
    if CODES[move.card] not in game.hands[player]:
        return f"that card is not in {name}'s hand"
    owner = game.owners[stone - 1]
    if owner is not None:
        return f"stone {stone} is claimed by {game.names[owner]}: nobody may add cards to it"
    if len(game.side(stone, player)) >= SIZE:
        return f"{name}'s side of stone {stone} already holds {SIZE} cards"
    return f"{move} cannot be played now"  # pragma: no cover - every other play is legal
