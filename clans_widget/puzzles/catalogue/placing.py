"""Lesson 2, placing cards: where a card may go face up, and when a card must go face down."""

from __future__ import annotations

from ..kinds import FaceDown, Where
from ..model import Puzzle, pose
from .positions import position

WHERE: tuple[Puzzle, ...] = (
    pose(
        "where-1", 2,
        position({"Bn2": "4r"}, [["4y", "5g"], ["3b", "6c"]]),
        Where("4y"),
        hints=(
            "A card goes face up beside or opposite a face-up card of its colour or its rank.",
            "4y and 4r share their rank.",
            "Every free seat touching Bn2 will do.",
        ),
    ),
    pose(
        "where-2", 2,
        position({"Bn2": "4r", "Cs1": "6y"}, [["6r", "3c"], ["3b", "5g"]]),
        Where("6r"),
        hints=(
            "6r can match a red card by colour or a 6 by rank.",
            "Look around 4r on Bn2 and around 6y on Cs1.",
            "Three seats touch 4r and three touch 6y.",
        ),
    ),
    pose(
        "where-3", 2,
        position(
            {"An1": "5b", "En3": "3r"}, [["3b", "6g"], ["4y", "7c"], ["5o", "6p"]],
            face_down={"As1": "4c"},
        ),
        Where("3b"),
        hints=(
            "3b matches 5b by colour and 3r by rank.",
            "Head seats count: Ah sits beside An1, and Eh beside En3. A face-down card fills "
            "its seat.",
            "Two seats near 5b are free, and three near 3r.",
        ),
        lead="Three players sit at five tiles, A to E; a face-down card lies on As1.",
    ),
    pose(
        "where-4", 2,
        position(
            {"Bn1": "5r", "Bn2": "4g", "Bs3": "7o", "Cn1": "3c"},
            [["7r", "6y"], ["4b", "5p"], ["3y", "6c"]],
            face_down={"Bs2": "6b"},
        ),
        Where("7r"),
        hints=(
            "7r matches red cards and 7s. The face-down card never matches anything.",
            "Look around 5r on Bn1 and 7o on Bs3; some of their seats are taken.",
            "Two free seats touch 5r, and two touch 7o.",
        ),
    ),
)

FACE_DOWN: tuple[Puzzle, ...] = (
    pose(
        "face-down-1", 2,
        position({"Bn2": "3r"}, [["4y", "5g"], ["4b", "6y"]]),
        FaceDown(),
        hints=(
            "Does 4y or 5g share a colour or a rank with 3r?",
            "3r is the only face-up card, and neither card matches it.",
            "Nothing fits face up, so a card must go face down.",
        ),
    ),
    pose(
        "face-down-2", 2,
        position(
            {"Bn1": "3r", "Bn2": "4y", "Bn3": "5o", "Bs2": "3c"},
            [["4g", "6b"], ["5y", "6r"]],
        ),
        FaceDown(),
        hints=(
            "4g and 4y share their rank. Is a seat beside or opposite 4y free?",
            "Every seat touching 4y is taken, and no other card matches 4g or 6b.",
            "So a card must go face down, on any free seat.",
        ),
    ),
    pose(
        "face-down-3", 2,
        position(
            {"Bn1": "3r", "Bn2": "4y", "Bs2": "3c"},
            [["4g", "6b"], ["5y", "6r"]],
        ),
        FaceDown(),
        hints=(
            "4g and 4y share their rank. Is a seat beside or opposite 4y free?",
            "Bn3 is free, right beside 4y.",
            "4g fits face up on Bn3, so no card may go face down.",
        ),
    ),
    pose(
        "face-down-4", 2,
        position(
            {"Cn1": "6g", "Cn3": "5p", "Dn1": "3y", "Cs3": "7c"},
            [["5r", "4b"], ["4y", "6o"], ["3g", "7r"]],
            face_down={"Cn2": "5b"},
        ),
        FaceDown(),
        hints=(
            "A face-down card never counts as a match, whatever it is.",
            "5r shares its rank with 5p, but every seat touching 5p is taken.",
            "Nothing fits face up: a card must go face down.",
        ),
        lead="Cn2 holds a face-down card.",
    ),
    pose(
        "face-down-5", 2,
        position(
            {"Cn1": "6g", "Cn3": "5p", "Dn1": "3y", "Cs3": "7c"},
            [["5r", "6b"], ["4y", "6o"], ["3g", "7r"]],
            face_down={"Cn2": "5b"},
        ),
        FaceDown(),
        hints=(
            "A face-down card never counts as a match, and every seat touching 5p is taken.",
            "6b shares its rank with 6g on Cn1. Is a seat beside or opposite 6g free?",
            "6b fits face up on Cs1, opposite 6g (and on Bn3, beside it): nothing goes face down.",
        ),
        lead="Cn2 holds a face-down card.",
    ),
)
