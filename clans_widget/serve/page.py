"""The Solara page of a served game: one page per browser connection, each with the board its
token opens (:class:`~.connection.Connection`), all boards of one game in one process."""

from __future__ import annotations

from urllib.parse import parse_qs

import solara

from ..i18n import LANGUAGES
from .connection import Connection
from .links import PROJECTOR
from .room import ClassRoom

ROOM: list[ClassRoom] = []
"""The served game (set by :func:`serve` before the server starts)."""


def serve(room: ClassRoom) -> None:
    """Serve ``room``'s game on the pages made from now on."""
    ROOM[:] = [room]


@solara.component  # type: ignore[untyped-decorator]
def Page() -> None:
    """A page of the served game: the board its ``token`` opens (``?projector``: the open
    table, large)."""
    router = solara.use_router()
    query = parse_qs(router.search or "", keep_blank_values=True)
    token = (query.get("token") or [""])[0]
    lang = (query.get("lang") or [""])[0]
    speaks = lang if lang in LANGUAGES else None
    connection = solara.use_memo(
        lambda: Connection(ROOM[0], token, projector=PROJECTOR in query, lang=speaks),
        dependencies=[],
    )
    solara.use_effect(lambda: connection.close, dependencies=[])
    solara.Column(children=[connection.box])
