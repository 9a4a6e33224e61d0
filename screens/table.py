"""The table: Line-Up and stacks, the current player's placard, hand and cards played, one
line per other player, the log, a command line. It renders the view the app gives it and
sends commands back through ``app.act``; it keeps no game state of its own.

Keys: letters that are not bindings start a command (typing "buy Steel" goes to the command
line, at once, so no key of a fast typist or a paste is lost); a command that succeeds clears
the line and gives the keys back to the table, a refused one stays selected; a binding that
is not allowed now says why instead of doing nothing; ending the turn with playable cards or
Power left asks first. When the person at the keyboard changes, the card detail is cleared
and the focus goes to the same place every time (hand, else Line-Up). At a width under 100
columns the status line and the other players' lines get shorter (each other player on two
lines that wrap rather than lose their end) and so do the footer's key names, which then fit
80 columns. The game's own words: Super Hero / Character, Villain / Nemesis.

What is game-specific comes from the view's ``table`` (the game's ``table_view``) and is shown
when its key is there: the stacks one may buy from and the villain top join the Line-Up list
(with the Nemesis Level when the game has Levels), ``captured`` (Metal), ``character_stack``,
``transformation_zone`` (Justice League Dark: counts per stack here, T browses the cards);
a player's ``seal_token`` resource shows on their placard line."""

from __future__ import annotations

import string
from typing import Any

from rich.markup import escape
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual import events
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Input, Static

from rules.api import Buy, Defeat, End, Play, Use
from screens.widgets.cards import CardList, card_line, card_name, level_badge


def stack_title(zone: str) -> str:
    """``mystic_ritual`` -> ``Mystic Ritual``."""
    return zone.replace("_", " ").title()


def plural(word: str) -> str:
    return word if word.endswith("s") else word + "s"


#: the table's keys: key, action, description, and other descriptions by form: "narrow" (under
#: 100 columns, where the footer must fit 80) or the game's villain word. ``check_action`` shows
#: one form per key; every form runs the same action.
KEYS: list[tuple[str, str, str, dict[str, str]]] = [
    ("colon", "command", "Command", {"narrow": "Cmd"}),
    ("f1", "rules", "Rules", {}),
    ("a", "play_all", "Play all", {"narrow": "All"}),
    ("e", "end", "End", {}),
    ("v", "defeat", "Villain", {"Nemesis": "Nemesis"}),
    ("h", "ability", "Ability", {}),
    ("t", "transformation", "T-Zone", {}),
    ("d", "decision", "Decide", {}),
    ("z", "undo", "Undo", {}),
    ("i", "detail", "Card", {}),
    ("s", "scores", "Scores", {}),
    ("q", "quit", "Quit", {}),
]
#: letters that are no key start a command: bound with priority, so the app itself moves the
#: focus to the command line before it passes on the next key (typing at paste speed loses none)
TYPE_KEYS = [c for c in string.ascii_letters if c not in {k for k, *_ in KEYS}]


def table_bindings() -> list[Binding]:
    out: list[Binding] = []
    for key, action, text, forms in KEYS:
        out.append(Binding(key, action, text))
        out += [Binding(key, f"{action}({form!r})", alt) for form, alt in forms.items()]
    return out + [
        Binding("question_mark", "rules", "Rules", show=False),
        Binding("slash", "command", "Command", show=False),
        Binding("ctrl+z", "undo", "Undo", show=False),
        Binding("escape", "leave_command", show=False),
        *[Binding(c, f"type_key({c!r})", show=False, priority=True) for c in TYPE_KEYS],
    ]


def panel_text(panel: dict[str, Any]) -> str:
    """One panel of a game's table view (the contract's panel kinds) as a line of text."""
    kind, title = panel.get("kind"), f"[b]{escape(str(panel.get('title', '')))}[/b]"
    if kind == "cards":
        cards = [escape(c["name"]) + (f" ×{c['count']}" if "count" in c else "") for c in panel.get("cards", [])]
        return f"{title}: " + (", ".join(cards) or "none")
    if kind == "stack":
        top = panel.get("top")
        return f"{title}: {panel.get('count', 0)}" + (f" (top: {escape(top['name'])})" if top else "")
    if kind == "counts":
        return f"{title}: " + " · ".join(f"{escape(str(k))} {v}" for k, v in panel.get("items", []))
    if kind == "track":
        marks = ", ".join(f"{escape(str(k))} at {v}" for k, v in panel.get("markers", []))
        return f"{title} (of {panel.get('length', 0)}): {marks}"
    if kind == "slots":
        slots = [f"{escape(str(label))}: " + (" ◂ ".join(escape(c["name"]) for c in pile) or "empty")
                 for label, pile in panel.get("slots", [])]
        return f"{title}: " + " · ".join(slots)
    return title


class TableScreen(Screen[None]):
    CSS_PATH = "table.tcss"
    BINDINGS = table_bindings()
    FORMS = {action: set(forms) for _, action, _, forms in KEYS}
    PLAY_ACTIONS = {"play_all", "end", "defeat", "decision", "undo", "ability"}
    KEY_ACTIONS = {"a": "play_all", "e": "end", "v": "defeat", "d": "decision", "z": "undo", "h": "ability"}

    def __init__(self) -> None:
        super().__init__()
        self.view: dict[str, Any] = {}
        self.focused_key: str | None = None
        self._viewer: int | None = -1  # whose view was shown last (-1: none yet)

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        yield Static(id="message")
        with Horizontal(id="main"):
            with VerticalScroll(id="left"):
                yield Static("[b]Line-Up[/b] [dim](Enter buys)[/dim]", id="lineup-title", classes="title")
                yield CardList(id="lineup", compact=True)
                yield Static(id="stacks")
                yield Static("[b]Hand[/b]", id="hand-title", classes="title")
                yield CardList(id="hand", compact=True)
                yield Static(id="played")
            with Vertical(id="right"):
                yield Static(id="placard-title", classes="title")
                yield CardList(id="team", compact=True)
                yield Static(id="placard")
                yield Static(id="scorepile")
                yield Static(id="others")
                with VerticalScroll(id="logbox"):
                    yield Static(id="log")
                yield Static(id="detail")
        yield Input(placeholder=": type a command (play NAME, buy NAME, use NAME, end) — Enter", id="cmd",
                    compact=True, select_on_focus=False)
        yield Footer(compact=True)

    def on_mount(self) -> None:
        if self.app.is_headless:
            self.query_one("#cmd", Input).cursor_blink = False
        self.query_one("#hand", CardList).focus()
        self.query_one("#logbox", VerticalScroll).anchor()  # stays at the newest line as the log grows
        if self.view:
            self.show(self.view)

    def on_resize(self, event: events.Resize) -> None:
        narrow = event.size.width < 100
        if narrow != self.has_class("narrow"):
            self.set_class(narrow, "narrow")
            self.query_one(Footer).show_command_palette = not narrow  # ctrl+p still opens it
            if self.view:
                self.show(self.view)

    # ------------------------------------------------------------------ rendering
    def show(self, v: dict[str, Any]) -> None:
        self.view = v
        if not self.is_mounted:
            return
        players = v["players"]
        shown = players[v["shown"]]
        viewer = v["seat"]
        active = players[v["active"]]
        power = active["res"].get("power", 0)
        legal = v["legal"]
        narrow = self.has_class("narrow")
        if viewer != self._viewer:
            self._new_viewer(viewer)
        if v.get("game_over"):
            status = f"[b]{escape(v['title'])}[/b] · [b $success]Game over[/] · s scores · q quit"
        else:
            status = (f"[b]{escape(v['title'])}[/b] · " + ("" if narrow else f"seed {v['seed']} · ")
                      + f"{'T' if narrow else 'turn '}{v['turn_number']} · "
                      f"[b]{escape(active['name'])}[/b]'s turn · [b $warning]{power} Power[/]")
            if v["pending"] is not None:
                d = v["pending"]
                who = escape(players[d["player"]]["name"])
                status += (f" · [b $accent]waiting: {who}[/]" if narrow
                           else f" · [b $accent]waiting: {who} — {escape(d['prompt'])}[/]")
        self.query_one("#status", Static).update(status)
        msg = self.query_one("#message", Static)
        msg.update(escape(v.get("message") or ""))
        msg.display = bool(v.get("message"))

        # Line-Up, the stacks one may buy from, the villain top
        t = v["table"]
        word = v.get("villain_word", "Super-Villain")
        can_buy = {c.card for c in legal if isinstance(c, Buy)}
        line_up = t.get("line_up", [])
        buy_names = {x["name"] for x in line_up if x["uid"] in can_buy}
        rows = [(f"c{c['uid']}", card_line(c, affordable=(c["name"] in buy_names) if legal else None))
                for c in line_up]
        for _zone, top_card, n in v.get("stack_tops", []):
            rows.append((f"c{top_card['uid']}", card_line(top_card, kind=False, affordable=(top_card["uid"] in can_buy)
                                                          if legal else None) + f" [dim]×{n}[/]"))
        vil = t.get("villains", {})
        top = vil.get("top")
        levels = v.get("levels") or []
        if top is not None:
            lvl = levels[0] if levels else None
            rows.append(("defeat", card_line(top, kind=not (narrow and lvl)) + level_badge(lvl) + f" [dim]×{vil['count']}[/]"))
        self.query_one("#lineup", CardList).set_cards(rows)
        self.query_one("#lineup-title", Static).update(
            f"[b]Line-Up[/b] ({len(line_up)} cards) [dim](Enter buys)[/dim]")

        parts = [f"Main deck {t.get('main_deck', 0)}"]
        bought = {z for z, _, _ in v.get("stack_tops", [])}
        parts += [f"{stack_title(z)} {n}" for z, n in t.get("stacks", {}).items() if z not in bought]
        parts.append(f"Destroyed {len(t.get('destroyed', []))}")
        if "character_stack" in t:
            parts.append(f"Characters {t['character_stack']}")
        if top is None:
            parts.append(f"{plural(word)} {vil['count']} (top face down)" if vil.get("count")
                         else f"{word} stack empty")
        lines = [" · ".join(parts)]
        if any(lv is not None for lv in levels):
            counts: list[str] = []
            for lv in sorted({lv for lv in levels if lv is not None}):
                counts.append(f"L{lv}×{levels.count(lv)}")
            lines.append(f"{plural(word)} {len(levels)} by Level: " + " ".join(counts))
        if "captured" in t:
            lines.append(f"The Batman Who Laughs holds: [b]{escape(', '.join(t['captured'])) or 'nobody'}[/b]")
        if "transformation_zone" in t:
            tz = t["transformation_zone"]
            inner = " · ".join(f"{escape(k)} {len(names)}" for k, names in sorted(tz.items()))
            if narrow:
                lines.append(f"Transformation Zone {sum(len(x) for x in tz.values())} cards [dim](T browses)[/dim]")
            else:
                lines.append(f"Transformation Zone [dim](T)[/dim]: {inner or 'empty'}")
        if t.get("panels"):  # a game that draws its table as panels (until the panel widgets land)
            lines = [panel_text(p) for p in t["panels"]]
        self.query_one("#stacks", Static).update("\n".join(lines))

        # hand
        title = self.query_one("#hand-title", Static)
        hand = self.query_one("#hand", CardList)
        playable = {c.card for c in legal if isinstance(c, Play)}
        if viewer is None:
            title.update(f"[b]Hand of {escape(shown['name'])}[/b]: {shown['sizes']['hand']} cards (hidden)")
            hand.set_cards([])
        else:
            title.update(f"[b]Your hand ({escape(shown['name'])})[/b] [dim]Enter plays[/dim]")
            rows = []
            for u in v["hand_uids"]:
                c = v["card"][u]
                mark = "▸" if u in playable or any(v["card"][p]["name"] == c["name"] for p in playable) else " "
                rows.append((f"c{u}", f"{mark}{card_line(c)}"))
            hand.set_cards(rows)
        if not hand.option_count and hand.has_focus:  # e.g. after play-all: go where there is something
            self.query_one("#lineup", CardList).focus()
        played = [card_name(v["card"][u]) for u in v["played_uids"]]
        self.query_one("#played", Static).update(
            f"[b]Played this turn[/b] ({escape(active['name'])}): " + (", ".join(played) if played else "nothing yet"))

        # placard: team and ongoing
        self.query_one("#placard-title", Static).update(
            f"[b]{escape(shown['name'])}{'' if narrow else chr(39) + 's placard'}[/b] · "
            f"[b $warning]{shown['res'].get('power', 0)} Power[/]")
        usable = {c.card for c in legal if isinstance(c, Use)}
        team_rows = []
        for u in v["team_uids"]:
            c = v["card"][u]
            tag = (" [b $success](Enter)[/]" if narrow else " [b $success](Enter uses)[/]") if u in usable else ""
            team_rows.append((f"c{u}", card_name(c) + (" [dim]ongoing[/]" if c["kind"] != "character" else "") + tag))
        hero = v.get("character_word", "Super Hero")
        self.query_one("#team", CardList).set_cards(team_rows or [("none", f"[dim]no {escape(hero)}[/]")])
        ss = shown["sizes"]
        seal = self.seal_text(shown, narrow)
        self.query_one("#placard", Static).update(
            f"deck {ss.get('deck', 0)} disc {ss.get('discard', 0)} score {ss.get('score_pile', 0)} "
            f"W{shown.get('weakness', 0)}{seal}" if narrow else
            f"deck {ss.get('deck', 0)} · discard {ss.get('discard', 0)} · score pile {ss.get('score_pile', 0)}"
            f" · Weakness {shown.get('weakness', 0)}{seal}")
        pile = shown["zones"].get("score_pile", [])
        box = self.query_one("#scorepile", Static)
        box.update(f"[b]Score pile[/b]: {escape(', '.join(pile))}" if pile else "")
        box.display = bool(pile)

        # other players (Weakness owned in every zone: gained face up, public in practice)
        lines = []
        for p in players:
            if p["seat"] == v["shown"]:
                continue
            z, s = p["zones"], p["sizes"]
            team = ", ".join(z.get("characters", [])) or f"no {hero}"
            bot = " [dim](bot)[/]" if p["bot"] else ""
            head = f"[b]{escape(p['name'])}[/b]{bot} ({escape(team)})"
            seal = self.seal_text(p, narrow)
            if narrow:  # two lines (each wraps rather than lose its end): who, then the counts
                lines += [f"{head}{seal}", f" hand {s['hand']} deck {s['deck']} disc {s['discard']} "
                                           f"W{p.get('weakness', 0)} score {s.get('score_pile', 0)}"]
            else:
                lines.append(f"{head} hand {s['hand']} · deck {s['deck']} · discard {s['discard']} · "
                             f"score pile {s.get('score_pile', 0)} · Weakness {p.get('weakness', 0)}{seal}")
        self.query_one("#others", Static).update("\n".join(lines))

        # log: scroll to the newest line once the new text is laid out
        log = v["log"][-80:]
        self.query_one("#log", Static).update("\n".join(escape(line) for line in log))
        box = self.query_one("#logbox", VerticalScroll)
        self.call_after_refresh(box.scroll_end, animate=False, immediate=True)
        if self.focused_key:
            self._show_detail(self.focused_key)
        self.refresh_bindings()

    @staticmethod
    def seal_text(player: dict[str, Any], narrow: bool) -> str:
        """The player's Seal token (Justice League Dark), when the game has one."""
        if "seal_token" not in player["res"]:
            return ""
        n = player["res"]["seal_token"]
        if narrow:
            return " ◉Seal" if n else ""
        return " · Seal ◉" if n else " · no Seal token"

    def _new_viewer(self, viewer: int | None) -> None:
        """Another person (or nobody, behind a hand-off) looks at the table: forget what the
        previous one highlighted or typed, and put the focus in the same place every time."""
        self._viewer = viewer
        self.focused_key = None
        self.query_one("#detail", Static).update("")
        cmd = self.query_one("#cmd", Input)
        cmd.value = ""
        self.query_one("#hand", CardList).set_cards([])
        for lst in self.query(CardList):
            lst.highlighted = 0 if lst.option_count else None
        if viewer is not None:
            target = "#hand" if self.view.get("hand_uids") else "#lineup"
            self.query_one(target, CardList).focus()

    def _show_detail(self, key: str) -> None:
        box = self.query_one("#detail", Static)
        uid = self._uid(key)
        if uid is None:
            box.update("")
            return
        d = self.app.card_detail(uid)
        if d is None:  # not the viewer's to see
            box.update("")
            return
        why = ""
        if d["action"]:
            why = (f"\n[$error]Can't {d['action']} now: {escape(d['why_not'])}[/]" if d["why_not"]
                   else f"\n[$success]You can {d['action']} it now.[/]")
        box.update(f"{card_line(d)}\n{escape(d['text'])}{why}")

    def _uid(self, key: str | None) -> int | None:
        if key and key.startswith("c") and key[1:].isdigit():
            return int(key[1:])
        if key == "defeat":
            top = self.view.get("table", {}).get("villains", {}).get("top")
            return top["uid"] if top else None
        return None

    # ------------------------------------------------------------------ input
    def form(self, action: str) -> str | None:
        """Which description of ``action``'s key shows now (None: the first one)."""
        forms = self.FORMS.get(action, set())
        if "narrow" in forms and self.has_class("narrow"):
            return "narrow"
        word = self.view.get("villain_word")
        return word if word in forms else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "type_key":
            return not isinstance(self.focused, Input) and not self.view.get("game_over")
        if action in self.FORMS and (parameters[0] if parameters else None) != self.form(action):
            return False  # another description of the same key shows now
        return self.allowed(action)

    def allowed(self, action: str) -> bool | None:
        """True: the action can be done now; None: not now (greyed out); False: hidden."""
        legal = self.view.get("legal", [])
        over = bool(self.view.get("game_over"))
        if action in ("scores", "quit"):
            return over
        if over and action in self.PLAY_ACTIONS:
            return False
        if action == "play_all":
            return True if any(isinstance(c, Play) for c in legal) else None
        if action == "defeat":
            return True if any(isinstance(c, Defeat) for c in legal) else None
        if action == "end":
            return True if any(isinstance(c, End) for c in legal) else None
        if action == "decision":
            p = self.view.get("pending")
            return True if p is not None and p["player"] == self.view.get("seat") else None
        if action == "undo":
            return True if self.view.get("can_undo") else None
        if action == "ability":  # in the footer only when an ability can be used (H still explains why not)
            return any(isinstance(c, Use) for c in legal)
        if action == "transformation":
            return bool(self.view.get("tz_uids"))
        return True

    def why_not(self, action: str) -> str:
        """Why a play binding does nothing now (said aloud instead of silence)."""
        v = self.view
        if action == "decision":
            return "No decision waits for you."
        if action == "undo":
            return self.app.undo_reason() or "Nothing to undo."
        if action == "ability":
            if v.get("seat") is None or v.get("pending") is not None:
                return self.app.why_not(End()) or "Not now."
            return "No ability on your placard can be used now."
        cmd = {"end": End(), "defeat": Defeat()}.get(action)
        if cmd is not None:
            return self.app.why_not(cmd) or "Not now."
        if v.get("seat") is None or v.get("pending") is not None:
            return self.app.why_not(End()) or "Not now."
        return "No card in your hand can be played now."

    def on_key(self, event: events.Key) -> None:
        if isinstance(self.focused, Input) or self.view.get("game_over"):
            return
        action = self.KEY_ACTIONS.get(event.key)
        if action is not None and self.allowed(action) is not True:
            event.stop()
            event.prevent_default()
            self.notify(self.why_not(action), severity="warning", markup=False)

    def action_type_key(self, ch: str) -> None:
        """A letter that is no key starts a command (typing "buy Steel" without ":" first).
        The focus moves at once (``set_focus``, not ``focus()``, which waits for the next
        refresh), so the keys typed after it reach the command line, however fast they come."""
        cmd = self.query_one("#cmd", Input)
        self.set_focus(cmd)
        cmd.value = ch
        cmd.cursor_position = len(ch)

    @on(CardList.CardFocused)
    def _focused(self, event: CardList.CardFocused) -> None:
        self.focused_key = event.key
        self._show_detail(event.key)

    @on(CardList.CardChosen)
    def _chosen(self, event: CardList.CardChosen) -> None:
        key = event.key
        if key == "defeat":
            self.app.act(Defeat())
            return
        uid = self._uid(key)
        if uid is None:
            return
        lid = event.card_list.id
        if lid == "hand":
            self.app.act(Play(card=uid))
        elif lid == "lineup":
            self.app.act(Buy(card=uid))
        elif lid == "team":
            self.app.act(Use(card=uid))

    @on(Input.Submitted, "#cmd")
    def _command(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if not text:
            return
        if self.view.get("game_over"):
            self.notify("The game is over: s shows the scores, q quits.", severity="warning")
            return
        word = text.lower()
        if word == "undo":
            err = self.app.undo()
        elif word in ("all", "play all"):
            err = self.app.play_all()
        elif word in ("help", "rules"):
            self.action_rules()
            err = None
        else:
            err = self.app.act(text)
        if err is None:  # done: back to the table, so the next key is a key again
            event.input.value = ""
            self.focus_table()
        elif event.input.is_mounted:
            event.input.select_all()  # the next keystroke replaces the failed command

    def action_play_all(self, _form: str = "") -> None:
        self.app.play_all()

    def action_defeat(self, _form: str = "") -> None:
        self.app.act(Defeat())

    def action_ability(self) -> None:
        """Use the one usable ability on the placard; with several, go to the placard list
        (Enter uses the highlighted one). Payment abilities may be used again and again."""
        uses = [c for c in self.view.get("legal", []) if isinstance(c, Use)]
        if len(uses) == 1:
            self.app.act(uses[0])
            return
        team = self.query_one("#team", CardList)
        team.focus()
        keys = [f"c{c.card}" for c in uses]
        for i in range(team.option_count):
            if team.get_option_at_index(i).id in keys:
                team.highlighted = i
                break

    def action_transformation(self) -> None:
        from screens.transformation import TransformationScreen

        if self.view.get("tz_uids"):
            self.app.push_screen(TransformationScreen(self.view["tz_uids"], self.view["card"]))

    def action_end(self) -> None:
        from screens.confirm import ConfirmScreen

        v = self.view
        names = {v["card"][c.card]["name"] for c in v.get("legal", []) if isinstance(c, Play) and c.card in v["card"]}
        playable = sum(1 for u in v.get("hand_uids", []) if v["card"][u]["name"] in names)
        power = v["players"][v["active"]]["res"].get("power", 0) if v.get("players") else 0
        left = [x for x in (f"{playable} playable card{'s' if playable != 1 else ''}" if playable else "",
                            f"{power} Power unspent" if power else "") if x]
        if not left:
            self.app.act(End())
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.app.act(End())

        self.app.push_screen(ConfirmScreen(f"End your turn with {' and '.join(left)}?", "End turn"), answered)

    def action_scores(self) -> None:
        self.app.show_scores()

    def action_quit(self) -> None:
        self.app.exit()

    def action_decision(self) -> None:
        self.app.open_decision()

    def action_undo(self) -> None:
        self.app.undo()

    def action_command(self, _form: str = "") -> None:
        self.query_one("#cmd", Input).focus()

    def action_leave_command(self) -> None:
        if self.view.get("game_over"):
            self.app.show_scores()
            return
        self.focus_table()

    def focus_table(self) -> None:
        """Focus the hand (the Line-Up when the hand is empty), as after a hand-off."""
        hand = self.query_one("#hand", CardList)
        (hand if hand.option_count else self.query_one("#lineup", CardList)).focus()

    def action_detail(self) -> None:
        from screens.card_detail import CardDetailScreen

        uid = self._uid(self.focused_key)
        d = self.app.card_detail(uid) if uid is not None else None
        if d is None:
            self.notify("Highlight a card first (arrows, Tab to change list).", severity="warning")
            return
        self.app.push_screen(CardDetailScreen(d))

    def action_rules(self) -> None:
        from screens.rules_ref import RulesScreen

        self.app.push_screen(RulesScreen(self.view or None))
