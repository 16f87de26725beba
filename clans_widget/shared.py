"""One game on several boards at once, each with its own viewer, for any registered game.

>>> s = shared_game(Game.new(3), bots={2: "greedy"})          # doctest: +SKIP
>>> teacher = ClansWidget(session=s)                          # doctest: +SKIP
>>> seats = [ClansWidget(session=s, viewer=p) for p in (0, 1)]  # doctest: +SKIP
>>> screen = ClansWidget(session=s, viewer="spectator", size="large")  # doctest: +SKIP

Each board shows a view of the session (:meth:`~.core.session.Session.view`): the same lines,
bots and positions, its own viewer, cursor and hot-seat state. A move on any board, a bot's,
or one played from Python on ``s`` appears on every other board at once, each drawn for its
own viewer (:mod:`~.core.table` says where each board's cursor goes). Once shared, a board
that does not show everything plays and takes back moves only at the end of the main line of
a live game, and bots play that line only: a variation would show everyone the cards played
in it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .core.registry import game_of
from .core.session import Session
from .i18n.sentence import said
from .widget_bots import make_bots

if TYPE_CHECKING:
    from .board import GameBoard


def shared_game(
    start: Any,
    *,
    bots: Mapping[int, str] | None = None,
    seed: int | None = None,
    replay: bool = False,
) -> Session[Any, Any]:
    """A session of ``start`` (a game, or a record) for boards to share (``GameBoard(session=
    ...)``), its bots named as a board's are (``{1: "greedy"}``, each seeded from ``seed`` and
    its seat). ``replay=True`` keeps a record's main line as recorded."""
    record = getattr(start, "record", start)
    definition = game_of(record)
    players = len(getattr(record, "names", ()))
    made = make_bots(bots, definition.bots, players, seed)  # type: ignore[arg-type]
    return Session(record, "all", made, replay=replay, game=definition)


def board_for(definition: Any) -> type[GameBoard]:
    """The board made for ``definition``'s game: a board class that names the game's format
    in its ``FORMATS`` (Clans and Glory's own board), else the board of any game."""
    from . import widget  # noqa: F401  (the game boards, made known as subclasses)
    from .board import GameBoard

    boards: list[type[GameBoard]] = GameBoard.__subclasses__()
    return next((b for b in boards if definition.format in getattr(b, "FORMATS", ())), GameBoard)


def check_shared(session: object, *others: object) -> Any:
    """The record a board of ``session`` starts from; ``ValueError`` when the board was also
    given a game, record, puzzle or bots (the session holds them), or ``session`` is none."""
    if not isinstance(session, Session):
        raise ValueError(said("shared.not_a_session", kind=type(session).__name__))
    if any(other is not None for other in others):
        raise ValueError(said("shared.give_nothing_else"))
    return session.origin


def listen(board: GameBoard) -> None:
    """Let ``board`` send its viewer's frames again whenever another view of its game changes
    the lines (a move on another board, from Python, or a bot's)."""
    board.session.listen(board._refresh)
