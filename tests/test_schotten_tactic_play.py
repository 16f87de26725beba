"""Random rounds of Schotten Totten's Tactic variants (seeded): undo and copy give back
exactly what was there, records read back and replay, every legal move is played again
from its notation, claims agree with the brute-force model of tests/schotten_oracle.py
(elite troops, Mud Fight, Blind-Man's Bluff), and observations hide what they must."""

from __future__ import annotations

import random

import pytest

from clans_widget import schotten
from clans_widget.games.schotten.tactic import BLIND, TACTIC_CODES
from tests import schotten_oracle as oracle

TACTIC = ("tactic", "tactic-expert")


def _random_round(seed: int, rng: random.Random, variant: str) -> schotten.Game:
    game = schotten.Game.new(seed=seed, variant=variant)  # type: ignore[arg-type]
    while not game.is_over:
        moves = game.legal_moves()
        claims = [m for m in moves if m.kind == "claim"]
        game.play(rng.choice(claims if claims and rng.random() < 0.5 else moves))
    return game


def test_random_tactic_rounds_end_and_their_records_read_back() -> None:
    rng = random.Random(1200)
    reasons: dict[str, int] = {}
    kinds: set[str] = set()
    for seed in range(100):
        game = _random_round(seed, rng, TACTIC[seed % 2])
        assert game.outcome is not None
        reasons[game.outcome.reason] = reasons.get(game.outcome.reason, 0) + 1
        kinds.update(m.kind for m in game.moves)
        text = game.record.to_json()
        again = schotten.Record.from_json(text)
        assert again == game.record and again.to_json() == text
        assert again.game().observe("all") == game.observe("all")
    assert set(reasons) == {"three-adjacent", "five-stones", "stalemate"}
    assert {"play", "claim", "draw", "pass", "REC", "STR", "BAN", "TRA"} <= kinds


@pytest.mark.parametrize("variant", TACTIC)
def test_undo_and_copy_restore_every_position_of_random_tactic_rounds(variant: str) -> None:
    rng = random.Random(19)
    for seed in range(10):
        game = schotten.Game.new(seed=seed, variant=variant)  # type: ignore[arg-type]
        start = game.observe("all")
        while not game.is_over:
            before = game.observe("all")
            legal = game.legal_moves()
            twin = game.copy()
            move = rng.choice(legal)
            game.play(move)
            assert twin.observe("all") == before and twin.legal_moves() == legal
            after = game.observe("all")
            assert game.undo() == move
            assert game.observe("all") == before and game.legal_moves() == legal
            game.play(move)
            assert game.observe("all") == after
            twin.play(move)
            assert twin.observe("all") == after
        while game.ply:
            game.undo()
        assert game.observe("all") == start


def test_every_legal_move_replays_from_its_notation() -> None:
    rng = random.Random(23)
    checked = 0
    for seed in range(20):
        game = schotten.Game.new(seed=seed, variant=TACTIC[seed % 2])  # type: ignore[arg-type]
        while not game.is_over:
            legal = game.legal_moves()
            for move in rng.sample(legal, min(len(legal), 12)):
                text = str(move)
                assert schotten.Move.parse(text) == move
                other = game.copy()
                assert other.play(text) == move
                checked += 1
            game.play(rng.choice(legal))
    assert checked > 10000


def _table(game: schotten.Game) -> set[str]:
    return {c for s in range(1, 10) for p in (0, 1) for c in game.side(s, p)} | set(game.discard)


def _extras(game: schotten.Game, rival: int) -> list[str]:
    unplayed = [*game.hands[0], *game.hands[1], *game.tactic_deck_left]
    out = [c for c in ("SPY", "SHB") if c in unplayed]
    if "JK" in unplayed and not game.jokers_played[rival]:
        out.append("JK")
    return out


def _oracle_holds(game: schotten.Game, stone: int, player: int) -> bool:
    rival = 1 - player
    exhausted = not game.hands[rival] and not game.deck_left and not game.tactic_deck_left
    return oracle.tactic_claim_holds(
        list(game.side(stone, player)),
        game.completed_at(stone, player),
        list(game.side(stone, rival)),
        game.completed_at(stone, rival),
        {c for c in _table(game) if c not in TACTIC_CODES},
        exhausted,
        size=game.capacity(stone),
        fog="BMB" in game.modes(stone),
        extras=_extras(game, rival),
    )


def test_tactic_claims_hold_exactly_when_brute_force_says_so() -> None:
    rng = random.Random(29)
    checked = wild = mud = fog = held = 0
    for seed in range(60):
        game = schotten.Game.new(seed=seed, variant=TACTIC[seed % 2])  # type: ignore[arg-type]
        while not game.is_over:
            player = game.current_player
            assert player is not None
            for stone in range(1, 10):
                if game.owners[stone - 1] is not None:
                    continue
                size = game.capacity(stone)
                for who in (player, 1 - player):
                    own, theirs = game.side(stone, who), game.side(stone, 1 - who)
                    if len(own) < size or len(theirs) < size - 2:
                        continue  # the brute force is slow on empty sides
                    expected = _oracle_holds(game, stone, who)
                    assert game.claim_verdict(stone, who).holds == expected, (
                        seed,
                        game.ply,
                        stone,
                        who,
                    )
                    checked += 1
                    held += expected
                    wild += any(c in ("JK", "SPY", "SHB") for c in own + theirs)
                    mud += size == 4
                    fog += BLIND in game._modes[stone - 1]
            moves = game.legal_moves()
            claims = [m for m in moves if m.kind == "claim"]
            game.play(rng.choice(claims if claims and rng.random() < 0.2 else moves))
    assert checked > 1000 and held > 100 and wild > 100 and mud > 30 and fog > 30, (
        checked,
        held,
        wild,
        mud,
        fog,
    )


def test_explain_claim_agrees_with_the_claims_and_names_elite_values() -> None:
    rng = random.Random(31)
    named = 0
    for seed in range(60):
        game = schotten.Game.new(seed=seed, variant=TACTIC[seed % 2])  # type: ignore[arg-type]
        while not game.is_over:
            legal = {m.stone for m in game.legal_moves() if m.kind == "claim"}
            for stone in range(1, 10):
                answer = schotten.explain_claim(game, stone)
                assert answer.allowed == (stone in legal)
                named += any("=" in c for c in (*answer.own, *(answer.completion or ())))
            game.play(rng.choice(game.legal_moves()))
    assert named > 50


def _twin(game: schotten.Game, viewer: int, rng: random.Random) -> schotten.Game | None:
    """The same moves from a deal that differs in the order of the cards still in the decks
    (nobody has seen them yet), or ``None`` when no card is left to shuffle."""
    record = game.record
    deck, tactic = list(record.deck), list(record.tactic_deck)
    left, tleft = len(game.deck_left), len(game.tactic_deck_left)
    if any(m.kind == "REC" for m in game.moves):
        return None  # returned cards join the decks: keep the test simple
    clan_tail, tactic_tail = deck[len(deck) - left :], tactic[len(tactic) - tleft :]
    rng.shuffle(clan_tail)
    rng.shuffle(tactic_tail)
    deck[len(deck) - left :] = clan_tail
    tactic[len(tactic) - tleft :] = tactic_tail
    other = schotten.Game.from_setup(
        deck, record.hands, variant=game.variant, names=game.names, tactic_deck=tactic
    )
    for move in game.moves:
        other.play(move)
    return other


def test_observations_hide_the_decks_order_and_the_opponents_tactic_cards() -> None:
    rng = random.Random(37)
    differ = 0
    for seed in range(40):
        game = schotten.Game.new(seed=seed, variant=TACTIC[seed % 2])  # type: ignore[arg-type]
        for _ in range(rng.randint(0, 60)):
            if game.is_over:
                break
            game.play(rng.choice(game.legal_moves()))
        viewer = rng.choice([0, 1])
        seen = game.observe(viewer)
        assert seen.hands[1 - viewer] is None and seen.tactic_deck is None
        hidden = [c for c in game.hands[1 - viewer] if c in TACTIC_CODES]
        assert set(hidden) <= set(seen.unseen)
        assert seen.tactic_deck_size == len(game.tactic_deck_left)
        twin = _twin(game, viewer, rng)
        if twin is None or twin.is_over != game.is_over:
            continue
        assert twin.observe(viewer) == seen
        differ += twin.observe("all") != game.observe("all")
    assert differ >= 10


def test_a_recruiters_returned_cards_are_hidden_from_the_opponent() -> None:
    rng = random.Random(41)
    for seed in range(400):
        game = schotten.Game.new(seed=seed, variant="tactic")
        while not game.is_over:
            recruits = [m for m in game.legal_moves() if m.kind == "REC"]
            if recruits:
                move = rng.choice(recruits)
                mover = game.current_player
                assert mover is not None
                game.play(move)  # the draws are public, the cards drawn are not
                assert game.observe(1 - mover).moves[-1] == str(move)
                assert game.observe(1 - mover).hands[mover] is None
                back = rng.choice(game.legal_moves())
                game.play(back)
                words = str(back).split()
                shown = game.observe(1 - mover).moves[-1]
                assert shown.split() == ["return", *("?" for _ in words[1:])]
                assert game.observe(mover).moves[-1] == str(back)
                assert game.observe("spectator").moves[-1] == shown
                assert game.written_moves[-1] == f"{move} {' '.join(words[1:])}"
                return
            game.play(rng.choice(game.legal_moves()))
    raise AssertionError("no Recruiter was played")


def test_fuzzed_tactic_records_are_refused_with_record_error_only() -> None:
    rng = random.Random(43)
    base = []
    for seed in range(8):  # whole rounds, and their first 40 moves (quicker to replay)
        record = _random_round(seed, rng, TACTIC[seed % 2]).record.to_dict()
        base += [record, {**record, "moves": record["moves"][:40], "result": None}]
    words = [
        "JK@5",
        "MUD@0",
        "REC CCCC",
        "STR 3g@4>x",
        "TRA JK@4>7",
        "BAN 9p@9",
        "draw X",
        "claim 5 JK=9r JK=9r",
        "claim 5 SPY=6r",
        "REC T JK JK JK",
        "SHB@9",
        "pass",
        "end",
        "draw T",
        "draw C",
        "claim 1",
        "BMB@1",
        "STR JK@1>1",
        "TRA 1r@1>1",
        "",
        None,
        7,
    ]
    refused = 0
    for _ in range(600):
        data = rng.choice(base)
        data = {**data, "setup": dict(data["setup"]), "moves": list(data["moves"])}
        choice = rng.randrange(7)
        if choice == 0:
            moves = data["moves"]
            moves[rng.randrange(len(moves))] = rng.choice(words)
        elif choice == 1:
            moves = data["moves"]
            i, j = rng.randrange(len(moves)), rng.randrange(len(moves))
            moves[i], moves[j] = moves[j], moves[i]
        elif choice == 2:
            tactic = list(data["setup"]["tactic_deck"])
            tactic[rng.randrange(len(tactic))] = rng.choice(["JK", "SPY", "XX", 3, None])
            data["setup"]["tactic_deck"] = tactic
        elif choice == 3:
            data["setup"]["tactic_deck"] = rng.choice([None, [], "JK", {"a": 1}, ["JK"] * 10])
        elif choice == 4:
            data["result"] = rng.choice(
                [{"winner": None, "reason": "stalemate", "stones": [None] * 9}, {"winner": 2}, 5]
            )
        elif choice == 5:
            kept = data["moves"][: rng.randrange(len(data["moves"]))]
            data["moves"] = [*kept, rng.choice(words)]
        else:
            text = schotten.Record.from_dict(data).to_json()
            cut = rng.randrange(len(text))
            try:
                schotten.Record.from_json(text[:cut] + rng.choice(["", "]", "{", "\\u0000"]))
            except schotten.RecordError:
                refused += 1
            continue
        try:
            schotten.Record.from_dict(data)
        except schotten.RecordError as error:
            assert str(error) and not str(error).startswith("the record cannot be read"), error
            refused += 1
    assert refused > 400


def test_any_move_text_on_any_tactic_position_is_played_or_refused_with_a_sentence() -> None:
    rng = random.Random(47)
    texts: list[str] = []
    refusals = 0
    for seed in range(16):
        game = schotten.Game.new(seed=seed, variant=TACTIC[seed % 2])  # type: ignore[arg-type]
        while not game.is_over:
            legal = game.legal_moves()
            texts += [str(m) for m in rng.sample(legal, min(3, len(legal)))]
            for text in [*rng.sample(texts, min(8, len(texts))), "end", "REC CCC 1r 2r"]:
                other = game.copy()
                try:
                    other.play(text)
                except schotten.IllegalMoveError as error:
                    assert str(error) and other.observe("all") == game.observe("all")
                    refusals += 1
            game.play(rng.choice(legal))
    assert refusals > 5000
