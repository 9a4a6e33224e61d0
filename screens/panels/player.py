"""The players' side of the table, drawn from the view's ``players`` as the client fills them
(:meth:`hotseat.client.GameClient.table`): ``sizes`` of their zones, the game's ``counts``,
``team`` and ``notes``: the shown player's placard line, and one line (two when narrow) per
other player. No game's meanings here: what a line shows is the game's."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rules.api import name_list


def _notes(player: dict[str, Any], narrow: bool) -> list[str]:
    """The player's notes as the game gives them (a token, a Hero's name...), narrow or not, the
    empty left out; plain text (a name a player typed may hold brackets), escaped for markup."""
    return [escape(t) for t in (n[1] if narrow else n[0] for n in player.get("notes", [])) if t]


def _counts(player: dict[str, Any], narrow: bool, hand: bool = False) -> str:
    """The player's counts as the game lists them (``counts``: word, short form, n), after
    the hand's size when ``hand``, then its notes: "deck 5 · discard 0 · ..." or, narrow,
    with the short forms, "deck 5 discard 0 ..." (a count whose short form is "" is left out
    there: the game may tell it in a note)."""
    parts = [["hand", "hand ", player["sizes"].get("hand", 0)]] if hand else []
    parts += player.get("counts", [])
    if narrow:
        return " ".join([f"{short}{n}" for _, short, n in parts if short] + _notes(player, narrow))
    return " · ".join([f"{word} {n}" for word, _, n in parts] + _notes(player, narrow))


def placard_text(shown: dict[str, Any], narrow: bool) -> str:
    """The shown player's counts and notes."""
    return _counts(shown, narrow)


def _in_play(player: dict[str, Any]) -> str:
    """The cards the player has in play that stay and may affect the others (the view's
    ``in_play``: Ongoing, Allies, slots), "Ongoing: Utility Belt · slot 1: Spark of Energy";
    "" when none."""
    return " · ".join(f"{escape(word)}: {escape(name_list(names))}" for word, names in player.get("in_play", []))


def others_text(players: list[dict[str, Any]], shown: int, hero: str, narrow: bool) -> str:
    """One line per player but the shown one: name, characters (``team``, when the game has
    them), the hand's size, then the game's counts and notes, then the cards they have in
    play that may affect you (:func:`_in_play`); narrow: two lines each (who, then the
    counts) and one more for the cards in play, each wrapping rather than losing its end."""
    lines = []
    for p in players:
        if p["seat"] == shown:
            continue
        bot = " [dim](bot)[/]" if p["bot"] else ""
        team = p.get("team")
        head = f"[b]{escape(p['name'])}[/b]{bot}" + ("" if team is None else f" ({escape(', '.join(team) or f'no {hero}')})")
        if narrow:
            notes = _notes(p, narrow)
            lines += [head + "".join(" " + n for n in notes), " " + _counts({**p, "notes": []}, narrow, hand=True)]
            lines += [" " + _in_play(p)] if p.get("in_play") else []
        else:
            in_play = f" · {_in_play(p)}" if p.get("in_play") else ""
            lines.append(f"{head} {_counts(p, narrow, hand=True)}{in_play}")
    return "\n".join(lines)
