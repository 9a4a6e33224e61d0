"""The players' side of the table, drawn from the view's ``players`` as the client fills them
(:meth:`hotseat.client.GameClient.table`): ``sizes`` of their zones, the game's ``counts``,
``team`` and ``notes``: the shown player's placard line, and one line (two when narrow) per
other player. No game's meanings here: what a line shows is the game's."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rules.api import name_list

from screens.panels.base import fitted, one_line


def _notes(player: dict[str, Any], narrow: bool) -> list[str]:
    """The player's notes as the game gives them (a token, a Hero's name...), narrow or not, the
    empty left out; plain text (a name a player typed may hold brackets), escaped for markup."""
    return [escape(t) for t in (n[1] if narrow else n[0] for n in player.get("notes", [])) if t]


def _count_items(player: dict[str, Any], narrow: bool, hand: bool = False) -> list[str]:
    """The player's counts as the game lists them (``counts``: word, short form, n), after
    the hand's size when ``hand``, then its notes: "deck 5", "discard 0"... or, narrow, the
    short forms, "deck 5" as "d5" (a count whose short form is "" is left out there: the game
    may tell it in a note)."""
    parts = [["hand", "hand ", player["sizes"].get("hand", 0)]] if hand else []
    parts += player.get("counts", [])
    if narrow:
        return [f"{short}{n}" for _, short, n in parts if short] + _notes(player, narrow)
    return [f"{word} {n}" for word, _, n in parts] + _notes(player, narrow)


def placard_text(shown: dict[str, Any], narrow: bool, width: int = 0) -> str:
    """The shown player's counts and notes, in lines of ``width`` cells (:func:`fitted`)."""
    return fitted(_count_items(shown, narrow), width, " " if narrow else " · ", "")


def _in_play(player: dict[str, Any], counted: bool = False) -> str:
    """The cards the player has in play that stay and may affect the others (the view's
    ``in_play``: Ongoing, Allies, slots), "Ongoing: Utility Belt · slot 1: Spark of Energy";
    ``counted``: a zone of more than one card says how many after its word, "Ongoing (2 cards):
    ..." (a bare number read as part of the word: Metro's "slot 1 1: Spark of Energy", issue 14);
    "" when none."""
    return " · ".join(f"{escape(word)}{f' ({len(names)} cards)' if counted and len(names) > 1 else ''}: "
                      f"{escape(name_list(names))}" for word, names in player.get("in_play", []))


def others_text(players: list[dict[str, Any]], shown: int, hero: str, narrow: bool, width: int = 0) -> str:
    """One line per player but the shown one: name, characters (``team``, when the game has
    them), the hand's size, then the game's counts and notes, then the cards they have in
    play that may affect you (:func:`_in_play`); narrow: two lines each (who, then the
    counts) and one more for the cards in play, counted and cut to ``width``. A line longer
    than ``width`` cells goes on
    the next ones, broken between its items (:func:`fitted`)."""
    lines = []
    for p in players:
        if p["seat"] == shown:
            continue
        team = p.get("team")
        said = [] if team is None else [escape(name_list(team) or f"no {hero}")]
        # one pair of brackets: "Robo (bot, Swamp Thing)" (trial: "Robo (bot) (Swamp Thing)")
        said = ["[dim]bot[/]"] + said if p["bot"] else said
        head = f"[b]{escape(p['name'])}[/b]" + (f" ({', '.join(said)})" if said else "")
        if narrow:
            lines.append(fitted([head] + _notes(p, narrow), width, " "))
            lines.append(" " + fitted(_count_items({**p, "notes": []}, narrow, hand=True), width - 1, " "))
            # one line, cut (the count says how many): at 80x24 the names wrapped until the log
            # below had no row left (issue 14)
            lines += [one_line(" " + _in_play(p, counted=True), width)] if p.get("in_play") else []
        else:
            items = _count_items(p, narrow, hand=True)
            items = [f"{head} {items[0]}"] + items[1:] + ([_in_play(p)] if p.get("in_play") else [])
            lines.append(fitted(items, width, " · "))
    return "\n".join(lines)
