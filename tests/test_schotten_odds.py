"""The expert's leaf judge: stone odds fitted to played rounds, and the exact win share."""

from __future__ import annotations

import itertools
import random
import subprocess
import sys
from pathlib import Path

import pytest

from clans_widget.games.schotten.bots import odds, odds_fit
from clans_widget.games.schotten.bots.stone_odds_table import COARSE, FINE

ROOT = Path(__file__).resolve().parent.parent


def wins(owned: set[int]) -> float:
    """Player 0's share of a round where player 0 owns the stones ``owned`` and player 1 the
    rest: written here from the rules, apart from the engine (five stones or three
    adjacent; both at once is a tie, timing deciding)."""

    def has(stones: set[int]) -> bool:
        return len(stones) >= 5 or any({s, s + 1, s + 2} <= stones for s in range(7))

    mine, theirs = has(owned), has(set(range(9)) - owned)
    return 0.5 if mine == theirs else float(mine)


def by_enumeration(chances: list[float]) -> float:
    total = 0.0
    for owners in itertools.product((0, 1), repeat=9):
        weight = 1.0
        for stone, owner in enumerate(owners):
            weight *= chances[stone] if owner == 0 else 1 - chances[stone]
        total += weight * wins({s for s, o in enumerate(owners) if o == 0})
    return total


@pytest.mark.parametrize(
    ("chances", "share"),
    [
        ([1.0] * 9, 1.0),
        ([0.0] * 9, 0.0),
        ([1, 1, 1, 0, 0, 0, 0, 0, 0], 0.5),  # three adjacent against six stones
        ([1, 0, 1, 0, 1, 0, 1, 0, 1], 1.0),  # five stones, none adjacent for the rival
        ([0.5] * 9, 0.5),  # the same for both players
        # stone 3 to player 0: three adjacent against six stones (½); to player 1: seven (0)
        ([1, 1, 0.5, 0, 0, 0, 0, 0, 0], 0.25),
        # stone 3 to player 0: three adjacent and five stones (1); to player 1: five (0)
        ([1, 1, 0.5, 0, 1, 0, 1, 0, 0], 0.5),
        # player 0 holds 1, 3, 5, 7: any one of stones 2, 4, 6 makes five (and 3 adjacent)
        ([1, 0.5, 1, 0.5, 1, 0.5, 1, 0, 0], 0.875),
    ],
)
def test_the_win_share_of_hand_worked_stone_chances(chances: list[float], share: float) -> None:
    assert odds.win_share([float(c) for c in chances]) == pytest.approx(share)


def test_the_win_share_weighs_every_ownership_exactly() -> None:
    rng = random.Random(7)
    for _ in range(60):
        chances = [rng.choice([0.0, 1.0, rng.random(), rng.random()]) for _ in range(9)]
        assert odds.win_share(chances) == pytest.approx(by_enumeration(chances), abs=1e-12)


def test_the_table_is_the_same_stone_from_either_side() -> None:
    """A key's odds and its swapped key's add up to one (each stone was counted from both
    sides), within the table's rounding."""
    assert len(FINE) > 500 and len(COARSE) > 100
    for key, chance in FINE.items():
        assert 0.0 <= chance <= 1.0
        assert chance + FINE[odds.swapped(key)] == pytest.approx(1.0, abs=0.0015)  # type: ignore[arg-type]


def test_a_side_finished_by_its_own_hand_has_better_odds() -> None:
    """Two cards of a colour run whose third card the player holds is worth more than the
    same side waiting for that card, against the same rival side."""
    waiting = FINE[(2, 4, 1, 2, 0, 0, 0)]
    holding = FINE[(2, 4, 1, 2, 1, 0, 0)]
    assert holding > waiting > 0.5


def test_a_stone_no_round_described_falls_back_to_coarser_odds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from clans_widget.games.schotten.bots import stone_odds_table

    pair = [[6, 7], [9 * 2 + 1]]  # 7-8 of colour 0 against a 2 of colour 2
    reach, held = ((1 << 54) - 1 - (1 << 6 | 1 << 7 | 1 << 19), 0), (0, 0)
    key = odds.stone_key(pair, reach, held, 0)
    monkeypatch.setattr(stone_odds_table, "FINE", {})
    monkeypatch.setattr(stone_odds_table, "COARSE", {odds.coarse(key): 0.625})
    assert odds.stone_odds(pair, reach, held, 0) == 0.625
    monkeypatch.setattr(stone_odds_table, "COARSE", {})
    assert odds.stone_odds(pair, reach, held, 0) == odds.guess(pair, reach) > 0.5


def test_the_fit_is_the_same_for_the_same_seed_and_symmetric() -> None:
    first = odds_fit.fit(12, 100)
    assert first == odds_fit.fit(12, 100)
    fine, rough = first
    assert fine and rough
    for key, chance in fine.items():
        assert chance + fine[odds.swapped(key)] == pytest.approx(1.0, abs=0.0015)


def test_the_fitting_script_writes_the_odds_it_fits(tmp_path: Path) -> None:
    out = tmp_path / "table.py"
    script = ROOT / "scripts" / "fit_stone_odds.py"
    command = [sys.executable, str(script), "--rounds", "6", "--seed", "5", "--out", str(out)]
    subprocess.run(command, check=True, capture_output=True)
    space: dict[str, object] = {}
    exec(compile(out.read_text(), str(out), "exec"), space)
    fine, rough = odds_fit.fit(6, 5)
    assert space["FINE"] == fine and space["COARSE"] == rough
