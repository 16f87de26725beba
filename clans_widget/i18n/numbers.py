"""Numbers written the way each language writes them, as the front end's ``Intl.NumberFormat``
does: ``52.3%`` and ``100,000`` in English, ``52,3 %`` and ``100 000`` in French (a narrow
no-break space), ``52,3 %`` and ``100.000`` in German (a no-break space before the sign)."""

from __future__ import annotations

from . import DEFAULT, LANGUAGES

_DECIMAL = {"en": ".", "fr": ",", "de": ","}
_THOUSANDS = {"en": ",", "fr": "\u202f", "de": "."}
_PERCENT = {"en": "%", "fr": "\u202f%", "de": "\u00a0%"}


def number(value: float, lang: str = DEFAULT, digits: int = 0) -> str:
    """``value`` with ``digits`` decimals and its thousands grouped, in ``lang``:
    ``number(1234.5, "de", 1)`` -> ``"1.234,5"``."""
    english = f"{value:,.{digits}f}"
    marks: dict[int, str] = {ord(","): _THOUSANDS[lang], ord("."): _DECIMAL[lang]}
    return english.translate(marks)


def percent(share: float, lang: str = DEFAULT, digits: int = 0) -> str:
    """``share`` (0.523) as a percentage with ``digits`` decimals, in ``lang``:
    ``percent(0.523, "fr", 1)`` -> ``"52,3 %"``."""
    return number(share * 100, lang, digits) + _PERCENT[lang]


def in_every_language(value: float, digits: int = 0) -> dict[str, str]:
    """``value`` written in each language, for a sentence said later in any of them
    (:class:`~clans_widget.i18n.sentence.Given`)."""
    return {lang: number(value, lang, digits) for lang in LANGUAGES}
