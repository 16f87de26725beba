"""What a Schotten Totten move does, in words, from the mover's observation: ``"claims stone 4
and wins the round"``, ``"completes a colour-run (21) on stone 6"``, ``"blocks the rival's
flush on stone 2"``. The words name only the card moved and cards on the table. A reason is a
:class:`~clans_widget.i18n.sentence.Sentence`: English text that a board says again in its own
language."""

from __future__ import annotations

from ....i18n.sentence import Phrase, Sentence, phrase, said
from ..bots import off_table
from ..cards import ALL_CODES, CODES, STONES, any_id
from ..formations import SAID, SIZE, THREE_OF_A_KIND, strongest
from ..moves import BAN, CLAIM, DRAW, END, PASS, PLAY, REC, RETURN, STR, TRA, Move
from ..observe import Observation
from ..tactic import BLIND, COMBAT, MUD

_MODE_NAMES = {BLIND: "schotten.reason_mode_bmb", MUD: "schotten.reason_mode_mud"}


def move_reason(seen: Observation, move: Move) -> Sentence:
    """One line on what ``move`` by the player to move does, from ``seen`` (their view)."""
    me = seen.current_player
    if me is None:
        raise ValueError(said("analysis.explain_round_over"))
    if move.kind == PLAY:
        return Sentence(_play(seen, me, move))
    return Sentence([_other(seen, me, move)])


def _other(seen: Observation, me: int, move: Move) -> Phrase:
    """What a move other than a play does."""
    if move.kind == CLAIM:
        assert move.stone is not None
        wins = _wins(seen, me, move.stone - 1)
        return phrase(
            "schotten.reason_claims_wins" if wins else "schotten.reason_claims", stone=move.stone
        )
    if move.kind == DRAW:
        return phrase(
            "schotten.reason_draws_clan" if move.draws == "C" else "schotten.reason_draws_tactic"
        )
    if move.kind == REC:
        return phrase("schotten.reason_recruits", drawn=len(move.draws))
    if move.kind == RETURN:
        return phrase("schotten.reason_returns", count=len(move.extra))
    if move.kind in (STR, TRA, BAN):
        card = ALL_CODES[move.card] if move.card is not None else "?"
        if move.kind == STR and not move.to:
            return phrase("schotten.reason_moves_discard", card=card, stone=str(move.stone))
        if move.kind == STR:
            return phrase(
                "schotten.reason_moves", card=card, stone=str(move.stone), to=str(move.to)
            )
        if move.kind == TRA:
            return phrase(
                "schotten.reason_traitor", card=card, stone=str(move.stone), to=str(move.to)
            )
        return phrase("schotten.reason_banishes", card=card, stone=str(move.stone))
    if move.kind == PASS:
        return phrase("schotten.reason_passes")
    assert move.kind == END
    return phrase("schotten.reason_ends")


def _wins(seen: Observation, me: int, stone: int) -> bool:
    mine = [o == me or s == stone for s, o in enumerate(seen.owners)]
    return sum(mine) >= 5 or any(all(mine[i : i + 3]) for i in range(STONES - 2))


def _play(seen: Observation, me: int, move: Move) -> list[Phrase]:
    assert move.card is not None and move.stone is not None
    s, code = move.stone - 1, ALL_CODES[move.card]
    if move.card in COMBAT:
        return [
            phrase("schotten.reason_mode", mode=phrase(_MODE_NAMES[move.card]), stone=move.stone)
        ]
    free = off_table(seen)
    if move.card < len(CODES):
        free[move.card] = False
    size = SIZE + ("MUD" in seen.modes[s])
    fog = "BMB" in seen.modes[s]
    side = [any_id(c) for c in seen.sides[s][me]] + [move.card]
    if len(side) >= size:
        finish = strongest(side, free, size=len(side), fog=fog)
        assert finish is not None
        named = _named(finish.power, len(side), fog)
        what = phrase("schotten.reason_completes", formation=named, stone=move.stone)
    else:
        finish = strongest(side, free, size=size, fog=fog)
        what = (
            phrase("schotten.reason_plays", card=code, stone=move.stone)
            if finish is None
            else phrase(
                "schotten.reason_builds",
                formation=_named(finish.power, size, fog),
                stone=move.stone,
            )
        )
    return [what, *_blocks(seen, me, move.card)]


def _named(strength: tuple[int, int], size: int, fog: bool, article: str = "a") -> Phrase:
    """The formation of ``strength`` (a side of ``size`` cards) in words
    (``schotten.reason_<article>_<word>``), with ``article`` "a" ("a flush") or "the" (the word
    alone in English: "the rival's flush")."""
    rank, total = strength
    if fog or rank == 0:
        return phrase(f"schotten.reason_{article}_sum", total=total)
    word = "four" if rank == THREE_OF_A_KIND and size == 4 else SAID[rank]
    return phrase(f"schotten.reason_{article}_{word}")


def _blocks(seen: Observation, me: int, card: int) -> list[Phrase]:
    """The rival's unfinished sides whose strongest finish needed ``card``, in words."""
    if card >= len(CODES):
        return []
    rival, free = 1 - me, off_table(seen)
    after = list(free)
    after[card] = False
    stones = []
    for s, pair in enumerate(seen.sides):
        side = [any_id(c) for c in pair[rival]]
        size = SIZE + ("MUD" in seen.modes[s])
        if seen.owners[s] is not None or not side or len(side) >= size:
            continue
        fog = "BMB" in seen.modes[s]
        was, now = (
            strongest(side, free, size=size, fog=fog),
            strongest(side, after, size=size, fog=fog),
        )
        if was is not None and (now is None or now.power[0] < was.power[0]):
            stones.append((s + 1, _named(was.power, size, fog, "the")))
    return [phrase("schotten.reason_blocks", formation=name, stone=s) for s, name in stones]
