"""Drive a real JupyterLab in a real Chromium: used by the browser tests and the benchmarks.

``JupyterLab`` starts ``jupyter lab`` from this repository's virtual environment on a free
loopback port with a random token, a temporary root dir and its own settings (no news toast,
every notebook cell attached to the DOM, the app exposed as ``window.jupyterapp``).
``launch_chromium`` starts the Debian Chromium through Playwright. ``Notebook`` writes a
notebook, opens it in a page and runs its cells one by one as a person would (click into the
cell's editor, Shift+Enter).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
# Chromium's headless shell (Debian's chromium-headless-shell): the same Blink as
# /usr/bin/chromium without the browser's own UI, and about a fifth less CPU for the same
# browser tests (measured: 128 against 101 CPU seconds for two test files on 2 cores).
CHROMIUM = "/usr/bin/chromium-headless-shell"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
VIEWPORT = {"width": 1400, "height": 1000}
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
RESULT = "RESULT "  # cells print "RESULT <json>" for the tests to read

# User settings of the JupyterLab we start: quiet and predictable.
SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false",
        "checkForUpdates": False,
        "doNotDisturbMode": True,
    },
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
    "@jupyterlab/apputils-extension/themes.jupyterlab-settings": {"theme": "JupyterLab Light"},
    # a saved notebook keeps its widgets' state, as a teacher would set it (saved-notebook test)
    "@jupyter-widgets/jupyterlab-manager/plugin.jupyterlab-settings": {"saveState": True},
}


def _python_bin() -> Path:
    """The bin/ directory of the Python running us (the repository's venv when run as asked)."""
    return Path(sys.executable).parent


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


class JupyterLab:
    """A JupyterLab server of our own; ``stop()`` (or the context manager) kills it by pid.
    ``settings`` are user settings on top of :data:`SETTINGS` (a language, say)."""

    def __init__(self, settings: dict[str, dict[str, Any]] | None = None) -> None:
        self.port = free_port()
        self.token = secrets.token_hex(16)
        self._tmp = tempfile.TemporaryDirectory(prefix="clans-lab-")
        base = Path(self._tmp.name)
        self.root_dir = base / "root"
        self.settings_dir = base / "settings"
        self.workspaces_dir = base / "workspaces"
        self.log_path = base / "jupyter.log"
        for path in (self.root_dir, self.settings_dir, self.workspaces_dir):
            path.mkdir()
        for name, values in {**SETTINGS, **(settings or {})}.items():
            file = self.settings_dir / name
            file.parent.mkdir(parents=True, exist_ok=True)
            file.write_text(json.dumps(values))
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 90) -> JupyterLab:
        bin_dir = _python_bin()
        env = dict(os.environ)
        env["PATH"] = f"{bin_dir}{os.pathsep}{env.get('PATH', '')}"
        env["JUPYTER_CONFIG_DIR"] = str(Path(self._tmp.name) / "config")
        env["JUPYTER_RUNTIME_DIR"] = str(Path(self._tmp.name) / "runtime")
        env["IPYTHONDIR"] = str(Path(self._tmp.name) / "ipython")
        env["PYTHONPATH"] = str(ROOT)  # the kernel imports clans_widget from this checkout
        env.pop("JUPYTER_PATH", None)
        cmd = [
            str(bin_dir / "jupyter"),
            "lab",
            "--no-browser",
            f"--port={self.port}",
            "--ip=127.0.0.1",
            f"--IdentityProvider.token={self.token}",  # ServerApp.token, not deprecated
            f"--ServerApp.root_dir={self.root_dir}",
            "--ServerApp.port_retries=0",
            f"--LabApp.user_settings_dir={self.settings_dir}",
            f"--LabApp.workspaces_dir={self.workspaces_dir}",
            "--LabApp.expose_app_in_browser=True",
        ]
        if os.geteuid() == 0:  # CI runs as root
            cmd.append("--allow-root")
        log = self.log_path.open("wb")
        self.process = subprocess.Popen(
            cmd, cwd=self.root_dir, env=env, stdout=log, stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        log.close()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"jupyter lab exited early:\n{self.log_tail()}")
            try:
                self.api("GET", "/api/status")
                return self
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"jupyter lab did not answer in {timeout} s:\n{self.log_tail()}")

    def api(self, method: str, path: str) -> Any:
        request = urllib.request.Request(
            f"{self.base_url}{path}",
            method=method,
            headers={"Authorization": f"token {self.token}"},
        )
        with urllib.request.urlopen(request, timeout=5) as response:
            body = response.read()
        return json.loads(body) if body else None

    def shutdown_kernels(self) -> None:
        """Stop every kernel (between tests: each test's notebook has its own kernel)."""
        for session in self.api("GET", "/api/sessions"):
            self.api("DELETE", f"/api/sessions/{session['id']}")

    def log_tail(self, lines: int = 40) -> str:
        return log_tail(self.log_path, lines)

    def url_of_workspace(self, workspace: str) -> str:
        """JupyterLab in a workspace of its own, reset: nothing open."""
        return f"{self.base_url}/lab/workspaces/{workspace}?reset&token={self.token}"

    def url(self, notebook: str, workspace: str = "default") -> str:
        """The notebook's address, in a workspace of its own (a fresh, stable layout)."""
        return f"{self.base_url}/lab/workspaces/{workspace}/tree/{notebook}?token={self.token}"

    def stop(self) -> None:
        """Terminate our server by its pid, then anything left in the session we started."""
        stop_process(self.process)
        self.process = None
        self._tmp.cleanup()

    def __enter__(self) -> JupyterLab:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def stop_process(process: subprocess.Popen[bytes] | None) -> None:
    """Terminate a server we started, by its pid, then anything left in its session (its kernels
    live in the session it leads: start it with ``start_new_session=True``)."""
    if process is None:
        return
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, signal.SIGKILL)


def log_tail(path: Path, lines: int = 40) -> str:
    """The last ``lines`` lines of a server's log, each cut at 300 characters ('' if unreadable)."""
    try:
        text = path.read_text(errors="replace")
    except OSError:
        return ""
    return "\n".join(line[:300] for line in text.splitlines()[-lines:])


def chromium_missing() -> str | None:
    """Why the browser cannot run here, or None."""
    if not os.path.exists(CHROMIUM):
        return (
            f"{CHROMIUM} is missing (apt-get install chromium-headless-shell, or run"
            " scripts/setup.sh)"
        )
    return None


def launch_chromium(playwright: Any) -> Any:
    return playwright.chromium.launch(
        executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
    )


def notebook_json(cells: list[str]) -> str:
    return json.dumps(
        {
            "cells": [
                {
                    "cell_type": "code",
                    "execution_count": None,
                    "metadata": {},
                    "outputs": [],
                    "source": source,
                }
                for source in cells
            ],
            "metadata": {
                "kernelspec": {
                    "display_name": "Python 3 (ipykernel)",
                    "language": "python",
                    "name": "python3",
                },
                "language_info": {"name": "python"},
            },
            "nbformat": 4,
            "nbformat_minor": 5,
        },
        indent=1,
    )


# Reads every widget model's state from the page through JupyterLab's own objects:
# the notebook's WidgetRenderers hold the widget manager (ipywidgets 8 keeps it in
# `_manager`, a PromiseDelegate), and the manager serializes every model it holds.
_STATE_JS = """
async (id) => {
  const app = window.jupyterapp;
  if (!app) throw new Error("window.jupyterapp is not exposed");
  const panel = app.shell.currentWidget;
  if (panel.id !== id) throw new Error("the notebook is not the current widget");
  const found = [];
  const walk = (w) => {
    if (!w) return;
    if (w._manager && w._manager.promise) found.push(w);
    for (const child of (w.widgets || [])) walk(child);
  };
  for (const cell of panel.content.widgets) walk(cell.outputArea);
  if (!found.length) throw new Error("no widget renderer in the notebook");
  const manager = await found[0]._manager.promise;
  const state = await manager.get_state({ drop_defaults: false });
  return JSON.stringify(state);
}
"""


# True once the current main-area widget is the notebook at `path`, its cells drawn and its
# kernel idle, so that the first Shift+Enter counts.
_OPENED_JS = """([count, path]) => {
  const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  if (!panel || !panel.context || panel.context.path !== path) return false;
  const kernel = panel && panel.sessionContext && panel.sessionContext.session
    && panel.sessionContext.session.kernel;
  return Boolean(panel.context.isReady && kernel && kernel.status === 'idle'
    && panel.node.querySelectorAll('.jp-Cell').length >= count);
}"""

# Open the notebook at `path` in a loaded JupyterLab, then close every other main-area widget
# and every dialog without asking (a disposed document widget neither saves nor asks to). The
# notebook opens first: a main area left empty opens the Launcher, a moment later.
_OPEN_IN_TAB_JS = """async (path) => {
  const app = window.jupyterapp;
  const opened = await app.commands.execute('docmanager:open', { path, factory: 'Notebook' });
  for (const dialog of document.querySelectorAll('.jp-Dialog')) dialog.remove();
  for (const widget of [...app.shell.widgets('main')]) if (widget !== opened) widget.dispose();
  app.shell.activateById(opened.id);
}"""


class LabTab:
    """One JupyterLab page, loaded once, in which notebook after notebook is opened.

    Opening a notebook in a new page costs about 9 CPU seconds on these 2-core machines, 5 of
    them in Chromium's renderer loading JupyterLab's application (measured from every
    process's CPU time around four openings); the browser tests open well over a hundred.
    Each :class:`Notebook` opened here has the page to itself: the tab closes every other
    document first, and sends the page's errors, console errors and kernel websocket frames
    to the notebook open at the time. The page is loaded afresh after ``RELOAD_AFTER``
    notebooks, or when a notebook did not open in it.
    """

    RELOAD_AFTER = 40

    def __init__(self, lab: JupyterLab, browser: Any) -> None:
        self.lab = lab
        self.context = browser.new_context(viewport=VIEWPORT)
        self.page = self.context.new_page()
        self.current: Notebook | None = None
        self.opened = 0
        self.loaded = False
        page = self.page
        page.on("pageerror", lambda error: self._to_current("page_errors", str(error)))
        page.on(
            "console",
            lambda msg: self._to_current("console_errors", msg.text) if msg.type == "error"
            else None,
        )
        page.on("websocket", self._watch_socket)

    def _to_current(self, kind: str, text: str) -> None:
        if self.current is not None:
            getattr(self.current, kind).append(text)

    def _watch_socket(self, ws: Any) -> None:
        owner = self.current  # a kernel's socket belongs to the notebook that opened it
        if owner is not None and "/api/kernels/" in ws.url:
            ws.on("framereceived", lambda payload: owner.ws_received.append(payload))
            ws.on("framesent", lambda payload: owner.ws_sent.append(payload))

    def load(self) -> None:
        """Load JupyterLab afresh, in a workspace of its own with nothing open."""
        self.page.goto(self.lab.url_of_workspace("tab"), wait_until="domcontentloaded")
        self.page.wait_for_function(
            "() => window.jupyterapp && window.jupyterapp.commands.hasCommand('docmanager:open')"
        )
        self.page.evaluate("() => window.jupyterapp.restored")
        self.loaded = True
        self.opened = 0

    def open(self, notebook: Notebook, timeout: float) -> None:
        """Open ``notebook`` in this page, alone, with the page's default size and media."""
        if not self.loaded or self.opened >= self.RELOAD_AFTER:
            self.load()
        self.current = notebook
        self.page.set_viewport_size(VIEWPORT)
        self.page.emulate_media(media="no-override")
        self.opened += 1
        for attempt in range(2):
            if attempt:  # a page a test left broken: load it afresh, once
                self.load()
            try:
                self.page.evaluate(_OPEN_IN_TAB_JS, notebook.name)
                self.page.wait_for_function(
                    _OPENED_JS, arg=[len(notebook.cells), notebook.name], timeout=timeout
                )
                return
            except Exception:
                if attempt:
                    raise

    def release(self, notebook: Notebook) -> None:
        """Close ``notebook``'s document (its kernel is the caller's to stop)."""
        if self.current is not notebook:
            return
        self.current = None
        with contextlib.suppress(Exception):
            self.page.evaluate(
                "(id) => { for (const w of [...window.jupyterapp.shell.widgets('main')]) "
                "if (w.id === id) w.dispose(); }",
                notebook.panel_id,
            )

    def close(self) -> None:
        self.context.close()


class Notebook:
    """A notebook with the given code cells, open in its own page of ``browser``, or in
    ``tab``, a JupyterLab page shared with the notebooks before and after it."""

    def __init__(
        self,
        lab: JupyterLab,
        browser: Any,
        name: str,
        cells: list[str],
        viewport: dict[str, int] | None = None,
        tab: LabTab | None = None,
    ) -> None:
        self.lab = lab
        self.name = name
        self.cells = cells
        (lab.root_dir / name).write_text(notebook_json(cells))
        self.tab = tab
        self.page_errors: list[str] = []
        self.console_errors: list[str] = []
        self.ws_received: list[str | bytes] = []
        self.ws_sent: list[str | bytes] = []
        self.panel_id = ""
        if tab is not None:
            if viewport not in (None, VIEWPORT):
                raise ValueError("a notebook in a shared tab has the tab's viewport")
            self.context = tab.context
            self.page = tab.page
        else:
            self.context = browser.new_context(viewport=viewport or VIEWPORT)
            self.page = self._new_page()

    def _new_page(self) -> Any:
        page = self.context.new_page()
        page.on("pageerror", lambda error: self.page_errors.append(str(error)))
        page.on(
            "console",
            lambda msg: self.console_errors.append(msg.text) if msg.type == "error" else None,
        )
        page.on("websocket", self._watch_socket)
        return page

    def _watch_socket(self, ws: Any) -> None:
        if "/api/kernels/" in ws.url:
            ws.on("framereceived", lambda payload: self.ws_received.append(payload))
            ws.on("framesent", lambda payload: self.ws_sent.append(payload))

    # --- opening -----------------------------------------------------------------------

    def open(self, timeout: float = 60_000) -> Notebook:
        page = self.page
        if self.tab is not None:
            self.tab.open(self, timeout)
        else:
            workspace = re.sub(r"[^A-Za-z0-9_-]", "-", Path(self.name).stem)
            page.goto(self.lab.url(self.name, workspace), wait_until="domcontentloaded")
            page.wait_for_function(
                _OPENED_JS, arg=[len(self.cells), self.name], timeout=timeout
            )
        # A stable layout: no side panels, only the notebook.
        self.panel_id = page.evaluate(
            """() => { const s = window.jupyterapp.shell;
                       s.collapseLeft(); s.collapseRight(); return s.currentWidget.id; }"""
        )
        self.dismiss_toasts()
        return self

    def reopen_from_disk(self, boards: int = 1, attempts: int = 3) -> Notebook:
        """Close this page, stop every kernel, then open the saved notebook in a new page, and
        wait until its ``boards`` boards are drawn from the saved state.

        The old page is closed first: left open, it sees its kernel stopped and may start
        another for the same path while the new page restores its widgets from the file.
        ipywidgets' manager has a race of its own here: when the new kernel connects during
        the restore, a restore from the kernel alone may mark the manager restored before the
        notebook's saved models are made, and a board asked for in between says "model not
        found" for good (jupyterlab-manager 5, ``restoreWidgets``). A person reopens; so do we,
        and only for that message.
        """
        for attempt in range(attempts):
            if self.tab is not None:
                self.tab.release(self)
            else:
                self.page.close()
            self.lab.shutdown_kernels()
            if self.tab is None:
                self.page = self._new_page()
            self.open()
            outcome = self.page.wait_for_function(
                """([id, boards]) => {
                     const panel = document.getElementById(id);
                     if (!panel) return null;
                     const outputs = [...panel.querySelectorAll('.jp-OutputArea-output')];
                     if (outputs.some((o) => /model not found/.test(o.textContent || '')))
                       return 'lost';
                     return panel.querySelectorAll('[data-ply]').length >= boards ? 'drawn' : null;
                   }""",
                arg=[self.panel_id, boards],
                timeout=60_000,
            ).json_value()
            if outcome == "drawn":
                return self
            print(f"reopen {attempt + 1}: ipywidgets lost a saved model; opening again")
        raise AssertionError(f"the saved boards were not drawn in {attempts} openings")

    def dismiss_toasts(self) -> None:
        """Close any JupyterLab notification toast (settings turn the news one off already)."""
        toasts = self.page.locator(".Toastify__toast .jp-toast-button, .Toastify__close-button")
        for button in toasts.all():
            with contextlib.suppress(Exception):  # a toast may vanish while we click it
                button.click(timeout=1000)

    def close(self) -> None:
        if self.tab is not None:
            self.tab.release(self)
        else:
            self.context.close()

    # --- cells -------------------------------------------------------------------------

    def cell(self, k: int) -> Any:
        return self.page.locator(f'[id="{self.panel_id}"] .jp-Notebook .jp-Cell').nth(k)

    def prompt(self, k: int) -> str:
        text: str = self.cell(k).locator(".jp-InputPrompt").first.inner_text()
        return text.strip()

    def run(self, k: int, timeout: float = 90_000) -> str:
        """Run cell ``k`` as a person would, wait until it finished, return its output text."""
        before = self.prompt(k)
        self.cell(k).locator(".jp-InputArea-editor").click()
        self.page.keyboard.press("Shift+Enter")
        self.page.wait_for_function(
            """([k, before, id]) => {
                 const panel = document.getElementById(id);
                 const cell = panel.querySelectorAll('.jp-Notebook .jp-Cell')[k];
                 const text = cell.querySelector('.jp-InputPrompt').textContent.trim();
                 return /\\[\\d+\\]/.test(text) && text !== before;
               }""",
            arg=[k, before, self.panel_id],
            timeout=timeout,
        )
        return self.output(k)

    def output(self, k: int) -> str:
        outputs = self.cell(k).locator(".jp-OutputArea-output")
        return "\n".join(o.inner_text() for o in outputs.all())

    def run_json(self, k: int) -> Any:
        """Run cell ``k``, which prints ``RESULT <json>``, and return the JSON value."""
        text = self.run(k)
        for line in text.splitlines():
            if line.startswith(RESULT):
                return json.loads(line[len(RESULT) :])
        raise AssertionError(f"cell {k} printed no {RESULT!r} line:\n{text}")

    def widget(self, k: int, selector: str = ".clans-widget", timeout: float = 60_000) -> Any:
        """The widget root in cell ``k``'s output, once it is drawn."""
        root = self.cell(k).locator(selector).first
        try:
            root.wait_for(state="visible", timeout=timeout)
        except Exception as error:  # say what the cell shows instead, and keep a picture
            shown = "(unreadable)"
            with contextlib.suppress(Exception):
                shown = self.cell(k).inner_text(timeout=5_000)[-600:]
            shots = ROOT / "tests" / "screenshots" / "browser"
            picture = shots / f"no-widget-{Path(self.name).stem}.png"
            with contextlib.suppress(Exception):
                self.screenshot(picture)
            raise AssertionError(
                f"cell {k} drew no {selector} in {timeout / 1000:.0f} s; the cell shows:\n{shown}"
                f"\n(page errors: {self.page_errors[-3:]}; picture: {picture})"
            ) from error
        return root

    # --- the page's view of the widgets -----------------------------------------------

    def widget_state(self) -> dict[str, Any]:
        """Every widget model's serialized state, as the page's widget manager holds it."""
        state: dict[str, Any] = json.loads(self.page.evaluate(_STATE_JS, self.panel_id))
        return state

    def kernel_messages(self) -> list[dict[str, Any]]:
        """Messages the page received on its kernel websockets (JSON and v1 binary framing)."""
        return [m for m in (decode_ws_frame(f) for f in self.ws_received) if m is not None]

    def screenshot(self, path: Path, element: Any = None) -> Path:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.dismiss_toasts()
        (element or self.page).screenshot(path=str(path))
        return path


def decode_ws_frame(frame: str | bytes) -> dict[str, Any] | None:
    """One kernel websocket frame as a message dict (header, content, ...), or None.

    JupyterLab 4 speaks either the legacy JSON protocol or ``v1.kernel.websocket.jupyter.org``:
    8-byte little-endian offset count, the offsets, then channel, header, parent header,
    metadata, content and buffers.
    """
    if isinstance(frame, str):
        try:
            message: dict[str, Any] = json.loads(frame)
        except ValueError:
            return None
        return message
    count = int.from_bytes(frame[:8], "little")
    offsets = [int.from_bytes(frame[8 * (i + 1) : 8 * (i + 2)], "little") for i in range(count)]
    parts = [frame[offsets[i] : offsets[i + 1]] for i in range(count - 1)]
    if len(parts) < 5:
        return None
    names = ("channel", "header", "parent_header", "metadata", "content")
    decoded: dict[str, Any] = {"channel": parts[0].decode()}
    for name, raw in zip(names[1:], parts[1:5]):
        decoded[name] = json.loads(raw) if raw else {}
    decoded["size"] = len(frame)
    return decoded
