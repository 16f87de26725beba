"""Schotten Totten's moves in words, for screen readers and announcements.

Read from a move's notation as a viewer sees it (``7r@3``, ``claim 5``, ``REC CT ? ?``), so a
card hidden from the viewer (a Recruiter's returned cards, ``?``) is never named. Every
function takes the language to speak (``lang``, English by default); the words are the
catalogue's (:mod:`clans_widget.i18n`): a card is named as the board's front end names it in
a sentence (``"le 7 rouge"``, ``"die rote 7"``; in English ``"the red 7"``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from clans_widget.i18n import DEFAULT, card_said, listed, say

from .moves import RETURN

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
"""The tactic cards by name (English; the catalogue's ``schotten.tactic_said_jk``...)."""
_DECKS = {"C": "schotten.a_clan_card", "T": "schotten.a_tactic_card"}


def card_words(card: str, lang: str = DEFAULT) -> str:
    """``"7r"`` -> ``"the red 7"``, ``"JK"`` -> ``"the Joker"``, ``"?"`` -> ``"a card"``
    (``"le 7 rouge"``, ``"le Joker"``, ``"une carte"`` in French)."""
    if card in TACTICS:
        return say(f"schotten.tactic_said_{card.lower()}", lang)
    if card == "?":
        return say("schotten.a_card", lang)
    return card_said(card, lang)


def _returned(cards: Sequence[str], lang: str) -> str:
    """A Recruiter's returned cards; those hidden from the viewer (``?``) only counted."""
    if all(c == "?" for c in cards):
        return say("schotten.hidden_cards", lang, count=len(cards))
    return listed([card_words(c, lang) for c in cards], lang)


def _deck(letter: str, lang: str) -> str:
    return say(_DECKS[letter], lang) if letter in _DECKS else say("schotten.a_card", lang)


def phrase(move: str, mood: str, lang: str = DEFAULT, name: str = "") -> str:
    """``move`` in words, a move made by ``name`` (``mood`` ``"did"``: ``"Ann played the red
    7 on stone 3"``) or advised (``"do"``: ``"claim stone 5"``), from the catalogue's
    ``schotten.did_*`` and ``schotten.do_*`` sentences."""
    head, *rest = move.split()

    def said(kind: str, **params: str | int) -> str:
        return say(f"schotten.{mood}_{kind}", lang, name=name, **params)

    if move in ("pass", "end"):
        return said(move)
    if head == "claim":
        pairs = (pair.split("=") for pair in rest[1:])
        stated = [
            say("schotten.card_as", lang, card=card_words(card, lang), value=card_words(as_, lang))
            for card, as_ in pairs
        ]
        if stated:
            return said("claim_as", stone=rest[0], stated=listed(stated, lang))
        return said("claim", stone=rest[0])
    if head == "draw":
        return said("draw", deck=_deck(rest[0], lang))
    if head == "REC":
        drawn = listed([_deck(d, lang) for d in rest[0]], lang)
        recruiter = card_words("REC", lang)
        if rest[1:]:
            returned = _returned(rest[1:], lang)
            return said("recruit_return", card=recruiter, drawn=drawn, returned=returned)
        return said("recruit", card=recruiter, drawn=drawn)
    if head == RETURN:
        return said("return", returned=_returned(rest, lang))
    if head in ("STR", "TRA"):
        card, _, where = rest[0].partition("@")
        stone, _, to = where.partition(">")
        named = card_words(card, lang)
        if to == "x":
            moved = say("schotten.moved_to_discard", lang, card=named, stone=stone)
        else:
            moved = say("schotten.moved_to_stone", lang, card=named, stone=stone, to=to)
        return said("ruse", card=card_words(head, lang), effect=moved)
    if head == "BAN":
        card, _, stone = rest[0].partition("@")
        banished = say(f"schotten.{mood}_banish", lang, card=card_words(card, lang), stone=stone)
        return said("ruse", card=card_words("BAN", lang), effect=banished)
    card, _, stone = move.partition("@")
    return said("play", card=card_words(card, lang), stone=stone)


def move_words(move: str, player: int, names: Sequence[str], lang: str = DEFAULT) -> str:
    """The move ``player`` made, in words: ``"Ann played the red 7 on stone 3"``, ``"Ben
    claimed stone 5"``, ``"Ann played the Traitor: the green 3 from stone 4 to stone 7"``."""
    return phrase(move, "did", lang, names[player])


def advice_words(move: str, lang: str = DEFAULT) -> str:
    """``move`` as advice, in words: ``"play the red 7 on stone 3"``, ``"claim stone 5"``."""
    return phrase(move, "do", lang)


_CARD = r"(?:[1-9][roygbp]|JK|SPY|SHB|BMB|MUD|REC|STR|BAN|TRA)"
_TOKEN = re.compile(
    rf"(?<![A-Za-z0-9])(?:(?P<move>{_CARD}@[1-9])|(?P<card>{_CARD}))(?![A-Za-z0-9@])"
)


def in_words(text: str, lang: str = DEFAULT) -> str:
    """``text`` (a refusal the engine wrote for Python callers) with each card it names by
    its code, and each card-on-stone move, said in words: ``"7r is not in your hand"`` ->
    ``"the red 7 is not in your hand"``."""

    def said(found: re.Match[str]) -> str:
        if found["move"]:
            card, _, stone = found["move"].partition("@")
            return say("schotten.card_on_stone", lang, card=card_words(card, lang), stone=stone)
        return card_words(found["card"], lang)

    return _TOKEN.sub(said, text)
