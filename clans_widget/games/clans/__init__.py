"""Clans and Glory as a game of the core: its definition over the rules in
:mod:`clans_widget.rules` (which keep their place: saved notebooks and tests import them)."""

from .definition import CLANS, ClansDefinition

__all__ = ["CLANS", "ClansDefinition"]
