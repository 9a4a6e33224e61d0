"""What the table teaches (issue 14, "Decisions teach"): the help line of a decision, read
from the game's glossary (:attr:`rules.engine.contract.Rules.glossary`), and who asks it.

A glossary is a tuple of ``(term, explanation)`` pairs. A decision names a term by its
purpose verb (``Purpose.verb == "seal"`` names "Seal") or by a word of its prompt ("Surge",
"Heroic Sacrifice"), compared without case and as whole words; the help line is the
explanations of the terms named, in the glossary's order, each once.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .state import Decision, State

Glossary = tuple[tuple[str, str], ...]


@lru_cache(maxsize=16)
def _patterns(glossary: Glossary) -> tuple[tuple[str, str, re.Pattern[str]], ...]:
    """Each term with its explanation and the pattern finding it as a whole word."""
    return tuple((term, text, re.compile(r"(?<![\w-])" + re.escape(term) + r"(?![\w-])", re.IGNORECASE))
                 for term, text in glossary)


def terms_named(glossary: Glossary, text: str, verb: str = "") -> list[str]:
    """The terms of ``glossary`` that ``text`` names as whole words (case ignored), or that
    ``verb`` (a purpose verb such as ``seal``, ``_`` read as a space) is, in the glossary's
    order."""
    verb = verb.replace("_", " ").lower()
    return [term for term, _, pat in _patterns(glossary) if term.lower() == verb or pat.search(text)]


def glossary_help(glossary: Glossary, decision: Decision) -> str:
    """The default help line of ``decision`` (:meth:`Rules.decision_help`): "Term: its
    explanation" for each term its purpose verb or its prompt names, joined by spaces; ""
    when it names none."""
    return _help_line(glossary, decision.prompt, decision.purpose.verb)


@lru_cache(maxsize=4096)
def _help_line(glossary: Glossary, prompt: str, verb: str) -> str:
    """:func:`glossary_help` of a prompt and purpose verb, kept: prompts repeat from decision
    to decision, and matching every term costs more than a bot's whole step (bench/instructions.py)."""
    named = set(terms_named(glossary, prompt, verb))
    return " ".join(f"{term}: {text}" for term, text in glossary if term in named)


def asker(state: State, decision: Decision) -> str:
    """Who asks ``decision``, as its owner reads it: the name of the card that asks
    (``Purpose.source``), else the rule that asks (``Purpose.rule``), else ""."""
    src = decision.purpose.source
    if src is not None and 0 <= src < len(state.cards):
        return state.name(src)
    return decision.purpose.rule
