"""The parts of a game record written once for every game: the tree of side lines
(:class:`Variation`), moves written as text or ``{"move": ..., "comment": ...}``, the check
that no text holds a lone surrogate, and :class:`FrozenMap` for a record's ``meta``.

The standard library and the catalogue's sentences (``i18n``) only: Clans and Glory's rules
and Schotten Totten's standalone rules both read and write their records with these. Each
reader passes its own ``RecordError`` class (any ``ValueError``), so a caller sees only its
game's error, said in any language (:func:`clans_widget.i18n.sentence.error_in`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, NoReturn, TypeVar, overload

from ..i18n.sentence import Param, Phrase, phrase, said, sentence_of

K = TypeVar("K")
V = TypeVar("V")
T = TypeVar("T")
_Path = tuple[str | int, ...]
VARIATION_FIELDS = ("parent", "ply", "moves")
"""The fields of a variation in a record's JSON."""
VERSION = 1
"""The version of a record without variations: the same document as before variations."""
VARIATIONS_VERSION = 2
"""The version of a record with variations, which readers of version 1 refuse."""
MOVE_FORM = '{"move": ..., "comment": ...}'
"""A move with a comment as a record writes it (the messages show it in every language)."""
VARIATION_FORM = '{"parent": ..., "ply": ..., "moves": [...]}'
"""A variation as a record writes it."""


class FrozenMap(Mapping[K, V]):
    """A read-only mapping over a private copy of its items: it equals any mapping with the
    same items (a plain dict too), pickles, and cannot be changed after it is made."""

    __slots__ = ("_items",)
    _items: MappingProxyType[K, V]

    def __init__(self, items: Mapping[K, V] | Iterable[tuple[K, V]] = ()) -> None:
        own = items._items if isinstance(items, FrozenMap) else MappingProxyType(dict(items))
        object.__setattr__(self, "_items", own)

    def __getitem__(self, key: K) -> V:
        return self._items[key]

    @overload
    def get(self, key: K, /) -> V | None: ...
    @overload
    def get(self, key: K, /, default: V | T) -> V | T: ...
    def get(self, key: K, /, default: Any = None) -> Any:
        """The value for ``key``, or ``default`` (a fast path for a lookup the game does often)."""
        return self._items.get(key, default)

    def __iter__(self) -> Iterator[K]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __eq__(self, other: object) -> bool:
        if isinstance(other, FrozenMap):
            return self._items == other._items
        return self._items == other if isinstance(other, Mapping) else NotImplemented

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError(f"{type(self).__name__} cannot be changed")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError(f"{type(self).__name__} cannot be changed")

    def __reduce__(self) -> tuple[type[FrozenMap[K, V]], tuple[dict[K, V]]]:
        return type(self), (dict(self._items),)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({dict(self._items)!r})"


@dataclass(frozen=True)
class Variation:
    """A side line: moves played instead of another line's, from one of its positions."""

    parent: int  # the line it branches from: 0 the main line, k >= 1 record.variations[k-1]
    ply: int  # it starts from the parent line's position after `ply` moves
    moves: tuple[str, ...]  # at least one move, in notation
    comments: tuple[str, ...] = ()  # one per move, '' for none

    def __post_init__(self) -> None:
        for name in ("parent", "ply"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"{name} must be a whole number, 0 or more, not {value!r}")
        object.__setattr__(self, "moves", tuple(self.moves))
        if not self.moves:
            raise ValueError(said("record.variation_empty"))
        object.__setattr__(self, "comments", padded(self.comments, len(self.moves)))


def padded(comments: Sequence[str], moves: int) -> tuple[str, ...]:
    """One comment per move: ``comments`` with ``''`` for the moves it does not reach."""
    given = tuple(comments)
    if len(given) > moves:
        raise ValueError(f"{len(given)} comments for {moves} moves")
    return given + ("",) * (moves - len(given))


def along(
    variations: Sequence[Variation],
    line: int,
    main: tuple[str, ...],
    own: Callable[[Variation], tuple[str, ...]],
) -> tuple[str, ...]:
    """``main`` cut and extended by ``own`` of each variation from line 0 to ``line`` (the
    moves, or the comments, of line ``line`` from the start of the game)."""
    count = 1 + len(variations)
    if isinstance(line, bool) or not isinstance(line, int) or not 0 <= line < count:
        raise ValueError(said("record.line_range", last=count - 1, line=repr(line)))
    chain = []
    while line:
        chain.append(variations[line - 1])
        line = chain[-1].parent
    out = main
    for variation in reversed(chain):
        out = out[: variation.ply] + own(variation)
    return out


def check_variations(main: tuple[str, ...], variations: tuple[Variation, ...]) -> None:
    """``ValueError`` naming the first variation that does not branch with a new move from an
    earlier line's position."""
    lines = [main]
    for number, variation in enumerate(variations, 1):
        if not isinstance(variation, Variation):
            raise TypeError(f"variation {number} must be a Variation, not {variation!r}")
        lines.append(branch(number, variation, lines))


def branch(number: int, variation: Variation, lines: Sequence[tuple[str, ...]]) -> tuple[str, ...]:
    """The moves of line ``number`` from the start, given every earlier line's; ``ValueError``
    if the variation branches from no earlier line, from no position of it, or with its move."""
    parent, ply, first = variation.parent, variation.ply, variation.moves[0]
    if parent >= number:
        raise ValueError(
            said("record.parent_earlier", number=number, last=number - 1, parent=parent)
        )
    base = lines[parent]
    if ply > len(base):
        raise ValueError(
            said("record.ply_of_parent", number=number, last=len(base), parent=parent, ply=ply)
        )
    if ply < len(base) and base[ply] == first:
        raise ValueError(said("record.no_variation", number=number, first=first, parent=parent))
    return base[:ply] + variation.moves


def container(value: object) -> Phrase | None:
    """A list or an object as a message names it ("a list", said in the message's language,
    never written out), or ``None`` for any other value."""
    if isinstance(value, list):
        return phrase("record.a_list")
    if isinstance(value, dict):
        return phrase("record.an_object")
    return None


def move_entries(moves: Sequence[str], comments: Sequence[str]) -> list[dict[str, str]]:
    """Moves as JSON-ready entries, with a comment where there is one."""
    entries = []
    for move, comment in zip(moves, comments):
        entry = {"move": str(move)}
        if comment:
            entry["comment"] = comment
        entries.append(entry)
    return entries


def read_moves(
    raw: object, error: type[ValueError], where: Param = ""
) -> tuple[list[str], list[str]]:
    """Moves and their comments, each written as text or ``{"move": ..., "comment": ...}``;
    ``where`` begins each message (``record.in_variation``'s phrase, ``'variation 2 '``),
    raised as ``error``."""
    if not isinstance(raw, list):
        raise error(said("record.moves_list", where=where))
    moves, comments = [], []
    for ply, entry in enumerate(raw, 1):
        if isinstance(entry, str):
            entry = {"move": entry}
        if not isinstance(entry, dict) or not isinstance(entry.get("move"), str):
            raise error(said("record.move_entry", where=where, number=ply, form=MOVE_FORM))
        extra = set(entry) - {"move", "comment"}
        if extra:
            raise error(
                said("record.move_field", where=where, number=ply, field=repr(sorted(extra)[0]))
            )
        comment = entry.get("comment", "")
        if not isinstance(comment, str):
            raise error(said("record.comment_text", where=where, number=ply))
        moves.append(entry["move"])
        comments.append(comment)
    return moves, comments


def read_variation(
    number: int,
    entry: object,
    error: type[ValueError],
    show: Callable[[object], Param],
    notation: Callable[[str], str] = str,
) -> Variation:
    """Variation ``number``'s fields, its moves passed through ``notation`` (the caller
    replays them); ``show`` writes a wrong value for the message."""
    where = phrase("record.variation", number=number)
    if not isinstance(entry, dict):
        raise error(said("record.variation_entry", where=where, form=VARIATION_FORM))
    unknown = sorted(set(entry) - set(VARIATION_FIELDS))
    if unknown:
        fields = ", ".join(sorted(VARIATION_FIELDS))
        raise error(
            said("record.unknown_field_of", where=where, field=repr(unknown[0]), fields=fields)
        )
    for name in ("parent", "ply"):
        value = entry.get(name)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise error(said("record.whole_found", where=where, name=name, value=show(value)))
    in_it = phrase("record.in_variation", number=number)
    moves, comments = read_moves(entry.get("moves"), error, in_it)
    try:
        return Variation(
            entry["parent"], entry["ply"], tuple(map(notation, moves)), tuple(comments)
        )
    except ValueError as problem:
        raise error(said("record.at", where=where, error=sentence_of(problem))) from None


def check_variation_count(raw: object, most: int, error: type[ValueError]) -> list[object]:
    """The variations of a record's JSON as a list of at most ``most`` entries."""
    if not isinstance(raw, list):
        raise error(said("record.variations_list"))
    if len(raw) > most:
        raise error(said("record.variations_many", count=len(raw), most=most))
    return raw


def check_version(
    data: Mapping[str, object],
    format: str,
    fields: Sequence[str],
    error: type[ValueError],
    show: Callable[[object], Param],
) -> None:
    """Refuse another format or version, and fields the document's version does not have
    (``fields``, and ``variations`` in version 2)."""
    if data.get("format") != format:
        raise error(said("record.format", expected=repr(format), found=show(data.get("format"))))
    version = data.get("version")
    if type(version) is not int or version not in (VERSION, VARIATIONS_VERSION):
        raise error(
            said(
                "record.version",
                first=VERSION,
                second=VARIATIONS_VERSION,
                found=show(version),
            )
        )
    if version == VERSION and "variations" in data:
        raise error(said("record.version_variations", first=VERSION, second=VARIATIONS_VERSION))
    known = (*fields, "variations") if version == VARIATIONS_VERSION else tuple(fields)
    unknown = sorted(str(k) for k in set(data) - set(known))
    if unknown:
        fields = ", ".join(sorted(known))
        raise error(said("record.unknown_field", field=show(unknown[0]), fields=fields))


def check_characters(data: object, error: type[ValueError]) -> None:
    """Refuse a lone surrogate anywhere in parsed JSON (no file can hold one as text),
    naming where."""
    stack: list[tuple[_Path, object]] = [((), data)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, str) and not encodable(value):
            raise error(said("record.lone_surrogate", where=where(path)))
        if isinstance(value, dict):
            for key in value:
                if not encodable(key):
                    raise error(said("record.key_surrogate", where=where(path)))
            stack.extend(((*path, k), v) for k, v in reversed(value.items()))
        elif isinstance(value, list):
            stack.extend(((*path, i), v) for i, v in reversed(list(enumerate(value))))


def encodable(text: str) -> bool:
    """True if ``text`` can be written as UTF-8 (it holds no lone surrogate)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def where(path: _Path) -> str:
    """A place in record data as messages name it: ``names[1]``, ``move 4 comment``,
    ``variation 2 move 1``."""
    if not path:
        return "record"
    if path[0] == "variations" and len(path) > 1 and isinstance(path[1], int):
        rest = path[2:]
        return f"variation {path[1] + 1}" + (" " + where(rest) if rest else "")
    if path[0] == "moves" and len(path) > 1 and isinstance(path[1], int):
        rest = path[2:]
        return f"move {path[1] + 1}" + ("" if rest in ((), ("move",)) else " " + _dotted(rest))
    return _dotted(path)


def _dotted(path: _Path) -> str:
    text = "".join(f"[{p}]" if isinstance(p, int) else f".{printable(p)}" for p in path)
    return text.removeprefix(".")


def printable(text: str) -> str:
    """``text`` with any lone surrogate written as an escape, so it can be printed."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")
