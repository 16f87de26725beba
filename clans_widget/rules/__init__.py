"""The rules of Clans and Glory in plain Python: no widget or front-end code lives here."""

from .cards import ALL_CARDS, COLOUR_NAMES, COLOURS, Card, deck
from .errors import IllegalMoveError, RecordError
from .game import FaceDown, Game
from .moves import Move
from .placement import Match
from .record import Record
from .scoring import RankGroup, Score, TileScore
from .table import Layout, Seat, layout

__all__ = [
    "ALL_CARDS",
    "COLOURS",
    "COLOUR_NAMES",
    "Card",
    "FaceDown",
    "Game",
    "IllegalMoveError",
    "Layout",
    "Match",
    "Move",
    "RankGroup",
    "Record",
    "RecordError",
    "Score",
    "Seat",
    "TileScore",
    "deck",
    "layout",
]
