"""The files a board's Save buttons give: the record (to the board that shows everything) and
the standalone page (as the board's viewer sees it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .permissions import refuse

if TYPE_CHECKING:
    from .widget import ClansWidget


def offered(viewer: object, puzzle: bool) -> list[str]:
    """What a board offers to save: nothing in a puzzle; the record only to the "all" viewer."""
    if puzzle:
        return []
    return ["record", "page"] if viewer == "all" else ["page"]


def download(board: ClansWidget, what: str) -> dict[str, str]:
    """The file ``what`` (``"record"`` or ``"page"``) of ``board``, as the front end saves it."""
    from .export import export_html

    refuse(board._mode.refusal("download"))
    record = board.record
    stem = "-".join(record.names).lower().replace(" ", "-") or "game"
    viewer = board.session.viewer
    if what == "record":
        if viewer != "all":
            raise ValueError(
                "a record holds every hand: only a board that shows everything saves it"
            )
        return {"kind": "download", "name": f"clans-{stem}.json",
                "mime": "application/json", "text": record.to_json()}
    if what == "page":
        shown = "spectator" if viewer == "turn" else viewer
        try:
            page = export_html(board._reviews.attach(record.line(0)), shown, size=board.size)
        except RuntimeError as error:  # the front end is not built
            raise ValueError(str(error)) from None
        return {"kind": "download", "name": f"clans-{stem}.html", "mime": "text/html",
                "text": page}
    raise ValueError("a download is the record or the page")
