"""Schotten Totten for the search: a light position built from one viewer's observation.

:class:`SearchState` holds the open table, the viewer's hand and, once
:meth:`SchottenAnalyst.determinize` has dealt them, a guess at the opponent's hand and the
deck order. It is made from an :class:`~..observe.Observation` alone, so a search never sees
a card its player may not see. It plays the base and Expert turns as :class:`~..game.Game`
does (the tests check it against the engine move for move), without the history, checks and
record a real round keeps. :class:`SchottenAnalyst` is the game's side of
:class:`~clans_widget.core.ismcts.Search`.
"""

from __future__ import annotations

import random
from functools import cache

from ....core.analyst import Outcome, play_out
from ..cards import CARDS, STONES, card_id, colour, strength
from ..formations import SIZE
from ..game import HAND
from ..moves import CLAIM, END, PASS, PLAY, Move
from ..observe import Observation
from ..verdict import verdict

EPSILON = 0.1
"""The share of playout moves drawn uniformly at random (the rest are greedy)."""
LIMIT = 400
"""Steps after which a playout is abandoned and scored as a shared round."""
_ADJACENT = tuple(range(STONES - 2))


class SearchState:
    """A round as the search plays it: sides, owners, hands, the deck still to draw."""

    __slots__ = (
        "deck",
        "deck_size",
        "done",
        "expert",
        "free",
        "hands",
        "owner",
        "sides",
        "step",
        "turn",
        "unseen",
        "window",
        "winner",
    )

    def __init__(self, seen: Observation) -> None:
        """The round ``seen`` shows, seen by a player (whose hand it holds); the other hand and
        the deck are left empty until :meth:`SchottenAnalyst.determinize` deals them."""
        me = seen.viewer
        if not isinstance(me, int):
            raise ValueError(f"a search plays for a player, not for viewer {me!r}")
        own = seen.hands[me]
        assert own is not None
        self.expert = seen.variant == "expert"
        self.sides = [[[card_id(c) for c in side] for side in pair] for pair in seen.sides]
        self.done = [list(pair) for pair in seen.completed_at]
        self.owner = list(seen.owners)
        self.free = [True] * len(CARDS)
        for pair in self.sides:
            for side in pair:
                for card in side:
                    self.free[card] = False
        self.hands: list[list[int]] = [[], []]
        self.hands[me] = [card_id(c) for c in own]
        self.unseen = [card_id(c) for c in seen.unseen]
        self.deck: list[int] = []
        self.deck_size = seen.deck_size
        self.step = len(seen.moves)
        self.turn = seen.current_player
        self.window = seen.claim_window and not self.expert
        self.winner = None if seen.outcome is None else seen.outcome.winner

    def copy(self) -> SearchState:
        """An independent copy."""
        other = SearchState.__new__(SearchState)
        other.expert, other.unseen, other.deck_size = self.expert, self.unseen, self.deck_size
        other.sides = [[list(a), list(b)] for a, b in self.sides]
        other.done = [list(d) for d in self.done]
        other.owner = list(self.owner)
        other.free = list(self.free)
        other.hands = [list(h) for h in self.hands]
        other.deck = list(self.deck)
        other.step, other.turn, other.window = self.step, self.turn, self.window
        other.winner = self.winner
        return other

    def claimable(self, player: int) -> list[int]:
        """The stones (0-8) ``player`` may claim now, timing aside."""
        rival = 1 - player
        exhausted = not self.hands[rival] and not self.deck
        found = []
        for s in range(STONES):
            sides = self.sides[s]
            if self.owner[s] is None and len(sides[player]) >= SIZE:
                done = self.done[s]
                if verdict(
                    sides[player], done[player], sides[rival], done[rival], self.free, exhausted
                ).holds:
                    found.append(s)
        return found

    def open_stones(self, player: int) -> list[int]:
        """The stones (0-8) where ``player`` may still add a card."""
        return [
            s for s in range(STONES) if self.owner[s] is None and len(self.sides[s][player]) < SIZE
        ]

    def moves(self) -> list[Move]:
        """The legal moves of the player to move, in the engine's order."""
        player = self.turn
        if player is None:
            return []
        claims = (
            [Move(CLAIM, None, s + 1) for s in self.claimable(player)]
            if self.window or self.expert
            else []
        )
        if self.window:
            return [*claims, Move(END)]
        stones = self.open_stones(player)
        plays = [Move(PLAY, c, s + 1) for c in sorted(self.hands[player]) for s in stones]
        return [*claims, *(plays or [Move(PASS)])]

    def play(self, move: Move) -> None:
        """Play a legal ``move`` (not checked) for the player to move."""
        player = self.turn
        assert player is not None
        kind = move.kind
        if kind == PLAY:
            assert move.card is not None and move.stone is not None
            self.hands[player].remove(move.card)
            side = self.sides[move.stone - 1][player]
            side.append(move.card)
            self.free[move.card] = False
            if len(side) == SIZE:
                self.done[move.stone - 1][player] = self.step
        elif kind == CLAIM:
            assert move.stone is not None
            self.owner[move.stone - 1] = player
            if self._won(player):
                self.winner, self.turn = player, None
        self.step += 1
        if self.turn is None:
            return
        if kind in (PLAY, PASS) and not self.expert:
            self.window = True
        if (
            kind == END
            or (kind in (PLAY, PASS) and self.expert)
            or (self.window and not self.claimable(player))
        ):
            hand = self.hands[player]
            if self.deck and len(hand) < HAND:
                hand.append(self.deck.pop())
            self.turn, self.window = 1 - player, False

    def _won(self, player: int) -> bool:
        mine = [o == player for o in self.owner]
        return sum(mine) >= 5 or any(mine[i] and mine[i + 1] and mine[i + 2] for i in _ADJACENT)


Need = tuple[tuple[int, ...], int]
"""At least ``count`` of these card ids must be off the table: ``(ids, count)``."""


Shape = tuple[int, tuple[tuple[int, tuple[tuple[Need, ...], ...]], ...]]


@cache
def _shape(cards: tuple[int, ...]) -> Shape:
    """What a side of these cards could still become: the worth of its cards (10 a card plus
    their strengths) and per category, strongest first, its rank and the ways to finish it,
    each a list of needs (empty for a complete side)."""
    levels = sorted(strength(c) for c in cards)
    colours = {colour(c) for c in cards}
    missing = SIZE - len(cards)
    out: list[tuple[int, tuple[tuple[Need, ...], ...]]] = []
    distinct = len(set(levels)) == len(levels)
    windows = [
        range(start, start + SIZE)
        for start in range(1, 8)
        if distinct and all(start <= v < start + SIZE for v in levels)
    ]
    if len(colours) == 1:
        suit = next(iter(colours))
        runs: tuple[tuple[Need, ...], ...] = tuple(
            tuple(((suit * 9 + v - 1,), 1) for v in w if v not in levels) for w in windows
        )
        if runs:
            out.append((4, runs))
        rest = tuple(suit * 9 + v for v in range(9) if v + 1 not in levels)
        out.append((2, (((rest, missing),),)))
    if len(set(levels)) == 1:
        same = tuple(k * 9 + levels[0] - 1 for k in range(6) if k not in colours)
        out.append((3, (((same, missing),),)))
    runs = tuple(
        tuple((tuple(k * 9 + v - 1 for k in range(6)), 1) for v in w if v not in levels)
        for w in windows
    )
    if runs:
        out.append((1, runs))
    out.sort(key=lambda item: -item[0])
    return sum(levels) + 10 * len(cards), tuple(out)


@cache
def _bound(cards: tuple[int, ...]) -> int:
    """The most :func:`promise` can say of these cards, whatever is off the table."""
    total, categories = _shape(cards)
    return total + (100 * categories[0][0] if categories else 0)


def promise(cards: tuple[int, ...], free: list[bool]) -> int:
    """A quick worth of a side of 1-3 cards: 100 times the best category it can still become
    with the cards off the table (``free``; one card may be counted for two needs), then 10
    a card it holds, then their strengths."""
    total, categories = _shape(cards)
    for rank, ways in categories:
        for needs in ways:
            if all(_enough(ids, count, free) for ids, count in needs):
                return rank * 100 + total
    return total


def _enough(ids: tuple[int, ...], count: int, free: list[bool]) -> bool:
    for c in ids:
        if free[c]:
            count -= 1
            if count <= 0:
                return True
    return count <= 0


def greedy_play(state: SearchState, player: int, rng: random.Random) -> Move:
    """The play whose side gets the best :func:`promise` (ties drawn with ``rng``), or
    ``pass`` when there is none."""
    groups: dict[tuple[int, ...], list[int]] = {}
    for s in state.open_stones(player):
        groups.setdefault(tuple(state.sides[s][player]), []).append(s)
    ranked = sorted(
        (
            (_bound(key), key, stones)
            for side, stones in groups.items()
            for key in [(*side, card) for card in state.hands[player]]
        ),
        key=lambda item: -item[0],
    )
    best, found = -1, []
    free = state.free
    for bound, key, stones in ranked:
        if bound < best:
            break
        value = promise(key, free)
        if value > best:
            best, found = value, [(key[-1], stones)]
        elif value == best:
            found.append((key[-1], stones))
    if not found:
        return Move(PASS)
    card, stones = found[int(rng.random() * len(found))]
    return Move(PLAY, card, stones[int(rng.random() * len(stones))] + 1)


class SchottenAnalyst:
    """Schotten Totten's side of the search: deal the unseen cards, play out epsilon-greedily
    (every claim that holds, else mostly :func:`greedy_play`), score wins."""

    def __init__(self, epsilon: float = EPSILON) -> None:
        self.epsilon = epsilon

    def determinize(self, position: SearchState, viewer: int, rng: random.Random) -> SearchState:
        """A copy of ``position`` with the cards ``viewer`` has not seen shuffled: the first
        ones to the opponent's hand (at its size), the rest as the deck."""
        state = position.copy()
        pool = list(position.unseen)
        rng.shuffle(pool)
        size = len(pool) - position.deck_size
        state.hands[1 - viewer] = pool[:size]
        state.deck = pool[size:]
        return state

    def mover(self, position: SearchState) -> int | None:
        """The player to move, or ``None`` once the round is won."""
        return position.turn

    def moves(self, position: SearchState) -> list[Move]:
        """The legal moves, in the engine's order."""
        return position.moves()

    def play(self, position: SearchState, move: Move) -> None:
        """Play ``move`` in place."""
        position.play(move)

    def rollout_move(self, position: SearchState, rng: random.Random) -> Move:
        """Claim whatever holds; in a base claim window with none left, ``end``; else with
        chance ``epsilon`` a random legal move, otherwise :func:`greedy_play`."""
        player = position.turn
        assert player is not None
        if position.window or position.expert:
            claims = position.claimable(player)
            if claims:
                return Move(CLAIM, None, claims[0] + 1)
            if position.window:
                return Move(END)
        if rng.random() < self.epsilon:
            moves = position.moves()
            return moves[int(rng.random() * len(moves))]
        return greedy_play(position, player, rng)

    def playout(self, position: SearchState, rng: random.Random) -> None:
        """Play on with :meth:`rollout_move` until the round is won (or ``LIMIT`` steps)."""
        play_out(self, position, rng, LIMIT)

    def outcome(self, position: SearchState) -> Outcome:
        """The winner's share 1 (½ each for an abandoned playout); points: stones owned."""
        points = [sum(1 for o in position.owner if o == p) for p in (0, 1)]
        if position.winner is None:
            return Outcome((0.5, 0.5), points)
        return Outcome(tuple(float(p == position.winner) for p in (0, 1)), points)
