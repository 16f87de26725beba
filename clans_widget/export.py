"""Standalone HTML replay: the built front end and a record's frames in one file, no kernel.

The page holds ``static/standalone.js`` (the widget with an in-page model, built from
``js/standalone.ts``) and the widget's traits as JSON; stepping through the replay works
offline. The page is read-only: its frames hold no legal moves, so nothing lights up to be
played, and its state says ``read_only`` (no Undo, no save buttons). Printed, it gives a game
sheet: the final position, every move with its comment, and the scoring of each tile.

A page keeps the language it was made in (``lang``): its frames, move list, review and
answers hold Python's sentences in it, its state says it (the ``lang`` trait, left out in
English) and so does ``<html lang>``, which the front end reads for its own words when the
trait is not there.
"""

from __future__ import annotations

import errno
import html
import json
import os
import re
import secrets
import shutil
from pathlib import Path
from typing import Any

from .core.frames import line_frames, move_tree, presenter_of
from .core.offline import offline_answers
from .core.protocol import Viewer
from .core.registry import game_of
from .core.session import Session
from .i18n import DEFAULT, check_language, player_names, say
from .i18n.sentence import said
from .savedstate import frames_to_json, without_legal
from .size import check_size, starts_with_forecast
from .widget_review import BoardReview

BUNDLE = Path(__file__).parent / "static" / "standalone.js"

_PAGE = """<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
  body {{ margin: 0; padding: 16px; font-family: system-ui, sans-serif; }}
  #clans-replay {{ max-width: 1100px; margin: 0 auto; }}
  @media (prefers-color-scheme: dark) {{
    :root {{ color-scheme: dark; background: #111111;
      --jp-layout-color0: #111111; --jp-layout-color1: #212121; --jp-layout-color2: #424242;
      --jp-layout-color3: #616161; --jp-ui-font-color0: #ffffff;
      --jp-ui-font-color1: rgba(255, 255, 255, 0.87);
      --jp-ui-font-color2: rgba(255, 255, 255, 0.54);
      --jp-border-color1: #616161; --jp-border-color2: #424242; --jp-brand-color1: #64b5f6;
      --jp-error-color1: #ef5350; }}
  }}
  @page {{ margin: 14mm; }}
  @media print {{
    :root {{ background: none; }}
    #clans-replay {{ max-width: none; }}
  }}
</style>
</head>
<body>
<main id="clans-replay" aria-label="{title}"></main>
<script type="application/json" id="clans-replay-state">{state}</script>
<script type="module">
{bundle}
</script>
</body>
</html>
"""


def export_html(
    record: Any,
    viewer: Viewer | str = "all",
    title: str | None = None,
    size: str = "normal",
    lang: str = DEFAULT,
) -> str:
    """One self-contained HTML page that replays ``record`` (of any registered game) as
    ``viewer`` sees it, at ``size`` (``"large"`` for a projector), in ``lang`` (``"en"``,
    ``"fr"`` or ``"de"``), with its saved review if it was made for that viewer (a board that
    shows everything shows any review)."""
    definition = game_of(record)
    check_size(size)
    check_language(lang)
    bundle = bundle_text()
    frames = line_frames(record, viewer, lang=lang)
    session: Session[Any, Any] = Session(record, viewer, replay=True)
    last = session.shown_viewer(session.length())  # who the line's last frame is drawn for
    tree, comments = move_tree(session, last, lang)
    plies = range(session.length() + 1)
    presenter = presenter_of(definition, lang)
    answers = offline_answers(presenter, (session.position(0, p) for p in plies))
    state = page_traits({
        **({} if lang == DEFAULT else {"lang": lang}),  # English: <html lang> says it
        **({"answers": answers} if answers else {}),
        "frames": frames_to_json(frames),
        "position": 0,
        "line": 0,
        "tree": tree,
        "comments": comments,
        "mode": "replay",
        "autoplay_ms": 900,
        "hotseat": viewer == "turn",
        "size": size,
        "forecast": starts_with_forecast(size),
        "review_state": BoardReview(record).state(record, last, lang)
        if getattr(definition, "analyst", None) is not None else {},
    })
    names = f" {say('sheet.vs', lang)} ".join(player_names(record.names, lang))
    text = title or getattr(record, "title", None) or f"{definition.title}: {names}"
    return _PAGE.format(
        title=html.escape(text), state=script_json(state), bundle=bundle, lang=lang
    )


def page_traits(traits: dict[str, Any]) -> dict[str, Any]:
    """A board's ``traits`` as a page with no kernel draws them: a plain replay, with no legal
    moves in its frames and nothing to ask Python for (no undo, hint, review, download, bot or
    hot-seat cover; variations cannot be changed). Used by exported pages and the static site.
    The frames may be whole or compact (:func:`~.savedstate.frames_to_json`); they stay so.
    The review's refusal is in the traits' ``lang`` (English without one)."""
    page = dict(traits)
    page["frames"] = [without_legal(frame) for frame in traits.get("frames", [])]
    page.update(
        read_only=True, error="", downloads=[], can_undo=False, can_hint=False, hint={},
        hint_thinking=False, covered=False, bot_thinking=False, bot_stalled=False,
    )
    if isinstance(page.get("tree"), str):  # a saved board's, as JSON text
        page["tree"] = json.loads(page["tree"])
    if isinstance(page.get("tree"), dict):
        page["tree"] = {**page["tree"], "editable": False}
    review = page.get("review_state")
    if isinstance(review, dict) and review:
        refusal = say("review.no_kernel", page.get("lang") or DEFAULT)
        page["review_state"] = {**review, "progress": None, "refusal": refusal}
    return page


NO_KERNEL_REVIEW = say("review.no_kernel")
"""Why a page with no kernel offers no Review button (in English; the catalogue has it in
each language)."""


def save_html(
    record: Any,
    path: str | Path,
    viewer: Viewer | str = "all",
    title: str | None = None,
    size: str = "normal",
    lang: str = DEFAULT,
) -> Path:
    """Write :func:`export_html` of ``record`` to ``path`` (UTF-8), in ``lang``, and return
    the path.

    The page goes to a new file beside ``path`` that then replaces it, so a failure at any
    point leaves an older page at ``path`` whole. A symbolic link at ``path`` is followed.
    """
    out = Path(path)
    page = export_html(record, viewer, title, size, lang)
    _replace_text(Path(os.path.realpath(out)), page)
    return out


def _replace_text(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file in ``path``'s directory, then rename it to ``path``."""
    if path.is_dir():
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(6)}.tmp")
    try:
        with open(temporary, "x", encoding="utf-8") as file:  # "x": never an existing file
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        if path.is_file():
            shutil.copymode(path, temporary)
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def bundle_text(path: Path | None = None) -> str:
    """A built bundle (default ``static/standalone.js``) made safe to inline in a <script>."""
    bundle = BUNDLE if path is None else path
    if not bundle.exists():
        raise RuntimeError(said("export.not_built", bundle=str(bundle)))
    # Inside <script>, only "</script" (any case) and "<!--" end or confuse the element.
    text = re.sub(r"</(script)", r"<\\/\1", bundle.read_text(encoding="utf-8"), flags=re.I)
    if "<!--" in text:
        raise RuntimeError(f"{bundle} holds '<!--', which cannot be inlined in a <script>")
    return text


def script_json(data: object) -> str:
    """JSON safe inside <script>: every '<' is written as \\u003c, so no '</' or '<!--' remains."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
