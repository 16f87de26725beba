"""``python -m clans_widget serve``: a game served to a class from this process, or one game
at each of several tables (``--tables N``).

It prints the teacher's page, the projector's and one link per human seat, each with its
token (and, for one table, its QR code: with several, the teacher's page shows each table's),
then serves the pages with Solara until Ctrl+C. ``--save FILE`` writes the record after every
move (and the tokens beside it; table N of several in ``FILE``'s name with ``-tableN``):
started again with the same ``--save``, the server resumes each game with the same links.
``--record FILE`` continues a saved game (at every table). The games wait for the Start
button on the teacher's page (:mod:`.desk`), unless ``--start`` starts them at once.
"""

from __future__ import annotations

import argparse
import os
import socket
import sys
from pathlib import Path
from typing import Any

from ..core.registry import game_for, game_of, games
from ..i18n import DEFAULT, say
from ..i18n.sentence import error_in, said
from ..shared import shared_game
from .links import page_links, terminal_qr
from .room import TEACHER, ClassRoom, read_tokens
from .tables import MAX_TABLES, ClassTables

HOST = "127.0.0.1"
"""Only this computer, unless ``--host`` opens the server to a network."""
PORT = 8765


def add_arguments(parser: argparse.ArgumentParser, lang: str = DEFAULT) -> None:
    """The options of ``python -m clans_widget serve``, their help in ``lang``."""

    def words(message: str, **params: str | int) -> str:
        return say(message, lang, **params)

    formats = [d.format for d in games()]
    parser.add_argument(
        "--game", default=formats[0], choices=formats, help=words("serve.help_game")
    )
    parser.add_argument("--players", type=int, help=words("serve.help_players"))
    parser.add_argument("--tables", type=int, default=1,
                        help=words("serve.help_tables", most=MAX_TABLES))
    parser.add_argument("--bots", default="", help=words("serve.help_bots"))
    parser.add_argument("--seed", type=int, help=words("serve.help_seed"))
    parser.add_argument("--record", metavar="FILE", help=words("serve.help_record"))
    parser.add_argument("--save", metavar="FILE", help=words("serve.help_save"))
    parser.add_argument("--start", action="store_true", help=words("serve.help_start"))
    parser.add_argument("--host", default=HOST, help=words("serve.help_host", host=HOST))
    parser.add_argument("--port", type=int, default=PORT, help=words("serve.help_port", port=PORT))


def read_bots(text: str) -> dict[int, str]:
    """``"3:search,1:greedy"`` read as ``{3: "search", 1: "greedy"}`` (``ValueError`` if a
    part has no seat number)."""
    bots: dict[int, str] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        seat, colon, name = part.partition(":")
        if not colon or not seat.isdigit() or not name:
            raise ValueError(said("serve.bad_bots", part=repr(part)))
        bots[int(seat)] = name
    return bots


def table_save(save: Path, table: int, tables: int) -> Path:
    """Where table ``table`` of ``tables`` is saved when the server saves to ``save``: there
    for one table, else beside it with the table's number (``class-table2.json``)."""
    return save if tables == 1 else save.with_name(f"{save.stem}-table{table}{save.suffix}")


def make_room(
    args: argparse.Namespace, table: int = 1, tables: int = 1, teacher: str | None = None
) -> tuple[ClassRoom, str | None]:
    """The game the options describe at table ``table`` of ``tables`` (its seed, if any, the
    options' plus the table's number less one; ``teacher``: the teacher's token, shared by
    every table), and a line on a game resumed (or None)."""
    from ..__main__ import read_record

    definition = game_for(args.game)
    save = table_save(Path(args.save), table, tables) if args.save else None
    source = args.record or (str(save) if save is not None and save.exists() else None)
    seed = None if args.seed is None else args.seed + table - 1
    start: Any
    if source is not None:
        start = read_record(source)
        if game_of(start) is not definition:
            found = game_of(start).format
            raise ValueError(said("serve.other_game", source=source, found=found, wanted=args.game))
    else:
        start = definition.new(args.players, seed)
    session = shared_game(start, bots=read_bots(args.bots), seed=seed)
    tokens = read_tokens(save) if save is not None else {}
    if teacher is not None:
        tokens[str(TEACHER)] = teacher
    room = ClassRoom(session, save=save, tokens=tokens, started=args.start)
    resumed = None
    if source is not None:
        lang = getattr(args, "lang", DEFAULT)
        resumed = say("serve.resumed", lang, path=source, moves=session.length(0))
    return room, resumed


def make_tables(args: argparse.Namespace) -> tuple[ClassTables, list[str]]:
    """The tables the options describe (``--tables``, one game each, one teacher's token for
    all: the first table's, kept from a save if there is one), and a line on each game
    resumed."""
    count = getattr(args, "tables", 1)
    if not 1 <= count <= MAX_TABLES:
        raise ValueError(said("serve.bad_tables", tables=count, most=MAX_TABLES))
    first, resumed = make_room(args, 1, count)
    rooms, lines = [first], [resumed]
    for table in range(2, count + 1):
        room, resumed = make_room(args, table, count, first.tokens[TEACHER])
        rooms.append(room)
        lines.append(resumed)
    return ClassTables(rooms), [line for line in lines if line]


def shown_host(host: str) -> str:
    """The address the links name for a server listening on ``host``: ``localhost`` for this
    computer only, the computer's address in its network for every network (``0.0.0.0``)."""
    if host in ("127.0.0.1", "localhost"):
        return "localhost"
    if host not in ("0.0.0.0", "::", ""):
        return host
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))  # picks the outgoing address; sends nothing
            address: str = probe.getsockname()[0]
        except OSError:
            return "localhost"
    return address


def run(args: argparse.Namespace) -> int:
    """Start the server the options describe; print its links; serve until stopped."""
    try:
        import solara.server.settings
        import uvicorn
    except ImportError:
        print(say("serve.no_solara", args.lang), file=sys.stderr)
        return 2
    solara.server.settings.theme.show_banner = False  # it would cover a seat's move list
    try:
        tables, resumed = make_tables(args)
    except (OSError, ValueError) as error:  # a record's RecordError is a ValueError
        print(
            say("cli.error", args.lang, command="serve", error=error_in(error, args.lang)),
            file=sys.stderr,
        )
        return 2
    for room in tables.rooms:
        room.base_url = f"http://{shown_host(args.host)}:{args.port}"
    from .page import serve

    serve(tables)
    print_links(tables, args.lang)
    for line in resumed:
        print(line)
    for room in tables.rooms:
        if room.save_path is not None:
            print(say("serve.saves", args.lang, path=str(room.save_path)))
    sys.stdout.flush()
    os.environ["SOLARA_APP"] = "clans_widget.serve.page"
    config = uvicorn.Config("solara.server.starlette:app", host=args.host, port=args.port,
                            log_level="warning")
    uvicorn.Server(config).run()
    return 0


def print_links(tables: ClassTables, lang: str) -> None:
    """Print every page's link: with one table, each with its QR code; with several, the
    teacher's page's QR code only, then each table's links under its number."""
    first = tables.rooms[0]
    title = first.session.definition.title
    print(say("serve.started", lang, title=title, players=first.session.players,
              url=first.base_url))
    if len(tables.rooms) == 1:
        for label, url in page_links(first, lang):
            print(f"\n{label}: {url}")
            print(terminal_qr(url))
        return
    label, url = page_links(first, lang)[0]
    print(f"\n{label}: {url}")
    print(terminal_qr(url))
    print(say("serve.tables_started", lang, tables=len(tables.rooms)))
    for room in tables.rooms:
        print(f"\n{say('serve.table', lang, table=room.table or 1)}")
        for label, url in page_links(room, lang)[1:]:
            print(f"{label}: {url}")
