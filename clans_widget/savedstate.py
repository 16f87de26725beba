"""Keeping a board's saved widget state whole when no front end is watching.

Python sends frames to the front end as deltas in custom messages and changes the ``frames``
trait's list in place (see ``ClansWidget._send_frames``), so no trait update carries them.
A JupyterLab page saves whole frames anyway (js/framestore.ts copies them into its model), but
a notebook run with no page, as ``jupyter nbconvert --execute`` runs it, saves only what
crossed as trait updates: the frames a board had when it was made. So after every cell that
changed a board's frames, the whole frames cross once as a trait update; the widget state
recorded for the notebook then holds every frame, and nbconvert's HTML and nbviewer can replay.
"""

from __future__ import annotations

import sys
import weakref
from typing import Any

_changed: weakref.WeakSet[Any] = weakref.WeakSet()
_hooked: list[Any] = []  # the IPython shell whose post_run_cell event sends them


def frames_changed(widget: Any) -> None:
    """Note that ``widget``'s frames changed: they are sent whole after the running cell.

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
    """Send the whole ``frames`` of every board noted since the last cell, once each."""
    widgets = list(_changed)
    _changed.clear()
    for widget in widgets:
        if widget.comm is not None:  # a closed board has no front end left to tell
            widget.send_state("frames")
