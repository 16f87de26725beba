"""Command line: ``python -m clans_widget validate FILE...``, ``simulate`` and ``export``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from .rules import Record, RecordError
from .simulate import add_arguments as add_simulate_arguments
from .simulate import run as run_simulation


def validate(paths: Sequence[str]) -> int:
    """Report each record file as valid or name its error; 1 if any is invalid."""
    failed = 0
    for path in paths:
        try:
            record = Record.from_json(Path(path).read_bytes())
        except OSError as error:
            print(f"{path}: cannot read: {error.strerror}")
            failed += 1
        except RecordError as error:
            print(f"{path}: invalid: {error}")
            failed += 1
        else:
            score = record.game().score()
            state = "finished" if score.final else "unfinished"
            print(
                f"{path}: valid: {record.players} players, {len(record.moves)} moves, "
                f"{state}, points {list(score.points)}"
            )
    return 1 if failed else 0


def export(record_path: str, out: str, viewer: str) -> int:
    """Write a standalone HTML replay of a record file; 1 if it cannot be done."""
    from .export import save_html

    try:
        record = Record.from_json(Path(record_path).read_bytes())
    except OSError as error:
        print(f"{record_path}: cannot read: {error.strerror}", file=sys.stderr)
        return 1
    except RecordError as error:
        print(f"{record_path}: invalid: {error}", file=sys.stderr)
        return 1
    try:
        save_html(record, out, int(viewer) if viewer.isdigit() else viewer)
    except OSError as error:
        print(f"{out}: cannot write: {error.strerror}", file=sys.stderr)
        return 1
    except (ValueError, RuntimeError) as error:  # a bad viewer; the front end not built
        print(error, file=sys.stderr)
        return 1
    print(f"wrote {out}: replay of {len(record.moves)} moves, viewer {viewer}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line."""
    parser = argparse.ArgumentParser(prog="python -m clans_widget", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("validate", help="check recorded games (JSON records)")
    check.add_argument("files", nargs="+", help="record files")
    simulate = commands.add_parser("simulate", help="play many bot games and compare bots")
    add_simulate_arguments(simulate)
    page = commands.add_parser("export", help="write a recorded game as a standalone HTML replay")
    page.add_argument("record", help="record file (JSON)")
    page.add_argument("out", help="HTML file to write")
    page.add_argument("--viewer", default="all", help="all, spectator or a player index (0-based)")
    args = parser.parse_args(argv)
    if args.command == "validate":
        return validate(args.files)
    if args.command == "export":
        return export(args.record, args.out, args.viewer)
    return int(run_simulation(args))


if __name__ == "__main__":
    sys.exit(main())
