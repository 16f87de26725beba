"""Recorded games: a versioned JSON document of the set-up, the players and the moves.

```json
{"format": "clans-and-glory", "version": 1, "names": ["Ann", "Ben"],
 "setup": {"table": {"An2": "5r"}, "hands": [["6g"], ["3r"]], "removed": ["4b"]},
 "moves": [{"move": "6g@An1+", "comment": "an early shield"}, {"move": "3r@An3"}],
 "result": {"points": [6, 0]}}
```

A record with side lines is written as version 2, with a field
``"variations": [{"parent": 0, "ply": 1, "moves": [{"move": "6g@An3", "comment": "or"}]}]``:
each plays its moves instead of line ``parent``'s from its position after ``ply`` moves. Line 0
is the main line, line k the k-th variation. A record without any stays version 1.

Either version may carry a game review of its main line, ``"review": {...}`` (the JSON form of
:class:`~clans_widget.rules.review.Review`), so a saved review replays without being computed
again; a record without one is written exactly as before reviews existed.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..core.records import VARIATIONS_VERSION as VARIATIONS_VERSION
from ..core.records import VERSION as VERSION
from ..core.records import (
    FrozenMap,
    along,
    branch,
    check_characters,
    check_variation_count,
    check_variations,
    check_version,
    container,
    move_entries,
    padded,
    printable,
    read_moves,
    read_variation,
)
from ..core.records import Variation as Variation  # re-exported: rules.record.Variation
from ..i18n import default_names
from ..i18n.sentence import Param, Phrase, phrase, said, sentence_of
from .errors import IllegalMoveError, RecordError
from .game import Game
from .moves import Move
from .review import Review
from .setup import Setup, make_setup

FORMAT = "clans-and-glory"
MAX_RECORD_BYTES = 16 * 1024 * 1024
"""The longest record text read, in bytes (16 MiB): games take a few kilobytes."""
MAX_NUMBER_DIGITS = 4300
"""The most digits a number in a record may have: Python's own limit for reading one."""
MAX_VARIATIONS = 1000
"""The most variations a record may hold: each is replayed to be checked, so this bounds the
time reading takes (about a second)."""
_MAX_MESSAGE = 300  # characters of an error message; longer ones are cut
_FIELDS = ("format", "version", "title", "meta", "names", "setup", "moves", "result", "review")


@dataclass(frozen=True)
class Record:
    """A recorded game: its set-up, player names, moves in notation and a comment per move.

    ``result`` holds the final points the record states, if any; loading checks them.
    ``variations`` holds side lines (see :class:`Variation`); lines are numbered 0 for the
    main line, ``k`` for ``variations[k-1]``. ``review`` is a review of the first moves of
    the main line, or ``None`` (see :meth:`with_review`). A record cannot be changed once made.
    """

    setup: Setup
    names: Sequence[str]
    moves: Sequence[str] = ()
    comments: Sequence[str] = ()  # one per move, '' for none
    result: Sequence[int] | None = None
    title: str = ""
    meta: Mapping[str, str] = field(default_factory=dict)
    variations: tuple[Variation, ...] = ()
    review: Review | None = None

    def __post_init__(self) -> None:
        # Tuples and a read-only mapping: records compare equal and no caller can change one.
        for name in ("names", "moves", "variations"):
            object.__setattr__(self, name, tuple(getattr(self, name)))
        object.__setattr__(self, "comments", padded(self.comments, len(self.moves)))
        if self.result is not None:
            object.__setattr__(self, "result", tuple(self.result))
        object.__setattr__(self, "meta", FrozenMap(self.meta))
        check_variations(tuple(self.moves), self.variations)
        if self.review is not None:
            _check_review(self.review, self.setup, self.names, self.moves)

    @property
    def players(self) -> int:
        """How many players the game has."""
        return self.setup.players

    @property
    def lines(self) -> int:
        """How many lines the record holds: the main line and one per variation."""
        return 1 + len(self.variations)

    def line_moves(self, line: int) -> tuple[str, ...]:
        """Every move of line ``line`` from the start of the game (0 is the main line)."""
        return along(self.variations, line, tuple(self.moves), lambda v: v.moves)

    def line_comments(self, line: int) -> tuple[str, ...]:
        """The comment on each move of :meth:`line_moves` (``''`` for none)."""
        return along(self.variations, line, tuple(self.comments), lambda v: v.comments)

    def line(self, line: int) -> Record:
        """Line ``line`` as a plain record: the same set-up, names, title and meta, no result
        and no variations."""
        moves, comments = self.line_moves(line), self.line_comments(line)
        return Record(self.setup, self.names, moves, comments, None, self.title, self.meta)

    def comment(self, ply: int) -> str:
        """The comment on move ``ply`` (1-based), or ``''``."""
        return self.comments[ply - 1] if 0 < ply <= len(self.comments) else ""

    def game(self, ply: int | None = None) -> Game:
        """The game after the first ``ply`` moves (all of them by default)."""
        last = len(self.moves) if ply is None else ply
        if isinstance(last, bool) or not isinstance(last, int) or not 0 <= last <= len(self.moves):
            raise ValueError(said("record.ply", last=len(self.moves), ply=repr(ply)))
        game = Game(self.setup, self.names)
        for move in self.moves[:last]:
            game.play(move)
        return game

    def positions(self) -> Iterator[Game]:
        """The game at ply 0, 1, ... to the end: a separate game for each, for the caller
        to keep or change."""
        game = Game(self.setup, self.names)
        yield game.copy()
        for move in self.moves:
            game.play(move)
            yield game.copy()

    def with_result(self) -> Record:
        """This record with its final points filled in from the moves of a finished game."""
        score = self.game().score()
        if not score.final:
            raise ValueError(said("record.no_result"))
        return replace(self, result=score.points)

    def with_review(self, review: Review | None) -> Record:
        """This record carrying ``review`` (``None``: no review), which must review the first
        moves of its main line (``ValueError`` names the first entry that does not)."""
        return replace(self, review=review)

    def with_comments(self, comments: Mapping[int, str]) -> Record:
        """This record with comments set on some moves, by 1-based move number."""
        merged = [self.comment(p) for p in range(1, len(self.moves) + 1)]
        for ply, text in comments.items():
            if not 0 < ply <= len(self.moves):
                raise ValueError(said("record.no_move", number=ply, count=len(self.moves)))
            merged[ply - 1] = text
        return replace(self, comments=merged)

    def to_dict(self) -> dict[str, Any]:
        """The record as JSON-ready data: version 1 without variations, 2 with them."""
        version = VARIATIONS_VERSION if self.variations else VERSION
        out: dict[str, Any] = {"format": FORMAT, "version": version}
        if self.title:
            out["title"] = self.title
        if self.meta:
            out["meta"] = dict(self.meta)
        moves = move_entries(self.moves, self.comments)
        out.update(names=list(self.names), setup=self.setup.to_dict(), moves=moves)
        if self.result is not None:
            out["result"] = {"points": list(self.result)}
        if self.variations:
            out["variations"] = [
                {"parent": v.parent, "ply": v.ply, "moves": move_entries(v.moves, v.comments)}
                for v in self.variations
            ]
        if self.review is not None:
            out["review"] = self.review.to_dict()
        return out

    def to_json(self, indent: int | None = 1) -> str:
        """The record as JSON text, which :meth:`from_json` reads back."""
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str | bytes) -> Record:
        """Read and check a record; :class:`RecordError` names the field or move and why.

        Any input, however broken, gives a record or a ``RecordError``: text over
        :data:`MAX_RECORD_BYTES`, bytes that are not UTF-8, nesting too deep, numbers over
        :data:`MAX_NUMBER_DIGITS` digits and lone surrogates are all refused.
        """
        return cls.from_dict(parse_json(text))

    @classmethod
    def from_dict(cls, data: object) -> Record:
        """Check record data already parsed from JSON; see :meth:`from_json`."""
        try:
            return cls._read(data)
        except RecordError as error:
            message = _message(str(error))
            if message == str(error):
                raise
            raise RecordError(message) from None
        except (ArithmeticError, AttributeError, LookupError, RecursionError, TypeError,
                ValueError) as error:  # a bug: still a RecordError, but saying so
            kind, why = type(error).__name__, _message(str(error))
            raise RecordError(said("record.bug", kind=kind, error=why)) from None

    @classmethod
    def _read(cls, data: object) -> Record:
        """The checks of :meth:`from_dict`, which makes sure only a RecordError leaves."""
        if not isinstance(data, dict):
            raise RecordError(said("record.not_object"))
        check_characters(data, RecordError)
        check_version(data, FORMAT, _FIELDS, RecordError, _show)
        setup = _read_setup(data.get("setup"))
        names = _read_names(data.get("names"), setup.players)
        moves, comments = read_moves(data.get("moves", []), RecordError)
        title = data.get("title", "")
        if not isinstance(title, str):
            raise RecordError(said("record.title"))
        meta = data.get("meta", {})
        if not isinstance(meta, dict) or not all(isinstance(v, str) for v in meta.values()):
            raise RecordError(said("record.meta"))
        game = Game(setup, names)
        _replay(game, moves, "")
        result = _read_result(data.get("result"), setup.players)
        if result is not None:
            if not game.is_over:
                raise RecordError(said("record.result_unfinished"))
            actual = game.score().points
            if tuple(result) != actual:
                raise RecordError(
                    said("record.result_points", stated=str(list(result)), actual=str(list(actual)))
                )
        main = tuple(str(m) for m in game.moves)
        variations = _read_variations(data.get("variations", []), Game(setup, names), main)
        review = _read_review(data.get("review"), setup, names, main)
        return cls(setup, names, main, comments, result, title, meta, variations, review)


def _check_review(review: object, setup: Setup, names: Sequence[str], moves: Sequence[str]) -> None:
    """``ValueError`` unless ``review`` is a :class:`Review` of the first moves of the game
    ``moves`` play from ``setup``."""
    if not isinstance(review, Review):
        raise TypeError(said("record.review_type", kind=type(review).__name__))
    game = Game(setup, names)
    movers = []
    for move in moves[: len(review.entries)]:
        assert game.current_player is not None  # the move was played, so someone made it
        movers.append(game.current_player)
        game.play(move)
    review.check_moves(moves, movers)


def _read_review(
    raw: object, setup: Setup, names: Sequence[str], moves: Sequence[str]
) -> Review | None:
    """The review a record carries, checked against its main line, or ``None``."""
    if raw is None:
        return None
    try:
        review = Review.from_dict(raw)
        _check_review(review, setup, names, moves)
    except ValueError as error:
        raise RecordError(said("record.field", field="review", error=sentence_of(error))) from None
    return review


def _replay(game: Game, moves: Sequence[str], where: Phrase | str) -> None:
    """Play ``moves`` on ``game``; ``RecordError`` names the first illegal one and why (after
    ``where``: the variation's phrase, or nothing for the main line)."""
    for number, move in enumerate(moves, 1):
        try:
            game.play(move)
        except IllegalMoveError as error:
            why = sentence_of(error)
            raise RecordError(
                said("record.bad_move", where=where, number=number, move=move, error=why)
            ) from None


def parse_json(text: object) -> object:
    """JSON text or bytes, parsed; every way it can fail is a :class:`RecordError`."""
    if isinstance(text, (bytes, bytearray)):
        _check_size(len(text))
        text = _decode(bytes(text))
    elif isinstance(text, str):
        _check_size(len(text))  # a character takes at least a byte, so cheap checks first
        if not text.isascii():
            _check_size(len(text.encode("utf-8", "surrogatepass")))
    else:
        raise RecordError(said("record.not_text", kind=type(text).__name__))
    try:
        return json.loads(text, parse_int=_parse_int)
    except json.JSONDecodeError as error:
        where = {"line": error.lineno, "column": error.colno}
        raise RecordError(said("record.bad_json", why=error.msg, **where)) from None
    except RecursionError:
        raise RecordError(said("record.too_deep")) from None


def _check_size(size: int) -> None:
    if size > MAX_RECORD_BYTES:
        mib = MAX_RECORD_BYTES // 2**20
        raise RecordError(said("record.too_large", mib=mib, most=MAX_RECORD_BYTES))


def _decode(data: bytes) -> str:
    """Bytes as text, in the encoding JSON detects (UTF-8 unless marked as UTF-16 or -32)."""
    encoding = json.detect_encoding(data)
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as error:
        name = encoding.upper().replace("-SIG", "")
        raise RecordError(
            said("record.not_encoded", encoding=name, why=error.reason, start=error.start)
        ) from None


def _parse_int(digits: str) -> int:
    count = len(digits.lstrip("-"))
    if count > MAX_NUMBER_DIGITS:
        raise RecordError(said("record.long_number", count=count, most=MAX_NUMBER_DIGITS))
    return int(digits)


def _show(value: object) -> Param:
    """A value for a message: short, and never a deep list or object written out."""
    named = container(value)
    return named if named is not None else _message(repr(value), 60)


def _message(text: str, limit: int = _MAX_MESSAGE) -> str:
    """``text`` printable and at most about ``limit`` characters, saying how much was cut."""
    text = printable(text)
    if len(text) <= limit:
        return text
    return f"{text[:limit]}... ({len(text) - limit} more characters)"


def _read_setup(raw: object) -> Setup:
    if not isinstance(raw, dict):
        raise RecordError(said("record.setup_missing"))
    allowed = {"table", "hands", "removed", "stacks", "supply", "face_down", "to_move", "seed"}
    unknown = sorted(set(raw) - allowed)
    if unknown:
        raise RecordError(said("record.setup_field", field=repr(unknown[0])))
    if "table" not in raw or "hands" not in raw:
        raise RecordError(said("record.setup_needs"))
    seed = raw.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise RecordError(said("record.setup_seed"))
    try:
        return make_setup(
            raw["table"],
            raw["hands"],
            raw.get("removed", ()),
            raw.get("stacks"),
            raw.get("supply"),
            raw.get("face_down"),
            raw.get("to_move", 0),
            seed,
        )
    except (ValueError, TypeError) as error:
        raise RecordError(said("record.field", field="setup", error=sentence_of(error))) from None


def _read_names(raw: object, players: int) -> tuple[str, ...]:
    if raw is None:
        return default_names(players)
    if (
        not isinstance(raw, list)
        or len(raw) != players
        or not all(isinstance(n, str) and n.strip() for n in raw)
    ):
        raise RecordError(said("record.names", players=players))
    return tuple(raw)


def _read_variations(raw: object, start: Game, main: tuple[str, ...]) -> tuple[Variation, ...]:
    """The variations, each checked in place and replayed from the game's ``start``."""
    lines, variations = [main], []
    for number, entry in enumerate(check_variation_count(raw, MAX_VARIATIONS, RecordError), 1):
        variation = read_variation(number, entry, RecordError, _show, _notation)
        try:
            line = branch(number, variation, lines)
        except ValueError as error:
            raise RecordError(sentence_of(error)) from None
        game = start.copy()
        for move in line[: variation.ply]:
            game.play(move)
        _replay(game, variation.moves, phrase("record.in_variation", number=number))
        lines.append(line)
        variations.append(variation)
    return tuple(variations)


def _notation(text: str) -> str:
    """A move in standard notation, or ``text`` as it is if it is no move."""
    try:
        return str(Move.parse(text))
    except ValueError:
        return text


def _read_result(raw: object, players: int) -> tuple[int, ...] | None:
    if raw is None:
        return None
    points = raw.get("points") if isinstance(raw, dict) else None
    if (
        not isinstance(points, list)
        or len(points) != players
        or not all(isinstance(p, int) and not isinstance(p, bool) for p in points)
    ):
        raise RecordError(said("record.result_points_shape", form='{"points": [...]}'))
    return tuple(points)
