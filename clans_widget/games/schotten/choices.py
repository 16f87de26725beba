"""What each click chooses: every move the board offers, as the steps a person clicks through.

The front end holds no rules and reads no notation: each legal move comes with its ``steps``,
the things clicked in order (a hand card, a stone, a card on the table, a button with its
words), and the front end sends the move whose steps were all clicked. A Recruiter is two
moves of its player, as the engine plays it: its draws (``REC CT``), then, once Python has
drawn them into the hand, its returns (``return 7r JK``): a click on each card put back, in
order, among the cards then held. No listed move depends on a card still in a deck.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import ALL_CODES
from .moves import BAN, CLAIM, DISCARD, DRAW, END, PASS, PLAY, REC, RETURN, STR, TRA, Move

if TYPE_CHECKING:
    from .game import Game

Step = dict[str, Any]

_DECKS = {"C": "clan", "T": "tactic"}
_BUTTONS = {END: "End turn", PASS: "Pass"}


def listing(game: Game) -> list[dict[str, Any]]:
    """The legal moves of the player to move as the frame lists them (:func:`entry`)."""
    player = game.current_player
    if player is None:
        return []
    return [entry(move, player) for move in game.legal_moves()]


def entry(move: Move, player: int) -> dict[str, Any]:
    """One offered move as the frame lists it: its notation, kind, card and stone, and the
    ``steps`` that choose it."""
    out: dict[str, Any] = {"move": str(move), "kind": move.kind}
    if move.card is not None and move.kind != CLAIM:
        out["card"] = ALL_CODES[move.card]
    if move.stone is not None:
        out["stone"] = move.stone
    out["steps"] = steps(move, player)
    return out


def steps(move: Move, player: int) -> list[Step]:
    """The clicks that choose ``move`` for ``player``, in order."""
    kind = move.kind
    if kind == PLAY:
        assert move.card is not None
        return [{"hand": ALL_CODES[move.card]}, {"stone": move.stone}]
    if kind == CLAIM:
        return [{"stone": move.stone}]
    if kind in _BUTTONS:
        return [{"button": _BUTTONS[kind]}]
    if kind == DRAW:
        return [{"button": f"Draw a {_DECKS[move.draws]} card"}]
    if kind == REC:
        drawn = ", ".join(_DECKS[d] for d in move.draws)
        return [{"hand": "REC"}, {"button": f"Draw {drawn}"}]
    if kind == RETURN:  # each card put back, numbered in the order clicked
        return [{"hand": ALL_CODES[c], "returns": n} for n, c in enumerate(move.extra, 1)]
    assert move.card is not None and kind in (STR, BAN, TRA)
    side = player if kind == STR else 1 - player
    taken = {"table": ALL_CODES[move.card], "stone": move.stone, "side": side}
    first: list[Step] = [{"hand": kind}, taken]
    if kind == BAN:
        return first
    return [*first, {"button": "Discard it"} if move.to == DISCARD else {"stone": move.to}]


def unoffered(frame: dict[str, Any], move: object) -> str | None:
    """Why the board refuses ``move`` (a legal one) at ``frame``: it is not among the moves
    the frame offers; ``None`` when it is."""
    legal = frame.get("legal")
    if legal and str(move) in {m["move"] for m in legal["moves"]}:
        return None
    return "the board offers no such move: a move is chosen among those the board lists"
