"""How much the Schotten expert's reading of the opponent's last play tells of their hand.

    python benchmarks/schotten_inference.py                      # about 4 minutes on 2 cores
    python benchmarks/schotten_inference.py --rounds 30 --bot search:300

Rounds are played between two ``--bot`` bots (``search:200``: the benchmark's opponent, at an
iteration budget so that the figures do not depend on the machine's load). At every position
just after a player put a card on a stone, the other player's :func:`.inference.read_evidence`
is taken from their own observation, and the hand the player really holds is read from the
game. For each ``T`` the script prints the **log-likelihood gain** of that true hand: the log of
its :meth:`.inference.Evidence.chance` minus the log of the mean chance of 300 plain shuffles
of the same unseen cards (the baseline, a deal that reads nothing: gain 0). A positive gain is
information the weighting adds; a negative one means the weighted deals are further from the
truth than a plain shuffle. ``x base`` is ``exp(gain)``: how many times more likely the true
hand becomes. Then how often the true hand, and a plain shuffle's hand, held a card whose best
play was far better (by more than ``K`` value points) than the card played.

Figures (2026-11-29, ``--rounds 30 --bot search:300``, 1,081 positions, 290 s): the built-in
``T = 100`` makes the true hand less likely than a plain shuffle does (gain -0.153, x base
0.86); the gain is best near ``T = 800-1600`` and tiny there (+0.018, x base 1.02). The true
hand held a card more than 100 points better than the one played in 27.1% of positions, a plain
shuffle's hand in 31.4% (over 1000 points: 10.6% and 14.0%). Two earlier runs of the same
measure (24 and 30 rounds, other seeds) agreed: -0.18 and -0.24 at ``T = 100``. The search
opponent's play says little of the rest of its hand in the measure the playout policy gives it,
so the expert's weighting tilts its deals toward weaker hands for the opponent more than it
reads theirs.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from clans_widget import schotten
from clans_widget.games.schotten.bots import make_bot
from clans_widget.games.schotten.bots.inference import Evidence, T, read_evidence
from clans_widget.games.schotten.cards import card_id

Sample = tuple[Evidence, list[int], list[int], int]
"""Evidence, the hand really held, the reader's unseen cards, the hand's size."""
TS = (50.0, 100.0, 200.0, 400.0, 800.0, 1600.0)
GAPS = (100, 400, 1000)
SHUFFLES = 300


def samples_of_round(args: tuple[str, int]) -> list[Sample]:
    """Every position of round ``seed`` just after a card was played: the reader's evidence
    and what it should find."""
    spec, seed = args
    game = schotten.Game.new(7_000 + seed)
    bots = [make_bot(spec, seed * 2), make_bot(spec, seed * 2 + 1)]
    found: list[Sample] = []
    while (player := game.current_player) is not None:
        seen = game.observe(player)
        evidence = read_evidence(seen, player)
        just_played = seen.moves and seen.movers[-1] == 1 - player and "@" in seen.moves[-1]
        if evidence is not None and just_played:
            held = game.observe(1 - player).hands[1 - player] or ()
            pool = [card_id(c) for c in seen.unseen]
            found.append((evidence, [card_id(c) for c in held], pool, len(pool) - seen.deck_size))
        game.play(bots[player].choose(game))
    return found


def shuffled_hands(samples: list[Sample], seed: int) -> list[list[list[int]]]:
    """For each sample, ``SHUFFLES`` hands dealt by a plain shuffle of its unseen cards."""
    rng = random.Random(seed)
    hands = []
    for _, _, pool, size in samples:
        cards = list(pool)
        dealt = []
        for _ in range(SHUFFLES):
            rng.shuffle(cards)
            dealt.append(cards[:size])
        hands.append(dealt)
    return hands


def gain(samples: list[Sample], shuffled: list[list[list[int]]], t: float) -> float:
    """Mean log-likelihood gain of the true hand over a plain shuffle, at ``t``."""
    total = 0.0
    for (evidence, held, _, _), dealt in zip(samples, shuffled):
        mean = sum(evidence.chance(hand, t) for hand in dealt) / len(dealt)
        total += math.log(evidence.chance(held, t)) - math.log(mean)
    return total / len(samples)


def far_better(evidence: Evidence, hand: list[int], gap: int) -> bool:
    """Whether ``hand`` holds a card whose best play beats the card played by over ``gap``."""
    return any(evidence.best[c] - evidence.played > gap for c in hand)


def main() -> None:
    """Play the rounds and print every figure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=12, help="rounds played (default 12)")
    parser.add_argument("--bot", default="search:200", help="both players (search:200)")
    parser.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    args = parser.parse_args()
    start = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        rounds = pool.map(samples_of_round, [(args.bot, s) for s in range(args.rounds)])
        samples = [sample for found in rounds for sample in found]
    shuffled = shuffled_hands(samples, seed=1)
    print(f"{len(samples)} positions after a card played, {args.rounds} rounds of {args.bot}"
          f" ({time.perf_counter() - start:.0f} s)")
    print("T       log-likelihood gain of the true hand   x base (a plain shuffle: 0, 1.00)")
    for t in sorted({*TS, T}):
        g = gain(samples, shuffled, t)
        built_in = "   (built in)" if t == T else ""
        print(f"{t:6.0f}  {g:+.4f}{built_in:16}           {math.exp(g):.2f}")
    for gap in GAPS:
        held = sum(far_better(e, h, gap) for e, h, _, _ in samples) / len(samples)
        plain = sum(
            sum(far_better(e, hand, gap) for hand in dealt) / len(dealt)
            for (e, _, _, _), dealt in zip(samples, shuffled)
        ) / len(samples)
        print(f"a card over {gap:4} points better than the one played: in the true hand"
              f" {held:.1%}, in a plain shuffle's {plain:.1%}")


if __name__ == "__main__":
    main()
