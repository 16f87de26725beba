"""A game review's data: one entry per move, as a viewer may see it, and its JSON form.

Plain data in the rules layer, so a :class:`~clans_widget.rules.record.Record` can carry
a review and check it when read; :mod:`clans_widget.analysis` computes reviews.

``Review.to_dict()`` gives (and ``Review.from_dict()`` reads back, checking every field)::

    {"format": "clans-and-glory-review", "version": 1, "for": "all",
     "viewer": null, "iterations": 1000, "seconds": null, "seed": 7,
     "entries": [{"ply": 0, "player": 0, "move": "6p@Cn3+", "mark": "mistake",
                  "loss": 0.14, "win": {"mean": 0.71, "low": 0.62, "high": 0.79},
                  "best": {"mean": 0.85, "low": 0.8, "high": 0.89},
                  "better": "6b@Cs1+", "reason": "places a shield that takes the 6s on C",
                  "withheld": false}, ...]}

``"for"`` says whose information it was made for: ``"all"`` (every card, or each mover's own;
a review without the field counts as made for ``"all"``), or a player index or
``"spectator"``. A review for a viewer is estimated from that viewer's information alone
(:mod:`clans_widget.analysis_viewer`) and carries no seed, budget or interval bounds: its
shares are whole percents (``{"mean": 0.71}``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..core.analysis import MARKS as MARKS
from ..core.analysis import Share, entry_dict, percents
from ..core.analysis import mark as mark
from .cards import Card, cards_named
from .moves import Move
from .view import Viewer

MARK_NAMES = (*(name for name, _ in MARKS), "blunder")
FORMAT = "clans-and-glory-review"
VERSION = 1

WinShare = Share
"""A win share with its 95% interval (the core's :class:`~clans_widget.core.analysis.Share`,
which every game's analysis uses), under the name Clans and Glory's code gives it."""


@dataclass(frozen=True)
class ReviewEntry:
    """One reviewed move. ``ply`` counts the moves before it (0 = the first move); ``move`` is
    its notation as the review's viewer may see it (``~?@As1`` for a hidden face-down card);
    ``win`` the played move's estimate and ``best`` the best move's, both for ``player``, who
    moved; ``better`` the best move when the played one is not marked ``"best"``, and
    ``reason`` what it would do; both are ``None`` and ``""`` when withheld from the viewer
    (``withheld``: the better move names a card the viewer cannot see, or, in a review made
    for a viewer, another player's better move that does not place the card played)."""

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
        return entry_dict(self)

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
    card known) or the player index or ``"spectator"`` from whose information every move was
    estimated. ``made_for`` (``"for"`` in JSON) is whose board may show it: ``"all"`` unless
    it was made from one viewer's information (see :func:`viewer_review`)."""

    entries: tuple[ReviewEntry, ...]
    viewer: Viewer | None
    iterations: int | None
    seconds: float | None
    seed: int | None
    made_for: Viewer = "all"

    def __post_init__(self) -> None:
        if self.made_for != "all":
            _check_for_viewer(self)

    def __len__(self) -> int:
        return len(self.entries)

    def __iter__(self) -> Iterator[ReviewEntry]:
        return iter(self.entries)

    def __getitem__(self, index: int) -> ReviewEntry:
        return self.entries[index]

    def turning_points(self, worst: str = "mistake") -> list[ReviewEntry]:
        """The entries marked ``worst`` or worse, biggest loss first."""
        if worst not in MARK_NAMES:
            raise ValueError(f"worst must be one of {', '.join(MARK_NAMES)}, not {worst!r}")
        rank = MARK_NAMES.index(worst)
        found = [e for e in self.entries if MARK_NAMES.index(e.mark) >= rank]
        return sorted(found, key=lambda e: -e.loss)

    def check_moves(self, moves: Sequence[str], movers: Sequence[int]) -> None:
        """``ValueError`` naming the first entry that is not the review of move ``ply`` of a
        line of ``moves`` (made by ``movers``): a review covers the first moves of a game,
        each entry in turn, its move written as played or with a face-down card masked."""
        if len(self.entries) > len(moves):
            raise ValueError(f"it has {len(self.entries)} entries for a game of {len(moves)} moves")
        for ply, (entry, move, mover) in enumerate(zip(self.entries, moves, movers)):
            played = Move.parse(move)
            where = f"entry {ply + 1}"
            if entry.ply != ply:
                raise ValueError(f"{where}: ply must be {ply}, not {entry.ply}")
            if entry.move not in (str(played), played.masked()):
                raise ValueError(
                    f"{where}: it reviews {entry.move!r}, but move {ply + 1} is {played.masked()!r}"
                )
            if entry.player != mover:
                raise ValueError(f"{where}: player must be {mover}, who made move {ply + 1}")

    def shows_to(self, board: Viewer) -> bool:
        """Whether a board that shows the game to ``board`` may show this review: a board that
        shows everything shows any; another only a review made for its own information."""
        return board == "all" or self.made_for == board

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: ``{"format": "clans-and-glory-review", "version": 1, "for": ...,
        "viewer": ..., "iterations": ..., "seconds": ..., "seed": ..., "entries": [...]}``."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "for": self.made_for,
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
        if viewer is not None and not _is_viewer(viewer):
            raise ValueError(
                f"a review's viewer is null, 'all', 'spectator' or a player index, not {viewer!r}"
            )
        made_for = fields.get("for", "all")
        if not _is_viewer(made_for):
            raise ValueError(
                f"a review is for 'all', 'spectator' or a player index, not {made_for!r}"
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
            made_for=made_for,
        )


def viewer_review(entries: Sequence[ReviewEntry], viewer: Viewer, unseen: set[Card]) -> Review:
    """A review made from ``viewer``'s information, for ``viewer``: its shares rounded to whole
    percents without bounds, no seed or budget, a face-down card in ``unseen`` (the cards
    ``viewer`` has not seen at the end of the game) masked and a better move naming one
    withheld."""
    rounded = []
    for e in entries:
        win, best = e.win.rounded(), e.best.rounded()
        loss = percents(max(0.0, best.mean - win.mean))
        marked = mark(loss)
        if marked == "best":
            e = replace(e, better=None, reason="", withheld=False)
        rounded.append(_hide(replace(e, win=win, best=best, loss=loss, mark=marked), unseen))
    return Review(tuple(rounded), viewer, None, None, None, made_for=viewer)


def _is_viewer(value: object) -> bool:
    return value in ("all", "spectator") or (
        isinstance(value, int) and not isinstance(value, bool) and value >= 0
    )


def _check_for_viewer(review: Review) -> None:
    """``ValueError`` unless a review made for one viewer carries no seed, budget or bounds
    and only whole percents: what lets re-running the search test a guess at hidden cards."""
    who = review.made_for
    if review.viewer != who:
        raise ValueError(f"a review for {who!r} is made from {who!r}'s information")
    if (review.iterations, review.seconds, review.seed) != (None, None, None):
        raise ValueError(f"a review for {who!r} carries no seed, iterations or seconds")
    for e in review.entries:
        for share in (e.win, e.best):
            if share.low is not None or share.high is not None:
                raise ValueError(f"a review for {who!r} gives win shares without bounds")
            if percents(share.mean) != share.mean:
                raise ValueError(f"a review for {who!r} gives win shares in whole percents")


def _hide(entry: ReviewEntry, hidden: set[Card]) -> ReviewEntry:
    """``entry`` without the cards in ``hidden``: a face-down move masked, a better move
    naming such a card withheld."""
    move = entry.move
    if not move.startswith("~?"):  # a face-down card already masked stays so
        played = Move.parse(move)
        move = played.masked() if played.face_down and played.card in hidden else move
    if entry.better is not None and cards_named(entry.better) & hidden:
        return replace(entry, move=move, better=None, reason="", withheld=True)
    return replace(entry, move=move)


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
    if "low" not in inner and "high" not in inner:  # a review for one viewer: no bounds
        mean = _number(inner, "mean")
        if mean > 1:
            raise ValueError(f"{name} must have 0 <= mean <= 1")
        return WinShare(mean)
    mean, low, high = (_number(inner, k) for k in ("mean", "low", "high"))
    if not low <= mean <= high <= 1:
        raise ValueError(f"{name} must have 0 <= low <= mean <= high <= 1")
    return WinShare(mean, low, high)
