"""Fitting :mod:`.odds`' table: rounds the playout policy plays against itself, stone by stone.

Each round is dealt from a seed and played to its end by the search's playout policy
(:class:`~.playout.Policy`, both hands known to the position, as in a playout). At some of
its steps (a share ``SAMPLED``, drawn from the same seed) every stone the leaf judge would
weigh by its odds (:func:`.leaf.sure` knows no answer for it) is described by
:func:`.odds.stone_key`, and labelled with who took it: its owner at the round's end, or,
unclaimed then, the stronger of two complete sides (a stone still incomplete when the round
ended says nothing and is left out). Each stone counts twice, as seen by each player, so the
table is symmetric: a key's odds and its swapped key's add up to one.

The odds of a key are its share of stones taken by player 0, pulled towards its coarse key's
odds by ``PULL`` made-up stones (a key seen rarely keeps close to its coarser kin); a coarse
key's are pulled the same way towards :func:`.odds.guess`.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field

from ..cards import STONES
from ..formations import SIZE
from ..game import Game
from .fastform import worth
from .odds import Coarse, Key, coarse, guess, stone_key, swapped
from .playout import Policy, smart_play
from .state import SchottenAnalyst, SearchState

SAMPLED = 0.35
"""The share of a round's steps whose stones are described."""
PULL = 6.0
"""Made-up stones at the coarser odds added to each key's count."""
DIGITS = 3
"""Decimals kept of each odds."""


@dataclass
class Tally:
    """Per key, stones taken by player 0 and stones seen; per coarse key, also the sum of
    :func:`.odds.guess` over its stones."""

    fine: dict[Key, list[float]] = field(default_factory=lambda: defaultdict(lambda: [0.0, 0.0]))
    rough: dict[Coarse, list[float]] = field(
        default_factory=lambda: defaultdict(lambda: [0.0, 0.0, 0.0])
    )

    def add(self, key: Key, taken: float, guessed: float) -> None:
        """Count a stone described by ``key`` that player 0 took (``taken`` 1) or not (0),
        once from each player's side."""
        for k, t, g in ((key, taken, guessed), (swapped(key), 1.0 - taken, 1.0 - guessed)):
            fine = self.fine[k]
            fine[0] += t
            fine[1] += 1
            rough = self.rough[coarse(k)]
            rough[0] += t
            rough[1] += 1
            rough[2] += g

    def odds(self) -> tuple[dict[Key, float], dict[Coarse, float]]:
        """The fitted odds: per key, and per coarse key."""
        rough = {
            k: round((taken + PULL * guessed / seen) / (seen + PULL), DIGITS)
            for k, (taken, seen, guessed) in self.rough.items()
        }
        fine = {
            k: round((taken + PULL * rough[coarse(k)]) / (seen + PULL), DIGITS)
            for k, (taken, seen) in self.fine.items()
        }
        return fine, rough


def described(state: SearchState) -> Iterator[tuple[int, Key, float]]:
    """Each stone of ``state`` the leaf judge weighs by its odds: its index, its key and the
    :func:`.odds.guess` for it."""
    from .leaf import reaches, sure

    reach, held = reaches(state)
    turn = state.turn if state.turn is not None else 0
    for s in range(STONES):
        if sure(state, s) is None:
            pair = state.sides[s]
            yield s, stone_key(pair, reach, held, turn), guess(pair, reach)


def taken_by(state: SearchState, stone: int) -> int | None:
    """Who took ``stone`` in a finished round: its owner, else the stronger of two complete
    sides (the first completed on a tie); ``None`` when a side was still incomplete."""
    owner = state.owner[stone]
    if owner is not None:
        return owner
    a, b = state.sides[stone]
    if len(a) < SIZE or len(b) < SIZE:
        return None
    first, second = worth(tuple(a)), worth(tuple(b))
    if first != second:
        return 0 if first > second else 1
    done = state.done[stone]
    return 0 if done[0] < done[1] else 1  # type: ignore[operator]


def played(seed: int, share: float = SAMPLED) -> tuple[list[SearchState], SearchState]:
    """Round ``seed`` dealt and played out by the playout policy, both hands known: copies of
    the positions of a share ``share`` of its steps (drawn from the seed), and its end."""
    rng = random.Random(seed)
    game = Game.new(seed)
    player = game.current_player
    assert player is not None
    policy = Policy(chooser=smart_play)
    state = SchottenAnalyst(policy).determinize(SearchState(game.observe(player)), player, rng)
    kept: list[SearchState] = []
    policy.limit = 1
    while state.turn is not None:
        if rng.random() < share:
            kept.append(state.copy())
        step = state.step
        policy.play_out(state, rng)
        if state.step == step:  # no step left to play: a shared round
            break
    return kept, state


def play_round(seed: int, tally: Tally) -> None:
    """Play round ``seed`` out (:func:`played`) and count the stones of its kept steps."""
    kept, end = played(seed)
    for position in kept:
        for stone, key, guessed in described(position):
            taker = taken_by(end, stone)
            if taker is not None:
                tally.add(key, float(taker == 0), guessed)


def fit(rounds: int, seed: int) -> tuple[dict[Key, float], dict[Coarse, float]]:
    """The odds fitted to ``rounds`` rounds, dealt from ``seed`` on."""
    tally = Tally()
    for index in range(rounds):
        play_round(seed + index, tally)
    return tally.odds()
