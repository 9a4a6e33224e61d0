"""Pilot tests for what new users ran into in the DC games (Metal, JLD): the Played line's
badges, the header during a First Appearance Attack, the hand-off box at 80x24."""

from __future__ import annotations

from pathlib import Path

from test_tui_support import DATA, dismiss_handoff, screen_name, screen_text, settle, sync, type_end, wait_for

from hotseat.app import HotseatApp


SCENARIOS = Path(__file__).parent / "scenarios"


def scenario_app(name: str) -> HotseatApp:
    return HotseatApp(scenario=DATA / name, autosave=False)


@sync
async def test_played_line_puts_the_comma_right_after_a_metal_badge():
    """Found in a trial: the Played line read "Steel METAL , Punch" (the badge's pad before
    the comma). It reads "Steel METAL, Punch"."""
    app = scenario_app("metal_played_badge.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        await dismiss_handoff(app, pilot)
        row = next(line for line in screen_text(app).splitlines() if "Played this turn" in line)
        assert "Steel METAL, Punch" in row, row


async def _to_the_first_appearance_defense(app, pilot):
    """Ann defeats The Dawnbreaker and ends her turn: The Devastator's First Appearance Attack
    hits Ann (no Defense: a notice), then waits for Ben's Defense behind a hand-off; Ben takes
    the keyboard. Returns the table under Ben's question."""
    from screens.table import TableScreen

    await dismiss_handoff(app, pilot)
    await pilot.press("colon", *"defeat", "enter")
    await pilot.pause()
    await type_end(app, pilot)
    await wait_for(pilot, lambda: screen_name(app) in ("NoticeScreen", "HandoffScreen"))
    if screen_name(app) == "NoticeScreen":
        await pilot.press("enter")
    await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen" and "Pass the keyboard to Ben" in screen_text(app))
    await pilot.press("space")
    await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
    await settle(pilot)  # drawn: the hand-off's box could still be the last frame (CI at 8fb110f)
    return next(s for s in app.screen_stack if isinstance(s, TableScreen))


@sync
async def test_header_names_who_answers_a_first_appearance_attack_at_80x24():
    """Found in a trial: while Ben had to answer The Devastator's First Appearance Attack, the
    header read "Ann's turn · 0 Power" as if Ann were acting (the waiting part cut off at 80
    columns). It leads with Ben, says the Attack comes after Ann's turn (JLD trial: it read as
    Ann's turn), and the question is whole below it."""
    app = HotseatApp(scenario=SCENARIOS / "metal" / "first_appearance_attack.toml", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await _to_the_first_appearance_defense(app, pilot)
        header = screen_text(app).splitlines()[0]
        assert "(after Ann's turn) · First Appearance Attack · Ben answers" in header, header
        assert "Power" not in header, header
        assert "Ben: Defend against The Devastator?" in screen_text(app)
        # the question is whole below: the header keeps its first sentence, never a cut one
        # (Metal trial at 80x24: "Ben answers: Defend against Carter Hall? If you don...")
        assert "If you" not in header and "…" not in header, header


@sync
async def test_header_at_80x24_points_to_a_question_too_long_for_it():
    """A question whose first sentence does not fit the 80-column header is not cut there: the
    header says it is below."""
    import copy

    app = HotseatApp(scenario=SCENARIOS / "metal" / "first_appearance_attack.toml", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await _to_the_first_appearance_defense(app, pilot)
        seen = copy.deepcopy(table.view)
        seen["pending"] = {**seen["pending"], "prompt": "Choose any number of cards from your hand and "
                           "discard pile to destroy with The Devastator's Attack? Then draw."}
        # a question in a turn, not in the First Appearance Attack after it (whose name takes the room)
        seen["phase"], seen["between_turns"] = "", False
        table.show(seen)
        header = str(table.query_one("#status").render())
        assert header.endswith("Ben answers: the question below"), header



@sync
async def test_header_names_the_person_at_the_keyboard_never_another_as_answering():
    """Found in a trial: with Player 2 at the keyboard the header read "T42 (Player 3's turn) ·
    Player 1 answers: Choose a card…", and Player 1's hand showed under "T27 · Player 3's turn".
    The header names the person at the keyboard; one waited for is only "waiting"."""
    import copy

    app = HotseatApp(scenario=SCENARIOS / "metal" / "first_appearance_attack.toml", autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await _to_the_first_appearance_defense(app, pilot)
        seen = copy.deepcopy(table.view)  # Ben's view, Ann's turn
        assert seen["seat"] == 1 and seen["active"] == 0
        # a third seat (Cat) owes the question while Ben is at the keyboard
        seen["pending"] = {**seen["pending"], "player": 2}
        table.show(seen)
        header = str(table.query_one("#status").render())
        assert "Cat answers" not in header and "Ben at the keyboard" in header and "waiting: Cat" in header, header
        seen["pending"] = None  # nothing asked: still not taken for Ann's own screen
        table.show(seen)
        header = str(table.query_one("#status").render())
        # the First Appearance Attack comes after Ann's turn (JLD trial): the header says so
        assert "(after Ann's turn) · First Appearance Attack · Ben at the keyboard" in header, header

@sync
async def test_handoff_summary_at_80x24_starts_at_a_whole_line_and_counts_the_earlier_ones():
    """Found at 80x24: the "since your last turn" box, scrolled to its end, began with the
    second half of a wrapped line. Its first row starts a line of the log; the bottom border
    counts the lines above."""
    from textual.app import App

    from screens.handoff import HandoffScreen

    # each line wraps in the 56 columns of the box (3 rows), so the end rarely meets a line's start
    lines = [f"Move {i}: Ann plays a card with a long name, and then Ben gains another card from the "
             f"Line-Up and a Weakness." for i in range(1, 13)]

    class Host(App):
        def on_mount(self) -> None:
            self.push_screen(HandoffScreen("Ben", "Ben's turn.", lines))

    app = Host()
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(10):
            await pilot.pause()
        rows = [r for r in screen_text(app).splitlines() if "│" in r]
        first = rows[0].split("│")[1].strip()
        assert first.startswith("Move "), rows
        last = rows[-1].split("│")[1].strip()
        assert last.endswith("Weakness.") and "Move 12" in "".join(rows), rows
        shown = sum(1 for r in rows if "Move " in r)
        bottom = next(r for r in screen_text(app).splitlines() if "╰" in r)
        assert f"{12 - shown} earlier lines: ↑ PgUp" in bottom, bottom


@sync
async def test_line_up_rows_keep_their_vp_on_the_row_at_80x24():
    """Found at 80x24: "Eighth Metal Sunblade METAL Equipment 2VP" was too long for the
    Line-Up column and its VP went to the next line. The name is shortened instead."""
    app = scenario_app("metal_long_names.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await dismiss_handoff(app, pilot)
        await pilot.pause()
        rows = [r.split("▏")[0] for r in screen_text(app).splitlines()]
        start = next(i for i, r in enumerate(rows) if "Line-Up" in r)
        line_up = rows[start + 1:start + 6]
        assert all(r.rstrip().endswith("VP") for r in line_up), "\n".join(rows)
        assert any("Eighth Metal" in r and "…" in r and "METAL" in r for r in line_up), "\n".join(line_up)


@sync
async def test_play_all_plays_breakthrough_after_the_vulnerabilities():
    """Found in a Metal trial: Play all played Breakthrough first, so "Breakthrough: Ann has no
    Vulnerability or Weakness to destroy." Cards that look at the cards in play come after the
    others; Breakthrough then offers a Vulnerability Ann controls."""
    app = scenario_app("metal_playall_breakthrough.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        await dismiss_handoff(app, pilot)
        st = app.session.state
        await pilot.press("a")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert [e.text for e in st.events if e.kind == "play"] == [
            "Ann plays Punch.", "Ann plays Vulnerability.", "Ann plays Vulnerability.", "Ann plays Breakthrough."]
        assert "Vulnerability" in screen_text(app)


@sync
async def test_the_palette_shows_a_super_villain_in_any_score_pile_by_name(tmp_path):
    """Found in a trial: Ctrl+P "devastator" found nothing while The Devastator lay in a score
    pile. Every card face up before any player is an entry, "Show <name>", opening it in full."""
    path = tmp_path / "piles.toml"
    path.write_text('game = "metal"\nseed = 1\nplayers = ["Ann", "Ben"]\n'
                    '[[player]]\nscore_pile = ["The Dawnbreaker"]\n'
                    '[[player]]\nscore_pile = ["The Devastator"]\n', encoding="utf-8")
    app = HotseatApp(scenario=path, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await dismiss_handoff(app, pilot)
        for name in ("The Dawnbreaker", "The Devastator"):  # Ann's own pile, Ben's
            await pilot.press("ctrl+p")
            await wait_for(pilot, lambda: "CommandPalette" in screen_name(app))
            await pilot.press(*name.split()[-1].lower())
            await wait_for(pilot, lambda: f"Show {name} (Super-Villain)" in screen_text(app))
            await pilot.press("enter")
            await wait_for(pilot, lambda: screen_name(app) == "CardDetailScreen")
            assert name in str(app.screen.query_one("#card-text").render())
            await pilot.press("escape")
            await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
