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

from ..i18n.sentence import Sentence, name_of, said
from .protocol import Position

Viewer = str | int
"""``"all"``, ``"spectator"``, ``"turn"`` (hot-seat) or a player index."""

MoveT = TypeVar("MoveT")

SPECTATOR_ONLY_STEPS = said("refusal.spectator_steps")


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
) -> Sentence | None:
    """Why ``viewer`` may not play at ``game`` now, or ``None`` when they may.

    ``at_screen`` is, in hot-seat play, the player who has shown their hand at the screen.
    """
    if viewer == "spectator":
        return SPECTATOR_ONLY_STEPS
    turn = game.current_player
    if turn is None:
        return said("refusal.game_over")
    name = name_of(game.names, turn)
    if turn in bots:
        return said("refusal.bot_turn", name=name)
    if viewer == "turn" and at_screen != turn:
        return said("refusal.covered", name=name)
    if isinstance(viewer, int) and viewer != turn:
        return said("refusal.not_yours", name=name)
    return None


def undo_refusal(
    viewer: Viewer,
    game: Position[Any],
    bots: Container[int],
    at_end: bool,
    at_screen: int | None = None,
) -> Sentence | None:
    """Why ``viewer`` may not take back the move that led to ``game``, or ``None``.

    ``at_end`` says whether ``game`` is the last position of the line shown.
    """
    if viewer == "spectator":
        return SPECTATOR_ONLY_STEPS
    if game.ply == 0:
        return said("refusal.nothing_to_undo")
    if viewer == "all":
        return None
    if not at_end:
        return said("refusal.undo_last_only")
    back = game.copy()
    take_back(back, bots)
    mover = back.current_player
    assert mover is not None
    if isinstance(viewer, int):
        if mover != viewer:
            return said("refusal.undo_own_only", name=name_of(game.names, mover))
        return None
    if game.is_over:
        return None  # at the end every card is open to everyone: undo shows nothing new
    if at_screen is None:
        return said("refusal.undo_covered")
    if mover != at_screen:
        name, other = name_of(game.names, mover), name_of(game.names, at_screen)
        return said("refusal.undo_shown_since", name=name, other=other)
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
