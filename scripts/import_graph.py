"""Print clans_widget's import graph, one ``module -> imported module`` edge a line (only
modules of the package; relative imports resolved). Standard library only.

    python scripts/import_graph.py            # every edge
    python scripts/import_graph.py --layers   # edges between layers (core, games, rules, ...)
    python scripts/import_graph.py --dot      # Graphviz: ... --dot | dot -Tsvg > graph.svg
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "clans_widget"


def modules() -> dict[str, Path]:
    """Every module of the package by its dotted name."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def edges(known: dict[str, Path]) -> set[tuple[str, str]]:
    """``(importer, imported)`` for each import of one package module by another."""
    out = set()
    for name, path in known.items():
        here = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        for node in ast.walk(ast.parse(path.read_text())):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = here[: len(here) - node.level + 1] if node.level else []
                start = ".".join(base + ([node.module] if node.module else []))
                targets = [f"{start}.{a.name}" for a in node.names] + [start]
            for target in targets:
                while target and target not in known:
                    target = target.rpartition(".")[0]
                if (
                    target
                    and target != name
                    and not (
                        isinstance(node, ast.ImportFrom) and target == "clans_widget" and node.level
                    )
                ):
                    out.add((name, target))
    return out


def layer(module: str) -> str:
    """The layer of a module: ``core``, ``games.<name>``, ``rules``, ``bots`` ... or ``top``."""
    parts = module.split(".")
    if module == "clans_widget.schotten":  # the public face of games/schotten
        return "games.schotten"
    if len(parts) == 1:
        return "clans_widget"
    if parts[1] == "games" and len(parts) > 2:
        return f"games.{parts[2]}"
    return parts[1] if (PACKAGE / parts[1]).is_dir() else "top"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", action="store_true", help="edges between layers only")
    parser.add_argument("--dot", action="store_true", help="write Graphviz dot")
    args = parser.parse_args(argv)
    graph = edges(modules())
    if args.layers:
        graph = {(layer(a), layer(b)) for a, b in graph if layer(a) != layer(b)}
    lines = [f'  "{a}" -> "{b}";' if args.dot else f"{a} -> {b}" for a, b in sorted(graph)]
    sys.stdout.write("\n".join(["digraph imports {", *lines, "}"] if args.dot else lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
