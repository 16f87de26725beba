"""Schotten Totten's bots: ``random``, ``greedy``, ``search`` (ISMCTS) and ``expert``.

Each bot plays for the player to move of a round (a :class:`~..game.Game`, or anything with
``current_player``, ``legal_moves()`` and ``observe(viewer)``) and reads nothing but that
player's observation and legal moves: the opponent's hand and the deck order never reach it.
The same seed gives the same moves (``search`` with an iteration budget).

- ``random`` plays a legal move uniformly at random.
- ``greedy`` claims every stone it may (one claim a call, until none is left), else plays the
  card and stone whose side can still become the strongest kind of formation from the cards
  off the table (then: the side with the most cards already, then the highest total), ties
  drawn by the seed.
- ``search`` is :class:`clans_widget.core.ismcts.Search` (the search Clans and Glory's expert
  uses) with :class:`~.state.SchottenAnalyst`: the unseen cards dealt at random to the
  opponent's hand and the deck, playouts in one piece (:mod:`.playout`, on the bitmask
  formations of :mod:`.fastform`) by a policy that weighs the rival's side too
  (:func:`.playout.smart_play`: a play that wins the stone for sure first, a stone already
  lost only for the weakest card, else the strongest formation still possible, with chance
  ``EPSILON`` a random play), the ``WIDTH`` best plays by that policy weighed at the root,
  and a share ``MARGIN`` of each playout's reward from the stones won. ``search:300``
  thinks 300 iterations a move, ``search:0.5s`` half a second.
- ``expert`` (:class:`ExpertBot`) is ``search`` whose tree, below the root, holds only the
  first claim that holds or the ``TREE_WIDTH`` best plays by that ranking (``search`` opens
  every legal move there, up to 54 plays, so within its budget most replies in its tree are
  tried once, at random), whose playouts stop after :data:`.leaf.DEPTH` steps and are judged
  where they stand (:mod:`.leaf`: stones sure, each open stone's odds fitted to rounds the
  playout policy played (:mod:`.odds`), and the round's exact win share from them), and
  whose ``EXPERT_WIDTH`` root moves are all
  tried on each deal, compared on equal luck, the ranking's first standing unless another
  does clearly better (:mod:`.paired`), and whose deals are as likely as the opponent's last
  two plays make them (:mod:`.inference`: a hand under which a play read would not have been
  among the opponent's six best is seldom dealt).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from ....core import ismcts
from ....core.botspec import budgets_text, make_named
from ....i18n.numbers import in_every_language
from ....i18n.sentence import Given, said
from ..cards import CARDS, CODES, card_id
from ..formations import power, strongest_completion
from ..game import Game, Variant
from ..moves import CLAIM, END, PLAY, RETURN, Move
from ..observe import Observation, Viewer
from .inference import read_evidence
from .leaf import DEPTH, LeafAnalyst
from .paired import paired_best
from .playout import EPSILON as EPSILON_DEFAULT
from .playout import Policy, greedy_play, ranked_plays, smart_play
from .state import SchottenAnalyst, SearchState

BOT_NAMES = ("random", "greedy", "search", "expert")
CLAN_ONLY = ("base", "expert")
"""The variants the search plays; in the others (Tactic) it plays as ``greedy`` does."""
CLANS = len(CARDS)
CODE_SET = frozenset(CODES)
ITERATIONS = 300
"""The search bot's default budget: iterations per move."""
EXPLORATION = 0.7
"""The search bot's weight of the exploration bonus."""
WIDTH = 6
"""How many plays the search bot weighs at the root (the best by
:func:`.playout.ranked_plays`)."""
MARGIN = 0.3
"""The share of a playout's reward the search takes from the stones won (the rest: the win)."""
EXPERT_WIDTH = 4
"""How many plays the expert bot weighs at the root (fewer than ``search``: more deals each)."""
TREE_WIDTH = 3
"""How many plays the expert bot's tree weighs below the root (the best by
:func:`.playout.ranked_plays`; ``search`` weighs every legal move there)."""
MAX_ITERATIONS = 1_000_000
MAX_SECONDS = 600.0
BUDGETS = budgets_text(("search", "expert"), MAX_ITERATIONS, MAX_SECONDS, 500)
"""How ``search`` takes a budget, as the error sentences write it."""


class Position(Protocol):
    """What a bot reads of a round: who moves, their legal moves, their observation."""

    @property
    def current_player(self) -> int | None: ...

    def legal_moves(self) -> list[Move]: ...

    def observe(self, viewer: Viewer) -> Observation: ...


def own_player(position: Position) -> int:
    """The player to move, for whom a bot plays; ``ValueError`` once the round is over."""
    player = position.current_player
    if player is None:
        raise ValueError("the round is over: there is no move to choose")
    return player


class RandomBot:
    """Plays a legal move chosen uniformly at random; the same seed plays the same moves."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, position: Position) -> Move:
        """A uniformly random move of ``position.legal_moves()``."""
        own_player(position)
        return self.rng.choice(position.legal_moves())


class GreedyBot:
    """Claims whatever it may, else plays for the strongest formation it can still make."""

    name = "greedy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, position: Position) -> Move:
        """The first legal claim; a Recruiter's returns of the weakest cards held (clan cards
        first); else ``end`` if that is all; else the best play by
        :func:`formation_key`, ties drawn by the seed; else ``pass``."""
        me = own_player(position)
        legal = position.legal_moves()
        claims = [m for m in legal if m.kind == CLAIM]
        if claims:
            return claims[0]
        if legal[0].kind == RETURN:  # a Recruiter's returns: the weakest cards held
            return min(legal, key=lambda m: [_weakness(c) for c in m.extra])
        seen = position.observe(me)
        plays = [m for m in legal if weighable(seen, me, m)]
        if not plays:
            return next((m for m in legal if m.kind == END), self.rng.choice(legal))
        free = off_table(seen)
        best: list[Move] = []
        best_key: tuple[int, int, int] | None = None
        for move in plays:
            key = formation_key(seen, me, move, free)
            if best_key is None or key > best_key:
                best, best_key = [move], key
            elif key == best_key:
                best.append(move)
        return self.rng.choice(best)


def off_table(seen: Observation) -> list[bool]:
    """Per card id, whether it lies on no stone (so some player may still add it)."""
    free = [True] * CLANS
    for pair in seen.sides:
        for side in pair:
            for code in side:
                if code in CODE_SET:
                    free[card_id(code)] = False
    return free


def _side(seen: Observation, player: int, move: Move) -> tuple[str, ...]:
    assert move.stone is not None
    return seen.sides[move.stone - 1][player]


def candidates(seen: Observation, player: int, legal: list[Move], width: int) -> list[Move]:
    """The root moves a search weighs: the ``width`` best plays by :func:`formation_key`,
    best first (so a tie in visits goes to greedy's choice), or every legal move when there
    are no plays."""
    plays = [m for m in legal if m.kind == PLAY]
    if not plays:
        return legal
    free = off_table(seen)
    return sorted(plays, key=lambda m: formation_key(seen, player, m, free), reverse=True)[:width]


def weighable(seen: Observation, player: int, move: Move) -> bool:
    """Whether :func:`formation_key` can weigh ``move``: a clan card played on a side that
    holds clan cards only (in the Tactic variants a side may hold a Joker or a mode card)."""
    if move.kind != PLAY or move.card is None or move.card >= CLANS:
        return False
    return seen.variant in CLAN_ONLY or all(c in CODE_SET for c in _side(seen, player, move))


def formation_key(
    seen: Observation, player: int, move: Move, free: Sequence[bool]
) -> tuple[int, int, int]:
    """How good a play is for ``greedy``: the rank of the strongest formation its side can
    still become with cards off the table, then how many cards the side held already (the
    surer the formation), then the formation's total."""
    assert move.card is not None and move.stone is not None
    side = [card_id(c) for c in _side(seen, player, move)]
    rest = list(free)
    rest[move.card] = False
    best = strongest_completion([*side, move.card], rest)
    rank, total = power(best) if best is not None else (-1, 0)
    return rank, len(side), total


class SearchBot:
    """ISMCTS with a budget of ``iterations`` per move or, when ``seconds`` is given, of
    thinking time; named ``search:<iterations>`` or ``search:<seconds>s``. With iterations
    the seed fixes every move. In a variant the search state does not play (Tactic) it
    plays as :class:`GreedyBot` does (with its own seeded draws). The keywords tune it for
    experiments: ``smart=False`` plays out and ranks the root by the rival-blind
    :func:`.playout.greedy_play` (greedy's formation order) instead; ``infer=True`` weighs its
    deals by the opponent's last plays (:mod:`.inference`)."""

    def __init__(
        self,
        iterations: int | None = None,
        seconds: float | None = None,
        seed: int | None = None,
        *,
        width: int = WIDTH,
        exploration: float = EXPLORATION,
        smart: bool = True,
        epsilon: float = EPSILON_DEFAULT,
        margin: float = MARGIN,
        tree_width: int | None = None,
        depth: int | None = None,
        infer: bool = False,
    ) -> None:
        iterations = ITERATIONS if iterations is None else iterations
        if isinstance(iterations, bool) or not isinstance(iterations, int):
            raise ValueError(said("bots.iterations_whole", value=repr(iterations)))
        if not 1 <= iterations <= MAX_ITERATIONS:
            most, value = (Given(in_every_language(n)) for n in (MAX_ITERATIONS, iterations))
            raise ValueError(said("bots.iterations_range", most=most, value=value))
        if seconds is not None and not (
            isinstance(seconds, int | float) and 0 < seconds <= MAX_SECONDS
        ):
            raise ValueError(said("bots.seconds_most", most=f"{MAX_SECONDS:g}"))
        self.iterations, self.seconds = iterations, seconds
        self.rng = random.Random(seed)
        self.greedy = GreedyBot()
        self.greedy.rng = self.rng
        self.width, self.exploration, self.smart = width, exploration, smart
        chooser = smart_play if smart else greedy_play
        policy = Policy(epsilon, chooser=chooser)
        self.analyst = (
            SchottenAnalyst(policy, margin, tree_width)
            if depth is None
            else LeafAnalyst(policy, margin, tree_width, depth=depth)
        )
        self.infer = infer
        kind = "search" if tree_width is None else "expert"
        self.name = f"{kind}:{seconds}s" if seconds is not None else f"{kind}:{iterations}"

    def choose(self, position: Position) -> Move:
        """The most visited root move after the search (the first legal one among equals);
        a lone legal move at once."""
        me = own_player(position)
        legal = position.legal_moves()
        seen = position.observe(me)
        claims = [m for m in legal if m.kind == CLAIM]
        if claims:
            return claims[0]
        if len(legal) == 1:
            return legal[0]
        if seen.variant not in CLAN_ONLY:
            return self.greedy.choose(position)
        state = SearchState(seen)
        self.analyst.evidence = read_evidence(seen, me) if self.infer else None
        if self.smart:
            ranked = ranked_plays(state, me)[: self.width]
            roots = [Move(PLAY, card, s + 1) for _, card, s in ranked] or legal
        else:
            roots = candidates(seen, me, legal, self.width)
        search: ismcts.Search[SearchState, Move, Move] = ismcts.Search(
            self.analyst,
            state,
            me,
            {m: m for m in roots},
            self.rng,
            exploration=self.exploration,
        )
        return self.think(search)

    def think(self, search: ismcts.Search[SearchState, Move, Move]) -> Move:
        """Run ``search`` for the budget; its most visited root move."""
        search.run(self.iterations if self.seconds is None else None, self.seconds)
        return search.best()


class ExpertBot(SearchBot):
    """:class:`SearchBot` whose tree grows only along plays worth weighing: below the root,
    a node holds the first claim that holds, else the ``TREE_WIDTH`` best plays by
    :func:`.playout.ranked_plays` (``search`` opens every legal move there, so with a
    few hundred iterations its replies are mostly tried once each, at random). Its playouts
    stop after ``depth`` steps and are judged by :func:`.leaf.judge` (``None``: played to the
    end); with ``paired`` its ``width`` root moves are tried on the same deals and the best
    mean wins (:func:`.paired.paired_best`); with ``infer`` a deal is as likely as the
    opponent's last plays make it (:mod:`.inference`). Named ``expert:<iterations>`` or
    ``expert:<seconds>s``."""

    def __init__(
        self,
        iterations: int | None = None,
        seconds: float | None = None,
        seed: int | None = None,
        *,
        tree_width: int = TREE_WIDTH,
        depth: int | None = DEPTH,
        exploration: float = EXPLORATION,
        margin: float = MARGIN,
        width: int = EXPERT_WIDTH,
        paired: bool = True,
        infer: bool = True,
    ) -> None:
        super().__init__(
            iterations,
            seconds,
            seed,
            tree_width=tree_width,
            depth=depth,
            exploration=exploration,
            margin=margin,
            width=width,
            infer=infer,
        )
        self.paired = paired

    def think(self, search: ismcts.Search[SearchState, Move, Move]) -> Move:
        """With ``paired``, the root move of the best mean over the same deals
        (:func:`.paired.paired_best`); else as :class:`SearchBot` does."""
        if not self.paired:
            return super().think(search)
        return paired_best(search, self.iterations if self.seconds is None else None, self.seconds)


def _weakness(card: int) -> tuple[int, int]:
    """Clan cards first, weakest first; then tactic cards."""
    return (0, card % 9) if card < len(CODES) else (1, card)


Bot = RandomBot | GreedyBot | SearchBot


def make_bot(spec: str, seed: int | None = None) -> Bot:
    """The bot ``spec`` names: ``random``, ``greedy``, ``search``, ``search:500`` (iterations
    a move) or ``search:0.5s`` (seconds a move), ``expert`` with the same budgets, read by
    the core as Clans and Glory's are (:func:`~clans_widget.core.botspec.make_named`).
    ``ValueError`` for anything else, with a sentence naming the bots and their budgets."""
    plain: dict[str, Callable[[int | None], Bot]] = {"random": RandomBot, "greedy": GreedyBot}
    searching: dict[str, Callable[..., Bot]] = {"search": SearchBot, "expert": ExpertBot}
    return make_named(spec, seed, plain, searching, BUDGETS)


def play_round(
    bots: Sequence[Bot], seed: int, *, variant: Variant = "base", first: int = 0
) -> tuple[int | None, int]:
    """Deal round ``seed`` and let ``bots[p]`` play player ``p``; the winner and the steps."""
    game = Game.new(seed, variant=variant, first=first)
    while (player := game.current_player) is not None:
        game.play(bots[player].choose(game))
    outcome = game.outcome
    return (None if outcome is None else outcome.winner), game.ply


from .seat import seat  # noqa: E402  (what a session's bot chooses from; it reads this module's deals)

__all__ = [
    "BOT_NAMES",
    "BUDGETS",
    "Bot",
    "ExpertBot",
    "GreedyBot",
    "RandomBot",
    "SearchBot",
    "make_bot",
    "seat",
]
