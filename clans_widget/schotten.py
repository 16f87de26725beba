"""Schotten Totten, the public face of :mod:`clans_widget.games.schotten`.

``from clans_widget import schotten``, then ``schotten.Game.new(seed=7)`` deals a round,
``schotten.Record.from_json(text)`` loads one and ``schotten.explain_claim(game, 5)`` says
whether the player to move may claim stone 5, and why.
"""

from .games.schotten import *  # noqa: F403 - the names listed in its __all__
from .games.schotten import __all__ as __all__
