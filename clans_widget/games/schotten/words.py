"""Schotten Totten's moves in words, for screen readers and announcements.

Read from a move's notation as a viewer sees it (``7r@3``, ``claim 5``, ``REC CT ? ?``), so a
card hidden from the viewer (a Recruiter's returned cards, ``?``) is never named.
"""

from __future__ import annotations

from collections.abc import Sequence

COLOURS = {"r": "red", "o": "orange", "y": "yellow", "g": "green", "b": "blue", "p": "purple"}
"""The colour letters in words, as the board shows them."""
TACTICS = {
    "JK": "the Joker",
    "SPY": "the Spy",
    "SHB": "the Shield-bearer",
    "BMB": "Blind-man's bluff",
    "MUD": "the Mud",
    "REC": "the Recruiter",
    "STR": "the Strategist",
    "BAN": "the Banshee",
    "TRA": "the Traitor",
}
"""The tactic cards by name."""
_DECKS = {"C": "a clan card", "T": "a tactic card"}


def card_words(card: str) -> str:
    """``"7r"`` -> ``"the red 7"``, ``"JK"`` -> ``"the Joker"``, ``"?"`` -> ``"a card"``."""
    if card in TACTICS:
        return TACTICS[card]
    if card == "?":
        return "a card"
    return f"the {COLOURS.get(card[-1:], card[-1:])} {card[:-1]}"


def _listed(parts: Sequence[str]) -> str:
    return parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} and {parts[-1]}"


def _returned(cards: Sequence[str]) -> str:
    """A Recruiter's returned cards; those hidden from the viewer (``?``) only counted."""
    if all(c == "?" for c in cards):
        return "a card" if len(cards) == 1 else f"{len(cards)} cards"
    return _listed([card_words(c) for c in cards])


def move_words(move: str, player: int, names: Sequence[str]) -> str:
    """The move ``player`` made, in words: ``"Ann played the red 7 on stone 3"``, ``"Ben
    claimed stone 5"``, ``"Ann played the Traitor: the green 3 from stone 4 to stone 7"``."""
    who = names[player]
    head, *rest = move.split()
    if move == "pass":
        return f"{who} passed"
    if move == "end":
        return f"{who} ended the turn"
    if head == "claim":
        pairs = (pair.split("=") for pair in rest[1:])
        stated = [f"{card_words(troop)} as {card_words(value)}" for troop, value in pairs]
        return f"{who} claimed stone {rest[0]}" + (f", {_listed(stated)}" if stated else "")
    if head == "draw":
        return f"{who} drew {_DECKS.get(rest[0], 'a card')}"
    if head == "REC":
        drawn = _listed([_DECKS.get(d, "a card") for d in rest[0]])
        back = f" and returned {_returned(rest[1:])}" if rest[1:] else ""
        return f"{who} played the Recruiter, drew {drawn}{back}"
    if head in ("STR", "TRA"):
        card, _, where = rest[0].partition("@")
        stone, _, to = where.partition(">")
        dest = "the discard pile" if to == "x" else f"stone {to}"
        return f"{who} played {TACTICS[head]}: {card_words(card)} from stone {stone} to {dest}"
    if head == "BAN":
        card, _, stone = rest[0].partition("@")
        return f"{who} played the Banshee: {card_words(card)} from stone {stone} discarded"
    card, _, stone = move.partition("@")
    return f"{who} played {card_words(card)} on stone {stone}"
