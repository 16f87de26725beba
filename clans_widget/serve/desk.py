"""The teacher's desk above the "all" board: a heading naming the table, Start, Pause or
Resume, each seat's player (a person or a bot), Save now, what the game is doing, and the
links to join under a heading of their own. With several tables: a link to each table's desk
with what its game is doing, and Start every table. Its buttons ask :mod:`.teacher` as the
teacher's page; the words come from the catalogue (``serve.*``)."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets

from ..i18n import DEFAULT, say
from ..i18n.sentence import error_in, name_of, said
from . import teacher
from .links import LINK_STYLE, join_links
from .room import TEACHER, ClassRoom

PERSON = ""
"""The seat menu's value for a person (any other value names a bot)."""
DESK = "clans-desk"
"""The class of the desk's box (tests find the controls in it)."""
ROW = {"flex_flow": "row wrap", "align_items": "center"}
"""A row of the desk that wraps on a narrow page instead of running off it."""


class TeacherDesk:
    """The teacher's controls of ``room``, in ``lang``: :attr:`box` shows them."""

    def __init__(self, room: ClassRoom, lang: str | None = None) -> None:
        self.room = room
        self.lang = lang or DEFAULT
        self.start = ipywidgets.Button(description=self._say("serve.start"),
                                       button_style="primary")
        self.pause = ipywidgets.Button()
        self.save = ipywidgets.Button(description=self._say("serve.save_now"),
                                      disabled=room.save_path is None)
        self.state = ipywidgets.HTML()
        self.links = ipywidgets.HTML()
        self.tables = ipywidgets.HTML()
        """With several tables: a link to each table's desk and what its game is doing."""
        self.start_all = ipywidgets.Button(description=self._say("serve.start_all"),
                                           layout=ipywidgets.Layout(display="none"))
        title = room.session.definition.title
        heading = (said("serve.desk_table", title=title, table=room.table).text(self.lang)
                   if room.table is not None else said("serve.desk", title=title).text(self.lang))
        self.heading = ipywidgets.HTML(f"<h2 style='margin:0 0 4px'>{html.escape(heading)}</h2>")
        session = room.session
        names: tuple[str, ...] = getattr(session.definition.bots, "BOT_NAMES", ())
        choices = [(self._say("serve.person"), PERSON), *((name, name) for name in names)]
        self.seats = []
        for seat in range(session.players):
            bot = session.bots.get(seat)
            menu = ipywidgets.Dropdown(
                options=choices, value=self._bot_name(bot, names),
                description=said("serve.seat", name=name_of(session.names, seat)).text(self.lang),
                style={"description_width": "initial"},
                layout=ipywidgets.Layout(width="auto", margin="2px 24px 2px 0"),
            )
            menu.observe(lambda change, s=seat: self._act(
                teacher.seat_player, s, change["new"] or None), names="value")
            self.seats.append(menu)
        self.start.on_click(lambda _b: self._act(teacher.start))
        self.pause.on_click(lambda _b: self._act(teacher.pause, not room.paused))
        self.save.on_click(lambda _b: self._act(teacher.save_now))
        self.start_all.on_click(lambda _b: self._act(teacher.start_every_table))
        buttons = ipywidgets.HBox([self.start, self.pause, self.save, self.state],
                                  layout=ipywidgets.Layout(**ROW))
        seats = ipywidgets.HBox(self.seats, layout=ipywidgets.Layout(**ROW))
        tables = ipywidgets.HBox([self.start_all, self.tables], layout=ipywidgets.Layout(**ROW))
        self.box = ipywidgets.VBox([self.heading, tables, buttons, seats, self.links],
                                   layout=ipywidgets.Layout(padding="8px 12px 0"))
        """What the page shows above the board."""
        self.box.add_class(DESK)
        self.show()

    def _say(self, message: str) -> str:
        return say(message, self.lang)

    @staticmethod
    def _bot_name(bot: Any, names: tuple[str, ...]) -> str:
        """The menu's value for a seat's bot: its kind's name (a person's seat: none)."""
        if bot is None:
            return PERSON
        kind = str(getattr(bot, "name", "")).partition(":")[0]
        return kind if kind in names else names[0] if names else PERSON

    def _act(self, control: Any, *args: Any) -> None:
        """Ask ``control`` as the teacher's page; a refusal is shown, nothing else changes."""
        try:
            control(self.room, TEACHER, *args)
        except ValueError as error:
            self.show(error_in(error, self.lang))
            return
        self.show(self._say("serve.saved") if control is teacher.save_now else "")

    def show(self, note: str = "") -> None:
        """Show the game's state (waiting for Start, under way, paused), ``note``, the links."""
        room = self.room
        self.start.layout.display = "none" if room.started else ""
        self.pause.description = self._say("serve.resume" if room.paused else "serve.pause")
        self.pause.disabled = not room.started
        state = self._say(room.waiting() or "serve.under_way")
        self.state.value = f"<b>{html.escape(state)}</b> {html.escape(note)}"
        if room.base_url:
            heading = html.escape(self._say("serve.join_heading"))
            self.links.value = f"<h3 style='margin:8px 0 0'>{heading}</h3>" + join_links(
                room, self.lang)
        if room.table is not None:
            self.start_all.layout.display = "" if any(
                not fellow.started for fellow in room.fellows) else "none"
            self.tables.value = table_list(room, self.lang)


def table_list(room: ClassRoom, lang: str) -> str:
    """Each table of ``room``'s server as a link to its desk with what its game is doing; the
    table shown marked as the current page."""
    items = []
    for fellow in room.fellows:
        label = html.escape(said("serve.table", table=fellow.table or 1).text(lang))
        state = html.escape(say(fellow.waiting() or "serve.under_way", lang))
        href = html.escape(f"?token={fellow.tokens[TEACHER]}&table={fellow.table}&lang={lang}")
        current = ' aria-current="page"' if fellow is room else ""
        weight = ";font-weight:bold" if fellow is room else ""
        items.append(f'<li style="display:inline-block;margin:0 16px 0 0">'
                     f'<a href="{href}"{current} style="{LINK_STYLE}{weight}">{label}</a> '
                     f'<span>{state}</span></li>')
    return f'<ul style="list-style:none;padding:0;margin:4px 0">{"".join(items)}</ul>'

