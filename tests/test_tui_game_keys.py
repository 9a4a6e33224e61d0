"""The table's keys for a game's own commands come from the game (``Rules.table_keys``),
in its words: Metro City binds ``n`` (next phase) and ``l`` (slot) and shows no DC key; the
DC score pile is a panel the DC family contributes; the table screen names none of them."""

from __future__ import annotations

import re

from conftest import REPO
from test_tui_metro import at_table, new_game_started
from test_tui_support import make_app, screen_text, sync, wait_for


def footer(app) -> str:
    return screen_text(app).splitlines()[-1]


@sync
async def test_metro_keys_are_metros_and_act_through_the_same_mechanism(tmp_path):
    app = make_app(tmp_path, game="metro", new_game=True)
    async with app.run_test(size=(120, 40)) as pilot:
        st = await new_game_started(app, pilot)
        for picking in range(2):  # each Hero chooses starting Powers (here: none), by the key
            await at_table(app, pilot)
            await wait_for(pilot, lambda: "n Next phase" in footer(app))  # the footer is drawn last
            assert "Villain" not in footer(app) and "Ability" not in footer(app)
            await pilot.press("n")
            await wait_for(pilot, lambda: st.turn.get("picking") != picking)
        for naming in range(2):  # each Hero is named (set-up step 5): Enter takes the suggested name
            await at_table(app, pilot)
            await pilot.press("enter")
            await wait_for(pilot, lambda: st.turn.get("naming") != naming)
        await at_table(app, pilot)
        assert st.turn == {"phase": "activate"}
        await wait_for(pilot, lambda: "l Slot" in footer(app))
        # Metro City has no "end" and no "play": their keys are not shown, and the letters
        # start a typed command like any other letter
        assert "End" not in footer(app) and "Play all" not in footer(app)
        await pilot.press("e")
        await pilot.pause()
        assert app.screen.query_one("#cmd").value == "e"
        await pilot.press("escape")
        await pilot.pause()
        seat = st.active
        await pilot.press("l")  # the one kind of Energy card in hand goes into the first slot
        await wait_for(pilot, lambda: st.players[seat].zones["slot:1"])
        assert [st.name(u) for u in st.players[seat].zones["slot:1"]] == ["Spark of Energy"]
        await pilot.press("n")  # Activate Powers -> Battle Enemies
        await wait_for(pilot, lambda: st.turn.get("phase") == "battle")
        await pilot.pause()
        assert "Battle Enemies" in screen_text(app).splitlines()[0]


def test_the_table_screen_names_no_games_commands_or_zones():
    code = (REPO / "screens" / "table.py").read_text(encoding="utf-8")
    code = re.sub(r'""".*?"""', "", code, flags=re.S)  # docstrings may give examples
    code = "\n".join(line.split("#")[0] for line in code.splitlines())
    for word in ("score_pile", "Score pile", "defeat", "Villain", "Nemesis", "villain_word", '"use"', "ability",
                 "T-Zone", "Super Hero"):
        assert word not in code, word
