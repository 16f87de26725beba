"""Play many bot games of any registered game and compare the bots:
``python -m clans_widget simulate [--game schotten-totten]``.

Seats rotate: games ``k*players`` to ``k*players + players-1`` share one deal (seed) and
each puts the bots one seat further on, so every bot plays every seat and every deal from
every seat equally often, and the first player's advantage cancels out. The game comes from
the registry (its definition's ``new``, ``bots`` and ``tally``); nothing here names a game.
"""

from __future__ import annotations

import argparse
import csv
import math
import random
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from multiprocessing import Pool
from pathlib import Path
from typing import Any, TextIO

from .core.protocol import GameDefinition
from .core.registry import game_for, games
from .i18n import DEFAULT, say
from .i18n.numbers import number, percent
from .i18n.sentence import Listed, error_in, said, said_in
from .stats import Z95, wilson_interval

DEFAULT_GAME = "clans-and-glory"
"""The game simulated when none is named."""


@dataclass(frozen=True)
class GameRow:
    """One finished game, by seat (seat 0 moves first). ``entries[s]`` is the position in the
    bot list of the bot at seat ``s``; ``seconds[s]`` its time per move; ``details[s]`` the
    game's own figures for seat ``s`` (its definition's ``tally``), each also read across the
    seats by name: Clans and Glory's ``row.cards`` (cards taken) and ``row.shield_plies``
    (the move numbers, 1 = the game's first move, at which each seat placed a shield)."""

    game: int
    seed: int
    entries: tuple[int, ...]
    bots: tuple[str, ...]
    points: tuple[int, ...]
    winners: tuple[int, ...]
    seconds: tuple[tuple[float, ...], ...]
    details: tuple[dict[str, Any], ...] = ()

    def __getattr__(self, name: str) -> tuple[Any, ...]:
        """A figure of the game's own, one per seat (``row.cards``)."""
        details = self.__dict__.get("details", ())
        if details and name in details[0]:
            return tuple(seat[name] for seat in details)
        raise AttributeError(f"{type(self).__name__!r} has no attribute {name!r}")

    def share(self, seat: int) -> float:
        """The seat's share of the victory: 1, 1/k when k players share it, or 0."""
        return 1 / len(self.winners) if seat in self.winners else 0.0

    def as_dict(self) -> dict[str, object]:
        """The row as flat CSV-ready columns."""
        out: dict[str, object] = {
            "game": self.game,
            "seed": self.seed,
            "seat_order": " ".join(self.bots),
            "winners": " ".join(map(str, self.winners)),
        }
        for s, bot in enumerate(self.bots):
            out[f"bot_{s}"] = bot
            out[f"entry_{s}"] = self.entries[s]
            out[f"points_{s}"] = self.points[s]
            for name, value in (self.details[s] if self.details else {}).items():
                many = isinstance(value, tuple | list)
                out[f"{name}_{s}"] = " ".join(map(str, value)) if many else value
            out[f"max_seconds_{s}"] = round(max(self.seconds[s], default=0.0), 4)
        return out


@dataclass(frozen=True)
class Estimate:
    """A mean with its 95% confidence interval."""

    mean: float
    low: float
    high: float


@dataclass(frozen=True)
class BotSummary:
    """How one entry of the bot list did over all games."""

    label: str
    games: int
    win_rate: Estimate
    score: Estimate
    mean_seconds: float
    max_seconds: float


def win_interval(shares: Sequence[float]) -> Estimate:
    """Mean win share with a Wilson 95% interval (shares may be fractional)."""
    return Estimate(*wilson_interval(sum(shares), len(shares)))


def mean_interval(values: Sequence[float]) -> Estimate:
    """Mean with a normal-approximation 95% interval."""
    n = len(values)
    mean = sum(values) / n
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    half = Z95 * spread / math.sqrt(n)
    return Estimate(mean, mean - half, mean + half)


@dataclass(frozen=True)
class Results:
    """The games of a simulation: per-game rows and a summary per entry of the bot list."""

    players: int
    bots: tuple[str, ...]
    seed: int
    rows: tuple[GameRow, ...]
    game: str = DEFAULT_GAME
    """The format of the game played."""

    def labels(self) -> list[str]:
        """A name per entry of the bot list, numbered when a bot appears twice."""
        return [
            f"{b} #{self.bots[:i].count(b) + 1}" if self.bots.count(b) > 1 else b
            for i, b in enumerate(self.bots)
        ]

    def summary(self) -> list[BotSummary]:
        """Win rate, mean score and time per move of each entry of the bot list."""
        out = []
        for entry, label in enumerate(self.labels()):
            seats = [row.entries.index(entry) for row in self.rows]
            times = [t for row, s in zip(self.rows, seats) for t in row.seconds[s]]
            out.append(
                BotSummary(
                    label=label,
                    games=len(self.rows),
                    win_rate=win_interval([r.share(s) for r, s in zip(self.rows, seats)]),
                    score=mean_interval([r.points[s] for r, s in zip(self.rows, seats)]),
                    mean_seconds=sum(times) / max(len(times), 1),
                    max_seconds=max(times, default=0.0),
                )
            )
        return out

    def table(self, lang: str = DEFAULT) -> str:
        """The summary as a text table, its words and figures in ``lang`` ("52,3 %" in French),
        each column as wide as its heading or its widest figure."""
        heads = [say(f"simulate.{head}", lang) for head in ("bot", "win_rate", "mean_score")]
        pc = partial(percent, lang=lang, digits=1)
        num = partial(number, lang=lang, digits=1)
        rows = [
            (
                s.label,
                say("simulate.interval", lang, mean=pc(s.win_rate.mean).rjust(6),
                    low=pc(s.win_rate.low), high=pc(s.win_rate.high)),
                say("simulate.interval", lang, mean=num(s.score.mean).rjust(5),
                    low=num(s.score.low), high=num(s.score.high)),
                say("simulate.mean_max", lang, mean=number(s.mean_seconds, lang, 3),
                    max=number(s.max_seconds, lang, 3)),
            )
            for s in self.summary()
        ]
        width = max(*(len(label) for label in self.labels()), len(heads[0])) + 2
        rate, score = (
            max(24, len(head) + 2, *(len(row[column]) + 2 for row in rows))
            for column, head in enumerate(heads[1:], start=1)
        )
        title = game_for(self.game).title
        lines = [
            say("simulate.title", lang, title=title, players=self.players,
                count=len(self.rows), seed=self.seed),
            f"{heads[0]:<{width}}{heads[1]:<{rate}}{heads[2]:<{score}}"
            + say("simulate.seconds", lang),
        ]
        lines += [f"{a:<{width}}{b:<{rate}}{c:<{score}}{d}" for a, b, c, d in rows]
        lines.append(say("simulate.shared", lang))
        return "\n".join(lines)

    def write_csv(self, path: str | Path) -> None:
        """One row per game (see :meth:`GameRow.as_dict`)."""
        rows = [r.as_dict() for r in self.rows]
        with open(path, "w", newline="") as out:
            writer = csv.DictWriter(out, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)


def _derive(*parts: int) -> int:
    return random.Random(":".join(map(str, parts))).getrandbits(32)


def play_game(
    players: int, bots: Sequence[str], seed: int, index: int, game: str = DEFAULT_GAME
) -> GameRow:
    """Game ``index`` of a simulation: deal ``index // players`` with the bots rotated by
    ``index % players`` seats. Each bot chooses from what its own player may know (the
    game's ``bots.seat``)."""
    definition = game_for(game)
    made: Any = definition.bots
    deal_seed = _derive(seed, index // players)
    entries = tuple((s + index) % players for s in range(players))
    seated = [made.make_bot(bots[e], _derive(seed, index, s)) for s, e in enumerate(entries)]
    position: Any = definition.new(players, deal_seed)
    seconds: list[list[float]] = [[] for _ in range(players)]
    while (player := position.current_player) is not None:
        start = time.perf_counter()
        move = seated[player].choose(made.seat(position, player))
        seconds[player].append(time.perf_counter() - start)
        position.play(move)
    tally = definition.tally(position)
    return GameRow(
        game=index,
        seed=deal_seed,
        entries=entries,
        bots=tuple(bots[e] for e in entries),
        points=tally.points,
        winners=tally.winners,
        seconds=tuple(map(tuple, seconds)),
        details=tally.details,
    )


def check_game(game: object) -> GameDefinition:
    """The registered game of format ``game`` (``ValueError`` naming the games otherwise)."""
    try:
        return game_for(game)
    except ValueError:
        known = ", ".join(d.format for d in games())
        raise ValueError(said("sim.unknown_game", game=repr(game), known=known)) from None


def check_players(definition: GameDefinition, players: object) -> int:
    """``players`` if ``definition``'s game is played by that many (``ValueError`` otherwise)."""
    if isinstance(players, bool) or players not in definition.player_counts:
        counts = Listed(tuple(map(str, definition.player_counts)), "or")
        title = definition.title
        raise ValueError(said("sim.players", title=title, counts=counts, players=repr(players)))
    assert isinstance(players, int)
    return players


def check_bots(players: int, bots: Sequence[str], game: str = DEFAULT_GAME) -> tuple[str, ...]:
    """The bot list, checked: one known bot of ``game`` per player (``ValueError`` otherwise)."""
    definition = check_game(game)
    check_players(definition, players)
    bots = tuple(b.strip() for b in bots)
    if len(bots) != players:
        raise ValueError(said("sim.bots", players=players, count=len(bots), bots=str(bots)))
    made: Any = definition.bots
    for spec in bots:
        made.make_bot(spec, 0)
    return bots


def simulate(
    players: int,
    bots: Sequence[str],
    games: int,
    seed: int | None = None,
    progress: bool = False,
    workers: int = 1,
    game: str = DEFAULT_GAME,
) -> Results:
    """Play ``games`` games of ``game`` (a registered format) with seats rotated (see the
    module docstring) and collect them. ``progress`` shows a progress bar; ``workers`` > 1
    plays games in that many processes."""
    bots = check_bots(players, bots, game)
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(said("sim.games", value=repr(games)))
    if workers < 1:
        raise ValueError(said("sim.workers", value=repr(workers)))
    if seed is None:
        seed = random.SystemRandom().randrange(2**32)
    one = partial(play_game, players, bots, seed, game=game)
    if workers == 1:
        rows = list(_progress(map(one, range(games)), games, progress))
    else:
        with Pool(workers) as pool:
            found = pool.imap(one, range(games), chunksize=max(1, games // (workers * 20)))
            rows = list(_progress(found, games, progress))
    return Results(players, bots, seed, tuple(rows), game)


def _progress(rows: Iterable[GameRow], games: int, show: bool) -> Iterator[GameRow]:
    """``rows``, with the games played so far shown as they come: a bar in Jupyter (when
    tqdm is installed), a ``games 37/400`` line on a terminal's stderr, nothing otherwise."""
    if not show:
        return iter(rows)
    try:
        from tqdm.auto import tqdm
    except ImportError:
        tqdm = None
    if tqdm is not None and tqdm.__module__.startswith("tqdm.notebook"):  # a widget in Jupyter
        bar: Callable[..., Iterator[GameRow]] = tqdm
        return bar(rows, total=games, unit="game")
    if not sys.stderr.isatty():
        return iter(rows)
    return _count_on_terminal(rows, games, sys.stderr)


def _count_on_terminal(rows: Iterable[GameRow], games: int, out: TextIO) -> Iterator[GameRow]:
    """Yield ``rows``, rewriting one ``games k/N`` line on ``out`` after each; the line is
    cleared at the end, so the table prints on a clean line."""
    out.write(f"\r games 0/{games}")
    out.flush()
    for done, row in enumerate(rows, start=1):
        out.write(f"\r games {done}/{games}")
        out.flush()
        yield row
    out.write("\r" + " " * len(f" games {games}/{games}") + "\r")
    out.flush()


def add_arguments(parser: argparse.ArgumentParser, lang: str = DEFAULT) -> None:
    """The options of ``python -m clans_widget simulate``, their help in ``lang``."""
    formats = [d.format for d in games()]
    counts = "; ".join(f"{d.title}: {', '.join(map(str, d.player_counts))}" for d in games())
    bots = "; ".join(_bots_text(d, lang) for d in games())
    parser.add_argument(
        "--game", default=DEFAULT_GAME, choices=formats,
        help=say("simulate.help_game", lang, default=DEFAULT_GAME),
    )
    parser.add_argument(
        "--players", type=int, default=2, help=say("simulate.help_players", lang, counts=counts)
    )
    parser.add_argument("--bots", help=say("simulate.help_bots", lang, bots=bots))
    parser.add_argument(
        "--games", type=int, default=100, help=say("simulate.help_games", lang)
    )
    parser.add_argument("--seed", type=int, help=say("simulate.help_seed", lang))
    parser.add_argument("--csv", metavar="FILE", help=say("simulate.help_csv", lang))
    parser.add_argument(
        "--workers", type=int, default=1, help=say("simulate.help_workers", lang)
    )


def _bots_text(definition: GameDefinition, lang: str = DEFAULT) -> str:
    """The game's bots and their budgets, for ``--help`` in ``lang``."""
    bots: Any = definition.bots
    budgets = said_in(getattr(bots, "BUDGETS", ""), lang)
    return f"{definition.title}: {', '.join(bots.BOT_NAMES)}" + (f" ({budgets})" if budgets else "")


def check_csv_file(path: str | Path) -> None:
    """Make sure the ``--csv`` file can be written (``ValueError`` says why not) by opening it
    to append: an existing file is left as it was, a new one is removed again."""
    target = Path(path)
    if target.is_dir():
        raise ValueError(said("sim.csv_directory", path=str(path)))
    if not target.parent.is_dir():
        raise ValueError(said("sim.csv_no_directory", path=str(path), folder=str(target.parent)))
    existed = target.exists()
    try:
        with open(target, "a"):
            pass
    except OSError as error:
        reason = str(error.strerror or error)
        raise ValueError(said("sim.csv_cannot_write", path=str(path), reason=reason)) from None
    if not existed:
        target.unlink(missing_ok=True)


def run(args: argparse.Namespace) -> int:
    """Run a simulation from parsed arguments and print its table, in ``args.lang`` (English
    without it); 2 for bad arguments (an unwritable ``--csv`` file among them, found before
    any game), 1 if writing fails. An error the engine raised with a sentence is said in
``args.lang`` too."""
    lang = getattr(args, "lang", None) or DEFAULT
    try:
        check_players(check_game(args.game), args.players)
        if args.csv:
            check_csv_file(args.csv)
        bots = args.bots.split(",") if args.bots else ["greedy"] + ["random"] * (args.players - 1)
        results = simulate(
            args.players, bots, args.games, args.seed, True, args.workers, game=args.game
        )
    except ValueError as error:
        refused = say("cli.error", lang, command="simulate", error=error_in(error, lang))
        print(refused, file=sys.stderr)
        return 2
    print(results.table(lang))
    if args.csv:
        try:
            results.write_csv(args.csv)
        except OSError as error:
            failed = say("cli.csv_cannot_write", lang, path=args.csv, reason=str(error))
            print(say("cli.error", lang, command="simulate", error=failed), file=sys.stderr)
            return 1
        print(say("cli.wrote_games", lang, count=len(results.rows), path=args.csv))
    return 0
