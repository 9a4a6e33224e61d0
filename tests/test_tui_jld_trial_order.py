"""Pilot tests for what a second new-user trial of Justice League Dark found (issue 14): the
order Play all plays a hand in."""

from __future__ import annotations

from test_tui_fixes import scenario_app, take_seat
from test_tui_support import screen_name, screen_text, settle, sync, wait_for

SIZE = (80, 24)


def _names(st, zone: str, seat: int = 0) -> list[str]:
    return [st.name(u) for u in st.players[seat].zones[zone]]


@sync
async def test_play_all_plays_the_location_first_and_each_ritual_before_the_punch_it_may_seal():
    """Found in the trial: Play all played Punch, Mystic Ritual, Punch, Mystic Ritual in hand
    order, so the second Ritual found no Starter to Seal, and the Ongoing Location came last.
    Now Nanda Parbat (+2 Power for the first Starter played) comes first, and each Ritual is
    asked while a Punch is still in hand to be Sealed."""
    app = scenario_app("jld_playall_order.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        st = app.session.state
        await pilot.press("a")
        asked: list[list[str]] = []
        for answer in ("1", "n"):  # the first Ritual Seals a Punch; the second is declined
            await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen" and st.pending is not None)
            question = st.pending
            asked.append([o.label for o in question.options])
            await pilot.press(answer)
            if answer != "n":
                await pilot.press("enter")
            await wait_for(pilot, lambda: st.pending is not question)
        await wait_for(pilot, lambda: _names(st, "hand") == [])
        await settle(pilot)
        assert [e.text for e in st.events if e.kind == "play"] == [
            "Ann plays Nanda Parbat.", "Ann plays Mystic Ritual.", "Ann plays Mystic Ritual.", "Ann plays Punch."]
        assert asked == [["Punch", "Punch"], ["Punch"]]
        assert _names(st, "score_pile") == ["Punch"]
        assert st.players[0].res.get("power", 0) == 1 + 1 + 1 + 2  # two Rituals, the Punch, Nanda Parbat's +2


@sync
async def test_the_transform_question_explains_only_keywords_its_cards_have():
    """Found in the trial: the Transform question of Sealed Defense into Defend explained the
    "Defense:" keyword, which neither card has (it was read in the name "Sealed Defense")."""
    app = scenario_app("jld_sealed_defense.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        await pilot.press("colon", *"play Sealed Defense", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await settle(pilot)
        text = " ".join(screen_text(app).split())
        assert "Transform: you Seal Sealed Defense" in text and "Seal: " in text, text
        assert "Defense: " not in text


@sync
async def test_play_all_plays_a_card_that_draws_before_a_card_with_no_effect():
    """Found in a third JLD trial: with Punch, Punch, Channel The Green, Vulnerability in hand,
    Play all played the Vulnerability before Channel The Green (a card that looks for a
    Location in play came after the cards with no effect), so the Mystic Ritual it drew could
    only Seal a Starter from the discard pile. A card with no effect now comes after every card
    that does something, unless a card in hand looks for it in play (Breakthrough)."""
    app = scenario_app("jld_playall_draw_first.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        st = app.session.state
        await pilot.press("a")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen" and st.pending is not None)
        labels = [o.label for o in st.pending.options]
        assert any(label.startswith("Vulnerability") for label in labels), labels
        assert [e.text for e in st.events if e.kind == "play"] == [
            "Ann plays Punch.", "Ann plays Channel The Green.", "Ann plays Mystic Ritual."]
