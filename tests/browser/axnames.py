"""What a screen reader reads: the accessible names Chromium computes for an element and
everything inside it (through the DevTools protocol's accessibility tree, so ``aria-hidden``,
visually hidden text, ``aria-label`` and SVG titles count as they do for assistive tools)."""

from __future__ import annotations

import json
from typing import Any


def accessible_names(page: Any, selector: str) -> list[dict[str, str]]:
    """Role and name of each node the accessibility tree holds under the first ``selector``
    element (itself included), in document order; nodes with no name are left out."""
    cdp = page.context.new_cdp_session(page)
    try:
        found = cdp.send(
            "Runtime.evaluate", {"expression": f"document.querySelector({json.dumps(selector)})"}
        )
        object_id = found["result"].get("objectId")
        if object_id is None:
            raise AssertionError(f"no element matches {selector!r}")
        nodes = cdp.send("Accessibility.queryAXTree", {"objectId": object_id})["nodes"]
    finally:
        cdp.detach()
    named = []
    for node in nodes:
        name = (node.get("name") or {}).get("value") or ""
        if name and not node.get("ignored"):
            named.append({"role": (node.get("role") or {}).get("value") or "", "name": name})
    return named
