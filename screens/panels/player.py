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
    """The player's counts as the game lists them (``counts``: word, short form, n, and
    perhaps the short form on their ``own`` placard), after the hand's size when ``hand``, then
    its notes: "deck 5", "discard 0"... or, narrow, the short forms, "deck 5" as "d5" (a count
    whose short form is "" is left out there: the game may tell it in a note)."""
    parts = [["hand", "hand ", player["sizes"].get("hand", 0)]] if hand else []
    parts += player.get("counts", [])
    if narrow:
        shorts = [(c[3] if own and len(c) > 3 else c[1], c[2]) for c in parts]
        return [f"{short}{n}" for short, n in shorts if short] + _notes(player, narrow, own)
    return [f"{c[0]} {c[2]}" for c in parts] + _notes(player, narrow, own)


def placard_text(shown: dict[str, Any], narrow: bool, width: int = 0) -> str:
    """The shown player's counts and notes, in lines of ``width`` cells (:func:`fitted`)."""
    return fitted(_count_items(shown, narrow, own=True), width, " " if narrow else " · ", "")


def pile_lines(title: str, names: list[str], width: int, most: int = 2, note: str = "") -> str:
    """A pile of cards on a narrow placard ("Score pile 2 (17 VP): The Red Death, The
    Dawnbreaker"): its title and count in bold, the pile's ``note`` in brackets, then the
    names, broken between two names over at most ``most`` lines of ``width`` cells (0: one
    line), the last one cut with "…" when more names remain (the names in full: ``i`` on the
    pile)."""
    sep = "; " if any("," in n for n in names) else ", "
    items = [escape(n) + (sep.strip() if i < len(names) - 1 else "") for i, n in enumerate(names)]
    items = [f"[b]{escape(title)} {len(names)}[/b]" + (f" ({escape(note)})" if note else "") + ":"] + items
    rows = fitted(items, width, " ", "  ").split("\n") if width > 0 else [" ".join(items)]
    if len(rows) > most:
        rows = rows[:most - 1] + [" ".join(rows[most - 1:])]
    return "\n".join(one_line(row, width) for row in rows)


def _zones_in_play(player: dict[str, Any]) -> list[str]:
    """The cards the player has in play that stay and may affect the others (the view's
    ``in_play``: Ongoing, Allies, slots), one item per zone: ["Ongoing: Utility Belt", "slot 1:
    Spark of Energy"]."""
    return [f"{escape(word)}: {escape(name_list(names))}" for word, names in player.get("in_play", [])]


def _zone_tokens(word: str, names: list[str], counted: bool = True) -> list[tuple[str, str, int]]:
    """A zone of cards in play as the pieces a line may break between, each ``(markup, what
    joins it to the piece before on a line, cards it shows)``: its word ("slot 1 (2 cards):",
    counted when ``counted`` and more than one card: a bare number read as part of the word,
    Metro's "slot 1 1: Spark of Energy", issue 14), then each name, escaped for markup."""
    count = f" ({len(names)} cards)" if counted and len(names) > 1 else ""
    head = (f"{escape(word)}{count}:", " · ", 0)
    if not names:
        return [head, ("none", " ", 0)]
    return [head] + [(escape(n), ", " if i else " ", 1) for i, n in enumerate(names)]


def _packed(zones: list[list[tuple[str, str, int]]], width: int, most: int, apart: bool) -> list[str]:
    """Lines of at most ``width`` cells (each after one space) holding ``zones`` (each as
    :func:`_zone_tokens` gives it), broken only between pieces, never inside a name (new-user
    trial at 80x24: "slot 1 (2 cards): Product of S…" ended mid-word with no way to read the
    rest), zones joined by " · " or, ``apart``, each zone on a line of its own. At most
    ``most`` lines (0: any number); the cards that do not fit are counted at the end of the
    last line, "+3 more cards" or "+3 more", after a zone's word alone "slot 4: 2 cards", never
    a bare "+1" (it read as a number of its own): a line's one name gives way to its count
    when both do not fit. A name wider than a whole line is cut (:func:`one_line`)."""
    room = max(width - 1, 12) if width > 0 else 0
    lines: list[list[tuple[str, str, int]]] = []
    for tokens in zones:
        for i, tok in enumerate(tokens):
            line = lines[-1] if lines else None
            if line is None or (apart and i == 0) or (room and _cells(line + [tok]) > room):
                # a line that goes on with a zone's names is indented under it
                lines.append([(tok[0] if i == 0 else "  " + tok[0], "", tok[2])])
            else:
                line.append(tok)
    total = sum(t[2] for line in lines for t in line)
    owned = {tokens[0][0]: sum(t[2] for t in tokens) for tokens in zones if tokens}  # a zone's word: its cards
    if most and len(lines) > most:
        lines = lines[:most]
        last = lines[-1]
        while True:
            while len(last) > 1 and last[-1][1] == " · ":  # a zone's word with none of its names
                last.pop()
            left = total - sum(t[2] for line in lines for t in line)
            # the count said as fully as it fits, "+3 more cards" or "+3 more", else one name
            # fewer; never a bare "+1", read as a number of its own (Metro: "Affinity With
            # Nature +1" looked like a bonus): a line's lone name gives way to the count
            tails = [f"+{left} more card{'s' if left != 1 else ''}", f"+{left} more"]
            if len(last) == 1 and owned.get(last[0][0]) == left:  # a zone's word alone: "slot 4: 2 cards"
                tails = [f"{left} card{'s' if left != 1 else ''}"]
            more = next(((f"[dim]{t}[/]", " ", 0) for t in tails
                         if not room or _cells(last + [(t, " ", 0)]) <= room), None)
            if more is not None or len(last) == 1:
                break
            last.pop()
        if more is None and last[0][2]:  # a name alone, its count too long beside it: the
            left += last[0][2]  # line goes, the count ends the line before when it fits there
            lines.pop()
            prev = lines[-1]
            fits = [t for t in (f"+{left} more card{'s' if left != 1 else ''}", f"+{left} more")
                    if _cells(prev + [(t, " ", 0)]) <= room]
            if len(prev) == 1 and owned.get(prev[0][0]) == left:  # its zone's word alone: "slot 1: 4 cards"
                prev.append((f"[dim]{left} card{'s' if left != 1 else ''}[/]", " ", 0))
            elif fits:
                prev.append((f"[dim]{fits[0]}[/]", " ", 0))
            else:
                lines.append([(f"  [dim]+{left} more[/]", "", 0)])
        else:
            last.append(more or (f"[dim]+{left} more[/]", " ", 0))
    return [" " + one_line("".join(sep + text for text, sep, _ in line), room) for line in lines]


def _wrapped(word: str, names: list[str], width: int) -> list[str]:
    """A zone of cards in play on lines of its own (:func:`_packed`): counted, "slot 1 (2
    cards): ...", when it fits on one; else wrapped without the count (its names are all there)."""
    one = _packed([_zone_tokens(word, names)], width, 0, True)
    return one if len(one) == 1 else _packed([_zone_tokens(word, names, counted=False)], width, 0, True)


def _cells(line: list[tuple[str, str, int]]) -> int:
    """The cells a line of pieces takes (:func:`_packed`)."""
    return Text.from_markup("".join(sep + text for text, sep, _ in line)).cell_len


def _head(p: dict[str, Any], hero: str) -> str:
    """A player's name, and whether a bot plays it and its characters (``team``), as markup."""
    team = p.get("team")
    said = [] if team is None else [escape(name_list(team) or f"no {hero}")]
    # one pair of brackets: "Robo (bot, Swamp Thing)" (trial: "Robo (bot) (Swamp Thing)")
    said = ["[dim]bot[/]"] + said if p["bot"] else said
    return f"[b]{escape(p['name'])}[/b]" + (f" ({', '.join(said)})" if said else "")


def _who(p: dict[str, Any], hero: str, width: int) -> str:
    """A player's first narrow line: :func:`_head` and their notes, short ("Ben — Captain
    Bolt"); when that does not fit in ``width`` cells, the name alone and under it the notes
    in the words that read on their own ("Hero: Captain Magnificent Bolt"; Metro trial 3 at
    80x24: "Player 2" over "— Captain Magnificent Bolt" read badly)."""
    head = _head(p, hero)
    first = fitted([head] + _notes(p, True), width, " ")
    if "\n" not in first:
        return first
    # the words that read on their own when they fit one line; else the short ones, as before
    said = [escape(w or n) for w, n, *_ in p.get("notes", []) if w or n]
    if not said or "\n" in fitted(said, width - 1, " "):
        return first
    return head + "\n " + fitted(said, width - 1, " ")


def others_text(players: list[dict[str, Any]], shown: int, hero: str, narrow: bool, width: int = 0,
                rows: int = 0) -> str:
    """One line per player but the shown one: name, characters (``team``, when the game has
    them), the hand's size, then the game's counts and notes, then the cards they have in
    play that may affect you (:func:`_zones_in_play`). Narrow: two lines each (who, then the
    counts), then the zones of cards in play, never a name cut (new-user trial, Metro at 80x24:
    "Product of S…" and "slot…" hid the rest): each zone on a line of its own, a long one
    wrapped between names (:func:`_packed`), while all that takes at most ``rows`` lines but
    two (0: no limit; at 80x24 two players keep the card box); else a line per zone, what does
    not fit counted ("+1 more"), while that takes at most ``rows``; else each player's zones
    flowed together in an even share of the rows left (at least one line), what does not fit
    counted. A line longer than ``width`` cells goes on the next ones, broken between its
    items (:func:`fitted`)."""
    others = [p for p in players if p["seat"] != shown]
    heads = {p["seat"]: _who(p, hero, width) for p in others}
    below = {s: 1 + h.count("\n") + 1 for s, h in heads.items()}  # the rows over each one's zones
    zones_of = {p["seat"]: p.get("in_play", []) for p in others}
    # a zone wrapped over lines needs no "(2 cards)": its names are all there
    apart = {p["seat"]: [line for w, names in p.get("in_play", []) for line in _wrapped(w, names, width)]
             for p in others}
    # wrapped lines may take all the rows but two (at 80x24 two players keep the card box)
    wrapped = not rows or sum(below[p["seat"]] + len(apart[p["seat"]]) for p in others) <= rows - 2
    if not wrapped and sum(below[p["seat"]] + len(zones_of[p["seat"]]) for p in others) <= rows:
        # a line per zone (no "(2 cards)": the count of what does not fit says it)
        apart = {p["seat"]: [line for w, names in p.get("in_play", [])
                             for line in _packed([_zone_tokens(w, names, counted=False)], width, 1, True)]
                 for p in others}
        wrapped = True
    share = max((rows - sum(below.values())) // max(len(others), 1), 1) if rows else 0
    lines = []
    for p in others:
        head = _head(p, hero)
        if narrow:
            lines.append(heads[p["seat"]])
            lines.append(" " + fitted(_count_items({**p, "notes": []}, narrow, hand=True), width - 1, " "))
            zones = zones_of[p["seat"]]
            if wrapped:
                lines += apart[p["seat"]]
            elif zones:
                flow = [_zone_tokens(w, names, counted=False) for w, names in p.get("in_play", [])]
                lines += _packed(flow, width, share, False)
        else:
            items = _count_items(p, narrow, hand=True)
            items = [f"{head} {items[0]}"] + items[1:] + ([" · ".join(_zones_in_play(p))] if p.get("in_play") else [])
            lines.append(fitted(items, width, " · "))
    return "\n".join(lines)
