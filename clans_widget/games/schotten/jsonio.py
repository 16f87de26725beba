"""Reading JSON that may be hostile: every way it can go wrong is a :class:`RecordError`."""

from __future__ import annotations

import json

from clans_widget.core.records import container
from clans_widget.i18n.sentence import Param, said

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
            raise RecordError(
                said("record.not_utf8", why=error.reason, start=error.start)
            ) from None
    if not isinstance(text, str):
        raise RecordError(said("record.not_json_text", kind=type(text).__name__))
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
        where = {"line": error.lineno, "column": error.colno}
        raise RecordError(said("record.bad_json", why=error.msg, **where)) from None
    except RecursionError:
        raise RecordError(said("record.nested")) from None


def show(value: object, limit: int = 40) -> Param:
    """A value for a message: short, printable, never a whole list or object."""
    named = container(value)
    if named is not None:
        return named
    text = repr(value).encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= limit else text[:limit] + "..."


def _size(size: int) -> None:
    if size > MAX_BYTES:
        raise RecordError(said("record.too_large_bytes", most=MAX_BYTES))


def _integer(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise RecordError(said("record.many_digits", most=MAX_DIGITS))
    return int(digits)


def _number(digits: str) -> float:
    if len(digits) > MAX_DIGITS:
        raise RecordError(said("record.many_digits", most=MAX_DIGITS))
    return float(digits)


def _constant(name: str) -> float:
    raise RecordError(said("record.no_number", name=name))


def _object(pairs: list[tuple[str, object]]) -> dict[str, object]:
    out: dict[str, object] = {}
    for key, value in pairs:
        if key in out:
            raise RecordError(said("record.field_twice", field=show(key)))
        out[key] = value
    return out
