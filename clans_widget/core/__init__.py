"""The game-agnostic core: what a game must provide (:mod:`.protocol`), the games known by
their record's ``format`` (:mod:`.registry`), and the machinery written once for every game
(viewers, the permission gate, the cache of positions, the session of lines, and the
search: :mod:`.ismcts` over a game's :mod:`.analyst`).

Nothing here imports a game package, the rules of Clans and Glory or the widget:
``tests/test_layering.py`` fails if anything does.
"""
