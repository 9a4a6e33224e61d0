"""The players' side of the table, drawn from the view's ``players`` as the client fills them
(:meth:`hotseat.client.GameClient.table`): ``sizes`` of their zones, the game's ``counts``,
``team`` and ``notes``: the shown player's placard line, and one line (two when narrow) per
other player. No game's meanings here: what a line shows is the game's."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.text import Text
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


def pile_lines(title: str, names: list[str], width: int, most: int = 2) -> str:
    """A pile of cards on a narrow placard ("Score pile 2: The Red Death, The Dawnbreaker"):
    its title and count in bold, then the names, broken between two names over at most
    ``most`` lines of ``width`` cells (0: one line), the last one cut with "…" when more
    names remain (the names in full: ``i`` on the pile)."""
    sep = "; " if any("," in n for n in names) else ", "
    items = [escape(n) + (sep.strip() if i < len(names) - 1 else "") for i, n in enumerate(names)]
    items = [f"[b]{escape(title)} {len(names)}[/b]:"] + items
    rows = fitted(items, width, " ", "  ").split("\n") if width > 0 else [" ".join(items)]
    if len(rows) > most:
        rows = rows[:most - 1] + [" ".join(rows[most - 1:])]
    return "\n".join(one_line(row, width) for row in rows)


def _zones_in_play(player: dict[str, Any]) -> list[str]:
    """The cards the player has in play that stay and may affect the others (the view's
    ``in_play``: Ongoing, Allies, slots), one item per zone: ["Ongoing: Utility Belt", "slot 1:
    Spark of Energy"]."""
    return [f"{escape(word)}: {escape(name_list(names))}" for word, names in player.get("in_play", [])]


def _zone_line(word: str, names: list[str], width: int, wrap: bool = False) -> str:
    """A zone of cards in play on another player's narrow line, cut to ``width`` cells: its
    word, counted when more than one card ("slot 1 (2 cards): ...": a bare number read as part
    of the word, Metro's "slot 1 1: Spark of Energy", issue 14), then the names. One line per
    zone: at 80x24 one line for all cut Metro's slots 2 to 4 away, and a zone wrapped over
    several pushed the card box off the table (issue 14). With ``wrap``, a zone too long for
    its line goes on a second one, broken between two words, the second line cut (a Metal
    trial at 80x24 read "Ongoing (2 cards): Challenger …", the foe's cards in play unread)."""
    count = f" ({len(names)} cards)" if len(names) > 1 else ""
    line = f" {escape(word)}{count}: {escape(name_list(names))}"
    if not wrap or width <= 0 or Text.from_markup(line).cell_len <= width or len(names) < 2:
        bare = f" {escape(word)}: {escape(name_list(names))}"
        if width > 0 and Text.from_markup(line).cell_len > width >= Text.from_markup(bare).cell_len:
            return bare  # every name whole rather than the count (Mistborn trial at 80x24:
            # "allies (2 cards): Pewterarm, T…")
        return one_line(line, width)
    # two lines at most, broken between words (a name may go on over the break), the second cut
    rows = fitted(line.split(" ")[1:], width - 1, " ", "  ").split("\n")
    rows = rows[:1] + [" ".join(r.strip() for r in rows[1:])] if len(rows) > 2 else rows
    return "\n".join(one_line(" " + row if i == 0 else "  " + row.strip(), width) for i, row in enumerate(rows))


def others_text(players: list[dict[str, Any]], shown: int, hero: str, narrow: bool, width: int = 0,
                rows: int = 0) -> str:
    """One line per player but the shown one: name, characters (``team``, when the game has
    them), the hand's size, then the game's counts and notes, then the cards they have in
    play that may affect you (:func:`_zones_in_play`); narrow: two lines each (who, then the
    counts) and one more for each zone of cards in play (:func:`_zone_line`), two for a zone
    whose names one line would cut while all the lines fit in ``rows`` (0: no limit); else one
    per zone, cut, or, when that would take more than ``rows`` lines, one for all their zones
    (Metro at 80x24 with four players: a line per slot left the log no row). A line longer than ``width``
    cells goes on the next ones, broken between its items (:func:`fitted`)."""
    others = [p for p in players if p["seat"] != shown]
    if narrow:  # each zone on two lines when its names are cut on one and the rows allow it
        wrapped = _others_lines(others, hero, width, "wrap")
        if not rows or len("\n".join(wrapped).splitlines()) <= rows:
            return "\n".join(wrapped)
        per_zone = sum(2 + len(p.get("in_play", [])) for p in others) <= rows
        return "\n".join(_others_lines(others, hero, width, "zone" if per_zone else "one"))
    return "\n".join(_others_lines(others, hero, width, ""))


def _others_lines(others: list[dict[str, Any]], hero: str, width: int, zones: str) -> list[str]:
    """The lines of :func:`others_text` for the players ``others``; ``zones`` says how their
    cards in play show when narrow: "wrap" (a line per zone, two when one would cut its names), "zone" (a line per zone, cut), "one" (one line for all, cut); "": not narrow."""
    narrow = bool(zones)
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
            in_play = p.get("in_play", [])
            if zones != "one":
                lines += "\n".join(_zone_line(word, names, width, zones == "wrap") for word, names in in_play
                                   ).splitlines()
            elif in_play:
                lines.append(one_line(" " + " · ".join(_zone_line(word, names, 0).strip() for word, names in in_play),
                                      width))
        else:
            items = _count_items(p, narrow, hand=True)
            items = [f"{head} {items[0]}"] + items[1:] + ([" · ".join(_zones_in_play(p))] if p.get("in_play") else [])
            lines.append(fitted(items, width, " · "))
    return lines
