"""Behaviour checks of the built front end in the static harness.

The scenarios are the real widget's state (make_scenarios.py writes sample_frames.json), so the
expectations here are read from them, not typed in: which seat holds what, which card Ann may
play, where the variations branch.

Run: python tests/frontend_harness/check.py
"""

import json
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from clans_widget.games.clans.words import card_words, seat_words
from tests.browser.labdriver import launch_chromium
from tests.frame_helpers import cards_in, python_reason, tree_lines
from tests.frontend_harness.make_scenarios import SAMPLES, delta_steps
from tests.frontend_harness.shoot import serve

Load = Callable[[str], None]
SCENARIOS: dict[str, Any] = json.loads(SAMPLES.read_text(encoding="utf-8"))


def seat_text(seat: dict[str, Any]) -> str:
    """The data-seat-card the board draws for a frame's seat."""
    if seat["down"]:
        return str(seat["card"] or "down")
    return str(seat["card"] or "")


def groups_text(names: list[str], tile: dict[str, Any] | None) -> str:
    """A tile's forecast as the board writes it: '3s → Ann · 4s → nobody'."""
    if tile is None:
        return ""
    return " · ".join(
        f"{g['rank']}s → {'nobody' if g['taker'] is None else names[g['taker']]}"
        for g in tile["groups"]
    )


def forecasts(frame: dict[str, Any]) -> dict[str, str]:
    """Every tile's forecast text, from the frame's score alone."""
    tiles = {t["tile"]: t for t in frame["score"]["tiles"]}
    return {tile: groups_text(frame["names"], tiles.get(tile)) for tile in frame["tiles"]}


def drawn_forecasts(page: Page) -> dict[str, str]:
    found: dict[str, str] = page.locator("[data-forecast]").evaluate_all(
        "els => Object.fromEntries(els.map(e => [e.dataset.forecast, e.textContent]))"
    )
    return found


def position_label(ply: int, last: int) -> str:
    return "Start" if ply == 0 else f"after move {ply} of {last}"


def check(page: Page, url: str) -> None:
    def load(query: str) -> None:
        page.goto(f"{url}?{query}")
        page.wait_for_function("window.harnessReady === true")

    check_mid(page, load)
    check_facedown(page, load)
    check_final(page, load)
    check_spectator(page, load)
    check_hotseat(page, load)
    check_variations(page, load)
    check_redealt(page, load)
    check_deltas(page, load)
    check_wording(page, load)
    check_forecast(page, load)
    check_puzzle_seat(page, load)
    check_puzzle_move(page, load)
    check_puzzle_player(page, load)


def check_mid(page: Page, load: Load) -> None:
    """Ann's view of a game in play: the board, live play with mouse and keys, cleanup."""
    sc = SCENARIOS["mid"]
    last = len(sc["frames"]) - 1
    frame = sc["frames"][last]

    def sent() -> object:
        return page.evaluate("window.model.sent.at(-1)")

    load("scenario=mid")
    # a board with no language of its own tells Python the page's, then a new frame store asks
    # Python for every frame (in that language)
    assert page.evaluate("window.model.sent") == [{"kind": "lang", "lang": "en"}, {"kind": "sync"}]
    root = page.locator(".clans-widget")
    expect(root).to_have_attribute("data-position", str(last))
    expect(root).to_have_attribute("data-ply", str(frame["ply"]))
    expect(page.locator(".cg-counter")).to_have_text(position_label(frame["ply"], frame["ply"]))
    assert page.locator("[data-seat]").count() == len(frame["seats"])
    assert page.locator("[data-tile]").count() == len(frame["tiles"])
    for seat in frame["seats"]:
        expect(page.locator(f"[data-seat='{seat['seat']}']")).to_have_attribute(
            "data-seat-card", seat_text(seat)
        )
    free = next(s["seat"] for s in frame["seats"] if s["card"] is None and not s["down"])
    expect(page.locator(f"[data-seat='{free}']")).to_have_attribute(
        "aria-label",
        f"seat {frame['seat_words'][free]}, free",  # Python's words, not "Bn2"
    )
    for tile, owners in frame["stacks"].items():
        drawn = page.locator(f"[data-stack='{tile}'] [data-shield-owner]").evaluate_all(
            "els => els.map(e => Number(e.dataset.shieldOwner))"
        )
        assert drawn == owners, (tile, drawn, owners)
    assert page.locator("[data-card][data-player='1']").count() == 0  # Ben's hand is hidden
    for action in ["first", "prev", "next", "last", "autoplay", "undo", "scoring"]:
        assert page.locator(f"[data-action='{action}']").count() == 1, action
    expect(page.locator("[data-action='place']")).to_be_hidden()
    expect(page.locator("[data-action='bot']")).to_be_hidden()
    expect(page.locator("[data-action='main-line']")).to_have_count(0)

    # live play with the mouse: the intent names the line and position it was made at
    here = {"line": sc["line"], "ply": sc["position"]}
    card, seats = next((c, s) for c, s in frame["legal"]["cards"].items() if s)
    lit_expected = {s["seat"] for s in seats}
    page.click(f"[data-card='{card}']")
    expect(page.locator(f"[data-card='{card}']")).to_have_attribute("aria-pressed", "true")
    lit = page.locator("[data-legal='true']").evaluate_all("els => els.map(e => e.dataset.seat)")
    assert set(lit) == lit_expected, (lit, lit_expected)
    page.hover(f"[data-seat='{lit[0]}']")
    reason = python_reason(frame, card, next(s for s in seats if s["seat"] == lit[0]))
    expect(page.locator(".cg-info")).to_contain_text(reason)
    # the face-up cards that make the seat legal are marked while it is hovered
    by = next(s["by"] for s in seats if s["seat"] == lit[0])
    matched = page.locator(".cg-match").evaluate_all("els => els.map(e => e.dataset.seat)")
    assert sorted(matched) == sorted(by), (matched, by)
    page.hover(".cg-title")
    expect(page.locator(".cg-match")).to_have_count(0)
    page.click(f"[data-seat='{lit[0]}']")
    page.click("[data-action='place']")
    assert sent() == {"kind": "play", "move": f"{card}@{lit[0]}", **here}, sent()
    page.click("[data-action='place-shield']")
    assert sent() == {"kind": "play", "move": f"{card}@{lit[0]}+", **here}, sent()
    unlit = next(
        s["seat"] for s in frame["seats"]
        if s["card"] is None and not s["down"] and s["seat"] not in lit_expected
    )
    page.click(f"[data-seat='{unlit}']")  # an unlit free seat: the intent still goes to Python
    assert sent() == {"kind": "play", "move": f"{card}@{unlit}", **here}, sent()
    expect(page.get_by_role("alert")).to_contain_text(f"Illegal move {card}@{unlit}")
    # the info line gives Python's reason (the error after the refused play), not only "not legal"
    expect(page.locator(".cg-info")).to_have_text(
        f"{seat_words(unlit)} is not a legal seat for {card_words(card)}: Illegal move"
        f" {card}@{unlit}: {card} matches no face-up card next to or opposite {unlit}."
    )

    # keyboard: stepping stays on the line shown
    root.focus()
    page.keyboard.press("ArrowLeft")
    expect(root).to_have_attribute("data-position", str(last - 1))
    page.keyboard.press("Home")
    expect(root).to_have_attribute("data-position", "0")
    page.keyboard.press("End")
    expect(root).to_have_attribute("data-position", str(last))
    page.keyboard.press("Home")
    page.keyboard.press("Space")
    expect(page.locator("[data-action='autoplay']")).to_have_attribute("aria-pressed", "true")
    expect(root).to_have_attribute("data-position", "1", timeout=3000)
    page.keyboard.press("Space")
    expect(page.locator("[data-action='autoplay']")).to_have_attribute("aria-pressed", "false")
    page.click(f"[data-goto='{last}']")
    expect(page.locator("[aria-current='step']")).to_have_attribute("data-move-ply", str(last))
    expect(page.locator("[data-action='undo']")).to_be_disabled()  # Ben's move is his own
    other = next(c for c, s in frame["legal"]["cards"].items() if s and c != card)
    page.focus(f"[data-card='{other}']")
    page.keyboard.press("Enter")
    expect(page.locator(f"[data-card='{other}']")).to_have_attribute("aria-pressed", "true")
    seat = page.locator("[data-legal='true']").first
    seat.focus()
    page.keyboard.press("Enter")
    expect(page.locator("[data-action='place']")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator(f"[data-card='{other}']")).to_have_attribute("aria-pressed", "false")

    # no shield left (Python sends the last frame again): the "+" button is disabled
    page.evaluate(
        f"""() => {{ const f = structuredClone(window.framesOf(window.model).all()[{last}]);
                     f.legal.shield = false;
                     window.model.receive({{kind: 'frames', start: {last}, frames: [f]}}); }}"""
    )
    page.click(f"[data-card='{card}']")
    page.click(f"[data-seat='{lit[0]}']")
    expect(page.locator("[data-action='place-shield']")).to_be_disabled()
    expect(page.locator("[data-action='place']")).to_be_enabled()
    assert page.locator("[data-ply]").count() == 1  # only the root

    # a bot that failed: "Let the bot move" sends the bot intent
    page.evaluate("window.model.set('bot_stalled', true)")
    page.click("[data-action='bot']")
    assert sent() == {"kind": "bot"}, sent()

    # speed, timing, one store per model, cleanup
    page.select_option(".cg-speed", "500")
    assert page.evaluate("window.model.get('autoplay_ms')") == 500
    root.focus()  # as after clicking the widget and stepping with the arrow keys
    ms = page.evaluate(
        f"""() => {{ const m = window.model; const runs = [];
                  for (let r = 0; r < 5; r++) {{ const t0 = performance.now();
                    for (let i = 0; i < 36; i++) m.set('position', i % {last + 1});
                    runs.push((performance.now() - t0) / 36); }}
                  return runs.sort((a, b) => a - b)[2]; }}"""
    )
    print(
        "draw per position change (median of 5 runs; a figure, not a test: "
        f"machines are noisy): {ms:.2f} ms"
    )
    syncs = page.evaluate(
        """() => { const el = document.createElement('div'); document.body.append(el);
                   const stop = window.widget.render({ model: window.model, el });
                   stop(); el.remove();
                   return window.model.sent.filter((m) => m.kind === 'sync').length; }"""
    )
    assert syncs == 1, "a second view of the same model asks for no frames"
    # Only the model's frame store (js/framestore.ts) listens on: it lives as long as the model.
    assert page.evaluate("window.unmount()") == 3  # frames, frames_step, msg:custom


def check_facedown(page: Page, load: Load) -> None:
    """No card fits face up: Python lists every free seat; the move goes with a ~."""
    load("scenario=facedown")
    frame = SCENARIOS["facedown"]["frames"][-1]
    card, seats = next(iter(frame["legal"]["cards"].items()))
    page.click(f"[data-card='{card}']")
    lit = page.locator("[data-legal='true']").evaluate_all("els => els.map(e => e.dataset.seat)")
    assert sorted(lit) == sorted(s["seat"] for s in seats)
    assert len(lit) == page.locator("[data-seat-card='']").count()  # every free seat
    expect(page.locator(".cg-info")).to_contain_text("face down")
    page.click(f"[data-seat='{lit[-1]}']")
    page.click("[data-action='place-shield']")
    here = {"line": 0, "ply": frame["ply"]}
    assert page.evaluate("window.model.sent.at(-1)") == {
        "kind": "play", "move": f"~{card}@{lit[-1]}+", **here
    }
    page.click("[data-action='undo']")  # the teacher's view may take back any move
    assert page.evaluate("window.model.sent.at(-1)") == {"kind": "undo", **here}


def check_final(page: Page, load: Load) -> None:
    """The scoring view opens by itself on a finished game; Escape skips, then closes."""
    end = len(SCENARIOS["final"]["frames"]) - 1
    load(f"scenario=final&position={end}")
    root = page.locator(".clans-widget")
    panel = page.locator("[data-view='scoring']")
    expect(panel).to_be_visible()
    root.focus()
    page.keyboard.press("Escape")
    expect(panel.locator(".cg-pending")).to_have_count(0)
    expect(panel.locator(".cg-nobody").first).to_contain_text("nobody")
    page.keyboard.press("Escape")
    expect(panel).to_have_count(0)
    page.click("[data-action='scoring']")
    page.click("[data-action='skip-scoring']")
    expect(panel).to_contain_text("decided by points")
    assert page.evaluate("document.activeElement !== document.body"), "Skip dropped the focus"
    root.focus()  # the replay's keys work from the board's frame (and the toolbar)
    page.keyboard.press("ArrowLeft")
    expect(panel).to_have_count(0)
    load("scenario=mid&thinking=1")
    expect(page.locator(".cg-thinking")).to_contain_text("Bot is thinking")


def check_spectator(page: Page, load: Load) -> None:
    """A spectator's page: the face-down card and the comment that would name it are not there."""
    load("scenario=spectator")
    sc = SCENARIOS["spectator"]
    down = next(s["seat"] for s in sc["frames"][sc["position"]]["seats"] if s["down"])
    expect(page.locator(f"[data-seat='{down}']")).to_have_attribute("data-seat-card", "down")
    hidden = [m for m in tree_lines(sc["tree"])[0]["moves"] if m.get("comment_hidden")]
    marks = page.locator("[data-comment-hidden='true']")
    expect(marks).to_have_count(len(hidden))
    expect(marks.first).to_contain_text("comment hidden")
    ply = hidden[0]["ply"]
    move = page.locator(f".cg-move[data-move-ply='{ply}']")
    expect(move).to_contain_text("~?@")
    shown = [m for m in tree_lines(sc["tree"])[0]["moves"] if m.get("comment")]
    expect(page.locator(".cg-move-comment:not(.cg-comment-hidden)")).to_have_count(len(shown))
    assert "~4y" not in page.locator(".cg-moves").inner_text()


def check_hotseat(page: Page, load: Load) -> None:
    """Hot-seat: while Python holds Ben's hand back, the page draws the cover, holds none of
    his cards, offers no Undo, and asks Python for the hand when he is at the screen."""
    load("scenario=hotseat")  # Ben to move after 3 moves; his hand 6c 5p, his face-down 3b on Ah
    root = page.locator(".clans-widget")
    cover = page.locator("[data-view='hotseat-cover']")
    expect(cover).to_contain_text("Pass the screen to Ben")
    expect(page.locator("[data-action='reveal']")).to_have_text("I'm Ben: show my hand")
    assert page.locator("[data-card]").count() == 0
    assert page.locator("[data-legal='true']").count() == 0
    expect(page.locator("[data-seat='Ah']")).to_have_attribute("data-seat-card", "down")
    expect(page.locator(".cg-controls [data-action='undo']")).to_be_disabled()
    expect(cover.locator("[data-action='take-back']")).to_be_hidden()  # nobody moved at this screen
    html = root.evaluate(
        "e => { const c = e.cloneNode(true); c.querySelector('style').remove();"
        " return c.outerHTML; }"
    )
    assert not cards_in(html) & {"6c", "5p", "3b"}, cards_in(html)
    assert not cards_in(page.evaluate("window.model.get('frames')")) & {"6c", "5p", "3b"}
    expect(page.locator(".cg-moves")).to_contain_text("~?@Ah")
    page.click("[data-action='prev']")  # an earlier position: a spectator's view, no cover
    expect(cover).to_have_count(0)
    page.click("[data-action='last']")
    page.focus("[data-action='reveal']")
    page.keyboard.press("Enter")
    assert page.evaluate("window.model.sent.at(-1)") == {"kind": "reveal"}


def check_redealt(page: Page, load: Load) -> None:
    """A bot's moves in a variation played from a re-dealt hand say so, in words, in their
    title and to a screen reader; no other move does."""
    sc = SCENARIOS["redealt"]
    marked = [
        (line["id"], m["ply"])
        for line in tree_lines(sc["tree"])
        for m in line["moves"]
        if m.get("redealt")
    ]
    load("scenario=redealt")
    notes = page.locator(".cg-move [data-redealt='true']")
    expect(notes).to_have_count(len(marked))
    found = notes.evaluate_all(
        "els => els.map(e => [Number(e.closest('.cg-move').dataset.line),"
        " Number(e.closest('.cg-move').dataset.movePly)])"
    )
    assert found == [list(m) for m in marked], found
    line, ply = marked[0]
    move = page.locator(f".cg-move[data-line='{line}'][data-move-ply='{ply}']")
    expect(move).to_have_attribute("title", re.compile("re-dealt hand"))
    expect(notes.first).to_have_text(re.compile("re-dealt"))
    assert "dealt again from the cards you cannot see" in move.text_content()
    assert notes.first.is_visible()
    block = page.locator(f"[data-variation='{line}']")  # it stays a variation: no Promote
    expect(block.locator("[data-action='delete']")).to_have_count(1)
    expect(block.locator("[data-action='promote']")).to_have_count(0)


def check_variations(page: Page, load: Load) -> None:
    """The move list of a tree: the main line in order, each variation indented under the move
    it branches from (nested deeper), the shown line's moves step, the others ask Python."""
    sc = SCENARIOS["variations"]
    lines = {line["id"]: line for line in tree_lines(sc["tree"])}
    shown, position = sc["line"], sc["position"]
    load("scenario=variations")
    moves = page.locator(".cg-moves")
    main = [m["ply"] for m in lines[0]["moves"]]
    top = moves.locator(".cg-move-list > li > .cg-move[data-line='0']")
    assert top.evaluate_all("els => els.map(e => Number(e.dataset.movePly))") == [0, *main]
    for line in lines.values():
        if line["parent"] is None:
            continue
        block = moves.locator(f"[data-variation='{line['id']}']")
        expect(block).to_have_count(1)
        # under the move it branches from: the first move above it, other variations skipped
        # (none when it branches where its parent variation starts: then it comes first)
        before = block.evaluate(
            """b => { let p = b.previousElementSibling;
                      while (p && p.matches('[data-variation]')) p = p.previousElementSibling;
                      const m = p && p.querySelector(':scope > .cg-move');
                      return m ? [Number(m.dataset.line), Number(m.dataset.movePly)] : null; }"""
        )
        parent = lines[line["parent"]]
        assert before == [line["parent"], line["ply"]] or (
            before is None and line["ply"] == parent["ply"]
        ), (line["id"], before)
        owner = block.locator(f":scope > ol > li > .cg-move[data-line='{line['id']}']")
        plies = owner.evaluate_all("els => els.map(e => Number(e.dataset.movePly))")
        assert plies == [m["ply"] for m in line["moves"]], (line["id"], plies)
        depth = 1
        while parent["parent"] is not None:
            depth += 1
            parent = lines[parent["parent"]]
        expect(block).to_have_attribute("data-depth", str(depth))
    nested = moves.locator(f"[data-variation='{shown}']")
    assert nested.evaluate("b => b.parentElement.closest('[data-variation]') !== null")
    indent = page.evaluate(
        """(id) => { const x = (sel) => document.querySelector(sel).getBoundingClientRect().left;
                     return [x(".cg-move-list > li > .cg-move[data-line='0']"),
                             x(`[data-variation='${id}'] .cg-move`)]; }""",
        shown,
    )
    assert indent[1] > indent[0] + 20, f"the nested variation is not indented: {indent}"

    # the current move, on the line shown; the path back to the main line steps, the rest asks
    current = page.locator("[aria-current='step']")
    expect(current).to_have_attribute("data-line", str(shown))
    expect(current).to_have_attribute("data-move-ply", str(position))
    comment = moves.locator(f".cg-move[data-move-id='{shown}:{position}'] .cg-move-comment")
    expect(comment).to_have_text(sc["comments"][f"{shown}:{position}"])
    outer = lines[lines[shown]["parent"]]
    step_to = outer["moves"][0]["ply"]
    page.click(f".cg-move[data-move-id='{outer['id']}:{step_to}']")
    expect(page.locator(".clans-widget")).to_have_attribute("data-position", str(step_to))
    expect(current).to_have_attribute("data-move-id", f"{outer['id']}:{step_to}")
    off = lines[0]["moves"][-1]["ply"]
    page.click(f".cg-move[data-move-id='0:{off}']")
    assert page.evaluate("window.model.sent.at(-1)") == {"kind": "goto", "line": 0, "ply": off}
    page.click("[data-action='main-line']")
    assert page.evaluate("window.model.sent.at(-1)") == {"kind": "main-line"}
    page.click(f"[data-action='promote'][data-line='{shown}']")
    # the variation is named by its line, the ply it branches at and its first move as shown
    named = {"line": shown, "ply": lines[shown]["ply"], "move": lines[shown]["moves"][0]["move"]}
    assert page.evaluate("window.model.sent.at(-1)") == {"kind": "promote", **named}
    which = f"the variation at move {lines[shown]['ply'] + 1}"
    page.get_by_role("button", name=f"Delete {which}").click()
    assert page.evaluate("window.model.sent.at(-1)") == {"kind": "delete", **named}
    # back on the main line (as Python would answer): no "Back to the main line" button
    page.evaluate("window.model.set('line', 0)")
    expect(page.locator("[data-action='main-line']")).to_have_count(0)
    expect(moves.locator(f".cg-move[data-move-id='{shown}:{position}']")).not_to_have_attribute(
        "data-goto", str(position)
    )


def check_deltas(page: Page, load: Load) -> None:
    """The page's frame store, fed the frames messages Python sends (deltas), holds exactly the
    frames Python holds, step after step (moves, a variation, the main line, a sync); and the
    board and hands, patched at each step (only what changed is drawn again), are what a board
    drawn anew from the same state shows."""
    first, steps = delta_steps()
    load("scenario=mid")
    page.evaluate("state => window.mountState(state, 'deltas')", first)
    state = dict(first)
    for n, step in enumerate(steps):
        playable = page.locator(".cg-hand-card.cg-playable")
        moved = (step["position"], len(step["frames"])) != (state["position"], len(state["frames"]))
        if moved and playable.count():  # the patch starts from a chosen card and its lit seats
            playable.first.click()  # (a step that moves nothing keeps the choice)
        traits = {k: v for k, v in step.items() if k not in ("messages", "frames")}
        held = page.evaluate(
            """([messages, traits]) => { const m = window.model;
                 for (const msg of messages) m.receive(msg);
                 for (const [k, v] of Object.entries(traits)) m.set(k, v);
                 return window.framesOf(m).all(); }""",
            [step["messages"], traits],
        )
        assert held == step["frames"], f"step {n}: the page's frames differ from Python's"
        root = page.locator(".clans-widget")
        expect(root).to_have_attribute("data-position", str(step["position"]))
        state.update(traits, frames=step["frames"])
        patched = page.evaluate(
            """async () => { await new Promise((done) => requestAnimationFrame(done));
                 const box = document.getElementById('app');
                 return ['.cg-board-box', '.cg-hands-box']
                   .map((p) => window.canonicalHTML(box.querySelector(p))); }"""
        )
        anew = page.evaluate("state => window.drawnAnew(state)", state)
        assert patched[0] == anew[0], f"step {n}: the patched board differs from one drawn anew"
        assert patched[1] == anew[1], f"step {n}: the patched hands differ from ones drawn anew"


def check_wording(page: Page, load: Load) -> None:
    """Counts in the singular for one, "tied" for an equal provisional score, "Your view" on a
    player's board whatever the player's name, and the position label ("Start", "after move
    6 of 16")."""
    sc = SCENARIOS["final"]
    last = len(sc["frames"]) - 1
    load("scenario=final&position=0")
    assert sc["frames"][0]["score"]["decided_by"] == "shared"
    expect(page.locator(".cg-counter")).to_have_text("Start")
    expect(page.locator(".cg-score .cg-win")).to_have_count(sc["frames"][0]["players"])
    for badge in page.locator(".cg-score .cg-win").all():
        expect(badge).to_have_text("tied")
    page.click("[data-action='next']")
    expect(page.locator(".cg-counter")).to_have_text(f"after move 1 of {last}")
    # a position where somebody takes exactly one card: "1 card" in the scoring totals
    one = next(
        (i, p) for i, f in enumerate(sc["frames"]) for p, n in enumerate(f["score"]["cards"])
        if n == 1
    )
    load(f"scenario=final&position={one[0]}")
    page.click("[data-action='scoring']")
    page.click("[data-action='skip-scoring']")
    totals = page.locator(".cg-st-totals li").all_inner_texts()
    assert any("1 card" in line and "1 cards" not in line for line in totals), totals
    assert not any(" 1 cards" in line for line in totals), totals
    name, sc, hand = next(
        (n, s, h) for n, s in SCENARIOS.items() if not s["covered"]
        for h in s["frames"][s["position"]]["hands"] if h["count"] == 1
    )
    who = sc["frames"][0]["names"][hand["player"]]
    load(f"scenario={name}")
    row = page.locator(f"[data-hand='{hand['player']}']")
    expect(row.locator(".cg-hand-count")).to_have_text("1 card")
    expect(row).to_have_attribute("aria-label", re.compile(rf"^{who}'s hand, 1 card\b"))
    # Ann's board (viewer=0) addresses Ann as "you", Ben by his name; a name is only a name
    load("scenario=mid")
    expect(page.locator(".cg-viewer")).to_have_text("Your view")
    hand = page.locator("[data-hand='0']"), page.locator("[data-hand='1']")
    expect(hand[0]).to_have_attribute("aria-label", re.compile(r"^Your hand"))
    expect(hand[1]).to_have_attribute("aria-label", re.compile(r"^Ben's hand"))
    page.evaluate(
        """() => { const m = window.model; const fs = structuredClone(window.framesOf(m).all());
                   for (const f of fs) f.names = ['Vous', 'You'];
                   m.receive({kind: 'frames', start: 0, frames: fs}); }"""
    )
    expect(hand[0]).to_have_attribute("aria-label", re.compile(r"^Your hand"))
    expect(hand[1]).to_have_attribute("aria-label", re.compile(r"^You's hand"))


def check_forecast(page: Page, load: Load) -> None:
    """Under each tile, who takes each rank group if the game ended now (from the frame's score
    only); the switch sets the forecast trait; a chosen move shows Python's preview."""
    sc = SCENARIOS["forecast"]
    frames = sc["frames"]
    load("scenario=forecast")
    at = sc["position"]
    assert drawn_forecasts(page) == forecasts(frames[at])
    # before the steal the same tiles read otherwise: each position reads its own score
    page.click("[data-action='prev']")
    assert drawn_forecasts(page) == forecasts(frames[at - 1])
    assert forecasts(frames[at - 1]) != forecasts(frames[at])
    page.click("[data-action='next']")
    empty = [t for t, text in forecasts(frames[at]).items() if not text]
    for tile in empty:
        expect(page.locator(f"[data-forecast='{tile}']")).to_be_hidden()

    switch = page.locator("[data-action='forecast-toggle']")
    expect(switch).to_have_attribute("aria-pressed", "true")
    switch.click()
    assert page.evaluate("window.model.get('forecast')") is False
    expect(switch).to_have_attribute("aria-pressed", "false")
    expect(page.locator("[data-forecast]")).to_have_count(0)
    switch.focus()
    page.keyboard.press("Enter")
    assert page.evaluate("window.model.get('forecast')") is True
    expect(page.locator("[data-forecast]")).to_have_count(len(frames[at]["tiles"]))

    # the preview: asked for once a card and a seat are chosen, shown for that move only
    previews = {m["move"]: m for m in sc["previews"]}
    move = next(iter(previews))
    card, seat = move.split("@")
    answer = previews[move]
    page.click(f"[data-card='{card}']")
    page.click(f"[data-seat='{seat}']")
    assert page.evaluate("window.model.sent.at(-1)") == {"kind": "preview", "move": move}
    shown = page.locator(f"[data-forecast='{answer['tile']}']")
    expect(shown).to_have_attribute("data-preview", "true")
    names = frames[at]["names"]
    expect(shown).to_have_text(f"after {card}: {groups_text(names, answer['plain'])}")
    page.hover("[data-action='place-shield']")
    expect(shown).to_have_text(f"after {card} + shield: {groups_text(names, answer['shield'])}")
    expect(shown).to_have_attribute("data-preview-form", "shield")
    page.hover(".cg-title")
    expect(shown).to_have_attribute("data-preview-form", "plain")
    page.focus("[data-action='place-shield']")
    expect(shown).to_have_attribute("data-preview-form", "shield")
    # a stale answer (another move than the one chosen) changes nothing
    other = next(m for m in previews.values() if m["tile"] != answer["tile"])
    page.evaluate("m => window.model.receive(m)", other)
    expect(page.locator("[data-preview='true']")).to_have_count(1)
    expect(shown).to_have_attribute("data-preview", "true")
    # a new choice clears it; cancelling too
    page.click("[data-action='cancel']")
    expect(page.locator("[data-preview]")).to_have_count(0)
    assert drawn_forecasts(page) == forecasts(frames[at])
    # no preview is asked for while the forecast is off
    switch.click()
    sent = page.evaluate("window.model.sent.length")
    page.click(f"[data-card='{card}']")
    page.click(f"[data-seat='{seat}']")
    assert page.evaluate("window.model.sent.length") == sent


def open_puzzle(page: Page, load: Load, name: str) -> dict[str, Any]:
    """Load a puzzle scenario; check what puzzle mode always hides, return its puzzle trait."""
    load(f"scenario={name}")
    puzzle: dict[str, Any] = SCENARIOS[name]["puzzle"]
    panel = page.get_by_role("region", name=f"puzzle {puzzle['index'] + 1} of {puzzle['total']}")
    expect(panel).to_have_attribute("data-view", "puzzle")
    expect(panel).to_contain_text(puzzle["prompt"])
    expect(panel).to_contain_text(f"Puzzle {puzzle['index'] + 1} of {puzzle['total']}")
    expect(panel.locator(".cg-pz-progress")).to_have_text(
        f"{puzzle['solved_count']} of {puzzle['total']} solved"
    )
    # the score, the scoring view and the forecast would give answers away; undo is Retry's job
    expect(page.locator(".cg-score")).to_have_count(0)
    expect(page.locator("[data-action='scoring']")).to_have_count(0)
    expect(page.locator("[data-forecast]")).to_have_count(0)
    expect(page.locator("[data-action='forecast-toggle']")).to_be_hidden()
    expect(page.locator("[data-action='undo']")).to_be_disabled()
    hints = page.locator(".cg-pz-hints li")
    assert hints.all_inner_texts() == puzzle["hints"]
    # no more hint once the puzzle is finished (solved, or its solution shown)
    finished = puzzle["solved"] or puzzle["solution"] is not None
    hint = expect(page.locator("[data-action='hint']"))
    hint.to_be_enabled() if puzzle["more_hints"] and not finished else hint.to_be_disabled()
    verdict = puzzle["verdict"]
    if verdict:
        box = page.locator("[data-verdict]")
        expect(box).to_have_attribute("data-verdict", "correct" if verdict["correct"] else "wrong")
        expect(box).to_contain_text(verdict["explanation"])
    return puzzle


def check_puzzle_buttons(page: Page, puzzle: dict[str, Any]) -> None:
    """Hint, Show solution, Retry and Previous / Next send their intents."""
    def sent() -> object:
        return page.evaluate("window.model.sent.at(-1)")

    for action, intent in (("solution", {"kind": "solution"}), ("retry", {"kind": "retry"})):
        button = page.locator(f"[data-action='{action}']")
        if button.is_enabled():
            button.click()
            assert sent() == intent, sent()
    if puzzle["more_hints"]:
        page.click("[data-action='hint']")
        assert sent() == {"kind": "hint"}
    index = puzzle["index"]
    for action, step in (("puzzle-prev", -1), ("puzzle-next", 1)):
        button = page.locator(f"[data-action='{action}']")
        if 0 <= index + step < puzzle["total"]:
            button.focus()
            page.keyboard.press("Space")
            assert sent() == {"kind": "puzzle", "index": index + step}, sent()
        else:
            expect(button).to_be_disabled()


def check_puzzle_seat(page: Page, load: Load) -> None:
    """A puzzle answered with a seat: every seat is a button that sends an answer, no card can
    be picked (lit seats would tell the answer), the seats found are marked."""
    puzzle = open_puzzle(page, load, "puzzle")
    assert puzzle["answer"] == "seat" and puzzle["needs_all"]
    frame = SCENARIOS["puzzle"]["frames"][-1]
    expect(page.locator("[data-found]")).to_contain_text(
        f"{len(puzzle['found'])} of {puzzle['needed']} found"
    )
    found = page.locator(".cg-found").evaluate_all("els => els.map(e => e.dataset.seat)")
    assert found == puzzle["found"]
    expect(page.locator(".cg-hand-card.cg-playable")).to_have_count(0)
    page.click("[data-card] >> nth=0", force=True)  # drawn inert: a click picks nothing
    expect(page.locator("[data-legal='true']")).to_have_count(0)
    taken = next(s["seat"] for s in frame["seats"] if s["card"])
    page.click(f"[data-seat='{taken}']")
    assert page.evaluate("window.model.sent.at(-1)") == {"kind": "answer", "answer": taken}
    # by keyboard: every seat answers, and the seats are one tab stop (arrows move inside it)
    seat = frame["seats"][0]["seat"]
    expect(page.locator("[data-seat][role='button']")).to_have_count(len(frame["seats"]))
    expect(page.locator("[data-seat][tabindex='0'], [data-card][tabindex='0']")).to_have_count(1)
    page.focus(f"[data-seat='{seat}']")
    page.keyboard.press("Enter")
    assert page.evaluate("window.model.sent.at(-1)") == {"kind": "answer", "answer": seat}
    check_puzzle_buttons(page, puzzle)
    # the solution, as Python would send it (the puzzle finished, its solution seen): listed,
    # and marked on the board
    solution = sorted({*puzzle["found"], seat})
    page.evaluate(
        """s => window.model.set('puzzle', { ...window.model.get('puzzle'), solution: s,
                                             finished: true, solution_seen: true })""",
        solution,
    )
    expect(page.locator("[data-solution]")).to_contain_text(", ".join(solution))
    marked = page.locator(".cg-solution").evaluate_all("els => els.map(e => e.dataset.seat)")
    assert sorted(marked) == solution
    expect(page.locator("[data-action='solution']")).to_be_disabled()


def check_puzzle_move(page: Page, load: Load) -> None:
    """A puzzle answered by a move, solved: the move is on the board and the panel says so."""
    puzzle = open_puzzle(page, load, "puzzle_move")
    assert puzzle["answer"] == "move" and puzzle["solved"]
    expect(page.locator(".cg-puzzle")).to_have_class(re.compile(r"\bcg-pz-done\b"))
    expect(page.locator("[data-verdict='correct']")).to_contain_text("Solved")
    expect(page.locator(".cg-hand-card.cg-playable")).to_have_count(0)  # no more answers
    expect(page.locator(".clans-widget")).to_have_attribute("data-ply", "1")
    # the same puzzle before it was answered: a card, a lit seat, Place sends a play
    sc = SCENARIOS["puzzle_move"]
    unsolved = {**puzzle, "verdict": None, "solved": False, "solved_ids": [], "finished": False}
    page.evaluate(
        """([p, n]) => { const m = window.model; m.set('position', 0);
                         const first = window.framesOf(m).all()[0];
                         m.receive({kind: 'frames', start: 0, frames: [first]});
                         m.set('puzzle', p); }""",
        [unsolved, 1],
    )
    legal = sc["frames"][0]["legal"]
    card, seats = next((c, s) for c, s in legal["cards"].items() if s)
    page.click(f"[data-card='{card}']")
    page.click(f"[data-seat='{seats[0]['seat']}']")
    page.click("[data-action='place-shield']")
    assert page.evaluate("window.model.sent.at(-1)") == {
        "kind": "play", "move": f"{card}@{seats[0]['seat']}+", "line": 0, "ply": 0
    }
    assert not any(m.get("kind") == "preview" for m in page.evaluate("window.model.sent"))


def check_puzzle_player(page: Page, load: Load) -> None:
    """A puzzle answered with a player: one button per choice sends its name."""
    puzzle = open_puzzle(page, load, "puzzle_player")
    assert puzzle["answer"] == "player" and puzzle["solution"]
    expect(page.locator("[data-verdict='wrong']")).to_contain_text("Not right")
    expect(page.locator("[data-solution]")).to_contain_text(", ".join(puzzle["solution"]))
    choices = page.locator("[data-answer]")
    assert choices.evaluate_all("els => els.map(e => e.dataset.answer)") == puzzle["choices"]
    expect(choices.first).to_be_disabled()  # the solution is shown: no more answers
    page.evaluate(
        "() => window.model.set('puzzle', { ...window.model.get('puzzle'), solution: null,"
        " verdict: null, finished: false })"
    )
    expect(page.locator("[data-verdict]")).to_have_count(0)
    name = puzzle["choices"][-1]
    page.locator(f"[data-answer='{name}']").focus()
    page.keyboard.press("Enter")
    assert page.evaluate("window.model.sent.at(-1)") == {"kind": "answer", "answer": name}
    page.click(f"[data-answer='{puzzle['choices'][0]}']")
    assert page.evaluate("window.model.sent.at(-1)") == {
        "kind": "answer", "answer": puzzle["choices"][0]
    }


def main() -> None:
    with serve() as url, sync_playwright() as p:
        browser = launch_chromium(p)
        page = browser.new_page(viewport={"width": 1180, "height": 1000})
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        check(page, url)
        browser.close()
    if errors:
        sys.exit("page errors: " + "; ".join(errors))
    print("all front-end checks passed")


if __name__ == "__main__":
    main()
