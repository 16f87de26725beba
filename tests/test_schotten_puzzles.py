"""Schotten Totten's puzzles: every possible answer of every puzzle is judged as the rules say.

The oracles here share no code with the puzzles: formations come from the plain definitions
and claims from the brute-force model of ``tests/schotten_oracle.py``; whether a claim may be
made now is the engine's own legal-move list. Hidden cards dealt again (the opponent's hand
and the deck) change neither a puzzle's text nor any verdict.
"""

from __future__ import annotations

import ast
import json
import random
import sys
from dataclasses import replace
from pathlib import Path

import pytest

import clans_widget.games.schotten.puzzles as package
from clans_widget.core.trainer import Trainer
from clans_widget.games.schotten import CODES, Game, Move, Record
from clans_widget.games.schotten.definition import SCHOTTEN
from clans_widget.games.schotten.puzzles import (
    KINDS,
    PUZZLES,
    UNDECIDED,
    Formation,
    MayClaim,
    Puzzle,
    Question,
    StopClaim,
    WhichCard,
    WhoWins,
    generate,
    pose,
    position,
)
from tests.schotten_oracle import NAMES as FORMATIONS
from tests.schotten_oracle import category, claim_holds
from tests.twins import NoTwin, schotten_twin

EXPECTED = {  # the answers worked out by hand, from the rules
    "formation-1": {"colour-run"},
    "formation-2": {"three of a kind"},
    "formation-3": {"flush"},
    "formation-4": {"run"},
    "formation-5": {"sum"},
    "formation-6": {"flush"},
    "who-wins-1": {"Ben"},
    "who-wins-2": {"Ann"},
    "who-wins-3": {"Ann"},
    "who-wins-4": {UNDECIDED},
    "who-wins-5": {"Ann"},
    "may-claim-1": {"yes"},
    "may-claim-2": {"no"},
    "may-claim-3": {"yes"},
    "may-claim-4": {"no"},
    "may-claim-5": {"no"},
    "may-claim-6": {"yes"},
    "stop-claim-1": {"9p"},
    "stop-claim-2": {"7b", "8b"},
    "stop-claim-3": {"5b", "6g"},
    "stop-claim-4": {"1g"},
    "which-card-1": {"8p@5"},
    "which-card-2": {f"3g@{s}" for s in range(2, 10)},
    "which-card-3": {"7b@7"},
    "which-card-4": {"3p@3", "6p@3"},
}
SEEDS = range(40)
MALFORMED = ("", "  ", "hello", "10r", "7z", "7r@", "@5", "7r@10", "claim", "end", "JK@5", None, 7)


# --- oracles ---------------------------------------------------------------------------------


def table(game: Game) -> set[str]:
    return {c for s in range(1, 10) for p in (0, 1) for c in game.side(s, p)}


def holds(game: Game, stone: int, player: int) -> bool:
    """Whether ``player``'s claim on ``stone`` would hold now, by brute force."""
    rival = 1 - player
    return claim_holds(
        list(game.side(stone, player)),
        game.completed_at(stone, player),
        list(game.side(stone, rival)),
        game.completed_at(stone, rival),
        table(game),
        game.hand_sizes[rival] == 0 and not game.deck_left,
    )


def may_claim_now(game: Game, stone: int) -> bool:
    return Move.parse(f"claim {stone}") in game.legal_moves()


def oracle(puzzle: Puzzle, answer: str) -> bool:
    """Whether ``answer`` (a candidate in its exact form) is right, from the rules alone."""
    game, question = puzzle.game, puzzle.question
    me = game.current_player
    assert me is not None
    if isinstance(question, Formation):
        return answer == FORMATIONS[category(game.side(question.stone, question.player))]
    if isinstance(question, WhoWins):
        won = [game.names[p] for p in (0, 1) if holds(game, question.stone, p)]
        return answer == (won[0] if won else UNDECIDED)
    if isinstance(question, MayClaim):
        return answer == ("yes" if may_claim_now(game, question.stone) else "no")
    after = game.copy()
    if isinstance(question, StopClaim):
        after.play(f"{answer}@{question.stone}")
        return not holds(after, question.stone, 1 - me)
    assert isinstance(question, WhichCard)
    after.play(answer)
    return after.current_player == me and may_claim_now(after, question.stone)


def every_answer(puzzle: Puzzle) -> list[str]:
    """Every possible answer: each choice, each card of the hand, each legal move."""
    game = puzzle.game
    if puzzle.answer == "choice":
        return list(puzzle.choices())
    if puzzle.answer == "card":
        return list(game.hands[puzzle.viewer])
    return [str(m) for m in game.legal_moves() if str(m) != "end"]


def assert_judged_as_the_rules_say(puzzle: Puzzle) -> None:
    answers = every_answer(puzzle)
    right = {a for a in answers if oracle(puzzle, a)}
    assert right == set(puzzle.solutions), puzzle.id
    assert 0 < len(right) < len(answers), f"{puzzle.id}: the question must separate answers"
    for answer in answers:
        verdict = puzzle.check(answer)
        assert verdict.correct == (answer in right) == verdict.complete, (puzzle.id, answer)
        assert verdict.explanation.endswith(".") and verdict.explanation[0].isupper()


def generated() -> list[Puzzle]:
    return [generate(kind, seed) for kind in KINDS for seed in SEEDS]


# --- the hand-made puzzles ---------------------------------------------------------------------


def test_at_least_twenty_hand_made_puzzles_over_five_kinds() -> None:
    assert len(PUZZLES) >= 20
    by_kind = {kind: [p for p in PUZZLES if p.kind == kind] for kind in KINDS}
    assert len(by_kind) == 5 and all(len(found) >= 4 for found in by_kind.values())
    assert len({p.id for p in PUZZLES}) == len(PUZZLES)
    assert {p.answer for p in PUZZLES} == {"choice", "card", "move"}


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: p.id)
def test_every_answer_of_a_hand_made_puzzle_is_judged_as_the_rules_say(puzzle: Puzzle) -> None:
    assert set(puzzle.solutions) == EXPECTED[puzzle.id]
    assert_judged_as_the_rules_say(puzzle)
    assert len(puzzle.hints) >= 2
    assert puzzle.game.current_player == puzzle.viewer


def test_explanations_quote_the_engines_reasons() -> None:
    by_id = {p.id: p for p in PUZZLES}
    rulebook = by_id["may-claim-1"].check("yes").explanation
    assert "three of a kind (15) beats Ben's sum (14)" in rulebook
    own_hand = by_id["may-claim-4"].check("yes").explanation
    assert "could still become colour-run 1-2-3 (6) with 3g" in own_hand
    tie = by_id["stop-claim-2"].check("5b").explanation
    assert tie.startswith("After 5b@2, Ben could claim stone 2")
    assert by_id["which-card-2"].check("3g@5").explanation.endswith("the claim is proven.")
    no_wrap = by_id["formation-3"].check("colour-run").explanation
    assert no_wrap == (
        "Not a colour-run: the strengths 1 2 9 do not follow on without a gap (9 never leads to 1)."
    )
    weaker = by_id["formation-1"].check("flush").explanation
    assert weaker.startswith("Not a flush: 4g 6g 5g fit it, but a stronger formation fits too")
    loser = by_id["who-wins-1"].check("Ann").explanation
    assert loser == (
        "Ann's claim would fail: on stone 6, Ben's flush (15) beats Ann's run 7-8-9 (24)."
    )


@pytest.mark.parametrize("puzzle", [p for p in PUZZLES if p.kind == "formation"], ids=str)
def test_a_wrong_formation_is_told_why_without_naming_the_right_one(puzzle: Puzzle) -> None:
    (right,) = puzzle.solutions
    for answer in puzzle.choices():
        if answer != right:
            assert right not in puzzle.check(answer).explanation.replace(f"a {answer}", "")


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: p.id)
def test_malformed_and_foreign_answers_are_wrong_with_a_reason(puzzle: Puzzle) -> None:
    before = puzzle.game.record
    for answer in (*MALFORMED, *(c for c in CODES if c not in puzzle.game.hands[puzzle.viewer])):
        verdict = puzzle.check(answer)  # type: ignore[arg-type]
        assert not verdict.correct and not verdict.complete, (puzzle.id, answer)
        assert verdict.explanation.endswith(".") and len(verdict.explanation) > 10
    assert puzzle.game.record == before  # judging plays on copies only


def test_answers_may_be_written_loosely() -> None:
    by_id = {p.id: p for p in PUZZLES}
    assert by_id["stop-claim-1"].check(" 9P ").correct
    assert by_id["which-card-1"].check("8P @ 5").correct
    assert by_id["may-claim-1"].check("YES").correct
    assert by_id["formation-2"].check("Three Of A Kind").correct
    refused = by_id["which-card-1"].check("7r@5")
    assert not refused.correct and "not in Ann's hand" in refused.explanation


def test_the_trainer_runs_them_and_the_tutor_slot_names_them() -> None:
    trainer = Trainer(PUZZLES)
    state = trainer.state()
    json.dumps(state)
    assert state["choices"] == ["colour-run", "three of a kind", "flush", "run", "sum"]
    assert trainer.answer("flush").correct is False
    assert trainer.hint().startswith("Check the strongest formation first")
    assert trainer.answer("colour-run").complete and trainer.attempt.solved
    trainer.go(PUZZLES.index(next(p for p in PUZZLES if p.kind == "which-card")))
    assert trainer.state()["answer"] == "move" and trainer.answer("8p@5").correct
    tutor = SCHOTTEN.tutor
    assert tutor.PUZZLES is PUZZLES and tutor.KINDS is KINDS and tutor.generate is generate


# --- generators ------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", list(KINDS))
def test_generated_puzzles_pass_the_same_checks_and_repeat_for_a_seed(kind: str) -> None:
    prompts = set()
    for seed in SEEDS:
        puzzle = generate(kind, seed)
        assert puzzle.kind == kind and puzzle.id == f"{kind}-seed-{seed}"
        assert_judged_as_the_rules_say(puzzle)
        again = generate(kind, seed)
        assert (again.prompt, again.solutions, again.hints) == (
            puzzle.prompt,
            puzzle.solutions,
            puzzle.hints,
        )
        assert again.game.record == puzzle.game.record
        prompts.add((puzzle.prompt, puzzle.game.record.to_json()))
    assert len(prompts) == len(SEEDS)


@pytest.mark.parametrize("kind", ["formation", "who-wins", "may-claim"])
def test_every_choice_is_sometimes_the_answer_of_a_generated_puzzle(kind: str) -> None:
    answers = {a for seed in SEEDS for a in generate(kind, seed).solutions}
    assert answers == set(generate(kind, 0).choices())


def test_a_generated_formation_has_the_player_to_move_wanted() -> None:
    movers = {generate("formation", seed).viewer for seed in SEEDS}
    owners = {generate("formation", seed).question.player for seed in SEEDS}  # type: ignore[attr-defined]
    assert movers == owners == {0, 1}


def test_generate_refuses_unknown_kinds_and_seeds() -> None:
    with pytest.raises(ValueError, match="formation, who-wins"):
        generate("riddle", 1)
    with pytest.raises(ValueError, match="seed must be an integer"):
        generate("formation", "1")  # type: ignore[arg-type]


def test_pose_refuses_questions_that_ask_nothing() -> None:
    game = position(["4g@3", "6g@3", "5g@3"], ["2r@7", "8o@1", "3y@9"], "1r 9y 2b 7p 5o 3b")
    with pytest.raises(ValueError, match="no complete side"):
        pose("x", 1, game, Formation(7, 1))
    with pytest.raises(ValueError, match="claim window"):
        pose("x", 2, game, MayClaim(3))
    with pytest.raises(ValueError, match="must hold"):
        position(["4g@3"], [], "1r 9y")


def test_pose_refuses_a_stone_that_holds_a_tactic_card_in_words() -> None:
    """A Tactic round: a question about a stone with an elite troop or a combat mode on it is
    refused, saying so (these puzzles weigh clan cards only), for every kind that names a
    stone."""
    asked = 0
    for seed in range(40):
        game = Game.new(seed, variant="tactic")
        rng = random.Random(seed)
        while not game.is_over and game.ply < 50:
            game.play(rng.choice(game.legal_moves()))
        if game.is_over:
            continue
        for stone in range(1, 10):
            held = [c for p in (0, 1) for c in game.side(stone, p) if c not in CODES]
            if game.owners[stone - 1] is not None or not (held or game.modes(stone)):
                continue
            for question in (WhoWins(stone), MayClaim(stone), StopClaim(stone)):
                with pytest.raises(ValueError, match="holds a tactic card"):
                    pose("x", 2, game, question)
                asked += 1
    assert asked > 20


# --- hidden information ----------------------------------------------------------------------


def hidden_swapped(game: Game, viewer: int, rng: random.Random) -> Game:
    """``game`` dealt again: the cards ``viewer`` cannot see (the rival's hand and the deck)
    shuffled among their places in the deal."""
    record = game.record
    hidden = [*game.hands[1 - viewer], *game.deck_left]
    shuffled = list(hidden)
    while shuffled == hidden:
        rng.shuffle(shuffled)
    swap = dict(zip(hidden, shuffled))
    made = replace(
        record,
        deck=tuple(swap.get(c, c) for c in record.deck),
        hands=tuple(tuple(swap.get(c, c) for c in h) for h in record.hands),
    )
    twin = made.game(0)
    for move in game.moves:  # every step, the engine's own ``end`` steps included
        twin.play(move)
    assert twin.observe(viewer) == game.observe(viewer)
    assert twin.hands[1 - viewer] != game.hands[1 - viewer] or twin.deck_left != game.deck_left
    return twin


def assert_same_puzzle(puzzle: Puzzle, twin: Game) -> None:
    again = pose(puzzle.id, puzzle.lesson, twin, puzzle.question)
    assert (again.prompt, again.hints, again.choices(), again.solutions) == (
        puzzle.prompt,
        puzzle.hints,
        puzzle.choices(),
        puzzle.solutions,
    )
    for answer in every_answer(puzzle):
        assert again.check(answer) == puzzle.check(answer), (puzzle.id, answer)


@pytest.mark.parametrize(
    "puzzle", [*PUZZLES, *(generate(k, s) for k in KINDS for s in range(8))], ids=lambda p: p.id
)
def test_hidden_cards_dealt_again_change_no_text_and_no_verdict(puzzle: Puzzle) -> None:
    rng = random.Random(puzzle.id)
    for _ in range(3):
        assert_same_puzzle(puzzle, hidden_swapped(puzzle.game, puzzle.viewer, rng))


def test_schotten_twin_deals_give_the_viewer_the_same_puzzles() -> None:
    checked = 0
    for seed in range(12):
        for cut in (14, 22, 30):
            probe, _ = schotten_twin(seed, 0, cut)
            viewer = probe.game().current_player
            if viewer is None:
                continue
            try:
                real, made = schotten_twin(seed, viewer, cut)
            except NoTwin:
                continue
            game, twin = real.game(), made.game()
            for question in every_question(game):
                try:
                    puzzle = pose("twin", question.lesson, game, question)
                except ValueError:
                    continue
                assert_same_puzzle(puzzle, twin)
                checked += 1
    assert checked > 50


def every_question(game: Game) -> list[Question]:
    stones = range(1, 10)
    return [
        *(Formation(s, p) for s in stones for p in (0, 1)),
        *(kind(s) for kind in (WhoWins, MayClaim, StopClaim, WhichCard) for s in stones),
    ]


# --- wording and layering --------------------------------------------------------------------


def test_no_sentence_of_the_rulebook_is_copied() -> None:
    source = Path("/work/shared/seeds/004_e111889be8e8a238.txt")
    if not source.exists():
        pytest.skip("the rulebook text is not on this machine")
    words = source.read_text(encoding="utf-8").lower().split()
    shingles = {" ".join(words[i : i + 7]) for i in range(len(words) - 6)}
    texts = [p.prompt for p in [*PUZZLES, *generated()[::7]]]
    texts += [h for p in PUZZLES for h in p.hints]
    texts += [p.check(a).explanation for p in PUZZLES for a in every_answer(p)]
    for text in texts:
        mine = text.lower().split()
        for i in range(len(mine) - 6):
            assert " ".join(mine[i : i + 7]) not in shingles, text


def test_the_puzzles_import_only_the_standard_library_and_the_engine() -> None:
    root = Path(package.__file__).parent
    for path in sorted(root.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level:
                assert node.level <= 2, f"{path.name} reaches outside the engine"
            elif isinstance(node, ast.ImportFrom | ast.Import):
                names = (
                    [node.module or ""]
                    if isinstance(node, ast.ImportFrom)
                    else [a.name for a in node.names]
                )
                for name in names:
                    if name.split(".")[:2] == ["clans_widget", "i18n"]:  # the catalogues'
                        continue  # reader (it imports nothing else of the project), as the engine
                    top = name.split(".")[0]
                    assert top == "__future__" or top in sys.stdlib_module_names, (path, name)


def test_records_of_puzzle_positions_load_back() -> None:
    for puzzle in PUZZLES:
        again = Record.from_json(puzzle.game.record.to_json()).game(0)
        for move in puzzle.game.moves:
            again.play(move)
        assert again.observe("all") == puzzle.game.observe("all")
