"""Frames: what the front end receives for one position and one viewer."""

from __future__ import annotations

import random

import pytest

from clans_widget.frames import frame, frame_delta, line_frames
from clans_widget.rules import Game
from clans_widget.rules.view import view
from tests.frame_helpers import cards_in, python_reason


def random_game(players: int, seed: int, plies: int) -> Game:
    game = Game.new(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    return game


def forced_face_down() -> Game:
    """Player 2 (index 1) holds only cards that fit nowhere and must play face down."""
    return Game.from_setup(
        table={"Bn2": "3r"},
        hands=[["3o", "4y"], ["5g", "6b"]],
        removed=[],
    )


def test_frame_lists_every_seat_in_table_order() -> None:
    for players, seats in ((2, 26), (3, 32), (4, 38)):
        f = frame(Game.new(players, seed=1))
        assert len(f["seats"]) == seats
        assert f["seats"][0]["seat"] == "Ah" and f["seats"][0]["row"] == "h"
        assert f["seats"][-1]["seat"] == f"{f['tiles'][-1]}h"
        assert f["tiles"] == list("ABCDEF"[: players + 2])


def test_frame_shows_the_table_hands_and_turn() -> None:
    game = Game.new(2, seed=7)
    f = frame(game)
    laid = {s["seat"]: s["card"] for s in f["seats"] if s["card"]}
    assert laid == {str(s): str(c) for s, c in game.table.items()}
    assert [h["count"] for h in f["hands"]] == [9, 8]
    assert f["hands"][0]["cards"] == [str(c) for c in game.hands[0]]
    assert f["turn"] == 0 and f["over"] is False and f["last"] is None
    assert f["supply"] == [5, 5]


def test_a_player_sees_their_own_hand_and_only_counts_of_the_others() -> None:
    game = random_game(4, seed=3, plies=6)
    f = frame(game, viewer=2)
    assert f["hands"][2]["cards"] == [str(c) for c in game.hands[2]]
    for p in (0, 1, 3):
        assert f["hands"][p]["cards"] is None
        assert f["hands"][p]["count"] == len(game.hands[p])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_frame_holds_a_card_its_viewer_may_not_see(players: int) -> None:
    for seed in range(40):
        game = random_game(players, seed, plies=random.Random(seed).randrange(30))
        for viewer in ("spectator", *range(players)):
            hidden = {str(c) for c in view(game, viewer).unseen}
            assert hidden, "some card is always hidden from a player"
            assert not cards_in(frame(game, viewer)) & hidden


def test_a_face_down_card_is_hidden_from_others_and_masked_in_the_last_move() -> None:
    game = forced_face_down()
    game.play("3o@Bn1")
    game.play("~5g@Ah+")
    for viewer in (0, "spectator"):
        f = frame(game, viewer)
        ah = next(s for s in f["seats"] if s["seat"] == "Ah")
        assert ah == {"seat": "Ah", "tile": "A", "row": "h", "pos": 0, "card": None, "down": True}
        assert f["last"]["move"] == "~?@Ah+"
        assert "5g" not in cards_in(f)
    owner_sees = frame(game, 1)
    assert owner_sees["last"]["move"] == "~5g@Ah+"
    assert next(s for s in owner_sees["seats"] if s["seat"] == "Ah")["card"] == "5g"


def test_legal_seats_come_with_the_reason_each_is_legal() -> None:
    game = Game.from_setup(
        table={"Bn1": "4g", "Bs2": "3r"},
        hands=[["3g", "6p"], ["5o"]],
        removed=[],
    )
    legal = frame(game)["legal"]
    assert legal["player"] == 0 and legal["shield"] is True and legal["face_down"] is False
    by_seat = {entry["seat"]: entry for entry in legal["cards"]["3g"]}
    assert by_seat["Bn2"]["by"] == {"Bn1": "colour", "Bs2": "rank opposite"}
    assert python_reason(frame(game), "3g", by_seat["Bn2"]) == (
        "matches the green 4 on B north 1 by colour and the red 3 opposite on B south 2 by rank"
    )
    # Across the tile border: An3 is Bn1's neighbour.
    assert by_seat["An3"]["by"] == {"Bn1": "colour"}
    assert legal["cards"]["6p"] == []


def test_when_nothing_fits_every_free_seat_takes_any_card_face_down() -> None:
    game = forced_face_down()
    game.play("3o@Bn1")
    legal = frame(game, viewer=1)["legal"]
    assert legal["face_down"] is True
    free = len(game.free_seats)
    assert len(legal["cards"]["5g"]) == len(legal["cards"]["6b"]) == free
    assert "by" not in legal["cards"]["5g"][0], "no card makes a face-down seat legal"


def test_legal_seats_are_left_out_for_a_viewer_who_cannot_see_the_hand() -> None:
    game = Game.new(3, seed=2)
    assert frame(game, viewer=1)["legal"] is None
    assert frame(game, viewer="spectator")["legal"] is None
    assert frame(game, viewer=0)["legal"] is not None


def test_the_score_frame_has_the_breakdown_and_says_who_wins() -> None:
    game = Game.from_setup(
        table={"An1": "3r", "An2": "3o", "As1": "5g", "Bn1": "4y"},
        hands=[["6b"], ["6p"]],
        removed=[],
        stacks={"A": [1, 0, 0]},
    )
    score = frame(game)["score"]
    tile_a = score["tiles"][0]
    assert tile_a["shields"] == [1, 0, 0]
    groups = [(g["rank"], g["taker"], g["points"]) for g in tile_a["groups"]]
    assert groups == [(3, 1, 6), (5, 0, 5)]
    assert tile_a["unused_shields"] == [2]
    assert score["tiles"][1]["groups"] == [
        {"rank": 4, "cards": ["4y"], "taker": None, "shield": None, "points": 4}
    ]
    assert score["points"] == [5, 6] and score["winners"] == [1]
    assert score["final"] is False
    assert score["text"] == "Player 2 would win with 6 points if the game ended now."


def test_line_frames_give_one_frame_per_position() -> None:
    game = random_game(2, seed=11, plies=40)
    frames = line_frames(game.record)
    assert [f["ply"] for f in frames] == list(range(game.ply + 1))
    assert frames[-1]["over"] is True and frames[-1]["score"]["final"] is True
    assert frames[5] == frame(game.record.game(5))


def test_hot_seat_frames_hold_no_hand_until_the_player_to_move_is_at_the_screen() -> None:
    game = random_game(3, seed=5, plies=7)
    covered = line_frames(game.record, viewer="turn")
    assert all(f["viewer"] == "spectator" for f in covered)
    assert not cards_in(covered) & {str(c) for h in game.hands for c in h}
    frames = line_frames(game.record, viewer="turn", at_screen=game.current_player)
    *earlier, last = frames
    assert last["viewer"] == last["turn"] == game.current_player
    assert [h["player"] for h in last["hands"] if h["cards"] is not None] == [last["turn"]]
    for f in earlier:
        assert f["viewer"] == "spectator"
        assert all(h["cards"] is None for h in f["hands"])
    others = {str(c) for p, h in enumerate(game.hands) if p != game.current_player for c in h}
    assert not cards_in(frames) & others


def test_hot_seat_frames_show_everything_once_the_game_is_over() -> None:
    game = random_game(2, seed=5, plies=99)
    last = line_frames(game.record, viewer="turn")[-1]
    assert last["over"] and last["viewer"] == "all"


def test_a_delta_holds_only_what_changed_and_rebuilds_the_frame() -> None:
    game = random_game(4, seed=3, plies=9)
    before = frame(game)
    game.play(game.legal_moves()[0])
    after = frame(game)
    delta = frame_delta(before, after)
    assert set(delta) < set(after) and "names" not in delta and "tiles" not in delta
    assert [s["seat"] for s in delta["seats"]] == [after["last"]["seat"]]
    rebuilt = {**before, **delta}
    changed = {s["seat"]: s for s in delta["seats"]}
    rebuilt["seats"] = [changed.get(old["seat"], old) for old in before["seats"]]
    hands = {h["player"]: h for h in delta["hands"]}
    assert list(hands) == [before["turn"]], "only the mover's hand changed"
    rebuilt["hands"] = [hands.get(old["player"], old) for old in before["hands"]]
    score = {**before["score"], **delta["score"]}
    score["tiles"] = [
        next((t for t in delta["score"].get("tiles", []) if t["tile"] == old["tile"]), old)
        for old in before["score"]["tiles"]
    ]
    rebuilt["score"] = score
    assert rebuilt == after
    assert frame_delta(None, after) == after and frame_delta(after, after) == {}
