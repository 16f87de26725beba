"""What a screen reader reads: the accessible names Chromium computes for an element and
everything inside it (through the DevTools protocol's accessibility tree, so ``aria-hidden``,
visually hidden text, ``aria-label`` and SVG titles count as they do for assistive tools)."""

from __future__ import annotations

from typing import Any

TEXT_ROLES = {"StaticText", "InlineTextBox"}
"""Text itself, not the name of an element: left out of :func:`accessible_names`."""


def accessible_names(page: Any, root: Any) -> list[dict[str, str]]:
    """Role and name of each element the accessibility tree holds under ``root`` (a locator;
    itself included), in document order; text runs and nodes with no name are left out."""
    root.evaluate("el => el.setAttribute('data-ax-probe', '')")
    cdp = page.context.new_cdp_session(page)
    try:
        probe = {"expression": "document.querySelector('[data-ax-probe]')"}
        found = cdp.send("Runtime.evaluate", probe)
        object_id = found["result"]["objectId"]
        nodes = cdp.send("Accessibility.queryAXTree", {"objectId": object_id})["nodes"]
    finally:
        cdp.detach()
        root.evaluate("el => el.removeAttribute('data-ax-probe')")
    named = []
    for node in nodes:
        role = (node.get("role") or {}).get("value") or ""
        name = (node.get("name") or {}).get("value") or ""
        if name and role not in TEXT_ROLES and not node.get("ignored"):
            named.append({"role": role, "name": name})
    return named
