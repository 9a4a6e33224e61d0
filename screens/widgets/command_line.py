"""The table's command line: Textual's :class:`~textual.widgets.Input`, with Enter taken in
the order the keys came."""

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

    ``:`` starts a new command here as it does at the table: a refused command stays on the
    line to be mended, and ``:`` typed after it clears it (two trials: ``:paly punch`` typed
    after a refused ``buy electrum`` read "buy electrum:paly punch"). No command holds a ``:``."""

    async def _on_key(self, event: events.Key) -> None:
        if event.key == "enter":
            event.stop()
            event.prevent_default()
            text, self.value = self.value, ""
            self.post_message(self.Submitted(self, text))
            return
        if event.character == ":":
            event.stop()
            event.prevent_default()
            self.value = ""
            return
        await super()._on_key(event)
