"""The keys' help, read from the bindings (issue 14: keys are written once). Each binding of
the table carries what it does in its ``tooltip`` (the table's :data:`screens.table.HELP`,
the game's :class:`rules.engine.tablekeys.TableKey` ``help``); this module groups the
bindings of one action (F1 and ?, Z and Ctrl+Z, a key's wide and narrow footer labels) into
one row, for the rules reference (F1) and the README's keys (``hotseat.app.readme_keys``
and each game's :func:`game_markdown`, checked by ``tests/test_readme_keys.py``). A binding without a tooltip is not listed (the
letters that start a command, Esc on the command line: the command line's row says so)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from textual.actions import parse
from textual.binding import Binding
from textual.keys import format_key

from screens.table import NEEDS_VERB, table_bindings

#: what a game key that acts on a card adds to its help (``TableKey.how == "card"``)
CARD_KEY = ("; with one such card at once, with several their list gets the focus (Enter acts), or a list of "
            "their commands opens when no list holds them")
#: what it says instead for a key whose command gives up a card (``TableKey.costs_a_card``)
CARD_COST_KEY = ("; with one such card its command is shown first (Enter does it, Esc keeps the card), with "
                 "several their commands are listed to pick from")
#: the keys of Textual's lists, which are no binding of ours
MOVES: list[tuple[str, str]] = [
    ("↑ ↓", "move in a list (Tab goes to the next list)"),
    ("Enter", "act on the highlighted card as its list's title says (Enter plays, buys, uses...); "
              "in the hand, • marks a card that does something when played now"),
]


#: the keys of Textual's option lists in a question, which are no binding of ours
QUESTION_MOVES: list[tuple[str, str]] = [
    ("↑ ↓", "move between the options"),
    ("Space", "mark or unmark the highlighted option when several may be picked"),
]


#: keys written as words, where Textual's key display uses a symbol ("⏎")
NAMES = {"enter": "Enter", "escape": "Esc", "space": "Space", "tab": "Tab"}


def key_name(key: str) -> str:
    """A binding's key as the README writes it: ``"ctrl+z"`` -> ``"Ctrl+Z"``, ``"colon"`` ->
    ``":"``, ``"f1"`` -> ``"F1"``, ``"a"`` -> ``"a"``, ``"enter"`` -> ``"Enter"``. A letter
    alone is written as it is bound, lowercase (issue 14, Mistborn trial: the README's capital
    R, typed with Shift, went into the command line as text; the footer shows them lowercase)."""
    *mods, last = key.split("+")
    if last in NAMES:
        last = NAMES[last]
    elif not mods and len(last) == 1 and last.isalpha():
        pass
    else:
        shown = format_key(last)
        last = shown.upper() if len(shown) <= 3 else shown.capitalize()
    return "+".join([*(m.capitalize() for m in mods), last])


def key_rows(bindings: Iterable[Binding]) -> list[tuple[str, str]]:
    """(keys, what they do) for each action of ``bindings`` that has a tooltip, in the order
    its first binding comes; the keys of one action and tooltip joined by " or " ("F1 or ?").
    A game key's forms (``game_key('v')``, ``game_key('v', 'narrow')``) are one action."""
    rows: dict[tuple[Any, ...], tuple[list[str], str]] = {}
    for b in bindings:
        if not b.tooltip:
            continue
        _, name, args = parse(b.action)
        ident = (name, args[0] if name == "game_key" else None, b.tooltip)
        keys, _ = rows.setdefault(ident, ([], b.tooltip))
        for k in b.key.split(","):
            name = b.key_display or key_name(k)  # one display for a group of keys ("1–9, 0, a–z")
            if name not in keys:
                keys.append(name)
    return [(" or ".join(keys), text) for keys, text in rows.values()]


def game_bindings(game_keys: list[dict[str, Any]], game_verbs: Iterable[str] | None = None) -> list[Binding]:
    """The table's bindings with the game's keys (the view's ``keys``, each
    :meth:`~rules.engine.tablekeys.TableKey.as_view`), a card key's help telling how it
    picks its card; without the table's actions whose command kind the game lacks
    (``game_verbs``: the kinds it has; None: all)."""
    keys = [{**k, "help": k["help"] + (CARD_COST_KEY if k.get("costs_a_card") else CARD_KEY if k["how"] == "card" else "")}
            for k in game_keys]
    verbs = None if game_verbs is None else set(game_verbs)

    def kept(b: Binding) -> bool:
        verb = NEEDS_VERB.get(parse(b.action)[1])
        return verbs is None or verb is None or verb in verbs

    return [b for b in table_bindings(keys) if kept(b)]


def game_key_rows(game_keys: list[dict[str, Any]]) -> list[tuple[str, str]]:
    """:func:`key_rows` of the game's own keys alone (the view's ``keys``)."""
    return key_rows(b for b in game_bindings(game_keys) if parse(b.action)[1] == "game_key")


def keys_markdown(rows: Iterable[tuple[str, str]]) -> str:
    """Rows of (keys, what they do) as a Markdown table (``|`` escaped)."""
    lines = ["| Key | Does |", "| --- | --- |"]
    lines += ["| " + k.replace("|", "\\|") + " | " + text.replace("|", "\\|") + " |" for k, text in rows]
    return "\n".join(lines)


def question_markdown() -> str:
    """The keys of a question (the decision screen's bindings) as a Markdown table."""
    from screens.decision import DecisionScreen

    return keys_markdown(QUESTION_MOVES + key_rows(DecisionScreen.BINDINGS))


def lacking_keys(rules: Any) -> list[str]:
    """The table's keys (as :func:`key_rows` writes them) that do nothing in the game of
    ``rules``, because it has no such command (Metro City has no ``end``: no E)."""
    have = {k for k, _ in key_rows(game_bindings([k.as_view() for k in rules.table_keys], command_kinds(rules)))}
    return [k for k, _ in key_rows(game_bindings([])) if k not in have]


def all_keys_markdown(app_bindings: Iterable[Binding] = (), games: Iterable[Any] = ()) -> str:
    """The keys every game shares as Markdown (the README's keys): the table's and
    ``app_bindings`` (the app's own) in one table, then the keys of a question. A key that
    one of ``games`` (rules objects) lacks says so ("not in Heroes of Metro City"). Each
    game's own keys are in its section (:func:`game_markdown`)."""
    without: dict[str, list[str]] = {}
    for rules in games:
        for k in lacking_keys(rules):
            without.setdefault(k, []).append(rules.title)
    rows = [(k, text + (f" (not in {' nor '.join(without[k])}: it has no such command)" if k in without else ""))
            for k, text in MOVES + key_rows([*game_bindings([]), *app_bindings])]
    return "\n\n".join([keys_markdown(rows), "In a question:\n\n" + question_markdown()])


def command_kinds(rules: Any) -> list[str]:
    """The kinds of every command the game has (``Rules.verbs``), sorted: the view's
    ``game_verbs``, which hide a table key whose command the game lacks."""
    return sorted({verb.command.model_fields["kind"].default for verb in rules.verbs})


def game_markdown(rules: Any) -> str:
    """A game's keys and commands as Markdown, for its README section: its own keys (from
    ``rules.table_keys``), the table's keys it has no command for, and the grammar of its
    typed commands (each ``Verb.usage``); ``tests/test_readme_keys.py`` checks the README
    holds exactly this."""
    keys = [k.as_view() for k in rules.table_keys]
    parts = [f"{rules.title}'s own keys:\n\n" + keys_markdown(game_key_rows(keys))]
    lacking = lacking_keys(rules)
    if lacking:
        parts.append(f"Not in this game: {', '.join(lacking)} (it has no such command).")
    usages = [f"`{verb.usage}`" for verb in rules.verbs if verb.usage]
    parts.append("Its typed commands (`:` first): " + ", ".join(usages) + ".")
    return "\n\n".join(parts)
