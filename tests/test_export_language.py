"""An exported page keeps the language it was made in (``export_html(..., lang=...)``,
``export --lang``, a board's Save page): ``<html lang>``, the ``lang`` trait, and Python's
sentences (frames, move list, review, proofs) in it; and in every language a page shows no
card its viewer never saw."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

from clans_widget import GameBoard, Record
from clans_widget.export import BUNDLE, export_html
from clans_widget.frames import line_frames
from clans_widget.i18n import card_said
from clans_widget.rules import Game
from clans_widget.rules.view import view
from clans_widget.savedstate import compact_frames
from tests.frame_helpers import cards_in
from tests.rules_helpers import random_game
from tests.twins import schotten_tactic_twin, schotten_twin, twin, unseeded

STATE = re.compile(r'<script type="application/json" id="clans-replay-state">(.*?)</script>', re.S)

pytestmark = pytest.mark.skipif(not BUNDLE.exists(), reason="front end not built: npm run build")


def state_of(page: str) -> dict[str, Any]:
    found = STATE.search(page)
    assert found, "no state script in the page"
    state: dict[str, Any] = json.loads(found.group(1))
    return state


def record() -> Record:
    return random_game(2, seed=5, plies=12).record


def test_a_german_page_says_its_language_and_speaks_it() -> None:
    page = export_html(record(), lang="de")
    assert page.startswith('<!doctype html>\n<html lang="de">\n')
    state = state_of(page)
    assert state["lang"] == "de"  # the front end's words follow the trait
    frames = json.loads(json.dumps(compact_frames(line_frames(record(), "all", lang="de"))))
    assert state["frames"] == [{k: v for k, v in f.items() if k != "legal"} for f in frames]
    said = [words for line in state["tree"]["lines"] for _, _, words in line["moves"]]
    assert said[0] == "Person 1 legte die grüne 3 auf A Nord 1"  # move 1 is 3g@An1
    assert all(" legte " in words for words in said)


def test_a_french_page_s_review_refusal_and_title_are_french() -> None:
    game = random_game(2, seed=25)
    from clans_widget.analysis import review

    reviewed = game.record.with_review(review(game.record, "all", iterations=9, seed=1))
    page = export_html(reviewed, lang="fr")
    assert '<html lang="fr">' in page
    refusal = state_of(page)["review_state"]["refusal"]
    assert refusal == "une page sans noyau ne calcule pas d'analyse"
    assert "<title>Clans and Glory: Joueur 1 contre Joueur 2</title>" in page


def test_an_english_page_is_as_it_was() -> None:
    page = export_html(record())
    assert page == export_html(record(), lang="en")
    assert '<html lang="en">' in page and "lang" not in state_of(page)  # <html lang> says it


def test_a_language_not_offered_is_refused() -> None:
    with pytest.raises(ValueError, match="lang must be one of"):
        export_html(record(), lang="es")


def hidden_words(cards: set[str], lang: str) -> set[str]:
    """The hidden cards as a sentence of ``lang`` names them."""
    return {card_said(card, lang) for card in cards}


@pytest.mark.parametrize("lang", ["fr", "de"])
@pytest.mark.parametrize("viewer", [0, 1, "spectator"])
def test_a_page_in_any_language_holds_no_card_its_viewer_never_saw(lang: str, viewer: Any) -> None:
    game = random_game(2, seed=25)  # played to the end
    seen = cards_in(line_frames(game.record, viewer))
    hidden = cards_in(line_frames(game.record, "all")) - seen
    assert hidden, "the game should hide some cards from the viewer"
    page = export_html(game.record, viewer, lang=lang)
    rest = page.replace(BUNDLE.read_text(encoding="utf-8"), "")
    assert not cards_in(rest) & hidden
    assert not [words for words in hidden_words(hidden, lang) if words in rest]
    assert cards_in(state_of(page)) == cards_in(state_of(export_html(game.record, viewer)))


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@pytest.mark.parametrize("viewer", [0, "spectator"])
def test_twin_deals_give_a_viewer_the_same_page_in_every_language(lang: str, viewer: Any) -> None:
    game = Game.new(2, seed=10, names=["P0", "P1"])
    rng = random.Random(10)
    while not game.is_over and game.ply < 10:
        game.play(rng.choice(game.legal_moves()))
    real = unseeded(game)
    made = twin(real, viewer, random.Random(f"{viewer}"))
    assert export_html(real, viewer, lang=lang) == export_html(made, viewer, lang=lang)
    assert export_html(real, lang=lang) != export_html(made, lang=lang)


@pytest.mark.parametrize("lang", ["fr", "de"])
@pytest.mark.parametrize("viewer", [0, 1, "spectator"])
def test_twin_rounds_give_a_viewer_the_same_schotten_page_in_every_language(
    lang: str, viewer: Any
) -> None:
    for real, made in (schotten_twin(3, viewer, 36), schotten_tactic_twin(5, viewer, 40)):
        pages = [export_html(r, viewer, lang=lang) for r in (real, made)]
        assert state_of(pages[0])["answers"]["shared"], "no proof on the page to compare"
        assert pages[0] == pages[1]


def test_a_schotten_page_s_proofs_speak_its_language() -> None:
    real, _ = schotten_twin(3, 0, 36)
    german, english = (
        json.dumps(state_of(export_html(real, 0, lang=lang))["answers"], ensure_ascii=False)
        for lang in ("de", "en")
    )
    assert "Grenzstein" in german and "Grenzstein" not in english
    assert "stone 4" in english and "stone 4" not in german


def test_a_board_saves_its_page_in_its_language() -> None:
    game = random_game(2, seed=5, plies=6)
    for lang in ("fr", "de"):
        board = GameBoard(record=game.record, lang=lang)
        page = board.download("page")["text"]
        assert f'<html lang="{lang}">' in page and state_of(page)["lang"] == lang
    english = GameBoard(record=game.record).download("page")["text"]
    assert '<html lang="en">' in english and "lang" not in state_of(english)
    assert view(game, 0)  # the game itself is untouched
