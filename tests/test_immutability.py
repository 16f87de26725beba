"""Records and set-ups cannot be changed once made, pickle, and give positions a caller may keep."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import pytest

from clans_widget.rules import Game, Record
from clans_widget.rules.record import Variation
from clans_widget.rules.setup import FrozenMap, Setup, deal, make_setup
from tests.rules_helpers import random_game, snapshot


def full_setup() -> Setup:
    """A set-up with something in every mapping: table, face-down cards and stacks."""
    return make_setup(
        table={"Bn2": "4r", "Ah": "6g"},
        hands=[["3o", "5b"], ["4y", "3r"], ["3c", "7c"]],
        stacks={"B": [2, 0], "C": [2]},
        face_down={"Cs1": "5y"},
    )


def full_record() -> Record:
    """A record built from lists and dicts, with meta, a result and a variation."""
    return Record(
        full_setup(),
        ["Ann", "Ben", "Cy"],
        ["3o@An3"],
        ["why"],
        [1, 2, 3],
        "a title",
        {"event": "club night"},
        [Variation(0, 0, ["5b@An3"], ["or"])],  # type: ignore[arg-type]
    )


def parts(value: object) -> Iterator[object]:
    """``value`` and every value held inside it, through dataclass fields and containers."""
    yield value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from parts(getattr(value, field.name))
    elif isinstance(value, Mapping):
        for key, item in value.items():
            yield from parts(key)
            yield from parts(item)
    elif isinstance(value, (tuple, list, set, dict)):
        for item in value:
            yield from parts(item)


READ_ONLY = (str, int, type(None), tuple, FrozenMap, Setup, Record, Variation)


@pytest.mark.parametrize("make", [full_record, full_setup, lambda: Game.new(4, seed=2).record])
def test_everything_a_record_or_set_up_holds_is_read_only(make: Callable[[], object]) -> None:
    held = list(parts(make()))
    assert len(held) > 20
    assert [type(p).__name__ for p in held if not isinstance(p, READ_ONLY)] == []


def changes(record: Any) -> list[Callable[[], object]]:
    """Every way a caller might try to change a record through its attributes."""
    setup = record.setup
    return [
        lambda: record.meta.__setitem__("x", "1"),
        lambda: record.meta.__delitem__("event"),
        lambda: record.meta._items.__setitem__("x", "1"),
        lambda: setattr(record.meta, "_items", {}),
        lambda: record.names.__setitem__(0, "Eve"),
        lambda: record.moves.append("x"),
        lambda: record.variations[0].moves.append("x"),
        lambda: setattr(record, "moves", ()),
        lambda: setattr(record.variations[0], "ply", 1),
        lambda: setup.table.__setitem__("An1", "3o"),
        lambda: setup.table.pop("Bn2"),
        lambda: setup.face_down.clear(),
        lambda: setup.stacks.__setitem__("B", ()),
        lambda: setup.stacks["B"].append(1),
        lambda: setup.hands[0].append("3p"),
        lambda: setup.supply.append(1),
        lambda: setattr(setup, "to_move", 1),
    ]


@pytest.mark.parametrize("index", range(len(changes(full_record()))))
def test_a_caller_cannot_change_a_record_or_its_set_up(index: int) -> None:
    record = full_record()
    before = pickle.dumps(record)
    with pytest.raises((TypeError, AttributeError)):
        changes(record)[index]()
    assert pickle.dumps(record) == before


def test_changing_what_a_record_was_built_from_does_not_change_it() -> None:
    meta, table, stacks = {"event": "club"}, {"Bn2": "4r"}, {"B": [0]}
    setup = Setup(2, table, ((), ()), (), stacks=stacks)  # type: ignore[arg-type]
    record = Record(setup, ("Ann", "Ben"), meta=meta)
    meta["event"], table["An1"] = "x", "3r"
    stacks["B"].append(1)
    assert record.meta == {"event": "club"}
    assert setup.table == {"Bn2": "4r"} and setup.stacks == {"B": (0,)}


def test_read_only_mappings_compare_like_dicts() -> None:
    record, setup = full_record(), full_setup()
    assert record.meta == {"event": "club night"}
    assert {"event": "club night"} == record.meta  # noqa: SIM300 (dict on the left on purpose)
    assert record.meta != {"event": "other"}
    assert setup.stacks == dict(setup.stacks) and setup.stacks.get("Z") is None
    assert dataclasses.replace(record, meta=dict(record.meta)) == record
    assert record == full_record() and setup == full_setup()


def test_records_and_set_ups_pickle_and_stay_read_only() -> None:
    # `simulate` sends set-ups and records to worker processes.
    for value in (Game.new(3, seed=1).record, deal(3, seed=1), full_record(), full_setup()):
        again = pickle.loads(pickle.dumps(value))
        assert again == value and copy.deepcopy(value) == value
    again = pickle.loads(pickle.dumps(full_record()))
    with pytest.raises(TypeError):
        again.meta["x"] = "1"
    with pytest.raises(TypeError):
        again.setup.table["An1"] = "3o"


def test_positions_are_separate_games_at_each_ply() -> None:
    record = random_game(3, seed=21).record
    games = list(record.positions())
    assert [g.ply for g in games] == list(range(len(record.moves) + 1))
    assert len({id(g) for g in games}) == len(games)
    assert [snapshot(g) for g in games] == [snapshot(record.game(p)) for p in range(len(games))]


def test_changing_a_position_changes_neither_the_others_nor_the_ones_to_come() -> None:
    record = random_game(2, seed=5).record
    expected = [snapshot(record.game(p)) for p in range(len(record.moves) + 1)]
    seen = []
    for game in record.positions():
        seen.append(snapshot(game))
        if not game.is_over:
            game.play(game.legal_moves()[-1])  # a caller playing on from a position
    assert seen == expected
