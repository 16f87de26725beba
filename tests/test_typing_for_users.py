"""What users get: code using the package type-checks under mypy --strict; no widget on import."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

USER_CODE = """\
from clans_widget import ClansWidget, Game, Record

widget: ClansWidget = ClansWidget(Game.new(2, seed=1))
record: Record = widget.record
reveal_type(widget.record)
"""


def test_user_code_type_checks_under_mypy_strict(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    api = pytest.importorskip("mypy.api")
    (tmp_path / "user.py").write_text(USER_CODE, encoding="utf-8")
    (tmp_path / "mypy.ini").write_text("[mypy]\n", encoding="utf-8")
    # From tmp_path with a config of its own, mypy finds clans_widget as an installed package
    # (as users do), not as this repository's source with this repository's settings.
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("MYPYPATH", raising=False)
    # mypy raises the interpreter's recursion limit for good; later tests in this worker
    # (tests/test_record_fuzz.py's nesting limits) need the one they started with.
    limit = sys.getrecursionlimit()
    try:
        out, err, status = api.run(
            ["--strict", "--config-file", "mypy.ini", "--cache-dir", str(tmp_path / "cache"),
             "user.py"]
        )
    finally:
        sys.setrecursionlimit(limit)
    assert status == 0, out + err
    assert 'Revealed type is "clans_widget.rules.record.Record"' in out


def test_importing_the_package_does_not_import_the_widget_stack(tmp_path: Path) -> None:
    check = "import clans_widget, sys; assert 'anywidget' not in sys.modules, 'anywidget'"
    run = subprocess.run([sys.executable, "-c", check], cwd=tmp_path, capture_output=True,
                         text=True, check=False)
    assert run.returncode == 0, run.stderr
