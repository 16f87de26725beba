"""Fresh puzzles from random rounds: ``generate(kind, seed)``.

A random generator seeded by the kind and the seed first draws an aim (the formation to
name, whether the stone asked about is decided, whether the claim asked about holds), so
every answer comes up about as often. A formation is dealt on purpose: its three cards and
some others, played out by :func:`.position.position`. The other kinds deal a base-game round
and play random legal moves; from a random step on they ask at every position whether a
stone there fits the aim, and pose the question (the same checks as the hand-made puzzles).
When the round ends first a new round is dealt, up to ``ATTEMPTS`` deals. The same kind and
seed always give the same puzzle.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from clans_widget.i18n.sentence import said

from ..cards import CODES, card_id
from ..formations import rank
from ..game import Game
from ..moves import CLAIM, PLAY
from .kinds import KINDS, Formation, MayClaim, StopClaim, WhichCard, WhoWins
from .model import Puzzle, Question, pose
from .position import NAMES, position

ATTEMPTS = 100
"""Deals tried before :func:`generate` gives up."""

Finder = Callable[[Game, random.Random, int], Question | None]
"""Looks for a question in a position, given the random generator and the aim (0-5)."""


def generate(kind: str, seed: int) -> Puzzle:
    """A fresh puzzle of ``kind`` from a random position; the same seed, the same puzzle.

    ``ValueError`` for an unknown kind (the message lists the kinds) or a seed that is not
    an integer; ``RuntimeError`` if no deal of ``ATTEMPTS`` gave a puzzle of the kind.
    """
    if kind not in KINDS:
        raise ValueError(said("puzzle.no_kind", kind=repr(kind), kinds=", ".join(KINDS)))
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(said("arg.seed", seed=repr(seed)))
    pick = random.Random(f"schotten/{kind}/{seed}")
    aim = pick.randrange(6)
    if kind == "formation":
        game, formation = _formation(pick, pick.randrange(5))
        return pose(f"{kind}-seed-{seed}", formation.lesson, game, formation)
    find = _FINDERS[kind]
    for _ in range(ATTEMPTS):
        game = Game.new(pick.randrange(2**32), names=NAMES)
        start = pick.randrange(4, 40)
        while not game.is_over:
            question = find(game, pick, aim) if game.ply >= start else None
            if question is not None:
                try:
                    return pose(f"{kind}-seed-{seed}", question.lesson, game.copy(), question)
                except ValueError:
                    pass  # every or no answer is right here: play on
            game.play(pick.choice(game.legal_moves()))
    raise RuntimeError(said("puzzle.none_found", kind=kind, tries=ATTEMPTS, seed=seed))


def _trio(pick: random.Random, wanted: int) -> list[str]:
    """Three cards making the formation of rank ``wanted``, at random."""
    colours, strengths = "roygbp", range(1, 10)
    while True:
        if wanted == 4:
            colour, low = pick.choice(colours), pick.randrange(1, 8)
            trio = [f"{low + i}{colour}" for i in range(3)]
        elif wanted == 3:
            value = pick.choice(strengths)
            trio = [f"{value}{c}" for c in pick.sample(colours, 3)]
        elif wanted == 2:
            colour = pick.choice(colours)
            trio = [f"{v}{colour}" for v in pick.sample(strengths, 3)]
        elif wanted == 1:
            low = pick.randrange(1, 8)
            trio = [f"{low + i}{pick.choice(colours)}" for i in range(3)]
        else:
            trio = pick.sample(CODES, 3)
        if rank([card_id(c) for c in trio]) == wanted:
            return trio


def _formation(pick: random.Random, wanted: int) -> tuple[Game, Formation]:
    """A round where one side of a stone holds a formation of rank ``wanted``, among other
    cards played at random, with a random player to move."""
    trio, owner, stone = _trio(pick, wanted), pick.randrange(2), pick.randrange(1, 10)
    mover = pick.randrange(2)
    rest = [c for c in CODES if c not in trio]
    pick.shuffle(rest)
    own = 3 + pick.randrange(4)  # Ann moves first: she has played as often as Ben, or once more
    counts = [own, own - mover] if owner == 0 else [own + mover, own]
    room = {(s, p): 0 for s in range(1, 10) for p in (0, 1)}
    room[stone, owner] = 3
    plays: list[list[str]] = [[], []]
    for player in (0, 1):
        cards = list(trio) if player == owner else []
        while len(cards) < counts[player]:
            cards.append(rest.pop())
        pick.shuffle(cards)
        for card in cards:
            where = (
                stone
                if card in trio
                else pick.choice([s for s in range(1, 10) if room[s, player] < 3])
            )
            room[where, player] += card not in trio
            plays[player].append(f"{card}@{where}")
    hand = " ".join(rest[:6])
    return position(plays[0], plays[1], hand), Formation(stone, owner)


def _open_stones(game: Game) -> list[int]:
    return [s for s in range(1, 10) if game.owners[s - 1] is None]


def _decided(game: Game, stone: int) -> bool:
    return any(game.claim_verdict(stone, p).holds for p in (0, 1))


def _who_wins(game: Game, pick: random.Random, aim: int) -> Question | None:
    stones = [
        s
        for s in _open_stones(game)
        if 3 in (len(game.side(s, 0)), len(game.side(s, 1))) and _decided(game, s) == aim % 2
    ]
    return WhoWins(pick.choice(stones)) if stones else None


def _may_claim(game: Game, pick: random.Random, aim: int) -> Question | None:
    if not game.claim_window or game.current_player is None:
        return None
    me = game.current_player
    stones = [s for s in _open_stones(game) if game.side(s, me) and game.side(s, 1 - me)]
    if aim % 2:  # a claim that holds
        stones = [s for s in stones if game.claim_verdict(s, me).holds]
    else:  # one that does not, mostly with the side complete: refused by the proof
        full = aim % 3 != 0
        stones = [
            s
            for s in stones
            if not game.claim_verdict(s, me).holds and (len(game.side(s, me)) == 3) == full
        ]
    return MayClaim(pick.choice(stones)) if stones else None


def _to_play(game: Game) -> int | None:
    if game.claim_window or game.current_player is None:
        return None
    moves = game.legal_moves()
    return game.current_player if moves and moves[0].kind == PLAY else None


def _stop_claim(game: Game, pick: random.Random, aim: int) -> Question | None:
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


def _which_card(game: Game, pick: random.Random, aim: int) -> Question | None:
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
    "who-wins": _who_wins,
    "may-claim": _may_claim,
    "stop-claim": _stop_claim,
    "which-card": _which_card,
}
