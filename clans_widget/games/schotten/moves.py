"""Moves and their notation (rules 13): ``7r@5`` (play), ``pass``, ``claim 5``, the unwritten
``end``, and the Tactic additions ``JK@5``, ``MUD@5``, ``REC CCT 7r JK``, ``STR 3g@4>7``,
``BAN 3g@4``, ``TRA 3g@4>7``, ``draw C`` and ``claim 5 JK=9r``.

The engine plays a Recruiter in two steps by the same player, as records never write them:
``REC CCT`` draws, then ``return 7r JK`` puts cards of the hand back (any held card, drawn
ones included). A record writes the two as one move, ``REC CCT 7r JK``
(:func:`written_form`, :func:`step_forms`)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from clans_widget.i18n.sentence import said

from .cards import ALL_CODES, CODES, any_id, card_id
from .tactic import COMBAT, ELITE, RANGES, TACTIC_CODES

PLAY, PASS, CLAIM, END = "play", "pass", "claim", "end"
DRAW, REC, STR, BAN, TRA, RETURN = "draw", "REC", "STR", "BAN", "TRA", "return"
RUSE_KINDS = (REC, STR, BAN, TRA)
DISCARD = 0
"""The ``to`` of a Strategist move that discards the card (written ``>x``)."""
_PLAY = re.compile(r"^([^@\s]+)@([^@\s]+)$")
_CLAIM = re.compile(r"^claim ([^\s]+)((?: [^\s=]+=[^\s=]+){0,3})$")
_DRAW = re.compile(r"^draw ([CT])$")
_REC = re.compile(r"^REC ([CT]{1,3})((?: [^\s]+){0,2})$")
_MOVE = re.compile(r"^(STR|TRA) ([^@\s]+)@([^@\s>]+)>([^@\s>]+)$")
_RETURN = re.compile(r"^return((?: [^\s]+){1,2})$")
_BAN = re.compile(r"^BAN ([^@\s]+)@([^@\s]+)$")


class Move(NamedTuple):
    """One step of a turn. ``card`` is a card id (clan 0-53, tactic 54-62), ``stone`` is 1-9.

    ``end`` closes the claim window of a turn with no draw to make. It is the engine's own
    step and is never written in records: there, the next turn's play closes the window.
    Tactic fields: ``to`` is where Strategist or Traitor puts the card (``DISCARD``: the
    discard pile); ``draws`` the decks drawn from (``C`` clan, ``T`` tactic) by a draw or
    the Recruiter; ``extra`` the cards a ``return`` step puts back (in a record's one-move
    Recruiter, ``REC CCT 7r JK``, the cards it returns), or for a claim the pairs (elite
    troop, clan card it counts as) the claimer states.
    """

    kind: str
    card: int | None = None
    stone: int | None = None
    to: int | None = None
    draws: str = ""
    extra: tuple[int, ...] = ()

    @classmethod
    def parse(cls, text: object) -> Move:
        """Read a move from its notation; ``ValueError`` says what is wrong with the text."""
        if isinstance(text, Move):
            return _checked(text)
        if isinstance(text, str):
            if text in (PASS, END):
                return cls(text)
            found = _parse(text)
            if found is not None:
                return found
        shown = repr(text).encode("utf-8", "backslashreplace").decode("utf-8")[:60]
        raise ValueError(said("schotten.parse_not_a_move", text=shown))

    def __str__(self) -> str:
        card = ALL_CODES[self.card] if self.card is not None else ""
        if self.kind == PLAY:
            return f"{card}@{self.stone}"
        if self.kind == CLAIM:
            pairs = self.extra
            stated = "".join(
                f" {ALL_CODES[pairs[i]]}={CODES[pairs[i + 1]]}" for i in range(0, len(pairs), 2)
            )
            return f"claim {self.stone}{stated}"
        if self.kind == DRAW:
            return f"draw {self.draws}"
        if self.kind in (REC, RETURN):
            drawn = [self.draws] if self.kind == REC else []
            return " ".join([self.kind, *drawn, *(ALL_CODES[c] for c in self.extra)])
        if self.kind in (STR, TRA):
            to = "x" if self.to == DISCARD else str(self.to)
            return f"{self.kind} {card}@{self.stone}>{to}"
        if self.kind == BAN:
            return f"BAN {card}@{self.stone}"
        return self.kind

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"


def _parse(text: str) -> Move | None:
    play = _PLAY.match(text)
    if play:
        card = any_id(play[1])
        if card >= len(CODES) and card not in ELITE and card not in COMBAT:
            raise ValueError(said("schotten.parse_ruse", card=play[1]))
        return Move(PLAY, card, _stone(play[2]))
    claim = _CLAIM.match(text)
    if claim:
        return Move(CLAIM, None, _stone(claim[1]), extra=_stated(claim[2].split()))
    draw = _DRAW.match(text)
    if draw:
        return Move(DRAW, draws=draw[1])
    rec = _REC.match(text)
    if rec:
        return Move(REC, draws=rec[1], extra=tuple(any_id(c) for c in rec[2].split()))
    back = _RETURN.match(text)
    if back:
        return Move(RETURN, extra=tuple(any_id(c) for c in back[1].split()))
    move = _MOVE.match(text)
    if move:
        to = DISCARD if move[1] == STR and move[4] == "x" else _stone(move[4])
        return Move(move[1], any_id(move[2]), _stone(move[3]), to)
    ban = _BAN.match(text)
    if ban:
        return Move(BAN, any_id(ban[1]), _stone(ban[2]))
    return None


def written_form(steps: Sequence[str]) -> list[str]:
    """Steps as a record writes them: without ``end``, a Recruiter's ``return`` joined to
    its ``REC`` (``REC CCT`` then ``return 7r JK`` is written ``REC CCT 7r JK``)."""
    out: list[str] = []
    for step in steps:
        if step == END:
            continue
        if step.startswith(f"{RETURN} ") and out and out[-1].startswith(f"{REC} "):
            out[-1] += step[len(RETURN) :]
        else:
            out.append(step)
    return out


def step_forms(text: str) -> list[str]:
    """A written move as the engine's steps: a Recruiter with returns (``REC CCT 7r JK``)
    is two, ``REC CCT`` then ``return 7r JK``; any other text is itself."""
    words = text.split(" ") if isinstance(text, str) else []
    if len(words) > 2 and words[0] == REC:
        return [" ".join(words[:2]), " ".join([RETURN, *words[2:]])]
    return [text]


def _stated(pairs: list[str]) -> tuple[int, ...]:
    out: list[int] = []
    for pair in pairs:
        name, value = pair.split("=")
        troop = any_id(name)
        if troop not in RANGES:
            raise ValueError(said("schotten.parse_elite_only", codes=" ".join(TACTIC_CODES[:3])))
        if troop in out[::2]:
            raise ValueError(said("schotten.parse_value_twice", name=name))
        clan = card_id(value)
        low, high = RANGES[troop]
        if not low <= clan % 9 + 1 <= high:
            raise ValueError(
                said("schotten.parse_strength", name=name, low=low, high=high, value=value)
            )
        out += [troop, clan]
    return tuple(out)


def _stone(text: str) -> int:
    if len(text) == 1 and text in "123456789":
        return int(text)
    shown = repr(text).encode("utf-8", "backslashreplace").decode("utf-8")[:20]
    raise ValueError(said("schotten.parse_stone", text=shown))


def _checked(move: Move) -> Move:
    """``move`` if its fields make a move (a forged tuple could hold anything): it must be
    exactly what its own notation reads back as."""
    card, stone = move.card, move.stone
    plain = move.to is None and move.draws == "" and move.extra == ()
    real_stone = type(stone) is int and 1 <= stone <= 9
    if plain and move.kind == PLAY and type(card) is int and 0 <= card < len(CODES) and real_stone:
        return move  # the common cases, checked at once
    if plain and move.kind == CLAIM and card is None and real_stone:
        return move
    fields = (move.card, move.stone, move.to, *move.extra)
    if not all(f is None or type(f) is int for f in fields) or type(move.extra) is not tuple:
        raise ValueError("that Move holds no move: make one with Move.parse('7r@5')")
    try:
        text = str(move)
        again = _parse(text) if move.kind not in (PASS, END) else Move(move.kind)
    except (IndexError, KeyError, TypeError, ValueError):
        again = None
    if again is not None and again == move:
        return move
    raise ValueError("that Move holds no move: make one with Move.parse('7r@5')")
