"""A round of Schotten Totten (any variant) you can query, play and take back.

A base turn is a play (or ``pass``), then any claims, then the draw; an Expert turn is any
claims, then a play (or ``pass``), then the draw. In the base game the claim window stays
open after the play only while some claim would hold; the player closes it with the
unwritten step ``end``. Otherwise the draw and the change of player follow at once.
In the Tactic variants the draw is a written move (``draw C`` / ``draw T``) whenever a card
can be drawn; tactic cards and ruses are played by :mod:`.tactics` and :mod:`.ruses`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, NamedTuple

from clans_widget.i18n import default_names
from clans_widget.i18n.sentence import said, sentence_of

from .cards import CARDS, CODES, STONES, card_id, codes
from .errors import IllegalMoveError
from .formations import SIZE, strongest
from .match import Match
from .moves import CLAIM, DRAW, END, PASS, PLAY, Move, written_form
from .tactic import BLIND, ELITE, JOKER, MUD, TACTIC_DECK, tactic_id
from .verdict import Verdict, verdict

if TYPE_CHECKING:
    from .observe import Observation, Viewer
    from .record import Record

HAND = 6
"""Cards in a starting hand, and the hand size a draw refills towards (7 in Tactic)."""
TACTIC_HAND = 7
VARIANTS = ("base", "expert", "tactic", "tactic-expert")
"""The variants this engine plays."""
TACTIC_VARIANTS = ("tactic", "tactic-expert")
THREE_ADJACENT, FIVE_STONES, STALEMATE = "three-adjacent", "five-stones", "stalemate"

Variant = Literal["base", "expert", "tactic", "tactic-expert"]


@dataclass(frozen=True)
class Outcome:
    """How a round ended: the winner (``None`` for a drawn Tactic stalemate), ``reason``
    (``three-adjacent``, ``five-stones`` or ``stalemate``) and the owner of stones 1-9
    (``None`` for an unclaimed stone)."""

    winner: int | None
    reason: str
    stones: tuple[int | None, ...]

    def to_dict(self) -> dict[str, object]:
        """The ``result`` field of a record."""
        return {"winner": self.winner, "reason": self.reason, "stones": list(self.stones)}


class _Step(NamedTuple):
    move: Move
    text: str  # the move's notation, written once when it is played
    player: int
    window: bool  # whether the base claim window was open before the step
    hand_index: int  # where a played card was in the hand
    completed: bool  # the play completed its side
    ended: bool  # the step ended the turn
    drew: bool  # ... and the player drew a card
    saved: tuple[object, ...] | None = None  # Tactic: the whole state before the step


class Game:
    """A round of Schotten Totten. Create one with :meth:`new` or :meth:`from_setup`."""

    players = 2

    def __init__(
        self,
        deck: Sequence[int],
        hands: Sequence[Sequence[int]],
        *,
        variant: Variant = "base",
        names: Sequence[str] | None = None,
        first: int | None = None,
        match: Match | None = None,
        tactic_deck: Sequence[int] | None = None,
    ) -> None:
        if variant not in VARIANTS:
            variants = ", ".join(VARIANTS)
            raise ValueError(said("arg.variant", variants=variants, variant=repr(variant)))
        tactic = variant in TACTIC_VARIANTS
        if tactic_deck is None:
            tactic_deck = TACTIC_DECK if tactic else ()
        _check_deal(deck, hands, TACTIC_HAND if tactic else HAND)
        _check_tactic_deck(tactic_deck, tactic)
        if match is not None and not isinstance(match, Match):
            raise ValueError(said("arg.match", kind=type(match).__name__))
        if first is None:
            first = 0 if match is None else match.first
        if first not in (0, 1) or isinstance(first, bool):
            raise ValueError(said("arg.first", first=repr(first)))
        self.variant: Variant = variant
        self.tactic = tactic
        self.expert = variant in ("expert", "tactic-expert")
        self.hand_limit = TACTIC_HAND if tactic else HAND
        self.names = _check_names(names)
        self.first = first
        self.match = match
        self.deck: tuple[int, ...] = tuple(deck)
        self.tactic_deck: tuple[int, ...] = tuple(tactic_deck)
        self.start_hands: tuple[tuple[int, ...], ...] = tuple(tuple(h) for h in hands)
        self._hands = [list(h) for h in hands]
        self._sides: list[list[list[int]]] = [[[], []] for _ in range(STONES)]
        self._done: list[list[int | None]] = [[None, None] for _ in range(STONES)]
        self._owner: list[int | None] = [None] * STONES
        self._free = [True] * len(CARDS)
        self._piles = [list(deck), list(tactic_deck)]  # Recruiter returns cards to the bottom
        self._taken = [0, 0]  # cards drawn from each pile
        self._modes: list[list[int]] = [[] for _ in range(STONES)]
        self._values: list[list[tuple[int, ...] | None]] = [[None, None] for _ in range(STONES)]
        self._discard: list[int] = []
        self._tactics = [0, 0]  # tactic cards each player has played this round
        self._jokers = [0, 0]  # Jokers each player has played this round
        self._idle = 0  # turns in a row with no card played, drawn or claimed
        self._busy = False  # this turn played, drew or claimed
        self._returns = 0  # cards the player to move owes a Recruiter (its second step)
        self._turn: int | None = first
        self._window = False
        self._outcome: Outcome | None = None
        self._steps: list[_Step] = []
        self._legal: tuple[Move, ...] | None = None

    @classmethod
    def new(
        cls,
        seed: int | None = None,
        *,
        variant: Variant = "base",
        names: Sequence[str] | None = None,
        first: int | None = None,
        match: Match | None = None,
    ) -> Game:
        """A shuffled deal: the first 6 cards (7 in Tactic) to player 0, the next to player
        1, the rest is the deck; Tactic shuffles the tactic deck next. The same seed gives the
        same deal; no seed uses the system's randomness. ``match`` places the round in a
        match (its starter alternates by round)."""
        cards = list(CARDS)
        rng = random.Random(seed) if seed is not None else random.SystemRandom()
        rng.shuffle(cards)
        size = TACTIC_HAND if variant in TACTIC_VARIANTS else HAND
        hands = (cards[:size], cards[size : 2 * size])
        deck = cards[2 * size :]
        tactic = list(TACTIC_DECK) if variant in TACTIC_VARIANTS else []
        rng.shuffle(tactic)
        return cls(
            deck, hands, variant=variant, names=names, first=first, match=match, tactic_deck=tactic
        )

    @classmethod
    def from_setup(
        cls,
        deck: Sequence[str],
        hands: Sequence[Sequence[str]],
        *,
        variant: Variant = "base",
        names: Sequence[str] | None = None,
        first: int | None = None,
        match: Match | None = None,
        tactic_deck: Sequence[str] | None = None,
    ) -> Game:
        """A deal given by card codes: the deck in draw order and both starting hands (and
        the tactic deck in draw order, Tactic only). ``ValueError`` unless they hold each of
        the 54 cards once, 6 in each hand (7 in Tactic), and the 10 tactic cards."""
        if isinstance(deck, str) or isinstance(hands, str) or len(hands) != 2:
            raise ValueError(said("arg.deal_shape"))
        ids = [card_id(c) for c in deck]
        held = [[card_id(c) for c in h] for h in hands]
        if isinstance(tactic_deck, str):
            raise ValueError(said("arg.tactic_shape"))
        tactics = None if tactic_deck is None else [tactic_id(c) for c in tactic_deck]
        return cls(
            ids, held, variant=variant, names=names, first=first, match=match, tactic_deck=tactics
        )

    # --- the position -------------------------------------------------------------------

    @property
    def ply(self) -> int:
        """How many steps have been played (``end`` steps included)."""
        return len(self._steps)

    @property
    def current_player(self) -> int | None:
        """The player to move, or ``None`` once the round is over."""
        return self._turn

    @property
    def is_over(self) -> bool:
        """True once a player has won the round."""
        return self._outcome is not None

    @property
    def outcome(self) -> Outcome | None:
        """How the round ended, or ``None`` while it goes on."""
        return self._outcome

    @property
    def claim_window(self) -> bool:
        """True while the player to move may claim stones now."""
        if self._turn is None or self._returns:
            return False
        return self._window != self.expert

    @property
    def returns_due(self) -> int:
        """How many cards the player to move must put back to finish a Recruiter (its
        ``return`` step), 0 when no Recruiter waits."""
        return self._returns

    @property
    def moves(self) -> tuple[Move, ...]:
        """Every step played so far, ``end`` steps included."""
        return tuple(s.move for s in self._steps)

    @property
    def move_texts(self) -> tuple[str, ...]:
        """:attr:`moves` in notation (``str`` of each), kept as they were played."""
        return tuple(s.text for s in self._steps)

    @property
    def movers(self) -> tuple[int, ...]:
        """Who played each step of :attr:`moves`."""
        return tuple(s.player for s in self._steps)

    @property
    def written_moves(self) -> tuple[str, ...]:
        """The moves as a record writes them: without the ``end`` steps, each Recruiter as
        one move (``REC CCT 7r JK``; ``REC CCT`` while its return is still to come)."""
        return tuple(written_form([str(s.move) for s in self._steps]))

    @property
    def hands(self) -> tuple[tuple[str, ...], ...]:
        """Both hands, as card codes."""
        return tuple(codes(h) for h in self._hands)

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each player holds."""
        return tuple(len(h) for h in self._hands)

    @property
    def deck_left(self) -> tuple[str, ...]:
        """The clan cards still to be drawn, in draw order."""
        return codes(self._piles[0][self._taken[0] :])

    @property
    def tactic_deck_left(self) -> tuple[str, ...]:
        """The tactic cards still to be drawn, in draw order (Tactic only)."""
        return codes(self._piles[1][self._taken[1] :])

    @property
    def discard(self) -> tuple[str, ...]:
        """The public discard pile (Tactic), oldest first."""
        return codes(self._discard)

    def modes(self, stone: int) -> tuple[str, ...]:
        """The combat modes lying on ``stone`` (1-9), in the order played."""
        return codes(self._modes[stone - 1])

    def capacity(self, stone: int) -> int:
        """How many cards make a side of ``stone`` complete: 3, or 4 under Mud Fight."""
        return SIZE + (MUD in self._modes[stone - 1])

    def values(self, stone: int, player: int) -> tuple[str, ...] | None:
        """The clan cards ``player``'s side of a claimed ``stone`` counts as, its elite
        troops fixed at the claim; ``None`` when no value was fixed there."""
        fixed = self._values[stone - 1][player]
        return None if fixed is None else codes(fixed)

    @property
    def tactics_played(self) -> tuple[int, int]:
        """How many tactic cards each player has played this round (rule 12.3)."""
        return (self._tactics[0], self._tactics[1])

    @property
    def jokers_played(self) -> tuple[int, int]:
        """How many Jokers each player has played this round (at most one)."""
        return (self._jokers[0], self._jokers[1])

    def side(self, stone: int, player: int) -> tuple[str, ...]:
        """The cards on ``player``'s side of ``stone`` (1-9), in the order played."""
        return codes(self._sides[stone - 1][player])

    def completed_at(self, stone: int, player: int) -> int | None:
        """The step (0-based) at which that side became complete, or ``None``."""
        return self._done[stone - 1][player]

    @property
    def owners(self) -> tuple[int | None, ...]:
        """The owner of stones 1-9 (``None``: unclaimed)."""
        return tuple(self._owner)

    @property
    def off_table(self) -> tuple[str, ...]:
        """Every card not on a stone (in hands or the deck), in canonical order."""
        return tuple(CODES[c] for c in CARDS if self._free[c])

    @property
    def record(self) -> Record:
        """The deal and the written moves so far as a :class:`Record` (with its result once
        the round is over)."""
        from .record import Record

        return Record(
            tactic_deck=codes(self.tactic_deck),
            deck=codes(self.deck),
            hands=tuple(codes(h) for h in self.start_hands),
            moves=self.written_moves,
            variant=self.variant,
            names=self.names,
            first=self.first,
            result=self._outcome,
            match=self.match,
        )

    @property
    def vp(self) -> tuple[int, int] | None:
        """Victory points after this round once it is over (with the points from earlier
        rounds of its match), else ``None``."""
        if self._outcome is None:
            return None
        return (self.match or Match()).vp_after(self._outcome.stones, self._outcome.winner)

    def next_round(self, seed: int | None = None) -> Game | None:
        """A new deal for the next round of this round's match, once this one is over;
        ``None`` when this was the last (or only) round."""
        if self._outcome is None:
            raise ValueError(said("arg.round_not_over"))
        after = (self.match or Match()).next(self._outcome.stones, self._outcome.winner)
        if after is None:
            return None
        return Game.new(seed, variant=self.variant, names=self.names, match=after)

    def observe(self, viewer: Viewer) -> Observation:
        """What ``viewer`` (``"all"``, ``"spectator"`` or a player index) may see now."""
        from .observe import observe

        return observe(self, viewer)

    def claim_verdict(self, stone: int, player: int, stated: Sequence[int] = ()) -> Verdict:
        """Whether a claim of ``stone`` (1-9) by ``player`` would hold now (timing aside).
        ``stated`` holds pairs (elite troop, clan card) the claimer gives his elite troops."""
        i = stone - 1
        rival = 1 - player
        exhausted = not self._hands[rival] and all(
            t >= len(p) for t, p in zip(self._taken, self._piles)
        )
        sides, done = self._sides[i], self._done[i]
        if not self.tactic:
            return verdict(
                sides[player], done[player], sides[rival], done[rival], self._free, exhausted
            )
        size, fog = self.capacity(stone), BLIND in self._modes[i]
        return verdict(
            sides[player],
            done[player],
            sides[rival],
            done[rival],
            self._free,
            exhausted,
            size=size,
            fog=fog,
            extras=self._extras(rival),
            stated=self._stated(sides[player], stated, size, fog),
        )

    def _extras(self, rival: int) -> tuple[int, ...]:
        """The unplayed elite troops ``rival`` could still add (rule 12.4)."""
        unplayed = {*self._hands[0], *self._hands[1], *self._piles[1][self._taken[1] :]}
        usable = [c for c in ELITE if c in unplayed]
        if self._jokers[rival]:
            usable = [c for c in usable if c != JOKER]
        return tuple(usable)

    def _stated(
        self, side: Sequence[int], stated: Sequence[int], size: int, fog: bool
    ) -> tuple[int, ...] | None:
        """The values a complete ``side`` counts as with the ``stated`` pairs (the others at
        their best), or ``None`` when nothing is stated."""
        if not stated or len(side) < size:
            return None
        given = dict(zip(stated[::2], stated[1::2]))
        fixed = [given.get(c, c) for c in side]
        found = strongest(fixed, self._free, size=size, fog=fog)
        assert found is not None
        return found.values

    # --- moves --------------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """Every legal move of the player to move."""
        if self._legal is None:
            self._legal = self._generate()
        return list(self._legal)

    def _generate(self) -> tuple[Move, ...]:
        player = self._turn
        if player is None:
            return ()
        if self._returns:
            from .ruses import return_moves

            return tuple(return_moves(self, player))
        claims = [Move(CLAIM, None, s + 1) for s in self._claimable(player)]
        if self._window:
            return (*claims, *self._closings(player))
        plays = self._plays(player)
        if not self.tactic:
            return (*claims, *(plays or [Move(PASS)]))
        from .tactics import tactic_moves

        tactics = tactic_moves(self, player)
        return (*claims, *plays, *tactics, *([] if plays else [Move(PASS)]))

    def _closings(self, player: int) -> list[Move]:
        """How the turn may end once its card is played: the Tactic draws, else ``end``."""
        if self.tactic and len(self._hands[player]) < self.hand_limit:
            draws = [Move(DRAW, draws=d) for d, t, p in zip("CT", self._taken, self._piles)]
            draws = [m for m, t, p in zip(draws, self._taken, self._piles) if t < len(p)]
            if draws:
                return draws
        return [Move(END)]

    def _plays(self, player: int) -> list[Move]:
        open_stones = [
            s
            for s in range(STONES)
            if self._owner[s] is None and len(self._sides[s][player]) < self.capacity(s + 1)
        ]
        hand = sorted(c for c in self._hands[player] if c < len(CARDS))
        return [Move(PLAY, c, s + 1) for c in hand for s in open_stones]

    def _claimable(self, player: int) -> list[int]:
        if not self.claim_window:
            return []
        return [
            s
            for s in range(STONES)
            if self._owner[s] is None
            and len(self._sides[s][player]) >= self.capacity(s + 1)
            and self.claim_verdict(s + 1, player).holds
        ]

    def check(self, move: Move | str) -> Move:
        """The move, read and checked; :class:`IllegalMoveError` says why it is illegal."""
        try:
            parsed = Move.parse(move)
        except ValueError as error:
            raise IllegalMoveError(sentence_of(error)) from None
        if self._turn is None:
            raise IllegalMoveError(said("schotten.illegal_round_over"))
        if self.tactic and (parsed.extra or (parsed.kind != DRAW and parsed.draws)):
            from .tactics import check_written

            check_written(self, parsed)
            return parsed
        if parsed in self.legal_moves():
            return parsed
        from .why import why_illegal

        raise IllegalMoveError(why_illegal(self, parsed))

    def play(self, move: Move | str) -> Move:
        """Play a move for the player to move and return it; nothing changes if it is illegal."""
        move = self.check(move)
        if self.tactic:
            from .tactics import play_tactic

            play_tactic(self, move)
            return move
        player = self._turn
        assert player is not None
        window, hand_index, completed, ended, drew = self._window, -1, False, False, False
        if move.kind == PLAY:
            assert move.card is not None and move.stone is not None
            hand = self._hands[player]
            hand_index = hand.index(move.card)
            hand.pop(hand_index)
            side = self._sides[move.stone - 1][player]
            side.append(move.card)
            self._free[move.card] = False
            if len(side) == SIZE:
                self._done[move.stone - 1][player] = len(self._steps)
                completed = True
        elif move.kind == CLAIM:
            assert move.stone is not None
            self._owner[move.stone - 1] = player
            self._outcome = self._win(player)
            if self._outcome is not None:
                self._turn = None
        self._legal = None
        if self._outcome is None:
            if move.kind in (PLAY, PASS) and self.variant == "base":
                self._window = True
            if (
                move.kind == END
                or (move.kind in (PLAY, PASS) and self.variant == "expert")
                or (self._window and not self._claimable(player))
            ):
                ended, drew = True, self._end_turn(player)
        self._steps.append(
            _Step(move, str(move), player, window, hand_index, completed, ended, drew)
        )
        return move

    def _end_turn(self, player: int) -> bool:
        """The draw and the change of player; whether a card was drawn."""
        hand = self._hands[player]
        drew = self._taken[0] < len(self._piles[0]) and len(hand) < HAND
        if drew:
            hand.append(self._piles[0][self._taken[0]])
            self._taken[0] += 1
        self._turn, self._window, self._legal = 1 - player, False, None
        return drew

    def _win(self, player: int) -> Outcome | None:
        mine = [o == player for o in self._owner]
        if any(all(mine[i : i + 3]) for i in range(STONES - 2)):
            return Outcome(player, THREE_ADJACENT, tuple(self._owner))
        if sum(mine) >= 5:
            return Outcome(player, FIVE_STONES, tuple(self._owner))
        return None

    def undo(self) -> Move:
        """Take back the last step and return it; ``ValueError`` when none was played."""
        if not self._steps:
            raise ValueError(said("refusal.nothing_to_undo"))
        step = self._steps.pop()
        move, player = step.move, step.player
        if step.saved is not None:
            from .tactics import restore

            restore(self, step.saved)
            return move
        if step.drew:
            self._hands[player].pop()
            self._taken[0] -= 1
        if move.kind == PLAY:
            assert move.card is not None and move.stone is not None
            self._sides[move.stone - 1][player].pop()
            self._free[move.card] = True
            if step.completed:
                self._done[move.stone - 1][player] = None
            self._hands[player].insert(step.hand_index, move.card)
        elif move.kind == CLAIM:
            assert move.stone is not None
            self._owner[move.stone - 1] = None
            self._outcome = None
        self._turn, self._window, self._legal = player, step.window, None
        return move

    def copy(self) -> Game:
        """An independent copy, history included."""
        other = Game.__new__(Game)
        other.__dict__.update(self.__dict__)
        other._hands = [list(h) for h in self._hands]
        other._sides = [[list(a), list(b)] for a, b in self._sides]
        other._done = [list(d) for d in self._done]
        other._owner = list(self._owner)
        other._free = list(self._free)
        other._steps = list(self._steps)
        other._piles = [list(p) for p in self._piles]
        other._taken = list(self._taken)
        other._modes = [list(m) for m in self._modes]
        other._values = [list(v) for v in self._values]
        other._discard = list(self._discard)
        other._tactics = list(self._tactics)
        other._jokers = list(self._jokers)
        return other

    def __repr__(self) -> str:
        state = "over" if self._turn is None else f"{self.names[self._turn]} to move"
        return f"<schotten.Game {self.variant}, {self.ply} moves, {state}>"


def _check_deal(deck: Sequence[int], hands: Sequence[Sequence[int]], size: int) -> None:
    if len(hands) != 2 or any(len(h) != size for h in hands):
        raise ValueError(said("arg.hand_size", size=size))
    every = Counter([*deck, *hands[0], *hands[1]])
    if set(every) - set(CARDS):
        raise ValueError(said("arg.deal_ids"))
    twice = [CODES[c] for c in CARDS if every[c] > 1]
    missing = [CODES[c] for c in CARDS if not every[c]]
    if twice:
        raise ValueError(said("schotten.deal_twice", card=twice[0]))
    if missing:
        raise ValueError(said("schotten.deal_missing", card=missing[0]))


def _check_tactic_deck(deck: Sequence[int], tactic: bool) -> None:
    if not tactic:
        if len(deck):
            raise ValueError(said("arg.no_tactic_deck"))
        return
    if sorted(deck) != sorted(TACTIC_DECK):
        raise ValueError(said("arg.tactic_deck"))


def _check_names(names: Sequence[str] | None) -> tuple[str, str]:
    if names is None:
        first, second = default_names(2)
        return first, second
    if (
        isinstance(names, str)
        or len(names) != 2
        or not all(isinstance(n, str) and n.strip() for n in names)
    ):
        raise ValueError(said("arg.names", players=2))
    return (names[0], names[1])
