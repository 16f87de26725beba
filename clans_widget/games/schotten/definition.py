"""Schotten Totten's :class:`~clans_widget.core.protocol.GameDefinition`, over the public
names of the package (those :mod:`clans_widget.schotten` shows). Like the rest of the package
it imports only the standard library and itself (the record, also the core's standard-library
record parts, :mod:`clans_widget.core.records`): the core's protocols are structural, and
``clans_widget/games/typecheck.py`` has mypy check that this definition satisfies them.

A record writes the moves as the rules do, without the engine's ``end`` step (which closes a
base-game claim window) and with a Recruiter as one move (``REC CCT 7r JK``, the engine's
two steps ``REC CCT`` and ``return 7r JK``); a position's moves, and so a session's lines,
hold every step. The definition translates: :meth:`SchottenDefinition.lines` replays each
line's written moves into steps, and the records it makes write them again as moves
(:func:`~.moves.written_form`). Plies and comments follow: a comment belongs to its written
move (an ``end`` step and a Recruiter's return have none), a variation that
branches after ``w`` written moves branches in steps where its steps first differ from its
parent's, and a session's variation that adds no written move (only an ``end``) is not
written.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, NamedTuple

from clans_widget.i18n import DEFAULT, say
from clans_widget.i18n.sentence import said

from . import CODES, VARIANTS, Game, IllegalMoveError, Move, Record, RecordError, Variation
from .moves import written_form
from .presenter import SchottenPresenter
from .record import MAX_VARIATIONS

_END = "end"
_RETURN = "return "


class Lines(NamedTuple):
    """A round's lines in steps, as the core's session reads a record's lines."""

    moves: tuple[str, ...]
    comments: tuple[str, ...]
    variations: tuple[Branch, ...] = ()


class Branch(NamedTuple):
    """A side line in steps (the core's ``Branch``, structurally): ``moves`` played instead
    of line ``parent``'s from its position after ``ply`` steps, with a comment each."""

    parent: int
    ply: int
    moves: tuple[str, ...]
    comments: tuple[str, ...]


class Tally(NamedTuple):
    """A finished round as a simulation counts it (the core's ``Tally``, structurally)."""

    winners: tuple[int, ...]
    points: tuple[int, ...]
    details: tuple[dict[str, Any], ...]


class SchottenDefinition:
    """Schotten Totten for 2 players, records of format ``"schotten-totten"``."""

    format = "schotten-totten"
    title = "Schotten Totten"
    player_counts = (2,)
    record_type = Record
    max_variations = MAX_VARIATIONS  # as many as a record may hold
    illegal_move_error = IllegalMoveError
    record_error = RecordError
    presenter: object | None = SchottenPresenter()

    @property
    def tutor(self) -> Any:
        """The puzzles: ``PUZZLES`` (hand-made), ``KINDS`` and ``generate(kind, seed)``, each
        a puzzle the core's ``Trainer`` runs (:mod:`.puzzles`)."""
        from . import puzzles

        return puzzles

    @property
    def bots(self) -> Any:
        """The bots by name: ``random``, ``greedy``, ``search``, ``expert`` (:mod:`.bots`), and
        what they choose from (:func:`.bots.seat.seat`)."""
        from . import bots

        return bots  # a module with BOT_NAMES, BUDGETS, make_bot and seat

    @property
    def analyst(self) -> Any:
        """Hints and reviews from one player's information (:mod:`.analysis`)."""
        from .analysis import ANALYSIS

        return ANALYSIS

    @property
    def dealer(self) -> Any:
        """Deals the cards a viewer cannot see again, for bots in variations (every variant;
        :mod:`.bots.redeal`)."""
        from .bots import redeal

        return redeal  # a module with the three functions

    def __init__(self) -> None:
        self._token = re.compile(
            r"(?<![A-Za-z0-9])(?:"
            + "|".join(re.escape(c) for c in sorted(CODES, key=len, reverse=True))
            + r")(?![A-Za-z0-9])"
        )

    @property
    def variants(self) -> tuple[str, ...]:
        """The variants the engine plays."""
        return tuple(VARIANTS)

    def new(
        self,
        players: int | None = None,
        seed: int | None = None,
        names: Sequence[str] | None = None,
        variant: str | None = None,
    ) -> Game:
        """A shuffled deal for 2 players of ``variant`` (``"base"`` by default)."""
        if players not in (None, 2):
            raise ValueError(said("arg.schotten_players", players=repr(players)))
        chosen = "base" if variant is None else variant
        if chosen not in self.variants:
            variants = ", ".join(self.variants)
            raise ValueError(said("arg.variant", variants=variants, variant=repr(variant)))
        return Game.new(seed, variant=chosen, names=names)  # type: ignore[arg-type]

    def load(self, record: str | bytes | Mapping[str, Any]) -> Record:
        """A record from its JSON text or parsed data (:class:`RecordError` if it is wrong)."""
        if isinstance(record, str | bytes):
            return Record.from_json(record)
        return Record.from_dict(record)

    def start(self, record: Record) -> Game:
        """The round of ``record`` before its first move."""
        return record.game(0)

    def parse_move(self, text: str) -> Move:
        """A move from its notation: ``7r@5``, ``claim 5``, ``pass`` or ``end``."""
        return Move.parse(text)

    def describe(self, record: Record, lang: str = DEFAULT) -> str:
        """The variant, moves, variations and how the round ended, in ``lang``."""
        outcome = record.game().outcome
        state = (
            say("validate.unfinished", lang)
            if outcome is None
            else say(
                "validate.finished_how", lang,
                reason=say(f"validate.reason_{outcome.reason.replace('-', '_')}", lang),
            )
        )
        return say(
            "validate.schotten", lang, title=self.title,
            variant=say(f"variant.{record.variant.replace('-', '_')}", lang),
            count=len(record.moves),
            variations=say("validate.variations", lang, count=len(record.variations)),
            state=state,
        )

    def tally(self, position: Game) -> Tally:
        """The round's winner (none for a drawn Tactic stalemate), each seat's stones won as
        its points, and the stones themselves (``stones``)."""
        outcome = position.outcome
        if outcome is None:
            raise ValueError(said("schotten.nothing_to_count"))
        won = [tuple(s for s, owner in enumerate(outcome.stones, 1) if owner == p) for p in (0, 1)]
        winners = () if outcome.winner is None else (outcome.winner,)
        return Tally(winners, tuple(len(w) for w in won), tuple({"stones": w} for w in won))

    def tokens_named(self, text: str) -> set[str]:
        """The cards ``text`` names by their codes (``{"7r"}`` for ``"7r goes to stone 5"``)."""
        return set(self._token.findall(text))

    def lines(self, record: Record) -> Lines:
        """Every line of ``record`` in steps (``end`` included), each step with its written
        move's comment (``''`` for an ``end``)."""
        full = []
        branches = []
        for line in range(record.lines):
            steps = tuple(str(m) for m in record.line_game(line).moves)
            comments = _step_comments(steps, record.line_comments(line))
            full.append(steps)
            if line == 0:
                main = Lines(steps, comments)
                continue
            variation = record.variations[line - 1]
            ply = _shared(steps, full[variation.parent])
            branches.append(Branch(variation.parent, ply, steps[ply:], comments[ply:]))
        return main._replace(variations=tuple(branches))

    def with_lines(self, origin: Record, lines: Any, same: bool) -> Record:
        """``origin`` with the lines of ``lines`` written as moves (its result only while
        ``same``)."""
        steps = {0: (tuple(lines.moves), _fit(lines.comments, len(lines.moves)))}
        written = {0: _written(*steps[0])}
        home = {0: 0}  # each session line's line in the record
        variations: list[Variation] = []
        for number, branch in enumerate(lines.variations, 1):
            parent_steps, parent_comments = steps[branch.parent]
            moves = tuple(branch.moves)
            steps[number] = (
                parent_steps[: branch.ply] + moves,
                parent_comments[: branch.ply] + _fit(branch.comments, len(moves)),
            )
            own, comments = _written(*steps[number])
            parent = home[branch.parent]
            ply = _shared(own, written[parent][0])
            if ply == len(own):  # nothing written of its own (only an `end`): not a line
                home[number] = parent
                continue
            variations.append(Variation(parent, ply, own[ply:], comments[ply:]))
            home[number] = len(variations)
            written[home[number]] = (own, comments)
        moves, comments = written[0]
        return replace(
            origin,
            moves=moves,
            comments=comments,
            variations=tuple(variations),
            result=origin.result if same else None,
        )

    def line_record(
        self,
        origin: Record,
        moves: Sequence[str],
        comments: Sequence[str],
        start: Game | None = None,
    ) -> Record:
        """One line of ``origin`` as a plain record (no result, no variations), from
        ``start``'s deal when given."""
        base = origin if start is None else start.record
        written, notes = _written(tuple(moves), _fit(comments, len(moves)))
        return replace(
            base,
            moves=written,
            comments=notes,
            result=None,
            variations=(),
            title=origin.title,
            meta=origin.meta,
        )

    def __repr__(self) -> str:
        return f"<game {self.format!r}>"


def _written(
    steps: tuple[str, ...], comments: tuple[str, ...]
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The steps as a record writes them (:func:`~.moves.written_form`: without ``end``, a
    Recruiter's ``return`` joined to its draws), each with its comment (a joined Recruiter's
    is its draws', else its return's)."""
    moves = written_form(steps)
    notes: list[str] = []
    for step, comment in zip(steps, comments):
        if step == _END:
            continue
        if _joined(step) and notes:
            notes[-1] = notes[-1] or comment
        else:
            notes.append(comment)
    return tuple(moves), tuple(notes[: len(moves)])


def _joined(step: str) -> bool:
    """Whether a record writes ``step`` as part of the move before it (a Recruiter's
    return) or not at all (``end``)."""
    return step == _END or step.startswith(_RETURN)


def _step_comments(steps: tuple[str, ...], comments: tuple[str, ...]) -> tuple[str, ...]:
    """Each step's comment: its written move's; ``''`` for an ``end`` and for a Recruiter's
    return (the comment goes with its draws)."""
    notes = iter(comments)
    return tuple("" if _joined(s) else next(notes, "") for s in steps)


def _fit(comments: Sequence[str], count: int) -> tuple[str, ...]:
    """``count`` comments: ``comments`` cut or filled with ``''``."""
    return (tuple(comments) + ("",) * count)[:count]


def _shared(line: tuple[str, ...], other: tuple[str, ...]) -> int:
    """How many moves ``line`` and ``other`` share from the start."""
    count = 0
    for mine, theirs in zip(line, other):
        if mine != theirs:
            break
        count += 1
    return count


SCHOTTEN = SchottenDefinition()
"""The one definition of Schotten Totten."""
