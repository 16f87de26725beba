"""Analysis like a chess board's: estimates for every legal move, hints and game reviews.

Plain Python over the rules and the expert bot's search; no widget imports.

- :func:`analyse` lists every legal move of a position, best first, each with its win share
  (and a 95% interval), mean final points and what it does to the stack forecast, from one
  viewer's information.
- :func:`review` analyses every move of a recorded game and marks it ``best``, ``good``,
  ``inaccuracy``, ``mistake`` or ``blunder`` by the win share it gave away (see
  :data:`MARKS`); a :class:`Review` turns into JSON-ready data and back.
"""

from .analysis_reasons import move_reason
from .analysis_review import review
from .analysis_search import MoveEstimate, analyse
from .rules.review import MARK_NAMES, MARKS, Review, ReviewEntry, WinShare, mark

__all__ = [
    "MARKS",
    "MARK_NAMES",
    "MoveEstimate",
    "Review",
    "ReviewEntry",
    "WinShare",
    "analyse",
    "mark",
    "move_reason",
    "review",
]
