"""Make the recorded Schotten Totten games in notebooks/games/schotten/ (base.json,
expert.json, tactic.json; a folder of their own, so that what reads Clans and Glory's
notebooks/games/*.json reads only those): a base, an Expert and a Tactic round, each
played by the package's bots (:func:`clans_widget.games.schotten.bots.make_bot`, each seat
choosing from its own information) with one variation, and the comments written by hand
below.

Run from the repository root: ``python scripts/make_schotten_games.py`` (about two minutes).
The bots and the review are seeded, so the same run writes the same files. The variation
starts at the loser's move the review (:mod:`clans_widget.games.schotten.analysis`) marks
worst, with the review's better move, and the same bots play it to the end.

A file is a Schotten Totten record of SCHOTTEN-RULES.md section 14 (the moves in section 13's
notation) with its comments and its variation, as ``schotten.Record`` reads and writes them
(version 2: a record with variations):

```json
{"format": "schotten-totten", "version": 2, "title": "...",
 "meta": {"made_by": "scripts/make_schotten_games.py", "bots": "search:150, greedy"},
 "variant": "base", "names": ["Ann", "Ben"], "setup": {...},
 "moves": [{"move": "8g@4", "comment": "..."}, "7r@9", ...], "result": {...},
 "variations": [{"parent": 0, "ply": 20, "moves": [{"move": "2y@6", "comment": "..."}, ...]}]}
```

A comment is keyed below by the written move's number on its line (1 for the first); the
variation plays its moves instead of the main line's after ``ply`` written moves.
Each comment is written here with the move it is on; a run whose bots play otherwise stops,
naming the move, so no comment ends up on a move it does not describe.
``tests/test_schotten_games.py`` loads every file and checks it.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from clans_widget.games.schotten import Game, Record, Variation
from clans_widget.games.schotten.analysis import ANALYSIS
from clans_widget.games.schotten.bots import make_bot, seat

OUT = Path(__file__).resolve().parents[1] / "notebooks" / "games" / "schotten"
MADE_BY = "scripts/make_schotten_games.py"
NAMES = ("Ann", "Ben")
REVIEW_SEED = 0


@dataclass(frozen=True)
class Spec:
    """One recorded game: its file, variant, deal, bots and hand-written comments (by written
    move number: the move expected there and the comment)."""

    file: str
    title: str
    variant: str
    seed: int
    bots: tuple[str, str]
    comments: dict[int, tuple[str, str]] = field(default_factory=dict)
    variation: dict[int, tuple[str, str]] = field(default_factory=dict)


def play_out(game: Game, bots: tuple[str, str], seed: int) -> Game:
    """``game`` played to its end by ``bots`` (player 0's, player 1's), each from its own
    information (the bots slot's ``seat``)."""
    players = [make_bot(spec, seed + i) for i, spec in enumerate(bots)]
    while not game.is_over:
        player = game.current_player
        assert player is not None
        game.play(players[player].choose(seat(game, player)))
    return game


def variation_start(game: Game) -> tuple[int, str]:
    """The step where the variation starts: the loser's move the review marks worst (ties:
    the earliest), and the review's better move there."""
    assert game.outcome is not None and game.outcome.winner is not None
    loser = 1 - game.outcome.winner
    review = ANALYSIS.review(game, None, seed=REVIEW_SEED)
    marked = [e for e in review.entries if e.player == loser and e.better is not None]
    worst = max(marked, key=lambda e: (e.loss, -e.ply))
    assert worst.better is not None
    return worst.ply, worst.better


def written_before(game: Game, step: int) -> int:
    """How many written moves (no ``end`` step) come before step ``step``."""
    return sum(1 for m in game.moves[:step] if str(m) != "end")


def checked(record: Record, notes: dict[int, tuple[str, str]], first: int) -> tuple[str, ...]:
    """The comments on the line's written moves after the first ``first``, one a move
    (``''`` for none), each checked against its move."""
    out = [""] * (len(record.moves) - first)
    for number, (move, text) in sorted(notes.items()):
        if number <= first:
            raise SystemExit(f"a comment on move {number} is before the line's own moves")
        found = record.moves[number - 1] if number <= len(record.moves) else None
        if found != move:
            raise SystemExit(
                f"{record.variant} move {number} is {found!r}, the comment is on {move!r}"
            )
        out[number - first - 1] = text
    return tuple(out)


def make(spec: Spec) -> Record:
    """The record for ``spec``: the main line with its result and comments, the variation."""
    main = play_out(Game.new(spec.seed, variant=spec.variant, names=NAMES), spec.bots, spec.seed)  # type: ignore[arg-type]
    step, better = variation_start(main)
    side = main.copy()
    while side.ply > step:
        side.undo()
    side.play(better)
    play_out(side, spec.bots, spec.seed + 100)
    start = written_before(main, step)
    record = replace(main.record, result=main.outcome)
    other = side.record
    variation = Variation(0, start, other.moves[start:], checked(other, spec.variation, start))
    return replace(
        record,
        comments=checked(record, spec.comments, 0),
        variations=(variation,),
        title=spec.title,
        meta={"made_by": MADE_BY, "bots": ", ".join(spec.bots)},
    )


def show(whole: Record) -> None:
    """Print each line's written moves with the mover's hand and each claim's proof, to
    comment them."""
    from clans_widget.games.schotten.explain import explain_claim

    for line in range(whole.lines):
        first = 0 if line == 0 else whole.variations[line - 1].ply
        moves = whole.line_moves(line)
        record = replace(whole, moves=moves, comments=(), variations=(), result=None)
        print(f"--- from move {first + 1}: {whole.line_game(line).outcome}")
        for number in range(first + 1, len(moves) + 1):
            before, move = record.game(number - 1), moves[number - 1]
            mover = before.current_player
            assert mover is not None
            print(number, NAMES[mover], move, "| hand", " ".join(before.hands[mover]))
            if move.startswith("claim"):
                print("     ", explain_claim(before, int(move.split()[1])).reason)


def dumped(data: dict[str, object]) -> str:
    """``data`` as JSON text, one field a line, each list of cards or moves on one line."""
    text = json.dumps(data, indent=1, ensure_ascii=False)
    return re.sub(
        r"\[\n\s*([^\[\]{}]*?)\n\s*\]",
        lambda m: "[" + ", ".join(part.strip() for part in m.group(1).split(",\n")) + "]",
        text,
    )


def main() -> None:
    """Write every game, or with ``--show`` print each line's moves to comment."""
    only = [a for a in sys.argv[1:] if not a.startswith("--")]
    for spec in SPECS:
        if only and spec.variant not in only:
            continue
        record = make(spec)
        if "--show" in sys.argv:
            show(record)
            continue
        path = OUT / spec.file
        path.write_text(dumped(record.to_dict()) + "\n", encoding="utf-8")
        print(f"wrote {path}")


SPECS = (
    Spec(
        "base.json",
        "Ann and Ben: a base game",
        "base",
        21,
        ("search:150", "greedy"),
        comments={
            1: (
                "8g@4",
                "Ann opens with her highest card in the middle of the border. A lone 8 "
                "keeps every formation open: three 8s, a green flush, or a green colour-run "
                "6-7-8 or 7-8-9.",
            ),
            2: (
                "7r@9",
                "Ben holds three reds (7r, 6r, 9r). Starting them together on one stone "
                "aims at a red flush, or a colour-run if the right red comes.",
            ),
            4: (
                "9r@9",
                "7r and 9r on stone 9: only the red 8 still makes a colour-run (7-8-9). "
                "Any other red makes a flush, the third strongest formation after colour-run and "
                "three of a kind.",
            ),
            17: (
                "3b@9",
                "Ann puts a low card on stone 9, where Ben's two high reds already sit. "
                "A stone you expect to lose is the place for cards you do not need: the good "
                "ones stay in hand for stones still open.",
            ),
            21: (
                "2p@2",
                "The review marks this as Ann's worst move. She holds all three of 2p, "
                "2r and 2y, so three 2s are certain; but on stone 2 they face Ben's 9p, and three "
                "9s would beat three 2s (same formation, higher sum). The variation puts the 2s "
                "elsewhere.",
            ),
            26: (
                "9g@2",
                "Two 9s on stone 2 (9p, 9g): Ben now needs one more 9 for three 9s, 27, "
                "the best three of a kind there is.",
            ),
            36: (
                "3p@4",
                "Ben completes purple 3-4-5 on stone 4: a colour-run, the strongest formation.",
            ),
            37: (
                "claim 4",
                "Ann has a single card on stone 4, yet Ben may claim it now. The proof: "
                "the best Ann could still make there is three 8s (with 8r and 8p, cards not on "
                "the table), and a colour-run beats three of a kind whatever the sums. A claim "
                "needs no complete opposing side, only the certainty that no card not yet on "
                "the table could beat it.",
            ),
            42: (
                "claim 5",
                "Both sides of stone 5 are complete and both are flushes: Ben's blue "
                "8-7-5 (20) against Ann's yellow 5-4-7 (16). Same formation, so the higher sum "
                "wins.",
            ),
            44: (
                "claim 1",
                "Ann's orange 4-7-5 is a flush of 16. Ben's 8o 6o could at best take "
                "the 2o: a flush of 16 too. On a tie of formation and sum the side completed "
                "first wins, and Ann's is complete already, so the claim is proven.",
            ),
            46: (
                "claim 2",
                "Three 9s (27) against Ann's three 2s (6): the same formation, and the "
                "sum decides. This is the stone the review said Ann should not have fought "
                "for with her 2s.",
            ),
            50: (
                "8r@8",
                "Ann completes stone 8 with 4r 4b 8r. With no third 4 to hand it is only "
                "a sum (16): any flush, run or better beats it, however low its total.",
            ),
            51: (
                "claim 3",
                "Ann's green 5-3-1 is a flush (9). Ben's 6r 1r could only become a red "
                "flush with another red, and every other red is on the table already, so his "
                "best is a sum: the claim is proven.",
            ),
            55: (
                "claim 8",
                "Ben's green 7-2-4 is a flush of only 13, yet it beats Ann's sum of 16: "
                "the formation counts before the total.",
            ),
            56: (
                "claim 9",
                "Stones 2, 4, 5, 8 and 9: five stones win the round even with no three "
                "of them adjacent.",
            ),
        },
        variation={
            21: (
                "2y@6",
                "The review's choice: the 2s go to stone 6, against Ben's lone 8y. Ann "
                "holds the 7y, so that 8y can never become a colour-run; and of the other 8s only "
                "the 8p is neither on the table nor in her hand, so three 8s are out of reach. "
                "Three 2s there cannot lose.",
            ),
            34: (
                "claim 6",
                "Ann claims stone 6 before Ben's side is complete. The proof shows his "
                "best: a yellow flush 8-6-9 (23). Three of a kind is the higher formation, so "
                "its small sum does not matter.",
            ),
            36: (
                "claim 8",
                "Ben's 3r 3y 3o, three 3s, against Ann's lone 4r: her best is a red "
                "flush, a lower formation, so Ben need not wait.",
            ),
            48: (
                "claim 2",
                "Ben still wins, with stones 2, 4, 5, 8 and 9: the 2s won stone 6, but "
                "his 9s and his purple colour-run were too strong elsewhere.",
            ),
        },
    ),
    Spec(
        "expert.json",
        "Ann and Ben: an Expert game",
        "expert",
        33,
        ("search:150", "greedy"),
        comments={
            1: (
                "8o@6",
                "The Expert variant: a turn is claims first, then one card, then the "
                "draw. No claim may follow the card, so a side completed now can be claimed at "
                "the start of your next turn at the earliest.",
            ),
            36: (
                "8p@5",
                "Ann completes purple 6-7-8 on stone 5: a colour-run (21). In Expert she "
                "must wait for her next turn to claim it.",
            ),
            30: ("9y@8", "Ben completes three 9s on stone 8 (9g 9r 9y, 27)."),
            32: (
                "claim 8",
                "Ben's claim comes at the start of his turn, before his card. Three 9s "
                "(27) against Ann's three 2s (6): both three of a kind, the higher sum wins.",
            ),
            38: (
                "claim 5",
                "Ann's purple colour-run 6-7-8 against Ben's 5y 7y: his best is a "
                "yellow flush with the 4y, and a colour-run beats any flush.",
            ),
            40: (
                "claim 3",
                "Ben's green colour-run 5-6-7 (18). Ann's 8y 6y could at best become "
                "a yellow flush: a lower formation.",
            ),
            43: (
                "claim 2",
                "Ann has no card at all on stone 2, and Ben may still claim it: his red "
                "2-3-4 is a colour-run, and the best Ann could ever put there, three 4s, is a "
                "lower formation.",
            ),
            47: (
                "claim 4",
                "Ann's 9b 7b 8g is a run (7-8-9 in two colours). Ben's 9p could become "
                "a sum of 26 with 9o and 8r, more than her 24; but any run beats any sum. The "
                "8r is in Ann's own hand: a proof uses only what is on the table, so it counts "
                "her hidden cards as cards Ben might get.",
            ),
            48: (
                "claim 9",
                "Ann's three 1s (1o 1r 1y) beat Ben's 5p 3p, whose best is a purple "
                "flush with the 1p.",
            ),
            51: (
                "claim 1",
                "Three 3s (3g 3y 3o, 9) against Ben's blue flush 6-5-8 (19): three of "
                "a kind beats a flush, whatever the sums.",
            ),
            52: (
                "claim 6",
                "Two colour-runs: Ann's orange 6-7-8 (21) beats Ben's red 5-6-7 (18) "
                "by the sum. With stones 4, 5 and 6 Ann holds three adjacent stones and wins "
                "the round.",
            ),
        },
        variation={
            43: (
                "4y@9",
                "The review, with a small budget, prefers a card here to the claim. A "
                "proven claim does not expire: Ben claims stone 2 a turn later, at move 46.",
            ),
            44: (
                "claim 9",
                "Ben's 4y made a run 3-4-5 on stone 9 (12), but Ann's three 1s are "
                "three of a kind, a higher formation, even with a sum of 3.",
            ),
            58: ("claim 7", "The same winner: Ann takes stones 5, 6 and 7, three adjacent."),
        },
    ),
    Spec(
        "tactic.json",
        "Ann and Ben: a Tactic game",
        "tactic",
        45,
        ("search:150", "random"),
        comments={
            1: (
                "8g@9",
                "The Tactic variant: seven cards in hand, and ten tactic cards in a deck "
                "of their own. A turn is a card, the claims, then one draw.",
            ),
            2: (
                "draw T",
                "Ann draws from the tactic deck (a Banshee). Every draw is a choice of "
                "deck, and the record writes it.",
            ),
            31: (
                "TRA 9b@4>1",
                "Ben's Traitor takes Ann's blue 9 from her side of stone 4 and puts it "
                "on his side of stone 1. A Traitor takes only a clan card, never an elite troop, "
                "and only from a stone not yet claimed. Ben has now played one tactic card more "
                "than Ann: he may play another only once she has played one.",
            ),
            41: ("8p@4", "Ann starts stone 4 again after the Traitor emptied her side there."),
            57: (
                "4b@1",
                "Blue 4-5-6 on stone 1: a colour-run (15). Ann now holds six tactic "
                "cards (Banshee, two Jokers, Mud Fight, Blind-Man's Bluff, Strategist) and no "
                "other clan card, and she plays none of them this round: each turn she plays the "
                "one clan card she has just drawn. A hand of tactic cards only helps when played.",
            ),
            58: (
                "claim 1",
                "The Traitor's 9b sits on Ben's side of stone 1 with his 3o. His best "
                "there is a sum (with the 9r, 21), and a colour-run beats any sum.",
            ),
            79: (
                "claim 8",
                "Ann's blue 3-1-7 is a flush (11); Ben's 7o 2p 5o is a sum (14). The "
                "formation decides before the total.",
            ),
            88: ("claim 7", "Ann's 5y 3r 4g is a run (3-4-5, 12) against Ben's sum of 13."),
            97: (
                "claim 2",
                "Three 2s (6) against Ben's 2g 3g 4r, a run (9): three of a kind is "
                "the higher formation.",
            ),
            98: (
                "claim 4",
                "Ben's 3p 1y is incomplete. The proof counts the unplayed tactic cards "
                "as cards Ben might get: with a Joker as the purple 2 he makes a run 1-2-3 (6), "
                "still below Ann's run 7-8-9 (24). Stones 1, 2, 4, 7 and 8: five stones, and "
                "the round.",
            ),
        },
        variation={
            72: (
                "5o@9",
                "The review's choice for Ben's orange 5: stone 9 instead of stone 8, "
                "where it completed a sum that Ann's blue flush beat.",
            ),
            97: (
                "claim 4",
                "Ben's 3p 4y could still become a run 3-4-5 with the 5g; that would "
                "lose to Ann's 7-8-9, the same formation with a higher sum.",
            ),
            102: (
                "claim 7",
                "Ann's fifth stone again: 1, 2, 4, 7 and 8. Ben's better card moved "
                "the fight, not the result.",
            ),
        },
    ),
)


if __name__ == "__main__":
    main()
