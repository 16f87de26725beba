"""Reading a position: who takes a rank group, and who won (lessons 3 to 5)."""

from __future__ import annotations

from ...rules import Game
from ..kinds import WhoTakes, Winner
from ..model import Puzzle, pose
from ..words import Message, written
from .positions import played_out, position


def _moves_so_far(game: Game) -> str:
    return ", ".join(str(m) for m in game.moves)


_REPLAY = position(
    {"An2": "4r", "As2": "6g", "Bn2": "5y", "Bs2": "3b", "Cn2": "6o", "Cs2": "4c", "Dn2": "3g",
     "Ds2": "5p"},
    [["5r", "3y", "6b", "4g"], ["5b", "3o", "6y", "4p"]],
    moves=["5r@Bn1+", "5b@Bs1+", "3y@Bn3", "6y@Cn1"],
)

_WHOLE_GAME = played_out(
    position(
        {"An2": "5o", "As2": "3c", "Bn2": "6r", "Bs2": "4y", "Cn2": "3p", "Cs2": "6b",
         "Dn2": "4g", "Ds2": "5r"},
        [["3r", "4o", "5c", "6y", "3g", "4b", "5p", "6o", "3y"],
         ["4r", "5g", "6c", "3o", "4p", "5y", "6g", "3b"]],
    ),
    seed=3,
)

WHO_TAKES: tuple[Puzzle, ...] = (
    pose(
        "who-takes-1", 3,
        position({"Bn1": "3r", "Bn3": "5o", "Bs2": "5g"}, [["4y"], ["6b"]], {"B": [0, 1]}),
        WhoTakes("B", 5),
        hints=written("who-takes-1"),
    ),
    pose(
        "who-takes-2", 3,
        position({"Cn2": "3y", "Cs1": "5b", "Cs3": "6c"}, [["4y"], ["6b"]], {"C": [1]}),
        WhoTakes("C", 5),
        hints=written("who-takes-2"),
    ),
    pose(
        "who-takes-3", 3,
        position(
            {"Dn1": "4r", "Dn3": "4o", "Ds1": "6y", "Ds2": "7b"},
            [["3g"], ["5c"], ["6p"]],
            {"D": [1, 0, 1]},
        ),
        WhoTakes("D", 7),
        hints=written("who-takes-3"),
    ),
    pose(
        "who-takes-4", 3,
        position(
            {"Bn1": "5r", "Bs3": "8c"}, [["3g"], ["5c"], ["6p"], ["7y"]], {"B": [2, 3, 0]},
        ),
        WhoTakes("B", 8),
        hints=written("who-takes-4"),
        lead=Message.of("puzzle.who-takes-4.lead"),
    ),
    pose(
        "who-takes-5", 4,
        _REPLAY,
        WhoTakes("B", 5),
        hints=written("who-takes-5"),
        lead=Message.of("puzzle.who-takes-5.lead", moves=_moves_so_far(_REPLAY)),
    ),
)

WINNER: tuple[Puzzle, ...] = (
    pose(
        "winner-1", 3,
        position(
            {"An1": "3r", "An2": "3o", "As1": "5y", "Bn1": "6r", "Bn2": "6g", "Bs2": "4y",
             "Cn1": "5r", "Cs1": "5o", "Dn2": "4b"},
            [[], ["6b"]],
            {"A": [0], "B": [1, 0], "C": [1]},
        ),
        Winner(),
        hints=written("winner-1"),
    ),
    pose(
        "winner-2", 3,
        position(
            {"An1": "3r", "An2": "3o", "As1": "3y", "As2": "3g", "Cn1": "6r", "Cs1": "6o",
             "Bn2": "4b", "Bs2": "5c"},
            [[], ["6b"]],
            {"A": [0], "C": [1]},
        ),
        Winner(),
        hints=written("winner-2"),
        lead=Message.of("puzzle.winner-2.lead"),
    ),
    pose(
        "winner-3", 3,
        position(
            {"Ah": "7r", "An1": "7o", "As1": "7y", "Bn1": "3r", "Bn2": "4y", "Bs2": "5b",
             "Cn1": "3g", "Cn2": "6c", "Cs2": "6p"},
            [["5g"], ["4c"], []],
            {"A": [1], "B": [2, 2, 2, 2], "C": [2, 0]},
        ),
        Winner(),
        hints=written("winner-3"),
    ),
    pose(
        "winner-4", 5,
        _WHOLE_GAME,
        Winner(),
        hints=written("winner-4"),
        lead=Message.of("puzzle.winner-4.lead"),
    ),
)
