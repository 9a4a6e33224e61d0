"""Heroic Sacrifice options always say where each card is (issue 14 Metro trial: Storylines in
play read bare when every option was in the playing area; a Spark of Energy Activated as a
Power read "as a Power" once and "(slot 2)" another time)."""

from __future__ import annotations

from conftest import do, make_game

from test_metro_rules import _to_destruction


def asked_to_sacrifice(enemy: dict, ann: dict, seed: int):
    """Ann's Heroic Sacrifice question, as ``enemy`` (table zones) Destroys a card."""
    st = make_game(game="metro", players=["Ann", "Ben"], seed=seed, player=[ann],
                   table={"minion": [], "minion_extra": [], "villain": [], "archenemy": [], "archenemy_stack": [],
                          **enemy})
    _to_destruction(st)
    for _ in range(4):
        if st.pending is not None and "Heroic Sacrifice" in st.pending.prompt:
            return st
        if st.pending is not None:
            do(st, f"choose {st.pending.options[0].label}")
    return None


def labels(st):
    return [o.label for o in st.pending.options]


def test_a_storyline_in_play_names_the_playing_area():
    st = next(filter(None, (asked_to_sacrifice({"minion": ["Street Thugs"]}, {"hand": [], "play_area": ["Origin Story", "Origin Story"]}, seed)
                            for seed in range(1, 40))))
    assert labels(st) == ["Origin Story (playing area)"] * 2


def test_energy_on_one_slot_says_how_each_card_is_used_there():
    ann = {"hand": [], "slot:2": ["Product of Science", "Spark of Energy"]}
    st = asked_to_sacrifice({"villain": ["The Gearwright"]}, ann, 1)
    assert labels(st) == ["Product of Science as Energy (slot 2)", "Spark of Energy as a Power (slot 2)"]
    # with a card in hand too, the same words (the place is not added twice)
    st = asked_to_sacrifice({"villain": ["The Gearwright"]}, {**ann, "hand": ["Spark of Energy"]}, 1)
    assert labels(st) == ["Spark of Energy (hand)", "Product of Science as Energy (slot 2)",
                          "Spark of Energy as a Power (slot 2)"]


def test_a_power_of_two_cards_says_which_card_each_question_is_for():
    # Metro trial: Karion Destroys two Power cards from one stack, and his two Heroic Sacrifice
    # questions read the same, word for word: each says which card of the two it is for
    from hotseat.scenario import build, load
    from test_tui_support import DATA

    st = build(load(DATA / "metro_sacrifice.toml"), "metro_sacrifice.toml")
    _to_destruction(st)
    assert "Karion Destroys a card (card 1 of 2) from the City Supply: choose the stack" in st.pending.prompt
    do(st, "choose Deadly Blades")
    first = st.pending.prompt
    assert first.startswith("Heroic Sacrifice: Karion Destroys Deadly Blades (card 1 of 2) from the City Supply")
    do(st, "choose none")
    second = st.pending.prompt
    assert second.startswith("Heroic Sacrifice: Karion Destroys Deadly Blades (card 2 of 2) from the City Supply")
    assert second != first
    do(st, "choose none")
    assert st.pending is None or "Heroic Sacrifice" not in st.pending.prompt
    assert [st.name(u) for u in st.table["rubble"]] == ["Deadly Blades", "Deadly Blades"]


def test_a_power_of_one_card_says_no_count():
    st = asked_to_sacrifice({"villain": ["The Gearwright"]}, {"hand": [], "slot:2": ["Product of Science"]}, 1)
    assert "(card " not in st.pending.prompt


def test_a_hero_with_no_card_of_that_type_gets_no_heroic_sacrifice_question(monkeypatch):
    # speed (issue 15): an offer with nothing to offer would answer itself with none, so it is
    # not built at all (it was, about one Destroy in four of a bot game); the card still goes
    from rules.games.metro import destroy

    built = []
    real = destroy._sacrifice_options
    monkeypatch.setattr(destroy, "_sacrifice_options", lambda st, seat, uids: built.append(uids) or real(st, seat, uids))
    st = asked_to_sacrifice({"villain": ["The Gearwright"]}, {"hand": []}, 1)
    assert st is None  # never asked
    assert built == []
    assert len(_rubble_after_gearwright()) == 1


def _rubble_after_gearwright() -> list[int]:
    """The Rubble Pile after The Gearwright's Destruction Power, Ann holding no card."""
    st = make_game(game="metro", players=["Ann", "Ben"], seed=1, player=[{"hand": []}],
                   table={"minion": [], "minion_extra": [], "villain": ["The Gearwright"], "archenemy": [],
                          "archenemy_stack": []})
    _to_destruction(st)
    for _ in range(4):
        if st.pending is not None:
            do(st, f"choose {st.pending.options[0].label}")
    return st.table["rubble"]


def test_a_headless_game_builds_no_question_for_the_only_stack_a_power_can_take(monkeypatch):
    # speed (issue 15): in a bot game nobody reads a question that answers itself, so the only
    # qualifying City Supply stack is taken without one (tests/test_sim.py's lockstep test
    # checks that such a game plays as at the table)
    from hotseat.sim import play_game
    from rules.games.metro import destroy

    asked = []
    real = destroy.ask
    monkeypatch.setattr(destroy, "ask", lambda st, kind, seat, prompt, options, *a, **k:
                        asked.append((a[2], len(options))) or real(st, kind, seat, prompt, options, *a, **k))
    assert play_game("metro", 2, 7).error is None
    assert ("metro_target", 1) not in asked
    assert ("metro_sacrifice", 0) not in asked
    assert ("metro_target", 2) in asked or ("metro_target", 3) in asked  # real questions are still asked
