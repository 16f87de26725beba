"""Lesson 1, the table: which seats touch a seat."""

from __future__ import annotations

from ...rules import Game
from ..kinds import Touching
from ..model import Puzzle, pose
from ..words import Message, written
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
        hints=written("touching-1"),
        lead=Message.of("puzzle.touching-1.lead"),
    ),
    pose(
        "touching-2", 1, _two(), Touching("Bn3"),
        hints=written("touching-2"),
    ),
    pose(
        "touching-3", 1, _two(), Touching("As1"),
        hints=written("touching-3"),
    ),
    pose(
        "touching-4", 1, _two(), Touching("Ah"),
        hints=written("touching-4"),
    ),
    pose(
        "touching-5", 1, _four(), Touching("Fh"),
        hints=written("touching-5"),
        lead=Message.of("puzzle.touching-5.lead"),
    ),
)
