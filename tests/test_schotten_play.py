"""Schotten Totten rounds played at random: copy and undo give back exactly what was there,
deals follow their seed, and an observation shows a viewer nothing hidden from them."""

from __future__ import annotations

import random

import pytest

from clans_widget import schotten
from tests.refusals import unchanged


@pytest.mark.parametrize("variant", ["base", "expert"])
def test_undo_and_copy_restore_every_position_of_random_rounds(variant: str) -> None:
    rng = random.Random(17)
    for seed in range(12):
        game = schotten.Game.new(seed=seed, variant=variant)  # type: ignore[arg-type]
        while not game.is_over:
            before = game.observe("all")
            legal = game.legal_moves()
            twin = game.copy()
            move = rng.choice(legal)
            refused = rng.choice(["pass", "end", "claim 5", "9p@9", "1r@1", "5g@4"])
            if schotten.Move.parse(refused) not in legal:
                with pytest.raises(schotten.IllegalMoveError):
                    game.play(refused)
                assert game.observe("all") == before
            game.play(move)
            assert twin.observe("all") == before  # the copy did not move
            after = game.observe("all")
            assert game.undo() == move
            assert game.observe("all") == before and game.legal_moves() == legal
            game.play(move)
            assert game.observe("all") == after
        assert game.outcome is not None
        while game.ply:
            game.undo()
        assert game.observe("all") == schotten.Game.new(seed=seed, variant=variant).observe("all")  # type: ignore[arg-type]


def test_the_same_seed_deals_the_same_round_and_no_seed_asks_the_system() -> None:
    assert schotten.Game.new(seed=9).record == schotten.Game.new(seed=9).record
    assert schotten.Game.new(seed=9).record != schotten.Game.new(seed=10).record
    assert schotten.Game.new().record != schotten.Game.new().record


def test_an_unseeded_deal_uses_the_operating_systems_randomness(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    used = []

    class Spy(random.Random):
        def __init__(self) -> None:
            used.append(True)
            super().__init__(0)

    monkeypatch.setattr(random, "SystemRandom", Spy)
    schotten.Game.new()
    assert used == [True]


def _twin(game: schotten.Game, viewer: int, rng: random.Random) -> schotten.Game:
    """The same written moves from a deal that differs only in cards ``viewer`` never saw:
    the opponent's unplayed cards and the undrawn deck, shuffled among their places."""
    record = game.record
    deck, hands = list(record.deck), [list(h) for h in record.hands]
    rival = 1 - viewer
    drawn_by: dict[int, int] = {}  # deck index -> who drew that card
    replay = record.game(0)
    for move in game.moves:
        left = len(replay.deck_left)
        replay.play(move)
        if len(replay.deck_left) < left:
            drawn_by[len(deck) - left] = replay.movers[-1]
    held = set(game.hands[rival])
    slots = [("hand", i) for i, c in enumerate(hands[rival]) if c in held]
    slots += [
        ("deck", i)
        for i, c in enumerate(deck)
        if i not in drawn_by or (drawn_by[i] == rival and c in held)
    ]
    cards = [hands[rival][i] if kind == "hand" else deck[i] for kind, i in slots]
    rng.shuffle(cards)
    for (kind, i), card in zip(slots, cards):
        if kind == "hand":
            hands[rival][i] = card
        else:
            deck[i] = card
    other = schotten.Game.from_setup(deck, hands, variant=game.variant, names=game.names)
    for move in game.moves:
        other.play(move)
    return other


def test_twin_deals_look_the_same_to_the_viewer_who_cannot_tell_them_apart() -> None:
    rng = random.Random(2026)
    differ = 0
    for seed in range(20):
        game = schotten.Game.new(seed=seed)
        for _ in range(rng.randint(0, 60)):
            if game.is_over:
                break
            game.play(rng.choice(game.legal_moves()))
        viewer = rng.choice([0, 1])
        twin = _twin(game, viewer, rng)
        assert twin.observe(viewer) == game.observe(viewer)
        assert twin.observe("spectator") == game.observe("spectator")
        if not game.is_over:  # a claim's explanation rests on open information only
            for stone in range(1, 10):
                for player in (0, 1):
                    assert schotten.explain_claim(twin, stone, player) == schotten.explain_claim(
                        game, stone, player
                    )
        differ += twin.observe("all") != game.observe("all")
    assert differ >= 15  # the twins really differ in what the viewer cannot see


def test_an_observation_withholds_hands_and_deck_order() -> None:
    game = schotten.Game.new(seed=11)
    game.play(game.legal_moves()[0])
    seen = game.observe(0)
    assert seen.hands[1] is None and seen.deck is None and seen.hand_sizes == (6, 6)
    assert set(seen.unseen) == set(game.hands[1]) | set(game.deck_left)
    assert set(game.observe("spectator").unseen) == set(game.off_table)
    assert game.observe("all").unseen == ()
    with pytest.raises(ValueError, match="viewer must be"):
        game.observe(2)


@pytest.mark.parametrize(
    ("move", "message"),
    [
        (schotten.Move("play", 99, 1), "that Move holds no move"),
        (schotten.Move("claim", None, 0), "that Move holds no move"),
        (None, "None is not a move"),
        ("7r@5 ", "is not a move"),
        ("10r@5", "is not a clan card"),
        ("claim x", "stones are numbered 1 to 9"),
    ],
)
def test_forged_or_misspelt_moves_are_refused_and_change_nothing(
    move: object, message: str
) -> None:
    game = schotten.Game.new(seed=21)
    with (
        unchanged(lambda: game.observe("all")),
        pytest.raises(schotten.IllegalMoveError, match=message),
    ):
        game.play(move)  # type: ignore[arg-type]


def test_a_refusal_never_names_a_card_the_mover_cannot_see() -> None:
    game = schotten.Game.new(seed=22, names=("Ann", "Ben"))
    hidden = game.hands[1][0]
    with pytest.raises(schotten.IllegalMoveError) as caught:
        game.play(f"{hidden}@1")
    assert str(caught.value) == "that card is not in Ann's hand"
