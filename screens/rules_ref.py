"""Rules reference (F1 or ?): each game summarised in hotseat's own words (the game's
``guide``), with the turn sequence and the end-of-turn steps, then the keys (from the
bindings, :mod:`screens.keyhelp`), the turn's phases (the
game's ``phases``, each automatic phase with its steps) and the glossary (the game's
``glossary``: every keyword, zone and token on the table); the part of the game you are in
and the current phase are marked. The game comes from the view, or is given (new-game
screen)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from rich.markdown import Markdown as RichMarkdown
from textual.actions import parse
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from rules.api import Rules, default_game, rules_for
from screens.keyhelp import MOVES, game_bindings, key_rows, keys_markdown, question_markdown
from screens.widgets.notice_line import NoticeLine

HERE = " ◀ **you are here**"
#: the mark of the current phase in the list of the turn's phases
NOW = " ◀ **now**"


def phase(view: dict[str, Any] | None, rules: Rules | None = None) -> str:
    """Where the game is, as a part of its guide: ``setup`` before it, ``over`` after it,
    else the part its pending decision belongs to (``rules.guide_parts`` by the decision's
    purpose ``verb``, never its prompt; ``rules`` defaults to the view's game's), else
    ``turn``."""
    if not view:
        return "setup"
    if view.get("game_over"):
        return "over"
    d = view.get("pending")
    if d is not None:
        return (rules or rules_for(view["game"])).guide_parts.get(d["verb"], "turn")
    return "turn"


def phases_markdown(rules: Rules, current: str) -> str:
    """The turn's phases (``rules.phases``) as a numbered Markdown list, each automatic
    phase with its steps, the phase ``current`` (an id; "" none) marked; "" for a game
    without phases."""
    if not rules.phases:
        return ""
    lines = ["## The turn's phases"]
    for i, p in enumerate(rules.phases, 1):
        when = " (between turns)" if p.between_turns else ""
        steps = f": {'; '.join(p.steps)}" if p.steps else ""
        lines.append(f"{i}. **{p.word}**{when}{steps}{NOW if p.id == current else ''}")
    return "\n".join(lines)


def glossary_markdown(rules: Rules) -> str:
    """The game's glossary (``rules.glossary``: plain-text terms and explanations) as a
    Markdown list, one term a line in the glossary's order; "" for a game without one."""
    if not rules.glossary:
        return ""
    return "\n".join(["## Glossary", *(f"* **{term}**: {text}" for term, text in rules.glossary)])


def keys_section(rules: Rules, app_bindings: Iterable[Binding] = ()) -> str:
    """The table's keys for the game (``rules.table_keys`` among them, without the table's
    actions whose command the game lacks), then ``app_bindings`` (the app's own: Ctrl+C),
    as a Markdown table from the bindings' help (:mod:`screens.keyhelp`)."""
    verbs = {verb.command.model_fields["kind"].default for verb in rules.verbs}
    bindings = [*game_bindings([k.as_view() for k in rules.table_keys], verbs), *app_bindings]
    # Play all's help speaks of the game at hand: "Weaknesses last" only where cards have that
    # kind (Mistborn trial: F1 spoke of Weaknesses)
    from screens.table import play_all_help  # the table imports this screen

    said = play_all_help(rules)
    bindings = [replace(b, tooltip=said) if parse(b.action)[1] == "play_all" else b for b in bindings]
    return "## Keys\n\n" + keys_markdown(MOVES + key_rows(bindings)) + "\n\nIn a question:\n\n" + question_markdown()


def sections(view: dict[str, Any] | None, game: str | None = None) -> list[str]:
    """The headings of the rules reference (:func:`rules_markdown`'s ``## `` lines, without
    their marks), in order: the help topics of the command palette."""
    text = rules_markdown(view, game)
    return [line[3:].split(" ◀", 1)[0] for line in text.splitlines() if line.startswith("## ")]


def rules_markdown(view: dict[str, Any] | None, game: str | None = None, app_bindings: Iterable[Binding] = ()) -> str:
    """The game's guide (its rules object's ``guide``) as Markdown, the current part marked,
    then its keys (:func:`keys_section`, with ``app_bindings``), its phases (the view's
    ``phase_id`` marked; none before a game or once it is over) and its glossary, after the
    game's seed when there is a game (the view's ``seed``); ``game``
    defaults to the view's game, then to the default game."""
    rules = rules_for(game or (view or {}).get("game") or default_game())
    here = phase(view, rules)
    parts = []
    for key, text in rules.guide:
        if key == here:
            head, _, body = text.partition("\n")
            text = head + HERE + "\n" + body
        parts.append(text)
    current = "" if here == "over" else (view or {}).get("phase_id", "")
    parts.append(keys_section(rules, app_bindings))
    parts += [t for t in (phases_markdown(rules, current), glossary_markdown(rules)) if t]
    # the seed, which the table's header shows only from 100 columns (issue 14: at 80x24 a game
    # could not be told again); "" before a game
    seed = (view or {}).get("seed")
    said = (f"This game's seed: **{seed}** (the same game, players and seed, `--seed {seed}`, "
            "deal the same cards).\n\n") if seed is not None else ""
    return f"# {rules.title}, in short\n\n" + said + "\n\n".join(parts)


def split_sections(text: str) -> list[str]:
    """``text`` (Markdown) cut before each ``## `` heading: the title part, then one part per
    section, each starting with its heading."""
    parts: list[list[str]] = [[]]
    for line in text.splitlines():
        if line.startswith("## "):
            parts.append([])
        parts[-1].append(line)
    return ["\n".join(p) for p in parts if p]


class RulesScreen(ModalScreen[None]):
    """The rules reference over the table. Each section is one Static showing Rich's Markdown
    rendering, so the screen opens in a few milliseconds (Textual's Markdown widget made a
    widget per paragraph and list item: about a second, issue 14 "F1 slow")."""

    CSS_PATH = "rules_ref.tcss"
    BINDINGS = [Binding("escape,f1,question_mark,q", "close", "Close")]
    #: the app's notices are said in this screen's own line, not drawn over the text
    #: (:class:`~screens.widgets.notice_line.NoticeLine`)
    NOTICES_IN_LINE = True

    def __init__(self, view: dict[str, Any] | None, game: str | None = None, section: str = ""):
        """``section``: the heading (a ``## `` line of :func:`rules_markdown`, without its
        marks) to open at; "" the top."""
        super().__init__()
        self.view = view
        self.game = game
        self.section = section
        #: the reference's Markdown text, and its parts (:func:`split_sections`)
        self.source = ""
        self.parts: list[str] = []

    def compose(self) -> ComposeResult:
        self.source = rules_markdown(self.view, self.game, self.app.BINDINGS)
        self.parts = split_sections(self.source)
        with VerticalScroll(id="rules-box"):
            for i, part in enumerate(self.parts):
                yield Static(RichMarkdown(part), id=f"rules-{i}", classes="rules-section")
        yield NoticeLine(id="notice")

    def on_mount(self) -> None:
        self.query_one("#rules-box").focus()
        if self.section:
            for i, part in enumerate(self.parts):
                if part.startswith(f"## {self.section}"):
                    self.call_after_refresh(self.query_one(f"#rules-{i}").scroll_visible, top=True, animate=False)
                    break

    def action_close(self) -> None:
        if self.is_current:  # a second key of a burst may reach it after it closed
            self.dismiss(None)
