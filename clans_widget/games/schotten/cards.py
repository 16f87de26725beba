"""Clan cards as small integers, and their codes (``7r`` is the red 7).

A card is ``colour * 9 + strength - 1``: ids 0-53 follow the canonical order of the rules
(colours ``r o y g b p``, then strength ascending), so sorting ids sorts cards canonically.
"""

from __future__ import annotations

from collections.abc import Iterable

from clans_widget.i18n.sentence import said

COLOURS = "roygbp"
"""Colour letters in canonical order."""
STONES = 9
"""Stones are numbered 1 to 9 along the line."""
CARDS = tuple(range(54))
"""Every clan card id, in canonical order."""
CODES = tuple(f"{s}{c}" for c in COLOURS for s in range(1, 10))
"""The code of each card id."""
_IDS = {code: i for i, code in enumerate(CODES)}
_TACTIC = ("JK", "SPY", "SHB", "BMB", "MUD", "REC", "STR", "BAN", "TRA")  # ids 54-62, tactic.py
ALL_CODES = CODES + _TACTIC
"""The code of every card id, clan cards then tactic cards."""


def strength(card: int) -> int:
    """The card's strength, 1 to 9."""
    return card % 9 + 1


def colour(card: int) -> int:
    """The card's colour index, 0 (red) to 5 (purple)."""
    return card // 9


def card_id(code: object) -> int:
    """The id of a card code such as ``7r``; ``ValueError`` names what is wrong."""
    if isinstance(code, str) and code in _IDS:
        return _IDS[code]
    letters = " ".join(COLOURS)
    raise ValueError(said("schotten.parse_not_a_card", text=_short(code), letters=letters))


def any_id(code: object) -> int:
    """The id of a clan or tactic card code (``7r``, ``JK``); ``ValueError`` otherwise."""
    if isinstance(code, str) and code in _TACTIC:
        return len(CODES) + _TACTIC.index(code)
    return card_id(code)


def codes(cards: Iterable[int]) -> tuple[str, ...]:
    """The codes of ``cards`` (clan or tactic), in the order given."""
    return tuple(ALL_CODES[c] for c in cards)


def _short(value: object) -> str:
    text = repr(value)
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= 40 else text[:40] + "..."
