"""Lesson 1, the table: which seats touch a seat."""

from __future__ import annotations

from ...rules import Game
from ..kinds import Touching
from ..model import Puzzle, pose
from .positions import position


def _two(free: str = "") -> Game:
    """Two players' table with a card on every middle seat but ``free``."""
    laid = {"An2": "5r", "As2": "3g", "Bn2": "4b", "Bs2": "6y", "Cn2": "3o", "Cs2": "5c",
            "Dn2": "6p", "Ds2": "4r"}
    return position(
        {s: c for s, c in laid.items() if s != free}, [["3b", "5g", "6r"], ["4y", "3c", "5p"]]
    )


def _four() -> Game:
    return position(
        {"An2": "7r", "Bs2": "3g", "Cn2": "8b", "Ds2": "5y", "En2": "4c", "Fs2": "6p"},
        [["3b", "5g"], ["4y", "7c"], ["6o", "8r"], ["5p", "3y"]],
    )


TOUCHING: tuple[Puzzle, ...] = (
    pose(
        "touching-1", 1, _two(free="Bn2"), Touching("Bn2"),
        hints=(
            "A seat touches the seats right beside it in its row.",
            "It also touches the seat straight across the tile, in the other row.",
            "Bn2 is in the middle of tile B's north row: two neighbours and one seat across.",
        ),
        lead="A card must match one of the cards touching its seat.",
    ),
    pose(
        "touching-2", 1, _two(), Touching("Bn3"),
        hints=(
            "Bn3 is the last seat of tile B's north row. What comes after it?",
            "The rows do not stop at the edge of a tile: the next tile's row carries on.",
            "Bn3 touches Bn2, Cn1 (the first seat of tile C's north row) and the seat across.",
        ),
    ),
    pose(
        "touching-3", 1, _two(), Touching("As1"),
        hints=(
            "As1 is the first seat of the south row, at the very end of the table.",
            "Tile A has a head seat, Ah, at the outer end of the table.",
            "As1 touches Ah, As2 and the seat across the tile.",
        ),
    ),
    pose(
        "touching-4", 1, _two(), Touching("Ah"),
        hints=(
            "A head seat sits at the end of the table, beside the first seats of both rows.",
            "Which seat counts as opposite a head seat? Think of the other end of the table.",
            "Ah touches An1, As1 and the head seat of the last tile.",
        ),
    ),
    pose(
        "touching-5", 1, _four(), Touching("Fh"),
        hints=(
            "With four players there are six tiles, A to F: Fh is the head seat of the last one.",
            "A head seat touches the end seats of both rows of its tile, and the other head seat.",
            "Fh touches Fn3, Fs3 and Ah.",
        ),
        lead="Four players sit at a table of six tiles.",
    ),
)
