"""The game: a position you can query, play moves on and take them back."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple

from ..i18n import default_names
from ..i18n.sentence import Sentence, name_of, said, sentence_of
from .cards import Card
from .errors import IllegalMoveError
from .moves import Move
from .placement import Match, explain_no_match, face_up_placements, legal_moves, matches
from .scoring import Score, score_table
from .setup import Setup, deal, make_setup
from .table import Layout, Seat

if TYPE_CHECKING:
    from .record import Record
    from .view import View, Viewer


class FaceDown(NamedTuple):
    """A face-down card and who placed it (``None`` when it was part of the set-up)."""

    card: Card
    owner: int | None


class _Step(NamedTuple):
    move: Move
    player: int
    hand_index: int


class Game:
    """A game of Clans and Glory in progress. Create one with :meth:`new` or :meth:`from_setup`."""

    def __init__(self, setup: Setup, names: Sequence[str] | None = None) -> None:
        self.setup = setup
        self.layout: Layout = setup.layout
        self.players = setup.players
        self.names = _check_names(names, self.players)
        seats = self.layout.seats
        self._up: list[Card | None] = [setup.table.get(s) for s in seats]
        self._down: dict[int, FaceDown] = {
            self.layout.index[s]: FaceDown(c, None) for s, c in setup.face_down.items()
        }
        self._hands = [list(h) for h in setup.hands]
        self._stacks = [list(setup.stacks.get(t, ())) for t in self.layout.tiles]
        self._supply = list(setup.supply)
        self._turn: int | None = setup.to_move
        self._steps: list[_Step] = []
        self._legal: tuple[Move, ...] | None = None
        if any(not h for h in self._hands):
            self._turn = None

    @classmethod
    def new(cls, players: int, seed: int | None = None, names: Sequence[str] | None = None) -> Game:
        """The rulebook set-up for 2, 3 or 4 players; the same seed deals the same game."""
        return cls(deal(players, seed), names)

    @classmethod
    def from_setup(
        cls,
        table: Mapping[str, str],
        hands: Sequence[Sequence[str]],
        removed: Iterable[str] = (),
        stacks: Mapping[str, Sequence[int]] | None = None,
        supply: Sequence[int] | None = None,
        *,
        face_down: Mapping[str, str] | None = None,
        to_move: int = 0,
        names: Sequence[str] | None = None,
    ) -> Game:
        """Any explicit position: puzzles, tutorials, transcribed games. ``ValueError`` if
        a card is not in the deck or given twice, a seat or tile is unknown, or a player
        would have more than 5 shields."""
        return cls(make_setup(table, hands, removed, stacks, supply, face_down, to_move), names)

    # --- the position -------------------------------------------------------------------

    @property
    def table(self) -> dict[Seat, Card]:
        """Face-up cards by seat."""
        seats = self.layout.seats
        return {seats[i]: c for i, c in enumerate(self._up) if c is not None}

    @property
    def face_down(self) -> dict[Seat, FaceDown]:
        """Face-down cards by seat, with who placed them."""
        return {self.layout.seats[i]: d for i, d in sorted(self._down.items())}

    @property
    def free_seats(self) -> tuple[Seat, ...]:
        """Seats with no card, in table order."""
        return tuple(self.layout.seats[i] for i in self._free())

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each player's hand."""
        return tuple(tuple(h) for h in self._hands)

    @property
    def stacks(self) -> dict[str, tuple[int, ...]]:
        """Each tile's shield owners, first placed first."""
        return {t: tuple(s) for t, s in zip(self.layout.tiles, self._stacks)}

    @property
    def supply(self) -> tuple[int, ...]:
        """Shields each player has left."""
        return tuple(self._supply)

    @property
    def removed(self) -> tuple[Card, ...]:
        """Cards out of the game from the start, unseen by the players."""
        return self.setup.removed

    @property
    def current_player(self) -> int | None:
        """The index of the player to move; ``None`` once the game is over."""
        return self._turn

    @property
    def is_over(self) -> bool:
        """True once a player has placed the last card of their hand."""
        return self._turn is None

    @property
    def moves(self) -> tuple[Move, ...]:
        """The moves played so far."""
        return tuple(s.move for s in self._steps)

    @property
    def movers(self) -> tuple[int, ...]:
        """Who played each move of :attr:`moves`."""
        return tuple(s.player for s in self._steps)

    @property
    def ply(self) -> int:
        """How many moves have been played."""
        return len(self._steps)

    @property
    def record(self) -> Record:
        """The set-up and the moves so far, as a :class:`Record`."""
        from .record import Record

        return Record(self.setup, self.names, tuple(str(m) for m in self.moves))

    def _free(self) -> list[int]:
        down = self._down
        return [i for i, c in enumerate(self._up) if c is None and i not in down]

    # --- moves --------------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """Every legal move of the player to move, with the ``+`` forms while they have a shield."""
        if self._legal is None:
            self._legal = self._generate()
        return list(self._legal)

    def _generate(self) -> tuple[Move, ...]:
        player = self._turn
        if player is None:
            return ()
        hand, shield = self._hands[player], self._supply[player] > 0
        return legal_moves(self.layout, self._up, self._free(), hand, shield)

    def matches(self, card: str, seat: str) -> list[Match]:
        """The face-up cards beside or opposite ``seat`` that share colour or rank with ``card``."""
        return matches(self.layout, self._up, Card(card), self.layout.index[self.layout.seat(seat)])

    def check(self, move: Move | str) -> Move:
        """The move, read and checked; :class:`IllegalMoveError` says why it is illegal."""
        if isinstance(move, str):
            try:
                move = Move.parse(move)
            except ValueError as error:
                why = sentence_of(error)
                raise IllegalMoveError(said("clans.illegal_unknown", error=why)) from None
        if not isinstance(move, Move):
            raise IllegalMoveError(said("arg.move_type", value=repr(move)))
        if self._turn is None:
            raise IllegalMoveError(said("clans.illegal_over"))
        legal = self._legal if self._legal is not None else self.legal_moves() and self._legal
        assert legal is not None
        for known in legal:
            if known == move:
                return known
        raise IllegalMoveError(self._why_illegal(move))

    def _why_illegal(self, move: Move) -> Sentence:
        """Why ``move`` is illegal, in English and in any language (``.text(lang)``); it names
        no card but those face up and those in the hand of the player to move."""
        player = self._turn
        assert player is not None
        name = name_of(self.names, player)
        try:
            card, seat = Card(move.card), self.layout.seat(move.seat)
        except ValueError as error:
            return said("clans.illegal_unknown", error=sentence_of(error))
        if card not in self._hands[player]:
            return said("clans.illegal_not_in_hand", name=name)  # naming it: a hidden card
        i = self.layout.index[seat]
        if self._up[i] is not None:
            return said("clans.illegal_taken", seat=str(seat), card=str(self._up[i]))
        if i in self._down:
            return said("clans.illegal_taken_down", seat=str(seat))
        if move.shield and not self._supply[player]:
            return said("clans.illegal_no_shield", name=name)
        if move.face_down:
            fits = face_up_placements(self.layout, self._up, self._free(), self._hands[player])
            example, where = fits[0]
            seat_name, named = str(self.layout.seats[where]), str(example)
            return said("clans.illegal_face_down", card=str(card), example=named, seat=seat_name)
        if not any(c is not None for c in self._up):
            return said("clans.illegal_no_face_up", card=str(card))
        reason = explain_no_match(self.layout, self._up, self._down, card, i)
        if not face_up_placements(self.layout, self._up, self._free(), self._hands[player]):
            return said("clans.illegal_no_match_anywhere", reason=reason)
        return Sentence([reason])

    def play(self, move: Move | str) -> Move:
        """Play a move for the player to move and return it; nothing changes if it is illegal."""
        move = self.check(move)
        player = self._turn
        assert player is not None
        hand = self._hands[player]
        i = self.layout.index[move.seat]
        self._steps.append(_Step(move, player, hand.index(move.card)))
        hand.remove(move.card)
        if move.face_down:
            self._down[i] = FaceDown(move.card, player)
        else:
            self._up[i] = move.card
        if move.shield:
            self._stacks[self.layout.tile_of[i]].append(player)
            self._supply[player] -= 1
        self._turn = None if not hand else (player + 1) % self.players
        self._legal = None
        return move

    def undo(self) -> Move:
        """Take back the last move and return it; ``ValueError`` when no move was played."""
        if not self._steps:
            raise ValueError(said("refusal.nothing_to_undo"))
        move, player, hand_index = self._steps.pop()
        i = self.layout.index[move.seat]
        if move.face_down:
            del self._down[i]
        else:
            self._up[i] = None
        self._hands[player].insert(hand_index, move.card)
        if move.shield:
            self._stacks[self.layout.tile_of[i]].pop()
            self._supply[player] += 1
        self._turn = player
        self._legal = None
        return move

    # --- scoring and copies -------------------------------------------------------------

    def score(self) -> Score:
        """The score if the game ended now; final once the game is over."""
        tiles = self.layout.tiles
        return score_table(self.players, tiles, self.table, self.stacks, self.is_over)

    def observe(self, viewer: Viewer) -> View:
        """What ``viewer`` (``"all"``, ``"spectator"`` or a player index) may see now."""
        from .view import view

        return view(self, viewer)

    def copy(self) -> Game:
        """An independent copy of this game, history included."""
        other = Game.__new__(Game)
        other.__dict__.update(self.__dict__)
        other._up = list(self._up)
        other._down = dict(self._down)
        other._hands = [list(h) for h in self._hands]
        other._stacks = [list(s) for s in self._stacks]
        other._supply = list(self._supply)
        other._steps = list(self._steps)
        return other

    def __repr__(self) -> str:
        state = "over" if self._turn is None else f"{self.names[self._turn]} to move"
        return f"<Game {self.players} players, {self.ply} moves, {state}>"


def _check_names(names: Sequence[str] | None, players: int) -> tuple[str, ...]:
    if names is None:
        return default_names(players)
    if isinstance(names, str) or len(names) != players or not all(
        isinstance(n, str) and n.strip() for n in names
    ):
        raise ValueError(said("arg.names", players=players))
    return tuple(names)
