"""A Schotten Totten board in a notebook saved in JupyterLab keeps its proofs (the ``answers``
trait, clans_widget/core/offline.py): the proofs of positions reached by a click crossed with
that click's frames and were put into the saved state in place, nothing of them went back to
the kernel, and reopened with the kernel stopped the board explains a stone under the pointer."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.conftest import SCREENSHOTS
from tests.browser.labdriver import RESULT, ROOT, JupyterLab
from tests.browser.test_saved_notebook_browser import kernel_ward_states, save_and_read_board
from tests.browser.test_schotten_export_browser import expect_proof_on_hover

pytestmark = pytest.mark.browser

GAME = ROOT / "notebooks" / "games" / "schotten" / "base.json"
CELLS = [
    "from clans_widget import GameBoard, schotten\n"
    f"w = GameBoard(record=schotten.Record.from_json(open({str(GAME)!r}).read()))\n"
    "w.position = 38\n"
    "w",
    "import json\n"
    f"print({RESULT!r} + json.dumps({{'answers': w.get_state('answers')['answers'],"
    " 'ply': w.position, 'error': w.error}))",
]


def resolved(answers: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Each position's answers by request key, the shared ones looked up."""
    shared = answers["shared"]
    return {ply: {key: shared[i] for key, i in keys.items()} for ply, keys in answers["at"].items()}


def test_a_saved_schotten_notebook_explains_a_stone_with_the_kernel_stopped(
    lab: JupyterLab, notebook: Any, front_end_built: None
) -> None:
    from playwright.sync_api import expect

    nb = notebook(CELLS)
    nb.run(0)
    root = nb.widget(0)
    expect(root).to_have_attribute("data-ply", "38")
    root.locator(".cg-hand-card.cg-playable").first.click()  # a variation, by clicks
    root.locator("[data-stone][data-legal='true']").first.click()
    expect(root).not_to_have_attribute("data-ply", "38")
    sent = kernel_ward_states(nb.ws_sent)
    assert all("answers" not in state for state in sent), "no answers go to the kernel"

    board = save_and_read_board(nb)
    python = nb.run_json(1)
    assert python["error"] == ""
    assert resolved(board["answers"]) == resolved(python["answers"]), "saved as Python holds them"
    ply = python["ply"]
    stones = sorted(resolved(board["answers"]).get(str(ply), {}).items())
    assert stones, f"no stone with a claim to judge at move {ply}"
    key, proof = stones[0]
    stone = int(key.split(":")[1])

    nb.reopen_from_disk()
    root = nb.widget(0)  # drawn from the saved state
    lab.shutdown_kernels()
    expect(root).to_have_attribute("data-ply", str(ply))
    expect_proof_on_hover(root, stone, proof)
    nb.screenshot(SCREENSHOTS / "schotten-saved-proof.png")
    assert lab.api("GET", "/api/kernels") == [], "the proof was drawn with no kernel running"
    assert not nb.page_errors, nb.page_errors
