"""One board for any registered game: a Schotten Totten round on the same board shell as Clans
and Glory (clans_widget.board.GameBoard), driven by the same intents, with the same checks and
the same viewer rule (twin deals give byte-identical output)."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from clans_widget import GameBoard, schotten
from clans_widget.board import GameBoard as Board
from tests.frame_helpers import send
from tests.twins import _schotten_seen, schotten_twin


def shown(state: dict[str, Any]) -> bytes:
    """A board's traits as bytes, without the ids of the models behind it."""
    kept = {k: v for k, v in state.items() if not k.startswith("_") and k != "layout"}
    return json.dumps(kept, sort_keys=True, default=str).encode()


def transcript(board: GameBoard) -> list[bytes]:
    """Everything ``board`` sends (custom messages and trait updates), as bytes."""
    sent: list[bytes] = []
    board.send = lambda content, buffers=None: sent.append(  # type: ignore[method-assign]
        json.dumps(content, sort_keys=True).encode()
    )
    board.send_state = lambda key=None: sent.append(  # type: ignore[method-assign]
        shown(board.get_state(key))
    )
    return sent


def test_a_schotten_round_plays_on_the_board_through_its_intents() -> None:
    game = schotten.Game.new(4)
    board = GameBoard(game)
    assert GameBoard is Board and board.definition.format == "schotten-totten"
    assert board.frames[0]["game"] == "schotten-totten" and board.mode == "play"
    move = str(game.legal_moves()[0])
    send(board, {"kind": "play", "move": move})
    assert board.error == "" and board.position == 1 and len(board.frames) == 2
    assert board.session.moves() == [move]
    send(board, {"kind": "undo"})
    assert board.error == "" and board.position == 0
    assert "Schotten Totten" in board.text() and "to move" in board.text()


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ({"kind": "play", "move": "9z@Zz9"}, "not a move"),
        ({"kind": "play", "move": 7}, "a play request needs a move in the game's notation"),
        ({"kind": "play", "move": "x" * 41}, "a play request needs"),
        ({"kind": "preview", "move": "1r@1"}, "a Schotten Totten board has no preview"),
        ({"kind": "reasons", "card": "1r"}, "a Schotten Totten board has no reasons"),
        ({"kind": "review"}, "there is no move to review yet"),
        ({"kind": "download", "what": "sheet"}, "a download is the record or the page"),
        ({"kind": "nonsense"}, "unknown request"),
    ],
)
def test_a_bad_request_is_refused_with_a_sentence_and_changes_nothing(
    content: dict[str, Any], message: str
) -> None:
    board = GameBoard(schotten.Game.new(4))
    before = (list(board.frames), board.position, board.session.moves())
    send(board, content)  # a play request gets its line and ply, as the front end adds them
    assert message in board.error
    assert (list(board.frames), board.position, board.session.moves()) == before


def test_the_record_downloads_and_bots_answer_through_the_games_slots() -> None:
    board = GameBoard(schotten.Game.new(6), bots={1: "greedy"}, bot_delay=0)
    assert board.downloads == ["record", "page"]
    saved = board.download("record")
    assert saved["name"].startswith("schotten-totten-") and saved["name"].endswith(".json")
    assert schotten.Record.from_json(saved["text"]).to_json() == board.record.to_json()
    while 1 not in board.session.game().movers:  # the bot answers once player 0 has moved
        assert board.session.game().current_player == 0, board.error
        send(board, {"kind": "play", "move": str(board.session.game().legal_moves()[0])})
    assert board.error == "" and board.bot_stalled is False
    with pytest.raises(ValueError, match="unknown bot 'master'"):
        GameBoard(schotten.Game.new(6), bots={1: "master"})


@pytest.mark.parametrize("viewer", [0, 1, "spectator"])
def test_twin_rounds_send_a_viewer_the_same_bytes(viewer: Any) -> None:
    """Two rounds that differ only in cards ``viewer`` never saw: the same frames, traits
    and refusals while the viewer steps through the replay and forges requests."""
    outputs = []
    for record in schotten_twin(8, viewer, 24):
        board = GameBoard(record=record, viewer=viewer)
        sent = transcript(board)
        sent.append(shown(board.get_state()))
        for ply in range(len(board.frames)):
            send(board, {"kind": "goto", "line": 0, "ply": ply}, fresh=False)
            sent.append(board.error.encode())
            send(board, {"kind": "play", "move": "5r@3"})
            sent.append(board.error.encode())
            sent.append(board.text().encode())
        outputs.append(sent)
    assert outputs[0] == outputs[1]
    whole = [GameBoard(record=r).frames for r in schotten_twin(8, viewer, 24)]
    assert whole[0] != whole[1]  # a board that shows everything tells them apart


def commented_twins(seed: int, viewer: Any, cut: int) -> list[schotten.Record]:
    """Twin rounds for ``viewer`` (tests/twins.py) given the same comments and the same
    variation: comments naming cards on the table and comments naming cards the viewer never
    sees, and a variation of a move the viewer knows in both (their own card, or for a
    spectator a card that reaches the table), which draws the card the main line drew."""
    pair = schotten_twin(seed, viewer, cut)
    first = pair[0].game()
    hidden = sorted(set(schotten.CODES) - _schotten_seen(first, viewer) - set(first.deck_left))
    hidden += sorted(c for c in first.deck_left if c not in _schotten_seen(first, viewer))
    notes = [
        f"Perhaps {hidden[k % len(hidden)]} comes later." if k % 3 == 0 else f"{move} is played."
        for k, move in enumerate(pair[0].moves)
    ]
    seen = _schotten_seen(first, viewer)
    for ply in range(4, len(pair[0].moves) - 4):
        games = [r.game(ply) for r in pair]
        mover = games[0].current_player
        if viewer not in (mover, "spectator") or not pair[0].moves[ply][0].isdigit():
            continue
        legal = [{str(m) for m in g.legal_moves() if m.kind == "play"} for g in games]
        moves = sorted(
            m
            for m in legal[0] & legal[1]
            if m != pair[0].moves[ply] and (viewer != "spectator" or m.split("@")[0] in seen)
        )
        if moves:
            side = schotten.Variation(0, ply, (moves[0],), (f"Or {hidden[0]}, if it came.",))
            return [replace(r, comments=notes, variations=(side,)) for r in pair]
    raise AssertionError("no move the viewer knows in both twins")


@pytest.mark.parametrize("viewer", [0, 1, "spectator"])
def test_twin_records_with_comments_and_a_variation_send_a_viewer_the_same_bytes(
    viewer: Any,
) -> None:
    """A record's comments and variation on a viewer's board: two rounds that differ only in
    cards the viewer never saw send the same bytes, and a comment naming such a card never
    reaches the viewer (it reaches a board that shows everything)."""
    twins = commented_twins(8, viewer, 30)
    outputs = []
    for record in twins:
        board = GameBoard(record=record, viewer=viewer)
        assert board.record == record
        sent = transcript(board)
        sent.append(shown(board.get_state()))
        for line in (0, 1):
            for ply in range(board.session.length(line) + 1):
                send(board, {"kind": "goto", "line": line, "ply": ply}, fresh=False)
                sent.append(board.error.encode())
                sent.append(board.text().encode())
        outputs.append(sent)
    assert outputs[0] == outputs[1]
    everything = b"".join(outputs[0])
    assert b"is played." in everything and b"comes later" not in everything
    assert b"if it came" not in everything
    full = GameBoard(record=twins[0])
    assert "comes later" in json.dumps(full.get_state(), default=str)
