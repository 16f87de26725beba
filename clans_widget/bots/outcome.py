"""How good a finished or provisional result is for one player."""

from __future__ import annotations

from collections.abc import Sequence

from ..rules.scoring import winners


def margin(points: Sequence[int], player: int) -> int:
    """``player``'s points minus the best of the other players' points."""
    return points[player] - max(p for i, p in enumerate(points) if i != player)


def win_shares(points: Sequence[int], cards: Sequence[int]) -> list[float]:
    """Each player's share of the victory: 1 for a sole winner, 1/k each for k who share it."""
    who, _ = winners(points, cards)
    shares = [0.0] * len(points)
    for p in who:
        shares[p] = 1 / len(who)
    return shares
