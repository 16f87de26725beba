"""Answers worked out ahead for a board with no kernel (an exported page, the static site).

A game's presenter may answer requests of its own on a live board (``intents`` and
``answer``; Schotten Totten's ``explain``). A page with no kernel cannot ask, so when the page
is made the presenter's ``offline(position)`` gives, for one position, the requests worth
answering there with their answers; :func:`offline_answers` gathers them for every position of
the line shown into the page's ``answers`` trait (docs/frames.md), each distinct answer kept
once::

    {"shared": [{...}, ...], "at": {"<line>:<ply>": {"explain:4": 0, ...}}}

The front end (``js/offline.ts``) answers such a request from it as Python would have.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

PLACE = ("kind", "line", "ply")
"""A request's fields that say what it is and where: the rest name what it asks about."""


def request_key(request: Mapping[str, Any]) -> str:
    """The key a request is answered under: its kind, then the values of its other fields
    (``line`` and ``ply`` aside) in the order of their names: ``"explain:4"``."""
    rest = (str(request[name]) for name in sorted(request) if name not in PLACE)
    return ":".join((str(request["kind"]), *rest))


def offline_answers(presenter: object, positions: Iterable[tuple[int, Any]], line: int = 0) -> dict[str, Any]:
    """The ``answers`` trait of a page showing ``positions`` (``(ply, position)`` pairs of
    ``line``): what the presenter's ``offline`` gives at each, every distinct answer once; an
    empty dict when the game answers nothing ahead. The answers must follow from what the
    page's viewer may see (Schotten Totten's proofs read only the table and public counts)."""
    ahead = getattr(presenter, "offline", None)
    if ahead is None:
        return {}
    shared: list[dict[str, Any]] = []
    known: dict[str, int] = {}
    at: dict[str, dict[str, int]] = {}
    for ply, position in positions:
        found: dict[str, int] = {}
        for request, answer in ahead(position):
            text = json.dumps(answer, sort_keys=True, separators=(",", ":"))
            if text not in known:
                known[text] = len(shared)
                shared.append(answer)
            found[request_key(request)] = known[text]
        if found:
            at[f"{line}:{ply}"] = found
    return {"shared": shared, "at": at} if at else {}
