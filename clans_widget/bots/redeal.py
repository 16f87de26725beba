"""Hands dealt again: what a bot plays from in a variation on a board that hides hands.

In a variation, a bot that answered from its real hand would show that hand to a viewer who
may not see it. On such a board a bot plays there from a **deal made again from that viewer's
information**: the cards the viewer cannot see (the removed cards, the other players' hands,
the face-down cards the viewer did not place) are dealt again among the same places, so that
the viewer sees every position so far exactly as before and every move so far stays legal (a
card went face down only when no card of its player's hand fitted face up then). The deal's
randomness is drawn from the viewer's view alone, never from a hidden card: two games that
differ only in cards the viewer never saw are dealt again alike.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import replace

from ..core.deal import Deal, with_seed
from ..rules import Card, Game, Move
from ..rules.errors import IllegalMoveError
from ..rules.view import View, Viewer, view
from .expert import fitting_cards

__all__ = ["ATTEMPTS", "Deal", "deal_again", "public_seed", "with_seed"]

ATTEMPTS = 8
"""Deals tried before giving up (the first one fits unless the game breaks the rules' model)."""


def public_seed(seen: View, purpose: str) -> int:
    """A seed drawn from what ``seen`` shows (and ``purpose``) only: the same for every game
    that viewer sees alike."""
    shown = [
        purpose,
        seen.viewer,
        list(seen.names),
        list(seen.moves),
        list(seen.movers),
        sorted((str(s), str(c)) for s, c in seen.table.items()),
        sorted((str(s), None if c is None else str(c)) for s, c in seen.face_down.items()),
        [None if h is None else [str(c) for c in h] for h in seen.hands],
        list(seen.hand_sizes),
        sorted((t, list(s)) for t, s in seen.stacks.items()),
        list(seen.supply),
        [str(c) for c in seen.unseen],
    ]
    digest = hashlib.sha256(json.dumps(shown).encode()).digest()
    return int.from_bytes(digest[:8], "big")


def deal_again(game: Game, viewer: Viewer, start: int | None = None) -> Deal[Game]:
    """``game`` dealt again from what ``viewer`` sees of it (see the module), starting at ply
    ``start`` (default: now). The moves after ``start`` must be ones the deal leaves as they
    are (no card hidden from the viewer went face down there). ``ValueError`` for the
    ``"all"`` viewer, who sees every card, or when no deal fits."""
    if viewer == "all":
        raise ValueError("the 'all' viewer sees every card: there is nothing to deal again")
    seen = view(game, viewer)
    start = game.ply if start is None else start
    if not 0 <= start <= game.ply:
        raise ValueError(f"a deal starts at a ply from 0 to {game.ply}, not {start}")
    slots = _slots(game, seen)
    cards = {c.code: c for c in seen.unseen}
    rng = random.Random(public_seed(seen, "deal"))
    for _ in range(ATTEMPTS):
        dealt = _match([allowed for _, allowed in slots], sorted(cards), rng)
        made = None if dealt is None else _replayed(game, seen, slots, [cards[c] for c in dealt])
        if made is not None:
            moves = [str(m) for m in made.moves]
            if moves[start:] != [str(m) for m in game.moves[start:]]:
                raise ValueError("a card the viewer cannot see went face down after the start")
            while made.ply > start:
                made.undo()
            return Deal(made)
    raise ValueError("no deal of the hidden cards keeps every move legal")


_Slot = tuple[str, frozenset[int]]
"""A hidden place (``hand <p>``, ``down <ply>``, ``set-up <seat>``, ``removed``) and the
codes of the cards it may hold."""


def _slots(game: Game, seen: View) -> list[_Slot]:
    """Every place of a card ``seen`` hides, with the cards it may hold: a player who placed
    a card face down at ply ``i`` held no card then that fitted face up (read from the open
    table: :func:`~.expert.fitting_cards`), neither in the hand kept since nor among the
    cards placed face down from then on."""
    pool = frozenset(c.code for c in seen.unseen)
    downs = [i for i, text in enumerate(seen.moves) if text.startswith("~?")]
    fits = {i: frozenset(fitting_cards(seen, i)) for i in downs}
    slots: list[_Slot] = []
    for i in downs:
        mover = seen.movers[i]
        barred = [fits[j] for j in downs if j <= i and seen.movers[j] == mover]
        slots.append((f"down {i}", pool.difference(*barred)))
    for p, hand in enumerate(seen.hands):
        if hand is None:
            barred = [fits[j] for j in downs if seen.movers[j] == p]
            slots += [(f"hand {p}", pool.difference(*barred))] * seen.hand_sizes[p]
    for seat, card in seen.face_down.items():
        if card is None and seen.face_down_owner[seat] is None:
            slots.append((f"set-up {seat}", pool))
    slots += [("removed", pool)] * (len(pool) - len(slots))
    return slots


def _match(allowed: list[frozenset[int]], pool: list[int], rng: random.Random) -> list[int] | None:
    """A card of ``pool`` for each slot, each within the slot's ``allowed``, all different:
    augmenting paths (Kuhn) over the cards in a random order, the slots with the fewest
    choices first; ``None`` if there is none."""
    cards = list(pool)
    rng.shuffle(cards)
    holder: dict[int, int] = {}

    def place(slot: int, tried: set[int]) -> bool:
        for card in cards:
            if card in allowed[slot] and card not in tried:
                tried.add(card)
                if card not in holder or place(holder[card], tried):
                    holder[card] = slot
                    return True
        return False

    order = sorted(range(len(allowed)), key=lambda s: (len(allowed[s]), rng.random()))
    if not all(place(slot, set()) for slot in order):
        return None
    dealt = [0] * len(allowed)
    for card, slot in holder.items():
        dealt[slot] = card
    return dealt


def _replayed(game: Game, seen: View, slots: list[_Slot], dealt: list[Card]) -> Game | None:
    """``game`` replayed from a set-up with ``dealt`` in the hidden places, or ``None`` if a
    move is then illegal or the viewer would see a position differently."""
    setup = game.setup
    down = {int(name[5:]): card for (name, _), card in zip(slots, dealt) if name[:4] == "down"}
    moves = [
        Move(down[i], m.seat, True, m.shield) if i in down else m for i, m in enumerate(game.moves)
    ]
    hands: list[list[Card]] = []
    for p in range(game.players):
        if seen.hands[p] is not None:
            hands.append(list(setup.hands[p]))
            continue
        played = [m.card for m, who in zip(moves, game.movers) if who == p]
        kept = [card for (name, _), card in zip(slots, dealt) if name == f"hand {p}"]
        hands.append(played + kept)
    laid = {name[7:]: card for (name, _), card in zip(slots, dealt) if name[:6] == "set-up"}
    face_down = {s: laid.get(str(s), c) for s, c in setup.face_down.items()}
    removed = [card for (name, _), card in zip(slots, dealt) if name == "removed"]
    made = Game(
        replace(
            setup,
            hands=tuple(map(tuple, hands)),
            removed=tuple(removed),
            face_down=face_down,
            seed=None,
        ),
        game.names,
    )
    try:
        for move in moves:
            made.play(move)
    except IllegalMoveError:
        return None
    return made if view(made, seen.viewer) == seen else None
