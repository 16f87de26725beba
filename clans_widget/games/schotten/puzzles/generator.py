"""Fresh puzzles from random rounds: ``generate(kind, seed)``.

A random generator seeded by the kind and the seed deals a base-game round and plays random
legal moves; from a random step on it asks at every position whether the kind finds a good
question there, and poses it (the same checks as the hand-made puzzles). When the round
ends first it deals again, up to ``ATTEMPTS`` deals. The same kind and seed always give the
same puzzle.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..cards import card_id
from ..formations import rank
from ..game import Game
from ..moves import CLAIM, PLAY
from .kinds import KINDS, Formation, MayClaim, StopClaim, WhichCard, WhoWins
from .model import Puzzle, Question, pose
from .position import NAMES

ATTEMPTS = 100
"""Deals tried before :func:`generate` gives up."""

Finder = Callable[[Game, random.Random], Question | None]


def generate(kind: str, seed: int) -> Puzzle:
    """A fresh puzzle of ``kind`` from a random position; the same seed, the same puzzle.

    ``ValueError`` for an unknown kind (the message lists the kinds) or a seed that is not
    an integer; ``RuntimeError`` if no deal of ``ATTEMPTS`` gave a puzzle of the kind.
    """
    if kind not in KINDS:
        raise ValueError(f"there is no puzzle kind {kind!r}: the kinds are {', '.join(KINDS)}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be an integer, not {seed!r}")
    pick = random.Random(f"schotten/{kind}/{seed}")
    find = _FINDERS[kind]
    for _ in range(ATTEMPTS):
        game = Game.new(pick.randrange(2**32), names=NAMES)
        start = pick.randrange(4, 40)
        while not game.is_over:
            question = find(game, pick) if game.ply >= start else None
            if question is not None:
                try:
                    return pose(f"{kind}-seed-{seed}", question.lesson, game.copy(), question)
                except ValueError:
                    pass  # every or no answer is right here: play on
            game.play(pick.choice(game.legal_moves()))
    raise RuntimeError(f"no {kind} puzzle came from {ATTEMPTS} random deals with seed {seed}")


def _open_stones(game: Game) -> list[int]:
    return [s for s in range(1, 10) if game.owners[s - 1] is None]


def _formation(game: Game, pick: random.Random) -> Question | None:
    sides = [(s, p) for s in range(1, 10) for p in (0, 1) if len(game.side(s, p)) == 3]
    if not sides:
        return None
    stone, player = pick.choice(sides)
    plain = rank([card_id(c) for c in game.side(stone, player)]) == 0
    return None if plain and pick.random() < 0.7 else Formation(stone, player)


def _who_wins(game: Game, pick: random.Random) -> Question | None:
    stones = [s for s in _open_stones(game) if 3 in (len(game.side(s, 0)), len(game.side(s, 1)))]
    return WhoWins(pick.choice(stones)) if stones else None


def _may_claim(game: Game, pick: random.Random) -> Question | None:
    if not game.claim_window or game.current_player is None:
        return None
    me = game.current_player
    stones = [s for s in _open_stones(game) if game.side(s, me) and game.side(s, 1 - me)]
    return MayClaim(pick.choice(stones)) if stones else None


def _to_play(game: Game) -> int | None:
    if game.claim_window or game.current_player is None:
        return None
    moves = game.legal_moves()
    return game.current_player if moves and moves[0].kind == PLAY else None


def _stop_claim(game: Game, pick: random.Random) -> Question | None:
    me = _to_play(game)
    if me is None:
        return None
    stones = [
        s
        for s in _open_stones(game)
        if len(game.side(s, 1 - me)) == 3
        and len(game.side(s, me)) < 3
        and not game.claim_verdict(s, 1 - me).holds
    ]
    return StopClaim(pick.choice(stones)) if stones else None


def _which_card(game: Game, pick: random.Random) -> Question | None:
    me = _to_play(game)
    if me is None:
        return None
    counts: dict[int, int] = {}
    moves = [m for m in game.legal_moves() if m.kind == PLAY]
    for move in moves:
        after = game.copy()
        after.play(move)  # the turn ends at once when nothing can be claimed
        claims = after.legal_moves() if after.current_player == me else []
        for claim in claims:
            if claim.kind == CLAIM and claim.stone is not None:
                counts[claim.stone] = counts.get(claim.stone, 0) + 1
    stones = sorted(s for s, n in counts.items() if n < len(moves))
    return WhichCard(pick.choice(stones)) if stones else None


_FINDERS: dict[str, Finder] = {
    "formation": _formation,
    "who-wins": _who_wins,
    "may-claim": _may_claim,
    "stop-claim": _stop_claim,
    "which-card": _which_card,
}
