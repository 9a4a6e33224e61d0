"""The rules as a client sees them: the one module the app, the CLI, the simulator, the bots,
the scenario runner, the screens and the tests import to play a game.

Importing it registers every game of the registration table (:data:`rules.games.GAMES`) with
the engine, which itself names no game. It re-exports what a client needs: set-up
(:func:`new_game`), moves (:func:`apply`, :func:`check`, :func:`legal_commands`), what a seat
sees (:func:`view`), commands (an answer to a decision: :func:`answer_command`) and their text form (:func:`parse`, :func:`to_text`, the words a command starts with: :func:`first_words`), the card
catalog (:func:`load`, :func:`default_catalog`), card text (:func:`card_text`, lists of names: :func:`name_list`) and each game's
rules object (:func:`rules_for`, :func:`games`, :func:`default_game`)."""

from __future__ import annotations

from rules.catalog.loader import Catalog, CatalogError, default_cards_path, default_catalog, load
from rules.engine.answers import answer_command
from rules.engine.commands import Choose, ChooseNumber, Command, End, Name, Rejected, Split
from rules.engine.game import Rules, apply, check, legal_commands, new_game, view
from rules.engine.options import MAX_NAME, SetupChoice, clean_name, name_error, printable
from rules.engine.registry import register, rules_for
from rules.engine.render import card_text, name_list
from rules.engine.textcmd import CommandError, first_words, parse, to_text
from rules.families.dc.attacks import DEFENSE_OFFER
from rules.families.dc.commands import Buy, Defeat, Play, Use
from rules.games import GAMES

for _rules in GAMES:
    register(_rules)


def games() -> list[Rules]:
    """The registered games' rules objects, in the registration table's order."""
    return list(GAMES)


def default_game() -> str:
    """The id of the game played when none is named: the first of the registration table."""
    return GAMES[0].id


__all__ = [
    "Buy", "Catalog", "CatalogError", "Choose", "ChooseNumber", "Command", "CommandError", "DEFENSE_OFFER", "name_list",
    "Defeat", "End", "MAX_NAME", "Name", "Play", "Rejected", "Rules", "SetupChoice", "Split", "Use", "answer_command",
    "apply", "card_text", "check", "first_words", "clean_name", "default_cards_path", "default_catalog", "default_game",
    "games", "legal_commands", "load", "name_error", "new_game", "parse", "printable", "rules_for", "to_text",
    "view",
]
