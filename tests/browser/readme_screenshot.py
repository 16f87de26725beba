"""Make docs/screenshot.png: the widget mid-game in JupyterLab, a card picked, its seats lit.

Run: .venv/bin/python tests/browser/readme_screenshot.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.browser.labdriver import (  # noqa: E402
    JupyterLab,
    Notebook,
    chromium_missing,
    launch_chromium,
)

CELL = """import random
from clans_widget import ClansWidget, Game
g = Game.new(players=3, seed=7, names=["Ann", "Ben", "Cal"])
rng = random.Random(1)
for _ in range(9):
    g.play(rng.choice(g.legal_moves()))
w = ClansWidget(g, viewer=0)
w"""


def main() -> None:
    if reason := chromium_missing():
        sys.exit(reason)
    from playwright.sync_api import sync_playwright

    out = ROOT / "docs" / "screenshot.png"
    with JupyterLab() as lab, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        nb = Notebook(
            lab, browser, "screenshot.ipynb", [CELL], viewport={"width": 1400, "height": 1300}
        ).open()
        nb.run(0)
        root = nb.widget(0)
        cards = root.locator('[data-player="0"].cg-playable:not(.cg-no-seat)')
        lit = root.locator('[data-seat][data-legal="true"]')
        counts = []
        for i in range(cards.count()):  # how many seats each card lights
            cards.nth(i).click()
            counts.append(lit.count())
            cards.nth(i).click()  # unpick
        best = min(range(len(counts)), key=lambda i: abs(counts[i] - 4))
        cards.nth(best).click()
        lit.last.click()  # a seat picked: its reason and the Place buttons show
        nb.page.mouse.move(0, 0)
        root.scroll_into_view_if_needed()
        nb.screenshot(out, root)
        browser.close()
    print(out)


if __name__ == "__main__":
    main()
