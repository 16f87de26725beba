"""Twin deals (issue 17): a viewer's board sends the same bytes for two records that differ
only in cards that viewer never sees (see :mod:`tests.twins`).

Random games of 2, 3 and 4 players, finished and unfinished, each seen by every player and a
spectator. What is compared, as JSON bytes with sorted keys, is everything the board sends:
its whole synced state when it is made, after a hint, a variation or a review and at the end,
and every trait change and custom message in between (stepping through every position on
the way); and the exported and downloaded pages, whole. The one value normalised is the
model id of the widget's ``layout``, which ipywidgets draws at random for each widget. A
review on a player's or spectator's board is made from that viewer's information (issue 17
items 1-2), a teacher's review in the record is not shown there, and a bot answers a viewer's
variation from a hand dealt again from that viewer's information (item 3).
"""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Callable
from typing import Any

import pytest
import traitlets

from clans_widget import ClansWidget
from clans_widget.analysis import review as analyse_game
from clans_widget.bots.registry import make_bot
from clans_widget.export import export_html
from clans_widget.rules import Game, Record
from clans_widget.rules.view import Viewer, view
from clans_widget.site import board_traits
from tests.frame_helpers import send
from tests.twins import NoTwin, hidden_cards, places, twin, unseeded

# (players, deal seed, moves played or None to the end): seeds picked so that most games hold
# face-down moves, whose legality the twins must keep.
GAMES = [(2, 31, None), (2, 34, 10), (3, 28, None), (3, 28, 23), (4, 69, None), (4, 14, 15)]
REVIEW_ITERATIONS = 12  # a review costs about the same whatever its budget: see REVIEWED
HINT_ITERATIONS = 10


def random_game(players: int, seed: int, moves: int | None) -> Record:
    """A game of random and greedy bots, each moving from its own view, without the deal's
    seed; ``moves`` cuts it short (unfinished)."""
    game = Game.new(players, seed=seed, names=[f"P{p}" for p in range(players)])
    bots = [
        make_bot("random" if (p + seed) % 2 else "greedy", seed * 10 + p) for p in range(players)
    ]
    while (player := game.current_player) is not None and (moves is None or game.ply < moves):
        game.play(bots[player].choose(view(game, player)))
    return unseeded(game)


NO_TWIN = "2p-end-0"
"""In the finished 2-player game, P0 ends holding a card and sees every card but the removed
ones and P1's last card, which went face down because none of its cards fitted: each removed
card fits, so no hidden card can change place (see the test of the twin builder)."""


def case_id(game: tuple[int, int, int | None], viewer: Viewer) -> str:
    """``3p-end-1``: players, where the game stops (its end or a move count), viewer."""
    return f"{game[0]}p-{'end' if game[2] is None else game[2]}-{viewer}"


CASES = [
    pytest.param(game, viewer, id=case_id(game, viewer))
    for game in GAMES
    for viewer in [*range(game[0]), "spectator"]
    if case_id(game, viewer) != NO_TWIN
]
# A review searches every candidate move of every ply, whatever its budget (2-6 s a game):
# the review families take a few viewers each to keep the file near a minute.
REVIEWED = [case for case in CASES if case.id in ("2p-end-1", "3p-end-spectator")]
BOTS = [case for case in CASES if case.id in ("2p-10-1", "3p-23-0", "4p-15-2")]
TAUGHT = [case for case in CASES if case.id in ("2p-10-0", "2p-10-spectator", "3p-23-1")]


@functools.cache
def twins(game: tuple[int, int, int | None], viewer: Viewer) -> tuple[Record, Record]:
    """The game and its twin for ``viewer``."""
    record = random_game(*game)
    return record, twin(record, viewer, random.Random(f"{game}:{viewer}"))


# --- what a board sends -----------------------------------------------------------------------


def as_bytes(data: object) -> bytes:
    return json.dumps(data, sort_keys=True, default=str).encode()


class Wire:
    """Everything a board sends, in order: its whole state when asked, each trait change, and
    each custom message, each turned to bytes when sent (the board changes its frames in
    place later). The layout widget's model id is random per widget: the one value
    normalised."""

    def __init__(self, widget: ClansWidget) -> None:
        self.widget = widget
        self.layout_id = widget.layout.model_id.encode()
        self.sent: list[tuple[str, bytes]] = []
        widget.send = lambda content, buffers=None: self._add("message", content)
        widget.observe(
            lambda change: self._add(f"trait {change['name']}", change["new"]), names=traitlets.All
        )
        self.snapshot("made")

    def _add(self, label: str, value: object) -> None:
        text = as_bytes(value).replace(self.layout_id, b"<layout>")
        self.sent.append((label, text))

    def snapshot(self, label: str) -> None:
        self._add(f"state {label}", self.widget.get_state())

    def note(self, label: str, value: object) -> None:
        """Add something else the board shows, such as its text picture."""
        self._add(label, value)

    def send(self, content: dict[str, Any]) -> None:
        """Send an intent as the front end does, marking it in the transcript so that a
        difference says after which intent it was sent."""
        self.mark(json.dumps(content))
        send(self.widget, content)

    def mark(self, label: str) -> None:
        """Name what the user does next in the transcript."""
        self.sent.append((f"then {label}", b""))

    def transcript(self) -> list[tuple[str, bytes]]:
        return list(self.sent)


def same(label: str, original: list[tuple[str, bytes]], other: list[tuple[str, bytes]]) -> None:
    """The two transcripts are byte-identical; else name the first thing sent apart (for a
    whole state, the traits that differ)."""
    after = "made"
    for (name, mine), (name_twin, theirs) in zip(original, other):
        after = name[5:] if name.startswith("then ") else after
        if (name, mine) != (name_twin, theirs) and name.startswith("state"):
            one, two = json.loads(mine), json.loads(theirs)
            name += " (" + ", ".join(k for k in sorted(one) if one[k] != two.get(k)) + ")"
        assert (name, mine) == (name_twin, theirs), (
            f"{label}: {name} differs between the twins (after: {after})"
        )
    assert len(original) == len(other), f"{label}: one twin sent more"


def board(
    record: Record, viewer: Viewer, act: Callable[[ClansWidget, Wire], None], **options: Any
) -> list[tuple[str, bytes]]:
    """What a replay board of ``record`` for ``viewer`` sends while ``act`` uses it."""
    widget = ClansWidget(record=record, viewer=viewer, seed=5, **options)
    wire = Wire(widget)
    act(widget, wire)
    wire.snapshot("end")
    return wire.transcript()


def compare(
    game: tuple[int, int, int | None],
    viewer: Viewer,
    act: Callable[[ClansWidget, Wire], None],
    **options: Any,
) -> None:
    record, other = twins(game, viewer)
    same(
        f"{game} seen by {viewer!r}",
        board(record, viewer, act, **options),
        board(other, viewer, act, **options),
    )


# --- acts: what a user does on the board ----------------------------------------------------


def step_through(widget: ClansWidget, wire: Wire) -> None:
    """Every position, as the front end steps (it sets ``position``), then back to the start;
    at each, the text picture a notebook shows as the output's plain text."""
    for ply in [*range(1, len(widget.frames)), 0]:
        widget.set_state({"position": ply})  # the trait changes it brings are recorded
        wire.note(f"text/plain at {ply}", widget.text())


def playable_plies(widget: ClansWidget, wire: Wire) -> list[int]:
    """The plies of the main line where this board's viewer may play (and so ask a hint)."""
    found = []
    for ply in range(len(widget.frames)):
        wire.send({"kind": "goto", "line": 0, "ply": ply})
        if widget.can_hint:
            found.append(ply)
    wire.send({"kind": "goto", "line": 0, "ply": 0})
    return found


def hint(widget: ClansWidget, wire: Wire) -> None:
    """A hint asked with the Hint button at the last position the viewer may play, if any."""
    plies = playable_plies(widget, wire)
    assert plies or widget.viewer == "spectator", "a player may play somewhere in the replay"
    if plies:
        wire.send({"kind": "goto", "line": 0, "ply": plies[-1]})
        wire.send({"kind": "hint", "line": 0, "ply": plies[-1]})
        assert widget.hint and not widget.error
        wire.snapshot("hint")


def variation(widget: ClansWidget, wire: Wire) -> None:
    """Step back to the first position the viewer may play, play another move than the
    recorded one (a variation), take it back, then play it again; a spectator's board
    refuses, which it must do alike."""
    plies = playable_plies(widget, wire) or [0]
    ply = plies[0]
    wire.send({"kind": "goto", "line": 0, "ply": ply})
    recorded = widget.record.moves[ply] if ply < len(widget.record.moves) else None
    other = next((str(m) for m in _legal_here(widget) if str(m) != recorded), "3r@An1")
    wire.send({"kind": "play", "move": other})
    assert (widget.line != 0) == (widget.viewer != "spectator"), widget.error
    wire.snapshot("variation")
    wire.send({"kind": "undo"})
    wire.send({"kind": "play", "move": other})
    wire.snapshot("variation again")


def ask_reasons(widget: ClansWidget, wire: Wire) -> None:
    """At every position, why each seat is legal, asked as the front end does for a chosen
    card, for every card the frame lights and, forged, every card this viewer never sees (the
    cards the twins deal differently): answered or refused alike."""
    hidden = [str(c) for c in hidden_cards(widget.record, widget.viewer)]  # type: ignore[arg-type]
    for ply in range(len(widget.frames)):
        wire.send({"kind": "goto", "line": 0, "ply": ply})
        legal = widget.frames[ply].get("legal") or {}
        for card in [*legal.get("cards", {}), *hidden]:
            wire.send({"kind": "reasons", "card": card, "line": 0, "ply": ply})


def _legal_here(widget: ClansWidget) -> list[Any]:
    game = widget.game
    seen = view(game, widget.viewer) if widget.viewer != "turn" else None  # type: ignore[arg-type]
    if seen is None or game.current_player is None or not seen.sees_hand(game.current_player):
        return []
    return seen.legal_moves()


# --- what passes today ------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "viewer"), CASES)
def test_loading_and_stepping_send_the_same(game: Any, viewer: Viewer) -> None:
    compare(game, viewer, step_through)


@pytest.mark.parametrize(("game", "viewer"), CASES)
def test_a_hint_sends_the_same(game: Any, viewer: Viewer) -> None:
    compare(game, viewer, hint, hint_iterations=HINT_ITERATIONS)


@pytest.mark.parametrize(("game", "viewer"), CASES)
def test_a_variation_and_its_undo_send_the_same(game: Any, viewer: Viewer) -> None:
    compare(game, viewer, variation)


@pytest.mark.parametrize(("game", "viewer"), CASES)
def test_asking_why_seats_are_legal_sends_the_same(game: Any, viewer: Viewer) -> None:
    compare(game, viewer, ask_reasons)


@pytest.mark.parametrize(("game", "viewer"), CASES)
def test_the_exported_downloaded_and_site_pages_are_the_same(game: Any, viewer: Viewer) -> None:
    record, other = twins(game, viewer)
    assert export_html(record, viewer).encode() == export_html(other, viewer).encode()
    boards = [ClansWidget(record=r, viewer=viewer) for r in (record, other)]
    pages = [as_bytes(w.download("page")) for w in boards]
    assert pages[0] == pages[1], "the downloaded pages differ"
    site = [board_traits(w.get_state()) for w in boards]  # the static site's board
    assert site[0] is not None and as_bytes(site[0]) == as_bytes(site[1]), "the site boards differ"


# --- reviews (issue 17 items 1-2), and what leaks today (item 3) ----------------------------


def _review(widget: ClansWidget, wire: Wire) -> None:
    wire.mark("review()")
    widget.review(iterations=REVIEW_ITERATIONS, seed=0)
    wire.snapshot("reviewed")


@pytest.mark.parametrize(("game", "viewer"), REVIEWED)
def test_a_review_of_a_finished_game_sends_the_same(game: Any, viewer: Viewer) -> None:
    compare(game, viewer, _review)


def teachers_record(record: Record) -> Record:
    """``record`` carrying the review a teacher's ("all") board makes of it."""
    return Record.from_json(_taught(record.to_json()))


@functools.cache
def _taught(record: str) -> str:
    made = Record.from_json(record)
    return made.with_review(
        analyse_game(made, None, iterations=REVIEW_ITERATIONS, seed=0)
    ).to_json()


@pytest.mark.parametrize(("game", "viewer"), TAUGHT)
def test_a_teachers_review_shown_to_a_viewer_sends_the_same(game: Any, viewer: Viewer) -> None:
    record, other = (teachers_record(r) for r in twins(game, viewer))
    label = f"{game} with a teacher's review, seen by {viewer!r}"
    boards = [board(r, viewer, step_through) for r in (record, other)]
    pages = [export_html(r, viewer).encode() for r in (record, other)]
    same(label, *boards)
    assert pages[0] == pages[1], f"{label}: the exported pages differ"


def bot_game(game: tuple[int, int, int | None], viewer: int) -> tuple[Record, Record]:
    """The game cut where ``viewer`` is last to move, and its twin for ``viewer``."""
    full, _ = twins(game, viewer)
    cut = max(p for p in range(len(full.moves) + 1) if full.game(p).current_player == viewer)
    record = full.game(cut).record
    return record, twin(record, viewer, random.Random(f"cut {game}:{viewer}"))


def against_bots(record: Record, viewer: int) -> list[tuple[str, bytes]]:
    """A player's live board against greedy bots: step back to the player's first move and
    play another one, then go on in that variation, the bots answering, to its end."""
    bots = {p: "greedy" for p in range(record.players) if p != viewer}
    widget = ClansWidget(record.game(), viewer=viewer, bots=bots, bot_delay=0, seed=5)
    wire = Wire(widget)
    first = record.game().movers.index(viewer) if viewer in record.game().movers else 0
    wire.send({"kind": "goto", "line": 0, "ply": first})
    recorded = record.moves[first] if first < len(record.moves) else None
    moves = [str(m) for m in _legal_here(widget)]
    wire.send({"kind": "play", "move": next(m for m in moves if m != recorded)})
    wire.snapshot("variation")
    while widget.game.current_player is not None:
        wire.send({"kind": "play", "move": str(_legal_here(widget)[0])})
    wire.snapshot("variation over")
    return wire.transcript()


@pytest.mark.parametrize(("game", "viewer"), BOTS)
def test_a_bots_answer_in_a_variation_sends_the_same(game: Any, viewer: int) -> None:
    record, other = bot_game(game, viewer)
    same(
        f"{game} against bots, seen by {viewer}",
        against_bots(record, viewer),
        against_bots(other, viewer),
    )


# --- the twin builder itself ---------------------------------------------------------------


def test_a_twin_keeps_face_down_moves_legal_and_moves_hidden_cards() -> None:
    record = random_game(3, 28, None)
    downs = [i for i, m in enumerate(record.moves) if m.startswith("~")]
    assert len(downs) == 3, "the game this test needs has three face-down moves"
    for seed in range(5):
        made = twin(record, 0, random.Random(seed))
        assert Record.from_json(made.to_json()) == made  # every move replays legally
        assert places(made, 0) != places(record, 0)
        assert set(hidden_cards(made, 0)) == set(hidden_cards(record, 0))
        movers = record.game().movers
        for ply, (mine, theirs) in enumerate(zip(record.moves, made.moves, strict=True)):
            assert mine == theirs or (ply in downs and movers[ply] != 0)


def test_a_twins_view_equals_the_originals_at_every_ply() -> None:
    record = random_game(4, 69, None)
    for viewer in (1, "spectator"):
        made = twin(record, viewer, random.Random(3))
        for ply in range(len(record.moves) + 1):
            assert view(made.game(ply), viewer) == view(record.game(ply), viewer)
        assert view(made.game(), "all") != view(record.game(), "all")


def test_a_viewer_who_saw_every_hand_has_only_the_removed_cards_hidden() -> None:
    record = random_game(2, 0, None)  # no face-down move
    game = record.game()
    ends_with = [p for p in range(2) if game.hands[p]]
    assert len(ends_with) == 1 and not any(d.owner != ends_with[0] for d in game.face_down.values())
    viewer = ends_with[0]
    assert set(hidden_cards(record, viewer)) == set(record.setup.removed)
    with pytest.raises(NoTwin):
        twin(record, viewer, random.Random(0))
    other = 1 - viewer  # sees the removed cards and the last hand: those change place
    made = twin(record, other, random.Random(0))
    arrived = set(made.setup.removed) - set(record.setup.removed)
    assert arrived and arrived <= set(game.hands[viewer])


def test_a_viewer_whose_hidden_cards_cannot_move_legally_has_no_twin() -> None:
    record = random_game(2, 31, None)
    assert record.moves[-1].startswith("~") and record.game().movers[-1] == 1
    with pytest.raises(NoTwin, match="every move still legal"):
        twin(record, 0, random.Random(0))


def test_a_twin_is_refused_for_a_seeded_deal() -> None:
    with pytest.raises(ValueError, match="seed"):
        twin(Game.new(2, seed=1).record, 0, random.Random(0))


def test_a_board_that_shows_everything_tells_the_twins_apart() -> None:
    """The comparison can fail: on a teacher's board, a twin for a player is another game."""
    record, other = twins((3, 28, 23), 1)
    with pytest.raises(AssertionError, match="differs between the twins"):
        same("all", board(record, "all", step_through), board(other, "all", step_through))
    assert export_html(record, "all") != export_html(other, "all")


def test_the_twin_deals_transcript_names_what_differs() -> None:
    """The comparison itself: a board of a game and of a different game are told apart."""
    one, two = random_game(2, 31, 6), random_game(2, 34, 6)
    with pytest.raises(AssertionError, match="differs between the twins"):
        same(
            "two games",
            board(one, "spectator", step_through),
            board(two, "spectator", step_through),
        )


def speaking_board(widget: ClansWidget, wire: Wire) -> None:
    """Stepping, a variation and the reasons asked, on a board that speaks French or German,
    the page's language told as its front end tells it."""
    if widget.lang is None:
        wire.send({"kind": "lang", "lang": "de"})
    assert widget.speaking in ("fr", "de") and widget.frames[0]["seat_words"]["An1"] != "A north 1"
    step_through(widget, wire)
    variation(widget, wire)
    ask_reasons(widget, wire)


@pytest.mark.parametrize("lang", ["fr", None])
@pytest.mark.parametrize(("game", "viewer"), CASES[::3])
def test_a_board_in_another_language_sends_the_same(game: Any, viewer: Viewer, lang: Any) -> None:
    """A translation must not name a hidden card either: French by ``lang``, German by the
    page's language."""
    compare(game, viewer, speaking_board, lang=lang)


def hint_and_review_spoken(widget: ClansWidget, wire: Wire) -> None:
    """A hint, then a review, on a board in German, then the board turned to French: their
    words and reasons, said again in the new language, must not tell the twins apart."""
    hint(widget, wire)
    _review(widget, wire)
    widget.lang = "fr"
    wire.snapshot("in French")


@pytest.mark.parametrize(("game", "viewer"), REVIEWED)
def test_a_hint_and_a_review_in_another_language_send_the_same(game: Any, viewer: Viewer) -> None:
    compare(game, viewer, hint_and_review_spoken, lang="de", hint_iterations=HINT_ITERATIONS)
