"""The table's command line: Textual's :class:`~textual.widgets.Input`, with Enter taken in
the order the keys came, and the commands given before recalled with Up and Down."""

from __future__ import annotations

from textual import events
from textual.widgets import Input


class CommandLine(Input):
    """An input line whose Enter submits what was typed before it and clears the line at once,
    however fast the keys come: the keys after Enter start the next command.

    Textual's input inserts a letter as soon as it gets the key, but finds Enter's binding only
    after the key has bubbled up to the screen, behind the keys already queued there: a line
    pasted or typed at once with ``tmux send-keys`` ("buy nothing", Enter, "play funding",
    Enter) was submitted as "buy nothingplay funding" (found in a trial: fast typing after a
    refusal was lost).

    The line is empty after every command, done or refused, as in a shell: a refusal names the
    command it refuses, and Up brings back the commands given before, newest first (Down goes
    the other way, back to an empty line), the cursor at the end, to be corrected (issue 14
    trials: a refused command left on the line had the next one typed onto it, "endplay").
    ``:`` typed here starts a new command, as it does at the table: it clears the line."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        #: the commands given, oldest first, and how far back Up went (None: not recalling)
        self._given: list[str] = []
        self._back: int | None = None

    def recall(self, step: int) -> None:
        """The command ``step`` back (Up: 1) or forward (Down: -1) from the one shown, the
        cursor at its end; forward past the newest, an empty line."""
        given = self._given
        if not given:
            return
        back = (self._back or 0) + step
        if back <= 0:
            self._back, self.value = None, ""
            return
        self._back = min(back, len(given))
        self.value = given[-self._back]
        self.cursor_position = len(self.value)

    async def _on_key(self, event: events.Key) -> None:
        if event.key == "enter":
            event.stop()
            event.prevent_default()
            text, self.value, self._back = self.value, "", None
            if text.strip():
                self._given = [*self._given, text][-50:]
            self.post_message(self.Submitted(self, text))
            return
        if event.key in ("up", "down"):
            event.stop()
            event.prevent_default()
            self.recall(1 if event.key == "up" else -1)
            return
        if event.character == ":":
            event.stop()
            event.prevent_default()
            self.value, self._back = "", None
            return
        await super()._on_key(event)
