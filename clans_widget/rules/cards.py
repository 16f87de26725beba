"""Cards: a rank from 3 to 8 in one of seven colours, written like ``6g``."""

from __future__ import annotations

import re

from ..i18n import LANGUAGES, say
from ..i18n.sentence import Given, said

COLOURS = "roygcbp"
"""The colour letters in table order: red, orange, yellow, green, cyan, blue, purple."""

COLOUR_NAMES = {
    "r": "red",
    "o": "orange",
    "y": "yellow",
    "g": "green",
    "c": "cyan",
    "b": "blue",
    "p": "purple",
}
_LETTERS = Given({
    lang: ", ".join(
        say("clans.colour_letter", lang, letter=c, colour=say(f"colour_name.{c}", lang))
        for c in COLOUR_NAMES
    )
    for lang in LANGUAGES
})
"""The colour letters and their names in each language, for the sentence refusing a card."""
RANKS = (3, 4, 5, 6, 7, 8)


class Card(str):
    """One card, equal to its notation: ``Card("6g") == "6g"``, with ``.rank`` and ``.colour``.

    There is one instance per card, so cards are cheap to compare and hash.
    """

    rank: int
    colour: str
    code: int  # 0..41, ordered by rank then colour

    def __new__(cls, text: str) -> Card:
        card = _CARDS.get(text) if isinstance(text, str) else None
        if card is None:
            raise ValueError(said("clans.parse_not_a_card", text=repr(text), colours=_LETTERS))
        return card

    @property
    def colour_name(self) -> str:
        """The colour in words, e.g. ``'green'``."""
        return COLOUR_NAMES[self.colour]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


def _make_card(rank: int, colour: str) -> Card:
    card = str.__new__(Card, f"{rank}{colour}")
    card.rank = rank
    card.colour = colour
    card.code = (rank - 3) * len(COLOURS) + COLOURS.index(colour)
    return card


_CARDS: dict[str, Card] = {
    f"{rank}{colour}": _make_card(rank, colour) for rank in RANKS for colour in COLOURS
}
ALL_CARDS: tuple[Card, ...] = tuple(sorted(_CARDS.values(), key=lambda c: c.code))
"""All 42 cards, lowest rank first."""


CARD_TOKEN = re.compile(r"(?<![A-Za-z0-9])[3-8][roygcbp](?![A-Za-z0-9])")
"""A card's notation standing alone in a text (``6g``, not the ``n3`` of ``Bn3``)."""


def cards_named(text: str) -> set[Card]:
    """Every card a text names in notation, e.g. ``{Card('4y')}`` for ``"4y goes face down"``."""
    return {_CARDS[token] for token in CARD_TOKEN.findall(text)}


def top_rank(players: int) -> int:
    """The highest rank in play: 6 with 2 players, 7 with 3, 8 with 4."""
    return players + 4


def deck(players: int) -> tuple[Card, ...]:
    """The cards used with this many players (28, 35 or 42), lowest rank first."""
    check_players(players)
    return tuple(c for c in ALL_CARDS if c.rank <= top_rank(players))


def check_players(players: object) -> int:
    """Return ``players`` if it is 2, 3 or 4, else raise ``ValueError``."""
    if isinstance(players, bool) or not isinstance(players, int) or players not in (2, 3, 4):
        raise ValueError(said("arg.clans_players", players=repr(players)))
    return players
