"""A session at the board: the main line and its variations, the cursor, who may do what, and
the bots' turns, for any game of the registry. Plain Python with no widget imports;
:class:`~clans_widget.ClansWidget` is a thin map of traits and messages onto one.

Lines form a tree, as side lines do in a chess game record: line 0 is the main line; every
other line branches from a position of its parent line and holds the moves played from there.
A move played where a line goes on differently starts a new line, so no move is ever lost by
playing. The session reaches its game only through the game's definition (the record's lines,
its first position, records made of lines, a dealer for bots in variations) and the
:class:`~.protocol.Position` protocol (legal moves, check, play, undo, copy, observe).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator, Mapping
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar, cast

from ..i18n.sentence import name_of, said
from .analysis import GameAnalysis
from .permissions import Viewer, play_refusal, refuse, take_back, undo_floor, undo_refusal
from .positions import Positions
from .protocol import Branch, Deal, Dealer, GameDefinition, Lines, Position
from .protocol import Viewer as SeenBy
from .registry import game_of
from .table import Seen, Table, follow, tells
from .viewers import check_viewer, viewer_at

P = TypeVar("P", bound=Position[Any])
"""The game's position type."""
R = TypeVar("R")
"""The game's record type."""


class Bot(Protocol):
    """Anything that picks a move from what its player may see (the game's observation)."""

    def choose(self, view: Any) -> Any:
        """The move to play."""
        ...


REDEALT_STAYS = said("refusal.redealt_stays")
"""Why a line played against re-dealt hands is not promoted."""


class BotError(RuntimeError):
    """A bot failed to move; the session is unchanged and the bot may be asked again."""


@dataclass
class Line:
    """One line of play: ``moves`` played from the position after ``ply`` moves of ``parent``."""

    id: int
    parent: int | None
    ply: int
    moves: list[str] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)
    deal: Deal | None = None
    """The game dealt again for this line's bots (see :meth:`Session.play_bot`), from its start."""
    version: int = 0
    """Grows whenever the session changes this line's moves, comments, parent or ply."""


class Session(Generic[P, R]):
    """The lines of one game and the position shown, for one viewer, with the bots' seats.

    ``replay=True`` keeps the main line as recorded: every move played on it, even at its end,
    starts a variation. Otherwise the main line is the game as played and grows at its end.
    ``game`` is the record's game definition (by default the registry's for the record).
    """

    def __init__(
        self,
        record: R,
        viewer: Viewer = "all",
        bots: Mapping[int, Bot] | None = None,
        *,
        replay: bool = False,
        game: GameDefinition | None = None,
    ) -> None:
        self._table = Table()
        self._listeners: list[Callable[[], None]] = []
        self.definition: GameDefinition = game_of(record) if game is None else game
        start = cast(P, self.definition.start(record))
        self.players: int = start.players
        self.names: tuple[str, ...] = tuple(start.names)
        if viewer != "turn":
            check_viewer(viewer, self.players)
        self.viewer: Viewer = viewer
        self.bots: dict[int, Bot] = dict(bots or {})
        self.replay = replay
        self.origin = record
        recorded = self.definition.lines(record)
        self._recorded_moves = tuple(recorded.moves)
        main = Line(0, None, 0, list(recorded.moves), list(recorded.comments))
        self.lines: dict[int, Line] = {0: main}
        for number, variation in enumerate(recorded.variations, start=1):  # ids are line numbers
            parent = self._owner(variation.parent, variation.ply)
            self.lines[number] = Line(
                number, parent, variation.ply, list(variation.moves), list(variation.comments)
            )
        self._table.next_id = len(self.lines)
        self.line = 0
        self.ply = 0 if replay else len(self._recorded_moves)
        self.at_screen: int | None = None
        """Hot-seat: the player who has shown their hand at the screen."""
        self._positions: Positions[P] = Positions(start)
        self._record: tuple[int, R] | None = None  # `record` at a revision
        self._table.join(self)

    @property
    def revision(self) -> int:
        """Grows whenever a line changes (a move, an undo, a promotion, a deletion), through
        this view or another of the same game (:meth:`view`)."""
        return self._table.revision

    @revision.setter
    def revision(self, value: int) -> None:
        self._table.revision = value

    @property
    def _next_id(self) -> int:
        """The id of the next new line: it only grows, so no id is ever used twice."""
        return self._table.next_id

    @_next_id.setter
    def _next_id(self, value: int) -> None:
        self._table.next_id = value

    # --- several views of one game (clans_widget.core.table) ------------------------------

    def view(self, viewer: Viewer) -> Session[P, R]:
        """Another view of this game, for ``viewer``: the same lines, bots and positions, its
        own cursor (at the start of a replay, else at the end of the main line) and hot-seat
        state. From then on the game is shared (:attr:`shared`); a change made through any
        view moves the others' cursors and calls their listeners (:meth:`listen`)."""
        if viewer != "turn":
            check_viewer(viewer, self.players)
        made = copy.copy(self)  # shares the lines, bots, positions and table
        made.viewer = viewer
        made.line, made.ply = 0, 0 if self.replay else self.length(0)
        made.at_screen = None
        made._record = None
        made._listeners = []
        self._table.join(made)
        return made

    @property
    def shared(self) -> bool:
        """True once this game has another view (:meth:`view`): then only a view that sees
        everything plays away from the end of the main line of a live game, edits variations,
        or lets bots play (see :meth:`shared_refusal`)."""
        return self._table.shared

    def listen(self, listener: Callable[[], None]) -> None:
        """Call ``listener`` after another view of this game changed its lines (this view's
        cursor has moved with them by then)."""
        self._listeners.append(listener)

    def leave(self) -> None:
        """Hear of no more changes: the listeners are dropped and the game forgets this view."""
        self._listeners.clear()
        self._table.leave(self)

    def seen(self) -> Seen:
        """Where this view stands (kept by the table while another view changes the lines)."""
        return Seen(self.line, self.ply, tuple(self.moves()[: self.ply]), self.at_end)

    def follow(self, seen: Seen) -> None:
        """Move the cursor after another view changed the lines (:func:`~.table.follow`)."""
        self.line, self.ply = follow(seen, list(self.lines), self.moves)

    def told_after(self) -> AbstractContextManager[None]:
        """Around a block that changes the lines through this view and then redraws its
        board: the other views hear of the change when the block ends, so the board that was
        clicked is redrawn first, not last."""
        return self._table.changing(self)

    def tell(self) -> None:
        """Call the listeners: another view changed the lines."""
        for listener in list(self._listeners):
            listener()

    def shared_refusal(self) -> str | None:
        """Why this view may not play, undo or edit here because the game is shared, or
        ``None``: a view that does not see everything plays and undoes only at the end of the
        main line of a live game (a variation would show everyone the cards it plays)."""
        if not self.shared or self.viewer == "all":
            return None
        if self.line != 0 or self.replay or not self.at_end:
            return said("refusal.shared_live_end")
        return None

    # --- reading the tree ---------------------------------------------------------------

    def moves(self, line: int | None = None) -> list[str]:
        """Every move of ``line`` (default: the line shown) from the start of the game."""
        node = self.lines[self.line if line is None else line]
        if node.parent is None:
            return list(node.moves)
        return self.moves(node.parent)[: node.ply] + node.moves

    def comments(self, line: int | None = None) -> list[str]:
        """The comment on each move of :meth:`moves` (``''`` for none)."""
        node = self.lines[self.line if line is None else line]
        own = node.comments + [""] * (len(node.moves) - len(node.comments))
        if node.parent is None:
            return own
        return self.comments(node.parent)[: node.ply] + own

    def length(self, line: int | None = None) -> int:
        """How many moves ``line`` holds from the start of the game."""
        node = self.lines[self.line if line is None else line]
        return node.ply + len(node.moves)

    def branches(self, line: int, ply: int) -> list[Line]:
        """The lines that branch from ``line`` at its position after ``ply`` moves."""
        return [n for n in self.lines.values() if n.parent == line and n.ply == ply]

    def _owner(self, line: int, ply: int) -> int:
        """The line that holds the move after position ``ply`` of ``line``: a variation's
        first position is its parent's, so a line branches only from inside another."""
        node = self.lines[line]
        while node.parent is not None and ply <= node.ply:
            node = self.lines[node.parent]
        return node.id

    def descendants(self, line: int) -> Iterator[int]:
        """The ids of ``line`` and of every line that branches from it, however deep."""
        yield line
        for node in list(self.lines.values()):
            if node.parent == line:
                yield from self.descendants(node.id)

    def line_record(self, line: int | None = None) -> R:
        """One line as a plain record (no variations, no result); for a line played against
        re-dealt hands, the deal's set-up and moves (every position looks the same to the
        viewer)."""
        dealt = self.deal(self.line if line is None else line)
        moves = self.moves(line)
        if dealt is not None:
            moves = [*dealt.history, *moves[dealt.ply :]]
        start = None if dealt is None else dealt.start
        made = self.definition.line_record(self.origin, moves, self.comments(line), start)
        return cast(R, made)

    def game(self, line: int | None = None, ply: int | None = None) -> P:
        """A fresh game at ``ply`` moves of ``line`` (default: the position shown); a line
        played against re-dealt hands is played in its deal from the set-up on."""
        return self.position(line, ply).copy()

    def position(self, line: int | None = None, ply: int | None = None) -> P:
        """The game at ``ply`` moves of ``line`` (default: the position shown), shared with
        the cache of positions: read it, never change it (:meth:`game` gives a copy)."""
        moves = self.moves(line)
        end = self.ply if ply is None else min(ply, len(moves))
        dealt = self.deal(self.line if line is None else line)
        if dealt is not None:  # a game of its own deal, never shared
            made = dealt.game(moves[dealt.ply : end]) if end >= dealt.ply else dealt.before(end)
            return cast(P, made)
        return self._positions.get(tuple(moves[:end]))

    @property
    def at_end(self) -> bool:
        """True when the position shown is the last of its line."""
        return self.ply == self.length()

    @property
    def record(self) -> R:
        """The main line and every variation, with the original title and meta, and its
        result and review while the main line is the original's. Of a line played against
        re-dealt hands it keeps only the moves before a bot's first (:meth:`real_moves`): the
        rest belongs to another deal than the record's."""
        if self._record is None or self._record[0] != self.revision:
            self._record = (self.revision, self._make_record())
        return self._record[1]

    def _make_record(self) -> R:
        kept = {i: n for i in self._ids_in_order() if (n := self.real_moves(i)) or i == 0}
        numbers = {line_id: number for number, line_id in enumerate(kept)}
        variations = tuple(
            Branch(numbers[node.parent], node.ply, tuple(node.moves[:n]), tuple(node.comments[:n]))
            for node, n in ((self.lines[i], n) for i, n in kept.items())
            if node.parent is not None
        )
        main = self.lines[0]
        same = tuple(main.moves) == self._recorded_moves
        lines = Lines(tuple(main.moves), tuple(main.comments), variations)
        return cast(R, self.definition.with_lines(self.origin, lines, same))

    def _ids_in_order(self) -> list[int]:
        """Every line, each after its parent: the main line, then its variations by where
        they branch, each followed by its own."""
        children: dict[int | None, list[Line]] = {}
        for node in self.lines.values():
            children.setdefault(node.parent, []).append(node)
        order: list[int] = []
        waiting = [0]
        while waiting:
            line = waiting.pop()
            order.append(line)
            below = sorted(children.get(line, []), key=lambda n: (n.ply, n.id), reverse=True)
            waiting += [n.id for n in below]
        return order

    # --- hot-seat ------------------------------------------------------------------------

    @property
    def covered(self) -> bool:
        """Hot-seat: a human is to move at the end of the line and has not shown their hand."""
        if self.viewer != "turn":
            return False
        turn = self.game(ply=self.length()).current_player
        return turn is not None and turn not in self.bots and turn != self.at_screen

    def shown_to(self) -> int | None:
        """Hot-seat: who sees the last position of the line shown (``None``: a spectator)."""
        turn = self.game(ply=self.length()).current_player
        keep = turn == self.at_screen or turn in self.bots
        return self.at_screen if keep else None

    def shown_viewer(self, ply: int | None = None) -> SeenBy:
        """Who the position after ``ply`` moves of the line shown (default: the one shown) is
        drawn for: the viewer, or in hot-seat the player at the screen at the line's end and
        a spectator before it (:func:`~.viewers.viewer_at`)."""
        end = self.length()
        at = self.ply if ply is None else min(ply, end)
        shown_to = self.shown_to() if at == end else None
        return viewer_at(self.position(self.line, at), self.viewer, at == end, shown_to)

    def reveal(self) -> None:
        """Hot-seat: the player to move is at the screen and may see their hand."""
        if not self.covered:
            raise ValueError(said("session.no_covered_hand"))
        self.at_screen = self.game(ply=self.length()).current_player

    # --- moving the cursor ----------------------------------------------------------------

    def goto(self, line: int, ply: int) -> None:
        """Show the position after ``ply`` moves of ``line``."""
        if isinstance(line, bool) or not isinstance(line, int) or line not in self.lines:
            raise ValueError(said("session.no_line", line=repr(line)))
        if isinstance(ply, bool) or not isinstance(ply, int) or not 0 <= ply <= self.length(line):
            last = self.length(line)
            raise ValueError(said("session.positions", line=line, last=last, ply=repr(ply)))
        self.line, self.ply = line, ply

    def check_at(self, line: object, ply: object) -> None:
        """Refuse an intent made at another position than the one shown: the board has moved
        on since (another view, autoplay), and acting on it would act on the wrong position."""
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (line, ply)):
            raise ValueError("a play, undo or hint request names its line and ply")
        if (line, ply) != (self.line, self.ply):
            raise ValueError(said("session.moved_on"))

    def main_line(self) -> None:
        """Back to the main line, at the position where the line shown left it."""
        node = self.lines[self.line]
        ply = self.ply
        while node.parent is not None:
            ply = min(ply, node.ply)
            node = self.lines[node.parent]
        self.goto(0, ply)

    # --- changing the tree ----------------------------------------------------------------

    @tells
    def play(self, move: Any) -> Any:
        """Play ``move`` at the position shown: the line goes on, or a variation starts.

        Nothing changes if the move is illegal (:class:`IllegalMoveError` says why).
        """
        played = self.position().check(move)
        text = str(played)
        node = self.lines[self.line]
        moves = self.moves()
        if self.ply < len(moves) and moves[self.ply] == text:
            self.ply += 1  # the line already goes on with this move
        elif self.at_end and not (node.id == 0 and self.replay):
            node.moves.append(text)
            node.comments += [""] * (len(node.moves) - len(node.comments))
            self.ply += 1
            self._changed(node)
        else:
            owner = self._owner(self.line, self.ply)
            follows = self.moves(owner)[self.ply : self.ply + 1] == [text]
            here = [self.lines[owner]] if follows else []
            here += [b for b in self.branches(owner, self.ply) if b.moves[0] == text]
            known = here[0] if here else None
            if known is None:
                most = self.definition.max_variations
                if len(self.lines) > most:
                    raise ValueError(said("session.most_variations", most=most))
                known = Line(self._next_id, owner, self.ply, [text], [""])
                self._next_id += 1
                self.lines[known.id] = known
                self.revision += 1
            self.line, self.ply = known.id, self.ply + 1
        return played

    @tells
    def undo(self) -> Any:
        """Take back the last move of the line shown, and the bot moves before it, back to a
        human's turn; a variation left with no move is removed. In hot-seat play the hand of
        the player to move then stays covered unless it was on the screen already."""
        if self.ply == 0:
            raise ValueError(said("refusal.nothing_to_undo"))
        if not self.at_end:
            raise ValueError(said("session.undo_at_end"))
        node = self.lines[self.line]
        if node.id == 0 and self.replay:
            raise ValueError(said("session.recorded_stay"))
        game = self.game()
        taken = take_back(game, self.bots)
        keep = game.ply
        if any(b.ply > keep for b in self.lines.values() if b.parent == node.id):
            raise ValueError(said("session.variation_after"))
        if game.current_player != self.shown_to():
            self.at_screen = None  # hot-seat: a take-back never shows a hand that was covered
        self.revision += 1
        if keep <= node.ply and node.parent is not None:
            self._remove(node.id)
            self.line, self.ply = node.parent, node.ply
            return taken
        del node.moves[keep - node.ply :]
        del node.comments[keep - node.ply :]
        self._changed(node)
        self.ply = keep
        return taken

    @tells
    def promote(self, line: int) -> None:
        """Make variation ``line`` the way its parent line goes on; the parent's old moves from
        there become the variation. ``ValueError`` (and nothing changes) where the viewer may
        not (:meth:`promote_refusal`)."""
        node = self._variation(line)
        assert node.parent is not None
        refuse(self.promote_refusal(line))
        if node.deal is not None:
            raise ValueError(REDEALT_STAYS)
        self.revision += 1
        parent = self.lines[node.parent]
        cut = node.ply - parent.ply
        parent.moves[cut:], node.moves = node.moves, parent.moves[cut:]
        parent.comments[cut:], node.comments = node.comments, parent.comments[cut:]
        self._changed(parent, node)
        for other in self.lines.values():
            if other.ply > node.ply and other.parent in (parent.id, node.id):
                other.parent = node.id if other.parent == parent.id else parent.id
                self._changed(other)
        if not node.moves:  # it branched at the parent's end: nothing is left to keep
            for other in self.lines.values():
                if other.parent == node.id:
                    other.parent = parent.id
                    self._changed(other)
            del self.lines[node.id]
        if self.line == node.id:
            self.line = parent.id
        elif self.line == parent.id and self.ply > node.ply and node.id in self.lines:
            self.line = node.id

    @tells
    def delete(self, line: int) -> None:
        """Remove variation ``line`` and the lines branching from it. ``ValueError`` (and
        nothing changes) where the viewer may not (:meth:`delete_refusal`)."""
        node = self._variation(line)
        refuse(self.delete_refusal(line))
        self.revision += 1
        if self.line in set(self.descendants(line)):
            assert node.parent is not None
            self.line, self.ply = node.parent, node.ply
        self._remove(line)

    def check_named(self, line: object, ply: object, move: object, viewer: Viewer) -> None:
        """Refuse a promote or delete request that names a variation as it no longer is: line
        ``line`` must still branch after ``ply`` moves with ``move``, its first move as
        ``viewer`` sees it in the move list (``~?@Bn2`` for a card they cannot see). A click
        on an old move list (another view changed it since) then changes nothing."""
        if not isinstance(ply, int) or isinstance(ply, bool) or not isinstance(move, str):
            raise ValueError(
                "a promote or delete request names the variation's line, ply and first move"
            )
        node = self._variation(line)
        seer = check_viewer(viewer, self.players)
        shown = self.position(node.id, node.ply + 1).observe(seer)
        if (ply, move) != (node.ply, shown.moves[-1]):
            raise ValueError(said("session.variation_changed", line=node.id))

    def _variation(self, line: object) -> Line:
        if isinstance(line, bool) or not isinstance(line, int) or line not in self.lines:
            raise ValueError(said("session.no_line_since", line=repr(line)))
        if line == 0:
            raise ValueError(said("session.main_line"))
        return self.lines[line]

    def _changed(self, *lines: Line) -> None:
        """Note that ``lines`` changed (the move tree works them out again)."""
        self.revision += 1
        for node in lines:
            node.version += 1

    def _remove(self, line: int) -> None:
        for gone in list(self.descendants(line)):
            del self.lines[gone]

    # --- who may do what --------------------------------------------------------------------

    def play_refusal(self) -> str | None:
        """Why the viewer may not play at the position shown, or ``None``."""
        if self.viewer == "turn" and not self.at_end:
            return said("refusal.hotseat_end")
        refusal = play_refusal(self.viewer, self.game(), self.bots, self.at_screen)
        return refusal or self.shared_refusal()

    def hint_refusal(self) -> str | None:
        """Why the viewer may not ask for a hint at the position shown, or ``None``: a hint is
        a move to play, so exactly where the viewer may play (never for a spectator)."""
        if self.viewer == "spectator":
            return said("refusal.spectator_hint")
        refusal = self.play_refusal()
        return None if refusal is None else said("refusal.no_hint", refusal=refusal)

    def hint(self, *, iterations: int | None = None, seed: int | None = None) -> dict[str, Any]:
        """The best move at the position shown, from the information of the player to move,
        by the game's analysis (its definition's ``analyst``). ``ValueError``, and nothing
        changes, where the viewer may ask for none (:meth:`hint_refusal`), for a game with no
        analysis, or for a wrong budget or seed."""
        refuse(self.hint_refusal())
        return self.analysis.hint(
            self.game(), line=self.line, ply=self.ply, iterations=iterations, seed=seed
        )

    def review(self, *, iterations: int | None = None, seed: int | None = None) -> Any:
        """A review of the line shown, from its start to its end, made for the viewer: from
        each mover's information on a board that shows everything, else from what the viewer
        knew (a hot-seat board's as a spectator's)."""
        end = self.game(ply=self.length())
        seen = self._deal_viewer()
        viewer = None if seen == "all" else seen  # each mover's information, not every card
        return self.analysis.review(end, viewer, iterations=iterations, seed=seed)

    @property
    def analysis(self) -> GameAnalysis:
        """The game's hints and reviews (its definition's ``analyst``); ``ValueError`` for a
        game that has none."""
        analysis = self.definition.analyst
        if analysis is None:
            raise ValueError(said("session.no_analysis", title=self.definition.title))
        return cast(GameAnalysis, analysis)

    def undo_refusal(self) -> str | None:
        """Why the viewer may not undo at the position shown, or ``None``."""
        if self.replay and self.line == 0 and self.ply > 0 and self.viewer != "spectator":
            return said("refusal.recorded_stay")
        refusal = undo_refusal(self.viewer, self.game(), self.bots, self.at_end, self.at_screen)
        return refusal or self.shared_refusal()

    def edit_refusal(self) -> str | None:
        """Why the viewer may not promote or delete variations, or ``None``."""
        if self.viewer in ("spectator", "turn"):
            return said("refusal.edit_players")
        if self.shared and self.viewer != "all":
            return said("refusal.shared_edit")
        return None

    def promote_refusal(self, line: int) -> str | None:
        """Why the viewer may not promote variation ``line``, or ``None``. Promoting demotes
        its parent line's moves after the branch: a player may demote only moves they could
        take back; a board that shows everything may also make a replay's recorded moves a
        variation (they stay in the game, and promoting again brings them back)."""
        refusal = self.edit_refusal()
        node = self._variation(line)
        assert node.parent is not None
        parent = node.parent
        if refusal or self.viewer == "all" or self.length(parent) == node.ply:
            return refusal  # nothing is demoted when the variation goes on from the line's end
        if self._recorded(parent) > node.ply:
            return said("refusal.recorded_main")
        if self._undo_floor(parent) > node.ply:
            return said("refusal.promote_floor")
        return None

    def delete_refusal(self, line: int) -> str | None:
        """Why the viewer may not delete variation ``line`` (and the lines branching from it),
        or ``None``: no viewer deletes a replay's recorded moves, and a player deletes only
        moves they could take back, one undo after another."""
        refusal = self.edit_refusal()
        self._variation(line)
        if refusal:
            return refusal
        for gone in self.descendants(line):
            start = self.lines[gone].ply
            if self._recorded(gone) > start:
                return said("refusal.recorded_kept")
            if self._undo_floor(gone) > start:
                return said("refusal.delete_floor")
        return None

    def _recorded(self, line: int) -> int:
        """In a replay, how many of the recorded main line's moves ``line`` begins with."""
        if not self.replay:
            return 0
        shared = 0
        for move, recorded in zip(self.moves(line), self._recorded_moves):
            if move != recorded:
                break
            shared += 1
        return shared

    def _undo_floor(self, line: int) -> int:
        """The earliest position of ``line`` this viewer could take it back to by undoing from
        its end, one take-back after another."""
        if self.viewer == "all":
            return 0
        end = self.position(line, self.length(line))
        return undo_floor(self.viewer, end, self.bots, self.at_screen)

    # --- bots -----------------------------------------------------------------------------

    def bot_to_move(self) -> int | None:
        """The bot player to move at the end of the line shown; ``None`` while the position
        shown is an earlier one, or a human is to move. In a shared game (:attr:`shared`) bots
        play the game itself only: the main line of a live game."""
        if not self.at_end or (self.shared and (self.line != 0 or self.replay)):
            return None
        turn = self.game().current_player
        return turn if turn in self.bots else None

    @property
    def bot_runner(self) -> Callable[[], bool] | None:
        """What plays this game's bots elsewhere, if anything does (:attr:`.table.Table.
        bot_runner`, shared by every view)."""
        return self._table.bot_runner

    @bot_runner.setter
    def bot_runner(self, runner: Callable[[], bool] | None) -> None:
        self._table.bot_runner = runner

    def bot_seat(self) -> tuple[int, Any] | None:
        """The bot to move at the end of the line shown and what it chooses from there (the
        game's ``bots.seat``), for a bot that chooses elsewhere, off the lock that guards the
        game (:attr:`bot_runner`); ``None`` when no bot is to move. Only where the bot plays
        its real hand, as on the main line of a live shared game (``ValueError`` elsewhere)."""
        player = self.bot_to_move()
        if player is None:
            return None
        game = self.game()
        if self.redealt() or self._new_deal(game) is not None:
            raise ValueError("a bot choosing elsewhere plays its real hand only")
        return player, self._seat(game, player)

    def tell_all(self) -> None:
        """Call every view's listeners, this one's too: something the boards show besides the
        lines changed (a seat's bot, a pause)."""
        for view in self._table.views():
            view.tell()

    @tells
    def play_bot(self) -> Any:
        """Let the bot to move play; :class:`BotError` if it fails (nothing changes then).

        On the main line of a live game a bot plays from its real hand: that is the game. In a
        variation (every other line, and every line of a replay) on a board whose viewer does
        not see every hand, it plays from a hand dealt again from that viewer's information
        (:mod:`~.bots.redeal`), and its random choices are drawn from what the viewer sees:
        the variation shows nothing the viewer could not know. The deal is made once per
        variation, from where it starts when the viewer played all of its moves so far (else
        the bot's move starts a variation of its own), and every line branching from it is
        played in it too (:meth:`redealt`).
        """
        player = self.bot_to_move()
        if player is None:
            raise ValueError(said("session.no_bot"))
        bot = self.bots[player]
        try:
            game = self.game()
            fresh = self._new_deal(game)
            if fresh is not None:
                game = cast(P, fresh[0].game(self.moves()[fresh[0].ply : self.ply]))
            if fresh is not None or self.redealt():
                dealer = self._dealer()
                seen = game.observe(self._deal_viewer())
                bot = dealer.with_seed(bot, dealer.public_seed(seen, "bot"))
            move = bot.choose(self._seat(game, player))
            game.check(move)
        except Exception as error:  # a bot is foreign code: any failure is reported, not raised
            # The text may name a card of the bot's hand: it stays on the exception's cause.
            name, failed = name_of(self.names, player), type(error).__name__
            raise BotError(said("refusal.bot_failed", name=name, error=failed)) from error
        if fresh is not None:
            self._attach(*fresh)
        return self.play(move)

    def _seat(self, game: P, player: int) -> Any:
        """What ``player``'s bot chooses from (the game's ``bots.seat``; without one, the
        player's observation)."""
        bots = self.definition.bots
        seat = getattr(bots, "seat", None) if bots is not None else None
        return game.observe(player) if seat is None else seat(game, player)

    def redealt(self, line: int | None = None) -> bool:
        """Whether ``line`` (default: the line shown) is played against re-dealt hands: from
        its start on, its bots' moves come from a deal made for the viewer (:meth:`play_bot`)."""
        return self.deal(self.line if line is None else line) is not None

    def real_moves(self, line: int) -> int:
        """How many of ``line``'s own moves belong to the real deal: all of them, but for a
        line holding a deal only the viewer's before a bot's first, and none for a line
        branching from such a line (see :attr:`record`)."""
        node = self.lines[line]
        if node.deal is None:
            return 0 if self.deal(line) is not None else len(node.moves)
        movers = self.game(line, self.length(line)).movers[node.ply :]
        return next((i for i, p in enumerate(movers) if p != self.viewer), len(movers))

    def deal(self, line: int) -> Deal | None:
        """The deal ``line`` is played in: its own or that of a line it branches from (a deal
        starts where its line starts, so every line branching from that one lies inside it)."""
        node: Line | None = self.lines[line]
        while node is not None:
            if node.deal is not None:
                return node.deal
            node = None if node.parent is None else self.lines[node.parent]
        return None

    def _deal_viewer(self) -> SeenBy:
        """Whose information a deal is made from: the viewer's (a spectator's in hot-seat play,
        where the screen passes from hand to hand)."""
        return check_viewer("spectator" if self.viewer == "turn" else self.viewer, self.players)

    def _dealer(self) -> Dealer:
        """The game's dealer; ``ValueError`` for a game whose bots cannot play from hands
        dealt again (they would have to play from hands the viewer may not see)."""
        dealer = self.definition.dealer
        if dealer is None:
            raise ValueError(said("session.no_redeal", title=self.definition.title))
        return dealer

    def _new_deal(self, game: P) -> tuple[Deal, bool] | None:
        """The deal the bot to move needs at ``game``, the end of the line shown, and whether
        it starts a variation there (``True``) or holds from the line's start; ``None`` when
        the bot plays from the hand it has (the "all" viewer sees every hand; the main line of
        a live game is the game itself; a line played in a deal already)."""
        if self.viewer == "all" or (self.line == 0 and not self.replay) or self.redealt():
            return None
        node = self.lines[self.line]
        if node.id != 0 and all(p == self.viewer for p in game.movers[node.ply :]):
            return self._dealer().deal_again(game, self._deal_viewer(), node.ply), False
        return self._dealer().deal_again(game, self._deal_viewer()), True

    def _attach(self, deal: Deal, new_line: bool) -> None:
        """Hold ``deal`` on the line shown, or on a new variation at its end (shown then)."""
        if not new_line:
            self.lines[self.line].deal = deal
            self._changed(*(self.lines[i] for i in self.descendants(self.line)))  # all in it now
            return
        made = Line(self._next_id, self.line, self.ply, deal=deal)
        self._next_id += 1
        self.lines[made.id] = made
        self.revision += 1
        self.line = made.id
