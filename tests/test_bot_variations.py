"""A bot's answer in a variation on a board that hides hands (issue 17 item 3).

On the main line of a live game the bots play from their real hands: that is the game. In a
variation on a board whose viewer does not see every hand, a bot plays from a hand dealt again
from the cards that viewer cannot see (clans_widget/bots/redeal.py), so the variation shows
nothing the viewer could not know; the move list marks those moves.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from clans_widget import ClansWidget, Game, Record
from clans_widget.bots.redeal import deal_again
from clans_widget.bots.registry import make_bot
from clans_widget.rules.view import view
from clans_widget.session import REDEALT_STAYS
from tests.frame_helpers import named, send, tree_lines
from tests.test_twin_deals import Wire, random_game, same
from tests.twins import twin

NAMES = ["Ann", "Bot"]


def live_board(seed: int, viewer: Any = 0, moves: int = 3) -> ClansWidget:
    """Ann (player 0, a human) against a greedy bot that answers at once, after Ann played
    the first legal move ``moves`` times."""
    w = ClansWidget(
        Game.new(2, seed=seed, names=NAMES), viewer=viewer, bots={1: "greedy"}, bot_delay=0, seed=1
    )
    for _ in range(moves):
        send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    return w


def branch(w: ClansWidget, ply: int = 2) -> str:
    """Step back to Ann's move at ``ply`` of the main line and play another one: a variation,
    which the bot answers. The move Ann played."""
    send(w, {"kind": "goto", "line": 0, "ply": ply})
    recorded = w.session.moves(0)[ply]
    other = next(str(m) for m in w.game.legal_moves() if str(m) != recorded)
    send(w, {"kind": "play", "move": other})
    assert w.line != 0 and w.position == ply + 2 and not w.error, "the bot answered"
    return other


def bot_plies(w: ClansWidget, line: int) -> list[int]:
    """The plies (move numbers) of the bot's own moves on ``line`` (not those it inherits)."""
    node = w.session.lines[line]
    movers = w.session.game(line, w.session.length(line)).movers
    return [node.ply + i + 1 for i in range(len(node.moves)) if movers[node.ply + i] == 1]


# --- the bot's answer in a variation --------------------------------------------------------


def test_a_bots_answer_in_a_variation_is_legal_for_the_position_dealt_again() -> None:
    w = live_board(3)
    branch(w)
    session = w.session
    assert session.redealt() and not session.redealt(0)
    answer = session.moves()[3]
    session.game(ply=3).check(answer)  # legal where the bot moved, in the deal it moved in
    line = session.line_record()
    replayed = Record.from_json(line.to_json())  # a record reader replays and checks each move
    assert replayed.moves == line.moves and replayed.game().ply == 4
    real = Record(session.origin.setup, session.origin.names, tuple(session.moves()[:3]))
    for ply in range(4):  # Ann sees every position up to the bot's move as in the real deal
        assert view(line.game(ply), 0) == view(real.game(ply), 0)
    assert line.game(3).hands[0] == real.game(3).hands[0], "Ann keeps her real hand"
    assert set(line.game(3).hands[1]) != set(real.game(3).hands[1]), "the bot's hand is dealt again"


def test_the_bot_plays_cards_it_does_not_really_hold_in_a_variation() -> None:
    """Over a few games the bot's answers in variations use cards that are in fact elsewhere
    (removed, or face down): it does not play from its real hand."""
    elsewhere = 0
    for seed in range(6):
        w = live_board(seed)
        branch(w)
        real_hand = set(w.session.game(0, 2).hands[1])
        for _ in range(4):  # Ann goes on in the variation; the bot answers each time
            if w.game.current_player is None:
                break
            send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
        played = [w.session.moves()[p - 1] for p in bot_plies(w, w.line)]
        elsewhere += sum(
            not m.startswith("~") and m.split("@")[0] not in map(str, real_hand) for m in played
        )
    assert elsewhere > 0


def test_the_main_lines_bot_still_plays_from_its_real_hand() -> None:
    w = live_board(3, moves=4)
    branch(w)
    send(w, {"kind": "main-line"})
    send(w, {"kind": "goto", "line": 0, "ply": w.session.length(0)})
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})  # the bot answers on line 0
    game = Game.new(2, seed=3, names=NAMES)
    bot = make_bot("greedy", 1 + 1)  # as the board makes it: its seed plus the player
    for move in w.session.moves(0):
        if game.current_player == 1:
            assert move == str(bot.choose(view(game, 1))), "the bot's own answer, real hand"
        game.play(move)
    assert w.line == 0 and not w.session.redealt(0) and len(w.session.moves(0)) == 10
    assert w.record.game().moves == game.moves, "the record holds the real game"


def test_on_a_board_that_shows_every_hand_a_variations_bot_plays_its_real_hand() -> None:
    w = live_board(3, viewer="all")
    branch(w)
    assert not w.session.redealt()
    assert w.session.line_record().setup == w.session.origin.setup
    assert not any(m.get("redealt") for line in tree_lines(w.tree) for m in line["moves"])


def test_stepping_back_and_forth_through_the_variation_shows_the_same_moves() -> None:
    w = live_board(4)
    branch(w)
    for _ in range(3):
        send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    line, end = w.line, w.position
    moves, tree, frames = list(w.session.moves()), w.tree, [dict(f) for f in w.frames]
    shown = [w.text()]
    for ply in range(end, -1, -1):
        w.position = ply
        shown.append(w.text())
    send(w, {"kind": "main-line"})
    send(w, {"kind": "goto", "line": line, "ply": end})
    assert w.session.moves() == moves and w.tree == tree and w.frames == frames
    again = [w.text()]
    for ply in range(end, -1, -1):
        w.position = ply
        again.append(w.text())
    assert again == shown
    send(w, {"kind": "goto", "line": line, "ply": end})
    send(w, {"kind": "undo"})  # Ann takes back her last move and the bot's answer
    send(w, {"kind": "play", "move": moves[end - 2]})
    assert w.session.moves() == moves, "the bot answers the same move again"


def test_the_move_list_marks_the_bots_moves_played_from_a_re_dealt_hand() -> None:
    w = live_board(3)
    branch(w)
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    lines = {line["id"]: line for line in tree_lines(w.tree)}
    marked = [m["ply"] for m in lines[w.line]["moves"] if m.get("redealt")]
    assert marked == bot_plies(w, w.line) == [4, 6]
    assert not any(m.get("redealt") for m in lines[0]["moves"]), "the main line is the game"
    assert lines[w.line]["dealt"] and "dealt" not in lines[0], "it holds a deal: no Promote"
    wire = next(line for line in w.tree["lines"] if line["id"] == w.line)["moves"]
    assert wire[1][3:] == ["redealt"] and wire[0][3:] == []  # after the move in words


def test_a_replays_bot_answers_in_a_variation_of_its_own_from_a_re_dealt_hand() -> None:
    game = Game.new(2, seed=5, names=NAMES)
    for _ in range(5):
        game.play(game.legal_moves()[0])
    record = game.record  # Bot (player 1) is to move at its end
    w = ClansWidget(record=record, viewer=0, bots={1: "greedy"}, bot_delay=0)
    send(w, {"kind": "goto", "line": 0, "ply": 5})
    assert w.line != 0 and w.position == 6 and w.session.redealt()
    assert w.session.moves(0) == list(record.moves), "the recorded moves stay as they are"
    assert w.record.moves == record.moves and not w.record.variations


def test_a_bot_answering_at_the_end_of_a_recorded_variation_starts_its_own() -> None:
    """A variation the record holds, with both players' real moves: the bot's re-dealt answer
    at its end goes into a variation of its own, and the recorded one is kept whole."""
    game = Game.new(2, seed=5, names=NAMES)
    for _ in range(6):
        game.play(game.legal_moves()[0])
    side = Game.new(2, seed=5, names=NAMES)
    for move in game.moves[:2]:
        side.play(move)
    side.play(side.legal_moves()[-1])
    side.play(side.legal_moves()[0])
    side.play(side.legal_moves()[0])  # Ann, Bot, Ann: the bot is to move at its end
    record = Record.from_dict(
        {
            **game.record.to_dict(),
            "version": 2,
            "variations": [{"parent": 0, "ply": 2, "moves": [str(m) for m in side.moves[2:]]}],
        }
    )
    w = ClansWidget(record=record, viewer=0, bots={1: "greedy"}, bot_delay=0)
    send(w, {"kind": "goto", "line": 1, "ply": 5})
    node = w.session.lines[w.line]
    assert (node.parent, node.ply, len(node.moves)) == (1, 5, 1) and w.session.redealt()
    assert not w.session.redealt(1) and w.session.moves(1) == [str(m) for m in side.moves]
    assert w.record.variations == record.variations, "the recorded variation is kept whole"


def test_every_position_of_a_re_dealt_line_comes_from_its_deal() -> None:
    """The bot's face-down card before the variation is dealt again too: the line's frames
    and its positions (before the branch as well) come from the same deal, and switching
    between variations redraws them without a fault."""
    game = Game.from_setup(
        table={"Bn1": "4r", "Bn3": "4o"},
        hands=[["4y", "5g", "3c"], ["3b", "6c", "5p"]],
        names=NAMES,
    )
    w = ClansWidget(game, viewer=0, bots={1: "greedy"}, bot_delay=0, seed=1)
    send(w, {"kind": "play", "move": "4y@An3+"})
    assert w.session.moves(0)[1].startswith("~"), "the bot had to play face down"
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    first = branch(w, 2)
    line = w.line
    send(w, {"kind": "goto", "line": 0, "ply": 0})
    second = branch(w, 0)
    assert first != second and w.line != line and not w.error
    send(w, {"kind": "goto", "line": line, "ply": w.session.length(line)})
    assert not w.error and w.line == line
    session = w.session
    for each in (line, w.line, 0):
        record = session.line_record(each)
        for ply in range(session.length(each) + 1):
            assert session.game(each, ply).moves == record.game(ply).moves
    assert session.line_record(line).moves[1] != session.moves(0)[1], "dealt again"


# --- what a board keeps and what a forged intent can do ---------------------------------------


def test_a_saved_record_keeps_the_real_game_and_leaves_the_re_dealt_moves_out() -> None:
    w = live_board(3)
    mine = branch(w)
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    saved = w.record
    assert Record.from_json(saved.to_json()) == saved  # every move replays in the real deal
    assert saved.moves == tuple(w.session.moves(0)) and saved.setup == w.session.origin.setup
    assert [(v.ply, v.moves) for v in saved.variations] == [(2, (mine,))], (
        "of the variation, only Ann's move before the bot's re-dealt answer is kept"
    )
    teacher = ClansWidget(Game.new(2, seed=3, names=NAMES), bots={1: "greedy"}, bot_delay=0)
    send(teacher, {"kind": "play", "move": str(teacher.game.legal_moves()[0])})
    send(teacher, {"kind": "goto", "line": 0, "ply": 0})
    send(teacher, {"kind": "play", "move": str(teacher.game.legal_moves()[1])})
    assert len(teacher.record.variations) == 1, "on a board that shows all, a variation is kept"


def test_a_re_dealt_variation_cannot_be_promoted_into_the_game() -> None:
    w = live_board(3)
    branch(w)
    line, main = w.line, list(w.session.moves(0))
    send(w, {"kind": "promote", **named(w, line)})
    assert w.error == REDEALT_STAYS
    assert w.session.moves(0) == main and w.line == line and w.session.redealt()
    with pytest.raises(ValueError, match="stays a variation"):
        w.session.promote(line)


def forged(w: ClansWidget, wire: Wire, viewer: int, forgery: str) -> None:
    """A player who tries to make the bots show their hands: a variation the bots answer,
    a play of ``forgery`` for a bot, a promote of the variation, a delete of the main line,
    a bot intent, an undo and another move, and the page after them."""
    first = w.session.game(0).movers.index(viewer)
    wire.send({"kind": "goto", "line": 0, "ply": first})
    recorded = w.session.moves(0)[first]
    mine = next(str(m) for m in w.game.legal_moves() if str(m) != recorded)
    wire.send({"kind": "play", "move": mine})
    line = w.line
    wire.snapshot("variation")
    wire.send({"kind": "goto", "line": line, "ply": first + 1})  # the next player's: a bot's
    wire.send({"kind": "play", "move": forgery, "line": line, "ply": first + 1})
    wire.send({"kind": "promote", **named(w, line)})
    wire.send({"kind": "delete", "line": 0})
    wire.send({"kind": "goto", "line": line, "ply": w.session.length(line)})
    wire.send({"kind": "bot"})
    wire.send({"kind": "undo"})
    wire.send({"kind": "play", "move": str(w.game.legal_moves()[-1])})
    wire.note("page", w.download("page"))


@pytest.mark.parametrize(("players", "seed", "viewer"), [(2, 34, 1), (3, 28, 0)])
def test_a_forged_intent_cannot_make_a_bot_play_from_its_real_hand(
    players: int, seed: int, viewer: int
) -> None:
    """Twin deals: everything the board sends, through every intent above, is the same for two
    games that differ only in cards the player never saw; the saved record is each game's own,
    so only its main line (the game) is compared: it is what differs."""
    full = random_game(players, seed, 2 * players + viewer + 1)
    record = full.game(2 * players + viewer).record  # the player is to move: no bot moves first
    other = twin(record, viewer, random.Random(seed))
    game = record.game()
    first = game.movers.index(viewer)
    forgery = f"{record.game(first + 1).hands[(viewer + 1) % players][0]}@An1"  # a real card
    sent = []
    for r in (record, other):
        bots = {p: "greedy" for p in range(players) if p != viewer}
        w = ClansWidget(r.game(), viewer=viewer, bots=bots, bot_delay=0, seed=5)
        wire = Wire(w)
        forged(w, wire, viewer, forgery)
        assert w.session.moves(0) == list(r.moves), "the game as played is untouched"
        saved = Record.from_json(w.record.to_json())
        assert saved.moves == r.moves and [len(v.moves) for v in saved.variations] == [1]
        sent.append(wire.transcript())
    same(f"{players} players seen by {viewer}", *sent)


# --- the deal itself ------------------------------------------------------------------------


def test_a_deal_made_again_is_the_same_for_twin_games_and_keeps_every_position() -> None:
    record = random_game(3, 28, 23)
    for viewer in (0, 2, "spectator"):
        other = twin(record, viewer, random.Random(1))
        one, two = deal_again(record.game(), viewer), deal_again(other.game(), viewer)
        assert one.start.setup == two.start.setup and one.history == two.history
        assert one.start.setup != record.setup
        dealt = Record(one.start.setup, record.names, one.history)
        for ply in range(len(record.moves) + 1):
            assert view(dealt.game(ply), viewer) == view(record.game(ply), viewer)


def test_a_deal_is_made_only_for_a_viewer_who_cannot_see_every_hand() -> None:
    game = random_game(2, 34, 10).game()
    with pytest.raises(ValueError, match="sees every card"):
        deal_again(game, "all")
    with pytest.raises(ValueError, match="ply from 0 to 10"):
        deal_again(game, 0, 11)
