"""Writes the harness scenario `hotseat` into sample_frames.json from the widget itself.

A short two-player game with face-down cards, in ``ClansWidget(game, viewer="turn")`` just
after Ann's move: Ben is to move and has not shown his hand, so Python has sent no frame with
it (``covered``) and Undo is not allowed. The harness checks that the front end draws the
cover, holds no hidden card, offers no Undo and sends ``reveal`` when Ben says he is there.
Run: .venv/bin/python tests/frontend_harness/make_hotseat.py
"""

import json
from pathlib import Path

from clans_widget import ClansWidget, Game

SAMPLES = Path(__file__).with_name("sample_frames.json")
MOVES = ["4y@An3+", "~3b@Ah", "~5g@An1"]


def scenario() -> dict[str, object]:
    game = Game.from_setup(
        table={"Bn1": "4r", "Bn3": "4o"},
        hands=[["4y", "5g", "3c"], ["3b", "6c", "5p"]],
        names=["Ann", "Ben"],
    )
    for move in MOVES[:3]:
        game.play(move)
    w = ClansWidget(game, viewer="turn")
    assert w.covered and not w.can_undo
    return {
        "mode": "play",
        "position": w.position,
        "hotseat": True,
        "covered": w.covered,
        "can_undo": w.can_undo,
        "frames": w.frames,
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
