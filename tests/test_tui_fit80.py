"""Pilot tests at 80x24 (issue 14, new-user trials of Metro City and Mistborn in an 80x24
terminal): nothing a player needs is cut off or missing."""

from __future__ import annotations

from test_tui_fixes import scenario_app, take_seat
from test_tui_metro import type_command
from test_tui_metro_setup_words import handed
from test_tui_support import DATA, flat, handoff_text, make_app, screen_name, screen_text, settle, sync, wait_for

from hotseat.scenario import build, load
from rules.engine.game import view

SIZE = (80, 24)


def right_column(app) -> str:
    """The right-hand column of the table (the players' lines and the log), one string."""
    return "\n".join(row.partition("▏")[2].strip() for row in screen_text(app).splitlines())


@sync
async def test_metro_another_heroes_name_shows_on_their_line_at_80x24():
    # trial: Ben's line read "slot 1: Product of Science · s…", his Hero's name nowhere
    app = scenario_app("metro_fit80.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        rows = str(app.screen.query_one("#others").render()).splitlines()
        start = next(i for i, row in enumerate(rows) if row.startswith("Ben"))
        assert "Captain Magnificent Bolt" in " ".join(row.strip() for row in rows[start:start + 2]), rows
        assert "Captain Magnificent Bolt" in right_column(app).replace("\n", " ")


@sync
async def test_metro_own_placard_does_not_repeat_the_hero_s_name_at_80x24():
    # trial: Ann's placard gained a row "— Tech Marvel Girl" under her counts, though her Hero
    # Placard panel is headed "Ann — Tech Marvel Girl": a row fewer for the table at 80x24
    app = scenario_app("metro_fit80.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        placard = str(app.screen.query_one("#placard").render())
        assert placard.strip() == "deck 5 disc 0 play 0", placard
        assert "Ann — Tech Marvel Girl: Hero Placard" in screen_text(app)


@sync
async def test_metro_the_handoff_says_which_hero_the_player_plays():
    # trial: "Pass the keyboard to Ann" never said Ann plays Tech Marvel Girl
    app = scenario_app("metro_fit80.toml")
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        text = handoff_text(app)
        assert "Pass the keyboard to Ann" in text and "Pass the keyboard to Ann (Tech Marvel Girl)" in text, text
        assert "Captain Magnificent Bolt" not in text  # only the person named


def test_every_game_s_view_says_whom_each_player_plays_as():
    # the hand-off reads it from the view (the game contract's plays_as), for every game
    for name, ben in [("metro_fit80.toml", "Captain Magnificent Bolt"), ("inplay_metal.toml", None),
                      ("inplay_jld.toml", None), ("inplay_mistborn.toml", None)]:
        state = build(load(DATA / name), name)
        players = view(state, 0)["players"]
        if ben is not None:
            assert players[1]["plays_as"] == ben
        else:  # the character on Ben's placard
            chars = players[1]["zones"]["characters"]
            assert chars and players[1]["plays_as"] == ", ".join(chars), players[1]


@sync
async def test_metro_set_up_hand_offs_and_table_say_set_up_not_turn(tmp_path):
    # trial: at set-up the hand-off's box read "In your turn, while the others had the keyboard",
    # and the table's first line "Turn: Phase Set-up: Choose Starting" wrapped to "Powers"
    app = make_app(tmp_path, game="metro", new_game=True)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.session is not None)
        st = app.session.state
        first = await handed(app, pilot)
        assert "Set-up: Choose Starting Powers" in screen_text(app).splitlines()[1], screen_text(app)
        assert "Turn:" not in screen_text(app)
        await type_command(app, pilot, "develop Product of Science")
        await type_command(app, pilot, "next")
        await handed(app, pilot)
        await type_command(app, pilot, "next")
        back = await handed(app, pilot)  # the first player again, to name their Hero
        assert st.turn_number <= 1 and "name your Hero" in back
        assert "In your turn" not in first + back and "Set-up, while the others had the keyboard" in back, back


@sync
async def test_metro_the_hand_s_cost_is_labelled_so_it_is_not_read_as_plot_points():
    # trial: "1 Origin Story Storyline" read as 1 Plot Point (a Storyline tells 2)
    app = scenario_app("metro_fit80.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        rows = [row.partition("▏")[0] for row in screen_text(app).splitlines()]
        story = next(row for row in rows if "Origin Story" in row)
        assert "cost 1 Origin Story" in story, rows


async def _to_karion_s_destroy(app, pilot) -> None:
    """Ann takes the keyboard and goes on to City Destruction, where Karion, not stopped by the
    City Defense die, asks her which City Supply stack he Destroys from."""
    await take_seat(app, pilot, "Ann")
    for _ in range(3):
        await pilot.press("colon", *"next", "enter")
        await settle(pilot)
    await pilot.press("y")  # end Story Development with Plot Points left
    await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
    await settle(pilot)


@sync
async def test_metro_destroy_questions_name_the_enemy_and_the_die_at_80x24():
    # trial: "Heroic Sacrifice: put a card of yours on the Rubble Pile instead of Deadly Blades?"
    # named no Enemy, and the City Defense dice were out of sight under the question
    app = scenario_app("metro_sacrifice.toml")
    async with app.run_test(size=SIZE) as pilot:
        await _to_karion_s_destroy(app, pilot)
        target = flat(screen_text(app))
        assert "Karion Destroys a card (card 1 of 2) from the City Supply: choose the stack (City Defense: " \
               "purple die 6, needed 10)" in target, target
        await pilot.press("2", "enter")  # Deadly Blades
        await wait_for(pilot, lambda: "Heroic Sacrifice:" in screen_text(app))
        await settle(pilot)
        text = flat(screen_text(app))
        assert "Heroic Sacrifice: Karion Destroys Deadly Blades (card 1 of 2) from the City Supply (City Defense: " \
               "purple die 6, needed 10). Choose a card of yours to put on the Rubble Pile instead" in text, text
        assert "Deal 2 Physical damage." in text  # the highlighted card's text, whole
        # a later trial: his second card asked the same question word for word; it says which it is
        await pilot.press("n")  # decline: Deadly Blades goes to the Rubble Pile
        await wait_for(pilot, lambda: "(card 2 of 2)" in screen_text(app))
        await settle(pilot)
        text = flat(screen_text(app))
        assert "Heroic Sacrifice: Karion Destroys Deadly Blades (card 2 of 2) from the City Supply" in text, text


@sync
async def test_mistborn_coop_the_lord_ruler_s_step_does_not_call_a_finished_turn_this_turn():
    # trial: "Played this turn (Player 2)" while Player 1 answered the Lord Ruler's question
    app = scenario_app("coop_table.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        await pilot.press("colon", *"end", "enter")
        await settle(pilot)
        if screen_name(app) == "ConfirmScreen":
            await pilot.press("y")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await settle(pilot)
        text = screen_text(app) + str(app.screen_stack[-2].query_one("#played").render())  # (under the question)
        assert "Played in Ann's turn, now over: nothing" in text and "Played this turn" not in text, text


@sync
async def test_mistborn_coop_an_adversary_s_name_is_not_cut_for_its_note_at_80x24():
    # trial: "Steel… Ann · shields 1 (X) / 3 / 3 damage": the note kept, the name cut
    app = scenario_app("coop_fit80.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        left = [row.partition("▏")[0] for row in screen_text(app).splitlines()]
        row = next(r for r in left if "Steel" in r)
        # the row too short for "shields 1 (X) / 3 / 3 damage": its shorter note, every shield told
        assert "Steel Inquisitor Ann · 1(X)/3/3 damage" in row, left


@sync
async def test_mistborn_coop_the_lord_ruler_s_health_stays_in_the_header_at_80x24():
    # trial: his panel's "Health 48/48" scrolled out of view as the table scrolled to the missions
    app = scenario_app("coop_fit80.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        for _ in range(12):  # the keys through the lists, down the table
            await pilot.press("tab")
        await settle(pilot)
        assert "Lord Ruler 48/48" in screen_text(app).splitlines()[0], screen_text(app)
    app = scenario_app("inplay_mistborn.toml")  # the competitive game has no Lord Ruler
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        assert "Lord Ruler" not in screen_text(app).splitlines()[0]


@sync
async def test_mistborn_coop_the_missions_show_with_the_hand_at_80x24():
    # trial: in co-op the missions were below the fold, under the Lord Ruler, the Adversaries,
    # the market and the hand; their summary now comes before the market
    app = scenario_app("coop_fit80.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        left = [row.partition("▏")[0].strip() for row in screen_text(app).splitlines()]
        bar = {c: None for c in range(0x2580, 0x25A0)}  # the column's scroll bar beside the rows
        shown = " ".join(" ".join(row.translate(bar).split()) for row in left)
        assert "Missions (Ann → next reward): Luthadel Rooftops 0 → 6: train 1 Keep Venture 0 → 4: +1 Money " \
            "Kredik Shaw 0 → 4: draw a card" in shown, left
        assert "Assassinate" in shown and "Iron Training" in shown, left


@sync
async def test_metro_a_long_card_s_text_shows_whole_in_a_destroy_question_at_80x24():
    # trial: the Destroy questions' card text was untried with long cards at 80x24; Precognition's
    # fourth line, "Deal 1 Mental damage.", was cut under the Heroic Sacrifice's help
    app = scenario_app("metro_sacrifice_long.toml")
    async with app.run_test(size=SIZE) as pilot:
        await _to_karion_s_destroy(app, pilot)
        await pilot.press("7", "enter")  # the Precognition stack
        await wait_for(pilot, lambda: "Heroic Sacrifice:" in screen_text(app))
        await settle(pilot)
        text = flat(screen_text(app))
        assert "REQ 1. Cut your deck (its top half goes under the rest). Reveal the top card of your deck; " \
               "if it is a Power card, draw it. Deal 1 Mental damage. Confirm Decline" in text, text


@sync
async def test_metro_the_command_line_keeps_the_keys_and_says_esc_gives_them_back_at_80x24():
    # Metro trial: after a typed command, N (meant as the Next key) went into the command line,
    # as issue 14 wants (the line keeps the keys after a command typed there); the line's own
    # hint now says first, so never cut, that Esc gives the keys back to the table
    app = scenario_app("inplay_metro.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        st = app.session.state
        n = len(app.session.save.commands)
        await pilot.press("colon", *"next", "enter")
        await wait_for(pilot, lambda: len(app.session.save.commands) == n + 1)
        await settle(pilot)
        cmd = app.screen.query_one("#cmd")
        assert cmd.has_focus
        rows = screen_text(app).splitlines()
        assert rows[-2].strip() == "▶ Esc: table keys · command (slot, activate, battle, develop, next) — Enter", rows
        assert "esc Table keys" in rows[-1]
        await pilot.press("n")  # a letter typed here is the command's: nothing happens yet
        await settle(pilot)
        assert cmd.value == "n" and len(app.session.save.commands) == n + 1
        await pilot.press("escape")  # the keys back to the table: N is Next again
        await settle(pilot)
        assert not cmd.has_focus and cmd.value == ""
        phase = st.turn.get("phase")
        await pilot.press("n")
        await wait_for(pilot, lambda: len(app.session.save.commands) == n + 2)
        assert app.session.save.commands[-1] == "next" and st.turn.get("phase") != phase


@sync
async def test_metal_the_cards_in_play_the_score_pile_and_the_super_villain_read_whole_at_80x24():
    # Metal trial at 80x24: "Ongoing (2 cards): Challenger …" on the other player's line and
    # "Score pile 2: The Murder Machin…" on the placard were cut, and with a long hand the
    # left column's scrollbar cut the Super-Villain's row ("The Murder Machi…")
    app = scenario_app("metal_crowded_placard.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        right = " ".join(right_column(app).split())
        for name in ("Tomb of Hath-Set", "Oblivion Bar", "The Red Death", "The Dawnbreaker"):
            assert name in right, right
        left = [row.partition("▏")[0] for row in screen_text(app).splitlines()]
        assert any("The Murder Machine Super-Villain 6VP ×3" in row for row in left), left
        assert "Your hand" in screen_text(app) and "type a command" in screen_text(app)
