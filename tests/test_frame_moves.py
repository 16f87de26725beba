"""Python sends the moves and the sentences: a frame's ``legal`` gives the pattern of the move to
send and, for every legal seat, the cards that make it legal; why, in words, comes for one card
when the front end asks (a ``reasons`` intent), so the front end only fills in and looks up
(docs/frames.md, ``legal``)."""

from __future__ import annotations

from typing import Any

import pytest

from clans_widget import ClansWidget
from clans_widget.frames import frame, puzzle_frame
from clans_widget.games.clans.presenter import forecast, seat_reasons
from clans_widget.rules import Game, Move
from tests.test_frames import random_game


def entries(f: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    return [(card, entry) for card, seats in f["legal"]["cards"].items() for entry in seats]


def sent(f: dict[str, Any], card: str, seat: str, shield: bool = False) -> str | None:
    """The move the front end sends for ``card`` on ``seat``: the pattern, filled in."""
    pattern = f["legal"]["moves"].get("shield_move" if shield else "move")
    return None if pattern is None else pattern.replace("{card}", card).replace("{seat}", seat)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_legal_entry_names_the_move_that_parses_back_to_its_card_and_seat(
    players: int,
) -> None:
    checked = 0
    for seed in range(12):
        game = random_game(players, seed, plies=seed * 3)
        if game.is_over:
            continue
        f = frame(game)
        legal_moves = {str(m) for m in game.legal_moves()}
        shield_left = game.supply[game.current_player or 0] > 0
        for card, entry in entries(f):
            text = sent(f, card, entry["seat"])
            assert text is not None
            move = Move.parse(text)
            assert (str(move.card), str(move.seat), move.shield) == (card, entry["seat"], False)
            assert move.face_down is f["legal"]["face_down"]
            assert text in legal_moves
            shielded = sent(f, card, entry["seat"], shield=True)
            if shield_left:
                assert shielded is not None and shielded in legal_moves
                assert Move.parse(shielded) == Move(move.card, move.seat, move.face_down, True)
            else:
                assert shielded is None
            assert ("by" in entry) is not f["legal"]["face_down"]
            assert "reason" not in entry  # the sentences come when asked
            checked += 1
        # every legal move is a lit seat's, filled in
        lit = {sent(f, c, e["seat"], sh) for c, e in entries(f) for sh in (False, True)}
        assert legal_moves <= lit
        # the sentences asked for: one for each seat the card lights, none for another card
        for card, seats in f["legal"]["cards"].items():
            told = seat_reasons(game, "all", card)
            if f["legal"]["face_down"]:
                assert told == {} and f["legal"]["reason"]
            else:
                assert set(told) == {e["seat"] for e in seats} and all(told.values())
    assert checked > 100


def test_the_reason_of_a_seat_is_the_sentence_the_board_shows() -> None:
    game = Game.from_setup(
        table={"Bn1": "4g", "Bs2": "3r", "Cn1": "3b"},
        hands=[["3g", "6p"], ["5o"]],
        removed=[],
    )
    shown = frame(game)
    by_seat = {e["seat"]: e for e in shown["legal"]["cards"]["3g"]}
    assert sent(shown, "3g", "Bn2") == "3g@Bn2"
    assert sent(shown, "3g", "Bn2", shield=True) == "3g@Bn2+"
    reason = told(ClansWidget(game), "3g")
    assert reason["Bn2"] == (
        "matches the green 4 on B north 1 by colour and the red 3 opposite on B south 2 by rank"
    )
    assert reason["An3"] == "matches the green 4 on B north 1 by colour"
    assert by_seat["Bs1"]["by"] == {"Bs2": "rank", "Bn1": "colour opposite"}
    assert reason["Bs1"] == (
        "matches the red 3 on B south 2 by rank and the green 4 opposite on B north 1 by colour"
    )
    assert reason["Cs1"] == "matches the blue 3 opposite on C north 1 by rank"
    assert reason["Bn3"] == "matches the blue 3 on C north 1 by rank"  # across the tile border
    assert set(reason) == set(by_seat)


def told(board: ClansWidget, card: str) -> dict[str, str]:
    """What the board answers the front end's ``reasons`` intent for ``card``."""
    answers: list[Any] = []
    board.send = lambda content, buffers=None: answers.append(content)  # type: ignore[method-assign]
    here = {"line": board.line, "ply": board.position}
    board._handle_custom_msg({"kind": "reasons", "card": card, **here}, [])
    assert board.error == "" and len(answers) == 1, board.error
    answer = answers[0]
    assert (answer["kind"], answer["line"], answer["ply"], answer["card"]) == (
        "reasons", board.line, board.position, card
    )
    reasons: dict[str, str] = answer["reasons"]
    return reasons


def test_reasons_are_refused_for_a_card_the_frame_does_not_light_and_nothing_changes() -> None:
    game = Game.from_setup(table={"Bn1": "4g"}, hands=[["3g", "6p"], ["5o"]], removed=[])
    board = ClansWidget(game, viewer=1)  # Ben does not see Ann's hand
    before = (list(board.frames), board.position)
    answers: list[Any] = []
    board.send = lambda content, buffers=None: answers.append(content)  # type: ignore[method-assign]
    here = {"line": 0, "ply": 0}
    forged: list[Any] = [
        {"kind": "reasons", "card": "3g", **here},  # Ann's card: Ben's frame lists no move
        {"kind": "reasons", "card": "5o", **here},  # Ben's own card, not his turn
        {"kind": "reasons", "card": ["3g"], **here},
        {"kind": "reasons", "card": "3g", "seat": "Bn2", **here},
        {"kind": "reasons", "card": "3g", "line": "0", "ply": 0},
        {"kind": "reasons", "card": "3g"},
        {"kind": "reasons"},
    ]
    errors = set()
    for content in forged:
        board._handle_custom_msg(content, [])
        errors.add(board.error)
        assert "3g" not in board.error and "5o" not in board.error
    assert answers == [] and (list(board.frames), board.position) == before
    assert all(errors) and len(errors) <= 3
    mover = ClansWidget(game, viewer=0)
    assert told(mover, "3g")["Bn2"] == "matches the green 4 on B north 1 by colour"
    mover.send = lambda content, buffers=None: answers.append(content)  # type: ignore[method-assign]
    mover._handle_custom_msg({"kind": "reasons", "card": "6p", **here}, [])  # 6p fits nowhere
    assert mover.error and answers == []
    mover.error = ""
    mover._handle_custom_msg({"kind": "reasons", "card": "3g", "line": 0, "ply": 5}, [])
    assert mover.error == "" and answers == []  # asked where the board no longer is: no answer


def test_three_matches_are_joined_with_commas_then_and() -> None:
    game = Game.from_setup(
        table={"Bn1": "4g", "Bn3": "3y", "Bs2": "3r"},
        hands=[["3g"], ["5o"]],
        removed=[],
    )
    entry = next(e for e in frame(game)["legal"]["cards"]["3g"] if e["seat"] == "Bn2")
    assert entry["by"] == {"Bn1": "colour", "Bn3": "rank", "Bs2": "rank opposite"}
    assert seat_reasons(game, "all", "3g")["Bn2"] == (
        "matches the green 4 on B north 1 by colour, the yellow 3 on B north 3 by rank "
        "and the red 3 opposite on B south 2 by rank"
    )


def test_face_down_seats_say_why_and_send_the_face_down_move() -> None:
    game = Game.from_setup(table={"Bn2": "3r"}, hands=[["3o", "4y"], ["5g", "6b"]], removed=[])
    game.play("3o@Bn1")
    legal = frame(game, viewer=1)["legal"]
    assert legal["face_down"] is True
    entry = next(e for e in legal["cards"]["5g"] if e["seat"] == "Ah")
    shown = frame(game, viewer=1)
    assert (sent(shown, "5g", "Ah"), sent(shown, "5g", "Ah", True)) == ("~5g@Ah", "~5g@Ah+")
    assert entry == {"seat": "Ah"}  # one reason for every seat: the frame stays small
    assert legal["reason"] == (
        "no card fits face up anywhere, so any card of the hand may go face down on any free seat"
    )


def test_a_mover_with_no_shield_left_gets_no_shield_move() -> None:
    game = Game.from_setup(table={"Bn1": "4g"}, hands=[["3g"], ["5o"]], removed=[], supply=[0, 3])
    legal = frame(game)["legal"]
    assert legal["shield"] is False
    assert "shield_move" not in legal["moves"] and legal["moves"]["move"]


def test_the_pattern_asks_python_about_any_free_seat() -> None:
    game = Game.from_setup(table={"Bn1": "4g"}, hands=[["3g", "6p"], ["5o"]], removed=[])
    pattern = frame(game)["legal"]["moves"]
    fill = {k: v.replace("{card}", "6p").replace("{seat}", "Dn1") for k, v in pattern.items()}
    assert Move.parse(fill["move"]) == Move.parse("6p@Dn1")
    assert Move.parse(fill["shield_move"]) == Move.parse("6p@Dn1+")
    with pytest.raises(ValueError, match="6p"):
        game.check(Move.parse(fill["move"]))


def test_an_open_puzzle_lists_seats_only_and_says_once_why_they_are_lit() -> None:
    game = Game.from_setup(table={"Bn1": "4g"}, hands=[["3g", "6p"], ["5o"]], removed=[])
    legal = puzzle_frame(frame(game), "move")["legal"]
    assert legal["open"] is True
    assert {"seat": "Dn1"} in legal["cards"]["6p"]
    assert legal["reason"] == "the puzzle judges this move once it is placed"
    assert legal["moves"] == {"move": "{card}@{seat}", "shield_move": "{card}@{seat}+"}


def test_the_preview_carries_its_labels() -> None:
    game = Game.from_setup(table={"Bn1": "4g"}, hands=[["3g", "6p"], ["5o"]], removed=[])
    assert forecast(game, Move.parse("3g@Bn2"))["labels"] == {
        "plain": "after 3g",
        "shield": "after 3g + shield",
    }
    down = Game.from_setup(table={"Bn2": "3r"}, hands=[["3o", "4y"], ["5g", "6b"]], removed=[])
    down.play("3o@Bn1")
    assert forecast(down, Move.parse("~5g@Ah"))["labels"]["plain"] == "after 5g face down"
