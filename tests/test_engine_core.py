"""Engine core: atomic reject, reshuffle timing, determinism, legal commands, decisions owed by
a player other than the active one, and the representations the other games will use."""

from __future__ import annotations

import copy

import pytest

from hotseat.bots import HeuristicBot, RandomBot
from rules.engine import zones
from rules.engine.commands import Choose, End, Rejected
from rules.families.dc.commands import Buy, Defeat, Play
from rules.engine.game import apply, legal_commands, new_game, view
from rules.engine.state import TABLE

from conftest import card, do, make_game, names, power, snapshot


def bot_game(seed: int, steps: int, bot_cls=HeuristicBot, players=("Ann", "Ben")):
    """A game played by bots for ``steps`` commands; returns the state and the commands."""
    s = new_game("metal", list(players), seed, options={"auto_pick": True})
    bots = [bot_cls(seed * 10 + i) for i in range(len(players))]
    cmds = []
    for _ in range(steps):
        if s.game_over:
            break
        legal = legal_commands(s)
        cmd = bots[s.decider].choose(view(s, s.decider), legal)
        apply(s, cmd)
        cmds.append(cmd)
    return s, cmds


# --------------------------------------------------------------------------- atomic reject
@pytest.mark.parametrize("cmd, reason", [
    (lambda s: Buy(card=s.table["line_up"][0]), "Power"),
    (lambda s: Play(card=s.table["line_up"][0]), "not in your hand"),
    (lambda s: Defeat(), "Power"),
    (lambda s: Choose(options=["c1"]), "no decision"),
])
def test_rejected_command_leaves_the_state_untouched(cmd, reason):
    s = make_game(player=[{"hand": ["Punch"]}, {}],
                  table={"line_up": ["Wonder Woman", "Steel", "Escape", "War Cry", "Starro"]})
    do(s, "play Punch")
    before = snapshot(s)
    with pytest.raises(Rejected, match=reason) as info:
        apply(s, cmd(s))
    assert snapshot(s) == before
    assert info.value.reason


def test_rejection_names_power_cost_and_rule():
    s = make_game(player=[{"hand": ["Punch"]}, {}], table={"line_up": ["War Cry", "Steel", "Escape", "Flight", "Starro"]})
    do(s, "play Punch")
    with pytest.raises(Rejected) as info:
        do(s, "buy War Cry")
    assert info.value.reason == "You have 1 Power; War Cry costs 4."
    assert info.value.rule == "Gameplay"


def test_command_while_a_decision_is_pending_is_rejected_untouched():
    s = make_game(player=[{"hand": ["Zap", "Punch"]}, {"hand": ["Escape"]}],
                  cards=[card("Zap", [{"op": "attack", "effects": [{"op": "gain", "card": "Weakness"}]}])])
    do(s, "play Zap")
    before = snapshot(s)
    with pytest.raises(Rejected, match="Ben must first answer"):
        apply(s, Play(card=s.players[0].zones["hand"][0]))
    with pytest.raises(Rejected, match="not one of the options"):
        apply(s, Choose(options=["c99999"]))
    assert snapshot(s) == before


def test_weakness_must_be_played_first_and_rejection_is_atomic():
    s = make_game(player=[{"hand": ["Weakness", "Punch"]}, {}])
    before = snapshot(s)
    for text in ("play Punch", "end"):
        with pytest.raises(Rejected, match="Weakness") as info:
            do(s, text)
        assert info.value.rule == "Weakness Cards"
    assert snapshot(s) == before
    assert legal_commands(s) == [Play(card=s.players[0].zones["hand"][0])]


# --------------------------------------------------------------------------- reshuffle timing
def test_no_reshuffle_while_the_deck_is_empty_but_nothing_is_drawn():
    s = make_game(player=[{"hand": ["Punch"], "deck": [], "discard": ["Steel", "Escape"]}, {}])
    events = do(s, "play Punch")
    assert names(s, 0, "deck") == []
    assert sorted(names(s, 0, "discard")) == ["Escape", "Steel"]
    assert not any(e.kind == "shuffle" for e in events)


def test_reshuffle_happens_when_a_card_must_be_drawn_from_an_empty_deck():
    s = make_game(player=[{"hand": ["War Cry"], "deck": [], "discard": ["Steel"]}, {}])
    events = do(s, "play War Cry")
    assert [e.kind for e in events].count("shuffle") == 1
    assert names(s, 0, "hand") == ["Steel"]
    assert names(s, 0, "discard") == []


def test_end_of_turn_draws_the_rest_of_the_deck_before_reshuffling():
    # 2 cards in the deck: draw them, then reshuffle the discard pile (which by then holds the
    # cards played and the hand) and draw 3 more
    s = make_game(player=[{"hand": ["Punch"], "deck": ["Steel", "Escape"], "discard": []}, {}])
    do(s, "play Punch")
    events = do(s, "end")
    hand = names(s, 0, "hand")
    assert hand[:2] == ["Steel", "Escape"]
    assert len(hand) == 3  # only Punch was in the discard pile to reshuffle
    assert [e.kind for e in events].count("shuffle") == 1


# --------------------------------------------------------------------------- determinism
def test_same_seed_same_commands_same_game():
    a, cmds = bot_game(5, 150)
    b = new_game("metal", ["Ann", "Ben"], 5, options={"auto_pick": True})
    for c in cmds:
        apply(b, c)
    assert a.fingerprint() == b.fingerprint()


def test_the_games_shuffle_is_randoms_shuffle_and_a_refused_command_puts_it_back():
    """The game's RNG shuffles as :class:`random.Random` does for the same seed (its shuffle is
    written out for speed: saves and sim reports made before keep their games), and a command
    that reshuffles and is then refused leaves the RNG where it was."""
    import random

    from rules.engine.state import GameRandom

    for seed in range(30):
        for n in (0, 1, 2, 7, 40):
            mine, ref = list(range(n)), list(range(n))
            rng, plain = GameRandom(seed), random.Random(seed)
            rng.mark()
            rng.shuffle(mine)
            plain.shuffle(ref)
            assert mine == ref and rng.random() == plain.random()
    s = make_game(player=[{"hand": ["Punch"], "deck": [], "discard": ["Steel", "Escape", "Punch", "Punch"]}, {}])
    before, rng_before = snapshot(s), s.rng.getstate()
    saved = s.checkpoint()
    zones.shuffle_discard_into_deck(s, 0)
    assert s.rng.getstate() != rng_before
    s.rollback(saved)
    assert snapshot(s) == before and s.rng.getstate() == rng_before


def test_different_seeds_deal_differently():
    a = new_game("metal", ["Ann", "Ben"], 1, options={"auto_pick": True})
    b = new_game("metal", ["Ann", "Ben"], 2, options={"auto_pick": True})
    assert a.fingerprint() != b.fingerprint()


def test_bots_own_rng_does_not_change_the_shuffles():
    s = new_game("metal", ["Ann", "Ben"], 3, options={"auto_pick": True})
    rng_before = s.rng.getstate()
    bot = RandomBot(99)
    bot.choose(view(s, 0), legal_commands(s))
    assert s.rng.getstate() == rng_before


# --------------------------------------------------------------------------- legal commands
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_legal_command_is_accepted(seed):
    s = new_game("metal", ["Ann", "Ben", "Cy"], seed, options={"auto_pick": True})
    bot = RandomBot(seed)
    checked = 0
    for _ in range(120):
        if s.game_over:
            break
        legal = legal_commands(s)
        assert legal, "a live game always offers something to do"
        for cmd in legal:
            trial = copy.deepcopy(s)
            apply(trial, cmd)  # raises Rejected if a listed command is refused
            checked += 1
        apply(s, bot.choose(view(s, s.decider), legal))
    assert checked > 120


def test_buy_of_an_unaffordable_card_is_not_listed():
    s = make_game(player=[{"hand": ["Punch"]}, {}], table={"line_up": ["War Cry", "Escape", "Flight", "Steel", "Starro"]})
    do(s, "play Punch")
    bought = {s.name(c.card) for c in legal_commands(s) if isinstance(c, Buy)}
    assert bought == set()
    s.players[0].res["power"] = 2
    bought = {s.name(c.card) for c in legal_commands(s) if isinstance(c, Buy)}
    assert bought == {"Escape", "Flight"}
    assert End() in legal_commands(s)


# --------------------------------------------------------------------------- decisions
def test_defense_decision_is_owed_by_the_foe_not_the_active_player():
    s = make_game(player=[{"hand": ["Carter Hall"]}, {"hand": ["Escape", "Punch"]}])
    do(s, "play Carter Hall")
    assert s.active == 0
    assert s.decider == 1 and s.pending.kind == "defend"
    assert s.pending.optional
    assert {c.options[0] if c.options else None for c in legal_commands(s)} == {None, s.pending.options[0].id}
    # the foe's view offers the options; the attacker's view does not show them
    assert view(s, 1)["pending"]["options"] and not view(s, 0)["pending"]["options"]
    do(s, "defend Escape")
    assert s.pending is None and s.decider == 0
    assert "Weakness" not in names(s, 1, "discard")


def test_a_decision_with_one_possible_answer_resolves_by_itself_and_is_logged():
    s = make_game(player=[{"hand": ["Zap", "Punch"]}, {}],
                  cards=[card("Zap", [{"op": "discard", "amount": 1}])])
    events = do(s, "play Zap")
    assert s.pending is None
    assert names(s, 0, "discard") == ["Punch"]
    auto = [e for e in events if e.kind == "auto"]
    assert auto and "Punch" in auto[0].for_player(0)  # the player reads which card
    assert "Punch" not in auto[0].for_player(1)  # a foe does not (it may come from a hidden zone)


def test_simultaneous_triggers_are_ordered_by_their_controller():
    a = card("Aye", [{"op": "ongoing"}, {"op": "when", "event": "turn_start", "effects": [{"op": "power", "amount": 1}]}])
    b = card("Bee", [{"op": "ongoing"}, {"op": "when", "event": "turn_start", "effects": [{"op": "draw"}]}])
    s = make_game(player=[{"hand": [], "ongoing": ["Aye", "Bee"]}, {}], cards=[a, b], turn="Ben")
    do(s, "end")
    assert s.active == 0 and s.pending.kind == "order" and s.pending.player == 0
    do(s, "choose Bee")
    assert power(s) == 1


def test_view_hides_other_hands_and_foes_draws():
    s = make_game(player=[{"hand": ["War Cry"], "deck": ["Steel"]}, {"hand": ["Escape"]}])
    do(s, "play War Cry")
    mine, theirs = view(s, 0), view(s, 1)
    assert mine["players"][0]["zones"]["hand"] == ["Steel"]
    assert "hand" not in theirs["players"][0]["zones"]
    assert theirs["players"][0]["sizes"]["hand"] == 1
    assert "Ann draws Steel." in mine["log"]
    assert "Ann draws a card." in theirs["log"] and not any("Steel" in line for line in theirs["log"])


# --------------------------------------------------------------------------- other games' shapes
def test_metro_placard_slots_and_stacked_powers_are_zones():
    """metro: slot ``slot:<n>`` is a player zone listed bottom first; a stacked Power sits after
    the card it covers, so the active card is the last one; energy is a resource and damage
    by type a ``damage:<type>`` resource."""
    s = make_game(player=[{"hand": ["Punch", "Steel", "Escape"]}, {}])
    punch, steel, escape = s.players[0].zones["hand"]
    zones.move(s, punch, 0, "slot:1")
    zones.move(s, steel, 0, "slot:1")  # stacked on top of Punch
    zones.move(s, escape, 0, "slot:2")
    slot1 = s.zone(0, "slot:1")
    assert [s.name(u) for u in slot1] == ["Punch", "Steel"] and s.name(slot1[-1]) == "Steel"
    assert s.where[steel] == (0, "slot:1")
    assert view(s, 1)["players"][0]["sizes"]["slot:1"] == 2
    fp = s.fingerprint()
    s.players[0].res["energy"] = 3
    s.res["damage:fire"] = 2
    assert s.fingerprint() != fp
    zones.move(s, steel, 0, "discard")  # the stacked Power leaves: Punch is active again
    assert s.name(s.zone(0, "slot:1")[-1]) == "Punch"


def test_mistborn_metal_tokens_training_and_missions_are_resources():
    """mistborn: ``metal:<name>`` 0/1/2 (unburned/burned/flared), ``training`` a 0-based track
    position, missions ``mission:<mission>:<seat>`` table resources."""
    s = make_game()
    p = s.players[0]
    p.res.update({"metal:pewter": 0, "metal:tin": 1, "metal:iron": 2, "training": 0})
    s.res["mission:canton_of_orthodoxy:0"] = 3
    fp = s.fingerprint()
    p.res["metal:pewter"] = 1
    p.res["training"] += 1
    assert s.fingerprint() != fp
    seen = view(s, 1)["players"][0]["res"]
    assert seen["metal:tin"] == 1 and seen["metal:iron"] == 2 and seen["training"] == 1
    flared = [k.split(":", 1)[1] for k, v in p.res.items() if k.startswith("metal:") and v == 2]
    assert flared == ["iron"]
    assert s.res["mission:canton_of_orthodoxy:0"] == 3


def test_every_card_is_in_exactly_one_zone():
    s, _ = bot_game(7, 120, RandomBot, players=("Ann", "Ben", "Cy"))
    seen = {}
    for p in s.players:
        for z, uids in p.zones.items():
            for u in uids:
                seen[u] = (p.seat, z)
    for z, uids in s.table.items():
        for u in uids:
            assert u not in seen
            seen[u] = (TABLE, z)
    assert len(seen) == len(s.cards)
    assert all(s.where[u] == w for u, w in seen.items())


def test_the_line_up_refill_is_told_to_everyone():
    # the trial found new Line-Up cards arriving unannounced: the end of turn names them
    st = make_game(table={"line_up": ["War Cry", "Steel", "Escape", "Steel"],
                          "main_deck": ["Escape", "War Cry"]})
    do(st, "end")
    while st.pending is not None:  # any end-of-turn question: its first answer
        apply(st, legal_commands(st)[0])
    assert names_in(st) == ["War Cry", "Steel", "Escape", "Steel", "Escape"]
    assert "Into the Line-Up: Escape." in view(st, 1)["log"]


def names_in(st):
    return [st.name(u) for u in st.table["line_up"]]
