"""Match play over several rounds (rules section 10): points per round, the next round's
starter, and who wins the match."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from clans_widget.i18n.sentence import said

WIN_POINTS = 5
"""Victory points for winning a round; the loser scores one per stone held at its end."""


@dataclass(frozen=True)
class Match:
    """Where a round sits in a match: round ``round`` of ``rounds``, with the victory points
    each player had before it."""

    round: int = 1
    rounds: int = 1
    vp_before: tuple[int, int] = (0, 0)

    def __post_init__(self) -> None:
        r, n, vp = self.round, self.rounds, self.vp_before
        if not (_whole(n, 1) and _whole(r, 1) and r <= n):
            raise ValueError(said("arg.match_rounds"))
        if not (isinstance(vp, (tuple, list)) and len(vp) == 2 and all(_whole(v, 0) for v in vp)):
            raise ValueError(said("arg.match_vp"))
        object.__setattr__(self, "vp_before", (vp[0], vp[1]))

    @property
    def first(self) -> int:
        """Who starts this round: player 0 the odd rounds, player 1 the even ones."""
        return (self.round - 1) % 2

    def vp_after(self, stones: tuple[int | None, ...], winner: int | None) -> tuple[int, int]:
        """The victory points once a round won by ``winner`` ends with ``stones`` owned so
        (``None``: a drawn Tactic stalemate, where each scores a point per stone)."""
        gained = [sum(1 for o in stones if o == p) for p in (0, 1)]
        if winner is not None:
            gained[winner] = WIN_POINTS
        return (self.vp_before[0] + gained[0], self.vp_before[1] + gained[1])

    def next(self, stones: tuple[int | None, ...], winner: int | None) -> Match | None:
        """The next round's place in the match, or ``None`` after the last round."""
        if self.round == self.rounds:
            return None
        return Match(self.round + 1, self.rounds, self.vp_after(stones, winner))

    def to_dict(self) -> dict[str, Any]:
        """The record's ``match`` field."""
        return {"round": self.round, "rounds": self.rounds, "vp_before": list(self.vp_before)}


def match_winner(vp: tuple[int, int]) -> int | None:
    """The player with more victory points after the last round; ``None`` for a drawn match."""
    if vp[0] == vp[1]:
        return None
    return 0 if vp[0] > vp[1] else 1


def _whole(value: object, least: int) -> bool:
    return type(value) is int and least <= value <= 10**6
