"""Hot-seat take-back: the player who just moved may take it back from the cover, until the next
player shows their hand, and a take-back never shows a hand (issue 16, item 5)."""

from __future__ import annotations

import asyncio
import copy
import dataclasses
import random
from typing import Any

from clans_widget import ClansWidget, Game, Move
from clans_widget.rules import Card
from clans_widget.rules.view import View
from clans_widget.session import Session
from tests.frame_helpers import cards_in, frozen, in_own_loop, send
from tests.refusals import refused

NAMES = ["Ann", "Ben", "Cat"]


class First:
    """A bot that plays its first legal move."""

    def choose(self, seen: View) -> Move:
        return seen.legal_moves()[0]


def hot_seat(players: int = 2, seed: int = 9, bots: dict[int, First] | None = None) -> Session:
    return Session(Game.new(players, seed=seed, names=NAMES[:players]).record, "turn", bots)


def hand(game: Game, player: int) -> set[str]:
    return {str(c) for c in game.hands[player]}


# --- the session --------------------------------------------------------------------------


def test_the_player_who_moved_takes_it_back_from_the_cover_and_the_cover_stays_up() -> None:
    s = hot_seat()
    s.reveal()
    s.play(s.game().legal_moves()[0])
    assert s.covered and s.undo_refusal() is None, "Ann may take back her move behind Ben's cover"
    s.undo()
    assert s.ply == 0 and s.covered and s.shown_to() is None, "Ann's hand stays covered"
    assert s.undo_refusal() == "there is no move to take back"
    s.reveal()
    assert s.shown_to() == 0 and s.play_refusal() is None


def test_once_the_next_player_shows_their_hand_the_move_is_theirs_to_answer() -> None:
    s = hot_seat()
    s.reveal()
    s.play(s.game().legal_moves()[0])
    s.reveal()  # Ben at the screen
    assert s.undo_refusal() == (
        "only Ann can take that move back, and Ben has shown their hand since: in hot-seat "
        "play only your own move can be taken back"
    )


def test_after_a_take_back_nobody_takes_back_the_move_before_it() -> None:
    s = hot_seat()
    for _ in range(2):  # Ann, then Ben
        s.reveal()
        s.play(s.game().legal_moves()[0])
    s.undo()  # Ben takes his back: the cover is up for him, nobody at the screen
    assert s.covered and s.ply == 1
    assert s.undo_refusal() == (
        "the hands are covered and nobody has shown theirs: only the player who just moved "
        "can take their move back, before the next player shows their hand"
    )


def test_a_take_back_goes_back_over_a_bots_answer_as_for_a_player_viewer() -> None:
    s = hot_seat(3, 5, {1: First()})
    s.reveal()
    s.play(s.game().legal_moves()[0])
    assert s.bot_to_move() == 1 and not s.covered and s.shown_to() == 0
    assert s.undo_refusal() is None, "while the bot thinks, Ann still sees her hand"
    s.undo()
    assert s.ply == 0 and not s.covered and s.shown_to() == 0, "her hand was on the screen"
    s.play(s.game().legal_moves()[0])
    s.play_bot()
    assert s.covered and s.game().current_player == 2, "Cat's cover is up"
    assert s.undo_refusal() is None
    s.undo()
    assert s.ply == 0 and s.covered and s.shown_to() is None, "the bot's answer went too"


def test_at_the_end_the_last_move_may_be_taken_back_and_its_player_shows_their_hand_again() -> None:
    s = hot_seat()
    while not s.game().is_over:
        s.reveal()
        s.play(s.game().legal_moves()[0])
    assert s.undo_refusal() is None, "every card is open at the end"
    s.undo()
    assert s.covered and s.shown_to() is None


# --- the widget ---------------------------------------------------------------------------


def state(w: ClansWidget) -> tuple[Any, ...]:
    return (frozen(w.frames), w.position, w.line, w.record, w.covered, w.can_undo)


def test_a_forged_take_back_is_refused_and_changes_nothing() -> None:
    w = ClansWidget(Game.new(2, seed=9, names=NAMES[:2]), viewer="turn")
    send(w, {"kind": "reveal"})
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    ann = hand(w.game, 0)
    send(w, {"kind": "reveal"})
    assert not w.can_undo
    assert refused(w, {"kind": "undo"}, state).startswith("only Ann can take that move back")
    assert not cards_in(w.frames) & ann


def test_the_cover_offers_the_take_back_and_the_page_never_holds_a_hand_behind_it() -> None:
    w = ClansWidget(Game.new(2, seed=9, names=NAMES[:2]), viewer="turn")
    assert w.covered and not w.can_undo
    send(w, {"kind": "reveal"})
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    assert w.covered and w.can_undo
    send(w, {"kind": "undo"})
    assert w.error == "" and w.game.ply == 0 and w.record.moves == ()
    assert w.covered and not w.can_undo and w.frames[-1]["viewer"] == "spectator"
    assert not cards_in(w.frames) & (hand(w.game, 0) | hand(w.game, 1))


def test_against_a_bot_the_hand_on_the_screen_stays_after_a_take_back() -> None:
    w = ClansWidget(Game.new(2, seed=9), viewer="turn", bots={1: "greedy"}, bot_delay=0)
    send(w, {"kind": "reveal"})
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    send(w, {"kind": "undo"})
    assert w.error == "" and w.game.ply == 0 and not w.covered
    assert w.frames[-1]["viewer"] == 0 and w.frames[-1]["legal"], "Ann plays on at once"


def test_a_take_back_while_the_bot_thinks_stops_the_bot() -> None:
    async def scenario() -> tuple[int, bool, bool, Any]:
        w = ClansWidget(Game.new(2, seed=21), viewer="turn", bots={1: "greedy"}, bot_delay=0.05)
        send(w, {"kind": "reveal"})
        send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
        assert w.bot_thinking and w.can_undo
        send(w, {"kind": "undo"})
        await asyncio.sleep(0.3)
        return w.game.ply, w.bot_thinking, w.covered, w.frames[-1]["viewer"]

    assert in_own_loop(scenario()) == (0, False, False, 0), "Ann's turn again, her hand shown"


def twin(game: Game, keep: Card, seed: int) -> Game:
    """``game``'s table and hand sizes with every hidden card dealt again at random, but
    ``keep`` left in the hand of the player to move."""
    setup = game.record.setup
    mover = game.current_player
    pool = [c for h in setup.hands for c in h if c != keep] + list(setup.removed)
    random.Random(seed).shuffle(pool)
    hands = []
    for player, cards in enumerate(setup.hands):
        own = [keep] if player == mover else []
        take = len(cards) - len(own)
        hands.append(tuple(own + pool[:take]))
        pool = pool[take:]
    return Game(dataclasses.replace(setup, hands=tuple(hands), removed=tuple(pool)), game.names)


def covered_traffic(game: Game, move: Move) -> list[Any]:
    """Everything a hot-seat board sends and holds while a hand is covered: after Ann's move
    (Ben's cover) and after she takes it back (her own cover again)."""
    w = ClansWidget(game, viewer="turn")
    send(w, {"kind": "reveal"})
    seen: list[Any] = []
    for intent in ({"kind": "play", "move": str(move)}, {"kind": "undo"}):
        sent: list[Any] = []
        w.send = sent.append  # type: ignore[method-assign]
        send(w, intent)
        assert w.covered and w.error == ""
        traits = {k: v for k, v in w.get_state().items() if k != "layout"}
        seen.append((sent, traits, copy.deepcopy(w.frames)))
    return seen


def test_nothing_sent_while_covered_depends_on_a_hidden_hand() -> None:
    setup = dataclasses.replace(Game.new(3, seed=14, names=NAMES).record.setup, seed=None)
    game = Game(setup, NAMES)
    move = game.legal_moves()[0]
    other = twin(game, move.card, 1)
    assert hand(other, 0) != hand(game, 0) and hand(other, 1) != hand(game, 1)
    assert covered_traffic(game, move) == covered_traffic(other, move)
