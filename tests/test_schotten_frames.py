"""Schotten Totten's frames say what the engine says: lit stones, formations, hands, moves."""

from __future__ import annotations

import json
import random

from clans_widget import schotten
from clans_widget.core.frames import line_frames
from clans_widget.games.schotten.explain import explain_claim
from clans_widget.games.schotten.moves import CLAIM
from clans_widget.games.schotten.presenter import frame


def positions(rounds: int, variant: str = "base"):
    """Every position of ``rounds`` random rounds."""
    for seed in range(rounds):
        game = schotten.Game.new(seed, variant=variant)
        rng = random.Random(seed)
        yield game.copy()
        while not game.is_over:
            game.play(rng.choice(game.legal_moves()))
            yield game.copy()


def test_lit_stones_are_the_claims_the_engine_allows() -> None:
    lit_seen = 0
    for variant in ("base", "expert", "tactic"):
        for game in positions(12, variant):
            shown = frame(game, "spectator")
            lit = {s["stone"] for s in shown["stones"] if s["claimable"]}
            claims = {m.stone for m in game.legal_moves() if m.kind == CLAIM}
            assert lit == claims, f"{variant} ply {game.ply}"
            lit_seen += len(lit)
    assert lit_seen > 50


def test_a_complete_side_is_named_as_explain_claim_names_it() -> None:
    named = 0
    for game in positions(6, "tactic"):
        shown = frame(game, "all")
        for stone in shown["stones"]:
            if stone["owner"] is not None or game.current_player is None:
                continue
            told = explain_claim(game, stone["stone"], game.current_player)
            mine = stone["formations"][game.current_player]
            if told.own_formation is not None:
                assert mine == told.own_formation
                named += 1
    assert named > 20


def test_a_viewer_sees_its_own_hand_and_moves_only() -> None:
    game = schotten.Game.new(7)
    mover = game.current_player
    assert mover is not None
    mine, theirs, watching = (frame(game, v) for v in (mover, 1 - mover, "spectator"))
    assert mine["hands"][mover]["cards"] == list(game.hands[mover])
    assert mine["hands"][1 - mover]["cards"] is None
    assert {m["move"] for m in mine["legal"]["moves"]} == {str(m) for m in game.legal_moves()}
    assert theirs["legal"] is None and watching["legal"] is None
    assert all(h["cards"] is None for h in watching["hands"])
    assert [h["count"] for h in watching["hands"]] == list(game.hand_sizes)
    every = json.dumps(watching)
    assert not any(f'"{card}"' in every for hand in game.hands for card in hand)


def test_a_finished_round_says_who_won() -> None:
    for game in positions(3):
        if game.is_over:
            last = line_frames(game.record, "spectator")[-1]
            winner = game.outcome.winner
            assert last["over"] and last["score"]["winner"] == winner
            assert last["score"]["text"].startswith(game.names[winner])
