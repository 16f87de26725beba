"""Who may do what: the one rule every intent from a viewer passes before it touches a game.

Plain Python for any game: it reads one through :class:`~.protocol.Position` only. A refusal
is a sentence that names no card: it is decided before the move is read, from whose turn it
is and who looks, so its text can never tell a viewer anything about a hand they may not see.

| viewer | may play | may undo |
|---|---|---|
| ``"all"`` | any human's turn | anything |
| player ``p`` | ``p``'s turns | back to ``p``'s own last move, with the bot answers after it |
| ``"spectator"`` | nothing | nothing (stepping through the history only) |
| ``"turn"`` | the player at the screen | their own last move (with the bot answers after it) \
until the next player shows their hand; never showing a hand |

Promoting and deleting variations follow undo (:func:`undo_floor`): nobody demotes or deletes
moves they could not take back, one undo after another; the session adds that a replay's
recorded moves are never deleted.
"""

from __future__ import annotations

from collections.abc import Container
from typing import Any, TypeVar

from .protocol import Position

Viewer = str | int
"""``"all"``, ``"spectator"``, ``"turn"`` (hot-seat) or a player index."""

MoveT = TypeVar("MoveT")

SPECTATOR_ONLY_STEPS = "a spectator only steps through the moves: this view cannot play or undo"


def take_back(game: Position[MoveT], bots: Container[int]) -> MoveT:
    """Undo the last move of ``game`` and the bot moves before it, back to a human's turn.

    Returns the last move taken back: the human move whose position is now shown again.
    """
    taken = game.undo()
    while game.ply and game.current_player in bots:
        taken = game.undo()
    return taken


def play_refusal(
    viewer: Viewer, game: Position[Any], bots: Container[int], at_screen: int | None = None
) -> str | None:
    """Why ``viewer`` may not play at ``game`` now, or ``None`` when they may.

    ``at_screen`` is, in hot-seat play, the player who has shown their hand at the screen.
    """
    if viewer == "spectator":
        return SPECTATOR_ONLY_STEPS
    turn = game.current_player
    if turn is None:
        return "the game is over: no more moves can be played"
    name = game.names[turn]
    if turn in bots:
        return f"it is {name}'s turn, and a bot plays it"
    if viewer == "turn" and at_screen != turn:
        return f"{name}'s hand is still covered: {name} shows it first, then plays"
    if isinstance(viewer, int) and viewer != turn:
        return f"it is {name}'s turn, not yours"
    return None


def undo_refusal(
    viewer: Viewer,
    game: Position[Any],
    bots: Container[int],
    at_end: bool,
    at_screen: int | None = None,
) -> str | None:
    """Why ``viewer`` may not take back the move that led to ``game``, or ``None``.

    ``at_end`` says whether ``game`` is the last position of the line shown.
    """
    if viewer == "spectator":
        return SPECTATOR_ONLY_STEPS
    if game.ply == 0:
        return "there is no move to take back"
    if viewer == "all":
        return None
    if not at_end:
        return "only the last move can be taken back: step to the end of the game first"
    back = game.copy()
    take_back(back, bots)
    mover = back.current_player
    assert mover is not None
    if isinstance(viewer, int):
        if mover != viewer:
            return f"only your own moves can be taken back, and that one was {game.names[mover]}'s"
        return None
    if game.is_over:
        return None  # at the end every card is open to everyone: undo shows nothing new
    if at_screen is None:
        return (
            "the hands are covered and nobody has shown theirs: only the player who just moved "
            "can take their move back, before the next player shows their hand"
        )
    if mover != at_screen:
        return (
            f"only {game.names[mover]} can take that move back, and {game.names[at_screen]} "
            "has shown their hand since: in hot-seat play only your own move can be taken back"
        )
    return None  # the session covers the hand again unless it was on the screen already


def undo_floor(
    viewer: Viewer, game: Position[Any], bots: Container[int], at_screen: int | None = None
) -> int:
    """The earliest position ``viewer`` could take ``game`` back to: undo after undo from where
    it stands, each allowed by :func:`undo_refusal` (``game.ply`` when none is). Promoting and
    deleting variations obey the same limit: nobody removes moves they could not undo."""
    if viewer == "all":
        return 0
    back = game.copy()
    while undo_refusal(viewer, back, bots, True, at_screen) is None:
        take_back(back, bots)
    return back.ply


def refuse(refusal: str | None) -> None:
    """Raise ``refusal`` (one of the sentences above) as a ``ValueError``; nothing if None."""
    if refusal:
        raise ValueError(refusal)
