"""How long ``schotten.explain_claim`` takes per check, against a naive full enumeration.

    python benchmarks/schotten_claims.py --positions 400 --check
    python benchmarks/schotten_claims.py --positions 400 --check --tactic

Positions come from random Schotten Totten rounds (seeded), stopped at random points; every
stone still unclaimed is checked for the player to move. The figures are the 50th and 95th
percentiles of the time one check takes, for all checks and for the hard ones (a complete
side facing an unfinished one, where the claim needs a proof).

- ``explain_claim``: the engine, which names both formations and finds the strongest finish
  of the opponent's side category by category (exact, never sampled).
- ``baseline``: written here, in the same process: every way of finishing the opponent's
  side from the cards off the table is enumerated (``itertools.combinations``) and ranked,
  keeping the strongest. The two take turns on each position, so load changes hit both.

``--tactic`` takes the positions from Tactic rounds (half of them Tactic+Expert): elite
troops wild within their range (the baseline tries every value), unplayed elite troops
available to the opponent, 4-card sides under Mud Fight and totals only under Blind-Man's
Bluff.

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


WILD = {"JK": range(1, 10), "SPY": range(7, 8), "SHB": range(1, 4)}


def naive_power(cards: list[str], fog: bool) -> tuple[int, int]:
    """The strongest (rank, total) of a complete side, every elite troop tried at every
    strength in the colours beside it and two others; any number of cards."""
    clans = [c for c in cards if c not in WILD]
    present = sorted({c[1] for c in clans})
    colours = [*present, *[x for x in "roygbp" if x not in present][:2]]
    choices: list[list[str]] = [[]]
    for wild in (c for c in cards if c in WILD):
        choices = [[*done, f"{v}{c}"] for done in choices for v in WILD[wild] for c in colours]
    best = (-1, -1)
    for choice in choices:
        side = clans + choice
        values = sorted(int(c[0]) for c in side)
        total = sum(values)
        if fog:
            best = max(best, (0, total))
            continue
        one_colour = len({c[1] for c in side}) == 1
        run = values == list(range(values[0], values[0] + len(values)))
        rank = (
            4
            if one_colour and run
            else 3
            if values[0] == values[-1]
            else 2
            if one_colour
            else int(run)
        )
        best = max(best, (rank, total))
    return best


def naive_tactic_claim(game: schotten.Game, stone: int) -> bool:
    """The same for a Tactic round, by enumerating every finish and every elite value."""
    me = game.current_player
    assert me is not None
    size, fog = game.capacity(stone), "BMB" in game.modes(stone)
    own, theirs = list(game.side(stone, me)), list(game.side(stone, 1 - me))
    if len(own) < size:
        return False
    mine = naive_power(own, fog)
    if len(theirs) == size:
        other = naive_power(theirs, fog)
        if mine != other:
            return mine > other
        done = game.completed_at(stone, me), game.completed_at(stone, 1 - me)
        return done[0] is not None and done[1] is not None and done[0] < done[1]
    if not game.hands[1 - me] and not game.deck_left and not game.tactic_deck_left:
        return True
    table = {c for s in range(1, 10) for p in (0, 1) for c in game.side(s, p)}
    table |= set(game.discard)
    unplayed = [*game.hands[0], *game.hands[1], *game.tactic_deck_left]
    extras = [c for c in ("SPY", "SHB") if c in unplayed]
    if "JK" in unplayed and not game.jokers_played[1 - me]:
        extras.append("JK")
    pool = [c for c in ALL if c not in table] + extras
    return not any(
        naive_power([*theirs, *extra], fog) > mine
        for extra in combinations(pool, size - len(theirs))
    )


def positions(count: int, seed: int, tactic: bool = False) -> list[schotten.Game]:
    rng = random.Random(seed)
    out: list[schotten.Game] = []
    while len(out) < count:
        variant = ("tactic", "tactic-expert")[len(out) % 2] if tactic else "base"
        game = schotten.Game.new(seed=rng.randrange(2**32), variant=variant)  # type: ignore[arg-type]
        stop = rng.randint(4, 110 if tactic else 90)
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
    parser.add_argument("--tactic", action="store_true", help="positions from Tactic rounds")
    args = parser.parse_args(argv)
    games = positions(args.positions, args.seed, args.tactic)
    naive = naive_tactic_claim if args.tactic else naive_claim
    engine: dict[str, list[float]] = {"all": [], "proofs": []}
    baseline: dict[str, list[float]] = {"all": [], "proofs": []}
    clock = time.perf_counter
    for game in games:
        me = game.current_player
        assert me is not None
        for stone in range(1, 10):
            if game.owners[stone - 1] is not None:
                continue
            size = game.capacity(stone)
            hard = len(game.side(stone, me)) == size and len(game.side(stone, 1 - me)) < size
            start = clock()
            answer = schotten.explain_claim(game, stone)
            middle = clock()
            brute = naive(game, stone)
            end = clock()
            for kind in ("all", "proofs") if hard else ("all",):
                engine[kind].append(middle - start)
                baseline[kind].append(end - middle)
            if args.check and answer.holds != brute:
                raise AssertionError(f"they disagree on stone {stone} of {game.record.to_json()}")
    print(
        f"{len(games)} positions from random {'Tactic ' if args.tactic else ''}rounds, "
        f"{len(engine['all'])} checks "
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
