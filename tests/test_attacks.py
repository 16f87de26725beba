"""Attacks on hidden information, one test per leak found on the old main (issue 8).

Each test plays the attacker: it uses only what a viewer can do (intents, trait changes, the
deal, undo, comments, an exported page) and checks that no card the viewer may not see comes
back in any form.
"""

from __future__ import annotations

import asyncio
import copy
import itertools
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from clans_widget import ClansWidget, Game, Record
from clans_widget.i18n import card_said
from clans_widget.rules import deck
from clans_widget.rules.view import view
from tests.frame_helpers import cards_in, frozen, in_own_loop, send
from tests.refusals import refused, unchanged

GAMES = Path(__file__).parent.parent / "notebooks" / "games"


def hidden_from(game: Game, viewer: Any) -> set[str]:
    """The cards ``viewer`` may not see in ``game`` now."""
    return {str(c) for c in view(game, viewer).unseen}


def state(widget: ClansWidget) -> tuple[Any, ...]:
    return (frozen(widget.frames), widget.position, widget.line, widget.record)


# --- 1. the deal --------------------------------------------------------------------------


def test_an_unseeded_deal_draws_on_the_operating_system_and_records_no_seed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seeded: list[object] = []
    real_seed = random.Random.seed

    def spy_seed(self: random.Random, a: Any = None, version: int = 2) -> None:
        if a is not None:
            seeded.append(a)
        real_seed(self, a, version)

    entropy: list[int] = []
    real_urandom = random._urandom  # type: ignore[attr-defined]

    def spy_urandom(n: int) -> bytes:
        entropy.append(n)
        return real_urandom(n)  # type: ignore[no-any-return]

    monkeypatch.setattr(random.Random, "seed", spy_seed)
    monkeypatch.setattr(random, "_urandom", spy_urandom)
    games = [Game.new(2) for _ in range(50)]
    assert seeded == [], "no deal may come from a random.Random(int) that a search could find"
    assert entropy, "the shuffle draws on os.urandom"
    for game in games:
        assert game.setup.seed is None
        assert "seed" not in json.loads(game.record.to_json())["setup"]
    assert len({game.hands for game in games}) == 50


def test_a_seeded_deal_is_reproducible_and_its_record_says_so() -> None:
    assert Game.new(3, seed=7).hands == Game.new(3, seed=7).hands
    assert json.loads(Game.new(3, seed=7).record.to_json())["setup"]["seed"] == 7


# --- 2. spectators and players: permissions, and no oracle in a refusal --------------------


def forced_face_down_position() -> Game:
    """Ann to move; every move form of every card meets a different refusal."""
    game = Game.new(2, seed=11)
    for _ in range(3):
        game.play(game.legal_moves()[0])
    return game


def every_intent(game: Game) -> list[dict[str, Any]]:
    """Every card of the deck in every move form on every seat, and a few malformed texts."""
    forms = ("{c}@{s}", "{c}@{s}+", "~{c}@{s}", "~{c}@{s}+")
    moves = [
        form.format(c=card, s=seat)
        for card, seat, form in itertools.product(deck(game.players), game.layout.seats, forms)
    ]
    moves += [f"{c}@Zn9" for c in deck(game.players)] + [f"~{c}" for c in deck(game.players)]
    return [{"kind": "play", "move": m} for m in moves]


@pytest.mark.parametrize(
    ("viewer", "lang", "spoken"),
    [
        ("spectator", "en", "spectator"),
        (0, "en", "turn"),
        (1, "en", "match"),
        ("turn", "en", "covered"),
        (0, "fr", "pas au vôtre"),
        (1, "fr", "ne correspond"),
        ("turn", "de", "noch verdeckt"),
    ],
)
def test_no_refusal_names_a_card_the_viewer_may_not_see(
    viewer: Any, lang: str, spoken: str
) -> None:
    """In any language: a card hidden from the viewer is named neither by its code nor in
    words ("le 6 vert", "die grüne 6")."""
    game = forced_face_down_position()
    w = ClansWidget(game, viewer=viewer, lang=lang)
    seen_as = "spectator" if viewer == "turn" else viewer  # the hands are covered
    hidden = hidden_from(game, seen_as)
    legal = {str(m) for m in game.legal_moves()}
    refusals = set()
    for intent in every_intent(game):
        if intent["move"] in legal and viewer == game.current_player:
            continue
        refusals.add(refused(w, intent, state))
    said = {card_said(str(card), lang): card for card in hidden}
    leaks = {text for text in refusals if cards_in(text) & hidden or any(s in text for s in said)}
    assert not leaks
    assert any(spoken in text for text in refusals), "the refusals speak the board's language"


def test_a_spectator_cannot_play_or_undo() -> None:
    game = Game.new(2, seed=3)
    w = ClansWidget(game, bots={0: "greedy", 1: "greedy"}, bot_delay=0, viewer="spectator")
    assert w.game.is_over and len(w.record.moves) == 16
    assert "spectator" in refused(w, {"kind": "undo"}, state)
    w.position = 3
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    assert "spectator" in w.error
    assert len(w.record.moves) == 16 and len(w.frames) == 17


def test_a_player_undoes_only_back_to_their_own_move() -> None:
    w = ClansWidget(Game.new(2, seed=5), viewer=0)
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    w.play(w.game.legal_moves()[0])  # Ben moves (from Python, as a teacher's second screen)
    record = w.record
    assert refused(w, {"kind": "undo"}, state) == (
        "only your own moves can be taken back, and that one was Player 2's"
    )
    w.position = 1
    send(w, {"kind": "undo"})
    assert "step to the end" in w.error and w.record == record


def test_a_player_takes_back_their_move_with_the_bot_answer() -> None:
    w = ClansWidget(Game.new(2, seed=8), viewer=0, bots={1: "greedy"}, bot_delay=0, seed=1)
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    assert w.game.ply == 2
    send(w, {"kind": "undo"})
    assert w.error == "" and w.game.ply == 0


# --- 3. hot-seat with a bot ---------------------------------------------------------------


def test_hot_seat_never_sends_a_bots_hand_even_while_it_thinks() -> None:
    async def scenario() -> tuple[list[Any], list[Any], set[str], set[str]]:
        w = ClansWidget(Game.new(2, seed=21), viewer="turn", bots={1: "greedy"}, bot_delay=0.05)
        sent: list[Any] = []
        w.send = sent.append
        send(w, {"kind": "reveal"})
        send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
        thinking = w.bot_thinking
        bot_hand = {str(c) for c in w.game.hands[1]}
        snapshot = copy.deepcopy(w.frames)
        covered_while_thinking = w.covered
        await asyncio.sleep(0.3)
        assert w.game.ply == 2 and not w.covered, "Ann is still at the screen: no cover"
        assert thinking and not covered_while_thinking
        return sent, snapshot, bot_hand, {str(c) for c in w.game.hands[1]}

    sent, frames_while_thinking, hand_while_thinking, hand_after = in_own_loop(scenario())
    assert not cards_in(frames_while_thinking) & hand_while_thinking
    assert not cards_in(sent) & hand_after


def test_a_bot_game_in_hot_seat_holds_no_bot_hand_from_start_to_end() -> None:
    w = ClansWidget(Game.new(3, seed=4), viewer="turn", bots={1: "random", 2: "greedy"},
                    bot_delay=0, seed=2)
    while not w.game.is_over:
        game = w.game
        bot_cards = {str(c) for p in (1, 2) for c in game.hands[p]}
        assert not cards_in(w.frames) & bot_cards
        if w.covered:
            send(w, {"kind": "reveal"})
        assert not cards_in(w.frames) & bot_cards
        send(w, {"kind": "play", "move": str(w.game.legal_moves()[-1])})
        assert w.error == ""


# --- 4. hot-seat undo ---------------------------------------------------------------------


def test_hot_seat_undo_never_shows_the_previous_players_hand() -> None:
    w = ClansWidget(Game.new(2, seed=9, names=["Ann", "Ben"]), viewer="turn")
    send(w, {"kind": "reveal"})
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    ann = {str(c) for c in w.game.hands[0]}
    assert w.covered
    send(w, {"kind": "reveal"})
    assert refused(w, {"kind": "undo"}, state).startswith("only Ann can take that move back")
    assert w.game.ply == 1 and not cards_in(w.frames) & ann
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    send(w, {"kind": "undo"})  # Ben takes his back from Ann's cover
    assert "nobody has shown theirs" in refused(w, {"kind": "undo"}, state)
    assert w.covered and not cards_in(w.frames) & (ann | {str(c) for c in w.game.hands[1]})


def test_hot_seat_undo_with_bots_takes_back_your_own_move() -> None:
    w = ClansWidget(Game.new(2, seed=9), viewer="turn", bots={1: "greedy"}, bot_delay=0)
    send(w, {"kind": "reveal"})
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    assert w.game.ply == 2 and not w.covered
    send(w, {"kind": "undo"})
    assert w.error == "" and w.game.ply == 0 and not w.covered and w.frames[-1]["viewer"] == 0


# --- 5. comments --------------------------------------------------------------------------


def recorded(name: str) -> Record:
    return Record.from_json((GAMES / name).read_text())


@pytest.mark.parametrize("name", ["two_players.json", "three_players.json", "four_players.json"])
def test_no_frame_shows_a_comment_that_names_a_card_its_viewer_cannot_see(name: str) -> None:
    record = recorded(name)
    withheld = 0
    for viewer in [*range(record.players), "spectator"]:
        w = ClansWidget(record=record, viewer=viewer)
        for ply, frame in enumerate(w.frames):
            hidden = hidden_from(record.game(ply), viewer)
            assert not cards_in(frame) & hidden, (viewer, ply)
        never_seen = set.intersection(
            *(hidden_from(record.game(ply), viewer) for ply in range(len(record.moves) + 1))
        )
        assert not cards_in([w.tree, w.comments]) & never_seen
        for ply, (move, _player, _said, *note) in enumerate(w.tree["lines"][0]["moves"], 1):
            if move.startswith("~?") and record.comment(ply):
                assert note == ["hidden"] and f"0:{ply}" not in w.comments
            withheld += note == ["hidden"]
    assert withheld, "each shipped game has a comment some viewer may not read"


def test_everyone_reads_every_comment() -> None:
    record = recorded("two_players.json")
    w = ClansWidget(record=record)
    assert w.comments == {f"0:{i + 1}": c for i, c in enumerate(record.comments) if c}
    assert not any("hidden" in m for m in w.tree["lines"][0]["moves"])


@pytest.mark.parametrize("viewer", ["0", "1", "spectator"])
def test_an_exported_page_holds_no_card_its_viewer_never_sees(viewer: str, tmp_path: Path) -> None:
    from clans_widget.export import export_html

    record = recorded("two_players.json")
    who: Any = int(viewer) if viewer.isdigit() else viewer
    never_seen = set.intersection(
        *(hidden_from(record.game(ply), who) for ply in range(len(record.moves) + 1))
    )
    assert never_seen
    page = export_html(record, who)
    data = re.sub(r'<script type="module">.*?</script>', "", page, flags=re.S)
    assert not cards_in(data) & never_seen


# --- forged front-end state ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("frames", []),
        ("mode", "replay"),
        ("hotseat", True),
        ("covered", False),
        ("bot_thinking", True),
        ("position", 99),
        ("position", -1),
        ("position", True),
        ("position", "2"),
        ("autoplay_ms", 0),
        ("autoplay_ms", 10**12),
        ("autoplay_ms", "fast"),
        ("error", "forged text"),
        ("forecast", "yes"),
    ],
)
def test_a_forged_trait_from_the_front_end_is_reset_and_explained(name: str, value: Any) -> None:
    w = ClansWidget(Game.new(2, seed=3), viewer="turn")
    w.play(w.game.legal_moves()[0])
    echoed: list[Any] = []
    w.send_state = lambda key=None: echoed.append(key)
    with unchanged(lambda: (state(w), w.mode, w.hotseat, w.covered, w.bot_thinking, w.autoplay_ms)):
        w.set_state({name: value})
    assert w.error and name in w.error
    assert [name] in echoed, "the front end gets the true value back"


def test_the_front_end_may_step_change_speed_and_dismiss_an_error() -> None:
    w = ClansWidget(record=recorded("two_players.json"))
    send(w, {"kind": "undo"})
    assert w.error
    w.set_state({"position": 5, "autoplay_ms": 500, "error": "", "forecast": False})
    assert (w.position, w.autoplay_ms, w.error, w.forecast) == (5, 500, "", False)


def test_a_deeply_nested_intent_is_refused_with_an_error() -> None:
    w = ClansWidget(Game.new(2, seed=3))
    nested: Any = "x"
    for _ in range(100_000):
        nested = {"kind": nested}
    send(w, nested)
    assert w.error.startswith("unknown request")
    deep_move: Any = ["6g@Bn2"]
    for _ in range(100_000):
        deep_move = [deep_move]
    send(w, {"kind": "play", "move": deep_move})
    assert w.error.startswith("a play request needs a move") and w.game.ply == 0


def test_can_undo_tells_the_front_end_exactly_when_undo_is_allowed() -> None:
    spectator = ClansWidget(record=recorded("two_players.json"), viewer="spectator")
    for position in (0, 5, len(spectator.frames) - 1):
        spectator.position = position
        assert not spectator.can_undo
    w = ClansWidget(Game.new(2, seed=5), viewer=0)
    assert not w.can_undo
    send(w, {"kind": "play", "move": str(w.game.legal_moves()[0])})
    assert w.can_undo
    w.play(w.game.legal_moves()[0])
    assert not w.can_undo, "the last move is the other player's"
    hot = ClansWidget(Game.new(2, seed=9), viewer="turn", bots={1: "greedy"}, bot_delay=0)
    assert hot.covered and not hot.can_undo
    send(hot, {"kind": "reveal"})
    send(hot, {"kind": "play", "move": str(hot.game.legal_moves()[0])})
    assert hot.can_undo and not hot.covered


def test_a_new_view_asking_for_frames_keeps_the_error_shown() -> None:
    w = ClansWidget(record=recorded("two_players.json"), viewer="spectator")
    send(w, {"kind": "undo"})
    shown = w.error
    assert shown
    send(w, {"kind": "sync"})
    assert w.error == shown


def test_only_a_board_that_shows_everything_downloads_the_record() -> None:
    record = recorded("two_players.json")
    teacher = ClansWidget(record=record)
    sent: list[Any] = []
    teacher.send = sent.append
    send(teacher, {"kind": "download", "what": "record"})
    assert teacher.error == "" and sent[-1]["name"] == "clans-ann-ben.json"
    assert Record.from_json(sent[-1]["text"]) == teacher.record
    player = ClansWidget(record=record, viewer=1)
    player.send = sent.append
    send(player, {"kind": "download", "what": "record"})
    assert "holds every hand" in player.error and len(sent) == 1


@pytest.mark.parametrize("viewer", [0, "spectator", "turn"])
def test_a_downloaded_page_holds_no_card_its_viewer_never_sees(viewer: Any) -> None:
    record = recorded("two_players.json")
    w = ClansWidget(record=record, viewer=viewer)
    page = w.download("page")["text"]
    seen_as = "spectator" if viewer == "turn" else viewer
    never = set.intersection(
        *(hidden_from(record.game(ply), seen_as) for ply in range(len(record.moves) + 1))
    )
    data = re.sub(r'<script type="module">.*?</script>', "", page, flags=re.S)
    assert never and not cards_in(data) & never
