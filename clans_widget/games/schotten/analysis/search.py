"""The moves of a Schotten Totten round estimated from one player's information, by the
core's search (:class:`~clans_widget.core.ismcts.Search`, measured by sequential halving,
:mod:`clans_widget.core.halving`). The search weighs at most :data:`WIDTH` moves at the root:
every claim, draw, ``end`` and ``pass``, then the plays the greedy bot ranks best.

Base and Expert rounds are searched on :class:`~..bots.state.SearchState`, made from the
player's observation alone; Tactic rounds on the engine's round, whose hidden cards every
iteration deals again from the player's observation (:mod:`.tactic_state`). Either way the
search reads nothing the player may not see.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from clans_widget.i18n.numbers import in_every_language
from clans_widget.i18n.sentence import Given, hidden_hand, said

from ....core import ismcts
from ....core.analysis import Estimate, wilson
from ....core.halving import Measured, halve, order
from ..bots import EXPLORATION, formation_key, off_table, weighable
from ..bots.state import SchottenAnalyst, SearchState
from ..game import Game
from ..moves import CLAIM, DRAW, END, PASS, Move
from ..observe import Observation, check_viewer
from .reasons import move_reason
from .tactic_state import TacticAnalyst, search_moves

MAX_ITERATIONS = 1_000_000
MAX_SECONDS = 600.0


def check_budget(iterations: object, seconds: object) -> None:
    """``ValueError`` unless exactly one of ``iterations`` (a whole number from 1 to
    ``MAX_ITERATIONS``) and ``seconds`` (above 0, at most ``MAX_SECONDS``) is given."""
    if (iterations is None) == (seconds is None):
        raise ValueError(said("analysis.one_budget"))
    if iterations is not None and (
        isinstance(iterations, bool)
        or not isinstance(iterations, int)
        or not 1 <= iterations <= MAX_ITERATIONS
    ):
        raise ValueError(said("analysis.iterations", most=Given(in_every_language(MAX_ITERATIONS))))
    if seconds is not None and (
        isinstance(seconds, bool)
        or not isinstance(seconds, int | float)
        or not 0 < seconds <= MAX_SECONDS
    ):
        raise ValueError(said("bots.seconds_most", most=f"{MAX_SECONDS:g}"))


def check_seed(seed: object) -> None:
    """``ValueError`` unless ``seed`` is ``None`` or a whole number."""
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise ValueError(said("analysis.seed", seed=repr(seed)))


def mover_of(game: object, viewer: object = None) -> int:
    """The player to move in ``game``, whose information an analysis uses; ``ValueError``
    for anything but a round, a round that is over, or a viewer other than that player (or
    ``"all"``, who may ask for the mover's analysis)."""
    if not isinstance(game, Game):
        raise ValueError(said("analysis.needs_round", kind=type(game).__name__))
    mover = game.current_player
    if mover is None:
        raise ValueError(said("analysis.round_over"))
    who = check_viewer(mover if viewer is None else viewer)
    if who != "all" and who != mover:
        raise ValueError(hidden_hand(game.names, who, mover))
    return mover


def measure(
    game: Game,
    mover: int,
    iterations: int | None,
    seconds: float | None,
    seed: int | None,
    stop: Callable[[], bool] | None = None,
    also: Move | None = None,
) -> Measured:
    """The search of ``game`` from ``mover``'s information, the moves :func:`widest` keeps
    (and ``also``) measured."""
    rng = random.Random(seed)
    search: ismcts.Search[Any, Move, Move]
    moves = widest(game, mover, also)
    if game.tactic:
        search = ismcts.Search(
            TacticAnalyst(), game.copy(), mover, {m: m for m in moves}, rng, stop, EXPLORATION
        )
    else:
        state = SearchState(game.observe(mover))
        search = ismcts.Search(
            SchottenAnalyst(), state, mover, {m: m for m in moves}, rng, stop, EXPLORATION
        )
    return halve(search, iterations, seconds)


WIDTH = 12
"""How many moves a search weighs at the root, at most (claims, draws and the end of a turn
always; then the plays ranked as the greedy bot ranks them, then the rest)."""


def widest(game: Game, mover: int, also: Move | None = None) -> list[Move]:
    """The moves a search weighs at the root, in the engine's order: every claim,
    draw, ``end`` and ``pass``, then the best plays by
    :func:`~..bots.formation_key` (clan cards on clan-only sides), then the others, up to
    :data:`WIDTH` in all; and ``also`` (the step a review weighs)."""
    moves = search_moves(game) if game.tactic else game.legal_moves()
    if len(moves) <= WIDTH:
        return moves
    seen = game.observe(mover)
    sure = [m for m in moves if m.kind in (CLAIM, DRAW, END, PASS)]
    rest = [m for m in moves if m not in sure]
    clan = [m for m in rest if weighable(seen, mover, m)]
    free = off_table(seen)
    clan.sort(key=lambda m: formation_key(seen, mover, m, free), reverse=True)
    ranked = clan + [m for m in rest if m not in clan]
    chosen = {*sure, *ranked[: max(0, WIDTH - len(sure))]}
    if also is not None:
        chosen.add(also)
    return [m for m in moves if m in chosen] + (
        [also] if also is not None and also not in moves else []
    )


def estimates(measured: Measured, seen: Observation | None) -> list[Estimate[str]]:
    """Every root move as an estimate, best first (see :func:`~clans_widget.core.halving.order`),
    each with its reason in words when ``seen`` (the mover's observation) is given."""
    search = measured.search
    out = []
    for key in order(measured):
        node = search.root.children[key]
        reason = "" if seen is None else move_reason(seen, key)
        out.append(
            Estimate(
                str(key),
                wilson(node.reward, node.visits),
                node.points / node.visits,
                node.visits,
                reason,
            )
        )
    return out


def analyse(
    game: Game,
    viewer: object = None,
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    seed: int | None = None,
    stop: Callable[[], bool] | None = None,
) -> list[Estimate[str]]:
    """The moves of the player to move the search weighs, best first, estimated from that
    player's information (``viewer``: that player, the default, or ``"all"``; the search
    deals the cards they cannot see as they might be). Give one budget: ``iterations`` (the
    same seed gives the same list) or ``seconds``. ``ValueError`` (and nothing changes) for
    a round that is over, a viewer who cannot see the mover's hand, or a wrong budget or
    seed."""
    mover = mover_of(game, viewer)
    check_budget(iterations, seconds)
    check_seed(seed)
    return estimates(measure(game, mover, iterations, seconds, seed, stop), game.observe(mover))
