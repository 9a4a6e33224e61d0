"""Pilot tests for what a first user ran into: privacy of the card detail at a hand-off,
keeping an unfinished autosave, keys that start a command, the log scrolling, public
Weakness counts, readable highlights, hero texts in the decision, 80x24 with five players,
explanations instead of silence, and one person against bots without hand-offs."""

from __future__ import annotations

import json

from test_tui_support import DATA, make_app, screen_name, screen_text, settle, sync, wait_for

from hotseat.app import HotseatApp
from hotseat.session import Session
from rules.engine.render import card_text
from screens.widgets.cards import LOOK_STYLE

SIZE = (80, 24)


def scenario_app(name: str) -> HotseatApp:
    return HotseatApp(scenario=DATA / name, autosave=False)


async def take_seat(app, pilot, who: str) -> None:
    await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen" and f"Pass the keyboard to {who}" in
                   screen_text(app))
    await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) != "HandoffScreen")
    await settle(pilot)  # the table drawn whole


@sync
async def test_handoff_shows_nothing_of_the_previous_players_hand():
    app = scenario_app("attack.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        st = app.session.state
        hand = app.screen.query_one("#hand")
        hand.highlighted = 1  # Ann looks at a Punch: the detail panel shows it (narrow: named on its border)
        detail = app.screen.query_one("#detail")
        await wait_for(pilot, lambda: "Punch" in detail.render().plain + str(detail.border_title or ""))
        await pilot.press("colon", *"play Carter Hall", "enter")  # typed: the focus is on the command line
        await wait_for(pilot, lambda: st.pending is not None)
        ann_hand = {st.name(u) for u in st.players[0].zones["hand"]}
        assert ann_hand == {"Punch"}
        why = app.card_detail(st.table["line_up"][0])["why_not"]
        assert "Defend against Carter Hall? If you don't: Gain" in why and not why.endswith("..")  # not "?." / ".."
        await take_seat(app, pilot, "Ben")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        text = screen_text(app)  # the see-through decision over Ben's table
        assert "Escape" in text and not any(name in text for name in ann_hand)
        await pilot.press("escape")  # Ben looks at his table: nothing of Ann's hand either
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await pilot.pause()
        text = screen_text(app)
        assert "Your hand" in text and app.viewer == 1 and not any(name in text for name in ann_hand)
        # the focus is on Ben's hand, first card, wherever Ann left it
        assert app.focused.id == "hand" and app.focused.highlighted == 0
        assert app.card_detail(st.players[0].zones["hand"][0]) is None  # not Ben's to see


@sync
async def test_typing_goes_to_the_command_line_and_end_turn_asks():
    app = scenario_app("attack.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        st = app.session.state
        n = len(app.session.save.commands)
        await pilot.press(*"buy e")  # no ":" first: "b" is not a key, so this is a command
        assert app.screen.query_one("#cmd").value == "buy e"
        assert len(app.session.save.commands) == n and screen_name(app) == "TableScreen"
        await pilot.press("escape")
        assert app.focused.id == "hand"
        await pilot.press("e")  # Ann still has playable cards: asked, and Enter keeps playing
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen" and "3 playable cards" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        assert len(app.session.save.commands) == n and st.active == 0
        # a key that is not allowed now says why
        await pilot.press("v")
        await wait_for(pilot, lambda: any("Power" in m.message for m in app._notifications))
        await pilot.press("a")  # play all; the focus leaves the empty hand
        await wait_for(pilot, lambda: not st.players[0].zones["hand"] or st.pending is not None)


@sync
async def test_play_all_moves_focus_and_log_shows_newest_line(tmp_path):
    app = make_app(tmp_path, bots="2", seed=4)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        # one person against a bot: no hand-off at all
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        opts = app.session.state.pending.options
        text = screen_text(app)  # every hero option shows its rules text
        for o in opts:
            first = card_text(app.session.state.cards[o.card]).splitlines()[0]
            assert first[:25] in text.replace("\n   ", " ")
        await pilot.press("i")
        await wait_for(pilot, lambda: screen_name(app) == "CardDetailScreen")
        assert app.session.state.name(opts[0].card) in screen_text(app)
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.session.state.decider == 0
                       and app.session.state.pending is None)
        assert app.viewer == 0
        await pilot.press("a")
        await wait_for(pilot, lambda: not app.session.state.players[0].zones["hand"])
        await wait_for(pilot, lambda: app.focused is not None and app.focused.id == "lineup")
        box = app.screen.query_one("#logbox")
        await wait_for(pilot, lambda: box.max_scroll_y > 0 and box.scroll_y == box.max_scroll_y)
        last = app.session.view(0)["log"][-1]
        assert last[:20] in screen_text(app).replace("\n", " ")
        await pilot.press("d")  # no decision waits: said, not silent
        await wait_for(pilot, lambda: any("No decision waits" in m.message for m in app._notifications))


@sync
async def test_weakness_owned_counts_every_zone_and_own_counts_on_placard():
    app = scenario_app("hidden_weakness.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        await take_seat(app, pilot, "Ann")
        await pilot.pause()
        text = screen_text(app)
        assert "Ben" in text and "Weakness 3" in text  # hand, deck and discard
        assert "deck 5 · discard 0 · score pile VP 0" in text  # Ann's own placard (its line breaks after it)
        assert "Breakthrough Breakthrough" not in text and "Breakthrough 0VP ×16" in text


@sync
async def test_five_players_fit_80x24():
    app = scenario_app("five.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        await pilot.pause()
        text = screen_text(app)
        lines = text.splitlines()
        assert ": Cmd" in lines[-1] and "f1 Rules" in lines[-1] and "e End" in lines[-1] and "i Card" in lines[-1]
        assert "Metal" in lines[0] and "Ann's turn" in lines[0] and "Power" in lines[0]
        for name in ("Ben", "Cal", "Dee", "Eve"):
            assert name in text
        box = app.screen.query_one("#logbox")
        assert box.region.height >= 3 and box.region.bottom <= 22  # the log shows lines on screen
        log_at = box.region
        # a long refusal is shown whole, wrapping upwards over the table, its end on its line just
        # above the command line; the table does not move
        app.message = "This is a long refusal message that cannot fit on one line of an eighty column " \
                      "terminal and is shown whole."
        app.refresh_table()
        await pilot.pause()
        lines = screen_text(app).splitlines()
        assert "This is a long refusal" in lines[-4] and "is shown whole." in lines[-3]
        assert app.screen.query_one("#logbox").region == log_at


@sync
async def test_highlighted_row_is_readable_for_every_type():
    from textual.color import Color

    app = scenario_app("attack.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        hand = app.screen.query_one("#hand")
        assert app.focused is hand
        bg = hand.get_component_rich_style("option-list--option-highlighted").bgcolor
        back = Color.from_rich_color(bg)
        variables = app.get_css_variables()

        def lum(c: Color) -> float:
            def ch(x: int) -> float:
                x /= 255
                return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4
            return 0.2126 * ch(c.r) + 0.7152 * ch(c.g) + 0.0722 * ch(c.b)

        for type_, style in LOOK_STYLE.items():
            var = style.split("$")[1]
            if var == "text-muted":  # "auto 60%": the foreground, dimmed
                var = "foreground"
            fg = Color.parse(variables[var])
            hi, lo = sorted((lum(fg), lum(back)), reverse=True)
            assert (hi + 0.05) / (lo + 0.05) >= 3, f"{type_} ({var}) unreadable on the highlight"


@sync
async def test_unfinished_autosave_offered_and_kept(tmp_path):
    path = tmp_path / "autosave.json"
    old = Session.new("metal", ["Ann", "Ben"], 7, autosave=path)
    old.do(old.legal()[0])  # Ann picks her hero: an unfinished game
    saved = path.read_text()
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        assert "Resume the unfinished game (Enter)" in screen_text(app) and "Metal, turn 1: Ann, Ben" in screen_text(app)
        assert "Start (Enter)" not in screen_text(app) and "Start a new game (Ctrl+S)" in screen_text(app)
        await pilot.press("enter")  # the offer has the focus
        await wait_for(pilot, lambda: app.session is not None)
        assert app.session.save.commands == old.save.commands
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        app.screen.query_one("#seed").focus()
        await pilot.press("backspace", *"42", "enter")  # the seed is editable; Enter starts
        await wait_for(pilot, lambda: app.session is not None)
        assert app.session.state.seed == 42
    assert json.loads((tmp_path / "autosave-previous.json").read_text()) == json.loads(saved)
    assert json.loads(path.read_text())["seed"] == 42
    # a game of bots never replaces a person's autosave
    before = path.read_text()
    app = make_app(tmp_path, bots="all", fast=True)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: app.session is not None and len(app.session.save.commands) > 5)
        assert app.session.autosave is None
        app.exit()
    assert path.read_text() == before
