"""Generate the recorded games in notebooks/games/ (one each for 2, 3 and 4 players).

Run from the repository root: ``python scripts/make_games.py``. The games are played by a
small seeded greedy policy written here, so the same run always writes the same files. Every
comment is produced from an analysis of the move it is written on, so it is true of that
move in that game:

* ``early-shield``: a shield placed in the first round, on a tile with no shield yet, so it
  will take that tile's lowest rank; the comment names what it took in the end.
* ``steal``: a card of a new, lower rank on a tile with shields, which moves every rank group
  one shield down the stack, so another player's shield loses the group it was taking.
* ``face-down``: a move made when no card in the hand fits any free seat face up.

Each record names the kinds it teaches in ``meta["teaches"]``;
``tests/test_notebook_games.py`` checks those claims again with the same analysis.
"""

from __future__ import annotations

import itertools
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from clans_widget import Game, Record
from clans_widget.rules import Score, TileScore

OUT = Path(__file__).resolve().parents[1] / "notebooks" / "games"
NAMES = ["Ann", "Ben", "Cat", "Dev"]
KINDS = ("early-shield", "steal", "face-down")
GAMES = {
    2: ("two_players.json", "Ann and Ben: a two-player game"),
    3: ("three_players.json", "Ann, Ben and Cat: a three-player game"),
    4: ("four_players.json", "Ann, Ben, Cat and Dev: a four-player game"),
}


# --- a simple greedy policy -------------------------------------------------------------


def margin(game: Game, player: int) -> int:
    """The player's provisional points minus the best of the others'."""
    points = game.score().points
    return points[player] - max(p for i, p in enumerate(points) if i != player)


def choose(game: Game, rng: random.Random) -> str:
    """Play the move that leaves the best provisional margin; a shield must earn its place
    by gaining at least 6 points of margin; small random noise breaks ties."""
    player = game.current_player
    assert player is not None
    best, best_value = None, None
    for move in game.legal_moves():
        game.play(move)
        value = margin(game, player) - (6 if move.shield else 0) + rng.random()
        game.undo()
        if best_value is None or value > best_value:
            best, best_value = move, value
    return str(best)


def play_game(players: int, seed: int) -> Game:
    """A whole game from the rulebook deal of ``seed``, played by the greedy policy."""
    game = Game.new(players=players, seed=seed, names=NAMES[:players])
    rng = random.Random(seed)
    while not game.is_over:
        game.play(choose(game, rng))
    return game


# --- finding the moves worth a comment ---------------------------------------------------


def takers(tile: TileScore) -> dict[int, int | None]:
    """Rank -> who takes that rank's cards on a tile."""
    return {g.rank: g.taker for g in tile.groups}


def describe(tile: TileScore, names: list[str]) -> str:
    """A tile's rank groups and their takers, e.g. ``3s -> Ann, 5s -> nobody``."""
    parts = [f"{g.rank}s -> {'nobody' if g.taker is None else names[g.taker]}" for g in tile.groups]
    return ", ".join(parts)


def analyse(record: Record) -> dict[int, tuple[str, str]]:
    """For each teaching move (1-based ply): its kind and a comment that is true of it."""
    names = list(record.names)
    final = record.game().score()
    found: dict[int, tuple[str, str]] = {}
    game = record.game(0)
    for ply, text in enumerate(record.moves, 1):
        player = game.current_player
        assert player is not None
        legal = game.legal_moves()
        before = {t.tile: t for t in game.score().tiles}
        move = game.play(text)
        tile = move.seat.tile
        after = {t.tile: t for t in game.score().tiles}
        name = names[player]
        kind = classify(record, ply, before, after)
        if kind == "face-down":
            assert all(m.face_down for m in legal)
            found[ply] = (kind, (
                f"{name} has no card that fits any free seat face up, so one card must go "
                f"face down: {move.card} on {move.seat}. That seat is now filled, but the "
                "card matches nothing and will never score."
            ))
        elif kind == "early-shield":
            group = next(g for g in final_tile(final, tile).groups if g.shield == 0)
            found[ply] = (kind, (
                f"An early shield: {name} is the first to put a shield on tile {tile}, on move "
                f"{ply}. The first shield of a stack takes the lowest rank on its tile, whatever "
                f"that turns out to be. At the end it took the {group.rank}s on {tile} "
                f"({len(group.cards)} card{'s' if len(group.cards) > 1 else ''}, "
                f"{group.points} points)."
            ))
        elif kind == "steal":
            lost = [p for p in range(record.players) if p != player
                    and tile_points(before[tile], p) > tile_points(after[tile], p)]
            who = " and ".join(names[p] for p in lost)
            found[ply] = (kind, (
                f"A steal: {name} plays {move.card}{' with a shield' if move.shield else ''}"
                f", a rank tile {tile} did not have yet. "
                f"Every higher rank group moves one shield further down the stack. "
                f"Before: {describe(before[tile], names)}. "
                f"After: {describe(after[tile], names)}. So {who} now take"
                f"{'s' if len(lost) == 1 else ''} fewer points on {tile}."
            ))
    return found


def classify(record: Record, ply: int, before: dict[str, TileScore],
             after: dict[str, TileScore]) -> str | None:
    """Which teaching kind move ``ply`` is, if any (see the module docstring)."""
    game = record.game(ply - 1)
    player = game.current_player
    move = game.check(record.moves[ply - 1])
    tile = move.seat.tile
    if move.face_down:
        return "face-down"
    if move.shield and ply <= record.players and not before[tile].shields:
        return "early-shield"
    new_rank = move.card.rank not in takers(before[tile])
    if new_rank and any(
        p != player and tile_points(before[tile], p) > tile_points(after[tile], p)
        for p in range(record.players)
    ):
        return "steal"
    return None


def tile_points(tile: TileScore, player: int) -> int:
    """Points a player takes on one tile."""
    return sum(g.points for g in tile.groups if g.taker == player)


def final_tile(score: Score, tile: str) -> TileScore:
    """One tile's part of a score."""
    return next(t for t in score.tiles if t.tile == tile)


def commented(game: Game, title: str) -> Record | None:
    """The game's record with one comment per kind and a closing comment, or ``None`` when
    the game lacks one of the kinds."""
    record = game.record
    found = analyse(record)
    chosen: dict[int, str] = {}
    for kind in KINDS:
        plies = [p for p, (k, _) in found.items() if k == kind]
        if not plies:
            return None
        # the first early shield; the latest steal and face-down card, away from move 2
        ply = plies[0] if kind == "early-shield" else plies[-1]
        chosen[ply] = found[ply][1]
    score = game.score()
    last = len(record.moves)
    winners = " and ".join(record.names[p] for p in score.winners)
    chosen[last] = chosen.get(last, "") + (
        f"{' ' if last in chosen else ''}{record.names[game.movers[-1]]} places the last card of "
        f"their hand, and the game ends at once. Points: "
        + ", ".join(f"{n} {p}" for n, p in zip(record.names, score.points))
        + f". {winners} win{'s' if len(score.winners) == 1 else ''}"
        + {"points": " on points.", "cards": " on cards taken (equal points).",
           "shared": ": a shared victory."}[score.decided_by]
    )
    meta = {"teaches": ", ".join(KINDS), "made_by": "scripts/make_games.py"}
    return Record(record.setup, record.names, record.moves, (), None, title, meta) \
        .with_comments(chosen).with_result()


def spread(record: Record) -> bool:
    """Whether the teaching comments are spread out: none on the last move, none adjacent."""
    plies = [p for p, c in enumerate(record.comments, 1) if c]
    return len(plies) == len(KINDS) + 1 and all(b - a > 1 for a, b in itertools.pairwise(plies))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for players, (filename, title) in GAMES.items():
        for seed in range(1, 500):
            record = commented(play_game(players, seed), title)
            if record is not None and spread(record):
                break
        else:
            raise SystemExit(f"no seed gave a {players}-player game with every kind")
        (OUT / filename).write_text(record.to_json() + "\n", encoding="utf-8")
        print(f"{filename}: seed {seed}, {len(record.moves)} moves, points {list(record.result)}")


if __name__ == "__main__":
    main()
