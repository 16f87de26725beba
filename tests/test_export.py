"""Standalone HTML replay: the bundle and the frames in one page, nothing hidden, runs offline."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from clans_widget import Record
from clans_widget import export as export_module
from clans_widget.export import BUNDLE, export_html
from clans_widget.frames import line_frames
from clans_widget.savedstate import compact_frames
from tests.frame_helpers import cards_in
from tests.rules_helpers import random_game

REPO = Path(__file__).resolve().parent.parent
STATE = re.compile(r'<script type="application/json" id="clans-replay-state">(.*?)</script>', re.S)

pytestmark = pytest.mark.skipif(not BUNDLE.exists(), reason="front end not built: npm run build")


def record() -> Record:
    return random_game(2, seed=5, plies=12).record


def state_of(page: str) -> dict[str, object]:
    found = STATE.search(page)
    assert found, "no state script in the page"
    state: dict[str, object] = json.loads(found.group(1))
    return state


def playless(frames: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``frames`` as JSON gives them back, without their legal moves (a page offers none)."""
    plain: list[dict[str, Any]] = json.loads(json.dumps(frames))
    return [{key: value for key, value in frame.items() if key != "legal"} for frame in plain]


def test_the_page_holds_the_bundle_and_every_frame_with_nothing_to_play() -> None:
    page = export_html(record())
    assert BUNDLE.read_text(encoding="utf-8") in page
    state = state_of(page)
    assert any(frame.get("legal") for frame in line_frames(record(), "all"))
    assert state["frames"] == playless(compact_frames(line_frames(record(), "all")))
    assert (state["position"], state["mode"], state["error"]) == (0, "replay", "")
    assert state["read_only"] is True and state["can_undo"] is False
    assert state["downloads"] == [], "a page with no kernel has nothing to ask Python for"


def test_a_player_view_holds_no_card_hidden_from_that_player() -> None:
    seen = cards_in(line_frames(record(), 0))
    hidden = cards_in(line_frames(record(), "all")) - seen
    assert hidden, "the game should hide some cards from player 0"
    page = export_html(record(), viewer=0)
    assert not cards_in(state_of(page)) & hidden
    outside_bundle = page.replace(BUNDLE.read_text(encoding="utf-8"), "")
    assert not cards_in(outside_bundle) & hidden


def test_text_from_the_record_cannot_close_the_script() -> None:
    evil = "</script><script>alert(1)</script><!--"
    page = export_html(record().with_comments({1: evil}), title="</title>" + evil)
    assert page.lower().count("</script") == 2  # the two the page itself closes
    assert "<!--" not in page
    state = state_of(page)
    assert isinstance(state["frames"], list) and state["comments"] == {"0:1": evil}
    assert state["tree"]["editable"] is False and state["can_undo"] is False
    assert "<title>&lt;/title&gt;&lt;/script&gt;" in page


def test_an_unbuilt_front_end_says_to_build_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(export_module, "BUNDLE", tmp_path / "standalone.js")
    with pytest.raises(RuntimeError, match="npm run build"):
        export_html(record())


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "clans_widget", "export", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=60,
        check=False,
    )


def test_the_cli_writes_a_replay(tmp_path: Path) -> None:
    source, out = tmp_path / "game.json", tmp_path / "game.html"
    source.write_text(record().to_json())
    done = cli(str(source), str(out), "--viewer", "1")
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"wrote {out}: replay of 12 moves, viewer 1\n"
    frames = compact_frames(line_frames(record(), 1))
    assert state_of(out.read_text(encoding="utf-8"))["frames"] == playless(frames)


def test_the_cli_refuses_a_bad_record_or_viewer(tmp_path: Path) -> None:
    data = record().to_dict()
    data["moves"] = ["8p@Ah"]
    bad, good, out = tmp_path / "bad.json", tmp_path / "good.json", tmp_path / "out.html"
    bad.write_text(json.dumps(data))
    good.write_text(record().to_json())
    with pytest.raises(ValueError) as refused:
        Record.from_json(bad.read_text())
    done = cli(str(bad), str(out))
    assert (done.returncode, done.stderr) == (1, f"{bad}: invalid: {refused.value}\n")
    done = cli(str(good), str(out), "--viewer", "5")
    assert done.returncode == 1 and "viewer must be" in done.stderr
    done = cli(str(tmp_path / "missing.json"), str(out))
    assert done.returncode == 1 and "cannot read" in done.stderr
    assert not out.exists()


def test_each_board_offers_the_downloads_its_viewer_may_have() -> None:
    from clans_widget import ClansWidget

    assert ClansWidget(record=record()).downloads == ["record", "page"]
    for viewer in (0, "spectator", "turn"):
        assert ClansWidget(record=record(), viewer=viewer).downloads == ["page"]
    player = ClansWidget(record=record(), viewer=1)
    player.set_state({"downloads": ["record", "page"]})
    assert player.downloads == ["page"] and "Python owns it" in player.error


def test_a_saved_review_shows_on_the_page_only_for_the_viewer_it_was_made_for() -> None:
    from clans_widget.analysis import review

    game = random_game(2, seed=25)  # played to the end, with a card face down that 0 never sees
    reviewed = game.record.with_review(review(game.record, "all", iterations=30, seed=1))
    everything = state_of(export_html(reviewed))["review_state"]
    assert isinstance(everything, dict) and everything["progress"] is None
    assert everything["refusal"], "a page with no kernel offers no Review button"
    assert [e["move"] for e in everything["review"]["entries"]] == list(reviewed.moves)

    own = review(game.record, 0, iterations=30, seed=1)
    page = export_html(game.record.with_review(own), viewer=0)
    hidden = cards_in(line_frames(game.record, "all")) - cards_in(line_frames(game.record, 0))
    assert hidden, "the game should hide a card from player 0"
    assert not cards_in(state_of(export_html(reviewed, viewer=0))) & hidden
    for made_for_all in (reviewed, game.record.with_review(review(game.record, iterations=9))):
        assert state_of(export_html(made_for_all, viewer=0))["review_state"]["review"] is None  # type: ignore[index]
    assert state_of(page)["review_state"]["review"]["entries"]  # type: ignore[index]
    assert not cards_in(state_of(page)) & hidden
    assert state_of(export_html(game.record))["review_state"]["review"] is None  # type: ignore[index]
