"""A Schotten Totten round saved as a standalone page, opened in Chromium with no kernel: it
replays step by step, lights nothing to play, shows the viewer's view, and explains a claim
under the pointer from the proofs worked out when the page was made."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from clans_widget.export import save_html
from tests.browser.labdriver import ROOT
from tests.browser.test_export_browser import open_page
from tests.twins import schotten_twin

pytestmark = pytest.mark.browser

SCREENSHOTS = ROOT / "tests" / "screenshots" / "browser"


def expect_proof_on_hover(board: Any, stone: int, proof: dict[str, Any]) -> None:
    """Point at ``stone`` on ``board`` (no kernel) and see ``proof`` drawn, as Python worked it
    out: its sentence, its hypothetical cards, and no message that a notebook is needed."""
    from playwright.sync_api import expect

    board.locator(f'[data-stone="{stone}"]').hover()
    shown = board.locator(f'[data-proof="{stone}"]')
    expect(shown).to_be_visible()
    expect(shown.locator(".st-proof-text")).to_have_text(proof["text"])
    expect(board.locator(".st-ghost")).to_have_count(len(proof["ghosts"]))
    expect(board.locator(".cg-error")).to_be_hidden()


def test_a_schotten_page_replays_offline_and_offers_nothing_to_play(
    browser: Any, tmp_path: Path
) -> None:
    from playwright.sync_api import expect

    record = schotten_twin(8, 0, 40)[0]
    path = save_html(record, tmp_path / "round.html", viewer=0)
    page, errors = open_page(browser, path)
    root = page.locator(".clans-widget")
    expect(root.locator("[data-stone]")).to_have_count(9)
    root.focus()
    page.keyboard.press("ArrowRight")
    expect(root).to_have_attribute("data-ply", "1")
    page.keyboard.press("End")
    expect(root).to_have_attribute("data-ply", str(len(record.game().moves)))
    assert page.locator("[data-legal='true'], .cg-lit, .cg-playable").count() == 0
    assert page.locator('[data-player="1"]').count() == 0  # the rival's cards: never drawn
    before = root.inner_text()
    page.locator("[data-card]").first.click(force=True)  # a curious click changes nothing
    page.locator('[data-stone="5"]').click()
    page.mouse.move(0, 0)
    page.wait_for_timeout(300)
    assert root.inner_text() == before
    assert page.locator("[data-proof]").count() == 0
    root.screenshot(path=str(SCREENSHOTS / "schotten-page-end.png"))
    page.close()
    assert not errors, errors


def test_pointing_at_a_stone_on_a_page_shows_its_proof(browser: Any, tmp_path: Path) -> None:
    """No kernel: the proof drawn is the one Python worked out for the page (the sentence and the
    opponent's finish as dashed cards), the same as a live board's; a stone with no claim to
    judge shows none, and leaving the stone takes the proof away."""
    from playwright.sync_api import expect

    record = schotten_twin(8, 0, 40)[0]
    path = save_html(record, tmp_path / "round.html", viewer=0)
    page, errors = open_page(browser, path)
    root = page.locator(".clans-widget")
    root.focus()
    page.keyboard.press("End")
    end = len(record.game().moves)
    expect(root).to_have_attribute("data-ply", str(end))
    page.locator('[data-stone="2"]').hover()  # the rival's side done, the viewer's empty
    proof = root.locator('[data-proof="2"]')
    expect(proof).to_be_visible()
    expect(proof).to_contain_text("could still become three of a kind (21) with 7o 7y 7p")
    expect(proof).to_contain_text("does not hold")
    ghosts = root.locator('[data-stone="2"] .st-ghost')
    expect(ghosts).to_have_count(3)
    assert sorted(g.get_attribute("data-ghost") for g in ghosts.all()) == ["7o", "7p", "7y"]
    assert root.locator(".cg-needs-kernel").count() == 0  # nothing says a notebook is needed
    root.screenshot(path=str(SCREENSHOTS / "schotten-page-proof.png"))
    page.locator('[data-stone="3"]').hover()  # both sides done: the formations compared
    expect(root.locator('[data-proof="3"]')).to_contain_text("sum (17) beats")
    expect(root.locator("[data-proof]")).to_have_count(1)
    page.locator('[data-stone="9"]').hover()  # nothing to claim there yet: no proof
    page.wait_for_timeout(200)
    expect(root.locator("[data-proof], .st-ghost")).to_have_count(0)
    page.keyboard.press("Home")  # another position: its own proofs
    page.locator('[data-stone="2"]').hover()
    page.wait_for_timeout(200)
    expect(root.locator("[data-proof]")).to_have_count(0)
    page.close()
    assert not errors, errors
