"""What a test run may leave in the working tree: nothing.

The suite runs every lesson in every language in ``notebooks/`` itself (nbval), and every
browser test, build and export. A file any of them writes into the repository, or a tracked
file any of them changes, would show in ``git status`` afterwards, where a student who ran the
lessons would see it. ``tests/conftest.py`` notes the status when the run starts and fails the
run, naming the paths, when it ends with more.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def status() -> set[str] | None:
    """``git status --porcelain`` of the repository, one entry per path (untracked files one
    by one), or ``None`` outside a git checkout."""
    try:
        found = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=all"],
            cwd=ROOT, capture_output=True, text=True, check=True, timeout=60,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return set(found.stdout.splitlines())


def left_behind(before: set[str] | None, after: set[str] | None) -> list[str]:
    """The status entries the run added, sorted (none when either status is unknown)."""
    if before is None or after is None:
        return []
    return sorted(after - before)
