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

from clans_widget.i18n import DEFAULT, say

from .cards import ALL_CODES
from .moves import BAN, CLAIM, DISCARD, DRAW, END, PASS, PLAY, REC, RETURN, STR, TRA, Move

if TYPE_CHECKING:
    from .game import Game

Step = dict[str, Any]

_BUTTONS = {END: "schotten.button_end", PASS: "schotten.button_pass"}
"""The catalogue's words of the buttons that end a turn or pass."""


def listing(game: Game, lang: str = DEFAULT) -> list[dict[str, Any]]:
    """The legal moves of the player to move as the frame lists them (:func:`entry`), the
    buttons' words in ``lang``."""
    player = game.current_player
    if player is None:
        return []
    return [entry(move, player, lang) for move in game.legal_moves()]


def entry(move: Move, player: int, lang: str = DEFAULT) -> dict[str, Any]:
    """One offered move as the frame lists it: its notation, kind, card and stone, and the
    ``steps`` that choose it."""
    out: dict[str, Any] = {"move": str(move), "kind": move.kind}
    if move.card is not None and move.kind != CLAIM:
        out["card"] = ALL_CODES[move.card]
    if move.stone is not None:
        out["stone"] = move.stone
    out["steps"] = steps(move, player, lang)
    return out


def steps(move: Move, player: int, lang: str = DEFAULT) -> list[Step]:
    """The clicks that choose ``move`` for ``player``, in order (a button with its words in
    ``lang``: "End turn", "Fin du tour")."""
    kind = move.kind
    if kind == PLAY:
        assert move.card is not None
        return [{"hand": ALL_CODES[move.card]}, {"stone": move.stone}]
    if kind == CLAIM:
        return [{"stone": move.stone}]
    if kind in _BUTTONS:
        return [{"button": say(_BUTTONS[kind], lang)}]
    if kind == DRAW:
        return [{"button": say(f"schotten.button_draw_{move.draws.lower()}", lang)}]
    if kind == REC:
        drawn = ", ".join(say(f"schotten.deck_{d.lower()}", lang) for d in move.draws)
        return [{"hand": "REC"}, {"button": say("schotten.button_recruit", lang, decks=drawn)}]
    if kind == RETURN:  # each card put back, numbered in the order clicked
        return [{"hand": ALL_CODES[c], "returns": n} for n, c in enumerate(move.extra, 1)]
    assert move.card is not None and kind in (STR, BAN, TRA)
    side = player if kind == STR else 1 - player
    taken = {"table": ALL_CODES[move.card], "stone": move.stone, "side": side}
    first: list[Step] = [{"hand": kind}, taken]
    if kind == BAN:
        return first
    if move.to == DISCARD:
        return [*first, {"button": say("schotten.button_discard", lang)}]
    return [*first, {"stone": move.to}]


def unoffered(frame: dict[str, Any], move: object, lang: str = DEFAULT) -> str | None:
    """Why the board refuses ``move`` (a legal one) at ``frame``: it is not among the moves
    the frame offers; ``None`` when it is."""
    legal = frame.get("legal")
    if legal and str(move) in {m["move"] for m in legal["moves"]}:
        return None
    return say("schotten.unoffered", lang)
