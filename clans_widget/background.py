"""Long work off the kernel's thread: kept in :mod:`clans_widget.core.background`."""

from .core.background import (
    Finish,
    OneJob,
    on_loop,
    start,
)

__all__ = ["Finish", "OneJob", "on_loop", "start"]
