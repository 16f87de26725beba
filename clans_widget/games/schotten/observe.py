"""What one viewer may see of a round: the table, counts and moves are open, hands are not.

A viewer is ``"all"`` (everything, deck order included: replays and teachers), a player
index (the table and that player's own hand) or ``"spectator"`` (the table only).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from .cards import CODES, STONES

if TYPE_CHECKING:
    from .game import Game, Outcome

Viewer = Literal["all", "spectator"] | int


def check_viewer(viewer: object) -> Viewer:
    """``viewer`` if it is ``"all"``, ``"spectator"``, 0 or 1; ``ValueError`` otherwise."""
    if viewer == "all":
        return "all"
    if viewer == "spectator":
        return "spectator"
    if isinstance(viewer, int) and not isinstance(viewer, bool) and viewer in (0, 1):
        return viewer
    raise ValueError(f"viewer must be 'all', 'spectator', 0 or 1, not {viewer!r}")


@dataclass(frozen=True)
class Observation:
    """A round as one viewer sees it. ``hands[p]`` is ``None`` for a hand the viewer may not
    see; ``deck`` (draw order) is ``None`` except for ``"all"``; ``unseen`` lists the cards
    whose place the viewer does not know (off the table and not in a hand it sees), in
    canonical order. ``sides[s][p]`` and ``completed_at[s][p]`` describe stone ``s + 1``."""

    viewer: Viewer
    variant: str
    names: tuple[str, ...]
    first: int
    sides: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]
    completed_at: tuple[tuple[int | None, int | None], ...]
    owners: tuple[int | None, ...]
    hands: tuple[tuple[str, ...] | None, ...]
    hand_sizes: tuple[int, ...]
    deck_size: int
    deck: tuple[str, ...] | None
    unseen: tuple[str, ...]
    current_player: int | None
    claim_window: bool
    moves: tuple[str, ...]
    movers: tuple[int, ...]
    outcome: Outcome | None

    @property
    def is_over(self) -> bool:
        """True once the round has a winner."""
        return self.outcome is not None


def observe(game: Game, viewer: object) -> Observation:
    """What ``viewer`` may see of ``game`` now (moves and counts are public in this game:
    every card played is face up and the draws are never written)."""
    viewer = check_viewer(viewer)
    hands = tuple(h if viewer in ("all", p) else None for p, h in enumerate(game.hands))
    seen = set(game.off_table) if viewer != "all" else set()
    for hand in hands:
        seen.difference_update(hand or ())
    return Observation(
        viewer=viewer,
        variant=game.variant,
        names=game.names,
        first=game.first,
        sides=tuple((game.side(s, 0), game.side(s, 1)) for s in range(1, STONES + 1)),
        completed_at=tuple(
            (game.completed_at(s, 0), game.completed_at(s, 1)) for s in range(1, STONES + 1)
        ),
        owners=game.owners,
        hands=hands,
        hand_sizes=game.hand_sizes,
        deck_size=len(game.deck_left),
        deck=game.deck_left if viewer == "all" else None,
        unseen=tuple(c for c in CODES if c in seen),
        current_player=game.current_player,
        claim_window=game.claim_window,
        moves=tuple(str(m) for m in game.moves),
        movers=game.movers,
        outcome=game.outcome,
    )
