"""Puzzles, the stack forecast and the preview in a real JupyterLab, used as a learner would.

Each test writes a notebook, clicks in the widget, and reads what Python did (the trainer's
progress, the score, the forecast of a move) from a later cell's ``RESULT <json>`` line.
Screenshots go to tests/screenshots/browser/ (not committed); the ``docs-*`` ones are the
images in docs/ (puzzle.png, puzzle-hint.png, puzzle-solved.png, forecast.png).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from clans_widget import Game, Move
from clans_widget.frames import forecast
from clans_widget.frames import frame as make_frame
from clans_widget.puzzles import PUZZLES, Puzzle
from tests.browser.labdriver import ROOT, Notebook
from tests.browser.test_widget_browser import IMPORTS, click_move, result

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("front_end_built")]

Open = Callable[[list[str]], Notebook]
Shot = Callable[..., Path]
SCREENSHOTS = ROOT / "tests" / "screenshots" / "browser"
# The puzzle of each answer type, chosen the same way here and in the notebook's cell.
PICK = {
    "seat": "next(p for p in PUZZLES if p.answer == 'seat' and p.kind == 'where')",
    "move": "next(p for p in PUZZLES if p.answer == 'move' and p.kind == 'steal')",
    "player": "next(p for p in PUZZLES if p.answer == 'player' and p.kind == 'who-takes')",
}
# A second puzzle after it, so the progress reads "1 of 2 solved".
OTHER = "next(p for p in PUZZLES if p.kind == 'winner')"
GAME_FILE = ROOT / "notebooks" / "games" / "two_players.json"
# The forecast of every tile of the position shown, worked out in the kernel from score().
FORECAST = (
    "{t.tile: ' · '.join(f\"{g.rank}s → {'nobody' if g.taker is None else w.game.names[g.taker]}\""
    " for g in t.groups) for t in w.game.score().tiles}"
)


def picked(answer: str) -> Puzzle:
    found: Puzzle = eval(PICK[answer], {"PUZZLES": PUZZLES})
    return found


def groups_text(names: list[str], tile: dict[str, Any]) -> str:
    """A tile's forecast as the board writes it, from a tile scoring dict (as frames hold)."""
    return " · ".join(
        f"{g['rank']}s → {'nobody' if g['taker'] is None else names[g['taker']]}"
        for g in tile["groups"]
    )


def drawn(root: Any) -> dict[str, str]:
    """The forecast text under every tile, as the page shows it."""
    texts: dict[str, str] = root.locator("[data-forecast]").evaluate_all(
        "els => Object.fromEntries(els.map(e => [e.dataset.forecast, e.textContent]))"
    )
    return texts


def docs_shot(nb: Notebook, name: str, *elements: Any) -> Path:
    """A small image for docs/: the page clipped to the union of ``elements`` (pointer away),
    scrolled so that none of it hides under JupyterLab's toolbar."""
    nb.page.mouse.move(0, 0)
    elements[0].evaluate("e => e.scrollIntoView({ block: 'center' })")
    boxes = [e.bounding_box() for e in elements]
    left = min(b["x"] for b in boxes) - 6
    top = min(b["y"] for b in boxes) - 6
    right = max(b["x"] + b["width"] for b in boxes) + 6
    bottom = max(b["y"] + b["height"] for b in boxes) + 6
    path = SCREENSHOTS / f"docs-{name}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    clip = {"x": left, "y": top, "width": right - left, "height": bottom - top}
    nb.page.screenshot(path=str(path), clip=clip)
    return path


# --- puzzles ---------------------------------------------------------------------------------


def wrong_answer(puzzle: Puzzle) -> str:
    """An answer of the puzzle's type that the puzzle judges wrong (a legal move for moves)."""
    if puzzle.answer == "seat":
        candidates = [str(s) for s in puzzle.game.layout.seats]
    elif puzzle.answer == "move":
        candidates = [str(m) for m in puzzle.game.legal_moves() if not m.face_down]
    else:
        candidates = list(puzzle.choices())
    return next(a for a in candidates if not puzzle.check(a).correct)


def give(nb: Notebook, root: Any, puzzle: Puzzle, answer: str) -> None:
    """Answer as a learner does: click the seat, play the move, or press the name's button."""
    if puzzle.answer == "seat":
        root.locator(f'[data-seat="{answer}"]').click()
    elif puzzle.answer == "move":
        move = Move.parse(answer)
        player = puzzle.game.current_player
        assert player is not None
        click_move(nb, root, str(move.card), str(move.seat), player, move.shield)
    else:
        root.locator(f'[data-answer="{answer}"]').click()


def open_puzzles(notebook: Open, answer: str, shown: str) -> tuple[Notebook, Any, Any]:
    """A board with the puzzle of that answer type then another, drawn; cell 1 prints ``shown``.
    The notebook, the widget and the puzzle panel."""
    nb = notebook(
        [
            IMPORTS + "from clans_widget.puzzles import PUZZLES\n"
            f"w = ClansWidget(puzzle=[{PICK[answer]}, {OTHER}])\nw",
            result(shown),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    expect(root).to_have_attribute("data-live", "true")  # Python answered: a click is heard
    return nb, root, root.get_by_role("region", name="puzzle 1 of 2")


@pytest.mark.parametrize("answer", ["seat", "move", "player"])
def test_a_puzzle_answered_wrongly_then_with_a_hint_then_rightly(
    notebook: Open, shot: Shot, answer: str
) -> None:
    puzzle = picked(answer)
    wrong = wrong_answer(puzzle)
    rights = sorted(puzzle.solutions) if puzzle.needs_all else [sorted(puzzle.solutions)[0]]
    nb, root, panel = open_puzzles(
        notebook, answer, "[w.trainer.solved, w.puzzle['solved'], w.puzzle['hints'], w.error]"
    )
    expect(panel).to_have_attribute("data-view", "puzzle")
    expect(panel).to_contain_text(puzzle.prompt)
    expect(panel.locator(".cg-pz-progress")).to_have_text("0 of 2 solved")
    # what would give the answer away is not there
    expect(root.locator(".cg-score")).to_have_count(0)
    expect(root.locator("[data-forecast]")).to_have_count(0)
    expect(root.locator('[data-action="undo"]')).to_be_disabled()

    board = root.locator(".cg-board-wrap")
    if answer == "move":  # every free seat lights for a card: the legal ones are not told
        player = puzzle.game.current_player
        card = root.locator(f'[data-card="{Move.parse(wrong).card}"][data-player="{player}"]')
        card.click()
        seats = make_frame(puzzle.game)["seats"]
        free = sum(s["card"] is None and not s["down"] for s in seats)
        expect(root.locator("[data-seat][data-legal='true']")).to_have_count(free)
        card.click()
    give(nb, root, puzzle, wrong)
    verdict = root.locator("[data-verdict]")
    expect(verdict).to_have_attribute("data-verdict", "wrong")
    expect(verdict).to_contain_text(puzzle.check(wrong).explanation)
    shot(nb, "wrong", root)
    if answer == "seat":
        docs_shot(nb, "puzzle", panel, board)
    root.locator('[data-action="hint"]').click()
    expect(root.locator(".cg-pz-hints li")).to_have_text([puzzle.hints[0]])
    shot(nb, "hint", root)
    if answer == "seat":
        docs_shot(nb, "puzzle-hint", panel, board)

    for n, right in enumerate(rights, start=1):
        give(nb, root, puzzle, right)
        expect(verdict).to_have_attribute("data-verdict", "correct")
        if puzzle.needs_all:  # counted, and marked on the board
            expect(root.locator("[data-found]")).to_contain_text(f"{n} of {len(rights)} found")
            seat = root.locator(f'[data-seat="{right}"]')
            expect(seat).to_have_class(re.compile(r"\bcg-found\b"))
    expect(verdict).to_contain_text("Solved")
    expect(verdict).to_contain_text(puzzle.check(rights[-1], rights[:-1]).explanation)
    expect(panel.locator(".cg-pz-progress")).to_have_text("1 of 2 solved")
    if answer == "move":
        expect(root).to_have_attribute("data-ply", str(puzzle.game.ply + 1))  # the move is played
    shot(nb, "solved", root)
    if answer == "move":
        docs_shot(nb, "puzzle-solved", panel, board)
    solved, done, hints, error = nb.run_json(1)
    assert (solved, done, hints, error) == (1, True, [puzzle.hints[0]], "")

    # Retry and Next by keyboard: Tab reaches them, Enter and Space press them
    retry = root.locator('[data-action="retry"]')
    retry.focus()
    nb.page.keyboard.press("Enter")
    expect(root.locator("[data-verdict]")).to_have_count(0)
    expect(panel.locator(".cg-pz-progress")).to_have_text("0 of 2 solved")
    retry.focus()
    nb.page.keyboard.press("Tab")
    nb.page.keyboard.press("Shift+Tab")
    nb.page.keyboard.press("Shift+Tab")
    focused = nb.page.evaluate("document.activeElement.dataset.action")
    assert focused == "solution", focused
    root.locator('[data-action="puzzle-next"]').focus()
    nb.page.keyboard.press("Space")
    expect(root.get_by_role("region", name="puzzle 2 of 2")).to_be_visible()
    assert not nb.page_errors, nb.page_errors


def test_an_answer_after_the_solution_and_a_retry_is_not_counted(notebook: Open) -> None:
    puzzle = picked("player")
    (right,) = puzzle.solutions
    nb, root, panel = open_puzzles(
        notebook, "player", "[w.trainer.solved, w.puzzle['solved'], w.puzzle['finished'], w.error]"
    )
    root.locator('[data-action="solution"]').click()
    expect(root.locator("[data-solution]")).to_have_attribute("data-solution", right)
    root.locator('[data-action="retry"]').click()
    expect(root.locator("[data-solution]")).to_have_count(0)
    give(nb, root, puzzle, right)
    verdict = root.locator("[data-verdict]")
    expect(verdict).to_have_attribute("data-verdict", "correct")
    expect(verdict).to_contain_text("not counted as solved")
    expect(panel.locator(".cg-pz-progress")).to_have_text("0 of 2 solved")
    expect(root.locator(f'[data-answer="{right}"]')).to_be_disabled()
    assert nb.run_json(1) == [0, False, True, ""]
    assert not nb.page_errors, nb.page_errors


# --- the stack forecast ---------------------------------------------------------------------


def steal_ply() -> int:
    """The move of two_players.json whose comment calls it a steal."""
    moves = json.loads(GAME_FILE.read_text(encoding="utf-8"))["moves"]
    return next(i + 1 for i, m in enumerate(moves) if "steal" in m.get("comment", "").lower())


def once_python_is_at(nb: Notebook, cell: int, ply: int) -> Any:
    """Cell ``cell``'s ``[ply, ...]`` once Python holds the position the page shows (at most 20
    runs): ipywidgets holds a position update back while the kernel works on the one before,
    and a cell is not held."""
    answer = nb.run_json(cell)
    for _ in range(19):
        if answer[0] == ply:
            break
        answer = nb.run_json(cell)
    return answer


def test_the_forecast_reads_right_before_and_after_a_steal(notebook: Open, shot: Shot) -> None:
    ply = steal_ply()
    nb = notebook(
        [
            IMPORTS + "from clans_widget import Record\n"
            f"w = ClansWidget(record=Record.from_json(open({str(GAME_FILE)!r}).read()))\nw",
            result(f"[w.game.ply, {FORECAST}]"),
            result(f"[w.game.ply, {FORECAST}]"),
            result("w.forecast"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    root.focus()
    for _ in range(ply - 1):
        root.press("ArrowRight")
    expect(root).to_have_attribute("data-ply", str(ply - 1))
    expect(root.locator(".cg-counter")).to_have_text(f"after move {ply - 1} of 16")
    before_ply, before = once_python_is_at(nb, 1, ply - 1)
    assert before_ply == ply - 1
    assert drawn(root) == before
    root.locator('[data-action="next"]').click()
    expect(root).to_have_attribute("data-ply", str(ply))
    after_ply, after = once_python_is_at(nb, 2, ply)
    assert after_ply == ply
    assert drawn(root) == after
    assert any(after[t] != before[t] for t in after), "the steal changed no tile's forecast"
    shot(nb, "after-steal", root)
    # cards do not overlap the forecast: it lies under the board's tiles
    board = root.locator(".cg-board").bounding_box()
    for tile in after:
        box = root.locator(f'[data-forecast="{tile}"]').bounding_box()
        if box:
            assert box["y"] >= board["y"] + board["height"] - 1, (tile, box, board)
    switch = root.locator('[data-action="forecast-toggle"]')
    switch.click()
    expect(switch).to_have_attribute("aria-pressed", "false")
    expect(root.locator("[data-forecast]")).to_have_count(0)
    assert nb.run_json(3) is False
    switch.click()
    expect(root.locator("[data-forecast]")).to_have_count(len(after))
    assert not nb.page_errors, nb.page_errors


def preview_move(game: Game) -> tuple[str, str]:
    """A face-up move (card, seat) whose plain forecast differs from the tile's forecast now."""
    shown = make_frame(game, "all")
    now = {t["tile"]: groups_text(shown["names"], t) for t in shown["score"]["tiles"]}
    for card, seats in shown["legal"]["cards"].items():
        for target in seats:
            after = forecast(game, Move.parse(f"{card}@{target['seat']}"))
            if groups_text(shown["names"], after["plain"]) != now.get(after["tile"], ""):
                return card, target["seat"]
    raise AssertionError("no move changes a forecast here")


def test_the_preview_shows_what_a_move_would_do(notebook: Open, shot: Shot) -> None:
    setup = "g = Game.new(2, seed=5, names=['Ann', 'Ben'])\nrng = random.Random(5)\n"
    setup += "for _ in range(8):\n    g.play(rng.choice(g.legal_moves()))\n"
    scope: dict[str, Any] = {"Game": Game, "random": __import__("random")}
    exec(setup, scope)
    card, seat = preview_move(scope["g"])
    move = f"{card}@{seat}"
    nb = notebook(
        [
            IMPORTS + setup + "w = ClansWidget(g, viewer=0)\nw",
            IMPORTS + "from clans_widget import Move\nfrom clans_widget.frames import forecast\n"
            + result(f"[forecast(w.game, Move.parse({move!r})), w.game.names, w.error]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    root.locator(f'[data-card="{card}"][data-player="0"]').click()
    root.locator(f'[data-seat="{seat}"]').click()
    shown = root.locator("[data-preview='true']")
    expect(shown).to_have_count(1)
    told, names, error = nb.run_json(1)
    assert error == ""
    expect(shown).to_have_attribute("data-forecast", told["tile"])
    expect(shown).to_have_text(f"after {card}: {groups_text(names, told['plain'])}")
    shot(nb, "preview", root)
    root.locator('[data-action="place-shield"]').hover()
    expect(shown).to_have_text(f"after {card} + shield: {groups_text(names, told['shield'])}")
    shot(nb, "preview-shield", root)
    docs_shot(nb, "forecast", root.locator(".cg-board-wrap"), root.locator(".cg-actionbar"))
    root.locator('[data-action="cancel"]').click()
    expect(root.locator("[data-preview]")).to_have_count(0)
    assert not nb.page_errors, nb.page_errors


# --- wording ------------------------------------------------------------------------------------


def one_card_move(game: Game) -> str:
    """A first move with a shield after which the mover takes exactly one card."""
    for move in game.legal_moves():
        trial = game.copy()
        trial.play(move)
        if move.shield and not move.face_down and trial.score().cards[0] == 1:
            return str(move)
    raise AssertionError("no such move")


def test_the_words_read_right(notebook: Open, shot: Shot) -> None:
    game = Game.new(2, seed=1, names=["You", "Ben"])
    move = Move.parse(one_card_move(game))
    nb = notebook(
        [
            IMPORTS + "w = ClansWidget(Game.new(2, seed=1, names=['You', 'Ben']), viewer=0)\nw",
            result("[w.game.ply, list(w.game.score().cards)]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    expect(root.locator(".cg-counter")).to_have_text("Start")
    expect(root.locator(".cg-viewer")).to_have_text("Your view")
    expect(root.locator('[data-hand="0"]')).to_have_attribute(
        "aria-label", f"Your hand, {len(game.hands[0])} cards, to move"
    )
    badges = root.locator(".cg-score .cg-win")
    expect(badges).to_have_text(["tied", "tied"])  # 0 to 0 while no shield takes a card
    click_move(nb, root, str(move.card), str(move.seat), 0, True)
    expect(root).to_have_attribute("data-ply", "1")
    expect(root.locator(".cg-counter")).to_have_text("after move 1 of 1")
    ply, cards = nb.run_json(1)
    assert (ply, cards[0]) == (1, 1)
    root.locator('[data-action="scoring"]').click()
    root.locator('[data-action="skip-scoring"]').click()
    you = root.locator(".cg-st-totals li", has_text="You")
    expect(you).to_contain_text("1 card")
    assert "1 cards" not in root.inner_text()
    assert "You's" not in root.inner_text()
    shot(nb, "words", root)
    assert not nb.page_errors, nb.page_errors
