"""The board's move tree and frames are updated, not rebuilt, after each intent: what it sends
must equal what a fresh build gives, whatever was done before."""

from __future__ import annotations

import random
from typing import Any

import pytest

from clans_widget import ClansWidget, Game
from clans_widget.frames import MoveTreeCache, line_frames, move_tree
from clans_widget.rules import Record


def commented_record(players: int, seed: int) -> Record:
    game = Game.new(players, seed=seed)
    rng = random.Random(seed)
    comments = []
    while not game.is_over and game.ply < 12:
        move = rng.choice(game.legal_moves())
        game.play(move)
        comments.append(f"played {move}" if rng.random() < 0.4 else "")
    record = game.record
    return Record(record.setup, record.names, record.moves, tuple(comments))


def random_intent(widget: ClansWidget, rng: random.Random) -> dict[str, Any]:
    session = widget.session
    kind = rng.choice(
        ["play", "play", "play", "goto", "goto", "undo", "promote", "delete", "main-line"]
    )
    here = {"line": session.line, "ply": session.ply}
    if kind == "play":
        legal = widget.game.legal_moves()
        return (
            {"kind": "play", "move": str(rng.choice(legal)), **here}
            if legal
            else {"kind": "main-line"}
        )
    if kind == "goto":
        line = rng.choice(list(session.lines))
        return {"kind": "goto", "line": line, "ply": rng.randint(0, session.length(line))}
    if kind in ("promote", "delete"):
        return {"kind": kind, "line": rng.choice(list(session.lines))}
    if kind == "undo":
        return {"kind": "undo", **here}
    return {"kind": kind}


@pytest.mark.parametrize("viewer", ["all", 0, "spectator", "turn"])
@pytest.mark.parametrize("seed", range(4))
def test_the_tree_and_frames_sent_equal_a_fresh_build_after_random_intents(
    viewer: Any, seed: int
) -> None:
    record = commented_record(2 + seed % 3, seed)
    rng = random.Random(seed)
    for widget in (
        ClansWidget(record=record, viewer=viewer),
        ClansWidget(record.game(5), viewer=viewer),
    ):
        for _ in range(60):
            widget._on_intent(widget, random_intent(widget, rng), None)
            session = widget.session
            tree, comments = move_tree(session, widget._tree_viewer())
            assert widget.tree == tree
            assert widget.comments == comments
            fresh = line_frames(session.line_record(), session.viewer, 0, session.shown_to())
            assert widget.frames == fresh


def test_a_cache_serves_one_session_only() -> None:
    """A board that shows another game (the next puzzle) reads its tree anew."""
    cache = MoveTreeCache()
    one = ClansWidget(Game.new(2, seed=1)).session
    two = ClansWidget(Game.new(2, seed=2)).session
    first = move_tree(one, "all", cache)
    assert move_tree(two, "all", cache) == move_tree(two, "all")
    assert move_tree(one, "all", cache) == first
