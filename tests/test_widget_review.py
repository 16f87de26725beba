"""The game review on the board: progress, cache, what each viewer receives, and the review
saved in the record (the browser test clicks the marks and the graph for real)."""

from __future__ import annotations

import asyncio
import copy
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

import clans_widget.analysis
from clans_widget import ClansWidget, Game, Record, RecordError
from clans_widget.analysis import Review, review
from clans_widget.games.clans.words import advice_words, move_words
from clans_widget.puzzles import PUZZLES
from clans_widget.rules.view import view
from clans_widget.session import Session
from tests.frame_helpers import cards_in, in_own_loop, send
from tests.refusals import refused, unchanged

GAMES = Path(__file__).parent.parent / "notebooks" / "games"
BUDGET = {"iterations": 10, "seed": 3}


def recorded(name: str = "two_players.json") -> Record:
    return Record.from_json((GAMES / name).read_text(encoding="utf-8"))


def as_shown(made: Review, names: Sequence[str] | None = None) -> dict[str, Any]:
    """``made`` as a board sends it: each move also in words (the players of ``names``, by
    default the two of :func:`recorded`), its better move as advice."""
    data = made.to_dict()
    for entry in data["entries"]:
        entry["words"] = move_words(entry["move"], entry["player"], names or recorded().names)
        if entry["better"]:
            entry["better_words"] = advice_words(entry["better"])
    return data


def watched(widget: ClansWidget) -> list[dict[str, Any]]:
    """Every value the ``review_state`` trait takes from now on (each is synced to the page),
    and every custom message sent, appended to the same list."""
    seen: list[dict[str, Any]] = []
    widget.observe(lambda change: seen.append(copy.deepcopy(change["new"])), names="review_state")
    widget.send = seen.append  # type: ignore[method-assign]
    return seen


@pytest.fixture
def computed(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Counts the reviews computed (the board's review calls analysis.review)."""
    calls: list[Any] = []
    real = clans_widget.analysis.review

    def counting(record: Record, viewer: Any = None, **kwargs: Any) -> Review:
        calls.append((viewer, kwargs.get("iterations"), kwargs.get("seed")))
        return real(record, viewer, **kwargs)

    monkeypatch.setattr(clans_widget.analysis, "review", counting)
    return calls


def shown(widget: ClansWidget) -> dict[str, Any]:
    """The review the board shows (its ``review_state``), copied."""
    return copy.deepcopy(widget.review_state)


def hidden_at_end(record: Record, viewer: Any) -> set[str]:
    return {str(card) for card in view(record.game(), viewer).unseen}


# --- computing it on the board -------------------------------------------------------------


def test_the_board_shows_the_progress_then_the_review() -> None:
    record = recorded()
    w = ClansWidget(record=record)
    assert w.review_state == {"review": None, "progress": None, "refusal": ""}
    seen = watched(w)
    done = w.review(**BUDGET)
    steps = [s["progress"] for s in seen if s["progress"] is not None]
    assert steps == [[k, 16] for k in range(17)]
    assert seen[-1]["progress"] is None
    assert seen[-1]["review"] == as_shown(done) == w.review_state["review"]
    assert [e.ply for e in done] == list(range(16)) and done.viewer is None


def test_the_review_button_works_on_a_thread_while_the_board_still_steps() -> None:
    """In a kernel (a running event loop) the Review button's review runs on a worker thread:
    the progress reaches the page as it goes, the board steps meanwhile, a second press is
    refused, and the review lands as if computed at once."""

    async def scenario() -> tuple[list[dict[str, Any]], str, int, dict[str, Any]]:
        w = ClansWidget(record=recorded())
        w.review_budget = {"iterations": 300, "seed": 3}
        seen = watched(w)
        send(w, {"kind": "review"})
        send(w, {"kind": "review"})
        second = w.error
        w.position = 5  # the board steps while the review runs
        while w.review_state["review"] is None or w.review_state["progress"] is not None:
            await asyncio.sleep(0.02)
        return seen, second, w.position, w.review_state

    seen, second, position, final = in_own_loop(scenario())
    assert second == "the review is still being worked out"
    assert position == 5
    steps = [s["progress"] for s in seen if isinstance(s, dict) and s.get("progress")]
    assert steps[0] == [0, 16] and steps[-1] == [16, 16] and len(steps) == 17
    expected = review(recorded(), None, iterations=300, seed=3)
    assert final["review"] == as_shown(expected)


def test_a_refused_review_is_said_at_once_on_a_thread_too() -> None:
    async def scenario() -> tuple[str, dict[str, Any]]:
        game = Game.new(2, seed=3)
        game.play(game.legal_moves()[0])
        w = ClansWidget(game, viewer=0)
        send(w, {"kind": "review"})
        return w.error, w.review_state

    error, state = in_own_loop(scenario())
    assert "review it once it is over" in error and state["progress"] is None


def test_the_same_main_line_and_settings_are_not_reviewed_again(computed: list[Any]) -> None:
    w = ClansWidget(record=recorded())
    first = w.review(**BUDGET)
    assert w.review(**BUDGET) is first and len(computed) == 1
    other = w.review(iterations=10, seed=4)
    assert len(computed) == 2 and other is not first
    assert w.review(**BUDGET) is first and len(computed) == 2  # both kept
    assert w.review_state["review"] == as_shown(first)


def test_the_review_button_uses_the_boards_budget(computed: list[Any]) -> None:
    w = ClansWidget(record=recorded())
    w.review_budget = dict(BUDGET)
    send(w, {"kind": "review"})
    assert w.error == "" and computed == [(None, 10, 3)]
    assert len(w.review_state["review"]["entries"]) == 16


def test_a_board_that_shows_everything_reviews_a_game_in_progress() -> None:
    game = recorded().game(5)
    w = ClansWidget(game)
    assert w.review_state["refusal"] == ""
    assert len(w.review(**BUDGET)) == 5
    w.play(w.game.legal_moves()[0])
    assert len(w.review_state["review"]["entries"]) == 5, "still the review of the first moves"
    assert len(w.record.review.entries) == 5  # type: ignore[union-attr]


def test_a_wrong_budget_is_refused_and_changes_nothing() -> None:
    w = ClansWidget(record=recorded())
    with unchanged(lambda: shown(w)), pytest.raises(ValueError, match="iterations must be 1 to"):
        w.review(iterations=0)
    w.review_budget = {"iterations": 10, "depth": 3}
    assert refused(w, {"kind": "review"}, shown) == (
        "a review budget has iterations, seconds and seed, not 'depth'"
    )


def test_a_review_that_stops_half_way_leaves_no_progress_bar(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def stopped(record: Record, viewer: Any = None, **kwargs: Any) -> Review:
        kwargs["progress"](0, 16)
        raise KeyboardInterrupt  # the kernel interrupted

    monkeypatch.setattr(clans_widget.analysis, "review", stopped)
    w = ClansWidget(record=recorded())
    seen = watched(w)
    with pytest.raises(KeyboardInterrupt):
        w.review(**BUDGET)
    assert [s["progress"] for s in seen] == [[0, 16], None]
    assert w.review_state == {"review": None, "progress": None, "refusal": ""}


# --- what each viewer receives -----------------------------------------------------------


@pytest.mark.parametrize("name", ["two_players.json", "three_players.json"])
def test_a_player_or_spectator_receives_no_card_they_may_not_see(name: str) -> None:
    record = recorded(name)
    full = review(record, **BUDGET)
    assert cards_in(full.to_dict()) & hidden_at_end(record, 0), "the test needs a hidden card"
    for viewer in [*range(record.players), "spectator"]:
        w = ClansWidget(record=record, viewer=viewer)
        seen = watched(w)
        mine = w.review(iterations=4)
        hidden = hidden_at_end(record, viewer)
        assert hidden, viewer
        assert mine.viewer == viewer and mine.made_for == viewer
        assert w.review_state["review"] == as_shown(mine, record.names)
        assert seen and not cards_in(seen) & hidden, viewer
        assert not cards_in([w.review_state, w.tree, w.comments]) & hidden, viewer


def test_a_players_review_keeps_no_seed_budget_or_bounds(computed: list[Any]) -> None:
    w = ClansWidget(record=recorded(), viewer=1)
    send(w, {"kind": "review"})  # the Review button, with the board's budget
    assert w.error == "" and computed == [(1, 1000, 0)]
    shown = w.review_state["review"]
    assert shown["for"] == 1 and (shown["seed"], shown["iterations"]) == (None, None)
    assert all(set(e["win"]) == {"mean"} for e in shown["entries"])
    assert Record.from_json(w.record.to_json()).review.made_for == 1  # type: ignore[union-attr]


def test_a_teachers_review_in_the_record_is_not_shown_to_a_player_who_may_review(
    computed: list[Any],
) -> None:
    """A record carrying a review made on a board that shows everything (from each mover's
    own hand) opens on a player's or spectator's board without it: the board offers to
    review instead, and its own review replaces it."""
    record = recorded()
    taught = record.with_review(review(record, **BUDGET))
    for viewer in (0, "spectator"):
        w = ClansWidget(record=taught, viewer=viewer)
        assert w.review_state == {"review": None, "progress": None, "refusal": ""}
        assert not cards_in(w.get_state()) & hidden_at_end(record, viewer)
    w = ClansWidget(record=taught, viewer=0)
    mine = w.review(iterations=4)
    assert w.review_state["review"] == as_shown(mine) and mine.made_for == 0
    saved = w.record.with_review(mine)
    assert ClansWidget(record=saved, viewer=0).review_state["review"] == as_shown(mine)
    assert ClansWidget(record=saved, viewer=1).review_state["review"] is None
    assert ClansWidget(record=saved).review_state["review"] == as_shown(mine)


def test_an_old_records_review_without_for_loads_as_made_for_all(computed: list[Any]) -> None:
    """Records saved before reviews said for whom they were made still load; their review,
    even one an old player's board saved (from each mover's hand, shown to that player), is
    made for "all": a player's board offers to review, and reviews anew when asked."""
    record = recorded()
    data = record.with_review(review(record, **BUDGET)).to_dict()
    del data["review"]["for"]
    data["review"]["viewer"] = 0
    old = Record.from_json(json.dumps(data))
    assert old.review is not None and old.review.made_for == "all" and old.review.viewer == 0
    assert ClansWidget(record=old).review_state["review"] == as_shown(old.review)
    w = ClansWidget(record=old, viewer=0)
    assert w.review_state == {"review": None, "progress": None, "refusal": ""}
    computed.clear()
    mine = w.review(**BUDGET)
    assert computed == [(0, 10, 3)] and mine.made_for == 0
    assert w.review_state["review"] == as_shown(mine)


def test_an_unfinished_game_with_a_teachers_review_is_not_shown_to_a_player() -> None:
    start = recorded().game(6).record
    taught = start.with_review(review(start, **BUDGET))
    w = ClansWidget(record=taught, viewer=0)
    assert w.review_state["review"] is None
    assert w.review_state["refusal"] == "the game is still being played: review it once it is over"
    assert ClansWidget(record=taught).review_state["review"] == as_shown(taught.review)  # type: ignore[union-attr]


def test_a_board_that_shows_everything_receives_the_whole_review() -> None:
    record = recorded()
    w = ClansWidget(record=record)
    done = w.review(**BUDGET)
    assert w.review_state["review"] == as_shown(done)
    assert cards_in(w.review_state) & hidden_at_end(record, 0)


def test_a_player_may_not_review_a_game_still_being_played() -> None:
    w = ClansWidget(recorded().game(6), viewer=0)
    refusal = w.review_state["refusal"]
    assert "still being played" in refusal
    with pytest.raises(ValueError, match="still being played"):
        w.review(**BUDGET)
    assert refused(w, {"kind": "review"}, shown) == refusal


def test_a_player_board_reviews_only_for_that_player() -> None:
    w = ClansWidget(record=recorded(), viewer=1)
    with pytest.raises(ValueError, match="its review is made for 1"):
        w.review("all", **BUDGET)
    assert w.review_state["review"] is None


def test_a_saved_review_made_with_every_card_known_is_not_shown_to_a_player() -> None:
    record = recorded()
    saved = record.with_review(review(record, "all", **BUDGET))
    for viewer in (0, "spectator"):
        w = ClansWidget(record=saved, viewer=viewer)
        assert w.review_state["review"] is None
        assert not cards_in(w.review_state) & hidden_at_end(record, viewer)
    assert ClansWidget(record=saved).review_state["review"] == as_shown(saved.review)  # type: ignore[union-attr]


# --- forged requests ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "intent",
    [
        {"kind": "review", "viewer": "all"},
        {"kind": "review", "iterations": 10**9},
        {"kind": "review", "seed": "x"},
    ],
)
def test_a_review_request_with_fields_is_refused(
    intent: dict[str, Any], computed: list[Any]
) -> None:
    w = ClansWidget(record=recorded(), viewer=0)
    assert refused(w, intent, shown) == "a review request has no fields: it reviews for this board"
    assert computed == []


def test_the_front_end_may_not_set_the_review() -> None:
    record = recorded()
    w = ClansWidget(record=record, viewer=0)
    forged = review(record, **BUDGET).to_dict()
    w.set_state({"review_state": {"review": forged, "progress": None, "refusal": ""}})
    assert "Python owns it" in w.error
    assert w.review_state["review"] is None and w.record.review is None


def test_a_puzzle_board_offers_no_review() -> None:
    w = ClansWidget(puzzle=PUZZLES[0])
    assert w.review_state["refusal"] == "no review in a puzzle"
    send(w, {"kind": "review"})
    assert "no review in a puzzle" in w.error


# --- saved in the record ----------------------------------------------------------------


def test_a_review_is_saved_in_the_record_and_shown_again_without_computing(
    computed: list[Any],
) -> None:
    w = ClansWidget(record=recorded())
    done = w.review(**BUDGET)
    text = w.record.to_json()
    assert json.loads(text)["review"] == done.to_dict()
    loaded = Record.from_json(text)
    assert loaded.review == done and loaded.to_json() == text
    again = ClansWidget(record=loaded)
    assert again.review_state["review"] == as_shown(done)
    assert again.review(**BUDGET) == done and len(computed) == 1, "the saved review is reused"
    spectators = ClansWidget(record=loaded, viewer="spectator").review_state
    assert spectators == {"review": None, "progress": None, "refusal": ""}, "made for 'all'"


def test_a_record_without_a_review_is_written_as_before() -> None:
    for path in sorted(GAMES.glob("*.json")):
        record = Record.from_json(path.read_text(encoding="utf-8"))
        assert record.review is None and "review" not in record.to_dict()
        assert ClansWidget(record=record).record.to_json() == record.to_json()


def test_a_review_goes_when_the_main_line_it_reviews_changes() -> None:
    w = ClansWidget(record=recorded())
    w.review(**BUDGET)
    w.goto(0, 3)
    other = next(m for m in w.game.legal_moves() if str(m) != w.record.moves[3])
    w.play(other)  # a variation: the main line stays
    assert len(w.review_state["review"]["entries"]) == 16 and w.record.review is not None
    w.promote(1)
    assert w.review_state["review"] is None and w.record.review is None
    assert w.review_state["refusal"] == ""


def test_with_review_checks_the_review_against_the_moves() -> None:
    record = recorded()
    done = review(record, **BUDGET)
    assert record.with_review(done).review == done
    assert record.with_review(done).with_review(None) == record
    with pytest.raises(ValueError, match="17 entries for a game of 16 moves"):
        record.with_review(Review((*done.entries, done.entries[0]), None, 10, None, 3))
    other = recorded("three_players.json")
    with pytest.raises(ValueError, match="entry 1: it reviews"):
        other.with_review(done)


def malformed(change: Any) -> str:
    data = recorded().with_review(review(recorded(), **BUDGET)).to_dict()
    change(data)
    return json.dumps(data)


def _set(path: tuple[Any, ...], value: Any) -> Any:
    def change(data: Any) -> None:
        for key in path[:-1]:
            data = data[key]
        data[path[-1]] = value

    return change


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (_set(("review",), [1, 2]), "review: a review must be a JSON object, not list"),
        (_set(("review", "version"), 9), "review: a review has format"),
        (_set(("review", "entries"), "all"), "review: a review's entries must be a list"),
        (_set(("review", "entries", 2, "mark"), "brilliant"), "review: mark must be one of"),
        (_set(("review", "entries", 2, "ply"), 5), "review: entry 3: ply must be 2, not 5"),
        (_set(("review", "entries", 2, "player"), 1), "review: entry 3: player must be 0"),
        (_set(("review", "entries", 4, "move"), "3r@An1"), "review: entry 5: it reviews '3r@An1'"),
        (_set(("review", "entries", 0, "win"), {"mean": 2, "low": 0, "high": 1}),
         "review: win must have 0 <= low <= mean <= high <= 1"),
        (lambda d: d["review"]["entries"].append(d["review"]["entries"][0]),
         "review: it has 17 entries for a game of 16 moves"),
    ],
)
def test_a_malformed_review_in_a_record_file_is_a_record_error(change: Any, message: str) -> None:
    with pytest.raises(RecordError) as error:
        Record.from_json(malformed(change))
    assert str(error.value).startswith(message)


def test_a_review_of_fewer_moves_than_the_record_is_read() -> None:
    record = recorded()
    start = record.game(4).record
    short = review(start, **BUDGET)
    text = record.with_review(short).to_json()
    assert Record.from_json(text).review == short
    w = ClansWidget(record=Record.from_json(text))
    assert len(w.review_state["review"]["entries"]) == 4


def test_a_game_widget_after_a_review_keeps_it_in_its_record() -> None:
    game = Game.new(2, seed=5)
    for _ in range(3):
        game.play(game.legal_moves()[0])
    w = ClansWidget(game)
    done = w.review(**BUDGET)
    assert w.record.review == done and Record.from_json(w.record.to_json()).review == done


def test_a_session_keeps_a_records_review_only_while_its_main_line_is_the_same() -> None:
    record = recorded()
    done = review(record, **BUDGET)
    session = Session(record.with_review(done), replay=True)
    assert session.record.review == done
    session.goto(0, 3)
    session.play(next(m for m in session.game().legal_moves() if str(m) != record.moves[3]))
    assert session.record.review == done  # a variation: the main line is the same
    session.promote(1)
    assert session.record.review is None
