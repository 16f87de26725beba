"""Schotten Totten's board asks every choice by clicks: each move the frame offers comes with
the steps that choose it (a hand card, a stone, a card on the border, a button), a tactic
card's targets included; a move the frame does not offer is refused; pointing at a stone asks
Python to explain a claim of it, with the same answer whatever the cards the viewer never saw."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest

from clans_widget import GameBoard, schotten
from clans_widget.core.frames import presenter_of
from clans_widget.games.schotten.cards import CODES
from clans_widget.games.schotten.definition import SCHOTTEN
from tests.frame_helpers import send
from tests.schotten_helpers import played
from tests.test_game_board import shown, transcript
from tests.twins import NoTwin, schotten_tactic_twin, schotten_twin

CLAN0 = ["1r", "2r", "3r", "4r", "5r", "6r", "7r"]
CLAN1 = ["3o", "4o", "5o", "6o", "7o", "8o", "9o"]
RUSES_FIRST = ["BAN", "TRA", "STR", "REC", "JK", "SPY", "SHB", "BMB", "MUD", "JK"]


def tactic_game(
    hands: list[list[str]], tactic_deck: list[str], moves: list[str], reverse: bool = False
) -> schotten.Game:
    """A Tactic round (Ann v Ben) from its two starting hands, the tactic deck and moves; the
    clan deck in canonical order, or ``reverse``d."""
    deck = [c for c in CODES if c not in hands[0] + hands[1]]
    deck = deck[::-1] if reverse else deck
    setup = {"deck": deck, "hands": hands, "tactic_deck": tactic_deck}
    return schotten.Record.from_dict(
        {
            "format": "schotten-totten",
            "version": 1,
            "variant": "tactic",
            "names": ["Ann", "Ben"],
            "setup": setup,
            "moves": moves,
        }
    ).game()


def tactic_board(viewer: Any = 0, reverse: bool = False, more: Sequence[str] = ()) -> GameBoard:
    """A Tactic round where Ann drew the four ruses and a Joker (6r 7r BAN TRA STR REC JK in
    hand), her 1r-5r on stones 1, 3, 5, 7, 9 and Ben's 3o 7o on 2, 4o on 4, 5o on 6, 6o on 8:
    Ann to move (then the written moves ``more``)."""
    moves: list[str] = []
    for ann, ben in [("1r@1", "3o@2"), ("2r@3", "4o@4"), ("3r@5", "5o@6"), ("4r@7", "6o@8")]:
        moves += [ann, "draw T", ben, "draw C"]
    moves += ["5r@9", "draw T", "7o@2", "draw C", *more]
    return GameBoard(tactic_game([CLAN0, CLAN1], RUSES_FIRST, moves, reverse), viewer=viewer)


def listed(board: GameBoard) -> dict[str, list[dict[str, Any]]]:
    """The moves the frame shown offers, each with its steps."""
    legal = board.frames[board.position]["legal"]
    return {m["move"]: m["steps"] for m in legal["moves"]}


def test_every_tactic_card_is_offered_with_the_clicks_that_choose_it() -> None:
    moves = listed(tactic_board())
    assert moves["JK@5"] == [{"hand": "JK"}, {"stone": 5}]
    assert moves["BAN 3o@2"] == [{"hand": "BAN"}, {"table": "3o", "stone": 2, "side": 1}]
    assert moves["TRA 3o@2>4"] == [
        {"hand": "TRA"},
        {"table": "3o", "stone": 2, "side": 1},
        {"stone": 4},
    ]
    assert moves["STR 1r@1>x"] == [
        {"hand": "STR"},
        {"table": "1r", "stone": 1, "side": 0},
        {"button": "Discard it"},
    ]
    assert moves["STR 1r@1>3"][-1] == {"stone": 3}
    # a Recruiter: once per choice of draws (its returns are its next move)
    assert moves["REC CT"] == [{"hand": "REC"}, {"button": "Draw clan, tactic"}]
    # one move per sequence of clicks: the front end sends the one whose steps were clicked
    keys = [json.dumps(steps, sort_keys=True) for steps in moves.values()]
    assert len(keys) == len(set(keys))


def test_a_recruiter_returns_by_clicks_any_held_card_one_just_drawn_included() -> None:
    board = tactic_board()
    draws = [m for m in board.frames[board.position]["legal"]["moves"] if m["kind"] == "REC"]
    assert sorted(m["move"] for m in draws) == sorted(
        f"REC {d}" for d in ["C", "CC", "CCC", "CCT", "CT", "CTT", "T", "TT", "TTT"]
    )  # its draws only: no listed move names a card still in a deck
    send(board, {"kind": "play", "move": "REC CT"})
    assert board.error == ""
    hand = board.game.hands[0]
    drawn = hand[-2]  # the clan card just drawn, now in Ann's hand
    frame = board.frames[board.position]
    assert frame["hands"][0]["cards"] == list(hand)
    moves = listed(board)  # Ann again: two cards of her hand to put back, in order
    assert len(moves) == len(hand) * (len(hand) - 1)
    assert moves[f"return {drawn} 6r"] == [
        {"hand": drawn, "returns": 1},
        {"hand": "6r", "returns": 2},
    ]
    send(board, {"kind": "play", "move": f"return {drawn} 6r"})
    assert board.error == ""
    assert board.game.deck_left[-2:] == (drawn, "6r") and drawn not in board.game.hands[0]
    assert board.record.moves[-1] == f"REC CT {drawn} 6r"  # written as one move


def test_a_recruiters_return_not_held_is_refused_and_changes_nothing() -> None:
    board = tactic_board()
    send(board, {"kind": "play", "move": "REC C"})
    top = board.game.deck_left[0]  # the next clan card, still in the deck
    before = (list(board.frames), board.position, board.session.moves())
    for move, message in [
        (f"return {top} 6r", "the Recruiter returns only cards Ann holds"),
        ("return 6r", "the Recruiter returns 2 cards"),
        ("BAN 3o@2", "Ann first finishes the Recruiter"),
    ]:
        send(board, {"kind": "play", "move": move})
        assert message in board.error
        assert (list(board.frames), board.position, board.session.moves()) == before


@pytest.mark.parametrize("viewer", [1, "spectator"])
@pytest.mark.parametrize("returned", [False, True])
def test_twin_decks_send_the_same_while_a_recruiter_is_in_progress(
    viewer: Any, returned: bool
) -> None:
    """Ann draws with a Recruiter from twin clan decks (its next two cards swapped with the
    last two), then puts back a card she drew: Ben and a spectator see only counts, so their
    boards send the same bytes."""
    record = tactic_board("all").game.record
    deck = list(record.deck)
    top = len(deck) - len(tactic_board("all").game.deck_left)
    deck[top : top + 2], deck[-2:] = deck[-2:], deck[top : top + 2]
    sent = []
    for twin in (record, replace(record, deck=tuple(deck))):
        drawn = played(twin.game(), "REC CC").hands[0][-1]
        written = f"REC CC {drawn} 6r" if returned else "REC CC"
        board = GameBoard(record=replace(twin, moves=(*twin.moves, written)), viewer=viewer)
        wire = transcript(board)
        for ply in range(len(board.frames)):
            send(board, {"kind": "goto", "line": 0, "ply": ply}, fresh=False)
        sent.append((drawn, json.dumps(board.frames, sort_keys=True), wire))
        assert board.game.returns_due == (0 if returned else 2)
    assert sent[0][0] != sent[1][0]  # Ann drew another card
    assert sent[0][1:] == sent[1][1:]
    assert ("return ? ?" in sent[0][1]) == returned


def test_hot_seat_keeps_the_recruiters_player_at_the_screen() -> None:
    board = tactic_board("turn")
    send(board, {"kind": "reveal"})
    send(board, {"kind": "play", "move": "REC C"})
    assert board.error == "" and not board.covered  # the same player's second step
    assert board.frames[board.position]["legal"]["moves"][0]["kind"] == "return"


@pytest.mark.parametrize(
    "move", ["BAN 3o@2", "TRA 3o@2>4", "STR 1r@1>x", "STR 1r@1>3", "JK@5", "REC CT"]
)
def test_a_tactic_card_chosen_by_its_clicks_is_played_in_python(move: str) -> None:
    board = tactic_board()
    send(board, {"kind": "play", "move": move})
    assert board.error == ""
    assert board.session.moves()[-1] == move


def test_an_illegal_tactic_move_says_why_and_changes_nothing() -> None:
    board = tactic_board()
    before = (list(board.frames), board.session.moves())
    send(board, {"kind": "play", "move": "BAN 1r@1"})  # Ann's own card
    assert board.error and "no such move" not in board.error
    assert (list(board.frames), board.session.moves()) == before


def test_a_claimed_joker_shows_the_card_it_counts_as() -> None:
    hands = [["9r", "8r", "1b", "2b", "3b", "4b", "5b"], CLAN1]
    moves = ["9r@1", "draw T", "3o@2", "draw C", "8r@1", "draw C", "4o@2", "draw C", "JK@1"]
    board = GameBoard(tactic_game(hands, ["JK", *RUSES_FIRST[:-1]], moves), viewer=0)
    assert listed(board)["claim 1"] == [{"stone": 1}]  # the Joker takes its best value
    send(board, {"kind": "play", "move": "claim 1"})
    assert board.error == ""
    stone = board.frames[board.position]["stones"][0]
    assert stone["owner"] == 0 and stone["sides"][0] == ["9r", "8r", "JK"]
    assert stone["values"] == [["9r", "8r", "7r"], None]


def explained(board: GameBoard, stone: int) -> dict[str, Any]:
    sent = transcript(board)
    send(board, {"kind": "explain", "stone": stone, "line": board.line, "ply": board.position})
    assert board.error == "", board.error
    (answer,) = [json.loads(s) for s in sent]
    return answer


def base_game(moves: list[str]) -> schotten.Game:
    """A base round (Ann v Ben) after ``moves``: Ann holds 9r 9o 9y 1r 2r 3r, Ben 1g 2g 3g 4b
    5b 6b."""
    hands = [["9r", "9o", "9y", "1r", "2r", "3r"], ["1g", "2g", "3g", "4b", "5b", "6b"]]
    deck = [c for c in CODES if c not in hands[0] + hands[1]]
    game = schotten.Game.from_setup(deck, hands, names=["Ann", "Ben"])
    for move in moves:
        game.play(move)
    return game


def test_pointing_at_a_stone_explains_its_claim_with_the_counter_example() -> None:
    board = GameBoard(base_game(["9r@1", "1g@1", "9o@1", "2g@1", "9y@1"]))
    answer = explained(board, 1)
    assert answer["kind"] == "explain" and answer["stone"] == 1 and answer["player"] == 0
    assert (answer["line"], answer["ply"]) == (0, board.position)
    assert answer["holds"] is False and answer["own_formation"] == "three of a kind (27)"
    assert answer["theirs"] == [{"card": "1g"}, {"card": "2g"}]
    assert answer["ghosts"] == [{"card": "3g"}]  # the counter-example: 3g is off the table
    assert answer["text"] == (
        "Ben's side of stone 1 (1g 2g) could still become colour-run 1-2-3 (6) with 3g, "
        "which beats Ann's three of a kind (27)."
    )


def test_a_proven_claim_shows_the_best_finish_the_opponent_could_make() -> None:
    # 3g now lies on stone 3: Ben's 1g 2g can at best become a flush, below three nines
    board = GameBoard(base_game(["9r@1", "1g@1", "9o@1", "2g@1", "1r@2", "3g@3", "9y@1"]))
    answer = explained(board, 1)
    assert answer["holds"] is True and answer["allowed"] is True
    assert answer["ghosts"] == [{"card": "9g"}]
    assert answer["completion_formation"] == "flush (12)"
    assert answer["text"].endswith("the claim is proven.")
    assert board.frames[board.position]["stones"][0]["claimable"] is True


def test_a_bad_explain_request_is_refused_and_a_stale_one_unanswered() -> None:
    board = tactic_board()
    sent = transcript(board)
    for content, message in [
        ({"kind": "explain", "stone": 0, "line": 0, "ply": board.position}, "stone from 1 to 9"),
        ({"kind": "explain", "stone": "5", "line": 0, "ply": board.position}, "stone from 1"),
        ({"kind": "explain", "stone": 5}, "names its line and ply"),
        ({"kind": "explain", "stone": 5, "line": 0, "ply": 20, "x": 1}, "stone, line and ply"),
    ]:
        send(board, content)
        assert message in board.error
    board.error = ""
    send(board, {"kind": "explain", "stone": 5, "line": 0, "ply": board.position - 3})
    assert board.error == ""
    assert not any(b'"kind": "explain"' in s for s in sent)  # nothing answered


def test_the_score_sentence_agrees_with_one_stone() -> None:
    proven = ["9r@1", "1g@1", "9o@1", "2g@1", "1r@2", "3g@3", "9y@1"]
    board = GameBoard(base_game(proven))
    assert board.frames[-1]["score"]["text"] == "Ann holds 0 stones, Ben 0."
    send(board, {"kind": "play", "move": "claim 1"})
    assert board.frames[-1]["score"]["text"] == "Ann holds 1 stone, Ben 0."


def _explain_transcript(record: Any, viewer: Any, lang: str | None = None) -> list[bytes]:
    board = GameBoard(record=record, viewer=viewer, lang=lang)
    sent = transcript(board)
    if lang is not None:  # the frames and the move list in that language, whole
        sent.append(shown(board.get_state()))
    for ply in range(len(board.frames)):
        send(board, {"kind": "goto", "line": 0, "ply": ply}, fresh=False)
        for stone in range(1, 10):
            send(board, {"kind": "explain", "stone": stone, "line": 0, "ply": ply})
            sent.append(board.error.encode())
    return sent


@pytest.mark.parametrize("viewer", [0, 1, "spectator"])
def test_twin_rounds_explain_every_claim_alike(viewer: Any) -> None:
    """Two rounds differing only in cards ``viewer`` never saw: the same proofs, byte for
    byte, at every position and stone (base and Tactic rounds)."""
    pairs = [schotten_twin(8, viewer, 24)]
    for seed in range(3, 12):
        try:
            pairs.append(schotten_tactic_twin(seed, viewer, 60))
            break
        except NoTwin:
            continue
    assert len(pairs) == 2
    for real, twin in pairs:
        first, second = _explain_transcript(real, viewer), _explain_transcript(twin, viewer)
        assert any(b'"ghosts": [{' in s for s in first)  # some proofs draw hypothetical cards
        assert first == second


def _french_proofs(record: Any) -> list[bytes]:
    """The French presenter's proof of every stone, and the proofs a page with no kernel
    holds, at every position of ``record``'s main line."""
    french = presenter_of(SCHOTTEN, "fr")
    game = SCHOTTEN.start(record)
    positions = [game.copy()]
    for move in SCHOTTEN.lines(record).moves:
        game.play(move)
        positions.append(game.copy())
    said = []
    for ply, position in enumerate(positions):
        for stone in range(1, 10):
            asked = {"kind": "explain", "stone": stone, "line": 0, "ply": ply}
            said.append(json.dumps(french.answer("explain", position, asked)).encode())
        said.append(json.dumps(french.offline(position)).encode())
    return said


@pytest.mark.parametrize("viewer", [1, "spectator"])
def test_twin_rounds_look_and_explain_alike_in_french(viewer: Any) -> None:
    """A translation names no hidden card either: a French board of two rounds differing only
    in cards ``viewer`` never saw sends the same bytes (frames, moves in words, proofs asked
    at every stone), and the French proofs are the same at every position."""
    pairs = [schotten_twin(8, viewer, 24), schotten_tactic_twin(5, viewer, 40)]
    for real, twin in pairs:
        first = _explain_transcript(real, viewer, "fr")
        assert first == _explain_transcript(twin, viewer, "fr")
        assert any(b" a jou" in s and b"Joueur 1 tient " in s for s in first)  # French
        proofs = _french_proofs(real)
        assert any(b"sur la borne" in s for s in proofs)
        assert proofs == _french_proofs(twin)
