"""Recorded games: a versioned JSON document of the set-up, the players and the moves.

```json
{"format": "clans-and-glory", "version": 1, "names": ["Ann", "Ben"],
 "setup": {"table": {"An2": "5r"}, "hands": [["6g"], ["3r"]], "removed": ["4b"]},
 "moves": [{"move": "6g@An1+", "comment": "an early shield"}, {"move": "3r@An3"}],
 "result": {"points": [6, 0]}}
```
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalMoveError, RecordError
from .game import Game
from .setup import Setup, make_setup

FORMAT = "clans-and-glory"
VERSION = 1
MAX_RECORD_BYTES = 16 * 1024 * 1024
"""The longest record text read, in bytes (16 MiB): games take a few kilobytes."""
MAX_NUMBER_DIGITS = 4300
"""The most digits a number in a record may have: Python's own limit for reading one."""
_MAX_MESSAGE = 300  # characters of an error message; longer ones are cut
_Path = tuple[str | int, ...]


@dataclass(frozen=True)
class Record:
    """A recorded game: its set-up, player names, moves in notation and a comment per move.

    ``result`` holds the final points the record states, if any; loading checks them.
    """

    setup: Setup
    names: Sequence[str]
    moves: Sequence[str] = ()
    comments: Sequence[str] = ()  # one per move, '' for none
    result: Sequence[int] | None = None
    title: str = ""
    meta: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # Keep records comparable whatever sequences they were built from.
        for name in ("names", "moves"):
            object.__setattr__(self, name, tuple(getattr(self, name)))
        comments = tuple(self.comments)
        if len(comments) > len(self.moves):
            raise ValueError(f"{len(comments)} comments for {len(self.moves)} moves")
        object.__setattr__(self, "comments", comments + ("",) * (len(self.moves) - len(comments)))
        if self.result is not None:
            object.__setattr__(self, "result", tuple(self.result))
        object.__setattr__(self, "meta", dict(self.meta))

    @property
    def players(self) -> int:
        """How many players the game has."""
        return self.setup.players

    def comment(self, ply: int) -> str:
        """The comment on move ``ply`` (1-based), or ``''``."""
        return self.comments[ply - 1] if 0 < ply <= len(self.comments) else ""

    def game(self, ply: int | None = None) -> Game:
        """The game after the first ``ply`` moves (all of them by default)."""
        last = len(self.moves) if ply is None else ply
        if isinstance(last, bool) or not isinstance(last, int) or not 0 <= last <= len(self.moves):
            raise ValueError(f"ply must be 0-{len(self.moves)}, not {ply!r}")
        game = Game(self.setup, self.names)
        for move in self.moves[:last]:
            game.play(move)
        return game

    def positions(self) -> Iterator[Game]:
        """The game at ply 0, 1, ... to the end: one game object, advanced one move per step."""
        game = Game(self.setup, self.names)
        yield game
        for move in self.moves:
            game.play(move)
            yield game

    def with_result(self) -> Record:
        """This record with its final points filled in from the moves of a finished game."""
        score = self.game().score()
        if not score.final:
            raise ValueError("the game is not finished, so it has no result yet")
        points = score.points
        return Record(self.setup, self.names, self.moves, self.comments, points, self.title,
                      self.meta)

    def with_comments(self, comments: Mapping[int, str]) -> Record:
        """This record with comments set on some moves, by 1-based move number."""
        merged = [self.comment(p) for p in range(1, len(self.moves) + 1)]
        for ply, text in comments.items():
            if not 0 < ply <= len(self.moves):
                raise ValueError(f"there is no move {ply}: the record has {len(self.moves)}")
            merged[ply - 1] = text
        return Record(self.setup, self.names, self.moves, merged, self.result, self.title,
                      self.meta)

    def to_dict(self) -> dict[str, Any]:
        """The record as JSON-ready data."""
        moves = []
        for ply, move in enumerate(self.moves, 1):
            entry = {"move": str(move)}
            if self.comment(ply):
                entry["comment"] = self.comment(ply)
            moves.append(entry)
        out: dict[str, Any] = {"format": FORMAT, "version": VERSION}
        if self.title:
            out["title"] = self.title
        if self.meta:
            out["meta"] = dict(self.meta)
        out.update(names=list(self.names), setup=self.setup.to_dict(), moves=moves)
        if self.result is not None:
            out["result"] = {"points": list(self.result)}
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
        return cls.from_dict(_parse_json(text))

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
            bug = f"record: cannot be read because of a bug ({type(error).__name__}: {error})"
            raise RecordError(_message(bug)) from None

    @classmethod
    def _read(cls, data: object) -> Record:
        """The checks of :meth:`from_dict`, which makes sure only a RecordError leaves."""
        if not isinstance(data, dict):
            raise RecordError("a record is a JSON object with format, version, setup and moves")
        _check_characters(data)
        if data.get("format") != FORMAT:
            raise RecordError(f"format: expected {FORMAT!r}, found {_show(data.get('format'))}")
        if type(data.get("version")) is not int or data.get("version") != VERSION:
            raise RecordError(
                f"version: this program reads version {VERSION}, found {_show(data.get('version'))}"
            )
        known = {"format", "version", "title", "meta", "names", "setup", "moves", "result"}
        unknown = sorted(set(data) - known)
        if unknown:
            raise RecordError(f"unknown field {unknown[0]!r} (fields: {', '.join(sorted(known))})")
        setup = _read_setup(data.get("setup"))
        names = _read_names(data.get("names"), setup.players)
        moves, comments = _read_moves(data.get("moves", []))
        title = data.get("title", "")
        if not isinstance(title, str):
            raise RecordError("title: must be text")
        meta = data.get("meta", {})
        if not isinstance(meta, dict) or not all(isinstance(v, str) for v in meta.values()):
            raise RecordError("meta: must be an object of texts")
        game = Game(setup, names)
        for ply, move in enumerate(moves, 1):
            try:
                game.play(move)
            except IllegalMoveError as error:
                raise RecordError(f"move {ply} ({move}): {error}") from None
        result = _read_result(data.get("result"), setup.players)
        if result is not None:
            if not game.is_over:
                raise RecordError("result: the moves do not finish the game, so it has no result")
            actual = game.score().points
            if tuple(result) != actual:
                raise RecordError(
                    f"result: the record states points {list(result)} "
                    f"but its moves give {list(actual)}"
                )
        return cls(setup, names, tuple(str(m) for m in game.moves), comments, result, title, meta)


def _parse_json(text: object) -> object:
    """JSON text or bytes, parsed; every way it can fail is a :class:`RecordError`."""
    if isinstance(text, (bytes, bytearray)):
        _check_size(len(text))
        text = _decode(bytes(text))
    elif isinstance(text, str):
        _check_size(len(text))  # a character takes at least a byte, so cheap checks first
        if not text.isascii():
            _check_size(len(text.encode("utf-8", "surrogatepass")))
    else:
        raise RecordError(f"not JSON text: expected text or bytes, found {type(text).__name__}")
    try:
        return json.loads(text, parse_int=_parse_int)
    except json.JSONDecodeError as error:
        raise RecordError(
            f"not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}"
        ) from None
    except RecursionError:
        raise RecordError("not valid JSON: lists or objects nested too deep") from None


def _check_size(size: int) -> None:
    if size > MAX_RECORD_BYTES:
        raise RecordError(
            f"too large: over the {MAX_RECORD_BYTES // 2**20} MiB ({MAX_RECORD_BYTES} bytes) "
            "a record may take"
        )


def _decode(data: bytes) -> str:
    """Bytes as text, in the encoding JSON detects (UTF-8 unless marked as UTF-16 or -32)."""
    encoding = json.detect_encoding(data)
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as error:
        name = encoding.upper().replace("-SIG", "")
        raise RecordError(f"not {name} text: {error.reason} at byte {error.start}") from None


def _parse_int(digits: str) -> int:
    count = len(digits.lstrip("-"))
    if count > MAX_NUMBER_DIGITS:
        raise RecordError(
            f"not valid JSON: a number has {count} digits, more than the "
            f"{MAX_NUMBER_DIGITS} a record may hold"
        )
    return int(digits)


def _check_characters(data: object) -> None:
    """Refuse a lone surrogate anywhere (no file can hold one as text), naming where."""
    stack: list[tuple[_Path, object]] = [((), data)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, str) and not _encodable(value):
            raise RecordError(f"{_where(path)}: the text holds a lone surrogate (U+D800-U+DFFF)")
        if isinstance(value, dict):
            for key in value:
                if not _encodable(key):
                    raise RecordError(f"{_where(path)}: a field name holds a lone surrogate")
            stack.extend(((*path, k), v) for k, v in reversed(value.items()))
        elif isinstance(value, list):
            stack.extend(((*path, i), v) for i, v in reversed(list(enumerate(value))))


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _where(path: _Path) -> str:
    """A place in record data as messages name it: ``names[1]``, ``move 4 comment``."""
    if not path:
        return "record"
    if path[0] == "moves" and len(path) > 1 and isinstance(path[1], int):
        rest = path[2:]
        return f"move {path[1] + 1}" + ("" if rest in ((), ("move",)) else " " + _dotted(rest))
    return _dotted(path)


def _dotted(path: _Path) -> str:
    text = "".join(f"[{p}]" if isinstance(p, int) else f".{_printable(p)}" for p in path)
    return text.removeprefix(".")


def _show(value: object) -> str:
    """A value for a message: short, and never a deep list or object written out."""
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return _message(repr(value), 60)


def _printable(text: str) -> str:
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _message(text: str, limit: int = _MAX_MESSAGE) -> str:
    """``text`` printable and at most about ``limit`` characters, saying how much was cut."""
    text = _printable(text)
    if len(text) <= limit:
        return text
    return f"{text[:limit]}... ({len(text) - limit} more characters)"


def _read_setup(raw: object) -> Setup:
    if not isinstance(raw, dict):
        raise RecordError("setup: missing, or not an object with table and hands")
    allowed = {"table", "hands", "removed", "stacks", "supply", "face_down", "to_move", "seed"}
    unknown = sorted(set(raw) - allowed)
    if unknown:
        raise RecordError(f"setup: unknown field {unknown[0]!r}")
    if "table" not in raw or "hands" not in raw:
        raise RecordError("setup: needs both table and hands")
    seed = raw.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise RecordError("setup.seed: must be an integer")
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
        raise RecordError(f"setup: {error}") from None


def _read_names(raw: object, players: int) -> tuple[str, ...]:
    if raw is None:
        return tuple(f"Player {p + 1}" for p in range(players))
    if (
        not isinstance(raw, list)
        or len(raw) != players
        or not all(isinstance(n, str) and n.strip() for n in raw)
    ):
        raise RecordError(f"names: give one non-empty name for each of the {players} players")
    return tuple(raw)


def _read_moves(raw: object) -> tuple[list[str], list[str]]:
    if not isinstance(raw, list):
        raise RecordError("moves: must be a list")
    moves, comments = [], []
    for ply, entry in enumerate(raw, 1):
        if isinstance(entry, str):
            entry = {"move": entry}
        if not isinstance(entry, dict) or not isinstance(entry.get("move"), str):
            raise RecordError(f'move {ply}: write it as text or as {{"move": ..., "comment": ...}}')
        extra = set(entry) - {"move", "comment"}
        if extra:
            raise RecordError(f"move {ply}: unknown field {sorted(extra)[0]!r}")
        comment = entry.get("comment", "")
        if not isinstance(comment, str):
            raise RecordError(f"move {ply}: comment must be text")
        moves.append(entry["move"])
        comments.append(comment)
    return moves, comments


def _read_result(raw: object, players: int) -> tuple[int, ...] | None:
    if raw is None:
        return None
    points = raw.get("points") if isinstance(raw, dict) else None
    if (
        not isinstance(points, list)
        or len(points) != players
        or not all(isinstance(p, int) and not isinstance(p, bool) for p in points)
    ):
        raise RecordError('result: give {"points": [...]} with one number per player')
    return tuple(points)
