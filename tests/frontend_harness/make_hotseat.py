"""Writes the harness scenario `hotseat` into sample_frames.json from the engine.

A short two-player game with face-down cards in which every position is framed for its
player to move (everyone once the game is over). ``ClansWidget(game, viewer="turn")`` sends
only its last position that way (earlier ones as a spectator sees them), but the front end
must cover any frame that shows a hand, so the harness steps through several.
Run: .venv/bin/python tests/frontend_harness/make_hotseat.py
"""

import json
from pathlib import Path

from clans_widget import Game
from clans_widget.frames import frame

SAMPLES = Path(__file__).with_name("sample_frames.json")
MOVES = ["4y@An3+", "~3b@Ah", "~5g@An1", "~6c@An2", "~3c@As1"]


def scenario() -> dict[str, object]:
    game = Game.from_setup(
        table={"Bn1": "4r", "Bn3": "4o"},
        hands=[["4y", "5g", "3c"], ["3b", "6c", "5p"]],
        names=["Ann", "Ben"],
    )
    for move in MOVES:
        game.play(move)
    positions = [game.record.game(ply) for ply in range(len(MOVES) + 1)]
    return {
        "mode": "play",
        "position": 3,
        "hotseat": True,
        "frames": [frame(g, "all" if g.is_over else g.current_player) for g in positions],
    }


def dump(scenarios: dict[str, dict[str, object]]) -> str:
    """The file's layout: one scenario a block, one frame a line."""
    blocks = []
    for name, sc in scenarios.items():
        head = json.dumps({k: v for k, v in sc.items() if k != "frames"})[:-1]
        frames = ",\n".join("  " + json.dumps(f) for f in sc["frames"])  # type: ignore[attr-defined]
        blocks.append(f' {json.dumps(name)}: {head}, "frames": [\n{frames}\n ]}}')
    return "{\n" + ",\n".join(blocks) + "\n}\n"


if __name__ == "__main__":
    scenarios = json.loads(SAMPLES.read_text())
    scenarios["hotseat"] = scenario()
    SAMPLES.write_text(dump(scenarios))
    print("wrote the hotseat scenario into", SAMPLES)
