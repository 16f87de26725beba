"""Reading a position: who takes a rank group, and who won (lessons 3 to 5)."""

from __future__ import annotations

from ...rules import Game
from ..kinds import WhoTakes, Winner
from ..model import Puzzle, pose
from .positions import played_out, position


def _moves_so_far(game: Game) -> str:
    return f"The moves so far: {', '.join(str(m) for m in game.moves)}."


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
        hints=(
            "The first shield placed on a tile takes its lowest rank.",
            "Ann placed the first shield on B, Ben the second.",
            "The 5s are B's second rank.",
        ),
    ),
    pose(
        "who-takes-2", 3,
        position({"Cn2": "3y", "Cs1": "5b", "Cs3": "6c"}, [["4y"], ["6b"]], {"C": [1]}),
        WhoTakes("C", 5),
        hints=(
            "Each shield takes one rank, lowest first.",
            "Only one shield lies on C, and C has three ranks.",
            "Ben's shield takes the 3s. Which shield is left for the 5s?",
        ),
    ),
    pose(
        "who-takes-3", 3,
        position(
            {"Dn1": "4r", "Dn3": "4o", "Ds1": "6y", "Ds2": "7b"},
            [["3g"], ["5c"], ["6p"]],
            {"D": [1, 0, 1]},
        ),
        WhoTakes("D", 7),
        hints=(
            "Two 4s are one group: D has three ranks, 4s, 6s and 7s.",
            "The shields on D, first placed first: Ben, Ann, Ben.",
            "The 7s are D's third rank, and a player may take a group for each shield.",
        ),
    ),
    pose(
        "who-takes-4", 3,
        position(
            {"Bn1": "5r", "Bs3": "8c"}, [["3g"], ["5c"], ["6p"], ["7y"]], {"B": [2, 3, 0]},
        ),
        WhoTakes("B", 8),
        hints=(
            "B has two ranks and three shields: one shield takes nothing.",
            "Cat placed the first shield on B, Dan the second, Ann the third.",
            "The 8s are B's second rank.",
        ),
        lead="Ann placed the last shield on tile B.",
    ),
    pose(
        "who-takes-5", 4,
        _REPLAY,
        WhoTakes("B", 5),
        hints=(
            "Replay the moves: which of them put a card or a shield on tile B?",
            "Ann's shield came first on B, Ben's second; then 3y came to B.",
            "After 3y, B's ranks are 3s and 5s.",
        ),
        lead=_moves_so_far(_REPLAY),
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
        hints=(
            "Tile by tile: the first shield takes the lowest rank, the next shield the next.",
            "On A Ann takes the 3s; on B Ben takes the 4s and Ann the 6s; on C Ben the 5s.",
            "Ann has 6 + 12 points, Ben 4 + 10.",
        ),
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
        hints=(
            "Ann's shield takes four 3s, Ben's two 6s. Nobody takes the cards on B.",
            "Both have 12 points: equal points are settled by the cards taken.",
            "Ann took four cards, Ben two.",
        ),
        lead="Four 3s against two 6s.",
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
        hints=(
            "Cat placed five shields, but does every shield take something?",
            "B has three ranks for Cat's four shields; on C Cat's shield came first.",
            "Ben's one shield takes three 7s.",
        ),
    ),
    pose(
        "winner-4", 5,
        _WHOLE_GAME,
        Winner(),
        hints=(
            "Score every tile: shields in the order they were placed, ranks from the lowest.",
            "Add up each player's points; on equal points count the cards taken.",
            "Count carefully: the scores are close.",
        ),
        lead="A whole game between Ann and Ben, from the deal to the last card.",
    ),
)
