"""How strong the bots are: win rates with 95% intervals, seats rotated.

    python -m benchmarks.strength          # 400 games per pairing, 2 processes
    python -m benchmarks.strength --quick  # 100 games per pairing and a smaller search
    python -m benchmarks.strength --expert-only --workers 1  # expert vs search:1000 only

The expert thinks for half a second a move by default: a time budget keeps every move under
a second however busy the machine is, at the cost of fewer iterations when it is busy.
Measured with ``--expert-only --workers 1`` on the 2-core development machine (400 games):
expert:0.5s won 88.2% (95% CI 84.7%-91.0%) against search:1000, mean score 46.3, 0.497 s a
move on average and 0.75 s at most.

Each pairing is measured for its first bot. ``x base`` divides that bot's win rate by the
win rate the first random bot got in the all-random baseline at the same table size in this
run (expected 1/players); ``x fair`` divides it by the fair share 1/players itself.
Shared victories count as 1/k of a win for each of the k winners.
"""

from __future__ import annotations

import argparse
import time

from clans_widget.simulate import simulate


def label(bots: list[str]) -> str:
    """``search vs 2 greedy, random (4p)``: the first bot against the others, counted."""
    rest = sorted(set(bots[1:]), key=bots[1:].index)
    counted = [f"{n} {b}" if (n := bots[1:].count(b)) > 1 else b for b in rest]
    return f"{bots[0]} vs {', '.join(counted)} ({len(bots)}p)"


def pairings(search: str, expert: str) -> list[list[str]]:
    """The bot lists to measure, baselines (all random) first for each table size."""
    return [
        ["random", "random"],
        ["greedy", "random"],
        [search, "greedy"],
        [expert, search],
        ["random"] * 3,
        ["greedy", "random", "random"],
        [search, "greedy", "greedy"],
        ["random"] * 4,
        ["greedy", "random", "random", "random"],
        [search, "greedy", "greedy", "greedy"],
        [search, "greedy", "random", "random"],
    ]


def main() -> None:
    """Measure every pairing and print one line each."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, help="games per pairing (default 400, quick 100)")
    parser.add_argument("--search", help="the search bot (default search:1000, quick search:300)")
    parser.add_argument(
        "--expert", help="the expert bot (default expert:0.5s, quick expert:300)"
    )
    parser.add_argument("--quick", action="store_true", help="fewer games and a smaller search")
    parser.add_argument(
        "--expert-only", action="store_true",
        help="only the 2-player baseline and the expert against the search bot",
    )
    parser.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--seed", type=int, default=2024, help="seed (default 2024)")
    args = parser.parse_args()
    games = args.games or (100 if args.quick else 400)
    search = args.search or ("search:300" if args.quick else "search:1000")
    expert = args.expert or ("expert:300" if args.quick else "expert:0.5s")
    lists = pairings(search, expert)
    if args.expert_only:
        lists = [bots for bots in lists if bots[0] in ("random", expert) and len(bots) == 2]
    print(f"{games} games per pairing, seats rotated, seed {args.seed}, {args.workers} processes")
    print(
        f"{'pairing (figures for the first bot)':<38}{'win rate (95% CI)':<22}"
        f"{'x base':>7}{'x fair':>7}{'mean score':>12}{'s/move mean':>13}{'max':>7}{'wall s':>8}"
    )
    baseline = 0.0
    for bots in lists:
        start = time.perf_counter()
        results = simulate(len(bots), bots, games, args.seed, workers=args.workers)
        first = results.summary()[0]
        rate = first.win_rate
        if set(bots) == {"random"}:
            baseline = rate.mean
        interval = f"{rate.mean:.1%} ({rate.low:.1%}-{rate.high:.1%})"
        print(
            f"{label(bots):<38}{interval:<22}"
            f"{rate.mean / baseline:>7.2f}{rate.mean * len(bots):>7.2f}{first.score.mean:>12.1f}"
            f"{first.mean_seconds:>13.3f}{first.max_seconds:>7.2f}"
            f"{time.perf_counter() - start:>8.0f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
