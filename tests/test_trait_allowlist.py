"""The front end may set only the traits it owns: an allow-list read from the traits' own tags
(``owner="front"``), each value checked. Anything else it sends (a trait Python owns, one of
ipywidgets' or anywidget's own, an unknown name, a wrong type) is refused with a sentence in
``error`` naming the trait, changes nothing, and never raises.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from clans_widget import ClansWidget, Game
from tests.refusals import unchanged

JS = Path(__file__).resolve().parents[1] / "js"
FRONT_TRAITS = {"position", "autoplay_ms", "forecast", "error"}


def board() -> ClansWidget:
    w = ClansWidget(Game.new(2, seed=3))
    for _ in range(3):
        w.play(w.game.legal_moves()[0])
    return w


def state_but_error(w: ClansWidget) -> dict[str, Any]:
    """Everything the board would save or sync, but the error it shows."""
    state = w.get_state()
    state.pop("error")
    return state


def forged(w: ClansWidget, name: Any, value: Any) -> list[Any]:
    """Send ``{name: value}`` as the front end would; the traits sent back to it."""
    echoed: list[Any] = []
    w.send_state = lambda key=None: echoed.append(key)  # type: ignore[method-assign]
    w.set_state({name: value})
    return echoed


ESM = "export default { render({ el }) { el.textContent = 'pwned'; } };"


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("_esm", ESM),
        ("_css", "body { display: none }"),
        ("_anywidget_id", "someone.else.Widget"),
        ("tooltip", "forged"),
        ("tabbable", True),
        ("_dom_classes", ["cg-forged"]),
        ("_view_name", "ForgedView"),
        ("_model_module", "forged-module"),
        ("layout", 5),
        ("layout", "IPY_MODEL_forged"),
        ("layout", {"width": "1px"}),
        ("line", 3),
        ("size", "large"),
    ],
)
def test_a_trait_the_front_end_does_not_own_is_refused(name: str, value: Any) -> None:
    w = board()
    with unchanged(lambda: state_but_error(w)):
        echoed = forged(w, name, value)  # never raises, not even for a wrong type
    assert w.error == f"the front end may not set {name}: Python owns it"
    assert [name] in echoed, "the front end gets the true value back"


def test_a_forged_esm_never_reaches_the_saved_notebook() -> None:
    w = board()
    forged(w, "_esm", ESM)
    assert ESM not in str(w.get_state())
    assert w._esm != ESM


@pytest.mark.parametrize("name", ["nonsense", "x" * 10_000, "__class__", "comm", "keys"])
def test_an_unknown_name_is_refused_by_name_and_changes_nothing(name: str) -> None:
    w = board()
    with unchanged(lambda: state_but_error(w)):
        echoed = forged(w, name, 1)
    assert w.error == f"the front end may not set {name[:40]!r}: the board has no such trait"
    assert echoed == ["error"], "only the error goes back: the board lacks that trait"


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("position", "2"),
        ("position", 2.5),
        ("autoplay_ms", None),
        ("forecast", 1),
        ("error", 7),
        ("error", "forged text"),
    ],
)
def test_a_front_trait_of_the_wrong_type_is_refused(name: str, value: Any) -> None:
    w = board()
    with unchanged(lambda: state_but_error(w)):
        forged(w, name, value)
    assert name in w.error


def test_one_forged_trait_does_not_stop_the_legit_ones_beside_it() -> None:
    w = board()
    w.set_state({"position": 1, "_anywidget_id": "x", "autoplay_ms": 500})
    assert (w.position, w.autoplay_ms) == (1, 500)
    assert w.error == "the front end may not set _anywidget_id: Python owns it"
    assert w.get_state()["_anywidget_id"] == "clans_widget.widget.ClansWidget"


def test_an_update_message_from_the_front_end_takes_the_same_gate() -> None:
    w = board()
    message = {
        "content": {
            "data": {"method": "update", "buffer_paths": [], "state": {"layout": 5, "_esm": ESM}}
        },
        "buffers": [],
    }
    with unchanged(lambda: state_but_error(w)):
        w._handle_msg(message)
    assert "layout" in w.error and "_esm" in w.error


def test_the_front_end_still_steps_changes_speed_switches_and_dismisses() -> None:
    w = board()
    w.set_state({"error": "forged"})
    assert w.error
    w.set_state({"position": 1, "autoplay_ms": 500, "forecast": False, "error": ""})
    assert (w.position, w.autoplay_ms, w.forecast, w.error) == (1, 500, False, "")


def test_the_allow_list_is_the_traits_tagged_front_and_each_has_a_check() -> None:
    traits = ClansWidget.class_traits(sync=True)
    front = {n for n, t in traits.items() if t.metadata.get("owner") == "front"}
    assert front == FRONT_TRAITS
    assert all(callable(traits[n].metadata.get("front_check")) for n in front)


def test_every_trait_the_front_end_sets_is_on_the_allow_list() -> None:
    sets = set()
    for path in JS.glob("*.ts"):
        sets |= set(re.findall(r"model\.set\(\s*\"(\w+)\"", path.read_text(encoding="utf-8")))
    assert sets, "the front end's model.set calls were not found"
    assert sets <= FRONT_TRAITS, sets - FRONT_TRAITS
