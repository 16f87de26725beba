"""The Hint button's answer: the best move for the player to move, from that player's view.

Plain Python over :func:`~clans_widget.analysis.analyse`; no widget imports. The hint is
worked out from what the player to move may see (their own hand, the open table), whoever
asks: a teacher's board that shows every hand gets the hint the mover would get, and the
hint names only the mover's own card.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .analysis import analyse
from .i18n.sentence import said
from .rules import Game

HINT_ITERATIONS = 1000
"""The search budget of one hint: well under a second on a busy two-core machine, and reproducible
with a seed."""


def best_move_hint(
    game: Game,
    *,
    line: int,
    ply: int,
    iterations: int = HINT_ITERATIONS,
    seed: int | None = None,
    stop: Callable[[], bool] | None = None,
) -> dict[str, Any]:
    """The best move of the player to move in ``game``, analysed from that player's
    information, as the ``hint`` trait holds it: where it was asked (``line``, ``ply``), who
    moves (``player``), the move in notation and in parts (``card``, ``seat``, ``shield``,
    ``face_down``), what it does to the stack forecast (``reason``) and its win share
    (``win``: ``mean``, ``low``, ``high``). With ``stop``, the search asks it before every
    iteration and ends with :class:`~.bots.budget.Stopped` once it answers true: a hint
    nobody waits for any more stops at once, with no result."""
    mover = game.current_player
    if mover is None:
        raise ValueError(said("analysis.hint_over"))
    best = analyse(game, mover, iterations=iterations, seed=seed, stop=stop)[0]
    move = best.move
    return {
        "line": line,
        "ply": ply,
        "player": mover,
        "move": str(move),
        "card": str(move.card),
        "seat": str(move.seat),
        "shield": move.shield,
        "face_down": move.face_down,
        "reason": best.reason,
        "win": best.win.to_dict(),
    }
