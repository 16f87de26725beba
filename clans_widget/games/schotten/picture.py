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
"""

from __future__ import annotations

from typing import Any

Frame = dict[str, Any]
WIDTH = 28
"""The width of a side's column."""


def picture(frame: Frame, ply: int, length: int) -> str:
    """The text picture of ``frame``, the position after ``ply`` of ``length`` moves."""
    names = frame["names"]
    where = f"move {ply}" if ply == length else f"move {ply} of {length}"
    lines = [f"Schotten Totten ({frame['variant']}), {' v '.join(names)}: {where}, {_state(frame)}"]
    lines.append(f"{'stone':<7}{names[0]:<{WIDTH}}    {names[1]}")
    for stone in frame["stones"]:
        sides = [_side(stone, p) for p in (0, 1)]
        owner = stone["owner"]
        mark = f"won by {names[owner]}" if owner is not None else ""
        modes = f"  [{' '.join(stone['modes'])}]" if stone["modes"] else ""
        lit = "  may be claimed" if stone["claimable"] else ""
        row = f"  {stone['stone']}    {sides[0]:<{WIDTH}}|   {sides[1]}{modes}{lit}"
        if mark:
            row += f"  ({mark})"
        lines.append(row.rstrip())
    lines.append("   ".join([*(_hand(frame, h) for h in frame["hands"]), _decks(frame)]))
    return "\n".join(lines)


def _state(frame: Frame) -> str:
    if frame["over"]:
        text: str = frame["score"]["text"]
        return text.rstrip(".")
    return f"{frame['names'][frame['turn']]} to move"


def _side(stone: dict[str, Any], player: int) -> str:
    cards = " ".join(stone["sides"][player])
    formation = stone["formations"][player]
    return f"{cards}  {formation}" if formation else cards


def _hand(frame: Frame, hand: dict[str, Any]) -> str:
    name = frame["names"][hand["player"]]
    if hand["cards"] is None:
        count = hand["count"]
        return f"{name}'s hand: {count} card{'s' if count != 1 else ''}"
    return f"{name}'s hand: {' '.join(hand['cards']) or 'empty'}"


def _decks(frame: Frame) -> str:
    text = f"deck: {frame['deck']} card{'s' if frame['deck'] != 1 else ''}"
    if frame["variant"].startswith("tactic"):
        text += f", tactic deck: {frame['tactic_deck']}"
    return text
