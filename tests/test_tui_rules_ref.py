"""Pilot tests of the rules reference (issue 14, "Rules reference and help"): F1 shows each
game's glossary (every keyword, zone and token on its table) and the turn's phases with the
current one marked."""

from __future__ import annotations

import pytest
from test_tui_jld import WIDE, scenario_app, take_seat

from rules.api import rules_for

from test_tui_support import screen_name, screen_text, sync, wait_for
from screens.table import play_all_help

#: scenario -> (a term of its game's glossary, the phase the game is in at the start)
GAMES = {
    "inplay_metal.toml": ("Character stack", "Main phase"),
    "inplay_jld.toml": ("Seal token", "Main phase"),
    "inplay_metro.toml": ("Heroic Sacrifice", "Activate Powers"),
    "inplay_mistborn.toml": ("training track", "Actions"),
}


async def open_rules(app, pilot) -> str:
    """Press F1 at the table; the reference's Markdown text."""
    await pilot.press("f1")
    await wait_for(pilot, lambda: screen_name(app) == "RulesScreen")
    return app.screen.source


@pytest.mark.parametrize("name", GAMES)
@sync
async def test_f1_has_the_glossary_and_marks_the_current_phase(name):
    term, now = GAMES[name]
    app = scenario_app(name)
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        text = await open_rules(app, pilot)
        assert f"* **{term}**: " in text.split("## Glossary", 1)[1]
        phases = text.split("## The turn's phases", 1)[1].split("##", 1)[0]
        marked = [line for line in phases.splitlines() if "◀" in line]
        assert len(marked) == 1 and f"**{now}**" in marked[0]
        last = rules_for(app.session.state.game).glossary[-1][0]
        await pilot.press("end")  # the reference scrolls to the glossary's last term
        await wait_for(pilot, lambda: f"{last}:" in screen_text(app))
        # one widget per section, not one per paragraph and list item (Textual's Markdown widget
        # made about 1,500 of them: F1 took a second and swallowed the first Esc)
        assert len(app.screen.query("*")) < 40
        await pilot.press("escape")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen", tries=3, patience=0)


@pytest.mark.parametrize("name", GAMES)
@sync
async def test_f1_lists_the_keys_of_the_bindings(name):
    """Keys are written once: F1's keys are the table's bindings (each key the footer shows,
    with its help), the game's own keys among them, and none the game lacks."""
    app = scenario_app(name)
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        table = app.screen
        shown = [b for bs in table._bindings.key_to_bindings.values() for b in bs if b.show]
        text = await open_rules(app, pilot)
        keys = text.split("## Keys", 1)[1].split("\n## ", 1)[0]
        rules = rules_for(app.session.state.game)
        for b in shown:
            if table.check_action(*_action(b)) is not False:  # in the footer now or greyed out
                # Play all's help names Weaknesses only in a game that has them (c84c43a)
                said = play_all_help(rules) if _action(b)[0] == "play_all" else b.tooltip
                assert f"| {said.split(';')[0]}" in keys or f"| {said}" in keys, b
        for k in rules.table_keys:
            assert f"| {k.key} | {k.help}" in keys
        assert "In a question:" in keys and "| Enter | confirm" in keys
        has_end = "end" in app.session.table(0)["game_verbs"]
        assert ("| e | end your turn" in keys) == has_end


def _action(binding):
    from textual.actions import parse

    _, name, args = parse(binding.action)
    return name, args


@pytest.mark.parametrize("name", GAMES)
@sync
async def test_the_command_palette_lists_the_commands_legal_now_and_help_topics(name):
    """Ctrl+P lists every command legal now (choosing one sends it) and the game's help
    topics (a glossary term shows its explanation)."""
    app = scenario_app(name)
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        st = app.session.state
        legal = app.session.table(0)["commands"]
        assert legal
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: screen_name(app) == "CommandPalette")
        await wait_for(pilot, lambda: all(c in screen_text(app) for c in legal[:3]))
        term, explanation = rules_for(st.game).glossary[0]
        await pilot.press(*f"Glossary: {term}")
        await wait_for(pilot, lambda: f"Glossary: {term}" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) == "NoticeScreen")
        assert explanation[:30] in " ".join(screen_text(app).split())
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await pilot.press("ctrl+p")  # a section of the rules reference opens it there
        await wait_for(pilot, lambda: screen_name(app) == "CommandPalette")
        await pilot.press(*"Rules: Glossary")
        await wait_for(pilot, lambda: "Rules: Glossary" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) == "RulesScreen")
        await wait_for(pilot, lambda: f"{term}:" in screen_text(app) and "in short" not in screen_text(app))
        await pilot.press("escape")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        before = len(app.session.state.events)
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: screen_name(app) == "CommandPalette")
        await pilot.press(*legal[0])
        await wait_for(pilot, lambda: legal[0] in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(app.session.state.events) > before)  # the command was given


@sync
async def test_the_palette_offers_no_screenshot_of_a_hidden_hand(tmp_path):
    """Textual's "Screenshot" command would write the screen, with the hand of the player at
    the keyboard, to a file: the palette does not offer it (the other system commands stay)."""
    app = scenario_app("inplay_metal.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "Theme" in titles and "Screenshot" not in titles
        assert "Keys" not in titles  # Textual's keys panel: F1 and the footer tell the keys
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: screen_name(app) == "CommandPalette")
        await pilot.press(*"Screensh")
        await pilot.pause(0.3)
        assert "Save an SVG" not in screen_text(app)


@sync
async def test_metro_f1_tells_name_from_rename_and_says_playing_area():
    """Metro's F1 says what each naming command does, each in a point of its own: ``name TEXT``
    answers the set-up question that names your Hero (not the player), ``rename NAME`` gives
    the Hero another name later, on your turn, until the first turn is over; and it uses the
    rulebook's "playing area", never "play area"."""
    app = scenario_app("inplay_metro.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        text = await open_rules(app, pilot)
        points = [p.replace("\n", " ") for p in text.split("\n* ")]
        name = [p for p in points if "`name TEXT`" in p]
        rename = [p for p in points if "`rename NAME`" in p]
        assert len(name) == 1 and len(rename) == 1 and name != rename
        assert "question" in name[0] and "Hero" in name[0] and "not you" in name[0]
        assert "Hero" in rename[0] and "your own turn" in rename[0] and "first turn is over" in rename[0]
        assert "playing area" in text and "play area" not in text.lower()
        assert "* **playing area**: " in text.split("## Glossary", 1)[1]


@sync
async def test_the_palette_shows_a_rules_section_without_its_markdown():
    """Found in a Metro trial: "Rules: Your turn, phase by phase (`next` moves on)" showed the
    reference's code marks; choosing it still opens that section."""
    app = scenario_app("inplay_metro.toml")
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: screen_name(app) == "CommandPalette")
        await pilot.press(*"phase by phase")
        await wait_for(pilot, lambda: "(next moves on)" in screen_text(app))
        assert "`" not in screen_text(app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen_name(app) == "RulesScreen")


@sync
async def test_f1_in_a_question_opens_the_rules_over_it():
    """Found in a JLD trial: during "Incantation: Surge?" the footer showed "f1 Rules" and F1
    did nothing. It opens the reference, with the current phase marked; Esc comes back to the
    question, still waiting."""
    app = scenario_app("jld_playall.toml")  # Ann holds Incantation
    async with app.run_test(size=WIDE) as pilot:
        await take_seat(app, pilot)
        st = app.session.state
        await pilot.press("colon", *"play Incantation", "enter")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        text = await open_rules(app, pilot)
        assert "## Glossary" in text and "◀" in text
        await pilot.press("escape")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert st.pending is not None
