"""Bad input to each subcommand: a clear line, a non-zero exit code, never a traceback."""

from __future__ import annotations

import errno
import json
import os
import stat
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from clans_widget import export as export_module
from clans_widget import simulate as simulate_module
from clans_widget.__main__ import main
from clans_widget.export import BUNDLE
from clans_widget.rules.record import MAX_RECORD_BYTES

REPO = Path(__file__).resolve().parent.parent
GAME = REPO / "notebooks" / "games" / "two_players.json"
ROOT = os.geteuid() == 0
needs_bundle = pytest.mark.skipif(not BUNDLE.exists(), reason="front end not built")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """``main(argv)``'s exit code, stdout and stderr; argparse's own exits count too."""
    try:
        code = main(list(argv))
    except SystemExit as exit_:
        code = exit_.code if isinstance(exit_.code, int) else 1
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def cli(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "clans_widget", *argv],
        capture_output=True, text=True, errors="replace", cwd=REPO, timeout=120, check=False,
    )


def unreadable(tmp: Path) -> str:
    """A file that exists but cannot be read, even by root."""
    if ROOT:
        if not Path("/proc/self/mem").exists():
            pytest.skip("no unreadable file for root here")
        return "/proc/self/mem"  # reading its first page fails with an I/O error
    path = tmp / "locked.json"
    path.write_text(GAME.read_text())
    path.chmod(0)
    return str(path)


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def with_name(name: str) -> str:
    data = json.loads(GAME.read_text())
    data["names"][1] = "@@"
    return json.dumps(data).replace('"@@"', name)


# --- validate -------------------------------------------------------------------------------

BAD_FILES: list[tuple[str, Callable[[Path], str], str]] = [
    ("missing", lambda tmp: str(tmp / "missing.json"), "cannot read: No such file or directory"),
    ("directory", lambda tmp: str(tmp), "cannot read: Is a directory"),
    ("unreadable", unreadable, "cannot read: "),
    ("dev zero", lambda tmp: "/dev/zero", "invalid: too large: over the 16 MiB"),
    ("binary", lambda tmp: _write(tmp, b"\x80\x81garbage\x00\xff"), "invalid: not UTF-8 text"),
    ("deep", lambda tmp: _write(tmp, nested(100_000)), "invalid: not valid JSON: lists or"),
    ("long number", lambda tmp: _write(tmp, "7" * 5000), "invalid: not valid JSON: a number"),
    ("surrogate", lambda tmp: _write(tmp, with_name('"\\ud800"')), "invalid: names[1]: the text"),
    ("empty", lambda tmp: _write(tmp, b""), "invalid: not valid JSON: Expecting value"),
]


def _write(tmp: Path, data: str | bytes) -> str:
    path = tmp / "bad.json"
    if isinstance(data, str):
        data = data.encode("utf-8")
    path.write_bytes(data)
    return str(path)


@pytest.mark.parametrize(("make", "message"), [row[1:] for row in BAD_FILES],
                         ids=[row[0] for row in BAD_FILES])
def test_validate_reports_a_bad_file_in_one_line(
    make: Callable[[Path], str], message: str, tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = make(tmp_path)
    if path.startswith("/dev/") and not Path(path).exists():
        pytest.skip(f"no {path} here")
    start = time.monotonic()
    code, out, err = run(capsys, "validate", path)
    assert time.monotonic() - start < 30
    assert code == 1 and err == ""
    assert out.startswith(f"{path}: {message}") and out.count("\n") == 1, out


def test_validate_reads_no_more_than_the_limit_of_an_endless_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = tmp_path / "big.json"
    with big.open("wb") as file:  # sparse: a huge file that takes no room
        file.truncate(MAX_RECORD_BYTES * 64)
    code, out, _ = run(capsys, "validate", str(big))
    assert (code, out) == (1, f"{big}: invalid: too large: over the 16 MiB "
                              f"({MAX_RECORD_BYTES} bytes) a record may take\n")


def test_validate_goes_on_after_a_bad_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = _write(tmp_path, nested(50_000))
    code, out, _ = run(capsys, "validate", str(GAME), bad, "/dev/zero", str(tmp_path), str(GAME))
    lines = out.splitlines()
    assert code == 1 and len(lines) == 5
    assert lines[0] == lines[4] and lines[0].startswith(f"{GAME}: valid: 2 players, 16 moves")
    assert lines[1].startswith(f"{bad}: invalid: not valid JSON")
    assert lines[2].startswith("/dev/zero: invalid: too large")
    assert lines[3] == f"{tmp_path}: cannot read: Is a directory"


def test_validate_names_a_file_whose_name_is_not_utf8(capsys: pytest.CaptureFixture[str]) -> None:
    name = os.fsdecode(b"/nonexistent/\xff.json")  # how Python passes such a name in argv
    code, out, _ = run(capsys, "validate", name)
    assert (code, out) == (1, "/nonexistent/\\udcff.json: cannot read: No such file or directory\n")


def test_validate_in_a_process_prints_no_traceback(tmp_path: Path) -> None:
    garbage = _write(tmp_path, bytes(range(256)) * 4)
    done = cli("validate", str(GAME), garbage, "/dev/zero", str(tmp_path / "none.json"),
               os.fsdecode(b"\xff\xfe.json"), str(GAME))
    assert done.returncode == 1 and done.stderr == "", done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 6 and lines[0] == lines[5]
    assert lines[1].startswith(f"{garbage}: invalid: ")
    assert lines[2].startswith("/dev/zero: invalid: too large")
    assert lines[3].endswith("cannot read: No such file or directory")
    assert lines[4] == "\\udcff\\udcfe.json: cannot read: No such file or directory"


# --- export ---------------------------------------------------------------------------------

OLD_PAGE = "<!doctype html><p>an older replay, to be kept whole</p>\n"


@pytest.fixture
def game(tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    path.write_text(GAME.read_text())
    return path


@pytest.fixture
def old_page(tmp_path: Path) -> Path:
    path = tmp_path / "page.html"
    path.write_text(OLD_PAGE)
    return path


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_export_refuses_a_bad_record_and_keeps_the_old_page(
    tmp_path: Path, old_page: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = _write(tmp_path, nested(100_000))
    code, out, err = run(capsys, "export", bad, str(old_page))
    assert (code, out) == (1, "")
    assert err.startswith(f"{bad}: invalid: not valid JSON")
    assert old_page.read_text() == OLD_PAGE


def test_export_refuses_a_huge_record_unread(
    tmp_path: Path, old_page: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "export", "/dev/zero", str(old_page))
    assert code == 1 and err.startswith("/dev/zero: invalid: too large")
    assert old_page.read_text() == OLD_PAGE


def test_export_will_not_write_over_its_own_record(
    tmp_path: Path, game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = game.read_bytes()
    link = tmp_path / "link.html"
    link.symlink_to(game)
    os.link(game, tmp_path / "hard.json")
    same = (game, tmp_path / "." / "game.json", link, tmp_path / "hard.json")
    for out in map(str, same):
        code, stdout, err = run(capsys, "export", str(game), out)
        assert (code, stdout) == (1, "")
        assert err == f"{out}: is the record {game} itself: write the page to another file\n"
    assert game.read_bytes() == before and link.is_symlink()


@pytest.mark.parametrize(
    ("out", "message"),
    [
        ("missing/page.html", "cannot write: No such file or directory"),
        (".", "cannot write: Is a directory"),
    ],
)
def test_export_names_an_output_it_cannot_write(
    out: str, message: str, tmp_path: Path, game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = str(tmp_path / out)
    code, stdout, err = run(capsys, "export", str(game), target)
    assert (code, stdout, err) == (1, "", f"{target}: {message}\n")
    assert leftovers(tmp_path) == [] and leftovers(tmp_path.parent) == []


@needs_bundle
@pytest.mark.parametrize("viewer", ["banana", "5", "-1", "\u00b2", ""])
def test_export_refuses_a_bad_viewer_and_keeps_the_old_page(
    viewer: str, game: Path, old_page: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "export", str(game), str(old_page), "--viewer", viewer)
    assert (code, out) == (1, "")
    assert err.startswith("export: error: viewer must be 'all', 'spectator' or a player index 0-1")
    assert old_page.read_text() == OLD_PAGE


def test_a_failure_while_writing_leaves_the_old_page_whole(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, game: Path, old_page: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Half a page is written, then the text cannot be encoded: the write fails midway.
    page = "<!doctype html>" + "x" * 200_000 + "\ud800"
    monkeypatch.setattr(export_module, "export_html", lambda *args: page)
    code, _, err = run(capsys, "export", str(game), str(old_page))
    assert code == 1 and err.startswith("export: error: 'utf-8' codec can't encode")
    assert old_page.read_text() == OLD_PAGE
    assert leftovers(tmp_path) == []


def test_a_failure_to_rename_leaves_the_old_page_whole(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, game: Path, old_page: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    def disk_full(*args: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(export_module, "export_html", lambda *args: "<!doctype html>new")
    monkeypatch.setattr(os, "replace", disk_full)
    code, _, err = run(capsys, "export", str(game), str(old_page))
    assert (code, err) == (1, f"{old_page}: cannot write: No space left on device\n")
    assert old_page.read_text() == OLD_PAGE
    assert leftovers(tmp_path) == []


def test_export_replaces_a_page_keeping_its_mode_and_its_link(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, game: Path, old_page: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(export_module, "export_html", lambda *args: "<!doctype html>new")
    old_page.chmod(0o640)
    link = tmp_path / "latest.html"
    link.symlink_to(old_page.name)
    assert run(capsys, "export", str(game), str(link))[0] == 0
    assert link.is_symlink() and old_page.read_text() == "<!doctype html>new"
    assert stat.S_IMODE(old_page.stat().st_mode) == 0o640
    fresh, plain = tmp_path / "fresh.html", tmp_path / "plain.txt"
    plain.write_text("")
    assert run(capsys, "export", str(game), str(fresh))[0] == 0
    assert fresh.stat().st_mode == plain.stat().st_mode  # as any new file, not 0600
    assert leftovers(tmp_path) == []


def test_export_in_a_process_prints_no_traceback(tmp_path: Path, game: Path) -> None:
    done = cli("export", str(game), str(game))
    assert done.returncode == 1 and "Traceback" not in done.stderr + done.stdout
    assert done.stderr == f"{game}: is the record {game} itself: write the page to another file\n"
    assert game.read_text() == GAME.read_text()


# --- simulate -------------------------------------------------------------------------------


@pytest.fixture
def no_games(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Games started, which should be none: each one fails the test."""
    played: list[int] = []

    def play_game(players: int, bots: object, seed: int, index: int) -> None:
        played.append(index)
        raise AssertionError("a game was played before the arguments were checked")

    monkeypatch.setattr(simulate_module, "play_game", play_game)
    return played


def read_only_folder(tmp: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    if ROOT:  # root writes anywhere; make the folder refuse as a read-only disk would
        real_open = open

        def refusing_open(path: object, *args: object, **kwargs: object) -> object:
            if Path(str(path)).parent == folder:
                raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
            return real_open(path, *args, **kwargs)  # type: ignore[call-overload]

        monkeypatch.setattr(simulate_module, "open", refusing_open, raising=False)
    return folder


@pytest.mark.parametrize(
    ("where", "message"),
    [
        ("missing/games.csv", "there is no directory"),
        ("", "is a directory"),
        ("read-only/games.csv", "cannot write: "),
        ("file.txt/games.csv", "there is no directory"),
    ],
)
def test_simulate_checks_the_csv_file_before_any_game(
    where: str, message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    no_games: list[int], capsys: pytest.CaptureFixture[str],
) -> None:
    read_only_folder(tmp_path, monkeypatch)
    (tmp_path / "file.txt").write_text("")
    target = str(tmp_path / where)
    start = time.monotonic()
    code, out, err = run(capsys, "simulate", "--games", "1000", "--csv", target)
    assert time.monotonic() - start < 5
    assert (code, out, no_games) == (2, "", [])
    assert err.startswith(f"simulate: error: --csv {target}: {message}"), err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file.txt", "read-only"]


def test_simulate_leaves_an_existing_csv_as_it_was_until_the_games_end(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "games.csv"
    path.write_text("old rows\n")
    code, _, _ = run(capsys, "simulate", "--games", "2", "--seed", "1", "--csv", str(path))
    assert code == 0 and path.read_text().startswith("game,seed,")


def test_simulate_says_so_when_the_csv_cannot_be_written_after_all(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def disk_full(self: object, path: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(simulate_module.Results, "write_csv", disk_full)
    path = str(tmp_path / "games.csv")
    code, out, err = run(capsys, "simulate", "--games", "2", "--csv", path)
    assert code == 1 and "win rate" in out
    assert err.startswith(f"simulate: error: --csv {path}: cannot write: ")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "99999999999999999999"], "2, 3 or 4 players"),
        (["--players", "-3"], "2, 3 or 4 players"),
        (["--bots", "greedy,"], "unknown bot ''"),
        (["--bots", "search:-1s,random"], "unknown bot 'search:-1s'"),
        (["--games", "-5"], "games must be"),
        (["--workers", "-1"], "workers must be"),
    ],
)
def test_simulate_refuses_bad_arguments_before_any_game(
    args: list[str], message: str, no_games: list[int], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "simulate", *args)
    assert (code, out, no_games) == (2, "", [])
    assert err.startswith("simulate: error: ") and message in err


@pytest.mark.parametrize(
    "args",
    [["--games", "many"], ["--seed", "x"], ["--players"], ["--colour", "red"], ["-1"]],
)
def test_simulate_unreadable_arguments_are_argparse_errors(
    args: list[str], no_games: list[int], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "simulate", *args)
    assert (code, out, no_games) == (2, "", [])
    assert "error:" in err


def test_simulate_in_a_process_prints_no_traceback(tmp_path: Path) -> None:
    for args in (["--players", "99999999999999999999"], ["--csv", str(tmp_path)]):
        done = cli("simulate", "--games", "1", *args)
        assert done.returncode == 2 and done.stdout == "", done.stdout
        assert done.stderr.startswith("simulate: error: ") and "Traceback" not in done.stderr


@needs_bundle
def test_a_record_of_another_game_is_read_by_its_format(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    schotten = REPO / "notebooks" / "games" / "schotten" / "base.json"
    page = tmp_path / "page.html"
    code, out, err = run(capsys, "export", str(schotten), str(page), "--viewer", "0")
    assert (code, err) == (0, "") and out == f"wrote {page}: replay of 56 moves, viewer 0\n"
    assert "Schotten Totten" in page.read_text(encoding="utf-8")
    unknown = _write(tmp_path, json.dumps({"format": "chess", "moves": []}))
    code, out, _ = run(capsys, "validate", str(schotten), unknown)
    assert code == 1 and out.splitlines() == [
        f"{schotten}: valid: Schotten Totten (base), 56 moves, 1 variation, finished, five-stones",
        f"{unknown}: invalid: format: no game has the record format 'chess': the formats known"
        " are 'clans-and-glory', 'schotten-totten'",
    ]
