"""Bytes of Schotten Totten frames during a Recruiter: where it is offered, and its return step.

Run: .venv/bin/python benchmarks/schotten_recruiter_frames.py

Tactic rounds of seeds 0-39 played at random (no Recruiter played, so more positions hold
one); at every position where the mover's frame offers a Recruiter, the JSON bytes of the
frame and of its ``legal`` list, then, on a copy, a Recruiter drawing at random and the same
for the frame of its return step (the mover's hand to click, one entry per ordered choice of
the cards put back) with its number of entries. The Recruiter is two moves
(clans_widget/games/schotten/choices.py): before, it was listed once per draws with the cards
held before the draw (``returns``, expanded by the front end; 487 positions, frame median
7.3 kB, max 29.8 kB), and before that once per draws and ordered pair of returned cards
(frame median 21.3 kB, max 71.6 kB, up to 270 Recruiter entries).
"""

from __future__ import annotations

import json
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from clans_widget import schotten
from clans_widget.games.schotten.moves import REC
from clans_widget.games.schotten.presenter import frame


def _kb(values: list[int]) -> str:
    return f"median {statistics.median(values) / 1000:.1f} kB (max {max(values) / 1000:.1f} kB)"


def main() -> None:
    offered: list[int] = []
    returning: list[int] = []
    entries: list[int] = []
    for seed in range(40):
        game = schotten.Game.new(seed, variant="tactic")
        rng = random.Random(seed)
        while not game.is_over:
            mover = game.current_player
            assert mover is not None
            shown = frame(game, mover)
            moves = game.legal_moves()
            recruiters = [m for m in moves if m.kind == REC]
            if recruiters:
                offered.append(len(json.dumps(shown)))
                drawn = game.copy()
                drawn.play(rng.choice(recruiters))
                back = frame(drawn, mover)
                returning.append(len(json.dumps(back)))
                entries.append(len(back["legal"]["moves"]))
            game.play(rng.choice([m for m in moves if m.kind != REC] or moves))
    print(
        f"{len(offered)} positions offering a Recruiter: frame {_kb(offered)}; its return "
        f"step's frame {_kb(returning)}, entries median {statistics.median(entries):g} "
        f"(max {max(entries)})"
    )


if __name__ == "__main__":
    main()
