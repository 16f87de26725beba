"""Schotten Totten records with comments and variations (as Clans and Glory's records hold
them): the JSON written and read back, every line replayed on loading, malformed input
refused with a RecordError naming the field, and the lines through a board and back, written
moves mapped to the engine's steps (``end`` included) both ways."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clans_widget import GameBoard, schotten
from clans_widget.core.session import Session
from clans_widget.games.schotten.record import MAX_VARIATIONS
from tests.frame_helpers import send

GAMES = Path(__file__).resolve().parents[1] / "notebooks" / "games" / "schotten"
BASE_TEXT = (GAMES / "base.json").read_text(encoding="utf-8")
BASE: dict[str, Any] = json.loads(BASE_TEXT)
FUZZ = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def base() -> schotten.Record:
    return schotten.Record.from_json(BASE_TEXT)


def refused(data: object, message: str) -> None:
    with pytest.raises(schotten.RecordError) as caught:
        schotten.Record.from_dict(data)
    assert message in str(caught.value), str(caught.value)
    assert "bug" not in str(caught.value)


def steps(game: schotten.Game) -> list[str]:
    return [str(m) for m in game.moves]


# --- the JSON ---------------------------------------------------------------------------


def test_a_record_with_comments_and_a_variation_round_trips_byte_for_byte() -> None:
    record = base()
    assert record.title == "Ann and Ben: a base game" and record.lines == 2
    assert record.comment(1).startswith("Ann opens with her highest card")
    text = record.to_json(indent=1)
    again = schotten.Record.from_json(text)
    assert again == record and again.to_json(indent=1) == text
    data = record.to_dict()
    assert data["version"] == 2 and data["meta"]["made_by"] == "scripts/make_schotten_games.py"
    assert data["moves"][0] == {"move": "8g@4", "comment": record.comment(1)}
    assert data["moves"][2] == "6p@7"  # a move without a comment is written as before
    variation = record.variations[0]
    assert data["variations"][0]["ply"] == variation.ply == 20
    assert record.line_moves(1) == record.moves[:20] + variation.moves
    assert record.line_comments(1)[20] == variation.comments[0] != ""


def test_a_record_without_them_is_version_1_as_before() -> None:
    record = base()
    plain = replace(record, comments=(), variations=(), title="", meta={})
    data = plain.to_dict()
    assert data["version"] == 1 and all(isinstance(m, str) for m in data["moves"])
    assert list(data) == ["format", "version", "variant", "names", "setup", "moves", "result"]
    assert schotten.Record.from_dict(data) == plain


def _with(change: dict[str, Any]) -> dict[str, Any]:
    return {**json.loads(BASE_TEXT), **change}


def _variation(**fields: Any) -> dict[str, Any]:
    return _with({"variations": [{**BASE["variations"][0], **fields}]})


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (_with({"title": 7}), "title: must be text"),
        (_with({"meta": {"bots": 1}}), "meta: must be an object of texts"),
        (_with({"meta": []}), "meta: must be an object of texts"),
        (_with({"moves": [{"move": "8g@4", "comment": 3}]}), "move 1: comment must be text"),
        (_with({"moves": [{"move": "8g@4", "note": "x"}]}), "move 1: unknown field 'note'"),
        (_with({"moves": [{"comment": "x"}]}), 'move 1: write it as text or as {"move"'),
        (_with({"moves": [{"move": "8g@4", "comment": "\ud800"}]}), "lone surrogate"),
        (_with({"version": 1}), "variations: a version 1 record has none"),
        (_with({"variations": {}}), "variations: must be a list"),
        (_with({"variations": [3]}), 'variation 1: write it as {"parent"'),
        (_variation(parent=1), "variation 1: parent must be an earlier line, 0-0, not 1"),
        (_variation(parent=True), "variation 1: parent must be a whole number"),
        (_variation(ply=-1), "variation 1: ply must be a whole number"),
        (_variation(ply=57), "variation 1: ply must be 0-56, a position of line 0, not 57"),
        (_variation(moves=[]), "variation 1: a variation needs at least one move"),
        (_variation(moves="2y@6"), "variation 1 moves: must be a list"),
        (_variation(moves=["8g@4"]), "variation 1 move 1 ('8g@4'): "),
        (_variation(moves=["2y@6", "2y@6"]), "variation 1 move 2 ('2y@6'): "),
        (_variation(moves=["2p@2"]), "is the move line 0 plays there, so it is no variation"),
        (_variation(moves=[{"move": "2y@6", "comment": None}]), "variation 1 move 1: comment"),
        (_variation(colour="red"), "variation 1: unknown field 'colour'"),
        (_variation(moves=["end"]), "'end' is the engine's own step and is never written"),
    ],
    ids=range(22),
)
def test_malformed_comments_and_variations_are_named(data: object, message: str) -> None:
    refused(data, message)


def test_a_variation_of_a_variation_is_replayed_from_its_parent_line() -> None:
    data = json.loads(BASE_TEXT)
    side = data["variations"][0]
    data["variations"].append({"parent": 1, "ply": 22, "moves": ["claim 6"]})
    refused(data, "variation 2 move 1 ('claim 6'): ")
    line = schotten.Record.from_dict({**data, "variations": [side]}).line_moves(
        1
    )  # claim 6 is legal only after Ann's third 2 on stone 6
    at = line.index("claim 6")
    data["variations"][1] = {"parent": 1, "ply": at, "moves": [line[at + 1]]}
    loaded = schotten.Record.from_dict(data)
    assert loaded.line_moves(2) == (*line[:at], line[at + 1])


def test_too_many_variations_are_refused_before_any_is_replayed() -> None:
    side = BASE["variations"][0]
    refused(
        _with({"variations": [side] * (MAX_VARIATIONS + 1)}),
        f"variations: {MAX_VARIATIONS + 1} is more than the {MAX_VARIATIONS} a record may hold",
    )


def test_huge_input_is_refused() -> None:
    with pytest.raises(schotten.RecordError, match="too large"):
        schotten.Record.from_json(BASE_TEXT.replace("Ann opens", "Ann opens" + "x" * 2**20))


# --- fuzz: a real commented record with parts replaced ---------------------------------

any_text = st.text(st.characters(exclude_categories=()), max_size=8)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 80) | any_text | st.sampled_from(["2y@6", "end"]),
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(any_text, children, max_size=3)
    ),
    max_leaves=8,
)
FUZZ_PATHS: list[tuple[str | int, ...]] = [
    ("title",),
    ("meta",),
    ("meta", "bots"),
    ("moves", 0),
    ("moves", 0, "comment"),
    ("moves", 0, "move"),
    ("moves", 5),
    ("variations",),
    ("variations", 0),
    ("variations", 0, "parent"),
    ("variations", 0, "ply"),
    ("variations", 0, "moves"),
    ("variations", 0, "moves", 0),
    ("variations", 0, "moves", 0, "comment"),
    ("variations", 0, "moves", 3),
]


def _replaced(value: Any, path: tuple[str | int, ...], new: object) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: _replaced(value.get(head), rest, new)}
    if isinstance(value, list) and isinstance(head, int) and head < len(value):
        return [_replaced(v, rest, new) if i == head else v for i, v in enumerate(value)]
    return value


@FUZZ
@given(st.lists(st.tuples(st.sampled_from(FUZZ_PATHS), json_values), min_size=1, max_size=3))
def test_a_commented_record_with_parts_replaced_loads_or_names_its_fault(
    changes: list[tuple[tuple[str | int, ...], object]],
) -> None:
    data: Any = json.loads(BASE_TEXT)
    for path, new in changes:
        data = _replaced(data, path, new)
    try:
        text = json.dumps(data)
    except (TypeError, ValueError):
        return
    try:
        record = schotten.Record.from_json(text)
    except schotten.RecordError as error:
        message = str(error)
        assert message and "bug" not in message and len(message) < 400, message
        message.encode("utf-8")
        return
    again = record.to_json()
    again.encode("utf-8")  # whatever it holds can be written as a file
    assert schotten.Record.from_json(again) == record
    for line in range(record.lines):
        record.line_game(line)  # every line replays


# --- through a session and a board -----------------------------------------------------


@pytest.mark.parametrize("name", ["base.json", "expert.json", "tactic.json"])
def test_a_record_goes_through_a_session_and_back_unchanged(name: str) -> None:
    record = schotten.Record.from_json((GAMES / name).read_bytes())
    session: Session[schotten.Game, schotten.Record] = Session(record, replay=True)
    assert session.record == record
    for line in range(record.lines):
        moves, comments = session.moves(line), session.comments(line)
        assert moves == steps(record.line_game(line))
        written = [(m, c) for m, c in zip(moves, comments) if m != "end"]
        assert written == list(zip(record.line_moves(line), record.line_comments(line)))
        assert all(c == "" for m, c in zip(moves, comments) if m == "end")
        alone = session.line_record(line)
        assert alone.moves == record.line_moves(line) and alone.variations == ()
        assert alone.comments == record.line_comments(line) and alone.title == record.title
    assert GameBoard(record=record).record == record


def test_a_variation_played_on_a_board_is_saved_in_its_record() -> None:
    record = base()
    board = GameBoard(record=record)
    moves = board.session.moves()
    ply = 40
    board.goto(0, ply)
    other = next(
        str(m) for m in board.game.legal_moves() if m.kind == "play" and str(m) != moves[ply]
    )
    send(board, {"kind": "play", "move": other})
    assert board.error == "" and board.line == 2
    saved = board.record
    assert saved.lines == 3 and saved.variations[:1] == record.variations
    assert saved.comments == record.comments and saved.title == record.title
    new = saved.variations[1]
    assert (new.parent, new.ply, new.moves, new.comments) == (0, ply, (other,), ("",))
    reread = schotten.Record.from_json(saved.to_json())
    assert reread == saved and GameBoard(record=reread).record == saved
    assert reread.result == record.result  # the main line is unchanged


def with_end_steps() -> schotten.Record:
    """A round of random steps in which a player leaves a claim window open with a stone to
    claim (so the engine's `end` is a step), with a comment on every written move."""
    for seed in range(200):
        game = schotten.Game.new(seed)
        rng = random.Random(seed)
        while not game.is_over:
            game.play(rng.choice(game.legal_moves()))
        ends = [i for i, m in enumerate(game.moves) if str(m) == "end"]
        if ends and ends[0] > 4:
            notes = [f"note on {m}" for m in game.record.moves]
            return replace(game.record, comments=notes, result=None)
    raise AssertionError("no round with an `end` step")


def test_steps_and_comments_map_both_ways_around_end_steps() -> None:
    record = with_end_steps()
    session: Session[schotten.Game, schotten.Record] = Session(record, replay=True)
    moves, comments = session.moves(), session.comments()
    end = moves.index("end")
    assert comments[end] == "" and comments[end - 1] == f"note on {moves[end - 1]}"
    written = len([m for m in moves[:end] if m != "end"])
    claim = next(str(m) for m in session.position(0, end).legal_moves() if m.kind == "claim")
    session.goto(0, end)
    session.play(claim)  # a claim instead of the `end` step
    after = next(
        str(m)
        for m in session.position(0, end + 1).legal_moves()
        if str(m) != moves[end + 1] and m.kind == "play"
    )
    session.goto(0, end + 1)
    session.play(after)  # another card after the `end` step
    saved = session.record
    assert [(v.parent, v.ply, v.moves) for v in saved.variations] == [
        (0, written, (claim,)),
        (0, written, (after,)),
    ]
    assert saved.comments == record.comments
    again: Session[schotten.Game, schotten.Record] = Session(
        schotten.Record.from_json(saved.to_json()), replay=True
    )
    assert again.moves(1) == [*moves[:end], claim]
    assert again.moves(2) == [*moves[: end + 1], after]
    assert [again.lines[n].ply for n in (1, 2)] == [end, end + 1]
    assert again.comments(2)[: end + 1] == comments[: end + 1]
    assert again.record == saved


def test_a_variation_that_only_closes_a_claim_window_is_not_written() -> None:
    record = with_end_steps()
    session: Session[schotten.Game, schotten.Record] = Session(record, replay=True)
    moves = session.moves()
    ply = next(
        i
        for i in range(1, len(moves))
        if moves[i].startswith("claim")
        and "end" in [str(m) for m in session.position(0, i).legal_moves()]
    )
    session.goto(0, ply)
    session.play("end")  # the main line claims here; the variation closes the window instead
    assert session.line != 0
    assert session.record.variations == ()  # nothing written of its own
    assert session.record.moves == record.moves
