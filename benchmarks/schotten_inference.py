"""How much the Schotten expert's reading of the opponent's last plays tells of their hand.

    python benchmarks/schotten_inference.py                      # about 4 minutes on 2 cores
    python benchmarks/schotten_inference.py --rounds 30 --bot search:300

Rounds are played between two ``--bot`` bots (``search:200``: the benchmark's opponent, at an
iteration budget so that the figures do not depend on the machine's load). At every position
just after a player put a card on a stone, the other player's :func:`.inference.read_evidence`
is taken from their own observation, and the hand the player really holds is read from the
game. For each setting of the model (``plays``: how many of the last plays are read;
``considered``: how many best-ranked plays a player is
taken to choose among; ``stray``: the chance kept for a hand that would not have ranked the
play made among them) the script prints the **log-likelihood gain** of that true hand: the log
of its :meth:`.inference.Evidence.chance` minus the log of the mean chance of 300 plain
shuffles of the same unseen cards (the baseline, a deal that reads nothing: gain 0). A positive
gain is information the weighting adds; a negative one means the weighted deals are further
from the truth than a plain shuffle. ``x base`` is ``exp(gain)``: how many times more likely
the true hand becomes. Then how often a plain shuffle's hand had only the stray chance (a
play read outside its ``considered`` best), and how often the true hand did.

Figures:
- 2026-11-29, ``--rounds 30 --bot search:300 --workers 1``, 1,081 positions (1,165 s beside a
  strength run): the built-in model (the last two plays read, six plays considered, stray
  0.01) gives the true hand a gain of **+0.789 (x base 2.20)**; the last play only +0.534
  (1.71), three plays +0.925 (2.52, but each chance then weighs 216 draws against 36); with
  two plays, four considered +0.45, five +0.63, seven +0.66, eight +0.56; stray 0.05 +0.70,
  0.2 +0.50. The true hand never had the stray chance (``search`` plays one of its six best),
  a plain shuffle's hand had it 30.5% of the time.
- The model it replaced (2026-11-29, the same positions): a hand was less likely the better the
  best play it held beside the card played, ``exp(-gap / T)``: at ``T = 100`` the true hand was
  0.86 times as likely as under a plain shuffle (gain -0.153), 1.02 at best (``T = 800-1600``):
  it dealt the opponent weaker hands more than it read theirs.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from clans_widget import schotten
from clans_widget.games.schotten.bots import make_bot
from clans_widget.games.schotten.bots.inference import (
    CONSIDERED,
    PLAYS,
    STRAY,
    Evidence,
    read_evidence,
)
from clans_widget.games.schotten.cards import card_id

Sample = tuple[dict[int, Evidence], list[int], list[int], int]
"""Evidence (by how many plays read), the hand really held, the reader's unseen cards, the
hand's size."""
READ = (1, 2, 3)
SETTINGS = [(1, CONSIDERED, STRAY), (3, CONSIDERED, STRAY)]
SETTINGS += [(PLAYS, k, STRAY) for k in (4, 5, 6, 7, 8)]
SETTINGS += [(PLAYS, CONSIDERED, 0.05), (PLAYS, CONSIDERED, 0.2)]
"""(plays read, considered, stray) of each line printed."""
SHUFFLES = 300


def samples_of_round(args: tuple[str, int]) -> list[Sample]:
    """Every position of round ``seed`` just after a card was played: the reader's evidence
    and what it should find."""
    spec, seed = args
    game = schotten.Game.new(7_000 + seed)
    bots = [make_bot(spec, seed * 2), make_bot(spec, seed * 2 + 1)]
    found: list[Sample] = []
    while (player := game.current_player) is not None:
        seen = game.observe(player)
        read = {k: read_evidence(seen, player, plays=k) for k in READ}
        just_played = seen.moves and seen.movers[-1] == 1 - player and "@" in seen.moves[-1]
        if just_played:  # so the opponent has played a card: every reading is there
            held = game.observe(1 - player).hands[1 - player] or ()
            pool = [card_id(c) for c in seen.unseen]
            evidence = {k: e for k, e in read.items() if e is not None}
            found.append((evidence, [card_id(c) for c in held], pool, len(pool) - seen.deck_size))
        game.play(bots[player].choose(game))
    return found


def shuffled_hands(samples: list[Sample], seed: int) -> list[list[list[int]]]:
    """For each sample, ``SHUFFLES`` hands dealt by a plain shuffle of its unseen cards."""
    rng = random.Random(seed)
    hands = []
    for _, _, pool, size in samples:
        cards = list(pool)
        dealt = []
        for _ in range(SHUFFLES):
            rng.shuffle(cards)
            dealt.append(cards[:size])
        hands.append(dealt)
    return hands


def gain(
    samples: list[Sample],
    shuffled: list[list[list[int]]],
    setting: tuple[int, int, float],
) -> float:
    """Mean log-likelihood gain of the true hand over a plain shuffle, for one setting."""
    plays, considered, stray = setting
    total = 0.0
    for (read, held, _, _), dealt in zip(samples, shuffled):
        evidence = read[plays]
        mean = sum(evidence.chance(hand, considered, stray) for hand in dealt) / len(dealt)
        total += math.log(evidence.chance(held, considered, stray)) - math.log(mean)
    return total / len(samples)


def ruled_out(evidence: Evidence, hand: list[int]) -> bool:
    """Whether the built-in model gives ``hand`` no more than the stray chance."""
    return evidence.chance(hand) <= STRAY


def main() -> None:
    """Play the rounds and print every figure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=12, help="rounds played (default 12)")
    parser.add_argument("--bot", default="search:200", help="both players (search:200)")
    parser.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    args = parser.parse_args()
    start = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        rounds = pool.map(samples_of_round, [(args.bot, s) for s in range(args.rounds)])
        samples = [sample for found in rounds for sample in found]
    shuffled = shuffled_hands(samples, seed=1)
    print(f"{len(samples)} positions after a card played, {args.rounds} rounds of {args.bot}"
          f" ({time.perf_counter() - start:.0f} s)")
    print("plays  considered  stray   log-likelihood gain of the true hand   x base (a plain"
          " shuffle: 1)")
    for setting in SETTINGS:
        g = gain(samples, shuffled, setting)
        built_in = "   (built in)" if setting == (PLAYS, CONSIDERED, STRAY) else ""
        plays, considered, stray = setting
        print(f"{plays:5}  {considered:10}  {stray:5.2f}   {g:+.4f}{built_in:16}"
              f"           {math.exp(g):.2f}")
    held = sum(ruled_out(r[PLAYS], h) for r, h, _, _ in samples) / len(samples)
    plain = sum(
        sum(ruled_out(r[PLAYS], hand) for hand in dealt) / len(dealt)
        for (r, _, _, _), dealt in zip(samples, shuffled)
    ) / len(samples)
    print(f"hands given the stray chance at most (a play read not among the {CONSIDERED} best of"
          f" the hand then, whichever cards were drawn since): the true hand {held:.1%}, a plain"
          f" shuffle's {plain:.1%}")


if __name__ == "__main__":
    main()
