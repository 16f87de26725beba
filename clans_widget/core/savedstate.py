"""The ``frames`` trait in its compact form, and keeping a board's saved widget state whole.

The ``frames`` trait crosses (and is saved in a notebook's widget state) as **deltas**: the
first frame whole, every later one as what changed from the frame before it
(:func:`~.frames.frame_delta`); ``compact_frames`` makes that form, ``js/framestore.ts`` reads
it back. Python holds whole frames in the trait and sends moves as deltas in custom messages
(``ClansWidget._send_frames``), changing the trait's list in place, so no trait update carries
them. A page with a front end keeps its model's copy in step in place (it never sets it, so
nothing crosses back to the kernel); a notebook run with no page, as
``jupyter nbconvert --execute`` runs it, saves only what crossed as trait updates. So after
every cell that changed a board's frames, the frames cross once as a trait update (compact);
the widget state recorded for the notebook then holds every frame, and nbconvert's HTML,
nbviewer and the static site can replay.
"""

from __future__ import annotations

import sys
import weakref
from collections.abc import Sequence
from typing import Any

from .frames import frame_delta

_changed: weakref.WeakSet[Any] = weakref.WeakSet()
_hooked: list[Any] = []  # the IPython shell whose post_run_cell event sends them


def compact_frames(
    frames: Sequence[dict[str, Any]], before: dict[str, Any] | None = None
) -> list[dict[str, Any]]:
    """``frames`` as deltas, each against the frame before it (the first against ``before``:
    whole when ``before`` is None). Every frame holds the same keys, so whole frames are valid
    deltas too."""
    deltas = []
    for frame in frames:
        deltas.append(frame_delta(before, frame))
        before = frame
    return deltas


def frames_to_json(
    frames: Sequence[dict[str, Any]], _widget: object = None
) -> list[dict[str, Any]]:
    """The ``frames`` trait as it crosses to a front end and is saved: what a board with no
    kernel draws, :func:`compact_frames` with no legal moves (a live board gets them from its
    ``sync`` answer)."""
    return [without_legal(delta) for delta in compact_frames(frames)]


def without_legal(frame: dict[str, Any]) -> dict[str, Any]:
    """``frame`` (or a frame delta) with no legal moves: a board with no kernel offers nothing
    to play."""
    return {key: value for key, value in frame.items() if key != "legal"}


def frames_changed(widget: Any) -> None:
    """Note that ``widget``'s frames changed: they are sent after the running cell.

    Outside IPython (plain Python, tests) nothing is noted: no notebook saves a state there.
    """
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is None:
        return
    if not _hooked:
        # post_run_cell: after a cell only (post_execute also follows every comm message, so
        # each click on a board would send its whole frames)
        shell.events.register("post_run_cell", send_changed)
        _hooked.append(shell)
    _changed.add(widget)


def send_changed(_result: object = None) -> None:
    """Send the ``frames`` of every board noted since the last cell, once each (and its
    ``answers``, worked out ahead for a board with no kernel, kept in step with them)."""
    widgets = list(_changed)
    _changed.clear()
    for widget in widgets:
        if widget.comm is not None:  # a closed board has no front end left to tell
            widget.send_state("frames")
            if getattr(widget, "answers", None):  # Schotten Totten's proofs, for no kernel
                widget.send_state("answers")
