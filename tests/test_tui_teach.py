"""Pilot tests of what the table teaches (issue 14): the decision screen names the card or
rule that asks and explains its keywords; a deal says what it pays; options from several
zones carry their zone; names match anywhere; the log tells a decline; Played this turn keeps
the cards that left play."""

from __future__ import annotations

from test_tui_jld import WIDE, play_from_hand, scenario_app, take_seat

from hotseat.app import HotseatApp
from test_tui_support import attack_anyway, screen_name, screen_text, sync, wait_for


async def asked_by(app, pilot, card: str = "", key: str = "") -> None:
    """Play ``card`` from the hand (or press ``key``) and wait for the question it asks."""
    if card:
        await play_from_hand(app, pilot, card)
    else:
        await pilot.press(key)
    await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")


@sync
async def test_a_decision_names_who_asks_and_teaches_its_keywords():
    app = scenario_app("jld_teach.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        await asked_by(app, pilot, "Billy Batson, Chosen")
        assert "Asked by Billy Batson, Chosen. Transform: you Seal Billy Batson," in screen_text(app)
        help_box = str(app.screen.query_one("#teach Static").content)  # it scrolls when long
        assert ("discard a Super Power from your hand (into your discard pile, not Sealed), and gain Shazam! "
                "Champion of Magic (+3 Power." in " ".join(help_box.split()))
        assert "Seal: Put a card in your score pile" in help_box


@sync
async def test_a_deal_says_what_it_pays_on_screen():
    app = scenario_app("metal_deal.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        await asked_by(app, pilot, key="h")
        text = screen_text(app)
        assert "Mister Terrific: gain a Weakness for +2 Power?" in text and "Asked by Mister Terrific." in text


@sync
async def test_names_match_anywhere_and_an_ambiguity_lists_the_matches():
    app = scenario_app("metal_names.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        st = app.session.state
        await pilot.press("colon", *"buy r", "enter")  # Starro, Fair Play, Electrum... hold an r
        await wait_for(pilot, lambda: "is ambiguous" in app.message)
        assert "Fair Play" in app.message and "Starro" in app.message
        assert "is ambiguous" in screen_text(app)
        for _ in range(5):
            await pilot.press("backspace")
        await pilot.press(*"buy flash", "enter")
        await wait_for(pilot, lambda: "The Flash" in [st.name(u) for u in st.players[0].zones["discard"]])


@sync
async def test_options_from_several_zones_carry_their_zone():
    app = scenario_app("metal_zones.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        await asked_by(app, pilot, "Nth Metal Mace")
        text = screen_text(app)
        assert "Vulnerability (hand)" in text and "Vulnerability (discard pile)" in text


@sync
async def test_the_log_tells_a_decline_and_played_this_turn_keeps_what_left_play():
    app = scenario_app("metal_story.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        await asked_by(app, pilot, key="h")  # Mister Terrific's deal: No
        await pilot.press("down", "enter")
        await wait_for(pilot, lambda: "Mister Terrific: Ann declines." in screen_text(app))
        assert "gain a Weakness for" not in screen_text(app)  # the question is not in the log
        await play_from_hand(app, pilot, "Vulnerability")
        await asked_by(app, pilot, "Breakthrough")
        await pilot.press("1", "enter")  # mark, then confirm (may decline): return Breakthrough: the Vulnerability is destroyed
        played = app.screen.query_one("#played")
        await wait_for(pilot, lambda: "Breakthrough (left play)" in str(played.content))
        assert "Vulnerability (left play)" in str(played.content) and "(left" in screen_text(app)


@sync
async def test_the_handoff_says_what_happened_since_your_last_turn():
    """Ben's hand-off lists what Ann did in her turn, as everyone may read it (her draw by
    name stays hers: the screen is seen before Ben takes the keyboard)."""
    app = scenario_app("metal_names.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        await pilot.press("colon", *"buy flash", "enter", "escape")
        st = app.session.state
        await wait_for(pilot, lambda: "The Flash" in [st.name(u) for u in st.players[0].zones["discard"]])
        await pilot.press("e")
        await wait_for(pilot, lambda: screen_name(app) in ("ConfirmScreen", "HandoffScreen"))
        if screen_name(app) == "ConfirmScreen":
            await pilot.press("y")
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        text = screen_text(app)
        assert "Pass the keyboard to Ben" in text and "Before your first turn" in text  # Ben has had none
        assert "Ann buys The Flash (Hero card)." in text and "Ann ends their turn." in text  # the Super Hero has its name
        ann_draw = [e.private for e in st.events if e.private and e.private.startswith("Ann draws")][-1]
        assert ann_draw not in text and "Ann draws" not in text


@sync
async def test_metro_and_mistborn_questions_name_who_asks():
    """Metro City: a defeated Enemy asks whether it joins the hand as a Storyline (the card
    asks, Storyline is explained). Mistborn: Ben's Cloud question is asked by the rule."""
    from test_tui_metro import TURN, at_table, type_command

    app = HotseatApp(scenario=TURN, autosave=False)
    async with app.run_test(size=WIDE) as pilot:
        await at_table(app, pilot)
        for command in ("slot Spark of Energy in 1", "activate Deadly Blades on Spark of Energy", "next",
                        "battle Street Thugs"):
            await type_command(app, pilot, command)
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert "Asked by Street Thugs. Storyline: " in screen_text(app)
    app = scenario_app("mistborn_teach.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        await pilot.press("colon", *"attack Ben", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen" or "Pass the keyboard to Ben" in screen_text(app))
        if screen_name(app) == "ConfirmScreen":  # cards left in hand: the attack asks first
            await attack_anyway(app, pilot, "playable card")
        await wait_for(pilot, lambda: "Pass the keyboard to Ben" in screen_text(app))
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert "Rule: Cloud. Cloud: " in screen_text(app)
