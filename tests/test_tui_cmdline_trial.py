"""Pilot tests from a new-user trial of Mistborn (tmux, 120x40 and 80x24): the palette's Quit
asks as Q does, a ``:`` typed in a question does not let a command's keys answer it or reach
the table, Space passes a hand-off right after reading back with PgUp, an empty command line's
Enter says what to do, and the 80x24 table keeps the player's own hand and status in view."""

from __future__ import annotations

import pytest
from test_tui_support import burst, screen_name, screen_text, sync, wait_for
from test_tui_teach_input import bare_scenario, seated

from hotseat.app import HotseatApp
from rules.api import rules_for


@sync
async def test_the_palette_s_quit_asks_first_as_q_does(tmp_path):
    app = HotseatApp(scenario=bare_scenario(tmp_path, "mistborn"), autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: "CommandPalette" in screen_name(app))
        await pilot.press(*"quit")
        await wait_for(pilot, lambda: "Quit" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        assert app.is_running and "Quit?" in screen_text(app)
        await pilot.press("n")  # No: the game goes on
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        assert app.is_running


@sync
async def test_a_command_typed_into_a_chooser_neither_answers_it_nor_reaches_the_table(tmp_path, monkeypatch):
    """``b`` opened the Burn chooser (here a chooser of two plays); the player typed ``:buy Con`` Enter ``advance Crew
    Hideout`` Enter as if at the table: the Enter confirmed the first metal and the letters after
    it worked the table's keys (ending the turn). Now the ``:`` says to answer first and the keys
    of the command are ignored: nothing is burned, the question stays, nothing reaches the table."""
    from screens.decision import DecisionScreen

    app = HotseatApp(game="mistborn", players=2, seed=93179, skip_setup=True, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        # a chooser as a card key opens it (B, V: "Burn: which one?"), of two plays
        plays = list(dict.fromkeys(t for t in (app.session.text(c) for c in app.session.legal())
                                   if t.startswith("play ")))[:2]
        assert len(plays) == 2
        app.ask_which([{"ask": "Play: which one?", "label": t, "command": t} for t in plays])
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press("2")  # a key taken: the question is settled (its guard passed)
        monkeypatch.setattr(DecisionScreen, "GUARD", 60.0)  # long: the burst comes within it
        commands = list(app.session.save.commands)
        await burst(app, pilot, "colon", *"buy Con", "enter", *"advance Crew Hideout", "enter")
        for _ in range(5):
            await pilot.pause()
        assert app.session.save.commands == commands  # nothing burned, bought or ended
        assert screen_name(app) == "DecisionScreen"
        assert any("Answer this question first" in n.message for n in app._notifications)


@sync
async def test_space_passes_the_hand_off_right_after_reading_back_with_page_up(tmp_path, monkeypatch):
    """A trial's Space right after PgUp on a hand-off was ignored (PgUp had restarted the wait
    for a quiet keyboard). A scroll key pressed after that wait is the next person reading:
    Space after it continues at once; Space right as the hand-off appears still does not."""
    from screens.handoff import HandoffScreen

    monkeypatch.setattr(HandoffScreen, "GUARD", 60.0)  # long: no timing in the test
    app = HotseatApp(game="mistborn", players=2, seed=93179, skip_setup=True, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await pilot.press("pageup", "space")  # in the first moment: ignored
        assert screen_name(app) == "HandoffScreen"
        app.screen._guard.since -= HandoffScreen.GUARD  # as if the keyboard had been quiet that long
        await pilot.press("pageup", "space")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")


@pytest.mark.parametrize("game", ["metal", "jld", "metro", "mistborn"])
@sync
async def test_enter_on_the_empty_command_line_says_what_to_do_and_keeps_the_line(tmp_path, game):
    """A trial's typed ``end`` reached the app as the End key (tmux's key name), and the Enter
    after it did nothing at all, as if the line had stopped taking text. Enter on an empty line
    now says what to type; the line keeps the keys, and the command typed next runs."""
    app = HotseatApp(scenario=bare_scenario(tmp_path, game), autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        await pilot.press("colon", "end", "enter")
        await wait_for(pilot, lambda: any(n.message.startswith("Nothing typed") for n in app._notifications))
        said = next(n.message for n in app._notifications if n.message.startswith("Nothing typed"))
        # its examples are the game's own commands (issue 14: Metro's said "end, play CARD")
        examples = said.partition("(")[2].partition("...)")[0].split(", ")
        assert len(examples) == 2 and all(e.split()[0] in [v.name for v in rules_for(game).verbs] for e in examples), said
        assert app.screen.focused is app.screen.query_one("#cmd")
        await pilot.press(*"undo", "enter")  # text again: refused (nothing to undo), as typed
        await wait_for(pilot, lambda: "undo" in app.message.lower())


@sync
async def test_at_80x24_the_co_op_hand_shows_its_cards_after_the_hand_off(tmp_path):
    """In co-op at 80x24 the Lord Ruler's panel and the market filled the left column: the
    hand's title was its last row and no card of the hand showed. After each hand-off the
    column is scrolled so that the focused hand shows whole."""
    app = HotseatApp(game="mistborn", variant="coop", players=2, seed=93179, skip_setup=True, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await seated(app, pilot)
        first = app.viewer
        await pilot.press("e")  # the first turn ends; the Lord Ruler's card (its text fills the panel)
        await wait_for(pilot, lambda: screen_name(app) != "TableScreen")
        if screen_name(app) == "ConfirmScreen":
            await pilot.press("y")
            await wait_for(pilot, lambda: screen_name(app) != "ConfirmScreen")
        if screen_name(app) == "DecisionScreen":  # the collective damage: all to the first player
            await pilot.press("tab", "3", "enter")
        await seated(app, pilot)
        assert app.viewer != first and "Last card: none" not in screen_text(app)
        for _ in range(4):
            await pilot.pause()
        st = app.session.state
        hand = [st.name(u) for u in st.players[app.viewer].zones["hand"]]
        assert app.screen.focused is app.screen.query_one("#hand")
        rows = screen_text(app).splitlines()
        title = next(i for i, r in enumerate(rows) if "Your hand" in r)
        shown = "\n".join(rows[title + 1:title + 1 + len(hand)])
        assert all(name in shown for name in hand), shown


@pytest.mark.parametrize("variant", ["standard", "coop"])
@sync
async def test_at_80x24_the_player_s_own_health_burns_and_metals_are_on_the_first_screen(tmp_path, variant):
    """A trial at 80x24 found the player's own Health, burns left and metals only in their
    panel under the missions, below the fold: the placard at the top of the right column
    tells them now, with the hand in view."""
    from rules.engine.resources import get
    from rules.games.mistborn import res

    app = HotseatApp(game="mistborn", variant=variant, players=2, seed=93179, skip_setup=True, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await seated(app, pilot)
        for _ in range(4):
            await pilot.pause()
        st, me = app.session.state, app.viewer
        placard = "\n".join(row[46:] for row in screen_text(app).splitlines()[1:8])
        assert f"hp {get(st, res.HEALTH, me)}" in placard and "burns 1" in placard, placard
        # at 80 columns the metals are named only once one is not ready (four players' lines
        # must leave the log its rows: tests/test_tui_layout.py)
        assert "ready" not in placard


@sync
async def test_the_hand_off_summary_box_scrolls_without_a_scrollbar(tmp_path):
    """A trial saw stray blocks (▂▂, ▇▇) inside the hand-off's summary box: its scrollbar's
    thumb. The box has none now (its subtitle says earlier lines are above; keys and the wheel
    scroll it)."""
    app = HotseatApp(game="mistborn", variant="coop", players=2, seed=93179, skip_setup=True, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await seated(app, pilot)
        await pilot.press("e")
        await wait_for(pilot, lambda: screen_name(app) != "TableScreen")
        if screen_name(app) == "ConfirmScreen":
            await pilot.press("y")
            await wait_for(pilot, lambda: screen_name(app) != "ConfirmScreen")
        if screen_name(app) == "DecisionScreen":
            await pilot.press("tab", "3", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        box = app.screen.query_one("#handoff-since")
        await wait_for(pilot, lambda: box.max_scroll_y > 0 and "earlier line" in screen_text(app) and "↑ PgUp" in screen_text(app))
        rows = [r for r in screen_text(app).splitlines() if "│" in r]
        assert rows and not any(ch in r for r in rows for ch in "▁▂▃▄▅▆▇"), "\n".join(rows)


@sync
async def test_at_80_columns_the_mistborn_footer_fits_with_advance_burn_and_flare(tmp_path):
    """The trial's footer at 80x24 was cut ('... i Card q Qui') once Advance came with Burn and
    Flare: the game's keys have narrow labels now, and the whole footer fits."""
    from test_tui_teach_input import type_line

    from rules.games.mistborn import res

    app = HotseatApp(game="mistborn", players=2, seed=93179, skip_setup=True, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await seated(app, pilot)
        st = app.session.state
        st.players[st.active].res[res.MISSION.name] = 3  # a mission may be advanced
        await type_line(pilot, "play Pewter Training")  # (a card to burn and flare for)
        await pilot.press("escape")
        await wait_for(pilot, lambda: "v Adv" in screen_text(app).splitlines()[-1])
        footer = screen_text(app).splitlines()[-1]
        assert "b Burn" in footer and "f Flare" in footer and footer.endswith("q Quit"), footer


@sync
async def test_the_same_notice_raised_twice_at_once_is_drawn_once(tmp_path):
    """A trial's Z drew 'Nothing to undo: ...' twice, overlapping: the same notice raised twice
    in one go (before Textual had listed the first) was not recognised as shown. Now it is."""
    app = HotseatApp(scenario=bare_scenario(tmp_path, "mistborn"), autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await seated(app, pilot)
        said = "Nothing to undo: your last move revealed hidden information."
        app.notify(said, severity="warning", markup=False)
        app.notify(said, severity="warning", markup=False)
        for _ in range(3):
            await pilot.pause()
        assert sum(n.message == said for n in app._notifications) == 1


@sync
async def test_at_80_columns_the_mistborn_footer_fits_with_every_game_key(tmp_path, monkeypatch):
    """Issue 14, Mistborn trial: with Burn, Flare, Refresh and Advance all possible, Undo and a
    greyed Decide, the footer was 84 columns, cut at 80. Decide shows only while a question
    waits for you (after Esc on it), and then the game's keys wait with it."""
    from test_tui_teach_input import type_line

    from screens.table import TableScreen

    monkeypatch.setattr(TableScreen, "allowed_key", lambda self, key: True)  # every game key possible
    app = HotseatApp(game="mistborn", players=2, seed=93179, skip_setup=True, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await seated(app, pilot)
        await type_line(pilot, "play Pewter Training")  # a move to undo
        await pilot.press("escape")
        await wait_for(pilot, lambda: "z Undo" in screen_text(app).splitlines()[-1])
        footer = screen_text(app).splitlines()[-1]
        for key in ("b Burn", "f Flare", "r Refr", "v Adv", "a All", "e End", "i Card"):
            assert key in footer, footer
        assert footer.endswith("q Quit") and "Decide" not in footer, footer


@sync
async def test_page_up_pages_the_log_from_a_short_list(tmp_path):
    """Issue 14, Mistborn trial: PageUp and PageDown moved the Market's cursor, when the player
    meant the log. From a list that fits its rows they page the log; the list keeps its cursor."""
    from textual.widgets import OptionList

    from screens.panels.log import LogPanel

    app = HotseatApp(game="mistborn", players=2, seed=93179, skip_setup=True, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await seated(app, pilot)
        log = app.screen.query_one(LogPanel)
        await wait_for(pilot, lambda: log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y)
        lst = app.focused
        assert isinstance(lst, OptionList) and not lst.max_scroll_y, lst
        at = lst.highlighted
        await pilot.press("pageup")
        await wait_for(pilot, lambda: log.scroll_y < log.max_scroll_y)
        assert lst.highlighted == at and app.focused is lst
        await pilot.press("pagedown")
        await wait_for(pilot, lambda: log.scroll_y == log.max_scroll_y)
        assert lst.highlighted == at
