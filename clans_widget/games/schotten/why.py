"""Why a move is illegal, in one sentence that names no card the mover cannot see."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import ALL_CODES, CODES
from .moves import CLAIM, DRAW, END, PASS, PLAY, REC, RETURN, RUSE_KINDS, Move
from .tactic import COMBAT, JOKER, tactic_id

if TYPE_CHECKING:
    from .game import Game


def why_illegal(game: Game, move: Move) -> str:
    """The reason ``move`` is not among ``game``'s legal moves (the round is not over)."""
    player = game.current_player
    assert player is not None
    name = game.names[player]
    tactic_card = move.kind in RUSE_KINDS or (move.card is not None and move.card >= len(CODES))
    if (tactic_card or move.kind in (DRAW, RETURN)) and not game.tactic:
        return "tactic cards and written draws belong to the Tactic variants only"
    if game.returns_due:
        return (
            f"{name} first finishes the Recruiter: 'return' and the {game.returns_due} cards "
            f"of the hand to put back, in order, as in 'return 7r JK'"
        )
    if move.kind == END:
        if game._window and game.tactic:
            return f"{name} ends the turn with a draw: write 'draw C' or 'draw T'"
        return "there is no claim window to close now: end is only for after a card is played"
    if move.kind == DRAW:
        return _why_draw(game, player, move)
    played = game._window and move.kind != CLAIM
    if played or (game.expert and game._window and move.kind == CLAIM):
        if game.expert and move.kind == CLAIM:
            return "in the Expert variant claims come before the turn's card is played"
        if game.tactic:
            rest = "the draw remains" if game.expert else "claims and the draw remain"
            return f"{name} has played this turn already: only {rest}"
        return f"{name} has played this turn already: only claims remain, or end the turn"
    if move.kind == CLAIM:
        from .explain import explain_claim

        assert move.stone is not None
        return explain_claim(game, move.stone).reason
    if move.kind == PASS:
        what = "clan card" if game.tactic else "card"
        return f"{name} must play a card: passing is allowed only when no {what} can be placed"
    assert move.card is not None or move.kind in RUSE_KINDS
    held = tactic_id(move.kind) if move.kind in RUSE_KINDS else move.card
    if held not in game._hands[player]:
        return f"that card is not in {name}'s hand"
    if tactic_card:
        limit = _why_tactic(game, player, move)
        if limit:
            return limit
    if move.kind == REC or move.stone is None:
        return "both decks are empty: the Recruiter has nothing to draw"
    stone = move.stone
    owner = game.owners[stone - 1]
    if owner is not None:
        return f"stone {stone} is claimed by {game.names[owner]}: nobody may add cards to it"
    if move.kind == PLAY and move.card in COMBAT:
        return f"{ALL_CODES[move.card]} already lies on stone {stone}"
    if move.kind == PLAY:
        size = game.capacity(stone)
        return f"{name}'s side of stone {stone} already holds {size} cards"
    return f"{move} has no such effect now: the card, stone or target does not fit"


def _why_tactic(game: Game, player: int, move: Move) -> str | None:
    mine, theirs = game.tactics_played[player], game.tactics_played[1 - player]
    if mine > theirs:
        return (
            f"{game.names[player]} has played {mine} tactic cards and the opponent {theirs}: "
            f"a tactic card may be played only when not ahead"
        )
    if move.card == JOKER and game.jokers_played[player]:
        return f"{game.names[player]} has played a Joker this round already: one per round"
    return None


def _why_draw(game: Game, player: int, move: Move) -> str:
    if not game._window:
        return "the draw comes at the end of the turn, once its card is played"
    if len(game._hands[player]) >= game.hand_limit:
        return f"{game.names[player]} holds {game.hand_limit} cards already: no draw"
    deck = "clan" if move.draws == "C" else "tactic"
    return f"the {deck} deck is empty"
