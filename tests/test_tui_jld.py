"""Pilot tests of Justice League Dark at the table: starting it from the new-game screen,
a Revert and a Transform played from the hand, a payment ability used from the keyboard
until the Line-Up holds 7 cards, browsing the Transformation Zone, the rules reference."""

from __future__ import annotations

from test_tui_support import DATA, end_turn_to_game_over, make_app, screen_name, screen_text, settle, sync, wait_for

from hotseat.app import HotseatApp
from textual.widgets import Select

WIDE = (120, 40)


def scenario_app(name: str) -> HotseatApp:
    return HotseatApp(scenario=DATA / name, autosave=False)


async def take_seat(app, pilot, who: str = "Ann") -> None:
    await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
    await wait_for(pilot, lambda: f"Pass the keyboard to {who}" in screen_text(app))
    await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer is not None)
    await settle(pilot)  # the table drawn whole


async def play_from_hand(app, pilot, name: str) -> None:
    hand = app.screen.query_one("#hand")
    st = app.session.state
    hand.focus()
    hand.highlighted = [st.name(u) for u in st.players[app.viewer].zones["hand"]].index(name)
    await pilot.press("enter")


@sync
async def test_new_game_screen_starts_jld(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 30)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        scr = app.screen
        assert not scr.query_one("#variant-row").display  # Metal has no variants
        scr.query_one("#game", Select).value = "jld"
        await wait_for(pilot, lambda: scr.query_one("#variant-row").display)
        text = screen_text(app)
        assert "Justice League Dark" in text and "Variant" in text and "Characters" in text
        players = scr.query_one("#players", Select)
        assert [v for _, v in players._options if v != Select.BLANK][-1] == 6
        players.value = 3
        scr.query_one("#variant", Select).value = "short"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: app.session is not None)
        st = app.session.state
        assert st.game == "jld" and len(st.players) == 3 and st.options["variant"] == "short"
        assert 4 not in [st.cards[u].level for u in st.table["nemesis"]]  # the short game
        for who in ("Player 1", "Player 2", "Player 3"):  # dealt 2 Characters, keep 1, in private
            await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
            assert "choose your Character" in screen_text(app)
            await pilot.press("space")
            await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
            assert "Choose your Character" in screen_text(app)
            await pilot.press("enter")
            await wait_for(pilot, lambda: screen_name(app) != "DecisionScreen")
        await wait_for(pilot, lambda: all(len(p.zones["characters"]) == 1 for p in st.players))
        await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
        if screen_name(app) == "HandoffScreen":  # the first player is not the last one who picked
            await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == st.active)
        await pilot.pause()
        text = screen_text(app)
        assert "Line-Up (5 cards)" in text and "Mystic Ritual" in text and "Nemesis 6 by Level" in text
        assert "Transformation Zone" in text and "◉Seal" in text


@sync
async def test_revert_then_transform_through_the_tui():
    app = scenario_app("jld_transform.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        st = app.session.state
        ann = st.players[0].zones
        # Shazam! with no Super Power in the discard pile Reverts: Billy comes back from the score pile
        await play_from_hand(app, pilot, "Shazam! Champion of Magic")
        await wait_for(pilot, lambda: "Shazam! Champion of Magic Reverts." in screen_text(app))
        assert [st.name(u) for u in ann["score_pile"]] == ["Shazam! Champion of Magic"]
        assert [st.name(u) for u in ann["discard"]] == ["Billy Batson, Chosen"]
        assert st.players[0].res["power"] == 3
        # Billy Batson Transforms by discarding Mystic Bolt: Shazam! comes from the score pile
        await play_from_hand(app, pilot, "Billy Batson, Chosen")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert "Transform Billy Batson, Chosen?" in screen_text(app)
        await pilot.press("1", "enter")
        await wait_for(pilot, lambda: "Shazam! Champion of Magic" in [st.name(u) for u in ann["hand"]])
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        text = screen_text(app)
        assert "Ann Transforms Billy Batson, Chosen." in text and "Ann Seals Billy Batson, Chosen." in text
        assert [st.name(u) for u in ann["score_pile"]] == ["Billy Batson, Chosen"]
        assert "Score pile: Billy Batson, Chosen" in text


@sync
async def test_payment_ability_by_key_grows_the_line_up_past_five():
    app = scenario_app("jld_surge.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        st = app.session.state
        assert "Line-Up (5 cards)" in screen_text(app)
        await pilot.press("h")  # Swamp Thing: discard a non-Weakness card to Surge
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert "Punch" in screen_text(app) and "Vulnerability" in screen_text(app)
        # the question says what paying buys, and its help line explains the keyword
        assert st.pending.prompt.endswith(" to discard for Surge") and "Surge:" in app.session.view(0)["pending"]["help"]
        await pilot.press("1", "enter")
        await wait_for(pilot, lambda: len(st.table["line_up"]) == 6)
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await pilot.press("h")  # again: a payment ability has no limit
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press("n")  # the payment may be declined: nothing happens
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        assert len(st.table["line_up"]) == 6 and st.pending is None
        await pilot.press("h")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press("1", "enter")  # the one card left that can pay
        await wait_for(pilot, lambda: len(st.table["line_up"]) == 7)
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await wait_for(pilot, lambda: "Line-Up (7 cards)" in screen_text(app))
        text = screen_text(app)
        for name in ("Hex", "Abnegazar", "Orb of Ra", "Zatanna Zatara", "Witchmarked Black Orchid", "Tannarak", "Mystic Bolt"):
            assert name in text.split("Main deck")[0]
        assert "Surge: Tannarak joins the Line-Up." in text
        await pilot.press("h")  # only a Weakness left: it cannot pay, and the notice says so
        await wait_for(pilot, lambda: any("No ability on your placard" in n.message for n in app._notifications))


@sync
async def test_transformation_zone_can_be_browsed_and_rules_reference():
    app = scenario_app("jld_table.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await take_seat(app, pilot)
        await pilot.press("t")
        await wait_for(pilot, lambda: screen_name(app) == "TransformationScreen")
        text = screen_text(app)
        # the cards of each type, in a player's words (not "in 4 stacks": the rulebook's Stacks
        # are Mystic Ritual, Weakness and Nemesis)
        title = str(app.screen.query_one("#tz-title").render())  # it wraps in its box
        assert title.startswith("Transformation Zone · 29 cards: 4 Equipment, 6 Hero, 4 Starter, 15 Villain ("), title
        assert "stack" not in text, text
        assert "1. Equipment" in text and "Moonblade, Full Moon" in text
        lst = app.screen.query_one("#tz-list")
        await pilot.press("right")  # the Hero stack; its first card is highlighted with its text
        await wait_for(pilot, lambda: "Mary Marvel" in str(app.screen.query_one("#tz-text").render()))
        assert "Revert" in str(app.screen.query_one("#tz-text").render())
        await pilot.press("4")  # the Villain stack
        await pilot.press("down")
        assert lst.highlighted is not None and lst.get_option_at_index(lst.highlighted).id.startswith("c")
        await pilot.press("i")
        await wait_for(pilot, lambda: screen_name(app) == "CardDetailScreen")
        assert "Villain" in screen_text(app)
        await pilot.press("escape")
        await wait_for(pilot, lambda: screen_name(app) == "TransformationScreen")
        await pilot.press("escape")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await pilot.press("f1")
        await wait_for(pilot, lambda: screen_name(app) == "RulesScreen")
        await wait_for(pilot, lambda: "Justice League Dark, in short" in screen_text(app))


@sync
async def test_game_over_after_the_last_nemesis():
    app = scenario_app("jld_gameover.toml")
    async with app.run_test(size=(100, 30)) as pilot:
        await take_seat(app, pilot)
        st = app.session.state
        assert "Upside Down Man" in screen_text(app) and "L4" in screen_text(app)
        await pilot.press("v")
        await wait_for(pilot, lambda: st.pending is not None or st.table["nemesis"] == [])
        while st.pending is not None:  # Upside Down Man's Reward may ask
            await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
            await pilot.press("n" if st.pending.min == 0 else "enter")
            await pilot.pause()
        assert [st.name(u) for u in st.players[0].zones["score_pile"]] == ["Upside Down Man"]
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await end_turn_to_game_over(app, pilot)
        text = screen_text(app)
        assert "The last Nemesis was defeated." in text
        assert "Nemesis" in text and "Deck cards" in text and "Score pile VP" in text
        assert f"{st.result['winners'][0]} wins!" in text
