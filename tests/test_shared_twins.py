"""Twin deals on shared boards (issue 22, step 1): a game played on several boards of one
session, each move by its mover's board (some by the teacher's, one taken back and played
again), sends byte-identical traits and messages to viewer k's board for two deals that
differ only in cards viewer k never saw, in both games."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from clans_widget import ClansWidget, schotten
from clans_widget.board import GameBoard
from clans_widget.rules import Record
from clans_widget.shared import shared_game
from tests.frame_helpers import send
from tests.test_twin_deals import Wire, same, twins
from tests.twins import schotten_twin

CLANS = [((2, 34, 10), 1), ((3, 28, 23), 0), ((3, 28, 23), "spectator"), ((4, 14, 15), 2)]
SCHOTTEN = [(8, 0, 24), (8, 1, 24), (8, "spectator", 24), (11, 1, 30)]


def played(start: Any, moves: tuple[str, ...], viewer: Any, board: type[GameBoard]) -> list[Any]:
    """What viewer ``viewer``'s board of a shared game of ``start`` sends while every move of
    ``moves`` is played on the board of its mover (every third on the teacher's), the fifth
    taken back by its mover and played again, and the viewer's board steps back to the start."""
    session = shared_game(start)
    viewers = ["all", *range(session.players), "spectator"]
    boards = {v: board(session=session, viewer=v, seed=5) for v in viewers}
    wire = Wire(boards[viewer])
    for ply, move in enumerate(moves):
        mover = session.game().current_player
        on = boards["all"] if ply % 3 == 2 else boards[mover]
        wire.mark(f"move {ply} on {on.viewer!r}'s board")
        send(on, {"kind": "play", "move": move})
        assert not on.error, on.error
        if ply == 4:
            wire.mark("undo")
            send(on, {"kind": "undo"})
            send(on, {"kind": "play", "move": move})
            assert not on.error, on.error
    assert session.moves() == list(moves)
    wire.send({"kind": "goto", "line": 0, "ply": 0})
    wire.note("text", boards[viewer].text())
    wire.snapshot("end")
    return wire.transcript()


@pytest.mark.parametrize(("game", "viewer"), CLANS)
def test_shared_clans_and_glory_boards_send_the_same_to_a_viewer(game: Any, viewer: Any) -> None:
    record, other = twins(game, viewer)

    def transcript(made: Record) -> list[Any]:
        return played(made.game(0), tuple(made.moves), viewer, ClansWidget)

    same(f"shared {game} seen by {viewer!r}", transcript(record), transcript(other))


@pytest.mark.parametrize(("seed", "viewer", "cut"), SCHOTTEN)
def test_shared_schotten_totten_boards_send_the_same_to_a_viewer(
    seed: int, viewer: Any, cut: int
) -> None:
    record, other = schotten_twin(seed, viewer, cut)

    def transcript(made: schotten.Record) -> list[Any]:
        return played(replace(made, moves=()), tuple(made.moves), viewer, GameBoard)

    same(f"shared round {seed} seen by {viewer!r}", transcript(record), transcript(other))
