"""Shield-stack scoring: each tile's shields take its face-up cards rank group by rank group."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .cards import Card
from .table import Seat


@dataclass(frozen=True)
class RankGroup:
    """All face-up cards of one rank on a tile, and who takes them (``None``: nobody)."""

    rank: int
    cards: tuple[Card, ...]
    taker: int | None
    shield: int | None  # position of the taking shield in the stack, 0 = placed first

    @property
    def points(self) -> int:
        """The group's worth: its rank times its number of cards."""
        return self.rank * len(self.cards)


@dataclass(frozen=True)
class TileScore:
    """How one tile scores: its shields in placing order and its rank groups, lowest first."""

    tile: str
    shields: tuple[int, ...]
    groups: tuple[RankGroup, ...]

    @property
    def unused_shields(self) -> tuple[int, ...]:
        """Positions in ``shields`` of the shields that take nothing (more shields than ranks)."""
        return tuple(range(len(self.groups), len(self.shields)))


@dataclass(frozen=True)
class Score:
    """Points and cards taken per player, the winners, and the breakdown per tile.

    ``decided_by`` says what picked the winners: ``"points"``, ``"cards"`` (equal points, most
    cards) or ``"shared"`` (still equal). ``final`` is false for a provisional score.
    """

    points: tuple[int, ...]
    cards: tuple[int, ...]
    winners: tuple[int, ...]
    decided_by: str
    tiles: tuple[TileScore, ...]
    final: bool


def score_tile(tile: str, shields: Sequence[int], cards: Sequence[Card]) -> TileScore:
    """Give a tile's rank groups, lowest first, to its shields in the order they were placed."""
    ranks = sorted({c.rank for c in cards})
    groups = []
    for i, rank in enumerate(ranks):
        taker = shields[i] if i < len(shields) else None
        groups.append(
            RankGroup(
                rank=rank,
                cards=tuple(sorted((c for c in cards if c.rank == rank), key=lambda c: c.code)),
                taker=taker,
                shield=i if taker is not None else None,
            )
        )
    return TileScore(tile, tuple(shields), tuple(groups))


def winners(points: Sequence[int], cards: Sequence[int]) -> tuple[tuple[int, ...], str]:
    """The winners by points, then by cards taken; ties left after both share the victory."""
    best = max(points)
    leaders = [p for p, pts in enumerate(points) if pts == best]
    if len(leaders) == 1:
        return tuple(leaders), "points"
    most = max(cards[p] for p in leaders)
    leaders = [p for p in leaders if cards[p] == most]
    return tuple(leaders), "cards" if len(leaders) == 1 else "shared"


def score(
    players: int,
    tiles: Sequence[str],
    face_up_by_tile: Mapping[str, Sequence[Card]],
    stacks: Mapping[str, Sequence[int]],
    final: bool,
) -> Score:
    """Score a position: every tile in table order, then the totals and the winners."""
    breakdown = tuple(score_tile(t, stacks.get(t, ()), face_up_by_tile.get(t, ())) for t in tiles)
    points = [0] * players
    taken = [0] * players
    for tile in breakdown:
        for group in tile.groups:
            if group.taker is not None:
                points[group.taker] += group.points
                taken[group.taker] += len(group.cards)
    who, decided_by = winners(points, taken)
    return Score(tuple(points), tuple(taken), who, decided_by, breakdown, final)


def score_table(
    players: int,
    tiles: Sequence[str],
    table: Mapping[Seat, Card],
    stacks: Mapping[str, Sequence[int]],
    final: bool,
) -> Score:
    """Score the face-up cards given by seat."""
    by_tile: dict[str, list[Card]] = {t: [] for t in tiles}
    for seat, card in table.items():
        by_tile[seat.tile].append(card)
    return score(players, tiles, by_tile, stacks, final)
