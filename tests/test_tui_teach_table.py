"""Pilot tests of issue 14's "the teaching table" (nothing at the table should surprise a new
player), found in a new user's trial of Heroes of Metro City and Mistborn (competitive)."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_support import flat, screen_name, screen_text, sync, wait_for
from test_tui_teach_input import seated

from hotseat.app import HotseatApp
from screens.decision import DecisionScreen
from screens.handoff import HandoffScreen


@pytest.fixture(autouse=True)
def no_guards(monkeypatch):
    monkeypatch.setattr(DecisionScreen, "GUARD", 0.0)
    monkeypatch.setattr(HandoffScreen, "GUARD", 0.0)


def scenario(tmp_path: Path, game: str, text: str, seed: int = 2) -> Path:
    """A scenario of ``game`` for Ann and Ben: ``text`` after the header (players, table...)."""
    path = tmp_path / f"{game}.toml"
    variant = 'variant = "first_game"\n' if game == "metro" else ""
    path.write_text(f'game = "{game}"\nseed = {seed}\n{variant}players = ["Ann", "Ben"]\n{text}', encoding="utf-8")
    return path


async def enter_on_hand_card(app, pilot, name: str) -> None:
    st = app.session.state
    hand = app.screen.query_one("#hand")
    hand.focus()
    hand.highlighted = [st.name(u) for u in st.players[app.viewer].zones["hand"]].index(name)
    await pilot.pause()
    await pilot.press("enter")


# ---------------------------------------------------------------- Heroes of Metro City
METRO_TWO_SOURCES = '''
[[player]]
hand = ["Deadly Blades", "Origin Story"]
"slot:1" = ["Spark of Energy"]
"slot:2" = ["Product of Science"]
'''


METRO_MARVEL_FIRST = '''
[[player]]
hand = ["Deadly Blades", "Origin Story"]
"slot:1" = ["Technological Marvel"]
"slot:2" = ["Spark of Energy"]
'''


@pytest.mark.parametrize("how", ["enter", "key"])
@pytest.mark.parametrize("slots, key, lists", [
    # the trial: Enter on a Power put it on the first source without a word; with two that
    # could take it, the table asks which, naming each slot and its Energy Level (the C key too)
    (METRO_TWO_SOURCES, "2", ["slot 1 (Spark of Energy), Energy Level 1", "slot 2 (Product of Science), Energy Level 2"]),
    # new-user trial: with Technological Marvel (Energy Level 2) in slot 1 and a Spark of Energy
    # (Level 1) in slot 2, the question listed slot 2 first, and its key 1 meant slot 2
    (METRO_MARVEL_FIRST, "1", ["slot 1 (Technological Marvel), Energy Level 2", "slot 2 (Spark of Energy), Energy Level 1"]),
])
@sync
async def test_a_power_that_fits_several_sources_asks_which_slot_in_order(tmp_path, how, slots, key, lists):
    app = HotseatApp(scenario=scenario(tmp_path, "metro", slots), autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        st = app.session.state
        ann = st.players[0]
        before = {z: [st.name(u) for u in ann.zones[z]] for z in ("slot:1", "slot:2")}
        if how == "enter":
            await enter_on_hand_card(app, pilot, "Deadly Blades")
        else:
            await pilot.press("c")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        text = screen_text(app)
        assert "Activate Deadly Blades on which Energy source?" in text
        assert text.index(lists[0]) < text.index(lists[1])  # the slots in their order, keys 1 and 2
        assert "Deadly Blades" in [st.name(u) for u in ann.zones["hand"]]  # nothing done yet
        await pilot.press(key, "enter")
        chosen, other = f"slot:{key}", f"slot:{3 - int(key)}"
        await wait_for(pilot, lambda: len(ann.zones[chosen]) == 2)
        assert [st.name(u) for u in ann.zones[chosen]] == before[chosen] + ["Deadly Blades"]
        assert [st.name(u) for u in ann.zones[other]] == before[other]


@sync
async def test_a_power_with_one_source_is_activated_at_once(tmp_path):
    app = HotseatApp(scenario=scenario(tmp_path, "metro", '''
[[player]]
hand = ["Deadly Blades", "Origin Story"]
"slot:1" = ["Spark of Energy"]
'''), autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        st = app.session.state
        await enter_on_hand_card(app, pilot, "Deadly Blades")
        await wait_for(pilot, lambda: len(st.players[0].zones["slot:1"]) == 2)
        assert screen_name(app) == "TableScreen"


@sync
async def test_i_on_a_power_that_cannot_be_activated_says_why(tmp_path):
    # the trial: I on a Power no source can take showed its text and nothing more; it says why
    # (the engine's own refusal), and so does Enter
    app = HotseatApp(scenario=scenario(tmp_path, "metro", '''
[[player]]
hand = ["Mind Spike", "Origin Story"]
"slot:1" = ["Spark of Energy"]
'''), autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await seated(app, pilot)
        st = app.session.state
        hand = app.screen.query_one("#hand")
        hand.focus()
        hand.highlighted = 0
        await pilot.press("i")
        await wait_for(pilot, lambda: screen_name(app) == "CardDetailScreen")
        text = screen_text(app)  # the box wraps the line
        assert "You can't activate it now: Mind Spike needs Energy Level 2;" in text
        assert "Spark of Energy in slot 1 gives 1." in text
        await pilot.press("escape")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await enter_on_hand_card(app, pilot, "Mind Spike")
        await wait_for(pilot, lambda: "needs Energy Level 2" in screen_text(app))
        assert [st.name(u) for u in st.players[0].zones["slot:1"]] == ["Spark of Energy"]


@sync
async def test_a_power_no_source_can_take_says_its_energy_requirement_at_80x24(tmp_path):
    # Metro trial: Enter on Psychic Scream (REQ 3), with the one source used up by Naked Object,
    # said "Naked Object gives no Energy"; the refusal names the Energy Level it needs and has
    app = HotseatApp(scenario=scenario(tmp_path, "metro", '''
[[player]]
hand = ["Psychic Scream", "Origin Story"]
"slot:1" = ["Spark of Energy", "Naked Object"]
'''), autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await seated(app, pilot)
        st = app.session.state
        await enter_on_hand_card(app, pilot, "Psychic Scream")
        said = "Psychic Scream needs Energy Level 3; you have Energy Level 0: Naked Object used up slot 1."
        await wait_for(pilot, lambda: said in flat(screen_text(app)))
        assert "gives no Energy" not in screen_text(app)
        assert "Psychic Scream" in [st.name(u) for u in st.players[0].zones["hand"]]


# ---------------------------------------------------------------- Mistborn (competitive)
MISTBORN_MONEY = '''
[[player]]
characters = ["Vin"]
hand = []
res = { combat = 3, money = 2 }

[[player]]
characters = ["Kelsier"]
hand = ["Funding", "Funding", "Funding", "Funding", "Funding"]
'''


async def type_line(pilot, text: str) -> None:
    await pilot.press("colon", *[{" ": "space"}.get(ch, ch) for ch in text], "enter")


@sync
async def test_an_attack_with_money_left_asks_first(tmp_path):
    # the trial: the first attack ends the actions (no more buying) and threw 2 Money away
    # without a word; now it asks, as ending the turn does, and No keeps the turn as it was
    app = HotseatApp(scenario=scenario(tmp_path, "mistborn", MISTBORN_MONEY, seed=5), autosave=False)
    async with app.run_test(size=(100, 40)) as pilot:
        await seated(app, pilot)
        st = app.session.state
        ben = st.players[1]
        health = ben.res["health"]
        await type_line(pilot, "attack Ben")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        text = " ".join(screen_text(app).split())
        assert "Attack now?" in text and "2 Money" in text
        await pilot.press("n")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        assert ben.res["health"] == health and st.turn.get("phase", "main") == "main"
        await pilot.press("escape")
        await type_line(pilot, "attack Ben")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        await pilot.press("y")
        await wait_for(pilot, lambda: ben.res["health"] == health - 3)
        # attacking: the 2 Money can no longer be spent, so ending the turn asks nothing about
        # it (found in a later trial: "End your turn with 1 Money unspent?" after attacking)
        assert app.session.table(0)["at_stake"] == []


@sync
async def test_ending_the_turn_with_a_burn_left_says_so(tmp_path):
    # the trial: E asked about Money but not about a metal still to burn on a card played
    app = HotseatApp(scenario=scenario(tmp_path, "mistborn", '''
[[player]]
characters = ["Vin"]
hand = ["Iron Training"]

[[player]]
characters = ["Kelsier"]
hand = ["Funding", "Funding", "Funding", "Funding", "Funding"]
''', seed=5), autosave=False)
    async with app.run_test(size=(100, 40)) as pilot:
        await seated(app, pilot)
        st = app.session.state
        await type_line(pilot, "play Iron Training")
        await wait_for(pilot, lambda: len(st.players[0].zones["played"]) == 1)
        await pilot.press("escape")
        await pilot.press("e")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        assert "1 burn" in " ".join(screen_text(app).split())
        await pilot.press("n")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await type_line(pilot, "burn iron on Iron Training")
        await wait_for(pilot, lambda: st.turn.get("burns", 0) == 1)
        assert "burn" not in " ".join(app.session.table(0)["at_stake"])  # nothing left to burn


@sync
async def test_attack_with_one_target_attacks_it(tmp_path):
    # the trial: `attack` with one foe asked "Name a target: Ben."; with one target it attacks
    # it, and the log says whom
    app = HotseatApp(scenario=scenario(tmp_path, "mistborn", '''
[[player]]
characters = ["Vin"]
hand = []
res = { combat = 3 }

[[player]]
characters = ["Kelsier"]
hand = ["Funding", "Funding", "Funding", "Funding", "Funding"]
''', seed=5), autosave=False)
    async with app.run_test(size=(100, 40)) as pilot:
        await seated(app, pilot)
        st = app.session.state
        ben = st.players[1]
        health = ben.res["health"]
        start = len(st.events)
        await type_line(pilot, "attack")
        await wait_for(pilot, lambda: ben.res["health"] == health - 3)
        assert app.session.save.commands[-1] == "attack Ben"
        assert any("Ben" in e.text and "3" in e.text for e in st.events[start:])


@pytest.mark.parametrize("game", ["mistborn", "metro"])
@sync
async def test_at_80x24_a_notice_leaves_the_message_line_and_the_command_line_clear(tmp_path, game):
    # the trial: at 80x24 a notice (a key that does nothing now says why) covered the message
    # line and the command line; it sits above them now
    from textual.widgets._toast import Toast

    app = HotseatApp(scenario=scenario(tmp_path, game, "", seed=3), autosave=False)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await seated(app, pilot)
        await type_line(pilot, "play Nothing")  # a refusal on the message line
        await wait_for(pilot, lambda: bool(app.message))
        await pilot.press("escape", "d")  # no decision waits: said in a notice
        await wait_for(pilot, lambda: bool(app.screen.query(Toast)))
        await pilot.pause()
        message = app.screen.query_one("#message-row").region
        cmd = app.screen.query_one("#cmd").region
        for toast in app.screen.query(Toast):
            assert not toast.region.overlaps(message) and not toast.region.overlaps(cmd)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@sync
async def test_the_other_players_lines_break_between_counts_never_inside_one(tmp_path, size):
    """Found in a trial: at 80x24 a player's line ended "Weakness" with its 5 on the next row."""
    text = ('[[player]]\n[[player]]\ndiscard = ["Weakness", "Weakness", "Weakness", "Weakness", "Weakness"]\n'
            '[[player]]\ndiscard = ["Weakness", "Weakness"]\n')
    path = scenario(tmp_path, "jld", text, seed=5)
    path.write_text(path.read_text().replace('players = ["Ann", "Ben"]', 'players = ["Ann", "Ben", "Catherine"]'))
    app = HotseatApp(scenario=path, autosave=False)
    async with app.run_test(size=size) as pilot:
        await seated(app, pilot)
        rows = [r.split("▏")[-1].rstrip() for r in screen_text(app).splitlines() if "▏" in r]
        joined = "\n".join(rows)
        assert "Weakness 5" in joined and "Weakness 2" in joined
        assert not any(r.endswith(("Weakness", "hand", "deck", "discard", "·")) for r in rows), joined


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@sync
async def test_a_games_count_lines_break_between_counts_never_inside_one(tmp_path, size):
    """Found in a trial: Mistborn's player line read "Burns left" / "1" across two rows."""
    app = HotseatApp(scenario=scenario(tmp_path, "mistborn", "", seed=4), autosave=False)
    async with app.run_test(size=size) as pilot:
        await seated(app, pilot)
        for seat in (0, 1):
            panel = next(p for p in app.screen.query("CountsPanel") if str(p.panel.get("title", "")).startswith(
                ("Ann", "Ben")[seat]) and "Health" in str(p.panel))
            rows = str(panel.query_one("Static").render()).splitlines()
            assert any("Burns left 1" in r for r in rows), rows
            assert all(len(r) <= panel.content_size.width for r in rows[:-1]), (rows, panel.content_size)


@sync
async def test_enter_on_an_energy_card_that_may_be_slotted_or_activated_asks_which(tmp_path):
    # issue 14, Metro trial: Enter on a Spark of Energy in the hand Activated it on the Spark in
    # slot 1 while slots 2 to 4 were empty, and the hand's title said "Enter slots or activates"
    app = HotseatApp(scenario=scenario(tmp_path, "metro", '''
[[player]]
hand = ["Spark of Energy", "Origin Story"]
"slot:1" = ["Spark of Energy"]
'''), autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await seated(app, pilot)
        st = app.session.state
        ann = st.players[0]
        await enter_on_hand_card(app, pilot, "Spark of Energy")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        text = screen_text(app)
        assert "slot it, or Activate it" in text and "Slot it in slot 2 (empty)" in text
        assert "Activate it on slot 1 (Spark of Energy), Energy Level 1" in text
        assert "slot 3" not in text  # the other empty slots are the same choice
        assert len(ann.zones["slot:1"]) == 1 and not ann.zones["slot:2"]  # nothing done yet
        await pilot.press("2", "enter")  # slot it (the options in slot order: Activate on slot 1 first)
        await wait_for(pilot, lambda: len(ann.zones["slot:2"]) == 1)
        assert len(ann.zones["slot:1"]) == 1
