"""Pilot tests from scenario positions: an Attack and a Defense, a capture by Weakness, the
end of the game."""

from __future__ import annotations

from test_tui_support import DATA, end_turn_to_game_over, screen_name, screen_text, settle, sync, wait_for

from hotseat.app import HotseatApp

SIZE = (80, 24)


def scenario_app(name: str) -> HotseatApp:
    return HotseatApp(scenario=DATA / name, autosave=False)


async def take_seat(app, pilot, who: str) -> None:
    await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
    await wait_for(pilot, lambda: f"Pass the keyboard to {who}" in screen_text(app))
    await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) != "HandoffScreen")
    await settle(pilot)  # the table drawn whole


@sync
async def test_attack_answered_by_defense_behind_handoff():
    app = scenario_app("attack.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        st = app.session.state
        app.screen.query_one("#cmd").value = "play Carter Hall"
        app.screen.query_one("#cmd").focus()
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await wait_for(pilot, lambda: "Ben answers" in screen_text(app))
        text = screen_text(app)
        assert "Ben answers Carter Hall's Attack." in text  # played: public, and it names the Attack
        for hidden in ("Punch", "Escape", "Vulnerability", "Line-Up"):
            assert hidden not in text
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        text = screen_text(app)
        assert "Defend against" in text and "Escape" in text and "Decline" in text
        await pilot.press("1", "enter")  # defend with Escape
        await wait_for(pilot, lambda: st.pending is None or st.pending.player == 0)
        assert any("defends with Escape" in e.text for e in st.events)
        assert st.players[1].zones["discard"] == [u for u in st.players[1].zones["discard"]
                                                  if st.name(u) != "Weakness"]
        # back to Ann, behind another hand-off
        await take_seat(app, pilot, "Ann")
        assert app.viewer == 0 and "Your hand" in screen_text(app)


@sync
async def test_defense_declined_takes_the_attack():
    app = scenario_app("attack.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        st = app.session.state
        assert app.act("play Carter Hall") is None
        await take_seat(app, pilot, "Ben")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press("n")
        await wait_for(pilot, lambda: any(st.name(u) == "Weakness" for u in st.players[1].zones["discard"]))


@sync
async def test_capture_by_weakness():
    app = scenario_app("weakness.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        st = app.session.state
        text = screen_text(app)
        assert "Weakness" in text
        hand = app.screen.query_one("#hand")
        hand.focus()
        hand.highlighted = 1  # Punch: refused, a Weakness must be played first
        await pilot.press("enter")
        await wait_for(pilot, lambda: "You must play the Weakness" in screen_text(app))
        hand.highlighted = 0
        await pilot.press("enter")
        # it ends the turn with Punch unplayed: asked first, saying so
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
        question = app.screen.question
        assert "Captured" in question and "Punch discarded from your hand" in question, question
        await pilot.press("y")
        # The Flash is Captured, a Weakness goes to the score pile, the turn ends: Recruit
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert "Recruit" in screen_text(app)
        assert [st.name(u) for u in st.table["captured"]] == ["Aquaman", "The Flash"]
        assert [st.name(u) for u in st.players[0].zones["score_pile"]] == ["Weakness"]
        await pilot.press("enter")
        await wait_for(pilot, lambda: st.active == 1)
        assert len(st.players[0].zones["characters"]) == 1
        await take_seat(app, pilot, "Ben")


@sync
async def test_game_over_score_table(private_data):
    app = scenario_app("gameover.toml")
    async with app.run_test(size=(100, 30)) as pilot:
        await take_seat(app, pilot, "Ann")
        st = app.session.state
        await pilot.press("v")  # buy Barbatos
        await wait_for(pilot, lambda: st.pending is not None or any("Barbatos" in e.text for e in st.events))
        while st.pending is not None:
            await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
            await pilot.press("enter")
            await pilot.pause()
        assert [st.name(u) for u in st.players[0].zones["score_pile"]] == ["Barbatos"]
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await end_turn_to_game_over(app, pilot)
        await wait_for(pilot, lambda: "Ann wins!" in screen_text(app))
        text = screen_text(app)
        for col in ("Deck VP", "Score pile VP", "Weakness", "Varying VP (*)", "Total"):
            assert col in text
        ann = next(r for r in st.result["scores"] if r["player"] == "Ann")
        assert str(ann["total"]) in text
        await pilot.press("s")
        await wait_for(pilot, lambda: "Replay saved to" in screen_text(app))
        # the replay goes to the (temporary) user data folder, never the real one
        assert [p.name.startswith("replay-metal-39-") for p in private_data.iterdir()] == [True]
        # look at the table, then back to the scores (Esc or s) and quit (q)
        await pilot.press("t")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        text = screen_text(app)
        assert "Game over" in text and "Scores" in text and "Quit" in text and "Play all" not in text
        assert "Super-Villain stack empty" in text and "top face down" not in text
        # nothing is secret now: the hand shown is in the open (a trial saw "(hidden)" there)
        assert "(hidden)" not in text
        shown = st.players[st.active]
        assert all(st.name(u) in text for u in shown.zones["hand"]) and shown.zones["hand"]
        await pilot.press("escape")
        await wait_for(pilot, lambda: screen_name(app) == "GameOverScreen")
        await pilot.press("t")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await pilot.press("s")
        await wait_for(pilot, lambda: screen_name(app) == "GameOverScreen")
        await pilot.press("t")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await pilot.press("q")
        await wait_for(pilot, lambda: not app.is_running)


@sync
async def test_a_defense_question_says_what_the_defense_gives():
    """Found in a trial: the question listed "1. Escape" and nothing of what it gives (a list
    with boxes shows one line per option)."""
    app = scenario_app("attack.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        assert app.act("play Carter Hall") is None
        await take_seat(app, pilot, "Ben")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.pause()
        shown = " ".join(app.screen.query_one("#option-text").render().plain.split())
        assert "Defense: You may discard this card to avoid an Attack. If you do, draw a card." in shown
        # whole at 80x24 (read across the box's wrapped rows, its side borders left out)
        assert "If you do, draw a card." in " ".join(screen_text(app).replace("█", " ").split())
