"""What each click chooses: every move the board offers, as the steps a person clicks through.

The front end holds no rules and reads no notation: each legal move comes with its ``steps``,
the things clicked in order (a hand card, a stone, a card on the table, a button with its
words), and the front end sends the move whose steps were all clicked. A Recruiter is offered
only with returns the mover already holds: its notation names the returned cards before the
draw, so a return of a card still in a deck would show the deck to whoever reads the list. It
is listed once per choice of draws, with the cards it may return (``returns``), not once per
ordered pair of them (up to 270 entries, 50 kB): the front end (js/games/schotten/play.ts)
expands each into its moves, the returned cards' codes after the draws.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from .cards import ALL_CODES
from .moves import BAN, CLAIM, DISCARD, DRAW, END, PASS, PLAY, REC, STR, TRA, Move
from .tactic import RECRUITER

if TYPE_CHECKING:
    from .game import Game

Step = dict[str, Any]

_DECKS = {"C": "clan", "T": "tactic"}
_BUTTONS = {END: "End turn", PASS: "Pass"}


def offered(game: Game) -> list[Move]:
    """The legal moves of the player to move that the board offers by clicks (all but a
    Recruiter returning a card not yet drawn)."""
    player = game.current_player
    if player is None:
        return []
    held = Counter(game._hands[player])
    held[RECRUITER] -= 1
    return [m for m in game.legal_moves() if m.kind != REC or _holds(held, m.extra)]


def _holds(held: Counter[Any], cards: tuple[Any, ...]) -> bool:
    return all(held[c] >= n for c, n in Counter(cards).items())


def listing(game: Game) -> list[dict[str, Any]]:
    """The offered moves as the frame lists them (:func:`entry`), a Recruiter's once per
    choice of draws (:func:`recruits`)."""
    player = game.current_player
    if player is None:
        return []
    out: list[dict[str, Any]] = []
    drawn: set[str] = set()
    for move in offered(game):
        if move.kind != REC:
            out.append(entry(move, player))
        elif move.draws not in drawn:
            drawn.add(move.draws)
            out.append(recruits(game, move))
    return out


def recruits(game: Game, move: Move) -> dict[str, Any]:
    """The Recruiters drawing as ``move`` does, as one entry: its notation and steps up to the
    draws, and ``returns``: how many cards it puts back and the cards of the hand it may put
    back (in the hand's order; each Recruiter move puts back ``count`` of them, in the order
    clicked, its notation the entry's followed by their codes)."""
    player = game.current_player
    assert player is not None
    held = list(game._hands[player])
    held.remove(RECRUITER)
    return {
        "move": f"{REC} {move.draws}",
        "kind": REC,
        "steps": steps(move, player),
        "returns": {"count": len(move.extra), "from": [ALL_CODES[c] for c in held]},
    }


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
    if kind == REC:  # then the cards it returns, expanded by the front end (`recruits`)
        drawn = ", ".join(_DECKS[d] for d in move.draws)
        return [{"hand": "REC"}, {"button": f"Draw {drawn}"}]
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
    listed = {m["move"]: m for m in legal["moves"]} if legal else {}
    if str(move) in listed or (isinstance(move, Move) and _recruited(listed, move)):
        return None
    return (
        "the board offers no such move: a move is chosen among those the board lists "
        "(a Recruiter returns only cards already in hand)"
    )


def _recruited(listed: dict[str, dict[str, Any]], move: Move) -> bool:
    """Whether ``move`` is a Recruiter of a listed entry (:func:`recruits`), returning cards
    it lists."""
    if move.kind != REC:
        return False
    entry = listed.get(f"{REC} {''.join(sorted(move.draws))}")
    back = entry and entry.get("returns")
    if not back or len(move.extra) != back["count"]:
        return False
    return _holds(Counter(back["from"]), tuple(ALL_CODES[c] for c in move.extra))
