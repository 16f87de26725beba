"""The hand-made puzzles, lesson by lesson. Each position is played out by the engine
(:func:`.position.position`); each accepted answer is worked out by it (:func:`.model.pose`).
Ann is player 0 and moves first; a puzzle shows the view of the player to move.

A row of ``_TABLE``: the puzzle's id, its question, Ann's turns, Ben's turns, the hand of
the player to move, and whether that player's claim window is still open.
"""

from __future__ import annotations

from .kinds import Formation, MayClaim, StopClaim, WhichCard, WhoWins
from .model import Puzzle, Question, pose
from .position import position

_Row = tuple[str, Question, list[str], list[str], str, bool]

# fmt: off
_TABLE: list[_Row] = [
    # lesson 1: formations, and who wins a stone
    ("formation-1", Formation(3, 0), ["4g@3", "6g@3", "5g@3"], ["2r@7", "8o@1", "3y@9"],
     "1r 9y 2b 7p 5o 3b", False),
    ("formation-2", Formation(5, 1), ["1b@2", "6o@8", "2g@4"], ["7r@5", "7y@5", "7p@5"],
     "9g 4b 3o 5r 8p 1y", False),
    # 9-1-2 is no row: strengths never wrap round
    ("formation-3", Formation(6, 0), ["9b@6", "1b@6", "2b@6"], ["4o@6", "5r@2", "8y@3"],
     "3r 6g 7p 2y 5o 4p", False),
    ("formation-4", Formation(1, 1), ["3g@4", "2y@5", "6b@9"], ["8o@1", "9p@1", "7o@1"],
     "1r 4b 5y 9g 2p 6r", False),
    ("formation-5", Formation(8, 0), ["9r@8", "1o@8", "2y@8", "5b@3"], ["3p@8", "4g@2", "6y@7"],
     "8b 7r 1g 5o 3y 9p", False),
    ("formation-6", Formation(9, 1), ["7g@9", "8b@4", "1o@1"], ["2p@9", "6p@9", "4p@9"],
     "5r 3y 9o 6g 2b 8r", False),
    # a flush outranks a run, whatever the totals
    ("who-wins-1", WhoWins(6), ["7r@6", "8g@6", "9o@6"], ["2b@6", "4b@6", "9b@6"],
     "1p 3y 5g 6r 4o 2y", False),
    # equal runs: the side completed first wins
    ("who-wins-2", WhoWins(2), ["3r@2", "4o@2", "5y@2"], ["5p@2", "3g@2", "4b@2"],
     "9r 8o 1g 6b 7y 2p", False),
    # the rules' example: 3g lies on the table, so 1g 2g can never make a colour-run
    ("who-wins-3", WhoWins(1), ["9r@1", "9o@1", "9y@1"], ["1g@1", "2g@1", "3g@7"],
     "4r 5b 6p 7o 8y 2r", False),
    # the same with 3g in Ann's own hand: it still counts as a card Ben might add
    ("who-wins-4", WhoWins(1), ["9r@1", "9o@1", "9y@1"], ["1g@1", "2g@1", "6b@7"],
     "3g 4r 5b 6p 7o 8y", False),
    # the best colour-run: an unfinished side can at most tie it, and a tie loses
    ("who-wins-5", WhoWins(5), ["7p@5", "9p@5", "8p@5"], ["9g@5", "8g@5", "1r@3"],
     "2o 3y 4b 6r 5g 7g", False),
    # lesson 2: claims and proofs. The rulebook's example: three of a kind beats a sum
    ("may-claim-1", MayClaim(4), ["5g@4", "5r@4", "2o@9", "5b@4"], ["7g@4", "4p@4", "3b@4"],
     "1y 6o 8p 2g 9b", True),
    # a claim needs the claimer's own side complete (stone 5 keeps the window open)
    ("may-claim-2", MayClaim(2), ["9r@2", "9o@2", "2b@7", "3p@8", "8y@5", "8b@5", "8p@5"],
     ["1g@2", "2o@2", "4y@2", "1p@5", "3r@5", "6g@5"], "7y 5g 6b 4o 9g", True),
    ("may-claim-3", MayClaim(1), ["9r@1", "9o@1", "9y@1"], ["1g@1", "3g@7"],
     "4r 5b 6p 7o 8y", True),
    # Ann's own 3g might still reach Ben's side, as far as the proof knows
    ("may-claim-4", MayClaim(1), ["9r@1", "9o@1", "7b@6", "8b@6", "9b@6", "9y@1"],
     ["1g@1", "2g@1", "1r@6", "2o@6", "4p@6"], "3g 4r 5p 6o 2y", True),
    # equal runs, and Ben's was complete first
    ("may-claim-5", MayClaim(2), ["3r@2", "4o@2", "7p@8", "8p@8", "9p@8", "5y@2"],
     ["3g@2", "4b@2", "5p@2", "1b@8", "6o@3"], "9r 8o 1g 6b 7y", True),
    ("may-claim-6", MayClaim(9), ["7y@9", "8y@9", "9y@9"], ["6b@9", "2r@4"],
     "1o 3g 5p 4r 2g", True),
    ("stop-claim-1", StopClaim(4), ["9g@4", "9b@4", "1r@6"], ["8r@4", "8o@4", "8y@4"],
     "9p 2o 3y 5b 6g 7p", False),
    # 5b would leave at best a tie with Ben's colour-run, and a tie loses
    ("stop-claim-2", StopClaim(2), ["6b@2", "3o@7", "2g@1"], ["5y@2", "6y@2", "7y@2"],
     "7b 8b 5b 4b 9b 1r", False),
    ("stop-claim-3", StopClaim(6), ["5g@6", "8p@1", "2b@3"], ["4r@6", "4o@6", "4y@6"],
     "5b 6g 2g 3o 9p 1r", False),
    # 7b ties Ben's run, completed first; a flush, however low, outranks any run
    ("stop-claim-4", StopClaim(8), ["8g@8", "9g@8", "3b@5"], ["7r@8", "8o@8", "9y@8"],
     "7b 1g 9p 2r 4o 5y", False),
    ("which-card-1", WhichCard(5), ["8y@5", "8b@5", "4g@1"], ["7r@5", "7o@5", "7y@5"],
     "8p 9r 3g 1o 2b 6p", False),
    # playing 3g anywhere takes Ben's only way to beat Ann off the table
    ("which-card-2", WhichCard(1), ["9r@1", "9o@1", "9y@1"], ["1g@1", "2g@1", "5b@7"],
     "3g 4r 6p 7o 8y 2r", False),
    ("which-card-3", WhichCard(7), ["9b@7", "8b@7", "2p@3"], ["5r@7", "5o@7", "1y@2"],
     "7b 6b 3r 4g 1o 2y", False),
    ("which-card-4", WhichCard(3), ["4p@3", "5p@3", "7y@9"], ["9r@3", "9o@3", "9y@3"],
     "6p 3p 9g 1b 2o 8r", False),
]
# fmt: on


def _posed(row: _Row) -> Puzzle:
    id, question, ann, ben, hand, window = row
    return pose(id, question.lesson, position(ann, ben, hand, window=window), question)


PUZZLES: tuple[Puzzle, ...] = tuple(_posed(row) for row in _TABLE)
"""Every hand-made puzzle, lesson by lesson."""
