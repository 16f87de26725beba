"""The five kinds of Schotten Totten puzzle. Each judges an answer with the engine itself:
formations by :func:`~..formations.describe`, stones and claims by
:meth:`~..game.Game.claim_verdict` and :func:`~..explain.explain_claim`, moves by playing
them on a copy. None reads a card the player to move cannot see."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import ClassVar

from clans_widget.i18n import DEFAULT, catalogue, listed, say
from clans_widget.i18n.sentence import said

from ..cards import CODES, card_id
from ..explain import explain_claim
from ..formations import NAMES, describe, rank
from ..game import Game
from ..moves import PLAY, Move
from .model import Question, mover

UNDECIDED = "not decided yet"
YES, NO = "yes", "no"
"""The choices' values, the same in every language (each shown by its label)."""
_FORMATION_KEYS = ("sum", "run", "flush", "three", "colour_run")
"""The catalogue's key of each formation of :data:`~..formations.NAMES`, weakest first."""


def cards(codes: tuple[str, ...], lang: str = DEFAULT) -> str:
    """``("7r", "8r")`` -> ``"7r 8r"``; ``"no cards"`` for none."""
    return " ".join(codes) if codes else say("schotten.no_cards", lang)


@cache
def _not_now(lang: str) -> str:
    """Where the engine's words on a claim's timing begin, in ``lang`` (``"; but not now:"``):
    its sentences on timing put them right after the reason, up to their first colon."""
    template = catalogue(lang)["schotten.not_now_turn"]
    assert isinstance(template, str) and template.startswith("{text}")
    return template.removeprefix("{text}").split(":")[0] + ":"


def why_claim(game: Game, stone: int, player: int, lang: str = DEFAULT) -> str:
    """The engine's explanation of ``player``'s claim on ``stone``, timing aside."""
    return explain_claim(game, stone, player, lang=lang).reason.split(_not_now(lang))[0]


def _separator(lang: str) -> str:
    """What parts of a list stand between: ``"; "`` (in French ``" ; "``)."""
    return say("schotten.puzzle.separator", lang)


def formation_name(name: str, lang: str = DEFAULT) -> str:
    """A formation of :data:`~..formations.NAMES` (``"three of a kind"``) in ``lang``."""
    return say(f"schotten.formation_{_FORMATION_KEYS[NAMES.index(name)]}", lang)


def _open(game: Game, stone: int) -> None:
    if isinstance(stone, bool) or not isinstance(stone, int) or not 1 <= stone <= 9:
        raise ValueError(f"stones are numbered 1 to 9, not {stone!r}")
    owner = game.owners[stone - 1]
    if owner is not None:
        raise ValueError(f"stone {stone} already belongs to {game.names[owner]}")
    tactic = [c for p in (0, 1) for c in game.side(stone, p) if c not in CODES]
    tactic += list(game.modes(stone))
    if tactic:
        raise ValueError(
            f"stone {stone} holds a tactic card ({tactic[0]}): these puzzles ask about clan "
            "cards only"
        )


def _to_play(game: Game) -> None:
    if game.variant != "base" or game.claim_window or not game.legal_moves():
        raise ValueError("the player to move must be about to play a card (base game)")


@dataclass(frozen=True)
class Formation(Question):
    """Name the formation of ``player``'s complete side of ``stone``."""

    stone: int
    player: int
    kind: ClassVar[str] = "formation"
    title: ClassVar[str] = said("schotten.puzzle.title.formation")
    answer: ClassVar[str] = "choice"
    lesson: ClassVar[int] = 1

    def ask(self, game: Game, lang: str = DEFAULT) -> str:
        side = cards(game.side(self.stone, self.player), lang)
        name = game.names[self.player]
        return say("schotten.puzzle.formation.ask", lang, name=name, stone=self.stone, cards=side)

    def validate(self, game: Game) -> None:
        if self.player not in (0, 1) or len(game.side(self.stone, self.player)) != 3:
            raise ValueError(f"player {self.player!r} has no complete side on stone {self.stone}")

    def choices(self, game: Game) -> tuple[str, ...]:
        return tuple(reversed(NAMES))

    def label(self, game: Game, choice: str, lang: str = DEFAULT) -> str:
        return formation_name(choice, lang)

    def assess(self, game: Game, answer: str, lang: str = DEFAULT) -> tuple[bool, str]:
        side = game.side(self.stone, self.player)
        ids = [card_id(c) for c in side]
        found = rank(ids)
        if answer == NAMES[found]:
            why = say(f"schotten.puzzle.formation.why_{_FORMATION_KEYS[found]}", lang)
            return True, say(
                "schotten.puzzle.formation.right", lang, stone=self.stone,
                cards=cards(side, lang), formation=describe(ids, lang=lang), why=why,
            )
        misfit = _misfit(side, NAMES.index(answer), lang)
        return False, say(
            "schotten.puzzle.formation.wrong", lang, name=formation_name(answer, lang), why=misfit
        )

    def hints(self, game: Game, lang: str = DEFAULT) -> tuple[str, ...]:
        side = sorted(game.side(self.stone, self.player), key=lambda c: c[0])
        colours = [say(f"colour_name.{c[1]}", lang) for c in side]
        return (
            say("schotten.puzzle.formation.hint_order", lang),
            say(
                "schotten.puzzle.formation.hint_side", lang,
                strengths=" ".join(c[0] for c in side), colours=", ".join(colours),
            ),
        )


def _misfit(side: tuple[str, ...], wanted: int, lang: str = DEFAULT) -> str:
    """Why ``side`` is not the formation of rank ``wanted``, without naming the one it is."""
    strengths = sorted(int(c[0]) for c in side)
    one_colour = len({c[1] for c in side}) == 1
    in_row = strengths == list(range(strengths[0], strengths[0] + 3))
    failed = []
    if wanted in (4, 2) and not one_colour:
        failed.append(say("schotten.puzzle.formation.not_one_colour", lang))
    if wanted in (4, 1) and not in_row:
        row = " ".join(map(str, strengths))
        failed.append(say("schotten.puzzle.formation.not_in_row", lang, strengths=row))
    if wanted == 3 and len(set(strengths)) > 1:
        failed.append(say("schotten.puzzle.formation.not_equal", lang))
    if failed:
        return listed(failed, lang)
    return say("schotten.puzzle.formation.stronger", lang, cards=cards(side, lang))


@dataclass(frozen=True)
class WhoWins(Question):
    """Say whose claim on ``stone`` would hold now (turn timing aside), or that it is not
    decided yet."""

    stone: int
    kind: ClassVar[str] = "who-wins"
    title: ClassVar[str] = said("schotten.puzzle.title.who-wins")
    answer: ClassVar[str] = "choice"
    lesson: ClassVar[int] = 1

    def ask(self, game: Game, lang: str = DEFAULT) -> str:
        undecided = self.label(game, UNDECIDED, lang)
        return say("schotten.puzzle.who-wins.ask", lang, stone=self.stone, undecided=undecided)

    def validate(self, game: Game) -> None:
        _open(game, self.stone)

    def choices(self, game: Game) -> tuple[str, ...]:
        return (*game.names, UNDECIDED)

    def label(self, game: Game, choice: str, lang: str = DEFAULT) -> str:
        return say("schotten.puzzle.undecided", lang) if choice == UNDECIDED else choice

    def _winner(self, game: Game) -> int | None:
        held = [p for p in (0, 1) if game.claim_verdict(self.stone, p).holds]
        return held[0] if held else None

    def assess(self, game: Game, answer: str, lang: str = DEFAULT) -> tuple[bool, str]:
        winner = self._winner(game)
        if winner is not None and answer in game.names and answer != game.names[winner]:
            loser = game.names.index(answer)
            why = why_claim(game, self.stone, loser, lang)
            return False, say("schotten.puzzle.who-wins.fails", lang, name=answer, why=why)
        if winner is not None:
            right = game.names[winner]
            why = why_claim(game, self.stone, winner, lang)
            return answer == right, say("schotten.puzzle.who-wins.wins", lang, name=right, why=why)
        done = [p for p in (0, 1) if len(game.side(self.stone, p)) == 3]
        said = _separator(lang).join(why_claim(game, self.stone, p, lang) for p in done) or say(
            "schotten.puzzle.who-wins.none_complete", lang, stone=self.stone
        )
        return answer == UNDECIDED, say("schotten.puzzle.who-wins.undecided", lang, why=said)

    def hints(self, game: Game, lang: str = DEFAULT) -> tuple[str, ...]:
        sides = []
        for p in (0, 1):
            side = game.side(self.stone, p)
            if len(side) == 3:
                formation = describe([card_id(c) for c in side], lang=lang)
                sides.append(say("schotten.side_cards_formation", lang, name=game.names[p],
                                 cards=cards(side, lang), formation=formation))
            else:
                sides.append(say("schotten.side_cards", lang, name=game.names[p],
                                 cards=cards(side, lang)))
        return (
            say("schotten.puzzle.who-wins.hint_rule", lang),
            say("schotten.puzzle.who-wins.hint_sides", lang, stone=self.stone,
                sides=_separator(lang).join(sides)),
        )


@dataclass(frozen=True)
class MayClaim(Question):
    """Say whether the player to move may claim ``stone`` now (``yes`` or ``no``)."""

    stone: int
    kind: ClassVar[str] = "may-claim"
    title: ClassVar[str] = said("schotten.puzzle.title.may-claim")
    answer: ClassVar[str] = "choice"
    lesson: ClassVar[int] = 2

    def ask(self, game: Game, lang: str = DEFAULT) -> str:
        me = game.names[mover(game)]
        return say("schotten.puzzle.may-claim.ask", lang, name=me, stone=self.stone)

    def validate(self, game: Game) -> None:
        _open(game, self.stone)
        if not game.claim_window or game.expert:
            raise ValueError("the player to move must be in the claim window after a card")

    def choices(self, game: Game) -> tuple[str, ...]:
        return (YES, NO)

    def label(self, game: Game, choice: str, lang: str = DEFAULT) -> str:
        return say(f"schotten.puzzle.{choice}", lang)

    def assess(self, game: Game, answer: str, lang: str = DEFAULT) -> tuple[bool, str]:
        said = explain_claim(game, self.stone, lang=lang)
        right = YES if said.allowed else NO
        return answer == right, say(
            "schotten.puzzle.may-claim.answer", lang, answer=self.label(game, right, lang),
            why=said.reason,
        )

    def hints(self, game: Game, lang: str = DEFAULT) -> tuple[str, ...]:
        me = mover(game)
        rival = game.names[1 - me]
        return (
            say("schotten.puzzle.may-claim.hint_rule", lang, rival=rival),
            say(
                "schotten.puzzle.may-claim.hint_sides", lang, rival=rival, stone=self.stone,
                mine=cards(game.side(self.stone, me), lang),
                theirs=cards(game.side(self.stone, 1 - me), lang),
            ),
        )


@dataclass(frozen=True)
class StopClaim(Question):
    """Find the card of the hand which, played on ``stone``, keeps the opponent's complete
    side there from being claimed right after it."""

    stone: int
    kind: ClassVar[str] = "stop-claim"
    title: ClassVar[str] = said("schotten.puzzle.title.stop-claim")
    answer: ClassVar[str] = "card"
    lesson: ClassVar[int] = 2

    def ask(self, game: Game, lang: str = DEFAULT) -> str:
        me, rival = game.names[mover(game)], game.names[1 - mover(game)]
        return say("schotten.puzzle.stop-claim.ask", lang, name=me, rival=rival, stone=self.stone)

    def validate(self, game: Game) -> None:
        _open(game, self.stone)
        _to_play(game)
        me = mover(game)
        if len(game.side(self.stone, 1 - me)) != 3 or len(game.side(self.stone, me)) == 3:
            raise ValueError(f"stone {self.stone} needs the opponent's side complete, not yours")
        if game.claim_verdict(self.stone, 1 - me).holds:
            raise ValueError(f"the opponent's claim on stone {self.stone} already holds")

    def assess(self, game: Game, answer: str, lang: str = DEFAULT) -> tuple[bool, str]:
        me = mover(game)
        move = f"{answer}@{self.stone}"
        after = game.copy()
        after.play(move)
        held = after.claim_verdict(self.stone, 1 - me).holds
        said = why_claim(after, self.stone, 1 - me, lang)
        rival = game.names[1 - me]
        key = "schotten.puzzle.stop-claim.could" if held else "schotten.puzzle.stop-claim.cannot"
        return not held, say(key, lang, move=move, rival=rival, stone=self.stone, why=said)

    def hints(self, game: Game, lang: str = DEFAULT) -> tuple[str, ...]:
        me, rival = mover(game), game.names[1 - mover(game)]
        theirs = game.side(self.stone, 1 - me)
        return (
            say("schotten.puzzle.stop-claim.hint_rule", lang, rival=rival,
                cards=cards(theirs, lang)),
            say(
                "schotten.puzzle.stop-claim.hint_side", lang, rival=rival,
                formation=describe([card_id(c) for c in theirs], lang=lang),
                mine=cards(game.side(self.stone, me), lang),
            ),
        )


@dataclass(frozen=True)
class WhichCard(Question):
    """Find the move after which the player to move may claim ``stone`` this turn."""

    stone: int
    kind: ClassVar[str] = "which-card"
    title: ClassVar[str] = said("schotten.puzzle.title.which-card")
    answer: ClassVar[str] = "move"
    lesson: ClassVar[int] = 2

    def ask(self, game: Game, lang: str = DEFAULT) -> str:
        return say(
            "schotten.puzzle.which-card.ask", lang, name=game.names[mover(game)], stone=self.stone
        )

    def validate(self, game: Game) -> None:
        _open(game, self.stone)
        _to_play(game)

    def assess(self, game: Game, answer: str, lang: str = DEFAULT) -> tuple[bool, str]:
        move = Move.parse(answer)
        if move.kind != PLAY:
            return False, say("schotten.puzzle.which-card.no_card", lang, move=answer)
        after = game.copy()
        after.play(move)
        said = explain_claim(after, self.stone, lang=lang)
        key = "schotten.puzzle.which-card." + ("may" if said.allowed else "may_not")
        me = game.names[mover(game)]
        return said.allowed, say(key, lang, move=answer, name=me, why=said.reason)

    def hints(self, game: Game, lang: str = DEFAULT) -> tuple[str, ...]:
        me, rival = mover(game), game.names[1 - mover(game)]
        return (
            say("schotten.puzzle.which-card.hint_ways", lang, rival=rival),
            say(
                "schotten.puzzle.which-card.hint_sides", lang, stone=self.stone, rival=rival,
                mine=cards(game.side(self.stone, me), lang),
                theirs=cards(game.side(self.stone, 1 - me), lang),
            ),
        )


KINDS: dict[str, type[Question]] = {
    k.kind: k for k in (Formation, WhoWins, MayClaim, StopClaim, WhichCard)
}
"""Every kind of puzzle by name."""
