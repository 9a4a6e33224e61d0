"""Pilot tests from the Mistborn new-user trials of issue 14 ("nothing surprises") at 80x24:
what the table shows of the board, and what attack, advance and the questions say."""

from __future__ import annotations

from test_tui_support import DATA, dismiss_handoff, screen_text, sync, wait_for

from hotseat.app import HotseatApp

SIZE = (80, 24)


def said(app) -> str:
    """Every notice and refusal on screen now, on one line."""
    return " ".join(" ".join(str(n.message) for n in app._notifications).split() + screen_text(app).split())


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
