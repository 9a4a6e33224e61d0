"""Issue 14, a new-user trial of Mistborn competitive (``hotseat play --game mistborn -n 3``,
80x24): Pilot tests of what the player saw at the table."""

from __future__ import annotations

import pytest
from test_tui_snapshots import take_seat
from test_tui_layout import log_rows
from test_tui_support import DATA, attack_anyway, flat, screen_name, screen_text, sync, wait_for

from hotseat.app import HotseatApp
from screens.table import TableScreen


def footer(app) -> str:
    """The footer's row: the screen's last."""
    return screen_text(app).splitlines()[-1]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@sync
async def test_the_footer_shows_the_table_s_keys_with_the_real_wait_for_typed_words(monkeypatch, size):
    """With the real wait of a letter key for a next letter (``TableScreen.BURST``; the tests'
    default is none), the footer showed only ": Cmd f1 Rules": the hidden binding that waits
    took each letter key's place in the footer."""
    monkeypatch.setattr(TableScreen, "BURST", 0.3)
    app = HotseatApp(scenario=DATA / "mistborn_keys.toml", autosave=False)
    async with app.run_test(size=size) as pilot:
        await take_seat(pilot)
        row = footer(app)
        for key in ("e End", "b Burn", "f Flare", "q Quit"):
            assert key in row, (key, row)


@sync
async def test_at_80x24_three_players_with_boxings_and_allies_leave_the_log_its_rows():
    """Three players at 80x24, with Boxings, atium, flared metals and Allies: each other
    player's line wrapped over four rows and more ("ready bronze copper zinc brass iron steel",
    "ally 1 char 1 aside 0") until the log had two rows. The lines now leave out what they name
    already (Characters, Allies), what nobody has (cards set aside), and say the metals that
    are not ready."""
    app = HotseatApp(scenario=DATA / "mistborn_boxings.toml", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await take_seat(pilot)
        await wait_for(pilot, lambda: log_rows(app) >= 5)
        right = "\n".join(row.split("▏")[-1] for row in screen_text(app).splitlines()[1:-3])
        for said in ("Ben (Kelsier)", "flared pewter tin", "Boxings 3", "atium 1", "allies: Pewterarm",
                     "Cat (Marsh)", "Boxings 1", "hand 5 deck 5 discard 0"):
            assert said in right, (said, right)
        for noise in ("char 1", "ally ", "aside", "ready bronze"):
            assert noise not in right, (noise, right)


#: Ann (first of two) with 3 damage and two Strikes still in hand, nothing else left unused
CARDS_LEFT = """
game = "mistborn"
variant = "{variant}"
seed = 5
players = ["Ann", "Ben"]

[[player]]
characters = ["Vin"]
hand = ["Strike", "Strike"]
res = {{ combat = 3 }}

[[player]]
characters = ["Kelsier"]
"""


@pytest.mark.parametrize("variant, target", [("standard", "Ben"), ("coop", "Lord Ruler")])
@sync
async def test_the_attack_question_warns_of_the_playable_cards_left_as_e_does(tmp_path, variant, target):
    """Issue 14 trial: the first attack ends the playing, but with cards still to play it
    asked nothing (E, which ends it too, says "End your turn with 2 playable cards?"). Now it
    asks, counting the cards the hand marks playable; No keeps them, Yes attacks."""
    scenario = tmp_path / "cards_left.toml"
    scenario.write_text(CARDS_LEFT.format(variant=variant))
    app = HotseatApp(scenario=scenario, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await take_seat(pilot)
        st = app.session.state
        ann = st.players[0]
        hand = next(p for p in app.table_view()["panels"] if p.get("place") == "hand")
        assert [c["playable"] for c in hand["cards"]] == [True, True]  # marked •, as E counts them
        events = len(st.events)
        await pilot.press("colon", *f"attack {target}", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        text = screen_text(app)
        assert "Attack now?" in flat(text) and "Left unused: 2 playable cards." in flat(text), text
        assert "Attack (y)" in text and "Keep playing (n)" in text  # both answers on the screen at 80x24
        await pilot.press("n")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        assert len(st.events) == events and len(ann.zones["hand"]) == 2 and ann.res["combat"] == 3
        await pilot.press("colon", *f"attack {target}", "enter")
        await attack_anyway(app, pilot, "2 playable cards")
        await wait_for(pilot, lambda: ann.res["combat"] == 0)
        assert len(ann.zones["hand"]) == 2  # not played: the player chose to attack
