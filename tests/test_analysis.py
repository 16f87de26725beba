"""Analysis: known answers on end positions, reproducibility, reviews, hidden cards, errors."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from pathlib import Path

import pytest

from clans_widget.analysis import MARK_NAMES, Review, analyse, mark, move_reason, review
from clans_widget.rules import Game, Move, Record
from clans_widget.rules.cards import CARD_TOKEN, Card
from clans_widget.rules.view import view

GAMES = Path(__file__).resolve().parent.parent / "notebooks" / "games"


def two_players() -> Record:
    return Record.from_json((GAMES / "two_players.json").read_text())


def steal_position() -> Game:
    """Ben's last card, 3y, and his last shield. Ann takes the three 4s on B (12) and the 5
    on C: only 3y@Bs1+ wins, pushing Ann's shield onto the new 3 and taking the 4s."""
    return Game.from_setup(
        table={"Bn1": "4y", "Bn2": "4o", "Bn3": "4r", "Cn1": "5g"},
        hands=[["6b"], ["3y"]], stacks={"B": [0], "C": [0]}, supply=[3, 1], to_move=1,
        names=["Ann", "Ben"],
    )


def nobody_position() -> Game:
    """Ben's last card, 3y, and no shield. Ann leads 8-5 with the 4s on B: 3y@Bs1 gives Ann
    the new 3 instead and leaves the 4s to nobody, so Ben wins 5-3; every other seat loses."""
    return Game.from_setup(
        table={"Bn1": "4y", "Bn2": "4o", "Cn1": "5g", "Dn2": "6y"},
        hands=[["6b"], ["3y"]], stacks={"B": [0], "C": [1]}, supply=[3, 0], to_move=1,
        names=["Ann", "Ben"],
    )


def last_move_position() -> Game:
    """Ann's last card, 6y, and no shield; Ben leads 9-6. The 6 fits tile B (Bn1, Bn3 and
    Bs2, beside or opposite 6r), where Ann's shield takes the 6s, and tile C (Cn2, Cs1), where
    nobody takes anything: only the moves onto B win."""
    return Game.from_setup(
        table={"Bn2": "6r", "Cn1": "6c", "Dn1": "3r", "Dn2": "3g", "Dn3": "3o"},
        hands=[["6y"], ["5b", "4b"]], stacks={"B": [0], "D": [1]}, supply=[0, 2],
        names=["Ann", "Ben"],
    )


ON_B = {"6y@Bn1", "6y@Bn3", "6y@Bs2"}


@pytest.mark.parametrize(
    ("position", "viewer", "winning", "reason"),
    [
        (steal_position, 1, {"3y@Bs1+"},
         "places a shield that takes the 4s on B from Ann; gives the new 3s on B to Ann"),
        (nobody_position, 1, {"3y@Bs1"},
         "gives the new 3s on B to Ann; leaves the 4s on B to nobody (Ann's before)"),
        (last_move_position, 0, ON_B, "adds to the 6s on B, which go to Ann"),
        (last_move_position, "all", ON_B, "adds to the 6s on B, which go to Ann"),
    ],
)
def test_the_sure_moves_come_first(
    position: Callable[[], Game], viewer: int | str, winning: set[str], reason: str
) -> None:
    game = position()
    found = analyse(game, viewer, iterations=60, seed=1)  # type: ignore[arg-type]
    assert sorted(str(e.move) for e in found) == sorted(str(m) for m in game.legal_moves())
    top = found[: len(winning)]
    assert {str(e.move) for e in top} == winning and {e.reason for e in top} == {reason}
    assert all(e.win.mean == 1.0 and e.win.low > 0.6 for e in top)
    assert all(e.win.mean == 0.0 and e.playouts >= 1 for e in found[len(winning) :])
    mover = game.current_player
    for e in found:
        after = game.copy()
        after.play(e.move)
        assert mover is not None and e.points == after.score().points[mover]


def test_reasons_of_a_steal_and_of_no_change() -> None:
    game = steal_position()
    seen = view(game, 1)
    assert move_reason(seen, Move.parse("3y@An3+")) == "places a shield that takes the new 3s on A"
    assert move_reason(seen, Move.parse("3y@An3")) == "leaves the new 3s on A to nobody"
    down = Game.from_setup(table={"Bn1": "4y"}, hands=[["6b", "3r"], ["5c"]], stacks={"B": [0]})
    assert all(m.face_down for m in down.legal_moves())
    assert move_reason(view(down, 0), Move.parse("~6b@Dh")) == "changes no group"
    assert move_reason(view(down, 0), Move.parse("~6b@Bs3+")) == (
        "places a shield on B that takes nothing yet"
    )


def test_the_same_seed_gives_the_same_analysis() -> None:
    game = two_players().game(4)
    first = analyse(game, iterations=300, seed=5)
    again = analyse(game, iterations=300, seed=5)
    assert [e.to_dict() for e in first] == [e.to_dict() for e in again]
    assert sum(e.playouts for e in first) == 300
    assert first[0].playouts >= max(e.playouts for e in first[2:])  # the last round's two
    assert all(0 <= e.win.low <= e.win.mean <= e.win.high <= 1 for e in first)
    json.dumps([e.to_dict() for e in first])


def test_a_time_budget_tries_every_move() -> None:
    game = Game.new(2, seed=3)
    found = analyse(game, seconds=0.05, seed=1)
    assert len(found) == len(game.legal_moves()) and all(e.playouts >= 1 for e in found)


def test_the_review_marks_the_recorded_game() -> None:
    record = two_players()
    calls: list[tuple[int, int]] = []
    done = review(record, iterations=200, seed=7, progress=lambda d, n: calls.append((d, n)))
    assert calls == [(i, 16) for i in range(17)]
    assert [e.ply for e in done] == list(range(16)) and len(done) == 16
    assert [e.move for e in done] == list(record.moves)
    # 200 playouts per move is a small budget (lesson 7 spends more): these marks pin down
    # that the same seed gives the same review, not that each mark is right
    assert [e.mark for e in done] == [
        "best", "mistake", "good", "inaccuracy", "blunder", "blunder", "good", "best",
        "mistake", "blunder", "best", "blunder", "best", "inaccuracy", "best", "best",
    ]
    for e in done:
        assert e.mark == mark(e.loss)
        assert e.loss == pytest.approx(max(0.0, e.best.mean - e.win.mean))
        assert (e.better is None) == (e.mark == "best")
    assert done[-1].mark == "best" and done[-1].win.mean == 0.0  # Ben's last card: a lost game
    assert Review.from_dict(json.loads(json.dumps(done.to_dict()))) == done
    assert done.to_dict() == review(record, iterations=200, seed=7).to_dict()


def test_marks_by_loss() -> None:
    losses = (0.0, 0.02, 0.03, 0.05, 0.07, 0.1, 0.15, 0.2, 0.21, 1.0)
    assert [mark(x) for x in losses] == [
        "best", "best", "good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake",
        "blunder", "blunder",
    ]
    assert MARK_NAMES == ("best", "good", "inaccuracy", "mistake", "blunder")


def hidden_from(game: Game, viewer: int | str) -> set[Card]:
    return set(view(game, viewer).unseen)  # type: ignore[arg-type]


def named(text: str) -> set[Card]:
    return {Card(t) for t in CARD_TOKEN.findall(text)}


@pytest.mark.parametrize("ply", [0, 5, 9, 13])
def test_an_analysis_names_no_card_its_viewer_cannot_see(ply: int) -> None:
    game = two_players().game(ply)
    mover = game.current_player
    assert mover is not None
    hidden = hidden_from(game, mover)
    for e in analyse(game, mover, iterations=100, seed=ply):
        assert not named(f"{e.move} {e.reason} {json.dumps(e.to_dict())}") & hidden


@pytest.mark.parametrize("viewer", [0, 1, "spectator"])
def test_a_review_shown_to_a_viewer_names_no_card_they_cannot_see(viewer: int | str) -> None:
    record = two_players()
    hidden = hidden_from(record.game(), viewer)
    assert hidden  # Ann's last card and Ben's face-down 4y stay hidden from someone
    done = review(record, viewer, iterations=60, seed=2)  # type: ignore[arg-type]
    assert not named(json.dumps(done.to_dict())) & hidden
    masked = [e.move for e in done if e.move.startswith("~?")]
    assert masked == ([] if viewer == 1 else ["~?@As1+"])


@pytest.mark.parametrize("viewer", [0, 3, "spectator"])
def test_a_four_player_review_names_no_card_its_viewer_cannot_see(viewer: int | str) -> None:
    record = Record.from_json((GAMES / "four_players.json").read_text())
    hidden = hidden_from(record.game(), viewer)
    done = review(record, viewer, iterations=4, seed=1)  # type: ignore[arg-type]
    assert not named(json.dumps(done.to_dict())) & hidden
    assert all(e.better is None for e in done if e.withheld)


def test_a_review_for_a_viewer_carries_no_seed_budget_or_bounds_and_whole_percents() -> None:
    """What let re-running the search test a guess at hidden cards (issue 17 item 1) is gone
    from a review made for a player or a spectator; the teacher's stays exact."""
    record = two_players()
    exact = review(record, iterations=60, seed=2)
    assert exact.made_for == "all" and exact.to_dict()["for"] == "all"
    assert exact.seed == 2 and exact[0].win.low is not None
    for viewer in (0, 1, "spectator"):
        made = review(record, viewer, iterations=60, seed=2)  # type: ignore[arg-type]
        data = made.to_dict()
        assert data["for"] == viewer and made.viewer == viewer
        assert (data["seed"], data["iterations"], data["seconds"]) == (None, None, None)
        shares = [e[k] for e in data["entries"] for k in ("win", "best")]
        assert all(set(share) == {"mean"} for share in shares), "no interval bounds"
        numbers = [s["mean"] for s in shares] + [e["loss"] for e in data["entries"]]
        assert all(round(x * 100) / 100 == x for x in numbers), "whole percents"
        assert Review.from_dict(json.loads(json.dumps(data))) == made
        assert made.shows_to(viewer) and made.shows_to("all")
        assert not made.shows_to("spectator" if viewer != "spectator" else 0)
        assert not exact.shows_to(viewer)
    with pytest.raises(ValueError, match="worst must be one of"):
        exact.turning_points("awful")


def test_a_review_for_a_viewer_with_a_seed_or_bounds_is_refused_when_read() -> None:
    data = review(two_players(), 0, iterations=10).to_dict()
    for change, message in [
        ({"seed": 3}, "carries no seed"),
        ({"iterations": 10}, "carries no seed"),
        ({"viewer": None}, "made from 0's information"),
    ]:
        with pytest.raises(ValueError, match=message):
            Review.from_dict({**data, **change})
    entries = [dict(e) for e in data["entries"]]
    entries[0]["win"] = {"mean": 0.5, "low": 0.4, "high": 0.6}
    with pytest.raises(ValueError, match="without bounds"):
        Review.from_dict({**data, "entries": entries})
    entries[0]["win"] = {"mean": 0.505}
    with pytest.raises(ValueError, match="whole percents"):
        Review.from_dict({**data, "entries": entries})


def test_a_review_without_for_counts_as_made_for_all() -> None:
    """Records saved before reviews said for whom they were made still load, as made for
    "all", a review from each mover's information shown to a player included."""
    data = review(two_players(), iterations=10, seed=1).to_dict()
    del data["for"]
    old = Review.from_dict(data)
    assert old.made_for == "all" and not old.shows_to(0)
    data["viewer"] = 0  # how an old player's board saved the movers' review shown to it
    assert Review.from_dict(data).made_for == "all"


def test_an_open_review_knows_every_card() -> None:
    done = review(two_players(), "all", iterations=60, seed=2)
    assert done.viewer == "all" and done[13].move == "~4y@As1+"


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({}, "exactly one budget"),
        ({"iterations": 10, "seconds": 1.0}, "exactly one budget"),
        ({"iterations": 0}, "iterations must be 1"),
        ({"iterations": -5}, "iterations must be 1"),
        ({"iterations": 2.5}, "whole number"),
        ({"iterations": True}, "whole number"),
        ({"seconds": 0}, "seconds must be above 0"),
        ({"seconds": -1.0}, "seconds must be above 0"),
        ({"seconds": math.nan}, "seconds must be above 0"),
        ({"seconds": math.inf}, "seconds must be above 0"),
        ({"seconds": "1"}, "seconds must be a number"),
    ],
)
def test_bad_budgets_are_refused(kwargs: dict[str, object], message: str) -> None:
    game = Game.new(2, seed=1)
    with pytest.raises(ValueError, match=message):
        analyse(game, **kwargs)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=message):
        review(two_players(), **kwargs)  # type: ignore[arg-type]


def test_who_may_be_analysed_for() -> None:
    game = Game.new(2, seed=1, names=["Ann", "Ben"])
    with pytest.raises(ValueError, match=r"a spectator cannot see the hand of player 0 \(Ann\)"):
        analyse(game, "spectator", iterations=10)
    with pytest.raises(ValueError, match=r"player 1 \(Ben\) cannot see the hand of player 0"):
        analyse(game, 1, iterations=10)
    with pytest.raises(ValueError, match="viewer must be"):
        analyse(game, 5, iterations=10)
    with pytest.raises(ValueError, match="the game is over"):
        analyse(two_players().game(), iterations=10)
    with pytest.raises(ValueError, match="needs a Record"):
        review(game, iterations=10)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="viewer must be"):
        review(two_players(), "nobody", iterations=10)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "broken",
    [[], {"format": "x"}, {"format": "clans-and-glory-review", "version": 1, "entries": [{}]}],
)
def test_a_broken_review_dict_is_refused(broken: object) -> None:
    with pytest.raises(ValueError):
        Review.from_dict(broken)
