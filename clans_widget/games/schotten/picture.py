"""Schotten Totten's position as a small text picture, for a board's ``repr`` and for front
ends that draw no widget (a terminal, a notebook saved without widget state).

The picture is drawn from one viewer's frame (:mod:`.presenter`), never from the game: it can
show nothing that viewer's board would not. One line per stone, each player's cards on their
side of it, the complete formations named and the stone's owner; then the hands (the cards
the viewer sees, else how many) and the deck.

    Schotten Totten (base), Ann v Ben: move 20, Ann to move
    stone  Ann                          Ben
      1    6g                       |   9y 9b
      5    7r 1y 4b  sum (12)       |   5y
      6    won by Ann               |
    Ann's hand: 3g 3r 7b 1p 1g 3y   Ben's hand: 6 cards   deck: 22 cards

Its words are in the language asked (``lang``: the catalogue's ``picture.*`` and the board's
own words); the formations and the score come from the frame, made in the board's language.
"""

from __future__ import annotations

from typing import Any

from clans_widget.i18n import DEFAULT, say

Frame = dict[str, Any]
WIDTH = 28
"""The width of a side's column."""
STONE = 7
"""The width of the stone column, at least (a longer header widens it)."""


def picture(frame: Frame, ply: int, length: int, lang: str = DEFAULT) -> str:
    """The text picture of ``frame``, the position after ``ply`` of ``length`` moves, in
    ``lang``."""
    names = frame["names"]
    where = (
        say("picture.move", lang, ply=ply)
        if ply == length
        else say("picture.move_of", lang, ply=ply, last=length)
    )
    title = say(
        "picture.schotten_title",
        lang,
        variant=say(f"variant.{frame['variant'].replace('-', '_')}", lang),
        names=say("picture.versus", lang, first=names[0], second=names[1]),
        where=where,
        state=_state(frame, lang),
    )
    header = say("picture.stone", lang)
    first = max(STONE, len(header) + 2)
    lines = [title, f"{header:<{first}}{names[0]:<{WIDTH}}    {names[1]}"]
    for stone in frame["stones"]:
        sides = [_side(stone, p) for p in (0, 1)]
        owner = stone["owner"]
        mark = say("picture.won_by", lang, name=names[owner]) if owner is not None else ""
        modes = f"  {_modes(stone['modes'], lang)}" if stone["modes"] else ""
        lit = f"  {say('schotten.may_be_claimed', lang)}" if stone["claimable"] else ""
        number = f"  {stone['stone']}"
        row = f"{number:<{first}}{sides[0]:<{WIDTH}}|   {sides[1]}{modes}{lit}"
        if mark:
            row += f"  ({mark})"
        lines.append(row.rstrip())
    hands = [_hand(frame, hand, lang) for hand in frame["hands"]]
    lines.append("   ".join([*hands, _decks(frame, lang)]))
    return "\n".join(lines)


def _state(frame: Frame, lang: str) -> str:
    if frame["over"]:
        text: str = frame["score"]["text"]
        return text.rstrip(".")
    return say("status.to_move", lang, name=frame["names"][frame["turn"]])


def _modes(modes: list[str], lang: str) -> str:
    """A stone's modes (``MUD``, ``BMB``) as the board names them, in brackets."""
    words = [say(f"schotten.mode_{mode.lower()}", lang) for mode in modes]
    if len(words) == 2:
        return say("picture.modes_both", lang, first=words[0], second=words[1])
    return say("picture.modes", lang, modes=" ".join(words))


def _side(stone: dict[str, Any], player: int) -> str:
    cards = " ".join(stone["sides"][player])
    formation = stone["formations"][player]
    return f"{cards}  {formation}" if formation else cards


def _hand(frame: Frame, hand: dict[str, Any], lang: str) -> str:
    name = frame["names"][hand["player"]]
    if hand["cards"] is None:
        cards = say("game.card_count", lang, count=hand["count"])
    else:
        cards = " ".join(hand["cards"]) or say("picture.empty", lang)
    return say("picture.hand_of", lang, name=name, cards=cards)


def _decks(frame: Frame, lang: str) -> str:
    text = say("picture.deck", lang, cards=say("game.card_count", lang, count=frame["deck"]))
    if frame["variant"].startswith("tactic"):
        text = say("picture.tactic_deck", lang, deck=text, count=frame["tactic_deck"])
    return text
