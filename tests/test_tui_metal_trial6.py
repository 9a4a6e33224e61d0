"""Pilot tests for what a new-user trial of Metal (2 players, 80x24, on main 5fd5a34) ran
into, fixed in the order the trial listed them."""

from __future__ import annotations

from test_tui_fixes import scenario_app, take_seat
from test_tui_support import flat, screen_name, screen_text, sync, wait_for

from rules.api import rules_for

SIZE = (80, 24)


@sync
async def test_the_palette_s_play_all_says_metal_plays_weaknesses_first_as_f1_does():
    """Trial: Ctrl+P's "All" said it plays "... and Weaknesses last"; in Metal a Weakness is
    played before anything else. The palette's help is the game's, the rules reference's."""
    from screens.palette import TableCommands
    from screens.rules_ref import keys_section

    app = scenario_app("attack.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        entries = {text: help for text, _, help in TableCommands(app.screen).entries()}
        said = next(help for text, help in entries.items() if text in ("Play all", "All"))
        assert "Weaknesses last" not in said
        assert "first the Weaknesses" in said
        assert said.split(";")[0] in keys_section(rules_for("metal"))  # F1 says the same


@sync
async def test_the_second_weakness_s_question_does_not_offer_to_keep_playing_with_nothing_else_to_play():
    """Trial: "Play Weakness? ..." offered "Keep playing (n)" when the Weakness was the only
    card Ann could play. No says what it does: not yet, back to the table."""
    app = scenario_app("metal_second_weakness.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        app.give("play Weakness")
        await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen" and "(n)" in screen_text(app))
        shown = flat(screen_text(app))
        assert "Play Weakness?" in shown and "Keep playing" not in shown, shown
        assert "Not yet, back to the table (n)" in shown, shown
        await pilot.press("n")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        assert "Weakness" in [app.session.state.name(u) for u in app.session.state.players[0].zones["hand"]]


def test_a_resumed_game_s_box_tells_the_turns_since_the_seat_s_last_turn():
    """Trial: resumed at the start of Player 2's turn, "Game resumed: ...; what happened last"
    held only that turn's first line, nothing of Player 1's turn before it. It tells what the
    seat could see since its last turn, as the "Since your last turn" box does, and no card
    drawn."""
    from conftest import do, make_game

    from rules.engine.teach import resumed_summary, since_last_turn

    s = make_game(seed=5, players=["Ann", "Ben"],
                  player=[{"characters": ["Cyborg"], "hand": ["Punch", "Punch", "Punch", "Vulnerability", "Punch"]},
                          {"characters": ["The Flash"]}],
                  table={"line_up": ["Clayface", "Steel", "Detective Chimp", "Batmanium", "Oblivion Bar"]})
    for text in ("play Punch", "play Punch", "play Punch", "buy Clayface", "end"):
        do(s, text)
    assert s.active == 1
    said = resumed_summary(s, 1)
    assert any("Ann plays Punch, Punch, Punch" in line for line in said), said
    assert any("Ann buys Clayface" in line for line in said), said
    assert since_last_turn(s, 1)[:2] == said[:2]  # as the normal box says it
    drawn = {s.name(u) for u in s.players[1].zones["hand"]}
    assert not any(f"draws {card}" in line for line in said for card in drawn), said


def test_the_defense_help_says_where_the_defense_is():
    """Trial: Oblivion Bar, a Defense used from play, was explained as "A card you may reveal
    or discard from your hand". The question's help says Defense for where the card is."""
    from conftest import do, make_game

    def help_for(ben: dict) -> str:
        s = make_game(seed=48, players=["Ann", "Ben"],
                      player=[{"characters": ["Cyborg"], "hand": ["Carter Hall"]}, {"characters": ["Hal Jordan"], **ben}])
        do(s, "play Carter Hall")
        assert s.pending is not None and s.pending.player == 1
        return rules_for("metal").decision_help(s, s.pending)

    in_play = help_for({"ongoing": ["Oblivion Bar"], "hand": ["Punch"]})
    assert "from your hand" not in in_play and "Defense: A card you have in play" in in_play, in_play
    in_hand = help_for({"hand": ["Escape", "Punch"]})
    assert "Defense: A card you may discard from your hand" in in_hand, in_hand
    both = help_for({"ongoing": ["Oblivion Bar"], "hand": ["Escape"]})
    assert "from your hand, or one you have in play" in both, both


@sync
async def test_an_attack_with_no_defense_and_one_choice_is_told_in_one_box():
    """Trial: Starro's Attack needed two OK boxes in a row for Ben ("has no Defense to use..."
    then "... chosen for Ben (the only choice)"). One box says both."""
    from test_tui_support import settle

    app = scenario_app("metal_starro_one_box.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        app.give("play Starro")
        await take_seat(app, pilot, "Ben")
        await wait_for(pilot, lambda: screen_name(app) == "NoticeScreen")
        await settle(pilot)
        shown = flat(screen_text(app))
        assert "has no Defense to use against Starro" in shown, shown
        assert "chosen for Ben (the only choice)" in shown, shown
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) != "NoticeScreen")
        await settle(pilot)
        assert screen_name(app) != "NoticeScreen"
