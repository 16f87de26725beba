"""Setting up a puzzle's position with the engine's own API: a deal worked out backwards
from the plays wanted, then every turn played by :meth:`Game.play`, so a position cannot
break a rule."""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

from ..cards import CODES
from ..game import HAND, Game

NAMES = ("Ann", "Ben")
_CLAIM = re.compile(r"^claim [1-9]$")


def position(
    ann: Sequence[str],
    ben: Sequence[str],
    hand: str,
    *,
    window: bool = False,
    names: Sequence[str] = NAMES,
) -> Game:
    """A base-game round after Ann's (player 0) and Ben's turns, taken in turn from Ann's.

    A turn is a play (``"7r@5"``), optionally followed by claims (``"7r@5, claim 5"``).
    ``hand`` is the hand of the player to move, space-separated; the other hand and the deck
    are dealt from the cards left (in a fixed order: the answers never depend on them).
    With ``window`` the last turn stops after its claims, the claim window still open (the
    engine keeps it open only while some stone can be claimed); otherwise every turn ends
    with its draw. ``ValueError`` if the turns cannot be played.
    """
    turns = [list(ann), list(ben)]
    if len(turns[0]) not in (len(turns[1]), len(turns[1]) + 1):
        raise ValueError("Ann moves first, then the players take turns")
    order = [turns[i % 2][i // 2] for i in range(len(turns[0]) + len(turns[1]))]
    to_move = len(order) % 2 if not window else (len(order) - 1) % 2
    played = [[t.split(",")[0].split("@")[0] for t in turns[p]] for p in (0, 1)]
    ended = [len(turns[p]) - (window and p == to_move) for p in (0, 1)]
    held = hand.split()
    used = {*played[0], *played[1], *held}
    rest = [c for c in CODES if c not in used]
    random.Random(len(order)).shuffle(rest)
    own = [played[p] + (held if p == to_move else []) for p in (0, 1)]
    other = 1 - to_move
    own[other] += [rest.pop() for _ in range(HAND + ended[other] - len(own[other]))]
    if len(own[to_move]) != HAND + ended[to_move]:
        wanted = HAND + ended[to_move] - len(played[to_move])
        raise ValueError(f"the hand to move must hold {wanted} cards")
    draws = [own[p][HAND:] for p in (0, 1)]
    deck = [draws[i % 2][i // 2] for i in range(len(order)) if not (window and i == len(order) - 1)]
    game = Game.from_setup(deck + rest, [own[0][:HAND], own[1][:HAND]], names=names)
    for i, turn in enumerate(order):
        play, *claims = (part.strip() for part in turn.split(","))
        game.play(play)
        for claim in claims:
            if not _CLAIM.match(claim):
                raise ValueError(f"{claim!r} is not a claim")
            game.play(claim)
        last = window and i == len(order) - 1
        if game.claim_window and game.current_player == i % 2 and not last:
            game.play("end")  # the turn's claim window is still open: close it
    if window and not game.claim_window:
        raise ValueError("the claim window closes at once when no stone can be claimed")
    return game
