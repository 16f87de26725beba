"""A node of the searches' move trees (the search and expert bots share it)."""

from __future__ import annotations

from ..rules.fast import FastMove


class Node:
    """The statistics of one move in a search tree, kept for the player who made it."""

    __slots__ = ("avail", "children", "player", "points", "reward", "visits")

    def __init__(self, player: int) -> None:
        self.player = player  # who made the move leading here
        self.children: dict[FastMove, Node] = {}
        self.visits = 0
        self.avail = 1  # iterations in which the move could be played (hidden hands vary)
        self.reward = 0.0  # the player's win shares, summed over the visits
        self.points = 0  # the player's final points, summed over the visits (when counted)
