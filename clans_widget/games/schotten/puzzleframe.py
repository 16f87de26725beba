"""What an open Schotten Totten puzzle shows of its position: the frame without what would
give an answer away.

A frame names each complete side's formation and lights the stones that may be claimed; a
puzzle may ask exactly that ("name the formation", "who wins this stone", "may you claim
now"). Until it is answered, those are withheld: no formation named, no stone lit, and the
legal moves listed only for a puzzle answered by a move, and then only the plays (which card
may go where is what the board shows anyway; a claim listed would answer a claim puzzle).
"""

from __future__ import annotations

from typing import Any

Frame = dict[str, Any]


def puzzle_frame(frame: Frame, answer: str) -> Frame:
    """``frame`` as an open puzzle answered by ``answer`` (``"choice"``, ``"card"`` or
    ``"move"``) shows it."""
    stones = [
        {**stone, "formations": [None, None], "claimable": False} for stone in frame["stones"]
    ]
    legal = frame.get("legal")
    if answer == "move" and legal is not None:
        plays = [m for m in legal["moves"] if m["kind"] == "play"]
        legal = {**legal, "moves": plays}
    else:
        legal = None
    return {**frame, "stones": stones, "legal": legal}
