"""The per-game glossary of the game contract (issue 14, "Rules reference and help"): every
game explains its terms, and a decision's help line quotes the terms it names."""

from __future__ import annotations

import pytest

from rules.api import games, rules_for
from rules.engine.state import Decision, Purpose
from rules.engine.teach import glossary_help, terms_named

GAME_IDS = [r.id for r in games()]

#: terms a player meets on each game's table (issue 14's list), each of which must be explained
MUST_EXPLAIN = {
    "metal": ["Power", "VP", "Line-Up", "control", "Character stack", "Recruit", "Rescue", "Captured",
              "Breakthrough", "Super-Villain", "Ongoing", "Attack", "Defense", "Weakness", "score pile"],
    "jld": ["Power", "Line-Up", "control", "Seal", "Seal token", "Surge", "Transform", "Revert",
            "Transformation Zone", "Mystic Ritual", "Nemesis", "blue banner", "score pile"],
    "metro": ["REQ", "Versatile", "Storyline", "Heroic Sacrifice", "Rubble Pile", "Energy Level", "Plot Points",
              "City Supply", "City Defense", "Destruction Power", "Archenemy", "slot", "deck", "hand", "discard pile",
              "playing area"],
    "mistborn": ["burn", "flare", "refresh", "atium", "Seek", "Riot", "Soothe", "Cloud", "Sense", "Pull", "Push",
                 "Defender", "training track", "mission", "boxing", "market", "eliminate", "Savant", "target",
                 "deck", "hand", "discard pile", "played", "set aside", "Ally"],
}


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_game_explains_its_terms(game):
    glossary = rules_for(game).glossary
    terms = [t.lower() for t, _ in glossary]
    assert len(terms) == len(set(terms)), "a term is explained twice"
    for term in MUST_EXPLAIN[game]:
        assert term.lower() in terms, f"{game}: {term} is not in the glossary"
    for term, text in glossary:
        assert term.strip() == term and text.endswith("."), (term, text)
        assert "*" not in text and "`" not in text, f"{term}: plain text, no Markdown"
    spelt = {t for t, _ in glossary}
    assert rules_for(game).keywords and rules_for(game).keywords <= spelt, "a keyword the glossary lacks"


@pytest.mark.parametrize("game", GAME_IDS)
def test_phases_are_the_glossary_companion(game):
    """The turn's phases come from the phases data, each with the words players read."""
    rules = rules_for(game)
    assert rules.phases and all(p.word for p in rules.phases)


def _decision(prompt: str, verb: str) -> Decision:
    return Decision("one", 0, prompt, [], 0, 1, "x", {}, Purpose(verb))


def test_help_line_quotes_the_terms_a_decision_names():
    glossary = rules_for("jld").glossary
    line = glossary_help(glossary, _decision("Put up to 2 cards on top", "seal"))
    assert line.startswith("Seal: ") and "score pile" in line
    # a keyword in the prompt is explained too, each once, in the glossary's order
    line = glossary_help(glossary, _decision("You may Surge, then Seal a card", "seal"))
    assert line.index("Seal:") < line.index("Surge:") and line.count("Seal:") == 1


def test_a_decision_explains_keywords_not_every_zone():
    """The help line of a decision explains the game's keywords it names, not the zones and
    the currency every other prompt names ("hand", "Power")."""
    rules = rules_for("jld")
    d = _decision("Seal a card from your hand for +2 Power", "seal")
    line = rules.decision_help(None, d)
    assert line.startswith("Seal: ") and "Power:" not in line and "hand:" not in line


def test_terms_match_whole_words_only():
    glossary = (("burn", "Burn it."), ("Line-Up", "The row."))
    assert terms_named(glossary, "Buy from the line-up", "") == ["Line-Up"]
    assert terms_named(glossary, "It burned down; Line-Ups", "") == []
    assert terms_named(glossary, "", "burn") == ["burn"]


def test_the_weakness_entry_agrees_with_the_weakness_cards():
    """Found in the Metal trial: F1 said a Weakness "does nothing", while the Metal Weakness
    must be played first and gets a Super Hero Captured, and the JLD one returns to its stack.
    A glossary entry may not say a card with effects does nothing."""
    from rules.api import rules_for
    from rules.catalog.loader import default_catalog

    for game in ("metal", "jld"):
        weakness = next(c for c in default_catalog().cards.values() if c.game == game and c.kind == "weakness")
        entry = dict(rules_for(game).glossary)["Weakness"]
        assert weakness.effects and "does nothing" not in entry


def test_metals_glossary_says_what_the_trial_read_otherwise():
    """Found in a trial: the glossary promised a Rescue after every Super-Villain (Barbatos gives
    none), and "does not look back" read as if Kendra Saunders' "second Hero" could not count a
    Hero played before she joined."""
    words = dict(rules_for("metal").glossary)
    assert "(not Barbatos)" in words["The Batman Who Laughs"]
    assert "before it joined" in words["team"] and "still counts" in words["team"]
