"""Learn, replay and teach the card game Clans and Glory in Jupyter."""

from typing import TYPE_CHECKING

from .rules import (
    Card,
    Game,
    IllegalMoveError,
    Move,
    Record,
    RecordError,
    Score,
    Seat,
)

if TYPE_CHECKING:  # at run time __getattr__ imports the widget only when it is asked for
    from .board import GameBoard
    from .widget import ClansWidget

__all__ = [
    "Card",
    "ClansWidget",
    "Game",
    "GameBoard",
    "IllegalMoveError",
    "Move",
    "Record",
    "RecordError",
    "Score",
    "Seat",
]
__version__ = "0.1.0"


def _register_games() -> None:
    """Make the hosted games known to the core's registry by their record format."""
    from .core.registry import register_game
    from .games.clans import CLANS
    from .games.schotten.definition import SCHOTTEN

    register_game(CLANS)
    register_game(SCHOTTEN)


_register_games()


def __getattr__(name: str) -> object:
    # The widget pulls in anywidget and ipywidgets; the rules layer should not need them.
    if name == "ClansWidget":
        from .widget import ClansWidget

        return ClansWidget
    if name == "GameBoard":
        from .board import GameBoard

        return GameBoard
    raise AttributeError(f"module 'clans_widget' has no attribute {name!r}")
