"""The three catalogues (clans_widget/i18n/catalogues): the same ids with the same
placeholders in each, plural forms where English has them, texts that fit their buttons, and
``say`` and ``check_language`` as a caller meets them."""

from __future__ import annotations

import pytest

from clans_widget.i18n import (
    BUTTONS,
    LANGUAGES,
    PLACEHOLDER,
    PLURAL_FORMS,
    catalogue,
    check_language,
    placeholders,
    plural_form,
    say,
)

ENGLISH = catalogue("en")
OTHERS = [lang for lang in LANGUAGES if lang != "en"]


@pytest.mark.parametrize("lang", OTHERS)
def test_every_id_is_in_every_catalogue_with_the_same_placeholders(lang: str) -> None:
    texts = catalogue(lang)
    assert sorted(texts) == sorted(ENGLISH)
    differ = {
        key: (sorted(placeholders(ENGLISH[key])), sorted(placeholders(texts[key])))
        for key in ENGLISH
        if placeholders(ENGLISH[key]) != placeholders(texts[key])
    }
    assert not differ


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_count_text_has_each_plural_form_and_every_text_is_worded(lang: str) -> None:
    for key, text in catalogue(lang).items():
        if isinstance(ENGLISH[key], dict) or isinstance(text, dict):
            assert isinstance(text, dict) and sorted(text) == sorted(PLURAL_FORMS), key
        forms = text.values() if isinstance(text, dict) else [text]
        for form in forms:
            assert form.strip(), f"{lang} {key} is empty"
            bare = PLACEHOLDER.sub("", form)
            assert "{" not in bare and "}" not in bare, f"{lang} {key}: a stray brace"


@pytest.mark.parametrize("lang", OTHERS)
def test_a_buttons_text_fits_the_button(lang: str) -> None:
    """At most 40% longer than the English text (placeholders left out), or 3 characters
    longer for a short word: no French word for "Undo" has fewer than 6 letters."""
    assert set(ENGLISH) >= BUTTONS
    too_long = {}
    for key in BUTTONS:
        english, text = (PLACEHOLDER.sub("", str(c[key])) for c in (ENGLISH, catalogue(lang)))
        if len(text) > max(1.4 * len(english), len(english) + 3):
            too_long[key] = (english, text)
    assert not too_long


def test_say_fills_placeholders_and_picks_the_plural_form() -> None:
    assert say("puzzle.title", "fr", n=2, total=5) == "Problème 2 sur 5"
    assert say("puzzle.answer_heading", "en", count=1) == "The answer"
    assert say("puzzle.answer_heading", "de", count=3) == "Die 3 Antworten"
    assert say("puzzle.found", "fr", count=0, needed=2) == "0 sur 2 trouvée"
    assert [plural_form(n, "fr") for n in (0, 1, 2)] == ["one", "one", "other"]
    assert [plural_form(n, "en") for n in (0, 1, 2)] == ["other", "one", "other"]


def test_say_names_what_is_missing() -> None:
    with pytest.raises(KeyError, match="no message 'nope' in the German catalogue"):
        say("nope", "de")
    with pytest.raises(KeyError, match=r"needs a value for \{total\}"):
        say("puzzle.title", "en", n=1)
    with pytest.raises(KeyError, match="needs a count"):
        say("puzzle.answer_heading", "en")


@pytest.mark.parametrize("lang", ["es", "EN", "", None, 3, "english"])
def test_a_language_not_offered_is_refused_by_name(lang: object) -> None:
    with pytest.raises(ValueError, match=r"lang must be one of 'en' \(English\), 'fr' \(French\)"):
        check_language(lang)
    assert check_language("de") == "de"
