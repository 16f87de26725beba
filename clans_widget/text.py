"""A position as a small text picture, for places that show only text: a saved notebook
without its widget state, a terminal, a log. Built from a View, so it holds nothing the
viewer may not see.

```
Clans and Glory: Ann vs Ben, after move 6 of 16, Ann to move
     A            B            C            D
     ..  3o  ..   ..  5g  3y   3r  6r  6p   ..  3g  ..
 ..      -          A1 B2       A1 B2 A3        -       ..
     ..  3p  ..   4o  4c  ..   4r  6g  4p   ..  5c  ..
Ann 6 cards, 2 shields; Ben 5 cards, 3 shields. Ann would win with 24 points if the game ended now.
```
Free seats show ``..``, face-down cards ``##`` (or their card for a viewer who may see it);
each tile's shield stack lists its owners' initials in placing order. Its words are in the
language asked (``lang``: the catalogue's ``picture.*``, with the board's own words where they
say the same thing); the notation and the tile letters are the same in every language.
"""

from __future__ import annotations

import dataclasses

from .frames import result_text
from .i18n import DEFAULT, player_names, say, then_listed
from .rules.view import View

_FREE, _DOWN, _CELL = "..", "##", 4


def position_text(
    seen: View, line_length: int | None = None, *, result: bool = True, lang: str = DEFAULT
) -> str:
    """The position ``seen`` as lines of text in ``lang``; ``line_length`` is the moves in the
    line. ``result=False`` leaves out who wins or leads (a puzzle not yet answered)."""
    seen = dataclasses.replace(seen, names=player_names(seen.names, lang))  # "Joueur 1"
    layout = seen.layout
    initials = [name[:1].upper() or str(p + 1) for p, name in enumerate(seen.names)]

    def card(name: str) -> str:
        seat = layout.seat(name)
        if seat in seen.face_down:
            hidden = seen.face_down[seat]
            return _DOWN if hidden is None else str(hidden)
        found = seen.table.get(seat)
        return _FREE if found is None else str(found)

    def row(side: str) -> str:
        tiles = [
            "".join(card(f"{t}{side}{pos}").ljust(_CELL) for pos in (1, 2, 3)).rstrip()
            for t in layout.tiles
        ]
        return "     " + "   ".join(t.ljust(3 * _CELL - 2) for t in tiles)

    def stacks() -> str:
        piles = [
            " ".join(f"{initials[o]}{n + 1}" for n, o in enumerate(seen.stacks[t])) or "-"
            for t in layout.tiles
        ]
        ends = card(f"{layout.tiles[0]}h"), card(f"{layout.tiles[-1]}h")
        middle = "   ".join(p.center(3 * _CELL - 2) for p in piles)
        return f" {ends[0]}  {middle}  {ends[1]}"

    header = "     " + "   ".join(t.ljust(3 * _CELL - 2) for t in layout.tiles)
    return "\n".join(
        [
            _title(seen, line_length, lang),
            header.rstrip(),
            row("n"),
            stacks(),
            row("s"),
            _footer(seen, result, lang),
        ]
    )


def _title(seen: View, line_length: int | None, lang: str) -> str:
    ply = len(seen.moves)
    if ply == 0:
        where = say("picture.at_start", lang)
    elif line_length is None:
        where = say("picture.after_move", lang, ply=ply)
    else:
        where = say("position.after", lang, ply=ply, last=line_length)
    turn = (
        say("picture.game_over", lang)
        if seen.is_over
        else say("status.to_move", lang, name=seen.names[seen.current_player or 0])
    )
    names = f" {say('sheet.vs', lang)} ".join(seen.names)
    return say("picture.title", lang, title="Clans and Glory", names=names, where=where, turn=turn)


def _footer(seen: View, result: bool, lang: str) -> str:
    hands = then_listed(
        [
            say(
                "picture.hand",
                lang,
                name=name,
                cards=say("game.card_count", lang, count=n),
                shields=say("picture.shields", lang, count=left),
            )
            for name, n, left in zip(seen.names, seen.hand_sizes, seen.supply)
        ],
        lang,
    )
    return f"{hands}." + (f" {result_text(seen.score(), seen.names, lang)}" if result else "")
