"""Pilot tests for what a new-user trial of Metal ran into at the table."""

from __future__ import annotations

import re

from test_tui_fixes import scenario_app, take_seat
from test_tui_support import make_app, screen_name, screen_text, settle, sync, type_end, wait_for

from screens.panels.log import LogPanel


async def _play_all_into_bens_answer(app, pilot):
    """attack.toml: Ann presses A (Play all); Carter Hall's Attack hands the keyboard to Ben,
    who takes no Defense; back at Ann's table, nothing pending. Returns the state."""
    await take_seat(app, pilot, "Ann")
    st = app.session.state
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
    await pilot.press("a")  # Carter Hall's Attack asks Ben behind a hand-off
    await take_seat(app, pilot, "Ben")
    await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
    await pilot.press("n")  # no Defense
    await take_seat(app, pilot, "Ann")
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and st.pending is None)
    await pilot.pause()
    return st


@sync
async def test_after_play_all_and_a_handoff_back_the_focus_is_on_a_list_with_cards():
    app = scenario_app("attack.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        st = await _play_all_into_bens_answer(app, pilot)
        assert not st.players[0].zones["hand"]
        # not the empty hand: the Line-Up, its first card highlighted and described
        assert app.focused is not None and app.focused.id == "lineup"
        first = st.name(st.table["line_up"][0])
        assert first in app.screen.query_one("#detail").render().plain


@sync
async def test_a_palette_opened_during_a_bots_turn_closes_at_the_handoff(tmp_path):
    app = make_app(tmp_path, game="metal", players=3, names=["Ann", "Bob", "Robo"], bots="3", skip_setup=True,
                   delay=3600, options={"auto_pick": True, "first": 1})
    async with app.run_test(size=(120, 40)) as pilot:
        await take_seat(app, pilot, "Bob")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 1)
        await type_end(app, pilot)
        s = app.session
        await wait_for(pilot, lambda: app._bot_timer is not None and s.decider == 2)
        await pilot.press("ctrl+p")  # Robo is playing: the palette opens on Robo's moment
        await wait_for(pilot, lambda: screen_name(app) == "CommandPalette")
        while s.decider == 2 and not s.over:
            await wait_for(pilot, lambda: app._bot_timer is not None or s.decider != 2)
            if s.decider != 2:
                break
            app._bot_timer.stop()
            app._bot_move()
            await pilot.pause()
        await take_seat(app, pilot, "Ann")
        await pilot.pause()
        # Ann's table, not the palette of Robo's turn
        assert screen_name(app) == "TableScreen" and app.viewer == 0


@sync
async def test_play_all_goes_on_after_a_question_is_declined():
    app = scenario_app("metal_playall_decline.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        await take_seat(app, pilot, "Ann")
        st = app.session.state
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
        await pilot.press("a")
        declined = 0
        while declined < 5:
            await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen" or not st.players[0].zones["hand"])
            if screen_name(app) != "DecisionScreen":
                break
            asked = st.pending
            await pilot.press("n")  # Batman's, then Kendra's "destroy a card": none
            declined += 1
            await wait_for(pilot, lambda: st.pending is not asked)
            await pilot.pause()
        await wait_for(pilot, lambda: not st.players[0].zones["hand"] and screen_name(app) == "TableScreen")
        assert declined == 2  # Batman's for the Weakness (played first in Metal), then Kendra's
        plays = [e.text for e in st.events if e.kind == "play"]
        assert plays[0] == "Ann plays Weakness." and sorted(plays[1:]) == [  # Aquaman is a Super Hero too: the card says it is the Hero card (1bb70bc)
            "Ann plays Aquaman (Hero card).", "Ann plays Aquaman (Hero card).", "Ann plays Punch.", "Ann plays Punch."]


@sync
async def test_end_turn_asks_nothing_when_nothing_left_could_be_done():
    app = scenario_app("metal_end_idle.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        await take_seat(app, pilot, "Ann")
        st = app.session.state
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
        await pilot.press("colon", *"play punch", "enter")
        await wait_for(pilot, lambda: st.players[0].res.get("power") == 1)
        assert min(st.cards[u].cost for u in st.table["line_up"]) == 2
        await pilot.press("escape")
        await pilot.press("e")  # 1 Power buys nothing; the Vulnerability does nothing: no question
        await wait_for(pilot, lambda: st.active == 1 or screen_name(app) == "ConfirmScreen")
        assert screen_name(app) != "ConfirmScreen" and st.active == 1


@sync
async def test_a_key_pressed_during_a_bots_turn_says_the_bot_is_playing(tmp_path):
    app = make_app(tmp_path, game="metal", players=2, names=["Ann", "Robo"], bots="2", skip_setup=True,
                   delay=3600, options={"auto_pick": True, "first": 0})
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
        await type_end(app, pilot)
        s = app.session
        await wait_for(pilot, lambda: app._bot_timer is not None and s.decider == 1)
        await pilot.press("escape")
        await pilot.press("a")
        await wait_for(pilot, lambda: any("Robo (bot) is playing; wait for your turn." in m.message
                                          for m in app._notifications))
        assert not any("No card in your hand" in m.message for m in app._notifications)


@sync
async def test_q_on_a_handoff_asks_to_quit_as_at_the_table(tmp_path):
    """Found in a Metal trial: Q on a hand-off screen was ignored; to quit, the next person had
    to open their hand first. It asks, as at the table, saying the game is saved; No stays."""
    app = make_app(tmp_path, game="metal", players=2, names=["Ann", "Ben"], skip_setup=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await pilot.press("q")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        text = " ".join(screen_text(app).split())
        assert "Quit?" in text and "autosaved" in text
        await pilot.press("n")
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await pilot.press("q")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        await pilot.press("y")
        await wait_for(pilot, lambda: not app.is_running)


@sync
async def test_the_handoff_line_says_what_q_does(tmp_path):
    """Found in a Metal trial: the hand-off's line said every key but Space was ignored, while
    Q asks to quit there. It names both keys, each as the screen binds it."""
    app = make_app(tmp_path, game="metal", players=2, names=["Ann", "Ben"], skip_setup=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        text = " ".join(screen_text(app).split())
        assert "press Space when the others are not looking" in text
        assert "q asks whether to quit." in text


@sync
async def test_use_on_a_hero_whose_ability_works_by_itself_says_so_and_when():
    """Found in a Metal trial: ``:use batman`` said no card with an ability has that name.
    Batman's ability needs no command: the line says so, and when it works."""
    app = scenario_app("metal_playall_decline.toml")  # Ann's team: Batman and Kendra Saunders
    async with app.run_test(size=(120, 40)) as pilot:
        await take_seat(app, pilot, "Ann")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
        n = len(app.session.state.events)
        await pilot.press("colon", *"use batman", "enter")
        await wait_for(pilot, lambda: bool(app.message))
        assert "Batman (Super Hero) has nothing to use: its ability works by itself." in app.message
        assert "When you play a Weakness" in app.message
        assert len(app.session.state.events) == n  # nothing happened


@sync
async def test_the_log_says_in_plain_words_what_a_declined_question_and_a_bonus_did():
    """Found in a Metal trial: "plays nothing (X-Ray Vision)" and "bonus earned" read oddly, and
    Batman's question declined read another way than a card's question finding nothing. Each
    such line is led by its card and says what happened: Batman's and X-Ray Vision's "may"
    declined, as any declined card reads (JLD trial), which bonus and how much, for playing what."""
    app = scenario_app("metal_log_words.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        await take_seat(app, pilot, "Ann")
        st = app.session.state
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
        for card in ("Weakness", "X-Ray Vision"):  # Batman's destroy, then X-Ray Vision's play: N
            await pilot.press("colon", *f"play {card}", "enter")
            await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
            await pilot.press("n")
            await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and st.pending is None)
        await pilot.press("colon", *"play Dionesium", "enter", *"play Aquaman", "enter")
        await wait_for(pilot, lambda: not st.players[0].zones["hand"])
        await pilot.pause()
        panel = app.screen.query_one(LogPanel)  # every row it holds (the wheel scrolls back to them)
        log = " ".join(" ".join(strip.text for strip in panel.lines).split())
        assert "Batman: Ann declines." in log  # each "may" declined reads as any declined card's
        assert "X-Ray Vision: Ann declines." in log
        assert "Dionesium: Ann earns its bonus (+2 Power) for playing Aquaman." in log


def dialog_text(app) -> str:
    """The decision dialog's text as it shows, its rows joined (the rows inside its thick border)."""
    rows = [r[r.index("█") + 1:r.rindex("█")] for r in screen_text(app).splitlines() if r.count("█") >= 2]
    return " ".join(" ".join(rows).split())


@sync
async def test_at_80x24_the_defense_question_shows_all_its_help_and_its_buttons():
    """Found in a Metal trial: at 80x24 the Defense question's help (who asks, what its words
    mean) was cut after three rows, with room left on the screen. All of it shows, and the
    buttons too."""
    from screens.decision import teaching

    app = scenario_app("attack.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await take_seat(app, pilot, "Ann")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await pilot.press("a")  # Carter Hall's Attack: Ben may defend with Escape
        await take_seat(app, pilot, "Ben")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        help_text = " ".join(teaching(app.screen.pending).split())
        assert "Defense:" in help_text and len(help_text) > 400  # a long one
        await wait_for(pilot, lambda: help_text in dialog_text(app))  # once laid out (DecisionScreen._fit)
        shown = dialog_text(app)
        assert "1. Escape" in shown and "Confirm" in shown and "Decline" in shown


@sync
async def test_a_long_list_of_options_says_how_many_show_and_where_the_others_are():
    """Found in a Metal trial: a question of ten options showed six at 80x24, nothing telling
    of the others. The list's border counts them and points to the rest."""
    app = scenario_app("metal_many_options.toml")  # Batman's destroy: fourteen cards
    async with app.run_test(size=(80, 24)) as pilot:
        await take_seat(app, pilot, "Ann")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await pilot.press("colon", *"play Weakness", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert len(app.screen.pending["options"]) == 14
        await wait_for(pilot, lambda: re.search(r"1–\d+ of 14 · ↓ for more", dialog_text(app)) is not None)
        assert "1. Punch (hand)" in dialog_text(app)
        # the keys' range as the labels run (a JLD trial read "keys 1–d" beside 1…9, 0, a…d)
        assert "keys 1–9, 0, a–d mark" in " ".join(dialog_text(app).split())
        await pilot.press("end")  # the last option: the others are above now
        await wait_for(pilot, lambda: re.search(r"\d+–14 of 14 · ↑ for more", dialog_text(app)) is not None)
        assert "d. Vulnerability (discard pile)" in dialog_text(app)


async def inspect_in_question(app, pilot, command: str) -> tuple[object, str]:
    """Ann types ``command``, which asks a question; I on the highlighted option, then Esc:
    (the pending decision, the card text the popup showed). Asserts the question is open
    again and nothing was answered."""
    await take_seat(app, pilot, "Ann")
    st = app.session.state
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
    await pilot.press("colon", *command, "enter")
    await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
    asked, n = st.pending, len(app.session.save.commands)
    await pilot.press("i")
    await wait_for(pilot, lambda: screen_name(app) == "CardDetailScreen")
    shown = str(app.screen.query_one("#card-text").render())
    await pilot.press("escape")
    await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
    assert st.pending is asked and len(app.session.save.commands) == n
    return asked, shown


@sync
async def test_i_in_a_question_about_a_card_shows_that_card_and_answers_nothing():
    """Found in a Metal trial: a card offered in a question could not be inspected with I, as
    at the table. In Multiverse Map's Yes-or-No question about the top card of the deck, I
    shows that card (Punch) in full; closing it goes back to the question, still unanswered."""
    app = scenario_app("metal_map_question.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        asked, shown = await inspect_in_question(app, pilot, "play Multiverse Map")
        assert "Discard Punch" in asked.prompt
        assert shown.startswith("Punch") and "+1 Power." in shown and "Multiverse Map" not in shown


@sync
async def test_i_on_the_top_card_offered_by_the_merciless_shows_it():
    """Found in a Metal trial: The Merciless's Reward offered "Steel (the top card)", and I on
    it said the option was not a card. It shows Steel (everyone saw it), the question open."""
    app = scenario_app("metal_merciless_reward.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        asked, shown = await inspect_in_question(app, pilot, "defeat")
        assert app.screen.pending["options"][0] == ("top", "Steel (the top card)")  # the first, highlighted
        assert shown.startswith("Steel")


@sync
async def test_play_all_plays_a_card_that_counts_plays_after_the_cards_it_counts():
    """Found in a trial: Play all played Mecha Construct (+1 Power per Equipment played) before
    Electrum, an Equipment, and its +1 was lost. It comes after the Equipment."""
    app = scenario_app("metal_playall_counts.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        await take_seat(app, pilot, "Ann")
        st = app.session.state
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
        await pilot.press("a")
        await wait_for(pilot, lambda: not st.players[0].zones["hand"])
        plays = [e.text for e in st.events if e.kind == "play"]
        assert plays.index("Ann plays Electrum.") < plays.index("Ann plays Mecha Construct."), plays


@sync
async def test_play_all_stops_before_a_weakness_that_ends_the_turn_and_says_why():
    """Found in a trial: Forge of Worlds drew a Weakness, Play all played it at once, The Batman
    Who Laughs captured a Super Hero and the turn ended with Power unspent. Play all stops before
    it and says what playing it does and that nothing, buying included, may come first."""
    app = scenario_app("metal_playall_capture.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        await take_seat(app, pilot, "Ann")
        st = app.session.state
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
        await pilot.press("a")
        await wait_for(pilot, lambda: "Play all stopped" in app.message)
        await pilot.pause()
        assert st.active == 0 and [st.name(u) for u in st.players[0].zones["hand"]] == ["Weakness"]
        assert not st.table.get("captured") or all(st.name(u) != "Plastic Man" for u in st.table["captured"])
        assert st.players[0].res["power"] > 0
        msg = app.message
        assert "Captured" in msg and "your turn ends" in msg and f"{st.players[0].res['power']} Power unspent" in msg
        assert "cannot buy first" in msg
        assert "Play all stopped before Weakness." in screen_text(app)  # on the table, not only in the app


@sync
async def test_a_typed_end_with_a_weakness_in_hand_is_refused_with_the_reason_not_asked():
    # trial: "end" with a Weakness in hand asked "End your turn with 1 playable card?"; its Yes
    # was then refused, as a Weakness in hand must be played before the turn ends
    app = scenario_app("metal_end_weakness.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await take_seat(app, pilot, "Ann")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
        await pilot.press("colon", *"end", "enter")
        await wait_for(pilot, lambda: "play it first" in screen_text(app) or screen_name(app) == "ConfirmScreen")
        assert screen_name(app) == "TableScreen" and app.session.state.active == 0
        assert "You cannot end your turn with a Weakness in your hand" in screen_text(app)


@sync
async def test_play_all_paused_by_an_attack_says_why_and_how_it_goes_on_when_the_keyboard_is_back():
    # issue 14: Play all stopped silently when an Attack handed the keyboard to a foe
    app = scenario_app("attack.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await _play_all_into_bens_answer(app, pilot)
        assert app.message.startswith("Play all paused: Ben answers Carter Hall's Attack. Back to you: Play all ")
        assert "Play all paused: Ben answers Carter Hall" in screen_text(app)


def highlight_out_of_sight(app) -> str:
    """"" when the highlighted option of the question's list shows in the list's window, else
    where it is and what shows."""
    from screens.widgets.lists import option_rows

    lst = app.screen.query_one("#options")
    rows = [i for i, (option, _) in enumerate(option_rows(lst)) if option == lst.highlighted]
    top, shown = int(lst.scroll_y), lst.scrollable_content_region.height
    if rows and top <= rows[0] and rows[-1] < top + shown:
        return ""
    return f"option {lst.highlighted} on rows {rows}, rows {top}–{top + shown - 1} show"


@sync
async def test_the_highlighted_option_of_a_long_list_stays_in_sight():
    """Found in a Metal trial at 80x24: in a question of 21 options the highlighted one sat a
    row below the list's window, so Space marked a card the player could not see. The list
    scrolls to the option as it moves, then the text of the option, under the list, takes rows
    from it (Starro's two lines after Vulnerability's none): the list scrolls again."""
    app = scenario_app("metal_destroy_many.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await take_seat(app, pilot, "Ann")
        await pilot.press("colon", *"play Superman", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await settle(pilot)
        n = len(app.screen.pending["options"])
        assert n == 22 and highlight_out_of_sight(app) == ""
        await pilot.press("up")  # from the first option round to the last, Starro
        await settle(pilot)
        assert app.screen.query_one("#options").highlighted == n - 1
        assert highlight_out_of_sight(app) == ""
        await pilot.press("home")
        await pilot.press(*["down"] * 9)  # Vulnerability's none, then Punch's line: the 10th hid
        await settle(pilot)
        assert app.screen.query_one("#options").highlighted == 9
        assert highlight_out_of_sight(app) == ""
