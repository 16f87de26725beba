"""Schotten Totten, the public face of :mod:`clans_widget.games.schotten`.

``from clans_widget import schotten``, then ``schotten.Game.new(seed=7)`` deals a round,
``schotten.Record.from_json(text)`` loads one and ``schotten.explain_claim(game, 5)`` says
whether the player to move may claim stone 5, and why.
"""

from .games.schotten import (
    CODES,
    COLOURS,
    NAMES,
    VARIANTS,
    ClaimExplanation,
    Game,
    IllegalMoveError,
    Match,
    Move,
    Observation,
    Outcome,
    Record,
    RecordError,
    Viewer,
    check_viewer,
    explain_claim,
    power,
    strongest_completion,
)

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
    "Viewer",
    "check_viewer",
    "explain_claim",
    "power",
    "strongest_completion",
]
