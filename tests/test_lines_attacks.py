"""Nothing lost (issue 17, item 4): promoting and deleting variations obey the undo rule, a
replay's recorded moves are never deleted, line ids are never used twice, and a promote or
delete names its variation so that a stale click changes nothing.

Each test plays the attacker with the intents a front end sends; each failed on the main of
issue 17 (promote and delete had no limit, carried only a line id, and ids were reused).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from clans_widget import ClansWidget, Game, Record
from clans_widget.analysis import review
from tests.frame_helpers import named, send
from tests.refusals import refused

GAMES = Path(__file__).parent.parent / "notebooks" / "games"


def recorded() -> Record:
    """A finished 2-player game of 16 moves with its result."""
    record = Record.from_json((GAMES / "two_players.json").read_text())
    assert len(record.moves) == 16 and record.result is not None
    return record


def other(w: ClansWidget) -> str:
    """A legal move at the position shown other than the line's own next move."""
    moves = w.session.moves()
    nxt = moves[w.position] if w.position < len(moves) else None
    return next(str(m) for m in w.game.legal_moves() if str(m) != nxt)


def edit(w: ClansWidget, kind: str, line: int) -> None:
    send(w, {"kind": kind, **named(w, line)})


def snapshot(w: ClansWidget) -> tuple[Any, ...]:
    return (w.record.to_json(), w.line, w.position, list(w.session.lines))


# --- the game as played ---------------------------------------------------------------------


def test_promote_and_delete_never_cut_moves_the_player_could_not_take_back() -> None:
    """Ann plays against a bot and against Cid (who moves from the teacher's screen): she may
    take back her own moves with the bot's answers, never Cid's. Promote then delete cut the
    8-move game to 5 on the old main; now both are refused and the game keeps its 8 moves."""
    w = ClansWidget(
        Game.new(3, seed=4, names=["Ann", "Bot", "Cid"]),
        viewer=0,
        bots={1: "greedy"},
        bot_delay=0,
        seed=1,
    )
    while w.game.ply < 8:
        if w.game.current_player == 0:
            send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
        else:
            w.play(w.game.legal_moves()[0])  # Cid
    assert w.error == "" and len(w.record.moves) == 8
    played = w.record.moves
    send(w, {"kind": "undo"})
    assert w.error == "" and w.game.ply == 6, "Ann takes back her move and the bot's answer"
    send(w, {"kind": "undo"})
    assert "that one was Cid's" in w.error and w.game.ply == 6
    send(w, {"kind": "goto", "line": 0, "ply": 3})
    send(w, {"kind": "play", "move": other(w)})  # Ann tries another move; the bot answers
    side = w.line
    assert side != 0 and w.game.ply == 5 and w.error == ""
    assert refused(w, {"kind": "promote", **named(w, side)}, snapshot) == (
        "promoting this variation would demote moves you could not take back: nothing was changed"
    )
    assert w.record.moves == played[:6]
    send(w, {"kind": "goto", "line": 0, "ply": 6})
    edit(w, "delete", side)  # her own variation: she could undo it, so she may delete it
    assert w.error == "" and list(w.session.lines) == [0]


def test_a_player_against_bots_alone_may_delete_what_undo_could_take_back() -> None:
    """The same rule allows what undo allows: against a bot alone every move of the player's
    game can be taken back, so deleting her variation changes nothing undo could not. (The
    bot answered it from a re-dealt hand, so it stays a variation: promoting it is refused.)"""
    w = ClansWidget(Game.new(2, seed=8), viewer=0, bots={1: "greedy"}, bot_delay=0, seed=1)
    for _ in range(4):
        send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    send(w, {"kind": "goto", "line": 0, "ply": 2})
    send(w, {"kind": "play", "move": other(w)})
    side = w.line
    assert "dealt again" in refused(w, {"kind": "promote", **named(w, side)}, snapshot)
    edit(w, "delete", side)
    assert w.error == "" and len(w.record.moves) == 8 and not w.record.variations


# --- a replay's recorded moves ----------------------------------------------------------------


@pytest.fixture(scope="module")
def reviewed() -> Record:
    """The recorded game with its result and a (small) review."""
    record = recorded()
    return record.with_review(review(record, iterations=4, seed=0))


@pytest.mark.parametrize("viewer", [0, 1])
def test_a_player_cannot_demote_or_delete_a_replays_recorded_moves(
    reviewed: Record, viewer: int
) -> None:
    w = ClansWidget(record=reviewed, viewer=viewer)
    ply = next(p for p in range(16) if reviewed.game(p).current_player == viewer)
    send(w, {"kind": "goto", "line": 0, "ply": ply})
    send(w, {"kind": "play", "move": other(w)})
    side = w.line
    assert side != 0 and w.error == ""
    assert refused(w, {"kind": "promote", **named(w, side)}, snapshot) == (
        "the recorded moves stay the main line: only a board that shows everything may make "
        "them a variation"
    )
    record = w.record
    assert record.moves == reviewed.moves and record.result == reviewed.result
    assert record.review == reviewed.review
    edit(w, "delete", side)  # the player's own variation goes
    assert w.error == "" and w.record == reviewed


def test_a_spectator_changes_no_variation_of_a_replay(reviewed: Record) -> None:
    teacher = ClansWidget(record=reviewed)
    teacher.goto(0, 2)
    teacher.play(other(teacher))
    with_side = teacher.record
    w = ClansWidget(record=with_side, viewer="spectator")
    for kind in ("promote", "delete"):
        assert refused(w, {"kind": kind, **named(w, 1)}, snapshot) == (
            "only a player or the teacher can change the variations"
        )


def test_the_teacher_may_demote_the_recorded_moves_but_never_delete_them(
    reviewed: Record,
) -> None:
    """On the teacher's board the recorded main line may become a variation; deleting it is
    refused, and promoting it back brings back its result and review."""
    w = ClansWidget(record=reviewed)
    send(w, {"kind": "goto", "line": 0, "ply": 2})
    send(w, {"kind": "play", "move": other(w)})
    side = w.line
    edit(w, "promote", side)
    assert w.error == "" and w.record.moves[2] != reviewed.moves[2]
    assert w.record.result is None and w.record.review is None
    # the variation now holds the recorded moves 3-16
    assert refused(w, {"kind": "delete", **named(w, side)}, snapshot) == (
        "that variation holds the recorded moves of the game, which are never deleted"
    )
    edit(w, "promote", side)
    assert w.error == "" and w.record.moves == reviewed.moves
    assert w.record.result == reviewed.result and w.record.review == reviewed.review


# --- stale clicks and line ids ----------------------------------------------------------------


def test_line_ids_are_never_used_twice() -> None:
    w = ClansWidget(record=recorded())
    seen = set()
    for ply in (3, 3, 5):
        w.goto(0, ply)
        w.play(other(w))
        assert w.line not in seen
        seen.add(w.line)
        edit(w, "delete", w.line)
        assert w.error == ""
    w.goto(0, 4)
    w.play(other(w))
    w.undo()  # a variation left empty by undo goes too; its id is not used again
    w.goto(0, 4)
    w.play(other(w))
    assert w.line not in seen and w.line == max(seen) + 2


def test_a_delete_naming_a_deleted_line_removes_nothing() -> None:
    w = ClansWidget(record=recorded())
    w.goto(0, 3)
    w.play(other(w))
    gone = named(w, w.line)
    edit(w, "delete", w.line)
    w.goto(0, 3)
    moves = [str(m) for m in w.game.legal_moves() if str(m) not in (gone["move"],)]
    w.play(next(m for m in moves if m != w.session.moves(0)[3]))  # a new variation there
    assert refused(w, {"kind": "delete", **gone}, snapshot) == (  # a second view's stale click
        f"there is no line {gone['line']} (it may have been deleted since): nothing was done"
    )
    assert len(w.record.variations) == 1


def test_a_delete_meant_for_a_line_that_changed_since_removes_nothing() -> None:
    """A promotion swaps a variation's moves with its parent's: a delete sent for the
    variation as it was would now delete the old main line."""
    w = ClansWidget(record=recorded())
    w.goto(0, 3)
    w.play(other(w))
    side = w.line
    stale = named(w, side)
    w.promote(side)  # another view promoted it: line `side` now holds the recorded moves 4-16
    assert refused(w, {"kind": "delete", **stale}, snapshot) == (
        f"line {side} is not the variation that request was meant for any more (the move list "
        "has changed since): nothing was done"
    )


@pytest.mark.parametrize(
    "content",
    [
        {"kind": "delete", "line": 1},
        {"kind": "promote", "line": 1},
        {"kind": "delete", "line": 1, "ply": "3", "move": "x"},
        {"kind": "delete", "line": 1, "ply": 3, "move": ["x"]},
    ],
)
def test_a_promote_or_delete_must_name_the_variation(content: dict[str, Any]) -> None:
    w = ClansWidget(record=recorded())
    w.goto(0, 3)
    w.play(other(w))
    assert refused(w, content, snapshot) == (
        "a promote or delete request names the variation's line, ply and first move"
    )
