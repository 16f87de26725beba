"""How fast the widget answers in a real JupyterLab + Chromium, against plain baselines.

Run: .venv/bin/python benchmarks/browser_latency.py [--steps 150] [--moves 40]

1. Replay step: ArrowRight keydown (the event's timeStamp) -> the root's data-ply changed
   (a MutationObserver), and -> the next animation frame, timed inside the page with
   performance.now(). Baseline: a plain element in the same page whose keydown handler sets
   data-ply and a text. Target: p95 <= 16 ms.
2. Live move in a 4-player game: click on [data-action=place] -> data-ply incremented after
   the kernel answered, and how many times one move's answer redrew the board (target: once).
   Baseline: a trivial anywidget in the same notebook whose button sends a message that
   Python answers by changing one trait (a no-op round trip), clicked after the moves.
   Targets: p95 <= 150 ms; median within 1.3x the no-op round trip's.
3. Bytes per move, kernel -> front end: every comm message of the live clans widget that
   answers one move (grouped by the intent message they answer: the custom ``frames``
   message with the changed frames, see docs/frames.md, and the ``update`` of ``position``),
   as the page received them on the kernel websocket (whole frame, either protocol); and in
   Python the same messages packed as the kernel packs them. Baseline: the JSON of the one
   new frame a move adds. For reference, what syncing the whole ``frames`` trait per move
   (before the frames message) would send. And front end -> kernel: every comm message the
   page sent for one move (card, seat, Place), by kind: the intents only (``preview`` for the
   forecast of the chosen seat, ``play``), no trait update.

Timings in a shared, noisy machine: read ratios, not absolutes.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.labdriver import (  # noqa: E402
    JupyterLab,
    Notebook,
    chromium_missing,
    decode_ws_frame,
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
LIVE_PLAYERS = 4
LIVE_TARGET = 1.3  # a live move's median, over the no-op round trip's
LIVE = f"live = ClansWidget(Game.new(players={LIVE_PLAYERS}, seed={SEED}))\nlive"
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
  let last = null;  // the sample whose answer is still drawing, until the next input
  for (const type of ['pointerdown', 'keydown']) {
    root.addEventListener(type, () => { last = null; }, true);
  }
  new MutationObserver((records) => {
    // draws: how many times a redraw wrote data-ply for one event, until the next input
    if (start === null) { if (last) last.draws += records.length; return; }
    if (root.dataset.ply === from) return;
    const t0 = start; start = null;
    const sample = { dom: performance.now() - t0, frame: null, ply: Number(from),
                     draws: records.length };
    samples.push(sample);
    last = sample;
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


def live_moves(nb: Notebook, moves: int) -> tuple[Samples, Samples, list[dict[str, Any]]]:
    """The live moves' and the echo's samples, and per move what the page sent the kernel.
    The echo's round trips come after the moves (one right after a move is slowed by the
    move's own after-work in the page and the kernel), each after the same pause as a move
    (clicked while the kernel still finishes the last answer, a round trip takes twice as
    long: without the pause the baseline flattered the moves)."""
    root = nb.widget(1)
    root.evaluate(INSTRUMENT)
    sent: list[dict[str, Any]] = []
    for k in range(1, moves + 1):
        first = len(nb.ws_sent)
        if root.locator(".cg-playable").count() == 0:
            root.focus()  # the game is over: a new line from the start (not measured)
            root.press("Home")
            nb.page.wait_for_function("r => r.dataset.position === '0'", arg=root.element_handle())
        root.locator('[data-card].cg-playable:not(.cg-no-seat)').first.click()
        root.locator('[data-seat][data-legal="true"]').first.click()
        # a player clicks Place having read the move's forecast: Python has answered the preview
        preview = "r => r.querySelector('[data-preview]')"
        nb.page.wait_for_function(preview, arg=root.element_handle())
        root.locator('[data-action="place"]').click()
        nb.page.wait_for_function(DONE, arg=[root.element_handle(), k])
        nb.page.wait_for_timeout(100)  # anything sent after the redraw counts for this move
        sent.append(kernel_ward(nb.ws_sent[first:]))
    widget = samples(root)
    echo = nb.widget(2, ".echo")
    echo.evaluate(INSTRUMENT)
    for k in range(1, moves + 1):
        nb.page.wait_for_timeout(100)  # as after each move: the kernel idle again before a click
        echo.locator('[data-action="place"]').click()
        nb.page.wait_for_function(DONE, arg=[echo.element_handle(), k])
    return widget, samples(echo), sent


def kernel_ward(frames: list[str | bytes]) -> dict[str, Any]:
    """The comm messages among ``frames`` (sent by the page): their bytes, and what each was
    (a custom message's ``kind``, or the trait names of an ``update``)."""
    total, kinds = 0, []
    for frame in frames:
        message = decode_ws_frame(frame)
        if message is None or message.get("header", {}).get("msg_type") != "comm_msg":
            continue
        total += len(frame) if isinstance(frame, bytes) else len(frame.encode())
        data = message.get("content", {}).get("data", {})
        if data.get("method") == "custom":
            kinds.append(str(data.get("content", {}).get("kind")))
        else:
            kinds.append("update " + ",".join(sorted(data.get("state", {}))))
    return {"bytes": total, "kinds": kinds}


def websocket_move_bytes(nb: Notebook) -> list[dict[str, int]]:
    """Per move of the live widget: the bytes of the kernel's comm messages answering it.

    The kernel's answers to one intent share its parent header: one update of the traits the
    move changed, ``frames_step`` (the new frames) among them, and any other message (an
    ``error`` cleared). Answers without new frames (an echo of a position set in the page)
    are not moves.
    """
    models = nb.widget_state()["state"]
    live_ids = {mid for mid, m in models.items() if m["state"].get("mode") == "play"}
    moves: dict[str, dict[str, int]] = {}
    for frame in nb.ws_received:
        message = decode_ws_frame(frame)
        if message is None or message.get("header", {}).get("msg_type") != "comm_msg":
            continue
        content = message.get("content", {})
        if content.get("comm_id") not in live_ids:
            continue
        size = len(frame) if isinstance(frame, bytes) else len(frame.encode())
        data = content.get("data", {})
        parent = message.get("parent_header", {}).get("msg_id", "")
        move = moves.setdefault(parent, {"total": 0, "frames": 0, "update": 0, "n": 0})
        move["total"] += size
        move["n"] += 1
        if data.get("method") == "custom" and data.get("content", {}).get("kind") == "frames":
            move["frames"] += size
        elif data.get("method") in ("update", "echo_update"):
            if data.get("state", {}).get("frames_step"):
                move["frames"] += size  # the new frames, with the traits in one message
            else:
                move["update"] += size
    return [m for m in moves.values() if m["frames"]]


def python_bytes() -> dict[str, list[int]]:
    """Per move of the same game, packed as the kernel packs messages: every message the
    widget sends for the move, the one new frame alone, and the whole synced ``frames``
    list (what the trait sync sent per move before the frames message)."""
    import random

    from jupyter_client.session import json_packer

    from clans_widget import ClansWidget, Game

    w = ClansWidget(Game.new(players=LIVE_PLAYERS, seed=SEED))
    sent: list[int] = []
    send: Callable[..., None] = w._send

    def counted(msg: dict[str, Any], buffers: Any = None) -> None:
        sent.append(len(json_packer(msg)))
        send(msg, buffers)

    w._send = counted  # every comm message the widget sends, custom or update
    rng = random.Random(3)
    figures: dict[str, list[int]] = {"sent": [], "one_frame": [], "whole_list": []}
    while not w.game.is_over:
        sent.clear()
        w.play(rng.choice(w.game.legal_moves()))
        figures["sent"].append(sum(sent))
        figures["one_frame"].append(len(json_packer(w.frames[-1])))
        figures["whole_list"].append(len(json_packer({"frames": w.frames, "position": w.position})))
    return figures


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
        live, live_base, sent = live_moves(nb, args.moves)
        ws_moves = websocket_move_bytes(nb)
        errors = nb.page_errors
        browser.close()

    print("clans_widget browser latency (JupyterLab + Chromium, headless)")
    report("Replay step (ArrowRight)", "target p95 <= 16 ms", replay, replay_base)
    by_ply("replay", replay)
    report("Live move (click place -> kernel -> redraw)", "target p95 <= 150 ms", live, live_base)
    by_ply("live", live)
    ratio = statistics.median(s["dom"] for s in live) / statistics.median(
        s["dom"] for s in live_base
    )
    verdict = "met" if ratio <= LIVE_TARGET else "NOT met"
    print(
        f"  live move vs no-op widget round trip (same run), median:"
        f" {ratio:.2f}x  (target <= {LIVE_TARGET}x: {verdict})"
    )
    ward = [m["bytes"] for m in sent]
    print(
        f"\nBytes per move, front end -> kernel (target: the intents only): median"
        f" {statistics.median(ward):6.0f} B  max {max(ward)} B"
    )
    kinds = sorted({" + ".join(m["kinds"]) for m in sent})
    print(f"  messages per move: {'; '.join(kinds)}")
    py = python_bytes()
    sent, one_frame, whole = py["sent"], py["one_frame"], py["whole_list"]
    print(
        f"\nBytes per move, kernel -> front end, {LIVE_PLAYERS} players, viewer 'all'"
        f" ({len(ws_moves)} moves seen on the websocket; target median <= 4000 B)"
    )
    if ws_moves:
        totals = [m["total"] for m in ws_moves]
        print(
            f"  websocket, all comm messages per move: median {statistics.median(totals):7.0f} B"
            f"  min {min(totals)} B  max {max(totals)} B"
            f"  (messages per move: median {statistics.median(m['n'] for m in ws_moves):g})"
        )
        print(
            f"    of which the message with the new frames: median"
            f" {statistics.median(m['frames'] for m in ws_moves):7.0f} B;"
            f"  other messages: median {statistics.median(m['update'] for m in ws_moves):5.0f} B"
        )
        print(f"  websocket, in order (kB): {' '.join(f'{b / 1000:.1f}' for b in totals)}")
    else:
        print("  websocket: no frames message seen (the byte count is broken)")
    print(
        f"  Python, JSON of the messages sent:   median {statistics.median(sent):7.0f} B"
        f"  first move {sent[0]} B  last move {sent[-1]} B  ({len(sent)} moves)"
    )
    print(f"  Python, in order (kB):    {' '.join(f'{b / 1000:.1f}' for b in sent)}")
    print(
        f"  baseline, JSON of the one new frame: median {statistics.median(one_frame):7.0f} B"
        f"  ratio median {statistics.median(s / f for s, f in zip(sent, one_frame)):5.2f}x"
        f"  last move {sent[-1] / one_frame[-1]:5.2f}x"
    )
    print(
        f"  reference, whole frames list synced: median {statistics.median(whole):7.0f} B"
        f"  last move {whole[-1]} B  ({statistics.median(w / s for w, s in zip(whole, sent)):.1f}x"
        " the messages sent now, median)"
    )
    if errors:
        print(f"\npage errors: {errors}")


if __name__ == "__main__":
    main()
