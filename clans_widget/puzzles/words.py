"""Small pieces of wording shared by the puzzle explanations: ordinals, lists, who takes a group."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..rules import Game, RankGroup

_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def ordinal(n: int) -> str:
    """``1`` -> ``"first"``; past the eighth, ``"9th"`` and so on."""
    return _ORDINALS[n - 1] if 1 <= n <= len(_ORDINALS) else f"{n}th"


def join(items: Sequence[str], word: str = "and") -> str:
    """``["a", "b", "c"]`` -> ``"a, b and c"``."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {word} {items[-1]}"


def count(n: int, noun: str) -> str:
    """``count(2, "shield")`` -> ``"2 shields"``."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


def mover(game: Game) -> int:
    """The index of the player to move; ``ValueError`` once the game is over."""
    if game.current_player is None:
        raise ValueError("the game is over: nobody is to move")
    return game.current_player


def mover_name(game: Game) -> str:
    """The name of the player to move; ``ValueError`` once the game is over."""
    return game.names[mover(game)]


class Fate(NamedTuple):
    """Where one rank group of a tile goes if the game ended now, and why, in words."""

    group: RankGroup
    text: str  # "the 5s on tile C go to Ben: ..."

    def taker_name(self, game: Game) -> str:
        """The taker's name, or ``"nobody"``."""
        return "nobody" if self.group.taker is None else game.names[self.group.taker]


def fate(game: Game, tile: str, rank: int) -> Fate:
    """Who takes the ``rank`` cards of ``tile`` now; ``ValueError`` if the tile has none."""
    (scored,) = [t for t in game.score().tiles if t.tile == tile]
    ranks = [g.rank for g in scored.groups]
    if rank not in ranks:
        raise ValueError(f"tile {tile} has no face-up {rank}")
    place = ranks.index(rank)
    group = scored.groups[place]
    order = join([f"{r}s" for r in ranks])
    where = (
        "they are the only rank there" if len(ranks) == 1
        else f"they are the {ordinal(place + 1)} rank there, counting from the lowest ({order})"
    )
    who = "nobody" if group.taker is None else game.names[group.taker]
    if group.taker is not None:
        why = f"{where}, and the {ordinal(place + 1)} shield placed on {tile} is {who}'s"
    elif scored.shields:
        n = len(scored.shields)
        why = f"{where}, and only {count(n, 'shield')} {'lies' if n == 1 else 'lie'} on {tile}"
    else:
        why = f"{where}, and no shield lies on {tile}"
    return Fate(group, f"the {rank}s on tile {tile} go to {who}: {why}")

