"""Heroes of Metro City at the table (Pilot): a game starts from the new-game screen, each
Hero chooses starting Powers and is named behind a hand-off; a whole turn goes through the
six phases from the command line and the decision screen, with the City Defense dice and a
Heroic Sacrifice; the table shows the game's panels (placard slots, Enemy Board, City Supply
grid, dice with targets, phase bar, Hero names)."""

from __future__ import annotations

from pathlib import Path

from hotseat.app import HotseatApp
from screens.panels.counts import counts_text
from test_tui_support import make_app, screen_name, screen_text, settle, sync, wait_for

TURN = Path(__file__).parent / "data" / "tui" / "metro_turn.toml"


async def type_command(app, pilot, text: str) -> None:
    """Type a command on the table's command line and wait for it to be taken."""
    before = len(app.session.state.events)
    await pilot.press(":")
    for ch in text:
        await pilot.press("space" if ch == " " else ch)
    await pilot.press("enter")
    await wait_for(pilot, lambda: len(app.session.state.events) > before or "Can't" in screen_text(app))


async def at_table(app, pilot) -> None:
    await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen", "DecisionScreen"))
    if screen_name(app) == "HandoffScreen":
        await wait_for(pilot, lambda: "Pass the keyboard" in screen_text(app))
        await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) in ("TableScreen", "DecisionScreen")
                   and app.viewer == app.session.state.decider)
    await settle(pilot)  # the table drawn whole


async def new_game_started(app, pilot):
    """Start the new-game screen's default game (Metro City here); the game's state."""
    await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
    await pilot.press("enter")
    await wait_for(pilot, lambda: app.session is not None)
    return app.session.state


@sync
async def test_a_metro_game_is_set_up_with_starting_powers_and_hero_names(tmp_path):
    app = make_app(tmp_path, game="metro", new_game=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        assert "Heroes of Metro City" in screen_text(app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.session is not None)
        st = app.session.state
        assert st.game == "metro" and st.turn["phase"] == "start"
        for _ in range(2):  # each Hero chooses starting Powers (here: none)
            await at_table(app, pilot)
            await type_command(app, pilot, "next")
        for _ in range(2):  # each Hero is named: the box holds a suggestion, Enter takes it
            await at_table(app, pilot)
            assert screen_name(app) == "DecisionScreen" and "Name your Hero" in screen_text(app)
            await pilot.press("enter")
            await wait_for(pilot, lambda: st.turn.get("phase") != "name" or st.pending is None
                           or st.pending.data.get("k") == 1)
        await at_table(app, pilot)
        assert st.turn == {"phase": "activate"}
        assert all(p.flags["hero_name"] for p in st.players)
        text = screen_text(app)
        assert "City Supply" in text and "Hero Placard" in text and "City Defense dice" in text
        assert st.players[st.active].flags["hero_name"] in text  # the Hero's name on the placard
        seat = st.active
        await type_command(app, pilot, "slot Spark of Energy in 1")
        assert [st.name(u) for u in st.players[seat].zones["slot:1"]] == ["Spark of Energy"]
        await pilot.pause()
        drawn = counts_text(app.screen.query_one(f"#panel-placard-{seat}").panel)  # what the placard shows
        assert "Slot 1 (Energy 1) Spark of Energy · Slot 2 (Energy 0) empty" in drawn


@sync
async def test_a_whole_turn_through_the_six_phases_with_dice_and_a_heroic_sacrifice():
    app = HotseatApp(scenario=TURN, autosave=False)
    async with app.run_test(size=(140, 50)) as pilot:
        await at_table(app, pilot)
        st = app.session.state
        text = screen_text(app)
        assert "[2. Activate]" in text  # the phase bar
        assert "Karion (Life 5" in text and "Row 1" in text and "green (Minions) needs 9+" in text
        await type_command(app, pilot, "slot Spark of Energy in 1")
        await type_command(app, pilot, "activate Deadly Blades on Spark of Energy")
        await pilot.pause()
        placard = counts_text(app.screen.query_one("#panel-placard-0").panel)  # the line may wrap on screen
        assert "Slot 1 (Energy Level 1, a Power on it) Spark of Energy ← Deadly Blades" in placard
        assert "Physical damage 2" in screen_text(app)
        await type_command(app, pilot, "next")
        assert st.turn["phase"] == "battle" and "[3. Battle]" in screen_text(app)
        await type_command(app, pilot, "battle Street Thugs")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press("1", "enter")  # Yes: Street Thugs joins the hand as a Storyline
        await wait_for(pilot, lambda: st.pending is None and screen_name(app) == "TableScreen")
        await type_command(app, pilot, "next")
        assert st.turn["phase"] == "develop" and st.players[0].res["plot"] == 5  # Origin Story 2, Street Thugs 3
        await type_command(app, pilot, "develop Naked Object")
        await type_command(app, pilot, "next")  # City Destruction: the dice are rolled
        assert any(e.kind == "roll" and "Karion is not stopped" in e.text for e in st.events)
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert "Karion Destroys a card" in screen_text(app)
        await type_command_in_decision(app, pilot, "Deadly Blades")
        await wait_for(pilot, lambda: st.pending is not None and "Heroic Sacrifice" in st.pending.prompt)
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert "Heroic Sacrifice" in screen_text(app)
        await pilot.press("1", "enter")  # sacrifice the Deadly Blades in hand
        await wait_for(pilot, lambda: st.pending is None or "Heroic Sacrifice" in st.pending.prompt
                       and len(st.table["rubble"]) == 1)
        assert any(e.kind == "sacrifice" for e in st.events)
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press("n")  # no second sacrifice: the City Supply loses a Deadly Blades
        await wait_for(pilot, lambda: st.pending is None or st.pending.resume == "metro_cleanup_done")
        assert [st.name(u) for u in st.table["rubble"]] == ["Deadly Blades", "Deadly Blades"]
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press("n")  # Cleanup: keep the slotted Spark of Energy
        await wait_for(pilot, lambda: st.active == 1)
        phases = [e.text for e in st.events if e.kind == "phase"]
        assert phases == ["Battle Enemies.", "Story Development.", "City Destruction.", "Cleanup.", "Activate Powers."]
        turn = [e.kind for e in st.events if e.kind in ("turn", "reveal", "phase")][-3:]
        assert turn == ["turn", "reveal", "phase"]  # Ben's turn: Reinforce Enemies reveals a Minion, then Activate
        assert [st.name(u) for u in st.players[0].zones["slot:1"]] == ["Spark of Energy"]
        assert any(e.kind == "reveal" for e in st.events[-6:])  # Ben's Reinforce Enemies: a new Minion
        await at_table(app, pilot)
        assert "[2. Activate]" in screen_text(app)


async def type_command_in_decision(app, pilot, label: str) -> None:
    """Pick the option named ``label`` on the decision screen (its number key, then Enter); a
    label's aside (" (6 in its stack)") is not part of the name."""
    labels = [o.label.split(" (")[0] for o in app.session.state.pending.options]
    await pilot.press(str(labels.index(label) + 1), "enter")


@sync
async def test_an_enter_typed_as_a_question_appears_does_not_answer_it(tmp_path, monkeypatch):
    """A stray Enter (typed for the question before) must not answer the next one, which may
    cost a card (a new user lost one to a Heroic Sacrifice this way): for DecisionScreen.GUARD
    seconds Enter is ignored and says so, then it confirms. Shown on the first Hero's name."""
    from screens.decision import DecisionScreen

    monkeypatch.setattr(DecisionScreen, "GUARD", 60.0)  # long: no timing in the test
    app = make_app(tmp_path, game="metro", new_game=True)
    async with app.run_test(size=(120, 40)) as pilot:
        st = await new_game_started(app, pilot)
        for _ in range(2):  # each Hero chooses starting Powers (here: none)
            await at_table(app, pilot)
            await type_command(app, pilot, "next")
        await at_table(app, pilot)
        assert screen_name(app) == "DecisionScreen" and st.turn["phase"] == "name"
        await pilot.press("enter")  # at once: ignored
        await pilot.pause()
        assert st.turn.get("naming") == 0 and screen_name(app) == "DecisionScreen"
        monkeypatch.setattr(DecisionScreen, "GUARD", 0.0)  # as if the guard's time had passed
        await pilot.press("enter")  # later: confirms the suggested name
        await wait_for(pilot, lambda: st.turn.get("naming") != 0)


@sync
async def test_at_80x24_the_active_placard_leads_and_the_hint_fits():
    app = HotseatApp(scenario=TURN, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_table(app, pilot)
        text = screen_text(app)
        lines = text.splitlines()
        turn = next(i for i, line in enumerate(lines) if "Turn:" in line)
        slots = next(i for i, line in enumerate(lines) if "Slot 1" in line)
        assert turn < slots < 12  # the placard right under the phase bar, on the first screen
        # the whole hand is on the first screen, under the placard (the City Supply and the
        # Enemy Board come after it: the left column scrolls to them)
        hand = next(i for i, line in enumerate(lines) if "Your hand" in line)
        shown = [line.split("▏")[0] for line in lines[hand + 1:hand + 5]]
        assert slots < hand and all(name in line for name, line in zip(
            ("Spark of Energy", "Deadly Blades", "Deadly Blades", "Origin Story"), shown))
        assert "no Hero" not in text  # Metro keeps no characters in the right-hand box
        hint = next(line for line in lines if "type a command" in line)
        assert hint.rstrip().endswith("Enter")  # the command hint is whole
        enemies = lines[next(i for i, line in enumerate(lines) if "Enemies (Enter battles)" in line) + 1]
        assert not enemies.strip()[:1].isdigit()  # an Enemy shows no Plot cost
        assert app.session.currency()["one"] == "Plot Point"  # the status line says "1 Plot Point"


@sync
async def test_a_hero_name_with_brackets_is_shown_as_typed(tmp_path):
    # a name is the player's text, never markup: "[red]Zap\" shows as typed on every panel
    src = (Path(__file__).parent / "data" / "tui" / "inplay_metro.toml").read_text()
    scenario = tmp_path / "zap.toml"
    src = src.replace("[[player]]", '[[player]]\nhero_name = "[red]Zap\\\\"', 1)
    head, _, ben = src.rpartition("[[player]]")
    scenario.write_text(head + '[[player]]\nhero_name = "[b]Bolt[/b]"' + ben)
    app = HotseatApp(scenario=scenario, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer is not None)
        await wait_for(pilot, lambda: "[red]Zap\\" in screen_text(app))
        text = screen_text(app)
        assert "Ann — [red]Zap\\: Hero Placard" in text
        assert "Hero: [b]Bolt[/b]" in text  # on Ben's line of Ann's table


@sync
async def test_a_metro_card_in_full_shows_no_victory_points(tmp_path):
    # Metro's cards are worth no points: the card detail says cost and type, never "0 VP"
    app = HotseatApp(scenario=Path(__file__).parent / "data" / "tui" / "inplay_metro.toml", autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await at_table(app, pilot)
        await pilot.press("i")
        await wait_for(pilot, lambda: screen_name(app) == "CardDetailScreen")
        await wait_for(pilot, lambda: "cost" in screen_text(app))
        assert " VP" not in screen_text(app)


@sync
async def test_the_play_strip_uses_metro_s_own_words(tmp_path):
    # Metro's slotted Energy and Powers sit on the placard: the strip of Storylines is titled
    # with the rulebook's "playing area", never "Played this turn" (which read as if slotting
    # played nothing), nor "play area"
    app = HotseatApp(scenario=Path(__file__).parent / "data" / "tui" / "inplay_metro.toml", autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await at_table(app, pilot)
        await wait_for(pilot, lambda: "Playing area (Ann): nothing yet" in screen_text(app))
        assert "Played this turn" not in screen_text(app) and "play area" not in screen_text(app).lower()


@sync
async def test_keys_in_a_burst_close_the_card_popup_once(tmp_path):
    # new-user trial: Escape Down Down Down Down in one burst on the popup crashed the app
    # ("Can't pop screen"): the second key reached the closing popup and closed it again
    app = HotseatApp(scenario=Path(__file__).parent / "data" / "tui" / "inplay_metro.toml", autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await at_table(app, pilot)
        await pilot.press("i")
        await wait_for(pilot, lambda: screen_name(app) == "CardDetailScreen")
        from textual import events

        popup = app.screen  # a burst: every key is queued on the popup before the first is handled
        for key in ("escape", "down", "down", "down", "down"):
            popup.post_message(events.Key(key, None))
        await pilot.pause()
        await pilot.pause()
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await pilot.press("i")
        await wait_for(pilot, lambda: screen_name(app) == "CardDetailScreen")
        await pilot.press("escape")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        assert app.return_code in (None, 0)


@sync
async def test_end_typed_in_metro_asks_nothing_and_the_game_answers_it(tmp_path):
    # issue 14 trial: Metro City has no end (next goes through the phases), yet a typed "end"
    # asked "End your turn with 3 playable cards?", and Yes was then refused as an unknown command
    app = HotseatApp(scenario=TURN, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await at_table(app, pilot)
        st = app.session.state
        before = st.fingerprint()
        await pilot.press("colon", *"end", "enter")
        await wait_for(pilot, lambda: "unknown command 'end'" in app.message.lower()
                       or screen_name(app) == "ConfirmScreen")
        assert screen_name(app) == "TableScreen" and "(did you mean next?)" in app.message
        assert st.fingerprint() == before


@sync
async def test_the_battle_key_s_pick_one_notice_goes_once_a_card_is_battled():
    # issue 14, Metro trial: "Battle: several cards can; pick one" stayed on screen after the
    # damage was spent, over the question the battle asked
    app = HotseatApp(scenario=Path(__file__).parent / "data" / "tui" / "metro_two_to_battle.toml", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_table(app, pilot)
        st = app.session.state
        for text in ("activate Deadly Blades on 1", "activate Ice Barrage on 2", "next"):
            await type_command(app, pilot, text)
        await pilot.press("escape")  # the table's keys
        await pilot.press("b")
        await wait_for(pilot, lambda: any("several cards can" in n.message for n in app._notifications))
        await pilot.press("enter")  # battles the highlighted Enemy: it asks whether to keep it
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert st.players[0].res["damage:physical"] + st.players[0].res["damage:elemental"] < 5  # spent
        assert not any("several cards can" in n.message for n in app._notifications)
