"""The players' side of the table, drawn from the view's ``players`` (name, ``res``,
``sizes`` of their zones, public ``zones``): the shown player's placard line and score pile,
and one line (two when narrow) per other player."""

from __future__ import annotations

from typing import Any

from rich.markup import escape


def seal_text(player: dict[str, Any], narrow: bool) -> str:
    """The player's Seal token, when the game gives players one (``res["seal_token"]``)."""
    if "seal_token" not in player["res"]:
        return ""
    n = player["res"]["seal_token"]
    if narrow:
        return " ◉Seal" if n else ""
    return " · Seal ◉" if n else " · no Seal token"


def placard_text(shown: dict[str, Any], narrow: bool) -> str:
    """The shown player's pile sizes and tokens."""
    ss = shown["sizes"]
    seal = seal_text(shown, narrow)
    if narrow:
        return (f"deck {ss.get('deck', 0)} disc {ss.get('discard', 0)} score {ss.get('score_pile', 0)} "
                f"W{shown.get('weakness', 0)}{seal}")
    return (f"deck {ss.get('deck', 0)} · discard {ss.get('discard', 0)} · score pile {ss.get('score_pile', 0)}"
            f" · Weakness {shown.get('weakness', 0)}{seal}")


def others_text(players: list[dict[str, Any]], shown: int, hero: str, narrow: bool) -> str:
    """One line per player but the shown one (Weakness owned in every zone: gained face
    up, public in practice); narrow: two lines each (who, then the counts), each wrapping
    rather than losing its end."""
    lines = []
    for p in players:
        if p["seat"] == shown:
            continue
        z, s = p["zones"], p["sizes"]
        team = ", ".join(z.get("characters", [])) or f"no {hero}"
        bot = " [dim](bot)[/]" if p["bot"] else ""
        head = f"[b]{escape(p['name'])}[/b]{bot} ({escape(team)})"
        seal = seal_text(p, narrow)
        if narrow:
            lines += [f"{head}{seal}", f" hand {s.get('hand', 0)} deck {s.get('deck', 0)} disc {s.get('discard', 0)} "
                                       f"W{p.get('weakness', 0)} score {s.get('score_pile', 0)}"]
        else:
            lines.append(f"{head} hand {s.get('hand', 0)} · deck {s.get('deck', 0)} · discard {s.get('discard', 0)} · "
                         f"score pile {s.get('score_pile', 0)} · Weakness {p.get('weakness', 0)}{seal}")
    return "\n".join(lines)
