"""Schotten Totten for the search: a light position built from one viewer's observation.

:class:`SearchState` holds the open table, the viewer's hand and, once
:meth:`SchottenAnalyst.determinize` has dealt them, a guess at the opponent's hand and the
deck order. It is made from an :class:`~..observe.Observation` alone, so a search never sees
a card its player may not see. It plays the base and Expert turns as :class:`~..game.Game`
does (the tests check it against the engine move for move), without the history, checks and
record a real round keeps: sides are sorted lists of card ids, the cards off the table one
bitmask, and claims are judged with :mod:`.fastform`. :class:`SchottenAnalyst` is the game's
side of :class:`~clans_widget.core.ismcts.Search`; its playouts run in one piece
(:func:`.playout.play_out_fast`), without move objects.
"""

from __future__ import annotations

import random
from bisect import insort
from typing import TYPE_CHECKING

from ....core.analyst import Outcome
from ..cards import STONES, card_id
from ..formations import SIZE
from ..game import HAND
from ..moves import CLAIM, END, PASS, PLAY, Move
from ..observe import Observation
from .fastform import ALL, beaten, worth

if TYPE_CHECKING:
    from .inference import Evidence
    from .playout import Policy

_ADJACENT = tuple(range(STONES - 2))


def off_table_mask(sides: list[list[list[int]]]) -> int:
    """The clan cards on none of ``sides`` (per stone, each player's card ids), a bitmask."""
    free = ALL
    for pair in sides:
        for side in pair:
            for card in side:
                free &= ~(1 << card)
    return free


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
        self.sides = [[sorted(card_id(c) for c in side) for side in pair] for pair in seen.sides]
        self.done = [list(pair) for pair in seen.completed_at]
        self.owner = list(seen.owners)
        self.free = off_table_mask(self.sides)
        """The cards on no stone, a bitmask by card id."""
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
        other.sides = [[a[:], b[:]] for a, b in self.sides]
        other.done = [d[:] for d in self.done]
        other.owner = self.owner[:]
        other.free = self.free
        other.hands = [h[:] for h in self.hands]
        other.deck = self.deck[:]
        other.step, other.turn, other.window = self.step, self.turn, self.window
        other.winner = self.winner
        return other

    def holds(self, stone: int, player: int) -> bool:
        """Whether ``player`` may claim ``stone`` (0-8) now, timing aside."""
        if self.owner[stone] is not None:
            return False
        return claim_holds(
            self.sides[stone],
            self.done[stone],
            player,
            self.free,
            not self.hands[1 - player] and not self.deck,
        )

    def claimable(self, player: int) -> list[int]:
        """The stones (0-8) ``player`` may claim now, timing aside."""
        return [s for s in range(STONES) if self.holds(s, player)]

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
            insort(side, move.card)
            self.free &= ~(1 << move.card)
            if len(side) == SIZE:
                self.done[move.stone - 1][player] = self.step
        elif kind == CLAIM:
            assert move.stone is not None
            self.owner[move.stone - 1] = player
            if won(self.owner, player):
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


def claim_holds(
    pair: list[list[int]], done: list[int | None], player: int, free: int, exhausted: bool
) -> bool:
    """Whether ``player`` may take an unclaimed stone whose sides are ``pair`` (sorted),
    completed at the moments ``done``, with the cards of ``free`` off the table; the rival
    holds no card and the deck is empty when ``exhausted`` (rules 6.1-6.3)."""
    own = pair[player]
    if len(own) < SIZE:
        return False
    mine = worth(tuple(own))
    theirs = pair[1 - player]
    if len(theirs) >= SIZE:
        other = worth(tuple(theirs))
        if mine != other:
            return mine > other
        return done[player] < done[1 - player]  # type: ignore[operator]
    return exhausted or not beaten(tuple(theirs), free, mine)


def won(owner: list[int | None], player: int) -> bool:
    """Whether ``player`` holds five stones, or three adjacent ones."""
    mine = [o == player for o in owner]
    return sum(mine) >= 5 or any(mine[i] and mine[i + 1] and mine[i + 2] for i in _ADJACENT)


class SchottenAnalyst:
    """Schotten Totten's side of the search: deal the unseen cards, play out with a
    :class:`~.playout.Policy` (every claim that holds, else its play), score wins."""

    def __init__(
        self, policy: Policy | None = None, margin: float = 0.0, tree_width: int | None = None
    ) -> None:
        from .playout import Policy  # playout imports this module

        self.policy = Policy() if policy is None else policy
        self.margin = margin
        self.tree_width = tree_width
        self.evidence: Evidence | None = None
        """What the opponent's last plays say of their hand, set before a search (``None``:
        every deal alike)."""

    def determinize(self, position: SearchState, viewer: int, rng: random.Random) -> SearchState:
        """A copy of ``position`` with the cards ``viewer`` has not seen shuffled: the first
        ones to the opponent's hand (at its size), the rest as the deck; with
        :attr:`evidence`, a deal kept as likely as the opponent's last plays make it
        (:func:`.inference.weighted_deal`)."""
        state = position.copy()
        pool = list(position.unseen)
        size = len(pool) - position.deck_size
        if self.evidence is None:
            rng.shuffle(pool)
        else:
            from .inference import weighted_deal  # inference imports playout, which imports this

            weighted_deal(pool, size, self.evidence, rng)
        state.hands[1 - viewer] = pool[:size]
        state.deck = pool[size:]
        return state

    def mover(self, position: SearchState) -> int | None:
        """The player to move, or ``None`` once the round is won."""
        return position.turn

    def moves(self, position: SearchState) -> list[Move]:
        """The legal moves, in the engine's order; with a ``tree_width``, only the moves
        worth a tree node: the first claim that holds when there is one (taking a stone never
        hurts), else the ``tree_width`` best plays by :func:`.playout.ranked_plays`."""
        if self.tree_width is None:
            return position.moves()
        from .playout import ranked_plays

        player = position.turn
        assert player is not None
        if position.window or position.expert:
            claims = position.claimable(player)
            if claims:
                return [Move(CLAIM, None, claims[0] + 1)]
            if position.window:
                return [Move(END)]
        ranked = ranked_plays(position, player)[: self.tree_width]
        return [Move(PLAY, card, s + 1) for _, card, s in ranked] or [Move(PASS)]

    def play(self, position: SearchState, move: Move) -> None:
        """Play ``move`` in place."""
        position.play(move)

    def rollout_move(self, position: SearchState, rng: random.Random) -> Move:
        """The policy's move: a claim that holds (in a base claim window with none left,
        ``end``), else its play."""
        return self.policy.move(position, rng)

    def playout(self, position: SearchState, rng: random.Random) -> None:
        """Play on with the policy until the round is won (or the policy's step limit)."""
        self.policy.play_out(position, rng)

    def outcome(self, position: SearchState) -> Outcome:
        """The winner's share 1 (½ each for an abandoned playout), mixed with a share
        ``margin`` of the stones owned (each player's stones minus the rival's, scaled to
        0-1); points: stones owned."""
        points = [sum(1 for o in position.owner if o == p) for p in (0, 1)]
        if position.winner is None:
            shares = [0.5, 0.5]
        else:
            shares = [float(p == position.winner) for p in (0, 1)]
        if self.margin:
            k = self.margin
            spread = [(points[p] - points[1 - p] + 9) / 18 for p in (0, 1)]
            shares = [(1 - k) * shares[p] + k * spread[p] for p in (0, 1)]
        return Outcome(tuple(shares), points)
