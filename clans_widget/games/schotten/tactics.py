"""The Tactic variant's turn (rules 12.2-12.5): which tactic cards may be played, how every
step of a Tactic turn changes the round, the written draws, and the stalemate.

Every Tactic step saves the whole state first, so ``undo`` puts it back exactly whatever the
step did (ruses move cards between sides, hands, decks and the discard pile).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from clans_widget.i18n.sentence import name_of, said

from .cards import CARDS
from .errors import IllegalMoveError
from .formations import strongest
from .moves import CLAIM, DRAW, END, PASS, PLAY, REC, RETURN, RUSE_KINDS, Move
from .ruses import apply_return, apply_ruse, recruit_error, ruse_moves
from .stalemate import resolve
from .tactic import BLIND, COMBAT, ELITE, JOKER, MUD, RANGES

if TYPE_CHECKING:
    from .game import Game


def may_play_tactic(game: Game, player: int) -> bool:
    """Rule 12.3: ``player`` has not played more tactic cards than the opponent."""
    return game._tactics[player] <= game._tactics[1 - player]


def tactic_moves(game: Game, player: int) -> list[Move]:
    """Every tactic card ``player`` may play now: elite troops, combat modes and ruses."""
    if not may_play_tactic(game, player):
        return []
    hand = set(game._hands[player])
    unclaimed = [s + 1 for s in range(len(game._owner)) if game._owner[s] is None]
    out: list[Move] = []
    for card in ELITE:
        if card in hand and not (card == JOKER and game._jokers[player]):
            out += [
                Move(PLAY, card, s)
                for s in unclaimed
                if len(game._sides[s - 1][player]) < game.capacity(s)
            ]
    for card in COMBAT:
        if card in hand:
            out += [Move(PLAY, card, s) for s in unclaimed if card not in game._modes[s - 1]]
    return out + ruse_moves(game, player)


def check_written(game: Game, move: Move) -> None:
    """Check a move whose written form carries choices the legal list gives only once: a
    Recruiter with its draws in any order, its returns, or a claim stating elite troop
    values."""
    player = game._turn
    assert player is not None
    if move.kind in (REC, RETURN):
        canonical = move._replace(draws="".join(sorted(move.draws)))
        legal = game.legal_moves()
        if canonical in legal:
            return
        if move.kind == REC and not any(m.kind == REC for m in legal):
            from .why import why_illegal

            raise IllegalMoveError(why_illegal(game, move))
        why = recruit_error(game, player, move)
        raise IllegalMoveError(why or said("schotten.recruiter_cannot"))
    if move.kind != CLAIM or move.stone is None:
        raise IllegalMoveError(said("schotten.not_now", move=str(move)))
    if Move(CLAIM, None, move.stone) not in game.legal_moves():
        from .why import why_illegal

        raise IllegalMoveError(why_illegal(game, Move(CLAIM, None, move.stone)))
    side = game._sides[move.stone - 1][player]
    for troop in move.extra[::2]:
        if troop not in side:
            raise IllegalMoveError(said("schotten.claim_values_own", stone=move.stone))
    if not game.claim_verdict(move.stone, player, move.extra).holds:
        name = name_of(game.names, player)
        raise IllegalMoveError(said("schotten.claim_values_lose", name=name, stone=move.stone))


def snapshot(game: Game) -> tuple[object, ...]:
    """Everything a Tactic step can change, copied."""
    return (
        [list(h) for h in game._hands],
        [[list(a), list(b)] for a, b in game._sides],
        [list(d) for d in game._done],
        list(game._owner),
        list(game._free),
        [list(p) for p in game._piles],
        list(game._taken),
        [list(m) for m in game._modes],
        [list(v) for v in game._values],
        list(game._discard),
        list(game._tactics),
        list(game._jokers),
        game._idle,
        game._busy,
        game._turn,
        game._window,
        game._outcome,
        game._returns,
    )


def restore(game: Game, saved: tuple[object, ...]) -> None:
    """Put back a :func:`snapshot` (copied again: the step keeps its own)."""
    (
        game._hands,
        game._sides,
        game._done,
        game._owner,
        game._free,
        game._piles,
        game._taken,
        game._modes,
        game._values,
        game._discard,
        game._tactics,
        game._jokers,
        game._idle,
        game._busy,
        game._turn,
        game._window,
        game._outcome,
        game._returns,
    ) = [_fresh(v) for v in saved]
    game._legal = None


def _fresh(value: Any) -> Any:
    """``value`` with every list in it copied."""
    return [_fresh(v) for v in value] if isinstance(value, list) else value


def play_tactic(game: Game, move: Move) -> None:
    """Play a checked move of a Tactic round."""
    from .game import _Step

    player = game._turn
    assert player is not None
    saved = snapshot(game)
    window = game._window
    step = len(game._steps)
    if move.kind == PLAY:
        _place(game, player, move, step)
    elif move.kind in RUSE_KINDS:
        apply_ruse(game, player, move)
        game._tactics[player] += 1
    elif move.kind == RETURN:
        apply_return(game, player, move)
    elif move.kind == CLAIM:
        _claim(game, player, move)
    elif move.kind == DRAW:
        pile = "CT".index(move.draws)
        game._hands[player].append(game._piles[pile][game._taken[pile]])
        game._taken[pile] += 1
    game._busy = game._busy or move.kind not in (PASS, END)
    game._legal = None
    ended = False
    if game._outcome is None:
        if move.kind in (PLAY, PASS, *RUSE_KINDS):
            game._window = True
        if move.kind in (DRAW, END) or (game._window and game.legal_moves() == [Move(END)]):
            ended = True
            _end_turn(game, player)
    game._steps.append(
        _Step(move, str(move), player, window, -1, False, ended, move.kind == DRAW, saved)
    )


def _place(game: Game, player: int, move: Move, step: int) -> None:
    card, stone = move.card, move.stone
    assert card is not None and stone is not None
    game._hands[player].remove(card)
    if card in COMBAT:
        game._modes[stone - 1].append(card)
        game._tactics[player] += 1
        if card == MUD:  # sides of 3 are no longer complete
            game._done[stone - 1] = [None, None]
        return
    side = game._sides[stone - 1][player]
    side.append(card)
    if card < len(CARDS):
        game._free[card] = False
    else:
        game._tactics[player] += 1
        game._jokers[player] += card == JOKER
    if len(side) == game.capacity(stone):
        game._done[stone - 1][player] = step


def _claim(game: Game, player: int, move: Move) -> None:
    """Take the stone and fix the values of the elite troops on it (rule 12.4)."""
    stone = move.stone
    assert stone is not None
    result = game.claim_verdict(stone, player, move.extra)
    game._owner[stone - 1] = player
    fix_values(game, stone, {player: result.own_values, 1 - player: result.their_values})
    if result.their_values is None and result.completion_values is not None:
        theirs = len(game._sides[stone - 1][1 - player])
        fix_values(game, stone, {1 - player: result.completion_values[:theirs]})
    game._outcome = game._win(player)
    if game._outcome is not None:
        game._turn = None


def fix_values(game: Game, stone: int, values: dict[int, tuple[int, ...] | None]) -> None:
    """Record what each side's elite troops count as on a stone now closed: the values given,
    else their owner's best."""
    for player in (0, 1):
        side = game._sides[stone - 1][player]
        if not any(c in RANGES for c in side) or game._values[stone - 1][player] is not None:
            continue
        given = values.get(player)
        if given is None:
            fog = BLIND in game._modes[stone - 1]
            found = strongest(side, game._free, size=len(side), fog=fog)
            given = found.values if found is not None else None
        game._values[stone - 1][player] = given


def _end_turn(game: Game, player: int) -> None:
    """The change of player, and the stalemate after two idle turns (rule 12.5)."""
    game._idle = 0 if game._busy else game._idle + 1
    game._busy = False
    game._turn, game._window, game._legal = 1 - player, False, None
    if game._idle >= 2:
        resolve(game)
