"""Lesson 3, when to place a shield: the one move whose new shield takes the most points now."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...rules import Game, Move
from ..model import Question
from ..words import count, mover, mover_name, ordinal


@dataclass(frozen=True)
class WhenShield(Question):
    """Find the one move whose new shield takes the richest group it can take right now.

    Make it with :meth:`of`, which works out ``best`` and ``points`` from the position.
    """

    best: str
    points: int
    kind: ClassVar[str] = "when-shield"
    answer: ClassVar[str] = "move"
    needs_all: ClassVar[bool] = False
    lesson: ClassVar[int] = 3

    @classmethod
    def of(cls, game: Game) -> WhenShield:
        """The question for ``game``; ``ValueError`` unless exactly one move is best."""
        values = {str(m): shield_points(game, m)[0] for m in game.legal_moves() if m.shield}
        if not values:
            raise ValueError("no move places a shield here")
        top = max(values.values())
        best = [m for m, v in values.items() if v == top]
        if top == 0 or len(best) != 1:
            raise ValueError(
                f"{count(len(best), 'move')} give a new shield {count(top, 'point')}: "
                "the best move must be one and worth something"
            )
        return cls(best[0], top)

    def ask(self, game: Game) -> str:
        name = mover_name(game)
        return (
            f"{name} has {count(game.supply[mover(game)], 'shield')} left. With which move does "
            f"{name} place a shield where it takes the most points right now?"
        )

    def validate(self, game: Game) -> None:
        if WhenShield.of(game) != self:
            raise ValueError(f"the best move is not {self.best} worth {self.points} points")

    def assess(self, game: Game, answer: str) -> tuple[bool, str]:
        move = Move.parse(answer)
        took = shield_points(game, move)[1]
        best = answer == self.best
        tail = "no other move does as well" if best else (
            f"the best move gives its shield {count(self.points, 'point')}"
        )
        if not move.shield:
            return False, f"{move} places no shield, so no new shield takes anything; {tail}"
        return best, f"after {move}, {took}; {tail}"

    def hints(self, game: Game, solutions: frozenset[str]) -> tuple[str, ...]:
        best = Move.parse(self.best)
        return (
            "For each tile, which rank group would a shield placed there now take, and how "
            "many points is it worth?",
            "The card placed counts too: it can join a group and make it richer, or add "
            "a new lower rank that pushes the groups along.",
            f"Look at tile {best.seat.tile}, and at {best.card}.",
        )


def shield_points(game: Game, move: Move) -> tuple[int, str]:
    """The points the shield placed by ``move`` takes right after it, and what it takes, in
    words ("the 5s on tile C go to Ann by her new shield, 10 points")."""
    if not move.shield:
        return 0, "no new shield"
    later = game.copy()
    later.play(move)
    tile = move.seat.tile
    new = len(later.stacks[tile]) - 1
    (scored,) = [t for t in later.score().tiles if t.tile == tile]
    name = mover_name(game)
    if new >= len(scored.groups):
        return 0, (
            f"{name}'s new shield is the {ordinal(new + 1)} on {tile}, which has only "
            f"{count(len(scored.groups), 'rank')}: it takes nothing"
        )
    group = scored.groups[new]
    return group.points, (
        f"the {group.rank}s on tile {tile} go to {name} by the new shield, the "
        f"{ordinal(new + 1)} there: {count(group.points, 'point')}"
    )
