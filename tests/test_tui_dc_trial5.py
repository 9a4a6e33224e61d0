"""Pilot tests for a fifth new-user trial of the DC games (Metal, Justice League Dark) at 80x24:
every word a player needs reads whole, and what the table explains is true of the game at hand."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets._footer import FooterKey

from test_tui_fixes import scenario_app, take_seat
from test_tui_support import screen_name, screen_text, settle, sync, wait_for

SIZE = (80, 24)


@sync
async def test_jld_another_player_answering_an_attack_reads_whole_in_the_header_and_the_footer_at_80x24():
    """Found in the trial: Player 2, answering Nergal's Attack in Player 1's turn, read "Justice
    League Dark · T1 (Player 1's turn) · Player 2 answers: the question b…", and with the log
    focused the footer ended "esc Table k". The header drops the game's title rather than cut
    the question's first sentence; the footer's keys all show whole, and the log's own border
    says that Esc goes back."""
    from screens.panels.log import LogPanel

    app = scenario_app("jld_attack_80.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Player 1")
        await pilot.press("colon", *"play Nergal", "enter")
        await take_seat(app, pilot, "Player 2")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await settle(pilot)
        head = screen_text(app).splitlines()[0].strip()
        assert head == "T1 (Player 1's turn) · Player 2 answers: Defend against Nergal?", head
        await pilot.press("escape")  # the question closed, to look at the table: the log gets the keys
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        app.screen.query_one(LogPanel).focus()
        await settle(pilot)
        text = screen_text(app)
        keys = list(app.screen.query(FooterKey))
        assert any(k.description == "Decide" for k in keys), text
        assert all(k.region.right <= SIZE[0] for k in keys), [(k.description, k.region) for k in keys]
        assert "Table k" not in text.splitlines()[-1] or "esc Table keys" in text.splitlines()[-1], text
        assert "▶ Log ↑↓ PgUp PgDn · Esc: back" in text, text
        await pilot.press("escape")  # and Esc does go back to the cards
        await wait_for(pilot, lambda: not isinstance(app.screen.focused, LogPanel))


def _defense_help(game: str, scenario: str, first: list[str]) -> str:
    """The help under the first Defense question of ``scenario`` (tests/scenarios/<game>/)
    after the commands ``first``, answering any other question with its first option."""
    from conftest import do
    from hotseat.scenario import build_file
    from rules.api import rules_for

    st = build_file(Path(__file__).parent / "scenarios" / game / scenario)
    for cmd in first:
        do(st, cmd)
        while st.pending is not None and st.pending.purpose.verb != "defend":
            do(st, "choose " + st.pending.options[0].label)
    assert st.pending is not None and st.pending.purpose.verb == "defend", st.pending
    return rules_for(game).decision_help(st, st.pending)


@pytest.mark.parametrize("game, scenario, first, whom", [
    ("metal", "first_appearance_attack.toml", ["defeat", "end"], "from the one whose turn ended on"),
    ("jld", "nemesis_first_appearance_from_defeater.toml", ["defeat", "end"],
     "from the player who defeated the Nemesis on"),
])
def test_a_first_appearance_defense_is_explained_by_the_game_s_own_first_appearance_attack(game, scenario, first, whom):
    """Found in the trial: the Defense question of a First Appearance Attack explained
    "Attack: Text that hits your foes ..., starting on your left", though that Attack hits
    every player, starting with the one whose turn ended (Metal) or who defeated the Nemesis
    (JLD "Nemesis Cards"). It explains the First Appearance Attack of the game at hand."""
    helped = _defense_help(game, scenario, first)
    assert "First Appearance Attack: " in helped and "First Appearance Attack hits every player" in helped, helped
    assert whom in helped, helped
    assert "Attack: Text that hits your foes" not in helped and "your left" not in helped, helped
    assert ("Super-Villain" if game == "metal" else "Nemesis") in helped, helped


@pytest.mark.parametrize("game", ["metal", "jld"])
def test_the_attack_and_weakness_explanations_are_the_game_s_own(game):
    """Found in the trial: a question's help read "Weakness: ... Played, it also does
    something, which differs from game to game". Each DC game explains its own Weakness: its
    VP (the card's, from the card data) and what playing one does (Metal "Weakness Cards": it
    must be played, two make a Super Hero Captured; JLD "Weakness": play it and discard 2 cards
    to return it), and an Attack on foes by the game's order and Defenses."""
    from conftest import make_game
    from rules.api import rules_for

    glossary = dict(rules_for(game).glossary)
    st = make_game(game=game)
    vp = next(c.vp for c in st.cards if c.name == "Weakness")
    weakness = glossary["Weakness"]
    assert f"{vp} VP" in weakness and "game to game" not in weakness, weakness
    if game == "metal":
        assert "must play one before any other card" in weakness and "Captured" in weakness, weakness
        assert "an Ongoing one" in glossary["Defense"] and "reveal" not in glossary["Defense"], glossary["Defense"]
    else:
        assert "discard 2 other cards" in weakness and "Captured" not in weakness, weakness
        assert "Magical Shield" in glossary["Defense"] and "reveal" not in glossary["Defense"], glossary["Defense"]
        assert "unavoidable" in glossary["Attack"], glossary["Attack"]
    assert "from your left" in glossary["Attack"] and "First Appearance" not in glossary["Attack"], glossary["Attack"]


@pytest.mark.parametrize("scenario, pile, line", [
    ("metal_crowded_placard.toml", "Score pile 2 (17 VP):", "deck 5 discard 0"),
    ("jld_table.toml", "Score pile 1 (0 VP): Punch", "deck 5 discard 0 ◉Seal"),
])
@sync
async def test_the_own_placard_no_longer_shows_a_vp_that_reads_as_the_player_s_whole_vp_at_80x24(scenario, pile, line):
    """Found in the trial: at 80x24 the own placard read "deck 5 discard 0 VP 0" (JLD) while
    1-VP cards sat in the deck, and "VP 0" was read as the player's VP; it counts the score
    pile only. The placard's line leaves it out there, on one row (◉Seal too), and the score
    pile's own line says it: "Score pile 2 (17 VP): ..."."""
    app = scenario_app(scenario)
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        placard = app.screen.query_one("#placard")
        shown = str(placard.render())
        assert shown.strip() == line and placard.size.height == 1, shown
        text = screen_text(app)
        assert pile in " ".join(r.partition("▏")[2].strip() for r in text.splitlines()), text


@pytest.mark.parametrize("scenario", ["metal_crowded_placard.toml", "jld_long_hand.toml"])
@sync
async def test_with_nine_cards_in_hand_the_line_up_title_stays_in_sight_and_the_hand_says_it_scrolls_at_80x24(scenario):
    """Found in the trial: at 80x24, with 9 cards in hand, the left column scrolled the
    Line-Up's title out of sight, and no scrollbar showed that it had. The hand gives rows up
    instead: the column shows from the Line-Up's title down to the cards played this turn,
    the hand's title says which of its cards show, and moving down the hand shows the rest
    (the title following), the Line-Up's title still in sight."""
    app = scenario_app(scenario)
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        await settle(pilot)
        text = screen_text(app)
        rows = text.splitlines()
        assert rows[1].startswith(" Line-Up (5 cards)"), text
        assert "Played this turn (Ann)" in text, text
        hand = app.screen.query_one("#hand")
        assert hand.option_count == 9 and app.screen.focused is hand
        first = hand.scrollable_content_region.height
        assert f"Your hand 1–{first} of 9 · ↓ for more" in text, text
        await pilot.press(*["down"] * 8)
        await wait_for(pilot, lambda: f"Your hand {10 - first}–9 of 9 · ↑ for more" in screen_text(app))
        text = screen_text(app)
        assert text.splitlines()[1].startswith(" Line-Up (5 cards)"), text
        last = app.session.state.name(app.session.state.players[0].zones["hand"][-1])
        assert any(last in r.partition("▏")[0] for r in text.splitlines()), text  # the hand's last card
