"""The words the product shows, in English, French and German: one catalogue per language.

Each language's catalogue (the files of ``catalogues/en/``, ``fr/``, ``de/``: the shell's words,
then each game's, one file each, an id in one file only) maps a stable message id
(``control.undo``) to its text, with named placeholders in braces (``Puzzle {n} of {total}``);
a text that depends on a count is an object with a ``one`` and an ``other`` form, chosen by
the placeholder ``count`` by the language's own rule (French says "0 carte"). The front end
bundles the same files (js/i18n.ts), so both sides say the same thing the same way; the
words only Python says are Python's alone (the puzzles', ``puzzles.json`` and
``schotten_puzzles.json``; the engines' refusals and the analyses' reasons,
``clans_engine.json`` and ``schotten_engine.json``; the command line's and the text
picture's, ``cli.json`` and ``picture.json``): Python sends those sentences written out, and
the front end's code holds none of them (nor the card codes some of them show). This module
imports nothing else of the project: the rules, the core and the widget all use it.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Sequence
from functools import cache
from pathlib import Path

LANGUAGES = ("en", "fr", "de")
"""The languages a board speaks, by their ISO 639-1 code; English is the default."""
LANGUAGE_NAMES = {"en": "English", "fr": "French", "de": "German"}
DEFAULT = "en"
PLURAL_FORMS = ("one", "other")
PLACEHOLDER = re.compile(r"\{([a-z][a-z0-9_]*)\}")
"""A named placeholder: ``{name}`` (lower-case letters, digits and underscores)."""

Text = str | dict[str, str]
Params = str | int | float


def check_language(lang: object) -> str:
    """``lang`` if it is one of :data:`LANGUAGES`; otherwise a ValueError naming them."""
    if not isinstance(lang, str) or lang not in LANGUAGES:
        named = ", ".join(f"{code!r} ({LANGUAGE_NAMES[code]})" for code in LANGUAGES)
        raise ValueError(f"lang must be one of {named}, not {lang!r}")
    return lang


@cache
def catalogue(lang: str) -> dict[str, Text]:
    """Every message of language ``lang``, by id (read once), from every file of its folder
    (js/i18n.ts bundles the same files but the puzzles' own). A ValueError names an id that
    two files both hold."""
    folder = Path(__file__).with_name("catalogues") / check_language(lang)
    found: dict[str, Text] = {}
    for path in sorted(folder.glob("*.json")):
        part = path.stem
        texts: dict[str, Text] = json.loads(path.read_text(encoding="utf-8"))
        twice = sorted(set(texts) & set(found))
        if twice:
            raise ValueError(f"{lang}/{part}.json repeats ids of another file: {twice}")
        found.update(texts)
    return found


def plural_form(count: float, lang: str) -> str:
    """``"one"`` or ``"other"``: the form a text takes for ``count`` in ``lang`` (French
    counts 0 and 1 as one, English and German 1 alone), as ``Intl.PluralRules`` does."""
    if lang == "fr":
        return "one" if 0 <= count < 2 else "other"
    return "one" if count == 1 else "other"


def say(message: str, lang: str = DEFAULT, **params: Params) -> str:
    """The text of ``message`` in ``lang``, its placeholders filled from ``params``. A
    KeyError names an unknown id or a placeholder with no value."""
    texts = catalogue(check_language(lang))
    if message not in texts:
        raise KeyError(f"no message {message!r} in the {LANGUAGE_NAMES[lang]} catalogue")
    text = texts[message]
    if isinstance(text, dict):
        if "count" not in params:
            raise KeyError(f"message {message!r} needs a count")
        text = text[plural_form(float(params["count"]), lang)]

    def fill(found: re.Match[str]) -> str:
        name = found[1]
        if name not in params:
            raise KeyError(f"message {message!r} needs a value for {{{name}}}")
        return str(params[name])

    said = PLACEHOLDER.sub(fill, text)
    return elided(said, lang) if lang == "fr" else said


def placeholders(text: Text) -> frozenset[str]:
    """The placeholder names ``text`` uses (in any of its forms)."""
    forms = text.values() if isinstance(text, dict) else (text,)
    return frozenset(name for form in forms for name in PLACEHOLDER.findall(form))


BUTTONS = frozenset(
    {
        "board.let_bot_move",
        "control.undo",
        "control.forecast",
        "hotseat.reveal",
        "hotseat.take_back",
        "puzzle.prev",
        "puzzle.next",
        "puzzle.hint",
        "puzzle.another_hint",
        "puzzle.no_more_hints",
        "puzzle.show_solution",
        "puzzle.retry",
        "moves.main_line",
        "review.run",
        "review.again",
        "hint.button",
        "hint.thinking",
        "save.record",
        "save.record_short",
        "save.page",
        "save.page_short",
        "game.cancel",
        "clans.place",
        "clans.place_shield",
        "clans.show_scoring",
        "clans.skip",
        "clans.close",
    }
)
"""The messages shown on a button, whose translations must fit it
(tests/test_catalogues.py: at most 40% longer than the English, or 3 characters for a
short word)."""


def card_said(card: str, lang: str = DEFAULT) -> str:
    """A clan card as a sentence says it, in either game: ``"7b"`` -> ``"the blue 7"``
    (``"le 7 bleu"``, ``"die blaue 7"``), the colour names the boards show (js/games/*/cards.ts
    read the same ids). A code of no known colour stays as it is."""
    colour = f"colour.{card[-1:]}"
    named = say(colour, lang) if colour in catalogue(check_language(lang)) else card[-1:]
    return say("card.said", lang, rank=card[:-1], colour=named)


def default_names(players: int) -> tuple[str, ...]:
    """The names a game gives its players when none are given: ``("Player 1", "Player 2")``
    (records keep them in English; a board shows them in its language: :func:`player_names`)."""
    return tuple(say("player.default", DEFAULT, n=p + 1) for p in range(players))


def is_default_name(name: str, player: int) -> bool:
    """Whether ``name`` is the default name of ``player`` (0-based)."""
    return name == say("player.default", DEFAULT, n=player + 1)


def player_names(names: Sequence[str], lang: str = DEFAULT) -> tuple[str, ...]:
    """``names`` as a board in ``lang`` shows them: a default name (:func:`default_names`) in
    that language ("Joueur 2", "Spieler 2"); any other name as it is."""
    return tuple(
        say("player.default", lang, n=p + 1) if is_default_name(name, p) else name
        for p, name in enumerate(names)
    )


def then_listed(parts: Sequence[str], lang: str = DEFAULT) -> str:
    """``"a; b; c"`` in ``lang`` (``"a ; b ; c"`` in French)."""
    if not parts:
        return ""
    return functools.reduce(lambda a, b: say("list.then", lang, first=a, rest=b), parts)


def listed(parts: Sequence[str], lang: str = DEFAULT, word: str = "and") -> str:
    """``"a"``, ``"a and b"``, ``"a, b and c"`` in ``lang``; ``word="or"``: ``"a, b or c"``."""
    if len(parts) < 2:
        return "".join(parts)
    return say(f"list.{word}", lang, first=", ".join(parts[:-1]), last=parts[-1])


_ELISION = re.compile(r"\b([Dd]e|[Qq]ue) (?=[AEIOUYÀÂÉÈÊÎÔaeiouyàâéèêîô])")


def elided(text: str, lang: str = DEFAULT) -> str:
    """``text`` with French elision made where a name or a seat filled in a placeholder
    begins with a vowel (``"de Ann"`` -> ``"d'Ann"``, ``"que Ah"`` -> ``"qu'Ah"``); the
    other languages' texts as they are."""
    if lang != "fr":
        return text
    return _ELISION.sub(lambda found: found[1][:-1] + "'", text)
