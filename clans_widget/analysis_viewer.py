"""A review made for one viewer: every move estimated from what that viewer knew when it was
made, so that it tells them nothing a hidden card decides (issue 17, the twin-deal rule).

- The viewer's own move is analysed from their view then, as a hint is: the search deals the
  hands they cannot see as they might be.
- Another player's move is analysed from ``SAMPLES`` hands dealt to that player from the
  cards the viewer could not see, each holding the card played (or, for a card placed face
  down, no card that fitted face up) and no card the mover was seen not to hold (see
  :func:`~clans_widget.bots.expert.forbidden_cards`); the estimates are averaged. Its better
  move is given only when it places the card played; otherwise it is withheld, since it would
  name a card of a guessed hand.

Every random draw is seeded from the public position alone (and the seed asked for), so two
games that differ only in cards the viewer never saw give the same bytes. The review keeps no
seed, budget or interval bounds, and its shares are whole percents
(:func:`~clans_widget.rules.review.viewer_review`).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
from collections import Counter
from collections.abc import Callable

from .analysis_reasons import move_reason
from .analysis_search import MoveEstimate, estimates, run_search
from .bots.expert import fitting_cards, forbidden_cards
from .bots.position import fast_move
from .core.halving import settle
from .rules import Card, Move, Record, Seat
from .rules.review import Review, ReviewEntry, WinShare, viewer_review
from .rules.view import View, Viewer, view

SAMPLES = 3
"""Hands dealt to a mover whose hand the viewer cannot see; the budget is shared among them."""


def review_for_viewer(
    record: Record,
    viewer: Viewer,
    iterations: int | None,
    seconds: float | None,
    seed: int | None,
    progress: Callable[[int, int], object] | None = None,
) -> Review:
    """The review of ``record``'s main line made for ``viewer`` (a player index or
    ``"spectator"``; see the module docstring). The budget and ``seed`` are checked by the
    caller, :func:`~clans_widget.analysis.review`."""
    game = record.game(0)
    moves = record.game().moves
    final = view(record.game(), viewer)
    if progress is not None:
        progress(0, len(moves))
    entries = []
    for ply, played in enumerate(moves):
        seen = view(game, viewer)
        rng = random.Random(_public_seed(seen, seed))
        text = final.moves[ply]
        if seen.current_player == viewer:
            samples = [(seen, played)]
        else:
            samples = [_dealt(seen, text, rng) for _ in range(SAMPLES)]
        share = _shared(iterations, seconds, len(samples))
        found = [(_measure(s, m, *share, rng), m, s) for s, m in samples]
        entries.append(_entry(ply, seen, text, found))
        game.play(played)
        if progress is not None:
            progress(ply + 1, len(moves))
    return viewer_review(entries, viewer, set(final.unseen))


def _measure(
    seen: View, played: Move, iterations: int | None, seconds: float | None, rng: random.Random
) -> list[MoveEstimate]:
    measured = run_search(seen, iterations, seconds, rng.getrandbits(32))
    settle(measured, fast_move(seen, played), iterations, seconds)
    return estimates(measured, reasons=False)


def _shared(
    iterations: int | None, seconds: float | None, parts: int
) -> tuple[int | None, float | None]:
    """The budget of one of ``parts`` searches of a move."""
    return (
        None if iterations is None else max(1, iterations // parts),
        None if seconds is None else seconds / parts,
    )


def _entry(
    ply: int, seen: View, text: str, found: list[tuple[list[MoveEstimate], Move, View]]
) -> ReviewEntry:
    """The move ``text`` (as the viewer sees it) reviewed from the estimates of each sample:
    the shares averaged, the better move the one most often best."""
    mover = seen.current_player
    assert mover is not None
    wins, bests, others = [], [], []
    for estimated, played, sample in found:
        this = next(e for e in estimated if e.move == played)
        wins.append(this.win.mean)
        bests.append(estimated[0].win.mean)
        if estimated[0].move != played:
            others.append((estimated[0].move, sample))
    win, best = sum(wins) / len(wins), sum(bests) / len(bests)
    counted = Counter(move for move, _ in others)
    top = next((t for t in others if counted[t[0]] == max(counted.values())), None)
    played = found[0][1]
    shown = top is not None and (
        mover == seen.viewer or (not played.face_down and top[0].card == played.card)
    )
    return ReviewEntry(
        ply=ply,
        player=mover,
        move=text,
        mark="best",  # marked from the rounded shares by viewer_review
        loss=max(0.0, best - win),
        win=WinShare(win),
        best=WinShare(best),
        better=str(top[0]) if top is not None and shown else None,
        reason=move_reason(top[1], top[0]) if top is not None and shown else "",
        withheld=top is not None and not shown,
    )


def _dealt(seen: View, text: str, rng: random.Random) -> tuple[View, Move]:
    """The position as the player to move might have seen it, their hand dealt from the
    cards ``seen``'s viewer cannot see, and the move ``text`` (``~?@As1`` for a card they
    cannot see: one of the dealt cards goes there) with a card of that hand."""
    mover = seen.current_player
    assert mover is not None
    move = None if text.startswith("~?") else Move.parse(text)
    barred = set(forbidden_cards(seen).get(mover, set()))
    if move is None:  # a card goes face down only when none fits face up
        barred |= fitting_cards(seen, len(seen.moves))
    pool = [c for c in seen.unseen if c.code not in barred and (move is None or c != move.card)]
    size = seen.hand_sizes[mover]
    hand = rng.sample(pool, size - (move is not None))
    if move is None:
        seat = Seat(text.split("@", 1)[1].rstrip("+"))
        move = Move(hand[rng.randrange(size)], seat, face_down=True, shield=text.endswith("+"))
    else:
        hand.append(move.card)
    return _as_mover(seen, mover, hand), move


def _as_mover(seen: View, mover: int, hand: list[Card]) -> View:
    """``seen`` as ``mover`` would see it holding ``hand``: every other hand hidden, the
    cards nobody else shows dealt by the search."""
    mine = set(hand)
    others = [c for c in seen.unseen if c not in mine]
    for known in seen.hands:
        others.extend(known or ())  # the viewer's own hand, hidden from the mover
    others.extend(c for c in seen.face_down.values() if c is not None)
    return dataclasses.replace(
        seen,
        viewer=mover,
        hands=tuple(
            tuple(sorted(hand, key=_code)) if p == mover else None for p in range(seen.players)
        ),
        face_down=dict.fromkeys(seen.face_down),
        unseen=tuple(sorted(others, key=_code)),
    )


def _code(card: Card) -> int:
    return card.code


def _public_seed(seen: View, seed: int | None) -> int:
    """A seed read from what ``seen``'s viewer sees (and ``seed``), never from a hidden card."""
    facts = [
        seed,
        seen.viewer,
        sorted((str(s), str(c)) for s, c in seen.table.items()),
        sorted((str(s), str(c)) for s, c in seen.face_down.items()),
        [None if h is None else sorted(map(str, h)) for h in seen.hands],
        list(seen.hand_sizes),
        sorted((t, list(owners)) for t, owners in seen.stacks.items()),
        list(seen.supply),
        list(seen.moves),
        [c.code for c in seen.unseen],
    ]
    return int.from_bytes(hashlib.sha256(json.dumps(facts).encode()).digest()[:8], "big")
