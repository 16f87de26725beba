"""The simulate command and function: rotated seats, per-game rows, CSV, bad arguments."""

from __future__ import annotations

import csv
import io
import sys
from collections import Counter
from pathlib import Path

import pytest

from clans_widget.__main__ import main
from clans_widget.simulate import simulate, win_interval


def test_seats_rotate_over_each_deal() -> None:
    results = simulate(3, ["greedy", "random", "random"], 6, seed=4)
    rows = results.rows
    assert [r.game for r in rows] == list(range(6))
    assert rows[0].seed == rows[1].seed == rows[2].seed != rows[3].seed
    seats = Counter((e, s) for r in rows for s, e in enumerate(r.entries))
    assert set(seats.values()) == {2} and len(seats) == 9
    for row in rows:
        assert row.bots == tuple(results.bots[e] for e in row.entries)
        assert all(len(p) <= 5 for p in row.shield_plies)
        assert sum(row.share(s) for s in range(3)) == pytest.approx(1)
    assert [s.label for s in results.summary()] == ["greedy", "random #1", "random #2"]
    assert "random #2" in results.table()


def test_same_seed_same_games() -> None:
    def outcome(seed: int) -> list[tuple[object, ...]]:
        rows = simulate(2, ["search:20", "greedy"], 4, seed=seed).rows
        return [(r.seed, r.points, r.cards, r.winners, r.shield_plies) for r in rows]

    assert outcome(9) == outcome(9)
    assert outcome(9) != outcome(10)


def test_workers_play_the_same_games() -> None:
    one = simulate(2, ["greedy", "random"], 6, seed=2)
    two = simulate(2, ["greedy", "random"], 6, seed=2, workers=2)
    assert [r.points for r in one.rows] == [r.points for r in two.rows]


def test_win_interval_holds_the_rate() -> None:
    rate = win_interval([1.0, 0.5, 0.0, 0.0])
    assert rate.mean == pytest.approx(0.375)
    assert 0 <= rate.low < rate.mean < rate.high <= 1


def test_cli_writes_one_csv_row_per_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "games.csv"
    args = ["simulate", "--players", "2", "--bots", "greedy,random", "--games", "4"]
    assert main([*args, "--seed", "3", "--csv", str(path)]) == 0
    out = capsys.readouterr().out
    assert "greedy" in out and "win rate" in out and "wrote 4 games" in out
    with path.open() as f:
        rows = list(csv.DictReader(f))
    assert [int(r["game"]) for r in rows] == [0, 1, 2, 3]
    assert rows[0]["seat_order"] == "greedy random" and rows[1]["seat_order"] == "random greedy"
    for row in rows:
        assert {row["bot_0"], row["bot_1"]} == {"greedy", "random"}
        points = [int(row["points_0"]), int(row["points_1"])]
        assert all(int(w) in (0, 1) for w in row["winners"].split())
        assert max(points) == points[int(row["winners"].split()[0])]
        for seat in "01":
            plies = [int(p) for p in row[f"shield_plies_{seat}"].split()]
            assert plies == sorted(plies) and all(1 <= p <= 17 for p in plies)
            assert all((p - 1) % 2 == int(seat) for p in plies)  # seats alternate


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--bots", "greedy,minimax"], "unknown bot 'minimax'"),
        (["--bots", "greedy,random,random"], "2 players need 2 bots"),
        (["--games", "0"], "games must be"),
        (["--players", "5", "--bots", "random,random,random,random,random"], "2, 3 or 4"),
        (["--workers", "0"], "workers must be"),
    ],
)
def test_cli_rejects_bad_arguments(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "--games", "2", *args]) == 2
    assert message in capsys.readouterr().err


def test_cli_rejects_unreadable_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["simulate", "--games", "many"])
    assert exit_.value.code == 2
    assert "--games" in capsys.readouterr().err


class Terminal(io.StringIO):
    """A stderr that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def test_a_terminal_sees_the_games_counted_and_a_pipe_sees_nothing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["simulate", "--bots", "greedy,random", "--games", "3", "--seed", "1"]
    assert main(args) == 0
    piped = capsys.readouterr()
    assert piped.err == "" and "greedy" in piped.out
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(args) == 0
    shown = terminal.getvalue()
    assert [part.strip() for part in shown.split("\r") if part.strip()] == [
        f"games {k}/3" for k in range(4)
    ]
    assert shown.endswith("\r"), "the line is cleared before the table prints"
    assert "greedy" in capsys.readouterr().out, "the table goes to stdout as before"


def test_help_names_every_bot(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    for bot in ("random, greedy, search, expert", "expert takes the same budgets"):
        assert bot in text


def test_any_registered_game_is_simulated_with_its_own_bots_and_figures(tmp_path: Path) -> None:
    """Schotten Totten through the same command: its bots, its round's figures (the stones
    each seat won, as its points), seats rotated over each deal, the same seed the same games."""
    results = simulate(2, ["greedy", "random"], 6, seed=5, game="schotten-totten")
    again = simulate(2, ["greedy", "random"], 6, seed=5, game="schotten-totten")
    assert [(r.seed, r.winners, r.stones) for r in results.rows] == [
        (r.seed, r.winners, r.stones) for r in again.rows
    ]
    for row in results.rows:
        assert row.points == tuple(len(s) for s in row.stones)
        assert set(row.stones[0]).isdisjoint(row.stones[1])
        assert len(row.winners) <= 1  # a Tactic stalemate would have none; base: one
    assert results.table().startswith("Schotten Totten, 2 players, 6 games")
    path = tmp_path / "rounds.csv"
    args = ["simulate", "--game", "schotten-totten", "--bots", "greedy,random", "--games", "2"]
    assert main([*args, "--seed", "1", "--csv", str(path)]) == 0
    with path.open() as f:
        row = next(csv.DictReader(f))
    assert len(row["stones_0"].split()) == int(row["points_0"])


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--game", "schotten-totten", "--players", "3", "--bots", "greedy,random,random"],
         "Schotten Totten is played by 2 players, not 3"),
        (["--game", "schotten-totten", "--bots", "greedy,master"], "unknown bot 'master'"),
    ],
)
def test_a_games_own_limits_are_refused(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", *args, "--games", "1"]) == 2
    assert message in capsys.readouterr().err


def test_an_unknown_game_is_refused_naming_the_games() -> None:
    with pytest.raises(ValueError, match="unknown game 'chess': use one of clans-and-glory"):
        simulate(2, ["greedy", "random"], 1, game="chess")
