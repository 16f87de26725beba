"""The Solara page of a served class: one page per browser connection, each with the board its
token opens (:class:`~.connection.Connection`) at its table (:mod:`.tables`), all boards of
every table in one process."""

from __future__ import annotations

from urllib.parse import parse_qs

import solara

from ..i18n import LANGUAGES
from .connection import Connection
from .links import PROJECTOR, TABLE
from .room import ClassRoom
from .tables import ClassTables

SERVED: list[ClassTables] = []
"""The served class (set by :func:`serve` before the server starts)."""


def serve(served: ClassRoom | ClassTables) -> None:
    """Serve one game (a room) or a class at several tables on the pages made from now on."""
    SERVED[:] = [served if isinstance(served, ClassTables) else ClassTables([served])]


def connect(query: dict[str, list[str]]) -> Connection:
    """The connection a page's query opens: its ``token`` at its table (``table``: the table
    the teacher's page or the projector shows), ``projector``: the open table, large."""
    token = (query.get("token") or [""])[0]
    lang = (query.get("lang") or [""])[0]
    room, _viewer = SERVED[0].route(token, (query.get(TABLE) or [""])[0])
    speaks = lang if lang in LANGUAGES else None
    return Connection(room, token, projector=PROJECTOR in query, lang=speaks)


@solara.component  # type: ignore[untyped-decorator]
def Page() -> None:
    """A page of the served class: the board its ``token`` opens (``?projector``: the open
    table, large; ``&table=N``: at table N)."""
    router = solara.use_router()
    query = parse_qs(router.search or "", keep_blank_values=True)
    connection = solara.use_memo(lambda: connect(query), dependencies=[])
    solara.use_effect(lambda: connection.close, dependencies=[])
    solara.Column(children=[connection.box])
