"""Pilot tests: co-op Mistborn against the Lord Ruler (issue 13): his panel on the table, an
Adversary's shield destroyed, his step between turns told with no hand-off to a person playing
alone, and the shared result on the game-over screen."""

from __future__ import annotations


from test_tui_support import DATA, attack_anyway, screen_name, screen_text, sync, type_end, wait_for

from hotseat.app import HotseatApp
from rules.engine.registry import rules_for
from rules.engine.resources import get
from rules.games.mistborn import res

SCENARIO = DATA / "mistborn_coop_solo.toml"
#: the Lord Ruler at 3 health with an empty deck
END = DATA / "mistborn_coop_end.toml"


def shields(st, uid: int) -> str:
    """An Adversary's shields as its row shows them, from its card (the numbers are tuned):
    "shield 3 damage" for one."""
    values = st.cards[uid].extra["shields"]
    return ("shield " if len(values) == 1 else "shields ") + " / ".join(str(v) for v in values) + " damage"


def told(app, words: str) -> bool:
    """A notice (toast) saying ``words`` was shown."""
    return any(words in str(n.message) or words in str(n.title) for n in app._notifications)


@sync
async def test_a_solo_game_breaks_a_shield_and_sees_the_lord_ruler_step_without_a_hand_off():
    app = HotseatApp(scenario=SCENARIO, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        st = app.session.state
        ann = st.players[0]
        text = screen_text(app)
        # his panel: health, Dominance row and X, cards left; Ann's Adversary with its shield
        assert "Lord Ruler: Health 48/48 · Dominance 0/15 · X 1 · Deck 2" in text
        assert "Last card: none yet" in text
        spy = ann.zones["adversaries"][0]
        assert f"Kandra Spy Ann · {shields(st, spy)}" in text
        await pilot.press("colon", *"attack Kandra Spy", "enter")
        await attack_anyway(app, pilot, "5 playable cards")  # her five Fundings, unplayed
        await wait_for(pilot, lambda: not ann.zones["adversaries"])
        # the panel is one line again
        await wait_for(pilot, lambda: "Adversaries: none" in screen_text(app))
        assert any("Ann destroys the last shield of Ann's Kandra Spy" in line for line in app.table_view()["log"])
        await pilot.press("colon", *"attack Lord Ruler", "enter")
        await wait_for(pilot, lambda: "Health 44/48" in screen_text(app))
        await type_end(app, pilot)
        # his step: Koloss is sent against Ann; one person plays, so no hand-off, a notice
        await wait_for(pilot, lambda: st.turn_number == 2 and screen_name(app) == "TableScreen")
        await wait_for(pilot, lambda: told(app, "The Lord Ruler sends Koloss against Ann"))
        assert told(app, "The Lord Ruler's turn")
        await wait_for(pilot, lambda: "Last card: Koloss (Adversary)" in screen_text(app))
        text = screen_text(app)
        koloss = next(u for u in ann.zones["adversaries"] if st.name(u) == "Koloss")
        assert f"Koloss Ann · {shields(st, koloss)}" in text and "Deck 1" in text
        lines = app.screen.query_one("#panel-lordruler").panel["lines"]  # the text wraps on the screen
        effect = rules_for("mistborn").card_text(st.cards[koloss]).split("\n")[-1]  # after its shields
        assert f"Last card: Koloss (Adversary): {effect}" in lines
        assert app.viewer == 0 and [u for u in ann.zones["adversaries"] if st.name(u) == "Koloss"]


@sync
async def test_the_game_over_screen_shows_the_shared_result():
    app = HotseatApp(scenario=END, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        st = app.session.state
        await pilot.press("colon", *"attack Lord Ruler", "enter")
        await attack_anyway(app, pilot, "5 playable cards")  # her five Fundings, unplayed
        await wait_for(pilot, lambda: screen_name(app) == "GameOverScreen")
        text = screen_text(app)
        assert "Ann wins against the Lord Ruler." in text and "The Lord Ruler was destroyed." in text
        assert get(st, res.LORD_RULER) <= 0


@sync
async def test_the_lord_ruler_wins_when_his_deck_runs_out():
    app = HotseatApp(scenario=END, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        app.act("end")
        await pilot.pause()
        await wait_for(pilot, lambda: screen_name(app) == "GameOverScreen")
        text = screen_text(app)
        assert "The Lord Ruler wins." in text and "The Lord Ruler's deck ran out." in text


def with_a_bot(tmp_path) -> HotseatApp:
    """Co-op Mistborn (seed 5): Ann at the keyboard, a heuristic bot in seat 2; Ann's turn first."""
    from hotseat.client import GameClient

    saved = tmp_path / "coop.json"
    GameClient.new("mistborn", ["Ann", "Bot"], 5, bots=[None, "heuristic"], options={"variant": "coop", "first": 0},
                   autosave=saved)
    return HotseatApp(resume=True, save_path=saved, autosave=tmp_path / "autosave.json", fast=True)


@sync
async def test_one_person_with_a_bot_never_sees_a_hand_off(tmp_path):
    # co-op with every other seat a bot: the keyboard never changes hands
    app = with_a_bot(tmp_path)
    seen: set[str] = set()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
        st = app.session.state
        # two rounds: Ann's turn, his step, the bot's turn, his step (Ann answers what he asks)
        for _ in range(2000):
            seen.add(screen_name(app))
            if st.game_over or (st.turn_number >= 5 and app.viewer == 0):
                break
            if screen_name(app) == "DecisionScreen" and st.pending and st.pending.kind == "split":
                await pilot.press("backspace", str(st.pending.min), "enter")  # every point in the first box
            elif screen_name(app) == "DecisionScreen":  # the first option, as a person picks it
                await pilot.press("1", "enter")
            elif screen_name(app) == "TableScreen" and app.session.decider == 0 and st.pending is None:
                app.act("end")
            await pilot.pause()
        assert st.turn_number >= 5 or st.game_over, (screen_name(app), st.pending, app._waiting, app.session.decider)
        assert "HandoffScreen" not in seen and app.viewer == 0


@sync
async def test_the_hand_off_tells_the_lord_ruler_step_to_the_next_player(tmp_path):
    from hotseat.client import GameClient

    saved = tmp_path / "coop.json"
    GameClient.new("mistborn", ["Ann", "Ben"], 3, options={"variant": "coop", "first": 0}, autosave=saved)
    app = HotseatApp(resume=True, save_path=saved, autosave=tmp_path / "autosave.json")
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
        if screen_name(app) == "HandoffScreen":
            await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
        st = app.session.state
        app.act("end")
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        since = app.screen.since
        card = st.name(st.res["lord_ruler_last"] - 1)
        assert any(line.startswith("The Lord Ruler ") and card in line for line in since)
        await wait_for(pilot, lambda: "Before your first turn" in screen_text(app))  # Ben's first


@sync
async def test_the_header_says_the_lord_ruler_acts_after_a_player_s_turn(tmp_path):
    # his step is nobody's turn: the header reads "after Ann's turn · The Lord Ruler's turn",
    # not "Ann's turn · The Lord Ruler's turn"
    app = with_a_bot(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
        app.act("end")
        st = app.session.state
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen" and st.pending.kind == "split")
        await pilot.press("escape")  # look at the table first
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        top = screen_text(app).splitlines()[0]
        assert "after Ann's turn · The Lord Ruler's turn" in top, top


@sync
async def test_the_command_hint_names_the_targets_of_the_mode_played(tmp_path):
    # co-op: players are never attacked, so the hint offers the Adversaries and the Lord Ruler
    from textual.widgets import Input

    from hotseat.client import GameClient

    hints = {}
    for variant in ("coop", "standard"):
        saved = tmp_path / f"{variant}.json"
        GameClient.new("mistborn", ["Ann", "Ben"], 5, options={"variant": variant, "first": 0}, autosave=saved)
        app = HotseatApp(resume=True, save_path=saved, autosave=tmp_path / f"autosave-{variant}.json")
        async with app.run_test(size=(160, 40)) as pilot:
            await wait_for(pilot, lambda: screen_name(app) in ("HandoffScreen", "TableScreen"))
            if screen_name(app) == "HandoffScreen":
                await pilot.press("space")
            await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
            hints[variant] = app.screen.query_one("#cmd", Input).placeholder
    assert "attack ADVERSARY | Lord Ruler" in hints["coop"] and "PLAYER" not in hints["coop"]
    assert "attack ALLY | PLAYER | all" in hints["standard"] and "Lord Ruler" not in hints["standard"]


@sync
async def test_the_new_game_screen_offers_the_co_op_difficulty(tmp_path):
    """Issue 14: the co-op difficulty (the Dominance track) is chosen on the new-game screen,
    not only with ``--option difficulty=``; the competitive game has no such row."""
    from textual.widgets import Select

    from test_tui_support import make_app

    app = make_app(tmp_path, game="mistborn", new_game=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        screen = app.screen
        assert not screen.query(".opt-difficulty") and "Difficulty" not in screen_text(app)
        screen.query_one("#variant", Select).value = "coop"
        await wait_for(pilot, lambda: bool(screen.query(".opt-difficulty")))
        # the default (waited for: under load the row's text is drawn after the row is mounted)
        await wait_for(pilot, lambda: "Difficulty" in screen_text(app) and "Standard A" in screen_text(app))
        screen.query_one(".opt-difficulty", Select).value = "hard_a"
        await pilot.pause()
        screen.query_one("#start").focus()
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.session is not None)
        assert app.session.state.options["difficulty"] == "hard_a"
        assert any("Hard A" in e.text for e in app.session.state.events)  # the set-up says so


@sync
async def test_the_difficulty_given_on_the_command_line_is_shown_and_played(tmp_path):
    from test_tui_support import make_app

    app = make_app(tmp_path, game="mistborn", variant="coop", new_game=True, options={"difficulty": "extreme"})
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen" and "Extreme" in screen_text(app))
        app.screen.query_one("#start").focus()
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.session is not None)
        assert app.session.state.options["difficulty"] == "extreme"


@sync
async def test_enter_on_an_adversary_attacks_it_or_says_why_not(tmp_path):
    """Issue 14: Enter on an Adversary attacks it, as Enter on a market card buys it; without
    the damage its next shield needs, the refusal says so and nothing changes."""
    from test_tui_support import DATA as data

    low = tmp_path / "low.toml"
    low.write_text((data / "mistborn_coop_solo.toml").read_text().replace("combat = 6", "combat = 1"))
    for scenario, enough in ((SCENARIO, True), (low, False)):
        app = HotseatApp(scenario=scenario, autosave=False)
        async with app.run_test(size=(120, 40)) as pilot:
            await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
            st = app.session.state
            ann = st.players[0]
            advs = app.screen.query_one("#panel-adversaries CardList")
            advs.focus()
            advs.highlighted = 0
            await pilot.pause()
            assert "You can attack it now." in screen_text(app) if enough else "Can't attack now" in screen_text(app)
            events = len(st.events)
            await pilot.press("enter")
            if enough:
                await attack_anyway(app, pilot, "5 playable cards")  # her five Fundings, unplayed
                await wait_for(pilot, lambda: not ann.zones["adversaries"])
            else:
                await wait_for(pilot, lambda: bool(app.message))
                assert "damage" in app.message and ann.zones["adversaries"] and len(st.events) == events


@sync
async def test_the_difficulty_row_is_one_row_high_at_both_sizes(tmp_path):
    """The Difficulty row shows its value at 80x24 and leaves no gap under it at 120x40 (its
    box took all the room left: one squeezed row, or a dozen blank ones)."""
    from textual.widgets import Select

    from test_tui_support import make_app

    for size in ((80, 24), (120, 40)):
        app = make_app(tmp_path, game="mistborn", new_game=True)
        async with app.run_test(size=size) as pilot:
            await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
            app.screen.query_one("#variant", Select).value = "coop"
            await wait_for(pilot, lambda: bool(app.screen.query(".opt-difficulty")))
            await pilot.pause()
            assert "Standard A" in screen_text(app), size
            choice, seed = app.screen.query_one(".opt-difficulty"), app.screen.query_one("#seed")
            assert seed.region.y == choice.region.bottom, size


@sync
async def test_the_variant_row_shows_the_chosen_game_s_own_variant_names(tmp_path):
    """Found in a trial: after choosing Mistborn on the new-game screen (Metal first) the
    Variant row still read "Standard", a name Mistborn's list does not have."""
    from textual.widgets import Select

    from test_tui_support import make_app

    app = make_app(tmp_path, new_game=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "NewGameScreen")
        for game, shown in (("mistborn", "Competitive"), ("jld", "Standard"),
                            ("metro", "City Supply dealt from the Randomizer decks"), ("mistborn", "Competitive")):
            app.screen.query_one("#game", Select).value = game
            await wait_for(pilot, lambda: f"  {shown[:24]}" in screen_text(app))  # a long name is cut
            assert app.screen.query_one("#variant", Select).value == "standard"


@sync
async def test_the_collective_damage_question_lists_players_in_seat_order_and_a_blank_box_reads_0(tmp_path):
    # trial: the rows followed health (changing places), a box cleared with Backspace went
    # blank while the count went on, and the question said "Rule: Co-op: General Notes."
    from textual.widgets import Input

    app = with_a_bot(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
        st = app.session.state
        st.players[0].res["health"] = 20  # Ann less healthy than the bot: listed first all the same
        app.act("end")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen" and st.pending.kind == "split")
        await wait_for(pilot, lambda: "share out" in screen_text(app))
        text = screen_text(app)
        labels = [label for _, label in app.screen.pending["options"]]
        assert labels[0].startswith("Ann") and labels[1].startswith("Bot"), labels
        assert "General Notes" not in text and "collective damage:" in text
        total = st.pending.min
        assert f"{total} of {total} left to share out" in " ".join(text.split())
        await pilot.pause(0.6)
        first = app.screen.query_one("#points-0", Input)
        first.focus()
        await pilot.press("backspace")
        await pilot.pause()
        assert first.value == ""
        app.screen.query_one("#points-1", Input).focus()
        await pilot.pause()
        assert first.value == "0"
        await pilot.press("backspace", "minus", "2")
        await wait_for(pilot, lambda: "can't be below 0" in screen_text(app))


@sync
async def test_down_and_up_move_between_the_collective_damage_boxes(tmp_path):
    # issue 14, co-op trial at 80x24: the boxes needed Tab; ↓ and ↑ move as in every other list
    from textual.widgets import Input

    app = with_a_bot(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen" and app.viewer == 0)
        st = app.session.state
        app.act("end")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen" and st.pending.kind == "split")
        await wait_for(pilot, lambda: app.focused is not None and app.focused.id == "points-0")
        total = st.pending.min
        await pilot.press("down")
        assert app.focused.id == "points-1"
        assert "↑ ↓ move between the boxes" in " ".join(screen_text(app).split())  # said under the prompt
        await pilot.press("down")  # the last box: it stays
        assert app.focused.id == "points-1"
        await pilot.press("backspace", str(total), "up")
        assert app.focused.id == "points-0"
        assert app.screen.query_one("#points-1", Input).value == str(total)
        bot = st.players[1].res["health"]
        await pilot.press("enter")  # every point on the bot
        await wait_for(pilot, lambda: st.players[1].res["health"] == bot - total)
