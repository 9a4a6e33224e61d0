"""The table: the game's panels (its Line-Up, stacks, tracks... as its table view lists
them, drawn by the widgets of ``screens/panels``), the hand and the cards played this turn,
the shown player's placard, one line per other player, the log, a command line. It renders
the view the app gives it (:meth:`hotseat.client.GameClient.table`) and posts what the
person asks for as messages (``screens/messages.py``); it keeps no game state of its own.

Keys: letters that are not bindings start a command (typing "buy Steel" goes to the command
line, at once, so no key of a fast typist or a paste is lost); a command that succeeds clears
the line and the focus stays there for the next command (Esc clears the line and gives the keys
back to the table), a refused one stays on it, the cursor at its end, to be corrected; refusals and notices take one line of their
own, kept even when empty, so the table never moves under the pointer (a longer one wraps
upwards over the table's last rows until the next message); a binding that is not allowed now
says why instead of doing nothing, and so does Enter where it does nothing (the log); ending the turn with playable cards or Power
left asks first. When the person at the keyboard changes, the card detail is cleared and the
focus goes to the same place every time (hand, else the first list of cards), and the table
takes no key until the keyboard was quiet a moment (:attr:`TableScreen.GUARD`: a key typed on
after the hand-off's Space is not for it), saying so. A game may place
panels under the hand (``"below"``), so that a long table keeps the hand on the first screen.
At a width under 100 columns the status line and the other players' lines get shorter (each
other player on two lines that wrap rather than lose their end) and so do the footer's key
names, which then fit 80 columns. The game's own words: its character word, and the keys of its
own commands (the view's ``keys``, :class:`rules.engine.tablekeys.TableKey`: the DC games'
``v`` and ``h``, each game's in its words), bound for this table only; a letter that is no key
of the table or of the game starts a command, and letters that come in a burst are a command
typed without ``:``: a letter key that changes the game waits a moment for a next letter
(:attr:`TableScreen.BURST`) when a command word other than its own may start with its letter;
one that only shows something, whose letter starts no word, or only its own word ("end" for E:
the rest of it typed on is its echo, :mod:`screens.key_word`), acts at once
(:meth:`TableScreen._waits`, issue 15). The shown player's pile (the panel placed
``"pile"``, the DC score pile) is one line under the placard; Tab stops on it, as on the line of
cards played this turn, and I or Enter there shows its cards, each in full."""

from __future__ import annotations

import re
import string
from typing import Any

from rich.markup import escape
from rich.text import Text
from textual import _time, on
from textual.app import ComposeResult
from textual.binding import ActiveBinding, Binding, BindingsMap
from textual import events
from textual.actions import parse as parse_action
from textual.message import Message
from textual.containers import Container, Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, Static

from screens.breakpoints import NARROW
from screens.messages import (CardPicked, CommandChosen, DecisionAsked, OneOfAsked, PlayAllAsked, ScoresAsked,
                              UndoAsked, WatchAsked)
from screens.panels import dom_id, panel_widget
from screens.panels.base import LinePanel, Panel, one_line
from screens.panels.log import LogPanel
from screens.guard import Guard, Wait
from screens.palette import TableCommands
from screens.key_word import KeyWord
from screens.take_back import TakeBack
from screens.panels.player import others_text, pile_lines, placard_text
from screens.widgets.cards import CardList, ListTitle, card_line, card_name, n_cards
from screens.widgets.command_line import CommandLine
from screens.widgets.footer import KeyFooter
from screens.widgets.held_keys import KeyHold
from screens.widgets.card_line import CardLine
from screens.widgets.scroll import Column
from rules.api import name_list


#: the table's own keys: key, action, description, and other descriptions by form: "narrow"
#: (under 100 columns, where the footer must fit 80). ``check_action`` shows one form per key;
#: every form runs the same action. The game's keys (the view's ``keys``) come after End.
KEYS: list[tuple[str, str, str, dict[str, str]]] = [
    ("colon", "command", "Command", {"narrow": "Cmd"}),
    ("f1", "rules", "Rules", {}),
    ("a", "play_all", "Play all", {"narrow": "All"}),
    ("e", "end", "End", {}),
    ("d", "decision", "Decide", {}),
    ("z", "undo", "Undo", {}),
    ("i", "detail", "Card", {}),
    ("s", "scores", "Scores", {}),
    ("q", "quit", "Quit", {}),
    # watching bots play (every seat a bot): pause / go on, one move at a time
    ("space", "watch", "Pause", {"paused": "Go on"}),
    ("full_stop", "step", "Step", {}),
]


def _cap_height(widget: Any, cap: int | None) -> None:
    """Cap ``widget``'s height at ``cap`` rows, or with None give it table.tcss's height again."""
    if cap is None:
        widget.styles.inline.clear_rule("max_height")
        widget.refresh(layout=True)
    else:
        widget.styles.max_height = cap


def play_all_help(rules: Any = None) -> str:
    """The help of Play all (the ``a`` key): the order it plays the hand in, for the game of
    ``rules`` (a :class:`rules.api.Rules`; the rules reference and the command palette both
    say this). Its ``play_first_words`` go first (Metal: a Weakness must be played before
    anything else; a trial's palette said "Weaknesses last"), else "Weaknesses last" only for
    a game whose cards have that kind (a Mistborn trial's F1 spoke of Weaknesses, which
    Mistborn has none of). ``None``: the text for no game in particular (the README)."""
    first = rules.play_first_words if rules is not None else ""
    if rules is None:
        last = ", and Weaknesses last (first in a game that makes you play them first)"
    else:
        last = ", and Weaknesses last" if "weakness" in rules.card_looks and not first else ""
    return ("play every card in your hand, in this order: "
            + (f"first the {first} (the game makes you play them before any other card), then "
               if first else "first ")
            + "the cards that answer the cards played after "
            "them (a card staying in play that rewards the first card of a kind played each turn), then the "
            "cards that take a card from your hand while it holds one they may take (you choose which), then "
            "the rest in hand order, cards with no effect after those, a card that counts the cards in play "
            "after the cards it counts" + last
            + "; a question pauses it until you answer")


#: each of the table's own actions' key, for the texts that name it ("s scores · q quit")
KEY_OF = {action: key for key, action, *_ in KEYS}
#: the end of the table's own keys: the game's keys go before it, in the footer's order
_AFTER_GAME = "d"
#: a copy's number in a command's text ("burn pewter on Strike #48"): never shown in a list
_UID = re.compile(r" #\d+\b")
#: what each of the table's actions does, in a sentence: each binding's tooltip, which the
#: footer shows on hover and the rules reference and the README list (``screens/keyhelp.py``)
HELP: dict[str, str] = {
    "command": "the command line (the hint above the footer lists the game's commands); every command "
               "given, done or refused, leaves the line empty and Up brings it back to be corrected, a letter that is no key starts a command too, "
               "and so do letters typed in one burst (a key that changes the game and whose letter may start "
               "another command acts once no letter follows it at once: typed without ':', a word is not the keys of its letters; "
               "a key whose letter starts only its own word, E and 'end', acts at once, and the rest of that word typed on after it is the same command; a "
               "key that only shows something acts at once, and a letter typed on at once takes it back), and Esc clears the line and gives the keys back to the table",
    "rules": "the rules reference: the game in short, where it is now, the turn's phases, the keys and "
             "the glossary",
    "play_all": play_all_help(),  # the rules reference says it for the game at hand (keys_section)
    "end": "end your turn (with playable cards, or currency that could still be spent, left it asks first: Y "
           "ends, Enter or N keeps playing)",
    "decision": "answer the decision that waits (after Esc closed it to look at the table)",
    "undo": "undo your own last move (never another player's, nor past a card anyone was shown, a shuffle or a die roll)",
    "detail": "the highlighted card in full: its text, type, cost, VP and why it cannot be played or bought now; "
              "on a line of cards (the cards played this turn, the score pile, a pile shown as a line: Tab "
              "stops on it), each of its cards in full",
    # (issue 14, Mistborn trial at 80x24: no key reached the tracks below the hand)
    "scroll_left": "scroll the table's left column a page down or up, to what is below the hand (a game's "
                   "tracks and boards on a small screen); the focus stays where it is",
    "leave_command": "in the command line: clear it and give the keys back to the table (e, n, z...); in the log: "
                     "back to the cards; "
                     "after the game: back to the scores",
    "scores": "after the game, from the table: back to the scores",
    "quit": "quit (during the game it asks first; the game is autosaved, `hotseat resume` continues it)",
    "next_list": "the next list, where Enter acts (its title starts with ▶ and only its highlighted row shows): "
                 "from the hand to the game's lists and lines of cards in the table's order (its market or "
                 "Line-Up first, the cards played this turn), then the placard, the score pile, the log and the "
                 "command line (each marked ▶ while it has the keys), and round to the hand; a list or line with "
                 "no card is passed over",
    "previous_list": "the list before, the other way round (from the hand: the command line)",
    "watch": "when bots play every seat: pause, and go on",
    "step": "when bots play every seat: play one move and stay paused",
}
#: the mark before a card of the hand that can be played now (not the cursor: only the list
#: that has the keys shows its highlighted row, and its title starts with ▶)
PLAYABLE = "•"


def playable(card: dict[str, Any]) -> bool:
    """Whether a hand card of the view is playable now (its ``playable``: the kernel's one
    meaning of it, :func:`rules.engine.game.playable_cards`: an action of it is legal and does
    something, not the play of Justice League Dark's Vulnerability). Read by the hand's
    :data:`PLAYABLE` mark and the count the end of the turn asks about (a JLD trial: "4
    playable cards" beside five marked), as Mistborn's attack question counts them."""
    return bool(card.get("playable"))
#: the table's actions a game without their command kind has not (Metro City has no ``end``)
NEEDS_VERB = {"play_all": "play", "end": "end"}


def type_keys(game_keys: list[dict[str, Any]]) -> list[str]:
    """The letters that are no key of the table or of the game (``game_keys``: the view's
    ``keys``): each starts a command. Bound with priority, so the app itself moves the focus
    to the command line before it passes on the next key (typing at paste speed loses none)."""
    taken = set(letter_keys(game_keys))
    return [c for c in string.ascii_letters if c not in taken]


def letter_keys(game_keys: list[dict[str, Any]]) -> list[str]:
    """The letters that are a key of the table or of the game (``game_keys``: the view's
    ``keys``): typed with others in a burst, they start a command too (TableScreen.BURST)."""
    taken = {k for k, *_ in KEYS} | {k["key"] for k in game_keys}
    return [c for c in string.ascii_letters if c in taken]


def table_bindings(game_keys: list[dict[str, Any]] = ()) -> list[Binding]:
    """The table's bindings with the game's keys (the view's ``keys``) after End, each in its
    label and its narrow label (``game_key(key, form)``)."""
    out: list[Binding] = []
    for key, action, text, forms in KEYS:
        if key == _AFTER_GAME:
            for k in game_keys:
                tip = k.get("help", "")
                out.append(Binding(k["key"], f"game_key({k['key']!r})", k["label"], tooltip=tip))
                out.append(Binding(k["key"], f"game_key({k['key']!r}, 'narrow')", k["narrow"], tooltip=tip))
        # ``:`` with priority: the app moves the focus before it passes on the next key, so
        # ``:defeat`` in one burst is all the command's (off in the command line: text there)
        urgent = key == "colon"
        out.append(Binding(key, action, text, tooltip=HELP[action], priority=urgent))
        out += [Binding(key, f"{action}({form!r})", alt, tooltip=HELP[action], priority=urgent)
                for form, alt in forms.items()]
    return out + [
        Binding("question_mark", "rules", "Rules", show=False, tooltip=HELP["rules"]),
        Binding("slash", "command", "Command", show=False, tooltip=HELP["command"]),
        Binding("ctrl+z", "undo", "Undo", show=False, tooltip=HELP["undo"]),
        # the lists, as every Textual screen does, bound here to be told in F1 and the README
        Binding("tab", "app.focus_next", "Next list", show=False, tooltip=HELP["next_list"]),
        Binding("shift+tab", "app.focus_previous", "List before", show=False, tooltip=HELP["previous_list"]),
        Binding("shift+down", "scroll_left(1)", "Scroll", show=False, tooltip=HELP["scroll_left"]),
        Binding("shift+up", "scroll_left(-1)", "Scroll", show=False, tooltip=HELP["scroll_left"]),
        # shown in the footer while the command line has the keys (trials typed N, E... into it)
        Binding("escape", "leave_command", "Table keys", tooltip=HELP["leave_command"]),
        # the same from the log under 100 columns, out of the footer (the log's border says it)
        Binding("escape", "leave_command('log')", show=False),
        *[Binding(c, f"type_key({c!r})", show=False, priority=True) for c in type_keys(list(game_keys))],
        # the table's letter keys wait a moment for a next letter (TableScreen.BURST)
        *[Binding(c, f"hold_key({c!r})", show=False, priority=True) for c in letter_keys(list(game_keys))],
        # ``/`` again with priority, as ``:``
        Binding("slash", "command_now", show=False, priority=True),
    ]


def _first_sentence(text: str) -> str:
    """The first sentence of ``text``: up to and with its first "?" or "." followed by a space
    (a question's "Defend against Carter Hall?"), or all of it."""
    for i, ch in enumerate(text):
        if ch in "?." and text[i + 1:i + 2] == " ":
            return text[:i + 1]
    return text


def panel_line(p: dict[str, Any]) -> str:
    """One panel of a game's table view (CONTRACT "Table view") as a line of text."""
    kind, title = p["kind"], f"[b]{escape(p['title'])}[/b]"
    if kind == "cards":
        return f"{title}: " + (escape(name_list(c["name"] for c in p["cards"])) or "none")
    if kind == "stack":
        top = f", top {escape(p['top']['name'])}" if p.get("top") else ""
        return f"{title}: {n_cards(p['count'])}{top}"
    if kind == "counts":
        return f"{title}: " + " · ".join(f"{escape(str(k))} {v}" for k, v in p["items"])
    if kind == "track":
        return f"{title} (1–{p['length']}): " + " · ".join(f"{escape(str(k))} {v}" for k, v in p["markers"])
    if kind == "slots":
        return f"{title}: " + " · ".join(f"{escape(str(k))}: {escape(name_list(c['name'] for c in cs))}"
                                         for k, cs in p["slots"])
    return title


class TableScreen(Screen[None]):
    CSS_PATH = "table.tcss"
    COMMANDS = {TableCommands}  # Ctrl+P: the commands possible now and the game's help topics
    BINDINGS = table_bindings()
    FORMS = {action: set(forms) for _, action, _, forms in KEYS}
    PLAY_ACTIONS = {"play_all", "end", "decision", "undo", "game_key"}
    #: the table's keys checked as they are pressed (:meth:`on_key`): one not possible now says
    #: why; one that is no key of this game or not now (S for the scores before the game is over:
    #: found in a trial, the "s" of a typed "slot" was lost) starts a command, as any other letter
    KEY_ACTIONS = {"a": "play_all", "e": "end", "d": "decision", "z": "undo", "s": "scores"}
    #: the table's actions that only show something (a screen opened at once): their keys act at
    #: once, and a letter typed on at once takes them back (:meth:`_shows_only`)
    SHOWS = ("detail", "quit")
    #: the words the command line takes besides the game's (the view's ``words``): a command typed
    #: without ":" may start with them (:meth:`_waits`, :meth:`_command`)
    WORDS = ("all", "end", "undo", "help", "rules")
    #: the table's words that, typed, do what its key does (:meth:`_own_word`), by the key's action
    OWN_WORDS = {"play_all": "all", "end": "end"}
    #: under 100 columns: the rows the log keeps (the card box shrinks to :attr:`DETAIL_LEAST`
    #: rows, then gives way); the card box's rows with its border when the log keeps
    #: :attr:`LOG_ROOMY` rows beside it (``TableScreen.narrow #detail`` in table.tcss), and its
    #: fewest (its title and two rows of text) before it gives way (:meth:`_fit_log`)
    LOG_ROWS = 6
    LOG_ROOMY = 8
    DETAIL_LEAST = 3
    #: under 100 columns: the log rows kept in any case (the placard list scrolls to leave them)
    LOG_LEAST = 3
    #: the most rows the placard list takes (CardList's max-height in table.tcss)
    TEAM_ROWS = 12
    #: under 100 columns: the fewest rows the hand gives up to, so that the left column shows
    #: from its top to the cards played this turn (:meth:`_fit_hand`): a whole starting hand
    HAND_LEAST = 5
    #: a letter key of the table that changes the game, and whose letter may start a command
    #: word, waits this long (seconds) for another letter (:meth:`_waits`): letters that come in a
    #: burst are a command typed without ":" (issue 14: "end" typed at the table fired E, N and
    #: D), so they go to the command line; a key pressed on its own acts once the moment is over.
    #: A show-only key acts at once and is taken back within it (:mod:`screens.take_back`).
    #: Tests set it to 0 (the key acts at once)
    BURST: float = Wait("burst")  # (seconds: :mod:`screens.guard`, the user's config may set it)
    #: after a hand-off the table takes no key until the keyboard has been quiet this long
    #: (seconds) since it showed, as a question does (:attr:`screens.decision.DecisionScreen.GUARD`):
    #: a key typed on after the hand-off's Space was not typed at this table (issue 14, Metro
    #: trial: Space then N skipped the whole Activate phase). Tests set it to 0
    GUARD: float = Wait("table")  # (seconds: :mod:`screens.guard`, the user's config may set it)
    #: what the table says of the keys its guard ignored
    SEATED = "Keys typed before the table showed were ignored: press them again."
    #: the line above the command line when letters typed at the table went to it
    TYPED = "Typing a command? Press : first. Your letters are on the command line."
    #: the log's top border while it has the keys (:meth:`_mark`): how it scrolls, and the key
    #: back, which the footer leaves out under 100 columns (JLD trial at 80x24: the footer's
    #: keys and "esc Table keys" did not fit, and read "esc Table k")
    LOG_MARK = "▶ Log ↑↓ PgUp PgDn · Esc: back"
    #: what Enter in the log says (it only scrolls)
    LOG_ENTER = "The log only scrolls (↑↓ PgUp PgDn); Esc or Shift+Tab goes back to the cards, Tab on to the command line."
    #: what Enter on an empty command line says, with examples of the game's commands (:meth:`empty_line`)
    EMPTY_LINE = "Nothing typed: type a command{examples}, then Enter; Esc gives the keys back to the table."
    DETAIL_ROWS = 4
    #: the most rows a long message takes (#message's max-height in table.tcss)
    MESSAGE_ROWS = 5

    def __init__(self, view: dict[str, Any] | None = None) -> None:
        super().__init__()
        self.view: dict[str, Any] = view or {}
        #: the game's keys (the view's ``keys``), by key, bound for this table
        self.game_keys: dict[str, dict[str, Any]] = {k["key"]: k for k in self.view.get("keys", [])}
        if self.game_keys:  # the class's bindings, with the game's keys in the footer's order
            inherited = [b for bs in self._bindings.key_to_bindings.values() for b in bs
                         if b not in self.BINDINGS]
            self._bindings = BindingsMap(inherited + table_bindings(list(self.game_keys.values())))
        self.focused_key: str | None = None
        #: the list ``focused_key`` was highlighted in (its card may leave it)
        self._focused_list: CardList | None = None
        self._viewer: int | None = -1  # whose view was shown last (-1: none yet)
        self._keys_shown: tuple = ()
        self._team_cap = self.TEAM_ROWS  # the placard list's rows now (_fit_log)
        self._detail_cap: int | None = None  # the card box's rows now when narrow (_fit_log)
        self._hand_cap: int | None = None  # the hand's rows now when narrow (_fit_hand)
        self._hand_title = ""  # the hand's title but for which of its cards show (_put_hand_title)
        #: the list the focus went to when the hand was played out (it goes back with the cards)
        self._left_hand: Any = None
        #: the keys typed while a move is on its way wait for its table (:mod:`screens.widgets.held_keys`)
        self._hold = KeyHold(self)
        self._focus_scrolls = True  # the last focus was not a click's (set_focus)  # each binding's action and whether it is shown (_refresh_keys)
        #: the letter key that waits for the moment of :attr:`BURST` to pass, and its timer
        self._held: str | None = None
        self._message = ""  # the refusal or notice on the message line (_show_message)
        #: the key or click being handled when the message was last shown whole (_moved_since_message)
        self._message_input: Any = None
        self._held_timer: Any = None
        #: the show-only key that acted at once, while a letter typed on may take it back
        self._take_back = TakeBack(self, self._type, lambda: self.BURST)
        #: the key that acted at once, while the rest of its own word typed on is its echo
        self._echo = KeyWord(lambda: self.app, lambda: self.BURST)
        #: after a hand-off, no key counts until the keyboard was quiet :attr:`GUARD` since the
        #: table showed (off until the first hand-off; settled once a key was taken)
        self._guard = Guard(lambda: self.GUARD, None)

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="main"):
            with Column(id="left"):
                with Vertical(id="market"):
                    for panel in self._market(self.view):
                        yield panel_widget(panel)
                yield ListTitle("[b]Hand[/b]", id="hand-title", classes="title")
                yield CardList(id="hand", compact=True)
                yield CardLine(id="played")
                with Vertical(id="below"):
                    for panel in self._market(self.view, "below"):
                        yield panel_widget(panel)
            with Vertical(id="right"):
                yield ListTitle(id="placard-title", classes="title")
                yield CardList(id="team", compact=True)
                yield Static(id="placard")
                yield CardLine(id="pile")  # Tab stops on it, I or Enter shows its cards
                yield Static(id="others")
                yield LogPanel(id="logbox")
                yield Static(id="detail")
        # the refusal or notice: its own line just above the command line, where the eye is
        # after typing, blank when there is none (the table never shifts); a longer one wraps
        # upwards over the table's last rows, the line keeping its one row (_show_message)
        with Container(id="message-row"):
            yield Static(id="message")
        yield CommandLine(placeholder=self._hint(self.view), id="cmd", compact=True, select_on_focus=False)
        yield KeyFooter(compact=True)

    def on_mount(self) -> None:
        if self.app.is_headless:
            self.query_one("#cmd", Input).cursor_blink = False
        self.query_one("#hand", CardList).focus()
        if self.view:
            self.show(self.view)

    def on_resize(self, event: events.Resize) -> None:
        narrow = event.size.width < NARROW
        if narrow != self.has_class("narrow"):
            self.set_class(narrow, "narrow")
            self.query_one(KeyFooter).show_command_palette = not narrow  # ctrl+p still opens it
        if self.view:  # the players' lines are broken to the width (panels.player.fitted): the
            self.call_after_refresh(self._show_again)  # view current then, not this one (it may be old by then)
        self.call_after_refresh(self._fit_log)

    def _show_again(self) -> None:
        """Show the current view again (after a resize)."""
        if self.view:
            self.show(self.view)

    def _fit_log(self) -> None:
        """Under 100 columns the log keeps at least :attr:`LOG_ROWS` rows: the card box has its
        :attr:`DETAIL_ROWS` while the log keeps :attr:`LOG_ROOMY` beside it, else
        :attr:`DETAIL_LEAST` (its title and two rows of text: ``i`` shows the whole card); when
        the players' lines leave less room still (3 or 4 players at 80x24), it gives way. Above
        100 columns it shows whole (table.tcss)."""
        if not self.is_mounted:
            return
        right = self.query_one("#right", Vertical)
        box = self.query_one("#detail", Static)
        log = self.query_one(LogPanel)
        team = self.query_one("#team", CardList)
        rest = sum(w.outer_size.height for w in right.children if w.display and w not in (box, log, team))
        room = right.content_region.height - rest - (log.outer_size.height - log.scrollable_content_region.height)
        rows = min(team.option_count, self.TEAM_ROWS) if team.display else 0  # the placard list's own height
        # narrow: the card box is made smaller before the log is (Metal trial at 80x24: about 4
        # log lines showed beside it, too few to read what had just happened)
        narrow = self.has_class("narrow")
        free = room - rows
        height = self.DETAIL_ROWS if not narrow or free - self.DETAIL_ROWS >= self.LOG_ROOMY else self.DETAIL_LEAST
        show = not narrow or free - height >= self.LOG_ROWS
        cap = height if narrow else None
        if cap != self._detail_cap:
            self._detail_cap = cap
            _cap_height(box, cap)
        if box.display != show:
            box.display = show
        # the placard list (characters and Ongoing cards) gives rows up, down to one, so that the
        # log keeps LOG_LEAST (issue 14: later in a game at 80x24 no log line was left); it scrolls
        cap = max(1, min(rows, room - self.LOG_LEAST)) if self.has_class("narrow") else rows
        if team.display and cap != self._team_cap:
            self._team_cap = team.styles.max_height = cap
        self._fit_hand()

    def _fit_hand(self) -> None:
        """Under 100 columns a long hand gives rows up, down to :attr:`HAND_LEAST`, so that the
        left column shows from its top (the Line-Up's title) down to the cards played this turn
        without scrolling; the hand then scrolls itself, and its title says which of its cards
        show, "1–7 of 9 · ↓ for more" (new-user trial at 80x24: with 9 cards in hand the column
        scrolled the Line-Up's title out of sight, and no scrollbar said that it had). The
        panels below the cards played (a game's tracks) stay below, as before."""
        if not self.is_mounted:
            return
        left = self.query_one("#left", VerticalScroll)
        hand = self.query_one("#hand", CardList)
        cap = None
        if self.has_class("narrow") and hand.option_count > self.HAND_LEAST:
            above = sum(w.outer_size.height for w in left.children
                        if w.display and w is not hand and w.id != "below")
            room = left.scrollable_content_region.height - above
            if room < hand.option_count:
                cap = max(room, self.HAND_LEAST)
        hand.counted = cap is not None
        if cap != self._hand_cap:
            self._hand_cap = cap
            _cap_height(hand, cap)
        hand.count_shown()
        if not hand.counted and hand.said:
            hand.said = ""
            self._put_hand_title()

    @on(CardList.Shown)
    def _hand_shown(self, event: CardList.Shown) -> None:
        """The hand, capped by :meth:`_fit_hand`, shows other cards: its title says which."""
        if event.card_list.id == "hand":
            self._put_hand_title()

    def _put_hand_title(self, title: str | None = None) -> None:
        """The hand's title (``title``: its markup as :meth:`show` makes it; None: the last
        one), followed by which of its cards show when not all do (:meth:`_fit_hand`), in place
        of the game's words for Enter, which the card box and F1 say too."""
        if title is not None:
            self._hand_title = title
        said = self.query_one("#hand", CardList).said
        base = self._hand_title.split(" [dim]", 1)[0] if said else self._hand_title
        self._put("#hand-title", base + (f" [dim]{escape(said)}[/dim]" if said else ""))

    # ------------------------------------------------------------------ rendering
    @staticmethod
    def _market(v: dict[str, Any], place: str = "market") -> list[dict[str, Any]]:
        """The panels of the left column above the hand (``place`` ``"market"``) or under the
        cards played this turn (``"below"``), in the game's order."""
        return [p for p in v.get("panels", []) if p.get("place", "market") == place]

    def _panel(self, v: dict[str, Any], place: str) -> dict[str, Any]:
        return next((p for p in v.get("panels", []) if p.get("place") == place), {"cards": []})

    def show(self, v: dict[str, Any]) -> None:
        self.view = v
        if not self.is_mounted:
            return
        players = v["players"]
        shown = players[v["shown"]]
        viewer = v["seat"]
        active = players[v["active"]]
        money, word = self._currency(active)
        cash = f" · [b $text-warning]{money} {escape(word)}[/]" if word else ""
        phase = f" · [b]{escape(v['phase'])}[/]" if v.get("phase") else ""
        acting = bool(v.get("verbs"))
        narrow = self.has_class("narrow")
        # the other per-turn amounts the game shows (Mistborn's damage and mission points); at
        # 80 columns only those above 0, so that "waiting: Ann" still fits
        amounts = [(active["res"].get(key, 0), short) for key, short in v.get("header_counts", [])]
        cash += "".join(f" · [b $text-warning]{n} {escape(short)}[/]" for n, short in amounts if n or not narrow)
        # a fact of the table always in sight, after the phase (the co-op Lord Ruler's health:
        # his panel scrolled away, issue 14); at 80 columns not while a question waits, so that
        # "waiting: Ann" still fits (the question covers the table then)
        note = ""
        if v.get("header_note") and not (narrow and v["pending"] is not None and not v.get("game_over")):
            note = f" · [b]{escape(v['header_note'])}[/]"
        if viewer != self._viewer:
            self._new_viewer(viewer)
            # the hand is filled below, after its focus: shown with its cards once laid out (found
            # in a trial at 80x24: the co-op Lord Ruler's panel and the market filled the column
            # and the hand's title was its last row, not one card shown)
            self.call_after_refresh(self.call_after_refresh, self._show_focused)  # (its rows laid out)
        # the header names the person at the keyboard and what they do, and never another
        # seat as answering (issue 14 trial: Player 2 answering read "Player 1 answers: …", and
        # Player 1's hand showed under "Player 3's turn" with no word of whose it was)
        d = v["pending"] if not v.get("game_over") else None
        answering = not v.get("setup_step") and d is not None and d["player"] != v["active"] and d["player"] == viewer
        guest = not v.get("setup_step") and viewer is not None and viewer != v["active"] and not answering
        turn = f"{'T' if narrow else 'turn '}{v['turn_number']}"
        head = f"[b]{escape(v['title'])}[/b] · " + ("" if narrow else f"seed {v['seed']} · ")
        owner = f"({'after ' if v.get('between_turns') else ''}{escape(active['name'])}'s turn)"
        if v.get("game_over"):
            status = (f"[b]{escape(v['title'])}[/b] · [b $text-success]Game over[/] · "
                      f"{KEY_OF['scores']} scores · {KEY_OF['quit']} quit")
        elif v.get("setup_step"):  # before the first turn: no turn, no currency (issue 14 trial)
            step = v["setup_step"]
            status = (head + "[b]Set-up[/b]" + ("" if step == "set-up" or d is not None
                                                else f" · [b]{escape(active['name'])}[/b]: {escape(step)}")
                      + (cash if money else ""))  # what set-up spends (Metro's starting Plot Points)
        elif answering:
            # the person at the keyboard answers on another's turn (a Defense, a First
            # Appearance Attack between turns): the header leads with them and what they
            # answer, the turn's owner in brackets (found in a trial: it read "Ann's turn", as
            # if Ann were acting, and the waiting part fell off at 80 columns), and a phase
            # between turns by name (JLD trial: a First Appearance Attack read as Ben's turn)
            between = phase if v.get("between_turns") else ""
            name = escape(players[viewer]['name'])
            lead = f"{turn} {owner}{between} · [b $text-accent]{name} answers:[/] "
            status = head + lead + escape(d["prompt"])
            if narrow:  # the question is whole below; the header keeps its first sentence, or
                # only says where it is, rather than cut it mid-word (Metal trial at 80x24: "Ben
                # answers: Defend against Carter Hall? If you don..."). Whom it waits for and
                # the phase's name stay longest: the game's title goes first, then what is
                # said of the question, then whose turn it is (JLD trial at 80x24: "Justice
                # League Dark · T1 (Player 1's turn) · Player 2 answers: the question b…")
                first = escape(_first_sentence(d["prompt"]))
                bare = f"{turn} {owner}{between} · [b $text-accent]{name} answers[/]"
                status = self._fitted([head + lead + first, lead + first, head + lead + "[dim]the question below[/]",
                                       lead + "[dim]the question below[/]", head + bare, bare,
                                       f"{turn}{between} · [b $text-accent]{name} answers[/]"])
        elif guest:  # someone else than the turn's owner at the keyboard, not answering
            between = phase if v.get("between_turns") else ""  # (a First Appearance Attack)
            status = head + f"{turn} {owner}{between} · [b $text-accent]{escape(players[viewer]['name'])} at the keyboard[/]"
        else:
            status = (head + f"{turn} · " + ("after " if v.get("between_turns") else "")  # a step that is nobody's turn
                      + f"[b]{escape(active['name'])}[/b]'s turn{phase}{note}{cash}")
            # at 80 columns the counts and the Lord Ruler's health matter more than the phase's
            # name, then the game's (Mistborn co-op trial at 80x24: the header was cut off, the
            # counts last): those go, in that order, rather than the counts
            for cut in (phase, head) if narrow and not v.get("between_turns") else ():  # (between turns: below)
                if Text.from_markup(status).cell_len > self.size.width - 2:
                    status = status.replace(cut, "", 1) if cut else status
        if d is not None and not answering:
            who = escape(players[d["player"]]["name"])
            status += (f" · [b $text-accent]waiting: {who}[/]" if narrow
                       else f" · [b $text-accent]waiting: {who} — {escape(d['prompt'])}[/]")
            if narrow and phase and v.get("between_turns"):
                # a phase between turns is what the table is doing (JLD trial: a First Appearance
                # Attack read as the turn's owner's turn): the amounts of the turn that ended go
                # first, then the title
                waiting = f" · [b $text-accent]waiting: {who}[/]"
                status = self._fitted([status, status.replace(cash, "", 1) if cash else status,
                                       f"{turn} · after [b]{escape(active['name'])}[/b]'s turn{phase}{waiting}"])
            elif narrow and phase and Text.from_markup(status).cell_len > self.size.width - 2:
                # at 80 columns whom the game waits for matters more than the phase's name (Mistborn
                # trial: "Actions · 3 Money · 2 Mission · waiting: P…"): the phase goes first
                status = status.replace(phase, "", 1)
            if narrow and cash and Text.from_markup(status).cell_len > self.size.width - 2:
                # still cut (Mistborn trial, 3 players: "· waiting:…"): the turn's amounts go
                # too (the player's placard and panel show them)
                status = status.replace(cash, "", 1)
        self._put("#status", status)
        cmd = self.query_one("#cmd", Input)
        cmd.placeholder = self._hint(v, narrow, self.focused is cmd)
        # nothing to type once the game is over, nor while watching bots
        cmd.display = not v.get("game_over") and v.get("watching") is None
        self._show_message(v.get("message") or "")

        # the game's panels (left column: above the hand, and below what was played)
        for place in ("market", "below"):
            self._show_panels(v, place, narrow, acting)

        # hand
        hand = self.query_one("#hand", CardList)
        hp = self._panel(v, "hand")
        if viewer is None and not v.get("game_over"):
            n = hp.get("hidden") if hp.get("hidden") is not None else shown["sizes"].get("hand", 0)
            self._put("#hand-title", f"[b]Hand of {escape(shown['name'])}[/b]: {n_cards(n)} (hidden)")
            hand.set_cards([])
        else:
            # the game's words for what Enter does to a card of the hand (the hand panel's
            # ``hint``: Metro City's "Enter slots or activates"), "Enter plays" by default
            hint = "" if v.get("game_over") else f" [dim]{escape(hp.get('hint') or 'Enter plays')}[/dim]"
            # under 100 columns "Your hand" alone (the placard's title just right of it names the
            # player): the game's words for Enter fit after the focused list's ▶ (Metro's "Enter
            # slots or activates" was cut after "Your hand (Ann)")
            whose = (f"Hand of {escape(shown['name'])}" if viewer is None
                     else "Your hand" if narrow else f"Your hand ({escape(shown['name'])})")
            self._put_hand_title(f"[b]{whose}[/b]{hint}")
            hand.set_cards([(f"c{c['uid']}", (PLAYABLE if playable(c) else " ")
                             + card_line(c)) for c in hp.get("cards", [])])
        # e.g. after play-all: go where there is something. The screen's focus, not the widget's
        # has_focus: under a hand-off (a Defense asked during Play all) the table is not active
        # and its hand, emptied meanwhile, got the keys back when the hand-off left (trial)
        if not hand.option_count and self.focused is hand:
            self._focus_list(self._first_list())
            self._left_hand = self.focused
        elif hand.option_count and self._left_hand is not None:
            # cards came back to the hand (drawn by a defeat): the keys go back with them, where the
            # player left them, unless the player moved them meanwhile (issue 14, JLD trial: a card
            # drawn after V showed in the hand, and Enter bought from the Line-Up instead)
            if self.focused is self._left_hand:
                self._focus_list(hand)
            self._left_hand = None
        strip = self._panel(v, "played")  # its title is the game's words: Metro's Energy and Powers sit in slots
        played = [card_name(c, inline=True) for c in strip.get("cards", [])]
        played += [f"{escape(name)} (left play)" for name in strip.get("left", [])]
        if strip.get("cleared"):  # an end-of-turn Attack: the clean-up discarded them already
            played.append(f"{escape(name_list(strip['cleared']))} [dim](discarded at the end of the turn)[/dim]")
        title = f"[b]{escape(strip.get('title') or 'Played this turn')}[/b]"
        self.query_one("#played", CardLine).hold(strip.get("title") or "Played this turn", strip.get("cards", []))
        if v.get("setup_step") and not played:  # no turn has begun: none is named (issue 14, Metal
            # trial: "Played this turn (Player 3)" showed behind the set-up picks)
            self._put("#played", "[b]Set-up[/b]: no turn has begun yet")
        elif v.get("between_turns"):  # a step of nobody's turn (the co-op Lord Ruler's): the turn
            # whose cards these are is over (issue 14, Mistborn trial: "Played this turn (Player 2)"
            # while Player 1 answered the Lord Ruler's question)
            # while played: a DC First Appearance Attack comes after the clean-up, which discarded them
            over = escape(name_list([c.get("name", "") for c in strip.get("cards", [])] + strip.get("left", [])))
            cleared = played[-1] if strip.get("cleared") else ""
            self._put("#played", f"[b]Played in {escape(active['name'])}'s turn, now over[/b]: "
                      + (", ".join(x for x in (over, cleared) if x) or "nothing"))
        else:
            self._put("#played", f"{title} ({escape(active['name'])}): "
                      + (("; " if any("," in n for n in [*(c.get("name", "") for c in strip.get("cards", [])),
                                                         *strip.get("left", [])]) else ", ").join(played)
                         if played else "nothing yet"))  # "; " when a name holds a comma, as name_list

        # placard: team and ongoing
        mine, word = self._currency(shown)
        # a bot's seat says so here as on the other players' lines (issue 14 trial: watching
        # bots, the shown player had no "(bot)")
        bot = " [dim](bot)[/]" if shown.get("bot") else ""
        self._put("#placard-title",
            f"[b]{escape(shown['name'])}{'' if narrow else chr(39) + 's placard'}[/b]{bot}"
            + (f" · [b $text-warning]{mine} {escape(word)}[/]" if word else ""))
        team_rows = []
        for c in self._panel(v, "placard").get("cards", []):
            usable = any(a.get("legal") for a in c.get("actions", []))
            tag = (" [b $text-success](Enter)[/]" if narrow else " [b $text-success](Enter uses)[/]") if usable else ""
            team_rows.append((f"c{c['uid']}", card_name(c) + (" [dim]ongoing[/]" if c["kind"] != "character" else "")
                              + tag))
        hero = v.get("character_word") or "character"
        team = self.query_one("#team", CardList)
        team.set_cards(team_rows or [("none", f"[dim]no {escape(hero)}[/]")])
        # a game that keeps no characters on a placard panel (Metro's placard is a panel of its
        # own, in the left column) shows no empty list of them
        team.display = any(p.get("place") == "placard" for p in v.get("panels", []))
        self._put("#placard", placard_text(shown, narrow, self.query_one("#placard").content_size.width))
        pile = self._panel(v, "pile")
        names = [c["name"] for c in pile.get("cards", [])]
        pile_line = f"[b]{escape(pile.get('title', ''))}[/b]: {escape(name_list(names))}"
        if narrow:  # two lines at most, counted, then cut: at 80x24 the names wrapped until the log had
            # no row left (issue 14); one line cut the second name ("Score pile 2: The Murder Machin…", Metal trial)
            # with the pile's note (the DC score pile's VP, which the own placard leaves out there)
            pile_line = pile_lines(pile.get("title", ""), names, self.query_one("#pile").content_size.width,
                                   note=pile.get("note", ""))
        self._put("#pile", pile_line if names else "")
        self.query_one("#pile", CardLine).hold(pile.get("title", ""), pile.get("cards", []))
        self.query_one("#pile").display = bool(names)
        # narrow: the other players' lines leave the log its rows (LOG_ROWS), the placard above
        self._put("#others", others_text(players, v["shown"], hero, narrow, self.query_one("#others").content_size.width,
                                         rows=max(self.size.height // 2 - 3, 3) if narrow else 0))
        self.query_one(LogPanel).show(v["log"])
        if self.focused_key:
            # the row the focused list highlights now: its CardFocused follows and shows the
            # same (the played card's detail cleared, then the next card's shown, was two
            # layouts of the detail and the log for nothing, issue 15)
            lst = self.focused
            opt = lst.highlighted_option if isinstance(lst, CardList) else None
            if opt is None and (held := self._focused_list) is not None and held.is_attached \
                    and self.focused_key not in [k for k, _ in held._rows]:
                # the focus is elsewhere (the command line) and the card left the list it was
                # highlighted in (bought, then eliminated): the row now there, not the card's
                # old detail (found in a trial: "You can buy it now." under a card eliminated)
                opt = held.highlighted_option
                self.focused_key = opt.id if opt is not None else None
            self._show_detail(opt.id if opt is not None else self.focused_key)
        self.call_after_refresh(self._fit_log)  # the players' lines may have grown
        self._refresh_keys()
        self._hold.release()  # the keys typed since the last move are judged on this table

    def _refresh_keys(self) -> None:
        """Redraw the footer's keys when one of them was enabled, greyed out or hidden by the
        new view; else leave it (issue 15: the footer is rebuilt whole at each refresh of the
        bindings, the costliest part of a key's redraw)."""
        keys = tuple((b.action, self.check_action(*parse_action(b.action)[1:]))
                     for bs in self._bindings.key_to_bindings.values() for b in bs)
        if keys != self._keys_shown:
            self._keys_shown = keys
            self.refresh_bindings()

    def _show_panels(self, v: dict[str, Any], place: str, narrow: bool, acting: bool) -> None:
        """Draw the view's panels of ``place`` (``"market"``: above the hand; ``"below"``:
        under the cards played this turn) in their box, mounting the ones shown only now and
        hiding the ones the view no longer lists."""
        box = self.query_one(f"#{place}", Vertical)
        shown_ids = set()
        for panel in self._market(v, place):
            wid = f"panel-{dom_id(panel)}"
            shown_ids.add(wid)
            found = box.query(f"#{wid}")
            seen = narrow or not panel.get("narrow_only")  # a summary for a narrow table only
            if found:
                found.first(Panel).show(panel, narrow=narrow, acting=acting, over=bool(v.get("game_over")))
                found.first().display = seen
            else:  # a panel the game shows only now
                w = panel_widget(panel)
                w.narrow, w.acting, w.over = narrow, acting, bool(v.get("game_over"))
                w.display = seen
                box.mount(w)
        for w in box.query(Panel):
            if w.id not in shown_ids:
                w.display = False

    def _show_message(self, text: str, whole: bool = True) -> None:
        """The refusal or notice on its fixed line (one row, blank when there is none, so the
        table never shifts). A text longer than the line is shown whole (issue 14 trials: "Name
        a card in your hand: …, Vulnerabilit…" cut at 80 columns, its toast soon gone): drawn
        over the table (``overlay``), it wraps upwards over the table's last rows, its last row
        on the line, until the next message replaces it or (not ``whole``) the player moves to
        another card: then it is cut to its line, so that it no longer covers the card's detail
        (Metro trial at 80x24)."""
        width = self.query_one("#message-row").size.width or self.size.width
        gutter = self.query_one("#message").styles.gutter.width
        if whole:
            self._message_input = getattr(self.app, "input_event", None)
        self._message = text
        box = self._put("#message", escape(text) if whole else one_line(escape(text), max(width - gutter, 1)))
        box.set_class(bool(text), "shown")
        rows = box.get_content_height(self.size, self.size, max(width - gutter, 1)) if text else 1
        lift = -(min(rows, self.MESSAGE_ROWS) - 1)
        if box.styles.offset.y.value != lift:
            box.styles.offset = (0, lift)

    def _moved_since_message(self) -> bool:
        """Whether the player pressed a key or clicked since the message was shown whole (the
        app's ``input_event``, :class:`screens.typed_ahead.InputClock`): a card highlighted by
        the table itself as it shows a new view (the hand played out down to a Weakness, the
        keys back after a hand-off) is no move of the player's, and the message that came with
        that view stays whole (new-user trial of Metal at 80x24: "Play all stopped before
        Weakness. Play Weakness? It makes 2 Weakness cards in…" was cut before its warning of a
        capture could be read)."""
        now = getattr(self.app, "input_event", None)
        return now is not self._message_input and isinstance(now, (events.Key, events.MouseDown, events.Click))

    @staticmethod
    def _hint(v: dict[str, Any], narrow: bool = False, focused: bool = False) -> str:
        """The command line's placeholder: the game's commands (the view's ``usages``; on a
        narrow screen their verbs alone, so the line is not cut), after ":", the key that
        gives it the keys, or, while it has them (``focused``), ▶ and first how to give them
        back: "▶ Esc: table keys · command (...) — Enter" (issue 14 keeps the line focused
        after a command typed there; a Metro trial's N typed next went into it, the footer's
        "esc Table keys" unread: the line the player reads says it, first, so that it is
        never cut)."""
        usages = v.get("usages") or []
        if narrow:
            usages = list(dict.fromkeys(u.split()[0] for u in usages if u.split()))
        listed = f" ({', '.join(usages)})" if usages else ""
        if focused:
            return f"▶ Esc: table keys · command{listed} — Enter"
        return f": type a command{listed} — Enter"

    @classmethod
    def empty_line(cls, usages: list[str]) -> str:
        """What Enter on an empty command line says: :attr:`EMPTY_LINE` with two of the game's
        commands (the view's ``usages``): the last of those that name nothing (the word that
        ends a turn or a phase) and the first that names a card ("end, play NAME"; Metro
        City's "next, slot CARD in SLOT": a Metro trial was offered "end" and "play", which
        Metro has not)."""
        named = [u for u in usages if any(w.isupper() for w in u.split())]
        plain = [u for u in usages if u and u not in named]
        examples = ", ".join(plain[-1:] + named[:1])
        return cls.EMPTY_LINE.format(examples=f" ({examples}...)" if examples else "")

    def _currency(self, player: dict[str, Any]) -> tuple[int, str]:
        """What ``player`` has of the game's currency this turn, and its word for that amount
        ("Power"; "1 Plot Point", "2 Plot Points")."""
        cur = self.view.get("currency") or {"name": "", "word": ""}
        n = player["res"].get(cur["name"], 0)
        return n, (cur.get("one") or cur["word"]) if n == 1 else cur["word"]

    def _first_list(self) -> CardList:
        """The list the focus goes to when the hand is empty: the first list of the panels."""
        lists = [c for box in ("#market", "#below") for c in self.query_one(box).query(CardList)
                 if c.display and c.parent.display]
        return lists[0] if lists else self.query_one("#hand", CardList)

    def _new_viewer(self, viewer: int | None) -> None:
        """Another person (or nobody, behind a hand-off) looks at the table: forget what the
        previous one highlighted or typed, and put the focus in the same place every time."""
        self._viewer = viewer
        self._left_hand = None
        self.focused_key = None
        self._show_detail(None)
        cmd = self.query_one("#cmd", Input)
        cmd.value = ""
        self.query_one("#hand", CardList).set_cards([])
        for lst in self.query(CardList):
            lst.highlighted = 0 if lst.option_count else None
        if viewer is not None:
            self._focus_list(self.query_one("#hand", CardList) if self._panel(self.view, "hand").get("cards")
                             else self._first_list())
            self._guard.start(_time.get_time())
            self.call_after_refresh(self._drawn)  # counted from when it shows

    def _drawn(self) -> None:
        """The table shows the new viewer's cards: the guard counts from now (:attr:`GUARD`)."""
        self._guard.drawn(_time.get_time())

    def _too_soon(self) -> bool:
        """Whether the key being handled came too soon after a hand-off (:attr:`GUARD`): it is
        ignored, said once, and the keyboard must be quiet again from it. The same for every
        key of the table, bound with priority or not."""
        if self._guard.quiet(_time.get_time()):
            return False
        if self._guard.first_ignored():
            self.notify(self.SEATED, severity="warning", markup=False)
        return True

    def _fitted(self, statuses: list[str]) -> str:
        """The first of ``statuses`` (markup) whose text fits the status line, else the last."""
        return next((st for st in statuses if Text.from_markup(st).cell_len <= self.size.width - 2), statuses[-1])

    def _put(self, selector: str, markup: str) -> Static:
        """Show ``markup`` in the Static ``selector``, unless it shows it already (issue 15: a
        key settles faster when what did not change is not laid out and drawn again)."""
        box = self.query_one(selector, Static)
        if box.content != markup:
            box.update(markup)
        return box

    def _show_detail(self, key: str | None) -> None:
        """The highlighted card in short, under the log: its line, text and whether it can be
        played or bought now (``key`` None: empty). Under 100 columns the box is 3 rows (the
        log gets the rest): the card's name and the key that shows it whole go on its border,
        the card's line (which the highlighted row shows) is left out."""
        uid = self._uid(key)
        d = self.view.get("card", {}).get(uid) if uid is not None else None
        narrow = self.has_class("narrow")
        title = None if d is None or not narrow else f"[b]{escape(d['name'])}[/b] ({KEY_OF['detail']}: all)"
        box = self.query_one("#detail", Static)
        if box.border_title != title:
            box.border_title = title
        if d is None:  # not a card, or not the viewer's to see
            self._put("#detail", "")
            return
        why = ""
        if d["action"] and not self.view.get("game_over"):  # nothing is playable after the game (a trial read "Can't buy now")
            why = (f"\n[$text-error]Can't {d['action']} now: {escape(d['why_not'])}[/]" if d["why_not"]
                   else f"\n[b $text-success]You can {d['action']} it now.[/]")
        if narrow:  # its name on the border, its text and why in 3 rows
            self._put("#detail", f"{escape(d['text'])}{why}")
        else:
            self._put("#detail", f"{card_line(d)}\n{escape(d['text'])}{why}")

    @staticmethod
    def _uid(key: str | None) -> int | None:
        if key and key.startswith("c") and key[1:].isdigit():
            return int(key[1:])
        return None

    # ------------------------------------------------------------------ input
    def form(self, action: str) -> str | None:
        """Which description of ``action``'s key shows now (None: the first one)."""
        forms = self.FORMS.get(action, set())
        if action == "watch":
            return "paused" if (self.view.get("watching") or {}).get("paused") else None
        return "narrow" if "narrow" in forms and self.has_class("narrow") else None

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """Textual's active bindings (key -> binding shown), except that a letter key of the
        table or of the game is its own binding (E End, Q Quit, the game's B Burn...), not the
        hidden one with priority that waits a moment for a next letter (``hold_key``,
        :attr:`BURST`). Textual lets a priority binding take the key's place, and the footer and
        the command palette read these: with a real :attr:`BURST` the footer showed only
        ": Cmd f1 Rules" (issue 14, Mistborn trial at 80x24) and the palette lost End and Quit."""
        active = super().active_bindings
        for key, held in active.items():
            if held.binding.show or not held.binding.action.startswith("hold_key"):
                continue
            for b in self._bindings.key_to_bindings.get(key, []):  # the first one shown now
                state = self.check_action(*parse_action(b.action)[1:]) if b.show and not b.priority else False
                if state is not False:
                    active[key] = ActiveBinding(self, b, bool(state), b.tooltip)
                    break
        return active

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "hold_key" and self.BURST <= 0:
            return False
        if action in ("type_key", "command_now", "hold_key"):
            return not isinstance(self.focused, Input) and not self.view.get("game_over") and not self._watching
        if action == "command" and isinstance(self.focused, Input):
            return False  # ``:`` typed in the command line is text
        if action == "leave_command":  # from the log under 100 columns: unshown, its border says it (LOG_MARK)
            log = isinstance(self.focused, LogPanel) and not self.view.get("game_over")
            if parameters:
                return log and self.has_class("narrow")
            return self.view.get("game_over") or isinstance(self.focused, CommandLine) or (log and not self.has_class("narrow"))
        if action == "game_key":
            narrow = "narrow" if self.has_class("narrow") else None
            if (parameters[1] if len(parameters) > 1 else None) != narrow:
                return False  # the other description of the same key shows now
            return self.allowed_key(str(parameters[0]))
        if action in self.FORMS and (parameters[0] if parameters else None) != self.form(action):
            return False  # another description of the same key shows now
        if action == "decision":  # in the footer only while a question waits for you (the key
            # still says why not): a greyed Decide took 9 of the 80 columns (issue 14, Mistborn)
            return self.allowed(action) or False
        return self.allowed(action)

    def _browsable(self, key: str) -> dict[str, Any] | None:
        """The first ``groups`` panel of ``key`` with cards (the key browses it), or None."""
        return next((p for p in self.view.get("panels", []) if p.get("kind") == "groups" and p.get("key") == key
                     and any(g["cards"] for g in p.get("groups", []))), None)

    @property
    def _watching(self) -> bool:
        """Bots play every seat: the person at the keyboard watches (Space, ``.``)."""
        return self.view.get("watching") is not None

    def allowed(self, action: str) -> bool | None:
        """True: the action can be done now; None: not now (greyed out); False: hidden."""
        verbs = self.view.get("verbs", [])
        over = bool(self.view.get("game_over"))
        if action == "scores":
            return over
        if action == "quit":  # at any time (issue 14 trial: q did nothing and no quit key was shown)
            return True
        if action == "command":  # no command line once the game is over
            return not over and not self._watching
        if self._watching and action in self.PLAY_ACTIONS:  # nobody at the keyboard plays
            return False
        if action in ("watch", "step"):  # only while bots play every seat
            return self.view.get("watching") is not None and not over
        if over and action in self.PLAY_ACTIONS:
            return False
        if action in NEEDS_VERB:  # hidden in a game without the verb (Metro City)
            verb = NEEDS_VERB[action]
            if verb not in self.view.get("game_verbs", (verb,)):
                return False
            return True if verb in verbs else None
        if action == "decision":
            p = self.view.get("pending")
            return True if p is not None and p["player"] == self.view.get("seat") else None
        if action == "undo":  # hidden where undo is off for the whole game (found in a trial)
            if not self.view.get("undoable", True):
                return False
            return True if self.view.get("can_undo") else None
        return True

    def allowed_key(self, key: str) -> bool | None:
        """:meth:`allowed` for the game's key ``key``: a command key is greyed out (None)
        when its verb is not possible now; a card key shows only when some card allows its
        verb, a browse key only when its panel has cards (the key still says why not)."""
        k = self.game_keys.get(key)
        if k is None:
            return False
        if self.view.get("game_over") or self._watching:
            return False
        if k["how"] == "browse":
            return self._browsable(key) is not None
        if k["how"] == "card":
            return bool(self._acting(k["verb"]) or self._commands_of(k["verb"]))
        return True if k["verb"] in self.view.get("verbs", []) else None

    def why_not(self, action: str) -> str:
        """Why a play binding does nothing now (said aloud instead of silence)."""
        v = self.view
        why = v.get("why", {})
        players = v.get("players") or []
        d = v.get("pending")
        acting = d["player"] if d is not None else v.get("active")
        if (not v.get("game_over") and acting is not None and acting != v.get("seat")
                and acting < len(players) and players[acting].get("bot")):
            # a bot's move: said so, not "No card in your hand..." (new-user trial of Metal)
            return f"{players[acting]['name']} (bot) is playing; wait for your turn."
        if action == "decision":
            return "No decision waits for you."
        if action == "undo":
            return why.get("undo") or "Nothing to undo."
        if action in self.game_keys:  # a game's key
            k = self.game_keys[action]
            if k["how"] == "command":
                return why.get(k["verb"]) or "Not now."
            if v.get("seat") is None or v.get("pending") is not None:
                return why.get("end") or "Not now."
            # a card key: with why its card cannot ("...: Madame Xanadu's ability was already used
            # this turn.", the client's why[verb]; a JLD trial's H gave no reason)
            reason = why.get(k["verb"])
            said = k["unavailable"] or "Not now."
            return f"{said.rstrip('.')}: {reason}" if reason else said
        if action == "end":
            return why.get(action) or "Not now."
        if v.get("seat") is None or v.get("pending") is not None:
            return why.get("end") or "Not now."
        return "No card in your hand can be played now."

    async def on_key(self, event: events.Key) -> None:
        if self._too_soon():  # just after a hand-off: not a key meant for this table (GUARD)
            event.stop()
            event.prevent_default()
            return
        if event.key in ("pageup", "pagedown") and not getattr(self.focused, "max_scroll_y", 0):
            # PageUp and PageDown page the log wherever the focus is, but in a list too long for
            # its rows, which pages itself (issue 14, Mistborn trial: PageDown moved the Market's cursor)
            event.stop()
            event.prevent_default()
            log = self.query_one(LogPanel)
            (log.scroll_page_up if event.key == "pageup" else log.scroll_page_down)(animate=False)
            return
        if isinstance(self.focused, Input) or self.view.get("game_over") or self._watching:
            return
        if self._hold.takes(event):  # a move is on its way: the key waits for its table
            event.stop()
            event.prevent_default()
            return
        if self._held is not None:  # another key than a letter (Enter, an arrow): the waiting key first
            await self._release()
            if self._hold.takes(event):  # it sent a move: this key waits for its table, as the
                # keys after a move do (a Metal trial: the 3 that made H act was lost, and the
                # Enter after it answered H's question with its first option)
                event.stop()
                event.prevent_default()
                return
        if event.key == "enter" and isinstance(self.focused, LogPanel):  # said, not silence (issue 14,
            # Metal trial: Tab, then Enter did nothing without a word)
            event.stop()
            self.notify(self.LOG_ENTER, severity="warning", markup=False)
            return
        if event.key in self.game_keys or event.key in self.KEY_ACTIONS:
            # it acts here, in the order the keys came, not once it has bubbled up to the app:
            # the next key was judged on the table before it acted (issue 14, 'a b b')
            event.stop()
            event.prevent_default()
            await self._act(event.key)

    async def action_hold_key(self, key: str) -> None:
        """A letter key of the table (with priority, so letters are taken in the order they
        came). One that only shows something, or whose letter starts no command word, acts at
        once (:meth:`_waits`; a show-only one is taken back by a letter that follows at once,
        :mod:`screens.take_back`); one that changes the game and whose letter may start a word
        waits :attr:`BURST` seconds before it acts (:meth:`_release`), and a letter that comes
        meanwhile makes the two the start of a command (:meth:`action_type_key`)."""
        if self._too_soon():  # bound with priority: on_key does not see it (GUARD)
            return
        typed = getattr(self.app, "input_event", None)
        if isinstance(typed, events.Key) and typed.key == key and self._hold.takes(typed):
            return  # a move is on its way: the key waits for its table
        if self._held is not None:
            self.action_type_key(key)
            return
        if not self._waits(key):
            at = typed.time if isinstance(typed, events.Key) and typed.key == key else _time.get_time()
            word = self._own_word(key)
            if word is not None:  # the rest of "end" typed on after E is E's echo
                self._echo.acted(word, at)
            await self._act(key)
            if self._shows_only(key):
                self._take_back.shown(key, at)
            return
        self._held = key
        self._held_timer = self.set_timer(self.BURST, self._release)

    def _shows_only(self, key: str) -> bool:
        """Whether the table's key ``key`` only shows something the player may see (the card's
        view, the quit question, a game's pile to browse): it changes nothing, so it acts at
        once and a letter typed on at once takes it back (:mod:`screens.take_back`)."""
        k = self.game_keys.get(key)
        if k is not None:
            return k["how"] == "browse"
        return any(KEY_OF[a] == key for a in self.SHOWS)

    def _waits(self, key: str) -> bool:
        """Whether the letter key ``key`` waits :attr:`BURST` for a next letter before it acts:
        it changes the game and a command word typed now may start with its letter (the view's
        ``words``, the table's own :attr:`WORDS`) that is not the key's own word
        (:meth:`_own_word`). Derived, not listed: Z (no word starts with it), I (it only shows
        a card), E ("end" is E's own), Metro City's N ("next") and, in the DC games, A ("all")
        act at once; A waits where "attack" or "activate" may be being typed."""
        if self._shows_only(key):
            return False
        letter, own = key.lower(), self._own_word(key)
        return any(w.startswith(letter) and w != own for w in [*self.view.get("words", []), *self.WORDS])

    def _own_word(self, key: str) -> str | None:
        """The command word that, typed, does what the table's key ``key`` does ("end" for E,
        "all" for A, where the game has their verb: :meth:`_command`; a game's key that gives
        a command starting with its letter, Metro City's N and "next"); None for other keys.
        The rest of it typed on after the key acted is taken as its echo (:mod:`screens.key_word`)."""
        k = self.game_keys.get(key)
        if k is not None:
            return k["verb"] if k["how"] == "command" and k["verb"].startswith(key.lower()) else None
        action = self.KEY_ACTIONS.get(key)
        word = self.OWN_WORDS.get(action or "")
        has = self.view.get("game_verbs", (NEEDS_VERB["play_all"], NEEDS_VERB["end"]))
        if word is None or NEEDS_VERB[action or ""] not in has:
            return None
        return word

    def _refused(self, key: str) -> bool:
        """A key of the table that cannot act now: it says why (True), or, when it is no key of
        this game now, starts a command as any other letter; False: the key may act."""
        if key in self.game_keys:
            if self.allowed_key(key) is not True:
                self.notify(self.why_not(key), severity="warning", markup=False)
                return True
            return False
        action = self.KEY_ACTIONS.get(key)
        if action is None or self.allowed(action) is True:
            return False
        if self.allowed(action) is False and len(key) == 1:  # no such key in this game:
            self.action_type_key(key)  # the letter starts a command, as any other
        else:
            self.notify(self.why_not(action), severity="warning", markup=False)
        return True

    async def _release(self) -> None:
        """The letter key that waited (:attr:`BURST`) acts, unless the command line or another
        screen has the keys by now."""
        key, self._held = self._held, None
        if self._held_timer is not None:
            self._held_timer.stop()
            self._held_timer = None
        if key is None or not self.is_current or isinstance(self.focused, Input):
            return
        await self._act(key)

    def _key_word(self, word: str) -> bool:
        """Whether ``word``, typed alone on the command line, is a letter key of a command of
        this table: the game's keys and the table's own (End, Play all, Decide, Undo) where the
        game has them; typed, it acts as pressed (a trial's ":e" was an unknown command)."""
        if word in self.game_keys:
            return True
        action = self.KEY_ACTIONS.get(word)
        return action in self.PLAY_ACTIONS and self.allowed(action) is not False

    async def _act(self, key: str) -> None:
        """The table's key ``key`` acts, or says why it can't now."""
        if self._refused(key):
            return
        for binding in self._bindings.key_to_bindings.get(key, ()):
            _, name, params = parse_action(binding.action)
            if name != "hold_key" and self.check_action(name, params):
                await self.run_action(binding.action)
                return

    #: the messages that send a move (or ask the app for one): the keys after them wait
    MOVES = (CommandChosen, CardPicked, PlayAllAsked, OneOfAsked, UndoAsked)

    def post_message(self, message: Message) -> bool:
        """Post ``message``; a move's (:attr:`MOVES`) holds the keys typed after it until the
        table it leaves is shown (:class:`KeyHold`: issue 14, ``a b b`` typed fast judged the
        first ``b`` on the table before ``a``)."""
        if isinstance(message, self.MOVES):
            self._hold.sent()
        return super().post_message(message)

    def on_screen_suspend(self) -> None:
        """A screen opened over the table (a question the move asks): the held keys go to it
        (it ignores them, they were typed before it: :mod:`screens.typed_ahead`)."""
        self._hold.release()

    def on_screen_resume(self) -> None:
        self._hold.forget()

    def action_type_key(self, ch: str) -> None:
        """A letter that is no key starts a command (typing "buy Steel" without ":" first);
        so does a key that waited (:attr:`BURST`) when a letter follows it at once: the two are
        the start of a word, and the line above says so. The focus moves at once
        (``set_focus``, not ``focus()``, which waits for the next refresh), so the keys typed
        after it reach the command line, however fast they come."""
        if self._too_soon():  # bound with priority: on_key does not see it (GUARD)
            return
        held, self._held = self._held or "", None
        if self._held_timer is not None:
            self._held_timer.stop()
            self._held_timer = None
        self._type(held + ch)

    def _type(self, text: str) -> None:
        """The letters ``text`` typed at the table start a command: on the command line, which
        gets the keys at once, and the line above says so."""
        cmd = self.query_one("#cmd", Input)
        self.set_focus(cmd)
        cmd.value = text
        cmd.cursor_position = len(cmd.value)
        self._show_message(self.TYPED)

    @on(CardList.CardFocused)
    def _focused(self, event: CardList.CardFocused) -> None:
        self.focused_key = event.key
        self._focused_list = event.card_list
        if self.query_one("#message").styles.offset.y.value and self._moved_since_message():
            self._show_message(self._message, whole=False)  # a long message over the detail
        self._show_detail(event.key)

    @on(CardList.CardChosen)
    def _chosen(self, event: CardList.CardChosen) -> None:
        uid = self._uid(event.key)
        if uid is None:
            return
        lst = event.card_list
        if isinstance(lst.parent, Panel):
            panel = lst.parent.panel.get("id")
        else:  # the hand and the placard lists
            panel = self._panel(self.view, {"hand": "hand", "team": "placard"}.get(lst.id or "", "")).get("id")
        self.post_message(CardPicked(uid, panel))

    @on(Input.Submitted, "#cmd")
    def _command(self, event: Input.Submitted) -> None:
        # a ':' typed again out of habit (the key that opens the command line) is not the command's
        text = event.value.strip().lstrip(":").strip()
        if not text:  # said, not silence (a trial's "end" sent by tmux as the End key left the line empty)
            self.notify(self.empty_line(self.view.get("usages") or []), severity="warning", markup=False)
            return
        if self.view.get("game_over"):
            self.notify(f"The game is over: {KEY_OF['scores']} shows the scores, {KEY_OF['quit']} quits.",
                        severity="warning")
            return
        word = text.lower()
        if word in ("help", "rules"):
            self.action_rules()
            event.input.value = ""
            self.focus_table()
            return
        # "all" and "end" are the table's own only in a game with their verb: elsewhere the game
        # answers them as any command (a Metro trial's typed "end" was asked "End your turn with 3
        # playable cards?", and Yes was then refused: Metro City has no end)
        has = self.view.get("game_verbs", (NEEDS_VERB["play_all"], NEEDS_VERB["end"]))
        if self._key_word(word):  # ":e" is E (issue 14: "Unknown command 'e'")
            event.input.value = ""
            self.focus_table()
            self.call_later(self._act, word)
            return
        if word == "undo":
            self.post_message(UndoAsked())
        elif word in ("all", "play all") and NEEDS_VERB["play_all"] in has:
            self.post_message(PlayAllAsked())
        elif word == "end" and NEEDS_VERB["end"] in has:  # typed or pressed, ending with something unused asks first
            self.action_end(line=True)
        else:
            self.post_message(CommandChosen(text))

    def action_play_all(self, _form: str = "") -> None:
        self.post_message(PlayAllAsked())

    def _acting(self, verb: str) -> list[tuple[dict[str, Any], dict[str, Any]]]:
        """(card, action) for every card of the panels with a legal action of ``verb``, one
        per card, in the panels' order."""
        out = []
        for p in self.view.get("panels", []):
            for c in p.get("cards", []):
                a = next((a for a in c.get("actions", []) if a["verb"] == verb and a.get("legal")), None)
                if a is not None and all(c["uid"] != d["uid"] for d, _ in out):
                    out.append((c, a))
        return out

    def action_game_key(self, key: str, _form: str = "") -> None:
        """The game's key ``key``: its command; for a card key, the one card that allows its
        verb (with several, the focus goes to the list holding the first, where Enter acts;
        payment abilities may be used again and again); for a browse key, its piles."""
        k = self.game_keys.get(key)
        if k is None:
            return
        if k["how"] == "command":
            self.post_message(CommandChosen(k["verb"]))
            return
        if k["how"] == "browse":
            from screens.browse import TransformationScreen

            panel = self._browsable(key)
            if panel is not None:
                self.app.push_screen(TransformationScreen(panel, self.view.get("card", {})))
            return
        acting = self._acting(k["verb"])
        # the commands of the verb for no card that do something the game names (Mistborn's
        # burn that wakes an Ally: found in a trial, B listed only cards)
        notes = self.view.get("command_notes", {})
        on_cards = {a["command"] for c, _ in acting for a in c.get("actions", [])}
        extra = [c for c in self._commands_of(k["verb"]) if c in notes and c not in on_cards]
        if not acting:
            self._type_one_of(k["verb"])
            return
        if extra:
            cmds = list(dict.fromkeys(a["command"] for c, _ in acting for a in c.get("actions", [])
                                      if a["verb"] == k["verb"] and a.get("legal")))
            self._one_of(k, cmds + extra)
            return
        if len({a["command"] for _, a in acting}) == 1:  # one card (or copies named alike): act on it
            card, a = acting[0]
            if a.get("ask"):  # several ways the game asks about (a Power's Energy source)
                self.post_message(CardPicked(card["uid"], verb=k["verb"]))
            elif k.get("costs_a_card"):  # it gives up a card: named first, Enter does it
                self._one_of(k, [a["command"]], confirm=True)
            else:
                self.post_message(CommandChosen(a["command"]))
            return
        # Enter in a list does a card's first action: the list serves only when that is the
        # key's verb (found in a trial: R pointed at the hand, where Enter played the card
        # instead of discarding it to refresh); else the key asks which card
        keys = {f"c{c['uid']}" for c, _ in acting if c.get("actions", [{}])[0].get("verb") == k["verb"]}
        for lst in self.query(CardList) if len(keys) == len(acting) else ():
            found = [i for i in range(lst.option_count) if lst.get_option_at_index(i).id in keys]
            if found and lst.display:
                lst.focus()
                lst.highlighted = found[0]
                # said, or the key seems to do nothing (issue 14 trial: Metro's V in Story Development);
                # as a refusal (a warning with no title: the app clears it once a command is given
                # or a screen opens), so it is not left over the question the pick asks (Metro trial)
                self.notify(f"{k['label']}: several cards can; pick one in the highlighted list (↑↓ moves, "
                            "Enter acts).", severity="warning", timeout=6, markup=False)
                return
        # the cards are in no list (Mistborn's cards played this turn are a line): every legal
        # command of the verb on them, to pick from
        cmds = list(dict.fromkeys(a["command"] for c, _ in acting for a in c.get("actions", [])
                                  if a["verb"] == k["verb"] and a.get("legal")))
        self._one_of(k, cmds)

    def _commands_of(self, verb: str) -> list[str]:
        """The commands legal now (the view's ``commands``, as typed) that start with ``verb``."""
        return [c for c in self.view.get("commands", []) if c.split(" ", 1)[0] == verb]

    def _type_one_of(self, verb: str) -> None:
        """A card key whose verb no card of the panels allows (the missions are a track): its
        commands legal now, to pick from (:meth:`_one_of`)."""
        k = next((k for k in self.game_keys.values() if k["verb"] == verb), {"verb": verb, "label": verb})
        self._one_of(k, self._commands_of(verb))

    def _one_of(self, k: dict[str, Any], cmds: list[str], confirm: bool = False) -> None:
        """Of a card key's commands legal now, one is sent (``confirm``: shown first, to be
        given with Enter or left with Esc); several open a list to choose from
        (found in a trial: B and V typed the verb on the command line, leaving the player to
        type the rest), so no Enter acts on another list's card. A command that would do
        nothing (the view's ``no_effect``) is never given by a key: when only such commands
        are left, the key says why (found in a trial: F flared a metal for no effect at once);
        each is listed with the game's note on what it does (``command_notes``)."""
        pointless = self.view.get("no_effect", {})
        useless = [c for c in cmds if c in pointless]
        cmds = [c for c in cmds if c not in pointless]
        label = k.get("label") or k["verb"]
        if not cmds and useless:
            why = pointless[useless[0]]
            if len(useless) > 1:
                # only that (trial: B listed eight commands it called pointless, then why one was)
                why = f"{label}: nothing is worth doing now; each of its {len(useless)} commands would do nothing."
            self.notify(why, title=label, severity="warning", timeout=8, markup=False)
            return
        notes = self.view.get("command_notes", {})
        # each said as a player reads it: no "#48" (a copy's number, co-op trial: the burn list
        # showed it); copies that read alike, note and all, do the same: listed once
        shown: dict[str, str] = {}
        for c in cmds:
            # a note with brackets of its own follows a dash: one bracket level (new-user trial:
            # "(gives push 1 (eliminate a market card))")
            note = notes.get(c, "")
            words = _UID.sub("", c) + ((f" — {note}" if "(" in note else f" ({note})") if note else "")
            shown.setdefault(words, c)
        cmds = list(shown.values())
        if len(cmds) == 1 and not confirm:
            self.post_message(CommandChosen(cmds[0]))
        elif cmds:
            ask = f"{label}: Enter does it, Esc keeps your card." if len(cmds) == 1 else f"{label}: which one?"
            self.post_message(OneOfAsked(ask, cmds, list(shown)))

    def action_end(self, line: bool = False) -> None:
        """End the turn, first asking when playable cards or the turn's resources would be left
        unused; ``line``: typed on the command line, which keeps the focus (also after No)."""
        from screens.confirm import ConfirmScreen

        v = self.view
        if v.get("pending") is None and NEEDS_VERB["end"] not in v.get("verbs", ()):
            # the game refuses it, with its reason: no "End your turn...?" first whose Yes is then
            # refused (Metal trial: asked about the Weakness that must be played before ending)
            self.post_message(CommandChosen("end"))
            return
        can = sum(1 for c in self._panel(v, "hand").get("cards", []) if playable(c))
        # what ending now would lose: the playable cards, then the game's per-turn resources
        # ("4 damage", "1 mission point"), read as one list: "a, b and c unspent"
        # what is no count says itself how it is left ("Madame Xanadu's ability unused", the
        # contract's Rules.at_stake), before the counts
        stake = v.get("at_stake", [])
        counts = [w for w in stake if not w.endswith(" unused")]
        if counts:
            counts[-1] += " unspent"
        left = ([f"{can} playable card{'s' if can != 1 else ''}"] if can else []) \
            + [w for w in stake if w.endswith(" unused")] + counts
        left = [", ".join(left[:-1]), left[-1]] if len(left) > 2 else left
        if not left:
            self.post_message(CommandChosen("end"))
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.post_message(CommandChosen("end"))
            elif line:  # kept: the command line, empty (Up brings "end" back), for the next command
                self.query_one("#cmd", Input).focus()

        self.app.push_screen(ConfirmScreen(f"End your turn with {' and '.join(left)}?", "End turn"), answered)

    def action_watch(self, _form: str = "") -> None:
        """Pause the bots' game, or go on after a pause."""
        paused = (self.view.get("watching") or {}).get("paused")
        self.post_message(WatchAsked("go" if paused else "pause"))

    def action_step(self) -> None:
        """One bot move, then the game stays paused."""
        self.post_message(WatchAsked("step"))

    def action_scores(self) -> None:
        self.post_message(ScoresAsked())

    def action_quit(self) -> None:
        """Quit; during the game after a Yes (the question says whether the game is saved)."""
        if self.view.get("game_over"):
            self.app.exit()
            return

        from screens.confirm import ask_to_quit

        # the truth for this game (the view's ``resume_with``): a game not being saved says so
        ask_to_quit(self, self.view.get("resume_with") or "")

    def action_decision(self) -> None:
        self.post_message(DecisionAsked())

    def action_scroll_left(self, direction: int) -> None:
        """Shift+Down / Shift+Up (``direction`` 1 / -1): the left column a page down or up, the
        focus staying where it is."""
        left = self.query_one("#left")
        page = max(1, left.scrollable_content_region.height - 2)
        left.scroll_to(y=max(0, left.scroll_y + direction * page), animate=False)

    def action_undo(self) -> None:
        self.post_message(UndoAsked())

    def action_command(self, _form: str = "") -> None:
        """``:`` (or ``/``): the command line, at once (``set_focus``, as :meth:`action_type_key`):
        bound with priority, so the keys typed after it reach it however fast they come."""
        if self._too_soon():  # bound with priority: on_key does not see it (GUARD)
            return
        self.set_focus(self.query_one("#cmd", Input))

    def action_command_now(self) -> None:
        """``:`` or ``/`` away from the command line (the priority binding): as :meth:`action_command`."""
        self.action_command()

    def action_leave_command(self, _where: str = "") -> None:
        """Esc: leave the command line for the table, clearing it (a half-typed command is not
        left behind to be run, or typed onto, later), or the log for the cards; after the game,
        back to the scores. (``_where`` "log": the unshown binding of the same key, from the log
        under 100 columns.)"""
        if self.view.get("game_over"):
            self.post_message(ScoresAsked())
            return
        if isinstance(self.focused, LogPanel):  # from the log, back to the cards (JLD trial: Esc did nothing)
            self.focus_table()
            return
        self.query_one("#cmd", Input).value = ""
        self._show_message(self.view.get("message") or "")  # not "Typing a command?" any more
        self.focus_table()

    def focus_table(self) -> None:
        """Focus the hand (the first list of the panels when the hand is empty), as after a
        hand-off."""
        hand = self.query_one("#hand", CardList)
        self._focus_list(hand if hand.option_count else self._first_list())

    def _focus_list(self, lst: CardList) -> None:
        """Focus ``lst``, scrolling the table only as far as needed to show it (Textual would
        centre it, hiding the top of the table: the market, a foe's panel, at 80x24)."""
        # at once (not Widget.focus, which waits its turn): a focus asked for while the hand had
        # cards (a hand-off during Play all) came after the hand was played out, and the keys
        # sat on the empty hand (new-user trial of Metal)
        self.set_focus(lst, scroll_visible=False)
        left = self.query_one("#left", VerticalScroll)
        if lst in left.query(CardList):  # with what is above it (its title, a placard), as far as room allows
            self.call_after_refresh(self._show_above, lst)

    def set_focus(self, widget: Any, scroll_visible: bool = True, from_app_focus: bool = False) -> None:
        # whether the focus may scroll the table: not for a click (Textual focuses the clicked
        # widget without scrolling), so a double-click's second click lands where the first did
        self._focus_scrolls = scroll_visible
        super().set_focus(widget, scroll_visible, from_app_focus)

    @property
    def focus_chain(self) -> list[Any]:
        """Tab's order follows what a player uses most: the hand, then the game's lists as its
        view places them (above the hand: the market, the Line-Up; then those under it), then
        the placard, the log and the command line (issue 14, Mistborn trial: Tab from the hand
        went through the placard, the log, the command line and the column before the market)."""
        chain = [w for w in super().focus_chain if self._tab_stop(w)]
        # a panel read, not acted on (Metro's Hero Placards, ``tab``), after the lists
        read = [w for w in chain if isinstance(w, LinePanel)]
        ends = [w for w in chain if w.id in ("logbox", "cmd")]
        lists = [w for w in chain if w.id != "hand" and w not in read and w not in ends]
        return [w for w in chain if w.id == "hand"] + lists + read + ends

    def _tab_stop(self, widget: Any) -> bool:
        """Whether Tab may stop on ``widget``: not the left column itself (Tab goes from list to
        list, and a list that gets the focus scrolls the column: :meth:`_show_above`), not a
        list with no card (an emptied hand, "no character"), and nothing outside the left
        column that does not show (issue 14, Mistborn trial at 80x24: Tab stopped on an empty
        list, and on one off screen, with no ▶ anywhere)."""
        left = self.query_one("#left")
        if widget is left:
            return False
        if isinstance(widget, CardList) and not any(self._uid(k) is not None for k, _ in widget._rows):
            return False
        return left in widget.ancestors or bool(widget.region)

    @staticmethod
    def _title_of(widget: Any) -> Static | None:
        """The title line just above a list (the hand's, a panel's, the placard's), or None."""
        parent = widget.parent
        if parent is None:
            return None
        siblings = list(parent.children)
        i = siblings.index(widget) if widget in siblings else 0
        before = siblings[i - 1] if i else None
        return before if isinstance(before, Static) and before.has_class("title") else None

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        self._mark(event.widget, False)

    def _mark(self, widget: Any, focused: bool) -> None:
        """What has the keys shows it in words, seen without colours too (issue 14 trial: which
        list had the keys showed only as a faint tint; Mistborn trial at 80x24: Tab stopped on
        the log and the command line with no ▶ anywhere): a list's title starts with ▶ and is
        drawn reversed, the log's top border reads :attr:`LOG_MARK`, the empty command line's
        hint starts with ▶ (:meth:`_hint`)."""
        title = self._title_of(widget)
        if title is not None:
            title.set_class(focused, "focused")
        if isinstance(widget, LogPanel):
            widget.border_title = self.LOG_MARK if focused else None
        elif isinstance(widget, CommandLine):
            widget.placeholder = self._hint(self.view, self.has_class("narrow"), focused)

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        self._mark(event.widget, True)
        if (self._focus_scrolls and isinstance(event.widget, CardList)
                and event.widget in self.query_one("#left").query(CardList)):
            self.call_after_refresh(self._show_above, event.widget)

    def _show_focused(self) -> None:
        """The focused list of the left column in view, with what is above it (:meth:`_show_above`)."""
        lst = self.focused
        if isinstance(lst, CardList) and lst in self.query_one("#left").query(CardList):
            self._show_above(lst)

    def _show_above(self, lst: CardList, again: bool = True) -> None:
        """A list of the left column got the focus (Tab, Shift+Tab, a key): scroll the column so
        that what is above it, back to the list before it (or the column's top), shows with it
        as far as the column has room: panels no key can focus (Metro City's Hero Placard above
        the hand) come back into view with the keyboard, not only with the mouse wheel."""
        left = self.query_one("#left", VerticalScroll)
        if not lst.has_focus:
            return
        if not lst.region:  # no region on screen: first into view, then as above
            if again:
                left.scroll_to_widget(lst, animate=False, top=True)
                self.call_after_refresh(self._show_above, lst, False)
            return
        lists = [c for c in left.query(CardList) if c.region and c is not lst and c.region.y < lst.region.y]
        off = left.scroll_y - left.content_region.y
        top = max((c.region.bottom + off for c in lists), default=0)
        bottom = lst.region.bottom + off
        room = left.scrollable_content_region.height
        if bottom - top > room:  # no room for both: the list itself, scrolled only as far as needed
            left.scroll_to_widget(lst, animate=False)
            return
        y = min(max(left.scroll_y, bottom - room), top)
        if y != left.scroll_y:
            left.scroll_to(y=y, animate=False)

    def action_detail(self) -> None:
        """The highlighted card in full; on a line of cards that has the keys (the cards played
        this turn, the score pile, a pile drawn as a line), its cards, each in full."""
        from screens.card_detail import CardDetailScreen

        line = self.focused
        if isinstance(line, CardLine) and line.cards:
            line.action_browse()
            return
        uid = self._uid(self.focused_key)
        d = self.view.get("card", {}).get(uid) if uid is not None else None
        if d is None:
            self.notify("Highlight a card first (arrows, Tab to change list).", severity="warning")
            return
        self.app.push_screen(CardDetailScreen(d))

    def action_rules(self) -> None:
        from screens.rules_ref import RulesScreen

        self.app.push_screen(RulesScreen(self.view or None))
