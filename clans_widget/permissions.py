"""Who may do what: :mod:`clans_widget.core.permissions`, under its former name."""

from .core.permissions import (
    SPECTATOR_ONLY_STEPS,
    Viewer,
    play_refusal,
    refuse,
    take_back,
    undo_floor,
    undo_refusal,
)

__all__ = [
    "SPECTATOR_ONLY_STEPS",
    "Viewer",
    "play_refusal",
    "refuse",
    "take_back",
    "undo_floor",
    "undo_refusal",
]
