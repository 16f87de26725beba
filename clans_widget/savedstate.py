"""Saved widget state, for any game: kept in :mod:`clans_widget.core.savedstate`."""

from .core.savedstate import (
    compact_frames,
    frames_changed,
    frames_to_json,
    send_changed,
    without_legal,
)

__all__ = ["compact_frames", "frames_changed", "frames_to_json", "send_changed", "without_legal"]
