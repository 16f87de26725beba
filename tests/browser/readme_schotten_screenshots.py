"""Make the README's Schotten Totten pictures in JupyterLab: docs/schotten.png (the border
mid-round from Ann's side, a card picked and the stones it may go to open) and
docs/schotten-proof.png (once it is played, pointing at the stone she may now claim shows the
claim proven).

Run: .venv/bin/python tests/browser/readme_schotten_screenshots.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from clans_widget import schotten  # noqa: E402
from clans_widget.games.schotten.bots import GreedyBot  # noqa: E402
from tests.browser.labdriver import (  # noqa: E402
    JupyterLab,
    Notebook,
    chromium_missing,
    launch_chromium,
)


def mid_round(seed: int) -> list[str] | None:
    """Greedy moves from ``Game.new(seed)`` to Ann's turn, 20 moves in or more, with a stone
    she may claim; None if the round never gets there."""
    game = schotten.Game.new(seed, names=["Ann", "Ben"])
    bots = [GreedyBot(seed), GreedyBot(seed + 1)]
    moves: list[str] = []
    while not game.is_over:
        player = game.current_player
        legal = [str(m) for m in game.legal_moves()]
        if player == 0 and len(moves) >= 20 and any(m.startswith("claim") for m in legal):
            return moves
        move = str(bots[player].choose(game))
        game.play(move)
        moves.append(move)
    return None


def main() -> None:
    if reason := chromium_missing():
        sys.exit(reason)
    from playwright.sync_api import sync_playwright

    seed, moves = next((s, m) for s in range(1, 200) if (m := mid_round(s)) is not None)
    cell = (
        "from clans_widget import GameBoard, schotten\n"
        f"g = schotten.Game.new({seed}, names=['Ann', 'Ben'])\n"
        f"for m in {moves[:-1]!r}:\n    g.play(m)\n"
        "w = GameBoard(g, viewer=0)\nw"
    )
    played = f"w.play({moves[-1]!r})"
    with JupyterLab() as lab, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        nb = Notebook(
            lab, browser, "schotten.ipynb", [cell, played], viewport={"width": 1200, "height": 1300}
        ).open()
        nb.run(0)
        root = nb.widget(0)
        root.locator(f'[data-card="{moves[-1].split("@")[0]}"]').click()
        nb.page.mouse.move(0, 0)
        root.scroll_into_view_if_needed()
        nb.screenshot(ROOT / "docs" / "schotten.png", root)
        nb.run(1)
        lit = root.locator(".cg-lit[data-stone]").first
        stone = lit.get_attribute("data-stone")
        lit.locator(".st-disc").hover()
        root.locator(f'.st-proof[data-proof="{stone}"]').wait_for()
        nb.screenshot(ROOT / "docs" / "schotten-proof.png", root.locator(".cg-board-wrap"))
        browser.close()
    print(ROOT / "docs" / "schotten.png", ROOT / "docs" / "schotten-proof.png")


if __name__ == "__main__":
    main()
