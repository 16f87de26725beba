"""Clans and Glory's moves, cards and seats in words, for screen readers and announcements.

Built from a move's notation as a viewer sees it (``6g@Cn2+``, ``~?@Ah``), so a face-down card
the viewer may not see is never named: its notation holds ``?`` for them. Every function takes
the language to speak (``lang``, English by default); the words are the catalogue's
(:mod:`clans_widget.i18n`), the same the board's front end draws (``js/games/clans/``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from ...i18n import DEFAULT, listed, say
from ...i18n import card_said as card_words
from ...rules.placement import Match
from ...rules.table import layout


def seat_words(seat: str, lang: str = DEFAULT) -> str:
    """``"Bn2"`` -> ``"B north 2"``, ``"Ah"`` -> ``"A head"``."""
    tile, rest = seat[:1], seat[1:]
    if rest == "h":
        return say("clans.seat_head", lang, tile=tile)
    row = say(f"clans.row_{rest[:1]}", lang) if rest[:1] in ("n", "s") else rest[:1]
    return say("clans.seat_words", lang, tile=tile, row=row, n=rest[1:])


def placement_words(move: str, lang: str = DEFAULT) -> str:
    """A placement without its player: ``"~?@Ah+"`` -> ``"a card face down on A head and a
    shield"``, ``"7b@Bn2"`` -> ``"the blue 7 on B north 2"``."""
    down = move.startswith("~")
    card, _, seat = move.lstrip("~").partition("@")
    shield = seat.endswith("+")
    where = seat_words(seat.rstrip("+"), lang)
    if down and card == "?":
        placed = say("clans.placed_hidden", lang, seat=where)
    else:
        named = card_words(card, lang)
        placed = say("clans.move_down" if down else "clans.move", lang, card=named, seat=where)
    return say("clans.and_shield", lang, placed=placed) if shield else placed


def move_words(move: str, player: int, names: Sequence[str], lang: str = DEFAULT) -> str:
    """The move ``player`` made, in words: ``"Ben placed the blue 7 on B north 2 and a
    shield"``; face down to a viewer who may not see the card, ``"Ben placed a card face down
    on A head"``."""
    return say("clans.placed", lang, name=names[player], placed=placement_words(move, lang))


def advice_words(move: str, lang: str = DEFAULT) -> str:
    """``move`` as advice, in words: ``"place the blue 7 on B north 2 and a shield"``."""
    return say("clans.advice", lang, placed=placement_words(move, lang))


def match_words(found: Sequence[Match], lang: str = DEFAULT) -> str:
    """Why a seat is legal, in words: ``"matches the blue 5 on C south 2 by rank and the blue 3
    opposite on C north 2 by colour"``."""
    parts = [
        say(
            "clans.match_opposite" if m.where == "opposite" else "clans.match",
            lang,
            card=card_words(str(m.card), lang),
            seat=seat_words(str(m.seat), lang),
            by=say("clans.by_rank" if m.by == "rank" else "clans.by_colour", lang),
        )
        for m in found
    ]
    return say("clans.matches", lang, joined=listed(parts, lang))


@cache
def seat_table(players: int, lang: str = DEFAULT) -> dict[str, str]:
    """Every seat of the table for ``players`` players in words (``{"Bn2": "B north 2"}``), for
    the front end to look up (it parses no notation): the same for every deal, so a frame delta
    never resends it. Cards are not in it: a frame names only the cards its viewer sees."""
    return {str(s): seat_words(str(s), lang) for s in layout(players).seats}


_TOKEN = re.compile(
    r"(?<![A-Za-z0-9~?])(?P<move>~?[1-9?][roygcbp]?@[A-Z](?:[ns][1-3]|h)\+?)(?![A-Za-z0-9])"
    r"|(?<![A-Za-z0-9])(?P<card>[1-9][roygcbp])(?![A-Za-z0-9])"
    r"|(?<![A-Za-z0-9])(?P<seat>[A-F](?:[ns][1-3]|h))(?![A-Za-z0-9])"
)


def in_words(text: str, lang: str = DEFAULT) -> str:
    """``text`` (a refusal the engine wrote for Python callers) with each move, card and seat
    it writes in notation said in words: ``"5g does not match An1 (empty)"`` -> ``"the green
    5 does not match A north 1 (empty)"``."""

    def said(found: re.Match[str]) -> str:
        if found["move"]:
            return placement_words(found["move"], lang)
        if found["card"]:
            return card_words(found["card"], lang)
        return seat_words(found["seat"], lang)

    return _TOKEN.sub(said, text)
