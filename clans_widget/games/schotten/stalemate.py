"""The end of a frozen Tactic round (rule 12.5): after two idle turns in a row, each
unclaimed stone goes to the complete side facing an incomplete one, or to the stronger of
two complete sides; then section 7 decides, else more stones, else a draw."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import STONES

if TYPE_CHECKING:
    from .game import Game


def resolve(game: Game) -> None:
    """End ``game`` by the stalemate rule: give out the stones and set its outcome."""
    from .game import STALEMATE, Outcome
    from .tactics import fix_values

    for stone in range(1, STONES + 1):
        if game._owner[stone - 1] is not None:
            continue
        full = [len(game._sides[stone - 1][p]) >= game.capacity(stone) for p in (0, 1)]
        if full[0] != full[1]:
            taker = 0 if full[0] else 1
        elif full[0]:
            taker = 0 if game.claim_verdict(stone, 0).holds else 1
        else:
            continue
        result = game.claim_verdict(stone, taker)
        game._owner[stone - 1] = taker
        fix_values(game, stone, {taker: result.own_values, 1 - taker: result.their_values})
    winners = [p for p in (0, 1) if game._win(p) is not None]
    counts = [sum(1 for o in game._owner if o == p) for p in (0, 1)]
    if len(winners) == 1:
        winner: int | None = winners[0]
    elif counts[0] != counts[1]:
        winner = 0 if counts[0] > counts[1] else 1
    else:
        winner = None
    game._outcome = Outcome(winner, STALEMATE, tuple(game._owner))
    game._turn = None
