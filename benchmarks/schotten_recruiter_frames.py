"""Bytes of Schotten Totten frames where a Recruiter is offered to the player to move.

Run: .venv/bin/python benchmarks/schotten_recruiter_frames.py

Tactic rounds of seeds 0-39 played at random (no Recruiter played, so more positions hold
one); at every position where the mover's frame offers a Recruiter, the JSON bytes of the
frame, of its ``legal`` list and the number of Recruiter entries in it. Before the Recruiter
was listed once per choice of draws (clans_widget/games/schotten/choices.py ``recruits``) it
was listed once per draws and ordered pair of returned cards: 487 positions, frame median
21.3 kB (max 71.6 kB), ``legal`` median 19.4 kB, Recruiter entries median 90 (max 270).
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


def main() -> None:
    sizes: list[int] = []
    legal: list[int] = []
    entries: list[int] = []
    for seed in range(40):
        game = schotten.Game.new(seed, variant="tactic")
        rng = random.Random(seed)
        while not game.is_over:
            shown = frame(game, game.current_player)
            listed = shown["legal"]["moves"] if shown["legal"] else []
            recruiters = sum(1 for m in listed if m["kind"] == REC)
            if recruiters:
                sizes.append(len(json.dumps(shown)))
                legal.append(len(json.dumps(shown["legal"])))
                entries.append(recruiters)
            moves = game.legal_moves()
            game.play(rng.choice([m for m in moves if m.kind != REC] or moves))
    print(
        f"{len(sizes)} positions offering a Recruiter: frame median "
        f"{statistics.median(sizes) / 1000:.1f} kB (max {max(sizes) / 1000:.1f} kB), legal median "
        f"{statistics.median(legal) / 1000:.1f} kB, Recruiter entries median "
        f"{statistics.median(entries):g} (max {max(entries)})"
    )


if __name__ == "__main__":
    main()
