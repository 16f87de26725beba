"""The baseline of benchmarks/class_server.py: a plain Solara page that echoes one value to
every page open. A click on any page's button sets the shared value, and each open page's
text shows it: the same broadcast from one Python process as the class server's, with no
game behind it.

Served by benchmarks/class_server.py (``SOLARA_APP=benchmarks/echo_page.py``).
"""

from __future__ import annotations

import threading
from typing import Any

import ipywidgets
import solara

SHOWN: list[ipywidgets.HTML] = []
"""Every open page's text."""
LOCK = threading.Lock()
VALUE = [0]


def echo(_button: Any) -> None:
    """One more: every open page shows the new value."""
    with LOCK:
        VALUE[0] += 1
        for text in list(SHOWN):
            text.value = f"<span id='echo'>{VALUE[0]}</span>"


@solara.component  # type: ignore[untyped-decorator]
def Page() -> None:
    """The button and the value."""

    def make() -> ipywidgets.VBox:
        text = ipywidgets.HTML(f"<span id='echo'>{VALUE[0]}</span>")
        button = ipywidgets.Button(description="echo")
        button.on_click(echo)
        with LOCK:
            SHOWN.append(text)
        return ipywidgets.VBox([button, text])

    box = solara.use_memo(make, dependencies=[])
    solara.Column(children=[box])
