"""Heroes of Metro City, third new-user trial at 80x24 (Pilot): what surprised the players,
one test each: the defeated Archenemy after game over, the other Heroes' slots at 80
columns, ``z`` inside a question opened from a key, keys typed early into a text answer, the
set-up Develop log line, the heading of a resumed game, and Tab reaching the Hero Placard."""

from __future__ import annotations

from test_tui_snapshots import take_seat, type_command
from test_tui_support import DATA, screen_name, screen_text, settle, sync, wait_for
from test_tui_teach_table import scenario

from hotseat.app import HotseatApp
from screens.panels.counts import counts_text

SIZE = (80, 24)


def scenario_app(name: str) -> HotseatApp:
    return HotseatApp(scenario=DATA / name, autosave=False)


@sync
async def test_the_defeated_archenemy_is_not_shown_as_an_enemy_after_game_over():
    """Ann defeats Baron Otto Von Bonz and wins; looking at the table after the scores, the
    Enemies to battle no longer list him, and the Enemy Board says who defeated him."""
    app = scenario_app("metro_gameover.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(pilot)
        for command in ("activate Mind Spike on 1", "activate Mind Spike on 2", "activate Elemental Blast on 3",
                        "activate Elemental Blast on 4", "next", "battle Baron Otto Von Bonz"):
            await type_command(pilot, command)
        await wait_for(pilot, lambda: screen_name(app) == "GameOverScreen")
        await pilot.press("t")  # look at the table
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await settle(pilot)
        text = screen_text(app)
        assert "Severance Enemy" in text and "Blackout Enemy" in text  # the Enemies still in play
        assert "Baron Otto Von Bonz Enemy" not in text
        board = counts_text(app.screen.query_one("#panel-enemyboard").panel)
        assert "Baron Otto Von Bonz: defeated by Ann" in board
        assert "Life 11" not in board  # not drawn as an Enemy with Life left to beat


def right_column(app) -> list[str]:
    """The rows of the table's right-hand column (the players' lines and the log)."""
    return [row.partition("▏")[2].strip() for row in screen_text(app).splitlines()]


@sync
async def test_the_other_heroes_slots_are_never_cut_inside_a_name_at_80x24():
    """Three Heroes at 80x24: Ben's and Cat's slots share the rows under their names; each
    card named is named whole, and what does not fit is counted, not cut mid-word ("slot 1:
    Spark of Energy · slot…" hid the rest)."""
    app = scenario_app("metro_three_heroes.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(pilot)
        right = right_column(app)
        ben, cat = right.index("Ben"), right.index("Cat")
        assert right[ben + 2:cat] == ["slot 1: Product of Science", "Deadly Blades +3 more cards"], right
        assert right[cat + 2:cat + 4] == ["slot 1: Spark of Energy", "Mind Spike +1 more card"], right
        assert not any("…" in row for row in right[ben:cat + 4]), right


@sync
async def test_z_in_a_question_a_key_asked_closes_it_and_says_no_move_was_made(tmp_path):
    """C (Activate) on Deadly Blades asks on which of two Energy sources; Z there took back
    nothing and said "Nothing to undo" over a question still open. Z closes it: the Power is
    still in hand, the slots as they were, and the table says why nothing was taken back."""
    app = HotseatApp(scenario=scenario(tmp_path, "metro", '''
[[player]]
hand = ["Deadly Blades", "Origin Story"]
"slot:1" = ["Spark of Energy"]
"slot:2" = ["Product of Science"]
'''), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(pilot)
        st = app.session.state
        slots = [list(st.players[0].zones[f"slot:{n}"]) for n in (1, 2)]
        await pilot.press("c")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        assert "Activate Deadly Blades on which Energy source?" in screen_text(app)
        await pilot.press("z")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await settle(pilot)
        assert "Deadly Blades" in [st.name(u) for u in st.players[0].zones["hand"]]
        assert [list(st.players[0].zones[f"slot:{n}"]) for n in (1, 2)] == slots
        text = " ".join(screen_text(app).split())
        assert "Z closed the question: nothing was done" in text, text
        assert "Nothing to undo" not in text


@sync
async def test_a_long_hero_name_gets_its_own_line_in_the_players_column_at_80x24():
    """"Player 2 — Captain Magnificent Bolt" does not fit the players' column at 80 columns: it
    broke into "Player 2" over "— Captain Magnificent Bolt"; now the name, then "Hero: ..."."""
    app = scenario_app("metro_long_hero.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(pilot)
        right = right_column(app)
        at = right.index("Player 2")
        assert right[at + 1:at + 4] == ["Hero: Captain Magnificent Bolt", "hand 5 deck 5 disc 0 play 0",
                                        "slot 1: Spark of Energy"], right
        assert not any(row.startswith("—") for row in right), right


@sync
async def test_tab_stops_on_the_hero_placards_each_marked():
    """Tab went from list to list and never reached the Hero Placard (read only with the mouse
    wheel at 80x24). Round the table twice: it stops on Ann's placard and on Ben's, each
    marked ▶ as the one mark on the screen, and each shows when it has the keys."""
    from test_tui_tab_stops import tab_round

    app = scenario_app("metro_fit80.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(pilot)
        stops = await tab_round(app, pilot)
        assert {"panel-placard-0", "panel-placard-1", "hand", "logbox", "cmd"} <= set(stops), stops
        while app.focused.id != "panel-placard-1":
            await pilot.press("tab")
            await settle(pilot)
        marked = [row for row in screen_text(app).splitlines() if "▶" in row]
        assert len(marked) == 1 and "▶ Ben — Captain Magnificent Bolt: Hero" in marked[0], marked


@sync
async def test_a_resumed_game_s_hand_off_says_it_resumed_and_whose_turn_it_is(tmp_path):
    """Ann quit in her own turn after a move; resumed, the hand-off's box was headed "In your
    turn, while the others had the keyboard" (nobody had had it). It says the game resumed and
    whose turn it is; its lines tell what happened last."""
    from hotseat.bots import make_bot
    from hotseat.client import GameClient
    from rules.engine.game import view

    saved = tmp_path / "metro.json"
    game = GameClient.new("metro", ["Ann", "Ben"], 4, options={"variant": "first_game", "first": 0}, autosave=saved)
    bots = [make_bot("heuristic", 1), make_bot("heuristic", 2)]
    while not (game.state.turn_number >= 2 and game.state.pending is None and game.state.decider == game.state.active
               and game.back_in_turn(game.state.active)):
        st = game.state
        game.do(bots[st.decider].choose(view(st, st.decider, log=False), game.legal()))
    who = game.state.players[game.state.active].name
    app = HotseatApp(resume=True, save_path=saved, autosave=tmp_path / "autosave.json")
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen")
        await settle(pilot)
        text = " ".join(screen_text(app).split())
        assert f"Game resumed: {who}'s turn {game.state.turn_number}; what happened last" in text, text
        assert "while the others had the keyboard" not in text
        assert f"{who}'s turn (turn {game.state.turn_number})" in text  # the lines of the turn so far
