"""The table: Line-Up and stacks, the current player's placard, hand and cards played, one
line per other player, the log, a command line. It renders the view the app gives it and
sends commands back through ``app.act``; it keeps no game state of its own."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Input, Static

from rules.engine.commands import Buy, Defeat, End, Play, Use
from screens.widgets.cards import CardList, card_line, card_name


class TableScreen(Screen[None]):
    CSS_PATH = "table.tcss"
    BINDINGS = [
        Binding("a", "play_all", "Play all"),
        Binding("v", "defeat", "Super-Villain"),
        Binding("e", "end", "End turn"),
        Binding("d", "decision", "Decision"),
        Binding("z", "undo", "Undo"),
        Binding("i", "detail", "Card"),
        Binding("colon", "command", "Command"),
        Binding("f1", "rules", "Rules"),
        Binding("question_mark", "rules", "Rules", show=False),
        Binding("slash", "command", "Command", show=False),
        Binding("ctrl+z", "undo", "Undo", show=False),
        Binding("escape", "leave_command", show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.view: dict[str, Any] = {}
        self.focused_key: str | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        yield Static(id="message")
        with Horizontal(id="main"):
            with VerticalScroll(id="left"):
                yield Static("[b]Line-Up[/b] [dim](Enter buys)[/dim]", classes="title")
                yield CardList(id="lineup", compact=True)
                yield Static(id="stacks")
                yield Static("[b]Hand[/b]", id="hand-title", classes="title")
                yield CardList(id="hand", compact=True)
                yield Static(id="played")
            with Vertical(id="right"):
                yield Static(id="placard-title", classes="title")
                yield CardList(id="team", compact=True)
                yield Static(id="placard")
                yield Static(id="others")
                yield Static(id="detail")
                with VerticalScroll(id="logbox"):
                    yield Static(id="log")
        yield Input(placeholder=": type a command (play Punch, buy War Cry, end) — Enter", id="cmd", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        if self.app.is_headless:
            self.query_one("#cmd", Input).cursor_blink = False
        self.query_one("#hand", CardList).focus()

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
        status = (f"[b]{escape(v['title'])}[/b] · seed {v['seed']} · turn {v['turn_number']} · "
                  f"[b]{escape(active['name'])}[/b]'s turn · [b $warning]{power} Power[/]")
        if v["pending"] is not None:
            d = v["pending"]
            status += f" · [b $accent]waiting: {escape(players[d['player']]['name'])} — {escape(d['prompt'])}[/]"
        self.query_one("#status", Static).update(status)
        msg = self.query_one("#message", Static)
        msg.update(escape(v.get("message") or ""))
        msg.display = bool(v.get("message"))

        # Line-Up, Breakthrough, Super-Villain
        t = v["table"]
        can_buy = {c.card for c in legal if isinstance(c, Buy)}
        buy_names = {x["name"] for x in t.get("line_up", []) if x["uid"] in can_buy}
        rows = [(f"c{c['uid']}", card_line(c, affordable=(c["name"] in buy_names) if legal else None))
                for c in t.get("line_up", [])]
        bt = v.get("breakthrough_top")
        if bt is not None:
            rows.append((f"c{bt['uid']}", card_line(bt, kind=False) + f" [dim]×{t['stacks'].get('breakthrough', 0)}[/]"))
        top = t.get("villains", {}).get("top")
        if top is not None:
            rows.append(("defeat", card_line(top) + f" [dim]×{t['villains']['count']}[/]"))
        self.query_one("#lineup", CardList).set_cards(rows)

        destroyed = t.get("destroyed", [])
        captured = t.get("captured", [])
        vil = t.get("villains", {})
        vil_txt = "" if top is not None else f" · Super-Villains {vil.get('count', 0)} (top face down)"
        self.query_one("#stacks", Static).update(
            f"Main deck {t.get('main_deck', 0)} · Weakness {t.get('stacks', {}).get('weakness', 0)} · "
            f"Destroyed {len(destroyed)} · Characters {t.get('character_stack', 0)}{vil_txt}\n"
            f"The Batman Who Laughs holds: [b]{escape(', '.join(captured)) or 'nobody'}[/b]")

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
        played = [card_name(v["card"][u]) for u in v["played_uids"]]
        self.query_one("#played", Static).update(
            f"[b]Played this turn[/b] ({escape(active['name'])}): " + (", ".join(played) if played else "nothing yet"))

        # placard: team and ongoing
        self.query_one("#placard-title", Static).update(
            f"[b]{escape(shown['name'])}'s placard[/b] · [b $warning]{shown['res'].get('power', 0)} Power[/]")
        usable = {c.card for c in legal if isinstance(c, Use)}
        team_rows = []
        for u in v["team_uids"]:
            c = v["card"][u]
            tag = " [b $success](Enter uses)[/]" if u in usable else ""
            team_rows.append((f"c{u}", card_name(c) + (" [dim]ongoing[/]" if c["kind"] != "character" else "") + tag))
        self.query_one("#team", CardList).set_cards(team_rows or [("none", "[dim]no Super Hero[/]")])
        self.query_one("#placard", Static).update("")

        # other players
        lines = []
        for p in players:
            if p["seat"] == v["shown"]:
                continue
            z, s = p["zones"], p["sizes"]
            team = ", ".join(z.get("characters", [])) or "no hero"
            weak = sum(1 for zone in ("score_pile", "discard", "played", "ongoing") for n in z.get(zone, [])
                       if n == "Weakness")
            bot = " [dim](bot)[/]" if p["bot"] else ""
            lines.append(f"[b]{escape(p['name'])}[/b]{bot} ({escape(team)}) hand {s['hand']} · deck {s['deck']} · "
                         f"discard {s['discard']} · score pile {s['score_pile']} · Weakness {weak}")
        self.query_one("#others", Static).update("\n".join(lines))

        # log
        log = v["log"][-80:]
        self.query_one("#log", Static).update("\n".join(escape(line) for line in log))
        self.query_one("#logbox", VerticalScroll).scroll_end(animate=False)
        if self.focused_key:
            self._show_detail(self.focused_key)
        self.refresh_bindings()

    def _show_detail(self, key: str) -> None:
        box = self.query_one("#detail", Static)
        uid = self._uid(key)
        if uid is None:
            box.update("")
            return
        d = self.app.card_detail(uid)
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
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        legal = self.view.get("legal", [])
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
        return True

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
        if err is None:
            event.input.value = ""

    def action_play_all(self) -> None:
        self.app.play_all()

    def action_defeat(self) -> None:
        self.app.act(Defeat())

    def action_end(self) -> None:
        self.app.act(End())

    def action_decision(self) -> None:
        self.app.open_decision()

    def action_undo(self) -> None:
        self.app.undo()

    def action_command(self) -> None:
        self.query_one("#cmd", Input).focus()

    def action_leave_command(self) -> None:
        self.query_one("#hand", CardList).focus()

    def action_detail(self) -> None:
        from screens.card_detail import CardDetailScreen

        uid = self._uid(self.focused_key)
        if uid is not None:
            self.app.push_screen(CardDetailScreen(self.app.card_detail(uid)))

    def action_rules(self) -> None:
        from screens.rules_ref import RulesScreen

        self.app.push_screen(RulesScreen(self.view or None))
