"""Reading a position: who takes a rank group if the game ended now, and who won a game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...rules import Game
from ..model import Question
from ..words import count, fate, join, ordinal


@dataclass(frozen=True)
class WhoTakes(Question):
    """Say who would take the ``rank`` cards on ``tile`` if the game ended now (or nobody)."""

    tile: str
    rank: int
    kind: ClassVar[str] = "who-takes"
    answer: ClassVar[str] = "player"
    needs_all: ClassVar[bool] = False
    lesson: ClassVar[int] = 3

    def ask(self, game: Game) -> str:
        return (
            f"If the game ended now, who would take the {self.rank}s on tile {self.tile}: "
            f"{join(list(self.choices(game)), 'or')}?"
        )

    def validate(self, game: Game) -> None:
        fate(game, self.tile, self.rank)

    def choices(self, game: Game) -> tuple[str, ...]:
        return (*game.names, "nobody")

    def assess(self, game: Game, answer: str) -> tuple[bool, str]:
        """A right answer is explained in full; a wrong one says only why it is wrong, never
        who takes the group (the learner may answer again, and that is the puzzle)."""
        now = fate(game, self.tile, self.rank)
        if answer == now.taker_name(game):
            return True, now.text
        if answer == "nobody":
            return False, (
                f"a shield on {self.tile} takes the {self.rank}s: match the shields there, "
                "first placed first, to the ranks from the lowest"
            )
        mine = _shields_of(game, self.tile, answer)
        return False, f"{mine}, so {answer} does not take the {self.rank}s"

    def hints(self, game: Game, solutions: frozenset[str]) -> tuple[str, ...]:
        stack = game.stacks[self.tile]
        (scored,) = [t for t in game.score().tiles if t.tile == self.tile]
        place = [g.rank for g in scored.groups].index(self.rank) + 1
        return (
            f"List the ranks on tile {self.tile} from the lowest, and the shields there in the "
            "order they were placed.",
            "The first shield placed takes the lowest rank, the second the next rank, and so on.",
            f"The {self.rank}s are the {ordinal(place)} rank on {self.tile}, and {self.tile} "
            f"has {count(len(stack), 'shield')}.",
        )


def _shields_of(game: Game, tile: str, name: str) -> str:
    """What ``name``'s shields on ``tile`` take, in words."""
    player = game.names.index(name)
    (scored,) = [t for t in game.score().tiles if t.tile == tile]
    mine = [i for i, owner in enumerate(scored.shields) if owner == player]
    if not mine:
        return f"{name} has no shield on tile {tile}"

    def takes(i: int) -> str:
        return f"the {scored.groups[i].rank}s" if i < len(scored.groups) else "nothing"

    if len(mine) == 1:
        return (
            f"{name}'s shield on {tile} is the {ordinal(mine[0] + 1)} placed there: it takes "
            f"{takes(mine[0])}"
        )
    return (
        f"{name}'s shields on {tile} are the {join([ordinal(i + 1) for i in mine])} placed "
        f"there: they take {join([takes(i) for i in mine])}"
    )


@dataclass(frozen=True)
class Winner(Question):
    """Say who won a finished game with one winner (decided by points, or on equal points by
    the cards taken)."""

    kind: ClassVar[str] = "winner"
    answer: ClassVar[str] = "player"
    needs_all: ClassVar[bool] = False
    lesson: ClassVar[int] = 3

    def ask(self, game: Game) -> str:
        return f"The game is over. Who wins: {join(list(game.names), 'or')}?"

    def validate(self, game: Game) -> None:
        if not game.is_over:
            raise ValueError("the game is not over")
        score = game.score()
        if score.decided_by == "shared" or not max(score.points):
            raise ValueError("the victory is shared: a winner puzzle needs one winner")

    def choices(self, game: Game) -> tuple[str, ...]:
        return game.names

    def assess(self, game: Game, answer: str) -> tuple[bool, str]:
        score = game.score()
        (winner,) = score.winners
        name = game.names[winner]
        others = [p for p in range(game.players) if p != winner]
        if score.decided_by == "points":
            rest = join([f"{game.names[p]} {score.points[p]}" for p in others])
            why = f"{name} wins on points: {name} has {score.points[winner]}, {rest}"
        else:
            level = [p for p in others if score.points[p] == score.points[winner]]
            rest = join([f"{game.names[p]} {score.cards[p]}" for p in level])
            why = (
                f"{name} wins on cards: {join([name, *(game.names[p] for p in level)])} have "
                f"{count(score.points[winner], 'point')} each, and {name} took "
                f"{count(score.cards[winner], 'card')}, {rest}"
            )
        if answer != name:  # never who wins: the learner may answer again
            return False, (
                f"{answer} does not win: add up each player's points; on equal points, whoever "
                "took more cards wins"
            )
        return True, why

    def hints(self, game: Game, solutions: frozenset[str]) -> tuple[str, ...]:
        return (
            "On each tile, the first shield placed takes the lowest rank, the next shield the "
            "next rank, and so on; a card is worth its rank.",
            "Add up each player's points. On equal points, whoever took more cards wins.",
        )
