"""Undo never reveals anything (DESIGN §4): a player takes back only their own moves made
since the keyboard came to them, and never a move after which some seat saw a card it could
not see before (a reveal, a card leaving a hand into a public zone, a draw, a shuffle)."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hotseat.bots import make_bot
from hotseat.saves import FORMAT, Save, Seat
from hotseat.scenario import Scenario, build
from hotseat.session import Session
from rules.catalog.loader import default_catalog
from rules.engine import zones
from rules.engine.commands import Rejected
from rules.families.dc.commands import Play
from rules.engine.game import legal_commands, view
from rules.engine.knowledge import knowledge, learned, revealed, sight
from rules.engine.registry import rules_for
from rules.engine.state import State


def scenario_session(**scenario) -> Session:
    """A Session over a scenario's set-up (DESIGN §6 format, as a dict); both seats people."""
    sc = Scenario.model_validate({"game": "metal", "players": ["Ann", "Ben"], **scenario})
    state = build(sc, "test")
    cat = default_catalog()
    save = Save(format=FORMAT, game=state.game, cards_digest=cat.digest, seed=state.seed,
                players=[Seat(name=p.name) for p in state.players])
    return Session(state, save, cat)


#: the undo refusal names what was seen (new-user trial: it said only "hidden information")
NEWS = "Nothing to undo: your last move, or what followed it, revealed hidden information: "


def refused(s: Session, match: str) -> None:
    before = (list(s.save.commands), s.state.fingerprint())
    with pytest.raises(Rejected, match=match):
        s.undo()
    assert (s.save.commands, s.state.fingerprint()) == before


def test_the_merciless_reward_shows_the_main_deck_top_so_no_undo():
    """The Reward names the top card of the main deck (it stays there): Ann may not take
    back the defeat and choose again knowing it."""
    s = scenario_session(
        seed=103,
        player=[{"characters": ["The Flash"], "power": 9}, {"characters": ["Hal Jordan"]}],
        table={"super_villains": ["The Merciless"], "main_deck": ["War Cry", "Nth Metal Mace", "Flight"],
               "captured": ["Batman"]})
    s.do("defeat")
    assert s.state.pending is not None and s.state.decider == 0  # Ann still at the keyboard
    assert any("War Cry" in line for line in view(s.state, 0)["log"])
    refused(s, re.escape(NEWS + "War Cry was shown."))


def test_a_defense_without_a_draw_is_public_so_no_undo():
    """Ben discards Phantom Zone Projector (it draws nothing) to avoid Baby Darkseid's
    Attack: Ann has seen the card, so Ben cannot take the Defense back."""
    s = scenario_session(player=[{"hand": ["Baby Darkseid"]},
                                 {"hand": ["Phantom Zone Projector", "Punch", "Punch"], "discard": []}])
    s.do("play Baby Darkseid")
    assert s.state.pending.kind == "defend" and s.state.decider == 1
    s.do("defend Phantom Zone Projector")
    assert "Phantom Zone Projector" in view(s.state, 0)["players"][1]["zones"]["discard"]
    assert s.state.decider == 1, "Ben still decides what to destroy"
    refused(s, re.escape(NEWS + "Phantom Zone Projector went face up to Ben's discard pile."))


def test_an_attack_that_asked_a_foe_is_no_undo_whatever_the_foe_held():
    """Starro on Ben, who holds only Weaknesses: nothing moves and nobody sees a card, but
    Ben was offered a Defense. Were undo allowed here and refused when Ben holds a Defense
    (then the last move is his), Ann would learn what Ben holds, and get her play back."""
    s = scenario_session(player=[{"hand": ["Starro"]}, {"hand": ["Weakness", "Weakness"], "discard": []}])
    s.do("play Starro")
    assert s.state.decider == 0 and s.state.pending is None
    assert not s.state.players[1].zones["discard"]
    refused(s, re.escape(NEWS + "Ben was asked to answer."))


def test_a_forced_discard_shows_a_foes_card_so_no_undo():
    """Ben has no Defense and two Punches: Baby Darkseid makes him discard one at once (no
    real choice), and Ann sees it; she may not take her play back."""
    s = scenario_session(player=[{"hand": ["Baby Darkseid", "Punch"]}, {"hand": ["Punch", "Punch"], "discard": []}])
    s.do("play Baby Darkseid")
    assert s.state.pending is None and s.state.decider == 0
    assert view(s.state, 0)["players"][1]["zones"]["discard"] == ["Punch"]
    refused(s, re.escape(NEWS + "Punch went face up to Ben's discard pile, Ben was asked to answer."))


def test_the_next_player_cannot_undo_a_defense_choice():
    """Ben declines to defend against Carter Hall's Attack (nothing is shown: he gains a
    Weakness from the face-up stack); back at the keyboard, Ann cannot undo Ben's answer."""
    s = scenario_session(player=[{"hand": ["Carter Hall", "Punch"]},
                                 {"hand": ["Phantom Zone Projector", "Punch"], "discard": []}])
    s.do("play Carter Hall")
    s.do("pass")
    assert s.state.decider == 0
    assert view(s.state, 0)["players"][1]["zones"]["discard"] == ["Weakness"]
    refused(s, "the last move was Ben's; you can take back only your own moves")


def test_a_defense_choice_cannot_be_undone_by_the_attacker():
    """Ben defends; back at the keyboard, Ann can take back neither his Defense nor, past
    it, her own Attack."""
    s = scenario_session(player=[{"hand": ["Carter Hall", "Punch"]},
                                 {"hand": ["Phantom Zone Projector", "Punch"], "discard": []}])
    s.do("play Carter Hall")
    s.do("defend Phantom Zone Projector")
    if s.state.pending is not None:  # the Projector's destroy, for Ben
        s.do("choose none")
    assert s.state.decider == 0
    refused(s, "Nothing to undo")


def test_the_next_player_cannot_undo_a_character_pick():
    """Ann picks her Super Hero; Ben, whose pick is next, cannot take hers back."""
    s = Session.new("metal", ["Ann", "Ben"], 5, options={"first": 0})
    assert s.state.pending is not None and s.state.decider == 0
    s.do(f"choose {s.state.pending.options[0].label}")
    assert s.state.decider == 1
    refused(s, "Nothing to undo")
    assert len(s.save.commands) == 1


def test_a_bots_move_is_not_yours_to_undo():
    """Ben is a bot: his answer to Ann's Attack is not Ann's to take back."""
    s = scenario_session(player=[{"hand": ["Carter Hall", "Punch"]},
                                 {"hand": ["Phantom Zone Projector", "Punch"], "discard": []}])
    s.save.players[1].bot = "random"
    s.do("play Carter Hall")
    s.do("pass")  # the bot's answer
    refused(s, "the last move was Ben's")


def test_undo_takes_back_your_own_plays_one_by_one():
    s = Session.new("metal", ["Ann", "Ben"], 1, options={"auto_pick": True, "first": 0})
    plain = [u for u in s.state.players[0].zones["hand"] if s.state.name(u) in ("Punch", "Vulnerability")][:2]
    assert len(plain) == 2  # seed 1 deals them
    start = s.state.fingerprint()
    s.do(Play(card=plain[0]))
    middle = s.state.fingerprint()
    s.do(Play(card=plain[1]))
    assert s.undo_reason() is None
    s.undo()
    assert s.state.fingerprint() == middle
    s.undo()
    assert s.state.fingerprint() == start
    refused(s, "Nothing to undo")


def test_a_card_put_out_of_your_own_hand_by_another_verb_can_be_taken_back():
    """Metro City: slotting an Energy card from your hand shows only the card you chose to
    show (as playing one does), so the slot can be undone."""
    s = Session.new("metro", ["Ann", "Ben"], 3, options={"variant": "first_game", "auto_pick": True})
    start = s.state.fingerprint()
    slot = next(c for c in legal_commands(s.state) if c.kind == "slot")
    s.do(slot)
    assert s.state.players[s.state.active].zones["slot:1"]
    assert s.undo_reason() is None
    s.undo()
    assert s.state.fingerprint() == start


def test_buying_the_top_of_a_stack_shows_nothing_new():
    """The card under the Breakthrough bought is another Breakthrough: nobody learns
    anything, so the buy may be taken back."""
    s = scenario_session(player=[{"power": 10}, {}])
    s.do("buy Breakthrough")
    assert s.undo_reason() is None


def test_a_card_seen_for_the_first_time_is_news_to_its_seat_only():
    state = build(Scenario.model_validate({"game": "metal", "players": ["Ann", "Ben"],
                                           "player": [{"hand": ["Punch"], "deck": ["War Cry"]}, {}]}), "test")
    ann, ben = sight(state, 0), sight(state, 1)
    war_cry = state.players[0].zones["deck"][0]
    zones.draw(state, 0)
    assert learned(ann, sight(state, 0)) == [war_cry]
    assert learned(ben, sight(state, 1)) == []


def test_a_shuffle_is_news_even_when_no_card_is_seen():
    ann = {"deck": [], "discard": ["Punch", "Punch", "Vulnerability"]}
    state = build(Scenario.model_validate({"game": "metal", "players": ["Ann", "Ben"], "player": [ann, {}]}), "test")
    known = knowledge(state)
    since = len(state.events)
    assert not revealed(known, state, since)
    zones.shuffle_discard_into_deck(state, 0)
    assert all(not learned(b, sight(state, seat, since)) for seat, b in enumerate(known.sights))
    assert revealed(known, state, since)


# --------------------------------------------------------------------------- property
def seen_by(state: State, seat: int, since: int | None = None) -> set[int]:
    """The uids ``seat``'s view lets it see, read from the public View (not from the
    knowledge module the barrier uses): the cards it may name, the zones it is shown, the
    table zones the view lists card by card (those of the game's public role, when the view's
    table has them), and (from event ``since`` on) the cards the log lines it may read showed
    it."""
    v = view(state, seat, log=False)
    out = set(v["known"])
    for e in state.events[since:] if since is not None else ():
        if e.private is None or e.player == seat:
            out.update(e.shown)
    for p, pv in zip(state.players, v["players"]):
        for z in pv["zones"]:
            out.update(p.zones.get(z, ()))
    for z in rules_for(state.game).public_table_zones:
        if z in v["table"]:
            out.update(state.table.get(z, ()))
    return out


def leaks(before: State, after: State, undone) -> list[str]:
    """What some seat saw in ``after`` about a card hidden from it in ``before``, the state
    undo goes back to: a card is news unless the seat saw a card of the same name in the same
    place in ``before`` (the next copy of a stack), or it is the card the undone command took
    out of the mover's hand (played, slotted, burned: the move itself, as the session says)."""
    out = []
    for seat in range(len(before.players)):
        was = seen_by(before, seat)
        shown = {(before.where[u], before.name(u)) for u in was}
        for u in seen_by(after, seat, len(before.events)) - was:
            if (before.where[u], before.name(u)) in shown or (
                    undone.__dict__.get("card") == u and before.where[u] == (before.decider, "hand")):
                continue
            out.append(f"seat {seat} saw {before.name(u)} (then in {before.where[u]}) after {undone!r}")
    return out


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(["metal", "jld", "metro", "mistborn"]), seed=st.integers(0, 10_000),
       tries=st.lists(st.booleans(), min_size=10, max_size=40))
def test_a_successful_undo_never_takes_back_something_a_seat_saw(game, seed, tries):
    """Random bot moves on people's seats, with undo tried between them: every undo that is
    allowed takes back a move of the person at the keyboard, no shuffle, and nothing any
    seat saw."""
    s = Session.new(game, ["Ann", "Ben", "Cy"][: 2 + seed % 2], seed, options={"first": 0})
    bot = make_bot("random", seed)
    done: list[tuple[object, int]] = []  # (command, who gave it), like the save's list
    for try_undo in tries:
        if s.state.game_over:
            break
        if try_undo and done:
            after = s.state
            try:
                s.undo()
            except Rejected:
                continue
            cmd, by = done.pop()
            before = s.state
            assert by == after.decider, f"undo took back {cmd!r}, a move of another seat"
            assert before.rng.getstate() == after.rng.getstate(), f"undo took back a shuffle ({cmd!r})"
            assert leaks(before, after, cmd) == []
            continue
        cmd = bot.choose(view(s.state, s.state.decider), legal_commands(s.state))
        done.append((cmd, s.state.decider))
        s.do(cmd)


def test_after_a_weakness_the_refusal_names_the_cards_discarded_face_up():
    """New-user trial of JLD: Ann plays a Weakness and discards 2 Punches to return it; undo
    is refused, and the refusal says what the others saw, not only "hidden information"."""
    sc = Scenario.model_validate({"game": "jld", "players": ["Ann", "Ben"],
                                  "player": [{"hand": ["Weakness", "Punch", "Punch"], "discard": []}, {}]})
    state = build(sc, "test")
    cat = default_catalog()
    s = Session(state, Save(format=FORMAT, game="jld", cards_digest=cat.digest, seed=state.seed,
                            players=[Seat(name=p.name) for p in state.players]), cat)
    s.do("play Weakness")
    while s.state.pending is not None and s.state.decider == 0:
        s.do(legal_commands(s.state)[-1])
    assert [s.state.name(u) for u in s.state.players[0].zones["discard"]] == ["Punch", "Punch"]
    refused(s, re.escape(NEWS + "Punch went face up to Ann's discard pile."))
