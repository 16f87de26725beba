"""Schotten Totten's rules in plain Python (standard library only): the round, its moves,
formations and claims, what each viewer may see, and the JSON record."""

from .cards import CODES, COLOURS
from .errors import IllegalMoveError, RecordError
from .explain import ClaimExplanation, explain_claim
from .formations import NAMES, power, strongest_completion
from .game import VARIANTS, Game, Outcome
from .match import Match, match_winner
from .moves import Move
from .observe import Observation, Viewer, check_viewer
from .record import Record, Variation

__all__ = [
    "CODES",
    "COLOURS",
    "NAMES",
    "VARIANTS",
    "ClaimExplanation",
    "Game",
    "IllegalMoveError",
    "Match",
    "Move",
    "Observation",
    "Outcome",
    "Record",
    "RecordError",
    "Variation",
    "Viewer",
    "check_viewer",
    "explain_claim",
    "match_winner",
    "power",
    "strongest_completion",
]
