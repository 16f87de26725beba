"""Playouts for Schotten Totten's search: a round played to its end in one piece.

A :class:`Policy` claims every stone that holds at each claim step (after the play in the
base game, before it in Expert) and otherwise plays, with chance ``epsilon``, a uniformly
random card on a uniformly random open stone, else the play :func:`greedy_play` picks. It
works on the :class:`~.state.SearchState` in place, on card ids and stone indices, without
making a :class:`~..moves.Move` for each step.
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Callable
from functools import cache

from ..cards import STONES
from ..formations import SIZE
from ..game import HAND
from ..moves import CLAIM, END, PASS, PLAY, Move
from .fastform import beaten, finish, plan, worth
from .state import SearchState, claim_holds, won

EPSILON = 0.1
"""The share of playout plays drawn uniformly at random (the rest are greedy)."""
LIMIT = 400
"""Steps after which a playout is abandoned and scored as a shared round."""
_STONES = range(STONES)
Chooser = Callable[[SearchState, int, random.Random], "tuple[int, int] | None"]
"""A play policy: the (card, stone 0-8) a player plays, or ``None`` to pass."""


@cache
def _options(side: tuple[int, ...]) -> dict[int, tuple[int, tuple[int, ...]]]:
    """Per card off the side, the :func:`_bound` of the side with it, and that side."""
    found = {}
    for card in range(54):
        if card not in side:
            key = tuple(sorted((*side, card)))
            found[card] = (_bound(key), key)
    return found


@cache
def _bound(side: tuple[int, ...]) -> int:
    """The most :func:`promise` can say of a side of 1-3 cards, whatever is off the table."""
    if len(side) == SIZE:
        return _held(side)
    return 100 * (plan(side).bound // 100) + _held(side)


@cache
def _held(side: tuple[int, ...]) -> int:
    """10 a card of the side plus their strengths; for three cards, plus 100 times the rank."""
    held = 10 * len(side) + sum(c % 9 + 1 for c in side)
    return held + 100 * (worth(side) // 100) if len(side) == SIZE else held


def promise(side: tuple[int, ...], free: int) -> int:
    """A quick worth of a side of 1-3 cards (sorted): 100 times the best category it can
    still become with the cards of ``free``, then 10 a card it holds, then their strengths."""
    if len(side) == SIZE:
        return _held(side)
    return 100 * max(finish(side, free) // 100, 0) + _held(side)


def greedy_play(state: SearchState, player: int, rng: random.Random) -> tuple[int, int] | None:
    """The (card, stone 0-8) whose side gets the best :func:`promise` (ties drawn with
    ``rng``), or ``None`` when there is no play."""
    hand = state.hands[player]
    if not hand:
        return None
    sides, owner, free = state.sides, state.owner, state.free
    groups: dict[tuple[int, ...], list[int]] = {}
    for s in _STONES:
        if owner[s] is None:
            side = sides[s][player]
            if len(side) < SIZE:
                base = tuple(side)
                if base in groups:
                    groups[base].append(s)
                else:
                    groups[base] = [s]
    best, found = -1, []
    for base, stones in groups.items():
        options = _options(base)
        for card in hand:
            bound, key = options[card]
            if bound < best:
                continue
            value = promise(key, free & ~(1 << card))
            if value > best:
                best, found = value, [(card, stones)]
            elif value == best:
                found.append((card, stones))
    if not found:
        return None
    card, stones = found[int(rng.random() * len(found))]
    return card, stones[int(rng.random() * len(stones))]


def random_play(state: SearchState, player: int, rng: random.Random) -> tuple[int, int] | None:
    """A uniformly random (card, stone 0-8) play, or ``None`` when there is none."""
    hand = state.hands[player]
    stones = state.open_stones(player)
    if not hand or not stones:
        return None
    return hand[int(rng.random() * len(hand))], stones[int(rng.random() * len(stones))]


class Policy:
    """How a playout moves: claims that hold, else a random play with chance ``epsilon``,
    else ``chooser`` (:func:`greedy_play` or :func:`smart_play`); a playout stops after
    ``limit`` steps."""

    def __init__(
        self, epsilon: float = EPSILON, limit: int = LIMIT, chooser: Chooser | None = None
    ) -> None:
        self.epsilon, self.limit = epsilon, limit
        self.chooser: Chooser = greedy_play if chooser is None else chooser

    def choose_play(
        self, state: SearchState, player: int, rng: random.Random
    ) -> tuple[int, int] | None:
        """The (card, stone 0-8) to play, or ``None`` to pass."""
        if rng.random() < self.epsilon:
            return random_play(state, player, rng)
        return self.chooser(state, player, rng)

    def move(self, state: SearchState, rng: random.Random) -> Move:
        """The policy's next move as a :class:`Move` (one claim at a time)."""
        player = state.turn
        assert player is not None
        if state.window or state.expert:
            claims = state.claimable(player)
            if claims:
                return Move(CLAIM, None, claims[0] + 1)
            if state.window:
                return Move(END)
        play = self.choose_play(state, player, rng)
        return Move(PASS) if play is None else Move(PLAY, play[0], play[1] + 1)

    def play_out(self, state: SearchState, rng: random.Random) -> None:
        """Play ``state`` on in place until the round is won (or ``limit`` steps)."""
        sides, done, hands, deck = state.sides, state.done, state.hands, state.deck
        expert, step, stop = state.expert, state.step, state.step + self.limit
        player = state.turn
        if state.window and player is not None:  # a base turn's claims are still to make
            if _claim_all(state, player):
                return
            _draw(hands[player], deck)
            player = state.turn = 1 - player
            state.window = False
        while player is not None and step < stop:
            if expert and _claim_all(state, player):
                return
            play = self.choose_play(state, player, rng)
            step = state.step
            if play is not None:
                card, s = play
                hands[player].remove(card)
                side = sides[s][player]
                insort(side, card)
                state.free &= ~(1 << card)
                if len(side) == SIZE:
                    done[s][player] = step
            state.step = step + 1
            if not expert and _claim_all(state, player):
                return
            _draw(hands[player], deck)
            player = state.turn = 1 - player


def _claim_all(state: SearchState, player: int) -> bool:
    """Claim every stone that holds for ``player``, in order, until one wins the round;
    whether one did."""
    sides, done, owner, free = state.sides, state.done, state.owner, state.free
    exhausted = not state.hands[1 - player] and not state.deck
    for s in _STONES:
        pair = sides[s]
        if (
            owner[s] is None
            and len(pair[player]) == SIZE
            and claim_holds(pair, done[s], player, free, exhausted)
        ):
            owner[s] = player
            state.step += 1
            if won(owner, player):
                state.winner, state.turn = player, None
                return True
    return False


def _draw(hand: list[int], deck: list[int]) -> None:
    if deck and len(hand) < HAND:
        hand.append(deck.pop())


def ranked_plays(state: SearchState, player: int) -> list[tuple[int, int, int]]:
    """Every (value, card, stone 0-8) play of ``player`` by :func:`play_value`, best first
    (ties by card, then stone)."""
    found: list[tuple[int, int, int]] = []
    sides, owner, free, hand = state.sides, state.owner, state.free, state.hands[player]
    for s in _STONES:
        if owner[s] is None and len(sides[s][player]) < SIZE:
            values = hand_values(sides[s], player, hand, free, -(10**9))
            found.extend(zip(values, hand, [s] * len(hand)))
    found.sort(key=lambda item: (-item[0], item[1], item[2]))
    return found


def play_value(pair: list[list[int]], player: int, card: int, free: int, floor: int) -> int:
    """How good adding ``card`` to ``player``'s side of a stone with sides ``pair`` is: a
    side that wins the stone for sure (1000 and up) beats any other; a stone the rival's
    complete side holds whatever comes only takes the weakest cards (below -1000); else the
    side's :func:`promise`. Below ``floor`` (a value already found) the answer may be any
    value under ``floor``."""
    bound, key = _options(tuple(pair[player]))[card]
    rest = free & ~(1 << card)
    theirs = tuple(pair[1 - player])
    complete = len(theirs) == SIZE
    if len(key) == SIZE:
        mine = worth(key)
        if complete:
            return 1000 + mine if mine > worth(theirs) else -1000 - card % 9
        if not beaten(theirs, rest, mine):
            return 1000 + mine
        return promise(key, rest)
    if bound < floor and not complete:
        return bound
    if complete and finish(key, rest) <= worth(theirs):
        return -1000 - card % 9
    return promise(key, rest)


def hand_values(
    pair: list[list[int]], player: int, hand: list[int], free: int, floor: int
) -> list[int]:
    """:func:`play_value` of each card of ``hand`` on one stone, computed together (the
    stone's sides looked up once): the same values, or any value under ``floor`` where
    :func:`play_value` may answer one."""
    own, theirs = tuple(pair[player]), tuple(pair[1 - player])
    options = _options(own)
    complete = len(theirs) == SIZE
    rival = worth(theirs) if complete else 0
    last = len(own) == SIZE - 1
    values = []
    for card in hand:
        bound, key = options[card]
        rest = free & ~(1 << card)
        if last:
            mine = worth(key)
            if complete:
                value = 1000 + mine if mine > rival else -1000 - card % 9
            elif not beaten(theirs, rest, mine):
                value = 1000 + mine
            else:
                value = _held(key)
        elif complete:
            best = finish(key, rest)
            value = -1000 - card % 9 if best <= rival else 100 * (best // 100) + _held(key)
        elif bound < floor:
            value = bound
        else:
            value = 100 * max(finish(key, rest) // 100, 0) + _held(key)
        values.append(value)
    return values


def smart_play(state: SearchState, player: int, rng: random.Random) -> tuple[int, int] | None:
    """The play of the best :func:`play_value` (ties drawn with ``rng``), or ``None``. Stones
    whose two sides hold the same cards are valued once."""
    hand = state.hands[player]
    if not hand:
        return None
    sides, owner, free = state.sides, state.owner, state.free
    best, found = -(10**9), []
    seen: dict[tuple[tuple[int, ...], tuple[int, ...]], list[int]] = {}
    for s in _STONES:
        if owner[s] is not None or len(sides[s][player]) >= SIZE:
            continue
        pair = sides[s]
        group = (tuple(pair[0]), tuple(pair[1]))
        values = seen.get(group)
        if values is None:
            values = seen[group] = hand_values(pair, player, hand, free, best)
        for card, value in zip(hand, values):
            if value > best:
                best, found = value, [(card, s)]
            elif value == best:
                found.append((card, s))
    if not found:
        return None
    return found[int(rng.random() * len(found))]
