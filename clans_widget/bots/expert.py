"""The expert bot: information-set MCTS with greedy playouts and hands inferred from the table.

It improves on :class:`~clans_widget.bots.search.SearchBot` in two ways:

- **Greedy playouts.** After the tree, each iteration plays the game out with an epsilon-greedy
  policy instead of random moves: most moves take the best change in the mover's worth on
  the tile played (a shield counts ``SHIELD_COST`` points dearer, since it is gone once used);
  a share ``EPSILON`` of them is random.
- **Inferred hands.** A face-down card tells everybody that its player held no card that fitted
  a free seat face up at that moment, so hidden hands are dealt without such cards.

:class:`Search` is the generic :mod:`clans_widget.core.ismcts` fed by :class:`ClansAnalyst`,
shared with :mod:`clans_widget.analysis`, which chooses the first move of each iteration itself
(``first``) to measure every legal move.
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Callable, Sequence
from functools import cache

from ..core import ismcts
from ..core.analyst import Outcome
from ..rules import Move
from ..rules.fast import COLOUR, RANK, FastGame, FastMove
from ..rules.table import layout
from ..rules.view import View
from .budget import BudgetBot
from .outcome import win_shares
from .position import fast_game, fast_move, fast_position, own_player, sample_hands

EXPLORATION = 0.2
EPSILON = 0.15
SHIELD_COST = 2.0
ITERATIONS = 2000
"""The default budget: iterations per move."""
_SEAT = re.compile(r"@([A-Z](?:[ns][1-3]|h))")


@cache
def _tile_masks(players: int) -> tuple[int, ...]:
    """Per tile, the bitmask of its seats."""
    table = layout(players)
    masks = [0] * len(table.tiles)
    for seat, tile in enumerate(table.tile_of):
        masks[tile] |= 1 << seat
    return tuple(masks)


def _tile_value(counts: list[int], stack: list[int], me: int, other: float) -> float:
    """What one tile is worth to ``me``: my points minus ``other`` times everybody else's."""
    value = 0.0
    i, size = 0, len(stack)
    for r in range(6):
        count = counts[r]
        if count:
            if i == size:
                break
            points = (r + 3) * count
            value += points if stack[i] == me else -other * points
            i += 1
    return value


def _group_gain(counts: list[int], stack: list[int], rank: int, me: int, other: float) -> float:
    """What one more card of ``rank`` is worth to ``me`` on a tile that has that rank already."""
    place = sum(1 for r in range(rank) if counts[r])
    if place >= len(stack):
        return 0.0
    return rank + 3 if stack[place] == me else -other * (rank + 3)


def greedy_playout(
    game: FastGame, rng: random.Random, epsilon: float = EPSILON, shield_cost: float = SHIELD_COST
) -> None:
    """Play ``game`` to its end: with chance ``epsilon`` a uniformly random legal move, else
    the move with the best change in the mover's provisional margin on its tile (a shield
    counted ``shield_cost`` points dearer), ties and seats drawn at random."""
    hands, supply, touch, tile_of, stacks = (
        game.hands,
        game.supply,
        game.touch,
        game.tile_of,
        game.stacks,
    )
    cm, rm, seat_card = game.colour_mask, game.rank_mask, game.seat_card
    players, free, turn = game.players, game.free, game.turn
    tile_masks = _tile_masks(players)
    tiles = range(len(tile_masks))
    counts = [[0] * 6 for _ in tiles]
    for seat, card in enumerate(seat_card):
        if card >= 0:
            counts[tile_of[seat]][card // 7] += 1
    other = 1 / (players - 1)
    rand = rng.random
    while turn is not None:
        hand = hands[turn]
        masks = [(cm[COLOUR[k]] | rm[RANK[k]]) & free for k in hand]
        down = not any(masks)
        if down:
            masks = [free] * len(hand)
        can_shield = supply[turn] > 0
        if rand() < epsilon:
            i, seat, shield = _random_move(masks, can_shield, rand)
        else:
            i, seat, shield = _greedy_move(
                hand,
                masks,
                down,
                can_shield,
                counts,
                stacks,
                tile_masks,
                turn,
                other,
                shield_cost,
                rand,
            )
        card = hand.pop(i)
        bit = 1 << seat
        free &= ~bit
        if not down:
            seat_card[seat] = card
            near = touch[seat]
            cm[COLOUR[card]] |= near
            rm[RANK[card]] |= near
            counts[tile_of[seat]][card // 7] += 1
        if shield:
            stacks[tile_of[seat]].append(turn)
            supply[turn] -= 1
        turn = (turn + 1) % players if hand else None
    game.free, game.turn = free, None


def _random_move(
    masks: list[int], can_shield: bool, rand: Callable[[], float]
) -> tuple[int, int, bool]:
    counts = [m.bit_count() for m in masks]
    pick = int(rand() * sum(counts))
    i = 0
    while pick >= counts[i]:
        pick -= counts[i]
        i += 1
    return i, _nth_bit(masks[i], pick), can_shield and rand() < 0.5


def _nth_bit(mask: int, n: int) -> int:
    for _ in range(n):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


def _greedy_move(
    hand: list[int],
    masks: list[int],
    down: bool,
    can_shield: bool,
    counts: list[list[int]],
    stacks: list[list[int]],
    tile_masks: Sequence[int],
    me: int,
    other: float,
    shield_cost: float,
    rand: Callable[[], float],
) -> tuple[int, int, bool]:
    """The greedy move as (hand index, seat, shield): the best (rank, tile, shield) by the
    change in the tile's worth to ``me``, ties at random, then a card and seat that make it."""
    by_rank: dict[int, int] = {}
    for k, mask in zip(hand, masks):
        r = -1 if down else k // 7
        by_rank[r] = by_rank.get(r, 0) | mask
    best = -math.inf
    found: list[tuple[int, int, bool]] = []
    worth: list[float | None] = [None] * len(tile_masks)
    for r, reach in by_rank.items():
        for t, tile_mask in enumerate(tile_masks):
            if not reach & tile_mask:
                continue
            tile_counts, stack = counts[t], stacks[t]
            before = worth[t]
            if before is None:
                before = worth[t] = _tile_value(tile_counts, stack, me, other)
            if r < 0:
                plain = 0.0
            elif tile_counts[r]:
                plain = _group_gain(tile_counts, stack, r, me, other)
            else:
                tile_counts[r] += 1
                plain = _tile_value(tile_counts, stack, me, other) - before
                tile_counts[r] -= 1
            if plain > best:
                best, found = plain, [(r, t, False)]
            elif plain == best:
                found.append((r, t, False))
            if can_shield:
                stack.append(me)
                if r >= 0:
                    tile_counts[r] += 1
                shielded = _tile_value(tile_counts, stack, me, other) - before - shield_cost
                if r >= 0:
                    tile_counts[r] -= 1
                stack.pop()
                if shielded > best:
                    best, found = shielded, [(r, t, True)]
                elif shielded == best:
                    found.append((r, t, True))
    r, t, shield = found[int(rand() * len(found))]
    tile_mask = tile_masks[t]
    fits = [i for i, k in enumerate(hand) if (down or k // 7 == r) and masks[i] & tile_mask]
    i = fits[int(rand() * len(fits))]
    mask = masks[i] & tile_mask
    return i, _nth_bit(mask, int(rand() * mask.bit_count())), shield


def fitting_cards(view: View, ply: int) -> set[int]:
    """The codes of the cards that would have fitted a free seat face up before move ``ply``
    (0-based) of ``view.moves``, read from the open table alone."""
    table = view.layout
    later = [_seat_of(text) for text in view.moves[ply:]]
    up = {table.index[s]: c for s, c in view.table.items() if s not in later}
    occupied = set(up) | {table.index[s] for s in view.face_down if s not in later}
    colours: set[str] = set()
    ranks: set[int] = set()
    for seat in range(len(table.seats)):
        if seat in occupied:
            continue
        for near in table.touching[seat]:
            card = up.get(near)
            if card is not None:
                colours.add(card.colour)
                ranks.add(card.rank)
    return {c.code for c in view.unseen if c.colour in colours or c.rank in ranks}


def _seat_of(move: str) -> str:
    found = _SEAT.search(move)
    assert found is not None, move
    return found.group(1)


def forbidden_cards(view: View) -> dict[int, set[int]]:
    """Per player whose hand ``view`` hides, the unseen cards that player cannot hold: every
    card that fitted face up when they placed a card face down."""
    out: dict[int, set[int]] = {p: set() for p in hidden_players(view)}
    for ply, (text, player) in enumerate(zip(view.moves, view.movers)):
        if text.startswith("~") and player in out:
            out[player] |= fitting_cards(view, ply)
    return out


def hidden_players(view: View) -> list[int]:
    """The players whose hands ``view`` hides: everybody but the viewer, or nobody for
    ``"all"`` (read from the viewer alone, never from the hidden hands)."""
    if view.viewer == "all":
        return []
    return [p for p in range(view.players) if p != view.viewer]


def deal_hidden(
    view: View, rng: random.Random, forbidden: dict[int, set[int]]
) -> dict[int, list[int]]:
    """A guess at the hidden hands: ``view.unseen`` dealt at the right sizes, no player given a
    card it cannot hold (the most constrained player first); unconstrained if that fails."""
    pool = [c.code for c in view.unseen]
    rng.shuffle(pool)
    hidden = sorted(forbidden, key=lambda p: -len(forbidden[p]))
    hands: dict[int, list[int]] = {}
    for p in hidden:
        size = view.hand_sizes[p]
        allowed = [c for c in pool if c not in forbidden[p]]
        if len(allowed) < size:
            return sample_hands(view, rng, list(forbidden))
        hands[p] = allowed[:size]
        taken = set(hands[p])
        pool = [c for c in pool if c not in taken]
    return hands


class ClansAnalyst:
    """Clans and Glory's side of :class:`~clans_widget.core.ismcts.Search`, for the position
    ``view`` shows: hidden hands dealt by ``deal`` (:func:`deal_hidden`, or :func:`sample_hands`
    for the search bot), playouts by ``greedy`` (:func:`greedy_playout`) or at random."""

    def __init__(self, view: View, greedy: bool = True) -> None:
        self.view = view
        self.greedy = greedy
        self.forbidden = forbidden_cards(view) if greedy else {}

    def determinize(self, position: FastGame, viewer: int, rng: random.Random) -> FastGame:
        """A copy of ``position`` with the hands ``viewer`` cannot see dealt again."""
        game = position.copy()
        if self.greedy:
            hands = deal_hidden(self.view, rng, self.forbidden)
        else:
            hands = sample_hands(self.view, rng)
        for p, hand in hands.items():
            game.hands[p] = hand
        return game

    def mover(self, position: FastGame) -> int | None:
        """The player to move, or ``None`` at the end."""
        return position.turn

    def moves(self, position: FastGame) -> list[FastMove]:
        """The legal moves in integer form."""
        return position.moves()

    def play(self, position: FastGame, move: FastMove) -> None:
        """Play ``move`` in place."""
        position.play(*move)

    def rollout_move(self, position: FastGame, rng: random.Random) -> FastMove:
        """A uniformly random legal move (:meth:`playout` plays the policy faster, whole)."""
        moves = position.moves()
        return moves[int(rng.random() * len(moves))]

    def playout(self, position: FastGame, rng: random.Random) -> None:
        """Play to the end: :func:`greedy_playout`, or at random for the search bot."""
        if self.greedy:
            greedy_playout(position, rng)
        else:
            position.playout(rng)

    def outcome(self, position: FastGame) -> Outcome:
        """Each player's win share and final points."""
        points, cards = position.result()
        return Outcome(win_shares(points, cards), points)


class Search(ismcts.Search[FastGame, FastMove, Move]):
    """The expert's :class:`~clans_widget.core.ismcts.Search` for the position ``view`` shows
    to the player to move (who must be the viewer, or the viewer ``"all"``). :meth:`run` and
    :meth:`iterate` grow it; the children of :attr:`root` hold per root move the visits, the
    mover's summed win shares and summed final points; :attr:`moves` maps each root move's
    integer form to its :class:`Move`. With ``stop``, every iteration first asks it and raises
    :class:`~.budget.Stopped` (the core's) when it answers true, so a search nobody waits for
    any more ends within one iteration."""

    def __init__(
        self, view: View, rng: random.Random, stop: Callable[[], bool] | None = None
    ) -> None:
        mover = view.current_player
        if mover is None:
            raise ValueError("the game is over: there is no move to search")
        self.view = view
        analyst = ClansAnalyst(view)
        start = fast_game(view) if view.viewer == "all" else fast_position(view)
        moves = {fast_move(view, m): m for m in view.legal_moves()}
        super().__init__(analyst, start, mover, moves, rng, stop, EXPLORATION)
        self.forbidden = analyst.forbidden


class ExpertBot(BudgetBot):
    """:class:`Search` with a budget of ``iterations`` per move or, when ``seconds`` is given,
    of thinking time. With iterations the seed fixes every move."""

    KIND = "expert"
    ITERATIONS = ITERATIONS

    def choose(self, view: View) -> Move:
        """The most visited move at the root after the search; a lone legal move at once."""
        own_player(view)
        legal = view.legal_moves()
        if len(legal) == 1:
            return legal[0]
        search = Search(view, self.rng)
        search.run(self.iterations if self.seconds is None else None, self.seconds)
        return search.best()
