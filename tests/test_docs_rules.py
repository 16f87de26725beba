"""The docs stay true to the code: the worked examples in docs/*.md give what the page says,
every link and every file they name exists in the repository, and the rules layer imports
only the standard library and the core (itself standard library only), as
docs/architecture.md says."""

from __future__ import annotations

import ast
import doctest
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
EXAMPLE_BLOCK = re.compile(r"^```pycon\n(.*?)^```", re.S | re.M)
FENCE = re.compile(r"^```.*?^```", re.S | re.M)
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
CODE_SPAN = re.compile(r"`([^`\s]+)`")
TOP_DIRS = ("clans_widget/", "js/", "tests/", "docs/", "scripts/", "notebooks/", "benchmarks/")


def page_name(page: Path) -> str:
    return str(page.relative_to(ROOT))


def run_examples(page: Path) -> tuple[int, int, str]:
    """Run every ``pycon`` block of ``page`` in order, in one namespace, as doctests.

    Returns (examples run, failures, the failure report)."""
    text = page.read_text(encoding="utf-8")
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    parser = doctest.DocTestParser()
    names: dict[str, object] = {"__name__": page.stem}
    report: list[str] = []
    for block in EXAMPLE_BLOCK.finditer(text):
        line = text.count("\n", 0, block.start(1))
        test = parser.get_doctest(block.group(1), names, page.name, str(page), line)
        assert test.examples, f"{page.name} line {line + 1}: a pycon block with no >>> example"
        runner.run(test, out=report.append, clear_globs=False)
        names = test.globs  # the next block goes on from here, as a reader would
    return runner.tries, runner.failures, "".join(report)


@pytest.mark.parametrize("name", ["rules.md", "architecture.md"])
def test_the_worked_examples_give_what_the_page_says(name: str) -> None:
    tried, failed, report = run_examples(ROOT / "docs" / name)
    assert tried >= 5, f"docs/{name} should keep its worked examples ({tried} found)"
    assert failed == 0, report


def test_every_page_with_examples_is_run() -> None:
    with_examples = {p.name for p in PAGES if EXAMPLE_BLOCK.search(p.read_text(encoding="utf-8"))}
    assert with_examples <= {"rules.md", "architecture.md"}, (
        "add the new page to test_the_worked_examples_give_what_the_page_says"
    )


def test_a_wrong_number_on_a_page_fails_the_check(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("```pycon\n>>> 2 + 2\n5\n```\n", encoding="utf-8")
    assert run_examples(page)[:2] == (1, 1)


def ignored_by_git(path: Path | str) -> bool:
    """True for build output and other files git ignores (they exist only after a build).

    ``path`` is absolute or relative to the repository; a folder may end in ``/``."""
    if not (ROOT / ".git").exists():
        return False
    done = subprocess.run(
        ["git", "check-ignore", "-q", str(path)], cwd=ROOT, capture_output=True, check=False
    )
    return done.returncode == 0


def prose(page: Path) -> str:
    """The page without its fenced code blocks (shell lines there name globs and outputs)."""
    return FENCE.sub("", page.read_text(encoding="utf-8"))


@pytest.mark.parametrize("page", PAGES, ids=page_name)
def test_every_relative_link_points_at_a_file_in_the_repository(page: Path) -> None:
    for target in LINK.findall(prose(page)):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue  # a web address or a place on the same page
        path = (page.parent / target.split("#")[0]).resolve()
        assert path.is_relative_to(ROOT), f"{page_name(page)}: {target} leaves the repository"
        assert path.exists(), f"{page_name(page)}: {target} does not exist"
        assert not ignored_by_git(path), f"{page_name(page)}: {target} is not in git"


@pytest.mark.parametrize("page", PAGES, ids=page_name)
def test_every_page_and_repository_path_named_in_code_exists(page: Path) -> None:
    for named in CODE_SPAN.findall(prose(page)):
        if named.endswith(".md") and "/" not in named:
            found = [page.parent / named, ROOT / named]
        elif named.startswith(TOP_DIRS) and not re.search(r"[*?<>…]", named):
            found = [ROOT / named]
        else:
            continue
        assert any(p.exists() for p in found) or ignored_by_git(named), (
            f"{page_name(page)} names `{named}`, which is not in the repository"
        )


STDLIB = sys.stdlib_module_names


def _outside_imports(folder: str, allowed: tuple[str, ...]) -> list[str]:
    """The imports of the modules in ``clans_widget/<folder>`` that name neither the standard
    library, nor ``folder`` itself, nor one of the ``allowed`` sibling packages (relative)."""
    bad = []
    for module in sorted((ROOT / "clans_widget" / folder).glob("*.py")):
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level:
                sibling = (node.module or "").split(".")[0]
                if node.level != 1 and not (node.level == 2 and sibling in allowed):
                    bad.append(f"{folder}/{module.name} imports from outside {folder}/")
                continue
            if isinstance(node, ast.ImportFrom):
                tops = [(node.module or "").split(".")[0]]
            elif isinstance(node, ast.Import):
                tops = [alias.name.split(".")[0] for alias in node.names]
            else:
                continue
            bad += [f"{folder}/{module.name} imports {t}" for t in tops if t not in STDLIB]
    return bad


def test_the_rules_layer_imports_only_the_standard_library_itself_and_the_core() -> None:
    # the core, which rules/ may use (review data: win shares, marks), is standard library only
    assert _outside_imports("core", ("i18n",)) == []  # the catalogue: standard library only
    assert _outside_imports("rules", ("core", "i18n")) == []
    assert _outside_imports("i18n", ()) == []
