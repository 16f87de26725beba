"""The two errors of Schotten Totten's rules; both are ``ValueError``s."""


class IllegalMoveError(ValueError):
    """A move the rules forbid in this position; the message says why in a sentence."""


class RecordError(ValueError):
    """A record that cannot be loaded; the message names the field or move and what is wrong."""
