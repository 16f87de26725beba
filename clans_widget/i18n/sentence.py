"""A sentence made of catalogue messages, which reads as English and says itself in any language.

The analyses (hints, reviews) word what a move does once, where the position is at hand, and
the board shows it later in whatever language it speaks by then. A :class:`Sentence` is that
English text (it stores, compares and serializes as the ``str`` it always was, so records and
JSON stay byte for byte the same) and keeps the messages it was made of, so
:func:`said_in` can say it again in French or German from the same facts: the same words in
another language, never anything more.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple, Union

from . import DEFAULT, is_default_name, listed, say, then_listed

Param = Union[str, int, float, "Phrase", "Listed", "Given"]


class Phrase(NamedTuple):
    """A catalogue message and its parameters (a parameter may be a phrase of its own)."""

    message: str
    params: Mapping[str, Param] = {}

    def text(self, lang: str = DEFAULT) -> str:
        """The phrase in ``lang``, its phrases and sentences within said in ``lang`` too."""
        return say(
            self.message,
            lang,
            **{
                k: v.text(lang) if isinstance(v, Phrase | Sentence | Listed | Given) else v
                for k, v in self.params.items()
            },
        )


class Listed(NamedTuple):
    """Phrases (or texts) listed, ``"a, b or c"`` (``word``: ``"and"`` or ``"or"``)."""

    parts: tuple[Param, ...]
    word: str = "and"

    def text(self, lang: str = DEFAULT) -> str:
        """The list in ``lang``."""
        said = [p.text(lang) if isinstance(p, Phrase | Listed) else str(p) for p in self.parts]
        return listed(said, lang, self.word)


class Given(NamedTuple):
    """A text already said in each language (``{"en": ..., "fr": ...}``), for words that come
    from elsewhere than one catalogue message."""

    texts: Mapping[str, str]

    def text(self, lang: str = DEFAULT) -> str:
        """The text in ``lang`` (English when it was not given in it)."""
        return self.texts.get(lang, self.texts[DEFAULT])


def phrase(message: str, **params: Param) -> Phrase:
    """The phrase of ``message`` with ``params``."""
    return Phrase(message, params)


def name_of(names: Sequence[str], player: int) -> Param:
    """The name of ``player`` as a sentence's parameter: a default name ("Player 2") is said
    in the sentence's language."""
    name = names[player]
    return phrase("player.default", n=player + 1) if is_default_name(name, player) else name


class Sentence(str):
    """Phrases joined by the ``list.then`` message ("a; b"): its text is the English one."""

    parts: tuple[Phrase, ...]

    def __new__(cls, parts: Sequence[Phrase]) -> Sentence:
        made = super().__new__(cls, _joined(parts, DEFAULT))
        made.parts = tuple(parts)
        return made

    def __getnewargs__(self) -> tuple[tuple[Phrase, ...]]:  # type: ignore[override]
        return (self.parts,)  # a copy (traitlets copies what it holds) is made of the phrases

    def text(self, lang: str = DEFAULT) -> str:
        """The sentence in ``lang``."""
        return _joined(self.parts, lang)


def said(message: str, **params: Param) -> Sentence:
    """The sentence of one message: ``said("refusal.not_yours", name="Ann")``."""
    return Sentence([Phrase(message, params)])


def hidden_hand(names: Sequence[str], looker: int | str, mover: int) -> Sentence:
    """Why ``looker`` (a player index or ``"spectator"``) gets no analysis of a position
    where ``mover`` is to move, in either game: they cannot see the mover's hand."""
    who = (
        phrase("analysis.spectator")
        if looker == "spectator"
        else phrase("analysis.player", n=looker, name=name_of(names, int(looker)))
    )
    name = name_of(names, mover)
    return said("analysis.hidden_hand", looker=who, mover=mover, name=name)


def said_in(text: str, lang: str) -> str:
    """``text`` in ``lang`` if it is a :class:`Sentence`; any other text as it is (a review
    read from a file keeps the words it was written in)."""
    return text.text(lang) if isinstance(text, Sentence) else text


def sentence_of(error: BaseException) -> str:
    """What ``error`` says: the :class:`Sentence` it was raised with (to be said later in any
    language, or passed on as a parameter of another), else its text."""
    first = error.args[0] if len(error.args) == 1 else None
    return first if isinstance(first, Sentence) else str(error)


def error_in(error: BaseException, lang: str) -> str:
    """What ``error`` says, in ``lang`` if it was raised with a :class:`Sentence`."""
    return said_in(sentence_of(error), lang)


def _joined(parts: Sequence[Phrase], lang: str) -> str:
    return then_listed([p.text(lang) for p in parts], lang)
