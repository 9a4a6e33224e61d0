"""Pilot tests of the findings of a new-user trial of Metal and Justice League Dark (issue 14,
the teaching table): the attacker's hand-off after the others answered tells what came of the
Attack; Played this turn during an end-of-turn Attack; the table under the last notice is
current; the players' counts in words at 80x24; Sealed Defense is not taken for a Defense; a
hand-off asks for Space once. Each fails without its fix (the last guards a report that was not
reproduced)."""

from __future__ import annotations

import re

import pytest
from test_tui_jld import play_from_hand, scenario_app, take_seat
from test_tui_support import DATA, screen_name, screen_text, sync, type_end, wait_for

SIZE = (80, 24)


def _words(text: str) -> str:
    return " ".join(text.replace("│", " ").split())


@pytest.mark.parametrize("defends", [True, False])
@sync
async def test_the_attacker_handed_back_the_keyboard_reads_what_came_of_the_attack(defends):
    """Found in the trial: after Ben answered Ann's Attack, Ann's hand-off still showed the
    summary Ben had been shown (her own play), not what Ben did. It now tells what happened
    since Ann last had the keyboard: the offer and its outcome, as everyone reads it."""
    app = scenario_app("attack.toml")
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        await play_from_hand(app, pilot, "Carter Hall")
        await wait_for(pilot, lambda: "Pass the keyboard to Ben" in screen_text(app))
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.press(*(("1", "enter") if defends else ("n",)))
        await wait_for(pilot, lambda: screen_name(app) == "HandoffScreen" and "Pass the keyboard to Ann" in
                       screen_text(app) and "╰" in screen_text(app))
        text = _words(screen_text(app))
        assert "In your turn, while the others had the keyboard" in text and "Since your last turn" not in text
        assert "Ann: your turn goes on (turn 1)." in text
        assert "Ben answers Carter Hall's Attack." in text
        if defends:
            assert "Ben defends with Escape." in text and "Nobody is hit by the Attack." in text
        else:
            assert "Ben gains Weakness." in text and "defends with" not in text
        # what Escape drew stays Ben's: a draw outside his turn is told by its count only
        drawn = re.findall(r"Ben draws ([^.]*)\.", text)
        assert all(re.fullmatch(r"a card|\d+ cards", d) for d in drawn) and bool(drawn) == defends, drawn


@sync
async def test_played_this_turn_in_an_end_of_turn_attack_says_the_cards_were_discarded(tmp_path):
    """Found in the trial: while Doctor Destiny's First Appearance Attack waited for the
    Defenses, the table read "Played this turn (Ben): Tannarak (left play)": the end of Ben's
    turn had discarded his cards (the Attack comes after the clean-up), and only the one on top
    of his discard pile was named, as if it alone had been destroyed. The line names every
    card he played and says the end of the turn discarded them."""
    from screens.table import TableScreen

    from test_tui_handoff_since import ben_defeats_the_nemesis

    app = scenario_app("jld_first_appearance.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        await ben_defeats_the_nemesis(app, pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        await type_end(app, pilot)
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")  # Ben may defend first
        played = _words(str(table.query_one("#played").content))
        assert "left play" not in played
        assert "Abnegazar, Abnegazar, Tannarak [dim](discarded at the end of the turn)" in played


@sync
async def test_the_table_under_the_last_victims_notice_is_current(tmp_path):
    """Found in the trial: the table behind the notice of the last person told about an Attack
    showed the game one step behind (before that person's move). Ann, at the keyboard, ends her
    turn; The Murder Machine's First Appearance hits her first (no Defense), then Ben, a bot,
    has a Defense to decide on: Ann's notice is the last one for now, and the table under it
    shows her turn ended (her new hand drawn, the Weaknesses she gained), nothing of Ben's hand."""
    from test_tui_handoff import FIRST_APPEARANCE

    from hotseat.app import HotseatApp
    from hotseat.client import GameClient
    from screens.table import TableScreen

    text = FIRST_APPEARANCE.replace("{deck}", '["Punch", "Punch", "Punch", "Punch", "Punch"]')
    text = text.replace('characters = ["Hal Jordan"]\nhand = ["Punch", "Punch", "Punch", "Punch", "Punch"]',
                        'characters = ["Hal Jordan"]\nhand = ["Escape", "Punch", "Punch", "Punch", "Punch"]')
    path = tmp_path / "fa.toml"
    path.write_text(text)
    client = GameClient.from_scenario(path)
    client.state.players[1].bot = client.save.players[1].bot = "heuristic"
    app = HotseatApp(session=client, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await take_seat(app, pilot, "Ann")
        st = app.session.state
        await pilot.press("v")
        await wait_for(pilot, lambda: len(st.players[0].zones["score_pile"]) == 1)
        await type_end(app, pilot)
        await wait_for(pilot, lambda: screen_name(app) == "NoticeScreen")
        await pilot.pause()
        assert "Ann has no Defense to use against The Murder Machine" in _words(screen_text(app))
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        log = _words("\n".join(table.view["log"]))
        assert "Ann ends their turn." in log and "Ann gains Weakness." in log
        assert table.query_one("#hand").option_count == 5  # the hand drawn at the end of her turn
        assert "Escape" not in screen_text(app)  # Ben's Defense stays his


@sync
async def test_80x24_counts_are_in_words():
    """Found in the trial: at 80x24 the players' counts read "disc 1" and "W1". They read
    "discard 1" and "Weakness 1" (told once there is one), still on the lines the table has."""
    import re

    app = scenario_app("jld_table.toml")  # Ben owns a Weakness, Ann and Cal none
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        rows = [r.split("▏")[-1].strip() for r in screen_text(app).splitlines()]
        # Ann's placard: the score pile's VP on the score pile's line (test_tui_dc_trial5)
        assert "deck 5 discard 0 ◉Seal" in rows and "Score pile 1 (0 VP): Punch" in rows
        assert "Ben (Zatanna) ◉Seal Weakness 1" in rows and "Cal (Deadman) ◉Seal" in rows
        assert rows.count("hand 5 deck 5 discard 1 VP 0") == 1 and rows.count("hand 5 deck 5 discard 0 VP 0") == 1
        text = screen_text(app)
        assert not re.search(r"\bdisc \d|\bW\d", text) and "…" not in text
    app = scenario_app("weakness.toml")  # Ann, at the keyboard, owns two
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")
        right = [r.split("▏")[-1].strip() for r in screen_text(app).splitlines()]
        text = " ".join(right)
        # the players' lines are whole; the card box's title (on its top border, ▔) may shorten
        # a long name, and which card it shows depends on the focus's first moment (a flake)
        assert "deck 5 discard 0 Weakness 2" in text and not any("…" in r for r in right if "▔" not in r), right


@pytest.mark.parametrize("size", [SIZE, (120, 40)])
@sync
async def test_sealed_defense_is_not_taken_for_a_defense(tmp_path, size):
    """Found in the trial: JLD's Sealed Defense (and Defend, what it Transforms into) read like
    Defense cards; they are Starters with no Defense ability. The hand and a question's options
    say what it gives, in a player's words (issue 14: "Defense: none" read as a form's field),
    its popup what its name is not and what is Sealed, and the notice of an Attack says it has
    no Defense."""
    from hotseat.app import HotseatApp

    path = tmp_path / "sealed.toml"
    path.write_text('game = "jld"\nseed = 1\nplayers = ["Ann", "Ben"]\n'
                    '[[player]]\nhand = ["Mystic Ritual", "Sealed Defense", "Punch"]\n'
                    '[[player]]\nhand = ["Sealed Defense", "Punch", "Punch"]\n'
                    '[[card]]\nid = "jld/test-curse"\nname = "Test Curse"\ngame = "jld"\ntype = "Super Power"\n'
                    'cost = 0\nvp = 0\ncopies = 1\nsource = "designed"\n'
                    'effects = [{ op = "attack", target = "each_foe", effects = [{ op = "gain", card = "Weakness" }] }]\n',
                    encoding="utf-8")
    text = path.read_text().replace('hand = ["Mystic Ritual", "Sealed Defense", "Punch"]',
                                    'hand = ["Mystic Ritual", "Sealed Defense", "Test Curse"]')
    path.write_text(text, encoding="utf-8")
    app = HotseatApp(scenario=path, autosave=False)
    async with app.run_test(size=size) as pilot:
        await take_seat(app, pilot, "Ann")
        rows = screen_text(app).splitlines()
        # it may Transform instead of giving +1 Power: the note does not claim only +1 Power (a trial saw
        # "Sealed Defense (hand) · +1 Power" in a list while playing it would have Transformed it)
        assert any(r.split("▏")[0].rstrip().endswith("0 Sealed Defense Starter · +1/Transform") for r in rows), \
            [r for r in rows if "Sealed" in r]
        assert "Defense: none" not in "\n".join(rows)
        # the popup says what the note means (a trial: "Defend · can't defend" read as a contradiction)
        hand = app.screen.query_one("#hand")
        hand.focus()
        st = app.session.state
        hand.highlighted = [st.name(u) for u in st.players[app.viewer].zones["hand"]].index("Sealed Defense")
        await pilot.press("i")
        await wait_for(pilot, lambda: screen_name(app) == "CardDetailScreen")
        popup = _words(str(app.screen.query_one("#card-text").render()))
        assert '"Sealed Defense" is the name of a Starter, not a Defense: it can\'t be used against an Attack' \
            in popup, popup
        assert "Nothing is Sealed while you hold it: when it Transforms, this card is the one Sealed" in popup, popup
        assert "Defense: none" not in popup, popup
        await pilot.press("escape")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await play_from_hand(app, pilot, "Mystic Ritual")  # Seal a Starter: from the hand
        await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")
        await pilot.pause()
        assert "1. Sealed Defense · +1/Transform" in screen_text(app)
        await pilot.press("n")
        await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
        await play_from_hand(app, pilot, "Test Curse")
        await wait_for(pilot, lambda: "Pass the keyboard to Ben" in screen_text(app))
        await pilot.press("space")
        await wait_for(pilot, lambda: screen_name(app) == "NoticeScreen")
        text = _words(screen_text(app).replace("█", " "))  # the notice wraps its line in its box
        assert "(Sealed Defense has no Defense" in text and "ability.)" in text, text


@sync
async def test_a_zero_vp_card_and_a_card_with_no_type_say_so(tmp_path):
    """Found in a trial: the Line-Up row "5 Tannarak Villain" showed no VP while its popup said
    0 VP, and Mystic Ritual's popup read "cost 3 · 1 VP" with no word of what card it is."""
    from hotseat.app import HotseatApp

    path = tmp_path / "zero.toml"
    path.write_text('game = "jld"\nseed = 1\nplayers = ["Ann", "Ben"]\n'
                    '[[player]]\nhand = ["Mystic Ritual", "Punch", "Punch"]\n'
                    '[table]\nline_up = ["Tannarak", "Abnegazar", "Hecate", "Nanda Parbat", "Raeppasid"]\n',
                    encoding="utf-8")
    app = HotseatApp(scenario=path, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await take_seat(app, pilot, "Ann")

        def left_rows() -> list[str]:
            return [r.split("▏")[0].strip() for r in screen_text(app).splitlines()]

        await wait_for(pilot, lambda: any(r.endswith(" 0 Punch Starter") for r in left_rows()))
        rows = left_rows()
        assert "5 Tannarak Villain 0VP" in rows, rows
        assert not any("Punch Starter 0VP" in r for r in rows)  # a Starter's 0 goes without saying
        hand = app.screen.query_one("#hand")
        hand.focus()
        hand.highlighted = 0  # Mystic Ritual
        # I shows the card the table last heard was focused: wait for the hand's (a CI run
        # pressed I before it and saw the Line-Up's Tannarak)
        def focused_name():
            uid = app.screen._uid(app.screen.focused_key)
            return app.session.state.name(uid) if uid is not None else None

        await wait_for(pilot, lambda: app.focused is hand and focused_name() == "Mystic Ritual")
        await pilot.press("i")
        await wait_for(pilot, lambda: screen_name(app) == "CardDetailScreen")
        popup = str(app.screen.query_one("#card-text").render())
        assert "no card type: a stack of its own · cost 3 · 1 VP" in popup, popup


@sync
async def test_the_pass_screen_of_a_victim_without_a_defense_does_not_say_may_defend(tmp_path):
    """Found in a trial: "Player 2 may defend against Black Manta." on the pass screen of a
    player with no Defense card (who was then only told of the hit). The pass screen, seen by
    everyone, says the same neutral thing whatever the hand holds."""
    from hotseat.app import HotseatApp

    texts = {}
    for held in ("Escape", "Punch"):
        path = tmp_path / f"{held}.toml"
        path.write_text((DATA / "attack.toml").read_text().replace('hand = ["Escape",', f'hand = ["{held}",'),
                        encoding="utf-8")
        app = HotseatApp(scenario=path, autosave=False)
        async with app.run_test(size=SIZE) as pilot:
            await take_seat(app, pilot, "Ann")
            await play_from_hand(app, pilot, "Carter Hall")
            await wait_for(pilot, lambda: "Pass the keyboard to Ben" in screen_text(app))
            texts[held] = _words(screen_text(app))
    for text in texts.values():
        assert "Ben answers Carter Hall's Attack." in text and "may defend" not in text, text
