"""The layers import one way: the core names no game and no widget, and the rules of the games
import nothing from the widget layer. Imports are read with ``ast`` (relative ones resolved),
so a new import that crosses a layer fails here before it is ever run."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "clans_widget"

WIDGET_LAYER = (
    "clans_widget.widget",
    "clans_widget.widget_",  # ends with "_": every widget_* module (widget_mode, widget_bots...)
    "clans_widget.frames",
    "clans_widget.frontcode",
    "clans_widget.savedstate",
    "clans_widget.export",
    "clans_widget.site",
    "anywidget",
    "ipywidgets",
    "traitlets",
)
"""What the rules of a game must never import: the widget and what draws it."""
GAMES = ("clans_widget.rules", "clans_widget.games", "clans_widget.schotten")
"""The games' own packages, which the core must never import."""


def module_name(path: Path) -> str:
    """``clans_widget/core/session.py`` -> ``clans_widget.core.session``."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(source: str, module: str, is_package: bool = False) -> set[str]:
    """Every module ``source`` (the text of ``module``) imports, by full name: for
    ``from X import a`` both ``X`` and ``X.a`` (``a`` may be a submodule), relative imports
    resolved against ``module``."""
    found: set[str] = set()
    here = module.split(".") if is_package else module.split(".")[:-1]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[: len(here) - node.level + 1]
                start = ".".join(base + ([node.module] if node.module else []))
            else:
                start = node.module or ""
            found.add(start)
            found.update(f"{start}.{alias.name}" for alias in node.names)
    return found


def crossings(
    source: str, module: str, forbidden: tuple[str, ...], is_package: bool = False
) -> list[str]:
    """The imports of ``source`` that name a module under one of ``forbidden``."""
    return sorted(
        name
        for name in imported(source, module, is_package)
        if any(name == f or name.startswith(f if f.endswith("_") else f + ".") for f in forbidden)
    )


def _modules(folder: str) -> list[Path]:
    return sorted((PACKAGE / folder).rglob("*.py"))


def _check(paths: list[Path], forbidden: tuple[str, ...]) -> dict[str, list[str]]:
    bad = {}
    for path in paths:
        name = module_name(path)
        found = crossings(path.read_text(), name, forbidden, path.name == "__init__.py")
        if found:
            bad[name] = found
    return bad


def test_the_core_imports_no_game_and_no_widget() -> None:
    core = _modules("core")
    assert len(core) >= 5
    assert _check(core, GAMES + WIDGET_LAYER) == {}


def test_the_core_imports_only_the_core_from_the_package() -> None:
    """Stricter: a core module reaches the rest of clans_widget not at all, but for the
    catalogue of words (which imports nothing of the package), so no game comes in through a
    module that imports one."""
    outside = {}
    for path in _modules("core"):
        names = imported(path.read_text(), module_name(path), path.name == "__init__.py")
        wrong = sorted(
            n
            for n in names
            if n.startswith("clans_widget")
            and not n.startswith(("clans_widget.core", "clans_widget.i18n"))
        )
        if wrong:
            outside[module_name(path)] = wrong
    assert outside == {}


def test_the_class_server_and_shared_boards_import_no_game() -> None:
    """``python -m clans_widget serve`` reaches a game through the registry only."""
    served = [*_modules("serve"), PACKAGE / "shared.py"]
    assert len(served) >= 5
    assert _check(served, GAMES) == {}


@pytest.mark.parametrize("folder", ["rules", "games"])
def test_the_rules_of_the_games_import_nothing_from_the_widget_layer(folder: str) -> None:
    assert _check(_modules(folder), WIDGET_LAYER) == {}


@pytest.mark.parametrize(
    "source",
    [
        "from ..rules import Game",
        "from ..rules.record import Record",
        "from .. import schotten",
        "from ..games.schotten import definition",
        "import clans_widget.games.clans",
        "from clans_widget import rules",
        "from clans_widget.widget import ClansWidget",
        "from .. import widget",
        "from ..widget_mode import BoardMode",
        "import traitlets",
        "def f():\n    from ..rules import Game\n    return Game",
    ],
)
def test_the_checker_finds_a_crossing_import(source: str) -> None:
    """The checker itself: each of these lines in a core module would be reported."""
    assert crossings(source, "clans_widget.core.session", GAMES + WIDGET_LAYER)


@pytest.mark.parametrize(
    "source",
    [
        "from .protocol import Position",
        "from . import registry",
        "import json",
        "from typing import Any",
    ],
)
def test_the_checker_lets_the_core_import_itself(source: str) -> None:
    assert crossings(source, "clans_widget.core.session", GAMES + WIDGET_LAYER) == []


def test_a_relative_import_in_a_package_init_resolves_from_the_package() -> None:
    assert "clans_widget.core.protocol" in imported(
        "from .protocol import Position", "clans_widget.core", is_package=True
    )
    assert crossings("from ..rules import Game", "clans_widget.core", GAMES, is_package=True)
