"""Bytes the widget sends to the front end, per move and per record, against plain baselines.

Run: .venv/bin/python benchmarks/frame_bytes.py

Every comm message the widget sends is packed as the kernel packs it (``json_packer`` of the
message data; the websocket adds a header of a few hundred bytes per message, which
``benchmarks/browser_latency.py`` counts in a real JupyterLab).

1. Live moves, 4 players, viewer "all": the messages that answer each move (the ``frames``
   message with one delta, and one batched trait update), without comments and on a record
   with a 2 kB comment on every move. Baseline: the JSON of the one whole new frame, and the
   old way (the new frame with the move list, every earlier comment included).
   Target: median <= 4 kB per move.
2. A replay of a 28-move record with one 1 MiB comment: the bytes of its initial state
   (frames, tree and comments). Baseline: the old frames, which held every earlier comment
   in every frame (29.6 MB measured before). Target: under 3 MB.
3. Growth: the initial state of records of 8 to 28 moves with a 1 kB comment on each move;
   bytes per move should stay about constant.
"""

from __future__ import annotations

import random
import statistics
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jupyter_client.session import json_packer

from clans_widget import ClansWidget, Game, Record

SEED = 5


def played(players: int, plies: int | None = None, seed: int = SEED) -> Game:
    """A seeded game played at random for ``plies`` moves (to the end by default)."""
    game = Game.new(players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over and (plies is None or game.ply < plies):
        game.play(rng.choice(game.legal_moves()))
    return game


def counting(widget: ClansWidget) -> list[int]:
    """Make ``widget`` count the packed size of every comm message it sends."""
    sizes: list[int] = []
    send: Callable[..., None] = widget._send

    def counted(msg: dict[str, Any], buffers: Any = None) -> None:
        sizes.append(len(json_packer(msg)))
        send(msg, buffers)

    widget._send = counted
    return sizes


def old_frame(frame: dict[str, Any], comments: list[str], moves: list[str]) -> int:
    """What one frame cost when it carried the move list, every comment included."""
    listed = [
        {"ply": i + 1, "move": moves[i], "comment": comments[i]} for i in range(frame["ply"])
    ]
    return len(json_packer({**frame, "moves": listed}))


def old_way(frames: list[dict[str, Any]], comments: list[str], moves: list[str]) -> int:
    """What the frames of a line cost when each one carried the move list and its comments."""
    return sum(old_frame(frame, comments, moves) for frame in frames)


def live_moves(comment: str) -> tuple[list[int], list[int], list[int]]:
    """Bytes sent per move from the middle of a 4-player game to its end, the whole new
    frame per move, and the old way's cost per move (the new frame with its move list)."""
    start = played(4, 8)
    record = start.record.with_comments({ply: comment for ply in range(1, 9)} if comment else {})
    w = ClansWidget(record=record)
    w.goto(0, 8)
    sizes = counting(w)
    rng = random.Random(1)
    sent, whole, old = [], [], []
    while not w.game.is_over:
        sizes.clear()
        w.play(rng.choice(w.game.legal_moves()))
        sent.append(sum(sizes))
        whole.append(len(json_packer(w.frames[-1])))
        moves = w.session.moves()
        comments = w.session.comments()
        old.append(old_frame(w.frames[-1], comments, moves))
    return sent, whole, old


def initial_state(record: Record) -> int:
    """The bytes of a replay's state as a new view receives it: frames, tree, comments."""
    w = ClansWidget(record=record)
    return sum(len(json_packer(getattr(w, name))) for name in ("frames", "tree", "comments"))


def main() -> None:
    print("clans_widget: bytes sent to the front end (JSON as the kernel packs it)\n")
    for label, comment in (("no comments", ""), ("a 2 kB comment on every move", "x" * 2000)):
        sent, whole, old = live_moves(comment)
        print(f"1. live moves, 4 players, viewer 'all', {label} ({len(sent)} moves)")
        print(
            f"   sent per move: median {statistics.median(sent):6.0f} B"
            f"  first {sent[0]} B  last {sent[-1]} B   target median <= 4000 B"
        )
        print(
            f"   baseline, the whole new frame: median {statistics.median(whole):6.0f} B"
            f"   ratio sent/frame {statistics.median(s / f for s, f in zip(sent, whole)):.2f}x"
        )
        print(
            f"   the old way, the new frame with its move list: median"
            f" {statistics.median(old):8.0f} B"
            f"   ({statistics.median(o / x for o, x in zip(old, sent)):.1f}x what is sent now)"
        )
    game = played(4)
    big = game.record.with_comments({3: "c" * 2**20})
    total = initial_state(big)
    line = ClansWidget(record=big)
    old_total = old_way(line.frames, list(big.comments), list(big.moves))
    print(f"\n2. replay of {len(big.moves)} moves with one 1 MiB comment")
    print(
        f"   initial state: {total / 1e6:6.2f} MB   target < 3 MB;"
        f" the old way: {old_total / 1e6:6.1f} MB ({old_total / total:.0f}x)"
    )
    print("\n3. growth: initial state of a replay with a 1 kB comment on every move")
    base = None
    for plies in (8, 14, 20, 28):
        record = played(4, plies).record
        record = record.with_comments({p: "k" * 1000 for p in range(1, len(record.moves) + 1)})
        size = initial_state(record)
        per = size / (len(record.moves) + 1)
        base = base or per
        print(f"   {len(record.moves):2d} moves: {size / 1000:7.1f} kB, {per:6.0f} B per position"
              f" ({per / base:.2f}x the 8-move game's)")


if __name__ == "__main__":
    main()
