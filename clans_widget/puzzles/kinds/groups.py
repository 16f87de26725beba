"""Lesson 3, shields and scoring: moves that decide who takes one rank group of a tile.

Each question names a group (a tile and a rank) and plays every answer on a copy of the
game, so what it says about a move is what the engine scores after that move.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...i18n import DEFAULT, say
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

    def now(self, game: Game, lang: str = DEFAULT) -> Fate:
        """Who takes the group if the game ended now."""
        return fate(game, self.tile, self.rank, lang)

    def after(self, game: Game, answer: str, lang: str = DEFAULT) -> tuple[Move, Game, Fate]:
        """The move, the game after it (a copy), and who takes the group then."""
        move = Move.parse(answer)
        later = game.copy()
        later.play(move)
        return move, later, fate(later, self.tile, self.rank, lang)

    def group_hint(self, game: Game, lang: str = DEFAULT) -> str:
        """Where the group stands now, as a hint."""
        return say("puzzle.group.hint_now", lang, text=self.now(game, lang).text)

    def example_hint(self, solutions: frozenset[str], lang: str = DEFAULT) -> str:
        """One right answer, as the last hint."""
        example = Move.parse(min(solutions))
        key = "puzzle.group.hint_example" + ("_shield" if example.shield else "")
        return say(key, lang, card=str(example.card), seat=str(example.seat))

    def words(self, game: Game) -> dict[str, str | int]:
        """The group and the player to move, as a sentence's parameters."""
        return {"rank": self.rank, "tile": self.tile, "name": mover_name(game)}


@dataclass(frozen=True)
class Shield(_GroupQuestion):
    """Play a card and a shield so that the new shield takes the ``rank`` cards on ``tile``."""

    kind: ClassVar[str] = "shield"

    def ask(self, game: Game, lang: str = DEFAULT) -> str:
        return say("puzzle.shield.ask", lang, **self.words(game))

    def validate(self, game: Game) -> None:
        super().validate(game)
        player = mover(game)
        if not game.supply[player]:
            raise ValueError(f"{mover_name(game)} has no shield left")
        if self.now(game).group.taker == player:
            raise ValueError(f"{mover_name(game)} takes the {self.rank}s on {self.tile} already")

    def assess(self, game: Game, answer: str, lang: str = DEFAULT) -> tuple[bool, str]:
        move, later, then = self.after(game, answer, lang)
        said = {**self.words(game), "move": str(move), "then": then.text}
        if not move.shield:
            return False, say("puzzle.shield.no_shield", lang, **said)
        if move.seat.tile != self.tile:
            return False, say("puzzle.shield.elsewhere", lang, other=move.seat.tile, **said)
        stack = later.stacks[self.tile]
        new = len(stack) - 1
        nth = ordinal(new + 1, lang)
        if then.group.taker == mover(game) and then.group.shield == new:
            return True, say("puzzle.shield.right", lang, nth=nth, **said)
        (scored,) = [t for t in later.score().tiles if t.tile == self.tile]
        if new >= len(scored.groups):
            count = len(scored.groups)
            return False, say("puzzle.shield.wrong_nothing", lang, nth=nth, count=count, **said)
        took = say("puzzle.group.the_rank", lang, rank=scored.groups[new].rank)
        return False, say("puzzle.shield.wrong", lang, nth=nth, took=took, **said)

    def hints(
        self, game: Game, solutions: frozenset[str], lang: str = DEFAULT
    ) -> tuple[str, ...]:
        return (
            self.group_hint(game, lang),
            say("puzzle.shield.hint_count", lang, **self.words(game)),
            self.example_hint(solutions, lang),  # a right answer always places a shield
        )


@dataclass(frozen=True)
class Nobody(_GroupQuestion):
    """Play so that the ``rank`` cards on ``tile``, which somebody would take, go to nobody."""

    kind: ClassVar[str] = "nobody"

    def ask(self, game: Game, lang: str = DEFAULT) -> str:
        taker = self.now(game, lang).taker_name(game, lang)
        return say("puzzle.nobody.ask", lang, taker=taker, **self.words(game))

    def validate(self, game: Game) -> None:
        super().validate(game)
        if self.now(game).group.taker is None:
            raise ValueError(f"the {self.rank}s on {self.tile} go to nobody already")

    def assess(self, game: Game, answer: str, lang: str = DEFAULT) -> tuple[bool, str]:
        move, _, then = self.after(game, answer, lang)
        return then.group.taker is None, say(
            "puzzle.group.after", lang, move=str(move), then=then.text
        )

    def hints(
        self, game: Game, solutions: frozenset[str], lang: str = DEFAULT
    ) -> tuple[str, ...]:
        return (
            self.group_hint(game, lang),
            say("puzzle.nobody.hint_rule", lang, **self.words(game)),
            self.example_hint(solutions, lang),
        )


@dataclass(frozen=True)
class Steal(_GroupQuestion):
    """Play so that the ``rank`` cards on ``tile``, which an opponent would take, go to the
    player to move instead."""

    kind: ClassVar[str] = "steal"

    def ask(self, game: Game, lang: str = DEFAULT) -> str:
        taker = self.now(game, lang).taker_name(game, lang)
        return say("puzzle.steal.ask", lang, taker=taker, **self.words(game))

    def validate(self, game: Game) -> None:
        super().validate(game)
        taker = self.now(game).group.taker
        if taker is None or taker == mover(game):
            raise ValueError(f"no opponent of {mover_name(game)} takes the {self.rank}s now")

    def assess(self, game: Game, answer: str, lang: str = DEFAULT) -> tuple[bool, str]:
        move, _, then = self.after(game, answer, lang)
        return then.group.taker == mover(game), say(
            "puzzle.group.after", lang, move=str(move), then=then.text
        )

    def hints(
        self, game: Game, solutions: frozenset[str], lang: str = DEFAULT
    ) -> tuple[str, ...]:
        return (
            self.group_hint(game, lang),
            say("puzzle.steal.hint_which", lang, **self.words(game)),
            self.example_hint(solutions, lang),
        )
