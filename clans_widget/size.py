"""The sizes a board is drawn at: ``"normal"`` for a notebook, ``"large"`` for a projector."""

from __future__ import annotations

from .i18n.sentence import said

SIZES = ("normal", "large")
"""Every size a board takes; ``"large"`` has bigger text and a layout that fits a short,
wide screen (the board across the top, the hand beside the move list)."""


def check_size(size: object) -> str:
    """``size`` if it is one of :data:`SIZES`; otherwise a ValueError naming them."""
    if not isinstance(size, str) or size not in SIZES:
        allowed = ", ".join(repr(name) for name in SIZES)
        raise ValueError(said("arg.size", sizes=allowed, size=repr(size)))
    return size


def starts_with_forecast(size: str) -> bool:
    """Whether a board of ``size`` shows the stack forecast at first: not at ``"large"``, where
    it would push the hand and the move's comment off a projector's screen."""
    return size != "large"
