"""A Tactic (or Tactic+Expert) round dealt again from one viewer's information (see
:mod:`.redeal`, which hands Tactic rounds here).

Every card of the deal is followed from its place in the deal (a starting-hand place, a
place in the clan deck or in the tactic deck) through the written moves: draws, plays, ruses,
and the Recruiter's returns under the decks. A card the viewer saw at some moment (their own
hand, the cards they drew, every card played onto a stone or the discard pile) keeps its place;
every other card (the rival's hidden cards, the decks' unseen cards, whatever the rival
returned with a Recruiter) is dealt again among those places, clan cards among clan places
and tactic cards among tactic places, so every count stays as the viewer knows it. A
Recruiter the rival played returns the cards now dealt where the real ones were (the viewer
reads its ``return ? ?`` step alike). Every move so far then replays as it was, and the viewer sees
every position exactly as before. The places are taken in a fixed order and the cards in the
viewer's order, shuffled from the viewer's observation alone: two rounds that differ only in
cards the viewer never saw are dealt again alike.
"""

from __future__ import annotations

import random
from dataclasses import replace

from ....core.deal import Deal
from ..cards import ALL_CODES, CODES, any_id
from ..game import Game
from ..moves import DRAW, PLAY, REC, RETURN, RUSE_KINDS, Move
from ..observe import Viewer
from ..tactic import BANSHEE, RECRUITER, STRATEGIST, TRAITOR

Place = tuple[int, int, int]
"""Where a card lies in the deal: ``(0, player, i)`` a starting hand, ``(1, i, 0)`` the clan
deck, ``(2, i, 0)`` the tactic deck. Sorting places sorts them in the deal's order."""
_RUSE_CARD = {"REC": RECRUITER, "STR": STRATEGIST, "BAN": BANSHEE, "TRA": TRAITOR}


class _Follow:
    """The places of the deal followed through the moves: who holds which, which the viewer
    saw, and which places a rival's Recruiter returned."""

    def __init__(self, game: Game, viewer: Viewer) -> None:
        self.code: dict[Place, str] = {}
        self.hands: list[list[Place]] = [[], []]
        for p, hand in enumerate(game.start_hands):
            for i, card in enumerate(hand):
                self._put((0, p, i), ALL_CODES[card], self.hands[p])
        self.piles: list[list[Place]] = [[], []]
        for pile, deck in enumerate((game.deck, game.tactic_deck)):
            for i, card in enumerate(deck):
                self._put((pile + 1, i, 0), ALL_CODES[card], self.piles[pile])
        self.taken = [0, 0]
        self.viewer = viewer
        self.seen: set[Place] = set(self.hands[viewer]) if isinstance(viewer, int) else set()
        self.returned: dict[int, tuple[Place, ...]] = {}  # step -> places a rival returned

    def _put(self, place: Place, code: str, into: list[Place]) -> None:
        self.code[place] = code
        into.append(place)

    def step(self, index: int, move: Move, mover: int) -> None:
        """Follow one step of ``mover``."""
        hand = self.hands[mover]
        if move.kind == PLAY:
            assert move.card is not None
            self.seen.add(self._take(hand, ALL_CODES[move.card]))
        elif move.kind in RUSE_KINDS:
            self.seen.add(self._take(hand, ALL_CODES[_RUSE_CARD[move.kind]]))
        if move.kind in (DRAW, REC):
            for letter in move.draws:
                pile = "CT".index(letter)
                place = self.piles[pile][self.taken[pile]]
                self.taken[pile] += 1
                hand.append(place)
                if mover == self.viewer:
                    self.seen.add(place)
        if move.kind == RETURN:
            back = tuple(self._take(hand, ALL_CODES[card]) for card in move.extra)
            for place in back:
                self.piles[0 if self.code[place] in CODES else 1].append(place)
            if mover != self.viewer:
                self.returned[index] = back

    def _take(self, hand: list[Place], code: str) -> Place:
        place = next(p for p in hand if self.code[p] == code)
        hand.remove(place)
        return place


def deal_tactic(game: Game, viewer: Viewer, start: int, seed: int) -> Deal[Game]:
    """``game`` (a Tactic round) dealt again for ``viewer`` (a player or ``"spectator"``) with
    the shuffle seeded by ``seed``, replayed to ply ``start``."""
    follow = _Follow(game, viewer)
    steps = list(game.moves)
    for index, (move, mover) in enumerate(zip(steps, game.movers)):
        follow.step(index, move, mover)
    rng = random.Random(seed)
    dealt: dict[Place, str] = {}
    for clan in (True, False):
        places = sorted(
            p for p, c in follow.code.items() if p not in follow.seen and (c in CODES) == clan
        )
        cards = sorted((follow.code[p] for p in places), key=any_id)  # the viewer's order
        rng.shuffle(cards)
        dealt.update(zip(places, cards))

    def card(place: Place) -> str:
        return dealt.get(place, follow.code[place])

    for index, back in follow.returned.items():
        steps[index] = steps[index]._replace(extra=tuple(any_id(card(p)) for p in back))
    record = game.record
    made = replace(
        record,
        hands=tuple(
            tuple(card((0, p, i)) for i in range(len(h))) for p, h in enumerate(record.hands)
        ),
        deck=tuple(card((1, i, 0)) for i in range(len(record.deck))),
        tactic_deck=tuple(card((2, i, 0)) for i in range(len(record.tactic_deck))),
        moves=(),
        result=None,
    )
    again = made.game(0)
    for move in steps[:start]:
        again.play(move)
    return Deal(again)
