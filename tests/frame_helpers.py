"""Helpers for tests that look inside frames and widget state."""

from __future__ import annotations

import json
import re
from typing import Any

CARD_TOKEN = re.compile(r"(?<![A-Za-z0-9])[3-8][roygcbp](?![A-Za-z0-9])")


def cards_in(data: Any) -> set[str]:
    """Every card notation that appears anywhere in JSON-ready data."""
    return set(CARD_TOKEN.findall(json.dumps(data)))
