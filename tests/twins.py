"""Twin deals: a second record that differs from a record only in cards one viewer never sees.

A viewer's board may show only what follows from that viewer's information, so everything it
sends must be the same for a record and its twin (issue 17, "Done means / Twin deals"). The
twin plays the same moves from the same open table; the cards the viewer never sees by the
end of the record (the removed cards, the other players' unplayed cards and the face-down
cards the viewer did not place) are dealt again among those hidden places, keeping every
move legal: a face-down move stays legal only while its mover still had no card fitting face
up, which replaying the twin checks.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from clans_widget import schotten
from clans_widget.rules import Card, Game, Record
from clans_widget.rules.errors import IllegalMoveError
from clans_widget.rules.moves import Move
from clans_widget.rules.view import Viewer, check_viewer, view

SHUFFLES = 40
"""Whole re-deals tried before falling back to single swaps."""


class NoTwin(ValueError):
    """No card the viewer never sees can change place with every move still legal."""


def hidden_cards(record: Record, viewer: Viewer) -> list[Card]:
    """The cards ``viewer`` never sees in ``record`` (its main line, to the end), deck order."""
    check_viewer(viewer, record.players)
    if viewer == "all":
        return []
    return sorted(view(record.game(), viewer).unseen, key=lambda c: c.code)


def places(record: Record, viewer: Viewer) -> dict[str, frozenset[Card] | Card]:
    """Where each hidden card is: ``removed``, ``hand <p>`` (unplayed at the end), ``down
    <seat>`` (face down). Two records with the same places hide the same cards alike."""
    hidden = set(hidden_cards(record, viewer))
    game = record.game()
    out: dict[str, frozenset[Card] | Card] = {"removed": frozenset(record.setup.removed)}
    for p, hand in enumerate(game.hands):
        out[f"hand {p}"] = frozenset(c for c in hand if c in hidden)
    for seat, down in game.face_down.items():
        if down.card in hidden:
            out[f"down {seat}"] = down.card
    return out


def twin(record: Record | Game, viewer: Viewer, rng: random.Random) -> Record:
    """A twin of ``record`` for ``viewer``: the same moves as the viewer sees them, the hidden
    cards dealt again among the hidden places (a whole re-deal, else single swaps), every move
    legal. :class:`NoTwin` if no hidden card can move; ``ValueError`` for a record with a seed
    (the seed deals every hand), variations or a review (both would need twins of their own)."""
    if isinstance(record, Game):
        record = record.record
    if record.setup.seed is not None:
        raise ValueError("the record's seed gives every hand away: drop it (unseeded) first")
    if record.variations or record.review is not None:
        raise ValueError("a twin is made of a record's main line only, with no review")
    pool = hidden_cards(record, viewer)
    before = places(record, viewer)
    made = None
    for _ in range(SHUFFLES):
        shuffled = list(pool)
        rng.shuffle(shuffled)
        made = _legal(record, dict(zip(pool, shuffled)))
        if made is not None and places(made, viewer) != before:
            break
        made = None
    if made is None:
        made = _by_swaps(record, viewer, pool, rng)
    _check_twin(record, made, viewer)
    return made


def unseeded(record: Record | Game) -> Record:
    """``record`` (or the game's record) without the deal's seed."""
    if isinstance(record, Game):
        record = record.record
    return replace(record, setup=replace(record.setup, seed=None))


def _by_swaps(record: Record, viewer: Viewer, pool: Sequence[Card], rng: random.Random) -> Record:
    """Swap two hidden cards at a time, keeping each swap that leaves every move legal."""
    mapping = {c: c for c in pool}
    pairs = [(a, b) for i, a in enumerate(pool) for b in pool[i + 1 :]]
    rng.shuffle(pairs)
    made = record
    for a, b in pairs:
        trial = dict(mapping)
        trial[a], trial[b] = mapping[b], mapping[a]
        legal = _legal(record, trial)
        if legal is not None:
            mapping, made = trial, legal
    if places(made, viewer) == places(record, viewer):
        raise NoTwin(
            f"no card viewer {viewer!r} never sees can change place with every move still legal"
        )
    return made


def _legal(record: Record, mapping: Mapping[Card, Card]) -> Record | None:
    """``record`` with each card ``c`` of ``mapping`` replaced by ``mapping[c]`` wherever it
    lies, or ``None`` if a move is then illegal."""

    def swap(card: Card) -> str:
        return str(mapping.get(card, card))

    data = record.to_dict()
    setup = record.setup
    data["setup"]["hands"] = [[swap(c) for c in hand] for hand in setup.hands]
    data["setup"]["removed"] = [swap(c) for c in setup.removed]
    if setup.face_down:
        data["setup"]["face_down"] = {str(s): swap(c) for s, c in setup.face_down.items()}
    for entry in data["moves"]:
        move = Move.parse(entry["move"])
        entry["move"] = str(move._replace(card=Card(swap(move.card))))
    try:
        return Record.from_dict(data)
    except (IllegalMoveError, ValueError):
        return None


def _check_twin(record: Record, made: Record, viewer: Viewer) -> None:
    """The twin is a real one: the viewer sees the same at every position, and a hidden card
    lies elsewhere."""
    assert made.moves != record.moves or made.setup != record.setup
    assert places(made, viewer) != places(record, viewer), "the twin hides nothing else"
    assert len(made.moves) == len(record.moves) and made.names == record.names
    assert set(made.setup.table.items()) == set(record.setup.table.items())
    originals, twins = record.positions(), made.positions()
    for ply, (mine, theirs) in enumerate(zip(originals, twins, strict=True)):
        assert view(mine, viewer) == view(theirs, viewer), f"viewer {viewer!r} sees ply {ply} apart"
        assert mine.movers == theirs.movers and mine.table == theirs.table
        for p in range(record.players):
            assert len(mine.hands[p]) == len(theirs.hands[p])
            if viewer == p:
                assert mine.hands[p] == theirs.hands[p]


def schotten_twin(
    seed: int, viewer: Any, cut: int | None
) -> tuple[schotten.Record, schotten.Record]:
    """A Schotten Totten round of ``seed`` (random moves, up to ply ``cut``) and its twin for
    ``viewer``: the cards the viewer never sees (the rival's
    unplayed cards and the deck never drawn) dealt again among those places."""
    game = schotten.Game.new(seed)
    rng = random.Random(seed)
    drawer: dict[int, int] = {}  # deck index -> who drew it
    while not game.is_over and (cut is None or game.ply < cut):
        left = len(game.deck_left)
        game.play(rng.choice(game.legal_moves()))
        if len(game.deck_left) < left:  # the draw ends the mover's turn
            drawer[len(game.deck) - left] = game.movers[-1]
    record = game.record
    if viewer == "all":
        raise NoTwin("the 'all' viewer sees every card")
    seen_by = {viewer} if viewer != "spectator" else set()
    kept = {c for p, hand in enumerate(game.hands) if p in seen_by for c in hand}
    hidden = [c for c in game.off_table if c not in kept]
    deck, hands = list(record.deck), [list(h) for h in record.hands]
    places = [(None, p, i) for p in (0, 1) for i, c in enumerate(hands[p]) if c in hidden]
    places += [
        (i, None, None) for i, c in enumerate(deck) if c in hidden and drawer.get(i) not in seen_by
    ]
    shuffled = [deck[i] if i is not None else hands[p][j] for i, p, j in places]
    rng.shuffle(shuffled)
    for (i, p, j), card in zip(places, shuffled):
        if i is not None:
            deck[i] = card
        else:
            hands[p][j] = card
    made = schotten.Record.from_dict({**record.to_dict(), "setup": {"deck": deck, "hands": hands}})
    if made == record:
        raise NoTwin("no hidden card changed place")
    return record, made


def _schotten_seen(game: schotten.Game, viewer: Any) -> set[str]:
    """Every card code ``viewer`` reads at any position of ``game``'s round: on a stone, on
    the discard pile, in their own hand, in the moves as they read them."""
    position, seen = game.copy(), set()
    while True:
        shown = position.observe(viewer)
        for pair in shown.sides:
            for side in pair:
                seen.update(side)
        seen.update(shown.discard)
        for modes in shown.modes:
            seen.update(modes)
        for hand in shown.hands:
            seen.update(hand or ())
        for move in shown.moves:
            seen.update(move.replace("@", " ").replace(">", " ").split())
        if not position.ply:
            return seen
        position.undo()


def schotten_tactic_twin(
    seed: int, viewer: Any, cut: int, variant: str = "tactic"
) -> tuple[schotten.Record, schotten.Record]:
    """A Tactic (or Tactic+Expert) round of ``seed`` (random moves, up to ply ``cut``) and its
    twin for ``viewer``: the card codes the viewer never reads (clan cards, and tactic cards
    dealt once) swapped among themselves wherever they lie, in the deal and in the cards a
    rival's Recruiter returned. ``NoTwin`` when no card can move."""
    game = schotten.Game.new(seed, variant=variant)  # type: ignore[arg-type]
    rng = random.Random(seed)
    while not game.is_over and game.ply < cut:
        game.play(rng.choice(game.legal_moves()))
    seen = _schotten_seen(game, viewer)
    record = game.record
    dealt = [*record.deck, *record.tactic_deck, *record.hands[0], *record.hands[1]]
    for group in (schotten.CODES, ("SPY", "SHB", "BMB", "MUD", "REC", "STR", "BAN", "TRA")):
        hidden = [c for c in group if c not in seen and c in dealt]
        if len(hidden) < 2:
            continue
        shuffled = list(hidden)
        while shuffled == hidden:
            rng.shuffle(shuffled)
        swap = dict(zip(hidden, shuffled))

        def moved(codes: Sequence[str], swap: dict[str, str] = swap) -> tuple[str, ...]:
            return tuple(swap.get(c, c) for c in codes)

        moves = tuple(
            " ".join(moved(m.split())) if m.startswith("REC ") else m for m in record.moves
        )
        record = replace(
            record,
            deck=moved(record.deck),
            tactic_deck=moved(record.tactic_deck),
            hands=tuple(moved(h) for h in record.hands),
            moves=moves,
        )
    original = game.record
    if record == original:
        raise NoTwin("no hidden card changed place")
    twin_game, real = record.game(), original.game()  # replays and checks every move
    for ply in range(real.ply, -1, -1):
        assert real.observe(viewer) == twin_game.observe(viewer), f"ply {ply} differs"
        if ply:
            real.undo()
            twin_game.undo()
    return original, record
