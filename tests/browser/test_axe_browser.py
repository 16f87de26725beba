"""axe-core finds nothing wrong on any kind of board, in JupyterLab's light and dark themes.

axe-core (npm devDependency, ``node_modules/axe-core/axe.min.js``) is injected into the page
and run on the widget's root only (``include: ['.clans-widget']``: JupyterLab's own faults are
not ours) with the WCAG 2.1 A/AA rules and the best practices. Boards: a live game with a card
chosen, a replay, a puzzle, hot-seat (cover up, then revealed), a spectator's live game, all in
one notebook of one JupyterLab; then an exported replay page, and a page of the static site
(tests/browser/test_docs_site_browser.py, which builds the site), in the light and dark schemes.
Every rule runs in the light theme; in the dark one only the rules that read colours
(``COLOUR_RULES``), since a theme changes colours and nothing else that axe checks.

JupyterLab 4's ``<body>`` has height 0 and hides its overflow: axe then takes every element for
off-screen and checks no contrast at all. The test sets the body's height to the window's
(``100vh``) before each run, and scrolls each board into view.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from clans_widget.export import save_html
from tests.browser.axnames import accessible_names
from tests.browser.labdriver import ROOT, VIEWPORT, Notebook
from tests.browser.test_themes_browser import THEMES, set_theme
from tests.rules_helpers import random_game
from tests.test_move_words import NOTATION

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("front_end_built")]

Open = Callable[[list[str]], Notebook]
Shot = Callable[..., Path]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
ALL_RULES = {"type": "tag", "values": TAGS}
# The rules whose answer depends on colours. A second theme changes the colours only (the same
# elements, names and roles), so there only these run again.
COLOUR_RULES = {"type": "rule", "values": ["color-contrast", "link-in-text-block"]}
GAME = f"Record.from_json(open({str(ROOT / 'notebooks/games/two_players.json')!r}).read())"
SCREENSHOTS = ROOT / "tests" / "screenshots" / "browser"

LIVE = """import random
from clans_widget import ClansWidget, Game, Record
from clans_widget.puzzles import PUZZLES
g = Game.new(2, seed=7, names=["Ann", "Ben"])
rng = random.Random(3)
for _ in range(6):
    g.play(rng.choice(g.legal_moves()))
live = ClansWidget(g)
live"""
REPLAY = f"replay = ClansWidget(record={GAME})\nreplay"
PUZZLE = "pz = ClansWidget(puzzle=PUZZLES[0])\npz"
HOT_SEAT = "hot = ClansWidget(Game.new(2, seed=21, names=['Ann', 'Ben']), viewer='turn')\nhot"
SPECTATOR = "spec = ClansWidget(g.copy(), viewer='spectator')\nspec"

# Runs axe on one widget root; a readable list of what it found.
_AXE_JS = """
async ([el, only]) => {
  document.body.style.height = '100vh';  // JupyterLab's body is 0 px tall: axe would skip contrast
  // a fade under way is no colour of the page: let the widget's finite animations end first
  await Promise.all(document.getAnimations()
    .filter((a) => a.effect && el.contains(a.effect.target)
                   && a.effect.getComputedTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => null)));
  const result = await axe.run({ include: [el] }, { runOnly: only, resultTypes: ['violations'] });
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html.slice(0, 160),
                                 why: n.failureSummary.replace(/\\s+/g, ' ').slice(0, 240) })),
  }));
}
"""


def need_axe() -> None:
    if not AXE.exists():
        pytest.fail(
            f"{AXE.relative_to(ROOT)} is missing: run `npm ci` (axe-core is a devDependency)"
        )


def axe(page: Any, root: Any, only: dict[str, Any] = ALL_RULES) -> list[dict[str, Any]]:
    """axe's violations in the widget ``root`` (a locator), once axe is in ``page``: every
    rule of ``TAGS``, or the rules ``only`` names."""
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    root.scroll_into_view_if_needed()
    skip = root.locator("[data-action='skip-scoring']:visible")
    if skip.count():  # the scoring, tile by tile, all at once (its steps fade in on a timer)
        skip.click()
    found: list[dict[str, Any]] = page.evaluate(_AXE_JS, [root.element_handle(), only])
    return found


def notation_in_names(page: Any, root: Any) -> list[dict[str, Any]]:
    """The accessible names under ``root`` that hold move notation, as axe's violations are
    listed (a screen reader reads names aloud: "5g@Cs3" is no sentence)."""
    bad = [n for n in accessible_names(page, root) if NOTATION.search(n["name"])]
    if not bad:
        return []
    nodes = [{"target": n["role"], "html": n["name"], "why": "notation in a name"} for n in bad]
    rule = {"id": "name-holds-notation", "impact": "serious", "help": "names in words"}
    return [{**rule, "nodes": nodes}]


def readable(found: dict[str, list[dict[str, Any]]]) -> str:
    """Every violation, one paragraph per board: rule, impact, help, then each element and why."""
    lines = []
    for board, violations in found.items():
        for v in violations:
            lines.append(f"{board}: {v['id']} ({v['impact']}): {v['help']}")
            lines += [f"    {n['target']}  {n['html']}\n      {n['why']}" for n in v["nodes"][:6]]
    return "\n".join(lines)


def summary(found: dict[str, list[dict[str, Any]]]) -> str:
    return "\n".join(
        f"{board:28} {sum(len(v['nodes']) for v in vs):3} nodes  {sorted({v['id'] for v in vs})}"
        for board, vs in found.items()
    )


def test_axe_finds_nothing_on_any_board_in_light_and_dark(notebook: Open, shot: Shot) -> None:
    need_axe()
    nb = notebook([LIVE, REPLAY, PUZZLE, HOT_SEAT, SPECTATOR])
    page = nb.page
    found: dict[str, list[dict[str, Any]]] = {}
    try:
        for cell in range(5):
            nb.run(cell)
        live, replay, puzzle, hot, spectator = (nb.widget(cell) for cell in range(5))
        # live: a card and a seat chosen, so the Place buttons and the preview are audited too
        live.locator("[data-card].cg-playable:not(.cg-no-seat)").first.click()
        live.locator('[data-seat][data-legal="true"]').first.click()
        live.locator('[data-action="place"]:not(:disabled)').wait_for()
        replay.locator("[data-action='next']").click()
        for name, theme in THEMES.items():
            set_theme(nb, theme)
            page.mouse.move(0, 0)
            boards = {
                "live": live,
                "replay": replay,
                "puzzle": puzzle,
                "hot-seat cover": hot,
                "spectator": spectator,
            }
            only = ALL_RULES if name == "light" else COLOUR_RULES
            for board, root in boards.items():
                found[f"{name} {board}"] = axe(page, root, only) + notation_in_names(page, root)
                shot(nb, f"{name}-{board.replace(' ', '-')}", root)
            hot.locator("[data-action='reveal']").click()
            hot.locator(".cg-hand-card").first.wait_for()
            found[f"{name} hot-seat revealed"] = axe(page, hot, only)
            shot(nb, f"{name}-hot-seat-revealed", hot)
            nb.run(3)  # a new hot-seat board, its cover up, for the next theme
            hot = nb.widget(3)
        overlaps = zoomed_200(nb, live, shot)
    finally:
        set_theme(nb, THEMES["light"])  # the settings persist for the other browser tests
    bad = {board: vs for board, vs in found.items() if vs}
    print("\n" + summary(found))
    assert not overlaps and not bad, f"at 200% zoom: {overlaps}\naxe-core found:\n{readable(bad)}"


# What overlaps or overflows in a widget: the hand to move's head (each of its parts inside the
# hand, clear of the score panel and the move list), the toolbar (one row, nothing cut off), and
# the Forecast switch's word, which must show.
_OVERLAPS_JS = """
(root) => {
  const box = (el) => el.getBoundingClientRect();
  const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5
                        && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const seen = (el) => el && el.getClientRects().length > 0
                       && getComputedStyle(el).visibility !== 'hidden';
  const found = [];
  const hand = root.querySelector('.cg-hand.cg-turn');
  const panels = [...root.querySelectorAll('.cg-score-box, .cg-moves')].filter(seen);
  for (const part of hand.querySelectorAll('.cg-hand-head > *')) {
    if (!seen(part)) continue;
    const b = box(part), h = box(hand);
    const name = part.className || part.tagName;
    if (b.right > h.right + 0.5 || b.left < h.left - 0.5) found.push(name + ' sticks out');
    for (const panel of panels) {
      if (meet(b, box(panel))) found.push(name + ' runs under ' + panel.className);
    }
  }
  const bar = root.querySelector('.cg-controls');
  if (bar.scrollWidth > bar.clientWidth + 1) found.push('the toolbar is cut off');
  if (!seen(root.querySelector('.cg-switch-text'))) found.push('no Forecast word');
  return { layout: root.dataset.layout, width: box(root).width, found };
}
"""


def zoomed_200(nb: Notebook, live: Any, shot: Shot) -> list[str]:
    """The live board in the page zoomed to 200%: a 1400x1000 window shows 700x500 CSS px (a
    short window: the compact layout). What overlaps; a screenshot of the widget."""
    page = nb.page
    page.set_viewport_size({"width": 700, "height": 500})
    page.wait_for_timeout(500)  # JupyterLab and the widget's layout follow the new size
    live.scroll_into_view_if_needed()
    result = live.evaluate(_OVERLAPS_JS)
    shot(nb, "zoom-200", live)
    page.set_viewport_size(VIEWPORT)
    found: list[str] = result["found"]
    return [f"{result['layout']} layout, {result['width']:.0f} px wide", *found] if found else []


def audit_pages(browser: Any, pages: dict[str, Path]) -> dict[str, list[dict[str, Any]]]:
    """axe's violations on every board of each page (opened from the disk, no kernel), in the
    browser's light and dark colour schemes (in the dark one the colour rules only), each board
    one step in; screenshots of each page."""
    found: dict[str, list[dict[str, Any]]] = {}
    for scheme in ("light", "dark"):
        for kind, path in pages.items():
            page = browser.new_page(viewport={"width": 1280, "height": 900}, color_scheme=scheme)
            page.goto(path.as_uri())
            roots = page.locator(".clans-widget")
            roots.first.locator("[data-seat]").first.wait_for()
            for k in range(roots.count()):
                step = roots.nth(k).locator("[data-action='next']:visible:not(:disabled)")
                if step.count():
                    step.click()
                only = ALL_RULES if scheme == "light" else COLOUR_RULES
                found[f"{scheme} {kind} {k}"] = axe(page, roots.nth(k), only)
            name = f"axe-{scheme}-{kind.replace(' ', '-')}.png"
            page.screenshot(path=str(SCREENSHOTS / name))
            page.close()
    return found


def assert_no_violations(found: dict[str, list[dict[str, Any]]]) -> None:
    print("\n" + summary(found))
    bad = {board: vs for board, vs in found.items() if vs}
    assert not bad, "axe-core found:\n" + readable(bad)


def test_axe_finds_nothing_on_an_exported_page(browser: Any, tmp_path: Path) -> None:
    need_axe()
    exported = save_html(random_game(2, seed=5, plies=12).record, tmp_path / "replay.html")
    assert_no_violations(audit_pages(browser, {"exported page": exported}))
