"""A review of a Schotten Totten line: every step of it estimated and marked by the win share
it gave away against the mover's best move (the marks and thresholds of
:mod:`clans_widget.core.analysis`: ``?!``, ``?``, ``??``).

Each step is estimated from its mover's information: the hand they held and the open table,
never the rival's hand or the decks. A review made for a player or a spectator goes further:
it may use only what that viewer knew. Their own steps are estimated as above; a rival's step
is estimated in the round dealt again from the viewer's information after that step
(:mod:`..bots.redeal`: the rival's hand as it might have been, holding the card played), and
its better move is withheld when it would play a card of that guessed hand. Every random draw
comes from the seed asked for and the viewer's information, so two rounds that differ only in
cards the viewer never saw get the same review.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from clans_widget.i18n.sentence import said

from ....core.analysis import SYMBOLS, Share, entry_dict, mark
from ....core.halving import order, settle
from ..bots.redeal import deal_again
from ..game import Game
from ..moves import PLAY, RETURN, RUSE_KINDS, Move
from ..observe import Viewer, check_viewer
from ..tactic import BANSHEE, RECRUITER, STRATEGIST, TRAITOR
from .reasons import move_reason
from .search import check_budget, check_seed, estimates, measure

_RUSE_CARD = {"REC": RECRUITER, "STR": STRATEGIST, "BAN": BANSHEE, "TRA": TRAITOR}


@dataclass(frozen=True)
class ReviewEntry:
    """One reviewed step: ``move`` as the review's viewer reads it, its ``mark`` (and the
    ``symbol`` a move list writes after it), the win share it gave away (``loss``), its
    estimate and the best move's (``win``, ``best``; ``None`` for a forced step), the best
    move when the step was not the best (``better``, with its ``reason``), and ``withheld``
    when the better move is kept from the viewer (it would name a card of a guessed hand)."""

    ply: int
    player: int
    move: str
    mark: str
    loss: float
    win: Share | None
    best: Share | None
    better: str | None
    reason: str
    withheld: bool = False

    @property
    def symbol(self) -> str:
        """``"?!"``, ``"?"`` or ``"??"`` (``""`` for a good or best step)."""
        return SYMBOLS[self.mark]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready values (the core's :func:`~clans_widget.core.analysis.entry_dict`, the
        symbol after the mark)."""
        return entry_dict(self, symbol=True)


@dataclass(frozen=True)
class LineReview:
    """A reviewed line, made for ``viewer`` (``"all"``: every step from its mover's own
    information), with the budget per step and the seed."""

    viewer: Viewer
    iterations: int
    seed: int | None
    entries: tuple[ReviewEntry, ...]

    @property
    def made_for(self) -> Viewer:
        """Whose board may show it: ``"all"``, or the player or spectator it was made for."""
        return self.viewer

    def shows_to(self, board: object) -> bool:
        """Whether a board that shows the round to ``board`` may show this review: a board
        that shows everything shows any; another only a review made for its own viewer."""
        return board == "all" or self.viewer == board

    def marked(self) -> list[str]:
        """The line's steps as a move list writes them, each with its symbol (``7r@5?``)."""
        return [e.move + e.symbol for e in self.entries]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready values."""
        return {
            "format": "schotten-totten-review",
            "for": self.viewer,
            "iterations": self.iterations,
            "seed": self.seed,
            "entries": [e.to_dict() for e in self.entries],
        }


def review(
    game: Game,
    viewer: object = None,
    *,
    iterations: int = 200,
    seed: int | None = None,
    first: int = 0,
    progress: Callable[[int, int], object] | None = None,
) -> LineReview:
    """Every step of ``game``'s line (its moves from the deal), marked. ``viewer`` ``None`` or
    ``"all"``: each step from its mover's information; a player or ``"spectator"``: from what
    that viewer knew (see the module docstring). ``iterations`` per step (the played step
    may get up to as many again). ``ValueError`` (nothing changes) for a wrong round,
    viewer, budget or seed. ``first`` skips the steps before it (they get no entry).
    ``progress(done, total)`` is called before the first step reviewed and after each."""
    if not isinstance(game, Game):
        raise ValueError(said("analysis.review_needs_round", kind=type(game).__name__))
    who: Viewer = "all" if viewer is None else check_viewer(viewer)
    check_budget(iterations, None)
    check_seed(seed)
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first <= game.ply:
        raise ValueError(said("analysis.first", last=game.ply, first=repr(first)))
    shown = game.observe(who).moves
    entries = []
    total = game.ply - first
    if progress is not None:
        progress(0, total)
    for ply, mover in enumerate(game.movers):
        if ply < first:
            continue
        position, played = _before(game, ply, who, mover)
        ply_seed = None if seed is None else random.Random(f"{seed}:{ply}").getrandbits(32)
        entries.append(
            _entry(
                position,
                played,
                ply,
                shown[ply],
                iterations,
                ply_seed,
                who != "all" and who != mover,
            )
        )
        if progress is not None:
            progress(ply + 1 - first, total)
    return LineReview(who, iterations, seed, tuple(entries))


def _at(game: Game, ply: int) -> Game:
    position = game.copy()
    while position.ply > ply:
        position.undo()
    return position


def _before(game: Game, ply: int, who: Viewer, mover: int) -> tuple[Game, Move]:
    """The round before step ``ply`` as the review may know it, and the step played there:
    the real round for the mover's own review, else the round dealt again from ``who``'s
    information just after the step."""
    if who in ("all", mover):
        return _at(game, ply), game.moves[ply]
    dealt = deal_again(_at(game, ply + 1), who)
    return dealt.before(ply), dealt.start.moves[ply]


def _entry(
    position: Game,
    played: Move,
    ply: int,
    text: str,
    iterations: int,
    seed: int | None,
    guessed: bool,
) -> ReviewEntry:
    mover = position.current_player
    assert mover is not None
    if len(position.legal_moves()) == 1:
        return ReviewEntry(ply, mover, text, "best", 0.0, None, None, None, "")
    key = played
    measured = measure(position, mover, iterations, None, seed, also=key)
    settle(measured, key, iterations, None)
    found = {e.move: e for e in estimates(measured, None)}
    top_key = order(measured)[0]
    top, this = found[str(top_key)], found[str(key)]
    loss = max(0.0, top.win.mean - this.win.mean)
    marked = mark(loss)
    if marked == "best":
        return ReviewEntry(ply, mover, text, marked, loss, this.win, top.win, None, "")
    hidden = top_key.kind == RETURN or _hand_card(top_key) not in (None, _hand_card(played))
    if guessed and hidden:
        return ReviewEntry(ply, mover, text, marked, loss, this.win, top.win, None, "", True)
    reason = move_reason(position.observe(mover), top_key)
    return ReviewEntry(ply, mover, text, marked, loss, this.win, top.win, str(top_key), reason)


def _hand_card(move: Move) -> int | None:
    """The card of the mover's hand ``move`` plays, if any."""
    if move.kind == PLAY:
        return move.card
    return _RUSE_CARD[move.kind] if move.kind in RUSE_KINDS else None
