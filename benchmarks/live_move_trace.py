"""Where a live move's time goes in the page, read from a Chrome trace (devtools.timeline).

Run: .venv/bin/python benchmarks/live_move_trace.py [--moves 20]

Plays the moves of ``browser_latency.py`` (a 4-player game: card, seat, Place) and its no-op
round trips, with Chrome's tracing on, and prints medians per move:
- the click's lag: from the click event's time stamp to the board's click handler, against the
  same lag for the no-op widget's button (work the pointer's press caused before the click);
- the redraw's task: the task in which ``data-ply`` changed (the answer drawn), its length, and
  the layout and style work forced inside it (a redraw that forces none leaves them to the
  frame's own rendering, done once);
- the rendering of the next frame after it: layout, paint and layerize.
The ratio against the no-op round trip is ``browser_latency.py``'s figure; this script says why.
"""

from __future__ import annotations

import argparse
import bisect
import json
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import browser_latency as latency  # noqa: E402

from tests.browser.labdriver import (  # noqa: E402
    JupyterLab,
    Notebook,
    chromium_missing,
    launch_chromium,
)

MARK = """(root) => {
  window.__lag = []; window.__echoLag = [];
  root.addEventListener('click', (e) => {
    if (!e.target.closest('[data-action="place"]')) return;
    window.__lag.push(performance.now() - e.timeStamp); console.timeStamp('PLACE');
  }, true);
  document.addEventListener('click', (e) => {
    if (e.target.closest('.echo')) window.__echoLag.push(performance.now() - e.timeStamp);
  }, true);
  new MutationObserver(() => console.timeStamp('PLY'))
    .observe(root, { attributes: true, attributeFilter: ['data-ply'] });
}"""
CATEGORIES = ["devtools.timeline", "v8.execute", "disabled-by-default-devtools.timeline"]
RENDERING = ("Layout", "UpdateLayoutTree", "Paint", "Layerize")
Event = dict[str, Any]


def main_thread(trace: list[Event]) -> tuple[list[Event], list[int], list[int]]:
    """The page's main-thread events, and the times of the PLACE and PLY marks."""
    marks = [
        e
        for e in trace
        if e.get("name") == "TimeStamp"
        and e.get("args", {}).get("data", {}).get("message") in ("PLACE", "PLY")
    ]
    if not marks:
        sys.exit("no marks in the trace: the board was not clicked")
    tid, pid = marks[0]["tid"], marks[0]["pid"]
    events = [e for e in trace if (e.get("tid"), e.get("pid"), e.get("ph")) == (tid, pid, "X")]
    events.sort(key=lambda e: e["ts"])

    def times(name: str) -> list[int]:
        return sorted(e["ts"] for e in marks if e["args"]["data"]["message"] == name)

    return events, times("PLACE"), times("PLY")


def per_move(events: list[Event], places: list[int], plys: list[int]) -> dict[str, list[float]]:
    tasks = [e for e in events if e["name"] == "RunTask"]
    starts = [t["ts"] for t in tasks]
    paints = [e["ts"] for e in events if e["name"] == "Paint"]

    def task_at(ts: int) -> Event | None:
        k = bisect.bisect_right(starts, ts) - 1
        return tasks[k] if k >= 0 and tasks[k]["ts"] + tasks[k]["dur"] >= ts else None

    def inside(name: str, task: Event) -> float:
        end = task["ts"] + task["dur"]
        return float(
            sum(e["dur"] for e in events if e["name"] == name and task["ts"] <= e["ts"] <= end)
        )

    rows: dict[str, list[float]] = {}

    def add(key: str, microseconds: float) -> None:
        rows.setdefault(key, []).append(microseconds / 1000)

    for place in places:
        k = bisect.bisect_right(plys, place)
        redraw = task_at(plys[k]) if k < len(plys) else None
        if redraw is None:
            continue
        add("Place clicked -> data-ply changed", plys[k] - place)
        add("redraw task", redraw["dur"])
        for name in ("Layout", "UpdateLayoutTree"):
            add(f"  {name} forced inside it", inside(name, redraw))
        j = bisect.bisect_left(paints, redraw["ts"] + redraw["dur"])
        frame = task_at(paints[j]) if j < len(paints) else None
        if frame is not None:
            add("next frame's rendering task", frame["dur"])
            for name in RENDERING:
                add(f"  {name}", inside(name, frame))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=20, help="live moves")
    args = parser.parse_args()
    if reason := chromium_missing():
        sys.exit(reason)
    from playwright.sync_api import sync_playwright

    trace_file = Path(tempfile.mkdtemp()) / "trace.json"
    with JupyterLab() as lab, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        cells = [latency.SETUP, latency.LIVE, latency.ECHO]
        nb = Notebook(lab, browser, "trace.ipynb", cells).open()
        for k in range(3):
            nb.run(k)
        nb.widget(1).evaluate(MARK)
        browser.start_tracing(page=nb.page, path=str(trace_file), categories=CATEGORIES)
        live, echo, _sent = latency.live_moves(nb, args.moves)
        browser.stop_tracing()
        lag, echo_lag = nb.page.evaluate("[window.__lag, window.__echoLag]")
        browser.close()
    loaded = json.loads(trace_file.read_text())
    trace = loaded["traceEvents"] if isinstance(loaded, dict) else loaded
    rows = per_move(*main_thread(trace))

    live_ms = statistics.median(s["dom"] for s in live)
    echo_ms = statistics.median(s["dom"] for s in echo)
    print(f"clans_widget: a live move in a Chrome trace ({len(live)} moves, medians)")
    ratio = live_ms / echo_ms
    print(f"  live move {live_ms:.1f} ms, no-op round trip {echo_ms:.1f} ms: {ratio:.2f}x")
    print(
        f"  click's lag (event time stamp -> handler): board {statistics.median(lag):.1f} ms,"
        f" no-op {statistics.median(echo_lag):.1f} ms"
    )
    for key, values in rows.items():
        print(f"  {key:36} {statistics.median(values):6.1f} ms")


if __name__ == "__main__":
    main()
