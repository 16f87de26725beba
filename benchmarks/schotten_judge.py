"""How well the expert's leaf judge foresees who wins a Schotten Totten round, and how fast.

    python benchmarks/schotten_judge.py               # 600 rounds: about a minute
    python benchmarks/schotten_judge.py --rounds 2000

Rounds are dealt from seed 1,000,000 on (the fitted table, scripts/fit_stone_odds.py, was
fitted on seeds from 1) and played to their end by the playout policy, both hands known as in
a playout. At a share of their steps the judge is asked for player 0's win share; its Brier
score (mean squared error against who won, lower is better) is printed beside two baselines
in the same run: always ½, and the judge before the fitted odds (each open stone's chance
logistic in its sides' strongest finishes, the round's share counted over 32 fixed draws).
``skill`` is the share of the ½ baseline's error a judge removes, ``x before`` the skill over
the judge before's. Time per call is measured
on the same positions.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from clans_widget.games.schotten.bots.leaf import judge, reaches, sure
from clans_widget.games.schotten.bots.odds import guess, verdict
from clans_widget.games.schotten.bots.odds_fit import played
from clans_widget.games.schotten.bots.state import SearchState

DRAWS = tuple(tuple(random.Random(f"leaf-{i}").random() for _ in range(9)) for i in range(32))


def logistic_judge(state: SearchState) -> float:
    """The judge before the fitted odds: logistic stone chances, 32 fixed draws."""
    if state.winner is not None:
        return float(state.winner == 0)
    reach, _held = reaches(state)
    chances = []
    for s in range(9):
        settled = sure(state, s)
        chances.append(guess(state.sides[s], reach) if settled is None else settled)
    total = 0.0
    for draws in DRAWS:
        mask = sum(1 << s for s in range(9) if draws[s] < chances[s])
        total += verdict(mask)
    return total / len(DRAWS)


def positions(rounds: int, share: float) -> list[tuple[SearchState, float]]:
    """Positions of ``rounds`` rounds played out by the playout policy, each with 1 if
    player 0 won its round, else 0."""
    found = []
    for seed in range(1_000_000, 1_000_000 + rounds):
        kept, end = played(seed, share)
        if end.winner is not None:
            found += [(state, float(end.winner == 0)) for state in kept]
    return found


def main() -> None:
    """Measure and print every figure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=600, help="rounds played (600)")
    parser.add_argument("--share", type=float, default=0.2, help="steps judged (0.2)")
    args = parser.parse_args()
    data = positions(args.rounds, args.share)
    print(f"{len(data)} positions from {args.rounds} rounds")
    half = sum((0.5 - won) ** 2 for _, won in data) / len(data)
    rows = [("always 1/2", half, math.nan)]
    for name, judged in (
        ("logistic, 32 draws (before)", logistic_judge),
        ("fitted odds, exact (expert)", lambda s: judge(s)[0]),
    ):
        start = time.perf_counter()
        shares = [judged(state) for state, _ in data]
        micros = (time.perf_counter() - start) / len(data) * 1e6
        brier = sum((p - won) ** 2 for p, (_, won) in zip(shares, data)) / len(data)
        rows.append((name, brier, micros))
    before = 1 - rows[1][1] / half
    print(f"{'judge':<30}{'Brier':>8}{'skill':>8}{'x before':>10}{'us/call':>9}")
    for name, brier, micros in rows:
        skill = 1 - brier / half
        print(f"{name:<30}{brier:>8.4f}{skill:>8.1%}{skill / before:>10.1f}{micros:>9.0f}")


if __name__ == "__main__":
    main()
