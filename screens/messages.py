"""The messages screens post to the app: what the person at the keyboard asked for. Screens
never call the app's methods nor the rules; the app handles these (``@on(...)``), gives the
command to the game client and publishes the new view."""

from __future__ import annotations

from textual.message import Message


class CommandChosen(Message):
    """A command, as its text ("buy Steel", "end", "defeat")."""

    def __init__(self, text: str):
        super().__init__()
        self.text = text


class CardPicked(Message):
    """A card was chosen (Enter or a click) in the panel ``panel`` (its id): do the card's
    first action there (play, buy, use...), or with ``verb`` its first action of that verb (a
    card key); when the game makes several of them a question, ask it."""

    def __init__(self, uid: int, panel: str | None = None, verb: str | None = None):
        super().__init__()
        self.uid = uid
        self.panel = panel
        self.verb = verb


class OneOfAsked(Message):
    """A key whose verb has several commands now (Mistborn's B with several cards to burn on):
    ask which, in a list (``prompt``; ``commands``: their texts; ``labels``: what the list
    shows for each, the texts themselves by default)."""

    def __init__(self, prompt: str, commands: list[str], labels: list[str] | None = None):
        super().__init__()
        self.prompt = prompt
        self.commands = commands
        self.labels = labels or list(commands)


class UndoAsked(Message):
    """Take back the last move."""


class PlayAllAsked(Message):
    """Play every card in hand."""


class DecisionAsked(Message):
    """Open the decision that waits for the person at the keyboard."""


class RulesAsked(Message):
    """Open the rules reference for the table's game, as the person at the keyboard sees it
    (F1 in a question; the table opens it itself)."""


class ScoresAsked(Message):
    """Show the game-over table."""


class ReplaySaveAsked(Message):
    """Save the finished game's replay (the app answers with
    :meth:`screens.gameover.GameOverScreen.saved`)."""


class WatchAsked(Message):
    """Watching bots play: ``"pause"``, ``"go"`` (go on after a pause) or ``"step"`` (one
    bot move, then paused)."""

    def __init__(self, what: str):
        super().__init__()
        self.what = what


class RematchAsked(Message):
    """After game over: the same players and bots again, with a new seed."""


class NewGameAsked(Message):
    """After game over: the new-game screen, filled in as this game was set up."""


class NoticesAsked(Message):
    """A question opened, or a screen's notice line was mounted: the app tells it the notices on
    screen (one raised just before it, as the Lord Ruler's step, is said in that screen's own
    line, never over its options and buttons)."""
