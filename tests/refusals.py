"""A refused request changes nothing: the check many tests make, written once.

- :func:`refused` sends an intent as the front end would and checks that it changed nothing
  a test's ``state`` reads; it gives back the sentence the board shows, for the test to check.
- :func:`unchanged` checks the same around anything else (a forged trait, a refused move
  played on a game, an analysis that raises).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from tests.frame_helpers import send


@contextmanager
def unchanged(state: Callable[[], object], what: object = "the request") -> Iterator[None]:
    """Fail unless ``state()`` reads the same after the block as before it (an exception the
    block raises, such as one ``pytest.raises`` expects inside it, goes on unchecked)."""
    before = state()
    yield
    assert state() == before, f"{what} changed what it should have left alone"


def refused(widget: Any, intent: Any, state: Callable[[Any], object], *, fresh: bool = True) -> str:
    """Send ``intent`` to ``widget`` as the front end would (see
    :func:`~tests.frame_helpers.send`), check it changed nothing ``state(widget)`` reads and
    that the board says why, and give back what it says (``widget.error``)."""
    with unchanged(lambda: state(widget), intent):
        send(widget, intent, fresh=fresh)
    assert widget.error, f"{intent!r} was not refused"
    return str(widget.error)
