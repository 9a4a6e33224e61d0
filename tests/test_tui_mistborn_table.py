"""Pilot tests from the Mistborn new-user trials of issue 14 ("nothing surprises") at 80x24:
what the table shows of the board, and what attack, advance and the questions say."""

from __future__ import annotations

import re

from test_tui_support import DATA, dismiss_handoff, screen_name, screen_text, sync, wait_for

from hotseat.app import HotseatApp

SIZE = (80, 24)


def said(app) -> str:
    """Every notice and refusal on screen now, on one line."""
    return " ".join(" ".join(str(n.message) for n in app._notifications).split() + screen_text(app).split())


def boxless(app) -> str:
    """The screen's words on one line, without the borders of the boxes drawn on it."""
    return " ".join(re.sub(r"[┃┏┓┗┛━│▊▎█▀▄▔▁]", " ", screen_text(app)).split())


async def typed(app, pilot, text: str) -> None:
    """Type ``text`` on the command line and send it."""
    await pilot.press("colon", *text, "enter")
    await pilot.pause()


@sync
async def test_attack_alone_says_why_no_target_can_be_hit_and_names_the_defender():
    # found in a trial: with Ben holding the target behind a Defender, ``attack`` listed every
    # name ("Marsh, Player 1, Player 3, Soldier, Vin, all"), ``attack kelsier`` did not say
    # which Defender, and with no damage ``attack`` listed targets too
    app = HotseatApp(scenario=DATA / "mistborn_attack.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await dismiss_handoff(app, pilot)
        st = app.session.state
        await typed(app, pilot, "attack")
        await wait_for(pilot, lambda: "No target" in said(app))
        text = said(app)
        assert "Soldier (defense 2)" in text and "you have 1 damage" in text
        assert "Name a target" not in text and "Cat" not in text.split("No target", 1)[1]
        await pilot.press("escape")
        await typed(app, pilot, "attack kelsier")
        await wait_for(pilot, lambda: "kill it first" in said(app))
        assert "Ben has a Defender in play, Soldier (defense 2)" in said(app)
        await pilot.press("escape")
        st.players[0].res["combat"] = 0
        await typed(app, pilot, "attack")
        await wait_for(pilot, lambda: "no damage to deal" in said(app))
        assert "Name a target" not in said(app)


@sync
async def test_the_first_screen_shows_the_target_the_missions_and_your_atium_and_boxings():
    # found in a trial at 80x24: only the table's first rows showed; the missions, who held
    # the target and the player's own atium and Boxings were only below the fold (seen at 120x40)
    app = HotseatApp(scenario=DATA / "mistborn_attack.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await dismiss_handoff(app, pilot)
        st = app.session.state
        text = screen_text(app)
        left = [line.split("▏")[0].strip() for line in text.splitlines()]
        assert "Ben holds the target" in left
        first = st.name(st.table["missions"][0])
        assert any(line.startswith(f"{first} 0 → ") for line in left), left
        right = " ".join(line.split("▏", 1)[1] for line in text.splitlines() if "▏" in line)
        placard = right.split("▔")[0]  # Ann's own lines, above the other players'
        assert "atium 1" in placard and "Boxings 2" in placard


@sync
async def test_the_advance_list_says_what_each_step_gives():
    # found in a trial: V listed "1. advance Skaa Caverns" alone
    app = HotseatApp(scenario=DATA / "mistborn_keys.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await dismiss_handoff(app, pilot)
        await pilot.press("v")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        # the dialog's rows, without its box and the table under it
        rows = [line.split("▊", 1)[1].split("▎")[0].strip() for line in screen_text(app).splitlines() if "▊" in line]
        text = " ".join(" ".join(rows).split())
        assert "advance Kredik Shaw (to 1; next at 4: draw a card, twice if you are first there)" in text
        assert "advance Luthadel Garrison (to 1; next at 4: +1 damage, also defeat" in text


@sync
async def test_a_sense_hand_off_says_why_the_keyboard_comes_to_a_player_without_one_in_hand():
    # found in a trial: Ben, owning a Sense card but not holding one, was called to read "You
    # have no Sense card." with no word of why (the Cloud hand-off says it)
    app = HotseatApp(scenario=DATA / "mistborn_sense.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await dismiss_handoff(app, pilot)
        st = app.session.state
        await typed(app, pilot, f"advance {st.name(st.table['missions'][0])}")
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        text = boxless(app)
        assert "Spy" not in text and "nobody learns whether it holds one" in text
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "NoticeScreen" and app.viewer == 1)
        text = " ".join(" ".join(line.split("█")[1] for line in screen_text(app).splitlines()
                                 if line.count("█") >= 2).split())  # the notice's box
        assert "no Sense card in your hand" in text and "because you own one" in text


@sync
async def test_the_seek_question_shows_the_top_ability_it_would_use():
    # found in a trial: at 80x24 the card under Seek's list showed only "Powered by tin. Vial: …"
    # for Investigate and Pursue, not the ability Seek would use
    app = HotseatApp(scenario=DATA / "mistborn_seek.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await dismiss_handoff(app, pilot)
        st = app.session.state
        await typed(app, pilot, "play Hunt")
        await wait_for(pilot, lambda: any(st.name(u) == "Hunt" for u in st.players[0].zones["played"]))
        await typed(app, pilot, "burn bronze on Hunt")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        text = boxless(app)
        assert "Seek" in text
        # as the card says it, then how it stands now (new-user trial: the option said only what
        # it gave at that moment, "not lowest on any mission track", as ability II's question did)
        assert ("Seek uses its top ability: +1 Money; for each mission track where you are lowest (a tie counts; "
                "a cube at 0 is off the track): +1 Money (now: not lowest on any).") in text, text
        await pilot.press("down")
        await wait_for(pilot, lambda: "Seek uses its top ability: +2 mission points; +2 Money." in boxless(app))


@sync
async def test_the_ability_two_question_says_what_the_top_ability_gives():
    # found in a trial: "Vin's ability II: eliminate Rescue to use its top ability now?" did not
    # say what that ability gives
    app = HotseatApp(scenario=DATA / "mistborn_ability_two.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await dismiss_handoff(app, pilot)
        await typed(app, pilot, "buy Strike")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        prompt = str(app.screen.query_one("#prompt").content)
        assert "eliminate Strike to use its top ability now? It gives +2 damage; heal 1." in prompt, prompt


@sync
async def test_every_characters_abilities_are_in_the_palette():
    # found in a trial: Ctrl+P "vin" listed Vin's ability usable now, "marsh" found nothing and
    # "character" only the glossary's entry
    app = HotseatApp(scenario=DATA / "mistborn_attack.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await dismiss_handoff(app, pilot)
        for name in ("Marsh", "Vin", "Kelsier"):  # Cat's, Ann's own, Ben's
            await pilot.press("ctrl+p")
            await wait_for(pilot, lambda: "CommandPalette" in screen_name(app))
            await pilot.press(*name.lower())
            await wait_for(pilot, lambda: f"Show {name} (Character)" in screen_text(app))
            await pilot.press("enter")
            await wait_for(pilot, lambda: screen_name(app) == "CardDetailScreen")
            text = boxless(app)
            assert name in text and "Ability I " in text and "Ability III" in text, text
            await pilot.press("escape")
            await wait_for(pilot, lambda: screen_name(app) == "TableScreen")


@sync
async def test_shift_down_scrolls_the_left_column_to_the_tracks_below_the_hand():
    # found in a trial at 80x24: the tracks and the players' panels were below the hand and
    # PageDown, End and Down did not reach them
    app = HotseatApp(scenario=DATA / "mistborn_attack.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await dismiss_handoff(app, pilot)
        assert "Training track" not in screen_text(app)
        seen = []
        for _ in range(3):  # a page at a time: the tracks, then the players' panels below them
            await pilot.press("shift+down")
            await pilot.pause()
            seen.append(screen_text(app))
        assert any("Training track" in text for text in seen)
        assert any(f"{name}'s Allies" in text for text in seen for name in ("Ben", "Cat"))
        assert app.screen.focused is not None and app.screen.focused.id == "hand"  # the focus stays
        for _ in range(6):
            await pilot.press("shift+up")
        await wait_for(pilot, lambda: "Market (" in screen_text(app))


@sync
async def test_the_palette_shows_a_character_before_it_uses_its_ability():
    # found in a trial: Ctrl+P "marsh" and Enter burned bronze for Marsh's ability I, listed
    # above "Show Marsh (Character)" once the ability was unlocked
    app = HotseatApp(scenario=DATA / "mistborn_marsh_ability.toml", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await dismiss_handoff(app, pilot)
        st = app.session.state
        assert any("burn bronze" in a["command"] for a in app.screen.view.get("abilities", [])), \
            app.screen.view.get("abilities")
        before = len(st.events)
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: "CommandPalette" in screen_name(app))
        await pilot.press(*"marsh")
        await wait_for(pilot, lambda: "Show Marsh (Character)" in screen_text(app) and "ability I" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) == "CardDetailScreen")
        assert len(st.events) == before  # nothing was burned
