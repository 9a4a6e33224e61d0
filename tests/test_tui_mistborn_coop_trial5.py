"""Mistborn co-op, the fifth new-user trial at 80x24 (issue mbfix4), at the table: what a
player sees."""

from __future__ import annotations

import re

from test_tui_support import screen_name, screen_text, settle, sync, wait_for
from test_tui_teach_input import SIZE, seated

from hotseat.app import HotseatApp


def coop_scenario(tmp_path, seed: int = 3, players: str = '"Ann", "Ben"', more: str = ""):
    """A co-op scenario of Mistborn for ``players`` (TOML list items), everything dealt by the
    normal set-up but what ``more`` (TOML tables) sets."""
    path = tmp_path / "coop.toml"
    path.write_text(f'game = "mistborn"\nvariant = "coop"\nseed = {seed}\nplayers = [{players}]\n{more}',
                    encoding="utf-8")
    return path


@sync
async def test_a_notice_never_covers_the_help_screen(tmp_path):
    # trial: a notice raised at the table was drawn over the F1 help's text
    app = HotseatApp(scenario=coop_scenario(tmp_path), autosave=False)
    async with app.run_test(size=SIZE, notifications=True) as pilot:  # toasts drawn
        await seated(app, pilot)
        app.notify("A notice raised at the table.", title="The Lord Ruler", timeout=600)  # not a refusal: it stays
        await settle(pilot)
        await pilot.press("f1")
        await wait_for(pilot, lambda: screen_name(app) == "RulesScreen")
        await settle(pilot)
        rows = screen_text(app).splitlines()
        said = [i for i, r in enumerate(rows) if "A notice raised at the table." in r]
        box = [i for i, r in enumerate(rows) if "█" in r]
        assert said and box and said[0] > box[-1], "\n".join(rows)  # below the help, whole


@sync
async def test_a_notice_never_covers_the_game_over_buttons(tmp_path):
    # trial: at game over (three players: the box fills the screen) a notice was drawn over
    # the Rematch / New game / Quit buttons
    end = coop_scenario(tmp_path, players='"Ann", "Ben", "Cy"', more="[table]\nlord_ruler_deck = []\n")
    app = HotseatApp(scenario=end, autosave=False)
    async with app.run_test(size=SIZE, notifications=True) as pilot:  # toasts drawn
        await seated(app, pilot)
        app.act("end")
        await wait_for(pilot, lambda: screen_name(app) == "GameOverScreen")
        app.notify("Replay saved to a file with a rather long name, told whole.", title="Saved", timeout=600)
        await settle(pilot)
        rows = screen_text(app).splitlines()
        assert any("Rematch (r)" in r and "New game (n)" in r and "Quit (q)" in r for r in rows), "\n".join(rows)
        assert any("Saved: Replay saved to a file" in r for r in rows), "\n".join(rows)


@sync
async def test_the_header_the_lord_ruler_and_the_adversary_rows_read_whole_at_80x24():
    # trial at 80x24: the header was cut (the counts last), the Lord Ruler's counts wrapped and
    # their first line scrolled away, and "Steel Inquisitor Ann · shields 1 (X) / 3…" hid shields
    from test_tui_fixes import scenario_app, take_seat

    app = scenario_app("coop_header80.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Player 1")
        header = screen_text(app).splitlines()[0]
        assert "Player 1's turn · Lord Ruler 48/48 · 12 Money · 15 Damage · 3 Mission" in header, header
        left = [row.partition("▏")[0] for row in screen_text(app).splitlines()]
        assert any("Steel Inquisitor Player 1 · 1(X)/3/3" in r for r in left), left
    app = scenario_app("coop_fit80.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        left = [row.partition("▏")[0].strip() for row in screen_text(app).splitlines()]
        assert left[1] == "Lord Ruler: Dominance 0/15, X 1 · Deck 33", left
        assert "Steel Inquisitor Ann · 1(X)/3/3 damage" in left, left


@sync
async def test_the_burn_list_names_cards_never_by_their_internal_number(tmp_path):
    # trial: with two copies played, B listed "burn pewter on Survive #48"; two copies that
    # would do the same are listed once
    path = coop_scenario(tmp_path, more='[[player]]\nhand = ["Survive", "Survive", "Strike"]\n')
    app = HotseatApp(scenario=path, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        for _ in range(2):
            app.act("play Survive")
            await settle(pilot)
        first = app.session.state.players[0].zones["played"][0]
        app.act(f"use Strike as pewter on Survive #{first}")  # a step ahead: the two Survives differ
        await settle(pilot)
        await pilot.press("b")
        await wait_for(pilot, lambda: screen_name(app) != "TableScreen")
        await settle(pilot)
        text = screen_text(app)
        assert "burn pewter on Survive (gives heal 4)" in text and "burn pewter on Survive (gives heal 3)" in text, text
        assert not re.search(r"#\d", text), text


def _depth(text: str) -> int:
    """How deep brackets nest in ``text``: "a (b)" is 1, "a (b (c))" is 2."""
    deepest = level = 0
    for ch in text:
        level += {"(": 1, ")": -1}.get(ch, 0)
        deepest = max(deepest, level)
    return deepest


@sync
async def test_what_a_card_gives_is_said_with_one_level_of_brackets(tmp_path):
    # new-user trial at 80x24: "(Push 1 (eliminate a market card))" in ability II's question,
    # and B's list read "burn steel on Soar (gives push 1 (eliminate a market card))"
    path = coop_scenario(tmp_path, more='[table]\nmarket = ["Soar", "Strike", "Brawl", "Hunt", "Spy", "Informant"]\n'
                                         '[[player]]\ncharacters = ["Vin"]\nhand = ["Soar", "Survive"]\n'
                                         'res = { training = 8, money = 10 }\n')
    app = HotseatApp(scenario=path, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        for card in ("Soar", "Survive"):
            app.act(f"play {card}")
            await settle(pilot)
        await pilot.press("b")
        await wait_for(pilot, lambda: screen_name(app) != "TableScreen")
        await settle(pilot)
        rows = [r for r in screen_text(app).splitlines() if "burn " in r]
        assert any("burn steel on Soar — gives push 1 (eliminate a market card)" in r for r in rows), rows
        assert any("burn pewter on Survive (gives heal 3)" in r for r in rows), rows
        assert all(_depth(r) == 1 for r in rows), rows
        await pilot.press("escape")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        app.act("buy Soar")
        await wait_for(pilot, lambda: app.session.state.pending is not None and screen_name(app) == "DecisionScreen")
        await settle(pilot)
        prompt = str(app.screen.query_one("#prompt").content)
        assert "eliminate Soar to use its top ability now? It gives push 1 (eliminate a market card)." in prompt, prompt
        assert _depth(prompt) == 1, prompt


@sync
async def test_a_question_of_public_things_with_one_answer_hands_nobody_the_keyboard(tmp_path):
    # new-user trial at 80x24: Cat (another seat) was handed the keyboard only to read that her
    # one Ally was defeated by a Dominance row ("each player defeats an Ally"): an Ally in play
    # is public, so the answer is told to all, and the next hand-off is Ben's for his turn
    path = coop_scenario(tmp_path, players='"Ann", "Ben", "Cat"', more=(
        'options = { difficulty = "intro" }\nres = { dominance = 4 }\n'
        '[table]\nlord_ruler_deck = ["Ashfall", "Ashfall"]\n'
        '[[player]]\nallies = ["Noble"]\n[[player]]\nallies = ["Smoker"]\n[[player]]\nallies = ["Soldier"]\n'))
    app = HotseatApp(scenario=path, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await seated(app, pilot)
        st = app.session.state
        app.act("end")
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await settle(pilot)
        text = screen_text(app)
        assert "Pass the keyboard to Ben" in text and "must answer" not in text, text
        assert [st.players[s].zones["allies"] for s in range(3)] == [[], [], []]
        # told to every seat: Ben reads Cat's line at his turn
        line = next(e for e in st.events if e.kind == "auto" and "Cat" in e.for_player(None))
        assert "Chosen for Cat (the only choice): Soldier." in line.for_player(1), line
