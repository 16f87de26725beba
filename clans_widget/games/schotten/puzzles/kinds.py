"""The five kinds of Schotten Totten puzzle. Each judges an answer with the engine itself:
formations by :func:`~..formations.describe`, stones and claims by
:meth:`~..game.Game.claim_verdict` and :func:`~..explain.explain_claim`, moves by playing
them on a copy. None reads a card the player to move cannot see."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..cards import CODES, card_id
from ..explain import explain_claim
from ..formations import NAMES, describe, rank
from ..game import Game
from ..moves import PLAY, Move
from .model import Question, mover

UNDECIDED = "not decided yet"
YES, NO = "yes", "no"
_COLOURS = {"r": "red", "o": "orange", "y": "yellow", "g": "green", "b": "blue", "p": "purple"}
_WHY_RANK = (  # our own words for each formation, weakest first
    "no colour shared by all three, no equal strengths and no unbroken row: only the total counts",
    "the strengths follow on without a gap, but the colours are not all the same",
    "all one colour, but the strengths do not follow on",
    "three equal strengths",
    "all one colour, and the strengths follow on without a gap",
)
_NOT_NOW = "; but not now"


def cards(codes: tuple[str, ...]) -> str:
    """``("7r", "8r")`` -> ``"7r 8r"``; ``"no cards"`` for none."""
    return " ".join(codes) if codes else "no cards"


def why_claim(game: Game, stone: int, player: int) -> str:
    """The engine's explanation of ``player``'s claim on ``stone``, timing aside."""
    return explain_claim(game, stone, player).reason.split(_NOT_NOW)[0]


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
    title: ClassVar[str] = "name the formation"
    answer: ClassVar[str] = "choice"
    lesson: ClassVar[int] = 1

    def ask(self, game: Game) -> str:
        side = cards(game.side(self.stone, self.player))
        name = game.names[self.player]
        return f"Which formation do {name}'s cards on stone {self.stone} ({side}) make?"

    def validate(self, game: Game) -> None:
        if self.player not in (0, 1) or len(game.side(self.stone, self.player)) != 3:
            raise ValueError(f"player {self.player!r} has no complete side on stone {self.stone}")

    def choices(self, game: Game) -> tuple[str, ...]:
        return tuple(reversed(NAMES))

    def assess(self, game: Game, answer: str) -> tuple[bool, str]:
        side = game.side(self.stone, self.player)
        ids = [card_id(c) for c in side]
        found = rank(ids)
        if answer == NAMES[found]:
            return True, (
                f"on stone {self.stone}, {cards(side)} make {describe(ids)}: {_WHY_RANK[found]}"
            )
        return False, f"not a {answer}: {_misfit(side, NAMES.index(answer))}"

    def hints(self, game: Game) -> tuple[str, ...]:
        side = sorted(game.side(self.stone, self.player), key=lambda c: c[0])
        return (
            "Check the strongest formation first: one colour in an unbroken row, then three "
            "equal strengths, then one colour, then an unbroken row.",
            f"In order of strength: {' '.join(c[0] for c in side)}; colours: "
            f"{', '.join(_COLOURS[c[1]] for c in side)}. A row never runs from 9 back to 1.",
        )


def _misfit(side: tuple[str, ...], wanted: int) -> str:
    """Why ``side`` is not the formation of rank ``wanted``, without naming the one it is."""
    strengths = sorted(int(c[0]) for c in side)
    one_colour = len({c[1] for c in side}) == 1
    in_row = strengths == list(range(strengths[0], strengths[0] + 3))
    failed = []
    if wanted in (4, 2) and not one_colour:
        failed.append("the colours are not all the same")
    if wanted in (4, 1) and not in_row:
        row = " ".join(map(str, strengths))
        failed.append(f"the strengths {row} do not follow on without a gap (9 never leads to 1)")
    if wanted == 3 and len(set(strengths)) > 1:
        failed.append("the strengths are not all equal")
    if failed:
        return " and ".join(failed)
    return (
        f"{cards(side)} fit it, but a stronger formation fits too, and a side counts as the "
        "strongest one it fits"
    )


@dataclass(frozen=True)
class WhoWins(Question):
    """Say whose claim on ``stone`` would hold now (turn timing aside), or that it is not
    decided yet."""

    stone: int
    kind: ClassVar[str] = "who-wins"
    title: ClassVar[str] = "who wins this stone"
    answer: ClassVar[str] = "choice"
    lesson: ClassVar[int] = 1

    def ask(self, game: Game) -> str:
        return (
            f"Who wins stone {self.stone}? Choose the player whose claim on it would hold "
            f"right now, whoever's turn it is, or {UNDECIDED!r}."
        )

    def validate(self, game: Game) -> None:
        _open(game, self.stone)

    def choices(self, game: Game) -> tuple[str, ...]:
        return (*game.names, UNDECIDED)

    def _winner(self, game: Game) -> int | None:
        held = [p for p in (0, 1) if game.claim_verdict(self.stone, p).holds]
        return held[0] if held else None

    def assess(self, game: Game, answer: str) -> tuple[bool, str]:
        winner = self._winner(game)
        if winner is not None and answer in game.names and answer != game.names[winner]:
            loser = game.names.index(answer)
            return False, f"{answer}'s claim would fail: {why_claim(game, self.stone, loser)}"
        if winner is not None:
            right = game.names[winner]
            return answer == right, f"{right} wins it: {why_claim(game, self.stone, winner)}"
        done = [p for p in (0, 1) if len(game.side(self.stone, p)) == 3]
        said = "; ".join(why_claim(game, self.stone, p) for p in done) or (
            f"neither side of stone {self.stone} is complete, and only a complete side can claim"
        )
        return answer == UNDECIDED, f"not decided yet: {said}"

    def hints(self, game: Game) -> tuple[str, ...]:
        sides = [
            f"{game.names[p]}: {cards(game.side(self.stone, p))}"
            + (
                f" ({describe([card_id(c) for c in game.side(self.stone, p)])})"
                if len(game.side(self.stone, p)) == 3
                else ""
            )
            for p in (0, 1)
        ]
        return (
            "A stone is won by a complete side that no finish of the other side could beat, "
            "using any card not yet on the table (in either hand or the deck).",
            f"On stone {self.stone}, {'; '.join(sides)}. Between equal formations the total "
            "decides, then the side completed first.",
        )


@dataclass(frozen=True)
class MayClaim(Question):
    """Say whether the player to move may claim ``stone`` now (``yes`` or ``no``)."""

    stone: int
    kind: ClassVar[str] = "may-claim"
    title: ClassVar[str] = "may you claim now"
    answer: ClassVar[str] = "choice"
    lesson: ClassVar[int] = 2

    def ask(self, game: Game) -> str:
        me = game.names[mover(game)]
        return f"{me} has played this turn's card. May {me} claim stone {self.stone} now?"

    def validate(self, game: Game) -> None:
        _open(game, self.stone)
        if not game.claim_window or game.expert:
            raise ValueError("the player to move must be in the claim window after a card")

    def choices(self, game: Game) -> tuple[str, ...]:
        return (YES, NO)

    def assess(self, game: Game, answer: str) -> tuple[bool, str]:
        said = explain_claim(game, self.stone)
        right = YES if said.allowed else NO
        return answer == right, f"{right}: {said.reason}"

    def hints(self, game: Game) -> tuple[str, ...]:
        me = mover(game)
        rival = game.names[1 - me]
        return (
            "A claim needs your own side complete, and then either a stronger complete side "
            f"than {rival}'s or a proof that {rival} can no longer beat yours.",
            f"Every card off the table counts as one {rival} might still add, your own hand "
            f"included. On stone {self.stone}: yours {cards(game.side(self.stone, me))}, "
            f"{rival}'s {cards(game.side(self.stone, 1 - me))}.",
        )


@dataclass(frozen=True)
class StopClaim(Question):
    """Find the card of the hand which, played on ``stone``, keeps the opponent's complete
    side there from being claimed right after it."""

    stone: int
    kind: ClassVar[str] = "stop-claim"
    title: ClassVar[str] = "find the card that stops the claim"
    answer: ClassVar[str] = "card"
    lesson: ClassVar[int] = 2

    def ask(self, game: Game) -> str:
        me, rival = game.names[mover(game)], game.names[1 - mover(game)]
        return (
            f"{rival}'s side of stone {self.stone} is complete. Which card of {me}'s hand, "
            f"played on {me}'s side of stone {self.stone}, leaves {rival} unable to claim it?"
        )

    def validate(self, game: Game) -> None:
        _open(game, self.stone)
        _to_play(game)
        me = mover(game)
        if len(game.side(self.stone, 1 - me)) != 3 or len(game.side(self.stone, me)) == 3:
            raise ValueError(f"stone {self.stone} needs the opponent's side complete, not yours")
        if game.claim_verdict(self.stone, 1 - me).holds:
            raise ValueError(f"the opponent's claim on stone {self.stone} already holds")

    def assess(self, game: Game, answer: str) -> tuple[bool, str]:
        me = mover(game)
        move = f"{answer}@{self.stone}"
        after = game.copy()
        after.play(move)
        held = after.claim_verdict(self.stone, 1 - me).holds
        said = why_claim(after, self.stone, 1 - me)
        rival = game.names[1 - me]
        if held:
            return False, f"after {move}, {rival} could claim stone {self.stone}: {said}"
        return True, f"after {move}, {rival} cannot claim stone {self.stone}: {said}"

    def hints(self, game: Game) -> tuple[str, ...]:
        me, rival = mover(game), game.names[1 - mover(game)]
        theirs = game.side(self.stone, 1 - me)
        return (
            f"{rival} may claim once no finish of your side could beat {cards(theirs)}. "
            "A card you keep in hand still counts as one you might add.",
            f"{rival}'s side is {describe([card_id(c) for c in theirs])}. Which of your cards, "
            f"added to {cards(game.side(self.stone, me))}, still leaves a way to beat it? "
            "An exact tie goes to the side completed first.",
        )


@dataclass(frozen=True)
class WhichCard(Question):
    """Find the move after which the player to move may claim ``stone`` this turn."""

    stone: int
    kind: ClassVar[str] = "which-card"
    title: ClassVar[str] = "which card to play"
    answer: ClassVar[str] = "move"
    lesson: ClassVar[int] = 2

    def ask(self, game: Game) -> str:
        return (
            f"Which card should {game.names[mover(game)]} play, and where, to claim stone "
            f"{self.stone} this very turn?"
        )

    def validate(self, game: Game) -> None:
        _open(game, self.stone)
        _to_play(game)

    def assess(self, game: Game, answer: str) -> tuple[bool, str]:
        move = Move.parse(answer)
        if move.kind != PLAY:
            return False, f"{answer} plays no card"
        after = game.copy()
        after.play(move)
        said = explain_claim(after, self.stone)
        verb = "may" if said.allowed else "may not"
        me = game.names[mover(game)]
        return said.allowed, f"after {answer}, {me} {verb} claim: {said.reason}"

    def hints(self, game: Game) -> tuple[str, ...]:
        me, rival = mover(game), game.names[1 - mover(game)]
        return (
            "A card can win a stone in two ways: by completing your side so that it beats "
            f"{rival}'s, or by taking away, played anywhere, a card {rival} would need.",
            f"On stone {self.stone}: yours {cards(game.side(self.stone, me))}, {rival}'s "
            f"{cards(game.side(self.stone, 1 - me))}. What is the best {rival} could still make?",
        )


KINDS: dict[str, type[Question]] = {
    k.kind: k for k in (Formation, WhoWins, MayClaim, StopClaim, WhichCard)
}
"""Every kind of puzzle by name."""
