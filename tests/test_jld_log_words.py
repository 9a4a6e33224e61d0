"""Log lines and prompts a new-user trial of Justice League Dark found awkward."""

from __future__ import annotations

from conftest import do, make_game


def test_a_card_played_again_reads_plays_it_again():
    st = make_game(game="jld", player=[{"characters": ["Zatanna"], "hand": ["Mystic Bolt", "Zatanna Zatara"]},
                                       {"characters": ["Deadman"]}])
    do(st, "play Mystic Bolt")
    do(st, "play Zatanna Zatara")
    texts = [e.text for e in do(st, "choose Mystic Bolt")]
    assert "Ann plays Mystic Bolt again." in texts, texts


def test_mordru_s_transform_question_names_what_it_asks():
    """Mordru's Reward: Transform a card; the question for which Transformed card says so
    (it read "Transform Mary Bromfield into", with nothing after "into")."""
    st = make_game(game="jld", player=[{"hand": ["Mary Bromfield"], "discard": [], "power": 11}, {}],
                   table={"nemesis": ["Mordru"]})
    do(st, "defeat")
    while st.pending is not None and "Transforms into" not in st.pending.prompt:
        do(st, "choose " + st.pending.options[0].label)
    assert st.pending.prompt == "Choose the card Mary Bromfield Transforms into"
    assert [o.label.split(" (")[0] for o in st.pending.options] == ["Mary Marvel, New Champion", "Mary Marvel, Corrupted"]


def test_khalid_nassour_s_question_says_the_cards_are_from_the_top_of_the_deck():
    st = make_game(game="jld", player=[{"hand": ["Khalid Nassour"], "deck": ["Punch", "Vulnerability", "Punch"]}, {}])
    do(st, "play Khalid Nassour")
    assert st.pending.prompt == ("Choose up to 2 cards to discard; the rest go back on top of your deck in the "
                                 "same order"), st.pending.prompt


def test_a_declined_payment_ability_is_not_logged_as_used():
    """Swamp Thing's payment ability: declined, the log says only that it was declined, as any
    declined card (it read "Ann uses Swamp Thing." first); paid, "Ann uses Swamp Thing." follows
    the payment."""
    st = make_game(game="jld", player=[{"characters": ["Swamp Thing"], "hand": ["Punch", "Vulnerability"]}, {}])
    texts = [e.text for e in do(st, "use Swamp Thing")] + [e.for_player(0) for e in do(st, "choose none")]
    assert texts == ["Swamp Thing: Ann declines."], texts
    do(st, "use Swamp Thing")
    texts = [e.text for e in do(st, "choose Punch")]
    assert texts[:2] == ["Ann discards Punch.", "Ann uses Swamp Thing."], texts


def test_a_question_from_two_zones_says_when_every_card_is_in_one():
    """Doctor Destiny's Reward destroys from the hand or the discard pile: with an empty
    discard pile its options are plain names, and the question says they are all in the
    hand (new-user trial: "Weakness / Punch / Punch" without a zone)."""
    st = make_game(game="jld", player=[{"hand": ["Weakness", "Punch", "Punch"], "discard": [], "power": 11}, {}],
                   table={"nemesis": ["Doctor Destiny"]})
    do(st, "defeat")
    assert st.pending.prompt.endswith("from your hand or discard pile (all in your hand)"), st.pending.prompt
    assert [o.label for o in st.pending.options] == ["Weakness", "Punch", "Punch"]
    st = make_game(game="jld", player=[{"hand": ["Weakness"], "discard": ["Punch"], "power": 11}, {}],
                   table={"nemesis": ["Doctor Destiny"]})
    do(st, "defeat")
    assert "(all in" not in st.pending.prompt
    assert [o.label for o in st.pending.options] == ["Weakness (hand)", "Punch (discard pile)"]


def test_a_nemesis_is_defeated_not_bought():
    # JLD trial: "Ann buys Hecate into their score pile." (JLD defeats a Nemesis; Metal buys a
    # Super-Villain, and its log still says so)
    st = make_game(game="jld", player=[{"power": 11}, {}], table={"nemesis": ["Mordru"]})
    texts = [e.text for e in do(st, "defeat")]
    assert "Ann defeats Mordru and puts it into their score pile." in texts, texts
    metal = make_game(player=[{"power": 12}, {}])
    top = metal.name(metal.table["super_villains"][0])
    assert f"Ann buys {top} into their score pile." in [e.text for e in do(metal, "defeat")]
