"""`Record.from_json` on anything: a Record, or a RecordError with a short printable message.

Fuzzed with arbitrary bytes and text, arbitrary JSON values, and a real record with parts
replaced by arbitrary JSON values; then the cases a fuzzer finds slowly: deep nesting, numbers
too long to read, lone surrogates, and input over the size limit.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clans_widget.rules import Record, RecordError
from clans_widget.rules import record as record_module
from clans_widget.rules.record import MAX_RECORD_BYTES

REPO = Path(__file__).resolve().parent.parent
REAL_TEXT = (REPO / "notebooks" / "games" / "two_players.json").read_text(encoding="utf-8")
REAL: dict[str, object] = json.loads(REAL_TEXT)
FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

Path_ = tuple[str | int, ...]

# Text with every code point, lone surrogates included.
any_text = st.text(st.characters(exclude_categories=()), max_size=12)
tricky = st.sampled_from(["Ann \ud800", "\udfff", "x" * 3000, 7 * 10**3999, -(10**200), 1e308])
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | any_text
    | tricky,
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(any_text, children, max_size=4),
    max_leaves=12,
)


def outcome(text: str | bytes) -> Record | RecordError:
    """Load ``text``, checking the contract: a Record, or a RecordError fit to print."""
    try:
        record = Record.from_json(text)
    except RecordError as error:
        message = str(error)
        assert message and len(message) < 1000, message
        assert "because of a bug" not in message, message  # the safety net caught one
        message.encode("utf-8")  # no lone surrogate: the message can be printed
        return error
    assert isinstance(record, Record)
    again = record.to_json()
    again.encode("utf-8")
    assert Record.from_json(again) == record
    return record


def paths(value: object, prefix: Path_ = ()) -> Iterator[Path_]:
    """Every place in a JSON value, the whole value first."""
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from paths(item, (*prefix, index))


def replaced(value: object, path: Path_, new: object) -> object:
    """A copy of ``value`` with the part at ``path`` replaced by (or set to) ``new``."""
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: replaced(value.get(head), rest, new)}
    assert isinstance(value, list) and isinstance(head, int)
    return [replaced(item, rest, new) if i == head else item for i, item in enumerate(value)]


REAL_PATHS = list(paths(REAL))


def with_part(path: Path_, new_text: str) -> str:
    """The real record's JSON text with the part at ``path`` written as raw ``new_text``."""
    marker = "@@PART@@"
    return json.dumps(replaced(REAL, path, marker)).replace(json.dumps(marker), new_text)


def test_the_real_record_loads() -> None:
    assert isinstance(outcome(REAL_TEXT), Record)


@FUZZ
@given(st.binary(max_size=300))
def test_any_bytes(data: bytes) -> None:
    outcome(data)


@FUZZ
@given(st.text(st.characters(exclude_categories=()), max_size=300))
def test_any_text(text: str) -> None:
    outcome(text)


@FUZZ
@given(json_values)
def test_any_json_value(value: object) -> None:
    outcome(json.dumps(value))


@FUZZ
@given(st.lists(st.tuples(st.sampled_from(REAL_PATHS), json_values), min_size=1, max_size=3))
def test_a_real_record_with_parts_replaced(changes: list[tuple[Path_, object]]) -> None:
    data: object = REAL
    for path, new in changes:
        if path in set(paths(data)):
            data = replaced(data, path, new)
    outcome(json.dumps(data))


RAW_PARTS = ["7" * 5000, "[" * 3000 + "]" * 3000, '"\\ud800"', "NaN", "-Infinity", "1e999", "-0"]


@FUZZ
@given(st.sampled_from(REAL_PATHS), st.sampled_from(RAW_PARTS))
def test_a_real_record_with_a_part_written_as_raw_json(path: Path_, raw: str) -> None:
    outcome(with_part(path, raw))


@FUZZ
@given(st.integers(0, len(REAL_TEXT.encode("utf-8"))), st.binary(max_size=4))
def test_a_real_record_cut_short_or_with_bytes_slipped_in(at: int, extra: bytes) -> None:
    data = REAL_TEXT.encode("utf-8")
    outcome(data[:at])
    outcome(data[:at] + extra + data[at:])


@pytest.mark.parametrize("depth", [100_000, 5_000])
def test_deep_nesting_is_refused(depth: int) -> None:
    for text in ("[" * depth + "]" * depth, with_part(("names",), "[" * depth + "]" * depth)):
        error = outcome(text)
        assert isinstance(error, RecordError)
        assert "nested too deep" in str(error)


def test_nesting_python_can_read_is_refused_with_a_short_message() -> None:
    error = outcome(with_part(("moves", 0, "comment"), "[" * 500 + "]" * 500))
    assert isinstance(error, RecordError)
    assert str(error) == "move 1: comment must be text"


NUMBER_PLACES: list[Path_] = [
    ("version",),
    ("setup", "seed"),
    ("setup", "to_move"),
    ("setup", "hands", 0, 0),
    ("names", 1),
    ("moves", 5, "comment"),
    ("meta", "teaches"),
    (),
]


@pytest.mark.parametrize("path", NUMBER_PLACES, ids=lambda p: ".".join(map(str, p)) or "whole")
def test_a_5000_digit_number_anywhere_is_refused(path: Path_) -> None:
    error = outcome(with_part(path, "7" * 5000))
    assert isinstance(error, RecordError)
    assert "5000 digits" in str(error) and "4300" in str(error)


@pytest.mark.parametrize(
    "path", [("version",), ("setup", "to_move"), ("setup", "hands", 0, 0), ("result", "points", 0)]
)
def test_a_long_number_python_can_read_gives_a_short_message(path: Path_) -> None:
    error = outcome(with_part(path, "7" * 4000))  # outcome checks the message is short
    assert isinstance(error, RecordError)


@pytest.mark.parametrize(
    ("path", "field"),
    [
        (("names", 1), "names"),
        (("moves", 0, "comment"), "move 1"),
        (("title",), "title"),
        (("meta", "teaches"), "meta"),
        (("moves", 3, "move"), "move 4"),
        (("setup", "hands", 1, 0), "setup"),
    ],
)
def test_a_lone_surrogate_is_refused(path: Path_, field: str) -> None:
    for text in (with_part(path, '"Ann \\ud800"'), with_part(path, '"\\udfff"')):
        error = outcome(text)
        assert isinstance(error, RecordError)
        assert str(error).startswith(field) and "surrogate" in str(error), str(error)
    # The same as raw bytes (CESU-style UTF-8, which JSON's byte decoder lets through).
    raw = with_part(path, '"@@"').encode("utf-8").replace(b"@@", b"\xed\xa0\x80")
    assert isinstance(outcome(raw), RecordError)


def test_a_surrogate_pair_is_a_character_and_loads() -> None:
    record = outcome(with_part(("names", 1), '"Ben \\ud83d\\ude00"'))
    assert isinstance(record, Record) and record.names[1] == "Ben \U0001f600"


def test_bytes_that_are_not_utf8_are_refused() -> None:
    error = outcome(with_part(("names", 1), '"@@"').encode("utf-8").replace(b"@@", b"\xff\xc3"))
    assert isinstance(error, RecordError) and "UTF-8" in str(error)


@pytest.mark.parametrize("kind", [bytes, str])
def test_input_over_the_size_limit_is_refused_unread(kind: type) -> None:
    assert MAX_RECORD_BYTES == 16 * 1024 * 1024
    padding = " " * (MAX_RECORD_BYTES + 1 - len(REAL_TEXT.encode("utf-8")))
    text = REAL_TEXT + padding  # valid JSON, one byte too long
    error = outcome(text.encode("utf-8") if kind is bytes else text)
    assert isinstance(error, RecordError)
    assert "16 MiB" in str(error)
    assert isinstance(outcome(REAL_TEXT + padding[:-1]), Record)


def test_a_bug_while_reading_is_still_a_record_error(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken_setup(*args: object) -> None:
        raise KeyError("oops")

    monkeypatch.setattr(record_module, "make_setup", broken_setup)
    with pytest.raises(RecordError) as error:
        Record.from_json(REAL_TEXT)
    assert str(error.value) == "record: cannot be read because of a bug (KeyError: 'oops')"


@pytest.mark.parametrize("value", [None, 17, ["{}"], bytearray(b"\xff")])
def test_input_that_is_not_text_is_refused(value: object) -> None:
    with pytest.raises(RecordError):
        Record.from_json(value)  # type: ignore[arg-type]
