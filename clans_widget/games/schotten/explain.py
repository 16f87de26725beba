"""``explain_claim``: may the player to move claim a stone, and why, in full."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from clans_widget.i18n import DEFAULT, say
from clans_widget.i18n.sentence import said

from .cards import ALL_CODES, CODES, STONES
from .formations import describe
from .tactic import BLIND, RANGES
from .verdict import BEATABLE, EXHAUSTED, INCOMPLETE, LATER, ORDINARY, OUTRANKED, best_values

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
    Formations are written like ``three of a kind (15)``. ``reason`` says it all in a sentence
    (formations and reason in the language asked for, English by default).
    In the Tactic variants an elite troop is written with the card it counts as
    (``JK=9r``): its owner's best, or for the opponent's unfinished side the best finish;
    sides hold 4 cards under Mud Fight, and under Blind-Man's Bluff only totals count.
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


def explain_claim(
    position: Game, stone: int, player: int | None = None, *, lang: str = DEFAULT
) -> ClaimExplanation:
    """Whether the player to move in ``position`` (or ``player``) may claim ``stone`` (1-9),
    and why: both formations named and compared; for a claim on an unfinished side, the
    strongest finish the opponent could still make (exhaustively found), which is the
    counter-example when that finish wins. It reads only what every viewer sees (the table,
    hand and deck sizes). Its words are in ``lang`` (English by default, as the engine's
    refusals are). ``ValueError`` for a stone outside 1-9."""
    if isinstance(stone, bool) or not isinstance(stone, int) or not 1 <= stone <= STONES:
        raise ValueError(said("schotten.stone_range", last=STONES, stone=repr(stone)))
    mover = position.current_player
    if mover is None:
        return _refused(stone, player, say("schotten.claim_round_over", lang))
    if player is None:
        player = mover
    elif player not in (0, 1) or isinstance(player, bool):
        raise ValueError(said("schotten.player_arg", player=repr(player)))
    names = position.names
    me, rival = names[player], names[1 - player]
    owner = position.owners[stone - 1]
    if owner is not None:
        owned = say("schotten.claim_owned", lang, stone=stone, name=names[owner])
        return _refused(stone, player, owned)
    size, fog = position.capacity(stone), BLIND in position._modes[stone - 1]
    own_ids = position._sides[stone - 1][player]
    their_ids = position._sides[stone - 1][1 - player]
    result = position.claim_verdict(stone, player)
    own_values, their_values = result.own_values, result.their_values
    if their_values is None and len(their_ids) >= size:
        their_values = best_values(their_ids, position._free, size, fog)
    own, theirs = _shown(own_ids, own_values), _shown(their_ids, their_values)
    mine = describe(own_values, fog, lang) if own_values is not None else None
    other = describe(their_values, fog, lang) if their_values is not None else None
    completion = finish = None
    if result.completion is not None and result.completion_values is not None:
        completion = _shown(result.completion, result.completion_values)
        finish = describe(result.completion_values, fog, lang)
        if their_values is None:
            theirs = completion[: len(their_ids)]
    sides: dict[str, str | int] = {
        "stone": stone, "me": me, "rival": rival, "mine": str(mine), "other": str(other)
    }
    if result.why == INCOMPLETE:
        text = say(
            "schotten.claim_incomplete", lang, name=me, stone=stone, count=len(own), size=size
        )
    elif result.why in (ORDINARY, OUTRANKED, LATER):
        text = _compared(sides, result.holds, lang)
    elif result.why == EXHAUSTED:
        exhausted = "schotten.claim_exhausted_deck" + ("s" if position.tactic else "")
        text = say(exhausted, lang, cards=_cards(theirs, lang), **sides)
    elif completion is None:
        text = say("schotten.claim_too_few", lang, **sides)
    else:
        assert finish is not None
        added = " ".join(completion[len(theirs) :])
        found = "schotten.claim_could_beat" if result.why == BEATABLE else "schotten.claim_proven"
        text = say(found, lang, cards=_cards(theirs, lang), finish=finish, added=added, **sides)
    allowed = result.holds and position.claim_window and player == mover
    if result.holds and player != mover:
        text = say("schotten.not_now_turn", lang, text=text, name=names[mover])
    elif result.holds and not allowed and position.expert:
        text = say("schotten.not_now_expert", lang, text=text)
    elif result.holds and not allowed:
        game = say("schotten.in_tactic" if position.tactic else "schotten.in_base", lang)
        text = say("schotten.not_now_after", lang, text=text, game=game)
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


def _compared(sides: dict[str, str | int], holds: bool, lang: str) -> str:
    """Two complete sides of a stone compared: who beats whom, or who completed first."""
    if sides["mine"] == sides["other"]:
        first = sides["me"] if holds else sides["rival"]
        return say("schotten.claim_tie", lang, first=first, **sides)
    return say("schotten.claim_beats" if holds else "schotten.claim_beaten", lang, **sides)


def _shown(cards: Sequence[int], values: Sequence[int] | None) -> tuple[str, ...]:
    """Card codes, each elite troop with the clan card it counts as (``JK=9r``) if known."""
    return tuple(
        f"{ALL_CODES[c]}={CODES[v]}" if c in RANGES and values is not None else ALL_CODES[c]
        for c, v in zip(cards, values if values is not None else cards)
    )


def _cards(cards: tuple[str, ...], lang: str) -> str:
    return " ".join(cards) if cards else say("schotten.no_cards_yet", lang)


def _refused(stone: int, player: int | None, reason: str) -> ClaimExplanation:
    return ClaimExplanation(
        stone, player, False, False, None, (), None, (), None, None, None, reason
    )
