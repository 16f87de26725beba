"""Lesson 2, placing cards: where a card may go face up, and when a card must go face down."""

from __future__ import annotations

from ..kinds import FaceDown, Where
from ..model import Puzzle, pose
from ..words import Message, written
from .positions import position

WHERE: tuple[Puzzle, ...] = (
    pose(
        "where-1", 2,
        position({"Bn2": "4r"}, [["4y", "5g"], ["3b", "6c"]]),
        Where("4y"),
        hints=written("where-1"),
    ),
    pose(
        "where-2", 2,
        position({"Bn2": "4r", "Cs1": "6y"}, [["6r", "3c"], ["3b", "5g"]]),
        Where("6r"),
        hints=written("where-2"),
    ),
    pose(
        "where-3", 2,
        position(
            {"An1": "5b", "En3": "3r"}, [["3b", "6g"], ["4y", "7c"], ["5o", "6p"]],
            face_down={"As1": "4c"},
        ),
        Where("3b"),
        hints=written("where-3"),
        lead=Message.of("puzzle.where-3.lead"),
    ),
    pose(
        "where-4", 2,
        position(
            {"Bn1": "5r", "Bn2": "4g", "Bs3": "7o", "Cn1": "3c"},
            [["7r", "6y"], ["4b", "5p"], ["3y", "6c"]],
            face_down={"Bs2": "6b"},
        ),
        Where("7r"),
        hints=written("where-4"),
    ),
)

FACE_DOWN: tuple[Puzzle, ...] = (
    pose(
        "face-down-1", 2,
        position({"Bn2": "3r"}, [["4y", "5g"], ["4b", "6y"]]),
        FaceDown(),
        hints=written("face-down-1"),
    ),
    pose(
        "face-down-2", 2,
        position(
            {"Bn1": "3r", "Bn2": "4y", "Bn3": "5o", "Bs2": "3c"},
            [["4g", "6b"], ["5y", "6r"]],
        ),
        FaceDown(),
        hints=written("face-down-2"),
    ),
    pose(
        "face-down-3", 2,
        position(
            {"Bn1": "3r", "Bn2": "4y", "Bs2": "3c"},
            [["4g", "6b"], ["5y", "6r"]],
        ),
        FaceDown(),
        hints=written("face-down-3"),
    ),
    pose(
        "face-down-4", 2,
        position(
            {"Cn1": "6g", "Cn3": "5p", "Dn1": "3y", "Cs3": "7c"},
            [["5r", "4b"], ["4y", "6o"], ["3g", "7r"]],
            face_down={"Cn2": "5b"},
        ),
        FaceDown(),
        hints=written("face-down-4"),
        lead=Message.of("puzzle.face-down-4.lead"),
    ),
    pose(
        "face-down-5", 2,
        position(
            {"Cn1": "6g", "Cn3": "5p", "Dn1": "3y", "Cs3": "7c"},
            [["5r", "6b"], ["4y", "6o"], ["3g", "7r"]],
            face_down={"Cn2": "5b"},
        ),
        FaceDown(),
        hints=written("face-down-5"),
        lead=Message.of("puzzle.face-down-5.lead"),
    ),
)
