"""What an analysis says about moves, for any game: win shares with their intervals, estimates,
review marks, and the :class:`GameAnalysis` slot a game's definition fills (``analyst``) so
that a :class:`~.session.Session` gives hints and reviews headless. Clans and Glory's
analysis uses the same :class:`Share` and :class:`Estimate` (as ``WinShare`` and
``MoveEstimate``).

The marks and their thresholds serve every game's review (Clans and Glory's
``clans_widget.rules.review`` names them too), with the symbols a chess reader knows: ``?!``
an inaccuracy, ``?`` a mistake, ``??`` a blunder.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from .stats import wilson_interval

M = TypeVar("M")
"""A game's move, as an :class:`Estimate` holds it."""

MARKS = (("best", 0.02), ("good", 0.05), ("inaccuracy", 0.10), ("mistake", 0.20))
"""Each mark with the largest loss of win share it allows; a larger loss is a ``"blunder"``."""
SYMBOLS = {"best": "", "good": "", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}
"""How a move list writes each mark after the move."""


def mark(loss: float) -> str:
    """The mark for a move that gave away ``loss`` of win share against the best move."""
    return next((name for name, most in MARKS if loss <= most), "blunder")


@dataclass(frozen=True)
class Share:
    """A win share (1 a win, 0 a loss, a part of 1 for a result shared or abandoned) with its
    Wilson 95% interval ``low``-``high``; both ``None`` in a review made for one viewer, which
    gives whole percents without bounds (see :meth:`rounded`)."""

    mean: float
    low: float | None = None
    high: float | None = None

    def to_dict(self) -> dict[str, float]:
        """``{"mean": ..., "low": ..., "high": ...}``, or only ``{"mean": ...}`` without bounds."""
        if self.low is None or self.high is None:
            return {"mean": self.mean}
        return {"mean": self.mean, "low": self.low, "high": self.high}

    def rounded(self) -> Share:
        """The mean in whole percents, without the bounds (what a viewer's review shows)."""
        return Share(percents(self.mean))


def percents(share: float) -> float:
    """``share`` rounded to a whole percent: ``0.7149`` gives ``0.71``."""
    return round(share * 100) / 100


def wilson(total: float, n: int) -> Share:
    """The mean of ``n`` shares summing to ``total``, with a Wilson 95% interval."""
    return Share(*wilson_interval(total, n))


@dataclass(frozen=True)
class Estimate(Generic[M]):
    """What one legal move is worth to the player to move: the move (its notation, or a
    game's own move that ``str()`` writes in notation), the win share over the playouts that
    began with it (with its interval), the mean points, how many playouts, and what the move
    does, in words (``reason``)."""

    move: M
    win: Share
    points: float
    playouts: int
    reason: str

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the move in notation, the win share, points, playouts and reason."""
        return {
            "move": str(self.move),
            "win": self.win.to_dict(),
            "points": self.points,
            "playouts": self.playouts,
            "reason": self.reason,
        }


class Reviewed(Protocol):
    """One reviewed move, as each game's review entry holds it: its ``ply`` and mover
    (``player``), the move as the review's viewer reads it, its ``mark``, the win share it
    gave away (``loss``), its estimate and the best move's (``win``, ``best``; a game may leave
    them ``None`` for a forced move), the better move and its ``reason``, and whether that was
    ``withheld`` from the viewer."""

    @property
    def ply(self) -> int: ...
    @property
    def player(self) -> int: ...
    @property
    def move(self) -> str: ...
    @property
    def mark(self) -> str: ...
    @property
    def loss(self) -> float: ...
    @property
    def win(self) -> Share | None: ...
    @property
    def best(self) -> Share | None: ...
    @property
    def better(self) -> str | None: ...
    @property
    def reason(self) -> str: ...
    @property
    def withheld(self) -> bool: ...


def entry_dict(entry: Reviewed, *, symbol: bool = False) -> dict[str, Any]:
    """``entry`` as JSON-ready values, its fields in the order above; with ``symbol``, the
    mark's symbol (:data:`SYMBOLS`) follows the mark."""
    marks = {"mark": entry.mark, "symbol": SYMBOLS[entry.mark]} if symbol else {"mark": entry.mark}
    return {
        "ply": entry.ply,
        "player": entry.player,
        "move": entry.move,
        **marks,
        "loss": entry.loss,
        "win": None if entry.win is None else entry.win.to_dict(),
        "best": None if entry.best is None else entry.best.to_dict(),
        "better": entry.better,
        "reason": entry.reason,
        "withheld": entry.withheld,
    }


class GameAnalysis(Protocol):
    """A game's hints and reviews (the definition's ``analyst`` slot), each worked out from
    one player's information only."""

    def hint(
        self,
        position: Any,
        *,
        line: int,
        ply: int,
        iterations: int | None = None,
        seed: int | None = None,
        stop: Callable[[], bool] | None = None,
    ) -> dict[str, Any]:
        """The best move of the player to move at ``position``, from that player's
        information, as a JSON-ready dict (``line``, ``ply``, ``player``, ``move``,
        ``reason``, ``win``)."""
        ...

    review_budget: Mapping[str, Any]
    """The budget of a board's Review button (``iterations``, ``seconds``, ``seed``; a
    ``None`` budget is the analysis's own)."""

    def review(
        self,
        game: Any,
        viewer: Any = None,
        *,
        iterations: int | None = None,
        seed: int | None = None,
        seconds: float | None = None,
        progress: Callable[[int, int], object] | None = None,
    ) -> Any:
        """Every move of ``game``'s line from its start, marked: ``viewer`` ``None``, each move
        estimated from its mover's information; ``"all"``, with every card known where the
        game's analysis can (else as ``None``); a player or a spectator, from what that viewer
        knew. ``progress(done, total)`` is called before the first move and after each. The
        result has ``to_dict()``, ``shows_to(board)`` (whether a board shown to ``board`` may
        show it) and ``made_for``."""
        ...
