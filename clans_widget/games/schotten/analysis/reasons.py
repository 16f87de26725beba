"""What a Schotten Totten move does, in words, from the mover's observation: ``"claims stone 4
and wins the round"``, ``"completes a colour-run (21) on stone 6"``, ``"blocks the rival's
flush on stone 2"``. The words name only the card moved and cards on the table."""

from __future__ import annotations

from ..bots import off_table
from ..cards import ALL_CODES, CODES, STONES, any_id
from ..formations import NAMES, SIZE, THREE_OF_A_KIND, strongest
from ..moves import BAN, CLAIM, DRAW, END, PASS, PLAY, REC, RETURN, STR, TRA, Move
from ..observe import Observation
from ..tactic import BLIND, COMBAT, MUD

_MODE_NAMES = {BLIND: "Blind-Man's Bluff", MUD: "Mud Fight"}


def move_reason(seen: Observation, move: Move) -> str:
    """One line on what ``move`` by the player to move does, from ``seen`` (their view)."""
    me = seen.current_player
    if me is None:
        raise ValueError("the round is over: no move can be explained")
    if move.kind == CLAIM:
        assert move.stone is not None
        return f"claims stone {move.stone}" + _wins(seen, me, move.stone - 1)
    if move.kind == PLAY:
        return _play(seen, me, move)
    if move.kind == DRAW:
        return "draws a clan card" if move.draws == "C" else "draws a tactic card"
    if move.kind == REC:
        return f"recruits ({len(move.draws)} drawn, then cards returned under the decks)"
    if move.kind == RETURN:
        return f"returns {len(move.extra)} cards under the decks (the Recruiter)"
    if move.kind in (STR, TRA, BAN):
        card = ALL_CODES[move.card] if move.card is not None else "?"
        where = "the discard pile" if not move.to else f"stone {move.to}"
        if move.kind == STR:
            return f"moves {card} from stone {move.stone} to {where}"
        if move.kind == TRA:
            return f"takes the rival's {card} from stone {move.stone} to stone {move.to}"
        return f"discards the rival's {card} from stone {move.stone}"
    if move.kind == PASS:
        return "passes: no card can be played"
    assert move.kind == END
    return "ends the turn without a claim"


def _wins(seen: Observation, me: int, stone: int) -> str:
    mine = [o == me or s == stone for s, o in enumerate(seen.owners)]
    if sum(mine) >= 5 or any(all(mine[i : i + 3]) for i in range(STONES - 2)):
        return " and wins the round"
    return ""


def _play(seen: Observation, me: int, move: Move) -> str:
    assert move.card is not None and move.stone is not None
    s, code = move.stone - 1, ALL_CODES[move.card]
    if move.card in COMBAT:
        return f"plays {_MODE_NAMES[move.card]} on stone {move.stone}"
    free = off_table(seen)
    if move.card < len(CODES):
        free[move.card] = False
    size = SIZE + ("MUD" in seen.modes[s])
    fog = "BMB" in seen.modes[s]
    side = [any_id(c) for c in seen.sides[s][me]] + [move.card]
    if len(side) >= size:
        finish = strongest(side, free, size=len(side), fog=fog)
        assert finish is not None
        what = f"completes {_named(finish.power, len(side), fog)} on stone {move.stone}"
    else:
        finish = strongest(side, free, size=size, fog=fog)
        what = (
            f"plays {code} on stone {move.stone}"
            if finish is None
            else f"builds toward {_named(finish.power, size, fog)} on stone {move.stone}"
        )
    blocked = _blocks(seen, me, move.card)
    return what if not blocked else f"{what}; {blocked}"


def _named(strength: tuple[int, int], size: int, fog: bool) -> str:
    rank, total = strength
    if fog or rank == 0:
        return f"a sum of {total}"
    if rank == THREE_OF_A_KIND:
        return "four of a kind" if size == 4 else "three of a kind"
    return f"a {NAMES[rank]}"


def _blocks(seen: Observation, me: int, card: int) -> str:
    """The rival's unfinished sides whose strongest finish needed ``card``, in words."""
    if card >= len(CODES):
        return ""
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
            stones.append((s + 1, _named(was.power, size, fog).removeprefix("a ")))
    return "; ".join(f"blocks the rival's {name} on stone {s}" for s, name in stones)
