"""Decision: a pending choice (prompt, options, how many to pick). Keys: arrows to move,
Space to mark (when several may be picked, or none: every question that may be declined
shows boxes), an option's key (1-9, 0, then letters, shown
before it: :data:`OPTION_KEYS`) marks it, whether one or several may be picked, and only Enter
confirms: the marked options, else the highlighted one, in a question that must be answered
whether one or several are picked; in one that may be answered with none, the one the cursor was
moved to (found in a trial: Enter on a card moved to, none marked, declined the question and a
Destroy was lost), and with none marked and the cursor not moved, Enter only says how to answer
(an earlier trial's bare Enter gave away its one option); the hint under the prompt says which; N declines an optional decision; a Yes or No question whose Yes destroys,
eliminates or discards a card (the view's ``safe_no``) opens with No highlighted, so an Enter
meant for something else costs no card; I shows the highlighted option's card (for an
option that is no card, a Yes or a No, the card the question is about or asks it; the question
stays open), Esc looks at the table first. Under the prompt, the card or rule that asks and what the decision's keywords
mean (:func:`teaching`). Options that are cards show their rules text (under the option when
there are few, below the list for the highlighted one). Mouse: a click marks an option, a
double-click or the Confirm button confirms. Keys (Space and the option keys too) and clicks
typed before the question was drawn (:mod:`screens.typed_ahead`) or as it opens are ignored,
and said to be (:attr:`DecisionScreen.GUARD`). A marked box
shows ``✓``, an unmarked one stays empty. The help and the options share the rows the screen
leaves (the table's header stays in sight); a list that does not all show counts its options on
its border ("1–6 of 10 · ↓ for more"). A number, split or text decision shows an input instead of a list: one box for
the number or the text, one box per option for a split (its points; ↑ ↓ move between them). Dismisses with the
answer (chosen option ids, [] = decline; a number; option id -> points; a text), or None
(not answered yet); :func:`rules.api.answer_command` makes it the command."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.markup import escape
from textual import events, on
from textual.app import ComposeResult
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Input, OptionList, SelectionList, Static
from textual.notifications import Notification
from textual.timer import Timer
from textual.widgets.option_list import Option

from screens.breakpoints import WIDTH_CLASSES
from screens.guard import Guard, Wait
from screens.messages import NoticesAsked, RulesAsked, UndoAsked
from screens.palette import QuestionCommands
from screens.typed_ahead import IGNORED, drawn_now, typed_at
from screens.widgets.button import KeyButton
from screens.widgets.lists import MarkList, PickList


#: the decision kinds answered by typing (a number, points per option, a text)
TYPED = ("number", "split", "text")
#: the key of each option, in order (n declines and i shows a card, so neither names an option)
OPTION_KEYS = "1234567890abcdefghjklmopqrstuvwxyz"


def option_keys(pending: dict[str, Any]) -> list[str]:
    """The key of each option: :data:`OPTION_KEYS` in order, but in a question whose options are
    all players (the view's ``seats``: each option's seat, or None), each player's own seat
    number, so that 2 is Player 2 whichever players are offered (Mistborn trial: the target
    passed to "1. Player 2  2. Player 3" went to Player 3 when 2 was pressed for Player 2)."""
    n = len(pending["options"])
    seats = list(pending.get("seats") or [])
    if n and len(seats) == n and all(s is not None and 0 <= s < 9 for s in seats) and len(set(seats)) == n:
        return [str(s + 1) for s in seats]
    return list(OPTION_KEYS[:n])


def _enter_hint(least: int, most: int) -> str:
    """What Enter does with nothing marked, and N when none may be chosen (:func:`key_hint`)."""
    if least == 0:  # (the one moved to as well, unsaid: the line fits 80 columns with its count)
        return "Enter takes the marked, N: none"
    if most == 1:
        return "Enter takes the highlighted one"
    return "Enter takes the marked" + (", else the highlighted one" if least == 1 else "")


def key_hint(count: int, least: int = 1, most: int = 1, keys: list[str] | None = None) -> str:
    """How the options' keys are used, for ``count`` options of which ``least`` to ``most`` are
    picked: "keys 1–3 mark", the range as the labels run ("keys 1–9, 0, a–d mark": a JLD trial
    read "keys 1–d" with labels 1…9, 0, a…d), then what Enter does with nothing marked
    (:meth:`DecisionScreen.action_confirm`; issue 14, Metro trial: a "choose 1" list took the
    highlighted option and an "up to" list wanted marks, and no hint said so); a question that
    may be answered with none says "N: none" (a trial: the hint never said how to take none).
    ``keys``: the options' own keys when they are not the first ones in order (:func:`option_keys`)."""
    used = "".join(keys) if keys else OPTION_KEYS[:min(count, len(OPTION_KEYS))] or "1"
    if keys:  # the seats' own numbers ("keys 2, 3 mark"): they may skip one
        said_own = f"key {used} marks" if len(keys) == 1 else f"keys {', '.join(keys)} mark"
        return f"{said_own}, {_enter_hint(least, most)}"
    runs = [used[:9], used[9:10], used[10:]]  # 1–9, then 0, then the letters
    said = [r if len(r) == 1 else f"{r[0]}–{r[-1]}" for r in runs if r]
    said_keys = "key 1 marks" if used == "1" else f"keys {', '.join(said)} mark"
    return f"{said_keys}, {_enter_hint(least, most)}"


def how_many(d: dict[str, Any], hinted: bool = False) -> str:
    """What the decision wants, in a player's words; ``hinted``: the key hint follows, whose
    "N: none" says that none may be chosen (so "Choose up to 1." fits 80 columns with it)."""
    lo, hi = d["min"], d["max"]
    if d["kind"] == "number":
        return f"Type a number from {lo} to {hi}."
    if d["kind"] == "split":
        return f"Share out {lo if lo == hi else f'{lo} to {hi}'} points (↑ ↓ move between the boxes)."
    if d["kind"] == "text":
        return f"Type a name (up to {hi} characters)."
    if lo == hi:
        return f"Choose {lo}."
    if lo == 0:
        return f"Choose up to {hi}." if hinted else f"Choose up to {hi} (or none)."
    return f"Choose {lo} to {hi}."


def teaching(d: dict[str, Any]) -> str:
    """Who asks the decision (the card or the rule) and what its keywords mean, from the
    view's ``asker`` and ``help`` (issue 14, "Decisions teach"); "" when the view has neither."""
    asker = d.get("asker") or ""
    who = (f"Asked by {asker}." if d.get("asked_by_card") else f"Rule: {asker}.") if asker else ""
    return " ".join(filter(None, [who, d.get("help") or ""]))


class AnswerInput(Input):
    """A box a number, split or text answer is typed in: it takes no key before its question
    does (:attr:`DecisionScreen.GUARD`), so a command typed on does not fill it."""

    async def _on_key(self, event: events.Key) -> None:
        screen = self.screen
        if isinstance(screen, DecisionScreen) and not screen._quiet():
            event.stop()
            event.prevent_default()
            return
        await super()._on_key(event)

    def _on_blur(self, event: events.Blur) -> None:
        """A split's box left blank reads 0 again (found in a trial: after Backspace one box
        stayed blank while its points seemed kept; a blank box counts 0, now it shows it)."""
        if self.has_class("split-points") and not self.value.strip():
            self.value = "0"
        super()._on_blur(event)


#: a terminal with fewer rows is short: the buttons take
#: one row each (compact), so the question's help fits at 80x24
SHORT = 32
#: the most rows the options take (fewer when the screen has less room)
MAX_OPTION_ROWS = 14
#: the rows the options keep when the help needs more than the screen has left (a long list
#: scrolls, its count on its border says so)
KEPT_OPTION_ROWS = 5
#: the screen's rows the question leaves to the table, one above and one below: the header
#: that says who answers what stays in sight (a trial found it covered)
TABLE_ROWS = 2


class DecisionScreen(ModalScreen[list[str] | int | dict[str, int] | str | None]):
    CSS_PATH = "decision.tcss"
    HORIZONTAL_BREAKPOINTS = WIDTH_CLASSES  # -narrow: the box takes the whole width
    COMMANDS = {QuestionCommands}  # Ctrl+P: the question's actions possible now, Undo among them
    #: seconds the keyboard must be quiet (since the question appeared or the last ignored key)
    #: before the question takes its first key: keys typed for the table or the question before
    #: (a command typed on, an Enter after a number key) must not answer this one, which may cost
    #: a card (a Heroic Sacrifice); once one key was taken, keys count at once; tests set it to 0
    GUARD: ClassVar[float] = Wait("question")  # (seconds: :mod:`screens.guard`, the user's config may set it)
    #: the option keys are bound with priority, as Enter is: the app handles them in the order
    #: they came, so a number key then Enter in one burst confirms what the number marked
    BINDINGS = [
        Binding("enter", "confirm", "Confirm", priority=True,
                tooltip="confirm: the marked options, else the highlighted one (in a question that may be "
                        "answered with none, only once the cursor was moved to it)"),
        Binding("n", "decline", "Decline",
                tooltip="decline a question you may refuse; a Yes or No question: N answers No, Y Yes"),
        Binding("i", "detail", "Card", tooltip="the highlighted option's card in full (an option that is no "
                "card, a Yes or a No: the card the question is about or asks it)"),
        Binding("escape", "later", "Look at table",
                tooltip="look at the table first (D at the table comes back to the question)"),
        # the rules over the question, as at the table (a JLD trial: F1 did nothing here)
        Binding("f1", "rules", "Rules", tooltip="the rules and the glossary; the question waits under them"),
        # z as at the table (found in a trial: z here did nothing); a letter option z wins over it
        # Tab reads a help that does not all show (its lower edge says so), else goes on as usual
        Binding("tab", "read_help", show=False, tooltip="read on in the help when it does not all show "
                "(↑ ↓ scroll it); Tab again: back to the options"),
        Binding("z", "undo", "Undo", show=False, tooltip="take back the move that asked this question"),
        # ":" or "/" as at the table: a command typed on does not answer the question (Enter among it)
        Binding("colon,slash", "command_typed", show=False, priority=True,
                tooltip="the table's command line is not here: answer the question first"),
    ] + [Binding(k, f"number({i})", show=False, key_display="1–9, 0, letters", priority=True,
                 tooltip="mark the option of that number or letter (after 0: a, b, c... but I and N); "
                         "its box when several may be picked; Enter confirms")
         for i, k in enumerate(OPTION_KEYS, 1)]

    def __init__(self, pending: dict[str, Any], player: str):
        super().__init__()
        self.pending = pending
        self.player = player
        # boxes to mark when several may be picked, and for any question that may be declined
        # (min 0); what Enter takes with nothing marked: see action_confirm
        self._moved = False  # a cursor key moved through the options
        self.multi = pending["max"] > 1 or pending["min"] == 0
        self.cards: list[int | None] = list(pending.get("cards") or [None] * len(pending["options"]))
        self.texts: list[str] = list(pending.get("texts") or [""] * len(pending["options"]))
        #: each option's key (:func:`option_keys`: a player's own seat number in a question of players)
        self.keys = option_keys(pending)
        # a few options show their text under them; a list with boxes shows one line per option
        # (Textual's SelectionList), so there the highlighted one's text shows below it (found in
        # a trial: a Defense question did not say what the Defense gives)
        self.inline = len(pending["options"]) <= 3 and not self.multi
        self.typed = pending["kind"] in TYPED
        # the keys' own clock: keys typed before the question was made are never its answer
        self._opened = drawn_now()
        #: keys count once the keyboard was quiet a moment since it was drawn; once one was
        #: taken, keys count at once (:class:`screens.guard.Guard`)
        self._guard = Guard(lambda: self.GUARD, self._opened)
        self._clicked = 0.0  # the last click on an option (its own time: a double-click chooses)
        # a key was ignored (it came as the question appeared): Enter then confirms only once an
        # option was marked or moved to since, or a "3" dropped before Enter picks option 1
        self._dropped = False
        self._touched = False
        #: the notice said in the question's line (:meth:`tell`), and the timer that ends it
        self._told: Notification | None = None
        self._told_timer: Timer | None = None

    def _label(self, i: int, label: str) -> str:
        head = f"{self.keys[i]}. {escape(label)}" if i < len(self.keys) else escape(label)
        uid = self.cards[i] if i < len(self.cards) else None
        note = (self.pending.get("details", {}).get(uid) or {}).get("note") if uid is not None else None
        if note:  # what the card is, in its game's words ("+1 Power")
            head += f" [dim]· {escape(note)}[/dim]"
        text = self.texts[i] if i < len(self.texts) else ""
        if self.inline and text:
            body = "\n".join("   " + escape(line) for line in text.splitlines())
            return f"[b]{head}[/b]\n[dim]{body}[/dim]"
        return head

    def compose(self) -> ComposeResult:
        d = self.pending
        with Vertical(id="decision-box"):
            yield Static(f"[b]{escape(self.player)}[/b]: {escape(d['prompt'])}", id="prompt")
            # a Yes or No: Y and N answer at once (keys 1–2 mark as elsewhere, unsaid: the line fits 80 columns)
            keys = ("Y or N answers; " + key_hint(2).split(", ", 1)[1] if self._yes_no()
                    else key_hint(len(d["options"]), d["min"], d["max"],
                                  self.keys if self.keys != list(OPTION_KEYS[:len(self.keys)]) else None))
            yield Static(how_many(d) if self.typed else f"{how_many(d, hinted=True)} [dim]({keys})[/dim]",
                         id="howmany")
            with VerticalScroll(id="teach", can_focus=False):  # long help scrolls (mouse wheel)
                yield Static(escape(teaching(d)))
            if self.typed:
                yield from self._inputs(d)
                with Horizontal(id="buttons"):
                    yield Static(id="notice")
                    yield KeyButton("Confirm", id="confirm", variant="primary")
                return
            labels = [self._label(i, label) for i, (_, label) in enumerate(d["options"])]
            if self.multi:
                yield MarkList(*[(lab, oid) for lab, (oid, _) in zip(labels, d["options"])], id="options")
            else:
                yield PickList(*[Option(lab, id=oid) for lab, (oid, _) in zip(labels, d["options"])], id="options")
            yield Static(id="option-text")
            with Horizontal(id="buttons"):
                yield Static(id="notice")
                yield KeyButton("Confirm", id="confirm", variant="primary")
                if d["min"] == 0:
                    yield KeyButton("Decline", id="decline")

    def _inputs(self, d: dict[str, Any]) -> ComposeResult:
        """The boxes a number, split or text answer is typed in."""
        if d["kind"] == "number":
            yield AnswerInput(str(d["min"]), type="integer", id="answer")
        elif d["kind"] == "text":
            ideas = self._suggestions()
            # a refused answer comes back to be corrected, else the first suggestion
            box = AnswerInput(self.pending.get("refused") or (ideas[0] if ideas else ""), max_length=d["max"], id="answer")
            box.border_subtitle = self._letters(len(box.value))
            yield box
            if len(ideas) > 1:  # a few to pick from (↓ or Tab, then arrows), or type your own
                yield Static("[dim]Type your own, or ↓ to pick one of these (arrows, Enter takes it):[/dim]",
                             id="suggest-hint")
                yield PickList(*[Option(escape(t), id=f"s{i}") for i, t in enumerate(ideas)], id="suggestions")
        else:
            for i, (_, label) in enumerate(d["options"]):
                with Horizontal(classes="split-row"):
                    yield Static(escape(label), classes="split-label")
                    yield AnswerInput("0", type="integer", id=f"points-{i}", classes="split-points")
            yield Static(self._points_left(0), id="points-left")

    def _suggestions(self) -> list[str]:
        """The texts a text decision suggests (its text options), in order."""
        return [o["value"] for o in self.pending.get("typed", []) if o["kind"] == "text" and o.get("value")]

    @on(OptionList.OptionHighlighted, "#suggestions")
    def _suggestion_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """Moving through the suggestions puts the highlighted one in the box (Enter takes it)."""
        event.stop()
        if self.query_one("#suggestions").has_focus:
            box = self.query_one("#answer", Input)
            box.value = self._suggestions()[event.option_index]

    @on(OptionList.OptionSelected, "#suggestions")
    def _suggestion_picked(self, event: OptionList.OptionSelected) -> None:
        """A click (or Enter) on a suggestion takes it."""
        event.stop()
        self.query_one("#answer", Input).value = self._suggestions()[event.option_index]
        self.action_confirm()

    def _letters(self, n: int) -> str:
        """A text answer's count on its box's border: how many characters of the most it takes,
        and when it is full, that no more fit (issue 14, Metro trial: the Hero's name stopped
        taking letters at 24 with no sign of why)."""
        hi = self.pending["max"]
        return f"{n} of {hi} characters" if n < hi else f"[b]{hi} of {hi} characters: full[/b], no more fit"

    @on(Input.Changed, "#answer")
    def _typed_changed(self, event: Input.Changed) -> None:
        if self.pending["kind"] == "text":
            event.input.border_subtitle = self._letters(len(event.value))

    def _points_left(self, given: int) -> str:
        """The split's running count: how many points are still to share out (or too many)."""
        lo, hi = self.pending["min"], self.pending["max"]
        if given > hi:
            return f"[b]{given - hi} too many[/b]: {given} given, at most {hi}."
        if given < lo:
            return f"{lo - given} of {lo} left to share out ({given} given; a blank box counts 0)."
        return f"{given} shared out: Enter confirms." + (f" (You may give up to {hi}.)" if given < hi else "")

    @on(Input.Changed, ".split-points")
    def _points_changed(self, event: Input.Changed) -> None:
        given, negative = 0, False
        for box in self.query(".split-points").results(Input):
            n = int(box.value) if box.value.strip().lstrip("-").isdigit() else 0
            negative = negative or n < 0
            given += n
        # a share below 0 is refused at Enter: said as it is typed (trial: the boxes felt unreliable)
        self.query_one("#points-left", Static).update(
            "[b]A share can't be below 0.[/b] " + self._points_left(given) if negative else self._points_left(given))

    def on_resize(self, event: events.Resize) -> None:
        self._shorten(event.size.height < SHORT)

    def _shorten(self, short: bool) -> None:
        """Lay the question out for a short terminal (``short``) or a tall one, then fit it."""
        self.set_class(short, "short")
        for button in self.query(Button):
            button.compact = short
        self.call_after_refresh(self._fit)

    def _fit(self) -> None:
        """Share the rows the rest of the question leaves on screen between the help (who asks,
        what its words mean) and the options. The prompt and the highlighted option's text
        (:meth:`_show_text`) show whole (a JLD trial at 80x24: Raeppasid's Defense text was cut
        in its last line); the options get all they need (at most :data:`MAX_OPTION_ROWS`) when
        the help fits too, else they keep :data:`KEPT_OPTION_ROWS` and the help the rest (found
        in a Metal trial: at 80x24 the Defense question's help was cut after three rows with
        room to spare). Help that does not fit scrolls and says so on its lower edge, with the
        key that reads on (:meth:`action_read_help`). The buttons are docked at the bottom of
        the box. A typed answer's boxes keep their rows."""
        if not self.is_mounted:
            return
        found = self.query("#options")
        options = found.first() if found else None
        box, teach = self.query_one("#decision-box"), self.query_one("#teach")
        text = self.query_one("#option-text", Static) if options is not None else None
        width = box.content_region.width
        text_rows = 0
        if text is not None and text.display and width:  # whole: its lines and its top border
            text_rows = text.get_content_height(self.size, self.size, width) + text.styles.gutter.height
            text.styles.max_height = text_rows
        others = sum(w.outer_size.height for w in box.children if w not in (options, teach, text) and w.display)
        room = self.size.height - TABLE_ROWS - others - text_rows - box.styles.gutter.height
        help_width = teach.content_region.width or width
        help_rows = teach.children[0].get_content_height(self.size, self.size, help_width) if help_width else 0
        list_rows = 0 if options is None else \
            min(MAX_OPTION_ROWS, options.virtual_size.height + options.styles.gutter.height)
        cut = help_rows + list_rows > room
        if cut:
            list_rows = min(list_rows, max(KEPT_OPTION_ROWS, room - help_rows))
            cut = help_rows > room - list_rows
            help_rows = max(2 if cut else 1, room - list_rows)  # (a cut help: a row and its edge)
        self._help_cut(teach, cut)
        teach.styles.max_height = help_rows
        if options is not None:
            options.styles.max_height = max(3, min(list_rows, room))
            self.call_after_refresh(self._count_shown)

    #: what the lower edge of a help that does not all show says (:meth:`action_read_help`),
    #: when the options have the keys, and when the help has them
    HELP_CUE: ClassVar[str] = "more help: Tab, then ↓"
    HELP_KEYS: ClassVar[str] = "↑ ↓ read the help · Tab: back to the options"

    def _help_cut(self, teach: VerticalScroll, cut: bool) -> None:
        """Mark the help as cut (``cut``: its lower edge says how to read on, and Tab gives it
        the keys) or whole."""
        if teach.has_class("-cut") == cut:
            return
        teach.set_class(cut, "-cut")
        teach.can_focus = cut
        teach.border_subtitle = self.HELP_CUE if cut else None
        if not cut and teach.has_focus:
            self.query("#options").first().focus()

    def action_read_help(self) -> None:
        """Tab: when the help does not all show, the keys go to it (↑ ↓ scroll it) and Tab
        again gives them back to the options; else, as everywhere, the next control."""
        teach = self.query_one("#teach")
        found = self.query("#options")
        if not teach.has_class("-cut") or not found:
            self.focus_next()
            return
        reading = not teach.has_focus
        (teach if reading else found.first()).focus()
        teach.border_subtitle = self.HELP_KEYS if reading else self.HELP_CUE

    def _count_shown(self) -> None:
        """When the options do not all show, their border says which do and how many there are
        and where the others are ("1–6 of 10 · ↓ for more"; found in a Metal trial: ten options
        showed six at 80x24, with nothing telling of the four others); nothing when all show.
        The list counts again itself when it is laid out or scrolled
        (:class:`screens.widgets.lists.Counted`)."""
        found = self.query("#options")
        if found and self.is_mounted:
            found.first().count_shown()

    def on_mount(self) -> None:
        self.call_after_refresh(self._mark_drawn)
        self.query_one("#notice", Static).display = False
        # a notice raised just before the question opened (the Lord Ruler's step): said in its line
        self.post_message(NoticesAsked())
        self._shorten(self.size.height < SHORT)
        if self.typed:
            self.query(Input).first().focus()
            return
        options = self.query_one("#options")
        options.counted = True
        options.focus()
        first = 1 if self._yes_no() and self.pending.get("safe_no") else 0
        options.highlighted = first  # a Yes that loses a card: No, so a stray Enter costs nothing
        self._show_text(first)

    def _show_text(self, index: int | None) -> None:
        box = self.query_one("#option-text", Static)
        text = self.texts[index] if index is not None and index < len(self.texts) else ""
        box.update("" if self.inline or not text else escape(text))
        box.display = bool(text) and not self.inline
        self.call_after_refresh(self._fit)

    @on(OptionList.OptionHighlighted, "#options")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._show_text(event.option_index)

    @on(SelectionList.SelectionHighlighted, "#options")
    def _sel_highlighted(self, event: SelectionList.SelectionHighlighted) -> None:
        self._show_text(event.selection_index)

    def action_detail(self) -> None:
        """I: the highlighted option's card in full, else the card the question is about or
        asks it (the decision view's ``about``: found in a Metal trial, I on a choice whose
        option named a card said it was not a card); the question stays open under it."""
        from screens.card_detail import CardDetailScreen

        index = self.query_one("#options", OptionList).highlighted
        uid = self.cards[index] if index is not None and index < len(self.cards) else None
        if uid is None:
            uid = self.pending.get("about")
        d = self.pending.get("details", {}).get(uid) if uid is not None else None
        if d is None:
            self.notify("This option is not a card.", severity="warning")
            return
        self.app.push_screen(CardDetailScreen(d))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "decline":
            return self.pending["min"] == 0 and not self.typed
        if action == "number":  # the keys of options there are (Y and N answer a yes/no), and
            # a letter that means nothing here: a command typed on (:meth:`action_number`)
            if self.typed or not parameters:
                return False
            n = int(parameters[0])
            key = OPTION_KEYS[n - 1] if 0 < n <= len(OPTION_KEYS) else ""
            return key in self.keys or self._means_nothing(key) or self._stray_digit(key)
        if action == "detail":
            return not self.typed
        if action == "command_typed":  # in a text answer, ":" and "/" are text
            return self.pending["kind"] != "text"
        return True

    def _typed_answer(self) -> int | dict[str, int] | str | None:
        """The typed answer, or None (and a warning) when a box does not hold a number."""
        d = self.pending
        try:
            if d["kind"] == "text":
                return self.query_one("#answer", Input).value
            if d["kind"] == "number":
                return int(self.query_one("#answer", Input).value)
            points = [int(self.query_one(f"#points-{i}", Input).value or 0) for i in range(len(d["options"]))]
        except ValueError:
            self.notify(how_many(d), severity="warning")
            return None
        return {oid: n for (oid, _), n in zip(d["options"], points) if n}

    def _chosen(self) -> list[str]:
        w = self.query_one("#options")
        if isinstance(w, SelectionList):
            order = [oid for oid, _ in self.pending["options"]]
            return sorted(w.selected, key=order.index)
        opt = w.highlighted_option if isinstance(w, OptionList) else None
        return [opt.id] if opt is not None else []

    def takes_pointer(self, clicked: float) -> bool:
        """Whether a click (made at ``clicked``, the keys' clock) on an option may mark or
        choose it now: as a key (:meth:`_quiet`),
        so a double-click's second click meant for the table answers nothing
        (:func:`screens.widgets.lists.takes_pointer`)."""
        self._clicked = max(self._clicked, clicked)
        return self._quiet(clicked)

    def _quiet(self, typed: float | None = None) -> bool:
        """Whether a key (or click) may act now: it was typed after the question was made
        (:mod:`screens.typed_ahead`: one typed while the move that asks it was applied is no
        answer) and the keyboard was quiet for :attr:`GUARD` since it was drawn; a key that
        may not act is ignored, said once, and the keyboard must be quiet again from it."""
        typed = typed_at(self.app) if typed is None else typed
        if self._guard.quiet(typed):
            return True
        if self._guard.first_ignored():
            self.notify(IGNORED, severity="warning")
        self._dropped = True
        return False

    def _mark_drawn(self) -> None:
        """The question is on screen: :attr:`GUARD` counts from now."""
        self._guard.drawn(drawn_now())

    def show_notices(self, notifications: list[Notification]) -> None:
        """The app's notices now (oldest first): the newest one still showing is said in the
        question's line (:meth:`tell`); none: the line goes."""
        live = [n for n in notifications if not n.has_expired]
        if live:
            if live[-1] is not self._told:
                self.tell(live[-1])
        elif self._told is not None:
            self._untell()

    def tell(self, notification: Notification) -> None:
        """Say ``notification`` (a notice, a refusal: the app's toast) in the question's own line,
        left of its buttons, until it expires or a newer one comes. Over a question the toasts do not
        show (``decision.tcss``): at 80x24 the question takes the screen, and a toast covered its
        options and buttons for seconds (issue 14 trials: the co-op Lord Ruler's step, Metal's
        "Kept" notice on the private hero pick, the question's own "a key was ignored"); those
        still showing when the question closes show again over the table."""
        if not self.is_mounted or notification.has_expired:
            return
        title = f"[b]{escape(notification.title)}[/b]: " if notification.title else ""
        body = notification.message if notification.markup else escape(notification.message)
        line = self.query_one("#notice", Static)
        line.update(title + " ".join(body.split()))
        line.set_class(notification.severity in ("warning", "error"), "-warning")
        line.display = True
        self._told = notification
        if self._told_timer is not None:
            self._told_timer.stop()
        self._told_timer = self.set_timer(max(notification.time_left, 0.1), self._untell)
        self.call_after_refresh(self._fit)

    def _untell(self) -> None:
        """The notice said in the question's line expired: the line goes."""
        self._told, self._told_timer = None, None
        if self.is_mounted:
            self.query_one("#notice", Static).display = False
            self.call_after_refresh(self._fit)

    def dismiss(self, result: list[str] | int | dict[str, int] | str | None = None) -> AwaitComplete:
        """Answer once: keys of a burst queued behind the one that answered reach the closing
        question, and must neither answer again nor close the screen under it."""
        if not self.is_current:
            return AwaitComplete.nothing()
        return super().dismiss(result)

    def action_confirm(self) -> None:
        if not self._quiet():
            return
        if self._dropped and not self._touched and not self.typed:
            self._touched = True  # said once: a second Enter confirms what is highlighted
            self.notify("A key before Enter was ignored (it came as this question appeared): mark your "
                        "option again, then Enter.", severity="warning")
            return
        if self.typed:  # after the keys already sent to the box (one burst: "3" then Enter)
            (self.focused or self).call_later(self._send_typed)
            return
        chosen = self._chosen()
        d = self.pending
        if self.multi and not chosen:
            lst = self.query_one("#options", SelectionList)
            # none marked: the highlighted one, in a question that may be answered with none
            # only once the cursor was moved to it (a trial's bare Enter gave away its one option)
            if lst.highlighted is not None and (self._moved or d["min"] == 1):
                chosen = [d["options"][lst.highlighted][0]]
            elif d["min"] == 0:
                self.notify("Nothing is marked: mark an option (Space or its key) and press Enter, or N for none.",
                            severity="warning")
                return
        if self.multi and not chosen and d["min"] > 0:
            self.notify(how_many(d), severity="warning")
            return
        if not d["min"] <= len(chosen) <= d["max"]:
            self.notify(f"{how_many(d)} You marked {len(chosen)}.", severity="warning")
            return
        self.dismiss(chosen)

    def _send_typed(self) -> None:
        """Answer with the typed answer; the engine checks it and says why it is refused."""
        answer = self._typed_answer()
        if answer is not None:
            self.dismiss(answer)

    #: what a ``:`` (or ``/``) typed in a question says: the keys typed after it were meant for
    #: the command line, and are ignored (:meth:`action_command_typed`)
    ANSWER_FIRST: ClassVar[str] = ("Answer this question first: the keys typed for a command are ignored. "
                                   "(Esc closes it to look at the table.)")

    def action_command_typed(self) -> None:
        """``:`` or ``/`` typed in a question (but in a text answer, where it is text): the
        person meant to type a command at the table (found in a trial: ``:buy Con`` Enter, typed
        while a Burn chooser was open, confirmed its first option, and the next command's
        letters reached the table as its keys, ending the turn). It says to answer first, and
        the keys after it are ignored until the keyboard is quiet for :attr:`GUARD` (Enter
        among them). Bound with priority, as Enter is, so it acts before the keys after it."""
        self.notify(self.ANSWER_FIRST, severity="warning", markup=False)
        self._ignore_after()

    def _ignore_after(self) -> None:
        """The keys after a command typed on are ignored until the keyboard is quiet for
        :attr:`GUARD` (its notice says so)."""
        self._guard.told = True  # the keys it ignores are said by this notice
        self._guard.restart(typed_at(self.app))
        self._dropped = True

    def on_key(self, event: events.Key) -> None:
        """N on a question that may not be declined says so (its binding is off there); a
        cursor key counts as marking (see ``_dropped``); ↓ in a text box goes to its
        suggestions, ↑ on the first suggestion back to the box."""
        if event.key == "space" and not self.typed and not self._quiet():
            event.stop()  # a Space meant for the table marks no box (a key like any other)
            event.prevent_default()
            return
        if event.key in ("down", "up") and self._next_box(event.key == "down"):
            event.stop()
            event.prevent_default()
            return
        found = self.query("#suggestions")
        if found and event.key in ("down", "up"):
            box, lst = self.query_one("#answer", Input), found.first(OptionList)
            if event.key == "down" and box.has_focus:
                event.stop()
                lst.focus()
                if lst.highlighted is None:
                    lst.highlighted = 0
                box.value = self._suggestions()[lst.highlighted or 0]
                return
            if event.key == "up" and lst.has_focus and not lst.highlighted:
                event.stop()
                box.focus()
                return
        if event.key in ("up", "down", "home", "end", "pageup", "pagedown", "space") \
                and not self.query_one("#teach").has_focus:  # (keys that scroll the help move no cursor)
            self._touched = True
            self._moved = self._moved or event.key != "space"
        if event.key in ("y", "n") and self._yes_no():  # as in every yes/no dialog (found in a trial)
            event.stop()
            if self._quiet():
                self.dismiss(["yes" if event.key == "y" else "no"])
            return
        if event.key == "n" and not self.typed and self.pending["min"] > 0:
            event.stop()
            if self._quiet():  # (not among keys ignored: a command typed on)
                self.notify(f"This question can't be declined: {how_many(self.pending)}", severity="warning")

    def _stray_digit(self, key: str) -> bool:
        """Whether ``key`` is a digit that is no option's key here (a question of players keyed
        by their seat numbers, :func:`option_keys`: 1 when the options are 2 and 3)."""
        return key.isdigit() and key not in self.keys

    def _which_keys(self) -> str:
        """The keys that answer this question, in a sentence: "Keys 2 and 3 answer it (each
        player's number); ↑↓ and Enter too.", "Y or N answers it; …" for a yes/no question. """
        if self._yes_no():
            return "Y or N answers it; ↑↓ and Enter too."
        keys = self.keys
        said = keys[0] if len(keys) == 1 else ", ".join(keys[:-1]) + " and " + keys[-1]
        seats = keys != list(OPTION_KEYS[:len(keys)])
        return (f"{'Key' if len(keys) == 1 else 'Keys'} {said} answer{'s' if len(keys) == 1 else ''} it"
                + (" (each player's number)" if seats else "") + "; ↑↓ and Enter too.")

    def stray_key_help(self, key: str) -> str:
        """What a key that answers nothing here says, a digit and a letter alike: "x answers
        nothing here. Keys 1, 2 and 3 answer it; ↑↓ and Enter too." (new-user trial: a stray
        letter said only "Answer this question first", a stray digit which keys answer)."""
        return f"{key} answers nothing here. {self._which_keys()}"

    def _means_nothing(self, key: str) -> bool:
        """Whether the option key ``key``, past this question's options, is a letter with no
        other use here (not Y of a yes/no question, nor Z, undo): typed, it is the start of a
        command for the table, as after ``:`` (:meth:`action_command_typed`). Found in a co-op
        trial: "burn steel on steel training" typed on as the Riot question opened declined
        it with its N, and "attack lord ruler" + Enter answered a Yes/No question. Bound with
        priority, as Enter is, so it is judged before the keys after it."""
        return key.isalpha() and key != "z" and not (key == "y" and self._yes_no())

    def _next_box(self, down: bool) -> bool:
        """↓ or ↑ in a split's box (``down``: ↓) goes to the box below or above, as in every
        list (issue 14, co-op trial: the collective damage boxes needed Tab); at the last or first
        box it stays. False when the focus is in no split box (the key is not this one's)."""
        boxes = list(self.query(".split-points").results(Input))
        at = next((i for i, box in enumerate(boxes) if box.has_focus), None)
        if at is None:
            return False
        to = at + (1 if down else -1)
        if 0 <= to < len(boxes):
            boxes[to].focus()
        return True

    def _yes_no(self) -> bool:
        """A question of Yes or No (``rules.engine.effects.yes_no``): Y and N answer it."""
        return not self.typed and [oid for oid, _ in self.pending["options"]] == ["yes", "no"]

    def action_decline(self) -> None:
        if self.pending["min"] == 0 and self._quiet():
            self.dismiss([])

    def action_rules(self) -> None:
        """F1: the rules reference over the question (the app opens it for the table's game and
        the seat at the keyboard); closing it comes back to the question."""
        self.post_message(RulesAsked())

    def action_later(self) -> None:
        self.dismiss(None)

    def action_undo(self) -> None:
        """Z: ask for the move that asked this to be taken back; the app closes the question
        when it is, and tells why not when it cannot be (a card was shown, a shuffle)."""
        if self._quiet():
            self.post_message(UndoAsked())

    def action_number(self, n: int) -> None:
        """The key of option ``n`` (1-based) marks it: toggles its box when several may be
        picked, highlights it when one is; Enter confirms either way."""
        opts = self.pending["options"]
        key = OPTION_KEYS[n - 1] if 0 < n <= len(OPTION_KEYS) else ""
        if key not in self.keys:  # a letter that means nothing here (check_action): a command typed on
            if self._stray_digit(key):  # trial: 1 in a question of keys 2 and 3 did nothing, unsaid
                if self._quiet():
                    self.notify(self.stray_key_help(key), severity="warning", markup=False)
                return
            if self._means_nothing(key) and self._quiet():  # (said once: the letters after it are
                # ignored by the restarted guard): the same help as a stray digit, then that the
                # keys typed on for a command are ignored (a new-user trial: a letter said only that)
                self.notify(f"{self.stray_key_help(key)} {self.ANSWER_FIRST}", severity="warning", markup=False)
                self._ignore_after()
            return
        if not self._quiet():
            return
        n = self.keys.index(key) + 1  # the option of that key (a seat's number: :func:`option_keys`)
        self._touched = True
        w = self.query_one("#options")
        if isinstance(w, SelectionList):
            w.toggle(opts[n - 1][0])
        w.highlighted = n - 1

    @on(OptionList.OptionSelected, "#options")
    def _picked(self, event: OptionList.OptionSelected) -> None:
        """The list's own Enter (or a double-click) chose an option: as a key (:meth:`_quiet`)."""
        event.stop()
        if self._quiet(max(typed_at(self.app), self._clicked)):
            self.dismiss([event.option.id])

    @on(Button.Pressed, "#confirm")
    def _confirm(self) -> None:
        self.action_confirm()

    @on(Button.Pressed, "#decline")
    def _decline(self) -> None:
        self.action_decline()
