"""A node of the searches' move trees: :class:`clans_widget.core.ismcts.Node`, named here
for the code that imported it from the bots."""

from __future__ import annotations

from ..core.ismcts import Node

__all__ = ["Node"]
