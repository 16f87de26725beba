"""Frames: for one position and one viewer, everything the front end draws, as JSON-ready data.

This is the only module that knows both the rules and the front end's needs. A frame is built
from a :class:`~clans_widget.rules.view.View`, so it can hold nothing its viewer may not see.
The format is described in ``docs/frames.md``.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .rules import Game, Move, Record, Score, TileScore
from .rules.cards import cards_named
from .rules.placement import Match, matches
from .rules.view import View, Viewer, check_viewer, view

if TYPE_CHECKING:
    from .session import Line, Session

Frame = dict[str, Any]


def frame(game: Game, viewer: Viewer = "all") -> Frame:
    """The frame of ``game`` as it stands, for ``viewer``. The moves that led here and their
    comments are not in it: they go once, in the tree of the line (:func:`move_tree`)."""
    seen = view(game, viewer)
    return {
        "ply": game.ply,
        "players": seen.players,
        "names": list(seen.names),
        "viewer": seen.viewer,
        "tiles": list(seen.layout.tiles),
        "seats": _seats(seen),
        "stacks": {t: list(s) for t, s in seen.stacks.items()},
        "supply": list(seen.supply),
        "hands": [
            {"player": p, "count": n, "cards": None if h is None else [str(c) for c in h]}
            for p, (h, n) in enumerate(zip(seen.hands, seen.hand_sizes))
        ],
        "turn": seen.current_player,
        "over": seen.is_over,
        "last": _last(seen),
        "legal": _legal(seen),
        "score": score_frame(seen.score(), seen.names),
    }


def line_frames(
    record: Record,
    viewer: Viewer | str = "all",
    start: int = 0,
    at_screen: int | None = None,
) -> list[Frame]:
    """One frame per position of a record, from ply ``start`` to the end.

    ``viewer="turn"`` is for hot-seat play on one shared screen: the last position is shown
    to the player ``at_screen`` (to everyone once the game is over; to a spectator when
    nobody is), and every other position as a spectator sees it, so the page never holds a
    hand but that of the player who showed it.
    """
    end = len(record.moves)
    if start > end:
        return []
    game = record.game(start)
    frames = []
    for move in (None, *record.moves[start:]):
        if move is not None:
            game.play(move)
        frames.append(frame(game, _viewer_at(game, viewer, game.ply == end, at_screen)))
    return frames


def puzzle_frame(frame: Frame, answer: str) -> Frame:
    """``frame`` as a puzzle not yet answered shows it: no ``score`` (it says who takes each
    rank group and who wins) and no legal moves (they say where a card may go).

    A puzzle answered by a move (``answer`` ``"move"``) keeps the mover's hand pickable: its
    ``legal`` lists every free seat for every card of that hand, with no reasons, no face-down
    rule, and ``"open": true``; the front end lights them all and Python judges the move placed.
    Other puzzles get ``legal`` null. Nothing here is computed from the legal moves or the score.
    """
    out = {**frame, "score": None, "legal": None}
    legal = frame.get("legal")
    if answer != "move" or legal is None:
        return out
    player = legal["player"]
    hand = next(h["cards"] for h in frame["hands"] if h["player"] == player) or []
    free = [s["seat"] for s in frame["seats"] if s["card"] is None and not s["down"]]
    out["legal"] = {
        "player": player,
        "shield": frame["supply"][player] > 0,
        "face_down": False,
        "open": True,
        "cards": {card: [{"seat": seat} for seat in free] for card in hand},
    }
    return out


def move_tree(session: Session, viewer: Viewer) -> tuple[dict[str, Any], dict[str, str]]:
    """The lines of ``session`` as ``viewer`` may see them, and the comments they may read,
    worked out afresh (a board keeps its tree up to date with :class:`MoveTree` instead).

    The tree lists every line with its own moves (face-down cards masked as ``~?@Bn2`` where
    the viewer may not see them); each move says whether it has a comment and whether that
    comment is withheld, and whether a bot played it from a re-dealt hand (``"redealt"``:
    see :meth:`~.session.Session.play_bot`); a line holding a deal of its own says so
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
            seen = view(game, viewer)
            hidden = bool(comment) and _withheld(comment, seen, len(seen.moves) - 1)
            entry: list[Any] = [seen.moves[-1], mover]  # kept short: resent after every move
            if comment:
                entry.append("hidden" if hidden else "comment")
            if redealt and _redealt_by(session, mover):
                entry.append("redealt")
            entries.append(entry)
            if comment and not hidden:
                comments[f"{node.id}:{node.ply + offset + 1}"] = comment
        lines.append(_line_head(node) | {"moves": entries})
    return {"lines": lines, "editable": session.edit_refusal() is None}, comments


def _line_head(node: Line) -> dict[str, Any]:
    """A line of the tree but its moves: where it branches, and whether it holds a deal."""
    head: dict[str, Any] = {"id": node.id, "parent": node.parent, "ply": node.ply}
    if node.deal is not None:
        head["dealt"] = True  # its bots play from a deal of its own: it is not promoted
    return head


def _redealt_by(session: Session, mover: int | None) -> bool:
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

    def __init__(self) -> None:
        self._session: Session | None = None
        self._lines: dict[Viewer, dict[int, tuple[int, _TreeLine, str]]] = {}
        """Per viewer and line: the line's version, its part of the tree, and that as JSON."""
        self._last: tuple[int, Viewer] | None = None
        self._answer: tuple[dict[str, Any], dict[str, str]] = ({}, {})
        self._text = ""

    def update(
        self, session: Session, viewer: Viewer
    ) -> tuple[dict[str, Any], dict[str, str]]:
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
                part = _tree_line(session, node.id, key, viewer, before)
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
    session: Session,
    line: int,
    key: _LineKey,
    viewer: Viewer,
    before: _TreeLine | None,
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
        seen = view(session.position(line, ply + offset + 1), viewer)
        comment = notes[offset] if offset < len(notes) else ""
        hidden = bool(comment) and _withheld(comment, seen, len(seen.moves) - 1)
        entry: list[Any] = [seen.moves[-1], mover]
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

    def __init__(self, limit: int = 2048) -> None:
        self._session: Session | None = None
        self._frames: OrderedDict[tuple[tuple[str, ...], Viewer, int], tuple[Frame, object]] = (
            OrderedDict()
        )
        self._limit = limit

    def line(self, session: Session, start: int = 0) -> list[Frame]:
        """The frames of ``session``'s line shown, from ply ``start`` to its end, as
        ``line_frames(session.line_record(), session.viewer, start, session.shown_to())``
        gives them. The frames are shared: never change one."""
        if session is not self._session:
            self._session = session
            self._frames.clear()
        moves = tuple(session.moves())
        end, at_screen = len(moves), session.shown_to()
        out = []
        deal = session.deal(session.line)  # a re-dealt line's positions are its deal's
        for ply in range(start, end + 1):
            game = session.position(session.line, ply)
            seen = _viewer_at(game, session.viewer, ply == end, at_screen)
            key = (moves[:ply], seen, id(deal))  # the entry holds the deal: its id stays unique
            found = self._frames.get(key)
            if found is None:
                found = self._frames[key] = (frame(game, seen), deal)
            else:
                self._frames.move_to_end(key)
            out.append(found[0])
        while len(self._frames) > self._limit:
            self._frames.popitem(last=False)
        return out


def _withheld(comment: str, seen: View, index: int) -> bool:
    """A comment is withheld when it could tell the viewer a hidden card: the move's own card
    is hidden from them, or the text names a card they cannot see."""
    return seen.moves[index].startswith("~?") or not cards_named(comment).isdisjoint(seen.unseen)


def _viewer_at(game: Game, viewer: Viewer | str, last: bool, at_screen: int | None) -> Viewer:
    if viewer == "turn":
        if not last or at_screen is None:
            return "all" if last and game.is_over else "spectator"
        return "all" if game.is_over else at_screen
    return check_viewer(viewer, game.players)


def _seats(seen: View) -> list[dict[str, Any]]:
    out = []
    for seat in seen.layout.seats:
        down = seat in seen.face_down
        card = seen.face_down[seat] if down else seen.table.get(seat)
        out.append(
            {
                "seat": str(seat),
                "tile": seat.tile,
                "row": seat.row,
                "pos": seat.pos,
                "card": None if card is None else str(card),
                "down": down,
            }
        )
    return out


def _last(seen: View) -> dict[str, Any] | None:
    if not seen.moves:
        return None
    text = seen.moves[-1]
    seat = text.split("@")[1].rstrip("+")
    return {"move": text, "player": seen.movers[-1], "seat": seat, "tile": seat[0]}


def _legal(seen: View) -> dict[str, Any] | None:
    player = seen.current_player
    if player is None or not seen.sees_hand(player):
        return None
    moves = seen.legal_moves()
    hand = seen.hands[player] or ()
    up = [seen.table.get(s) for s in seen.layout.seats]
    face_down = bool(moves) and moves[0].face_down
    cards: dict[str, list[dict[str, Any]]] = {str(c): [] for c in hand}
    for move in moves:
        if move.shield:
            continue
        entry: dict[str, Any] = {"seat": str(move.seat)}
        if not face_down:  # why it is legal: each matching card's seat, and how it matches
            found = matches(seen.layout, up, move.card, seen.layout.index[move.seat])
            entry["by"] = {str(m.seat): _how(m) for m in found}
        cards[str(move.card)].append(entry)
    return {
        "player": player,
        "shield": seen.supply[player] > 0,
        "face_down": face_down,
        "cards": cards,
    }


def _how(match: Match) -> str:
    """How a card matches, for the front end to say why a seat is legal: ``"colour"``,
    ``"rank"``, or either followed by ``" opposite"`` for the seat across."""
    return match.by + (" opposite" if match.where == "opposite" else "")


def score_frame(score: Score, names: Sequence[str]) -> dict[str, Any]:
    """A score as frame data, with a sentence that says who wins and why."""
    return {
        "final": score.final,
        "points": list(score.points),
        "cards": list(score.cards),
        "winners": list(score.winners),
        "decided_by": score.decided_by,
        "tiles": [tile_frame(t) for t in score.tiles],
        "text": result_text(score, names),
    }


_KEYED = {"seats": "seat", "hands": "player"}
"""Lists of a frame whose items are named by a key: a delta holds only the items that changed."""
_KEYED_IN_SCORE = {"tiles": "tile"}
"""The same inside ``score``."""


def frame_delta(before: Frame | None, after: Frame) -> Frame:
    """What changed from frame ``before`` to ``after``, so a line's frames cross as deltas.

    The delta holds each top-level key whose value changed (all of them when ``before`` is
    None). Within ``score`` it does the same; the lists ``seats`` and ``score.tiles`` hold only
    their changed items. Everything else is replaced whole. ``js/framestore.ts`` applies it.
    """
    if before is None:
        return after
    return _delta(before, after, _KEYED, descend=True)


def _delta(before: Frame, after: Frame, keyed: dict[str, str], descend: bool) -> Frame:
    out: Frame = {}
    for key, value in after.items():
        old = before.get(key)
        if value == old:
            continue
        if descend and key == "score" and isinstance(value, dict) and isinstance(old, dict):
            out[key] = _delta(old, value, _KEYED_IN_SCORE, descend=False)
        elif isinstance(old, list) and _same_items(old, value, keyed.get(key)):
            out[key] = [item for item, was in zip(value, old) if item != was]
        else:
            out[key] = value
    return out


def _same_items(old: list[Any], new: object, name: str | None) -> bool:
    """``name`` names the items of a keyed list, and both lists have the same items' names,
    in the same order."""
    return (
        name is not None
        and isinstance(new, list)
        and len(old) == len(new)
        and all(a.get(name) == b.get(name) for a, b in zip(old, new))
    )


def tile_frame(tile: TileScore) -> dict[str, Any]:
    """One tile's scoring as frame data: its stack and who takes each rank group."""
    return {
        "tile": tile.tile,
        "shields": list(tile.shields),
        "groups": [
            {
                "rank": g.rank,
                "cards": [str(c) for c in g.cards],
                "taker": g.taker,
                "shield": g.shield,
                "points": g.points,
            }
            for g in tile.groups
        ],
        "unused_shields": list(tile.unused_shields),
    }


def forecast(game: Game, move: Move) -> dict[str, Any]:
    """The stack forecast of the tile ``move`` goes to, after it, with and without a shield
    (``None`` when the mover has no shield left), for the front end's preview."""
    after: dict[str, dict[str, Any] | None] = {}
    for form, shield in (("plain", False), ("shield", True)):
        if shield and not game.supply[game.current_player or 0]:
            after[form] = None
            continue
        trial = game.copy()
        trial.play(Move(move.card, move.seat, move.face_down, shield))
        after[form] = tile_frame(next(t for t in trial.score().tiles if t.tile == move.seat.tile))
    return {"move": str(move), "tile": move.seat.tile, **after}


def result_text(score: Score, names: Sequence[str]) -> str:
    """Who wins (or would, if the game ended now), in one sentence."""
    who = [names[p] for p in score.winners]
    best = score.points[score.winners[0]]
    cards = score.cards[score.winners[0]]
    verb = "wins" if score.final else "would win"
    if best == 0:
        return "Nobody took a card: the victory is shared." if score.final else (
            "No shield takes a card yet: nobody leads."
        )
    if score.decided_by == "points":
        text = f"{who[0]} {verb} with {counted(best, 'point')}"
    elif score.decided_by == "cards":
        text = (
            f"{who[0]} {verb} on cards taken: {counted(cards, 'card')} "
            f"against the same {counted(best, 'point')}"
        )
    else:
        joined = ", ".join(who[:-1]) + " and " + who[-1]
        share = "share" if score.final else "would share"
        text = (
            f"{joined} {share} the victory with {counted(best, 'point')} "
            f"and {counted(cards, 'card')} each"
        )
    return text + ("." if score.final else " if the game ended now.")


def counted(n: int, noun: str) -> str:
    """``n`` and the noun, plural unless ``n`` is 1: ``'1 card'``, ``'3 cards'``."""
    return f"{n} {noun}{'' if n == 1 else 's'}"
