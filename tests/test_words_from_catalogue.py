"""Every word a board shows comes from the catalogue (clans_widget/i18n/catalogues/): no module
writes a sentence of its own in a string literal.

A literal is taken for a sentence when it holds three words or more (placeholders aside). The
front end has none but the few named in ``FRONT_END_KEPT``, each with its reason. Python's
modules have none but those in ``tests/still_english.json``, each with the reason it must
stay a literal (a proper name the rulebooks keep, a value sent back the same in every
language, an error only a developer can meet). What a ``raise`` says counts too: an error a
user can meet is a catalogue ``Sentence`` (``said``), shown in the board's or the command's
language (``error_in``). A new sentence fails this test, and so does an entry of that list
that is gone (the list only shrinks): move the words to the catalogue and say them with
``say`` (or ``said``, for a sentence said later in the board's language).

    python tests/test_words_from_catalogue.py   # writes the list anew, its reasons kept
"""

from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STILL_ENGLISH = Path(__file__).with_name("still_english.json")
WORD = re.compile(r"^[A-Za-z][a-z']+[,.:;!?]?$")  # two letters or more: no SVG path
LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"|\'((?:[^\'\\\n]|\\.)*)\'|`((?:[^`\\]|\\.)*)`')
FRONT_END_KEPT = {
    ("js/app.ts", "ArrowLeft ArrowRight Home End Space H"): "key names, in a code comment's list",
    ("js/app.ts", "select, input, textarea"): "a CSS selector",
    ("js/games/clans/gamesheet.ts", "Clans and Glory"): "the game's name",
    ("js/games/clans/plugin.ts", "Clans and Glory"): "the game's name",
    ("js/loader.ts", "The clans_widget front end could not load: ${String(error)}"): (
        "shown when the bundle, and so its catalogue, failed to load"
    ),
    ("js/loader.ts", "the board names no front-end code (_code is ${JSON.stringify(ref)})"): (
        "an error for a developer, thrown to the loader's message above"
    ),
    ("js/pagemodel.ts", "a standalone page has no widget manager"): "thrown for a developer",
    ("js/shell/registry.ts", 'the game "${format}" is registered already'): "for a developer",
    (
        "js/shell/registry.ts",
        'This front end draws no game "${format ?? "(unnamed)"}"; it knows: ${known}.',
    ): "thrown for a developer: a board of a game this bundle lacks",
}


def is_sentence(text: str) -> bool:
    """Three words or more, placeholders (``${...}``, ``{...}``, an f-string's values) aside."""
    words = re.sub(r"\$?\{[^}]*\}", "", text).split()
    return sum(bool(WORD.match(w)) for w in words) >= 3


def front_end_sentences() -> set[tuple[str, str]]:
    """The sentences in the TypeScript sources' string literals, comments left out."""
    found = set()
    for path in sorted((ROOT / "js").rglob("*.ts")):
        if path.name == "i18n.ts" or path.name.endswith(".d.ts"):
            continue
        text = re.sub(r"/\*.*?\*/", "", path.read_text(encoding="utf-8"), flags=re.S)
        text = re.sub(r"(?m)^\s*//.*$|\s//\s.*$", "", text)
        for match in LITERAL.finditer(text):
            literal = next(g for g in match.groups() if g is not None)
            if is_sentence(literal) and not literal.lstrip().startswith((".", "\n.", "@")):
                found.add((path.relative_to(ROOT).as_posix(), literal))  # CSS: ".cg-..."
    return found


def python_sentences() -> dict[str, list[str]]:
    """Per module of clans_widget (the catalogue's reader aside), the sentences in its string
    literals and f-strings (what a ``raise`` says included), docstrings left out."""
    found: dict[str, list[str]] = {}
    for path in sorted((ROOT / "clans_widget").rglob("*.py")):
        if "i18n" in path.parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip: set[int] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
                skip.add(id(node.value))  # a docstring
            if isinstance(node, ast.JoinedStr):
                skip.update(id(value) for value in node.values)
        said = []
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            if isinstance(node, ast.JoinedStr):
                literal = "".join(
                    v.value if isinstance(v, ast.Constant) else "{}" for v in node.values
                )
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                literal = node.value
            else:
                continue
            if is_sentence(literal):
                said.append(literal[:80])
        if said:
            found[path.relative_to(ROOT).as_posix()] = sorted(said)
    return found


def test_the_front_end_writes_no_sentence_of_its_own() -> None:
    assert front_end_sentences() - set(FRONT_END_KEPT) == set()


def test_the_front_ends_kept_sentences_are_still_there() -> None:
    assert set(FRONT_END_KEPT) - front_end_sentences() == set(), "remove them from the list"


def kept_literals() -> dict[str, dict[str, str]]:
    """``tests/still_english.json``: per module, each literal kept and why."""
    kept: dict[str, dict[str, str]] = json.loads(STILL_ENGLISH.read_text(encoding="utf-8"))
    return kept


def test_each_kept_literal_says_why() -> None:
    reasons = [why for said in kept_literals().values() for why in said.values()]
    assert reasons and all(len(why.split()) >= 4 for why in reasons)


def test_no_python_module_writes_a_new_sentence() -> None:
    listed = kept_literals()
    found = python_sentences()
    new = {m: [s for s in said if s not in listed.get(m, [])] for m, said in found.items()}
    assert {m: s for m, s in new.items() if s} == {}, "say these with the catalogue"
    gone = {m: [s for s in said if s not in found.get(m, [])] for m, said in listed.items()}
    assert {m: s for m, s in gone.items() if s} == {}, "remove these from still_english.json"


def test_a_sentence_is_told_from_code() -> None:
    assert is_sentence("the game is over: no more moves can be played")
    assert is_sentence("it is {name}'s turn, not yours")
    assert not is_sentence("cg-btn cg-primary") and not is_sentence("{first}; {rest}")


if __name__ == "__main__":
    sentences = python_sentences()
    known = kept_literals()
    kept = {
        module: {s: known.get(module, {}).get(s, "TODO: why it must stay a literal") for s in said}
        for module, said in sentences.items()
    }
    STILL_ENGLISH.write_text(json.dumps(kept, indent=1, ensure_ascii=False) + "\n")
    count = sum(map(len, sentences.values()))
    print(f"{count} literals in {len(sentences)} modules", file=sys.stderr)
