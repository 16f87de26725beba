"""Records with variations: lines, version-2 JSON, and refusals that name the variation."""

from __future__ import annotations

import json
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from clans_widget.rules import Game, Record, RecordError
from clans_widget.rules.record import MAX_VARIATIONS, Variation
from tests.rules_helpers import snapshot
from tests.test_record_fuzz import FUZZ, json_values, outcome, paths, replaced

REPO = Path(__file__).resolve().parent.parent
SETUP: dict[str, Any] = {"table": {"Bn1": "4r", "Bn3": "4o"}, "hands": [["4y", "5g"], ["3b", "6c"]]}
MAIN = ("4y@Bn2+", "~3b@Dh", "~5g@Ah")


def example_data() -> dict[str, Any]:
    """A short game with nested variations, written by hand."""
    return {
        "format": "clans-and-glory",
        "version": 2,
        "title": "Ann's shield",
        "meta": {"teaches": "variations"},
        "names": ["Ann", "Ben"],
        "setup": SETUP,
        "moves": [{"move": "4y@Bn2+", "comment": "a shield on B"}, "~3b@Dh", "~5g@Ah"],
        "result": {"points": [12, 0]},
        "variations": [
            # line 1: Ben keeps his 3 instead
            {"parent": 0, "ply": 1, "moves": [{"move": "~6c@Dh", "comment": "keep the 3"},
                                              "~5g@An1"]},
            # line 2: inside line 1, Ann's last card elsewhere
            {"parent": 1, "ply": 2, "moves": ["~5g@Cs2"]},
            # line 3: Ann opens without a shield, opposite the 4r
            {"parent": 0, "ply": 0, "moves": ["4y@Bs1", {"move": "~3b@Dh", "comment": "again"}]},
            # line 4: from line 1 before it leaves the main line
            {"parent": 1, "ply": 1, "moves": ["~3b@An1"]},
            # line 5: line 3 played on past its end
            {"parent": 3, "ply": 2, "moves": ["~5g@Ah"]},
        ],
    }


def load(data: dict[str, Any]) -> Record:
    return Record.from_json(json.dumps(data))


def example() -> Record:
    return load(example_data())


# --- lines ----------------------------------------------------------------------------------


def test_every_line_holds_its_moves_from_the_start_of_the_game() -> None:
    record = example()
    assert record.lines == 6
    assert [record.line_moves(k) for k in range(record.lines)] == [
        MAIN,
        ("4y@Bn2+", "~6c@Dh", "~5g@An1"),
        ("4y@Bn2+", "~6c@Dh", "~5g@Cs2"),
        ("4y@Bs1", "~3b@Dh"),
        ("4y@Bn2+", "~3b@An1"),
        ("4y@Bs1", "~3b@Dh", "~5g@Ah"),
    ]


def test_every_line_carries_the_comments_of_the_moves_it_shares() -> None:
    record = example()
    assert [record.line_comments(k) for k in range(record.lines)] == [
        ("a shield on B", "", ""),
        ("a shield on B", "keep the 3", ""),
        ("a shield on B", "keep the 3", ""),
        ("", "again"),
        ("a shield on B", ""),
        ("", "again", ""),
    ]


def test_a_line_is_a_plain_record_that_replays() -> None:
    record = example()
    line = record.line(2)
    assert (line.setup, line.names, line.title, line.meta) == (
        record.setup, record.names, record.title, record.meta
    )
    assert (line.moves, line.comments) == (record.line_moves(2), record.line_comments(2))
    assert line.result is None and line.variations == () and line.lines == 1
    game = Game(record.setup, record.names)
    for move in ("4y@Bn2+", "~6c@Dh", "~5g@Cs2"):
        game.play(move)
    assert snapshot(line.game()) == snapshot(game)
    assert record.line(0) == replace(record, result=None, variations=())


@pytest.mark.parametrize("line", [-1, 6, True, 1.0, "1"])
def test_a_line_number_outside_the_record_is_refused(line: Any) -> None:
    record = example()
    for method in (record.line_moves, record.line_comments, record.line):
        with pytest.raises(ValueError, match=r"^line must be 0-5, not "):
            method(line)


# --- JSON and versions ----------------------------------------------------------------------


def test_a_record_with_nested_variations_round_trips_through_json() -> None:
    record = example()
    text = record.to_json()
    again = Record.from_json(text)
    assert again == record and again.to_json() == text
    assert [again.line_moves(k) for k in range(6)] == [record.line_moves(k) for k in range(6)]
    assert again.variations[0] == Variation(0, 1, ("~6c@Dh", "~5g@An1"), ("keep the 3", ""))


def test_a_record_with_variations_is_written_as_version_2() -> None:
    data = example().to_dict()
    assert data["version"] == 2
    assert data["variations"][0] == {
        "parent": 0,
        "ply": 1,
        "moves": [{"move": "~6c@Dh", "comment": "keep the 3"}, {"move": "~5g@An1"}],
    }
    assert list(data) == ["format", "version", "title", "meta", "names", "setup", "moves",
                          "result", "variations"]


def test_a_record_without_variations_is_written_as_version_1_as_before() -> None:
    plain = replace(example(), variations=())
    data = plain.to_dict()
    assert data["version"] == 1 and "variations" not in data
    # The files in notebooks/games were written before variations existed: byte for byte.
    for path in sorted((REPO / "notebooks" / "games").glob("*.json")):
        text = path.read_text(encoding="utf-8")
        assert Record.from_json(text).to_json() + "\n" == text, path.name


def test_a_version_2_document_without_variations_loads() -> None:
    data = example_data()
    del data["variations"]
    record = load(data)
    assert record.variations == () and record.to_dict()["version"] == 1


def test_an_unknown_version_names_the_versions_this_program_reads() -> None:
    with pytest.raises(RecordError) as error:
        load({**example_data(), "version": 3})
    assert str(error.value) == "version: this program reads versions 1 and 2, found 3"


# --- refusals -------------------------------------------------------------------------------


def with_variation(number: int, **change: Any) -> dict[str, Any]:
    """The example with fields of variation ``number`` (1-based) changed."""
    data = example_data()
    data["variations"][number - 1].update(change)
    return data


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (with_variation(1, parent=1), "variation 1: parent must be an earlier line, 0-0, not 1"),
        (with_variation(3, parent=3), "variation 3: parent must be an earlier line, 0-2, not 3"),
        (with_variation(1, parent=-1), "variation 1: parent must be a whole number, 0 or more, "
                                       "found -1"),
        (with_variation(1, parent=True), "variation 1: parent must be a whole number, 0 or more, "
                                         "found True"),
        (with_variation(1, ply=4), "variation 1: ply must be 0-3, a position of line 0, not 4"),
        (with_variation(2, ply=4), "variation 2: ply must be 0-3, a position of line 1, not 4"),
        (with_variation(1, ply="1"), "variation 1: ply must be a whole number, 0 or more, "
                                     "found '1'"),
        (with_variation(1, moves=[]), "variation 1: a variation needs at least one move"),
        (with_variation(1, moves="~6c@Dh"), "variation 1 moves: must be a list"),
        (with_variation(2, moves=[{"move": "~5g@Cs2", "comment": 7}]),
         "variation 2 move 1: comment must be text"),
        (with_variation(1, note="why"),
         "variation 1: unknown field 'note' (fields: moves, parent, ply)"),
        (
            with_variation(3, moves=["4y@Bs1", "~3b@Bs1"]),
            "variation 3 move 2 (~3b@Bs1): Bs1 is already taken by 4y",
        ),
        (
            with_variation(5, moves=["~5g@Ah", "~6c@An1"]),
            "variation 5 move 2 (~6c@An1): the game is over: no more moves can be played",
        ),
        (
            with_variation(2, moves=["6c@Dh"]),
            "variation 2 move 1 (6c@Dh): that card is not in Ann's hand",
        ),
        (
            with_variation(1, moves=["~3b@Dh"]),
            "variation 1: its first move ~3b@Dh is the move line 0 plays there, "
            "so it is no variation",
        ),
        (
            with_variation(2, moves=[" ~5g@An1"]),  # the same move, written differently
            "variation 2: its first move ~5g@An1 is the move line 1 plays there, "
            "so it is no variation",
        ),
        (
            {**example_data(), "version": 1},
            'variations: a version 1 record has none; a record with variations is "version": 2',
        ),
        ({**example_data(), "variations": {}}, "variations: must be a list"),
        (
            {**example_data(), "variations": [["~6c@Dh"]]},
            'variation 1: write it as {"parent": ..., "ply": ..., "moves": [...]}',
        ),
    ],
)
def test_a_broken_variation_is_refused_naming_it(data: dict[str, Any], message: str) -> None:
    with pytest.raises(RecordError) as error:
        load(data)
    assert str(error.value) == message


def test_variations_in_a_version_1_document_are_refused_even_when_empty() -> None:
    with pytest.raises(RecordError, match=r"^variations: a version 1 record has none"):
        load({**example_data(), "version": 1, "variations": []})


def test_a_lone_surrogate_in_a_variation_names_its_place() -> None:
    data = with_variation(1, moves=[{"move": "~6c@Dh", "comment": "\ud800"}])
    with pytest.raises(RecordError, match=r"^variation 1 move 1 comment: .*surrogate"):
        Record.from_json(json.dumps(data))


# --- building records in Python -------------------------------------------------------------


def plain() -> Record:
    return replace(example(), variations=())


@pytest.mark.parametrize(
    ("variations", "message"),
    [
        ((Variation(1, 0, ("4y@Bs1",)),), "variation 1: parent must be an earlier line"),
        ((Variation(0, 4, ("4y@Bs1",)),), "variation 1: ply must be 0-3"),
        ((Variation(0, 0, ("4y@Bn2+",)),), "variation 1: its first move 4y@Bn2\\+ is the move"),
        (
            (Variation(0, 0, ("4y@Bs1",)), Variation(1, 1, ("~3b@Dh",)), Variation(1, 2, ("x",))),
            "variation 3: ply must be 0-1, a position of line 1, not 2",
        ),
    ],
)
def test_a_record_refuses_a_variation_out_of_place(
    variations: tuple[Variation, ...], message: str
) -> None:
    with pytest.raises(ValueError, match=f"^{message}"):
        replace(plain(), variations=variations)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((0, 0, ()), "a variation needs at least one move"),
        ((-1, 0, ("4y@Bs1",)), "parent must be a whole number, 0 or more, not -1"),
        ((0, True, ("4y@Bs1",)), "ply must be a whole number, 0 or more, not True"),
        ((0, 0, ("4y@Bs1",), ("a", "b")), "2 comments for 1 moves"),
    ],
)
def test_a_variation_refuses_bad_fields(args: tuple[Any, ...], message: str) -> None:
    with pytest.raises(ValueError, match=f"^{message}$"):
        Variation(*args)


def test_a_variation_pads_its_comments_and_holds_tuples() -> None:
    variation = Variation(0, 0, ["4y@Bs1", "~3b@Dh"], ["why"])  # type: ignore[arg-type]
    assert variation.moves == ("4y@Bs1", "~3b@Dh") and variation.comments == ("why", "")


def test_with_result_and_with_comments_keep_variations_title_and_meta() -> None:
    record = replace(example(), result=None)
    for changed in (record.with_result(), record.with_comments({2: "hm"})):
        assert changed.variations == record.variations
        assert (changed.title, changed.meta) == ("Ann's shield", {"teaches": "variations"})
    assert record.with_comments({2: "hm"}).comments == ("a shield on B", "hm", "")
    assert record.with_result().result == (12, 0)


# --- fuzzing --------------------------------------------------------------------------------

EXAMPLE = example_data()
EXAMPLE_PATHS = list(paths(EXAMPLE))
MOVES = sorted({m if isinstance(m, str) else m["move"] for v in EXAMPLE["variations"]
                for m in v["moves"]} | set(MAIN) | {"4y@Bn2", "~6c@Ah", "x"})


@FUZZ
@given(st.lists(st.tuples(st.sampled_from(EXAMPLE_PATHS), json_values), min_size=1, max_size=3))
def test_a_record_with_variations_with_parts_replaced(changes: list[tuple[Any, object]]) -> None:
    data: object = EXAMPLE
    for path, new in changes:
        if path in set(paths(data)):
            data = replaced(data, path, new)
    outcome(json.dumps(data))


@st.composite
def variation_trees(draw: st.DrawFn) -> list[dict[str, Any]]:
    """Up to five variations of random legal moves, each from a random position of an
    earlier line."""
    rng = draw(st.randoms(use_true_random=False))
    lines: list[tuple[str, ...]] = [MAIN]
    entries = []
    for _ in range(draw(st.integers(0, 5))):
        parent = rng.randrange(len(lines))
        ply = rng.randrange(len(lines[parent]) + 1)
        game = Game.from_setup(**SETUP)
        for move in lines[parent][:ply]:
            game.play(move)
        taken = lines[parent][ply : ply + 1]
        moves = [str(m) for m in game.legal_moves() if str(m) not in taken]
        if game.is_over or not moves:
            continue
        line = [rng.choice(moves)]
        game.play(line[0])
        while not game.is_over and rng.random() < 0.6:
            line.append(str(game.play(rng.choice(game.legal_moves()))))
        entries.append({"parent": parent, "ply": ply, "moves": line})
        lines.append((*lines[parent][:ply], *line))
    return entries


@FUZZ
@given(variation_trees())
def test_variations_of_legal_moves_load_and_every_line_replays(entries: list[Any]) -> None:
    record = outcome(json.dumps({**EXAMPLE, "variations": entries}))
    assert isinstance(record, Record) and record.lines == 1 + len(entries)
    for k in range(record.lines):
        assert record.line(k).game().ply == len(record.line_moves(k))


@FUZZ
@given(
    variation_trees().filter(bool),
    st.sampled_from(["parent", "ply", "moves"]),
    st.integers(-1, 6) | st.lists(st.sampled_from(MOVES), max_size=3) | json_values,
)
def test_variations_with_a_field_changed_load_or_are_refused(
    entries: list[dict[str, Any]], name: str, value: object
) -> None:
    entries[-1][name] = value
    outcome(json.dumps({**EXAMPLE, "variations": entries}))


def test_a_record_with_too_many_variations_is_refused_before_any_is_replayed() -> None:
    game = Game.new(2, seed=1)
    first, second = (str(m) for m in game.legal_moves()[:2])
    data = game.record.to_dict() | {"version": 2, "moves": [{"move": first}]}
    data["variations"] = [{"parent": 0, "ply": 0, "moves": [{"move": second}]}] * (
        MAX_VARIATIONS + 1
    )
    started = time.perf_counter()
    with pytest.raises(RecordError, match=f"more than the {MAX_VARIATIONS}"):
        Record.from_json(json.dumps(data))
    assert time.perf_counter() - started < 1
