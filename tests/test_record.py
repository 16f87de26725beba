"""Game records: JSON round trips, replay by ply, and errors that name the field or move."""

from __future__ import annotations

import json
from typing import Any

import pytest

from clans_widget.rules import Game, Record, RecordError
from tests.rules_helpers import random_game, snapshot


def short_game() -> Game:
    """A whole game from a hand-made 2-player position: Ann's last card fits nowhere."""
    game = Game.from_setup(
        table={"Bn1": "4r", "Bn3": "4o"}, hands=[["4y", "5g"], ["3b", "6c"]], names=["Ann", "Ben"]
    )
    game.play("4y@Bn2+")
    game.play("~3b@Dh")
    game.play("~5g@Ah")
    return game


def short_record_data() -> dict[str, Any]:
    return {
        "format": "clans-and-glory",
        "version": 1,
        "names": ["Ann", "Ben"],
        "setup": {"table": {"Bn1": "4r", "Bn3": "4o"}, "hands": [["4y", "5g"], ["3b", "6c"]]},
        "moves": [{"move": "4y@Bn2+", "comment": "a shield on B"}, "~3b@Dh", "~5g@Ah"],
        "result": {"points": [12, 0]},
    }


def load(data: dict[str, Any]) -> Record:
    return Record.from_json(json.dumps(data))


# --- round trips ----------------------------------------------------------------------------


def test_a_hand_written_record_loads_with_its_names_moves_comments_and_result() -> None:
    record = load(short_record_data())
    assert record.players == 2
    assert list(record.names) == ["Ann", "Ben"]
    assert list(record.moves) == ["4y@Bn2+", "~3b@Dh", "~5g@Ah"]
    assert record.comment(1) == "a shield on B"
    assert record.comment(2) == ""
    assert tuple(record.result or ()) == (12, 0)
    assert snapshot(record.game()) == snapshot(short_game())


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_played_game_round_trips_through_json(players: int) -> None:
    game = random_game(players, seed=players * 7)
    record = game.record.with_comments({1: "opening", game.ply: "the end"}).with_result()
    text = record.to_json()
    again = Record.from_json(text)
    assert again.to_json() == text
    assert list(again.moves) == [str(m) for m in game.moves]
    assert again.comment(1) == "opening" and again.comment(game.ply) == "the end"
    assert again.setup.seed == players * 7
    assert snapshot(again.game()) == snapshot(game)


def test_a_position_with_face_down_cards_stacks_supply_and_turn_round_trips() -> None:
    game = Game.from_setup(
        table={"Bn2": "4r", "Ah": "6g"},
        hands=[["3o", "5b"], ["4y", "3r"], ["3c", "7c"]],
        stacks={"B": [2, 0], "C": [2]},
        supply=[3, 5, 1],
        face_down={"Cs1": "5y"},
        to_move=1,
    )
    game.play(game.legal_moves()[-1])
    text = game.record.to_json()
    again = Record.from_json(text)
    assert again.to_json() == text
    assert snapshot(again.game()) == snapshot(game)
    assert snapshot(again.game(0)) == snapshot(Game(game.setup))


def test_a_record_read_back_from_json_equals_the_record_written() -> None:
    record = Game.new(2, seed=3).record
    assert Record.from_json(record.to_json()) == record


# --- replay ---------------------------------------------------------------------------------


def test_record_game_gives_the_position_after_any_number_of_moves() -> None:
    record = load(short_record_data())
    start = record.game(0)
    assert start.ply == 0 and start.current_player == 0
    assert [str(c) for c in start.hands[0]] == ["4y", "5g"]
    after_one = record.game(1)
    assert [str(m) for m in after_one.moves] == ["4y@Bn2+"]
    assert after_one.stacks["B"] == (0,)
    assert record.game(2).ply == 2
    assert snapshot(record.game()) == snapshot(record.game(3))
    assert record.game().is_over and not record.game(2).is_over


@pytest.mark.parametrize("ply", [-1, 4, 1.0, True])
def test_record_game_refuses_a_ply_outside_the_record(ply: object) -> None:
    with pytest.raises(ValueError, match="ply must be 0-3"):
        load(short_record_data()).game(ply)  # type: ignore[arg-type]


def test_record_positions_steps_through_every_position_in_order() -> None:
    record = random_game(3, seed=21).record
    seen = [snapshot(game) for game in record.positions()]
    assert len(seen) == len(record.moves) + 1
    assert seen == [snapshot(record.game(ply)) for ply in range(len(record.moves) + 1)]


# --- errors ---------------------------------------------------------------------------------


def broken(change: dict[str, Any]) -> dict[str, Any]:
    data = short_record_data()
    for key, value in change.items():
        if value is None:
            del data[key]
        else:
            data[key] = value
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"format": "chess"}, "format: expected 'clans-and-glory', found 'chess'"),
        ({"format": None}, "format: expected 'clans-and-glory', found None"),
        ({"version": 3}, "version: this program reads versions 1 and 2, found 3"),
        (
            {"winner": "Ann"},
            "unknown field 'winner' (fields: format, meta, moves, names, result, review, "
            "setup, title, version)",
        ),
        ({"setup": None}, "setup: missing, or not an object with table and hands"),
        (
            {"setup": {"table": {"An2": "5r"}, "hands": [["5r"], ["3b"]]}},
            "setup: hand 1: 5r is given twice (also table An2)",
        ),
        (
            {"setup": {"table": {"An2": "8r"}, "hands": [["5r"], ["3b"]]}},
            "setup: table An2: 8r is not in the 2-player deck (ranks 3-6)",
        ),
        (
            {"setup": {"table": {}, "hands": [["5r"], ["3b"]], "shuffle": True}},
            "setup: unknown field 'shuffle'",
        ),
        ({"names": ["Ann"]}, "names: give one non-empty name for each of the 2 players"),
        ({"moves": "4y@Bn2+"}, "moves: must be a list"),
        (
            {"moves": ["4y@Bn2", {"move": "~3b@Dh", "time": 3}]},
            "move 2: unknown field 'time'",
        ),
        (
            {"moves": ["4y@Bn2", "6c@Ah"]},
            "move 2 (6c@Ah): 6c does not match An1 (empty), As1 (empty) or the opposite Dh "
            "(empty); no card in the hand fits anywhere, so place one face down (~)",
        ),
        (
            {"moves": ["5g@Bn2"]},
            "move 1 (5g@Bn2): 5g does not match Bn1 (4r), Bn3 (4o) or the opposite Bs2 (empty)",
        ),
        (
            {"moves": ["4y@Bn2+", "~3b@Dh", "5g@Ah"]},
            "move 3 (5g@Ah): 5g does not match An1 (empty), As1 (empty) or the opposite Dh "
            "(face down); no card in the hand fits anywhere, so place one face down (~)",
        ),
        (
            {"result": {"points": [8, 0]}},
            "result: the record states points [8, 0] but its moves give [12, 0]",
        ),
        ({"result": {"points": [12]}}, 'result: give {"points": [...]} with one number per player'),
    ],
)
def test_a_broken_record_is_refused_naming_the_field_or_move(
    change: dict[str, Any], message: str
) -> None:
    with pytest.raises(RecordError) as error:
        load(broken(change))
    assert str(error.value) == message


def test_text_that_is_not_json_is_refused() -> None:
    with pytest.raises(RecordError, match=r"^not valid JSON: .* at line 1, column \d+$"):
        Record.from_json('{"format": "clans-and-glory",')


def test_json_that_is_not_an_object_is_refused() -> None:
    with pytest.raises(RecordError, match="a record is a JSON object"):
        Record.from_json("[1, 2]")


def test_a_record_whose_moves_are_legal_but_result_wrong_loads_nothing() -> None:
    # every move replays, but no partial record comes back: the whole load is refused
    data = short_record_data()
    data["result"] = {"points": [0, 12]}
    with pytest.raises(RecordError, match=r"^result: "):
        load(data)


def test_a_version_of_true_is_not_version_1() -> None:
    with pytest.raises(RecordError, match=r"^version"):
        load(broken({"version": True}))


def test_record_errors_are_value_errors() -> None:
    assert issubclass(RecordError, ValueError)
