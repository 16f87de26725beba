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
from ..i18n.sentence import Param, phrase, said
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
        fields = _mapping(data, phrase("review.an_entry"))
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
            raise ValueError(said("review.worst", marks=", ".join(MARK_NAMES), worst=repr(worst)))
        rank = MARK_NAMES.index(worst)
        found = [e for e in self.entries if MARK_NAMES.index(e.mark) >= rank]
        return sorted(found, key=lambda e: -e.loss)

    def check_moves(self, moves: Sequence[str], movers: Sequence[int]) -> None:
        """``ValueError`` naming the first entry that is not the review of move ``ply`` of a
        line of ``moves`` (made by ``movers``): a review covers the first moves of a game,
        each entry in turn, its move written as played or with a face-down card masked."""
        if len(self.entries) > len(moves):
            raise ValueError(said("review.too_many", count=len(self.entries), moves=len(moves)))
        for ply, (entry, move, mover) in enumerate(zip(self.entries, moves, movers)):
            played = Move.parse(move)
            where = phrase("review.entry", n=ply + 1)
            if entry.ply != ply:
                raise ValueError(said("review.ply", where=where, ply=ply, found=entry.ply))
            if entry.move not in (str(played), played.masked()):
                seen = {"reviewed": repr(entry.move), "played": repr(played.masked())}
                raise ValueError(said("review.other_move", where=where, n=ply + 1, **seen))
            if entry.player != mover:
                raise ValueError(said("review.player", where=where, mover=mover, n=ply + 1))

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
        fields = _mapping(data, phrase("review.a_review"))
        if fields.get("format") != FORMAT or fields.get("version") != VERSION:
            raise ValueError(said("review.format", format=repr(FORMAT), version=VERSION))
        viewer = fields.get("viewer")
        if viewer is not None and not _is_viewer(viewer):
            raise ValueError(said("review.viewer", viewer=repr(viewer)))
        made_for = fields.get("for", "all")
        if not _is_viewer(made_for):
            raise ValueError(said("review.for", who=repr(made_for)))
        entries = fields.get("entries")
        if not isinstance(entries, list):
            raise ValueError(said("review.entries"))
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
        raise ValueError(said("review.own_information", who=repr(who)))
    if (review.iterations, review.seconds, review.seed) != (None, None, None):
        raise ValueError(said("review.no_budget", who=repr(who)))
    for e in review.entries:
        for share in (e.win, e.best):
            if share.low is not None or share.high is not None:
                raise ValueError(said("review.no_bounds", who=repr(who)))
            if percents(share.mean) != share.mean:
                raise ValueError(said("review.whole_percents", who=repr(who)))


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


def _mapping(data: object, what: Param) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ValueError(said("review.object", what=what, kind=type(data).__name__))
    return data


def _whole(fields: dict[str, Any], name: str) -> int:
    value = fields.get(name)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(said("review.whole", name=name, value=repr(value)))
    return value


def _integer(fields: dict[str, Any], name: str) -> int:
    value = fields.get(name)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(said("review.integer", name=name, value=repr(value)))
    return value


def _number(fields: dict[str, Any], name: str) -> float:
    value = fields.get(name)
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1e9:
        raise ValueError(said("review.number", name=name, value=repr(value)))
    return float(value)


def _text(fields: dict[str, Any], name: str) -> str:
    value = fields.get(name)
    if not isinstance(value, str):
        raise ValueError(said("review.text", name=name, value=repr(value)))
    return value


def _flag(fields: dict[str, Any], name: str) -> bool:
    value = fields.get(name, False)
    if not isinstance(value, bool):
        raise ValueError(said("review.flag", name=name, value=repr(value)))
    return value


def _choice(fields: dict[str, Any], name: str, allowed: Sequence[str]) -> str:
    value = fields.get(name)
    if value not in allowed:
        choices = ", ".join(allowed)
        raise ValueError(said("review.choice", name=name, allowed=choices, value=repr(value)))
    return str(value)


def _share(fields: dict[str, Any], name: str) -> WinShare:
    inner = _mapping(fields.get(name), name)
    if "low" not in inner and "high" not in inner:  # a review for one viewer: no bounds
        mean = _number(inner, "mean")
        if mean > 1:
            raise ValueError(said("review.mean", name=name))
        return WinShare(mean)
    mean, low, high = (_number(inner, k) for k in ("mean", "low", "high"))
    if not low <= mean <= high <= 1:
        raise ValueError(said("review.bounds", name=name))
    return WinShare(mean, low, high)
