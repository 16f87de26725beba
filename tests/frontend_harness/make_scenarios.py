"""Writes the harness scenarios (sample_frames.json) from the real widget, never by hand.

Each scenario is the synced state of a ``ClansWidget`` (its traits, with every frame whole) in
a position the checks (check.py) and screenshots (shoot.py) need:

- ``mid``: a two-player game after 8 moves, seen by Ann (``viewer=0``), Ann to move.
- ``facedown``: no card fits face up, so Ann's card goes face down on any free seat.
- ``final``: the replay of notebooks/games/two_players.json at its last position.
- ``spectator``: the same replay seen by a spectator at move 14: a face-down card and its
  comment are hidden.
- ``four``: the four-player replay of notebooks/games/four_players.json.
- ``hotseat``: ``viewer="turn"`` after Ann's move; Ben has not shown his hand (``covered``).
- ``variations``: the two-player replay with a variation, a variation nested in it (shown) and
  a second variation of the main line, comments on main-line and variation moves.
- ``forecast``: the two-player replay just after Ben's steal (move 6), with ``previews``: the
  ``preview`` messages Python sends for the moves of two of Ann's cards (the harness answers
  a preview intent with them, as Python would).
- ``puzzle``: puzzle mode over a "where" (seat), a "steal" (move) and a "who-takes" (player)
  puzzle: the seat puzzle after a wrong seat, a right one and a hint.
- ``puzzle_move``: the same puzzles at the move puzzle, solved by its right move (played).
- ``puzzle_player``: the same puzzles at the player puzzle, answered wrongly, its solution shown.

:func:`delta_steps` is not written to the file: check.py replays it live, feeding the page the
``frames`` messages (deltas) Python sends and comparing the page's frames with Python's.

Run: .venv/bin/python -m tests.frontend_harness.make_scenarios
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

from clans_widget import ClansWidget, Game, Record
from clans_widget.puzzles import PUZZLES, Puzzle
from clans_widget.rules.record import Variation
from tests.frame_helpers import tree_lines

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = Path(__file__).with_name("sample_frames.json")
GAMES = ROOT / "notebooks" / "games"
TRAITS = (
    "mode", "position", "line", "tree", "comments", "hotseat", "covered", "can_undo",
    "bot_stalled", "forecast", "puzzle",
)
"""The traits a scenario holds besides ``frames`` (the harness sets the rest)."""
Scenario = dict[str, Any]


def state(w: ClansWidget, frames: bool = True) -> Scenario:
    """The widget's synced traits as the page would hold them (``frames`` whole)."""
    out: Scenario = {name: json.loads(json.dumps(getattr(w, name))) for name in TRAITS}
    if frames:
        out["frames"] = json.loads(json.dumps(list(w.frames)))
    answers = reasons(w)
    if answers:
        out["reasons"] = answers
    return out


def reasons(w: ClansWidget) -> list[dict[str, Any]]:
    """The ``reasons`` messages Python sends at the position shown, one for each card whose
    seats have sentences of their own (the harness answers a reasons intent with them)."""
    sent: list[Any] = []
    own = w.__dict__.get("send")
    w.send = lambda content, buffers=None: sent.append(json.loads(json.dumps(content)))  # type: ignore[method-assign]
    try:
        legal = w.frames[w.position].get("legal") or {} if w.frames else {}
        for card, seats in (legal.get("cards") or {}).items():
            if seats and "by" in seats[0]:
                intent(w, kind="reasons", card=card, line=w.line, ply=w.position)
    finally:
        if own is None:
            del w.send
        else:
            w.send = own
    return sent


def record(name: str) -> Record:
    return Record.from_json((GAMES / f"{name}.json").read_text(encoding="utf-8"))


def played(players: int, seed: int, plies: int, names: list[str] | None = None) -> Game:
    """A seeded deal after ``plies`` seeded random moves."""
    game = Game.new(players, seed=seed, names=names)
    rng = random.Random(seed)
    for _ in range(plies):
        game.play(rng.choice(game.legal_moves()))
    return game


def other_move(game: Game, avoid: str) -> str:
    """The first legal move without a shield that is not ``avoid``."""
    return next(str(m) for m in game.legal_moves() if not m.shield and str(m) != avoid)


def mid() -> Scenario:
    w = ClansWidget(played(2, seed=5, plies=8, names=["Ann", "Ben"]), viewer=0)
    assert w.game.current_player == 0 and any(len(set(s)) == 2 for s in w.game.stacks.values())
    return state(w)


def small_game() -> Game:
    """Three cards each around two cards on tile B: face-down play comes at once."""
    return Game.from_setup(
        table={"Bn1": "4r", "Bn3": "4o"},
        hands=[["4y", "5g", "3c"], ["3b", "6c", "5p"]],
        names=["Ann", "Ben"],
    )


def facedown() -> Scenario:
    game = small_game()
    for move in ("4y@An3+", "~3b@Ah"):
        game.play(move)
    w = ClansWidget(game)
    assert w.frames[-1]["legal"]["face_down"] and w.frames[-1]["legal"]["shield"]
    return state(w)


def final() -> Scenario:
    r = record("two_players")
    w = ClansWidget(record=r)
    w.goto(0, len(r.moves))
    score = w.frames[-1]["score"]
    assert score["final"] and score["decided_by"] == "points"
    assert any(g["taker"] is None for t in score["tiles"] for g in t["groups"])
    return state(w)


def spectator() -> Scenario:
    w = ClansWidget(record=record("two_players"), viewer="spectator")
    w.goto(0, 14)
    assert any(m.get("comment_hidden") for m in tree_lines(w.tree)[0]["moves"])
    return state(w)


def four() -> Scenario:
    return state(ClansWidget(record=record("four_players")))


def hotseat() -> Scenario:
    game = small_game()
    for move in ("4y@An3+", "~3b@Ah", "~5g@An1"):
        game.play(move)
    w = ClansWidget(game, viewer="turn")
    assert w.covered and not w.can_undo
    return state(w)


def variations_record() -> Record:
    """two_players.json with line 1 (from move 3), line 2 (in line 1, from move 4) and line 3
    (from move 8); comments on a move of line 1 and of line 2."""
    main = record("two_players")
    game = main.game(3)
    first = other_move(game, main.moves[3])
    game.play(first)
    line1 = [first] + [str(game.play(m)) for m in main.moves[4:6]]
    game = main.game(3)
    game.play(first)
    nested = other_move(game, line1[1])
    game.play(nested)
    line2 = [nested, str(game.legal_moves()[0])]
    line3 = [other_move(main.game(8), main.moves[8])]
    return replace(
        main,
        variations=(
            Variation(0, 3, tuple(line1), ("", "Ann keeps her shield for later.", "")),
            Variation(1, 4, tuple(line2), ("", "A side line of a side line.")),
            Variation(0, 8, tuple(line3)),
        ),
    )


def variations() -> Scenario:
    w = ClansWidget(record=variations_record())
    w.goto(2, 6)
    assert [line["id"] for line in tree_lines(w.tree)] == [0, 1, 2, 3], w.tree
    return state(w)


def redealt() -> Scenario:
    """Ann's board against a greedy bot: a variation from move 3, which the bot answers from
    a hand dealt again from the cards Ann cannot see (marked in the move list)."""
    game = Game.new(2, seed=3, names=["Ann", "Ben"])
    w = ClansWidget(game, viewer=0, bots={1: "greedy"}, bot_delay=0, seed=1)
    for _ in range(2):
        intent(w, kind="play", move=str(w.game.legal_moves()[0]), line=w.line, ply=w.position)
    w.goto(0, 2)
    intent(w, kind="play", move=other_move(w.game, w.session.moves(0)[2]), line=0, ply=2)
    intent(w, kind="play", move=str(w.game.legal_moves()[0]), line=w.line, ply=w.position)
    assert w.line != 0 and any(m.get("redealt") for m in tree_lines(w.tree)[1]["moves"])
    return state(w)


def forecast() -> Scenario:
    w = ClansWidget(record=record("two_players"))
    w.goto(0, 6)
    sent: list[Any] = []
    w.send = lambda content, buffers=None: sent.append(json.loads(json.dumps(content)))
    legal = w.frames[6]["legal"]
    cards = [card for card, seats in legal["cards"].items() if seats][:2]
    for card in cards:
        for target in legal["cards"][card]:
            move = legal["moves"]["move"].replace("{card}", card).replace("{seat}", target["seat"])
            w._on_intent(w, {"kind": "preview", "move": move}, None)
    assert w.error == "" and len(sent) > 2 and all(m["kind"] == "preview" for m in sent)
    return {**state(w), "previews": sent}


def first_of(kind: str) -> Puzzle:
    return next(p for p in PUZZLES if p.kind == kind)


def puzzle_widget() -> ClansWidget:
    """A trainer over a seat, a move and a player puzzle."""
    return ClansWidget(puzzle=[first_of("where"), first_of("steal"), first_of("who-takes")])


def intent(w: ClansWidget, **content: Any) -> None:
    w._on_intent(w, content, None)
    assert w.error == "", w.error


def puzzle() -> Scenario:
    w = puzzle_widget()
    seats = sorted(first_of("where").solutions)
    wrong = next(s["seat"] for s in w.frames[-1]["seats"] if s["seat"] not in seats)
    intent(w, kind="answer", answer=wrong)
    intent(w, kind="answer", answer=seats[0])
    intent(w, kind="hint")
    assert w.puzzle["found"] == seats[:1] and w.puzzle["hints"]
    return state(w)


def puzzle_move() -> Scenario:
    w = puzzle_widget()
    intent(w, kind="puzzle", index=1)
    intent(w, kind="play", move=sorted(first_of("steal").solutions)[0], line=0, ply=0)
    assert w.puzzle["solved"] and w.position == 1
    return state(w)


def puzzle_player() -> Scenario:
    w = puzzle_widget()
    intent(w, kind="puzzle", index=2)
    wrong = next(c for c in w.puzzle["choices"] if c not in first_of("who-takes").solutions)
    intent(w, kind="answer", answer=wrong)
    intent(w, kind="solution")
    assert w.puzzle["verdict"]["correct"] is False and w.puzzle["solution"]
    return state(w)


SCENARIOS = {
    "mid": mid,
    "facedown": facedown,
    "final": final,
    "spectator": spectator,
    "four": four,
    "hotseat": hotseat,
    "variations": variations,
    "redealt": redealt,
    "forecast": forecast,
    "puzzle": puzzle,
    "puzzle_move": puzzle_move,
    "puzzle_player": puzzle_player,
}


def delta_steps() -> tuple[Scenario, list[Scenario]]:
    """A three-player game's first state, then per step the ``frames`` messages Python sent
    and the state after it (``frames`` whole, to compare; ``frames_step`` when the step set
    it): four moves, a variation of two moves from move 2, back to the main line, then a
    ``sync``."""
    w = ClansWidget(Game.new(3, seed=7, names=["Ann", "Ben", "Cat"]))
    sent: list[Any] = []
    w.send = lambda content, buffers=None: sent.append(json.loads(json.dumps(content)))
    first = state(w)
    rng = random.Random(7)
    steps: list[Scenario] = []

    def step(action: Any) -> None:
        sent.clear()
        before = w.frames_step.get("n")
        action()
        # a move's frames come in the update of its traits (board.py frames_step), when set
        moved = {} if w.frames_step.get("n") == before else {"frames_step": dict(w.frames_step)}
        steps.append({"messages": list(sent), **state(w), **json.loads(json.dumps(moved))})

    for _ in range(4):
        step(lambda: w.play(rng.choice(w.game.legal_moves())))
    step(lambda: w.goto(0, 2))
    step(lambda: w.play(other_move(w.game, w.session.moves()[2])))
    step(lambda: w.play(w.game.legal_moves()[-1]))
    step(w.main_line)
    step(lambda: w._on_intent(w, {"kind": "sync"}, None))
    assert all(m["kind"] == "frames" for s in steps for m in s["messages"])
    return first, steps


def dump(scenarios: dict[str, Scenario]) -> str:
    """The file's layout: one scenario a block, one frame a line."""
    blocks = []
    for name, sc in scenarios.items():
        head = json.dumps({k: v for k, v in sc.items() if k != "frames"})[:-1]
        frames = ",\n".join("  " + json.dumps(f) for f in sc["frames"])
        blocks.append(f' {json.dumps(name)}: {head}, "frames": [\n{frames}\n ]}}')
    return "{\n" + ",\n".join(blocks) + "\n}\n"


def generate() -> str:
    """The text of sample_frames.json as the widget makes it now."""
    return dump({name: make() for name, make in SCENARIOS.items()})


if __name__ == "__main__":
    SAMPLES.write_text(generate(), encoding="utf-8")
    print("wrote", ", ".join(SCENARIOS), "into", SAMPLES)
