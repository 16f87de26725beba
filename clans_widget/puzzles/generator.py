"""Fresh puzzles from random deals: ``generate(kind, seed)``.

A generator seeded by the kind and the seed deals a game, plays random legal moves and, from
a random ply on, asks at every position whether it makes a good puzzle of the kind; when the
game ends first, it deals again, up to ``ATTEMPTS`` deals. The same kind and seed always give
the same puzzle.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from clans_widget.i18n.sentence import said

from ..rules import Game, Move, RankGroup
from ..rules.setup import plies_to_end
from .kinds import (
    KINDS,
    FaceDown,
    Nobody,
    Shield,
    Steal,
    Touching,
    WhenShield,
    Where,
    WhoTakes,
    Winner,
)
from .model import Puzzle, Question, pose

NAMES = ("Ann", "Ben", "Cat", "Dan")
ATTEMPTS = 100
"""Deals tried before :func:`generate` gives up."""

Finder = Callable[[Game, random.Random], Question | None]


def generate(kind: str, seed: int) -> Puzzle:
    """A fresh puzzle of ``kind`` from a random position; the same seed, the same puzzle.

    ``ValueError`` for an unknown kind (the message lists :data:`KINDS`) or a seed that is
    not an integer; ``RuntimeError`` if no deal of ``ATTEMPTS`` gave a puzzle of the kind.
    """
    if kind not in KINDS:
        raise ValueError(said("puzzle.no_kind", kind=repr(kind), kinds=", ".join(KINDS)))
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(said("arg.seed", seed=repr(seed)))
    pick = random.Random(f"{kind}/{seed}")  # each kind its own positions for the same seed
    find = _FINDERS[kind]
    for _ in range(ATTEMPTS):
        players = pick.choice((2, 3, 4))
        game = Game.new(players, seed=pick.randrange(2**32), names=NAMES[:players])
        start = pick.randrange(plies_to_end(game.hands, 0) + 1)
        while True:
            question = find(game, pick) if game.ply >= start else None
            if question is not None:
                return pose(f"{kind}-seed-{seed}", question.lesson, game.copy(), question)
            if game.is_over:
                break
            game.play(pick.choice(game.legal_moves()))
    raise RuntimeError(said("puzzle.none_found", kind=kind, tries=ATTEMPTS, seed=seed))


def _touching(game: Game, pick: random.Random) -> Question | None:
    if game.is_over:
        return None
    return Touching(str(pick.choice(game.free_seats)))


def _where(game: Game, pick: random.Random) -> Question | None:
    cards = sorted({m.card for m in game.legal_moves() if not m.face_down})
    return Where(str(pick.choice(cards))) if cards else None


def _face_down(game: Game, pick: random.Random) -> Question | None:
    """A position where every move is face down, or a near miss: one card fits face up, on one
    seat only (so the answer is not always the same)."""
    moves = game.legal_moves()
    face_up = {(m.card, m.seat) for m in moves if not m.face_down}
    return FaceDown() if moves and len(face_up) <= 1 else None


def _who_takes(game: Game, pick: random.Random) -> Question | None:
    groups = [
        (t.tile, g.rank) for t in game.score().tiles if t.shields and len(t.groups) > 1
        for g in t.groups
    ]
    return WhoTakes(*pick.choice(groups)) if groups else None


def _winner(game: Game, pick: random.Random) -> Question | None:
    if not game.is_over:
        return None
    score = game.score()
    return Winner() if score.decided_by != "shared" and max(score.points) else None


def _when_shield(game: Game, pick: random.Random) -> Question | None:
    try:
        return WhenShield.of(game)
    except ValueError:
        return None


GroupTest = Callable[[Move, RankGroup, int, int], bool]
"""Whether a move did it: (move, the group after it, its tile's stack size after, the mover)."""


def _group_finder(
    make: Callable[[str, int], Question],
    wanted: Callable[[RankGroup, int], bool],
    solved: GroupTest,
) -> Finder:
    """A finder for a question about one rank group: among the groups ``wanted`` now, one
    that some legal move makes ``solved``."""

    def find(game: Game, pick: random.Random) -> Question | None:
        player = game.current_player
        if player is None:
            return None
        targets = {
            (t.tile, g.rank) for t in game.score().tiles for g in t.groups if wanted(g, player)
        }
        tiles = {tile for tile, _ in targets}
        hits: set[tuple[str, int]] = set()
        for move in game.legal_moves():
            if move.seat.tile not in tiles:
                continue  # a move changes nothing on the other tiles
            later = game.copy()
            later.play(move)
            (scored,) = [t for t in later.score().tiles if t.tile == move.seat.tile]
            for group in scored.groups:
                key = (scored.tile, group.rank)
                if key in targets and solved(move, group, len(scored.shields), player):
                    hits.add(key)
        return make(*pick.choice(sorted(hits))) if hits else None

    return find



_FINDERS: dict[str, Finder] = {
    "touching": _touching,
    "where": _where,
    "face-down": _face_down,
    "shield": _group_finder(
        Shield,
        lambda g, me: g.taker != me,
        lambda m, g, size, me: m.shield and g.taker == me and g.shield == size - 1,
    ),
    "nobody": _group_finder(
        Nobody,
        lambda g, me: g.taker is not None and g.taker != me,
        lambda m, g, size, me: g.taker is None,
    ),
    "steal": _group_finder(
        Steal,
        lambda g, me: g.taker is not None and g.taker != me,
        lambda m, g, size, me: g.taker == me,
    ),
    "who-takes": _who_takes,
    "winner": _winner,
    "when-shield": _when_shield,
}
