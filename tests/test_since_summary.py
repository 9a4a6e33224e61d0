"""The hand-off's "since your last turn" summary (issue 14, new-user trials): it tells the
newest public lines too, each once, never the seat's own moves, and every line of it can be
reached on the hand-off screen."""

from __future__ import annotations

from hotseat.client import GameClient


def _answer_first(c: GameClient) -> None:
    d = c.state.pending
    c.do(c.answer(d.options[0].value if d.kind == "text" else [d.options[0].id]))


def _metro_to_bob(seed: int = 94009) -> GameClient:
    """Metro, 3 players: set-up, then Ann's turn 1 ended with Next through the phases (her own
    answers to the City Destruction questions on the way), up to Bob's turn."""
    c = GameClient.new("metro", ["Ann", "Bob", "Cal"], seed)
    st = c.state
    while st.turn.get("phase") != "activate":  # set-up: no starting Powers, the suggested names
        _answer_first(c) if st.pending is not None else c.do("next")
    assert st.active == 0
    while st.active == 0:
        _answer_first(c) if st.pending is not None else c.do("next")
    return c


def test_the_first_handoff_names_every_hero():
    # trial: Ann's first box left out the "names their Hero" lines (answers to set-up questions)
    c = GameClient.new("metro", ["Ann", "Bob", "Cal"], 94009)
    st = c.state
    while st.turn.get("phase") != "activate":
        _answer_first(c) if st.pending is not None else c.do("next")
    since = c.since_last_turn(st.active)
    for who in ("Ann", "Bob", "Cal"):
        assert any(line.startswith(f"{who} names their Hero ") for line in since), since


def test_the_summary_after_a_city_destruction_ends_with_the_newest_public_line():
    # trial: Bob's box ended at the City Defense rolls and left out what Ann's answers in City
    # Destruction brought (the Enemies' Destroys, Heroic Sacrifice) and Ann's Cleanup
    c = _metro_to_bob()
    st = c.state
    answered = [e for e in st.events if e.kind in ("sacrifice", "destroy")]
    assert answered, "no City Destruction question in this game"
    since = c.since_last_turn(1)
    begun = max(i for i, e in enumerate(st.events) if e.kind == "turn")
    quiet = {"draw", "phase", "turn"}
    newest = [e.text for e in st.events[:begun] if e.text and e.kind not in quiet][-1]
    assert since[-1] == newest
    assert any(line.startswith("Ann discards their hand") for line in since)


def _coop_handoffs(seed: int = 65509, steps: int = 40):
    """Each hand-off of a 2-player co-op Mistborn game (Ann and Ben end their turns, and answer
    the Lord Ruler's questions with their first options): (seat, its summary, the log)."""
    c = GameClient.new("mistborn", ["Ann", "Ben"], seed, options={"variant": "coop"})
    st = c.state
    for _ in range(steps):
        d = st.pending
        if d is None:
            c.do("end")
        elif d.kind in ("cards", "one", "yes_no"):
            c.do(c.answer([o.id for o in d.options[:max(d.min, 1)]]))
        else:
            c.do(c.legal_for(st.decider)[0])
        if st.game_over:
            return
        yield st.decider, c.since_last_turn(st.decider), [e.text for e in st.events], st.pending


def test_a_coop_handoff_tells_each_line_of_the_lord_ruler_s_turn_once():
    # trial (seed 65509): Breeze's box told the Lord Ruler's Edict and the Dominance line twice,
    # Sazed's the flares and the collective damage twice (the summary and the Lord Ruler's turn
    # under way both told them)
    asked = 0
    for seat, since, log, pending in _coop_handoffs():
        for line in set(since):
            assert since.count(line) <= log.count(line), (line, since)
        asked += pending is not None and "The Lord Ruler's turn." in since
    assert asked  # the Lord Ruler's card asked, with its heading in the box


def test_the_seat_s_own_move_is_not_told_back_to_it():
    # trial: after Ctrl+C and `hotseat resume`, Ann's box read "Since you last had the keyboard:
    # Ann buys Clayface." (her own move)
    c = GameClient.new("metal", ["Ann", "Ben"], 3)
    while c.state.pending is not None:  # the Super Heroes are chosen
        _answer_first(c)
    seat = c.state.active
    who = c.state.players[seat].name
    c.do(c.plays(seat)[0])
    assert c.back_in_turn(seat) and c.state.pending is None
    mine = [e.text for e in c.state.events[c.state.last_command[seat]:] if e.text and e.player == seat]
    assert mine and mine[0].startswith(f"{who} plays ")
    assert not any(line.startswith(f"{who} plays ") for line in c.since_last_turn(seat))


def test_the_handoff_holds_the_whole_summary():
    # trial (Metal): the box said "7 earlier lines in the log" and "earlier lines above", but
    # only ten lines were there: a purchase of that round could not be read before Space
    from hotseat.bots import make_bot

    c = GameClient.new("jld", ["Ann", "Ben", "Cal"], 5)
    st = c.state
    bots = [make_bot("random", 50 + i) for i in range(3)]
    for _ in range(3000):
        assert not st.game_over, "no busy hand-off in this game"
        c.do(bots[st.decider].choose(c.view(st.decider), c.legal_for(st.decider)))
        short = c.view(st.decider)["since"]
        if short and short[0].endswith("are in the log.)"):
            break
    whole = c.since_last_turn(st.decider)
    assert not whole[0].endswith("are in the log.)")
    left = int(short[0][1:].split()[0])
    assert len(whole) == left + len(short) - 1 and whole[-len(short) + 1:] == short[1:]


def _captured(characters: list[str]):
    from conftest import do, make_game

    st = make_game(seed=24, players=["Ann", "Ben"],
                   player=[{"characters": characters, "played": ["Weakness"], "hand": ["Weakness", "Punch"]},
                           {"characters": ["The Flash"]}],
                   table={"captured": ["Batman"]})
    do(st, "play Weakness")  # a second Weakness: one of Ann's Heroes is Captured, her turn ends
    while st.pending is not None and st.pending.player == 0:
        do(st, "choose #" + st.pending.options[0].id)
    assert st.active == 1
    return st


def test_a_capture_is_told_whether_the_mover_chose_the_hero_or_had_one():
    # trial (Metal): after a capture Ben's box ended at "Captured! Ann controls 2 Weakness..."
    # without "Hal Jordan (Ann) becomes Captured!": with one Hero to lose the choice was made
    # for Ann (a question answered for its player stopped the summary); with two she chose and
    # the line was told. The mover knows their own choice: both tell it
    from rules.engine.teach import handoff_summary

    for characters in (["Cyborg", "Plastic Man"], ["Cyborg"]):
        st = _captured(characters)
        assert any(line.endswith(" (Ann) becomes Captured!") for line in handoff_summary(st, 1, untold=())), characters
    # the one Super Hero in play to lose is a choice of public cards: told to all at once, with
    # nobody handed the keyboard to read it (45381d5), so it is told even while Ann's private
    # lines are untold
    st = _captured(["Cyborg"])
    assert "Cyborg (Ann) becomes Captured!" in handoff_summary(st, 1, untold=(0,))
    assert not any(e.question for e in st.events)


def test_ben_s_handoff_tells_the_hero_captured_when_ann_had_one():
    from test_tui_support import DATA, screen_name, screen_text, sync, wait_for

    from hotseat.app import HotseatApp

    @sync
    async def run() -> str:
        app = HotseatApp(scenario=DATA / "weakness.toml", autosave=False)
        async with app.run_test(size=(120, 40)) as pilot:
            await wait_for(pilot, lambda: "Pass the keyboard to Ann" in screen_text(app))
            await pilot.press("space")
            await wait_for(pilot, lambda: screen_name(app) == "TableScreen")
            hand = app.screen.query_one("#hand")
            hand.focus()
            hand.highlighted = 0  # the Weakness: The Flash, Ann's one Hero, is Captured
            await pilot.press("enter")
            # asked first, as its play ends the turn (d9c0a76): Y plays it
            await wait_for(pilot, lambda: screen_name(app) == "ConfirmScreen")
            await pilot.press("y")
            await wait_for(pilot, lambda: screen_name(app) == "DecisionScreen")  # Ann recruits
            await pilot.press("enter")
            await wait_for(pilot, lambda: "Pass the keyboard to Ben" in screen_text(app) and "╰" in screen_text(app))
            return " ".join(screen_text(app).replace("│", " ").split())

    text = run()
    assert "Captured! Ann controls 2 Weakness" in text
    assert "The Flash (Ann) becomes Captured!" in text


def test_home_on_the_handoff_reaches_the_first_line_since_the_last_turn():
    # trial (Metal): "earlier lines above: ↑ PgUp" was shown, but PgUp stopped ten lines up,
    # before the start of the others' turns
    from test_tui_support import screen_text, sync, wait_for
    from textual.app import App

    from hotseat.bots import make_bot
    from screens.handoff import HandoffScreen

    c = GameClient.new("jld", ["Ann", "Ben", "Cal"], 5)
    st = c.state
    bots = [make_bot("random", 50 + i) for i in range(3)]
    def begun() -> list[int]:
        return [i for i, e in enumerate(st.events) if e.kind == "turn"]

    while not ((c.view(st.decider)["since"] or [""])[0].endswith("are in the log.)")
               and any(st.events[i].player == st.decider for i in begun()[:-1])):
        c.do(bots[st.decider].choose(c.view(st.decider), c.legal_for(st.decider)))
    seat = st.decider
    begun = begun()
    last = max(i for i in begun[:-1] if st.events[i].player == seat)
    first = st.events[next(i for i in begun if i > last)].text  # the next player's turn began
    since = c.since_last_turn(seat)

    class _Handoff(App[None]):
        def on_mount(self) -> None:
            self.push_screen(HandoffScreen(st.players[seat].name, "It is your turn.", since))

    @sync
    async def run() -> None:
        app = _Handoff()
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: "╰" in screen_text(app))
            assert "earlier line" in screen_text(app) and "↑ PgUp" in screen_text(app) and "in the log" not in screen_text(app)
            assert first not in screen_text(app)
            await pilot.press("home")
            await wait_for(pilot, lambda: first in screen_text(app))

    run()


def test_a_card_that_played_nothing_is_not_listed_with_the_cards_played():
    """Found in a trial: "Ann plays nothing (X-Ray Vision), Punch." read as a card named
    "nothing (X-Ray Vision)" played with Punch."""
    from conftest import do, make_game
    from rules.engine.teach import since_last_turn

    st = make_game(game="metal", player=[{"hand": ["X-Ray Vision", "Punch"]}, {}])
    do(st, "play X-Ray Vision")
    do(st, "choose none")
    do(st, "play Punch")
    lines = since_last_turn(st, 1)
    assert "X-Ray Vision: Ann declines." in lines and lines[-1] == "Ann plays Punch."


def test_a_draw_outside_ones_own_turn_is_told():
    # Metal trial: Fair Play's "each foe draws a card" was not in the foe's hand-off box (draws
    # are left out as noise, the drawer's own turn's ones: they stay out)
    from pathlib import Path

    c = GameClient.from_scenario(Path(__file__).parent / "data" / "metal_fair_play_since.toml")
    c.do("play Fair Play")
    c.do("end")
    since = c.since_last_turn(1)
    assert "Ben draws a card." in since, since
    assert not any(line.startswith("Ann draws") for line in since), since


def test_the_set_up_draws_are_not_told():
    # the set-up's hands are drawn before any turn: every player draws, nothing to tell (a JLD
    # first hand-off read "Player 1 draws 5 cards.")
    for game in ("metal", "jld", "metro", "mistborn"):
        c = GameClient.new(game, ["Ann", "Ben"], 11)
        for seat in (0, 1):
            assert not any(" draws " in line for line in c.since_last_turn(seat)), (game, c.since_last_turn(seat))


def test_a_defense_draw_in_a_first_appearance_attack_is_told():
    """JLD trial: a First Appearance Attack starts with the player whose turn it is; the box
    told "Player 3 defends with June Moon, Freelancer." but not "Player 3 draws a card." (the
    log had it): a draw in one's own turn was taken for the turn's ordinary draws."""
    from conftest import do, make_game
    from rules.engine.teach import since_last_turn

    st = make_game(game="jld", players=["Ann", "Ben", "Cat"], player=[
        {"hand": [], "deck": ["Punch"] * 5},
        {"hand": ["Abnegazar", "Abnegazar", "Tannarak"],
         "deck": ["June Moon, Freelancer", "Punch", "Punch", "Punch", "Punch", "Hex"]},
        {"hand": ["Punch"]}],
        table={"line_up": ["Hex", "Tannarak", "Orb of Ra", "Blue Devil", "Mystic Bolt"],
               "nemesis": ["Hecate", "Doctor Destiny", "Upside Down Man"]})
    for cmd in ("end", "play Abnegazar", "play Abnegazar", "play Tannarak", "defeat", "choose Hex", "end"):
        do(st, cmd)
    do(st, "choose June Moon, Freelancer")  # Ben, first: he defeated Hecate
    while st.pending is not None:  # Cat and Ann have no Defense to offer
        do(st, "choose none")
    assert st.active == 2
    since = since_last_turn(st, 2, untold=())  # Cat's turn starts: every answer is in
    at = since.index("Ben defends with June Moon, Freelancer.")
    assert since[at + 1] == "Ben draws a card.", since
    # the turn's own draws stay out (a new hand at its end)
    assert "Ben draws 5 cards." not in since
