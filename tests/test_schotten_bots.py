"""Schotten Totten's bots: legal, seeded, blind to hidden cards, and the search is strong.

The search runs through :mod:`clans_widget.core.ismcts`, the search Clans and Glory's expert
uses; its light position (:class:`~clans_widget.games.schotten.bots.state.SearchState`) is
checked against the engine move for move.
"""

from __future__ import annotations

import ast
import random
from collections import Counter
from pathlib import Path

import pytest

from clans_widget import schotten
from clans_widget.bots import make_bot as make_clans_bot
from clans_widget.core.ismcts import Search, Stopped
from clans_widget.games.schotten.bots import ExpertBot, GreedyBot, make_bot, play_round
from clans_widget.games.schotten.bots.inference import read_evidence
from clans_widget.games.schotten.bots.playout import ranked_plays
from clans_widget.games.schotten.bots.state import SchottenAnalyst, SearchState
from clans_widget.games.schotten.cards import card_id
from clans_widget.games.schotten.moves import PLAY
from tests.schotten_helpers import deal_for, played

BOTS = ("random", "greedy", "search:15", "expert:15")


def random_position(seed: int, steps: int, variant: str = "base") -> schotten.Game:
    """Round ``seed`` after ``steps`` random moves (fewer if it ends first)."""
    game = schotten.Game.new(seed, variant=variant)  # type: ignore[arg-type]
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    return game


def twin(game: schotten.Game, viewer: int, rng: random.Random) -> schotten.Game:
    """The same round with the cards ``viewer`` has not seen (the opponent's hand and the deck)
    shuffled among their places in the deal, and the same moves played."""
    unseen = list(game.observe(viewer).unseen)
    shuffled = unseen[:]
    while shuffled == unseen:
        rng.shuffle(shuffled)
    swap = dict(zip(unseen, shuffled))
    record = game.record
    other = schotten.Game.from_setup(
        [swap.get(c, c) for c in record.deck],
        [[swap.get(c, c) for c in hand] for hand in record.hands],
        variant=game.variant,
    )
    for move in game.moves:
        other.play(move)
    return other


def test_the_search_position_plays_as_the_engine_does() -> None:
    """With the hidden cards filled in as they are, the search's position lists the engine's
    legal moves and follows it over whole random rounds, base and Expert."""
    for seed in range(24):
        variant = "expert" if seed % 2 else "base"
        game = schotten.Game.new(seed, variant=variant)  # type: ignore[arg-type]
        rng = random.Random(seed)
        me = game.current_player
        assert me is not None
        state = SearchState(game.observe(me))
        state.hands[1 - me] = [card_id(c) for c in game.hands[1 - me]]
        state.deck = [card_id(c) for c in reversed(game.deck_left)]
        while not game.is_over:
            assert state.moves() == game.legal_moves()
            move = rng.choice(game.legal_moves())
            game.play(move)
            state.play(move)
            assert (state.turn, state.owner) == (game.current_player, list(game.owners))
            assert [sorted(h) for h in state.hands] == [
                sorted(card_id(c) for c in h) for h in game.hands
            ]
        assert state.winner == game.outcome.winner  # type: ignore[union-attr]


@pytest.mark.parametrize("variant", ["base", "expert"])
def test_every_bot_plays_legal_moves_to_the_end(variant: str) -> None:
    """Whole rounds between every pair of bots: ``Game.play`` refuses any illegal move."""
    for i, (a, b) in enumerate(
        [
            ("random", "greedy"),
            ("greedy", "random"),
            ("search:15", "greedy"),
            ("search:15", "random"),
        ]
    ):
        winner, steps = play_round([make_bot(a, i), make_bot(b, i + 50)], i, variant=variant)  # type: ignore[arg-type]
        assert winner in (0, 1) and steps > 10
    for seed in range(30):
        bots = [make_bot("random", seed), make_bot("greedy", seed)]
        assert play_round(bots, 100 + seed, variant=variant)[0] in (0, 1)  # type: ignore[arg-type]


@pytest.mark.parametrize("variant", ["tactic", "tactic-expert"])
def test_bots_play_tactic_rounds_legally(variant: str) -> None:
    """The search plays Tactic rounds as greedy does; every bot's moves stay legal there."""
    for i, spec in enumerate(BOTS):
        winner, _ = play_round([make_bot(spec, i), make_bot("random", i)], i, variant=variant)  # type: ignore[arg-type]
        assert winner in (0, 1)


@pytest.mark.parametrize("spec", BOTS)
def test_the_same_seed_plays_the_same_moves(spec: str) -> None:
    """Two bots of one kind and seed choose alike at every position of a round; another seed
    for the random bot differs somewhere."""
    game = schotten.Game.new(4)
    choices: list[list[schotten.Move]] = [[], [], []]
    bots = [make_bot(spec, 8), make_bot(spec, 8), make_bot(spec, 9)]
    while not game.is_over and game.ply < 40:
        for i, bot in enumerate(bots):
            choices[i].append(bot.choose(game))
        game.play(choices[0][-1])
    assert choices[0] == choices[1]
    if spec == "random":
        assert choices[0] != choices[2]


@pytest.mark.parametrize("spec", BOTS)
@pytest.mark.parametrize("variant", ["base", "expert"])
def test_bots_never_read_the_hidden_cards(spec: str, variant: str) -> None:
    """Twin deals: two rounds alike for the bot's player but with the opponent's hand and the
    deck order dealt differently get the same move from the same seed."""
    rng = random.Random(5)
    differs = 0
    for seed in range(6):
        game = random_position(seed, 6 + 7 * seed, variant)
        me = game.current_player
        if me is None:
            continue
        other = twin(game, me, rng)
        assert other.observe(me) == game.observe(me)
        differs += other.hands[1 - me] != game.hands[1 - me]
        assert make_bot(spec, seed).choose(other) == make_bot(spec, seed).choose(game)
    assert differs >= 3


def test_greedy_claims_a_provable_stone_at_once() -> None:
    """Ann completes 7r 8r 9r on stone 1 (no completion of Ben's empty side can beat it: a
    provable claim) while her three of a kind on stone 2 beats Ben's complete sum: greedy
    claims both, one after the other, before the turn ends."""
    game = deal_for(["5g", "5b", "5o", "7r", "8r", "9r"], ["1y", "2y", "4p", "1b", "2b"])
    played(game, "5g@2, 1y@2, 5b@2, 2y@2, 5o@2, 4p@2, 7r@1, 1b@9, 8r@1, 2b@9")
    game.play("9r@1")
    assert schotten.explain_claim(game, 1).kind == "provable"
    bot = GreedyBot(seed=1)
    assert bot.choose(game) == schotten.Move.parse("claim 1")
    game.play("claim 1")
    assert bot.choose(game) == schotten.Move.parse("claim 2")


def test_greedy_builds_the_strongest_formation() -> None:
    """With 6r on stone 3 and 7r, 1b in hand, greedy adds 7r to the red side: a colour-run
    is still possible there."""
    game = deal_for(["6r", "7r", "1b", "2g", "3o", "4p"], ["1y", "9p", "9y", "2p", "3p", "4y"])
    played(game, "6r@3, 1y@9")
    assert GreedyBot(seed=0).choose(game) == schotten.Move.parse("7r@3")


def test_search_beats_random_clearly() -> None:
    """A small search wins at least three of four rounds against the random bot, seats
    swapped (random against random wins about half)."""
    wins = 0
    for i in range(4):
        seat = i % 2
        bots = [make_bot("random", i), make_bot("random", i)]
        bots[seat] = make_bot("search:30", i)
        winner, _ = play_round(bots, 200 + i // 2)
        wins += winner == seat
    assert wins >= 3


def test_the_expert_tree_weighs_only_the_best_plays() -> None:
    """Below the root the expert's tree holds the first claim that holds, when there is
    one, else the three best plays by the playout policy's ranking; the plain search's
    analyst lists every legal move."""
    game = deal_for(["5g", "5b", "5o", "7r", "8r", "9r"], ["1y", "2y", "4p", "1b", "2b"])
    played(game, "5g@2, 1y@2, 5b@2, 2y@2, 5o@2, 4p@2, 7r@1, 1b@9, 8r@1, 2b@9")
    wide, narrow = SchottenAnalyst(), SchottenAnalyst(tree_width=3)
    state = SearchState(game.observe(0))
    ranked = ranked_plays(state, 0)
    assert narrow.moves(state) == [schotten.Move(PLAY, c, s + 1) for _, c, s in ranked[:3]]
    assert len(wide.moves(state)) == len(game.legal_moves()) > 3
    game.play("9r@1")
    state = SearchState(game.observe(0))
    assert narrow.moves(state) == [schotten.Move.parse("claim 1")]
    assert wide.moves(state) == game.legal_moves()


def test_the_search_stops_when_told() -> None:
    """A search whose stop check answers true ends with Stopped, its tree untouched."""
    game = schotten.Game.new(3)
    seen = game.observe(0)
    moves = {m: m for m in game.legal_moves()}
    search = Search(SchottenAnalyst(), SearchState(seen), 0, moves, random.Random(1), lambda: True)
    with pytest.raises(Stopped):
        search.run(iterations=10)
    assert search.iterations == 0 and not search.root.children


def test_bad_bot_names_are_refused_with_a_sentence() -> None:
    for spec in ("master", "expert:0", "search:0", "search:-1s", "search:abc", "greedy:5", 3):
        with pytest.raises(ValueError, match="bot"):
            make_bot(spec)  # type: ignore[arg-type]
    over = random_position(1, 10_000)
    assert over.is_over
    with pytest.raises(ValueError, match="over"):
        make_bot("greedy").choose(over)


def test_a_bad_bot_name_gets_clans_and_glorys_sentence_naming_the_bots() -> None:
    budgets = (
        "search:ITERATIONS (1 to 1,000,000 iterations per move, as in search:500) or "
        "search:SECONDSs (more than 0, at most 600 seconds per move, as in search:0.5s); "
        "expert takes the same budgets"
    )
    names = "random, greedy, search, expert"
    sentences = {
        "master": f"unknown bot 'master': use one of {names}, or {budgets}",
        "greedy:5": f"unknown bot 'greedy:5': use one of {names}, or {budgets}",
        "search:0": f"unknown bot 'search:0': a budget is {budgets}",
        "search:2s:": f"unknown bot 'search:2s:': a budget is {budgets}",
    }
    for spec, sentence in sentences.items():
        with pytest.raises(ValueError) as refused:
            make_bot(spec)
        assert str(refused.value) == sentence
    clans = r"unknown bot 'minimax': use one of random, greedy, search, expert, or search:ITER"
    with pytest.raises(ValueError, match=clans):  # the same sentence, with its expert bot
        make_clans_bot("minimax")


def test_the_search_core_imports_no_game() -> None:
    """``clans_widget.core`` stays game-agnostic: no import of the rules, games or bots (the
    catalogue of words, ``clans_widget.i18n``, imports nothing of the package)."""
    core = Path(__file__).parent.parent / "clans_widget" / "core"
    for path in core.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                name = "." * node.level + (node.module or "")
                assert not name.startswith(("..", "clans_widget.")) or name.startswith(
                    ("..core", "clans_widget.core", "..i18n", "clans_widget.i18n")
                ), (path.name, name)


def test_the_expert_seldom_deals_the_card_the_opponents_last_play_passed_over() -> None:
    """Ben has 7r 8r on stone 1 and then plays 6b alone on stone 2. Had he held 6r he would
    have ranked nine plays above that one (6r on stone 1 makes a colour run), so the play
    would not have been among his six best: Ann's expert deals him 6r far less often than a
    plain shuffle would (the card drawn since may be the 6r, so not never). A 2p ranks no
    play above 6b on stone 2 and keeps about its plain share."""
    game = deal_for(["1y", "2y", "3g"], ["7r", "8r", "6b"])
    played(game, "1y@5, 7r@1, 2y@6, 8r@1, 3g@7, 6b@2")
    assert game.current_player == 0
    seen = game.observe(0)
    last = read_evidence(seen, 0, plays=1)
    assert last is not None
    (play,) = last.plays
    run, weak = card_id("6r"), card_id("2p")
    assert play.above[play.card] == 0  # 6b on stone 2: the best play of the 6b
    assert play.above[run] == 9 and play.above[weak] == 0
    # with 6r and 2p now, one was drawn after the play: the 6r (kept), or the 2p (ruled out)
    assert last.chance([run, weak]) == pytest.approx((1 + 0.01) / 2)
    assert last.chance([weak, weak + 1]) == 1.0
    evidence = read_evidence(seen, 0)
    analyst = SchottenAnalyst()
    start = SearchState(seen)
    deals = 3_000
    plain, weighted = Counter[int](), Counter[int]()
    rng = random.Random(3)
    for informed in (False, True):
        analyst.evidence = evidence if informed else None
        counts = weighted if informed else plain
        for _ in range(deals):
            counts.update(analyst.determinize(start, 0, rng).hands[1])
    assert weighted[run] < plain[run] / 2
    assert weighted[weak] > plain[weak] * 0.8


def test_the_expert_reads_the_opponents_play_before_the_last_on_the_table_as_it_was() -> None:
    """Ben plays 2b alone on stone 2, then 8r beside his 7r on stone 1. The 8r passes over
    nothing but a 9r (which would have made a colour run), so it alone rules out no hand of a
    9g and a 1p. The 2b before it was read on the table of then (stone 1 holding only the 7r,
    the 8r still in Ben's hand): a 9 held then ranked eight plays above it (a 9 alone on any
    of the eight other stones), so the 9g was drawn since. Worked by hand over which card was
    drawn after each play: if the 9g came after the 8r, both plays stand (1); if the 1p did,
    the hand before the 8r was 9g 8r, and of the two cards drawn after the 2b, the 9g keeps it
    (1) and the 8r leaves 9g 2b, ruled out (0.01): (1 + (1 + 0.01) / 2) / 2."""
    game = deal_for(["1y", "2y", "3g"], ["7r", "2b", "8r"])
    played(game, "1y@5, 7r@1, 2y@6, 2b@2, 3g@7, 8r@1")
    seen = game.observe(0)
    nine, weak = card_id("9g"), card_id("1p")
    only_last = read_evidence(seen, 0, plays=1)
    both = read_evidence(seen, 0, plays=2)
    assert only_last is not None and both is not None
    assert [p.card for p in both.plays] == [card_id("8r"), card_id("2b")]
    older = both.plays[1]
    assert older.above[nine] == 8 and older.above[card_id("8r")] == 1 and older.above[weak] == 0
    assert only_last.chance([nine, weak]) == 1.0
    assert both.chance([nine, weak]) == pytest.approx((1 + (1 + 0.01) / 2) / 2)
    assert both.chance([weak, card_id("1o")]) == 1.0


def test_only_the_expert_weighs_its_deals() -> None:
    game = random_position(4, 20)
    assert make_bot("expert:5", 1).infer and not make_bot("search:5", 1).infer
    bot = make_bot("expert:5", 1)
    bot.choose(game)
    assert isinstance(bot, ExpertBot) and bot.analyst.evidence is not None
