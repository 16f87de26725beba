"""Moves in words (issue 20): the one sentence per move that the move list's accessible names,
the board's announcements, the Place buttons, the reasons a seat is legal and the scoring
panel read, never notation, and never a card the viewer may not see."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

from clans_widget import ClansWidget, Game, schotten
from clans_widget.board import GameBoard
from clans_widget.games.clans.presenter import seat_reasons
from clans_widget.games.clans.words import (
    advice_words,
    card_words,
    move_words,
    seat_table,
    seat_words,
)
from clans_widget.games.schotten.words import advice_words as schotten_advice
from clans_widget.games.schotten.words import move_words as schotten_words
from clans_widget.rules import Record
from clans_widget.rules.view import view
from tests.frame_helpers import send
from tests.test_twin_deals import random_game
from tests.twins import NoTwin, schotten_tactic_twin, twin

NAMES = ["Ann", "Ben"]
NOTATION = re.compile(
    r"(?<![A-Za-z0-9])(?:[1-9][roygcbp]|[A-F](?:[ns][1-3]|h)|JK|SPY|SHB|BMB|MUD|REC|STR|BAN|TRA)"
    r"(?![A-Za-z0-9])|[@~]"
)
"""Move notation in a text: a card code (``7b``), a seat (``Cn2``, ``Ah``), a tactic card's
code, ``@`` or ``~``."""


def test_a_clans_move_is_said_with_its_card_seat_and_shield() -> None:
    assert move_words("7b@Bn2+", 1, NAMES) == "Ben placed the blue 7 on B north 2 and a shield"
    assert move_words("3r@Cs1", 0, NAMES) == "Ann placed the red 3 on C south 1"
    assert move_words("6c@Dh", 0, NAMES) == "Ann placed the cyan 6 on D head"


def test_a_face_down_card_is_named_only_to_who_may_see_it() -> None:
    # the viewer's notation masks the card they may not see: the words cannot name it
    assert move_words("~?@Ah", 1, NAMES) == "Ben placed a card face down on A head"
    assert move_words("~?@As3+", 1, NAMES) == (
        "Ben placed a card face down on A south 3 and a shield"
    )
    # its owner (or a teacher) reads it
    assert move_words("~6c@Ah", 1, NAMES) == "Ben placed the cyan 6 face down on A head"


def test_cards_and_seats_in_words() -> None:
    assert card_words("5g") == "the green 5"
    assert seat_words("Cs2") == "C south 2" and seat_words("Ah") == "A head"
    table = seat_table(2)
    assert len(table) == 26 and table["Dh"] == "D head" and table["Bn3"] == "B north 3"


def test_a_schotten_move_is_said_with_its_card_stone_or_tactic() -> None:
    assert schotten_words("7r@3", 0, NAMES) == "Ann played the red 7 on stone 3"
    assert schotten_words("claim 5", 1, NAMES) == "Ben claimed stone 5"
    assert schotten_words("claim 5 JK=9r", 1, NAMES) == (
        "Ben claimed stone 5, the Joker as the red 9"
    )
    assert schotten_words("JK@5", 0, NAMES) == "Ann played the Joker on stone 5"
    assert schotten_words("MUD@2", 0, NAMES) == "Ann played the Mud on stone 2"
    assert schotten_words("TRA 3g@4>7", 1, NAMES) == (
        "Ben played the Traitor: the green 3 from stone 4 to stone 7"
    )
    assert schotten_words("STR 3g@4>x", 1, NAMES) == (
        "Ben played the Strategist: the green 3 from stone 4 to the discard pile"
    )
    assert schotten_words("BAN 8p@6", 0, NAMES) == (
        "Ann played the Banshee: the purple 8 from stone 6 discarded"
    )
    assert schotten_words("REC CT 7r JK", 0, NAMES) == (
        "Ann played the Recruiter, drew a clan card and a tactic card "
        "and returned the red 7 and the Joker"
    )
    # a rival's returned cards read "?": counted, never named
    assert schotten_words("REC CT ? ?", 0, NAMES) == (
        "Ann played the Recruiter, drew a clan card and a tactic card and returned 2 cards"
    )
    assert schotten_words("draw T", 1, NAMES) == "Ben drew a tactic card"
    assert schotten_words("pass", 0, NAMES) == "Ann passed"
    # the Recruiter's second step, on its own (the board plays it so)
    assert schotten_words("return 2y 6r", 0, NAMES) == "Ann returned the yellow 2 and the red 6"
    assert schotten_words("return ? ?", 0, NAMES) == "Ann returned 2 cards"


def test_a_hint_or_a_better_move_is_said_as_advice() -> None:
    assert advice_words("7b@Bn2+") == "place the blue 7 on B north 2 and a shield"
    assert advice_words("~6c@Ah") == "place the cyan 6 face down on A head"
    assert schotten_advice("7r@3") == "play the red 7 on stone 3"
    assert schotten_advice("claim 5 JK=9r") == "claim stone 5, the Joker as the red 9"
    assert schotten_advice("BAN 8p@6") == "play the Banshee: discard the purple 8 from stone 6"
    assert schotten_advice("REC CT") == "play the Recruiter, draw a clan card and a tactic card"
    assert schotten_advice("return 2y 6r") == "return the yellow 2 and the red 6"
    assert schotten_advice("end") == "end the turn"


def test_every_legal_move_of_random_games_is_said_without_notation() -> None:
    """Every move a player may make, in every position of random games of both games (the
    Tactic variant's Recruiter, two steps, included), in words and as advice."""
    rng = random.Random(20)
    kinds: set[str] = set()
    for seed in range(40):
        game: Any = schotten.Game.new(seed, variant="tactic" if seed % 2 else "base")
        while not game.is_over and game.ply < 80:
            for move in map(str, game.legal_moves()):
                kinds.add(move.split()[0] if " " in move else "play")
                said = schotten_words(move, game.current_player or 0, NAMES)
                for text in (said, schotten_advice(move)):
                    assert not NOTATION.search(text), (move, text)
            game.play(rng.choice(game.legal_moves()))
    assert {"claim", "REC", "return", "TRA", "BAN", "play"} <= kinds, kinds
    for seed in range(20):
        game = Game.new(2 + seed % 3, seed=seed)
        while not game.is_over:
            for move in map(str, game.legal_moves()):
                assert not NOTATION.search(advice_words(move)), move
            game.play(rng.choice(game.legal_moves()))


def said(tree: dict[str, Any]) -> list[list[str]]:
    """The words of every move of a ``tree`` trait (the third item of each wire entry)."""
    return [[entry[2] for entry in line["moves"]] for line in tree["lines"]]


def test_the_move_list_carries_each_move_in_the_viewers_words() -> None:
    game = Game.new(2, seed=3, names=NAMES)
    first = game.legal_moves()[0]
    teacher = ClansWidget(game)
    teacher.play(first)
    words = said(teacher.tree)[0]
    assert words == [move_words(str(first), 0, NAMES)]
    assert not NOTATION.search(words[0])


def face_down_record() -> Record:
    """A finished 2-player game whose face-down moves some viewer cannot see."""
    for seed in range(200):
        record = random_game(2, seed, None)
        if any(m.startswith("~") for m in record.moves):
            return record
    raise AssertionError("no game with a face-down move")


def test_a_face_down_card_is_never_named_to_the_opponent_or_a_spectator() -> None:
    record = face_down_record()
    game = record.game()
    for viewer in (0, 1, "spectator"):
        words = said(ClansWidget(record=record, viewer=viewer).tree)[0]
        seen = view(game, viewer)
        for text, move, mover in zip(words, seen.moves, seen.movers):
            if move.startswith("~?"):
                assert "a card face down" in text and mover != viewer
            assert not NOTATION.search(text), text
        hidden = {card_words(str(c)) for c in seen.unseen}
        assert not any(name in text for text in words for name in hidden), viewer


def test_no_spoken_name_or_reason_holds_notation() -> None:
    for seed in range(6):
        record = random_game(2 + seed % 3, seed, None)
        board = ClansWidget(record=record)
        for text in (t for line in said(board.tree) for t in line):
            assert not NOTATION.search(text), text
        for ply in range(len(record.moves)):
            game = record.game(ply)
            for card in {str(m.card) for m in game.legal_moves()}:
                for reason in seat_reasons(game, "all", card).values():
                    assert reason.startswith("matches the ") and not NOTATION.search(reason)
        assert not any(NOTATION.search(v) for v in seat_table(record.players).values())
    rng = random.Random(7)
    game = schotten.Game.new(7, variant="tactic")
    while not game.is_over and game.ply < 60:
        game.play(rng.choice(game.legal_moves()))
    for text in (t for line in said(GameBoard(game).tree) for t in line):
        assert not NOTATION.search(text), text


def spoken(board: ClansWidget | GameBoard) -> str:
    """What a board gives screen readers about moves: the words in its tree, its comments."""
    return json.dumps([said(board.tree), board.comments], sort_keys=True)


@pytest.mark.parametrize("viewer", [0, 1, "spectator"])
def test_twin_deals_are_said_alike(viewer: int | str) -> None:
    checked = 0
    for players, seed, moves in [(2, 31, None), (3, 28, 23), (4, 69, None)]:
        record = random_game(players, seed, moves)
        try:
            other = twin(record, viewer, random.Random(seed))
        except NoTwin:
            continue
        mine, theirs = (ClansWidget(record=r, viewer=viewer) for r in (record, other))
        assert spoken(mine) == spoken(theirs)
        checked += 1
    assert checked


@pytest.mark.parametrize("viewer", [0, 1, "spectator"])
def test_schotten_twin_rounds_are_said_alike(viewer: int | str) -> None:
    record, other = schotten_tactic_twin(11, viewer, 50)
    mine, theirs = (GameBoard(record=r, viewer=viewer) for r in (record, other))
    assert spoken(mine) == spoken(theirs)


def test_the_engines_notation_is_said_in_words_in_a_refusal() -> None:
    from clans_widget.games.clans.words import in_words
    from clans_widget.games.schotten.words import in_words as schotten_in_words

    assert in_words("5g does not match Bn2 (4r) or the opposite Bs3 (empty)") == (
        "the green 5 does not match B north 2 (the red 4) or the opposite B south 3 (empty)"
    )
    assert in_words("~?@Ah+ is refused; 6c@Cs1 too") == (
        "a card face down on A head and a shield is refused; the cyan 6 on C south 1 too"
    )
    unchanged = "there is no seat Zn1; a Player 2 move"
    assert in_words(unchanged) == unchanged
    assert schotten_in_words("7r@3 is refused: JK is not in Ann's hand") == (
        "the red 7 on stone 3 is refused: the Joker is not in Ann's hand"
    )


def test_a_board_refuses_illegal_plays_in_words() -> None:
    """Illegal plays sent as the front end would, in random positions of both games: the
    refusal the board shows (its ``error``, read aloud as an alert) holds no notation."""
    rng = random.Random(4)
    refusals = 0
    for seed in range(12):
        game = Game.new(2 + seed % 3, seed=seed)
        for _ in range(rng.randrange(1, 12)):
            game.play(rng.choice(game.legal_moves()))
        board = ClansWidget(game)
        legal = {str(m) for m in game.legal_moves()}
        hand = sorted({str(m.card) for m in game.legal_moves()})
        free = sorted({str(m.seat) for m in game.legal_moves()})
        for move in [f"{c}@{s}" for c in hand for s in free][:40]:
            if move in legal:
                continue
            send(board, {"kind": "play", "move": move})
            assert board.error and not NOTATION.search(board.error), (move, board.error)
            refusals += 1
    for seed in range(6):
        sgame = schotten.Game.new(seed, variant="tactic")
        for _ in range(rng.randrange(1, 20)):
            sgame.play(rng.choice(sgame.legal_moves()))
        sboard = GameBoard(sgame)
        legal = {str(m) for m in sgame.legal_moves()}
        for move in ["7r@1", "claim 9", "JK@3", "TRA 3g@4>7", "9p@10"]:
            if move in legal:
                continue
            send(sboard, {"kind": "play", "move": move})
            assert sboard.error and not NOTATION.search(sboard.error), (move, sboard.error)
            refusals += 1
    assert refusals > 200
