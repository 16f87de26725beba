"""The files a board's Save buttons give: the record (to the board that shows everything) and
the standalone page (as the board's viewer sees it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from .i18n.sentence import said, sentence_of
from .permissions import refuse

if TYPE_CHECKING:
    from .board import GameBoard
    from .core.protocol import Viewer


def offered(viewer: object, puzzle: bool, pages: bool = True) -> list[str]:
    """What a board offers to save: nothing in a puzzle; the record only to the "all" viewer;
    the page where the board makes one (``pages``)."""
    if puzzle:
        return []
    return (["record"] if viewer == "all" else []) + (["page"] if pages else [])


def download(board: GameBoard, what: str) -> dict[str, str]:
    """The file ``what`` (``"record"`` or ``"page"``) of ``board``, as the front end saves it."""
    refuse(board._mode.refusal("download"))
    record = board.record
    stem = "-".join(record.names).lower().replace(" ", "-") or "game"
    name = f"{board.FILE_PREFIX or board.definition.format}-{stem}"
    viewer = board.session.viewer
    if what == "record":
        if viewer != "all":
            raise ValueError(said("board.record_all"))
        return {"kind": "download", "name": f"{name}.json",
                "mime": "application/json", "text": record.to_json()}
    if what == "page" and board.PAGES:
        shown = cast("Viewer", "spectator" if viewer == "turn" else viewer)
        line = board.definition.lines(record)  # the main line alone: a page shows no variation
        main: Any = board.definition.line_record(record, line.moves, line.comments)
        try:
            page = board._page(main if board._reviews is None else board._reviews.attach(main),
                               shown)
        except RuntimeError as error:  # the front end is not built
            raise ValueError(sentence_of(error)) from None
        return {"kind": "download", "name": f"{name}.html", "mime": "text/html",
                "text": page}
    raise ValueError("a download is the record" + (" or the page" if board.PAGES else ""))
