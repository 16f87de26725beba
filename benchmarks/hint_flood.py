"""What a flood of hints costs a board: 1,000 hint and step intents, then a play and a Review.

Run: .venv/bin/python benchmarks/hint_flood.py [--intents 1000] [--cancels 10]

Python side, no browser: the intents go through the widget's message handler as the front
end sends them (tests/test_hint_flood.py has the same steps as tests). Prints how many hint
searches ran at once, how long a play took after the burst against a play on a quiet board
(the baseline, same process), how long a cancelled search ran on, and how soon a Review
started after the burst against one on a quiet board. Targets: one search at most, the play
within 200 ms, a cancelled search stopped within 100 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.test_hint_flood import (  # noqa: E402
    LONG,
    SHORT,
    Searches,
    board,
    burst,
    in_loop,
    play,
    review_started,
    step,
    timed,
)


async def cancel_times(searches: Searches, count: int) -> list[float]:
    """Per long hint search cancelled by a step, how long it ran on (seconds)."""
    took = []
    for _ in range(count):
        w = board(LONG)
        worker = await searches.hint_under_way(w)
        began = time.perf_counter()
        step(w, 3)
        took.append(await searches.ran_on(worker, began, within=60))
    return took


async def measure(intents: int, cancels: int, searches: Searches) -> None:
    quiet = [board(SHORT) for _ in range(5)]
    baseline = statistics.median(timed(lambda q=q: play(q)) for q in quiet)  # type: ignore[misc]
    w = board(SHORT)
    began = time.perf_counter()
    await burst(w, intents)
    spent = time.perf_counter() - began
    most, running = searches.most, searches.now
    await searches.until(1, within=2.0)  # the last hint's search, under way for the play
    answered = timed(lambda: play(w))
    print(
        f"burst: {intents} intents in {spent:.2f} s; hint searches at once: at most {most}, "
        f"{running} running at its end"
    )
    print(
        f"play after the burst: {answered * 1000:.1f} ms; on a quiet board (baseline) "
        f"{baseline * 1000:.1f} ms; ratio {answered / baseline:.2f}x (target: under 200 ms)"
    )
    took = await cancel_times(searches, cancels)
    print(
        f"cancelled search ran on: median {statistics.median(took) * 1000:.1f} ms, max "
        f"{max(took) * 1000:.1f} ms over {cancels} (target: under 100 ms)"
    )
    q = board(SHORT)
    calm = await review_started(q)
    w = board(SHORT)
    await burst(w, intents)
    flooded = await review_started(w)
    print(
        f"review started after the burst: {flooded * 1000:.1f} ms; on a quiet board "
        f"{calm * 1000:.1f} ms; ratio {flooded / calm:.2f}x"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--intents", type=int, default=1000)
    parser.add_argument("--cancels", type=int, default=10)
    args = parser.parse_args()
    with pytest.MonkeyPatch.context() as patch:
        in_loop(measure(args.intents, args.cancels, Searches(patch)))


if __name__ == "__main__":
    main()
