"""One round as a JSON record (rules section 14): the deal, the written moves, the result.

```json
{"format": "schotten-totten", "version": 1, "variant": "base", "names": ["Ann", "Ben"],
 "setup": {"deck": ["4g", "..."], "hands": [["7r", "..."], ["1b", "..."]]},
 "moves": ["7r@5", "1b@3", "...", "claim 5"],
 "result": {"winner": 0, "reason": "three-adjacent", "stones": [null, 1, 0, ...]}}
```

Loading replays every move, so a record that loads is a legal round; ``result`` is optional
and checked against the moves when present.

As Clans and Glory's records do (:mod:`clans_widget.core.records`), a record may carry a
``title``, a ``meta`` object of texts, a comment on any move (written
``{"move": "7r@5", "comment": "..."}`` instead of ``"7r@5"``) and, as version 2, side lines
``"variations": [{"parent": 0, "ply": 20, "moves": ["2y@6", ...]}]``: each plays its moves
instead of line ``parent``'s from its position after ``ply`` written moves (line 0 is the
main line, line k the k-th variation). Every variation is replayed when read. A record with
none of these is written exactly as before they existed.

Moves are written as the rules write them: the engine's ``end`` step is never written (the
next play closes a base-game claim window), so a round stopped just after an ``end`` reads
back with that claim window still open. A Recruiter's two steps are one written move
(``REC CCT 7r JK``; ``REC CCT`` alone for a round stopped before its return).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from clans_widget.core.records import (
    VARIATIONS_VERSION,
    VERSION,
    FrozenMap,
    along,
    branch,
    check_characters,
    check_variation_count,
    check_variations,
    check_version,
    padded,
    read_moves,
    read_variation,
)
from clans_widget.core.records import Variation as Variation  # re-exported
from clans_widget.i18n import default_names
from clans_widget.i18n.sentence import Phrase, phrase, said, sentence_of

from .errors import RecordError
from .game import (
    FIVE_STONES,
    STALEMATE,
    TACTIC_VARIANTS,
    THREE_ADJACENT,
    VARIANTS,
    Game,
    Outcome,
    Variant,
)
from .jsonio import load, show
from .match import Match
from .moves import CLAIM, END, RETURN, Move, step_forms

FORMAT = "schotten-totten"
MAX_MOVES = 2000
"""The most moves a record may hold: a round takes well under 200."""
MAX_VARIATIONS = 1000
"""The most variations a record may hold: each is replayed to be checked."""
_FIELDS = (
    "format",
    "version",
    "title",
    "meta",
    "variant",
    "names",
    "first",
    "setup",
    "moves",
    "result",
    "match",
)


@dataclass(frozen=True)
class Record:
    """A recorded round: the deck in draw order, both starting hands (card codes), the
    written moves, and optionally the result, the starting player and the match; in the
    Tactic variants also the tactic deck in draw order. ``comments`` holds one per written
    move (``''`` for none); ``variations`` the side lines (see :class:`Variation`: lines are
    numbered 0 for the main line, ``k`` for ``variations[k-1]``, plies count written moves);
    ``title`` and ``meta`` (texts by name) say what the record is. Only the main line has a
    result."""

    deck: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...]
    moves: tuple[str, ...] = ()
    variant: Variant = "base"
    names: tuple[str, ...] = default_names(2)
    first: int = 0
    result: Outcome | None = None
    match: Match | None = None
    tactic_deck: tuple[str, ...] = ()
    comments: tuple[str, ...] = ()
    variations: tuple[Variation, ...] = ()
    title: str = ""
    meta: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # tuples throughout: records compare equal and cannot be changed once made
        object.__setattr__(self, "deck", tuple(self.deck))
        object.__setattr__(self, "hands", tuple(tuple(h) for h in self.hands))
        object.__setattr__(self, "moves", tuple(self.moves))
        object.__setattr__(self, "names", tuple(self.names))
        object.__setattr__(self, "tactic_deck", tuple(self.tactic_deck))
        given = tuple(self.comments)
        if not any(given[len(self.moves) :]):  # replace(record, moves=...) keeps working
            given = given[: len(self.moves)]
        object.__setattr__(self, "comments", padded(given, len(self.moves)))
        object.__setattr__(self, "variations", tuple(self.variations))
        object.__setattr__(self, "meta", FrozenMap(self.meta))
        check_variations(self.moves, self.variations)

    @property
    def lines(self) -> int:
        """How many lines the record holds: the main line and one per variation."""
        return 1 + len(self.variations)

    def line_moves(self, line: int) -> tuple[str, ...]:
        """Every written move of line ``line`` from the start of the round (0: the main line)."""
        return along(self.variations, line, self.moves, lambda v: v.moves)

    def line_comments(self, line: int) -> tuple[str, ...]:
        """The comment on each move of :meth:`line_moves` (``''`` for none)."""
        return along(self.variations, line, self.comments, lambda v: v.comments)

    def line_game(self, line: int) -> Game:
        """The round at the end of line ``line``: the main line's as :meth:`game` gives it,
        a variation's with its last claim window left open."""
        if line == 0:
            return self.game()
        game = self._start()
        replay(game, self.line_moves(line))
        return game

    def comment(self, ply: int) -> str:
        """The comment on written move ``ply`` (1-based) of the main line, or ``''``."""
        return self.comments[ply - 1] if 0 < ply <= len(self.comments) else ""

    def game(self, ply: int | None = None) -> Game:
        """The round after the first ``ply`` written moves (all by default)."""
        last = len(self.moves) if ply is None else ply
        if isinstance(last, bool) or not isinstance(last, int) or not 0 <= last <= len(self.moves):
            raise ValueError(said("record.ply", last=len(self.moves), ply=repr(ply)))
        game = self._start()
        replay(game, self.moves[:last], finished=self.result is not None and ply is None)
        return game

    def _start(self) -> Game:
        return Game.from_setup(
            self.deck,
            self.hands,
            variant=self.variant,
            names=self.names,
            first=self.first,
            match=self.match,
            tactic_deck=self.tactic_deck if self.variant in TACTIC_VARIANTS else None,
        )

    def to_dict(self) -> dict[str, Any]:
        """The record as JSON-ready data."""
        out: dict[str, Any] = {
            "format": FORMAT,
            "version": VARIATIONS_VERSION if self.variations else VERSION,
        }
        if self.title:
            out["title"] = self.title
        if self.meta:
            out["meta"] = dict(self.meta)
        out.update(variant=self.variant, names=list(self.names))
        if self.first != _default_first(self.match):
            out["first"] = self.first
        out["setup"] = {"deck": list(self.deck), "hands": [list(h) for h in self.hands]}
        if self.variant in TACTIC_VARIANTS:
            out["setup"]["tactic_deck"] = list(self.tactic_deck)
        out["moves"] = _entries(self.moves, self.comments)
        if self.result is not None:
            out["result"] = self.result.to_dict()
        if self.match is not None:
            out["match"] = self.match.to_dict()
        if self.variations:
            out["variations"] = [
                {"parent": v.parent, "ply": v.ply, "moves": _entries(v.moves, v.comments)}
                for v in self.variations
            ]
        return out

    def to_json(self, indent: int | None = None) -> str:
        """The record as JSON text, which :meth:`from_json` reads back."""
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str | bytes) -> Record:
        """Read and check a record; any fault, however the input is broken, is a
        :class:`RecordError` naming the field or move and what is wrong."""
        return cls.from_dict(load(text))

    @classmethod
    def from_dict(cls, data: object) -> Record:
        """Check record data already parsed from JSON; see :meth:`from_json`."""
        try:
            return _read(data)
        except RecordError:
            raise
        except (
            ArithmeticError,
            AttributeError,
            LookupError,
            RecursionError,
            TypeError,
            ValueError,
        ) as error:
            raise RecordError(said("record.round_bug", kind=type(error).__name__)) from None


def replay(
    game: Game, moves: Sequence[str], finished: bool = False, line: Phrase | str = ""
) -> None:
    """Play written moves on ``game``, closing claim windows (the unwritten ``end``) where
    the next move is not a claim; ``RecordError`` names the first move that is wrong and
    why, after ``line`` (``record.in_variation``'s phrase, ``'variation 2 '``). ``finished``:
    the record has a result, so a claim window left open at the end is closed (a Tactic
    stalemate can follow the unwritten ``end`` of the last turn)."""
    for number, text in enumerate(moves, 1):
        where = phrase("record.move_at", where=line, number=number, move=show(text))
        if not isinstance(text, str):
            raise RecordError(said("record.move_text", where=line, number=number, value=show(text)))
        if text == END:
            raise RecordError(said("record.end_written", where=where))
        if text.startswith(f"{RETURN} "):
            raise RecordError(said("record.returns_written", where=where))
        if game.is_over:
            raise RecordError(said("record.round_over", where=where))
        try:
            move = Move.parse(text)
            if move.kind != CLAIM and game.claim_window and Move(END) in game.legal_moves():
                game.play(Move(END))
            for step in step_forms(text):  # a Recruiter with returns is two steps
                game.play(step)
        except ValueError as error:
            why = sentence_of(error)
            raise RecordError(
                said("record.bad_move", where=line, number=number, move=show(text), error=why)
            ) from None
    if finished and not game.is_over and Move(END) in game.legal_moves():
        game.play(Move(END))


def _read(data: object) -> Record:
    if not isinstance(data, dict):
        raise RecordError(said("record.not_object"))
    check_characters(data, RecordError)
    check_version(data, FORMAT, _FIELDS, RecordError, show)
    variant = data.get("variant", "base")
    if variant not in VARIANTS:
        raise RecordError(said("record.variant", found=show(variant)))
    names = _names(data.get("names"))
    match = _match(data.get("match"))
    first = data.get("first", _default_first(match))
    if type(first) is not int or first not in (0, 1):
        raise RecordError(said("record.first", found=show(first)))
    deck, hands, tactic_deck = _setup(data.get("setup"), variant in TACTIC_VARIANTS)
    moves, comments = _moves(data.get("moves", []))
    title, meta = _about(data.get("title", ""), data.get("meta", {}))
    record = Record(deck, hands, (), variant, names, first, None, match, tactic_deck)
    try:
        game = record._start()
    except ValueError as error:
        raise RecordError(said("record.field", field="setup", error=sentence_of(error))) from None
    start = game.copy()
    replay(game, moves, finished=data.get("result") is not None)
    result = _result(data.get("result"), game)
    variations = _variations(data.get("variations", []), start, tuple(moves))
    return Record(
        deck,
        hands,
        tuple(moves),
        variant,
        names,
        first,
        result,
        match,
        tactic_deck,
        tuple(comments),
        variations,
        title,
        meta,
    )


def _moves(raw: object, line: Phrase | str = "") -> tuple[list[str], list[str]]:
    """A line's written moves and their comments, at most :data:`MAX_MOVES`."""
    if isinstance(raw, list) and len(raw) > MAX_MOVES:
        raise RecordError(said("record.moves_many", where=line, count=len(raw), most=MAX_MOVES))
    return read_moves(raw, RecordError, line)


def _entries(moves: Sequence[str], comments: Sequence[str]) -> list[object]:
    """Moves as JSON-ready entries: the text, or ``{"move": ..., "comment": ...}`` for a
    move with a comment (so a record without comments reads as it always did)."""
    return [{"move": m, "comment": c} if c else m for m, c in zip(moves, comments)]


def _about(title: object, meta: object) -> tuple[str, dict[str, str]]:
    if not isinstance(title, str):
        raise RecordError(said("record.title_found", found=show(title)))
    if not isinstance(meta, dict) or not all(isinstance(v, str) for v in meta.values()):
        raise RecordError(said("record.meta"))
    return title, meta


def _variations(raw: object, start: Game, main: tuple[str, ...]) -> tuple[Variation, ...]:
    """The variations, each checked in place and replayed from the round's ``start``."""
    lines, variations = [main], []
    entries = check_variation_count(raw, MAX_VARIATIONS, RecordError)
    stops = [start] if entries else []  # the main line after each written move, to branch from
    for text in main if entries else ():
        stops.append(stops[-1].copy())
        replay(stops[-1], [text])
    for number, entry in enumerate(entries, 1):
        if isinstance(entry, dict):
            _moves(entry.get("moves"), phrase("record.in_variation", number=number))
        variation = read_variation(number, entry, RecordError, show)
        try:
            line = branch(number, variation, lines)
        except ValueError as error:
            raise RecordError(sentence_of(error)) from None
        if variation.parent == 0:
            game = stops[variation.ply].copy()
        else:
            game = start.copy()
            before = phrase("record.before_variation", number=number)
            replay(game, line[: variation.ply], line=before)
        replay(game, variation.moves, line=phrase("record.in_variation", number=number))
        lines.append(line)
        variations.append(variation)
    return tuple(variations)


def _default_first(match: Match | None) -> int:
    """Player 0 starts a single round and the odd rounds of a match, player 1 the even ones."""
    return 0 if match is None else match.first


def _names(raw: object) -> tuple[str, str]:
    if raw is None:
        first, second = default_names(2)
        return first, second
    if (
        not isinstance(raw, list)
        or len(raw) != 2
        or not all(isinstance(n, str) and n.strip() and len(n) <= 200 for n in raw)
    ):
        raise RecordError(said("record.round_names"))
    return (raw[0], raw[1])


def _setup(
    raw: object, tactic: bool
) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...], tuple[str, ...]]:
    if not isinstance(raw, dict):
        raise RecordError(said("record.round_setup_missing"))
    fields = ("deck", "hands", "tactic_deck") if tactic else ("deck", "hands")
    unknown = sorted(str(k) for k in set(raw) - set(fields))
    if unknown:
        listed = ", ".join(fields)
        raise RecordError(said("record.setup_field_of", field=show(unknown[0]), fields=listed))
    deck, hands = raw.get("deck"), raw.get("hands")
    if not _codes(deck):
        raise RecordError(said("record.setup_deck"))
    if not isinstance(hands, list) or len(hands) != 2 or not all(_codes(h) for h in hands):
        raise RecordError(said("record.setup_hands"))
    tactic_deck = raw.get("tactic_deck")
    if tactic and not (_codes(tactic_deck) and len(tactic_deck) <= 10):  # type: ignore[arg-type]
        raise RecordError(said("record.setup_tactic_deck"))
    assert isinstance(deck, list)
    return tuple(deck), (tuple(hands[0]), tuple(hands[1])), tuple(tactic_deck or ())


def _codes(raw: object) -> bool:
    return isinstance(raw, list) and len(raw) <= 54 and all(isinstance(c, str) for c in raw)


def _match(raw: object) -> Match | None:
    if raw is None:
        return None
    fields = ("round", "rounds", "vp_before")
    if not isinstance(raw, dict) or set(raw) != set(fields):
        raise RecordError(said("record.match"))
    try:
        return Match(raw["round"], raw["rounds"], raw["vp_before"])
    except ValueError as error:
        raise RecordError(said("record.field", field="match", error=sentence_of(error))) from None


def _result(raw: object, game: Game) -> Outcome | None:
    if raw is None:
        return None
    fields = ("winner", "reason", "stones")
    if not isinstance(raw, dict) or set(raw) != set(fields):
        raise RecordError(said("record.result_shape"))
    winner, reason, stones = raw["winner"], raw["reason"], raw["stones"]
    if not (winner is None or (type(winner) is int and winner in (0, 1))):
        raise RecordError(said("record.result_winner", found=show(winner)))
    if reason not in (THREE_ADJACENT, FIVE_STONES, STALEMATE):
        reasons = {"first": repr(THREE_ADJACENT), "second": repr(FIVE_STONES)}
        raise RecordError(
            said("record.result_reason", **reasons, third=repr(STALEMATE), found=show(reason))
        )
    if (
        not isinstance(stones, list)
        or len(stones) != 9
        or not all(s is None or (type(s) is int and s in (0, 1)) for s in stones)
    ):
        raise RecordError(said("record.result_stones"))
    stated = Outcome(winner, reason, tuple(stones))
    actual = game.outcome
    if actual is None:
        raise RecordError(said("record.round_unfinished"))
    for name in fields:
        if getattr(stated, name) != getattr(actual, name):
            states, gives = (json.dumps(o.to_dict()[name]) for o in (stated, actual))
            raise RecordError(said("record.result_states", name=name, stated=states, actual=gives))
    return actual
