"""The board widget: traits in, frames out. All rules live in :mod:`clans_widget.rules`."""

from __future__ import annotations

import asyncio
import pathlib
from collections.abc import Mapping
from typing import Any

import anywidget
import traitlets

from .frames import line_frames
from .permissions import play_refusal, take_back, undo_refusal
from .rules import Game, IllegalMoveError, Move, Record
from .rules.view import check_viewer, view

_STATIC = pathlib.Path(__file__).parent / "static"
_NOT_BUILT = """
export default { render({ el }) {
  el.textContent = "The clans_widget front end is not built: run `npm install && npm run build`.";
} };
"""
_INTENTS = ("play", "undo", "reveal")
_PYTHON_OWNED = frozenset({"frames", "mode", "bot_thinking", "hotseat", "covered", "can_undo"})
"""Traits only Python sets: a front end that tries is refused and set right."""
AUTOPLAY_MS = (50, 60_000)
"""The autoplay delays a front end may choose, in milliseconds."""


class ClansWidget(anywidget.AnyWidget):  # type: ignore[misc,unused-ignore]
    """Play or replay Clans and Glory: ``ClansWidget(game)`` or ``ClansWidget(record=r)``.

    ``viewer`` is ``"all"``, a player index, ``"spectator"``, or ``"turn"`` (hot-seat: each
    position is shown to the player to move). ``bots`` maps player indices to bot names
    (``{1: "greedy"}``); bots move by themselves after ``bot_delay`` seconds.
    """

    _esm = _STATIC / "widget.js" if (_STATIC / "widget.js").exists() else _NOT_BUILT
    _css = _STATIC / "widget.css" if (_STATIC / "widget.css").exists() else ""

    frames = traitlets.List(traitlets.Dict()).tag(sync=True)
    """One frame per position of the shown line (see docs/frames.md)."""
    position = traitlets.Int(0).tag(sync=True)
    """Index into ``frames`` of the position shown: the replay cursor."""
    mode = traitlets.Unicode("play").tag(sync=True)
    """``"play"`` or ``"replay"``: which controls the front end puts first."""
    error = traitlets.Unicode("").tag(sync=True)
    """Why the last intent or move was refused; ``''`` when none."""
    bot_thinking = traitlets.Bool(False).tag(sync=True)
    """True while a bot is about to move."""
    autoplay_ms = traitlets.Int(900).tag(sync=True)
    """Milliseconds between steps when the replay plays by itself."""
    hotseat = traitlets.Bool(False).tag(sync=True)
    """True for ``viewer="turn"``: hot-seat play, one screen passed from player to player."""
    covered = traitlets.Bool(False).tag(sync=True)
    """Hot-seat: the player to move has not shown their hand yet, so no frame holds it; the
    front end draws a cover with a button that sends a ``reveal`` intent."""
    can_undo = traitlets.Bool(False).tag(sync=True)
    """Whether this viewer may take back the move that led to the position shown."""

    def __init__(
        self,
        game: Game | None = None,
        *,
        record: Record | None = None,
        viewer: Any = "all",
        bots: Mapping[int, str] | None = None,
        bot_delay: float = 0.6,
        seed: int | None = None,
    ) -> None:
        if (game is None) == (record is None):
            raise ValueError("give either a game to play or record=... to replay, not both")
        if game is not None and not isinstance(game, Game):
            raise TypeError(f"game must be a clans_widget.Game, not {type(game).__name__}")
        if record is not None and not isinstance(record, Record):
            raise TypeError(f"record must be a clans_widget.Record, not {type(record).__name__}")
        start = game.record if game is not None else record
        assert start is not None
        if viewer != "turn":
            check_viewer(viewer, start.players)
        self._viewer = viewer
        self._at_screen: int | None = None  # hot-seat: who showed their hand at the screen
        self._main = start
        self._line = start
        self._bots = _make_bots(bots, start.players, seed)
        if isinstance(bot_delay, bool) or not isinstance(bot_delay, (int, float)) or bot_delay < 0:
            raise ValueError(f"bot_delay must be a number of seconds >= 0, not {bot_delay!r}")
        self.bot_delay = float(bot_delay)
        super().__init__(
            frames=line_frames(start, viewer),
            position=len(start.moves) if record is None else 0,
            mode="play" if record is None else "replay",
            hotseat=viewer == "turn",
        )
        self._update_permissions()
        self.on_msg(self._on_intent)
        self._start_bots()

    # --- what Python users call ---------------------------------------------------------

    @property
    def record(self) -> Record:
        """The main line: the record given, or the game as played from its start."""
        return self._main

    @property
    def line(self) -> Record:
        """The line shown: the main line, or a new line started from an earlier position."""
        return self._line

    @property
    def game(self) -> Game:
        """The game at the position shown (a fresh copy: changing it changes nothing here)."""
        return self._line.game(self.position)

    @property
    def viewer(self) -> Any:
        """Who looks at the board: ``"all"``, a player index, ``"spectator"`` or ``"turn"``."""
        return self._viewer

    def play(self, move: Move | str) -> Move:
        """Play a move from the position shown, as a click would; raises if it is illegal."""
        game = self.game
        turn = game.current_player
        if turn is not None and turn in self._bots:
            raise ValueError(f"it is {self._line.names[turn]}'s turn, and a bot plays it")
        played = game.play(move)
        self._extend(game)
        self._start_bots()
        return played

    def undo(self) -> Move:
        """Take back the move that led to the position shown, and any bot moves after it."""
        if self.position == 0:
            raise ValueError("there is no move to take back")
        game = self.game
        was_over = game.is_over
        taken = take_back(game, self._bots)
        if was_over:
            self._at_screen = game.current_player  # the final position showed every card
        line = _truncate(self._line, game)
        if self.mode == "play" and self._line is self._main:
            self._main = line  # in play, the main line is the game as played: undo takes it back
        self._line = line
        self._show(line, game.ply, keep=game.ply + 1)
        return taken

    # --- the front end ------------------------------------------------------------------

    @traitlets.validate("position")
    def _clamp_position(self, proposal: dict[str, Any]) -> int:
        value = proposal["value"]
        return max(0, min(int(value), max(len(self.frames) - 1, 0)))

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Take the traits a front end may set (``position``, ``autoplay_ms``, ``error``
        dismissed), each checked; refuse anything else, say why in ``error``, and send the
        refused traits back as they are."""
        if not isinstance(sync_data, dict):
            return
        accepted = {}
        refusals = []
        for name, value in sync_data.items():
            refusal = self._front_end_refusal(name, value)
            if refusal:
                refusals.append(refusal)
            else:
                accepted[name] = value
        if accepted:
            super().set_state(accepted)
        if refusals:
            self.error = "; ".join(refusals)
            self.send_state([n for n in sync_data if n not in accepted and n in self.keys])

    def _front_end_refusal(self, name: str, value: object) -> str | None:
        if name in _PYTHON_OWNED:
            return f"the front end may not set {name}: Python owns it"
        whole = isinstance(value, int) and not isinstance(value, bool)
        if name == "position" and not (whole and 0 <= value < len(self.frames)):  # type: ignore[operator]
            return f"position must be a whole number from 0 to {len(self.frames) - 1}"
        low, high = AUTOPLAY_MS
        if name == "autoplay_ms" and not (whole and low <= value <= high):  # type: ignore[operator]
            return f"autoplay_ms must be a whole number of milliseconds from {low} to {high}"
        if name == "error" and value != "":
            return "the front end may only clear error (set it to '')"
        return None

    def _on_intent(self, _widget: object, content: object, _buffers: object) -> None:
        try:
            self._handle(content)
        except (IllegalMoveError, ValueError) as error:
            self.error = str(error)
        else:
            self.error = ""

    def _handle(self, content: object) -> None:
        # Never format `content` itself: a forged message may nest deeply or hide a card.
        kind = content.get("kind") if isinstance(content, dict) else None
        if not isinstance(kind, str) or kind not in _INTENTS:
            raise ValueError("unknown request: expected play, undo or reveal")
        if self.bot_thinking:
            raise ValueError("wait: a bot is about to move")
        assert isinstance(content, dict)
        game = self.game
        if kind == "reveal":
            self._reveal()
            return
        at_end = self.position == len(self.frames) - 1
        if kind == "undo":
            refusal = undo_refusal(self._viewer, game, self._bots, at_end, self._at_screen)
            if refusal:
                raise ValueError(refusal)
            self.undo()
            return
        refusal = play_refusal(self._viewer, game, self._bots, self._at_screen)
        if refusal:
            raise ValueError(refusal)
        self.play(_read_move(content.get("move")))

    def _reveal(self) -> None:
        """Hot-seat: the player to move is at the screen; send the last frame with their hand."""
        if not self.covered:
            raise ValueError("there is no covered hand to show")
        self._at_screen = self._line.game().current_player
        last = len(self.frames) - 1
        self._show(self._line, self.position, keep=last)

    # --- keeping frames in step ---------------------------------------------------------

    def _extend(self, game: Game) -> None:
        """Show ``game``, whose line runs through the position shown, at its end."""
        comments = self._line.comments[: game.ply - 1]
        line = Record(self._line.setup, self._line.names, tuple(map(str, game.moves)), comments)
        if self._line is self._main and len(self._main.moves) == self.position:
            self._main = line
        self._line = line
        self._show(line, game.ply, keep=game.ply)

    def _show(self, line: Record, position: int, keep: int) -> None:
        """Show ``line`` at ``position``; its first ``keep`` frames are the ones shown already.

        Only the frames that change cross to the front end, as a ``frames`` message; the
        trait's list is updated in place, so a view opened later still gets every frame.
        """
        if self._viewer == "turn":
            keep = max(keep - 1, 0)  # the last kept frame showed a hand: it becomes a spectator's
        fresh = line_frames(line, self._viewer, start=keep, at_screen=self._shown_to(line))
        del self.frames[keep:]
        self.frames.extend(fresh)
        self.send({"kind": "frames", "start": keep, "frames": fresh})
        self.position = position
        self._update_permissions()

    def _shown_to(self, line: Record) -> int | None:
        """Hot-seat: who sees the last position of ``line``: the player at the screen while it
        is their turn or a bot's, nobody (a spectator's view) while another player's hand waits."""
        turn = line.game().current_player
        keep = turn == self._at_screen or turn in self._bots
        return self._at_screen if keep else None

    @traitlets.observe("position", "bot_thinking")
    def _update_permissions(self, _change: object = None) -> None:
        """Set ``covered`` and ``can_undo`` for the viewer, the line and the position shown."""
        if not hasattr(self, "_line"):
            return  # still in __init__
        turn = self._line.game().current_player if self._viewer == "turn" else None
        self.covered = turn is not None and turn not in self._bots and turn != self._at_screen
        at_end = self.position == len(self.frames) - 1
        refusal = undo_refusal(self._viewer, self.game, self._bots, at_end, self._at_screen)
        self.can_undo = refusal is None and not self.bot_thinking

    # --- bots -----------------------------------------------------------------------------

    def _start_bots(self) -> None:
        if not self._bot_to_move():
            return
        if self.bot_delay == 0:
            self._run_bots()
            return
        self.bot_thinking = True
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self._run_bots()
        else:
            loop.call_later(self.bot_delay, self._bot_step)

    def _bot_to_move(self) -> bool:
        at_end = self.position == len(self.frames) - 1
        return at_end and self.game.current_player in self._bots

    def _bot_step(self) -> None:
        self._bot_move()
        self.bot_thinking = False
        self._start_bots()

    def _run_bots(self) -> None:
        while self._bot_to_move():
            self._bot_move()
        self.bot_thinking = False

    def _bot_move(self) -> None:
        game = self.game
        player = game.current_player
        if player is None or player not in self._bots:
            return
        game.play(self._bots[player].choose(view(game, player)))  # a bot sees only its view
        self._extend(game)


def _read_move(move: object) -> Move:
    """The move of a play intent; the refusal never repeats the text, which may name a card."""
    if not isinstance(move, str) or len(move) > 16:
        raise ValueError("a play request needs a move like '6g@Cn2+'")
    try:
        return Move.parse(move)
    except ValueError:
        raise ValueError(
            "that is not a move: write card@seat, as in '6g@Cn2', with a trailing + to add a "
            "shield and a leading ~ to place the card face down"
        ) from None


def _truncate(line: Record, game: Game) -> Record:
    moves = tuple(map(str, game.moves))
    return Record(line.setup, line.names, moves, line.comments[: len(moves)])


def _make_bots(bots: Mapping[int, str] | None, players: int, seed: int | None) -> dict[int, Any]:
    if not bots:
        return {}
    if not isinstance(bots, Mapping):
        raise ValueError("bots must map player indices to bot names, as in {1: 'greedy'}")
    from .bots import make_bot

    made = {}
    for player, spec in bots.items():
        check_viewer(player, players)
        if not isinstance(player, int):
            raise ValueError(f"bots: {player!r} is not a player index")
        made[player] = make_bot(spec, None if seed is None else seed + player)
    return made
