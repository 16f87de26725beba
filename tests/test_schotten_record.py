"""Schotten Totten records (rules section 14): round trips, the checks loading makes, and
hostile input refused with RecordError only."""

from __future__ import annotations

import json
import random

import pytest

from clans_widget import schotten


def _finished(seed: int, variant: str = "base") -> schotten.Game:
    game = schotten.Game.new(seed=seed, variant=variant, names=("Ann", "Ben"))  # type: ignore[arg-type]
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("variant", ["base", "expert"])
def test_records_round_trip_and_replay_to_the_same_round(variant: str) -> None:
    for seed in range(15):
        game = _finished(seed, variant)
        record = game.record
        text = record.to_json()
        again = schotten.Record.from_json(text)
        assert again == record and again.to_json() == text
        replayed = again.game()
        assert replayed.outcome == game.outcome and replayed.written_moves == game.written_moves
        assert "end" not in record.moves
        half = len(record.moves) // 2
        assert again.game(half).written_moves == record.moves[:half]


def test_the_section_14_example_fields_are_written_as_specified() -> None:
    data = _finished(2).record.to_dict()
    assert list(data) == ["format", "version", "variant", "names", "setup", "moves", "result"]
    assert (data["format"], data["version"], data["variant"]) == ("schotten-totten", 1, "base")
    assert len(data["setup"]["deck"]) == 42 and [len(h) for h in data["setup"]["hands"]] == [6, 6]
    assert (
        set(data["result"]) == {"winner", "reason", "stones"} and len(data["result"]["stones"]) == 9
    )
    unfinished = schotten.Game.new(seed=2).record.to_dict()
    assert "result" not in unfinished


def _data(seed: int = 3) -> dict[str, object]:
    return _finished(seed).record.to_dict()


def _refused(data: object, message: str) -> None:
    with pytest.raises(schotten.RecordError) as caught:
        schotten.Record.from_dict(data)
    assert message in str(caught.value), str(caught.value)


def test_a_wrong_move_is_named_with_its_number_and_reason() -> None:
    data = _data()
    moves = list(data["moves"])  # type: ignore[call-overload]
    moves[0] = "pass"
    _refused({**data, "moves": moves}, "move 1 ('pass'): Ann must play a card")
    moves = list(data["moves"])  # type: ignore[call-overload]
    moves.insert(3, "end")
    _refused({**data, "moves": moves}, "move 4 ('end'): 'end' is the engine's own step")
    _refused({**data, "moves": [*data["moves"], "pass"]}, "the round was already over")  # type: ignore[misc]
    _refused({**data, "moves": ["7r@ 5"]}, "move 1 ('7r@ 5'): ")


def test_a_wrong_result_is_refused() -> None:
    data = _data()
    result = dict(data["result"])  # type: ignore[call-overload]
    result["winner"] = 1 - result["winner"]
    _refused({**data, "result": result}, "result.winner: the record states")
    stones = list(data["result"]["stones"])  # type: ignore[index]
    stones[stones.index(None)] = 0
    _refused(
        {
            **data,
            "result": {
                **result,
                "winner": data["result"]["winner"],  # type: ignore[index]
                "stones": stones,
            },
        },
        "result.stones: the record states",
    )
    short = dict(data)
    short["moves"] = data["moves"][:-1]  # type: ignore[index]
    _refused(short, "result: the moves do not finish the round")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"format": "clans-and-glory"}, "format: expected 'schotten-totten'"),
        ({"version": 3}, "version: this program reads versions 1 and 2"),
        ({"version": 1, "variations": []}, "variations: a version 1 record has none"),
        ({"variant": "tactic"}, "setup.tactic_deck: must be the list"),
        ({"variant": "blitz"}, "variant: expected one of"),
        ({"first": 2}, "first: must be 0 or 1"),
        ({"names": ["Ann"]}, "names: give a non-empty name"),
        ({"colour": "red"}, "unknown field 'colour'"),
        ({"setup": {"deck": [], "hands": [[], []]}}, "setup: "),
        ({"match": {"round": 3, "rounds": 2, "vp_before": [0, 0]}}, "match: round and rounds"),
        ({"match": {"round": 1, "rounds": 2, "vp_before": [0, -1]}}, "match: vp_before holds"),
    ],
)
def test_wrong_fields_are_named(change: dict[str, object], message: str) -> None:
    _refused({**_data(), **change}, message)


def test_a_deal_missing_or_repeating_a_card_is_refused() -> None:
    data = _data()
    setup = json.loads(json.dumps(data["setup"]))
    setup["deck"][0] = setup["deck"][1]
    _refused({**data, "setup": setup}, "is dealt twice")


HOSTILE = [
    b"\xff\xfe{",
    "[" * 100000,
    '{"format": "schotten-totten", "version": 1' + ', "moves": []' * 2 + "}",
    '{"version": 1e999}',
    '{"version": NaN}',
    '{"version": ' + "9" * 5000 + "}",
    '"\\ud800"',
    "x" * (2 * 1024 * 1024),
    "",
    "null",
    "[]",
]


@pytest.mark.parametrize("text", HOSTILE, ids=range(len(HOSTILE)))
def test_hostile_text_is_refused_with_a_record_error(text: str | bytes) -> None:
    with pytest.raises(schotten.RecordError):
        schotten.Record.from_json(text)


def _mutations(rng: random.Random, data: object, depth: int = 0) -> object:
    """``data`` with one random change somewhere inside it."""
    odd: list[object] = [
        None,
        True,
        -1,
        0,
        10**30,
        2.5,
        "",
        "7r@5",
        "\ud800",
        [],
        {},
        [None],
        {"deck": 1},
        "claim 10",
        "x" * 300,
    ]
    if isinstance(data, dict) and data and rng.random() < 0.8:
        key = rng.choice(list(data))
        out = dict(data)
        choice = rng.random()
        if choice < 0.15:
            del out[key]
        elif choice < 0.25:
            out[rng.choice(["extra", key + "x", "\ud800"])] = rng.choice(odd)
        else:
            out[key] = _mutations(rng, data[key], depth + 1)
        return out
    if isinstance(data, list) and data and rng.random() < 0.8:
        out_list = list(data)
        i = rng.randrange(len(out_list))
        choice = rng.random()
        if choice < 0.2:
            del out_list[i]
        elif choice < 0.3:
            out_list.insert(i, rng.choice(out_list))
        elif choice < 0.4:
            out_list[i], out_list[-1] = out_list[-1], out_list[i]
        else:
            out_list[i] = _mutations(rng, out_list[i], depth + 1)
        return out_list
    return rng.choice(odd)


def test_fuzzed_records_load_or_fail_with_a_record_error_only() -> None:
    rng = random.Random(1814)
    base = _data(5)
    text = json.dumps(base)
    loaded = 0
    for round_ in range(1500):
        if round_ % 3 == 0:
            cut = bytearray(text.encode())
            for _ in range(rng.randint(1, 4)):
                cut[rng.randrange(len(cut))] = rng.randrange(256)
            candidate: object = bytes(
                cut[: rng.randint(0, len(cut))] if rng.random() < 0.3 else cut
            )
            reader = schotten.Record.from_json
        else:
            candidate = _mutations(rng, base)
            reader = schotten.Record.from_dict  # type: ignore[assignment]
        try:
            record = reader(candidate)  # type: ignore[arg-type]
        except schotten.RecordError as error:
            message = str(error)
            assert message and "bug" not in message, message
            assert len(message) < 400
            message.encode("utf-8")  # printable, whatever the input held
        else:
            loaded += 1
            assert schotten.Record.from_json(record.to_json()) == record
    assert loaded < 1500
