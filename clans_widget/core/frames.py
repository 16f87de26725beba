"""The frame envelope, for any game: a line's frames, their deltas, the move tree and the caches.

A frame is what the front end draws of one position for one viewer, as JSON-ready data. The
game's presenter (:class:`Presenter`, its definition's ``presenter`` slot) builds it from what
that viewer observes, so it holds nothing the viewer may not see. Every frame names its game
(``"game"``, the record format, which picks the front end's plug-in) and its keyed lists
(``"keyed"``: ``{"seats": "seat", "score.tiles": "tile"}``, a path to a list whose items are
named by a key), so deltas are made here and applied in ``js/framedelta.ts`` without naming a
game. The format is described in ``docs/frames.md``.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, cast

from .protocol import GameDefinition, Observation, Viewer
from .registry import game_of
from .viewers import viewer_at

if TYPE_CHECKING:
    from .session import Line, Session

    AnySession = Session[Any, Any]

Frame = dict[str, Any]
DEFAULT = "en"
"""The language a presenter speaks unless asked for another (``clans_widget.i18n``'s)."""


class Presenter(Protocol):
    """How a game turns positions into frames (a definition's ``presenter``)."""

    def frame(self, position: Any, viewer: Viewer) -> Frame:
        """The frame of ``position`` as ``viewer`` sees it, with its ``game`` and ``keyed``."""
        ...

    def say(self, move: str, player: int, names: Sequence[str]) -> str:
        """``move``, as a viewer sees it (its card masked if hidden from them), made by
        ``player``, in words: ``"Ben placed the blue 7 on B north 2 and a shield"``. The
        move list's accessible names and the board's announcements read it, never notation."""
        ...

    def advise(self, move: str) -> str:
        """``move`` as advice to the player to make it, in words: ``"place the blue 7 on B
        north 2"``. A hint and a review's better move read it, never notation."""
        ...

    def words_in(self, text: str) -> str:
        """``text`` (the engine's refusal of a board's request, written for Python callers)
        with every move, card or place it writes in notation said in words, as the board
        shows and reads it."""
        ...

    def withholds(self, move: str) -> bool:
        """True when ``move``, as a viewer sees it, hides its card from them (a comment on it
        is withheld from that viewer)."""
        ...


def presenter_of(definition: GameDefinition, lang: str = DEFAULT) -> Presenter:
    """``definition``'s presenter, its sentences in ``lang`` when it speaks it (a presenter
    with a ``speaking(lang)`` method gives its presenter of another language; one without
    speaks English); ``ValueError`` for a game that cannot be drawn yet."""
    found = definition.presenter
    if found is None:
        raise ValueError(f"{definition.title} has no board to draw yet")
    speaking = getattr(found, "speaking", None)
    if lang != DEFAULT and speaking is not None:
        found = speaking(lang)
    return cast(Presenter, found)


def line_frames(
    record: Any,
    viewer: Viewer | str = "all",
    start: int = 0,
    at_screen: int | None = None,
    lang: str = DEFAULT,
) -> list[Frame]:
    """One frame per position of a record's main line, from ply ``start`` to the end.

    ``viewer="turn"`` is for hot-seat play on one shared screen: the last position is shown
    to the player ``at_screen`` (to everyone once the game is over; to a spectator when
    nobody is), and every other position as a spectator sees it, so the page never holds a
    hand but that of the player who showed it.
    """
    definition = game_of(record)
    present = presenter_of(definition, lang)
    moves = list(definition.lines(record).moves)  # the steps of its main line
    end = len(moves)
    if start > end:
        return []
    game = definition.start(record)
    for done in moves[:start]:
        game.play(done)
    frames = []
    for move in (None, *moves[start:]):
        if move is not None:
            game.play(move)
        frames.append(present.frame(game, viewer_at(game, viewer, game.ply == end, at_screen)))
    return frames


def frame_delta(before: Frame | None, after: Frame) -> Frame:
    """What changed from frame ``before`` to ``after``, so a line's frames cross as deltas.

    The delta holds each top-level key whose value changed (all of them when ``before`` is
    None). A keyed list of ``after["keyed"]`` holds only its changed items when both lists
    name the same items in the same order; a dict that holds keyed lists (``score`` for
    ``score.tiles``) is a delta itself. Everything else is replaced whole.
    """
    if before is None:
        return after
    return _delta(before, after, after.get("keyed") or {})


def _delta(before: Frame, after: Frame, keyed: Mapping[str, str]) -> Frame:
    out: Frame = {}
    for key, value in after.items():
        old = before.get(key)
        if value == old:
            continue
        inner = _within(keyed, key)
        if inner and isinstance(value, dict) and isinstance(old, dict):
            out[key] = _delta(old, value, inner)
        elif isinstance(old, list) and _same_items(old, value, keyed.get(key)):
            out[key] = [item for item, was in zip(value, old) if item != was]
        else:
            out[key] = value
    return out


def _within(keyed: Mapping[str, str], key: str) -> dict[str, str]:
    """The keyed paths under ``key`` (``{"tiles": "tile"}`` under ``"score"``)."""
    prefix = key + "."
    return {path[len(prefix) :]: name for path, name in keyed.items() if path.startswith(prefix)}


def _same_items(old: list[Any], new: object, name: str | None) -> bool:
    """``name`` names the items of a keyed list, and both lists have the same items' names,
    in the same order."""
    return (
        name is not None
        and isinstance(new, list)
        and len(old) == len(new)
        and all(a.get(name) == b.get(name) for a, b in zip(old, new))
    )


def withheld(definition: GameDefinition, comment: str, seen: Observation, index: int) -> bool:
    """A comment is withheld when it could tell the viewer a hidden card: the move's own card
    is hidden from them, or the text names a card they cannot see."""
    if presenter_of(definition).withholds(seen.moves[index]):
        return True
    named = definition.tokens_named(comment)
    return bool(named) and not named.isdisjoint(str(card) for card in seen.unseen)


def move_tree(
    session: AnySession, viewer: Viewer, lang: str = DEFAULT
) -> tuple[dict[str, Any], dict[str, str]]:
    """The lines of ``session`` as ``viewer`` may see them, and the comments they may read,
    worked out afresh (a board keeps its tree up to date with :class:`MoveTree` instead).

    The tree lists every line with its own moves as the viewer sees them (a hidden card
    masked); each move says whether it has a comment and whether that comment is withheld,
    and whether a bot played it from a re-dealt hand (``"redealt"``: see
    :meth:`~.session.Session.play_bot`); a line holding a deal of its own says so
    (``"dealt"``). The comments come apart, keyed ``"<line>:<ply>"``, so a long comment
    crosses to the front end once, not with every move.
    """
    lines = []
    comments: dict[str, str] = {}
    for node in session.lines.values():
        game = session.game(node.id, node.ply)
        redealt = session.redealt(node.id)
        entries = []
        own_comments = session.comments(node.id)[node.ply :]
        for offset, (text, comment) in enumerate(zip(node.moves, own_comments)):
            mover = game.current_player
            game.play(text)
            seen = game.observe(viewer)
            hidden = bool(comment) and withheld(
                session.definition, comment, seen, len(seen.moves) - 1
            )
            entry: list[Any] = [seen.moves[-1], mover]  # kept short: resent after every move
            entry.append(_said(session, seen.moves[-1], mover, game.names, lang))
            if comment:
                entry.append("hidden" if hidden else "comment")
            if redealt and _redealt_by(session, mover):
                entry.append("redealt")
            entries.append(entry)
            if comment and not hidden:
                comments[f"{node.id}:{node.ply + offset + 1}"] = comment
        lines.append(_line_head(node) | {"moves": entries})
    return {"lines": lines, "editable": session.edit_refusal() is None}, comments


def _said(
    session: AnySession, move: str, mover: int | None, names: Sequence[str], lang: str
) -> str:
    """A move of the tree in words, by the game's presenter (a note of its wire entry)."""
    return presenter_of(session.definition, lang).say(move, mover or 0, names)


def _line_head(node: Line) -> dict[str, Any]:
    """A line of the tree but its moves: where it branches, and whether it holds a deal."""
    head: dict[str, Any] = {"id": node.id, "parent": node.parent, "ply": node.ply}
    if node.deal is not None:
        head["dealt"] = True  # its bots play from a deal of its own: it is not promoted
    return head


def _redealt_by(session: AnySession, mover: int | None) -> bool:
    """Whether a move of ``mover`` in a re-dealt line was a bot's, from a re-dealt hand."""
    return mover in session.bots and mover != session.viewer


_LineKey = tuple[int | None, int, tuple[str, ...], tuple[str, ...], bool, bool]
"""What a line's part of the tree depends on: its parent, ply, moves and comments (the moves
before its branch never change under it: a promotion that would change them moves it),
whether it holds a deal and whether it is played in one."""
_TreeLine = tuple[_LineKey, dict[str, Any], dict[str, str]]
"""A line's part of the tree, its comments, and what it was worked out from."""


class MoveTree:
    """The move tree of a session (as :func:`move_tree` gives it), kept up to date instead of
    built again: only the lines that changed since the last :meth:`update` are worked out again
    (a move played at a line's end works out that one move), from the session's cached
    positions. A board holds one, so a click on a board with many variations stays quick."""

    def __init__(self, lang: str = DEFAULT) -> None:
        self.lang = lang
        """The language of the moves' words."""
        self._session: AnySession | None = None
        self._lines: dict[Viewer, dict[int, tuple[int, _TreeLine, str]]] = {}
        """Per viewer and line: the line's version, its part of the tree, and that as JSON."""
        self._last: tuple[int, Viewer] | None = None
        self._answer: tuple[dict[str, Any], dict[str, str]] = ({}, {})
        self._text = ""

    def update(self, session: AnySession, viewer: Viewer) -> tuple[dict[str, Any], dict[str, str]]:
        """The tree and comments of ``session`` for ``viewer``, as :func:`move_tree` gives them.

        A line whose part changed is a new dict; the others are the same objects as before,
        so comparing two trees costs little."""
        if session is not self._session:
            self._session, self._lines, self._last = session, {}, None
        if self._last == (session.revision, viewer):
            return self._answer
        lines, texts = [], []
        comments: dict[str, str] = {}
        known = self._lines.get(viewer, {})
        kept = {}
        for node in session.lines.values():
            cached = known.get(node.id)
            if cached is None or cached[0] != node.version:
                dealt = (node.deal is not None, session.redealt(node.id))
                key = (node.parent, node.ply, tuple(node.moves), tuple(node.comments), *dealt)
                before = None if cached is None else cached[1]
                part = _tree_line(session, node.id, key, viewer, before, self.lang)
                cached = (node.version, part, json.dumps(part[1], separators=(",", ":")))
            kept[node.id] = cached
            lines.append(cached[1][1])
            texts.append(cached[2])
            comments.update(cached[1][2])
        self._lines[viewer] = kept
        self._last = (session.revision, viewer)
        editable = session.edit_refusal() is None
        self._answer = {"lines": lines, "editable": editable}, comments
        self._text = f'{{"lines":[{",".join(texts)}],"editable":{json.dumps(editable)}}}'
        return self._answer

    def text(self, tree: object) -> str | None:
        """``tree`` as compact JSON text if it is the last tree :meth:`update` gave (joined
        from each line's text, kept with it), else ``None``."""
        return self._text if tree is self._answer[0] else None


def _tree_line(
    session: AnySession,
    line: int,
    key: _LineKey,
    viewer: Viewer,
    before: _TreeLine | None,
    lang: str = DEFAULT,
) -> _TreeLine:
    """One line of the move tree and its comments; the entries of ``before`` (the line as it
    was) are kept while its moves and comments begin the new ones."""
    parent, ply, moves, notes, _, redealt = key
    entries: list[Any] = []
    comments: dict[str, str] = {}
    if before is not None:
        (was_parent, was_ply, was_moves, was_notes, *was_dealt), old, old_comments = before
        done = len(was_moves)
        if (was_parent, was_ply, *was_dealt) == (parent, ply, *key[4:]) and (
            was_moves,
            was_notes,
        ) == (moves[:done], notes[:done]):
            entries, comments = list(old["moves"]), dict(old_comments)
    for offset in range(len(entries), len(moves)):
        mover = session.position(line, ply + offset).current_player
        seen = session.position(line, ply + offset + 1).observe(viewer)
        comment = notes[offset] if offset < len(notes) else ""
        hidden = bool(comment) and withheld(session.definition, comment, seen, len(seen.moves) - 1)
        entry: list[Any] = [seen.moves[-1], mover]
        entry.append(_said(session, seen.moves[-1], mover, session.position(line, 0).names, lang))
        if comment:
            entry.append("hidden" if hidden else "comment")
            if not hidden:
                comments[f"{line}:{ply + offset + 1}"] = comment
        if redealt and _redealt_by(session, mover):
            entry.append("redealt")
        entries.append(entry)
    return key, _line_head(session.lines[line]) | {"moves": entries}, comments


class FrameCache:
    """The frames of a session's positions, each built once per viewer it is drawn for (by
    the moves that lead there, so no entry goes stale), the least recently used dropped past
    ``limit``. :meth:`line` gives what :func:`line_frames` gives for the line shown."""

    def __init__(self, limit: int = 2048, lang: str = DEFAULT) -> None:
        self.lang = lang
        """The language of the frames' words."""
        self._session: AnySession | None = None
        self._frames: OrderedDict[tuple[tuple[str, ...], Viewer, int], tuple[Frame, object]] = (
            OrderedDict()
        )
        self._limit = limit

    def line(self, session: AnySession, start: int = 0) -> list[Frame]:
        """The frames of ``session``'s line shown, from ply ``start`` to its end, as
        ``line_frames(session.line_record(), session.viewer, start, session.shown_to())``
        gives them. The frames are shared: never change one."""
        if session is not self._session:
            self._session = session
            self._frames.clear()
        present = presenter_of(session.definition, self.lang)
        moves = tuple(session.moves())
        end, at_screen = len(moves), session.shown_to()
        out = []
        deal = session.deal(session.line)  # a re-dealt line's positions are its deal's
        for ply in range(start, end + 1):
            game = session.position(session.line, ply)
            seen = viewer_at(game, session.viewer, ply == end, at_screen)
            key = (moves[:ply], seen, id(deal))  # the entry holds the deal: its id stays unique
            found = self._frames.get(key)
            if found is None:
                found = self._frames[key] = (present.frame(game, seen), deal)
            else:
                self._frames.move_to_end(key)
            out.append(found[0])
        while len(self._frames) > self._limit:
            self._frames.popitem(last=False)
        return out
