"""Helpers shared by the rules, record, property and fast-core tests."""

from __future__ import annotations

import random
from typing import Any

from clans_widget.rules import Game, Move


def snapshot(game: Game) -> dict[str, Any]:
    """Everything a user can observe of a game, as plain data, for before/after comparisons."""
    score = game.score()
    return {
        "table": {str(s): str(c) for s, c in game.table.items()},
        "face_down": {str(s): (str(d.card), d.owner) for s, d in game.face_down.items()},
        "free": [str(s) for s in game.free_seats],
        "hands": [[str(c) for c in h] for h in game.hands],
        "stacks": {t: list(s) for t, s in game.stacks.items()},
        "supply": list(game.supply),
        "current_player": game.current_player,
        "is_over": game.is_over,
        "moves": [str(m) for m in game.moves],
        "movers": list(game.movers),
        "legal": sorted(str(m) for m in game.legal_moves()),
        "points": list(score.points),
        "cards": list(score.cards),
        "final": score.final,
    }


def notations(moves: list[Move]) -> set[str]:
    """The notation of each move, as a set (legal-move lists are compared without order)."""
    return {str(m) for m in moves}


def both_forms(*placements: str) -> set[str]:
    """Each placement with and without a shield: ``both_forms("4y@Bn2")``."""
    return {form for p in placements for form in (p, p + "+")}


def random_game(players: int, seed: int, plies: int | None = None) -> Game:
    """A rulebook deal from ``seed`` played on by uniformly random legal moves
    (to the end when ``plies`` is None)."""
    game = Game.new(players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over and (plies is None or game.ply < plies):
        game.play(rng.choice(game.legal_moves()))
    return game
