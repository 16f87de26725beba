"""Small pieces of wording shared by the puzzle explanations: ordinals, counts, lists, who
takes a group, and catalogue messages said later in any language.

Every sentence is the catalogue's (:mod:`clans_widget.i18n`, the files ``puzzles.json``),
said in the language asked for (English by default). Cards, seats and moves stay in
notation (``4y``, ``Bn2``, ``6g@Cn2+``) in every language, as the board writes them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from ..i18n import DEFAULT, Params, catalogue, listed, say
from ..rules import Game, RankGroup

_ORDINALS = 8
"""Ordinals written in words up to the eighth; past it, ``"9th"`` and so on."""


@dataclass(frozen=True)
class Message:
    """A catalogue message and its parameters, to be said in whichever language a board
    speaks (a hand-made puzzle's hints and lead)."""

    id: str
    params: tuple[tuple[str, Params], ...] = ()

    @classmethod
    def of(cls, id: str, **params: Params) -> Message:
        """The message ``id`` with ``params``; ``KeyError`` if the catalogue has no ``id``."""
        if id not in catalogue(DEFAULT):
            raise KeyError(f"no message {id!r} in the catalogue")
        return cls(id, tuple(sorted(params.items())))

    def said(self, lang: str = DEFAULT) -> str:
        """The message in ``lang``."""
        return say(self.id, lang, **dict(self.params))


Words = str | Message
"""A hint or a lead: a catalogue message, or a text written by hand (said as it is)."""


def said(words: Words, lang: str = DEFAULT) -> str:
    """``words`` in ``lang`` (a text written by hand is the same in every language)."""
    return words if isinstance(words, str) else words.said(lang)


def written(id: str) -> tuple[Message, ...]:
    """The hand-written hints of puzzle ``id``: the catalogue's ``puzzle.<id>.hint.1``,
    ``.hint.2`` and so on, gentle first."""
    texts = catalogue(DEFAULT)
    found: list[Message] = []
    while f"puzzle.{id}.hint.{len(found) + 1}" in texts:
        found.append(Message(f"puzzle.{id}.hint.{len(found) + 1}"))
    return tuple(found)


def ordinal(n: int, lang: str = DEFAULT, *, declined: bool = False) -> str:
    """``1`` -> ``"first"`` (``"premier"``, ``"erste"``); past the eighth, ``"9th"`` and so
    on. ``declined``: German's form after an article in the accusative or dative
    (``"ersten"``); the other languages have one form."""
    if not 1 <= n <= _ORDINALS:
        return say("puzzle.ordinal.nth", lang, n=n)
    word = say(f"puzzle.ordinal.{n}", lang)
    return word + "n" if declined and lang == "de" else word


def join(items: Sequence[str], word: str = "and", lang: str = DEFAULT) -> str:
    """``["a", "b", "c"]`` -> ``"a, b and c"`` (``word``: ``"and"`` or ``"or"``)."""
    return listed(items, lang, word)


def count(n: int, noun: str, lang: str = DEFAULT) -> str:
    """``count(2, "shield")`` -> ``"2 shields"`` (the catalogue's ``puzzle.count.<noun>``)."""
    return say(f"puzzle.count.{noun}", lang, count=n)


def mover(game: Game) -> int:
    """The index of the player to move; ``ValueError`` once the game is over."""
    if game.current_player is None:
        raise ValueError("the game is over: nobody is to move")
    return game.current_player


def mover_name(game: Game) -> str:
    """The name of the player to move; ``ValueError`` once the game is over."""
    return game.names[mover(game)]


def taker(game: Game, group: RankGroup, lang: str = DEFAULT) -> str:
    """Who takes ``group``: a player's name, or ``"nobody"`` in ``lang``."""
    return say("clans.nobody", lang) if group.taker is None else game.names[group.taker]


class Fate(NamedTuple):
    """Where one rank group of a tile goes if the game ended now, and why, in words."""

    group: RankGroup
    text: str  # "the 5s on tile C go to Ben: ..."

    def taker_name(self, game: Game, lang: str = DEFAULT) -> str:
        """The taker's name, or ``"nobody"``."""
        return taker(game, self.group, lang)


def fate(game: Game, tile: str, rank: int, lang: str = DEFAULT) -> Fate:
    """Who takes the ``rank`` cards of ``tile`` now; ``ValueError`` if the tile has none."""
    (scored,) = [t for t in game.score().tiles if t.tile == tile]
    ranks = [g.rank for g in scored.groups]
    if rank not in ranks:
        raise ValueError(f"tile {tile} has no face-up {rank}")
    place = ranks.index(rank)
    group = scored.groups[place]
    order = join([say("clans.rank_group", lang, rank=r) for r in ranks], lang=lang)
    nth = ordinal(place + 1, lang)
    where = (
        say("puzzle.fate.only_rank", lang) if len(ranks) == 1
        else say("puzzle.fate.nth_rank", lang, nth=nth, order=order)
    )
    who = taker(game, group, lang)
    if group.taker is not None:
        why = say("puzzle.fate.shield_of", lang, where=where, nth=nth, tile=tile, name=who)
    elif scored.shields:
        n = len(scored.shields)
        why = say("puzzle.fate.too_few", lang, where=where, count=n, tile=tile)
    else:
        why = say("puzzle.fate.no_shield", lang, where=where, tile=tile)
    key = "puzzle.fate" if group.taker is not None else "puzzle.fate.nobody"
    return Fate(group, say(key, lang, rank=rank, tile=tile, name=who, why=why))
