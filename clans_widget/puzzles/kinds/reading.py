"""Reading a position: who takes a rank group if the game ended now, and who won a game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...i18n import DEFAULT, say
from ...rules import Game
from ..model import Question
from ..words import fate, join, ordinal

NOBODY = "nobody"
"""The answer that nobody takes the group (the same in every language; shown in the
board's)."""


@dataclass(frozen=True)
class WhoTakes(Question):
    """Say who would take the ``rank`` cards on ``tile`` if the game ended now (or nobody)."""

    tile: str
    rank: int
    kind: ClassVar[str] = "who-takes"
    answer: ClassVar[str] = "player"
    needs_all: ClassVar[bool] = False
    lesson: ClassVar[int] = 3

    def ask(self, game: Game, lang: str = DEFAULT) -> str:
        shown = [self.label(game, c, lang) for c in self.choices(game)]
        return say(
            "puzzle.who-takes.ask", lang, rank=self.rank, tile=self.tile,
            choices=join(shown, "or", lang),
        )

    def validate(self, game: Game) -> None:
        fate(game, self.tile, self.rank)

    def choices(self, game: Game) -> tuple[str, ...]:
        return (*game.names, NOBODY)

    def label(self, game: Game, choice: str, lang: str = DEFAULT) -> str:
        return say("clans.nobody", lang) if choice == NOBODY else choice

    def assess(self, game: Game, answer: str, lang: str = DEFAULT) -> tuple[bool, str]:
        """A right answer is explained in full; a wrong one says only why it is wrong, never
        who takes the group (the learner may answer again, and that is the puzzle)."""
        now = fate(game, self.tile, self.rank, lang)
        if answer == now.taker_name(game):
            return True, now.text
        if answer == NOBODY:
            return False, say("puzzle.who-takes.not_nobody", lang, tile=self.tile, rank=self.rank)
        mine = _shields_of(game, self.tile, answer, lang)
        return False, say("puzzle.who-takes.wrong", lang, mine=mine, name=answer, rank=self.rank)

    def hints(
        self, game: Game, solutions: frozenset[str], lang: str = DEFAULT
    ) -> tuple[str, ...]:
        stack = game.stacks[self.tile]
        (scored,) = [t for t in game.score().tiles if t.tile == self.tile]
        place = [g.rank for g in scored.groups].index(self.rank) + 1
        return (
            say("puzzle.who-takes.hint_list", lang, tile=self.tile),
            say("puzzle.who-takes.hint_rule", lang),
            say(
                "puzzle.who-takes.hint_place", lang, rank=self.rank, nth=ordinal(place, lang),
                tile=self.tile, count=len(stack),
            ),
        )


def _shields_of(game: Game, tile: str, name: str, lang: str = DEFAULT) -> str:
    """What ``name``'s shields on ``tile`` take, in words."""
    player = game.names.index(name)
    (scored,) = [t for t in game.score().tiles if t.tile == tile]
    mine = [i for i, owner in enumerate(scored.shields) if owner == player]
    if not mine:
        return say("puzzle.who-takes.no_shield", lang, name=name, tile=tile)

    def takes(i: int) -> str:
        if i < len(scored.groups):
            return say("puzzle.group.the_rank", lang, rank=scored.groups[i].rank)
        return say("puzzle.who-takes.nothing", lang)

    nths = join([ordinal(i + 1, lang, declined=True) for i in mine], lang=lang)
    took = join([takes(i) for i in mine], lang=lang)
    if len(mine) > 1:
        key = "puzzle.who-takes.shields_take"
    elif mine[0] < len(scored.groups):
        key = "puzzle.who-takes.shield_takes"
    else:
        key = "puzzle.who-takes.shield_takes_nothing"
    return say(key, lang, name=name, tile=tile, nth=nths, took=took)


@dataclass(frozen=True)
class Winner(Question):
    """Say who won a finished game with one winner (decided by points, or on equal points by
    the cards taken)."""

    kind: ClassVar[str] = "winner"
    answer: ClassVar[str] = "player"
    needs_all: ClassVar[bool] = False
    lesson: ClassVar[int] = 3

    def ask(self, game: Game, lang: str = DEFAULT) -> str:
        return say("puzzle.winner.ask", lang, names=join(list(game.names), "or", lang))

    def validate(self, game: Game) -> None:
        if not game.is_over:
            raise ValueError("the game is not over")
        score = game.score()
        if score.decided_by == "shared" or not max(score.points):
            raise ValueError("the victory is shared: a winner puzzle needs one winner")

    def choices(self, game: Game) -> tuple[str, ...]:
        return game.names

    def assess(self, game: Game, answer: str, lang: str = DEFAULT) -> tuple[bool, str]:
        score = game.score()
        (winner,) = score.winners
        name = game.names[winner]
        others = [p for p in range(game.players) if p != winner]
        if score.decided_by == "points":
            rest = join([
                say("puzzle.winner.has", lang, name=game.names[p], count=score.points[p])
                for p in others
            ], lang=lang)
            why = say(
                "puzzle.winner.on_points", lang, name=name, points=score.points[winner], rest=rest
            )
        else:
            level = [p for p in others if score.points[p] == score.points[winner]]
            rest = join([
                say("puzzle.winner.has", lang, name=game.names[p], count=score.cards[p])
                for p in level
            ], lang=lang)
            why = say(
                "puzzle.winner.on_cards", lang, name=name,
                names=join([name, *(game.names[p] for p in level)], lang=lang),
                points=say("puzzle.count.point", lang, count=score.points[winner]),
                cards=say("puzzle.count.card", lang, count=score.cards[winner]), rest=rest,
            )
        if answer != name:  # never who wins: the learner may answer again
            return False, say("puzzle.winner.wrong", lang, name=answer)
        return True, why

    def hints(
        self, game: Game, solutions: frozenset[str], lang: str = DEFAULT
    ) -> tuple[str, ...]:
        return (say("puzzle.winner.hint_tiles", lang), say("puzzle.winner.hint_add", lang))
