"""Frames, as the widget and older notebooks import them: the core's envelope
(:mod:`clans_widget.core.frames`) and Clans and Glory's presenter
(:mod:`clans_widget.games.clans.presenter`), under their old names."""

from __future__ import annotations

from .core.frames import (
    Frame,
    FrameCache,
    MoveTree,
    frame_delta,
    line_frames,
    move_tree,
)
from .games.clans.presenter import (
    KEYED,
    counted,
    forecast,
    frame,
    puzzle_frame,
    result_text,
    score_frame,
    tile_frame,
)

__all__ = [
    "KEYED",
    "Frame",
    "FrameCache",
    "MoveTree",
    "counted",
    "forecast",
    "frame",
    "frame_delta",
    "line_frames",
    "move_tree",
    "puzzle_frame",
    "result_text",
    "score_frame",
    "tile_frame",
]
