"""Pilot and engine tests of what a new-user trial of Heroes of Metro City and Mistborn found
(issue 14, the teaching table): each fails without its fix."""

from __future__ import annotations

from test_tui_support import make_app, screen_name, screen_text, sync, wait_for
from test_tui_teach_input import bare_scenario, seated, type_line

from hotseat.app import HotseatApp

SIZE = (80, 24)


@sync
async def test_metro_the_keyboard_brings_the_hero_placard_back_into_view(tmp_path):
    """Tab to the Enemies scrolled the Hero Placard off the top; Shift+Tab back to the hand left
    it there, and only the mouse wheel brought it back."""
    app = HotseatApp(scenario=bare_scenario(tmp_path, "metro"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        assert "Hero Placard" in screen_text(app)
        for _ in range(2):  # down the column to the City Supply: the placard scrolls off the top
            await pilot.press("tab")
            await pilot.pause()
        await wait_for(pilot, lambda: app.focused.id == "citysupply" and "Hero Placard" not in screen_text(app))
        for _ in range(2):
            await pilot.press("shift+tab")
            await pilot.pause()
        await wait_for(pilot, lambda: app.focused.id == "hand")
        await wait_for(pilot, lambda: "Hero Placard" in screen_text(app), tries=20, patience=2)
        assert "Your hand" in screen_text(app)


@sync
async def test_metro_the_hand_says_what_enter_does_in_the_games_verbs(tmp_path):
    """Metro City's cards are slotted or activated, never "played"; the other games still play."""
    for game, words in (("metro", "Enter slots or activates"), ("mistborn", "Enter plays")):
        app = HotseatApp(scenario=bare_scenario(tmp_path, game), autosave=False)
        async with app.run_test(size=SIZE) as pilot:
            await seated(app, pilot)
            title = next(line for line in screen_text(app).splitlines() if "Your hand" in line)
            assert words in title, (game, title)


@sync
async def test_metro_the_hero_name_question_offers_a_few_names_to_pick_or_type_your_own(tmp_path):
    """The README promises suggested names; the question showed one prefilled box. Now ↓ goes to
    a list of a few names, the arrows move through them and Enter takes the highlighted one; the
    box still takes a name of one's own."""
    from textual.widgets import Input

    app = make_app(tmp_path, game="metro", new_game=True)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.session is not None)
        st = app.session.state
        for _ in range(2):  # each Hero chooses starting Powers (here: none)
            await seated(app, pilot)
            await type_line(pilot, "next")
            await wait_for(pilot, lambda: st.turn.get("picking") != 0 or st.turn["phase"] != "start")
        await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "DecisionScreen"))
        if screen_name(app) == "HandoffScreen":
            await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        ideas = [o.value for o in st.pending.options]
        assert len(ideas) >= 3
        seat = st.pending.player
        text = screen_text(app)
        assert all(name in text for name in ideas), text
        await pilot.press("down", "down")  # into the list, then to the second name
        await pilot.pause()
        assert app.screen.query_one("#answer", Input).value == ideas[1]
        await pilot.press("enter")
        await wait_for(pilot, lambda: st.players[seat].flags.get("hero_name") == ideas[1])
        # the next Hero types a name of their own
        await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "DecisionScreen"))
        if screen_name(app) == "HandoffScreen":
            await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        other = st.pending.player
        box = app.screen.query_one("#answer", Input)
        assert app.focused is box
        box.value = ""
        await pilot.press(*"Zap", "enter")
        await wait_for(pilot, lambda: st.players[other].flags.get("hero_name") == "Zap")


@sync
async def test_mistborn_the_command_palette_lists_a_character_ability_while_it_is_usable(tmp_path):
    """Ctrl+P listed the commands but not the Character's abilities; an unlocked ability that has
    not acted this turn is now listed with the command that wakes it, and choosing it gives that."""
    from rules.games.mistborn import res

    app = HotseatApp(scenario=bare_scenario(tmp_path, "mistborn"), autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        st = app.session.state
        seat = st.active
        hero = st.name(st.players[seat].zones["characters"][0])
        st.players[seat].res[res.TRAINING.name] = 5  # ability I unlocked
        await type_line(pilot, "play Funding")  # a new view
        await wait_for(pilot, lambda: len(app.session.save.commands) == 1)
        await pilot.press("escape", "ctrl+p")
        await wait_for(pilot, lambda: "CommandPalette" in screen_name(app))
        await pilot.press(*"ability")
        await wait_for(pilot, lambda: f"{hero}, ability I (" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(app.session.save.commands) == 2)
        assert app.session.save.commands[-1].startswith("burn ")
        assert any(f"{hero} acts" in e.text for e in st.events)


@sync
async def test_mistborn_at_80x24_the_market_keeps_one_row_a_card_and_its_title_in_view(tmp_path):
    """At 80x24 the market's rows wrapped (a card's metal note was drawn twice), the left column
    grew past the screen and the market's title scrolled off; each card is one row again and
    the title stays in view with the hand focused, after moving to its last card too."""
    from rules.engine import zones

    app = HotseatApp(scenario=bare_scenario(tmp_path, "mistborn"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        st = app.session.state
        for u in list(st.players[st.active].zones["deck"])[:3]:  # a big hand: 8 cards
            zones.move(st, u, st.active, "hand")
        await type_line(pilot, "play Funding")  # a new view
        await wait_for(pilot, lambda: len(app.session.save.commands) == 1)
        await pilot.press("escape", "end")
        await pilot.pause()
        market = app.screen.query_one("#market CardList")
        assert market.region.height == market.option_count == 6
        assert "Market (6 cards)" in screen_text(app).splitlines()[1]
        assert app.focused.id == "hand"


@sync
async def test_mistborn_the_first_attack_question_does_not_restyle_the_whole_table(tmp_path):
    """The attack question took seconds to appear on a loaded machine: the first time a screen
    was shown, Textual read its stylesheet, parsed all of them again and restyled every widget of
    the table. The app reads them all at start; a question now only styles its own widgets."""
    app = HotseatApp(scenario=bare_scenario(tmp_path, "mistborn"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        st = app.session.state
        await type_line(pilot, "play Funding")
        await wait_for(pilot, lambda: len(app.session.save.commands) == 1)
        st.players[st.active].res["combat"] = 2
        reparsed = []
        real = app.stylesheet.reparse
        app.stylesheet.reparse = lambda: reparsed.append(1) or real()
        await type_line(pilot, "attack")  # with Money left: "Attack now? ..."
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        await pilot.press("y")  # the hand-off, then the next player's table
        await wait_for(pilot, lambda: screen_name(app) != "ConfirmScreen")
        assert reparsed == []


@sync
async def test_metro_a_click_on_the_hand_does_not_scroll_the_table_under_the_pointer(tmp_path):
    """Keys bring the Hero Placard back above the hand (test above); a click must not: the table
    would move between the two clicks of a double-click, the second landing on another card."""
    app = HotseatApp(scenario=bare_scenario(tmp_path, "metro"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        for _ in range(2):  # down to the City Supply: the placard scrolls off the top
            await pilot.press("tab")
            await pilot.pause()
        await wait_for(pilot, lambda: app.focused.id == "citysupply")
        left = app.screen.query_one("#left")
        hand = app.screen.query_one("#hand")
        hand.scroll_visible(animate=False)
        await pilot.pause()
        assert hand.region.height and "Hero Placard" not in screen_text(app)
        before = left.scroll_y
        await pilot.click("#hand", offset=(5, 1))
        await wait_for(pilot, lambda: app.focused is hand)
        for _ in range(5):
            await pilot.pause()
        assert left.scroll_y == before
