"""Clans and Glory's :class:`~clans_widget.core.protocol.GameDefinition`: the core reaches
the rules of :mod:`clans_widget.rules` through this object only."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from ...core.protocol import Branch as CoreBranch
from ...core.protocol import Dealer, Lines, LinesLike, Tally
from ...i18n import DEFAULT, say
from ...i18n.sentence import said
from ...rules import Game, IllegalMoveError, Move, Record, RecordError
from ...rules.cards import CARD_TOKEN
from ...rules.record import FORMAT, MAX_VARIATIONS, Variation
from .presenter import ClansPresenter


class ClansDefinition:
    """Clans and Glory for 2 to 4 players, records of format ``"clans-and-glory"``."""

    format = FORMAT
    title = "Clans and Glory"
    player_counts = (2, 3, 4)
    variants = ("base",)
    record_type = Record
    max_variations = MAX_VARIATIONS
    illegal_move_error = IllegalMoveError
    record_error = RecordError
    presenter: object | None = ClansPresenter()
    tutor: object | None = None

    @property
    def bots(self) -> Any:
        """The bots by name: random, greedy, search, expert (:mod:`clans_widget.bots`)."""
        from ... import bots

        return bots

    @property
    def analyst(self) -> Any:
        """Hints and reviews from one player's information (:mod:`.analysis`)."""
        from .analysis import ANALYSIS

        return ANALYSIS

    @property
    def dealer(self) -> Dealer:
        """Deals the hands a viewer cannot see again, for bots in variations."""
        from ...bots import redeal

        return redeal  # a module with the three functions

    def new(
        self,
        players: int | None = None,
        seed: int | None = None,
        names: Sequence[str] | None = None,
        variant: str | None = None,
    ) -> Game:
        """The rulebook set-up for ``players`` (2 by default); only the base game exists."""
        if variant not in (None, "base"):
            raise ValueError(said("arg.clans_variant", variant=repr(variant)))
        return Game.new(2 if players is None else players, seed, names)

    def load(self, record: str | bytes | Mapping[str, Any]) -> Record:
        """A record from its JSON text or parsed data (:class:`RecordError` if it is wrong)."""
        if isinstance(record, str | bytes):
            return Record.from_json(record)
        return Record.from_dict(record)

    def start(self, record: Record) -> Game:
        """The game of ``record`` before its first move."""
        return Game(record.setup, record.names)

    def parse_move(self, text: str) -> Move:
        """A move from its notation, e.g. ``6g@Cn2+``."""
        return Move.parse(text)

    def describe(self, record: Record, lang: str = DEFAULT) -> str:
        """Players, moves, whether the game is over and the points as they stand, in
        ``lang``."""
        score = record.game().score()
        state = say("validate.finished" if score.final else "validate.unfinished", lang)
        return say(
            "validate.clans", lang, players=record.players, count=len(record.moves),
            state=state, points=str(list(score.points)),
        )

    def tally(self, position: Game) -> Tally:
        """The final score: winners, points, and per seat the cards taken (``cards``) and the
        move numbers at which it placed a shield (``shield_plies``; 1 = the first move)."""
        score = position.score()
        plies: list[list[int]] = [[] for _ in range(position.players)]
        for ply, (move, player) in enumerate(zip(position.moves, position.movers), start=1):
            if move.shield:
                plies[player].append(ply)
        return Tally(
            score.winners,
            score.points,
            tuple({"cards": c, "shield_plies": tuple(p)} for c, p in zip(score.cards, plies)),
        )

    def tokens_named(self, text: str) -> set[str]:
        """The cards ``text`` names in notation (``{"4y"}`` for ``"4y goes face down"``)."""
        return set(CARD_TOKEN.findall(text))

    def lines(self, record: Record) -> Lines:
        """The main line, its comments and the variations of ``record``."""
        return Lines(
            tuple(record.moves),
            tuple(record.comments),
            tuple(CoreBranch(v.parent, v.ply, v.moves, v.comments) for v in record.variations),
        )

    def with_lines(self, origin: Record, lines: LinesLike, same: bool) -> Record:
        """``origin`` with these lines; its result and review only while ``same``."""
        return replace(
            origin,
            moves=tuple(lines.moves),
            comments=tuple(lines.comments),
            result=origin.result if same else None,
            variations=tuple(
                Variation(b.parent, b.ply, tuple(b.moves), tuple(b.comments))
                for b in lines.variations
            ),
            review=origin.review if same else None,
        )

    def line_record(
        self,
        origin: Record,
        moves: Sequence[str],
        comments: Sequence[str],
        start: Game | None = None,
    ) -> Record:
        """One line of ``origin`` as a plain record, from ``start``'s set-up when given."""
        return Record(
            origin.setup if start is None else start.setup,
            origin.names,
            tuple(moves),
            tuple(comments),
            title=origin.title,
            meta=origin.meta,
        )

    def __repr__(self) -> str:
        return f"<game {self.format!r}>"


CLANS = ClansDefinition()
"""The one definition of Clans and Glory."""
