"""The links of a served game: the teacher's page, the projector's, one per human seat, each
with its token, as text for the terminal and as HTML with QR codes for the teacher's page."""

from __future__ import annotations

import html
import io
from typing import TYPE_CHECKING

from ..i18n import DEFAULT, say
from ..i18n.sentence import name_of, said

if TYPE_CHECKING:
    from .room import ClassRoom

PROJECTOR = "projector"
"""The query word of the projector's page: the open table, large."""
LINK_STYLE = "color:#0b57a4;text-decoration:underline"
"""A link's look on the teacher's page: dark enough on white for WCAG AA (7:1; the page's
own link blue, #1d79d3, is 4.4:1 at 13 px), and underlined, so not told by colour alone."""
TABLE = "table"
"""The query word that names a table by its number, when the server holds several."""


def page_links(room: ClassRoom, lang: str | None = None) -> list[tuple[str, str]]:
    """Each page's name, in ``lang``, and its address: the teacher's, the projector's, then
    each human seat's (at ``room``'s table, when the server holds several)."""
    speak = lang or DEFAULT
    base = room.base_url.rstrip("/")
    table = "" if room.table is None else f"&{TABLE}={room.table}"
    links = [(say("serve.teacher", speak), f"{base}/?token={room.tokens['all']}{table}")]
    links.append((say("serve.projector", speak), f"{base}/?{PROJECTOR}{table}"))
    for viewer, token in room.tokens.items():
        if isinstance(viewer, int):
            label = said("serve.seat", name=name_of(room.session.names, viewer)).text(speak)
            links.append((label, f"{base}/?token={token}"))
    return links


def terminal_qr(url: str) -> str:
    """``url`` as a QR code drawn with block characters, for a terminal."""
    import qrcode

    code = qrcode.QRCode(border=1)
    code.add_data(url)
    code.make()
    out = io.StringIO()
    code.print_ascii(out=out)
    return out.getvalue()


def svg_qr(url: str) -> str:
    """``url`` as a QR code in SVG, for a page."""
    import qrcode
    import qrcode.image.svg

    image = qrcode.make(url, image_factory=qrcode.image.svg.SvgPathImage)
    return image.to_string().decode()  # type: ignore[no-any-return]


def join_links(room: ClassRoom, lang: str | None = None) -> str:
    """The teacher's page's list of the other pages' links, each with its QR code."""
    items = [
        f'<li style="display:inline-block;margin:8px;text-align:center">'
        f'<div style="width:120px">{svg_qr(url)}</div>'
        f'<a href="{html.escape(url)}" target="_blank" style="{LINK_STYLE}">'
        f'{html.escape(label)}</a></li>'
        for label, url in page_links(room, lang)[1:]
    ]
    return f'<ul style="list-style:none;padding:0">{"".join(items)}</ul>'
