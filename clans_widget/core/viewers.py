"""Who looks at a game: ``"all"``, ``"spectator"`` or a player index, checked for any game."""

from __future__ import annotations

from .protocol import Viewer


def check_viewer(viewer: object, players: int) -> Viewer:
    """Return ``viewer`` if it is ``"all"``, ``"spectator"`` or a player index, else raise."""
    if viewer == "all":
        return "all"
    if viewer == "spectator":
        return "spectator"
    if isinstance(viewer, int) and not isinstance(viewer, bool) and 0 <= viewer < players:
        return viewer
    raise ValueError(
        f"viewer must be 'all', 'spectator' or a player index 0-{players - 1}, not {viewer!r}"
    )
