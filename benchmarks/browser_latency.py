"""How fast the widget answers in a real JupyterLab + Chromium, against plain baselines.

Run: .venv/bin/python benchmarks/browser_latency.py [--steps 150] [--moves 40]

1. Replay step: ArrowRight keydown (the event's timeStamp) -> the root's data-ply changed
   (a MutationObserver), and -> the next animation frame, timed inside the page with
   performance.now(). Baseline: a plain element in the same page whose keydown handler sets
   data-ply and a text. Target: p95 <= 16 ms.
2. Live move: click on [data-action=place] -> data-ply incremented after the kernel answered.
   Baseline: a trivial anywidget in the same notebook whose button sends a message that
   Python answers by changing one trait (a no-op round trip). Target: p95 <= 150 ms.
3. Bytes per move, kernel -> front end: the comm "update" messages of the clans widget as
   the page received them on the kernel websocket (v1 binary framing, whole frame), and in
   Python the JSON of the state the widget syncs per move (ipywidgets sends the whole value
   of a changed trait). Baseline: the JSON of the one new frame a move adds.

Timings in a shared, noisy machine: read ratios, not absolutes.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.labdriver import (  # noqa: E402
    JupyterLab,
    Notebook,
    chromium_missing,
    launch_chromium,
)

SEED = 5
SETUP = f"""import json, random, anywidget, traitlets
from clans_widget import ClansWidget, Game
g = Game.new(players=2, seed={SEED})
rng = random.Random(3)
while not g.is_over:
    g.play(rng.choice(g.legal_moves()))
replay = ClansWidget(record=g.record)
replay"""
LIVE = f"live = ClansWidget(Game.new(players=2, seed={SEED}))\nlive"
ECHO = """class Echo(anywidget.AnyWidget):
    _esm = '''export default { render({ model, el }) {
      const root = document.createElement('div');
      root.className = 'echo'; root.dataset.ply = String(model.get('n'));
      const b = document.createElement('button');
      b.dataset.action = 'place'; b.textContent = 'ping';
      b.onclick = () => model.send({ kind: 'ping' });
      model.on('change:n', () => { root.dataset.ply = String(model.get('n')); });
      root.append(b); el.append(root); } };'''
    n = traitlets.Int(0).tag(sync=True)
    def __init__(self):
        super().__init__()
        self.on_msg(lambda _w, _content, _buffers: setattr(self, 'n', self.n + 1))
echo = Echo()
echo"""

# Times, inside the page, from the triggering event to data-ply changing on `root`
# (MutationObserver: after the synchronous redraw) and to the next animation frame.
INSTRUMENT = """
(root) => {
  const samples = [];
  let start = null, from = null;
  const arm = (e) => { start = e.timeStamp; from = root.dataset.ply; };
  root.addEventListener('keydown', (e) => { if (e.key === 'ArrowRight') arm(e); }, true);
  root.addEventListener('click', (e) => {
    if (e.target.closest('[data-action="place"]')) arm(e);
  }, true);
  new MutationObserver((records) => {
    if (start === null || root.dataset.ply === from) return;
    const t0 = start; start = null;
    // draws: how many times the redraw wrote data-ply for this one event
    const sample = { dom: performance.now() - t0, frame: null, ply: Number(from),
                     draws: records.length };
    samples.push(sample);
    requestAnimationFrame(() => { sample.frame = performance.now() - t0; });
  }).observe(root, { attributes: true, attributeFilter: ['data-ply'] });
  root.__samples = samples;
}
"""
DONE = "([root, n]) => root.__samples.length >= n && root.__samples[n - 1].frame !== null"


def stats(values: list[float]) -> tuple[float, float]:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return statistics.median(ordered), p95


Samples = list[dict[str, float]]


def report(name: str, target: str, widget: Samples, base: Samples) -> None:
    print(f"\n{name}  (n={len(widget)}, baseline n={len(base)}; {target})")
    for key, label in (("dom", "event -> data-ply updated"), ("frame", "event -> next frame")):
        med, p95 = stats([s[key] for s in widget])
        bmed, bp95 = stats([s[key] for s in base])
        print(
            f"  {label:28} median {med:7.2f} ms  p95 {p95:7.2f} ms   "
            f"baseline median {bmed:6.2f} ms  p95 {bp95:6.2f} ms   "
            f"ratio median {med / bmed:5.1f}x  p95 {p95 / bp95:5.1f}x"
        )


def by_ply(name: str, widget: Samples) -> None:
    """Median of the widget's figures for early and late positions of a game."""
    early = [s for s in widget if s["ply"] < 8]
    late = [s for s in widget if s["ply"] >= 8]
    draws = statistics.median(s["draws"] for s in widget)
    parts = [f"redraws per event: median {draws:g}"]
    for label, part in (("plies 0-7", early), ("plies 8+", late)):
        if part:
            parts.append(f"{label}: median {statistics.median(s['dom'] for s in part):.1f} ms")
    print(f"  {name}: " + ";  ".join(parts))


def samples(root: Any) -> Samples:
    result: Samples = root.evaluate("root => root.__samples")
    return result


def replay_steps(nb: Notebook, steps: int) -> tuple[Samples, Samples]:
    root = nb.widget(0)
    count = int(nb.run_json(3)[0])  # frames in the replay
    root.evaluate(INSTRUMENT)
    root.focus()
    done = 0
    while done < steps:
        if root.get_attribute("data-position") == str(count - 1):
            root.press("Home")  # not measured: back to the start, then step again
            nb.page.wait_for_function("r => r.dataset.position === '0'", arg=root.element_handle())
            root.focus()
        root.press("ArrowRight")
        done += 1
        nb.page.wait_for_function(DONE, arg=[root.element_handle(), done])
    widget = samples(root)
    # Baseline: a plain element in the same page, updated by its own keydown handler.
    plain = nb.page.evaluate_handle(
        """() => { const el = document.createElement('div'); el.tabIndex = 0;
             el.dataset.ply = '0'; el.textContent = 'ply 0';
             el.style.cssText = 'position:fixed;top:0;left:0;z-index:9999;background:#fff';
             el.addEventListener('keydown', (e) => { e.preventDefault();
               const ply = Number(el.dataset.ply) + 1;
               el.dataset.ply = String(ply); el.textContent = 'ply ' + ply; });
             document.body.append(el); return el; }"""
    ).as_element()
    assert plain is not None
    plain.evaluate(INSTRUMENT)
    plain.focus()
    for k in range(1, steps + 1):
        plain.press("ArrowRight")
        nb.page.wait_for_function(DONE, arg=[plain, k])
    base = samples(plain)
    plain.evaluate("el => el.remove()")
    return widget, base


def live_moves(nb: Notebook, moves: int) -> tuple[Samples, Samples]:
    root = nb.widget(1)
    root.evaluate(INSTRUMENT)
    for k in range(1, moves + 1):
        if root.locator(".cg-playable").count() == 0:
            root.focus()  # the game is over: a new line from the start (not measured)
            root.press("Home")
            nb.page.wait_for_function("r => r.dataset.position === '0'", arg=root.element_handle())
        root.locator('[data-card].cg-playable:not(.cg-no-seat)').first.click()
        root.locator('[data-seat][data-legal="true"]').first.click()
        root.locator('[data-action="place"]').click()
        nb.page.wait_for_function(DONE, arg=[root.element_handle(), k])
    widget = samples(root)
    echo = nb.widget(2, ".echo")
    echo.evaluate(INSTRUMENT)
    for k in range(1, moves + 1):
        echo.locator('[data-action="place"]').click()
        nb.page.wait_for_function(DONE, arg=[echo.element_handle(), k])
    return widget, samples(echo)


def websocket_update_bytes(nb: Notebook) -> list[int]:
    """Sizes of the clans widget's comm updates carrying frames, as received by the page."""
    models = nb.widget_state()["state"]
    live_ids = [mid for mid, m in models.items() if m["state"].get("mode") == "play"]
    sizes = []
    for message in nb.kernel_messages():
        content = message.get("content", {})
        data = content.get("data", {})
        if (
            message.get("header", {}).get("msg_type") == "comm_msg"
            and content.get("comm_id") in live_ids
            and data.get("method") == "update"
            and "frames" in data.get("state", {})
        ):
            sizes.append(int(message["size"]))
    return sizes


def python_bytes() -> tuple[list[int], list[int]]:
    """Per move of the same game, packed as the kernel packs messages: the synced state
    change (the whole ``frames`` list and ``position``), and the one new frame alone."""
    import random

    from jupyter_client.session import json_packer

    from clans_widget import ClansWidget, Game

    w = ClansWidget(Game.new(players=2, seed=SEED))
    rng = random.Random(3)
    synced, one_frame = [], []
    while not w.game.is_over:
        w.play(rng.choice(w.game.legal_moves()))
        synced.append(len(json_packer({"frames": w.frames, "position": w.position})))
        one_frame.append(len(json_packer(w.frames[-1])))
    return synced, one_frame


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=150, help="replay steps (>= 100)")
    parser.add_argument("--moves", type=int, default=40, help="live moves (>= 30)")
    args = parser.parse_args()
    if reason := chromium_missing():
        sys.exit(reason)
    from playwright.sync_api import sync_playwright

    with JupyterLab() as lab, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        count = "print('RESULT', json.dumps([len(replay.frames)]))"
        nb = Notebook(lab, browser, "latency.ipynb", [SETUP, LIVE, ECHO, count]).open()
        for k in range(3):
            nb.run(k)
        replay, replay_base = replay_steps(nb, args.steps)
        live, live_base = live_moves(nb, args.moves)
        ws_sizes = websocket_update_bytes(nb)[1:]  # the first one sends the opening frame
        errors = nb.page_errors
        browser.close()

    print("clans_widget browser latency (JupyterLab + Chromium, headless)")
    report("Replay step (ArrowRight)", "target p95 <= 16 ms", replay, replay_base)
    by_ply("replay", replay)
    report("Live move (click place -> kernel -> redraw)", "target p95 <= 150 ms", live, live_base)
    by_ply("live", live)
    synced, one_frame = python_bytes()
    print(f"\nBytes per move, kernel -> front end ({len(ws_sizes)} frame updates on the websocket)")
    if ws_sizes:
        print(
            f"  websocket comm update, as received: median {statistics.median(ws_sizes):9.0f} B"
            f"  min {min(ws_sizes)} B  max {max(ws_sizes)} B"
        )
        print(f"  websocket, in order (kB): {' '.join(f'{b / 1000:.0f}' for b in ws_sizes)}")
    print(
        f"  Python, JSON of the synced change:  median {statistics.median(synced):9.0f} B"
        f"  first move {synced[0]} B  last move {synced[-1]} B  ({len(synced)} moves)"
    )
    print(f"  Python, in order (kB):    {' '.join(f'{b / 1000:.0f}' for b in synced)}")
    print(
        f"  baseline, JSON of the one new frame: median {statistics.median(one_frame):8.0f} B"
        f"  ratio median {statistics.median(s / f for s, f in zip(synced, one_frame)):5.1f}x"
        f"  last move {synced[-1] / one_frame[-1]:5.1f}x"
    )
    if errors:
        print(f"\npage errors: {errors}")


if __name__ == "__main__":
    main()
