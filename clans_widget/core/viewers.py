"""Who looks at a game: ``"all"``, ``"spectator"`` or a player index, checked for any game."""

from __future__ import annotations

from typing import Any

from ..i18n.sentence import said
from .protocol import Position, Viewer


def check_viewer(viewer: object, players: int) -> Viewer:
    """Return ``viewer`` if it is ``"all"``, ``"spectator"`` or a player index, else raise."""
    if viewer == "all":
        return "all"
    if viewer == "spectator":
        return "spectator"
    if isinstance(viewer, int) and not isinstance(viewer, bool) and 0 <= viewer < players:
        return viewer
    raise ValueError(said("arg.viewer", last=players - 1, viewer=repr(viewer)))


def viewer_at(
    game: Position[Any], viewer: Viewer | str, last: bool, at_screen: int | None
) -> Viewer:
    """Who a frame of ``game`` is drawn for: ``viewer``, or for ``"turn"`` (hot-seat) the
    player at the screen at the last position and a spectator before it."""
    if viewer == "turn":
        if not last or at_screen is None:
            return "all" if last and game.is_over else "spectator"
        return "all" if game.is_over else at_screen
    return check_viewer(viewer, game.players)
