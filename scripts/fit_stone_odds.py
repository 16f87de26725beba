"""Fit the expert's stone odds and write clans_widget/games/schotten/bots/stone_odds_table.py.

    python scripts/fit_stone_odds.py                  # 2,500 rounds: about 2 minutes
    python scripts/fit_stone_odds.py --rounds 200     # a quick look (not to commit)

The rounds are dealt from ``--seed`` on, so the same command writes the same table.
See clans_widget/games/schotten/bots/odds_fit.py for what is counted.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from clans_widget.games.schotten.bots.odds import Coarse, Key  # noqa: E402
from clans_widget.games.schotten.bots.odds_fit import fit  # noqa: E402

TABLE = ROOT / "clans_widget" / "games" / "schotten" / "bots" / "stone_odds_table.py"


def module_text(fine: dict[Key, float], rough: dict[Coarse, float], how: str) -> str:
    """The source of the table module holding these odds; ``how``: the command."""
    lines = [
        '"""Fitted odds of an open stone for the expert\'s leaf judge (see :mod:`.odds`).',
        "",
        f"Written by ``{how}``: do not edit by hand.",
        '"""',
        "",
        "FINE: dict[tuple[int, ...], float] = {",
        *(f"    {k}: {v}," for k, v in sorted(fine.items())),
        "}",
        '"""Player 0\'s odds per :func:`.odds.stone_key`."""',
        "COARSE: dict[tuple[int, ...], float] = {",
        *(f"    {k}: {v}," for k, v in sorted(rough.items())),
        "}",
        '"""Player 0\'s odds per :func:`.odds.coarse` key."""',
        "",
    ]
    return "\n".join(lines)


def main() -> None:
    """Fit and write the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2500, help="rounds played (2500)")
    parser.add_argument("--seed", type=int, default=1, help="first round's seed (1)")
    parser.add_argument("--out", type=Path, default=TABLE, help="the module to write")
    args = parser.parse_args()
    start = time.perf_counter()
    fine, rough = fit(args.rounds, args.seed)
    how = f"python scripts/fit_stone_odds.py --rounds {args.rounds} --seed {args.seed}"
    args.out.write_text(module_text(fine, rough, how))
    seconds = time.perf_counter() - start
    print(f"{len(fine)} keys, {len(rough)} coarse keys, {seconds:.0f} s: {args.out}")


if __name__ == "__main__":
    main()
