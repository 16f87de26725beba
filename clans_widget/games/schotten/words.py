"""Schotten Totten's moves in words, for screen readers and announcements.

Read from a move's notation as a viewer sees it (``7r@3``, ``claim 5``, ``REC CT ? ?``), so a
card hidden from the viewer (a Recruiter's returned cards, ``?``) is never named.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from .moves import RETURN

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


PAST = {"play": "played", "claim": "claimed", "draw": "drew", "return": "returned",
        "pass": "passed", "end": "ended the turn",
        "banished": "{card} from stone {stone} discarded"}
"""The verbs of a move made (the move list, the announcements)."""
ADVICE = {"play": "play", "claim": "claim", "draw": "draw", "return": "return",
          "pass": "pass", "end": "end the turn",
          "banished": "discard {card} from stone {stone}"}
"""The verbs of a move advised (a hint, the better move of a review)."""


def phrase(move: str, verbs: Mapping[str, str]) -> str:
    """``move`` in words without its player, its verbs from ``verbs`` (:data:`PAST` or
    :data:`ADVICE`): ``"played the red 7 on stone 3"``, ``"claim stone 5"``."""
    head, *rest = move.split()
    if move == "pass":
        return verbs["pass"]
    if move == "end":
        return verbs["end"]
    if head == "claim":
        pairs = (pair.split("=") for pair in rest[1:])
        stated = [f"{card_words(troop)} as {card_words(value)}" for troop, value in pairs]
        return f"{verbs['claim']} stone {rest[0]}" + (f", {_listed(stated)}" if stated else "")
    if head == "draw":
        return f"{verbs['draw']} {_DECKS.get(rest[0], 'a card')}"
    if head == "REC":
        drawn = _listed([_DECKS.get(d, "a card") for d in rest[0]])
        back = f" and {verbs['return']} {_returned(rest[1:])}" if rest[1:] else ""
        return f"{verbs['play']} the Recruiter, {verbs['draw']} {drawn}{back}"
    if head == RETURN:
        return f"{verbs['return']} {_returned(rest)}"
    if head in ("STR", "TRA"):
        card, _, where = rest[0].partition("@")
        stone, _, to = where.partition(">")
        dest = "the discard pile" if to == "x" else f"stone {to}"
        moved = f"{card_words(card)} from stone {stone} to {dest}"
        return f"{verbs['play']} {TACTICS[head]}: {moved}"
    if head == "BAN":
        card, _, stone = rest[0].partition("@")
        banished = verbs["banished"].format(card=card_words(card), stone=stone)
        return f"{verbs['play']} the Banshee: {banished}"
    card, _, stone = move.partition("@")
    return f"{verbs['play']} {card_words(card)} on stone {stone}"


def move_words(move: str, player: int, names: Sequence[str]) -> str:
    """The move ``player`` made, in words: ``"Ann played the red 7 on stone 3"``, ``"Ben
    claimed stone 5"``, ``"Ann played the Traitor: the green 3 from stone 4 to stone 7"``."""
    return f"{names[player]} {phrase(move, PAST)}"


def advice_words(move: str) -> str:
    """``move`` as advice, in words: ``"play the red 7 on stone 3"``, ``"claim stone 5"``."""
    return phrase(move, ADVICE)


_CARD = r"(?:[1-9][roygbp]|JK|SPY|SHB|BMB|MUD|REC|STR|BAN|TRA)"
_TOKEN = re.compile(
    rf"(?<![A-Za-z0-9])(?:(?P<move>{_CARD}@[1-9])|(?P<card>{_CARD}))(?![A-Za-z0-9@])"
)


def in_words(text: str) -> str:
    """``text`` (a refusal the engine wrote for Python callers) with each card it names by
    its code, and each card-on-stone move, said in words: ``"7r is not in your hand"`` ->
    ``"the red 7 is not in your hand"``."""

    def said(found: re.Match[str]) -> str:
        if found["move"]:
            card, _, stone = found["move"].partition("@")
            return f"{card_words(card)} on stone {stone}"
        return card_words(found["card"])

    return _TOKEN.sub(said, text)
