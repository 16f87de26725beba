"""Behaviour checks of the built front end in the static harness.

The scenarios are the real widget's state (make_scenarios.py writes sample_frames.json), so the
expectations here are read from them, not typed in: which seat holds what, which card Ann may
play, where the variations branch.

Run: python tests/frontend_harness/check.py
"""

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.browser.labdriver import launch_chromium
from tests.frame_helpers import cards_in
from tests.frontend_harness.make_scenarios import SAMPLES, delta_steps
from tests.frontend_harness.shoot import serve

Load = Callable[[str], None]
SCENARIOS: dict[str, Any] = json.loads(SAMPLES.read_text(encoding="utf-8"))


def seat_text(seat: dict[str, Any]) -> str:
    """The data-seat-card the board draws for a frame's seat."""
    if seat["down"]:
        return str(seat["card"] or "down")
    return str(seat["card"] or "")


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
    check_deltas(page, load)


def check_mid(page: Page, load: Load) -> None:
    """Ann's view of a game in play: the board, live play with mouse and keys, cleanup."""
    sc = SCENARIOS["mid"]
    last = len(sc["frames"]) - 1
    frame = sc["frames"][last]

    def sent() -> object:
        return page.evaluate("window.model.sent.at(-1)")

    load("scenario=mid")
    # a new frame store asks Python for every frame
    assert page.evaluate("window.model.sent") == [{"kind": "sync"}]
    root = page.locator(".clans-widget")
    expect(root).to_have_attribute("data-position", str(last))
    expect(root).to_have_attribute("data-ply", str(frame["ply"]))
    assert page.locator("[data-seat]").count() == len(frame["seats"])
    assert page.locator("[data-tile]").count() == len(frame["tiles"])
    for seat in frame["seats"]:
        expect(page.locator(f"[data-seat='{seat['seat']}']")).to_have_attribute(
            "data-seat-card", seat_text(seat)
        )
    free = next(s["seat"] for s in frame["seats"] if s["card"] is None and not s["down"])
    expect(page.locator(f"[data-seat='{free}']")).to_have_attribute(
        "aria-label", f"seat {free}, free"
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
    reason = next(s["reason"] for s in seats if s["seat"] == lit[0])
    expect(page.locator(".cg-info")).to_contain_text(reason)
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
    expect(page.locator(".cg-info")).to_contain_text(f"not a legal seat for {card}")

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

    # no shield left: the "+" button is disabled
    page.evaluate(
        f"""() => {{ const fs = structuredClone(window.model.get('frames'));
                     fs[{last}].legal.shield = false; window.model.set('frames', fs); }}"""
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
    assert page.evaluate("window.unmount()") == 2


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
    hidden = [m for m in sc["tree"]["lines"][0]["moves"] if m.get("comment_hidden")]
    marks = page.locator("[data-comment-hidden='true']")
    expect(marks).to_have_count(len(hidden))
    expect(marks.first).to_contain_text("comment hidden")
    ply = hidden[0]["ply"]
    move = page.locator(f".cg-move[data-move-ply='{ply}']")
    expect(move).to_contain_text("~?@")
    shown = [m for m in sc["tree"]["lines"][0]["moves"] if m.get("comment")]
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
    expect(page.locator("[data-action='undo']")).to_be_disabled()
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


def check_variations(page: Page, load: Load) -> None:
    """The move list of a tree: the main line in order, each variation indented under the move
    it branches from (nested deeper), the shown line's moves step, the others ask Python."""
    sc = SCENARIOS["variations"]
    lines = {line["id"]: line for line in sc["tree"]["lines"]}
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
    assert page.evaluate("window.model.sent.at(-1)") == {"kind": "promote", "line": shown}
    which = f"the variation at move {lines[shown]['ply'] + 1}"
    page.get_by_role("button", name=f"Delete {which}").click()
    assert page.evaluate("window.model.sent.at(-1)") == {"kind": "delete", "line": shown}
    # back on the main line (as Python would answer): no "Back to the main line" button
    page.evaluate("window.model.set('line', 0)")
    expect(page.locator("[data-action='main-line']")).to_have_count(0)
    expect(moves.locator(f".cg-move[data-move-id='{shown}:{position}']")).not_to_have_attribute(
        "data-goto", str(position)
    )


def check_deltas(page: Page, load: Load) -> None:
    """The page's frame store, fed the frames messages Python sends (deltas), holds exactly the
    frames Python holds, step after step (moves, a variation, the main line, a sync)."""
    first, steps = delta_steps()
    load("scenario=mid")
    page.evaluate("state => window.mountState(state, 'deltas')", first)
    for n, step in enumerate(steps):
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
