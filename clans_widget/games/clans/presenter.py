"""Clans and Glory's presenter: for one position and one viewer, everything its board draws.

This is the only module that knows both Clans and Glory's rules and its board's needs. A frame
is built from a :class:`~clans_widget.rules.view.View`, so it can hold nothing its viewer may
not see; the envelope around it (a line's frames, deltas, the move tree) is the core's
(:mod:`clans_widget.core.frames`). The format is described in ``docs/frames.md``.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from ...core.frames import Frame
from ...i18n import DEFAULT, check_language, listed, player_names, say
from ...rules import Game, Move, Score, TileScore
from ...rules.placement import Match, matches
from ...rules.record import FORMAT
from ...rules.view import View, Viewer, view
from .words import advice_words, in_words, match_words, move_words, seat_table

KEYED = {"seats": "seat", "hands": "player", "score.tiles": "tile"}
"""The frame's lists whose items are named by a key: a delta holds only the items that changed."""


class ClansPresenter:
    """Draws Clans and Glory's positions as frames (the definition's ``presenter``), its
    sentences in ``lang`` (:meth:`speaking` gives the presenter of another language)."""

    def __init__(self, lang: str = DEFAULT) -> None:
        self.lang = check_language(lang)

    def speaking(self, lang: str) -> ClansPresenter:
        """This presenter in ``lang`` (one per language, made once)."""
        return _presenter(lang)

    def frame(self, position: Game, viewer: Viewer) -> Frame:
        """The frame of ``position`` for ``viewer`` (:func:`frame`)."""
        return frame(position, viewer, self.lang)

    def reasons(self, position: Game, viewer: Viewer, card: str) -> dict[str, str]:
        """Why ``card`` may go on each seat it lights (:func:`seat_reasons`)."""
        return seat_reasons(position, viewer, card, self.lang)

    def say(self, move: str, player: int, names: Sequence[str]) -> str:
        """``move`` (as a viewer sees it) in words (:func:`.words.move_words`)."""
        return move_words(move, player, player_names(names, self.lang), self.lang)

    def advise(self, move: str) -> str:
        """``move`` as advice, in words (:func:`.words.advice_words`)."""
        return advice_words(move, self.lang)

    def words_in(self, text: str) -> str:
        """``text`` with the notation it holds said in words (:func:`.words.in_words`)."""
        return in_words(text, self.lang)

    def withholds(self, move: str) -> bool:
        """A card placed face down is masked as ``~?@Bn2`` for those who may not see it."""
        return move.startswith("~?")

    def puzzle_frame(self, frame: Frame, answer: str) -> Frame:
        """``frame`` as an open puzzle answered by ``answer`` shows it (:func:`puzzle_frame`)."""
        return puzzle_frame(frame, answer, self.lang)


@functools.cache
def _presenter(lang: str) -> ClansPresenter:
    return ClansPresenter(lang)


def frame(game: Game, viewer: Viewer = "all", lang: str = DEFAULT) -> Frame:
    """The frame of ``game`` as it stands, for ``viewer``. The moves that led here and their
    comments are not in it: they go once, in the tree of the line (:func:`move_tree`)."""
    seen = view(game, viewer)
    names = player_names(seen.names, lang)
    return {
        "game": FORMAT,
        "keyed": KEYED,
        "ply": game.ply,
        "players": seen.players,
        "names": list(names),
        "viewer": seen.viewer,
        "tiles": list(seen.layout.tiles),
        "seats": _seats(seen),
        "stacks": {t: list(s) for t, s in seen.stacks.items()},
        "supply": list(seen.supply),
        "hands": [
            {"player": p, "count": n, "cards": None if h is None else [str(c) for c in h]}
            for p, (h, n) in enumerate(zip(seen.hands, seen.hand_sizes))
        ],
        "turn": seen.current_player,
        "over": seen.is_over,
        "last": _last(seen),
        "legal": _legal(seen, lang),
        "score": score_frame(seen.score(), names, lang),
        "seat_words": seat_table(seen.players, lang),
    }


def puzzle_frame(frame: Frame, answer: str, lang: str = DEFAULT) -> Frame:
    """``frame`` as a puzzle not yet answered shows it: no ``score`` (it says who takes each
    rank group and who wins) and no legal moves (they say where a card may go).

    A puzzle answered by a move (``answer`` ``"move"``) keeps the mover's hand pickable: its
    ``legal`` lists every free seat for every card of that hand, with no reasons, no face-down
    rule, and ``"open": true``; the front end lights them all and Python judges the move placed.
    Other puzzles get ``legal`` null. Nothing here is computed from the legal moves or the score.
    """
    out = {**frame, "score": None, "legal": None}
    legal = frame.get("legal")
    if answer != "move" or legal is None:
        return out
    player = legal["player"]
    hand = next(h["cards"] for h in frame["hands"] if h["player"] == player) or []
    free = [s["seat"] for s in frame["seats"] if s["card"] is None and not s["down"]]
    shield = frame["supply"][player] > 0
    out["legal"] = {
        "player": player,
        "shield": shield,
        "face_down": False,
        "open": True,
        "moves": _pattern(shield),
        "reason": say("clans.reason_open", lang),
        "cards": {card: [{"seat": seat} for seat in free] for card in hand},
    }
    return out


def _seats(seen: View) -> list[dict[str, Any]]:
    out = []
    for seat in seen.layout.seats:
        down = seat in seen.face_down
        card = seen.face_down[seat] if down else seen.table.get(seat)
        out.append(
            {
                "seat": str(seat),
                "tile": seat.tile,
                "row": seat.row,
                "pos": seat.pos,
                "card": None if card is None else str(card),
                "down": down,
            }
        )
    return out


def _last(seen: View) -> dict[str, Any] | None:
    if not seen.moves:
        return None
    text = seen.moves[-1]
    seat = text.split("@")[1].rstrip("+")
    return {"move": text, "player": seen.movers[-1], "seat": seat, "tile": seat[0]}


OPEN_REASON = say("clans.reason_open")
"""Why every free seat is lit in a puzzle answered by a move, before it is answered (English)."""


def _pattern(shield: bool, face_down: bool = False) -> dict[str, str]:
    """The moves to send for a card on a seat, ``{card}`` and ``{seat}`` filled in by the
    front end, which never writes notation itself (that of :class:`~clans_widget.rules.Move`:
    ``6g@Cn2``, ``6g@Cn2+``, ``~6g@Cn2``): one pattern for every seat, lit or not (Python's
    refusal says why an unlit one is no move). ``shield_move`` only when a shield may go too
    (shields are allowed on every seat or on none)."""
    down = "~" if face_down else ""
    out = {"move": f"{down}{{card}}@{{seat}}"}
    if shield:
        out["shield_move"] = f"{down}{{card}}@{{seat}}+"
    return out


FACE_DOWN_REASON = say("clans.reason_face_down")
"""Why every free seat is lit when the mover must play face down (English)."""


def _legal(seen: View, lang: str = DEFAULT) -> dict[str, Any] | None:
    """The moves of the player to move, when the viewer sees their hand: for each card of the
    hand, every legal seat with the cards that make it legal (``by``; face down, one
    ``reason`` for all); the move to send comes from ``moves``, a pattern. Kept small, as the
    legal moves cross with every new position: why a seat is legal, in words, is asked for
    one card at a time (:func:`seat_reasons`)."""
    player = seen.current_player
    if player is None or not seen.sees_hand(player):
        return None
    moves = seen.legal_moves()
    hand = seen.hands[player] or ()
    face_down = bool(moves) and moves[0].face_down
    cards: dict[str, list[dict[str, Any]]] = {str(c): [] for c in hand}
    for move, found in _placements(seen, moves):
        entry: dict[str, Any] = {"seat": str(move.seat)}
        if not face_down:  # why it is legal: each matching card's seat, and how it matches
            entry["by"] = {str(m.seat): _how(m) for m in found}
        cards[str(move.card)].append(entry)
    shield = seen.supply[player] > 0
    legal: dict[str, Any] = {
        "player": player,
        "shield": shield,
        "face_down": face_down,
        "moves": _pattern(shield, face_down),
        "cards": cards,
    }
    if face_down:
        legal["reason"] = say("clans.reason_face_down", lang)
    return legal


def _placements(seen: View, moves: Sequence[Move]) -> list[tuple[Move, list[Match]]]:
    """Each move without a shield, with the face-up cards that make it legal (none face down)."""
    layout = seen.layout
    up = [seen.table.get(s) for s in layout.seats]
    return [
        (move, [] if move.face_down else matches(layout, up, move.card, layout.index[move.seat]))
        for move in moves
        if not move.shield
    ]


def seat_reasons(game: Game, viewer: Viewer, card: str, lang: str = DEFAULT) -> dict[str, str]:
    """Why ``card`` may go on each seat it lights in ``viewer``'s frame of ``game``, in words
    ("matches the green 4 on B north 1 by colour and the red 3 opposite on B south 2 by rank"):
    empty when the
    viewer does not see the mover's hand, the card is not in it, or it goes face down (the
    frame's one ``reason`` says why then)."""
    seen = view(game, viewer)
    player = seen.current_player
    if player is None or not seen.sees_hand(player):
        return {}
    chosen = [m for m in seen.legal_moves() if str(m.card) == card and not m.face_down]
    return {
        str(move.seat): match_words(list({m.seat: m for m in found}.values()), lang)
        for move, found in _placements(seen, chosen)
    }


def _how(match: Match) -> str:
    """How a card matches (``by``, for ``cg-match``): ``"colour"``, ``"rank"``, or either
    followed by ``" opposite"`` for the seat across."""
    return match.by + (" opposite" if match.where == "opposite" else "")


def score_frame(score: Score, names: Sequence[str], lang: str = DEFAULT) -> dict[str, Any]:
    """A score as frame data, with a sentence that says who wins and why."""
    return {
        "final": score.final,
        "points": list(score.points),
        "cards": list(score.cards),
        "winners": list(score.winners),
        "decided_by": score.decided_by,
        "tiles": [tile_frame(t) for t in score.tiles],
        "text": result_text(score, names, lang),
    }


def tile_frame(tile: TileScore) -> dict[str, Any]:
    """One tile's scoring as frame data: its stack and who takes each rank group."""
    return {
        "tile": tile.tile,
        "shields": list(tile.shields),
        "groups": [
            {
                "rank": g.rank,
                "cards": [str(c) for c in g.cards],
                "taker": g.taker,
                "shield": g.shield,
                "points": g.points,
            }
            for g in tile.groups
        ],
        "unused_shields": list(tile.unused_shields),
    }


def forecast(game: Game, move: Move, lang: str = DEFAULT) -> dict[str, Any]:
    """The stack forecast of the tile ``move`` goes to, after it, with and without a shield
    (``None`` when the mover has no shield left), for the front end's preview."""
    after: dict[str, dict[str, Any] | None] = {}
    for form, shield in (("plain", False), ("shield", True)):
        if shield and not game.supply[game.current_player or 0]:
            after[form] = None
            continue
        trial = game.copy()
        trial.play(Move(move.card, move.seat, move.face_down, shield))
        after[form] = tile_frame(next(t for t in trial.score().tiles if t.tile == move.seat.tile))
    down = "_down" if move.face_down else ""
    labels = {
        "plain": say(f"clans.after{down}", lang, card=str(move.card)),
        "shield": say(f"clans.after{down}_shield", lang, card=str(move.card)),
    }
    return {"move": str(move), "tile": move.seat.tile, **after, "labels": labels}


def result_text(score: Score, names: Sequence[str], lang: str = DEFAULT) -> str:
    """Who wins (or would, if the game ended now), in one sentence."""
    who = [names[p] for p in score.winners]
    best = score.points[score.winners[0]]
    if best == 0:
        return say("clans.nobody_took" if score.final else "clans.nobody_leads", lang)
    counts = {
        "points": say("clans.points_count", lang, count=best),
        "cards": say("game.card_count", lang, count=score.cards[score.winners[0]]),
    }
    if score.decided_by in ("points", "cards"):
        wins = f"clans.{'wins' if score.final else 'would_win'}_{score.decided_by}"
        return say(wins, lang, name=who[0], **counts)
    shared = "clans.share" if score.final else "clans.would_share"
    return say(shared, lang, names=listed(who, lang), **counts)


def counted(n: int, noun: str) -> str:
    """``n`` and the noun, plural unless ``n`` is 1: ``'1 card'``, ``'3 cards'``."""
    return f"{n} {noun}{'' if n == 1 else 's'}"
