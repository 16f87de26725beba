"""Helpers for tests that look inside frames and widget state."""

from __future__ import annotations

import json
from typing import Any

from clans_widget.rules.cards import CARD_TOKEN


def cards_in(data: Any) -> set[str]:
    """Every card notation that appears anywhere in JSON-ready data."""
    return set(CARD_TOKEN.findall(json.dumps(data)))
