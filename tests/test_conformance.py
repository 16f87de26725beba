"""Every registered game keeps the promises of the core's protocol (clans_widget.core.protocol).

Parametrized over the registry, so a game added there is checked here without a new test:
random playouts where copies and take-backs leave positions as they were, records that read
back equal and replay to the same position, legal moves that pass ``check`` and illegal ones
refused with the game's IllegalMoveError (a ValueError) changing nothing, every frame a
line's deltas rebuild, and twin deals: two set-ups that look the same to a viewer give that
viewer the same observations, the same frames (byte for byte, English and French) and the same
refusals. A new game adds a twin maker to TWINS (its test fails until it does).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from clans_widget.core.frames import frame_delta, line_frames, presenter_of
from clans_widget.core.protocol import GameDefinition, GameRecord, Observation, Position
from clans_widget.core.registry import games
from clans_widget.rules import Game as ClansGame
from clans_widget.rules import Record as ClansRecord
from tests.refusals import unchanged
from tests.twins import NoTwin, schotten_twin, twin, unseeded

GAMES = {d.format: d for d in games()}
VARIANTS = [(f, v) for f, d in sorted(GAMES.items()) for v in d.variants]
"""Every variant of every registered game."""
PLAYOUTS = 500
"""Random games of each game's first variant (1000 in all for two games; a few seconds)."""
OTHER_PLAYOUTS = 100
"""Random games of each of its other variants."""
CHECK_EVERY = 13
"""Every how many plies a playout copies, plays and takes back, and checks every legal move."""


def _seats(definition: GameDefinition, seed: int) -> int:
    return definition.player_counts[seed % len(definition.player_counts)]


def _state(game: Position[Any]) -> tuple[Any, ...]:
    """Everything a position shows any viewer, and its history."""
    return (
        game.ply,
        game.current_player,
        game.is_over,
        [str(m) for m in game.moves],
        list(game.movers),
        [game.observe(v) for v in ("all", *range(game.players))],
    )


def _playout(definition: GameDefinition, seed: int, variant: str | None = None) -> Position[Any]:
    """A random game of ``seed``, checked along the way (see the module)."""
    rng = random.Random(seed)
    game = definition.new(_seats(definition, seed), seed, variant=variant)
    start = _state(game)
    played_before: set[str] = set()
    while not game.is_over:
        legal = game.legal_moves()
        assert legal, f"seed {seed}: the player to move has no legal move at ply {game.ply}"
        if game.ply % CHECK_EVERY == seed % CHECK_EVERY:
            _check_moves(definition, game, legal, played_before, rng)
            played_before.update(str(m) for m in legal)
            before = _state(game)
            other = game.copy()
            other.play(rng.choice(legal))
            assert _state(game) == before, "playing on a copy changed the original"
            other.undo()
            assert _state(other) == before, "undo did not restore the position"
        move = rng.choice(legal)
        assert str(game.play(move)) == str(move)
    assert game.legal_moves() == []
    back = game.copy()
    while back.ply:
        back.undo()
    assert _state(back) == start, "undoing every move did not give back the deal"
    return game


def _check_moves(
    definition: GameDefinition,
    game: Position[Any],
    legal: list[Any],
    earlier: set[str],
    rng: random.Random,
) -> None:
    """Legal moves (up to 20 of them) pass ``check``, as moves and as text; moves legal
    earlier but not now, and garbage, are refused with the game's IllegalMoveError, and
    nothing changes."""
    texts = {str(m) for m in legal}
    for move in rng.sample(legal, min(20, len(legal))):
        assert str(game.check(move)) == str(move)
        assert str(game.check(str(move))) == str(move)
    with unchanged(lambda: _state(game), "a refused move"):
        for wrong in [*sorted(earlier - texts)[:5], "", "not a move", "9z@Zz9"]:
            with pytest.raises(definition.illegal_move_error) as refused:
                game.play(wrong)
            assert isinstance(refused.value, ValueError) and str(refused.value)


@pytest.mark.parametrize("format", sorted(GAMES))
def test_the_registered_game_satisfies_the_protocol(format: str) -> None:
    definition = GAMES[format]
    game = definition.new(definition.player_counts[0], 1)
    assert isinstance(game, Position)
    assert isinstance(game.record, GameRecord)
    assert isinstance(game.observe("all"), Observation)
    assert issubclass(definition.illegal_move_error, ValueError)
    assert issubclass(definition.record_error, ValueError)
    assert definition.format == game.record.to_dict()["format"]
    shown = presenter_of(definition).frame(game, "all")
    assert shown["game"] == definition.format
    assert all(isinstance(name, str) for name in shown["keyed"].values())


@pytest.mark.parametrize(("format", "variant"), VARIANTS)
def test_a_lines_deltas_rebuild_its_frames(format: str, variant: str) -> None:
    definition = GAMES[format]
    for seed in range(3):
        record = _playout(definition, seed, variant).record
        for viewer in ("all", "spectator", 0):
            frames = line_frames(record, viewer)
            rebuilt: list[dict[str, Any]] = []
            for i, shown in enumerate(frames):
                delta = frame_delta(frames[i - 1] if i else None, shown)
                rebuilt.append(_merged(rebuilt[-1], delta, shown["keyed"]) if i else delta)
            assert rebuilt == frames


def _merged(before: dict[str, Any], delta: dict[str, Any], keyed: dict[str, str]) -> Any:
    """``before`` with ``delta`` applied as docs/frames.md says (what js/framedelta.ts does)."""
    out = dict(before)
    for key, value in delta.items():
        inner = {p[len(key) + 1 :]: n for p, n in keyed.items() if p.startswith(key + ".")}
        old = before.get(key)
        if inner and isinstance(value, dict) and isinstance(old, dict):
            out[key] = _merged(old, value, inner)
        elif key in keyed and isinstance(old, list) and len(value) < len(old):
            names = {item[keyed[key]]: item for item in value}
            out[key] = [names.get(item[keyed[key]], item) for item in old]
        else:
            out[key] = value
    return out


@pytest.mark.parametrize(("format", "variant"), VARIANTS)
def test_random_playouts_copy_undo_and_record_round_trips(format: str, variant: str) -> None:
    definition = GAMES[format]
    first = variant == definition.variants[0]
    for seed in range(PLAYOUTS if first else OTHER_PLAYOUTS):
        game = _playout(definition, seed, variant)
        if seed % 10:
            continue  # a round trip every tenth game: 50 a game
        record = game.record
        for text in (record.to_json(), record.to_dict()):
            loaded = definition.load(text)
            assert loaded == record
            assert loaded.to_json() == record.to_json()
            again = definition.start(loaded)
            for move in definition.lines(loaded).moves:
                again.play(move)
            assert _state(again) == _state(game)


@pytest.mark.parametrize("format", sorted(GAMES))
def test_a_broken_record_is_the_games_record_error(format: str) -> None:
    definition = GAMES[format]
    record = definition.new(definition.player_counts[0], 3).record.to_dict()
    for broken in ("{", "[]", {**record, "moves": ["nonsense"]}, {**record, "setup": 7}):
        with pytest.raises(definition.record_error):
            definition.load(broken)  # type: ignore[arg-type]


# --- twin deals ----------------------------------------------------------------------------


def _clans_twin(seed: int, viewer: Any, cut: int | None) -> tuple[ClansRecord, ClansRecord]:
    game = ClansGame.new(2 + seed % 3, seed)
    rng = random.Random(seed)
    while not game.is_over and (cut is None or game.ply < cut):
        game.play(rng.choice(game.legal_moves()))
    record = unseeded(game)
    return record, twin(record, viewer, random.Random(f"{seed}:{viewer}"))


TWINS: dict[str, Callable[[int, Any, int | None], tuple[Any, Any]]] = {
    "clans-and-glory": _clans_twin,
    "schotten-totten": schotten_twin,
}


def _intents(definition: GameDefinition, record: Any) -> list[str]:
    """Moves to try at every position: each move legal anywhere in the game, whoever held it."""
    game = definition.start(record)
    tried = {str(m) for m in game.legal_moves()}
    for move in definition.lines(record).moves:
        game.play(move)
        tried.update(str(m) for m in game.legal_moves())
    return sorted(tried)


@pytest.mark.parametrize("format", sorted(GAMES))
def test_twin_deals_look_and_refuse_the_same(format: str) -> None:
    definition = GAMES[format]
    assert format in TWINS, f"give {definition.title} a twin maker in TWINS"
    made = 0
    for seed in range(8):
        for cut in (None, 9 + seed):
            players = definition.new(_seats(definition, seed), seed).players
            for viewer in ["spectator", *range(players)]:
                try:
                    record, other = TWINS[format](seed, viewer, cut)
                except NoTwin:
                    continue
                made += 1
                _check_twins(definition, record, other, viewer)
    assert made >= 12, f"only {made} twin deals could be made"


def _check_twins(definition: GameDefinition, record: Any, other: Any, viewer: Any) -> None:
    a, b = definition.start(record), definition.start(other)
    intents = sorted(set(_intents(definition, record) + _intents(definition, other)))
    moves, twin_moves = definition.lines(record).moves, definition.lines(other).moves
    assert len(twin_moves) == len(moves)
    presenters = [presenter_of(definition), presenter_of(definition, "fr")]  # words too
    for ply in range(len(moves) + 1):
        assert a.observe(viewer) == b.observe(viewer), f"ply {ply} looks different"
        for present in presenters:
            drawn, twin_drawn = (json.dumps(present.frame(g, viewer)) for g in (a, b))
            assert drawn == twin_drawn, f"ply {ply}: the frames differ"
        if a.current_player == viewer and ply % 3 == 0:
            for intent in intents:
                assert _refusal(a, intent) == _refusal(b, intent), f"{intent!r} at ply {ply}"
        if ply < len(moves):
            a.play(moves[ply])  # a hidden card the viewer sees played face down may differ
            b.play(twin_moves[ply])


def _refusal(game: Position[Any], intent: str) -> str | None:
    try:
        game.check(intent)
    except ValueError as error:
        return str(error)
    return None


def _bot(definition: GameDefinition, name: str, seed: int) -> Any:
    """Bot ``name`` of the game's ``bots`` slot, with a small budget where it takes one."""
    bots: Any = definition.bots
    try:
        return bots.make_bot(f"{name}:10", seed)
    except ValueError:
        return bots.make_bot(name, seed)


@pytest.mark.parametrize("format", sorted(GAMES))
def test_every_bot_of_the_games_bots_slot_plays_legal_moves_to_the_end(format: str) -> None:
    definition = GAMES[format]
    bots: Any = definition.bots
    assert bots is not None and "random" in bots.BOT_NAMES
    for seed, name in enumerate(bots.BOT_NAMES):
        game = definition.new(_seats(definition, seed), seed)
        seats = [
            _bot(definition, name if p == 0 else "random", seed + p) for p in range(game.players)
        ]
        while (player := game.current_player) is not None:
            move = seats[player].choose(bots.seat(game, player))  # as the session asks it
            assert str(move) in {str(m) for m in game.legal_moves()}, (name, game.ply, move)
            game.play(move)
        assert game.is_over
    with pytest.raises(ValueError, match="random") as refused:
        bots.make_bot("no such bot", 1)
    assert all(name in str(refused.value) for name in bots.BOT_NAMES)
