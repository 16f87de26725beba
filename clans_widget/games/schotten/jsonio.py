"""Reading JSON that may be hostile: every way it can go wrong is a :class:`RecordError`."""

from __future__ import annotations

import json

from .errors import RecordError

MAX_BYTES = 1024 * 1024
"""The longest record text read (1 MiB): a round takes about two kilobytes."""
MAX_DIGITS = 50
"""The most digits a number in a record may have: no field needs more than a few."""


def load(text: object) -> object:
    """Parse JSON text or bytes: too large, not UTF-8, malformed, nested too deep, a
    duplicated field, a non-finite or overlong number all raise ``RecordError``."""
    if isinstance(text, (bytes, bytearray)):
        _size(len(text))
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as error:
            raise RecordError(f"not UTF-8 text: {error.reason} at byte {error.start}") from None
    if not isinstance(text, str):
        raise RecordError(f"a record is JSON text or bytes, not {type(text).__name__}")
    _size(len(text))
    try:
        return json.loads(
            text,
            parse_int=_integer,
            parse_float=_number,
            parse_constant=_constant,
            object_pairs_hook=_object,
        )
    except json.JSONDecodeError as error:
        raise RecordError(
            f"not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}"
        ) from None
    except RecursionError:
        raise RecordError("not valid JSON: lists or objects are nested too deep") from None


def show(value: object, limit: int = 40) -> str:
    """A value for a message: short, printable, never a whole list or object."""
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    text = repr(value).encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= limit else text[:limit] + "..."


def _size(size: int) -> None:
    if size > MAX_BYTES:
        raise RecordError(f"too large: a record takes at most {MAX_BYTES} bytes")


def _integer(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise RecordError(f"a number in the record has more than {MAX_DIGITS} digits")
    return int(digits)


def _number(digits: str) -> float:
    if len(digits) > MAX_DIGITS:
        raise RecordError(f"a number in the record has more than {MAX_DIGITS} digits")
    return float(digits)


def _constant(name: str) -> float:
    raise RecordError(f"not valid JSON: {name} is no number a record may hold")


def _object(pairs: list[tuple[str, object]]) -> dict[str, object]:
    out: dict[str, object] = {}
    for key, value in pairs:
        if key in out:
            raise RecordError(f"the field {show(key)} is given twice in one object")
        out[key] = value
    return out
