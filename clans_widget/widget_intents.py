"""What the front end may ask a board, and how each request is checked before it is done.

A request is a custom message ``{"kind": ..., ...}``. Anything malformed or not allowed raises
ValueError (the board shows it as ``error``); a refusal never repeats what was sent, which a
forged message could fill with a card name or a deep nest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .permissions import refuse

if TYPE_CHECKING:
    from .board import GameBoard

INTENTS = (
    "play", "undo", "reveal", "goto", "main-line", "promote", "delete", "bot", "sync", "preview",
    "answer", "hint", "solution", "retry", "puzzle", "download", "review", "reasons",
    "explain", "ack", "lang",
)
"""Every kind of request a front end may send (js/types.ts lists the same; ``ack``, the page's
word that it saw the kernel start on its move, does nothing; ``lang``, the page's language,
which a board with no ``lang`` of its own then speaks); ``preview``,
``reasons`` and ``explain`` only some games' boards take
(:meth:`~.board.GameBoard._game_intent`)."""
GAME_INTENTS = ("preview", "reasons", "explain")
"""The requests a game's own board or its presenter answers."""


def handle_intent(board: GameBoard, content: object) -> None:
    """Check request ``content`` and do it on ``board`` (all but ``sync``, which the board
    answers before any check)."""
    kind = content.get("kind") if isinstance(content, dict) else None
    if not isinstance(kind, str) or kind not in INTENTS:
        raise ValueError("unknown request: expected one of " + ", ".join(INTENTS))
    assert isinstance(content, dict)
    session = board.session
    if kind == "ack":  # a bare one was taken before any check (GameBoard._on_intent)
        raise ValueError("an ack request holds nothing but its kind")
    if kind == "lang":
        if set(content) != {"kind", "lang"}:
            raise ValueError("a lang request holds only the page's language")
        board._page_language(content.get("lang"))
        return
    if kind in GAME_INTENTS:
        board._game_intent(kind, content)
        return
    if kind == "download":
        board.send(board.download(content.get("what")))  # type: ignore[arg-type]
        return
    if kind == "review":
        if set(content) != {"kind"}:
            raise ValueError("a review request has no fields: it reviews for this board")
        board._review_intent()
        return
    if board._mode.takes(kind):
        board._mode.intent(kind, content, board)
        return
    if kind == "hint":
        board._hints.intent(content)
        return
    with session.told_after():  # this board is redrawn before the other boards of its game
        change(board, content)
        board._refresh()


def change(board: GameBoard, content: dict[str, Any]) -> None:
    """Do a request that moves the cursor or changes the lines (``goto``, ``main-line``,
    ``reveal``, ``bot``, ``promote``, ``delete``, ``undo``, ``play``), checked first."""
    kind = content["kind"]
    session = board.session
    if kind == "goto":
        session.goto(content.get("line"), content.get("ply"))  # type: ignore[arg-type]
    elif kind == "main-line":
        session.main_line()
    elif kind == "reveal":
        session.reveal()
    elif kind == "bot":
        pass  # every accepted intent lets a bot that failed try again
    elif kind in ("promote", "delete"):
        refuse(session.edit_refusal())
        if set(content) - {"kind", "line", "ply", "move"}:
            raise ValueError(f"a {kind} request holds only its line, ply and first move")
        line = content.get("line")
        session.check_named(line, content.get("ply"), content.get("move"), board._tree_viewer())
        (session.promote if kind == "promote" else session.delete)(line)  # type: ignore[arg-type]
    else:
        session.check_at(content.get("line"), content.get("ply"))
        if kind == "undo":
            refuse(session.undo_refusal())
            session.undo()
        else:
            refuse(session.play_refusal())
            move = board._read_move(content.get("move"))
            refuse(board._unoffered(move))
            session.play(move)

