"""``explain_claim``: may the player to move claim a stone, and why, in full."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import STONES, card_id, codes
from .formations import SIZE, describe
from .verdict import BEATABLE, EXHAUSTED, INCOMPLETE, LATER, ORDINARY, OUTRANKED

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class ClaimExplanation:
    """The answer of :func:`explain_claim`.

    ``holds`` says the claim rule is met (the timing of the turn aside); ``allowed`` that the
    player to move may make the claim now. ``kind`` is ``"ordinary"`` (both sides complete),
    ``"provable"`` (the opponent's side is not) or ``None`` (no claim to judge).
    ``completion`` is the strongest side the opponent could still make from the cards off
    the table: the proof when the claim holds, the counter-example when it does not.
    Formations are written like ``three of a kind (15)``. ``reason`` says it all in a sentence.
    """

    stone: int
    player: int | None
    allowed: bool
    holds: bool
    kind: str | None
    own: tuple[str, ...]
    own_formation: str | None
    theirs: tuple[str, ...]
    their_formation: str | None
    completion: tuple[str, ...] | None
    completion_formation: str | None
    reason: str

    def __str__(self) -> str:
        return self.reason


def explain_claim(position: Game, stone: int, player: int | None = None) -> ClaimExplanation:
    """Whether the player to move in ``position`` (or ``player``) may claim ``stone`` (1-9),
    and why: both formations named and compared; for a claim on an unfinished side, the
    strongest finish the opponent could still make (exhaustively found), which is the
    counter-example when that finish wins. It reads only what every viewer sees (the table,
    hand and deck sizes). ``ValueError`` for a stone outside 1-9."""
    if isinstance(stone, bool) or not isinstance(stone, int) or not 1 <= stone <= STONES:
        raise ValueError(f"stones are numbered 1 to {STONES}, not {stone!r}")
    mover = position.current_player
    if mover is None:
        return _refused(stone, player, "the round is over: no stone can be claimed any more")
    if player is None:
        player = mover
    elif player not in (0, 1) or isinstance(player, bool):
        raise ValueError(f"player must be 0 or 1, not {player!r}")
    names = position.names
    me, rival = names[player], names[1 - player]
    owner = position.owners[stone - 1]
    own, theirs = position.side(stone, player), position.side(stone, 1 - player)
    if owner is not None:
        return _refused(stone, player, f"stone {stone} already belongs to {names[owner]}")
    result = position.claim_verdict(stone, player)
    mine = describe([card_id(c) for c in own]) if len(own) >= SIZE else None
    other = describe([card_id(c) for c in theirs]) if len(theirs) >= SIZE else None
    completion = codes(result.completion) if result.completion is not None else None
    finish = describe(result.completion) if result.completion is not None else None
    if result.why == INCOMPLETE:
        text = f"{me}'s side of stone {stone} holds {len(own)} of {SIZE} cards: a claim needs all"
    elif result.why in (ORDINARY, OUTRANKED, LATER):
        text = f"on stone {stone}, " + _compared(me, mine, rival, other, result.holds)
    elif result.why == EXHAUSTED:
        text = (
            f"{rival} holds no card and the deck is empty, so {rival}'s side of stone {stone} "
            f"({_cards(theirs)}) can never be finished: {me}'s {mine} takes it"
        )
    elif completion is None:
        text = (
            f"too few cards are off the table to finish {rival}'s side of stone {stone}: "
            f"{me}'s {mine} takes it"
        )
    else:
        assert finish is not None
        added = completion[len(theirs) :]
        start = f"{rival}'s side of stone {stone} ({_cards(theirs)})"
        if result.why == BEATABLE:
            text = (
                f"{start} could still become {finish} with {' '.join(added)}, which beats "
                f"{me}'s {mine}"
            )
        else:
            text = (
                f"{start} can at best become {finish} (with {' '.join(added)}), which does not "
                f"beat {me}'s {mine}: the claim is proven"
            )
    allowed = result.holds and position.claim_window and player == mover
    if result.holds and player != mover:
        text += f"; but not now: it is {names[mover]}'s turn"
    elif result.holds and not allowed:
        text += "; but not now: in the base game claims come after the turn's card is played"
    return ClaimExplanation(
        stone,
        player,
        allowed,
        result.holds,
        result.kind,
        own,
        mine,
        theirs,
        other,
        completion,
        finish,
        text,
    )


def _compared(me: str, mine: str | None, rival: str, other: str | None, holds: bool) -> str:
    if mine == other:
        first = me if holds else rival
        return f"{me}'s {mine} ties {rival}'s {other}, and {first}'s side was completed first"
    if holds:
        return f"{me}'s {mine} beats {rival}'s {other}"
    return f"{rival}'s {other} beats {me}'s {mine}"


def _cards(cards: tuple[str, ...]) -> str:
    return " ".join(cards) if cards else "no cards yet"


def _refused(stone: int, player: int | None, reason: str) -> ClaimExplanation:
    return ClaimExplanation(
        stone, player, False, False, None, (), None, (), None, None, None, reason
    )
