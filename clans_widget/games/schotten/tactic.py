"""The ten tactic cards of the Tactic variant (rules 12.4) as card ids after the 54 clan cards.

Both Jokers share one id (``JOKER``): they are the same card twice. Elite troops
(Joker, Spy, Shield-Bearer) take a slot like a clan card and count as a clan card of a
strength in their range and any colour; combat modes lie on a stone; ruses are resolved
at once and discarded.
"""

from __future__ import annotations

from clans_widget.i18n.sentence import said

JOKER, SPY, SHIELD, BLIND, MUD, RECRUITER, STRATEGIST, BANSHEE, TRAITOR = range(54, 63)
TACTIC_CODES = ("JK", "SPY", "SHB", "BMB", "MUD", "REC", "STR", "BAN", "TRA")
"""The code of each tactic id, from ``JOKER`` (54) on."""
TACTIC_DECK = (JOKER, JOKER, SPY, SHIELD, BLIND, MUD, RECRUITER, STRATEGIST, BANSHEE, TRAITOR)
"""The ten tactic cards (the Joker twice), in canonical order."""
ELITE = (JOKER, SPY, SHIELD)
COMBAT = (BLIND, MUD)
RUSES = (RECRUITER, STRATEGIST, BANSHEE, TRAITOR)
RANGES = {JOKER: (1, 9), SPY: (7, 7), SHIELD: (1, 3)}
"""The strengths each elite troop may take (any colour)."""
_IDS = {code: 54 + i for i, code in enumerate(TACTIC_CODES)}


def is_tactic(card: int) -> bool:
    """True for a tactic card id."""
    return card >= JOKER


def is_elite(card: int) -> bool:
    """True for an elite troop (Joker, Spy, Shield-Bearer)."""
    return card in RANGES


def tactic_id(code: object) -> int:
    """The id of a tactic code such as ``JK``; ``ValueError`` names what is wrong."""
    if isinstance(code, str) and code in _IDS:
        return _IDS[code]
    shown = repr(code).encode("utf-8", "backslashreplace").decode("utf-8")[:40]
    raise ValueError(said("schotten.not_tactic", code=shown, codes=" ".join(TACTIC_CODES)))


def best_value(card: int) -> int:
    """The highest strength an elite troop may take (Blind-Man's Bluff uses it)."""
    return RANGES[card][1]
