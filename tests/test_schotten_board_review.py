"""Hint and Review on a Schotten Totten board: the same shell code as Clans and Glory's
(clans_widget.widget_hints.HintDesk, clans_widget.widget_review.BoardReview), reached through
the game definition's ``analyst`` slot. A player's board hints and reviews from that player's
information only: two deals that differ only in cards the viewer never saw give the same
bytes; a forged request gets a sentence and changes nothing."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from clans_widget import GameBoard, schotten
from clans_widget.games.schotten.analysis import ANALYSIS
from clans_widget.games.schotten.words import advice_words, move_words
from tests.frame_helpers import send
from tests.twins import schotten_twin

BUDGET = {"iterations": 8, "seed": 3}
"""A small review budget: the tests check what is shown, not how good the review is."""


def finished(seed: int = 5, variant: str = "base") -> schotten.Record:
    """A round played to its end by random moves."""
    game = schotten.Game.new(seed, variant=variant)  # type: ignore[arg-type]
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game.record


def reviewed(board: GameBoard) -> dict[str, Any]:
    """Click Review (the ``review`` intent, with the board's budget made small)."""
    board.review_budget = dict(BUDGET)
    send(board, {"kind": "review"})
    assert board.error == ""
    return board.review_state


def test_the_review_button_reviews_the_main_line_with_marks_for_the_move_list() -> None:
    record = finished()
    board = GameBoard(record=record)
    assert board.review_state == {"review": None, "progress": None, "refusal": ""}
    progress: list[Any] = []
    board.observe(lambda change: progress.append(change["new"]["progress"]), "review_state")
    state = reviewed(board)
    review = state["review"]
    steps = board.session.moves()
    assert review["format"] == "schotten-totten-review" and review["for"] == "all"
    assert [e["ply"] for e in review["entries"]] == list(range(len(steps)))
    assert [e["move"] for e in review["entries"]] == steps  # each numbered as the move list does
    assert {e["mark"] for e in review["entries"]} <= {
        "best",
        "good",
        "inaccuracy",
        "mistake",
        "blunder",
    }
    assert any(e["win"] is not None for e in review["entries"])  # the graph's points
    assert progress[0] == [0, len(steps)] and progress[-2] == [len(steps), len(steps)]
    assert progress[-1] is None and state["progress"] is None
    expected = ANALYSIS.review(record.game(), None, **BUDGET)
    names = record.names  # each move is sent in words too, and each better move as advice
    assert [e["words"] for e in review["entries"]] == [
        move_words(e.move, e.player, names) for e in expected.entries
    ]
    assert [e.get("better_words") for e in review["entries"]] == [
        advice_words(e.better) if e.better else None for e in expected.entries
    ]
    worded = ("words", "better_words")
    plain = {**review, "entries": [
        {k: v for k, v in e.items() if k not in worded} for e in review["entries"]
    ]}
    assert plain == expected.to_dict()
    assert board.review(**BUDGET).to_dict() == plain  # asked again: the same, from the cache


def test_the_review_uses_the_analysis_budget_by_default() -> None:
    board = GameBoard(record=finished())
    assert board.review_budget == {"iterations": None, "seed": 0}


def test_a_players_board_reviews_only_a_finished_round_and_only_for_that_player() -> None:
    game = schotten.Game.new(5)
    game.play(game.legal_moves()[0])
    playing = GameBoard(game, viewer=0)
    assert "still being played" in playing.review_state["refusal"]
    send(playing, {"kind": "review"})
    assert "still being played" in playing.error and playing.review_state["review"] is None
    board = GameBoard(record=finished(), viewer=1)
    assert reviewed(board)["review"]["for"] == 1
    with pytest.raises(ValueError, match="its review is made for 1"):
        board.review("all", **BUDGET)
    spectator = GameBoard(record=finished(), viewer="spectator")
    assert reviewed(spectator)["review"]["for"] == "spectator"


def test_a_review_of_a_shorter_main_line_stays_until_the_line_changes_under_it() -> None:
    record = finished()
    board = GameBoard(record=record)
    reviewed(board)
    assert board.review_state["review"] is not None
    board.goto(0, 3)
    board.play(next(m for m in board.game.legal_moves() if str(m) != board.session.moves()[3]))
    assert board.line == 1 and board.review_state["review"] is not None  # a variation: kept
    board.promote(1)
    assert board.review_state["review"] is None  # the main line changed under it


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ({"kind": "review", "viewer": "all"}, "a review request"),
        ({"kind": "review", "iterations": 10_000_000}, "a review request"),
        ({"kind": "hint", "line": 0, "ply": 0, "iterations": 9}, "a hint request holds only"),
        ({"kind": "hint", "line": 5, "ply": 0}, ""),
        ({"kind": "hint", "line": 0, "ply": "x"}, ""),
    ],
)
def test_a_forged_hint_or_review_request_is_refused_and_changes_nothing(
    content: dict[str, Any], message: str
) -> None:
    board = GameBoard(record=finished(), viewer=0)
    board.goto(0, 2)
    before = (dict(board.review_state), dict(board.hint), board.position, board.session.moves())
    send(board, content, fresh=False)
    assert board.error and message in board.error
    assert (
        dict(board.review_state),
        dict(board.hint),
        board.position,
        board.session.moves(),
    ) == before


def test_hint_shows_the_best_move_of_the_player_to_move_from_their_information() -> None:
    game = schotten.Game.new(7)
    board = GameBoard(game, viewer=0, hint_iterations=30, seed=2)
    assert board.can_hint
    send(board, {"kind": "hint", "line": 0, "ply": 0})
    hint = board.hint
    assert board.error == "" and hint["player"] == 0 and hint["ply"] == 0 and hint["line"] == 0
    assert hint["move"] in [str(m) for m in game.legal_moves()]
    assert hint["card"] in game.hands[0] and 1 <= hint["stone"] <= 9  # what the board marks
    assert hint == {
        **ANALYSIS.hint(game, line=0, ply=0, iterations=30, seed=2),
        "words": advice_words(hint["move"]),
    }
    spectator = GameBoard(game, viewer="spectator")
    assert not spectator.can_hint
    send(spectator, {"kind": "hint", "line": 0, "ply": 0})
    assert "spectator" in spectator.error and spectator.hint == {}


def _bytes(value: object) -> bytes:
    return json.dumps(value, sort_keys=True).encode()


@pytest.mark.parametrize("viewer", [0, 1])
def test_twin_deals_give_a_player_the_same_hint(viewer: int) -> None:
    """At each of the viewer's turns of a round cut short, the hint is the same bytes for two
    deals that differ only in cards the viewer never saw."""
    hints: list[list[bytes]] = []
    for record in schotten_twin(11, viewer, 16):
        board = GameBoard(record=record, viewer=viewer, hint_iterations=20, seed=4)
        seen = []
        for ply in range(len(board.frames)):
            board.goto(0, ply)
            seen.append(_bytes(board.hint))
            if board.session.game().current_player == viewer and board.can_hint:
                seen.append(_bytes(board.ask_hint()))
        hints.append(seen)
    assert hints[0] == hints[1]
    assert any(b'"move"' in h for h in hints[0])  # some hint was asked


@pytest.mark.parametrize("viewer", [0, 1, "spectator"])
def test_twin_deals_give_a_player_or_spectator_the_same_review(viewer: Any) -> None:
    states: list[bytes] = []
    for record in schotten_twin(13, viewer, None):
        board = GameBoard(record=record, viewer=viewer)
        states.append(_bytes(reviewed(board)))
    assert states[0] == states[1]
    assert b'"entries"' in states[0]
