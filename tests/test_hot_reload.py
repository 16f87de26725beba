"""ANYWIDGET_HMR=1: a rebuilt front end reaches open widgets without restarting the kernel."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from clans_widget.widget import _STATIC

BUNDLE = _STATIC / "widget.js"

CHILD = textwrap.dedent(
    """
    import threading
    from clans_widget import ClansWidget, Game

    w = ClansWidget(Game.new(2, seed=1))
    reloaded = threading.Event()
    ClansWidget._esm.changed.connect(lambda contents: reloaded.set())
    bundle = ClansWidget._esm._path
    bundle.write_text(bundle.read_text(encoding="utf-8"), encoding="utf-8")  # as a rebuild would
    print("reloaded" if reloaded.wait(20) and w._esm == bundle.read_text() else "not reloaded")
    """
)


@pytest.mark.skipif(not BUNDLE.exists(), reason="front end not built: npm run build")
def test_a_rebuilt_bundle_is_pushed_to_open_widgets() -> None:
    done = subprocess.run(
        [sys.executable, "-c", CHILD],
        env={"ANYWIDGET_HMR": "1", "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.stdout.strip() == "reloaded", done.stderr
