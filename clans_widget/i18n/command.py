"""The language a command line's ``--help`` speaks, known before its parser is built."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from . import DEFAULT, LANGUAGES

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""The environment variables naming the user's language, first the one that wins (as
gettext reads them)."""


def help_language(argv: Sequence[str], environ: Mapping[str, str]) -> str:
    """The language of a command's help: the ``--lang`` on its command line (``--lang fr`` or
    ``--lang=fr``) when it is one of :data:`~clans_widget.i18n.LANGUAGES`; else the language
    of the user's locale (``LANG=de_DE.UTF-8``: German); else English. What the command
    prints otherwise follows ``--lang`` alone."""
    for i, arg in enumerate(argv):
        given = arg[len("--lang=") :] if arg.startswith("--lang=") else None
        if arg == "--lang" and i + 1 < len(argv):
            given = argv[i + 1]
        if given in LANGUAGES:
            return given
    for name in LOCALE_VARIABLES:
        value = environ.get(name, "")
        if value:  # the first set one decides, as for gettext; LANGUAGE lists some: "fr:en"
            code = value.split(":")[0][:2].lower()
            return code if code in LANGUAGES else DEFAULT
    return DEFAULT
