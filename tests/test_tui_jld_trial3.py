"""Pilot tests for a third new-user trial of Justice League Dark at 80x24 (issue 14, "the
teaching table: nothing surprises"): what the table says must be right and complete, and a
question reads whole."""

from __future__ import annotations

from test_tui_fixes import scenario_app, take_seat
from test_tui_support import flat, make_app, screen_name, screen_text, settle, sync, wait_for

SIZE = (80, 24)


def dialog_text(app) -> str:
    """The question's text as it shows, its rows joined and its frames left out."""
    rows = [r[r.index("█") + 1:r.rindex("█")] for r in screen_text(app).splitlines() if r.count("█") >= 2]
    return " ".join(flat(" ".join(rows)).split())


@sync
async def test_at_80x24_a_defense_question_shows_its_card_text_whole_and_says_how_to_read_its_help():
    """Found in the trial: at 80x24 Raeppasid's Defense text lost its last line under the
    question. The highlighted card's text shows whole; the help (who asks, what the words
    mean), which does not all fit beside three options, says on its edge that Tab then ↓
    reads on, and it does; Tab again gives the keys back to the options."""
    from screens.decision import teaching

    app = scenario_app("jld_defense_text.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        await pilot.press("colon", *"play Witchmarked Black Orchid", "enter")
        await take_seat(app, pilot, "Ben")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await wait_for(pilot, lambda: "more help: Tab, then ↓" in dialog_text(app))
        await settle(pilot)
        shown = dialog_text(app)
        assert "Ben: Defend against Witchmarked Black Orchid? If you don't: Gain a Weakness." in shown
        assert "1. Raeppasid" in shown and "3. Arcane Ward" in shown
        assert ("Defense: You may discard this card to avoid an Attack. If you do, draw a card. You may put a "
                "card other than this one from your discard pile on the bottom of your deck.") in shown
        last = " ".join(teaching(app.screen.pending).split()[-5:])
        assert last not in shown  # the help's end is below its edge
        await pilot.press("tab", *["down"] * 12)
        await wait_for(pilot, lambda: last in dialog_text(app))
        assert "↑ ↓ read the help · Tab: back to the options" in dialog_text(app)
        assert screen_name(app) == "DecisionScreen" and app.session.state.pending is not None  # nothing answered
        await pilot.press("tab", "down")  # the options have the keys again
        await wait_for(pilot, lambda: app.screen.query_one("#options").highlighted == 1)


@sync
async def test_at_80x24_the_character_pick_shows_both_characters_text_whole(tmp_path):
    """Found in the trial: the Character pick showed Madame Xanadu's long text and cut the
    other Character's, with a list scrolled by one row ("1–2 of 2 · ↓ for more") though the
    screen had room. Both show whole, and nothing says there is more."""
    app = make_app(tmp_path, game="jld", seed=5, skip_setup=True)  # Player 1 is dealt Madame Xanadu
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Player 1")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await settle(pilot)
        shown = dialog_text(app)
        assert "1. Madame Xanadu" in shown and "2. John Constantine" in shown
        assert "Put the rest back in the same order." in shown
        assert "When you play your second Villain each turn, draw a card." in shown
        assert "for more" not in shown


def since_box(text: str) -> list[str]:
    """The rows of the hand-off's "since your last turn" box (drawn with ╭ │ ╰) in ``text``."""
    return [row for row in text.splitlines() if row.lstrip()[:1] in ("╭", "│", "╰")]


@sync
async def test_the_handoff_summary_shows_its_latest_lines_from_the_first_frame(monkeypatch):
    """Found in the trial: after a hand-off the "since your last turn" box first showed its
    older lines (cut mid-line, no count of the earlier ones) for most of a second, then its
    end. What the first frame shows is what stays: the latest lines, whole, and the count."""
    from test_tui_handoff_since import ben_defeats_the_nemesis

    from screens.handoff import HandoffScreen
    from test_tui_support import type_end

    frames: list[str] = []
    mount = HandoffScreen.on_mount

    def on_mount(self):  # the screen as first drawn, before anything queued after that frame
        self.call_after_refresh(lambda: frames.append(screen_text(self.app)))
        mount(self)

    monkeypatch.setattr(HandoffScreen, "on_mount", on_mount)
    app = scenario_app("jld_first_appearance.toml")
    async with app.run_test(size=SIZE) as pilot:
        await ben_defeats_the_nemesis(app, pilot)
        await type_end(app, pilot)
        await wait_for(pilot, lambda: screen_name(app) in ("DecisionScreen", "HandoffScreen"))
        if screen_name(app) == "DecisionScreen":  # Ben, at the keyboard, is offered a Defense first
            await pilot.press("n")
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen" and app.screen.player == "Cat")
        await settle(pilot)
        settled = since_box(screen_text(app))
        assert "Weakness." in settled[-2] and "1 earlier line" in settled[-1]  # its end, and the count
        assert since_box(frames[-1]) == settled


@sync
async def test_the_hand_marks_as_playable_what_the_end_of_the_turn_counts():
    """Found in the trial: ending the turn asked about "4 playable cards" while five hand cards
    were marked • playable (a Vulnerability, which does nothing when played, among them). One
    meaning of playable for both: the marks are the cards the question counts."""
    import re

    app = scenario_app("jld_defense_text.toml")  # Ann: Black Orchid, 2 Punches, Vulnerability, Sealed Defense
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        rows = [r for r in screen_text(app).splitlines() if re.match(r"^ [• ] \d ", r)]
        marked = [r for r in rows if r.startswith(" • ")]
        assert len(rows) == 5 and len(marked) == 4
        assert not any("Vulnerability" in r for r in marked)
        await pilot.press("e")
        await wait_for(pilot, lambda: "End your turn with" in flat(screen_text(app)))
        assert re.search(r"End your turn with 4 playable cards\b", flat(screen_text(app)))


@sync
async def test_a_character_reads_as_a_character_without_cost_or_vp():
    """Found in the trial: Swamp Thing's popup read "Super Hero · cost 0 · 0 VP", though a
    Character is never bought nor scored and its Super Hero label has no use in the game."""
    from screens.card_detail import CardDetailScreen

    app = scenario_app("jld_defense_text.toml")  # Ann plays Swamp Thing
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        st = app.session.state
        uid = st.players[0].zones["characters"][0]
        app.push_screen(CardDetailScreen(app.screen.view["card"][uid]))
        await wait_for(pilot, lambda: "Any key closes." in screen_text(app))
        import re

        text = screen_text(app)
        assert re.search(r"█ Swamp Thing +█", text) and re.search(r"█ Character +█", text)  # its facts: all of them
        popup = dialog_text(app)
        assert "Super Hero" not in popup and "cost" not in popup and "VP" not in popup


@sync
async def test_the_palette_s_rule_entries_each_name_their_topic():
    """Found in the trial: every "Rules: ..." entry of Ctrl+P read "the rules reference (F1)
    there". Each entry's help names its own topic."""
    from screens.palette import TableCommands

    app = scenario_app("jld_defense_text.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        provider = TableCommands(app.screen)
        rules = [(text, help) for text, _, help in provider.entries() if text.startswith("Rules: ")]
        assert len(rules) > 2
        for text, help in rules:
            assert help.endswith(text.removeprefix("Rules: ")), (text, help)


def test_the_weakness_glossary_line_reads_as_english():
    """Found in the trial: "Each game's also does something when played". (A later trial read
    "Played, it also does something, which differs from game to game": it says what playing one
    does in Justice League Dark, tests/test_tui_dc_trial5.py.)"""
    from rules.api import rules_for

    text = dict(rules_for("jld").glossary)["Weakness"]
    assert "game's also" not in text and "you may play one and discard 2 other cards" in text


def test_the_readme_names_every_jld_card_of_our_own():
    """The README says which Justice League Dark cards are ours, not on the public card list
    (Hex among them)."""
    from pathlib import Path

    import rules.api  # noqa: F401  (registers the games)
    from rules.catalog.loader import default_catalog

    readme = " ".join((Path(__file__).parent.parent / "README.md").read_text().split())
    ours = [c.name for c in default_catalog().game_cards("jld") if c.source == "designed"]
    assert "Hex" in ours
    for name in ours:
        assert name in readme.split("are cards of our own")[0].rsplit("Justice League Dark's", 1)[-1], name


@sync
async def test_a_first_appearance_attack_reads_as_after_the_turn_not_as_the_turn_of_whoever_answers():
    """Found in the trial: while Anton Arcane's First Appearance Attack was resolved, the header
    read "Ben's turn · 0 Power", and Ben, handed the keyboard back to discard, read "In your
    turn, while the others had the keyboard", though the Attack comes after his turn (JLD
    "Nemesis Cards": between turns). At 80x24 the header says whose turn ended and that a First
    Appearance Attack is resolved, for each person who answers it, and the hand-off's heading
    says it too; Cat's turn then reads as hers."""
    from test_tui_handoff_since import ben_defeats_the_nemesis
    from test_tui_support import type_end

    app = scenario_app("jld_first_appearance_discard.toml")
    async with app.run_test(size=SIZE) as pilot:
        st = app.session.state
        await ben_defeats_the_nemesis(app, pilot)
        await type_end(app, pilot)

        def header() -> str:
            return screen_text(app).splitlines()[0]

        for seat, who in ((1, "Ben"), (2, "Cat"), (0, "Ann")):  # each is offered a Defense, Ben first
            if who != "Ben":
                await take_seat(app, pilot, who)
            await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen" and st.pending.player == seat)
            await settle(pilot)
            head = header()
            assert "after Ben's turn" in head and "First Appearance Attack" in head, head
            assert "Ben's turn ·" not in head.replace("after Ben's turn", "") and "Power" not in head, head
            await pilot.press("n")
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen" and "Pass the keyboard to Ben" in screen_text(app))
        text = screen_text(app)
        assert "After your turn: First Appearance Attack so far" in text and "In your turn" not in text, text
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen" and st.pending.player == 1)
        await settle(pilot)
        head = header()
        assert "after Ben's turn · First Appearance Attack · waiting: Ben" in head, head
        await pilot.press("enter")  # Ben discards the highlighted card; Cat reads hers (one card), then Ann
        await take_seat(app, pilot, "Cat")
        await wait_for(pilot, lambda: screen_name(app) == "NoticeScreen")  # her one card, chosen for her
        assert "after Ben's turn · First Appearance Attack · waiting: Ann" in header(), header()
        await pilot.press("enter")
        await take_seat(app, pilot, "Ann")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen" and st.pending.player == 0)
        await settle(pilot)
        assert "(after Ben's turn) · First Appearance Attack · Ann answers" in header(), header()
        await pilot.press("enter")
        await take_seat(app, pilot, "Cat")
        head = header()
        assert "Cat's turn" in head and "First Appearance" not in head and "after" not in head, head
