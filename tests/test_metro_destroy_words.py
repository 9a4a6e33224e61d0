"""Issue 14, Metro City new-user trial (main ab30f6b): the Destroy questions in a player's
words. A power of several cards says how many cards each stack holds and when a stack left
the list (so the keys of the others changed); Admiral Watts' random cards count the cards he
Destroys, not the cards he picks among; a question's "(or none)" and where its cards are read
as one aside."""

from __future__ import annotations

from conftest import do, make_game
from rules.engine import zones
from rules.games.metro import board

from test_metro_rules import _to_destruction


def _queen_with_a_stack_of_one():
    """Queen Cataclysm (no Power Activated: she Destroys 2) asks for her first card, the City
    Supply's first stack holding one card only."""
    st = make_game(game="metro", players=["Ann", "Ben"], seed=1, player=[{"hand": []}],
                   table={"minion": [], "minion_extra": [], "villain": [], "archenemy": ["Queen Cataclysm"],
                          "archenemy_stack": []})
    first = board.supply_zones(st)[0]
    for u in list(st.table[first])[1:]:
        zones.to_table(st, u, "box")
    _to_destruction(st)
    assert st.pending is not None and "(card 1 of 2)" in st.pending.prompt, st.pending
    return st, st.name(st.table[first][0])


def test_a_destroy_of_two_cards_counts_each_stack_and_says_the_numbers_changed():
    st, lone = _queen_with_a_stack_of_one()
    labels = [o.label for o in st.pending.options]
    assert labels[0] == f"{lone} (1 in its stack)", labels
    assert all(" in its stack)" in label for label in labels)
    do(st, f"choose {lone}")  # the stack empties: every stack after it moves up a key
    prompt = st.pending.prompt
    assert "(card 2 of 2)" in prompt
    assert f"The {lone} stack is empty now: the numbers of the stacks after it changed" in prompt, prompt
    assert lone not in [o.label.split(" (")[0] for o in st.pending.options]


def test_a_destroy_whose_stacks_keep_their_numbers_says_nothing_of_them():
    st, lone = _queen_with_a_stack_of_one()
    other = st.pending.options[1].label.split(" (")[0]
    do(st, f"choose {other}")  # a stack of 7: still listed, no number moves
    assert "(card 2 of 2)" in st.pending.prompt
    assert "numbers" not in st.pending.prompt


def test_admiral_watts_counts_the_cards_he_destroys_at_random():
    # trial: "Destroys Spark of Energy (card 12 of 12)": 12 was the cards of the row he picks among
    from hotseat.scenario import Scenario, build

    st = build(Scenario.model_validate({
        "game": "metro", "seed": 2, "variant": "first_game", "players": ["Ann", "Ben"],
        "player": [{"hand": ["Spark of Energy", "Deadly Blades", "Affinity With Nature", "Elemental Blast",
                             "Armed Super-Vehicle"]}],
        "table": {"minion": [], "minion_extra": [], "villain": ["Admiral Watts"], "archenemy": [],
                  "archenemy_stack": []}}), "test")  # this seed's die: two random cards of the row
    _to_destruction(st)
    do(st, f"choose {st.pending.options[0].label.split(' (')[0]}")
    prompts = []
    while st.pending is not None and "Heroic Sacrifice" in st.pending.prompt:
        prompts.append(st.pending.prompt)
        do(st, "choose none")
    random = [p for p in prompts if " at random)" in p]
    assert len(random) == 2, prompts
    assert "(card 1 of 2 at random)" in random[0] and "(card 2 of 2 at random)" in random[1], random


def test_or_none_and_where_the_cards_are_read_as_one_aside():
    # trial: "Put a card of yours on the Rubble Pile instead? (or none) (all in your slot 2)"
    st = make_game(game="metro", players=["Ann", "Ben"], seed=1,
                   player=[{"hand": [], "slot:2": ["Product of Science"]}],
                   table={"minion": [], "minion_extra": [], "villain": ["The Gearwright"], "archenemy": [],
                          "archenemy_stack": []})
    _to_destruction(st)
    while st.pending is not None and "Heroic Sacrifice" not in st.pending.prompt:
        do(st, f"choose {st.pending.options[0].label.split(' (')[0]}")
    prompt = st.pending.prompt
    assert prompt.endswith("Choose a card of yours to put on the Rubble Pile instead (or none; all in your slot 2)"), \
        prompt
    assert ") (" not in prompt
