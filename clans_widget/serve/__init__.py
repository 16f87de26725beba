"""The class server: one game served to every student's own device, each page showing only
what its viewer may see (``python -m clans_widget serve``; see :mod:`.cli`).

:mod:`.room` holds the game, the tokens and the seats; :mod:`.connection` one page's board;
:mod:`.page` the Solara page; :mod:`.links` the links and QR codes; :mod:`.limits` the rate
limit. Nothing here names a game: ``--game`` is read through the registry.
"""
