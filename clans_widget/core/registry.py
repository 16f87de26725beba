"""The games this project hosts, by the ``format`` field of their records.

As OpenSpiel's ``pyspiel.register_game`` and python-chess's ``chess.variant.find_variant``
do, a game is registered once under its name and looked up by it, and an unknown name is a
``ValueError`` listing the names known. ``clans_widget`` registers its games when imported.
"""

from __future__ import annotations

from ..i18n.sentence import said
from .protocol import GameDefinition

_GAMES: dict[str, GameDefinition] = {}


def register_game(definition: GameDefinition) -> GameDefinition:
    """Make ``definition`` known under its ``format``; registering the same definition again
    changes nothing, another one under a format already taken is a ``ValueError``."""
    known = _GAMES.get(definition.format)
    if known is not None and known is not definition:
        raise ValueError(f"a game is registered under the format {definition.format!r} already")
    _GAMES[definition.format] = definition
    return definition


def game_for(format: object) -> GameDefinition:
    """The game whose records have this ``format``; ``ValueError`` naming the known formats."""
    if isinstance(format, str) and format in _GAMES:
        return _GAMES[format]
    known = ", ".join(repr(f) for f in sorted(_GAMES)) or "none"
    shown = repr(format)[:60]
    raise ValueError(said("record.unknown_format", format=shown, known=known))


def game_of(record: object) -> GameDefinition:
    """The game ``record`` (a record object, not its JSON) belongs to; ``ValueError`` if none."""
    for definition in _GAMES.values():
        if isinstance(record, definition.record_type):
            return definition
    raise ValueError(said("record.unknown_game", kind=type(record).__name__))


def games() -> tuple[GameDefinition, ...]:
    """Every registered game, in the order registered."""
    return tuple(_GAMES.values())
