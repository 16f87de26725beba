"""Deals for hand-worked Schotten Totten positions: say which cards each player plays, in
order, and the deal hands them out just in time."""

from __future__ import annotations

from collections.abc import Sequence

from clans_widget import schotten
from tests.schotten_oracle import ALL


def deal_for(
    first: Sequence[str], second: Sequence[str], variant: str = "base", rest: Sequence[str] = ()
) -> schotten.Game:
    """A round in which player 0 can play ``first`` and player 1 ``second`` in that order:
    both start with their first six cards and draw the next ones turn by turn. ``rest``
    comes next in the deck, then every other card in canonical order."""
    used = set(first) | set(second) | set(rest)
    spare = [c for c in ALL if c not in used]
    hands = [list(first[:6]), list(second[:6])]
    for hand in hands:  # short scripts: top the hands up with cards nobody plays
        while len(hand) < 6:
            hand.append(spare.pop())
    later = [list(first[6:]), list(second[6:])]
    deck: list[str] = []
    for turn in range(max(map(len, later))):  # player 0 draws first, then player 1, ...
        for cards in later:
            deck.append(cards[turn] if turn < len(cards) else spare.pop())
    deck += [*rest, *spare]
    return schotten.Game.from_setup(deck, hands, variant=variant, names=("Ann", "Ben"))  # type: ignore[arg-type]


def played(game: schotten.Game, *moves: str) -> schotten.Game:
    """``game`` after the written ``moves``, each argument one or more moves separated by
    commas (base claim windows are closed as records close them)."""
    from clans_widget.games.schotten.record import replay

    replay(game, [m.strip() for text in moves for m in text.split(",")])
    return game
