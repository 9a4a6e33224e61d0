"""The players' side of the table, drawn from the view's ``players`` as the client fills them
(:meth:`hotseat.client.GameClient.table`): ``sizes`` of their zones, the game's ``counts``,
``team`` and ``notes``: the shown player's placard line, and one line (two when narrow) per
other player. No game's meanings here: what a line shows is the game's."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rules.api import name_list

from screens.panels.base import fitted, one_line


def _notes(player: dict[str, Any], narrow: bool, own: bool = False) -> list[str]:
    """The player's notes as the game gives them (a token, a Hero's name...), narrow or not, or
    on their ``own`` placard (a note's third text when it has one), the empty left out; plain
    text (a name a player typed may hold brackets), escaped for markup."""
    return [escape(t) for t in (n[2] if own and len(n) > 2 else n[1] if narrow else n[0]
                                for n in player.get("notes", [])) if t]


def _count_items(player: dict[str, Any], narrow: bool, hand: bool = False, own: bool = False) -> list[str]:
    """The player's counts as the game lists them (``counts``: word, short form, n), after
    the hand's size when ``hand``, then its notes: "deck 5", "discard 0"... or, narrow, the
    short forms, "deck 5" as "d5" (a count whose short form is "" is left out there: the game
    may tell it in a note)."""
    parts = [["hand", "hand ", player["sizes"].get("hand", 0)]] if hand else []
    parts += player.get("counts", [])
    if narrow:
        return [f"{short}{n}" for _, short, n in parts if short] + _notes(player, narrow, own)
    return [f"{word} {n}" for word, _, n in parts] + _notes(player, narrow, own)


def placard_text(shown: dict[str, Any], narrow: bool, width: int = 0) -> str:
    """The shown player's counts and notes, in lines of ``width`` cells (:func:`fitted`)."""
    return fitted(_count_items(shown, narrow, own=True), width, " " if narrow else " · ", "")


def _zones_in_play(player: dict[str, Any]) -> list[str]:
    """The cards the player has in play that stay and may affect the others (the view's
    ``in_play``: Ongoing, Allies, slots), one item per zone: ["Ongoing: Utility Belt", "slot 1:
    Spark of Energy"]."""
    return [f"{escape(word)}: {escape(name_list(names))}" for word, names in player.get("in_play", [])]


def _zone_line(word: str, names: list[str], width: int) -> str:
    """A zone of cards in play on another player's narrow line, cut to ``width`` cells: its
    word, counted when more than one card ("slot 1 (2 cards): ...": a bare number read as part
    of the word, Metro's "slot 1 1: Spark of Energy", issue 14), then the names. One line per
    zone: at 80x24 one line for all cut Metro's slots 2 to 4 away, and a zone wrapped over
    several pushed the card box off the table (issue 14)."""
    count = f" ({len(names)} cards)" if len(names) > 1 else ""
    return one_line(f" {escape(word)}{count}: {escape(name_list(names))}", width)


def others_text(players: list[dict[str, Any]], shown: int, hero: str, narrow: bool, width: int = 0,
                rows: int = 0) -> str:
    """One line per player but the shown one: name, characters (``team``, when the game has
    them), the hand's size, then the game's counts and notes, then the cards they have in
    play that may affect you (:func:`_zones_in_play`); narrow: two lines each (who, then the
    counts) and one more for each zone of cards in play (:func:`_zone_line`), or, when that
    would take more than ``rows`` lines (0: no limit), one for all their zones (Metro at 80x24
    with four players: a line per slot left the log no row). A line longer than ``width``
    cells goes on the next ones, broken between its items (:func:`fitted`)."""
    others = [p for p in players if p["seat"] != shown]
    per_zone = not rows or sum(2 + len(p.get("in_play", [])) for p in others) <= rows
    lines = []
    for p in others:
        team = p.get("team")
        said = [] if team is None else [escape(name_list(team) or f"no {hero}")]
        # one pair of brackets: "Robo (bot, Swamp Thing)" (trial: "Robo (bot) (Swamp Thing)")
        said = ["[dim]bot[/]"] + said if p["bot"] else said
        head = f"[b]{escape(p['name'])}[/b]" + (f" ({', '.join(said)})" if said else "")
        if narrow:
            lines.append(fitted([head] + _notes(p, narrow), width, " "))
            lines.append(" " + fitted(_count_items({**p, "notes": []}, narrow, hand=True), width - 1, " "))
            # a line per zone, each cut (the count says how many): at 80x24 the names wrapped
            # until the log below had no row left, and one line for all cut Metro's slots 2 to 4
            # away ("slot 1 (2 cards): Product of S...", issue 14)
            zones = p.get("in_play", [])
            if per_zone:
                lines += [_zone_line(word, names, width) for word, names in zones]
            elif zones:
                lines.append(one_line(" " + " · ".join(_zone_line(word, names, 0).strip() for word, names in zones),
                                      width))
        else:
            items = _count_items(p, narrow, hand=True)
            items = [f"{head} {items[0]}"] + items[1:] + ([" · ".join(_zones_in_play(p))] if p.get("in_play") else [])
            lines.append(fitted(items, width, " · "))
    return "\n".join(lines)
