"""Confirm: a yes/no question before an action that cannot be taken back lightly (ending the
turn with cards or Power left). Y or the button says yes; Enter, N and Esc say no, so a
stray Enter never confirms. Keys typed before it was drawn answer nothing, and it says so
(:mod:`screens.typed_ahead`: the ``y`` of a burst may not be meant for it). Dismisses with
True or False."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from textual import on
from textual.app import ComposeResult
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from screens.breakpoints import WIDTH_CLASSES
from screens.typed_ahead import IGNORED, drawn_now, typed_at
from screens.widgets.button import KeyButton
from screens.widgets.notice_line import NoticeLine


class ConfirmScreen(ModalScreen[bool]):
    CSS_PATH = "confirm.tcss"
    HORIZONTAL_BREAKPOINTS = WIDTH_CLASSES  # -narrow: the box takes the whole width
    #: the app's notices are said in the box's top line, never drawn over the buttons
    #: (:class:`~screens.widgets.notice_line.NoticeLine`)
    NOTICES_IN_LINE = True
    BINDINGS = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n", "answer(False)", "No"),
        Binding("escape", "answer(False)", "No", show=False),
    ]

    def __init__(self, question: str, yes: str = "Yes", no: str = "Keep playing"):
        """``question`` asked, ``yes`` the Y button's words, ``no`` the N button's: what No
        does ("Keep playing"; "Not yet" when the card asked about is the only one that may be
        played: a Metal trial was offered to keep playing with nothing else to play)."""
        super().__init__()
        self.question = question
        self.yes = yes
        self.no = no
        self._opened = drawn_now()  # keys typed before are not its answer (:meth:`_typed_ahead`)

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            yield NoticeLine(id="notice")  # first: never under the buttons
            yield Static(escape(self.question), id="question")
            # the keys, said (new-user trial: Space kept playing, unannounced): No has the focus
            yield Static(f"[dim]y: {escape(self.yes)} · n, Esc, Enter or Space: {escape(self.no.lower())}[/dim]",
                         id="confirm-keys")
            with Horizontal(id="confirm-buttons"):
                yield KeyButton(f"{self.yes} (y)", id="yes", variant="warning")
                yield KeyButton(f"{self.no} (n)", id="no", variant="primary")

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    def _typed_ahead(self) -> bool:
        """Whether the key or click being handled was typed before the question was made (a
        move was being applied): then it is ignored, and said to be."""
        if typed_at(self.app) >= self._opened:
            return False
        self.notify(IGNORED, severity="warning")
        return True

    def dismiss(self, result: bool | None = None) -> AwaitComplete:
        """Answer once: keys of a burst queued behind the one that answered reach the closing
        dialog, and must neither answer again nor close the screen under it."""
        if not self.is_current:
            return AwaitComplete.nothing()
        return super().dismiss(result)

    def action_answer(self, yes: bool) -> None:
        if not self._typed_ahead():
            self.dismiss(yes)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        if not self._typed_ahead():
            self.dismiss(event.button.id == "yes")


def quit_question(resume: str) -> str:
    """The question before quitting a game under way: whether it is saved, and the command that
    continues it (``resume``, the view's ``resume_with``; "" when the game is not being saved)."""
    said = (f"The game is autosaved after every command: `{resume}` continues it." if resume
            else "This game is not being saved: quitting ends it.")
    return f"Quit? {said}"


def ask_to_quit(screen: Any, resume: str) -> None:
    """Ask :func:`quit_question` over ``screen`` (the table, a hand-off); Yes quits the app."""
    def answered(yes: bool | None) -> None:
        if yes:
            screen.app.exit()

    screen.app.push_screen(ConfirmScreen(quit_question(resume), "Quit"), answered)
