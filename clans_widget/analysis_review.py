"""A review of a recorded game: every move analysed and marked by the win share it gave away.

Marks, by ``loss`` (the best move's estimated win share minus the played move's):

| mark | loss |
|---|---|
| ``best`` | at most 0.02: as good as the best, within the estimates' noise |
| ``good`` | at most 0.05 |
| ``inaccuracy`` | at most 0.10 |
| ``mistake`` | at most 0.20 |
| ``blunder`` | more than 0.20 |

A review is JSON-ready through :meth:`Review.to_dict` and :meth:`Review.from_dict`.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .analysis_search import (
    MoveEstimate,
    WinShare,
    analysis_view,
    check_budget,
    check_seed,
    estimates,
    run_search,
)
from .bots.expert import Search
from .bots.position import fast_move
from .rules import Move, Record
from .rules.cards import cards_named
from .rules.fast import FastMove
from .rules.view import Viewer, check_viewer, view

MARKS = (("best", 0.02), ("good", 0.05), ("inaccuracy", 0.10), ("mistake", 0.20))
"""Each mark with the largest loss it allows; a larger loss is a ``"blunder"``."""
MARK_NAMES = (*(name for name, _ in MARKS), "blunder")
FORMAT = "clans-and-glory-review"
VERSION = 1


def mark(loss: float) -> str:
    """The mark for a move that gave away ``loss`` of win share against the best move."""
    for name, most in MARKS:
        if loss <= most:
            return name
    return "blunder"


@dataclass(frozen=True)
class ReviewEntry:
    """One reviewed move. ``ply`` counts the moves before it (0 = the first move); ``move`` is
    its notation as the review's viewer may see it (``~?@As1`` for a hidden face-down card);
    ``win`` the played move's estimate and ``best`` the best move's, both for ``player``, who
    moved; ``better`` the best move when the played one is not marked ``"best"``, and
    ``reason`` what it would do; both are ``None`` and ``""`` when withheld from the viewer
    (``withheld``: the better move names a card the viewer cannot see)."""

    ply: int
    player: int
    move: str
    mark: str
    loss: float
    win: WinShare
    best: WinShare
    better: str | None
    reason: str
    withheld: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The entry as JSON-ready values (see :meth:`Review.to_dict`)."""
        return {
            "ply": self.ply,
            "player": self.player,
            "move": self.move,
            "mark": self.mark,
            "loss": self.loss,
            "win": self.win.to_dict(),
            "best": self.best.to_dict(),
            "better": self.better,
            "reason": self.reason,
            "withheld": self.withheld,
        }

    @classmethod
    def from_dict(cls, data: object) -> ReviewEntry:
        """The entry :meth:`to_dict` wrote; ``ValueError`` names the first wrong field."""
        fields = _mapping(data, "a review entry")
        return cls(
            ply=_whole(fields, "ply"),
            player=_whole(fields, "player"),
            move=_text(fields, "move"),
            mark=_choice(fields, "mark", MARK_NAMES),
            loss=_number(fields, "loss"),
            win=_share(fields, "win"),
            best=_share(fields, "best"),
            better=None if fields.get("better") is None else _text(fields, "better"),
            reason=_text(fields, "reason"),
            withheld=_flag(fields, "withheld"),
        )


@dataclass(frozen=True)
class Review:
    """A game's review: one :class:`ReviewEntry` per move, and how it was made. ``viewer``
    is ``None`` (each move from its mover's information, nothing withheld), ``"all"`` (every
    card known) or whom it is shown to (a player index or ``"spectator"``)."""

    entries: tuple[ReviewEntry, ...]
    viewer: Viewer | None
    iterations: int | None
    seconds: float | None
    seed: int | None

    def __len__(self) -> int:
        return len(self.entries)

    def __iter__(self) -> Iterator[ReviewEntry]:
        return iter(self.entries)

    def __getitem__(self, index: int) -> ReviewEntry:
        return self.entries[index]

    def turning_points(self, worst: str = "mistake") -> list[ReviewEntry]:
        """The entries marked ``worst`` or worse, biggest loss first."""
        rank = MARK_NAMES.index(worst)
        found = [e for e in self.entries if MARK_NAMES.index(e.mark) >= rank]
        return sorted(found, key=lambda e: -e.loss)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: ``{"format": "clans-and-glory-review", "version": 1, "viewer": ...,
        "iterations": ..., "seconds": ..., "seed": ..., "entries": [...]}``."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "viewer": self.viewer,
            "iterations": self.iterations,
            "seconds": self.seconds,
            "seed": self.seed,
            "entries": [e.to_dict() for e in self.entries],
        }

    @classmethod
    def from_dict(cls, data: object) -> Review:
        """The review :meth:`to_dict` wrote; ``ValueError`` names the first wrong field."""
        fields = _mapping(data, "a review")
        if fields.get("format") != FORMAT or fields.get("version") != VERSION:
            raise ValueError(f"a review has format {FORMAT!r} and version {VERSION}")
        viewer = fields.get("viewer")
        if viewer is not None and viewer not in ("all", "spectator") and (
            isinstance(viewer, bool) or not isinstance(viewer, int) or viewer < 0
        ):
            raise ValueError(
                f"a review's viewer is null, 'all', 'spectator' or a player index, not {viewer!r}"
            )
        entries = fields.get("entries")
        if not isinstance(entries, list):
            raise ValueError("a review's entries must be a list")
        return cls(
            entries=tuple(ReviewEntry.from_dict(e) for e in entries),
            viewer=viewer,
            iterations=None if fields.get("iterations") is None else _whole(fields, "iterations"),
            seconds=None if fields.get("seconds") is None else _number(fields, "seconds"),
            seed=None if fields.get("seed") is None else _integer(fields, "seed"),
        )


def review(
    record: Record,
    viewer: Viewer | None = None,
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    seed: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> Review:
    """Analyse every move of ``record`` (see :func:`analyse`) and mark it. By default each
    move is analysed from its mover's information; ``viewer="all"`` knows every card; a player
    index or ``"spectator"`` analyses as the default does but withholds from the texts what that
    viewer cannot see at the end of the record. ``iterations`` or ``seconds`` is the budget per
    move; move ``ply`` uses the seed ``f"{seed}:{ply}"``. ``progress(done, total)`` is called
    before the first move and after each."""
    if not isinstance(record, Record):
        raise ValueError(f"review needs a Record, not {type(record).__name__}")
    check_budget(iterations, seconds)
    check_seed(seed)
    game = record.game(0)
    if viewer is not None:
        check_viewer(viewer, game.players)
    final = record.game()
    hidden = set() if viewer is None or viewer == "all" else set(view(final, viewer).unseen)
    total = len(final.moves)
    if progress is not None:
        progress(0, total)
    entries = []
    for ply, (played, player) in enumerate(zip(final.moves, final.movers)):
        ply_seed = None if seed is None else random.Random(f"{seed}:{ply}").getrandbits(32)
        seen = analysis_view(game, "all" if viewer == "all" else player)
        search = run_search(seen, iterations, seconds, ply_seed)
        _settle(search, fast_move(seen, played), iterations, seconds)
        found = estimates(search)
        shown = played.masked() if played.face_down and played.card in hidden else str(played)
        entries.append(_entry(ply, player, shown, played, found, hidden))
        game.play(played)
        if progress is not None:
            progress(ply + 1, total)
    return Review(tuple(entries), viewer, iterations, seconds, seed)


def _settle(
    search: Search, played: FastMove, iterations: int | None, seconds: float | None
) -> None:
    """Give the played move as many playouts as the best-looking move has, within one more
    budget, so the loss compares two estimates of the same precision."""
    top = estimates(search)[0].playouts
    node = search.root.children[played]
    if seconds is not None:
        deadline = time.perf_counter() + seconds
        while node.visits < top and time.perf_counter() < deadline:
            search.iterate(played)
    elif iterations is not None and node.visits < top:
        search.run(iterations=min(top - node.visits, iterations), first=played)


def _entry(
    ply: int, player: int, shown: str, played: Move, found: list[MoveEstimate], hidden: set[Any]
) -> ReviewEntry:
    top = found[0]
    this = next(e for e in found if e.move == played)
    loss = max(0.0, top.win.mean - this.win.mean)
    marked = mark(loss)
    better, reason, withheld = None, "", False
    if marked != "best":
        better, reason = str(top.move), top.reason
        if cards_named(better) & hidden or top.move.card in hidden:
            better, reason, withheld = None, "", True
    return ReviewEntry(
        ply, player, shown, marked, loss, this.win, top.win, better, reason, withheld
    )


def _mapping(data: object, what: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ValueError(f"{what} must be a JSON object, not {type(data).__name__}")
    return data


def _whole(fields: dict[str, Any], name: str) -> int:
    value = fields.get(name)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"{name} must be a whole number, 0 or more, not {value!r}")
    return value


def _integer(fields: dict[str, Any], name: str) -> int:
    value = fields.get(name)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be a whole number, not {value!r}")
    return value


def _number(fields: dict[str, Any], name: str) -> float:
    value = fields.get(name)
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1e9:
        raise ValueError(f"{name} must be a number, 0 or more, not {value!r}")
    return float(value)


def _text(fields: dict[str, Any], name: str) -> str:
    value = fields.get(name)
    if not isinstance(value, str):
        raise ValueError(f"{name} must be text, not {value!r}")
    return value


def _flag(fields: dict[str, Any], name: str) -> bool:
    value = fields.get(name, False)
    if not isinstance(value, bool):
        raise ValueError(f"{name} must be true or false, not {value!r}")
    return value


def _choice(fields: dict[str, Any], name: str, allowed: Sequence[str]) -> str:
    value = fields.get(name)
    if value not in allowed:
        raise ValueError(f"{name} must be one of {', '.join(allowed)}, not {value!r}")
    return str(value)


def _share(fields: dict[str, Any], name: str) -> WinShare:
    inner = _mapping(fields.get(name), name)
    mean, low, high = (_number(inner, k) for k in ("mean", "low", "high"))
    if not low <= mean <= high <= 1:
        raise ValueError(f"{name} must have 0 <= low <= mean <= high <= 1")
    return WinShare(mean, low, high)
