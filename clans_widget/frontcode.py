"""The front end's code, kept once per kernel: a holder widget the boards refer to.

Each board's ``_esm`` is then a small loader (js/loader.ts) that imports the code from the
holder, so a notebook saved with its widget state keeps the bundle once, not once per board.
Hot reload (``ANYWIDGET_HMR=1``) and marimo (where one widget cannot reach another) keep the
whole bundle in each board's ``_esm``.
"""

from __future__ import annotations

import functools
import os
import pathlib
import sys

import ipywidgets
import traitlets

_STATIC = pathlib.Path(__file__).parent / "static"
BUNDLE = _STATIC / "widget.js"
LOADER = _STATIC / "loader.js"


class CodeHolder(ipywidgets.Widget):  # type: ignore[misc]
    """A model with no view holding the front end's bundle in ``code``."""

    _model_name = traitlets.Unicode("WidgetModel").tag(sync=True)
    _model_module = traitlets.Unicode("@jupyter-widgets/base").tag(sync=True)
    code = traitlets.Unicode("").tag(sync=True)


_holders: dict[int, CodeHolder] = {}
"""Each kernel's holder, by the kernel's id: a server may run a kernel per page in one process
(Solara: ``python -m clans_widget serve``), and a page sees only its own kernel's widgets."""


def code_holder() -> CodeHolder:
    """The kernel's one holder of the bundle, made on first use."""
    for kernel, holder in list(_holders.items()):
        if holder.comm is None:  # closed holders (a kernel gone) are made anew
            del _holders[kernel]
    kernel = _kernel_id()
    if kernel not in _holders:
        _holders[kernel] = CodeHolder(code=_bundle(BUNDLE.stat().st_mtime_ns))
    return _holders[kernel]


def _kernel_id() -> int:
    """The id of the kernel the widgets made now belong to (0 outside a kernel)."""
    try:
        from ipykernel.kernelbase import Kernel
    except ImportError:
        return 0
    return id(Kernel.instance()) if Kernel.initialized() else 0


@functools.lru_cache(maxsize=1)
def _bundle(_changed: int) -> str:
    """The bundle's text, read once per build (``_changed``: its time) and shared by every
    kernel's holder."""
    return BUNDLE.read_text(encoding="utf-8")


def loader() -> str | None:
    """The loader's text when boards should share the holder's code, else None."""
    if os.environ.get("ANYWIDGET_HMR") == "1" or _in_marimo():
        return None
    if not (BUNDLE.exists() and LOADER.exists()):
        return None
    return LOADER.read_text(encoding="utf-8")


def _in_marimo() -> bool:
    marimo = sys.modules.get("marimo")
    if marimo is None:
        return False
    try:
        return bool(marimo.running_in_notebook())
    except Exception:  # an old or partial marimo: keep the whole bundle, it works everywhere
        return True
