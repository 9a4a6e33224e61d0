"""The table's command palette (Ctrl+P; Textual's :class:`~textual.command.Provider`): every
command the person at the keyboard may give now (the view's ``commands``, as they would type
them; choosing one sends it as the command line would), the table's key actions possible now
(Play all, Undo, Decide: the bindings with their help; one the game has that is not possible
now is listed "(not now)" and says why), the game's help topics (each
section of its rules reference opens it there; each glossary term shows its explanation in
a notice) and every card the table shows, every card face up before a player too (characters,
score piles, Ongoing cards: "Show Marsh (Character)" opens it in full, as I does). In a question, :class:`QuestionCommands`: its own
actions possible now (Undo among them when the move that asked it can be taken back, issue
14: Z undid, the palette did not offer it)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from textual import on
from textual.actions import parse
from textual import command as textual_command
from textual.command import CommandInput, CommandList, DiscoveryHit, Hit, Hits, Provider
from textual.content import Content
from textual.widgets import Button, Input

from rules.api import rules_for
from screens.messages import CommandChosen
from screens.notice import NoticeScreen


class CommandPalette(textual_command.CommandPalette):
    """Textual's command palette (by the same name, which tests and readers know), but Enter on
    an empty search runs nothing the player did not pick: no entry is highlighted until they
    type or move with the arrow keys (or click one).
    Textual highlights the first entry of the list shown before any typing, and Enter ran it
    (Metal trial at 80x24: Ctrl+P, Enter ran "Maximize", the focused list filling the screen)."""

    def _searching(self) -> bool:
        """Whether the player has typed something to search for."""
        return bool(self.query_one(CommandInput).value.strip())

    def _refresh_command_list(self, command_list: CommandList, commands: list, clear_current: bool) -> None:
        super()._refresh_command_list(command_list, commands, clear_current)
        if not self._searching():
            command_list.highlighted = None

    @on(Input.Submitted)
    @on(Button.Pressed)
    def _nothing_picked(self, event: Input.Submitted | Button.Pressed) -> None:
        """Enter with nothing typed and no entry highlighted: nothing runs (Textual's handler,
        which would highlight the first entry and may run it, is not called)."""
        if not self._searching() and self.query_one(CommandList).highlighted is None:
            event.stop()
            event.prevent_default()


#: the table's actions the palette offers when they are possible now (they are no command)
KEY_ACTIONS = ("play_all", "undo", "decision")


class TableCommands(Provider):
    """The palette's entries at the table: (text, what choosing it does, help), in the order
    commands, key actions, help topics."""

    def entries(self) -> list[tuple[str, Callable[[], Any], str]]:
        screen: Any = self.screen
        view: dict[str, Any] = getattr(screen, "view", None) or {}
        # the character abilities usable now first (a trial missed them), each with the command
        # that uses it
        out: list[tuple[str, Callable[[], Any], str]] = [
            (a["label"], partial(screen.post_message, CommandChosen(a["command"])), f"usable now: {a['command']}")
            for a in view.get("abilities", [])]
        out += [(text, partial(screen.post_message, CommandChosen(text)), "a command you may give now")
                for text in view.get("commands", [])]
        seen = set()
        for active in screen.active_bindings.values():
            name = parse(active.binding.action)[1]
            if name not in KEY_ACTIONS or name in seen:
                continue
            seen.add(name)
            if active.enabled:
                out.append((active.binding.description, partial(screen.run_action, active.binding.action),
                            self._help(name, active.binding.tooltip, view)))
            elif screen.allowed(name) is None:  # the game has it, not now: the entry says why
                # (Metro trial: "undo" in the palette found nothing after a card was revealed,
                # where Z and :undo said why)
                why = screen.why_not(name)
                out.append((f"{active.binding.description} (not now)",
                            partial(screen.notify, why, severity="warning", markup=False), why))
        if view.get("game"):
            from screens.rules_ref import sections  # (the reference imports the table's keys)

            for title in sections(view):
                # the titles are the reference's Markdown: its code marks are not shown here
                # (found in a Metro trial: "phase by phase (`next` moves on)")
                out.append((f"Rules: {title.replace('`', '')}", partial(self._open_rules, view, title),
                            f"the rules reference (F1), open at {title.replace('`', '')}"))
            for term, text in rules_for(view["game"]).glossary:
                out.append((f"Glossary: {term}", partial(self.app.push_screen, NoticeScreen(term, text)), text))
        # every card the table shows (every player's characters too), read in full as I shows it
        # (issue 14, Mistborn trial: "marsh" found nothing, "character" only the glossary)
        from screens.card_detail import CardDetailScreen

        named = set()
        for d in (view.get("card") or {}).values():
            label = f"Show {d['name']}" + (f" ({d['type']})" if d.get("type") else "")
            if label not in named:
                named.add(label)
                out.append((label, partial(self.app.push_screen, CardDetailScreen(d)), "the card in full"))
        return out

    @staticmethod
    def _help(action: str, tooltip: str, view: dict[str, Any]) -> str:
        """The help the palette shows for the table's ``action``: Play all's is the game's own,
        the same text as the rules reference's (:func:`screens.table.play_all_help`; a Metal
        trial's palette said "Weaknesses last", which Metal plays first); others, ``tooltip``."""
        if action != "play_all" or not view.get("game"):
            return tooltip
        from screens.table import play_all_help  # (the table imports the palette)

        return play_all_help(rules_for(view["game"]))

    def _open_rules(self, view: dict[str, Any], section: str) -> None:
        from screens.rules_ref import RulesScreen

        self.app.push_screen(RulesScreen(view, section=section))

    async def discover(self) -> Hits:
        for text, command, help_text in self.entries():
            yield DiscoveryHit(Content(text), command, text=text, help=help_text)

    def _only_shows(self, command: Callable[[], Any]) -> bool:
        """Whether choosing the entry only opens something to read (a card, the rules, a
        glossary term), changing nothing in the game."""
        return isinstance(command, partial) and command.func in (self.app.push_screen, self._open_rules)

    async def search(self, query: str) -> Hits:
        """The entries matching ``query``; of two that match as well, the one that only shows
        something comes first, so Enter never acts by surprise (Mistborn trial: "marsh" and
        Enter burned bronze for Marsh's ability, listed above "Show Marsh (Character)")."""
        matcher = self.matcher(query)
        for text, command, help_text in self.entries():
            score = matcher.match(text)
            if score > 0:
                score = score if self._only_shows(command) else score * 0.99
                yield Hit(score, matcher.highlight(text), command, text=text, help=help_text)


#: a question's actions the palette offers when they are possible now
QUESTION_ACTIONS = ("confirm", "decline", "detail", "undo", "later", "rules")


class QuestionCommands(TableCommands):
    """The palette's entries in a question (:class:`screens.decision.DecisionScreen`): its
    actions possible now, Undo only when the move that asked it can be taken back (the
    question's ``can_undo``)."""

    def entries(self) -> list[tuple[str, Callable[[], Any], str]]:
        screen: Any = self.screen
        out, seen = [], set()
        for active in screen.active_bindings.values():
            name = parse(active.binding.action)[1]
            if name not in QUESTION_ACTIONS or name in seen or not active.enabled:
                continue
            if name == "undo" and not screen.pending.get("can_undo", True):
                continue
            seen.add(name)
            out.append((active.binding.description, partial(screen.run_action, active.binding.action),
                        active.binding.tooltip))
        return out
