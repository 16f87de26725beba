"""The widget in a real JupyterLab in a real Chromium, used as a person would use it.

Each test writes a notebook, runs its cells one by one, clicks or types in the widget, and
reads what Python did from a later cell's printed ``RESULT <json>`` line. Screenshots of
each step go to tests/screenshots/browser/ (not committed).
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from clans_widget import Game
from clans_widget.frames import frame as make_frame
from clans_widget.games.clans.words import card_words, in_words, seat_words
from clans_widget.rules.cards import COLOUR_NAMES
from tests.browser.labdriver import ROOT, Notebook
from tests.test_move_words import NOTATION

pytestmark = pytest.mark.browser

IMPORTS = "import json, random\nfrom clans_widget import ClansWidget, Game\n"
# Plays g to its end, the same way here and in a notebook cell (shields included).
PLAYOUT = "rng = random.Random(3)\nwhile not g.is_over:\n    g.play(rng.choice(g.legal_moves()))\n"
SHOW = "w"
Open = Callable[[list[str]], Notebook]
Shot = Callable[..., Path]


@pytest.fixture(autouse=True)
def _front_end_built(request: pytest.FixtureRequest) -> None:
    if request.node.name != "test_plain_anywidget_renders":  # that one needs no clans bundle
        request.getfixturevalue("front_end_built")


def result(expression: str) -> str:
    """A cell that prints ``RESULT <json of expression>``."""
    return f"print('RESULT', json.dumps({expression}))"


def played_out(g: Game) -> Game:
    """``g`` after running PLAYOUT on it."""
    exec(PLAYOUT, {"random": random, "g": g})
    return g


def first_move(game: Game) -> tuple[str, str, dict[str, Any]]:
    """A card of the player to move with a legal face-up seat, the seat, and the frame."""
    shown = make_frame(game, "all")
    for card, seats in shown["legal"]["cards"].items():
        if seats:
            return card, seats[0]["seat"], shown
    raise AssertionError("no face-up move in this position")


def click_move(nb: Notebook, root: Any, card: str, seat: str, player: int, shield: bool) -> None:
    root.locator(f'[data-card="{card}"][data-player="{player}"]').click()
    seat_el = root.locator(f'[data-seat="{seat}"]')
    expect(seat_el).to_have_attribute("data-legal", "true")
    seat_el.click()
    root.locator(f'[data-action="{"place-shield" if shield else "place"}"]').click()


# --- the plumbing itself ----------------------------------------------------------------


def test_plain_anywidget_renders(notebook: Open) -> None:
    """JupyterLab, the kernel and anywidget work here, whatever the clans front end does."""
    esm = (
        "export default { render({ model, el }) {"
        " const b = document.createElement('button'); b.className = 'smoke';"
        " const show = () => { b.textContent = String(model.get('n')); }; show();"
        " b.onclick = () => { model.set('n', model.get('n') + 1); model.save_changes(); };"
        " model.on('change:n', show); el.append(b); } };"
    )
    nb = notebook(
        [
            "import json, anywidget, traitlets\n"
            "class Counter(anywidget.AnyWidget):\n"
            f"    _esm = {esm!r}\n"
            "    n = traitlets.Int(0).tag(sync=True)\n"
            "c = Counter(); c",
            result("[c.n, __import__('clans_widget').__file__]"),
        ]
    )
    nb.run(0)
    button = nb.widget(0, ".smoke")
    button.click()
    button.click()
    expect(button).to_have_text("2")
    n, path = nb.run_json(1)
    assert n == 2
    assert Path(path).resolve() == (ROOT / "clans_widget" / "__init__.py").resolve()


# --- the clans widget ---------------------------------------------------------------------


def test_renders_every_seat_tile_and_hand(notebook: Open, shot: Shot) -> None:
    game = Game.new(players=3, seed=7)
    shown = make_frame(game, "all")
    nb = notebook([IMPORTS + "w = ClansWidget(Game.new(players=3, seed=7))\n" + SHOW])
    nb.run(0)
    root = nb.widget(0)
    expect(root).to_have_attribute("data-ply", "0")
    seats = root.locator("[data-seat]").evaluate_all("els => els.map(e => e.dataset.seat)")
    assert sorted(seats) == sorted(s["seat"] for s in shown["seats"])
    tiles = root.locator("[data-tile]").evaluate_all("els => els.map(e => e.dataset.tile)")
    assert tiles == shown["tiles"]
    assert root.locator("[data-stack]").count() == len(shown["tiles"])
    for player, hand in enumerate(game.hands):
        cards = root.locator(f'[data-card][data-player="{player}"]')
        assert sorted(cards.evaluate_all("els => els.map(e => e.dataset.card)")) == sorted(
            map(str, hand)
        )
    for seat, card in game.table.items():
        expect(root.locator(f'[data-seat="{seat}"]')).to_have_attribute(
            "data-seat-card", str(card)
        )
    expect(root.locator("[role=alert]")).to_be_hidden()
    assert not nb.page_errors
    shot(nb, "start", root)


def test_click_card_seat_place_plays_the_move(notebook: Open, shot: Shot) -> None:
    game = Game.new(players=2, seed=1)
    card, seat, _ = first_move(game)
    nb = notebook(
        [
            IMPORTS + "w = ClansWidget(Game.new(players=2, seed=1))\n" + SHOW,
            result("[[str(m) for m in w.game.moves], w.game.ply, w.error]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    root.locator(f'[data-card="{card}"][data-player="0"]').click()
    lit = root.locator('[data-seat][data-legal="true"]')
    expected_lit = {s["seat"] for s in make_frame(game, "all")["legal"]["cards"][card]}
    expect(lit).to_have_count(len(expected_lit))
    assert set(lit.evaluate_all("els => els.map(e => e.dataset.seat)")) == expected_lit
    # pointing at a lit seat marks the face-up cards that make it legal
    legal = make_frame(game, "all")["legal"]["cards"][card]
    by = next(target["by"] for target in legal if target["seat"] == seat)
    root.locator(f'[data-seat="{seat}"]').hover()
    marked = root.locator(".cg-match")
    expect(marked).to_have_count(len(by))
    assert sorted(marked.evaluate_all("els => els.map(e => e.dataset.seat)")) == sorted(by)
    shot(nb, "card-picked", root)
    root.locator(f'[data-seat="{seat}"]').click()
    shot(nb, "seat-picked", root)
    root.locator('[data-action="place"]').click()
    expect(root).to_have_attribute("data-ply", "1")
    expect(root.locator(f'[data-seat="{seat}"]')).to_have_attribute("data-seat-card", card)
    expect(root.locator(f'[data-card="{card}"][data-player="0"]')).to_have_count(0)
    expect(root.locator('[aria-current="step"]')).to_have_attribute("data-goto", "1")
    # the Place button went with the move: the focus follows play to the new move, never to the page
    nb.page.wait_for_function("() => document.activeElement?.matches('.cg-move[aria-current]')")
    shot(nb, "placed", root)
    moves, ply, error = nb.run_json(1)
    assert (moves, ply, error) == ([f"{card}@{seat}"], 1, "")
    assert not nb.page_errors


def test_place_shield_adds_a_shield_to_the_stack(notebook: Open, shot: Shot) -> None:
    game = Game.new(players=2, seed=1)
    card, seat, _ = first_move(game)
    tile = seat[0]
    nb = notebook(
        [
            IMPORTS + "w = ClansWidget(Game.new(players=2, seed=1))\n" + SHOW,
            result("[[str(m) for m in w.game.moves], w.game.stacks, list(w.game.supply)]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    shields = root.locator(f'[data-stack="{tile}"] [data-shield-owner]')
    before = len(game.stacks.get(tile, ()))
    expect(shields).to_have_count(before)
    click_move(nb, root, card, seat, player=0, shield=True)
    expect(root).to_have_attribute("data-ply", "1")
    expect(shields).to_have_count(before + 1)
    expect(shields.last).to_have_attribute("data-shield-owner", "0")
    shot(nb, "shield", root)
    moves, stacks, supply = nb.run_json(1)
    assert moves == [f"{card}@{seat}+"]
    assert stacks[tile][-1] == 0 and len(stacks[tile]) == before + 1
    assert supply[0] == game.supply[0] - 1


def test_illegal_seat_shows_the_reason_and_changes_nothing(notebook: Open, shot: Shot) -> None:
    game = Game.new(players=2, seed=1)
    card, _, shown = first_move(game)
    legal_seats = {s["seat"] for s in shown["legal"]["cards"][card]}
    free = [s["seat"] for s in shown["seats"] if s["card"] is None and not s["down"]]
    seat = next(s for s in free if s not in legal_seats)
    with pytest.raises(ValueError) as refused:
        game.copy().play(f"{card}@{seat}")
    nb = notebook(
        [
            IMPORTS + "w = ClansWidget(Game.new(players=2, seed=1))\n" + SHOW,
            result("[w.game.ply, w.error]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    root.locator(f'[data-card="{card}"][data-player="0"]').click()
    expect(root.locator(f'[data-seat="{seat}"]')).not_to_have_attribute("data-legal", "true")
    root.locator(f'[data-seat="{seat}"]').click()
    alert = root.locator("[role=alert]")
    expect(alert).to_be_visible()
    reason = in_words(str(refused.value))  # the engine's reason, its notation said in words
    assert reason != str(refused.value) and not NOTATION.search(reason), reason
    expect(alert).to_have_text(reason)
    # the line under the board says why too, in Python's words
    expect(root.locator(".cg-info")).to_have_text(
        f"{seat_words(seat)} is not a legal seat for {card_words(card)}: {reason}"
    )
    shot(nb, "alert", root)
    expect(root).to_have_attribute("data-ply", "0")
    expect(root.locator(f'[data-seat="{seat}"]')).to_have_attribute("data-seat-card", "")
    ply, error = nb.run_json(1)
    assert ply == 0
    assert error == reason


def three_on_one_back(root: Any) -> None:
    """Focus the board of a replay at its start, press ArrowRight three times, then
    ArrowLeft: it shows plies 1, 2, 3, then 2."""
    root.focus()
    for ply in (1, 2, 3):
        root.press("ArrowRight")
        expect(root).to_have_attribute("data-ply", str(ply))
    root.press("ArrowLeft")
    expect(root).to_have_attribute("data-ply", "2")


def test_arrow_keys_step_a_replay(notebook: Open, shot: Shot) -> None:
    nb = notebook(
        [
            IMPORTS + "g = Game.new(players=2, seed=5)\n" + PLAYOUT
            + "w = ClansWidget(record=g.record)\n" + SHOW,
            result("[w.position, w.game.ply, len(w.frames)]"),
            result("[w.position, w.game.ply, w.game.is_over]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    expect(root).to_have_attribute("data-ply", "0")
    three_on_one_back(root)
    expect(root).to_have_attribute("data-position", "2")
    expect(root.locator('[aria-current="step"]')).to_have_attribute("data-goto", "2")
    shot(nb, "ply2", root)
    position, ply, count = nb.run_json(1)
    assert (position, ply) == (2, 2)
    root.focus()
    root.press("End")
    expect(root).to_have_attribute("data-position", str(count - 1))
    expect(root.locator('[data-view="scoring"]')).to_be_visible()
    shot(nb, "end", root)
    position, ply, over = nb.run_json(2)
    assert (position, ply, over) == (count - 1, count - 1, True)


def test_scoring_view_appears_when_the_last_move_is_clicked(notebook: Open, shot: Shot) -> None:
    game = played_out(Game.new(players=2, seed=5))
    plies = game.ply
    game.undo()
    card, seat, _ = first_move(game)
    mover = game.current_player
    assert mover is not None
    final = game.copy()
    final.play(f"{card}@{seat}")
    nb = notebook(
        [
            IMPORTS + "g = Game.new(players=2, seed=5)\n" + PLAYOUT
            + "g.undo()\nw = ClansWidget(g)\n" + SHOW,
            result("[w.game.is_over, w.game.ply, list(w.game.score().points)]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    expect(root.locator('[data-view="scoring"]')).to_have_count(0)
    click_move(nb, root, card, seat, player=mover, shield=False)
    expect(root).to_have_attribute("data-ply", str(plies))
    scoring = root.locator('[data-view="scoring"]')
    expect(scoring).to_be_visible()
    shot(nb, "scoring-animating", root)
    skip = scoring.locator('[data-action="skip-scoring"]')
    if skip.is_visible():
        skip.click()
    points = final.score().points
    for p in points:
        expect(scoring).to_contain_text(f"{p} points")
    expect(scoring.locator("[data-score-tile]")).to_have_count(len(final.score().tiles))
    shot(nb, "scoring", root)
    over, ply, python_points = nb.run_json(1)
    assert (over, ply, python_points) == (True, plies, list(points))


# --- what a viewer's browser holds -----------------------------------------------------


def _mentions(text: str, cards: Iterable[str]) -> set[str]:
    """The cards (as '6g' or '6 green'; a card whose code names no colour, such as Schotten
    Totten's tactic card 'JK', by its code) named in ``text``."""
    found = set()
    for code in cards:
        colour = COLOUR_NAMES.get(code[-1]) if code[:-1].isdigit() else None
        for word in (code, *([f"{code[:-1]} {colour}"] if colour else [])):
            if re.search(rf"(?<![0-9A-Za-z]){re.escape(word)}(?![0-9A-Za-z])", text):
                found.add(code)
    return found


def _around(text: str, cards: Iterable[str]) -> list[str]:
    """Each place ``text`` names one of ``cards``, with 80 characters around it."""
    return [
        text[max(0, m.start() - 80) : m.end() + 80]
        for code in _mentions(text, cards)
        for m in re.finditer(rf"(?<![0-9A-Za-z]){re.escape(code)}(?![0-9A-Za-z])", text)
    ]


# the front end's code (a board's `_esm`, the code holder's `code`) is the program, not data
def _strings(
    value: Any, skip: frozenset[str] = frozenset({"_esm", "_css", "code"})
) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            if key not in skip:
                yield from _strings(item, skip)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item, skip)


_DOM_TEXT_JS = """
root => {
  const parts = [];
  const walk = (el) => {
    if (el.tagName === 'STYLE') return;
    for (const a of el.attributes) parts.push(a.value);
    for (const n of el.childNodes) {
      if (n.nodeType === Node.TEXT_NODE) parts.push(n.textContent);
      else if (n.nodeType === Node.ELEMENT_NODE) walk(n);
    }
  };
  walk(root);
  return parts.join('\\n');
}
"""


_PAGE_STATE = re.compile(
    r'(<script type="application/json" id="clans-replay-state">)(.*?)(</script>)', re.S
)


# a saved page's inlined front end is the program, as a board's `_esm` is
_PAGE_CODE = re.compile(r'(<script type="module">)(.*?)(</script>)', re.S)


def _with_page_text(content: dict[str, Any], edit: Callable[[str], str]) -> dict[str, Any]:
    """A comm message's content with a saved page's (a ``download``'s) text passed through
    ``edit``; any other message as it is."""
    data = content.get("data", {})
    inner = data.get("content") if isinstance(data, dict) else None
    if not (isinstance(inner, dict) and inner.get("kind") == "download"):
        return content
    text = edit(str(inner.get("text", "")))
    return {**content, "data": {**data, "content": {**inner, "text": text}}}


def _without_code(content: dict[str, Any]) -> dict[str, Any]:
    """A comm message's content with a saved page's inlined bundle left out: the same program
    for every deal, whose tables name every card kind (Tactic's ``MUD``...)."""
    return _with_page_text(content, lambda text: _PAGE_CODE.sub(r"\1\3", text))


def _without_answers(content: dict[str, Any]) -> dict[str, Any]:
    """A comm message's content without the answers worked out ahead, which a frames message
    (``data.content``), a trait update or a comm's opening (``data.state``, and a move's
    ``frames_step`` in it) and a saved page's state (a ``download``) may carry."""
    data = dict(content.get("data", {}))
    for part in ("content", "state"):
        if isinstance(data.get(part), dict):
            data[part] = {k: v for k, v in data[part].items() if k != "answers"}
    state = data.get("state")
    if isinstance(state, dict) and isinstance(state.get("frames_step"), dict):
        step = {k: v for k, v in state["frames_step"].items() if k != "answers"}
        data["state"] = {**state, "frames_step": step}

    def drop(match: re.Match[str]) -> str:
        state = json.loads(match.group(2))
        state.pop("answers", None)
        return match.group(1) + json.dumps(state) + match.group(3)

    return _with_page_text({**content, "data": data}, lambda text: _PAGE_STATE.sub(drop, text))


def assert_nothing_hidden(
    nb: Notebook, root: Any, hidden: list[str], other: int, public: tuple[str, ...] = ()
) -> None:
    """Neither the widget's DOM, nor its model in the page, nor any kernel message names
    a card the viewer may not see. Messages of the kinds in ``public`` are left out: answers
    worked out from public information alone, whose cards are hypothetical (Schotten Totten's
    ``explain``, checked by its twin-deal tests); so are, then, the same answers worked out
    ahead for a board with no kernel (the ``answers`` trait, and in the frames messages)."""
    assert hidden, "the test needs hidden cards to look for"
    expect(root.locator(f'[data-card][data-player="{other}"]')).to_have_count(0)
    assert not _mentions(root.evaluate(_DOM_TEXT_JS), hidden)
    models = nb.widget_state()["state"]
    clans = [m["state"] for m in models.values() if "frames" in m["state"]]
    assert clans, "no clans widget model in the page's widget manager"
    for state in clans:
        assert state["frames"], "the model in the page holds no frames"
        kept = {k: v for k, v in state.items() if not (public and k == "answers")}
        assert not _mentions("\n".join(_strings(kept)), hidden)
    comm = [
        _without_code(_without_answers(m["content"]) if public else m["content"])
        for m in nb.kernel_messages()
        if m.get("header", {}).get("msg_type") in ("comm_open", "comm_msg")
        and m.get("content", {}).get("data", {}).get("content", {}).get("kind") not in public
    ]
    assert any("frames" in json.dumps(c) for c in comm), "no frames seen on the websocket"
    sent = "\n".join(_strings(comm))
    assert not _mentions(sent, hidden), _around(sent, hidden)


def test_viewer_page_holds_no_hidden_card(notebook: Open, shot: Shot) -> None:
    game = Game.new(players=2, seed=11)
    card, seat, _ = first_move(game)
    unseen = "[str(c) for c in view(w.game, 0).unseen]"
    nb = notebook(
        [
            IMPORTS + "from clans_widget.rules.view import view\n"
            "w = ClansWidget(Game.new(players=2, seed=11), viewer=0)\n" + SHOW,
            result(unseen),
            result(f"[w.game.ply, {unseen}]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    hidden = nb.run_json(1)
    assert set(map(str, game.hands[1])) <= set(hidden)
    expect(root.locator('[data-card][data-player="0"]')).to_have_count(len(game.hands[0]))
    assert_nothing_hidden(nb, root, hidden, other=1)
    shot(nb, "viewer0", root)
    click_move(nb, root, card, seat, player=0, shield=False)
    expect(root).to_have_attribute("data-ply", "1")
    ply, hidden = nb.run_json(2)
    assert ply == 1
    assert_nothing_hidden(nb, root, hidden, other=1)


def test_bot_answers_a_click_by_itself(notebook: Open, shot: Shot) -> None:
    pytest.importorskip("clans_widget.bots", reason="clans_widget.bots is not written yet")
    game = Game.new(players=2, seed=1)
    card, seat, _ = first_move(game)
    unseen = "[str(c) for c in view(w.game, 0).unseen]"
    nb = notebook(
        [
            IMPORTS + "from clans_widget.rules.view import view\n"
            "w = ClansWidget(Game.new(players=2, seed=1), viewer=0, bots={1: 'greedy'},"
            " bot_delay=0.3)\n" + SHOW,
            result(f"[[str(m) for m in w.game.moves], w.game.ply, w.bot_thinking, {unseen}]"),
        ]
    )
    nb.run(0)
    root = nb.widget(0)
    expect(root).to_have_attribute("data-ply", "0")
    # Remember whether the "thinking" note ever shows (it lasts bot_delay seconds).
    root.evaluate(
        """root => { window.__sawThinking = false;
             new MutationObserver(() => { if (root.querySelector('.cg-thinking'))
               window.__sawThinking = true; })
             .observe(root, { childList: true, subtree: true }); }"""
    )
    click_move(nb, root, card, seat, player=0, shield=False)
    expect(root).to_have_attribute("data-ply", "2", timeout=15_000)
    assert nb.page.evaluate("window.__sawThinking"), "no 'thinking' note while the bot waited"
    expect(root.locator(".cg-thinking")).to_have_count(0)
    shot(nb, "after-bot", root)
    moves, ply, thinking, hidden = nb.run_json(1)
    assert ply == 2 and moves[0] == f"{card}@{seat}" and not thinking
    assert_nothing_hidden(nb, root, hidden, other=1)
