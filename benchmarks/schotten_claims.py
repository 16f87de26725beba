"""How long ``schotten.explain_claim`` takes per check, against a naive full enumeration.

    python benchmarks/schotten_claims.py --positions 400 --check

Positions come from random Schotten Totten rounds (seeded), stopped at random points; every
stone still unclaimed is checked for the player to move. The figures are the 50th and 95th
percentiles of the time one check takes, for all checks and for the hard ones (a complete
side facing an unfinished one, where the claim needs a proof).

- ``explain_claim``: the engine, which names both formations and finds the strongest finish
  of the opponent's side category by category (exact, never sampled).
- ``baseline``: written here, in the same process: every way of finishing the opponent's
  side from the cards off the table is enumerated (``itertools.combinations``) and ranked,
  keeping the strongest. The two take turns on each position, so load changes hit both.

``--check`` also asserts that both say the same about every claim. Target: p95 <= 5 ms.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from clans_widget import schotten

TARGET_MS = 5.0
ALL = [f"{s}{c}" for c in "roygbp" for s in range(1, 10)]


def naive_rank(cards: list[str]) -> tuple[int, int]:
    values = sorted(int(c[0]) for c in cards)
    one_colour = len({c[1] for c in cards}) == 1
    run = values[1] == values[0] + 1 and values[2] == values[1] + 1
    rank = (
        4
        if one_colour and run
        else 3
        if values[0] == values[2]
        else 2
        if one_colour
        else (1 if run else 0)
    )
    return rank, sum(values)


def naive_claim(game: schotten.Game, stone: int) -> bool:
    """Whether the player to move's claim of ``stone`` holds, by enumerating everything."""
    me = game.current_player
    assert me is not None
    own, theirs = list(game.side(stone, me)), list(game.side(stone, 1 - me))
    if len(own) < 3:
        return False
    mine = naive_rank(own)
    if len(theirs) == 3:
        other = naive_rank(theirs)
        if mine != other:
            return mine > other
        done = game.completed_at(stone, me), game.completed_at(stone, 1 - me)
        return done[0] is not None and done[1] is not None and done[0] < done[1]
    if not game.hands[1 - me] and not game.deck_left:
        return True
    table = {c for s in range(1, 10) for p in (0, 1) for c in game.side(s, p)}
    pool = [c for c in ALL if c not in table]
    best = max(
        (naive_rank([*theirs, *extra]) for extra in combinations(pool, 3 - len(theirs))),
        default=None,
    )
    return best is None or best <= mine


def positions(count: int, seed: int) -> list[schotten.Game]:
    rng = random.Random(seed)
    out: list[schotten.Game] = []
    while len(out) < count:
        game = schotten.Game.new(seed=rng.randrange(2**32))
        stop = rng.randint(4, 90)
        while not game.is_over and game.ply < stop:
            game.play(rng.choice(game.legal_moves()))
        if not game.is_over:
            out.append(game)
    return out


def percentile(times: list[float], share: float) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check", action="store_true", help="both must agree on every claim")
    args = parser.parse_args(argv)
    games = positions(args.positions, args.seed)
    engine: dict[str, list[float]] = {"all": [], "proofs": []}
    baseline: dict[str, list[float]] = {"all": [], "proofs": []}
    clock = time.perf_counter
    for game in games:
        me = game.current_player
        assert me is not None
        for stone in range(1, 10):
            if game.owners[stone - 1] is not None:
                continue
            hard = len(game.side(stone, me)) == 3 and len(game.side(stone, 1 - me)) < 3
            start = clock()
            answer = schotten.explain_claim(game, stone)
            middle = clock()
            naive = naive_claim(game, stone)
            end = clock()
            for kind in ("all", "proofs") if hard else ("all",):
                engine[kind].append(middle - start)
                baseline[kind].append(end - middle)
            if args.check and answer.holds != naive:
                raise AssertionError(f"they disagree on stone {stone} of {game.record.to_json()}")
    print(
        f"{len(games)} positions from random rounds, {len(engine['all'])} checks "
        f"({len(engine['proofs'])} needing a proof), Python {sys.version.split()[0]}"
    )
    if args.check:
        print("check: explain_claim and the full enumeration agree on every claim")
    for kind in ("all", "proofs"):
        ours, theirs = engine[kind], baseline[kind]
        p95, base95 = percentile(ours, 0.95), percentile(theirs, 0.95)
        verdict = "meets" if p95 <= TARGET_MS else "MISSES"
        print(
            f"{kind}: explain_claim p50 {percentile(ours, 0.5):.3f} ms, p95 {p95:.3f} ms "
            f"({verdict} the {TARGET_MS:g} ms target); baseline p50 "
            f"{percentile(theirs, 0.5):.3f} ms, p95 {base95:.3f} ms; baseline/engine at p95: "
            f"{base95 / p95:.1f}x"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
