"""Schotten Totten's dealer for Tactic and Tactic+Expert rounds: a round dealt again from one
viewer's information (tactic cards too, and what a rival's Recruiter returned), every move
still legal and every position the same to that viewer; twin rounds dealt again alike, so a
bot answers alike in a variation."""

from __future__ import annotations

import random

import pytest

from clans_widget import schotten
from clans_widget.core.session import Session
from clans_widget.games.schotten.bots.redeal import deal_again
from tests.twins import NoTwin, schotten_tactic_twin


def _round(seed: int, cut: int, variant: str) -> schotten.Game:
    game = schotten.Game.new(seed, variant=variant)  # type: ignore[arg-type]
    rng = random.Random(seed)
    while not game.is_over and game.ply < cut:
        game.play(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("variant", ["tactic", "tactic-expert"])
@pytest.mark.parametrize("viewer", [0, 1, "spectator"])
def test_a_tactic_round_dealt_again_looks_the_same_to_its_viewer(
    variant: str, viewer: object
) -> None:
    moved = recruited = 0
    for seed in range(6):
        game = _round(seed, 30 + 14 * seed, variant)
        dealt = deal_again(game, viewer).game()  # type: ignore[arg-type]
        real, again = game.copy(), dealt.copy()
        for ply in range(game.ply, -1, -1):
            assert real.observe(viewer) == again.observe(viewer), f"seed {seed} ply {ply}"  # type: ignore[arg-type]
            if ply:
                real.undo()
                again.undo()
        record, made = game.record, dealt.record
        moved += (made.deck, made.tactic_deck, made.hands) != (
            record.deck,
            record.tactic_deck,
            record.hands,
        )
        recruited += any(m.kind == "REC" for m in game.moves)
        if isinstance(viewer, int):
            assert dealt.hands[viewer] == game.hands[viewer]
        assert dealt.hand_sizes == game.hand_sizes
        assert len(dealt.tactic_deck_left) == len(game.tactic_deck_left)
    assert moved >= 5 and recruited >= 1


def test_the_all_viewer_and_a_wrong_start_are_refused() -> None:
    game = _round(1, 20, "tactic")
    with pytest.raises(ValueError, match="the 'all' viewer sees every card"):
        deal_again(game, "all")
    with pytest.raises(ValueError, match="a deal starts at a ply from 0 to 20, not 21"):
        deal_again(game, 0, 21)


def test_twin_tactic_rounds_are_dealt_again_alike() -> None:
    made = 0
    for seed in range(8):
        for viewer in (0, 1, "spectator"):
            try:
                record, twin = schotten_tactic_twin(
                    seed, viewer, 25 + seed, ("tactic", "tactic-expert")[seed % 2]
                )
            except NoTwin:
                continue
            deals = [deal_again(r.game(), viewer).start.record for r in (record, twin)]  # type: ignore[arg-type]
            assert deals[0] == deals[1], f"seed {seed} viewer {viewer}"
            made += 1
    assert made >= 12


class ClanCards:
    """A bot reading only its observation: a clan card of its hand drawn with its ``rng`` (which
    the session seeds from the viewer's view in a variation) on the first stone with room,
    else ``pass``; once its card is played, a clan card drawn (a tactic card when the clan
    deck is empty), else ``end``."""

    def __init__(self) -> None:
        self.rng = random.Random(0)

    def choose(self, position: schotten.Game) -> str:
        me = position.current_player
        assert me is not None
        seen = position.observe(me)  # as Schotten Totten's bots read their seat
        hand = seen.hands[me]
        assert hand is not None
        if seen.movers[-1:] == (me,):
            if len(hand) < 7 and seen.deck_size:
                return "draw C"
            return "draw T" if len(hand) < 7 and seen.tactic_deck_size else "end"
        cards = [c for c in hand if c in schotten.CODES]
        for stone, sides in enumerate(seen.sides, 1):
            room = 3 + ("MUD" in seen.modes[stone - 1]) > len(sides[me])
            if seen.owners[stone - 1] is None and room and cards:
                return f"{self.rng.choice(cards)}@{stone}"
        return "pass"


def _bot_answer(record: schotten.Record) -> tuple[list[str], object]:
    """Viewer 0 steps back to their last play in a replay and plays another card (then draws
    as the line did, so they see no card the line did not show them); player 1's bot answers
    in that variation from a hand dealt again, to the end of its turn."""
    game = record.game()
    session: Session[schotten.Game, schotten.Record] = Session(
        record, 0, {1: ClanCards()}, replay=True
    )
    own = max(i for i, p in enumerate(game.movers[:-2]) if p == 0 and game.moves[i].kind == "play")
    session.goto(0, own)
    played = str(game.moves[own])
    other = next(
        str(m) for m in session.position().legal_moves() if str(m) != played and m.kind == "play"
    )
    session.play(other)
    while session.bot_to_move() is None and session.position().current_player == 0:
        same = str(game.moves[session.ply])  # draw from the deck the real line drew from
        legal = [str(m) for m in session.position().legal_moves()]
        session.play(same if same in legal else legal[0])
    while session.bot_to_move() == 1:
        session.play_bot()
    assert session.redealt()
    return session.moves(), session.position().observe(0)


def test_twin_tactic_rounds_give_the_same_bot_answer_in_a_variation() -> None:
    made = 0
    for seed in range(30):
        try:
            record, twin = schotten_tactic_twin(
                seed, 0, 14 + seed % 5, ("tactic", "tactic-expert")[seed % 2]
            )
        except NoTwin:
            continue
        game = record.game()
        if not any(m.kind == "play" and p == 0 for m, p in zip(game.moves[:-2], game.movers)):
            continue
        assert _bot_answer(record) == _bot_answer(twin), f"seed {seed}"
        made += 1
        if made == 4:
            return
    pytest.fail("too few twins")
