"""The front end's shell names no game, and no TypeScript reads notation (docs/architecture.md,
"The front end"). Read from the sources, as ``tests/test_layering.py`` reads Python's imports."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
JS = ROOT / "js"
GAMES = JS / "games"

GAME_KEYS = "seats|seat|hands|hand|tiles|tile|stacks|supply|score|card|cards|face_down|shield|by"
"""Clans and Glory's frame data: the shell never reads these (its plug-in does)."""

NAMES_GAME_DATA = re.compile(rf"(?:\?\.|\.|\[\s*[\"'])(?:{GAME_KEYS})\b(?![-\w])")
IMPORT = re.compile(r"""(?:import|from)\s*["']([^"']+)["']""")
READS_NOTATION = {
    'splits a move at "@"': re.compile(r"""split\(\s*["']@["']\s*\)"""),
    "finds an @ in a move": re.compile(r"""(?:indexOf|includes|lastIndexOf)\(\s*["']@["']"""),
    'tests a "~" prefix': re.compile(r"""startsWith\(\s*["']~|/\^~|\[0\]\s*===\s*["']~["']"""),
    "builds a move from a card and a seat": re.compile(r"\}@\$\{|[\"']~[\"']"),
}
SHELL_EXEMPT = {
    "framedelta.ts": "frames saved before they named their keyed lists are read with Clans and "
    "Glory's, the only game then (docs/frames.md)",
}


def code(path: Path) -> str:
    """The source without its comments (a comment may name a seat or a move)."""
    text = re.sub(r"/\*.*?\*/", "", path.read_text(), flags=re.S)
    return re.sub(r"(?m)(^|[^:\"'`])//.*$", r"\1", text)


def shell_modules() -> list[Path]:
    return [p for p in sorted(JS.rglob("*.ts")) if GAMES not in p.parents]


def test_the_shell_names_no_game_data() -> None:
    found = []
    for path in shell_modules():
        if path.name in SHELL_EXEMPT:
            continue
        for lineno, line in enumerate(code(path).splitlines(), 1):
            for m in NAMES_GAME_DATA.finditer(line):
                found.append(f"{path.relative_to(ROOT)}:{lineno}: {m.group(0)!r} in {line.strip()}")
    assert not found, "the shell reads a game's data:\n" + "\n".join(found)


def test_the_shell_imports_nothing_from_a_game_but_the_registration() -> None:
    found = []
    for path in shell_modules():
        for target in IMPORT.findall(code(path)):
            resolved = (path.parent / target).resolve()
            if GAMES in resolved.parents and resolved != GAMES / "register":
                found.append(f"{path.relative_to(ROOT)} imports {target}")
    assert not found, "\n".join(found)
    app = code(JS / "app.ts")
    assert './games/register"' in app, "the shell registers the games"


def test_every_game_is_registered_once_in_the_registration() -> None:
    register = code(GAMES / "register.ts")
    assert re.findall(r'registerGame\("([^"]+)"', register) == [
        "clans-and-glory",
        "schotten-totten",
    ]
    others = [
        p
        for p in JS.rglob("*.ts")
        if "registerGame(" in code(p) and p.name not in {"register.ts", "registry.ts"}
    ]
    assert not others


def test_no_typescript_reads_or_builds_notation() -> None:
    sources = sorted(JS.rglob("*.ts")) + sorted((ROOT / "tests" / "frontend_harness").glob("*.mjs"))
    found = []
    for path in sources:
        text = code(path)
        for what, pattern in READS_NOTATION.items():
            for m in pattern.finditer(text):
                lineno = text.count("\n", 0, m.start()) + 1
                found.append(f"{path.relative_to(ROOT)}:{lineno} {what}: {m.group(0)!r}")
    assert not found, "\n".join(found)
