"""Command line: ``python -m clans_widget validate FILE...``, ``simulate``, ``export`` and
``serve`` (:mod:`clans_widget.serve.cli`).

Bad input of any kind gives a one-line message and a non-zero exit code, never a traceback.
Each subcommand takes ``--lang en|fr|de`` (default English): its messages come from that
language's catalogue (:mod:`clans_widget.i18n`, ``cli.json``), a record's error sentence
too, and ``export`` writes the page in it. ``--help`` speaks the ``--lang`` given, else the
user's locale (``LANG``). The system's reason a file cannot be read or written stays as it
comes.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from .core.registry import game_for, game_of, games
from .i18n import DEFAULT, LANGUAGES, say
from .i18n.command import help_language
from .i18n.sentence import error_in, said, sentence_of
from .rules import Record, RecordError
from .rules.record import MAX_RECORD_BYTES, parse_json
from .rules.view import Viewer
from .serve.cli import add_arguments as add_serve_arguments
from .serve.cli import run as run_server
from .simulate import add_arguments as add_simulate_arguments
from .simulate import run as run_simulation


def read_record(path: str) -> Any:
    """The record in file ``path``, of whichever registered game its ``format`` names; at
    most ``MAX_RECORD_BYTES + 1`` bytes are read.

    ``OSError`` if the file cannot be read, the game's ``RecordError`` (a ``ValueError``) if
    it holds no valid record.
    """
    with open(path, "rb") as file:
        data = file.read(MAX_RECORD_BYTES + 1)  # enough to refuse an endless file as too large
    parsed = parse_json(data)
    if not isinstance(parsed, dict) or not isinstance(parsed.get("format"), str):
        return Record.from_dict(parsed)  # Clans and Glory's reader names what is wrong
    try:
        definition = game_for(parsed["format"])
    except ValueError as error:
        raise RecordError(said("record.field", field="format", error=sentence_of(error))) from None
    return definition.load(parsed)


def _record_errors() -> tuple[type[ValueError], ...]:
    """Every registered game's ``RecordError``."""
    return tuple({RecordError, *(d.record_error for d in games())})


def validate(paths: Sequence[str], lang: str = DEFAULT) -> int:
    """Report each record file, of any registered game, as valid or name its error, in
    ``lang``; 1 if any is invalid."""
    failed = 0
    for path in paths:
        line, valid = _check_file(path, lang)
        _say(line)
        failed += not valid
    return 1 if failed else 0


def _check_file(path: str, lang: str = DEFAULT) -> tuple[str, bool]:
    """One line on the record file ``path``, in ``lang``, and whether it is valid."""
    try:
        record = read_record(path)
    except OSError as error:
        return say("cli.cannot_read", lang, path=path, reason=_reason(error)), False
    except _record_errors() as error:
        return say("cli.invalid", lang, path=path, error=error_in(error, lang)), False
    summary = game_of(record).describe(record, lang)
    return say("cli.valid", lang, path=path, summary=summary), True


def export(record_path: str, out: str, viewer: str, lang: str = DEFAULT) -> int:
    """Write a standalone HTML replay of a record file, in ``lang``; 1 if it cannot be done."""
    from .export import save_html

    if _same_file(record_path, out):
        _say(say("cli.same_file", lang, out=out, record=record_path), sys.stderr)
        return 1
    try:
        record = read_record(record_path)
    except OSError as error:
        _say(say("cli.cannot_read", lang, path=record_path, reason=_reason(error)), sys.stderr)
        return 1
    except _record_errors() as error:
        _say(say("cli.invalid", lang, path=record_path, error=error_in(error, lang)), sys.stderr)
        return 1
    try:
        save_html(record, out, _viewer(viewer), lang=lang)
    except OSError as error:
        _say(say("cli.cannot_write", lang, path=out, reason=_reason(error)), sys.stderr)
        return 1
    except (ValueError, RuntimeError) as error:  # a bad viewer; the front end not built
        _say(say("cli.error", lang, command="export", error=error_in(error, lang)), sys.stderr)
        return 1
    moves = len(record.moves)
    _say(say("cli.wrote_page", lang, out=out, count=moves, viewer=viewer))
    return 0


def _same_file(first: str, second: str) -> bool:
    """Whether both paths name one existing file (through links too)."""
    try:
        return os.path.exists(second) and os.path.samefile(first, second)
    except (OSError, ValueError):
        return False


def _viewer(text: str) -> Viewer | str:
    return int(text) if text.isascii() and text.isdigit() else text


def _reason(error: OSError) -> str:
    return error.strerror or str(error)


def _say(text: str, stream: TextIO | None = None) -> None:
    """Print a line, escaping what the stream cannot encode (a file name's stray bytes)."""
    out = stream or sys.stdout
    encoding = getattr(out, "encoding", None) or "utf-8"
    print(text.encode(encoding, "backslashreplace").decode(encoding), file=out)


def add_language_argument(parser: argparse.ArgumentParser, lang: str = DEFAULT) -> None:
    """The ``--lang`` option every subcommand takes, its help in ``lang``."""
    parser.add_argument(
        "--lang", default=DEFAULT, choices=LANGUAGES,
        help=say("cli.help_lang", lang, default=DEFAULT),
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line (its ``--help`` in :func:`~clans_widget.i18n.command.help_language`'s
    language)."""
    arguments = sys.argv[1:] if argv is None else list(argv)
    lang = help_language(arguments, os.environ)
    parser = argparse.ArgumentParser(
        prog="python -m clans_widget", description=say("cli.description", lang)
    )
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("validate", help=say("cli.help_validate", lang))
    check.add_argument("files", nargs="+", help=say("cli.help_files", lang))
    simulate = commands.add_parser("simulate", help=say("cli.help_simulate", lang))
    add_simulate_arguments(simulate, lang)
    page = commands.add_parser("export", help=say("cli.help_export", lang))
    page.add_argument("record", help=say("cli.help_record", lang))
    page.add_argument("out", help=say("cli.help_out", lang))
    page.add_argument("--viewer", default="all", help=say("cli.help_viewer", lang))
    served = commands.add_parser("serve", help=say("serve.help", lang))
    add_serve_arguments(served, lang)
    for command in (check, simulate, page, served):
        add_language_argument(command, lang)
    args = parser.parse_args(arguments)
    if args.command == "validate":
        return validate(args.files, args.lang)
    if args.command == "export":
        return export(args.record, args.out, args.viewer, args.lang)
    if args.command == "serve":
        return run_server(args)
    return int(run_simulation(args))


if __name__ == "__main__":
    sys.exit(main())
