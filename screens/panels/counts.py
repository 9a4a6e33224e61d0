"""A ``counts`` panel: labelled numbers on one line (pile sizes, resources)."""

from __future__ import annotations

from typing import Any

from rich.markup import escape

from screens.panels.base import LinePanel


def label(item: dict[str, Any]) -> str:
    """An item's label: its ``label``, or its ``zone`` id in words (``mystic_ritual`` ->
    ``Mystic Ritual``)."""
    return str(item["label"]) if "label" in item else str(item.get("zone", "")).replace("_", " ").title()


def counts_text(panel: dict[str, Any]) -> str:
    """``title: label value · label value`` (``style: "inline"``: ``label×value ...``), then
    each of the panel's ``lines`` on a line of its own, indented."""
    items = panel.get("items") or []
    if panel.get("style") == "inline":
        body = " ".join(f"{escape(label(i))}×{escape(str(i['value']))}" for i in items)
    else:
        body = " · ".join(escape(f"{label(i)} {i['value']}".strip()) for i in items)
    title = panel.get("title")
    text = f"[b]{escape(title)}[/b]: {body}" if title and panel.get("lines") else \
        f"{escape(title)}: {body}" if title else body
    return "\n".join([text, *(f"  {escape(str(line))}" for line in panel.get("lines") or [])])


class CountsPanel(LinePanel):
    """Draws ``counts`` (and, by its title, a panel of a kind this TUI does not know)."""

    def line(self) -> str:
        return counts_text(self.panel) if self.panel.get("kind") == "counts" else escape(self.panel.get("title", ""))
