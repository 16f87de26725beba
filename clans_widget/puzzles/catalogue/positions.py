"""Building the catalogue's positions: players named Ann, Ben, Cat and Dan."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from ...rules import Game

NAMES = ("Ann", "Ben", "Cat", "Dan")


def position(
    table: Mapping[str, str],
    hands: Sequence[Sequence[str]],
    stacks: Mapping[str, Sequence[int]] | None = None,
    *,
    face_down: Mapping[str, str] | None = None,
    to_move: int = 0,
    moves: Sequence[str] = (),
) -> Game:
    """A set-up with one hand per player (Ann first), then ``moves`` played from it."""
    game = Game.from_setup(
        table, hands, stacks=stacks, face_down=face_down, to_move=to_move,
        names=NAMES[: len(hands)],
    )
    for move in moves:
        game.play(move)
    return game


def played_out(game: Game, seed: int) -> Game:
    """``game`` played to its end by moves picked at random from ``seed`` (a whole game)."""
    pick = random.Random(seed)
    while not game.is_over:
        game.play(pick.choice(game.legal_moves()))
    return game
