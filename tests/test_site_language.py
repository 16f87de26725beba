"""The static site in English, French and German (clans_widget.site): one folder per language
(English at the top), each page linking the same page in the other languages both ways,
visibly and as hreflang alternates, its <html lang> right and its boards speaking it. The
lessons' own text stays English for now."""

from __future__ import annotations

import json
import posixpath
import re
import shutil
from pathlib import Path
from typing import Any

import nbformat
import pytest

from clans_widget import ClansWidget, Record
from clans_widget.export import BUNDLE
from clans_widget.i18n import LANGUAGES
from clans_widget.site import (
    PAGE_BUNDLE,
    _beside,
    boards_to_html,
    build,
    folder_of,
    index_html,
    is_translation,
    main,
    page_html,
    switch_of,
    translation,
)
from tests.test_site import saved_notebook

REPO = Path(__file__).resolve().parent.parent
RECORD = REPO / "notebooks" / "games" / "two_players.json"
HREF = re.compile(r'<a href="([^"]+)" hreflang="([a-z]+)" lang="\2">')
ALTERNATE = re.compile(r'<link (?:href="([^"]+)" hreflang="([a-z-]+)" rel="alternate"'
                       r'|rel="alternate" hreflang="([a-z-]+)" href="([^"]+)")/?>')


def alternates(page: str) -> dict[str, str]:
    """A page's hreflang alternates: language -> address (either attribute order)."""
    found = {}
    for match in ALTERNATE.finditer(page):
        href, lang = (match[1], match[2]) if match[1] else (match[4], match[3])
        found[lang] = href
    return found


def test_each_language_s_page_links_the_same_page_in_the_others_both_ways() -> None:
    for lang in LANGUAGES:
        switch = switch_of("04_replay.html", lang, LANGUAGES)
        links = dict((code, href) for href, code in HREF.findall(switch.switch))
        assert sorted(links) == sorted(set(LANGUAGES) - {lang})
        for other, href in links.items():  # resolved from the page's folder
            assert posixpath.normpath(folder_of(lang) + href) == f"{folder_of(other)}04_replay.html"
        assert f'<strong lang="{lang}" aria-current="page">' in switch.switch
        heads = alternates(switch.head)
        assert sorted(heads) == sorted([*LANGUAGES, "x-default"])
        assert posixpath.normpath(folder_of(lang) + heads["x-default"]) == "04_replay.html"
    text = re.sub(r"<[^>]+>", "", switch_of("index.html", "de", LANGUAGES).switch)
    assert text == "English · Français · Deutsch"
    assert switch_of("index.html", "en", ["en"]).switch == ""  # a site of one language


def test_a_page_s_address_beside_the_site_is_reached_from_each_folder() -> None:
    assert [_beside("lite/", lang) for lang in LANGUAGES] == ["lite/", "../lite/", "../lite/"]
    for absolute in ("https://example.org/lite/", "/lite/", ""):
        assert _beside(absolute, "fr") == absolute


def test_a_french_board_element_speaks_french() -> None:
    notebook = saved_notebook(ClansWidget(record=Record.from_json(RECORD.read_text())))
    assert boards_to_html(notebook, lang="fr") == 1
    element = notebook["cells"][0]["outputs"][0]["data"]["text/html"]
    assert element.startswith('<div class="clans-board" aria-label="plateau de jeu">')
    traits = json.loads(re.search(r'<script type="application/json">(.*?)</script>',
                                  element)[1])  # type: ignore[index]
    assert traits["lang"] == "fr", "a board with no lang of its own speaks the page's"
    own = saved_notebook(ClansWidget(record=Record.from_json(RECORD.read_text()), lang="de"))
    boards_to_html(own, lang="fr")
    assert '"lang":"de"' in own["cells"][0]["outputs"][0]["data"]["text/html"]
    english = saved_notebook(ClansWidget(record=Record.from_json(RECORD.read_text())))
    boards_to_html(english)
    assert '"lang"' not in english["cells"][0]["outputs"][0]["data"]["text/html"]


@pytest.mark.skipif(not PAGE_BUNDLE.exists(), reason="front end not built: npm run build")
def test_a_german_page_says_its_language_and_switch() -> None:
    notebook = saved_notebook(ClansWidget(record=Record.from_json(RECORD.read_text())))
    boards_to_html(notebook, lang="de")
    page = page_html(notebook, "de", switch_of("lesson.html", "de", LANGUAGES))
    assert '<html lang="de">' in page
    assert '<a href="index.html">Alle Tutorials</a>' in page
    assert 'aria-label="Sprachen"' in page and "Deutsch</strong>" in page
    assert alternates(page)["fr"] == "../fr/lesson.html"


def test_the_index_in_french() -> None:
    lessons = {"clans-and-glory": [(Path("01_the_table.html"), "The table")],
               "schotten-totten": [(Path("S1.html"), "The border")], "": [(Path("x.html"), "X")]}
    page = index_html(lessons, "../lite/", "fr", switch_of("index.html", "fr", LANGUAGES))
    assert '<html lang="fr">' in page
    assert "<title>Clans and Glory et Schotten Totten : tutoriels</title>" in page
    assert '<h2 id="game-3">Autres notebooks</h2>' in page
    assert 'dans Jupyter ou <a href="../lite/">dans JupyterLite</a>.' in page
    assert "Le texte des leçons est en anglais" in page
    assert '<li><a href="01_the_table.html">The table</a></li>' in page  # the lesson's title
    assert alternates(page)["en"] == "../index.html"
    english = index_html(lessons)
    assert '<html lang="en">' in english and "hreflang" not in english
    assert "<title>Clans and Glory and Schotten Totten: tutorials</title>" in english


def test_a_lesson_s_page_in_french_is_its_french_notebook_when_there_is_one(
    tmp_path: Path,
) -> None:
    english, other = tmp_path / "02_placing_cards.ipynb", tmp_path / "03_scoring.ipynb"
    french = tmp_path / "02_placing_cards.fr.ipynb"
    for path in (english, other, french):
        path.write_text("{}")
    assert translation(english, "fr") == french and translation(english, "en") == english
    assert translation(other, "de") == other  # not translated: the English text
    assert [is_translation(p) for p in (english, french)] == [False, True]
    notebook = saved_notebook(ClansWidget(record=Record.from_json(RECORD.read_text())))
    note = "Le texte des leçons est en anglais"
    assert note in page_html(notebook, "fr")
    assert note not in page_html(notebook, "fr", english=False)
    lessons = {"clans-and-glory": [(Path("02_placing_cards.html"), "Leçon 2")]}
    assert note not in index_html(lessons, "", "fr", english=False)


def test_a_language_not_offered_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["out", "x.ipynb", "--languages", "en,es"])
    assert "'es' is not one of en, fr, de" in capsys.readouterr().err


def one_board_lesson(folder: Path) -> Path:
    """``folder/01_short.ipynb``: a title and one board (a recorded game at move 6)."""
    notebook = nbformat.v4.new_notebook()  # type: ignore[no-untyped-call]
    notebook.cells = [
        nbformat.v4.new_markdown_cell("# A short lesson"),  # type: ignore[no-untyped-call]
        nbformat.v4.new_code_cell(  # type: ignore[no-untyped-call]
            "from clans_widget import ClansWidget, Record\n"
            f"w = ClansWidget(record=Record.from_json(open({str(RECORD)!r}).read()))\n"
            "w.position = 6\nw"
        ),
    ]
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                       "language": "python"}
    path = folder / "01_short.ipynb"
    nbformat.write(notebook, path)  # type: ignore[no-untyped-call]
    return path


@pytest.mark.skipif(
    not (PAGE_BUNDLE.exists() and BUNDLE.exists()), reason="front end not built: npm run build"
)
def test_the_site_is_built_in_each_language(tmp_path: Path) -> None:
    """A one-board notebook, run once per language: its pages speak it, link one another."""
    path = one_board_lesson(tmp_path)
    out = tmp_path / "site"
    build([path], out, tmp_path, lite_url="")
    pages = {lang: out / folder_of(lang) / "01_short.html" for lang in LANGUAGES}
    said = {"en": "after move 6 of 16", "fr": "après le coup 6 sur 16", "de": "nach Zug 6 von 16"}
    for lang, page in pages.items():
        text = page.read_text(encoding="utf-8")
        assert f'<html lang="{lang}">' in text
        assert f"<pre>Clans and Glory{' :' if lang == 'fr' else ':'} Ann" in text
        assert said[lang] in text  # the board's text picture, in the page's language
        assert "# A short lesson" not in text and "A short lesson" in text  # English, as written
        assert len(alternates(text)) == 4 and len(HREF.findall(text)) == 2
        for other, href in alternates(text).items():
            target = (page.parent / href).resolve()
            assert target == pages["en" if other == "x-default" else other].resolve()
        for href, other in HREF.findall(text):
            assert (page.parent / href).resolve() == pages[other].resolve()
        index = (out / folder_of(lang) / "index.html").read_text(encoding="utf-8")
        assert f'<html lang="{lang}">' in index and '<a href="01_short.html">' in index
    frames: dict[str, Any] = {}
    for lang, page in pages.items():
        found = re.search(r'<div [^>]*class="clans-board"[^>]*><script type="application/json">'
                          r"(.*?)</script>", page.read_text(encoding="utf-8"))
        assert found
        frames[lang] = json.loads(found[1])
    moves = {lang: frames[lang]["tree"]["lines"][0]["moves"][0][2] for lang in LANGUAGES}
    assert moves["en"].startswith("Ann placed") and moves["de"].startswith("Ann legte")
    assert "lang" not in frames["en"] and frames["fr"]["lang"] == "fr"
    shutil.rmtree(out)


def test_a_kernel_told_its_page_s_language_makes_boards_that_speak_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from clans_widget.board import PAGE_LANG

    record = Record.from_json(RECORD.read_text())
    monkeypatch.setenv(PAGE_LANG, "de")
    board = ClansWidget(record=record)
    assert board.lang is None and board.speaking == "de"  # the trait stays the page's
    assert board.tree["lines"][0]["moves"][0][2].startswith("Ann legte")
    assert ClansWidget(record=record, lang="fr").speaking == "fr"  # a board's own lang wins
    monkeypatch.setenv(PAGE_LANG, "es")
    assert ClansWidget(record=record).speaking == "en"  # not a language offered: ignored


def test_a_lessons_links_to_lessons_and_translations_are_links_to_the_sites_pages() -> None:
    from clans_widget.site import linked_pages

    cell = {"cell_type": "markdown", "source": "[English](02_a.ipynb) · [Deutsch](02_a.de.ipynb)"}
    code = {"cell_type": "code", "source": "open('02_a.ipynb')"}
    shown = linked_pages({"cells": [cell, code]}, "fr")["cells"]
    assert shown[0]["source"] == "[English](../02_a.html) · [Deutsch](../de/02_a.html)"
    assert shown[1] == code  # code is left as it is
    top = linked_pages({"cells": [{**cell, "source": "[Suite](03_b.fr.ipynb)"}]}, "en")
    assert top["cells"][0]["source"] == "[Suite](fr/03_b.html)"
