"""Pilot test: a game of Mistborn starts from the new-game screen and is played from the
command line (the game's own verbs), its panels shown on the table."""

from __future__ import annotations

from test_tui_support import (DATA, attack_anyway, dismiss_handoff, make_app, screen_name, screen_text, settle,
                              start_from_new_game, sync, type_end, wait_for)

from hotseat.app import HotseatApp
from rules.games.mistborn import res

SIZE = (100, 40)


@sync
async def test_mistborn_starts_and_is_played_with_its_own_verbs(tmp_path):
    app = make_app(tmp_path, game="mistborn")
    async with app.run_test(size=SIZE) as pilot:
        await start_from_new_game(app, pilot)
        text = screen_text(app)
        st = app.session.state
        assert "Market (6 cards)" in text and "Training track" in text
        assert all(st.name(u) in text for u in st.table["missions"])  # the three mission tracks
        me = st.players[st.active]
        card = next(u for u in me.zones["hand"] if st.cards[u].type == "Action")
        name, metal = st.name(card), st.cards[card].extra["metal"]
        await pilot.press("colon", *f"play {name}", "enter")
        await wait_for(pilot, lambda: card in me.zones["played"])
        await pilot.press("colon", *f"burn {metal} on {name}", "enter")
        await wait_for(pilot, lambda: me.res[f"metal:{metal}"] == 1)
        assert st.marks[card] == {f"metal:{metal}": 1}
        await type_end(app, pilot)
        await wait_for(pilot, lambda: st.active != me.seat)
        assert me.res[f"metal:{metal}"] == 0 and card in me.zones["discard"]


@sync
async def test_the_variant_given_on_the_command_line_is_the_one_played(tmp_path):
    # `hotseat play --game mistborn --variant coop` opens the new-game screen with co-op chosen
    # (the trial found it reset to Competitive), and Mistborn offers no DC "pick" row
    app = make_app(tmp_path, game="mistborn", variant="coop", new_game=True)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        await pilot.pause()
        assert app.screen.query_one("#variant").value == "coop"
        assert not app.screen.query_one("#pick-row").display
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.session is not None)
        assert app.session.state.options.get("variant") == "coop"


@sync
async def test_the_hand_is_shown_and_enter_on_a_card_plays_it(tmp_path):
    # the trial found Metro's and Mistborn's hands never shown: the hand panel lists the
    # seat's cards, each with what the seat may do with it, and Enter does the first
    app = make_app(tmp_path, game="mistborn")
    async with app.run_test(size=SIZE) as pilot:
        await start_from_new_game(app, pilot)
        st = app.session.state
        me = st.players[st.active]
        hand = app.screen.query_one("#hand")
        assert hand.option_count == len(me.zones["hand"]) == 5
        hand.focus()
        hand.highlighted = 0
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(me.zones["played"]) == 1)


@sync
async def test_a_colon_typed_again_on_the_command_line_is_forgiven(tmp_path):
    app = make_app(tmp_path, game="mistborn")
    async with app.run_test(size=SIZE) as pilot:
        await start_from_new_game(app, pilot)
        st = app.session.state
        me = st.players[st.active]
        await pilot.press("colon", *f":play {st.name(me.zones['hand'][0])}", "enter")
        await wait_for(pilot, lambda: len(me.zones["played"]) == 1)


@sync
async def test_burn_flare_refresh_and_attack_through_the_target(tmp_path):
    # issue 12: a turn typed on the command line: a metal burned, another flared past the
    # burn limit and refreshed with a card whose vial shows it; then the damage must go to
    # Cat, who holds the target, and Cat, hurt, passes it on behind a hand-off
    app = HotseatApp(scenario=DATA / "mistborn_target.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await dismiss_handoff(app, pilot)
        st = app.session.state
        ann, cat = st.players[0], st.players[2]
        assert st.res["target"] == 2 and app.screen.query_one("#panel-player-2").panel["title"] == "Cat (holds the target)"
        for text in ("play Iron Training", "burn iron on Iron Training", "play Pewter Training"):
            await pilot.press("colon", *text, "enter")
            await pilot.pause()
        await wait_for(pilot, lambda: ann.res["metal:iron"] == res.BURNED and ann.res["combat"] == 2)
        await pilot.press("colon", *"burn pewter on Pewter Training", "enter")
        await wait_for(pilot, lambda: "burn 1 metal a turn" in screen_text(app))  # the limit, explained
        await pilot.press("escape", "colon", *"flare pewter on Pewter Training", "enter")
        await wait_for(pilot, lambda: ann.res["metal:pewter"] == res.FLARED and ann.res["combat"] == 4)
        await pilot.press("colon", *"refresh pewter with Strike", "enter")
        await wait_for(pilot, lambda: ann.res["metal:pewter"] == res.BURNED)
        assert any(st.name(u) == "Strike" for u in ann.zones["discard"])
        await pilot.press("colon", *"attack Ben", "enter")
        await wait_for(pilot, lambda: "target's holder, Cat" in screen_text(app))
        assert ann.res["combat"] == 4
        await pilot.press("escape", "colon", *"attack Cat", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")  # 2 Money left: the attack asks first
        await pilot.press("y")
        await wait_for(pilot, lambda: cat.res["health"] == 40 - 4)
        # Cat owns no Cloud card: Ann keeps the keyboard
        assert screen_name(app) == "TableScreen" and app.viewer == 0
        await type_end(app, pilot)
        await dismiss_handoff(app, pilot)
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen" and app.viewer == 2)
        assert "pass the target" in screen_text(app)
        # a digit that is no option's key says which keys answer (trial: 1 in a question of
        # keys 2 and 3 did nothing and showed nothing)
        keys = app.screen.keys
        stray = next(k for k in "123456789" if k not in keys)
        await settle(pilot)
        await pilot.press(stray)
        await wait_for(pilot, lambda: any(f"{stray} answers nothing here. Keys {keys[0]} and {keys[1]} answer it"
                                          in str(n.message) for n in app._notifications))
        app.act("choose Ben")
        await wait_for(pilot, lambda: st.res["target"] == 1)
        assert ann.res["metal:pewter"] == res.READY and ann.res["metal:iron"] == res.READY


@sync
async def test_a_player_who_owns_a_cloud_gets_the_keyboard_whatever_the_hand_holds(tmp_path):
    # hot-seat privacy: Ben owns a Cloud card (public: bought cards are), so an attack on him
    # hands him the keyboard even though his hand holds none; he reads that in private
    app = HotseatApp(scenario=DATA / "mistborn_cloud.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await dismiss_handoff(app, pilot)
        st = app.session.state
        await pilot.press("colon", *"attack Ben", "enter")
        await attack_anyway(app, pilot, "5 playable cards")  # Ann's five Fundings, unplayed
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        assert "Funding" not in screen_text(app)
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "NoticeScreen" and app.viewer == 1)
        assert "no Cloud" in screen_text(app)
        await pilot.press("escape")
        await dismiss_handoff(app, pilot)
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
        assert st.players[1].res["health"] == 38 - 3


@sync
async def test_a_card_key_with_several_cards_no_list_holds_opens_a_list_to_choose_from(tmp_path):
    """B with two played cards to burn on, and V with missions to advance: those cards sit on
    no list Enter acts on (a new user's B then Enter once bought the market card under the
    focus instead). A trial found typing the rest after the verb put on the command line
    unhelpful: the key now opens a list of its commands; Enter gives the one picked, Esc none."""
    app = HotseatApp(scenario=DATA / "mistborn_keys.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await dismiss_handoff(app, pilot)
        st = app.session.state
        ann = st.players[0]
        for text in ("play Iron Training", "play Pewter Training"):
            await pilot.press("colon", *text, "enter")
            await wait_for(pilot, lambda: st.name(ann.zones["played"][-1]) == text.split(" ", 1)[1])
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("b")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        shown = screen_text(app)
        assert "Burn: which one?" in shown
        assert "burn iron on Iron Training" in shown and "burn pewter on Pewter Training" in shown
        assert ann.zones["discard"] == [] and len(app.session.save.commands) == 2  # nothing bought
        labels = [label for _, label in app.screen.pending["options"]]
        # each burn says what it gives (issue 14, co-op trial), as the log then tells it
        iron = next(label for label in labels if label.startswith("burn iron on Iron Training (gives "))
        await pilot.press(str(labels.index(iron) + 1), "enter")
        await wait_for(pilot, lambda: ann.res["metal:iron"] == res.BURNED)
        gave = iron.split(" (gives ", 1)[1].rstrip(")")
        assert [e.text for e in st.events if e.kind == "burn"][-1] == f"Ann burns iron on Iron Training: {gave}."
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await pilot.press("v")  # Ann starts with 2 mission points (the scenario): any mission
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert screen_text(app).count("advance ") >= 3
        before = list(app.session.save.commands)
        await pilot.press("escape")  # none: nothing given
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        assert app.session.save.commands == before


@sync
async def test_ending_the_turn_with_damage_and_mission_points_asks_first(tmp_path):
    # a new user's trial: E asked about Money but threw away unspent damage and mission
    # points without a word; the question now names every per-turn resource that would be lost
    app = make_app(tmp_path, game="mistborn")
    async with app.run_test(size=SIZE) as pilot:
        await start_from_new_game(app, pilot)
        st = app.session.state
        me = st.players[st.active]
        me.zones["discard"].extend(me.zones["hand"])  # nothing playable: only the points are at stake
        for u in me.zones["hand"]:
            st.where[u] = (me.seat, "discard")
        me.zones["hand"].clear()
        me.res[res.COMBAT.name], me.res[res.MISSION.name], me.res[res.MONEY.name] = 4, 1, 0
        app.refresh_table()
        await pilot.pause()
        await pilot.press("e")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        assert "End your turn with 4 damage and 1 mission point unspent?" in screen_text(app)
        await pilot.press("enter")  # keep playing
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        assert st.active == me.seat and me.res[res.COMBAT.name] == 4


@sync
async def test_burn_and_flare_keys_offer_what_wakes_an_ally_and_refuse_a_metal_for_nothing(tmp_path):
    """A trial: F flared iron "for no effect" at once, a token the next Dominance row needed,
    while B listed only cards, never the steel that wakes Coinshot. The keys now list a metal
    for no card with what it wakes, and refuse, saying why, when every metal would do nothing;
    the log says no "for no effect" for a burn that wakes an Ally."""
    app = HotseatApp(scenario=DATA / "mistborn_bare_burn.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await dismiss_handoff(app, pilot)
        st = app.session.state
        ann = st.players[0]
        await pilot.press("colon", *"play Iron Training", "enter")
        await wait_for(pilot, lambda: len(ann.zones["played"]) == 1)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("b")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        labels = [label for _, label in app.screen.pending["options"]]
        assert any(label.startswith("burn iron on Iron Training (gives ") for label in labels)
        assert "burn steel (wakes Coinshot: +2 damage)" in labels
        assert not any(label.startswith(("burn pewter", "burn tin")) for label in labels)
        await pilot.press(str(labels.index("burn steel (wakes Coinshot: +2 damage)") + 1), "enter")
        await wait_for(pilot, lambda: ann.res["metal:steel"] == res.BURNED and ann.res["combat"] == 2)
        lines = [e.text for e in st.events if e.kind == "burn"]
        assert lines[-1] == "Ann burns steel."
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await pilot.press("f")  # the burn is used: iron flared on Iron Training, the one card
        await wait_for(pilot, lambda: ann.res["metal:iron"] == res.FLARED)
        before = list(app.session.save.commands)
        await pilot.press("f")  # now every flare would do nothing: refused, saying why
        await wait_for(pilot, lambda: any("would do nothing" in str(n.message) for n in app._notifications))
        await pilot.pause()
        # only that nothing is worth it (trial: B listed eight commands it called pointless)
        said = [str(n.message) for n in app._notifications if "would do nothing" in str(n.message)]
        assert said[-1].startswith("Flare: nothing is worth doing now") and "flare pewter" not in said[-1], said
        assert app.session.save.commands == before
        assert all(ann.res[f"metal:{m}"] == res.READY for m in ("pewter", "tin", "zinc"))


@sync
async def test_the_card_detail_lets_go_of_a_card_that_left_the_table(tmp_path):
    """A trial: after Kelsier's ability II eliminated Inspire, bought from the market, the
    detail box still showed Inspire with "You can buy it now." With the focus on the command
    line, the detail of a card that left the list it was highlighted in now follows the row
    in its place (every game)."""
    from screens.widgets.cards import CardList

    app = HotseatApp(scenario=DATA / "mistborn_ability_two.toml", autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await dismiss_handoff(app, pilot)
        table, st = app.screen, app.session.state
        strike = next(u for u in st.table["market"] if st.name(u) == "Strike")
        market = next(lst for lst in table.query(CardList) if f"c{strike}" in [k for k, _ in lst._rows])
        market.focus()
        market.highlighted = [k for k, _ in market._rows].index(f"c{strike}")
        await wait_for(pilot, lambda: table.focused_key == f"c{strike}")
        assert "You can buy it now." in str(table.query_one("#detail").content)
        await pilot.press("colon", *"buy Strike", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press("y")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and strike in st.table["eliminated"])
        await pilot.pause()
        shown = str(table.query_one("#detail").content)
        # the detail follows the market row now in Strike's place (Con), not the card gone
        assert "Strike" not in shown and "Con" in shown, shown
