"""Why a move is illegal, in one sentence that names no card the mover cannot see: a
:class:`~clans_widget.i18n.sentence.Sentence`, English as it reads, said in any language."""

from __future__ import annotations

from typing import TYPE_CHECKING

from clans_widget.i18n import LANGUAGES
from clans_widget.i18n.sentence import Given, Sentence, name_of, said

from .cards import ALL_CODES, CODES
from .moves import CLAIM, DRAW, END, PASS, PLAY, REC, RETURN, RUSE_KINDS, Move
from .tactic import COMBAT, JOKER, tactic_id

if TYPE_CHECKING:
    from .game import Game


def why_illegal(game: Game, move: Move) -> Sentence:
    """The reason ``move`` is not among ``game``'s legal moves (the round is not over)."""
    player = game.current_player
    assert player is not None
    name = name_of(game.names, player)
    tactic_card = move.kind in RUSE_KINDS or (move.card is not None and move.card >= len(CODES))
    if (tactic_card or move.kind in (DRAW, RETURN)) and not game.tactic:
        return said("schotten.illegal_tactic_only")
    if game.returns_due:
        return said("schotten.illegal_returns_due", name=name, count=game.returns_due)
    if move.kind == END:
        if game._window and game.tactic:
            return said("schotten.illegal_end_draw", name=name)
        return said("schotten.illegal_no_window")
    if move.kind == DRAW:
        return _why_draw(game, player, move)
    played = game._window and move.kind != CLAIM
    if played or (game.expert and game._window and move.kind == CLAIM):
        if game.expert and move.kind == CLAIM:
            return said("schotten.illegal_expert_claims_first")
        if game.tactic:
            rest = "draw" if game.expert else "claims_draw"
            return said(f"schotten.illegal_played_{rest}", name=name)
        return said("schotten.illegal_played_claims_end", name=name)
    if move.kind == CLAIM:
        from .explain import explain_claim

        assert move.stone is not None
        stone = move.stone
        reasons = {lang: explain_claim(game, stone, lang=lang).reason for lang in LANGUAGES}
        return said("schotten.illegal_claim", reason=Given(reasons))
    if move.kind == PASS:
        return said(
            "schotten.illegal_must_play_clan" if game.tactic else "schotten.illegal_must_play",
            name=name,
        )
    assert move.card is not None or move.kind in RUSE_KINDS
    held = tactic_id(move.kind) if move.kind in RUSE_KINDS else move.card
    if held not in game._hands[player]:
        return said("schotten.illegal_not_in_hand", name=name)
    if tactic_card:
        limit = _why_tactic(game, player, move)
        if limit:
            return limit
    if move.kind == REC or move.stone is None:
        return said("schotten.illegal_decks_empty")
    stone = move.stone
    owner = game.owners[stone - 1]
    if owner is not None:
        return said("schotten.illegal_claimed", stone=stone, name=name_of(game.names, owner))
    if move.kind == PLAY and move.card in COMBAT:
        return said("schotten.illegal_mode_there", card=ALL_CODES[move.card], stone=stone)
    if move.kind == PLAY:
        size = game.capacity(stone)
        return said("schotten.illegal_side_full", name=name, stone=stone, count=size)
    return said("schotten.illegal_no_effect", move=str(move))


def _why_tactic(game: Game, player: int, move: Move) -> Sentence | None:
    mine, theirs = game.tactics_played[player], game.tactics_played[1 - player]
    name = name_of(game.names, player)
    if mine > theirs:
        return said("schotten.illegal_tactic_ahead", name=name, mine=mine, theirs=theirs)
    if move.card == JOKER and game.jokers_played[player]:
        return said("schotten.illegal_one_joker", name=name)
    return None


def _why_draw(game: Game, player: int, move: Move) -> Sentence:
    if not game._window:
        return said("schotten.illegal_draw_late")
    if len(game._hands[player]) >= game.hand_limit:
        name = name_of(game.names, player)
        return said("schotten.illegal_hand_full", name=name, count=game.hand_limit)
    deck = "clan" if move.draws == "C" else "tactic"
    return said(f"schotten.illegal_{deck}_deck_empty")
