"""Schotten Totten's presenter: one position as one viewer's frame, for the board to draw.

Everything comes from what the viewer observes, or from what every viewer sees (the table,
the counts, the cards off the table): a side's formation and whether a stone may be claimed
are worked out from the table alone, as the rules prove claims. The player to move's legal
moves are listed, each with its notation and the clicks that choose it (:mod:`.choices`), only
for a viewer who sees that player's hand; a stone's claim is explained on request
(:mod:`.proof`). Its sentences (formations, the score, the buttons' words, moves, proofs)
are in the presenter's language, from the catalogue (:mod:`clans_widget.i18n`).
The format is described in ``docs/frames.md`` ("Schotten Totten's frame").
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from clans_widget.i18n import DEFAULT, check_language, player_names, say

from .cards import ALL_CODES, STONES, any_id
from .choices import listing, unoffered
from .formations import describe
from .game import Game
from .moves import REC, RETURN
from .observe import Observation, Viewer
from .picture import picture
from .proof import proof, proofs
from .puzzleframe import puzzle_frame
from .record import FORMAT
from .tactic import BLIND
from .verdict import best_values
from .words import advice_words, in_words, move_words

Frame = dict[str, Any]

KEYED = {"stones": "stone", "hands": "player"}
"""The frame's lists whose items are named by a key: a delta holds only the items that changed."""


class SchottenPresenter:
    """Draws Schotten Totten's positions as frames (the definition's ``presenter``), its
    sentences in ``lang`` (:meth:`speaking` gives the presenter of another language)."""

    def __init__(self, lang: str = DEFAULT) -> None:
        self.lang = check_language(lang)

    def speaking(self, lang: str) -> SchottenPresenter:
        """This presenter in ``lang`` (one per language, made once)."""
        return _presenter(lang)

    def frame(self, position: Game, viewer: Viewer) -> Frame:
        """The frame of ``position`` for ``viewer`` (:func:`frame`)."""
        return frame(position, viewer, self.lang)

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
        """A Recruiter's returned cards read ``?`` to those who may not see them."""
        return move.split(" ")[0] in (REC, RETURN) and "?" in move.split()

    def picture(self, frame: Frame, ply: int, length: int) -> str:
        """``frame`` as a small text picture in this presenter's language
        (:func:`.picture.picture`)."""
        return picture(frame, ply, length, self.lang)

    def puzzle_frame(self, frame: Frame, answer: str) -> Frame:
        """``frame`` as an open puzzle shows it (:func:`.puzzleframe.puzzle_frame`)."""
        return puzzle_frame(frame, answer)

    intents = ("explain",)
    """The requests this game's board answers (:meth:`answer`)."""

    def answer(self, kind: str, position: Game, content: dict[str, Any]) -> dict[str, Any]:
        """The answer to an ``explain`` request for ``content["stone"]`` at ``position``: the
        claim explained (:func:`~.proof.proof`), the same for every viewer."""
        if set(content) != {"kind", "stone", "line", "ply"}:
            raise ValueError("an explain request holds its stone, line and ply only")
        return proof(position, content["stone"], self.lang)

    def offline(self, position: Game) -> list[tuple[dict[str, Any], dict[str, Any]]]:
        """The ``explain`` answers a page with no kernel holds for ``position``
        (:func:`~.proof.proofs`): the same for every viewer."""
        found = proofs(position, self.lang)
        return [({"kind": "explain", "stone": stone}, shown) for stone, shown in found]

    def unoffered(self, frame: Frame, move: object) -> str | None:
        """Why a legal ``move`` sent by the front end is refused at ``frame`` (it is not among
        the moves the frame offers); ``None`` when it is offered."""
        return unoffered(frame, move, self.lang)


@functools.cache
def _presenter(lang: str) -> SchottenPresenter:
    return SchottenPresenter(lang)


def frame(game: Game, viewer: Viewer = "all", lang: str = DEFAULT) -> Frame:
    """The frame of ``game`` as it stands, for ``viewer``, its words in ``lang``."""
    seen = game.observe(viewer)
    claimable = _claimable(game)
    return {
        "game": FORMAT,
        "keyed": KEYED,
        "ply": game.ply,
        "players": 2,
        "names": list(player_names(seen.names, lang)),
        "viewer": seen.viewer,
        "variant": seen.variant,
        "stones": [
            {
                "stone": s + 1,
                "owner": seen.owners[s],
                "sides": [list(side) for side in seen.sides[s]],
                "formations": [_formation(game, s + 1, p, lang) for p in (0, 1)],
                "modes": list(seen.modes[s]),
                "values": [None if v is None else list(v) for v in seen.values[s]],
                "claimable": s + 1 in claimable,
            }
            for s in range(STONES)
        ],
        "hands": [
            {"player": p, "count": n, "cards": None if h is None else list(h)}
            for p, (h, n) in enumerate(zip(seen.hands, seen.hand_sizes))
        ],
        "deck": seen.deck_size,
        "tactic_deck": seen.tactic_deck_size,
        "discard": list(seen.discard),
        "turn": seen.current_player,
        "claim_window": seen.claim_window,
        "over": seen.is_over,
        "last": _last(seen),
        "legal": _legal(game, seen, lang),
        "score": _score(seen, lang),
    }


def _formation(game: Game, stone: int, player: int, lang: str = DEFAULT) -> str | None:
    """A complete side's formation in words (``"colour-run 7-8-9 (24)"``), else ``None``."""
    side = game.side(stone, player)
    size = game.capacity(stone)
    if len(side) < size:
        return None
    fog = ALL_CODES[BLIND] in game.modes(stone)
    values = best_values([any_id(c) for c in side], game._free, size, fog)
    return describe(values, fog, lang)


def _claimable(game: Game) -> set[int]:
    """The stones the player to move may claim now (decided from the table alone)."""
    mover = game.current_player
    if mover is None or not game.claim_window:
        return set()
    return {
        stone
        for stone in range(1, STONES + 1)
        if game.owners[stone - 1] is None
        and len(game.side(stone, mover)) >= game.capacity(stone)
        and game.claim_verdict(stone, mover).holds
    }


def _last(seen: Observation) -> dict[str, Any] | None:
    if not seen.moves:
        return None
    return {"move": seen.moves[-1], "player": seen.movers[-1]}


def _legal(game: Game, seen: Observation, lang: str = DEFAULT) -> dict[str, Any] | None:
    """The player to move's legal moves, for a viewer who sees that player's hand."""
    player = seen.current_player
    if player is None or seen.hands[player] is None:
        return None
    return {"player": player, "moves": listing(game, lang)}


def _score(seen: Observation, lang: str = DEFAULT) -> dict[str, Any]:
    """Who holds which stones and, once the round is over, who won and how."""
    held = [sum(1 for o in seen.owners if o == p) for p in (0, 1)]
    outcome = seen.outcome
    if outcome is None:
        first, second = player_names(seen.names, lang)
        text = say(
            "schotten.stones_held", lang,
            first=first, count=held[0], second=second, second_count=held[1],
        )
        return {"stones": held, "winner": None, "text": text}
    if outcome.winner is None:
        text = say("schotten.round_drawn", lang)
    else:
        reason = outcome.reason
        how = say(_HOW[reason], lang) if reason in _HOW else reason
        name = player_names(seen.names, lang)[outcome.winner]
        text = say("schotten.wins_round", lang, name=name, how=how)
    return {"stones": held, "winner": outcome.winner, "text": text}


_HOW = {
    "three-adjacent": "schotten.how_three_adjacent",
    "five-stones": "schotten.how_five_stones",
    "stalemate": "schotten.how_stalemate",
}
"""How a round was won, in the catalogue's words: three stones side by side, five stones,
or the stalemate rule (rule 12.5)."""
