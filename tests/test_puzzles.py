"""Every puzzle is proven: each possible answer is checked against an oracle written here.

The oracles do not use the puzzle code: the seats that touch a seat are worked out from the
seat names as docs/rules.md describes the table, who takes a rank group from the face-up cards and
the shield stacks by hand, and the winner from those takings. Where a check needs to know
whether a move is legal, the engine's own legal-move list (tested in test_rules_*) decides.
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
from collections.abc import Callable
from typing import Any

import pytest

from clans_widget.puzzles import (
    KINDS,
    PUZZLES,
    FaceDown,
    Nobody,
    Puzzle,
    Shield,
    Steal,
    Touching,
    WhenShield,
    Where,
    WhoTakes,
    Winner,
    generate,
)
from clans_widget.rules import Card, Game, IllegalMoveError, Move

TAKES = re.compile(r"the (\d)s on tile ([A-Z]) go to (\w+)")
NEW_SHIELD = re.compile(r"new shield is the (\w+) on ([A-Z]) and takes (?:the (\d)s|nothing)")
ONE_SHIELD = re.compile(
    r"(\w+)'s shield on ([A-Z]) is the (\w+) placed there: it takes (?:the (\d)s|nothing)"
)
WORTH = re.compile(r"by the new shield, the \w+ there: (\d+) points")
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
MOVE_TOKEN = re.compile(r"~?[3-8][roygcbp]@[A-F](?:[ns][1-3]|h)\+?")
MALFORMED = ("", "   ", "Zz9", "hello", "6g@", "@Bn2", "9z@Bn2", "Bn9", "Gn1", "nobody?", "~", "+")

# --- oracles, written from docs/rules.md without the puzzle code ---------------------------


def tiles(players: int) -> str:
    return "ABCDEF"[: players + 2]


def every_seat(players: int) -> list[str]:
    row = [f"{t}{r}{p}" for t in tiles(players) for r in "ns" for p in (1, 2, 3)]
    return [f"{tiles(players)[0]}h", *row, f"{tiles(players)[-1]}h"]


def row_line(players: int, row: str) -> list[str]:
    """The seats of one row from end to end, head seats at both ends."""
    names = tiles(players)
    return [f"{names[0]}h", *(f"{t}{row}{p}" for t in names for p in (1, 2, 3)), f"{names[-1]}h"]


def opposite(players: int, seat: str) -> str:
    first, last = f"{tiles(players)[0]}h", f"{tiles(players)[-1]}h"
    if seat in (first, last):
        return last if seat == first else first
    return f"{seat[0]}{'s' if seat[1] == 'n' else 'n'}{seat[2]}"


def touching(players: int, seat: str) -> set[str]:
    """Neighbours along a row (head seats sit at both rows' ends) and the opposite seat."""
    found = {opposite(players, seat)}
    for row in "ns":
        line = row_line(players, seat[1] if seat[1] in "ns" else row)
        if seat in line:
            i = line.index(seat)
            found |= {line[j] for j in (i - 1, i + 1) if 0 <= j < len(line)}
    return found


def takers(game: Game) -> dict[tuple[str, int], tuple[int | None, int]]:
    """(tile, rank) -> (who takes it, its place among the tile's ranks), by hand."""
    ranks: dict[str, set[int]] = {}
    for seat, card in game.table.items():
        ranks.setdefault(seat[0], set()).add(card.rank)
    out: dict[tuple[str, int], tuple[int | None, int]] = {}
    for tile, found in ranks.items():
        stack = game.stacks.get(tile, ())
        for i, rank in enumerate(sorted(found)):
            out[(tile, rank)] = (stack[i] if i < len(stack) else None, i)
    return out


def totals(game: Game) -> tuple[list[int], list[int]]:
    """Points and cards taken per player, by hand."""
    points, cards = [0] * game.players, [0] * game.players
    owner = takers(game)
    for seat, card in game.table.items():
        who = owner[(seat[0], card.rank)][0]
        if who is not None:
            points[who] += card.rank
            cards[who] += 1
    return points, cards


def after(game: Game, move: str) -> Game:
    later = game.copy()
    later.play(move)
    return later


def name_of(game: Game, player: int | None) -> str:
    return "nobody" if player is None else game.names[player]


def new_shield_value(game: Game, move: str) -> int:
    """Points the shield placed by ``move`` takes right after it (0 without a shield)."""
    if not Move.parse(move).shield:
        return 0
    later = after(game, move)
    tile = Move.parse(move).seat.tile
    place = len(later.stacks[tile]) - 1
    on_tile = [c for s, c in later.table.items() if s[0] == tile]
    ranks = sorted({c.rank for c in on_tile})
    if place >= len(ranks):
        return 0
    return sum(c.rank for c in on_tile if c.rank == ranks[place])


def fits_face_up(game: Game, card: Card, seat: str) -> bool:
    table = {str(s): c for s, c in game.table.items()}
    free = seat not in table and seat not in game.face_down
    near = [table[s] for s in touching(game.players, seat) if s in table]
    return free and any(c.colour == card.colour or c.rank == card.rank for c in near)


def mover(game: Game) -> int:
    assert game.current_player is not None
    return game.current_player


def expected(puzzle: Puzzle, answer: str) -> bool:
    """Whether ``answer`` is right, worked out here, kind by kind."""
    game, q = puzzle.game, puzzle.question
    if isinstance(q, Touching):
        return answer in touching(game.players, q.seat)
    if isinstance(q, Where):
        return fits_face_up(game, Card(q.card), answer)
    if isinstance(q, FaceDown):
        hand = game.hands[mover(game)]
        fits = any(fits_face_up(game, c, s) for c in hand for s in every_seat(game.players))
        return answer == ("face up" if fits else "face down")
    if isinstance(q, Shield | Nobody | Steal):
        later = after(game, answer)
        who, place = takers(later)[(q.tile, q.rank)]
        if isinstance(q, Nobody):
            return who is None
        if isinstance(q, Steal):
            return who == mover(game)
        move = Move.parse(answer)
        on_top = place == len(later.stacks[q.tile]) - 1
        return move.shield and move.seat.tile == q.tile and who == mover(game) and on_top
    if isinstance(q, WhoTakes):
        return answer == name_of(game, takers(game)[(q.tile, q.rank)][0])
    if isinstance(q, Winner):
        return answer == game.names[winner_by_hand(game)[0]]
    assert isinstance(q, WhenShield)
    values = {str(m): new_shield_value(game, str(m)) for m in game.legal_moves()}
    best = max(values.values())
    assert [m for m, v in values.items() if v == best] == [q.best], "the best move is not one"
    return answer == q.best


def winner_by_hand(game: Game) -> tuple[int, str]:
    points, cards = totals(game)
    top = [p for p in range(game.players) if points[p] == max(points)]
    if len(top) == 1:
        return top[0], "points"
    most = [p for p in top if cards[p] == max(cards[q] for q in top)]
    assert len(most) == 1, "a winner puzzle must have one winner"
    return most[0], "cards"


def every_answer(puzzle: Puzzle) -> list[str]:
    """Every answer of the puzzle's type, listed here rather than by the puzzle."""
    if puzzle.answer == "seat":
        return every_seat(puzzle.game.players)
    if puzzle.answer == "move":
        return [str(m) for m in puzzle.game.legal_moves()]
    if isinstance(puzzle.question, FaceDown):
        return ["face up", "face down"]
    return [*puzzle.game.names, "nobody"]


def observable(game: Game) -> dict[str, Any]:
    return {
        "table": dict(game.table),
        "down": dict(game.face_down),
        "hands": game.hands,
        "stacks": game.stacks,
        "supply": game.supply,
        "moves": game.moves,
        "turn": game.current_player,
    }


# --- the catalogue -------------------------------------------------------------------------


def test_the_catalogue_has_enough_puzzles_of_every_kind_for_the_first_lessons() -> None:
    ids = [p.id for p in PUZZLES]
    assert len(ids) == len(set(ids)) >= 30
    assert {p.kind for p in PUZZLES} == set(KINDS)
    assert {1, 2, 3} <= {p.lesson for p in PUZZLES} <= {1, 2, 3, 4, 5}
    for p in PUZZLES:
        assert re.fullmatch(r"[a-z-]+-\d+", p.id), p.id
        assert p.id.rsplit("-", 1)[0] == p.kind
        assert p.prompt.strip() and "?" in p.prompt, p.id
        assert len(p.hints) >= 2 and all(h.strip() for h in p.hints), p.id
        assert p.answer in ("seat", "move", "player")
        assert p.answer == p.question.answer and p.needs_all == p.question.needs_all


def test_kinds_describe_what_they_ask() -> None:
    assert set(KINDS) >= {
        "touching", "where", "face-down", "shield", "nobody", "steal", "who-takes", "winner",
        "when-shield",
    }
    for kind, description in KINDS.items():
        assert description.strip() and "Answer:" in description, kind


def test_puzzles_of_a_kind_are_numbered_in_order_from_one() -> None:
    by_kind: dict[str, list[int]] = {}
    for p in PUZZLES:
        by_kind.setdefault(p.kind, []).append(int(p.id.rsplit("-", 1)[1]))
    for kind, numbers in by_kind.items():
        assert numbers == list(range(1, len(numbers) + 1)), kind


def test_prompts_name_the_player_to_move() -> None:
    for p in PUZZLES:
        if p.game.current_player is not None and p.kind != "who-takes":
            assert p.game.names[p.game.current_player] in p.prompt, p.id
        assert not any(f"Player {i}" in p.prompt for i in range(1, 5)), p.id


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: p.id)
def test_every_answer_is_judged_as_the_rules_say(puzzle: Puzzle) -> None:
    before = observable(puzzle.game)
    answers = every_answer(puzzle)
    right = {a for a in answers if expected(puzzle, a)}
    assert right, "a puzzle needs an answer"
    assert puzzle.solutions == right
    for answer in answers:
        verdict = puzzle.check(answer)
        assert verdict.correct == (answer in right), (answer, verdict)
        assert verdict.explanation.strip(), answer
        if not verdict.correct:
            assert not verdict.complete
        elif not puzzle.needs_all:
            assert verdict.complete
    assert observable(puzzle.game) == before, "checking answers changed the position"


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: p.id)
def test_explanations_are_true_of_the_answer(puzzle: Puzzle) -> None:
    checks: dict[str, Callable[[Puzzle, str, str], None]] = {
        "touching": explains_touching,
        "where": explains_where,
        "shield": explains_group,
        "nobody": explains_group,
        "steal": explains_group,
        "who-takes": explains_reading,
        "winner": explains_reading,
        "when-shield": explains_when_shield,
        "face-down": explains_face_down,
    }
    for answer in every_answer(puzzle):
        if answer in puzzle.choices() or puzzle.answer != "player":
            checks[puzzle.kind](puzzle, answer, puzzle.check(answer).explanation)


def explains_touching(puzzle: Puzzle, answer: str, text: str) -> None:
    assert isinstance(puzzle.question, Touching)
    target, players = puzzle.question.seat, puzzle.game.players
    assert answer in text and target in text
    if answer in touching(players, target):
        assert "touches" in text
        return
    if answer == target:
        assert "itself" in text
        return
    assert "does not touch" in text
    away = re.search(r"(\d+) seats away .* the (north|south) row", text)
    if away:
        line = row_line(players, away.group(2)[0])
        assert int(away.group(1)) == abs(line.index(answer) - line.index(target))
    else:
        assert f"({opposite(players, target)} is)" in text


def explains_where(puzzle: Puzzle, answer: str, text: str) -> None:
    assert isinstance(puzzle.question, Where)
    card = puzzle.question.card
    try:
        puzzle.game.check(f"{card}@{answer}")
    except IllegalMoveError as error:
        assert str(error) in text
        return
    around = touching(puzzle.game.players, answer)
    near = [f"{s} ({c})" for s, c in puzzle.game.table.items() if s in around]
    assert any(n in text for n in near), text


def explains_group(puzzle: Puzzle, answer: str, text: str) -> None:
    q = puzzle.question
    assert isinstance(q, Shield | Nobody | Steal)
    later = after(puzzle.game, answer)
    said = TAKES.findall(text)
    assert said, text
    rank, tile, who = said[-1]
    assert (int(rank), tile) == (q.rank, q.tile)
    assert who == name_of(later, takers(later)[(q.tile, q.rank)][0]), text
    new = NEW_SHIELD.search(text)
    if new:  # what the new shield takes, when the answer put it on the tile but it missed
        place, tile, took = ORDINALS.index(new.group(1)), new.group(2), new.group(3)
        assert place == len(later.stacks[tile]) - 1 and mover(puzzle.game) == later.stacks[tile][-1]
        ranks = sorted({c.rank for s, c in later.table.items() if s[0] == tile})
        assert took == (str(ranks[place]) if place < len(ranks) else None), text


def explains_when_shield(puzzle: Puzzle, answer: str, text: str) -> None:
    game = puzzle.game
    if not Move.parse(answer).shield:
        assert "places no shield" in text
        return
    value = new_shield_value(game, answer)
    if value == 0:
        assert "takes nothing" in text
        return
    (said,) = TAKES.findall(text)
    rank, tile, who = said
    later = after(game, answer)
    assert who == game.names[mover(game)]
    owner, place = takers(later)[(tile, int(rank))]
    assert owner == mover(game) and place == len(later.stacks[tile]) - 1
    worth = WORTH.search(text)
    assert worth and int(worth.group(1)) == value, text


def explains_reading(puzzle: Puzzle, answer: str, text: str) -> None:
    game, q = puzzle.game, puzzle.question
    if isinstance(q, WhoTakes):
        right = name_of(game, takers(game)[(q.tile, q.rank)][0])
        if answer == right:
            assert f"go to {right}" in text
        else:  # a wrong answer never tells the right one: the learner may answer again
            assert "go to" not in text and right not in text.replace(answer, ""), text
        one = ONE_SHIELD.search(text)
        if one:  # what the named player's one shield on the tile takes
            owner, tile, place = one.group(1), one.group(2), ORDINALS.index(one.group(3))
            assert owner == answer and game.stacks[tile][place] == game.names.index(owner)
            ranks = sorted({c.rank for s, c in game.table.items() if s[0] == tile})
            assert one.group(4) == (str(ranks[place]) if place < len(ranks) else None), text
    else:
        best, by = winner_by_hand(game)
        points, _ = totals(game)
        if answer != game.names[best]:  # a wrong answer never tells who wins
            assert text == (
                f"{answer} does not win: add up each player's points; on equal points, "
                "whoever took more cards wins."
            )
            return
        assert text.startswith(f"{game.names[best]} wins on {by}")
        assert str(points[best]) in text


def explains_face_down(puzzle: Puzzle, answer: str, text: str) -> None:
    """The explanation says what the position allows, whatever the answer: a card that fits
    face up and where, or that none does."""
    game = puzzle.game
    fitting = [m for m in game.legal_moves() if not m.face_down]
    if fitting:
        first = fitting[0]
        assert f"{first.card} may go face up on {first.seat}" in text, text
        assert "may not place one face down" in text, text
    else:
        assert "must place one face down" in text, text


def test_face_down_puzzles_ask_both_ways() -> None:
    """The hand-made face-down puzzles are not all answered the same way, so guessing fails."""
    answers = {sorted(p.solutions)[0] for p in PUZZLES if p.kind == "face-down"}
    assert answers == {"face up", "face down"}
    generated = {sorted(generate("face-down", seed).solutions)[0] for seed in range(40)}
    assert generated == {"face up", "face down"}


@pytest.mark.parametrize("puzzle", [p for p in PUZZLES if p.answer == "move"],
                         ids=lambda p: p.id)
def test_an_illegal_move_gets_the_engines_reason(puzzle: Puzzle) -> None:
    game = puzzle.game
    legal = {str(m) for m in game.legal_moves()}
    tried = 0
    for card in game.hands[mover(game)]:
        for seat in every_seat(game.players):
            for move in (f"{card}@{seat}", f"~{card}@{seat}+"):
                if move in legal:
                    continue
                with pytest.raises(IllegalMoveError) as error:
                    game.copy().check(move)
                verdict = puzzle.check(move)
                assert not verdict.correct and not verdict.complete
                assert str(error.value) in verdict.explanation
                tried += 1
    assert tried


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: p.id)
def test_malformed_answers_are_wrong_and_say_why(puzzle: Puzzle) -> None:
    odd: list[Any] = [*MALFORMED, None, 42, "Ann@Bn2", "6g@Bn2@", "Bn2 Bn3"]
    if puzzle.answer != "player":
        odd.append("nobody")
    if puzzle.answer != "seat":
        odd.append("Bn1")
    for answer in odd:
        verdict = puzzle.check(answer)
        assert not verdict.correct and not verdict.complete, answer
        assert len(verdict.explanation) > 10, answer


def test_answers_may_be_written_loosely() -> None:
    (where,) = [p for p in PUZZLES if p.id == "where-1"]
    assert where.check(" bn1 ").correct and where.check("BS2").correct
    (steal,) = [p for p in PUZZLES if p.id == "steal-1"]
    assert steal.check("4R@cn1+").correct
    (who,) = [p for p in PUZZLES if p.id == "who-takes-2"]
    assert who.check("NOBODY").correct and not who.check("ben").correct


@pytest.mark.parametrize("puzzle", [p for p in PUZZLES if p.needs_all], ids=lambda p: p.id)
def test_a_puzzle_needing_every_answer_is_complete_at_the_last_one(puzzle: Puzzle) -> None:
    wrong = [a for a in every_answer(puzzle) if a not in puzzle.solutions]
    for seed in range(3):
        order = sorted(puzzle.solutions)
        random.Random(seed).shuffle(order)
        found: list[str] = []
        for i, answer in enumerate(order):
            verdict = puzzle.check(answer, found)
            assert verdict.correct
            assert verdict.complete == (i == len(order) - 1), (answer, found)
            if wrong:
                assert not puzzle.check(wrong[i % len(wrong)], found).complete
            found.append(answer.lower() if i % 2 else answer)  # found as the learner wrote it
        again = puzzle.check(order[0], found)
        assert again.correct and again.complete and "already" in again.explanation


def test_choices_are_the_players_and_nobody_where_nobody_can_be_the_answer() -> None:
    for p in PUZZLES:
        names = tuple(p.game.names)
        if p.kind == "who-takes":
            assert p.choices() == (*names, "nobody")
        elif p.kind == "winner":
            assert p.choices() == names
        elif p.kind == "face-down":
            assert p.choices() == ("face up", "face down")
        else:
            assert p.choices() == ()


def test_moves_named_in_hints_are_answers() -> None:
    for p in PUZZLES:
        for hint in p.hints:
            for move in MOVE_TOKEN.findall(hint):
                assert move in p.solutions, (p.id, hint)


def test_the_rulebook_examples_are_among_the_puzzles() -> None:
    (nobody,) = [p for p in PUZZLES if p.id == "nobody-1"]
    ranks = {c.rank for s, c in nobody.game.table.items() if s[0] == "B"}
    assert ranks == {4, 6} and len(nobody.game.stacks["B"]) == 2
    assert all(Move.parse(a).card.rank == 3 for a in nobody.solutions)
    (cards,) = [p for p in PUZZLES if p.id == "winner-2"]
    assert winner_by_hand(cards.game) == (0, "cards")
    assert totals(cards.game) == ([12, 12], [4, 2])


# --- generated puzzles ---------------------------------------------------------------------

ONE_ANSWER = {"who-takes", "winner", "when-shield"}
SEEDS = range(40)


@pytest.mark.parametrize("kind", list(KINDS))
def test_generated_puzzles_are_valid_and_the_same_for_a_seed(kind: str) -> None:
    seen = set()
    for seed in SEEDS:
        puzzle = generate(kind, seed)
        assert puzzle.kind == kind and puzzle.id == f"{kind}-seed-{seed}"
        assert puzzle.solutions and puzzle.solutions <= set(every_answer(puzzle))
        assert len(puzzle.hints) >= 2 and puzzle.prompt.strip()
        assert 1 <= puzzle.lesson <= 5
        if kind in ONE_ANSWER:
            assert len(puzzle.solutions) == 1
        if seed < 4:  # the full proof, as for the catalogue, on a few
            assert {a for a in every_answer(puzzle) if expected(puzzle, a)} == puzzle.solutions
        else:
            for answer in puzzle.solutions:
                assert expected(puzzle, answer), (seed, answer)
        twin = generate(kind, seed)
        assert (twin.prompt, twin.solutions, twin.hints) == (
            puzzle.prompt, puzzle.solutions, puzzle.hints,
        )
        assert twin.game.record.to_json() == puzzle.game.record.to_json()
        seen.add((puzzle.prompt, puzzle.game.record.to_json()))
    assert len(seen) > len(SEEDS) // 2, "seeds should give different puzzles"


def test_generate_refuses_an_unknown_kind_and_names_the_kinds() -> None:
    with pytest.raises(ValueError) as error:
        generate("sudoku", 1)
    for kind in KINDS:
        assert kind in str(error.value)
    with pytest.raises(ValueError):
        generate("touching", "1")  # type: ignore[arg-type]


def test_generate_gives_up_with_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    finders = sys.modules["clans_widget.puzzles.generator"]._FINDERS
    monkeypatch.setitem(finders, "winner", lambda game, pick: None)
    with pytest.raises(RuntimeError, match="no winner puzzle"):
        generate("winner", 5)


def test_puzzles_import_nothing_from_the_widget_layer() -> None:
    code = (
        "import sys, clans_widget.puzzles\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('anywidget', 'ipywidgets')\n"
        "       or m in ('clans_widget.widget', 'clans_widget.frames', 'clans_widget.session')]\n"
        "print(bad)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


PLAY_ON = re.compile(r"play on ([A-Z][nsh][1-3]?)\b")


def test_no_puzzle_asks_to_play_on_a_seat_that_holds_a_card() -> None:
    generated = [generate("touching", seed) for seed in range(40)]
    asked = [(p, PLAY_ON.search(p.prompt)) for p in (*PUZZLES, *generated)]
    assert sum(m is not None for p, m in asked if p in PUZZLES) == 5, "the touching puzzles"
    for puzzle, found in asked:
        if found is not None:
            free = {str(s) for s in puzzle.game.free_seats}
            assert found[1] in free, f"{puzzle.id}: {found[1]} holds a card"
    with pytest.raises(ValueError, match="Bn2 holds a card already: nobody can play on it"):
        Touching("Bn2").validate(next(p for p in PUZZLES if p.id == "touching-2").game)
