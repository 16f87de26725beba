"""The errors the rules layer raises; both are ``ValueError``s."""


class IllegalMoveError(ValueError):
    """A move that the rules do not allow in this position; the message says why."""


class RecordError(ValueError):
    """A game record that cannot be loaded; the message names the field or move and why."""
