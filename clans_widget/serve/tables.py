"""A class at several tables: one game (a :class:`~.room.ClassRoom`) per table, served from
one process, with one teacher's token for all of them. A page's token finds its table: a
seat's token opens that seat at its own table; the teacher's token and any other token open
the table the page's ``table`` number names (the first if it names none), the teacher's as
the teacher's page, any other as the open table.

Every known token is compared, each in constant time (:meth:`~.room.ClassRoom.viewer_for`), whatever
the token given: how long the answer takes tells nothing of which tokens exist.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.protocol import Viewer
from ..i18n.sentence import said
from .room import TEACHER, ClassRoom

MAX_TABLES = 50
"""The most tables one server holds (a class of 200 at four players a table)."""


class ClassTables:
    """The tables of a served class, numbered from 1 in the order of ``rooms``. Each room
    learns its number (:attr:`~.room.ClassRoom.table`) and its fellow tables
    (:attr:`~.room.ClassRoom.fellows`), so the teacher's page can list them."""

    def __init__(self, rooms: Sequence[ClassRoom]) -> None:
        if not 1 <= len(rooms) <= MAX_TABLES:
            raise ValueError(said("serve.bad_tables", tables=len(rooms), most=MAX_TABLES))
        self.rooms = list(rooms)
        for number, room in enumerate(self.rooms, start=1):
            room.table = number if len(self.rooms) > 1 else None
            room.fellows = self.rooms

    def numbered(self, table: object) -> ClassRoom:
        """The table ``table`` names (a number from 1, as text or int), else the first."""
        text = str(table).strip() if isinstance(table, (str, int)) else ""
        number = int(text) if text.isdigit() else 1
        return self.rooms[number - 1] if 1 <= number <= len(self.rooms) else self.rooms[0]

    def route(self, token: object, table: object = None) -> tuple[ClassRoom, Viewer]:
        """The table and the viewer ``token`` opens (see the module's docstring)."""
        found: tuple[ClassRoom, Viewer] | None = None
        for room in self.rooms:  # every table asked: each compares all its tokens
            viewer = room.viewer_for(token)
            if viewer not in (TEACHER, "spectator"):
                found = (room, viewer)
        if found is not None:
            return found
        room = self.numbered(table)
        return room, room.viewer_for(token)
