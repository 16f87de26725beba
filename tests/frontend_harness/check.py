"""Behaviour checks of the built front end in the static harness.

Run: python tests/frontend_harness/check.py
"""

import sys
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.browser.labdriver import launch_chromium
from tests.frame_helpers import cards_in
from tests.frontend_harness.shoot import serve


def check(page: Page, url: str) -> None:
    def load(query: str) -> None:
        page.goto(f"{url}?{query}")
        page.wait_for_function("window.harnessReady === true")

    def sent() -> object:
        return page.evaluate("window.model.sent.at(-1)")

    load("scenario=mid")
    root = page.locator(".clans-widget")
    expect(root).to_have_attribute("data-position", "8")
    expect(root).to_have_attribute("data-ply", "8")
    assert page.locator("[data-seat]").count() == 26
    assert page.locator("[data-tile]").count() == 4
    expect(page.locator("[data-seat='Cs1']")).to_have_attribute("data-seat-card", "down")
    expect(page.locator("[data-seat='Ds3']")).to_have_attribute("data-seat-card", "3p")
    expect(page.locator("[data-seat='An2']")).to_have_attribute("data-seat-card", "5r")
    expect(page.locator("[data-seat='An1']")).to_have_attribute("data-seat-card", "")
    expect(page.locator("[data-seat='An1']")).to_have_attribute("aria-label", "seat An1, free")
    owners = page.locator("[data-stack='B'] [data-shield-owner]").evaluate_all(
        "els => els.map(e => e.dataset.shieldOwner)"
    )
    assert owners == ["0", "1"], owners
    assert (
        page.locator("[data-card][data-player='1']").count() == 0
    )  # Ben's hand is hidden from Ann
    for action in ["first", "prev", "next", "last", "autoplay", "undo", "scoring"]:
        assert page.locator(f"[data-action='{action}']").count() == 1, action
    expect(page.locator("[data-action='place']")).to_be_hidden()

    # live play with the mouse
    page.click("[data-card='5y']")
    expect(page.locator("[data-card='5y']")).to_have_attribute("aria-pressed", "true")
    lit = page.locator("[data-legal='true']").evaluate_all("els => els.map(e => e.dataset.seat)")
    assert lit, lit
    page.hover(f"[data-seat='{lit[0]}']")
    expect(page.locator(".cg-info")).to_contain_text("matches")
    page.click(f"[data-seat='{lit[0]}']")
    page.click("[data-action='place']")
    assert sent() == {"kind": "play", "move": f"5y@{lit[0]}"}, sent()
    page.click("[data-action='place-shield']")
    assert sent() == {"kind": "play", "move": f"5y@{lit[0]}+"}, sent()
    page.click("[data-seat='Ah']")  # unlit free seat: the intent still goes to Python
    assert sent() == {"kind": "play", "move": "5y@Ah"}, sent()
    expect(page.get_by_role("alert")).to_have_text(
        "Illegal move 5y@Ah: 5y matches no face-up card next to or opposite Ah."
    )
    expect(page.locator(".cg-info")).to_contain_text("not a legal seat for 5y")

    # keyboard
    root.focus()
    page.keyboard.press("ArrowLeft")
    expect(root).to_have_attribute("data-position", "7")
    page.keyboard.press("Home")
    expect(root).to_have_attribute("data-position", "0")
    page.keyboard.press("End")
    expect(root).to_have_attribute("data-position", "8")
    page.keyboard.press("Home")
    page.keyboard.press("Space")
    expect(page.locator("[data-action='autoplay']")).to_have_attribute("aria-pressed", "true")
    expect(root).to_have_attribute("data-position", "1", timeout=3000)
    page.keyboard.press("Space")
    expect(page.locator("[data-action='autoplay']")).to_have_attribute("aria-pressed", "false")
    page.click("[data-goto='8']")
    expect(page.locator("[aria-current='step']")).to_have_attribute("data-move-ply", "8")
    page.focus("[data-card='4r']")
    page.keyboard.press("Enter")
    expect(page.locator("[data-card='4r']")).to_have_attribute("aria-pressed", "true")
    seat = page.locator("[data-legal='true']").first
    seat.focus()
    page.keyboard.press("Enter")
    expect(page.locator("[data-action='place']")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("[data-card='4r']")).to_have_attribute("aria-pressed", "false")

    # no shield left: the "+" button is disabled
    page.evaluate("""() => { const fs = structuredClone(window.model.get('frames'));
                              fs[8].legal.shield = false; window.model.set('frames', fs); }""")
    page.click("[data-card='5y']")
    page.click(f"[data-seat='{lit[0]}']")
    expect(page.locator("[data-action='place-shield']")).to_be_disabled()
    expect(page.locator("[data-action='place']")).to_be_enabled()
    assert page.locator("[data-ply]").count() == 1  # only the root

    # speed, timing, cleanup
    page.select_option(".cg-speed", "500")
    assert page.evaluate("window.model.get('autoplay_ms')") == 500
    root.focus()  # as after clicking the widget and stepping with the arrow keys
    ms = page.evaluate(
        """() => { const m = window.model; const runs = [];
                  for (let r = 0; r < 5; r++) { const t0 = performance.now();
                    for (let i = 0; i < 36; i++) m.set('position', i % 9);
                    runs.push((performance.now() - t0) / 36); }
                  return runs.sort((a, b) => a - b)[2]; }"""
    )
    print(
        "draw per position change (median of 5 runs; a figure, not a test: "
        f"machines are noisy): {ms:.2f} ms"
    )
    # Only the model's frame store (js/framestore.ts) listens on: it lives as long as the model.
    assert page.evaluate("window.unmount()") == 2

    # face down: every free seat lit, notation with ~
    load("scenario=facedown")
    page.click("[data-card='4r']")
    assert (
        page.locator("[data-legal='true']").count() == page.locator("[data-seat-card='']").count()
    )
    expect(page.locator(".cg-info")).to_contain_text("face down")
    page.click("[data-seat='Dh']")
    page.click("[data-action='place-shield']")
    assert sent() == {"kind": "play", "move": "~4r@Dh+"}, sent()

    # scoring view: opens by itself on a finished game, Escape skips, Close closes
    load("scenario=final&position=16")
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
    check_hotseat(page, load)


def check_hotseat(page: Page, load: Callable[[str], None]) -> None:
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
