"""Clans and Glory's moves, cards and seats in words, for screen readers and announcements.

Built from a move's notation as a viewer sees it (``6g@Cn2+``, ``~?@Ah``), so a face-down card
the viewer may not see is never named: its notation holds ``?`` for them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from ...rules.cards import COLOUR_NAMES
from ...rules.placement import Match
from ...rules.table import layout

ROWS = {"n": "north", "s": "south"}
"""A seat's row letter in words."""


def card_words(card: str) -> str:
    """``"7b"`` -> ``"the blue 7"`` (the colour names the board shows)."""
    return f"the {COLOUR_NAMES.get(card[-1:], card[-1:])} {card[:-1]}"


def seat_words(seat: str) -> str:
    """``"Bn2"`` -> ``"B north 2"``, ``"Ah"`` -> ``"A head"``."""
    tile, rest = seat[:1], seat[1:]
    if rest == "h":
        return f"{tile} head"
    return f"{tile} {ROWS.get(rest[:1], rest[:1])} {rest[1:]}"


def placement_words(move: str) -> str:
    """A placement without its player: ``"~?@Ah+"`` -> ``"a card face down on A head and a
    shield"``, ``"7b@Bn2"`` -> ``"the blue 7 on B north 2"``."""
    down = move.startswith("~")
    card, _, seat = move.lstrip("~").partition("@")
    shield = seat.endswith("+")
    seat = seat.rstrip("+")
    if not down:
        what = card_words(card)
    elif card == "?":
        what = "a card face down"
    else:
        what = f"{card_words(card)} face down"
    return f"{what} on {seat_words(seat)}" + (" and a shield" if shield else "")


def move_words(move: str, player: int, names: Sequence[str]) -> str:
    """The move ``player`` made, in words: ``"Ben placed the blue 7 on B north 2 and a
    shield"``; face down to a viewer who may not see the card, ``"Ben placed a card face down
    on A head"``."""
    return f"{names[player]} placed {placement_words(move)}"


def advice_words(move: str) -> str:
    """``move`` as advice, in words: ``"place the blue 7 on B north 2 and a shield"``."""
    return f"place {placement_words(move)}"


def match_words(found: Sequence[Match]) -> str:
    """Why a seat is legal, in words: ``"matches the blue 5 on C south 2 by rank and the blue 3
    opposite on C north 2 by colour"``."""
    parts = [
        f"{card_words(str(m.card))}"
        + (
            f" opposite on {seat_words(str(m.seat))} by {m.by}"
            if m.where == "opposite"
            else f" on {seat_words(str(m.seat))} by {m.by}"
        )
        for m in found
    ]
    joined = parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} and {parts[-1]}"
    return f"matches {joined}"


@cache
def seat_table(players: int) -> dict[str, str]:
    """Every seat of the table for ``players`` players in words (``{"Bn2": "B north 2"}``), for
    the front end to look up (it parses no notation): the same for every deal, so a frame delta
    never resends it. Cards are not in it: a frame names only the cards its viewer sees."""
    return {str(s): seat_words(str(s)) for s in layout(players).seats}


_TOKEN = re.compile(
    r"(?<![A-Za-z0-9~?])(?P<move>~?[1-9?][roygcbp]?@[A-Z](?:[ns][1-3]|h)\+?)(?![A-Za-z0-9])"
    r"|(?<![A-Za-z0-9])(?P<card>[1-9][roygcbp])(?![A-Za-z0-9])"
    r"|(?<![A-Za-z0-9])(?P<seat>[A-F](?:[ns][1-3]|h))(?![A-Za-z0-9])"
)


def in_words(text: str) -> str:
    """``text`` (a refusal the engine wrote for Python callers) with each move, card and seat
    it writes in notation said in words: ``"5g does not match An1 (empty)"`` -> ``"the green
    5 does not match A north 1 (empty)"``."""

    def said(found: re.Match[str]) -> str:
        if found["move"]:
            return placement_words(found["move"])
        if found["card"]:
            return card_words(found["card"])
        return seat_words(found["seat"])

    return _TOKEN.sub(said, text)
