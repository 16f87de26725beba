"""One board for any registered game: a Schotten Totten round on the same board shell as Clans
and Glory (clans_widget.board.GameBoard), driven by the same intents, with the same checks and
the same viewer rule (twin deals give byte-identical output)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from clans_widget import GameBoard, schotten
from clans_widget.board import GameBoard as Board
from tests.frame_helpers import send
from tests.twins import schotten_twin


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
