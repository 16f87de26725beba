"""What a game must provide to the core: a position, what one viewer observes of it, a
record, and the game's definition (how to deal, load, read moves and name hidden tokens).

Taken from the libraries that draw this line well:

- OpenSpiel (``python/games/kuhn_poker.py``): a game is declared once (``GameType`` and
  ``GameInfo``: name, player counts, information) and registered by name with
  ``pyspiel.register_game(type, class)``; the state offers ``legal_actions``,
  ``apply_action``, ``current_player``, ``is_terminal`` and ``clone``; what a player may see
  is one observer object per viewer. Here: :class:`GameDefinition` (``format``, ``title``,
  ``player_counts``, ``variants``), :class:`Position` (``legal_moves``, ``play``,
  ``current_player``, ``is_over``, ``copy``) and ``observe(viewer)``.
- boardgame.io: a game is a plain object of functions and ``playerView`` strips the hidden
  state before anything is sent to a client. Here ``observe(viewer)`` is the only way the
  core reads a position for a viewer, and :meth:`GameDefinition.tokens_named` lets the core
  withhold comments that would name a hidden token.
- python-chess (``chess/variant.py``): ``find_variant(name)`` looks a board class up by the
  name a PGN header gives, with a clear ``ValueError`` for an unknown one. Here
  :func:`~.registry.game_for` looks a definition up by the record's ``format`` field.

Positions are mutable and can take their moves back (python-chess ``push``/``pop``):
``play`` checks and applies a move, ``undo`` takes the last one back, ``copy`` is an
independent copy with its history.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol, TypeVar, runtime_checkable

if TYPE_CHECKING:  # Python 3.10 has no typing.Self; annotations are never evaluated here
    from typing import Self

Viewer = Literal["all", "spectator"] | int
"""Who looks: ``"all"`` (everything), ``"spectator"`` (the open table) or a player index."""

MoveT = TypeVar("MoveT")


@runtime_checkable
class Observation(Protocol):
    """A position as one viewer may see it: hidden tokens are simply absent (``hands[p]`` is
    ``None`` for a hand the viewer may not see, ``unseen`` lists the tokens whose place the
    viewer does not know) and ``moves`` are written as that viewer may read them."""

    @property
    def viewer(self) -> Viewer: ...
    @property
    def current_player(self) -> int | None: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def moves(self) -> Sequence[str]: ...
    @property
    def movers(self) -> Sequence[int]: ...
    @property
    def hands(self) -> Sequence[Sequence[object] | None]: ...
    @property
    def unseen(self) -> Sequence[object]: ...


@runtime_checkable
class GameRecord(Protocol):
    """A recorded game: the players' names, the moves in notation, and its JSON form."""

    @property
    def names(self) -> Sequence[str]: ...
    @property
    def moves(self) -> Sequence[str]: ...
    def to_dict(self) -> dict[str, Any]: ...
    def to_json(self) -> str: ...


@runtime_checkable
class Position(Protocol[MoveT]):
    """A game in progress that can be queried, played and taken back. ``MoveT`` is the game's
    move type; ``str(move)`` is its notation and every method taking a move takes the text too.
    """

    @property
    def players(self) -> int:
        """How many players play."""
        ...

    @property
    def names(self) -> Sequence[str]:
        """The players' names, one per player."""
        ...

    @property
    def ply(self) -> int:
        """How many moves have been played."""
        ...

    @property
    def current_player(self) -> int | None:
        """The player to move (0-based), ``None`` once the game is over."""
        ...

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        ...

    @property
    def moves(self) -> Sequence[MoveT]:
        """Every move played so far."""
        ...

    @property
    def movers(self) -> Sequence[int]:
        """Who played each of :attr:`moves`."""
        ...

    def legal_moves(self) -> list[MoveT]:
        """Every legal move of the player to move."""
        ...

    def check(self, move: MoveT | str) -> MoveT:
        """``move`` read and checked; the game's IllegalMoveError (a ``ValueError``) says why
        it is illegal, and nothing changes."""
        ...

    def play(self, move: MoveT | str) -> MoveT:
        """Play ``move`` for the player to move; nothing changes if it is illegal."""
        ...

    def undo(self) -> MoveT:
        """Take back the last move and return it; ``ValueError`` when there is none."""
        ...

    def copy(self) -> Self:
        """An independent copy, history included."""
        ...

    @property
    def record(self) -> GameRecord:
        """The set-up and the moves so far as the game's record."""
        ...

    def observe(self, viewer: Viewer) -> Observation:
        """What ``viewer`` may see now."""
        ...


class BranchLike(Protocol):
    """A side line as a game's definition gives it (see :class:`Branch`)."""

    @property
    def parent(self) -> int: ...
    @property
    def ply(self) -> int: ...
    @property
    def moves(self) -> Sequence[str]: ...
    @property
    def comments(self) -> Sequence[str]: ...


class LinesLike(Protocol):
    """A record's lines as a game's definition gives them (see :class:`Lines`): a game
    package need not import the core to give them."""

    @property
    def moves(self) -> Sequence[str]: ...
    @property
    def comments(self) -> Sequence[str]: ...
    @property
    def variations(self) -> Sequence[BranchLike]: ...


@dataclass(frozen=True)
class Branch:
    """A side line of a record: ``moves`` (with a comment each) played instead of line
    ``parent``'s from its position after ``ply`` moves (line 0 is the main line)."""

    parent: int
    ply: int
    moves: tuple[str, ...]
    comments: tuple[str, ...] = ()


@dataclass(frozen=True)
class Lines:
    """A record's lines of play, as the core's session holds them: the main line's moves and
    comments (one per move, ``''`` for none) and the variations (their number is their line)."""

    moves: tuple[str, ...]
    comments: tuple[str, ...] = ()
    variations: tuple[Branch, ...] = field(default_factory=tuple)


class TallyLike(Protocol):
    """What a definition's ``tally`` gives (:class:`Tally`, or any object with its fields:
    a game that imports nothing of the core writes its own)."""

    @property
    def winners(self) -> tuple[int, ...]: ...
    @property
    def points(self) -> tuple[int, ...]: ...
    @property
    def details(self) -> tuple[dict[str, Any], ...]: ...


@dataclass(frozen=True)
class Tally:
    """A finished game as a simulation counts it (a definition's ``tally``): the winners (a
    victory shared by k players counts 1/k to each), each seat's points, and per seat the
    game's own figures by name (numbers, or tuples of them), in the order a table shows them."""

    winners: tuple[int, ...]
    points: tuple[int, ...]
    details: tuple[dict[str, Any], ...] = ()


class Deal(Protocol):
    """A game dealt again from one viewer's information (see ``Dealer``): its set-up, and the
    moves that lead from it to where the deal starts."""

    @property
    def start(self) -> Position[Any]: ...
    @property
    def history(self) -> tuple[str, ...]: ...
    @property
    def ply(self) -> int: ...
    def game(self, moves: Sequence[str] = ()) -> Position[Any]: ...
    def before(self, ply: int) -> Position[Any]: ...


class Dealer(Protocol):
    """How bots of a game play variations without seeing a hand the viewer cannot see: the
    hidden tokens are dealt again from the viewer's information."""

    def deal_again(self, game: Any, viewer: Any, start: int | None = None) -> Deal: ...
    def public_seed(self, seen: Any, purpose: str) -> int: ...
    def with_seed(self, bot: Any, seed: int) -> Any: ...


class GameDefinition(Protocol):
    """Everything the core needs to know about one game. ``format`` is the value of the
    ``format`` field of the game's JSON records, and the registry's key.

    ``max_variations`` is the most variations a session of the game keeps (each is replayed
    when a record is read). The optional slots (``presenter`` for frames, ``bots``,
    ``analyst`` for search, ``tutor`` for puzzles, ``dealer`` for bots in variations) are
    ``None`` until the game provides them."""

    @property
    def format(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def player_counts(self) -> tuple[int, ...]: ...
    @property
    def variants(self) -> tuple[str, ...]: ...
    @property
    def record_type(self) -> type: ...
    @property
    def max_variations(self) -> int: ...
    @property
    def illegal_move_error(self) -> type[ValueError]: ...
    @property
    def record_error(self) -> type[ValueError]: ...
    @property
    def presenter(self) -> object | None: ...
    @property
    def bots(self) -> object | None: ...
    @property
    def analyst(self) -> object | None: ...
    @property
    def tutor(self) -> object | None: ...
    @property
    def dealer(self) -> Dealer | None: ...

    def new(
        self,
        players: int | None = None,
        seed: int | None = None,
        names: Sequence[str] | None = None,
        variant: str | None = None,
    ) -> Position[Any]:
        """A new game dealt from ``seed`` (the system's randomness when ``None``)."""
        ...

    def load(self, record: str | bytes | Mapping[str, Any]) -> GameRecord:
        """A record read from its JSON text or parsed data; the game's RecordError says
        what is wrong."""
        ...

    def start(self, record: Any) -> Position[Any]:
        """The position of ``record`` before its first move."""
        ...

    def parse_move(self, text: str) -> object:
        """A move read from its notation (``ValueError`` if it is not one)."""
        ...

    def tally(self, position: Any) -> TallyLike:
        """How the finished ``position`` ended, as a simulation counts it."""
        ...

    def describe(self, record: Any, lang: str = "en") -> str:
        """What ``record`` holds, in a few words for one line in ``lang`` (``validate``
        prints it)."""
        ...

    def tokens_named(self, text: str) -> set[str]:
        """The hidden tokens (cards) that ``text`` names: a comment or review line naming a
        token a viewer may not see is withheld from that viewer."""
        ...

    def lines(self, record: Any) -> LinesLike:
        """The lines of play ``record`` holds."""
        ...

    def with_lines(self, origin: Any, lines: LinesLike, same: bool) -> GameRecord:
        """``origin`` with its lines replaced by ``lines``; ``same`` says the main line is
        ``origin``'s, so what the record states about it (result, review) still holds."""
        ...

    def line_record(
        self, origin: Any, moves: Sequence[str], comments: Sequence[str], start: Any = None
    ) -> GameRecord:
        """One line as a plain record of ``origin``'s game (no variations, no result), from
        ``start`` (a position before any move, of another deal) when given."""
        ...
