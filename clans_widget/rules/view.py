"""What one viewer may see of a game: the only way bots and frames read a position.

A viewer is ``"all"`` (sees everything: for replays and teachers), a player index (sees their
own hand and their own face-down cards) or ``"spectator"`` (sees only the open table).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from ..i18n.sentence import said
from .cards import Card, deck
from .errors import IllegalMoveError
from .game import Game
from .moves import Move
from .placement import legal_moves
from .scoring import Score, score_table
from .table import Layout, Seat

Viewer = Literal["all", "spectator"] | int


def check_viewer(viewer: object, players: int) -> Viewer:
    """Return ``viewer`` if it is ``"all"``, ``"spectator"`` or a player index, else raise."""
    if viewer in ("all", "spectator"):
        return viewer  # type: ignore[return-value,unused-ignore]
    if isinstance(viewer, int) and not isinstance(viewer, bool) and 0 <= viewer < players:
        return viewer
    raise ValueError(said("arg.viewer", last=players - 1, viewer=repr(viewer)))


@dataclass(frozen=True)
class View:
    """A position as one viewer sees it. Hidden cards are simply not here: ``hands[p]`` is
    ``None`` for a hand the viewer may not see, ``face_down[seat]`` is ``None`` for a hidden
    face-down card, ``removed`` is ``None`` unless the viewer sees everything, and move
    notation hides face-down cards (``~?@Bn2``)."""

    viewer: Viewer
    names: tuple[str, ...]
    layout: Layout
    table: Mapping[Seat, Card]
    face_down: Mapping[Seat, Card | None]
    face_down_owner: Mapping[Seat, int | None]
    hands: tuple[tuple[Card, ...] | None, ...]
    hand_sizes: tuple[int, ...]
    stacks: Mapping[str, tuple[int, ...]]
    supply: tuple[int, ...]
    current_player: int | None
    moves: tuple[str, ...]
    movers: tuple[int, ...]
    removed: tuple[Card, ...] | None
    unseen: tuple[Card, ...]

    @property
    def players(self) -> int:
        """How many players the game has."""
        return self.layout.players

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.current_player is None

    def sees_hand(self, player: int) -> bool:
        """Whether this viewer may see ``player``'s hand."""
        return self.hands[player] is not None

    def legal_moves(self) -> list[Move]:
        """The legal moves of the player to move; needs a viewer who sees that hand."""
        player = self.current_player
        if player is None:
            return []
        hand = self.hands[player]
        if hand is None:
            seer = repr(self.viewer)
            raise IllegalMoveError(said("view.hidden_hand", viewer=seer, player=player))
        up = [self.table.get(s) for s in self.layout.seats]
        taken = set(self.table) | set(self.face_down)
        free = [i for i, s in enumerate(self.layout.seats) if s not in taken]
        return list(legal_moves(self.layout, up, free, hand, self.supply[player] > 0))

    def score(self) -> Score:
        """The score if the game ended now (face-up cards and shields are open to all)."""
        return score_table(self.players, self.layout.tiles, self.table, self.stacks, self.is_over)


def view(game: Game, viewer: Viewer = "all") -> View:
    """What ``viewer`` may see of ``game`` now."""
    viewer = check_viewer(viewer, game.players)
    sees_all = viewer == "all"

    def sees(owner: int | None) -> bool:
        return sees_all or (owner is not None and owner == viewer)

    face_down = game.face_down
    hands = tuple(h if sees(p) else None for p, h in enumerate(game.hands))
    shown_down = {s: (d.card if sees(d.owner) else None) for s, d in face_down.items()}
    known = set(game.table.values()) | {c for c in shown_down.values() if c is not None}
    for hand in hands:
        known.update(hand or ())
    return View(
        viewer=viewer,
        names=game.names,
        layout=game.layout,
        table=game.table,
        face_down=shown_down,
        face_down_owner={s: d.owner for s, d in face_down.items()},
        hands=hands,
        hand_sizes=tuple(len(h) for h in game.hands),
        stacks=game.stacks,
        supply=game.supply,
        current_player=game.current_player,
        moves=tuple(
            str(m) if sees(p) else m.masked() for m, p in zip(game.moves, game.movers)
        ),
        movers=game.movers,
        removed=game.removed if sees_all else None,
        unseen=tuple(c for c in deck(game.players) if c not in known and not sees_all),
    )
