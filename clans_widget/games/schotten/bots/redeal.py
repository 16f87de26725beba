"""Schotten Totten's dealer: a round dealt again from one viewer's information, so a bot can
answer in a variation without playing from a hand the viewer may not see
(:class:`clans_widget.core.protocol.Dealer`).

In the base game and Expert every card played is face up, so what a viewer does not know is
which of the unseen cards (the rival's hand, the deck not drawn yet) lies where. The unseen
cards are dealt again among those places: the rival's starting hand, the deck places the rival
drew from whose card is still in the rival's hand, and the deck not drawn yet. Every card
played stays where it was, so every move so far replays as it was and the viewer sees every
position exactly as before. The deal's randomness comes from the viewer's observation alone:
two rounds that differ only in cards the viewer never saw are dealt again alike. Tactic and
Tactic+Expert rounds, where cards also go back under the decks, are dealt again by
:mod:`.tactic_redeal`.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import replace

from ....core.deal import Deal, with_seed
from ..game import Game
from ..observe import Observation, Viewer
from .tactic_redeal import deal_tactic

__all__ = ["Deal", "deal_again", "public_seed", "with_seed"]

DEALT_AGAIN = ("base", "expert", "tactic", "tactic-expert")
"""The variants whose rounds can be dealt again: all of them."""


def public_seed(seen: Observation, purpose: str) -> int:
    """A seed drawn from what ``seen`` shows (and ``purpose``) only: the same for every round
    that viewer sees alike."""
    digest = hashlib.sha256(f"{purpose}|{seen!r}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def deal_again(game: Game, viewer: Viewer, start: int | None = None) -> Deal[Game]:
    """``game`` dealt again from what ``viewer`` sees of it, starting at ply ``start``
    (default: now). ``ValueError`` for the ``"all"`` viewer, who sees every card, or for a
    ``start`` outside the round."""
    if viewer == "all":
        raise ValueError("the 'all' viewer sees every card: there is nothing to deal again")
    start = game.ply if start is None else start
    if not 0 <= start <= game.ply:
        raise ValueError(f"a deal starts at a ply from 0 to {game.ply}, not {start}")
    seen = game.observe(viewer)
    if game.tactic:
        return deal_tactic(game, seen.viewer, start, public_seed(seen, "deal"))
    record = game.record
    steps = [str(m) for m in game.moves]
    deck, hands = list(record.deck), [list(h) for h in record.hands]
    hidden = set(seen.unseen)
    drawer = _drawers(record.game(0), steps)
    places: list[tuple[str, int, int]] = [
        ("hand", p, i) for p in (0, 1) for i, card in enumerate(hands[p]) if card in hidden
    ]
    places += [
        ("deck", i, 0) for i, card in enumerate(deck) if card in hidden and drawer.get(i) != viewer
    ]
    cards = [hands[a][b] if kind == "hand" else deck[a] for kind, a, b in places]
    cards.sort(key=seen.unseen.index)  # in the viewer's order, not where they really lie
    random.Random(public_seed(seen, "deal")).shuffle(cards)
    for (kind, a, b), card in zip(places, cards):
        if kind == "hand":
            hands[a][b] = card
        else:
            deck[a] = card
    made = replace(record, deck=tuple(deck), hands=tuple(tuple(h) for h in hands), result=None)
    dealt = made.game(0)
    for step in steps[:start]:
        dealt.play(step)
    return Deal(dealt)


def _drawers(game: Game, steps: list[str]) -> dict[int, int]:
    """Who drew each deck place so far (deck index -> player), replaying ``steps``."""
    drawer: dict[int, int] = {}
    for step in steps:
        left = len(game.deck_left)
        game.play(step)
        if len(game.deck_left) < left:
            drawer[len(game.deck) - left] = game.movers[-1]
    return drawer
