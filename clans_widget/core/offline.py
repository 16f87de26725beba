"""Answers worked out ahead for a board with no kernel (an exported page, the static site).

A game's presenter may answer requests of its own on a live board (``intents`` and
``answer``; Schotten Totten's ``explain``). A page with no kernel cannot ask, so when the page
is made the presenter's ``offline(position)`` gives, for one position, the requests worth
answering there with their answers; :func:`offline_answers` gathers them for every position of
the line shown into the page's ``answers`` trait (docs/frames.md), each distinct answer kept
once, by the ply of the line shown::

    {"shared": [{...}, ...], "at": {"<ply>": {"explain:4": 0, ...}}}

The front end (``js/offline.ts``) answers such a request from it as Python would have.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

PLACE = ("kind", "line", "ply")
"""A request's fields that say what it is and where: the rest name what it asks about."""


def request_key(request: Mapping[str, Any]) -> str:
    """The key a request is answered under: its kind, then the values of its other fields
    (``line`` and ``ply`` aside) in the order of their names: ``"explain:4"``."""
    rest = (str(request[name]) for name in sorted(request) if name not in PLACE)
    return ":".join((str(request["kind"]), *rest))


def position_answers(presenter: object, position: Any) -> dict[str, dict[str, Any]]:
    """The answers the presenter's ``offline`` gives at ``position``, by request key; empty
    for a game that answers nothing ahead. They must follow from what every viewer of the
    position may see (Schotten Totten's proofs read only the table and public counts)."""
    ahead = getattr(presenter, "offline", None)
    if ahead is None:
        return {}
    return {request_key(request): answer for request, answer in ahead(position)}


def shared_answers(
    per_ply: Sequence[Mapping[str, dict[str, Any]]], _widget: object = None
) -> dict[str, Any]:
    """The ``answers`` trait of a line whose position after ``ply`` moves has the answers
    ``per_ply[ply]`` (:func:`position_answers`): every distinct answer once; an empty dict
    when there are none."""
    shared: list[dict[str, Any]] = []
    known: dict[str, int] = {}
    at: dict[str, dict[str, int]] = {}
    for ply, answers in enumerate(per_ply):
        found: dict[str, int] = {}
        for key, answer in answers.items():
            text = json.dumps(answer, sort_keys=True, separators=(",", ":"))
            if text not in known:
                known[text] = len(shared)
                shared.append(answer)
            found[key] = known[text]
        if found:
            at[str(ply)] = found
    return {"shared": shared, "at": at} if at else {}


def offline_answers(presenter: object, positions: Iterable[Any]) -> dict[str, Any]:
    """The ``answers`` trait of a page showing ``positions`` (the positions of the line shown,
    from its start, in order): :func:`shared_answers` of each one's :func:`position_answers`."""
    if getattr(presenter, "offline", None) is None:
        return {}
    return shared_answers([position_answers(presenter, p) for p in positions])
