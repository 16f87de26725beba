"""A fast playout core for bots and simulation: the same rules on small integers and bitmasks.

Cards are numbers 0-41 (``Card.code``: rank ``k // 7 + 3``, colour ``k % 7``); seats are
indices into the :class:`~clans_widget.rules.table.Layout`. For each colour and each rank the
core keeps a bitmask of the seats that touch a face-up card of it, so the seats where card
``k`` may go face up are ``(colour_mask[k % 7] | rank_mask[k // 7]) & free``.
The tests check this core against :class:`~clans_widget.rules.game.Game` move for move.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from .table import Layout, layout

FastMove = tuple[int, int, bool, bool]
"""(card code, seat index, face down, shield)."""
COLOUR = tuple(k % 7 for k in range(42))
RANK = tuple(k // 7 for k in range(42))


@cache
def _geometry(players: int) -> tuple[Layout, tuple[int, ...], tuple[int, ...]]:
    table = layout(players)
    touch = tuple(sum(1 << j for j in near) for near in table.touching)
    return table, touch, table.tile_of


class FastGame:
    """A position in integer form: play moves, list them, play out at random, score."""

    __slots__ = (
        "colour_mask",
        "free",
        "hands",
        "players",
        "rank_mask",
        "seat_card",
        "stacks",
        "supply",
        "tile_of",
        "touch",
        "turn",
    )

    def __init__(
        self,
        players: int,
        seat_card: Sequence[int],
        occupied: int,
        hands: Sequence[Sequence[int]],
        stacks: Sequence[Sequence[int]],
        supply: Sequence[int],
        turn: int | None,
    ) -> None:
        """``seat_card`` holds the face-up card index per seat (-1 for none); ``occupied``
        is the bitmask of seats holding any card, face up or down."""
        table, self.touch, self.tile_of = _geometry(players)
        self.players = players
        self.seat_card = list(seat_card)
        self.free = ((1 << len(table.seats)) - 1) & ~occupied
        self.hands = [list(h) for h in hands]
        self.stacks = [list(s) for s in stacks]
        self.supply = list(supply)
        self.turn = turn
        self.colour_mask = [0] * 7
        self.rank_mask = [0] * 6
        for seat, card in enumerate(self.seat_card):
            if card >= 0:
                self.colour_mask[card % 7] |= self.touch[seat]
                self.rank_mask[card // 7] |= self.touch[seat]

    def copy(self) -> FastGame:
        """An independent copy."""
        other = FastGame.__new__(FastGame)
        other.players = self.players
        other.touch = self.touch
        other.tile_of = self.tile_of
        other.seat_card = self.seat_card[:]
        other.free = self.free
        other.hands = [h[:] for h in self.hands]
        other.stacks = [s[:] for s in self.stacks]
        other.supply = self.supply[:]
        other.turn = self.turn
        other.colour_mask = self.colour_mask[:]
        other.rank_mask = self.rank_mask[:]
        return other

    def placements(self) -> tuple[list[tuple[int, int]], bool]:
        """The (card, seat) pairs the player to move may use, and whether they go face down."""
        if self.turn is None:
            return [], False
        free, cm, rm = self.free, self.colour_mask, self.rank_mask
        hand = self.hands[self.turn]
        found = [(k, s) for k in hand for s in _bits((cm[k % 7] | rm[k // 7]) & free)]
        if found:
            return found, False
        return [(k, s) for k in hand for s in _bits(free)], True

    def moves(self) -> list[FastMove]:
        """Every legal move, with the shield forms while the mover has a shield."""
        found, down = self.placements()
        shield = self.turn is not None and self.supply[self.turn] > 0
        forms = (False, True) if shield else (False,)
        return [(k, s, down, plus) for k, s in found for plus in forms]

    def play(self, card: int, seat: int, down: bool, shield: bool) -> None:
        """Play a move, assumed legal (use :meth:`moves` to get legal ones)."""
        player = self.turn
        assert player is not None
        hand = self.hands[player]
        hand.remove(card)
        self.free &= ~(1 << seat)
        if not down:
            self.seat_card[seat] = card
            near = self.touch[seat]
            self.colour_mask[card % 7] |= near
            self.rank_mask[card // 7] |= near
        if shield:
            self.stacks[self.tile_of[seat]].append(player)
            self.supply[player] -= 1
        self.turn = (player + 1) % self.players if hand else None

    def playout(self, rng: random.Random, played: list[FastMove] | None = None) -> None:
        """Play uniformly random legal moves (shield or not, evenly) to the end of the game,
        appending each to ``played`` if given."""
        hands, supply, touch, tile_of, stacks = (
            self.hands, self.supply, self.touch, self.tile_of, self.stacks
        )
        cm, rm, seat_card = self.colour_mask, self.rank_mask, self.seat_card
        players, free, turn = self.players, self.free, self.turn
        rand = rng.random
        while turn is not None:
            hand = hands[turn]
            masks = [(cm[COLOUR[k]] | rm[RANK[k]]) & free for k in hand]
            counts = [m.bit_count() for m in masks]
            total = sum(counts)
            down = not total
            if down:
                masks = [free] * len(hand)
                counts = [free.bit_count()] * len(hand)
                total = counts[0] * len(hand)
            shield = supply[turn] > 0
            pick = int(rand() * total * (2 if shield else 1))
            if shield:
                shield = pick & 1 == 1
                pick >>= 1
            i = 0
            while pick >= counts[i]:
                pick -= counts[i]
                i += 1
            mask = masks[i]
            for _ in range(pick):
                mask &= mask - 1
            bit = mask & -mask
            seat = bit.bit_length() - 1
            card = hand.pop(i)
            free &= ~bit
            if not down:
                seat_card[seat] = card
                near = touch[seat]
                cm[COLOUR[card]] |= near
                rm[RANK[card]] |= near
            if shield:
                stacks[tile_of[seat]].append(turn)
                supply[turn] -= 1
            if played is not None:
                played.append((card, seat, down, shield))
            turn = (turn + 1) % players if hand else None
        self.free, self.turn = free, None

    def result(self) -> tuple[list[int], list[int]]:
        """Points and cards taken per player if the game ended now."""
        points = [0] * self.players
        cards = [0] * self.players
        for stack, counts in zip(self.stacks, self._rank_counts()):
            _score_tile(stack, counts, points, cards)
        return points, cards

    def results_after(self, moves: Sequence[FastMove]) -> list[tuple[list[int], list[int]]]:
        """:meth:`result` just after each of ``moves`` (of the player to move), without playing
        them: a move changes one tile only, so only that tile is scored again."""
        player = self.turn
        assert player is not None
        players, tile_of, stacks = self.players, self.tile_of, self.stacks
        by_tile = self._rank_counts()
        points, cards = [0] * players, [0] * players
        alone: list[tuple[list[int], list[int]]] = []
        for stack, counts in zip(stacks, by_tile):
            mine = [0] * players, [0] * players
            _score_tile(stack, counts, *mine)
            alone.append(mine)
            for p in range(players):
                points[p] += mine[0][p]
                cards[p] += mine[1][p]
        found = []
        for card, seat, down, shield in moves:
            tile = tile_of[seat]
            counts = by_tile[tile]
            if not down:
                counts = counts[:]
                counts[card // 7] += 1
            stack = [*stacks[tile], player] if shield else stacks[tile]
            after = points[:], cards[:]
            before = alone[tile]
            for p in range(players):
                after[0][p] -= before[0][p]
                after[1][p] -= before[1][p]
            _score_tile(stack, counts, *after)
            found.append(after)
        return found

    def _rank_counts(self) -> list[list[int]]:
        """Per tile, how many face-up cards of each rank its seats hold."""
        by_tile: list[list[int]] = [[0] * 6 for _ in self.stacks]
        tile_of = self.tile_of
        for seat, card in enumerate(self.seat_card):
            if card >= 0:
                by_tile[tile_of[seat]][card // 7] += 1
        return by_tile


def _score_tile(stack: list[int], counts: list[int], points: list[int], cards: list[int]) -> None:
    """Add to ``points`` and ``cards`` what one tile gives: its ranks from the lowest, each to
    the next shield of ``stack`` (bottom first), while shields last."""
    shield = 0
    for r, count in enumerate(counts):
        if count:
            if shield == len(stack):
                break
            owner = stack[shield]
            points[owner] += (r + 3) * count
            cards[owner] += count
            shield += 1


def _bits(mask: int) -> list[int]:
    seats = []
    while mask:
        bit = mask & -mask
        seats.append(bit.bit_length() - 1)
        mask ^= bit
    return seats


def deal(players: int, rng: random.Random) -> FastGame:
    """A rulebook deal in integer form, shuffled by ``rng`` (for simulations)."""
    from .setup import REMOVED_UNSEEN, SHIELDS
    from .table import SETUP_SEATS

    table = layout(players)
    cards = list(range(7 * (players + 2)))
    rng.shuffle(cards)
    gone = REMOVED_UNSEEN[players]
    seats = [table.index[s] for s in SETUP_SEATS[players]]
    seat_card = [-1] * len(table.seats)
    occupied = 0
    for seat, card in zip(seats, cards[gone:]):
        seat_card[seat] = card
        occupied |= 1 << seat
    rest = cards[gone + len(seats) :]
    size = len(rest) // players + 1
    hands = [rest[i * size : (i + 1) * size] for i in range(players)]
    return FastGame(players, seat_card, occupied, hands, [[] for _ in table.tiles],
                    [SHIELDS] * players, 0)
