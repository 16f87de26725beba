"""A review of a recorded game: every move analysed and marked by the win share it gave away.

Marks, by ``loss`` (the best move's estimated win share minus the played move's, both for
the player who moved; see :data:`~clans_widget.rules.review.MARKS`):

| mark | loss |
|---|---|
| ``best`` | at most 0.02: as good as the best, within the estimates' noise |
| ``good`` | at most 0.05 |
| ``inaccuracy`` | at most 0.10 |
| ``mistake`` | at most 0.20 |
| ``blunder`` | more than 0.20 |
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .analysis_reasons import move_reason
from .analysis_search import (
    MoveEstimate,
    analysis_view,
    check_seed,
    estimates,
    run_search,
)
from .analysis_viewer import review_for_viewer
from .bots.budget import check_budget
from .bots.position import fast_move
from .core.halving import settle
from .i18n.sentence import said
from .rules import Move, Record
from .rules.review import Review, ReviewEntry, mark
from .rules.view import View, Viewer, check_viewer


def review(
    record: Record,
    viewer: Viewer | None = None,
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    seed: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> Review:
    """Analyse every move of ``record``'s main line (see :func:`analyse`) and mark it. By
    default each move is analysed from its mover's information; ``viewer="all"`` knows every
    card; both are made for ``"all"``, a board that shows everything. A player index or
    ``"spectator"`` gets a review made for that viewer, every move estimated from what they
    knew when it was made (:func:`~clans_widget.analysis_viewer.review_for_viewer`: no seed,
    budget or bounds in it, whole percents). ``iterations`` or ``seconds`` is the budget per
    move (the played move may get up to as much again, to match the best move's playouts);
    with iterations, the same seed gives the same review. ``progress(done, total)`` is called
    before the first move and after each."""
    if not isinstance(record, Record):
        raise ValueError(said("analysis.needs_record", kind=type(record).__name__))
    check_budget(iterations, seconds)
    check_seed(seed)
    game = record.game(0)
    if viewer is not None:
        check_viewer(viewer, game.players)
    if viewer is not None and viewer != "all":
        return review_for_viewer(record, viewer, iterations, seconds, seed, progress)
    moves = record.game().moves
    if progress is not None:
        progress(0, len(moves))
    entries = []
    for ply, played in enumerate(moves):
        player = game.current_player
        assert player is not None
        ply_seed = None if seed is None else random.Random(f"{seed}:{ply}").getrandbits(32)
        seen = analysis_view(game, "all" if viewer == "all" else player)
        measured = run_search(seen, iterations, seconds, ply_seed)
        settle(measured, fast_move(seen, played), iterations, seconds)
        entries.append(_entry(ply, seen, played, estimates(measured, reasons=False)))
        game.play(played)
        if progress is not None:
            progress(ply + 1, len(moves))
    return Review(tuple(entries), viewer, iterations, seconds, seed)


def _entry(ply: int, seen: View, played: Move, found: list[MoveEstimate]) -> ReviewEntry:
    player = seen.current_player
    assert player is not None
    top = found[0]
    this = next(e for e in found if e.move == played)
    loss = max(0.0, top.win.mean - this.win.mean)
    marked = mark(loss)
    better = None if marked == "best" else str(top.move)
    reason = "" if better is None else move_reason(seen, top.move)
    return ReviewEntry(ply, player, str(played), marked, loss, this.win, top.win, better, reason)
