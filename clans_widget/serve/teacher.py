"""The teacher's controls of a served game: start it, pause and resume it, give a seat to a
person or a named bot while playing, save the record now. Each is asked with the viewer of
the page that asks: only the teacher's page (``"all"``) may, anything else is refused with a
``ValueError`` and changes nothing. Undo is the teacher's board's own button.
"""

from __future__ import annotations

import secrets

from ..core.botspec import GameBots
from ..core.protocol import Viewer
from ..i18n.sentence import said
from ..widget_bots import make_bots
from .room import TEACHER, TOKEN_BYTES, ClassRoom


def check_teacher(by: Viewer | str) -> None:
    """``ValueError`` unless ``by`` is the teacher's page."""
    if by != TEACHER:
        raise ValueError(said("serve.teacher_only"))


def start(room: ClassRoom, by: Viewer | str) -> None:
    """Start the game: seats and bots may move from now on."""
    check_teacher(by)
    with room.lock:
        room.started = True
        room.session.tell_all()  # every page: who may move, which bot thinks
    room.bots.ask()


def pause(room: ClassRoom, by: Viewer | str, paused: bool) -> None:
    """Pause the game (``paused=True``: no bot moves, a seat's move is refused) or resume it."""
    check_teacher(by)
    if not isinstance(paused, bool):
        raise ValueError(said("serve.bad_request"))
    with room.lock:
        room.paused = paused
        room.session.tell_all()
    room.bots.ask()


def seat_player(room: ClassRoom, by: Viewer | str, seat: object, bot: str | None) -> None:
    """Give ``seat`` to the bot ``bot`` names (as ``--bots`` does: ``"search:0.5s"``), or to a
    person (``None``: the seat's link joins it, made now if it had none)."""
    check_teacher(by)
    session = room.session
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < session.players:
        raise ValueError(said("serve.bad_request"))
    with room.lock:
        if bot is None:
            session.bots.pop(seat, None)
            if seat not in room.tokens:
                room.tokens[seat] = secrets.token_urlsafe(TOKEN_BYTES)
        else:
            kinds: GameBots = session.definition.bots  # type: ignore[assignment]
            made = make_bots({seat: bot}, kinds, session.players, None)
            session.bots[seat] = made[seat]  # a wrong name raised before: nothing changed
        room.save()
        session.tell_all()
    room.bots.retry()  # a bot that failed here may be gone


def save_now(room: ClassRoom, by: Viewer | str) -> None:
    """Write the record to the server's ``--save`` file now (``ValueError`` without one)."""
    check_teacher(by)
    if room.save_path is None:
        raise ValueError(said("serve.no_save"))
    with room.lock:
        room.save()


def start_every_table(room: ClassRoom, by: Viewer | str) -> None:
    """Start the game at every table of ``room``'s server that waits for its Start."""
    check_teacher(by)
    for fellow in room.fellows:
        if not fellow.started:
            start(fellow, by)
