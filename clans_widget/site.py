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
"""

from __future__ import annotations

import argparse
import html
from collections.abc import Sequence
from pathlib import Path
from typing import Any
from urllib.parse import quote

from .core.registry import game_for
from .export import bundle_text, page_traits, script_json

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
{%- endblock extra_css -%}
{%- block body_header -%}
{{ super() }}
<nav class="clans-site-nav"><a href="index.html">All tutorials</a></nav>
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
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
  body {{ max-width: 760px; margin: 0 auto; padding: 24px 16px; font-family: system-ui,
    sans-serif; line-height: 1.5; }}
  @media (prefers-color-scheme: dark) {{ :root {{ color-scheme: dark; }} }}
  li {{ margin: 6px 0; }}
</style>
</head>
<body>
<h1>{title}</h1>
<p>Each lesson as it ran, with its boards: step through a replay with its buttons or the arrow
keys. Playing needs the notebooks themselves, in Jupyter{lite}.</p>
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
OTHER = "Other notebooks"
"""The index's heading for notebooks that show no board."""


def execute(path: Path, cwd: Path, timeout: int = 900) -> Any:
    """Run notebook ``path`` with its kernel in ``cwd``; return it (an nbformat node, a dict)
    with its outputs and the widget state recorded."""
    import nbformat
    from nbclient import NotebookClient

    notebook = nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]
    NotebookClient(notebook, timeout=timeout, resources={"metadata": {"path": str(cwd)}}).execute()
    return notebook


def lite_page(lite_url: str, notebook: str) -> str | None:
    """The address of ``notebook`` (a file name) in the JupyterLite site at ``lite_url``;
    None when ``lite_url`` is empty (no JupyterLite site)."""
    if not lite_url:
        return None
    return f"{lite_url.rstrip('/')}/lab/index.html?path={quote(notebook)}"


def board_traits(state: dict[str, Any], lite: str | None = None) -> dict[str, Any] | None:
    """The traits a saved board is drawn from, or None when ``state`` is not a board's; with
    ``lite``, the page where the board's notebook runs (a puzzle links it)."""
    if state.get("_anywidget_id") not in BOARD_MODELS or not state.get("frames"):
        return None
    traits = page_traits({name: state[name] for name in _TRAITS if name in state})
    if lite:
        traits["lite"] = lite
    return traits


def boards_to_html(notebook: dict[str, Any], lite: str | None = None) -> int:
    """Turn every board output of ``notebook`` into a ``.clans-board`` element, in place
    (``lite``: the notebook's JupyterLite page, see :func:`board_traits`).

    Other widget outputs keep their plain text (no widget manager draws them here). The widget
    state leaves the notebook's metadata. Returns how many boards were turned.
    """
    saved = notebook.get("metadata", {}).pop("widgets", {})
    states = saved.get(WIDGET_STATE, {}).get("state", {})
    boards = 0
    for cell in notebook.get("cells", []):
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            view = data.pop(WIDGET_VIEW, None)
            if not isinstance(view, dict):
                continue
            traits = board_traits(states.get(view.get("model_id"), {}).get("state", {}), lite)
            if traits is None:
                continue
            picture = html.escape(str(data.get("text/plain", "")))
            data["text/html"] = (
                f'<div class="clans-board" aria-label="game board">'
                f'<script type="application/json">{script_json(traits)}</script>'
                f"<noscript><pre>{picture}</pre></noscript></div>"
            )
            boards += 1
    return boards


def _convert(notebook: dict[str, Any], template: str, **options: str) -> str:
    """``notebook`` as HTML by nbconvert's lab template, extended by ``template``."""
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
    body: str = exporter.from_notebook_node(node)[0]
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


def page_html(notebook: dict[str, Any]) -> str:
    """One tutorial page: nbconvert's lab template with no CDN script, and the boards' script."""
    body = _convert(notebook, _TEMPLATE)
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
) -> list[Path]:
    """Execute ``notebooks`` in ``cwd`` and write their pages and an index to ``out`` (and
    nbconvert's own pages to ``out/nbconvert/`` if asked); puzzles link each lesson's page in
    the JupyterLite site at ``lite_url`` ('' for none)."""
    out.mkdir(parents=True, exist_ok=True)
    pages = []
    lessons: dict[str, list[tuple[Path, str]]] = {}  # a game's format -> its pages and titles
    for path in notebooks:
        notebook = execute(path, cwd)
        if nbconvert:
            (out / "nbconvert").mkdir(exist_ok=True)
            own = out / "nbconvert" / f"{path.stem}.html"
            own.write_text(nbconvert_html(notebook), encoding="utf-8")
        title = title_of(notebook, path.stem)
        game = game_shown(notebook)
        boards = boards_to_html(notebook, lite_page(lite_url, path.name))
        page = out / f"{path.stem}.html"
        page.write_text(page_html(notebook), encoding="utf-8")
        pages.append(page)
        lessons.setdefault(game or "", []).append((page, title))
        print(f"   {page.name}: {boards} board{'' if boards == 1 else 's'}", flush=True)
    (out / "index.html").write_text(index_html(lessons, lite_url), encoding="utf-8")
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


def index_html(lessons: dict[str, list[tuple[Path, str]]], lite_url: str = LITE_URL) -> str:
    """The site's index: the lessons of each game under the game's own heading, in the order
    the games first come (``lessons`` maps a record format, '' for no board, to the pages and
    their titles)."""
    sections = []
    titles = []
    for number, (format, pages) in enumerate(lessons.items(), 1):
        game = _game_title(format)
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
    games = [t for t in titles if t != OTHER]
    title = f"{' and '.join(games) if games else 'clans_widget'}: tutorials"
    home = f' or <a href="{html.escape(lite_url)}">in JupyterLite</a>' if lite_url else ""
    return _INDEX.format(title=html.escape(title), sections="\n".join(sections), lite=home)


def _game_title(format: str) -> str:
    """The title of the game whose records have ``format`` ("Clans and Glory")."""
    if not format:
        return OTHER
    try:
        return game_for(format).title
    except ValueError:
        return format


def main(argv: Sequence[str] | None = None) -> None:
    """Command line of scripts/docs.sh: ``python -m clans_widget.site OUT NOTEBOOK...``."""
    parser = argparse.ArgumentParser(prog="python -m clans_widget.site", description=__doc__)
    parser.add_argument("out", type=Path, help="the folder of the site")
    parser.add_argument("notebooks", type=Path, nargs="+", help="the notebooks, in order")
    parser.add_argument("--cwd", type=Path, default=Path.cwd(), help="where the kernels run")
    parser.add_argument(
        "--nbconvert",
        action="store_true",
        help="also write nbconvert's own pages to OUT/nbconvert/",
    )
    parser.add_argument(
        "--lite-url",
        default=LITE_URL,
        help="the JupyterLite site's address, which puzzles link "
        f"(default {LITE_URL!r}, beside the pages; '' for none)",
    )
    args = parser.parse_args(argv)
    build(args.notebooks, args.out, args.cwd, args.nbconvert, args.lite_url)


if __name__ == "__main__":
    main()
