"""What every bot is: something that picks a legal move from what its own player may see."""

from __future__ import annotations

from typing import Protocol

from ..rules import Move
from ..rules.view import View


class Bot(Protocol):
    """A player that is shown only its own player's :class:`View` and answers with a move."""

    name: str

    def choose(self, view: View) -> Move:
        """One of ``view.legal_moves()`` for the player to move (the viewer)."""
        ...
