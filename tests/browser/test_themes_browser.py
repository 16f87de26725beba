"""The widget stays readable in JupyterLab's light and dark themes.

A mid-game widget (with its stack forecast and a move's preview) and two puzzles (a seat
puzzle with a right seat found, a player puzzle answered wrongly with a hint shown) are drawn
in a real JupyterLab; for each theme the test measures, inside
the page, the WCAG contrast ratio of the widget's text colours against the background they
are drawn on (every background between the text and the page, alpha-composited), and saves
a screenshot of the widget (tests/screenshots/browser/, not committed). The theme is
switched through JupyterLab's own command, as the Settings > Theme menu does, and switched
back to light at the end: the lab's settings are shared by every browser test.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.browser.labdriver import Notebook

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("front_end_built")]

Open = Callable[[list[str]], Notebook]
Shot = Callable[..., Path]
MID_GAME = """import random
from clans_widget import ClansWidget, Game
g = Game.new(players=3, seed=7, names=["Ann", "Ben", "Cat"])
rng = random.Random(3)
for _ in range(12):
    g.play(rng.choice(g.legal_moves()))
w = ClansWidget(g)
w.goto(0, 10)  # a variation from move 10, shown: its move list entries and tools are measured
w.play(next(m for m in w.game.legal_moves() if str(m) != str(g.moves[10])))
_ = w.review(iterations=40, seed=1)  # the main line's marks and the win-share graph
w"""
SEAT_PUZZLE = """from clans_widget.puzzles import PUZZLES
sp = next(p for p in PUZZLES if p.answer == "seat")
seat_pz = ClansWidget(puzzle=[sp, sp])
_ = seat_pz.answer(sorted(sp.solutions)[0])
seat_pz"""
PLAYER_PUZZLE = """pp = next(p for p in PUZZLES if p.answer == "player")
player_pz = ClansWidget(puzzle=pp)
_ = player_pz.answer(next(c for c in pp.choices() if c not in pp.solutions))
player_pz"""
THINKING_BOT = """game = Game.new(2, seed=21, names=["Bot", "Ann"])
bot = ClansWidget(game, bots={0: "greedy"}, bot_delay=60)
bot  # the bot thinks for a minute: its pulse runs all the while"""
AA_NORMAL_TEXT = 4.5  # WCAG 2 level AA for normal-size text
AA_GRAPHICS = 3.0  # WCAG 2.1 level AA (1.4.11) for the parts of graphics that say something
THEMES = {"light": "JupyterLab Light", "dark": "JupyterLab Dark"}
# Text of the widget that a player reads, by what it is; each is measured where it is.
TEXT_PARTS = {
    "main text (the widget root)": ".clans-widget",
    "title": ".cg-title",
    "status line": ".cg-info",
    "player name": ".cg-hand-name",
    "card count": ".cg-hand-count",
    "score table cell": ".cg-score-table td",
    "score sentence": ".cg-score-text",
    "move list entry": ".cg-move",
    "move comment": ".cg-move-comment",
    "variation move": ".cg-variation .cg-move",
    "variation tool (Promote, Delete)": ".cg-tool",
    "muted text": ".cg-muted",
    "score tag": ".cg-tag",
    "turn badge": ".cg-turn-badge",
    "counter": ".cg-counter",
    "button": ".cg-btn:not(:disabled):not(.cg-primary)",
    "primary button": ".cg-primary:not(:disabled)",
    "forecast under a tile": ".cg-fc",
    "forecast preview": ".cg-fc-preview",
    "forecast switch": ".cg-switch",
    "puzzle heading": ".cg-puzzle h3",
    "puzzle prompt": ".cg-pz-prompt",
    "puzzle how to answer": ".cg-pz-how",
    "puzzle progress": ".cg-pz-progress",
    "puzzle seats found": ".cg-pz-found",
    "verdict (right)": ".cg-verdict[data-verdict='correct']",
    "verdict (wrong)": ".cg-verdict[data-verdict='wrong']",
    "hint": ".cg-pz-hints li",
    "puzzle answer button": ".cg-choice:not(:disabled)",
    "save button": ".cg-save",
    "hint button": ".cg-hint-btn",
    "review mark (?!, ?, ??)": ".cg-move-mark",
    "review heading and legend": ".cg-review h3, .cg-review-legend li",
}


# The WCAG contrast of an element's text colour against the colour it is drawn on: the
# background colours of the element and its ancestors composited over the white canvas.
# Colours come from getComputedStyle: rgb()/rgba(), or color(srgb ...) for color-mix().
_CONTRAST_JS = """
(el) => {
  const parse = (text) => {
    let m = text.match(/^rgba?\\(([^)]+)\\)$/);
    if (m) {
      const p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number);
      return [p[0] / 255, p[1] / 255, p[2] / 255, p.length > 3 ? p[3] : 1];
    }
    m = text.match(/^color\\(srgb ([^)]+)\\)$/);
    if (m) {
      const p = m[1].split(/[ \\/]+/).filter(Boolean).map(Number);
      return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
    }
    throw new Error('unparsed colour ' + text);
  };
  const over = (top, below) => {  // top composited over an opaque colour
    const a = top[3];
    return [0, 1, 2].map((i) => top[i] * a + below[i] * (1 - a)).concat([1]);
  };
  const layers = [];
  for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
    const s = getComputedStyle(node);
    layers.push(parse(s.backgroundColor));
    if (s.opacity !== '1') throw new Error('a translucent ancestor: ' + node.className);
  }
  let bg = [1, 1, 1, 1];
  for (const layer of layers.reverse()) bg = over(layer, bg);
  const fg = over(parse(getComputedStyle(el).color), bg);
  const lum = (c) => {
    const lin = c.slice(0, 3).map((v) => v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
  };
  const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
  const hex = (c) => '#' + c.slice(0, 3)
    .map((v) => Math.round(v * 255).toString(16).padStart(2, '0')).join('');
  return { ratio: (hi + 0.05) / (lo + 0.05), fg: hex(fg), bg: hex(bg),
           text: el.matches('.clans-widget') ? '(the root)'
             : (el.textContent || '').trim().slice(0, 40) };
}
"""


def set_theme(nb: Notebook, theme: str) -> None:
    """Switch JupyterLab's theme and wait until its CSS is applied."""
    light = "true" if theme == THEMES["light"] else "false"
    nb.page.evaluate(
        "(theme) => window.jupyterapp.commands.execute('apputils:change-theme', { theme })",
        theme,
    )
    nb.page.wait_for_function(
        """([light, theme]) => document.body.dataset.jpThemeLight === light
             && document.body.dataset.jpThemeName === theme""",
        arg=[light, theme],
        timeout=30_000,
    )
    nb.page.wait_for_timeout(300)  # the theme's stylesheet is in; let layout settle


# The lit seat ring's stroke against the fill of the tile it is drawn on (WCAG 1.4.11).
_RING_JS = """
(seat) => {
  const parse = (text) => {
    let m = text.match(/^rgba?\\(([^)]+)\\)$/);
    if (m) { const p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number);
             return [p[0] / 255, p[1] / 255, p[2] / 255]; }
    m = text.match(/^color\\(srgb ([^)]+)\\)$/);
    if (m) return m[1].split(/[ \\/]+/).filter(Boolean).map(Number).slice(0, 3);
    throw new Error('unparsed colour ' + text);
  };
  const lum = (c) => {
    const lin = c.map((v) => v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
  };
  const ring = parse(getComputedStyle(seat.querySelector('.cg-seat-ring')).stroke);
  const tile = parse(getComputedStyle(seat.closest('.cg-tile').querySelector('.cg-tile-bg')).fill);
  const [hi, lo] = [lum(ring), lum(tile)].sort((a, b) => b - a);
  const hex = (c) => '#' + c.map((v) => Math.round(v * 255).toString(16).padStart(2, '0')).join('');
  return { ratio: (hi + 0.05) / (lo + 0.05), ring: hex(ring), tile: hex(tile) };
}
"""
# The animations running in the widget (CSS animations and transitions, pseudo-elements too).
_RUNNING_JS = """
(root) => document.getAnimations()
  .filter((a) => a.playState === 'running' && a.effect && root.contains(a.effect.target))
  .map((a) => (a.animationName || a.transitionProperty || a.constructor.name) + ' on '
              + (a.effect.target.getAttribute('class') || '') + (a.effect.pseudoElement || ''))
"""


def measure(roots: list[Any]) -> dict[str, dict[str, Any]]:
    """Contrast of every visible element of each TEXT_PARTS kind in the widgets ``roots``;
    the worst one per kind."""
    found: dict[str, dict[str, Any]] = {}
    for label, selector in TEXT_PARTS.items():
        results = []
        for root in roots:
            if selector == ".clans-widget":
                elements = [root]
            else:
                elements = [e for e in root.locator(selector).all() if e.is_visible()]
            results += [e.evaluate(_CONTRAST_JS) for e in elements]
        if results:
            found[label] = min(results, key=lambda r: r["ratio"])
    return found


def test_widget_text_is_readable_in_light_and_dark_themes(notebook: Open, shot: Shot) -> None:
    nb = notebook([MID_GAME, SEAT_PUZZLE, PLAYER_PUZZLE, THINKING_BOT])
    nb.page.set_viewport_size({"width": 1400, "height": 1300})  # the whole widget in view
    try:
        for cell in range(4):
            nb.run(cell)
        root, seat_pz, player_pz, bot = (nb.widget(cell) for cell in range(4))
        # A card and a seat picked, as mid-move: the Place buttons and the preview show.
        root.locator("[data-card].cg-playable:not(.cg-no-seat)").first.click()
        root.locator('[data-seat][data-legal="true"]').first.click()
        root.locator('[data-action="place"]:not(:disabled)').wait_for()
        root.locator("[data-preview='true']").wait_for()
        player_pz.locator('[data-action="hint"]').click()
        player_pz.locator(".cg-pz-hints li").first.wait_for()
        page_bg: dict[str, str] = {}
        rings: dict[str, dict[str, Any]] = {}
        worst: dict[str, dict[str, dict[str, Any]]] = {}
        for name, theme in THEMES.items():
            set_theme(nb, theme)
            nb.page.mouse.move(0, 0)
            worst[name] = measure([root, seat_pz, player_pz])
            page_bg[name] = root.evaluate("el => getComputedStyle(el).backgroundColor")
            lit = root.locator(".cg-seat.cg-lit:not(.cg-selected)")
            rings[name] = min((s.evaluate(_RING_JS) for s in lit.all()), key=lambda r: r["ratio"])
            parts = {"": root, "-seat-puzzle": seat_pz, "-player-puzzle": player_pz}
            for part, widget in parts.items():
                widget.scroll_into_view_if_needed()
                shot(nb, name + part, widget)
        # No pulse, glow or slide for a reader who asked the system for less motion.
        bot.locator(".cg-thinking").wait_for()
        assert bot.evaluate(_RUNNING_JS), "the bot's pulse should run (or this proves nothing)"
        nb.page.emulate_media(reduced_motion="reduce")
        bot.locator(".cg-thinking").wait_for()
        nb.page.wait_for_timeout(200)
        running = [a for w in (root, seat_pz, player_pz, bot) for a in w.evaluate(_RUNNING_JS)]
        nb.page.emulate_media(reduced_motion="no-preference")
        assert not running, f"animations under prefers-reduced-motion: reduce: {running}"
        # The widget follows the theme (its background changed), and reads in both.
        assert page_bg["light"] != page_bg["dark"], page_bg
        print(
            "\n"
            + "\n".join(
                f"{n:5} lit ring {r['ratio']:.2f}  {r['ring']} on {r['tile']}"
                for n, r in rings.items()
            )
        )
        low_rings = {n: r for n, r in rings.items() if r["ratio"] < AA_GRAPHICS}
        assert not low_rings, f"the lit seat ring is below {AA_GRAPHICS}:1: {low_rings}"
        measured = [(name, label, r) for name, parts in worst.items() for label, r in parts.items()]
        lines = [
            f"{name:5} {label:28} {r['ratio']:5.2f}  {r['fg']} on {r['bg']}  {r['text']!r}"
            for name, label, r in measured
        ]
        print("\n" + "\n".join(lines))
        for name in THEMES:
            assert "main text (the widget root)" in worst[name]
            missing = set(TEXT_PARTS) - set(worst[name])
            assert len(missing) <= 2, f"{name}: not found: {sorted(missing)}"
        low = [line for line, (_, _, r) in zip(lines, measured) if r["ratio"] < AA_NORMAL_TEXT]
        assert not low, f"text below WCAG AA contrast ({AA_NORMAL_TEXT}):\n" + "\n".join(low)
    finally:
        set_theme(nb, THEMES["light"])  # the settings persist for the other browser tests
