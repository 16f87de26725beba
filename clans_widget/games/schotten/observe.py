"""What one viewer may see of a round: the table, counts and moves are open, hands are not.

A viewer is ``"all"`` (everything, deck order included: replays and teachers), a player
index (the table and that player's own hand) or ``"spectator"`` (the table only).
In the Tactic variants the tactic cards in a hand are hidden like the clan cards; the
tactic deck's size, the combat modes, the discard pile and how many tactic cards each
player has played are public. The cards a Recruiter returns (its ``return`` step) are shown
only to their owner; that a return is due, and how many cards, is public.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from clans_widget.i18n.sentence import said

from .cards import CODES, STONES
from .moves import REC, RETURN
from .tactic import TACTIC_CODES

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
    raise ValueError(said("schotten.viewer", viewer=repr(viewer)))


@dataclass(frozen=True)
class Observation:
    """A round as one viewer sees it. ``hands[p]`` is ``None`` for a hand the viewer may not
    see; ``deck`` (draw order) is ``None`` except for ``"all"``; ``unseen`` lists the cards
    whose place the viewer does not know (off the table and not in a hand it sees), in
    canonical order (clan cards, then tactic cards). ``sides[s][p]`` and
    ``completed_at[s][p]`` describe stone ``s + 1``; ``modes[s]`` its combat modes and
    ``values[s][p]`` what a claimed side's elite troops count as (Tactic)."""

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
    tactic_deck_size: int = 0
    tactic_deck: tuple[str, ...] | None = None
    modes: tuple[tuple[str, ...], ...] = ((),) * STONES
    values: tuple[tuple[tuple[str, ...] | None, tuple[str, ...] | None], ...] = (
        (None, None),
    ) * STONES
    discard: tuple[str, ...] = ()
    tactics_played: tuple[int, int] = (0, 0)
    jokers_played: tuple[int, int] = (0, 0)
    returns_due: int = 0
    """Cards the player to move must put back to finish a Recruiter (0: none)."""

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
    hidden = [] if viewer == "all" else list(game.tactic_deck_left)
    for held, shown in zip(game.hands, hands):
        hidden += [c for c in held if c in TACTIC_CODES and shown is None]
    hidden.sort(key=TACTIC_CODES.index)
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
        unseen=(*(c for c in CODES if c in seen), *hidden),
        current_player=game.current_player,
        claim_window=game.claim_window,
        moves=_shown_moves(game, viewer),
        movers=game.movers,
        outcome=game.outcome,
        tactic_deck_size=len(game.tactic_deck_left),
        tactic_deck=game.tactic_deck_left if viewer == "all" else None,
        modes=tuple(game.modes(s) for s in range(1, STONES + 1)),
        values=tuple((game.values(s, 0), game.values(s, 1)) for s in range(1, STONES + 1)),
        discard=game.discard,
        tactics_played=game.tactics_played,
        jokers_played=game.jokers_played,
        returns_due=game.returns_due,
    )


def _shown_moves(game: Game, viewer: Viewer) -> tuple[str, ...]:
    """The moves as ``viewer`` may read them: the cards a Recruiter returns are the mover's
    secret (they go face down under the decks)."""
    texts = game.move_texts
    if viewer == "all":
        return texts
    return tuple(
        _shown(text) if mover != viewer and text.startswith(_SECRET) else text
        for text, mover in zip(texts, game.movers)
    )


_SECRET = (f"{REC} ", f"{RETURN} ")  # the moves whose returned cards only the mover reads


def _shown(text: str) -> str:
    """A Recruiter's move or return step with the returned cards written ``?``."""
    words = text.split()
    shown = 2 if words[0] == REC else 1
    return " ".join([*words[:shown], *("?" for _ in words[shown:])])
