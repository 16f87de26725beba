"""Lesson 3, shields and scoring: moves that decide who takes a rank group."""

from __future__ import annotations

from ...rules import Game
from ..kinds import Nobody, Shield, Steal, WhenShield
from ..model import Puzzle, pose
from .positions import position

SHIELD: tuple[Puzzle, ...] = (
    pose(
        "shield-1", 3,
        position(
            {"Bn1": "3r", "Bn2": "5o", "Dn2": "6y"}, [["5g", "6b"], ["4y", "3c"]], {"B": [1]},
        ),
        Shield("B", 5),
        hints=(
            "Ben's shield is the first on tile B: it takes the lowest rank, the 3s.",
            "A second shield on B takes the next rank. Ann's card must go on tile B too.",
            "5g fits beside or opposite 5o; add a shield with +.",
        ),
    ),
    pose(
        "shield-2", 3,
        position({"Cn1": "3g", "Cs2": "6r"}, [["4g", "6c"], ["5y", "3b"]], {"C": [1]}),
        Shield("C", 6),
        hints=(
            "Ben's shield takes the 3s on C; a second shield would take the next rank.",
            "Watch out: a 4 on tile C would become the next rank and push the 6s further up.",
            "Put 6c on tile C, with a shield.",
        ),
    ),
    pose(
        "shield-3", 3,
        position(
            {"Bn2": "4r", "Bs2": "6r", "Dn2": "7b"},
            [["3r", "6y", "7g"], ["5b", "4c"], ["3o", "5p"]],
            {"B": [2, 1]},
        ),
        Shield("B", 6),
        hints=(
            "Cat's shield takes the 4s and Ben's the 6s. A new shield would be the third.",
            "For a third shield to take the 6s, they must become the third rank on B.",
            "A 3 on tile B pushes the 4s and 6s up one shield each: play 3r there, with a shield.",
        ),
    ),
    pose(
        "shield-4", 3,
        position(
            {"Dn1": "3p", "Dn2": "5y", "Ds3": "7g", "Bn2": "6r"},
            [["4p", "8p", "6y"], ["5c", "3o"], ["7b", "4r"], ["8o", "3g"]],
            {"D": [0, 1]},
        ),
        Shield("D", 7),
        hints=(
            "Ann's shield takes the 3s on D and Ben's the 5s: a third would take the 7s.",
            "Ann's card must go on D without adding a rank below 7: a 4 or a 6 there would push "
            "the 7s out of reach.",
            "8p fits opposite 3p, on Ds1.",
        ),
        lead="Four players sit at six tiles, A to F.",
    ),
)

NOBODY: tuple[Puzzle, ...] = (
    pose(
        "nobody-1", 3,
        position({"Bn1": "4r", "Bs2": "6g"}, [["3r", "6o"], ["5y", "3b"]], {"B": [1, 1]}),
        Nobody("B", 6),
        hints=(
            "Two shields lie on B: the first takes the lowest rank, the second the next one.",
            "If a third rank joined the 4s and 6s below them, two shields would not reach the 6s.",
            "Play 3r on tile B, and add no shield.",
        ),
        lead="Tile B holds only 4s and 6s, and both shields on it are Ben's.",
    ),
    pose(
        "nobody-2", 3,
        position(
            {"Cn1": "3o", "Cn3": "5y", "Cs2": "7c"},
            [["4o", "6c", "7y"], ["5b", "4g"], ["3p", "6r"]],
            {"C": [1, 0, 2]},
        ),
        Nobody("C", 7),
        hints=(
            "Three shields lie on C and three ranks: each rank has its shield.",
            "A fourth rank below the 7s would leave them without a shield, unless Ann adds one.",
            "Play a 4 or a 6 on tile C, without a shield.",
        ),
    ),
    pose(
        "nobody-3", 3,
        position(
            {"Ah": "3g", "Dn2": "5r", "Ds3": "4b"}, [["3y", "6b"], ["5c", "4g"]], {"D": [0, 1]},
        ),
        Nobody("D", 5),
        hints=(
            "Ann takes the 4s on D and Ben the 5s: two shields, two ranks.",
            "A 3 on tile D would leave the 5s without a shield. Which seats of D can 3y reach?",
            "Dh, the head seat of tile D, sits opposite Ah: play 3y there, without a shield.",
        ),
    ),
)

STEAL: tuple[Puzzle, ...] = (
    pose(
        "steal-1", 3,
        position(
            {"Cn2": "5r", "Cs2": "5o", "Ah": "6y"}, [["4r", "6g"], ["3b", "4c"]], {"C": [1]},
        ),
        Steal("C", 5),
        hints=(
            "Ben's shield is the only one on C, so it takes the lowest rank.",
            "If a lower rank came to C, Ben's shield would take that one instead.",
            "Play 4r on tile C and add a shield: Ann's becomes the second and takes the 5s.",
        ),
    ),
    pose(
        "steal-2", 3,
        position(
            {"Bn1": "4g", "Bs3": "6r"}, [["5g", "7r"], ["3y", "4b"], ["6p", "3c"]], {"B": [0, 1]},
        ),
        Steal("B", 6),
        hints=(
            "Ann's shield takes the 4s on B and Ben's the 6s. A new one would be the third.",
            "A 7 would give Ann's new shield the 7s, not the 6s.",
            "Play 5g on tile B, with a shield: the 6s become the third rank.",
        ),
    ),
    pose(
        "steal-3", 3,
        position(
            {"En1": "3b", "Es2": "6p"}, [["4p", "7b", "5y"], ["3r", "6g"], ["5o", "4c"]],
            {"E": [1, 2]},
        ),
        Steal("E", 6),
        hints=(
            "Ben takes the 3s on E and Cat the 6s: a new shield would be the third there.",
            "The 6s must become the third rank, so a new rank between 3 and 6 must come to E.",
            "Play 4p on tile E, with a shield.",
        ),
    ),
    pose(
        "steal-4", 3,
        position(
            {"An1": "5c", "As3": "7o", "Cn2": "3r"},
            [["4c", "8o"], ["6y", "3b"], ["5r", "7g"], ["8c", "4o"]],
            {"A": [1, 0]},
        ),
        Steal("A", 5),
        hints=(
            "Ben's shield came first on A, so it takes the 5s; Ann's takes the 7s.",
            "Ann's shield is the second on A: which rank would it take if a lower one came?",
            "Play 4c on tile A (Ah counts: it belongs to A). A shield then keeps the 7s too.",
        ),
        lead="Four players sit at six tiles, A to F.",
    ),
)



def _richest(id: str, game: Game, hints: tuple[str, ...], lead: str = "") -> Puzzle:
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
        hints=(
            "Ben's shield takes the 3s on C. Which group would a second shield there take?",
            "Three 6s on C go to nobody now, and Ann holds a fourth.",
            "Cs3 is the only free seat of tile C: play 6g there, with a shield.",
        ),
    ),
    _richest(
        "when-shield-2",
        position(
            {"Bn1": "4r", "Bn2": "7o", "Bs2": "7c", "Dn2": "6y", "Ds2": "6b", "Ah": "3p"},
            [["7p", "5c", "6p"], ["4y", "5r"], ["3g", "7g"]],
            {"B": [1]},
            face_down={"Bn3": "3o", "Bs1": "4o"},
        ),
        hints=(
            "The 6s on D have no shield yet, and the 7s on B have none either.",
            "A 5 on tile B would become B's second rank, ahead of the 7s.",
            "Bs3 is B's only free seat: play 7p there, with a shield.",
        ),
    ),
    _richest(
        "when-shield-3",
        position(
            {"Cn1": "3y", "Cn2": "8r", "Cn3": "8o", "Cs1": "8b", "En2": "6g", "Es2": "6c"},
            [["5b", "8y", "4g"], ["4y", "5r"], ["3g", "7g"], ["6r", "7c"]],
            {"C": [1, 2]},
            face_down={"Cs3": "3o"},
        ),
        hints=(
            "Cat's shield takes the three 8s on C now; a third shield there would take nothing.",
            "A new rank between 3 and 8 on C would hand Cat the lower card and leave the 8s "
            "to a third shield.",
            "Play 5b on Cs2, with a shield.",
        ),
        lead="Four players sit at six tiles, A to F.",
    ),
)
