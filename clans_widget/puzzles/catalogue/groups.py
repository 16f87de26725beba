"""Lesson 3, shields and scoring: moves that decide who takes a rank group."""

from __future__ import annotations

from ...rules import Game
from ..kinds import Nobody, Shield, Steal, WhenShield
from ..model import Puzzle, pose
from ..words import Message, Words, written
from .positions import position

SHIELD: tuple[Puzzle, ...] = (
    pose(
        "shield-1", 3,
        position(
            {"Bn1": "3r", "Bn2": "5o", "Dn2": "6y"}, [["5g", "6b"], ["4y", "3c"]], {"B": [1]},
        ),
        Shield("B", 5),
        hints=written("shield-1"),
    ),
    pose(
        "shield-2", 3,
        position({"Cn1": "3g", "Cs2": "6r"}, [["4g", "6c"], ["5y", "3b"]], {"C": [1]}),
        Shield("C", 6),
        hints=written("shield-2"),
    ),
    pose(
        "shield-3", 3,
        position(
            {"Bn2": "4r", "Bs2": "6r", "Dn2": "7b"},
            [["3r", "6y", "7g"], ["5b", "4c"], ["3o", "5p"]],
            {"B": [2, 1]},
        ),
        Shield("B", 6),
        hints=written("shield-3"),
    ),
    pose(
        "shield-4", 3,
        position(
            {"Dn1": "3p", "Dn2": "5y", "Ds3": "7g", "Bn2": "6r"},
            [["4p", "8p", "6y"], ["5c", "3o"], ["7b", "4r"], ["8o", "3g"]],
            {"D": [0, 1]},
        ),
        Shield("D", 7),
        hints=written("shield-4"),
        lead=Message.of("puzzle.shield-4.lead"),
    ),
)

NOBODY: tuple[Puzzle, ...] = (
    pose(
        "nobody-1", 3,
        position({"Bn1": "4r", "Bs2": "6g"}, [["3r", "6o"], ["5y", "3b"]], {"B": [1, 1]}),
        Nobody("B", 6),
        hints=written("nobody-1"),
        lead=Message.of("puzzle.nobody-1.lead"),
    ),
    pose(
        "nobody-2", 3,
        position(
            {"Cn1": "3o", "Cn3": "5y", "Cs2": "7c"},
            [["4o", "6c", "7y"], ["5b", "4g"], ["3p", "6r"]],
            {"C": [1, 0, 2]},
        ),
        Nobody("C", 7),
        hints=written("nobody-2"),
    ),
    pose(
        "nobody-3", 3,
        position(
            {"Ah": "3g", "Dn2": "5r", "Ds3": "4b"}, [["3y", "6b"], ["5c", "4g"]], {"D": [0, 1]},
        ),
        Nobody("D", 5),
        hints=written("nobody-3"),
    ),
)

STEAL: tuple[Puzzle, ...] = (
    pose(
        "steal-1", 3,
        position(
            {"Cn2": "5r", "Cs2": "5o", "Ah": "6y"}, [["4r", "6g"], ["3b", "4c"]], {"C": [1]},
        ),
        Steal("C", 5),
        hints=written("steal-1"),
    ),
    pose(
        "steal-2", 3,
        position(
            {"Bn1": "4g", "Bs3": "6r"}, [["5g", "7r"], ["3y", "4b"], ["6p", "3c"]], {"B": [0, 1]},
        ),
        Steal("B", 6),
        hints=written("steal-2"),
    ),
    pose(
        "steal-3", 3,
        position(
            {"En1": "3b", "Es2": "6p"}, [["4p", "7b", "5y"], ["3r", "6g"], ["5o", "4c"]],
            {"E": [1, 2]},
        ),
        Steal("E", 6),
        hints=written("steal-3"),
    ),
    pose(
        "steal-4", 3,
        position(
            {"An1": "5c", "As3": "7o", "Cn2": "3r"},
            [["4c", "8o"], ["6y", "3b"], ["5r", "7g"], ["8c", "4o"]],
            {"A": [1, 0]},
        ),
        Steal("A", 5),
        hints=written("steal-4"),
        lead=Message.of("puzzle.steal-4.lead"),
    ),
)



def _richest(id: str, game: Game, hints: tuple[Words, ...], lead: Words = "") -> Puzzle:
    return pose(id, 3, game, WhenShield.of(game), hints, lead)


WHEN_SHIELD: tuple[Puzzle, ...] = (
    _richest(
        "when-shield-1",
        position(
            {"Cn1": "6r", "Cn2": "6o", "Cn3": "6y", "Cs1": "3c", "Bn2": "5g"},
            [["6g", "4y", "5r"], ["3r", "4b"]],
            {"C": [1]},
            face_down={"Cs2": "5b"},
        ),
        hints=written("when-shield-1"),
    ),
    _richest(
        "when-shield-2",
        position(
            {"Bn1": "4r", "Bn2": "7o", "Bs2": "7c", "Dn2": "6y", "Ds2": "6b", "Ah": "3p"},
            [["7p", "5c", "6p"], ["4y", "5r"], ["3g", "7g"]],
            {"B": [1]},
            face_down={"Bn3": "3o", "Bs1": "4o"},
        ),
        hints=written("when-shield-2"),
    ),
    _richest(
        "when-shield-3",
        position(
            {"Cn1": "3y", "Cn2": "8r", "Cn3": "8o", "Cs1": "8b", "En2": "6g", "Es2": "6c"},
            [["5b", "8y", "4g"], ["4y", "5r"], ["3g", "7g"], ["6r", "7c"]],
            {"C": [1, 2]},
            face_down={"Cs3": "3o"},
        ),
        hints=written("when-shield-3"),
        lead=Message.of("puzzle.when-shield-3.lead"),
    ),
)
