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
