"""Schotten Totten puzzles the core's :class:`~clans_widget.core.trainer.Trainer` runs:
hand-made ones (``PUZZLES``) over five kinds (``KINDS``) and fresh ones from random deals
(``generate``). Every accepted answer and every explanation comes from the engine, and
none depends on a card the player to move cannot see. Plain Python over the engine."""

from .catalogue import PUZZLES
from .generator import generate
from .kinds import KINDS, UNDECIDED, Formation, MayClaim, StopClaim, WhichCard, WhoWins
from .model import ANSWER_TYPES, Puzzle, Question, Verdict, pose
from .position import position

__all__ = [
    "ANSWER_TYPES",
    "KINDS",
    "PUZZLES",
    "UNDECIDED",
    "Formation",
    "MayClaim",
    "Puzzle",
    "Question",
    "StopClaim",
    "Verdict",
    "WhichCard",
    "WhoWins",
    "generate",
    "pose",
    "position",
]
