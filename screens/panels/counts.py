"""A ``counts`` panel: labelled numbers on one line (pile sizes, resources)."""

from __future__ import annotations

from typing import Any

from rich.markup import escape

from screens.panels.base import LinePanel, fitted


def label(item: dict[str, Any]) -> str:
    """An item's label: its ``label``, or its ``zone`` id in words (``mystic_ritual`` ->
    ``Mystic Ritual``)."""
    return str(item["label"]) if "label" in item else str(item.get("zone", "")).replace("_", " ").title()


def counts_text(panel: dict[str, Any], width: int = 0, narrow: bool = False) -> str:
    """``title: label value · label value`` (``style: "inline"``: ``label×value ...``), in
    lines of ``width`` cells broken between items, never inside one (:func:`fitted`; found
    in a trial: "Burns left" / "1"), then each of the panel's ``lines`` on a line of its own,
    indented (its ``narrow_items`` and ``narrow_lines`` instead when ``narrow``: the table is
    under 100 columns)."""
    items = (panel["narrow_items"] if narrow and "narrow_items" in panel else panel.get("items")) or []
    if panel.get("style") == "inline":
        parts, sep = [f"{escape(label(i))}×{escape(str(i['value']))}" for i in items], " "
    else:
        parts, sep = [escape(f"{label(i)} {i['value']}".strip()) for i in items], " · "
    title = panel.get("title")
    head = f"[b]{escape(title)}[/b]: " if title and panel.get("lines") else f"{escape(title)}: " if title else ""
    if parts:
        parts[0] = head + parts[0]
    text = fitted(parts, width, sep, "") if parts else head.rstrip()
    lines = panel["narrow_lines"] if narrow and "narrow_lines" in panel else panel.get("lines") or []
    return "\n".join([text, *(f"  {escape(str(line))}" for line in lines)])


class CountsPanel(LinePanel):
    """Draws ``counts`` (and, by its title, a panel of a kind this TUI does not know)."""

    def line(self) -> str:
        return counts_text(self.panel, self.width, self.narrow) if self.panel.get("kind") == "counts" else escape(self.panel.get("title", ""))
