"""The kinds of puzzle: one question class each, and ``KINDS``, each kind with what it asks."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ...i18n.sentence import said
from ..model import Question
from .groups import Nobody, Shield, Steal
from .placing import FaceDown, Where
from .reading import WhoTakes, Winner
from .table import Touching
from .when_shield import WhenShield

QUESTIONS: tuple[type[Question], ...] = (
    Touching, Where, FaceDown, Shield, Nobody, Steal, WhoTakes, Winner, WhenShield,
)

KINDS: Mapping[str, str] = MappingProxyType(
    {q.kind: said(f"puzzle.kind_help.{q.kind}") for q in QUESTIONS}
)
"""Every kind of puzzle, by name, with what it asks and what an answer is (a
:class:`~clans_widget.i18n.sentence.Sentence`: English as text, ``said_in(KINDS[k], "fr")``
in French)."""

__all__ = [
    "KINDS",
    "QUESTIONS",
    "FaceDown",
    "Nobody",
    "Shield",
    "Steal",
    "Touching",
    "WhenShield",
    "Where",
    "WhoTakes",
    "Winner",
]
