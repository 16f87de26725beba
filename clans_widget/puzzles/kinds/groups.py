"""Lesson 3, shields and scoring: moves that decide who takes one rank group of a tile.

Each question names a group (a tile and a rank) and plays every answer on a copy of the
game, so what it says about a move is what the engine scores after that move.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...rules import Game, Move
from ..model import Question
from ..words import Fate, fate, mover, mover_name, ordinal


@dataclass(frozen=True)
class _GroupQuestion(Question):
    """A question about the ``rank`` cards on ``tile``, answered by a move."""

    tile: str
    rank: int
    answer: ClassVar[str] = "move"
    needs_all: ClassVar[bool] = False
    lesson: ClassVar[int] = 3

    def validate(self, game: Game) -> None:
        mover(game)
        if self.tile not in game.layout.tiles:
            raise ValueError(f"there is no tile {self.tile!r}")
        fate(game, self.tile, self.rank)

    def now(self, game: Game) -> Fate:
        """Who takes the group if the game ended now."""
        return fate(game, self.tile, self.rank)

    def after(self, game: Game, answer: str) -> tuple[Move, Game, Fate]:
        """The move, the game after it (a copy), and who takes the group then."""
        move = Move.parse(answer)
        later = game.copy()
        later.play(move)
        return move, later, fate(later, self.tile, self.rank)

    def group_hint(self, game: Game) -> str:
        """Where the group stands now, as a hint."""
        return f"Now {self.now(game).text}."


@dataclass(frozen=True)
class Shield(_GroupQuestion):
    """Play a card and a shield so that the new shield takes the ``rank`` cards on ``tile``."""

    kind: ClassVar[str] = "shield"

    def ask(self, game: Game) -> str:
        name = mover_name(game)
        return (
            f"{name} wants the {self.rank}s on tile {self.tile}. With which move does {name} "
            f"place a card and a shield so that the new shield takes them?"
        )

    def validate(self, game: Game) -> None:
        super().validate(game)
        player = mover(game)
        if not game.supply[player]:
            raise ValueError(f"{mover_name(game)} has no shield left")
        if self.now(game).group.taker == player:
            raise ValueError(f"{mover_name(game)} takes the {self.rank}s on {self.tile} already")

    def assess(self, game: Game, answer: str) -> tuple[bool, str]:
        move, later, then = self.after(game, answer)
        name = mover_name(game)
        if not move.shield:
            return False, f"{move} places no shield. After it, {then.text}"
        if move.seat.tile != self.tile:
            return False, (
                f"{move} puts the shield on tile {move.seat.tile}, not on {self.tile}. "
                f"After it, {then.text}"
            )
        stack = later.stacks[self.tile]
        new = len(stack) - 1
        if then.group.taker == mover(game) and then.group.shield == new:
            return True, (
                f"after {move}, {name}'s shield is the {ordinal(new + 1)} on {self.tile}, and "
                f"{then.text}"
            )
        (scored,) = [t for t in later.score().tiles if t.tile == self.tile]
        took = (
            f"the {scored.groups[new].rank}s" if new < len(scored.groups)
            else f"nothing, as {self.tile} has only {len(scored.groups)} ranks"
        )
        return False, (
            f"after {move}, {name}'s new shield is the {ordinal(new + 1)} on {self.tile} and "
            f"takes {took}; {then.text}"
        )

    def hints(self, game: Game, solutions: frozenset[str]) -> tuple[str, ...]:
        example = Move.parse(min(solutions))
        return (
            self.group_hint(game),
            f"Count the shields on {self.tile} and the ranks below the {self.rank}s: the new "
            "shield goes on top, and a card of a new rank can push the groups along.",
            f"One answer places {example.card} on {example.seat}, with a shield.",
        )


@dataclass(frozen=True)
class Nobody(_GroupQuestion):
    """Play so that the ``rank`` cards on ``tile``, which somebody would take, go to nobody."""

    kind: ClassVar[str] = "nobody"

    def ask(self, game: Game) -> str:
        now = self.now(game)
        return (
            f"If the game ended now, {now.taker_name(game)} would take the {self.rank}s on tile "
            f"{self.tile}. Which move by {mover_name(game)} makes them go to nobody?"
        )

    def validate(self, game: Game) -> None:
        super().validate(game)
        if self.now(game).group.taker is None:
            raise ValueError(f"the {self.rank}s on {self.tile} go to nobody already")

    def assess(self, game: Game, answer: str) -> tuple[bool, str]:
        move, _, then = self.after(game, answer)
        return then.group.taker is None, f"after {move}, {then.text}"

    def hints(self, game: Game, solutions: frozenset[str]) -> tuple[str, ...]:
        example = Move.parse(min(solutions))
        return (
            self.group_hint(game),
            f"A group goes to nobody when fewer shields lie on {self.tile} than there are ranks "
            "up to it; a card of a new, lower rank pushes every group above it one shield on.",
            f"One answer places {example.card} on {example.seat}"
            + (", with a shield." if example.shield else ", without a shield."),
        )


@dataclass(frozen=True)
class Steal(_GroupQuestion):
    """Play so that the ``rank`` cards on ``tile``, which an opponent would take, go to the
    player to move instead."""

    kind: ClassVar[str] = "steal"

    def ask(self, game: Game) -> str:
        now = self.now(game)
        return (
            f"If the game ended now, {now.taker_name(game)} would take the {self.rank}s on tile "
            f"{self.tile}. Which move lets {mover_name(game)} take them instead?"
        )

    def validate(self, game: Game) -> None:
        super().validate(game)
        taker = self.now(game).group.taker
        if taker is None or taker == mover(game):
            raise ValueError(f"no opponent of {mover_name(game)} takes the {self.rank}s now")

    def assess(self, game: Game, answer: str) -> tuple[bool, str]:
        move, _, then = self.after(game, answer)
        return then.group.taker == mover(game), f"after {move}, {then.text}"

    def hints(self, game: Game, solutions: frozenset[str]) -> tuple[str, ...]:
        example = Move.parse(min(solutions))
        return (
            self.group_hint(game),
            f"Which shield on {self.tile} would take the {self.rank}s if a card of a new, lower "
            f"rank joined them? It could be {mover_name(game)}'s.",
            f"One answer places {example.card} on {example.seat}"
            + (", with a shield." if example.shield else ", without a shield."),
        )
