"""Schotten Totten's review of a line: every step marked by the win share it gave away against
the mover's best move, from the mover's information (or only what one viewer knew); a
blunder is marked ``??`` with the better move; the same review for twin rounds."""

from __future__ import annotations

import pytest

from clans_widget import schotten
from clans_widget.core.analysis import MARKS, SYMBOLS, mark
from clans_widget.core.session import Session
from clans_widget.games.schotten.analysis import review
from clans_widget.rules.review import MARKS as CLANS_MARKS
from tests.refusals import unchanged
from tests.schotten_helpers import deal_for, played
from tests.twins import NoTwin, schotten_tactic_twin, schotten_twin

ANN = ["7r", "8r", "9r", "7o", "8o", "9o", "7y", "8y", "1r", "9y"]
BEN = ["7g", "8g", "9g", "7b", "8b", "9b", "7p", "8p", "9p"]
RACE = (
    "7r@1, 7g@7, 8r@1, 8g@7, 9r@1, claim 1, 9g@7, claim 7, 7o@2, 7b@8, 8o@2, 8b@8, 9o@2, "
    "claim 2, 9b@8, claim 8, 7y@3, 7p@9, 8y@3, 8p@9, 1r@5, 9p@9, 9y@3"
)


def race() -> schotten.Game:
    """Ann owns stones 1 and 2 and has just completed 7y 8y 9y on stone 3; Ben owns 7 and 8
    and has 7p 8p 9p on stone 9, which no card left can beat (he did not claim it). Claiming
    stone 3 wins the round for Ann; ending the turn lets Ben play any card and claim stone 9,
    which wins it for him."""
    return played(deal_for(ANN, BEN), RACE)


def test_the_marks_are_clans_and_glorys() -> None:
    assert MARKS == CLANS_MARKS
    assert [mark(x) for x in (0.0, 0.03, 0.08, 0.15, 0.5)] == [
        "best",
        "good",
        "inaccuracy",
        "mistake",
        "blunder",
    ]
    assert SYMBOLS["mistake"] == "?" and SYMBOLS["blunder"] == "??"


def test_ending_the_turn_instead_of_the_winning_claim_is_a_blunder() -> None:
    game = race()
    game.play("end")
    game.play(game.legal_moves()[0])
    start = game.ply - 2
    made = review(game, iterations=60, seed=3, first=start)
    blunder, answer = made.entries
    assert (blunder.ply, blunder.player, blunder.move) == (start, 0, "end")
    assert blunder.mark == "blunder" and blunder.symbol == "??" and blunder.loss > 0.9
    assert blunder.better == "claim 3" and blunder.reason == "claims stone 3 and wins the round"
    assert blunder.best is not None and blunder.best.mean == 1.0
    assert (answer.player, answer.mark, answer.symbol) == (1, "best", "")
    assert made.marked() == ["end??", answer.move]
    data = made.to_dict()
    assert data["entries"][0]["symbol"] == "??" and data["for"] == "all"


def test_the_winning_claim_is_marked_best() -> None:
    game = race()
    game.play("claim 3")
    (entry,) = review(game, iterations=60, seed=3, first=game.ply - 1).entries
    assert (entry.move, entry.mark, entry.better, entry.loss) == ("claim 3", "best", None, 0.0)


def test_a_session_reviews_its_line_for_its_viewer() -> None:
    game = schotten.Game.new(8)
    for _ in range(4):
        game.play(game.legal_moves()[-1])
    session: Session[schotten.Game, schotten.Record] = Session(game.record, 1)
    made = session.review(iterations=10, seed=3)
    assert made.viewer == 1 and [e.ply for e in made.entries] == [0, 1, 2, 3]
    assert made == review(game, 1, iterations=10, seed=3)
    assert session.revision == 0 and session.ply == 4


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"seed": "1"}, "seed must be a whole number or None, not '1'"),
        ({"viewer": 2}, "viewer must be 'all', 'spectator', 0 or 1, not 2"),
        ({"iterations": 0}, "iterations must be a whole number from 1 to 1,000,000"),
        ({"first": -1}, "first must be a step from 0 to 24, not -1"),
    ],
)
def test_wrong_input_is_refused_and_changes_nothing(
    kwargs: dict[str, object], message: str
) -> None:
    game = race()
    with (
        unchanged(lambda: (game.ply, game.observe("all"))),
        pytest.raises(ValueError, match=message),
    ):
        review(game, **kwargs)  # type: ignore[arg-type]


def test_a_rivals_better_move_naming_a_guessed_card_is_withheld() -> None:
    game = race()
    game.play("end")
    made = review(game, 1, iterations=30, seed=3, first=game.ply - 3)
    rival = [e for e in made.entries if e.player == 0]
    assert rival and all(e.better is None or not e.withheld for e in rival)
    for entry in rival:
        if entry.withheld:
            assert entry.better is None and entry.reason == ""


def test_twin_rounds_give_a_player_the_same_review() -> None:
    made = 0
    for seed in range(30):
        try:
            record, twin = schotten_twin(seed, 0, 7 + seed % 3)
        except NoTwin:
            continue
        games = [r.game() for r in (record, twin)]
        first = games[0].ply - 3
        reviews = [review(g, 0, iterations=15, seed=4, first=first).to_dict() for g in games]
        assert reviews[0] == reviews[1], f"seed {seed}"
        assert any(e["player"] == 1 for e in reviews[0]["entries"])
        made += 1
        if made == 2:
            return
    pytest.fail("too few twins")


@pytest.mark.parametrize("viewer", [1, "spectator"])
def test_twin_tactic_rounds_give_the_same_review(viewer: object) -> None:
    made = 0
    for seed in range(40):
        cut = 8 + seed % 4
        try:
            record, twin = schotten_tactic_twin(
                seed, viewer, cut, ("tactic", "tactic-expert")[seed % 2]
            )
        except NoTwin:
            continue
        games = [r.game() for r in (record, twin)]
        # from the rival's last step on: a step estimated in a round dealt again for the viewer
        first = max(i for i, p in enumerate(games[0].movers) if p != viewer)
        reviews = [review(g, viewer, iterations=6, seed=4, first=first).to_dict() for g in games]
        assert reviews[0] == reviews[1], f"seed {seed}"
        made += 1
        if made == 1:
            return
    pytest.fail("too few twins")
