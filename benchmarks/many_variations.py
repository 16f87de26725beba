"""How fast a board with many variations answers each intent, against a board with one.

Run: .venv/bin/python benchmarks/many_variations.py [--players 4] [--rounds 200]

A finished random game (4 players: 28 moves) gets 1,000 variations (the most a record may
hold): single moves and short lines, some nested, branching at random positions. A replay of
it on a teacher's board (viewer "all") then answers intents as the front end sends them
(``_handle_custom_msg``), and every message it sends is packed as the kernel packs it
(``json_packer``), so the time counts the work a real click costs in Python:

- ``goto``: a random position of a random line;
- ``main-line``: back to the main line from a variation;
- ``play``: a move at the end of a variation (it grows), and ``undo`` of it;
- ``play-new``: a move that starts a new variation (the board then holds 1,000 again);
- ``promote``: a variation becomes its parent's way on (and back, timed too);
- ``delete``: a single-move variation is deleted (the board holds 999, then ``play-new``
  brings it back).

Baseline: the same intents, in the same process and interleaved round by round, on the same
game with 1 variation. Target: every intent's p95 <= 50 ms with 1,000 variations.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jupyter_client.session import json_packer

from clans_widget import ClansWidget, Game, Record
from clans_widget.session import Session

TARGET_MS = 50.0
KINDS = ("goto", "main-line", "play", "undo", "play-new", "promote", "delete")


def finished(players: int, seed: int) -> Game:
    """A seeded game played at random to its end."""
    game = Game.new(players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game


def with_variations(record: Record, count: int, seed: int) -> Record:
    """``record`` with ``count`` variations: at random positions of random lines, each one to
    three moves long."""
    rng = random.Random(seed)
    s = Session(record, replay=True)
    while len(s.lines) <= count:
        line = rng.choice(list(s.lines))
        ply = rng.randrange(s.lines[line].ply, s.length(line))
        s.goto(line, ply)
        nxt = s.moves()[ply]
        others = [m for m in s.game().legal_moves() if str(m) != nxt]
        if not others:
            continue
        before = len(s.lines)
        s.play(rng.choice(others))
        if len(s.lines) == before:
            continue  # it was a known variation's first move
        for _ in range(rng.choice((0, 0, 1, 2))):
            if s.game().is_over:
                break
            s.play(rng.choice(s.game().legal_moves()))
    return s.record


class Board:
    """A replay board answering intents, with every message packed as the kernel packs it."""

    def __init__(self, record: Record) -> None:
        self.w = ClansWidget(record=record)
        send: Callable[..., None] = self.w._send

        def packed(msg: dict[str, Any], buffers: Any = None) -> None:
            json_packer(msg)
            send(msg, buffers)

        self.w._send = packed
        self.times: dict[str, list[float]] = {kind: [] for kind in KINDS}
        self.cpu: dict[str, list[float]] = {kind: [] for kind in KINDS}

    def intent(self, kind: str, content: dict[str, Any]) -> None:
        """Send one intent as the front end would, timed under ``kind``."""
        start, cpu = time.perf_counter(), time.process_time()
        self.w._handle_custom_msg(content, [])
        self.times[kind].append((time.perf_counter() - start) * 1000)
        self.cpu[kind].append((time.process_time() - cpu) * 1000)
        if self.w.error:
            raise RuntimeError(f"{kind} {content}: {self.w.error}")

    def here(self) -> dict[str, int]:
        return {"line": self.w.line, "ply": self.w.position}

    def variation(self, rng: random.Random, test: Callable[[Any], bool]) -> Any:
        """A random variation of the session passing ``test``."""
        session = self.w.session
        return rng.choice([n for n in session.lines.values() if n.parent is not None and test(n)])

    def tree_line(self, line: int) -> dict[str, Any]:
        return next(entry for entry in self.w.tree["lines"] if entry["id"] == line)

    def named(self, line: int) -> dict[str, Any]:
        """What a promote or delete intent names: the line, its ply and its first move."""
        entry = self.tree_line(line)
        return {"line": line, "ply": entry["ply"], "move": entry["moves"][0][0]}

    def round(self, rng: random.Random) -> None:
        """One intent of each kind."""
        session = self.w.session
        node = self.variation(rng, lambda n: True)
        self.intent(
            "goto",
            {"kind": "goto", "line": node.id, "ply": rng.randrange(session.length(node.id) + 1)},
        )
        self.intent("main-line", {"kind": "main-line"})
        node = self.variation(rng, lambda n: not session.game(n.id, session.length(n.id)).is_over)
        self.intent("goto", {"kind": "goto", "line": node.id, "ply": session.length(node.id)})
        move = str(rng.choice(self.w.game.legal_moves()))
        self.intent("play", {"kind": "play", "move": move, **self.here()})
        self.intent("undo", {"kind": "undo", **self.here()})
        node = self.variation(rng, lambda n: n.ply < session.length(n.parent))
        self.intent("promote", {"kind": "promote", **self.named(node.id)})
        self.intent("promote", {"kind": "promote", **self.named(node.id)})
        leaf = self.variation(
            rng, lambda n: len(n.moves) == 1 and not session.branches(n.id, n.ply + 1)
        )
        where, move = (leaf.parent, leaf.ply), leaf.moves[0]
        self.intent("delete", {"kind": "delete", **self.named(leaf.id)})
        self.w.goto(*where)
        self.intent("play-new", {"kind": "play", "move": move, **self.here()})


def figures(times: list[float]) -> tuple[float, float]:
    """The median and the 95th percentile."""
    cuts = statistics.quantiles(times, n=20, method="inclusive")
    return statistics.median(times), cuts[18]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--variations", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    game = finished(args.players, args.seed)
    started = time.perf_counter()
    many = with_variations(game.record, args.variations, args.seed)
    built = time.perf_counter() - started
    started = time.perf_counter()
    boards = {"many": Board(many), "one": Board(with_variations(game.record, 1, args.seed))}
    opened = (time.perf_counter() - started) * 1000
    print(
        f"clans_widget: intents on a replay with {len(many.variations)} variations "
        f"({args.players} players, {len(many.moves)} moves; built in {built:.1f} s, "
        f"both boards opened in {opened:.0f} ms), {args.rounds} rounds\n"
    )
    rng = {name: random.Random(args.seed) for name in boards}
    for _ in range(args.rounds):
        for name, board in boards.items():  # interleaved: machine load hits both alike
            board.round(rng[name])
    print("wall-clock ms (what a user waits), and CPU ms of this process (the same work without")
    print("the waits of a shared machine)\n")
    print(
        f"{'':10} {'1,000 variations':>17} {'1 variation':>14} {'ratio':>6}"
        f" {'CPU, 1,000 var.':>17} {'CPU, 1 var.':>14}"
    )
    print(
        f"{'intent':10} {'p50':>8} {'p95':>8} {'p50':>6} {'p95':>7} {'p95':>6}"
        f" {'p50':>8} {'p95':>8} {'p50':>6} {'p95':>7}"
    )
    worst = 0.0
    for kind in KINDS:
        p50, p95 = figures(boards["many"].times[kind])
        b50, b95 = figures(boards["one"].times[kind])
        c50, c95 = figures(boards["many"].cpu[kind])
        d50, d95 = figures(boards["one"].cpu[kind])
        worst = max(worst, p95)
        print(
            f"{kind:10} {p50:8.1f} {p95:8.1f} {b50:6.1f} {b95:7.1f} {p95 / b95:5.1f}x"
            f" {c50:8.1f} {c95:8.1f} {d50:6.1f} {d95:7.1f}"
        )
    print(
        f"\nworst wall-clock p95 with {len(many.variations)} variations: {worst:.1f} ms "
        f"({'within' if worst <= TARGET_MS else 'over'} the {TARGET_MS:.0f} ms target)"
    )


if __name__ == "__main__":
    main()
