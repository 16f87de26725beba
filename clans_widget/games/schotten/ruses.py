"""The four ruses (rule 12.4): Recruiter, Strategist, Banshee and Traitor, as moves and as
effects. A ruse is legal only when it has an effect; it then goes to the discard pile.

The Recruiter takes two steps of its player: ``REC CCT`` draws, then ``return 7r JK`` puts
back cards held now (drawn ones included), so no legal move depends on an undrawn card."""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

from clans_widget.i18n.sentence import Sentence, name_of, said

from .cards import CODES
from .moves import BAN, DISCARD, REC, RETURN, STR, TRA, Move
from .tactic import BANSHEE, RECRUITER, STRATEGIST, TRAITOR, is_elite

if TYPE_CHECKING:
    from .game import Game

RETURNS = 2
"""Cards the Recruiter puts back under the decks."""


def ruse_moves(game: Game, player: int) -> list[Move]:
    """Every ruse ``player`` may play now (the tactic-count limit already checked)."""
    hand = game._hands[player]
    out: list[Move] = []
    if RECRUITER in hand:
        out += _recruits(game, player)
    own = _table(game, player)
    rival = _table(game, 1 - player)
    if STRATEGIST in hand:
        for card, stone in own:
            targets = [t for t in _room(game, player) if t != stone]
            out += [Move(STR, card, stone, t) for t in [*targets, DISCARD]]
    if BANSHEE in hand:
        out += [Move(BAN, card, stone) for card, stone in rival]
    if TRAITOR in hand:
        rooms = _room(game, player)
        for card, stone in rival:
            if not is_elite(card):
                out += [Move(TRA, card, stone, t) for t in rooms]
    return out


def _table(game: Game, player: int) -> list[tuple[int, int]]:
    """``(card, stone)`` for every card on ``player``'s side of an unclaimed stone."""
    return [
        (card, s + 1)
        for s in range(len(game._sides))
        if game._owner[s] is None
        for card in game._sides[s][player]
    ]


def _room(game: Game, player: int) -> list[int]:
    """The unclaimed stones with room on ``player``'s side."""
    return [
        s + 1
        for s in range(len(game._sides))
        if game._owner[s] is None and len(game._sides[s][player]) < game.capacity(s + 1)
    ]


def _recruits(game: Game, player: int) -> list[Move]:
    """Every Recruiter draw: 1-3 cards, clan ones written first (the returns are the next
    step, :func:`return_moves`)."""
    left = [len(p) - t for p, t in zip(game._piles, game._taken)]
    out: list[Move] = []
    for clans in range(4):
        for tactics in range(4 - clans):
            if 1 <= clans + tactics <= 3 and clans <= left[0] and tactics <= left[1]:
                out.append(Move(REC, draws="C" * clans + "T" * tactics))
    return out


def return_moves(game: Game, player: int) -> list[Move]:
    """The Recruiter's second step: every ordered choice of the cards due from the hand
    (cards held now only, the ones just drawn included)."""
    hand = game._hands[player]
    return [Move(RETURN, extra=b) for b in sorted(set(permutations(hand, game._returns)))]


def recruit_error(game: Game, player: int, move: Move) -> Sentence | None:
    """Why a Recruiter step as written (draws in any order; a return) cannot be played, or
    ``None``."""
    name = name_of(game.names, player)
    if move.kind == REC:
        if move.extra:
            return said("schotten.illegal_rec_two_steps", rec=REC, draws=move.draws, ret=RETURN)
        left = [len(p) - t for p, t in zip(game._piles, game._taken)]
        return said(
            "schotten.illegal_rec_counts", clan=left[0], tactic=left[1], draws=move.draws
        )
    if not game._returns:
        return said("schotten.illegal_no_recruiter")
    if len(move.extra) != game._returns:
        return said("schotten.illegal_rec_count", count=game._returns, name=name)
    held = list(game._hands[player])
    for card in move.extra:
        if card not in held:
            return said("schotten.illegal_rec_own", name=name)
        held.remove(card)
    return None


def apply_ruse(game: Game, player: int, move: Move) -> None:
    """Resolve a legal ruse for ``player`` and discard it."""
    step = len(game._steps)
    hand = game._hands[player]
    card = {REC: RECRUITER, STR: STRATEGIST, BAN: BANSHEE, TRA: TRAITOR}[move.kind]
    hand.remove(card)
    game._discard.append(card)
    if move.kind == REC:
        for letter in move.draws:
            pile = "CT".index(letter)
            hand.append(game._piles[pile][game._taken[pile]])
            game._taken[pile] += 1
        game._returns = min(RETURNS, len(hand))
        return
    assert move.card is not None and move.stone is not None
    owner = player if move.kind == STR else 1 - player
    _take(game, owner, move.stone, move.card)
    if move.to == DISCARD or move.kind == BAN:
        game._discard.append(move.card)
        return
    assert move.to is not None
    side = game._sides[move.to - 1][player]
    side.append(move.card)
    if len(side) == game.capacity(move.to):
        game._done[move.to - 1][player] = step


def apply_return(game: Game, player: int, move: Move) -> None:
    """The Recruiter's returns: each card to the bottom of its own deck, in the order given."""
    for back in move.extra:
        game._hands[player].remove(back)
        game._piles[0 if back < len(CODES) else 1].append(back)
    game._returns = 0


def _take(game: Game, owner: int, stone: int, card: int) -> None:
    """Lift ``card`` off ``owner``'s side: a complete side loses its completion moment."""
    game._sides[stone - 1][owner].remove(card)
    game._done[stone - 1][owner] = None
