"""Schotten Totten's rules stand alone: the package imports the standard library, itself,
the core's record parts (``clans_widget/core/records.py``, which Clans and Glory's records use
too, itself the standard library and the catalogues' sentences only) and the catalogues' reader
(``clans_widget/i18n``, standard library only, for its words in each language), never the
widget or Clans and Glory's rules."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import clans_widget.core.records as records
import clans_widget.games.schotten as package
import clans_widget.i18n as i18n

SHARED = ("clans_widget.core.records", "clans_widget.i18n", "clans_widget.i18n.sentence")


def test_the_rules_package_imports_only_the_standard_library_and_itself() -> None:
    root = Path(package.__file__).parent
    shared = [Path(records.__file__), *sorted(Path(i18n.__file__).parent.glob("*.py"))]
    for path in [*sorted(root.glob("*.py")), *shared]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    # the core's record parts say the catalogue's sentences, as core/ imports
                    sentences = (path, node.level, node.module) == (shared[0], 2, "i18n.sentence")
                    assert node.level == 1 or sentences, f"{path.name} reaches outside the package"
                    continue  # within the package (the catalogue's modules: within i18n)
                names = [node.module or ""]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            for name in names:
                if name in SHARED and path.parent == root:
                    continue
                top = name.split(".")[0]
                assert top == "__future__" or top in sys.stdlib_module_names, (path.name, name)
