"""The tutorials as a static site: executed notebooks to HTML pages whose boards replay offline.

``scripts/docs.sh`` runs this. Each notebook is executed from the repository root (nbclient
records the widget state of every board, whole: see :mod:`~.savedstate`), then converted by
nbconvert's lab template. Each board's output becomes a ``.clans-board`` element holding the
traits the notebook saved, drawn by ``static/sitepage.js`` (inlined once per page) with an
in-page model, as the exported replay page does. So a page needs no kernel, no CDN and no
widget manager: it works offline, from any static host, and from the disk.

nbconvert's own widget embedding (``@jupyter-widgets/html-manager`` from a CDN, which loads
anywidget's AMD module with requirejs, which imports the saved ``_esm``: a loader that imports
the code the notebook saved once, :mod:`~.frontcode`) is what nbviewer and
``jupyter nbconvert --to html`` show; it needs the network and three versions to agree, so the
site does not rely on it. ``--nbconvert`` also writes those pages, to ``OUT/nbconvert/``, with
the three files taken from ``OUT/nbconvert/vendor/`` (scripts/docs.sh puts them there from
npm), so they can be checked offline too.

A puzzle needs Python: on the site, its first click says so and links the lesson's page in the
JupyterLite site (scripts/lite.sh), at ``--lite-url`` (by default ``lite/``, a folder beside the
site's pages: copy ``build/lite/`` there to publish both together).

The site is built in each language of ``--languages`` (by default English, French and German):
English at the top (``index.html``, ``01_first_game.html``), the others in a folder of their
own (``fr/``, ``de/``) with the same page names. Each notebook runs once per language, its
kernel told the page's language (:data:`~.board.PAGE_LANG`), so its boards' sentences are in
it; each page says it in ``<html lang>`` (the boards' own words follow it) and links the same
page in the other languages, visibly ("English · Français · Deutsch") and as ``hreflang``
alternates. The lessons' own text is the notebooks' (English for now); only the boards, the
index and the site's words speak the page's language. nbconvert's own pages are English only.
"""

from __future__ import annotations

import argparse
import html
import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import quote, urlsplit

from .board import PAGE_LANG
from .core.registry import game_for
from .export import bundle_text, page_traits, script_json
from .i18n import DEFAULT, LANGUAGES, check_language, listed, say
from .i18n.command import help_language

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
BOARD_MODELS = ("clans_widget.widget.ClansWidget", "clans_widget.board.GameBoard")
"""The saved models drawn as boards: Clans and Glory's board and any game's GameBoard."""
PAGE_BUNDLE = Path(__file__).parent / "static" / "sitepage.js"
LITE_URL = "lite/"
"""Where the JupyterLite site is published, by default: ``lite/`` beside the site's pages."""
_TRAITS = (
    "frames",
    "position",
    "line",
    "tree",
    "comments",
    "mode",
    "error",
    "autoplay_ms",
    "hotseat",
    "covered",
    "forecast",
    "puzzle",
    "size",
    "review_state",
    "answers",
    "lang",
)
"""The saved traits a board on the site is drawn from (the others are the kernel's business)."""

_TEMPLATE = """{%- extends 'index.html.j2' -%}
{%- block html_head_js_requirejs -%}{%- endblock html_head_js_requirejs -%}
{%- block jupyter_widgets -%}{%- endblock jupyter_widgets -%}
{%- block html_head_js_mathjax -%}{%- endblock html_head_js_mathjax -%}
{%- block html_head_js_mermaidjs -%}{%- endblock html_head_js_mermaidjs -%}
{%- block extra_css -%}
<style>
  .clans-site-nav { max-width: 1100px; margin: 12px auto 0; padding: 0 16px;
    font-family: system-ui, sans-serif; }
</style>
{{ resources.clans_site.head }}
{%- endblock extra_css -%}
{%- block body_header -%}
{{ super() }}
<nav class="clans-site-nav"><a href="index.html">{{ resources.clans_site.home }}</a>
{{- resources.clans_site.note }}</nav>
{{ resources.clans_site.switch }}
{%- endblock body_header -%}
"""

_NBCONVERT_TEMPLATE = """{%- extends 'index.html.j2' -%}
{%- block html_head_js_requirejs -%}
{{ super() }}
<script>require.config({paths: {anywidget: "vendor/anywidget"}});</script>
{%- endblock html_head_js_requirejs -%}
{%- block html_head_js_mathjax -%}{%- endblock html_head_js_mathjax -%}
{%- block html_head_js_mermaidjs -%}{%- endblock html_head_js_mermaidjs -%}
"""
"""nbconvert's page as it is, but requirejs finds anywidget beside it, not on a CDN."""

_INDEX = """<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>{head}
<style>
  body {{ max-width: 760px; margin: 0 auto; padding: 24px 16px; font-family: system-ui,
    sans-serif; line-height: 1.5; }}
  @media (prefers-color-scheme: dark) {{ :root {{ color-scheme: dark; }} }}
  li {{ margin: 6px 0; }}
</style>
</head>
<body>{switch}
<h1>{title}</h1>
<p>{intro}</p>{note}
{sections}
</body>
</html>
"""
_SECTION = """<section aria-labelledby="{id}">
<h2 id="{id}">{game}</h2>
<ol class="clans-tutorials" data-game="{format}">
{items}
</ol>
</section>"""
OTHER = say("site.other")
"""The index's heading for notebooks that show no board (in English)."""
NAMES = {"en": "English", "fr": "Français", "de": "Deutsch"}
"""Each language by its own name, as the language switch shows it."""


class Switch(NamedTuple):
    """A page's language switch: ``switch``, the visible links to the same page in the other
    languages, and ``head``, its ``<link rel="alternate" hreflang>`` elements; both empty on
    a site of one language."""

    switch: str = ""
    head: str = ""


NO_SWITCH = Switch()
"""A page of a site built in one language."""


def folder_of(lang: str) -> str:
    """The folder of the ``lang`` site, from the top: ``""`` for English, ``"fr/"``."""
    return "" if lang == DEFAULT else f"{check_language(lang)}/"


def switch_of(name: str, lang: str, languages: Sequence[str]) -> Switch:
    """The language switch of page ``name`` (``index.html``) of the ``lang`` site, on a site
    built in ``languages``: relative links, so the site works from any folder or the disk."""
    if len(languages) < 2:
        return NO_SWITCH
    top = "../" * folder_of(lang).count("/")
    links, alternates = [], []
    for other in languages:
        href = html.escape(f"{top}{folder_of(other)}{name}")
        named = html.escape(NAMES[other])
        alternates.append(f'<link rel="alternate" hreflang="{other}" href="{href}">')
        if other == DEFAULT:
            alternates.append(f'<link rel="alternate" hreflang="x-default" href="{href}">')
        links.append(
            f'<strong lang="{other}" aria-current="page">{named}</strong>'
            if other == lang
            else f'<a href="{href}" hreflang="{other}" lang="{other}">{named}</a>'
        )
    label = html.escape(say("site.languages", lang))
    switch = (
        f'<nav class="clans-site-nav clans-languages" aria-label="{label}">'
        f"{' · '.join(links)}</nav>"
    )
    return Switch(switch, "\n" + "\n".join(alternates))


def translation(path: Path, lang: str) -> Path:
    """The lesson ``path`` (``notebooks/02_placing_cards.ipynb``) in ``lang``: the notebook
    beside it (``02_placing_cards.fr.ipynb``) if there is one, else ``path`` itself."""
    if lang == DEFAULT:
        return path
    found = path.with_name(f"{path.stem}.{lang}{path.suffix}")
    return found if found.exists() else path


def is_translation(path: Path) -> bool:
    """Whether ``path`` is a lesson's translation (``02_placing_cards.de.ipynb``)."""
    return Path(path.stem).suffix.lstrip(".") in LANGUAGES


LESSON_LINK = re.compile(r"\]\((?P<stem>[\w-]+?)(?:\.(?P<lang>[a-z]{2}))?\.ipynb\)")
"""A Markdown link to a lesson, or to its translation: ``](02_placing_cards.fr.ipynb)``."""


def linked_pages(notebook: dict[str, Any], lang: str) -> dict[str, Any]:
    """``notebook`` (shown on the ``lang`` site) with its Markdown links to lessons and their
    translations (``03_x.fr.ipynb``) made links to those pages of the site (``../fr/03_x.html``)."""
    top = "../" * folder_of(lang).count("/")

    def page(found: re.Match[str]) -> str:
        target = found["lang"] if found["lang"] in LANGUAGES else DEFAULT
        return f"]({top}{folder_of(target)}{found['stem']}.html)"

    cells = []
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "markdown":
            source = cell.get("source", "")
            text = source if isinstance(source, str) else "".join(source)
            cell = {**cell, "source": LESSON_LINK.sub(page, text)}
        cells.append(cell)
    return {**notebook, "cells": cells}


def _note(lang: str, before: str, after: str = "", english: bool = True) -> str:
    """The note on a page in another language than English whose lessons' own text is
    English (``english``: not translated), between ``before`` and ``after``; else ''."""
    if lang == DEFAULT or not english:
        return ""
    note = html.escape(say("site.lessons_english", lang))
    return f'{before}<em class="clans-site-note">{note}</em>{after}'


def _beside(url: str, lang: str) -> str:
    """``url``, an address relative to the top of the site, as the ``lang`` site's pages
    reach it (``lite/`` is ``../lite/`` from ``fr/``); an absolute address stays."""
    parts = urlsplit(url)
    if not url or parts.scheme or parts.netloc or url.startswith("/"):
        return url
    return "../" * folder_of(lang).count("/") + url


def execute(path: Path, cwd: Path, timeout: int = 900, lang: str = DEFAULT) -> Any:
    """Run notebook ``path`` with its kernel in ``cwd``, its boards speaking ``lang`` (the
    kernel is told the page's language: :data:`~.board.PAGE_LANG`); return it (an nbformat
    node, a dict) with its outputs and the widget state recorded."""
    import nbformat
    from nbclient import NotebookClient

    notebook = nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]
    client = NotebookClient(notebook, timeout=timeout, resources={"metadata": {"path": str(cwd)}})
    client.execute(env={**os.environ, PAGE_LANG: check_language(lang)})
    return notebook


def lite_page(lite_url: str, notebook: str) -> str | None:
    """The address of ``notebook`` (a file name) in the JupyterLite site at ``lite_url``;
    None when ``lite_url`` is empty (no JupyterLite site)."""
    if not lite_url:
        return None
    return f"{lite_url.rstrip('/')}/lab/index.html?path={quote(notebook)}"


def board_traits(
    state: dict[str, Any], lite: str | None = None, lang: str = DEFAULT
) -> dict[str, Any] | None:
    """The traits a saved board is drawn from, or None when ``state`` is not a board's; with
    ``lite``, the page where the board's notebook runs (a puzzle links it). A board with no
    ``lang`` of its own speaks the page's, ``lang`` (English boards keep no ``lang``: the
    page's ``<html lang>`` says it)."""
    if state.get("_anywidget_id") not in BOARD_MODELS or not state.get("frames"):
        return None
    saved = {name: state[name] for name in _TRAITS if name in state}
    spoken = saved.pop("lang", None) or (None if lang == DEFAULT else lang)
    traits = page_traits({**saved, **({"lang": spoken} if spoken else {})})
    if lite:
        traits["lite"] = lite
    return traits


def boards_to_html(
    notebook: dict[str, Any], lite: str | None = None, lang: str = DEFAULT
) -> int:
    """Turn every board output of ``notebook`` into a ``.clans-board`` element, in place
    (``lite``: the notebook's JupyterLite page, see :func:`board_traits`; ``lang``: the
    page's language, of the element's accessible name).

    Other widget outputs keep their plain text (no widget manager draws them here). The widget
    state leaves the notebook's metadata. Returns how many boards were turned.
    """
    saved = notebook.get("metadata", {}).pop("widgets", {})
    states = saved.get(WIDGET_STATE, {}).get("state", {})
    boards = 0
    label = html.escape(say("site.board", lang))
    for cell in notebook.get("cells", []):
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            view = data.pop(WIDGET_VIEW, None)
            if not isinstance(view, dict):
                continue
            state = states.get(view.get("model_id"), {}).get("state", {})
            traits = board_traits(state, lite, lang)
            if traits is None:
                continue
            picture = html.escape(str(data.get("text/plain", "")))
            data["text/html"] = (
                f'<div class="clans-board" aria-label="{label}">'
                f'<script type="application/json">{script_json(traits)}</script>'
                f"<noscript><pre>{picture}</pre></noscript></div>"
            )
            boards += 1
    return boards


def _convert(
    notebook: dict[str, Any],
    template: str,
    resources: dict[str, Any] | None = None,
    **options: str,
) -> str:
    """``notebook`` as HTML by nbconvert's lab template, extended by ``template`` (which reads
    ``resources``)."""
    import nbformat
    from jinja2 import DictLoader
    from nbconvert import HTMLExporter

    exporter = HTMLExporter(  # type: ignore[no-untyped-call]
        template_name="lab",
        extra_loaders=[DictLoader({"clans_page.html.j2": template})],
        template_file="clans_page.html.j2",
        **options,
    )
    node = nbformat.from_dict(notebook)  # type: ignore[no-untyped-call]
    body: str = exporter.from_notebook_node(node, resources=resources)[0]
    return body


def nbconvert_html(notebook: dict[str, Any]) -> str:
    """nbconvert's own page of an executed notebook, its widgets drawn by the widget manager
    from their saved state, with requirejs, the manager and anywidget read from ``vendor/``."""
    return _convert(
        notebook,
        _NBCONVERT_TEMPLATE,
        require_js_url="vendor/require.js",
        widget_renderer_url="vendor/embed-amd.js",
    )


def page_html(
    notebook: dict[str, Any],
    lang: str = DEFAULT,
    switch: Switch = NO_SWITCH,
    english: bool = True,
) -> str:
    """One tutorial page: nbconvert's lab template with no CDN script, and the boards' script;
    the page's language ``lang`` in ``<html lang>`` and its own words, its language ``switch``
    below the link to the index, and, for a lesson not translated (``english``), a note."""
    site = {
        "home": html.escape(say("site.all_tutorials", lang)),
        "note": _note(lang, " · ", english=english),
        **switch._asdict(),
    }
    body = _convert(notebook, _TEMPLATE, {"clans_site": site}, language_code=lang)
    script = f'<script type="module">\n{bundle_text(PAGE_BUNDLE)}\n</script>\n'
    head, tail = body.rsplit("</body>", 1)
    return head + script + "</body>" + tail


def title_of(notebook: dict[str, Any], fallback: str) -> str:
    """The notebook's first Markdown heading, or ``fallback``."""
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") != "markdown":
            continue
        source = cell.get("source", "")
        text = source if isinstance(source, str) else "".join(source)
        for line in text.splitlines():
            if line.startswith("#"):
                return line.lstrip("#").strip()
    return fallback


def build(
    notebooks: Sequence[Path],
    out: Path,
    cwd: Path,
    nbconvert: bool = False,
    lite_url: str = LITE_URL,
    languages: Sequence[str] = LANGUAGES,
) -> list[Path]:
    """Execute ``notebooks`` in ``cwd`` and write their pages and an index to ``out``, once
    per language of ``languages`` (English at the top, the others in ``out/fr/``...: see the
    module's docstring), and nbconvert's own pages to ``out/nbconvert/`` if asked (English
    only); puzzles link each lesson's page in the JupyterLite site at ``lite_url`` ('' for
    none)."""
    languages = [check_language(lang) for lang in dict.fromkeys(languages)]
    pages = []
    for lang in languages:
        folder = out / folder_of(lang)
        folder.mkdir(parents=True, exist_ok=True)
        lite = _beside(lite_url, lang)
        lessons: dict[str, list[tuple[Path, str]]] = {}  # a game's format -> pages, titles
        untranslated = False
        for path in [p for p in notebooks if not is_translation(p)]:
            source = translation(path, lang)
            english = lang != DEFAULT and source == path
            untranslated = untranslated or english
            notebook = linked_pages(execute(source, cwd, lang=lang), lang)
            if nbconvert and lang == DEFAULT:
                (out / "nbconvert").mkdir(exist_ok=True)
                own = out / "nbconvert" / f"{path.stem}.html"
                own.write_text(nbconvert_html(notebook), encoding="utf-8")
            title = title_of(notebook, path.stem)
            game = game_shown(notebook)
            boards = boards_to_html(notebook, lite_page(lite, path.name), lang)
            page = folder / f"{path.stem}.html"
            switch = switch_of(page.name, lang, languages)
            page.write_text(page_html(notebook, lang, switch, english), encoding="utf-8")
            pages.append(page)
            lessons.setdefault(game or "", []).append((page, title))
            shown = page.relative_to(out).as_posix()
            print(f"   {shown}: {boards} board{'' if boards == 1 else 's'}", flush=True)
        switch = switch_of("index.html", lang, languages)
        index = index_html(lessons, lite, lang, switch, untranslated)
        (folder / "index.html").write_text(index, encoding="utf-8")
    return pages


def game_shown(notebook: dict[str, Any]) -> str | None:
    """The record format of the game the notebook's first saved board shows (a frame saved
    before frames named their game is Clans and Glory's), or None when it shows no board."""
    saved = notebook.get("metadata", {}).get("widgets", {})
    states = saved.get(WIDGET_STATE, {}).get("state", {})
    for cell in notebook.get("cells", []):
        for output in cell.get("outputs", []):
            view = output.get("data", {}).get(WIDGET_VIEW)
            if not isinstance(view, dict):
                continue
            state = states.get(view.get("model_id"), {}).get("state", {})
            if state.get("_anywidget_id") in BOARD_MODELS and state.get("frames"):
                return str(state["frames"][0].get("game", "clans-and-glory"))
    return None


def index_html(
    lessons: dict[str, list[tuple[Path, str]]],
    lite_url: str = LITE_URL,
    lang: str = DEFAULT,
    switch: Switch = NO_SWITCH,
    english: bool = True,
) -> str:
    """The site's index in ``lang``, with its language ``switch``: the lessons of each game
    under the game's own heading, in the order the games first come (``lessons`` maps a record
    format, '' for no board, to the pages and their titles); ``english``: a note says that
    some lessons' text is English."""
    sections = []
    titles = []
    for number, (format, pages) in enumerate(lessons.items(), 1):
        game = _game_title(format, lang)
        titles.append(game)
        items = "\n".join(
            f'<li><a href="{html.escape(page.name)}">{html.escape(title)}</a></li>'
            for page, title in pages
        )
        sections.append(
            _SECTION.format(
                id=f"game-{number}", game=html.escape(game), format=html.escape(format), items=items
            )
        )
    games = [t for t, (format, _) in zip(titles, lessons.items()) if format]
    title = say("site.tutorials", lang, games=listed(games, lang) if games else "clans_widget")
    link = f'<a href="{html.escape(lite_url)}">{html.escape(say("site.in_jupyterlite", lang))}</a>'
    home = say("site.or_lite", lang, link=link) if lite_url else ""
    return _INDEX.format(
        title=html.escape(title),
        sections="\n".join(sections),
        intro=say("site.intro", lang, lite=home),
        note=_note(lang, "\n<p>", "</p>", english),
        lang=lang,
        head=switch.head,
        switch=f"\n{switch.switch}" if switch.switch else "",
    )


def _game_title(format: str, lang: str = DEFAULT) -> str:
    """The title of the game whose records have ``format`` ("Clans and Glory"); notebooks
    with no board are "Other notebooks" in ``lang``."""
    if not format:
        return say("site.other", lang)
    try:
        return game_for(format).title
    except ValueError:
        return format


def main(argv: Sequence[str] | None = None) -> None:
    """Command line of scripts/docs.sh: ``python -m clans_widget.site OUT NOTEBOOK...``; its
    help and errors in the user's locale (:func:`~.i18n.command.help_language`: this command
    has no ``--lang``, its pages are built in every language of ``--languages``)."""
    arguments = sys.argv[1:] if argv is None else list(argv)
    lang = help_language(arguments, os.environ)
    parser = argparse.ArgumentParser(
        prog="python -m clans_widget.site", description=say("site.description", lang)
    )
    parser.add_argument("out", type=Path, help=say("site.help_out", lang))
    parser.add_argument("notebooks", type=Path, nargs="+", help=say("site.help_notebooks", lang))
    parser.add_argument("--cwd", type=Path, default=Path.cwd(), help=say("site.help_cwd", lang))
    parser.add_argument("--nbconvert", action="store_true", help=say("site.help_nbconvert", lang))
    parser.add_argument(
        "--lite-url", default=LITE_URL, help=say("site.help_lite", lang, default=repr(LITE_URL))
    )
    every = ",".join(LANGUAGES)
    parser.add_argument(
        "--languages", default=every, help=say("site.help_languages", lang, default=every)
    )
    args = parser.parse_args(arguments)
    languages = [code.strip() for code in args.languages.split(",") if code.strip()]
    for code in languages:
        if code not in LANGUAGES:
            parser.error(
                say("site.bad_language", lang, code=repr(code), languages=", ".join(LANGUAGES))
            )
    build(args.notebooks, args.out, args.cwd, args.nbconvert, args.lite_url, languages)

if __name__ == "__main__":
    main()
