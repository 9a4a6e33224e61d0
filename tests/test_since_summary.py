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
