"""Schotten Totten's text picture (a board's ``repr``): drawn from the viewer's frame, so it
shows what that board shows and nothing else."""

from __future__ import annotations

import random

from clans_widget import GameBoard, schotten
from clans_widget.games.schotten.puzzles import PUZZLES


def played(seed: int, plies: int) -> schotten.Game:
    game = schotten.Game.new(seed)
    rng = random.Random(seed)
    while not game.is_over and game.ply < plies:
        game.play(rng.choice(game.legal_moves()))
    return game


def test_the_picture_draws_each_stone_the_sides_and_the_viewer_s_hand_only() -> None:
    game = played(3, 40)
    text = repr(GameBoard(game, viewer=0))
    lines = text.splitlines()
    assert lines[0].startswith("Schotten Totten (base), Player 1 v Player 2: move 40")
    rows = [line.split() for line in lines[2:11]]
    assert [int(row[0]) for row in rows] == list(range(1, 10))
    for stone in range(1, 10):
        for card in game.side(stone, 0):
            assert card in lines[1 + stone].split("|")[0]
        for card in game.side(stone, 1):
            assert card in lines[1 + stone].split("|")[1]
    named = [f for st in GameBoard(game).frames[-1]["stones"] for f in st["formations"] if f]
    assert named and all(f in text for f in named)  # each complete side's formation, named
    assert f"Player 1's hand: {' '.join(game.hands[0])}" in lines[-1]
    assert "Player 2's hand: 6 cards" in lines[-1]
    for card in game.hands[1]:
        assert card not in lines[-1]


def test_an_open_puzzle_s_picture_names_no_formation() -> None:
    puzzle = next(p for p in PUZZLES if p.kind == "formation")
    board = GameBoard(puzzle=puzzle)
    assert "colour-run" not in board.text() and "sum (" not in board.text()
    board.answer(sorted(puzzle.solutions)[0])
    assert "colour-run" in board.text()
