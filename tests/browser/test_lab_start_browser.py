"""The first start, as a newcomer makes it: ``bash scripts/lab.sh`` in a fresh clone of this
repository's HEAD, as the user running the tests (root in CI, as in Docker and classroom VMs).

setup.sh's path from nothing (``python3 -m venv``, then pip installing every dependency) is
what CI itself runs first, in a fresh clone (.ci/run, then scripts/test.sh, which starts with
setup.sh); a second one here took minutes for nothing new. So the clone gets a ready .venv:
a venv of its own that reads this test run's packages (a .pth file naming our site-packages),
with our console scripts and a copy of our Jupyter data and configuration (nothing of ours is
written to). lab.sh then runs setup.sh for real in the clone: npm ci, the front-end build and
the clone's own editable install. Then: no Node error at the start (JupyterLab's scripts are
read under this checkout's package.json and the clone's, the same file), the printed URL opens
lesson 1, a lesson run and saved in that JupyterLab keeps its boards' state, the copy in
my-lessons holds every lesson and game as they are in notebooks/, lessons run and saved there
leave ``git status`` clean, and a second setup.sh redoes nothing.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from venv import EnvBuilder

import pytest

from tests.browser.labdriver import ROOT, SETTINGS, WIDGET_MIME, free_port, stop_process

pytestmark = [pytest.mark.browser, pytest.mark.slow]

LESSON_1 = "01_the_table.ipynb"
SETUP_TIMEOUT = 600  # npm ci, the build and an editable install on a loaded machine
# What setup.sh does in the clone, the .venv given (in this order).
SETUP_STEPS = [
    "== installing the front end's tools (npm ci)",
    "== building the front end",
    "== installing clans_widget and its test tools",
]
URL = re.compile(r"http://127\.0\.0\.1:\d+/\S*\?token=\w+")
# What Node printed when it read JupyterLab's own scripts as ES modules (issue 16).
NODE_ERRORS = re.compile(r"Dynamic require|ES module scope|Fail to get yarn")
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
NOTIFICATIONS = "@jupyterlab/apputils-extension/notification.jupyterlab-settings"


@dataclass
class Started:
    """lab.sh running in a clone: its printed URL and its output so far."""

    clone: Path
    url: str
    log: Path
    env: dict[str, str]

    @property
    def lessons(self) -> Path:
        return self.clone / "my-lessons"

    def output(self) -> str:
        return self.log.read_text(errors="replace")


def quiet_environment(base: Path) -> dict[str, str]:
    """The test's environment with Jupyter's per-user folders in ``base`` (nothing of the
    user's settings, workspaces or trust database is read or written); no news toast."""
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR",
                 "JUPYTERLAB_SETTINGS_DIR", "JUPYTERLAB_WORKSPACES_DIR"):
        env[name] = str(base / name.lower())
    news = Path(env["JUPYTERLAB_SETTINGS_DIR"], NOTIFICATIONS)
    news.parent.mkdir(parents=True)
    news.write_text(json.dumps(SETTINGS[NOTIFICATIONS]))
    env.pop("JUPYTER_PATH", None)
    # The set-up is the newcomer's, with the caches any second install has: npm takes the
    # packages from its cache without asking the registry again, and pip leaves compiling each
    # module to its first import (the suite's CPU goes to what the tests check).
    env["npm_config_prefer_offline"] = "true"
    env["PIP_NO_COMPILE"] = "1"
    return env


def give_a_ready_venv(clone: Path) -> None:
    """Make ``clone/.venv`` a venv that reads the packages of the venv running the tests.

    Ours stay as they are: the clone's venv only names our site-packages in a .pth file (our
    own .pth files are not run, so our editable clans_widget is not importable there), its
    console scripts are copies of ours started by its own Python, and its Jupyter data and
    configuration (JupyterLab's app, lab extensions, kernel spec; lab.sh writes its settings
    override there) are a copy of ours without that override. clans_widget itself is left to
    setup.sh, as are node_modules and the front-end build.
    """
    ours = Path(sys.prefix)
    assert ours != Path(sys.base_prefix), "run the tests with the project's .venv/bin/python"
    venv = clone / ".venv"
    EnvBuilder(with_pip=False, symlinks=True).create(venv)
    theirs = {"base": str(venv), "platbase": str(venv)}
    ours_site = sorted({sysconfig.get_path(kind) for kind in ("purelib", "platlib")})
    for kind in ("purelib", "platlib"):
        pth = Path(sysconfig.get_path(kind, vars=theirs), "ready-environment.pth")
        pth.write_text("".join(f"{path}\n" for path in ours_site), encoding="utf-8")
    shebang = re.compile(rb"#!" + re.escape(str(ours / "bin").encode()) + rb"/python[\d.]*\n")
    for script in sorted((ours / "bin").iterdir()):
        copy = venv / "bin" / script.name
        if copy.exists() or script.is_symlink() or not script.is_file():
            continue
        text = script.read_bytes()
        if not shebang.match(text) or b"clans_widget" in text:
            continue
        copy.write_bytes(f"#!{venv / 'bin' / 'python'}\n".encode() + text.split(b"\n", 1)[1])
        copy.chmod(0o755)
    for part in ("share/jupyter", "etc/jupyter"):
        if (ours / part).is_dir():
            shutil.copytree(ours / part, venv / part, symlinks=True)
    (venv / "share/jupyter/lab/settings/overrides.json").unlink(missing_ok=True)


@pytest.fixture(scope="module")
def started(tmp_path_factory: pytest.TempPathFactory, browser: Any) -> Iterator[Started]:
    """``bash scripts/lab.sh --no-browser --port P ...`` in a fresh clone, once its URL shows."""
    base = tmp_path_factory.mktemp("lab-start")
    clone = base / "clone"
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True)
    give_a_ready_venv(clone)
    env = quiet_environment(base)
    log = base / "lab.log"
    command = ["bash", "scripts/lab.sh", "--no-browser", "--ip=127.0.0.1", f"--port={free_port()}",
               "--ServerApp.port_retries=0", "--LabApp.expose_app_in_browser=True"]
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=clone, env=env, stdout=out,
                                   stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + SETUP_TIMEOUT
        while not (found := URL.search(log.read_text(errors="replace"))):
            tail = log.read_text(errors="replace")[-3000:]
            assert process.poll() is None, f"lab.sh exited with {process.returncode}:\n{tail}"
            assert time.monotonic() < deadline, f"no URL after {SETUP_TIMEOUT} s:\n{tail}"
            time.sleep(0.25)
        yield Started(clone, found.group(0), log, env)
    finally:
        stop_process(process)


def test_setup_finished_the_clone_and_the_start_prints_no_node_error(started: Started) -> None:
    # JupyterLab's build check runs Node on its own scripts: ask for it, then read the output.
    base = started.url.split("/lab")[0]
    token = started.url.split("token=")[1]
    with urllib.request.urlopen(f"{base}/lab/api/build?token={token}", timeout=120) as answer:
        assert json.load(answer)["status"] == "stable"
    output = started.output()
    steps = [line for line in output.splitlines() if line.startswith("== ")]
    assert steps[: len(SETUP_STEPS)] == SETUP_STEPS, output[-3000:]
    # The clone's Python, where its kernels run, imports the clone's clans_widget.
    imported = subprocess.run(
        [str(started.clone / ".venv" / "bin" / "python"), "-c",
         "import clans_widget; print(clans_widget.__file__)"],
        cwd=started.lessons, env=started.env, capture_output=True, text=True, check=True,
    ).stdout.strip()
    assert Path(imported).is_relative_to(started.clone), imported
    bad = [line[:200] for line in output.splitlines() if NODE_ERRORS.search(line)]
    assert not bad, "Node misread JupyterLab's scripts:\n" + "\n".join(bad)


# The notebook at ``path`` is the current tab, loaded, with its kernel idle.
_OPEN_JS = """
(path) => {
  const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  if (!panel || !panel.context || panel.context.path !== path) return false;
  const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
  return Boolean(panel.context.isReady && kernel && kernel.status === 'idle');
}
"""
# Run a JupyterLab command; ``window.commandDone`` names it once it finished.
_COMMAND_JS = """
(command) => {
  window.commandDone = null;
  window.jupyterapp.commands.execute(command).then(() => { window.commandDone = command; });
}
"""


def test_the_printed_url_opens_lesson_1_which_saves_its_boards(
    started: Started, browser: Any
) -> None:
    assert f"/lab/tree/{LESSON_1}?token=" in started.url
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    try:
        page = context.new_page()
        page.goto(started.url, wait_until="domcontentloaded")
        page.wait_for_function(_OPEN_JS, arg=LESSON_1, timeout=120_000)
        assert page.title().startswith(LESSON_1.removesuffix(".ipynb"))
        assert page.locator(".jp-Dialog").count() == 0  # nothing asked before the lesson
        # A student runs the lesson and saves it: JupyterLab keeps the boards' state in it.
        for command in ("notebook:run-all-cells", "docmanager:save"):
            page.evaluate(_COMMAND_JS, command)
            page.wait_for_function("(c) => window.commandDone === c", arg=command,
                                   timeout=300_000, polling=500)
    finally:
        context.close()
    saved = json.loads((started.lessons / LESSON_1).read_text(encoding="utf-8"))
    shown = {output["data"][WIDGET_MIME]["model_id"]
             for cell in saved["cells"] for output in cell.get("outputs", [])
             if WIDGET_MIME in output.get("data", {})}
    kept = saved["metadata"].get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    assert all(c["execution_count"] for c in saved["cells"] if c["cell_type"] == "code")
    assert shown, "lesson 1 showed no board"
    assert shown <= set(kept), "the saved lesson lacks the state of a board it shows"


RUN_IN_THE_COPY = ["04_replay_a_game.ipynb", "01_the_table.de.ipynb", "01_the_table.fr.ipynb"]
"""The lessons run and saved in the copy here: the one that writes a file (a record, then
validated by the command line in its folder) and lesson 1 in each translation. Every lesson,
in every language, also runs under nbval in ``notebooks/`` itself, where the suite's guard
(tests/worktree.py) fails the run if one leaves a file behind."""


def test_the_copy_holds_every_lesson_and_game_and_running_lessons_leaves_git_status_clean(
    started: Started,
) -> None:
    originals = ROOT / "notebooks"
    wanted = sorted(
        p.relative_to(originals).as_posix()
        for p in [*originals.glob("*.ipynb"), *originals.glob("games/**/*.json")]
    )
    copied = sorted(
        p.relative_to(started.lessons).as_posix()
        for p in [*started.lessons.glob("*.ipynb"), *started.lessons.glob("games/**/*.json")]
    )
    assert copied == wanted
    for rel in wanted:  # a lesson reads here the games it reads in notebooks/ (lesson 1 is
        if rel.startswith("games/"):  # saved with its outputs by the test before)
            assert (started.lessons / rel).read_bytes() == (originals / rel).read_bytes(), rel
    # Run and saved as JupyterLab runs and autosaves them.
    run = subprocess.run(
        [str(started.clone / ".venv" / "bin" / "jupyter"), "nbconvert", "--to", "notebook",
         "--execute", "--inplace", "--ExecutePreprocessor.timeout=900", *RUN_IN_THE_COPY],
        cwd=started.lessons, env=started.env, capture_output=True, text=True, timeout=1800,
    )
    assert run.returncode == 0, f"nbconvert failed:\n{(run.stdout + run.stderr)[-3000:]}"
    for name in RUN_IN_THE_COPY:
        cells = json.loads((started.lessons / name).read_text(encoding="utf-8"))["cells"]
        assert all(c["execution_count"] for c in cells if c["cell_type"] == "code"), name
    status = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"],
                            cwd=started.clone, capture_output=True, text=True, check=True).stdout
    assert status == ""


def test_a_second_setup_redoes_nothing(started: Started) -> None:
    again = subprocess.run(["bash", "scripts/setup.sh"], cwd=started.clone, env=started.env,
                           capture_output=True, text=True, check=True)
    assert [line for line in again.stdout.splitlines() if line.startswith("==")] == []
