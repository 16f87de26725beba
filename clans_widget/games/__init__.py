"""One package per game the project hosts. A game's rules import only the standard library
and themselves; its ``definition`` adapts them to the core's protocol (clans_widget.core)."""
