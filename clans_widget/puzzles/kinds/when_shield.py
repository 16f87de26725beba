"""Lesson 3, when to place a shield: the one move whose new shield takes the most points now."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...i18n import DEFAULT, say
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

    def ask(self, game: Game, lang: str = DEFAULT) -> str:
        left = game.supply[mover(game)]
        return say("puzzle.when-shield.ask", lang, name=mover_name(game), count=left)

    def validate(self, game: Game) -> None:
        if WhenShield.of(game) != self:
            raise ValueError(f"the best move is not {self.best} worth {self.points} points")

    def assess(self, game: Game, answer: str, lang: str = DEFAULT) -> tuple[bool, str]:
        move = Move.parse(answer)
        took = shield_points(game, move, lang)[1]
        best = answer == self.best
        tail = (
            say("puzzle.when-shield.best", lang) if best
            else say("puzzle.when-shield.best_gives", lang, count=self.points)
        )
        if not move.shield:
            return False, say("puzzle.when-shield.no_shield", lang, move=str(move), tail=tail)
        return best, say("puzzle.when-shield.after", lang, move=str(move), took=took, tail=tail)

    def hints(
        self, game: Game, solutions: frozenset[str], lang: str = DEFAULT
    ) -> tuple[str, ...]:
        best = Move.parse(self.best)
        return (
            say("puzzle.when-shield.hint_each", lang),
            say("puzzle.when-shield.hint_card", lang),
            say("puzzle.when-shield.hint_look", lang, tile=best.seat.tile, card=str(best.card)),
        )


def shield_points(game: Game, move: Move, lang: str = DEFAULT) -> tuple[int, str]:
    """The points the shield placed by ``move`` takes right after it, and what it takes, in
    words ("the 5s on tile C go to Ann by her new shield, 10 points")."""
    if not move.shield:
        return 0, say("puzzle.when-shield.no_new_shield", lang)
    later = game.copy()
    later.play(move)
    tile = move.seat.tile
    new = len(later.stacks[tile]) - 1
    (scored,) = [t for t in later.score().tiles if t.tile == tile]
    name = mover_name(game)
    nth = ordinal(new + 1, lang)
    if new >= len(scored.groups):
        return 0, say(
            "puzzle.when-shield.takes_nothing", lang, name=name, nth=nth, tile=tile,
            ranks=count(len(scored.groups), "rank", lang),
        )
    group = scored.groups[new]
    return group.points, say(
        "puzzle.when-shield.takes", lang, rank=group.rank, tile=tile, name=name, nth=nth,
        points=count(group.points, "point", lang),
    )
