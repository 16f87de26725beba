"""How many uniformly random games per second: the fast core, the Game API and a naive baseline.

    python benchmarks/playouts.py --players 4 --seconds 5

Every game starts from a rulebook deal and is played to its end by uniformly random legal
moves (each legal move, with or without a shield, equally likely), then scored.

- ``fast``: :mod:`clans_widget.rules.fast` (``deal`` + ``playout`` + ``result``).
- ``game-api``: ``Game.new`` + ``random.choice(g.legal_moves())`` + ``g.play`` + ``g.score()``.
- ``baseline``: a naive pure-Python implementation written here, in the same process: seats
  are strings, the table is a dict seat -> card text, and every move rescans the dict for
  every card in hand and every free seat to find the legal moves. It plays the same rules
  (``--check`` compares its move lists against ``Game`` first).

Each loop runs for ``--seconds`` in all, the three taking turns in half-second slices so that
a change in machine load hits them alike; the ratios are against the baseline.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from clans_widget.rules import Game
from clans_widget.rules import fast as fast_core

TARGETS = {"fast": 5000, "game-api": 300}

# --- the naive baseline -----------------------------------------------------------------------


def naive_table(players: int) -> tuple[list[str], dict[str, list[str]]]:
    """Seat names in table order and, per seat, the seats it must match (neighbours, opposite)."""
    tiles = "ABCDEF"[: players + 2]
    first, last = f"{tiles[0]}h", f"{tiles[-1]}h"
    seats = [first] + [f"{t}{r}{p}" for t in tiles for r in "ns" for p in "123"] + [last]
    touching: dict[str, list[str]] = {s: [] for s in seats}
    for r in "ns":
        row = [first] + [f"{t}{r}{p}" for t in tiles for p in "123"] + [last]
        for a, b in pairwise(row):
            touching[a].append(b)
            touching[b].append(a)
    touching[first].append(last)
    touching[last].append(first)
    for t in tiles:
        for p in "123":
            touching[f"{t}n{p}"].append(f"{t}s{p}")
            touching[f"{t}s{p}"].append(f"{t}n{p}")
    return seats, touching


NAIVE_SEATS = {p: naive_table(p)[0] for p in (2, 3, 4)}
NAIVE_TOUCHING = {p: naive_table(p)[1] for p in (2, 3, 4)}
LAID_OUT = {
    2: [f"{t}{r}2" for t in "ABCD" for r in "ns"],
    3: ["An2", "Bs2", "Cn2", "Ds2", "En2"],
    4: ["An2", "Bs2", "Cn2", "Ds2", "En2", "Fs2"],
}


def naive_deal(players: int, rng: random.Random) -> dict[str, object]:
    cards = [f"{rank}{colour}" for rank in range(3, players + 5) for colour in "roygcbp"]
    rng.shuffle(cards)
    gone = players + 1
    laid = len(LAID_OUT[players])
    rest = cards[gone + laid :]
    size = len(rest) // players + 1
    return {
        "table": dict(zip(LAID_OUT[players], cards[gone : gone + laid])),
        "down": {},
        "hands": [rest[i * size : (i + 1) * size] for i in range(players)],
        "stacks": {},
        "supply": [5] * players,
    }


def naive_legal(players: int, state: dict, player: int) -> list[tuple[str, str, bool, bool]]:
    """(card, seat, face down, shield) for every legal move, by scanning the table dict."""
    table, down = state["table"], state["down"]
    free = [s for s in NAIVE_SEATS[players] if s not in table and s not in down]
    found = []
    for card in state["hands"][player]:
        for seat in free:
            for other in NAIVE_TOUCHING[players][seat]:
                there = table.get(other)
                if there is not None and (there[0] == card[0] or there[1] == card[1]):
                    found.append((card, seat, False))
                    break
    if not found:
        found = [(c, s, True) for c in state["hands"][player] for s in free]
    shield = (False, True) if state["supply"][player] else (False,)
    return [(c, s, d, plus) for c, s, d in found for plus in shield]


def naive_game(players: int, rng: random.Random) -> list[int]:
    """Deal, play uniformly random legal moves to the end, and return the points."""
    state = naive_deal(players, rng)
    player = 0
    while True:
        card, seat, face_down, shield = rng.choice(naive_legal(players, state, player))
        state["hands"][player].remove(card)
        (state["down"] if face_down else state["table"])[seat] = card
        if shield:
            state["stacks"].setdefault(seat[0], []).append(player)
            state["supply"][player] -= 1
        if not state["hands"][player]:
            break
        player = (player + 1) % players
    points = [0] * players
    for tile, stack in state["stacks"].items():
        ranks = sorted({c[0] for s, c in state["table"].items() if s[0] == tile})
        for owner, rank in zip(stack, ranks):
            points[owner] += int(rank) * sum(
                1 for s, c in state["table"].items() if s[0] == tile and c[0] == rank
            )
    return points


def check_baseline(players: int, games: int = 50) -> None:
    """Replay random games on both Game and the naive state; their move lists must agree."""
    for seed in range(games):
        game = Game.new(players, seed=seed)
        state = {
            "table": {str(s): str(c) for s, c in game.table.items()},
            "down": {},
            "hands": [[str(c) for c in h] for h in game.hands],
            "stacks": {},
            "supply": [5] * players,
        }
        rng = random.Random(seed)
        while not game.is_over:
            player = game.current_player
            assert player is not None
            naive = naive_legal(players, state, player)
            ours = {(str(m.card), str(m.seat), m.face_down, m.shield) for m in game.legal_moves()}
            if set(naive) != ours:
                raise SystemExit(f"baseline disagrees with Game: seed {seed}, ply {game.ply}")
            card, seat, face_down, shield = rng.choice(sorted(naive))
            game.play(f"{'~' if face_down else ''}{card}@{seat}{'+' if shield else ''}")
            state["hands"][player].remove(card)
            (state["down"] if face_down else state["table"])[seat] = card
            if shield:
                state["supply"][player] -= 1
    print(f"check: the baseline's move lists agree with Game over {games} games")


# --- the measured loops ---------------------------------------------------------------------


def fast_game(players: int, rng: random.Random) -> object:
    game = fast_core.deal(players, rng)
    game.playout(rng)
    return game.result()


def api_game(players: int, rng: random.Random) -> object:
    game = Game.new(players, seed=rng.randrange(2**32))
    choice = rng.choice
    while not game.is_over:
        game.play(choice(game.legal_moves()))
    return game.score()


def measure(
    loops: dict[str, Callable[[int, random.Random], object]],
    players: int,
    seconds: float,
    seed: int,
) -> dict[str, float]:
    """Games per second of each loop. The loops take turns in slices of about half a second,
    so a change in machine load during the run hits them all alike."""
    rngs = {name: random.Random(seed) for name in loops}
    games = dict.fromkeys(loops, 0)
    spent = dict.fromkeys(loops, 0.0)
    slices = max(1, round(seconds / 0.5))
    for _ in range(slices):
        for name, play in loops.items():
            rng = rngs[name]
            start = time.perf_counter()
            deadline = start + seconds / slices
            while True:
                for _ in range(5):
                    play(players, rng)
                games[name] += 5
                now = time.perf_counter()
                if now >= deadline:
                    break
            spent[name] += now - start
    return {name: games[name] / spent[name] for name in loops}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=4)
    parser.add_argument("--seconds", type=float, default=5.0, help="per loop")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check", action="store_true", help="check the baseline against Game")
    args = parser.parse_args(argv)
    if args.check:
        check_baseline(args.players)
    print(f"{args.players} players, uniformly random games from rulebook deals, "
          f"{args.seconds:g} s per loop, Python {sys.version.split()[0]}")
    rates = measure(
        {"baseline": naive_game, "fast": fast_game, "game-api": api_game},
        args.players, args.seconds, args.seed,
    )
    base = rates["baseline"]
    print(f"baseline: {base:,.0f} games/s  (naive pure Python: dict of seat -> card text, "
          "every move rescans the table for every card in hand and every free seat)")
    for name in ("fast", "game-api"):
        rate = rates[name]
        verdict = "meets" if rate >= TARGETS[name] else "MISSES"
        print(f"{name}: {rate:,.0f} games/s  ({rate / base:.2f}x baseline; "
              f"{verdict} the target of {TARGETS[name]:,} games/s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
