"""Mistborn's words a new player read in the issue 14 trial: an Ally that acts says what it
gave, one shield reads as one, the target holder's line has no count, and the competitive
players' lines have no co-op count of Adversaries."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import do, log_text
from hotseat.client import GameClient
from hotseat.scenario import Scenario, build
from rules.api import new_game, view
from rules.engine.state import OFFER
from rules.games.mistborn import lordruler


def game(variant="standard", ann=None, **more):
    return build(Scenario.model_validate({
        "game": "mistborn", "variant": variant, "players": ["Ann", "Ben"], "res": {},
        "player": [ann or {}, {}], **more}), "test")


def test_an_ally_that_acts_says_what_it_gave():
    s = game(ann={"allies": ["Rioter"], "hand": []})
    s.players[0].res["money"] = 0
    events = do(s, "burn zinc")
    assert "Ann's Rioter acts: +3 Money." in log_text(events)
    assert s.players[0].res["money"] == 3


def test_one_shield_reads_as_one():
    s = game("coop", ann={"adversaries": ["Koloss"]}, table={"lord_ruler_deck": []})
    koloss = s.players[0].zones["adversaries"][0]
    assert len(s.cards[koloss].extra["shields"]) == 1
    v = view(s, 0)
    advs = next(p for p in v["table"]["panels"] if p["id"] == "adversaries")
    assert advs["cards"][0]["note"] == f"Ann · shield {s.cards[koloss].extra['shields'][0]} damage"


def test_shields_say_they_are_damage_and_which_counts_x():
    """Issue 14 co-op trial: "shields X=1 / 4" did not say what the numbers were; they are the
    damage that destroys each shield, X being the Lord Ruler's X now."""
    s = game("coop", ann={"adversaries": ["Koloss Brute"]}, table={"lord_ruler_deck": []})
    uid = s.players[0].zones["adversaries"][0]
    x = lordruler.shields(s, uid)[0]["value"]
    v = view(s, 0)
    advs = next(p for p in v["table"]["panels"] if p["id"] == "adversaries")
    assert advs["cards"][0]["note"] == f"Ann · shields {x} (X) / 4 damage"


def test_adversaries_are_counted_only_in_co_op():
    for variant, shown in (("standard", False), ("coop", True)):
        client = GameClient.new("mistborn", ["Ann", "Ben"], 1, options={"variant": variant})
        words = [w for p in client.table(0)["players"] for w, _, _ in p["counts"]]
        assert ("adversaries" in words) is shown, variant


def test_the_target_holders_line_says_so_without_a_count():
    s = new_game("mistborn", ["Ann", "Ben", "Cy"], 1, options={"variant": "standard"})
    panels = view(s, 0)["table"]["panels"]
    holder = next(p for p in panels if p["id"] == f"player:{s.res['target']}")
    assert {"label": "Holds the target", "value": ""} in holder["items"]


def test_the_cloud_offer_says_nothing_of_the_victims_hand():
    # trial: "Vin may answer with a Cloud." read to the attacker as "Vin holds a Cloud"
    said = {}
    for where in ("hand", "deck"):
        # Vin owns a Sneak (a Cloud card), in her hand or in her deck
        s = build(Scenario.model_validate({
            "game": "mistborn", "variant": "standard", "players": ["Kel", "Vin"], "res": {},
            "player": [{"res": {"combat": 3}}, {where: ["Sneak"]}]}), "test")
        events = do(s, "attack Vin")
        offers = [e.text for e in events if e.kind == OFFER]
        assert len(offers) == 1, where
        said[where] = offers[0]
    assert said["hand"] == said["deck"]
    assert "Cloud" in said["hand"] and "with a Cloud" not in said["hand"]


def _card(name):
    from rules.catalog.loader import load
    return next(c for c in load().cards.values() if c.game == "mistborn" and c.name == name)


def _text(name):
    from rules.engine.render import card_text
    return card_text(_card(name))


def test_a_step_after_a_choice_is_not_read_as_part_of_its_last_option():
    # the trial read "choose one: +2 damage / +2 Money, refresh a metal" as if the refresh
    # came with the Money; it comes with either
    text = _text("Reposition")
    assert "choose one: +2 damage / +2 Money. Then refresh a metal." in text


def test_a_player_count_part_that_overlaps_an_earlier_one_says_also():
    # a solo player could not tell whether both parts apply: both do, and the text says so
    assert "With 1–3 players: the healthiest player takes 3 damage.\nWith 1 player, also: you take 2 damage." \
        in _text("Steel Inquisition")
    # parts for different counts are cases, not steps one after the other
    assert "with 2 players: the Lord Ruler heals 2; with 1 player: the Lord Ruler heals 3" in _text("Garrison Captain")


def test_every_overlapping_player_count_part_is_marked_also():
    from rules.catalog.loader import load

    def lists(effects):
        yield effects
        for e in effects:
            for sub in (getattr(e, "effects", None),):
                if isinstance(sub, list):
                    yield from lists(sub)

    checked = 0
    for card in (c for c in load().cards.values() if c.game == "mistborn"):
        for effects in lists(card.effects):
            seen: set[int] = set()
            for e in effects:
                if e.op == "with_players":
                    assert e.also == bool(seen & set(e.counts)), card.name
                    seen |= set(e.counts)
                    checked += 1
    assert checked > 10


def test_a_missions_first_bonus_reads_as_more_not_instead():
    # the trial read "6: heal 4 (1st: heal 2)" as if the first there got less
    s = game("coop")
    hideout = next(u for u, c in enumerate(s.cards) if c.name == "Crew Hideout")
    s.table["missions"] = [hideout]
    hint = next(p["hint"] for p in view(s, 0)["table"]["panels"] if p["title"] == "Crew Hideout")
    assert "6: heal 4 (first: also heal 2)" in hint


def test_an_ally_attacked_while_owning_only_a_cloud_that_protects_you_is_not_offered():
    # trial: "Player 2 attacks your Smoker; you have no Cloud." while holding Train in Secret
    # (a Cloud that prevents damage to its player only); later trial: such a hand-off can't
    # help at all, and what a player owns is public, so nobody is asked
    s = build(Scenario.model_validate({
        "game": "mistborn", "variant": "standard", "players": ["Kel", "Vin"], "res": {},
        "player": [{"res": {"combat": 3}}, {"hand": ["Train in Secret"], "allies": ["Smoker"]}]}), "test")
    smoker = s.players[1].zones["allies"][0]
    events = do(s, "attack Smoker")
    assert not [e for e in events if e.kind == OFFER]
    assert s.where[smoker] != (1, "allies")


def test_a_player_attacked_while_owning_only_a_cloud_that_saves_allies_is_not_handed_the_keyboard():
    # trial: a player owning only Hide (whose Cloud saves an Ally) was handed the keyboard at
    # every attack on their health, only to read "you have no Cloud that prevents damage to
    # you"; owned cards are public, so skipping the hand-off reveals nothing of the hand
    for where in ("hand", "discard"):
        s = build(Scenario.model_validate({
            "game": "mistborn", "variant": "standard", "players": ["Kel", "Shan"], "res": {},
            "player": [{"res": {"combat": 3}}, {where: ["Hide"]}]}), "test")
        health = s.players[1].res["health"]
        events = do(s, "attack Shan")
        assert not [e for e in events if e.kind == OFFER], where
        assert s.pending is None and s.players[1].res["health"] == health - 3


def test_a_player_owning_a_cloud_that_prevents_damage_is_still_asked_whatever_the_hand_holds():
    s = build(Scenario.model_validate({
        "game": "mistborn", "variant": "standard", "players": ["Kel", "Shan"], "res": {},
        "player": [{"res": {"combat": 3}}, {"discard": ["Train in Secret"]}]}), "test")
    events = do(s, "attack Shan")
    told = [e.private for e in events if e.kind == OFFER and e.player == 1]
    assert told == ["Kel deals you 3 damage; you have no Cloud that prevents damage to you."]
    public = next(e.text for e in events if e.kind == OFFER)
    assert "owns a Cloud card" in public and "whatever the hand holds" in public


def test_a_mid_turn_draw_is_told_in_the_next_players_summary_a_new_hand_is_not():
    # trial (co-op seed 6680): Player 1 drew 2 cards from Kredik Shaw; Player 2's hand-off
    # summary did not say so (a draw's count is public)
    from rules.engine.teach import since_last_turn
    s = game(ann={"res": {"mission": 1, "mission:kredik-shaw": 3}},
             table={"missions": ["Kredik Shaw", "Crew Hideout", "Keep Venture"]})
    hand = len(s.players[0].zones["hand"])
    do(s, "advance Kredik Shaw")
    assert len(s.players[0].zones["hand"]) == hand + 2  # space 4, and first there
    do(s, "end")
    assert s.active == 1
    since = since_last_turn(s, 1, limit=50)
    assert sum(line.count("Ann draws a card") for line in since) == 2 or "Ann draws 2 cards." in since, since
    assert not any("draws 5 cards" in line for line in since), since  # her new hand: no news


def test_a_declined_soothe_never_says_destroys():
    # trial: "Player 2 destroys nothing (Canton of Orthodoxy)" under a mission that says
    # "soothe 1 (eliminate a card of yours)"; declined, it reads as any declined card (JLD trial)
    s = game(ann={"res": {"mission": 1, "mission:canton-of-orthodoxy": 4}},
             table={"missions": ["Canton of Orthodoxy", "Crew Hideout", "Keep Venture"]})
    do(s, "advance Canton of Orthodoxy")
    assert s.pending is not None and s.pending.player == 0
    events = do(s, "choose none")
    lines = [(e.text, e.private) for e in events if e.kind == "nothing"]
    assert lines and all("Canton of Orthodoxy: Ann declines." == text for text, _ in lines), lines
    assert not any("destroy" in (text + (mine or "")) for text, mine in lines)


def test_the_option_taken_of_a_choose_one_is_told():
    # trial: "Player 2 burns steel on Steelpush: Choose one: train 1 / +3 damage." and never
    # which one; the next player's hand-off summary tells it too
    from rules.engine.teach import since_last_turn
    s = game(ann={"hand": ["Steelpush"]})
    do(s, "play Steelpush")
    do(s, "burn steel on Steelpush")
    assert s.pending is not None
    events = do(s, "choose +3 damage")
    assert "Ann chooses +3 damage (Steelpush)." in log_text(events)
    assert s.players[0].res["combat"] == 3
    do(s, "end")
    assert "Ann chooses +3 damage (Steelpush)." in since_last_turn(s, 1, limit=50)


def test_a_flare_asks_first_when_a_burn_would_do():
    # trial (solo co-op seed 3): F flared a metal while a burn of it would do, and the metal
    # stayed spent for the next turn without a word
    # (Ann's Coinshot wakes on steel: a steel used for no card does something)
    client = GameClient.from_scenario(Path(__file__).parent / "data" / "tui" / "mistborn_bare_burn.toml")
    question = client.ask_before("flare steel")
    assert question is not None and "burn" in question and "next turn" in question
    assert client.ask_before("burn steel") is None
    client.do("burn steel")  # the turn's one burn is used: now only a flare uses a metal
    client.do("play Iron Training")
    assert client.ask_before("flare iron on Iron Training") is None


def test_a_metal_used_for_nothing_asks_first_and_one_that_wakes_an_ally_says_no_effect_no_more():
    # trial (co-op turn 9): "flares iron for no effect" with nothing to wake, and "flares steel
    # for no effect." followed by "Coinshot acts: +2 damage."
    client = GameClient.from_scenario(Path(__file__).parent / "data" / "tui" / "mistborn_bare_burn.toml")
    question = client.ask_before("burn pewter")
    assert question is not None and question.startswith("Burn pewter for no effect?") and "Ally" in question
    client.do("burn steel")
    lines = [e.text for e in client.state.events][-2:]
    assert lines == ["Ann burns steel.", "Ann's Coinshot acts: +2 damage."]
    client.do("flare pewter")
    assert client.state.events[-1].text == "Ann flares pewter for no effect."


def test_declining_only_the_push_of_a_card_names_the_push():
    # trial: "Player 1 declines Precise Shot." though its +3 damage applied
    s = build(Scenario.model_validate({
        "game": "mistborn", "variant": "standard", "players": ["Ann", "Ben"], "res": {},
        "player": [{"hand": ["Precise Shot", "Steel Training"]}, {}]}), "test")
    do(s, "play Precise Shot")
    do(s, "burn steel on Precise Shot")
    assert s.players[0].res["combat"] == 3 and s.pending is not None
    events = do(s, "choose none")
    assert "Precise Shot: Ann declines its Push." in [e.text for e in events]


def _scenario_state(name):
    from hotseat.scenario import build_file

    return build_file(Path(__file__).parent / "scenarios" / "mistborn" / f"{name}.toml")


def test_a_first_reach_bonus_and_a_seek_name_what_they_give():
    # trial: reaching a mission space first logged only "is the first to reach it."; seeking
    # Recover logged its heal but not its +2 Money
    s = _scenario_state("mission_reward_space")
    for text in ("play Tin Training", "play Pursue", "play Zinc Training", "burn tin on Tin Training",
                 "flare bronze on Pursue", "flare zinc on Zinc Training", "play Brass Training",
                 "flare brass on Brass Training") + ("advance Crew Hideout",) * 6:
        events = do(s, text)
    assert "Ann is the first to reach it: heal 2." in [e.text for e in events]
    # the space's own reward is named as well (competitive trial: the log left it out, so the
    # others could not account for what the player got)
    reward = [e.text for e in events if "takes the space's reward" in e.text]
    assert reward and reward[0].startswith("Ann takes the space's reward: "), [e.text for e in events]
    s = _scenario_state("metal_seek")
    do(s, "play Hunt")
    do(s, "burn bronze on Hunt")
    lines = [e.text for e in do(s, "choose Recover")]
    assert any(line.startswith("Ann seeks Recover: ") and "+2 Money" in line for line in lines), lines


def test_ability_two_is_asked_by_the_character_and_metals_read_in_lower_case():
    # trial: Kelsier's ability II question said "Asked by Inspire."; only the Dominance
    # questions wrote metals capitalised ("1. Pewter")
    s = _scenario_state("ability_two_and_boxings")
    do(s, "buy Strike")
    assert s.name(s.pending.purpose.source) == "Vin" and s.pending.prompt.startswith("Vin's ability II:")
    s = build(Scenario.model_validate({
        "game": "mistborn", "variant": "standard", "players": ["Ann", "Ben"], "res": {},
        "player": [{"res": {"metal:iron": 3, "metal:tin": 3, "metal:zinc": 3}}, {}]}), "test")
    from rules.games.mistborn.dominance import row_effects
    from rules.games.mistborn.keywords import _refresh

    # Standard A row 6's refresh (after its 3 damage), for Ann with iron and tin flared
    _refresh(s, row_effects("standard_a", 6)[0].effects[0].effects[1], {"p": 0, "src": None})
    assert sorted(o.label for o in s.pending.options) == ["iron", "tin", "zinc"]


def test_the_end_question_counts_a_burn_that_wakes_an_ally_and_says_what_it_counts():
    # trial: the end's question listed unspent burns only sometimes: it counted a burn only
    # when a card played needed it, not one that wakes an Ally; then it never said which metal
    client = GameClient.from_scenario(Path(__file__).parent / "data" / "tui" / "mistborn_bare_burn.toml")
    stake = client.table(0)["at_stake"]
    assert "1 burn (steel would still power a card or wake an Ally or ability)" in stake
    client.do("play Iron Training")  # iron would now power it: both metals named
    assert "1 burn (iron or steel would still power a card or wake an Ally or ability)" in client.table(0)["at_stake"]
    client.do("burn steel")  # the turn's one burn used
    assert not any("burn" in s for s in client.table(0)["at_stake"])


def test_a_sense_says_what_it_takes_now_and_what_later_this_turn():
    # trial: Spy (Sense 3) logged "loses 3 mission points this turn." when the player had 2;
    # Sense holds for the whole turn, so the third point is taken from the next ones gained
    s = _scenario_state("metal_sense")
    for text in ("play Tin Training", "burn tin on Tin Training", "advance Crew Hideout"):
        do(s, text)
    lines = [e.text for e in do(s, "choose Spy")]
    assert "Sense: Ann loses 2 mission points now (all of them) and 1 more from the next gained this turn." in lines
    assert not any("loses 3" in line for line in lines)
    do(s, "play Pursue")
    lines = [e.text for e in do(s, "flare bronze on Pursue")]
    assert "Sense takes 1 of the 2 mission points Ann gains." in lines
    assert s.players[0].res["mission"] == 1


def test_a_player_attacked_behind_a_defender_is_told_what_the_defender_did():
    # trial: "Player 2 deals you 2 damage; you have no Cloud that prevents damage to you." while
    # their Soldier (a Defender) took it all and their health stayed (the target's holder attacks
    # all players); later trial: when no damage gets past the Defenders no Cloud can help, so
    # nobody is handed the keyboard (the Defenders are public)
    for combat in (2, 1):
        s = build(Scenario.model_validate({
            "game": "mistborn", "variant": "standard", "players": ["Kel", "Shan", "Vin"], "res": {"target": 0},
            "player": [{"res": {"combat": combat}}, {"discard": ["Train in Secret"], "allies": ["Soldier"]}, {}]}),
            "test")
        health = s.players[1].res["health"]
        events = do(s, "attack all")
        assert not [e for e in events if e.kind == OFFER and e.player == 1], combat
        assert s.players[1].res["health"] == health
    # damage that gets past one: the owner of a Cloud that prevents damage is told it all
    s = build(Scenario.model_validate({
        "game": "mistborn", "variant": "standard", "players": ["Kel", "Shan", "Vin"], "res": {"target": 0},
        "player": [{"res": {"combat": 5}}, {"discard": ["Train in Secret"], "allies": ["Soldier"]}, {}]}), "test")
    told = [e.private for e in do(s, "attack all") if e.kind == OFFER and e.player == 1]
    assert told == ["Kel deals you 5 damage: your Soldier (Defender) is killed; 3 reaches you; "
                    "you have no Cloud that prevents damage to you."]


def test_damage_a_defender_absorbs_is_in_the_log():
    # trial: `attack all` for 2: Marsh's Pewterarm (defense 3) swallowed Marsh's share and the
    # log said only "Player 3 takes 2 damage"
    s = build(Scenario.model_validate({
        "game": "mistborn", "variant": "standard", "players": ["Kel", "Marsh", "Vin"], "res": {"target": 0},
        "player": [{"res": {"combat": 2}}, {"allies": ["Pewterarm"]}, {}]}), "test")
    lines = log_text(do(s, "attack all"))
    assert "Marsh's Pewterarm (Defender, defense 3) stops all of Kel's 2 damage and stays; none reaches Marsh." \
        in lines, lines
    s = build(Scenario.model_validate({
        "game": "mistborn", "variant": "standard", "players": ["Kel", "Marsh", "Vin"], "res": {"target": 0},
        "player": [{"res": {"combat": 3}}, {"allies": ["Pewterarm"]}, {}]}), "test")
    lines = log_text(do(s, "attack all"))
    assert "Kel kills Marsh's Pewterarm (Defender): it takes 3 of the 3 damage." in lines, lines
    assert "None of Kel's 3 damage reaches Marsh." in lines, lines


def test_atium_as_a_metal_on_a_card_says_what_works_and_the_placard_shows_the_atium_burned():
    # trial: ``burn atium as brass on con`` was refused with "Atium stands for a metal only when
    # burned for no effect", and ``burn atium on con`` worked; then the placard read "burned bronze"
    # alone, no atium
    from rules.engine.commands import Rejected
    from rules.games.mistborn.views import player_notes

    s = build(Scenario.model_validate({
        "game": "mistborn", "variant": "standard", "players": ["Kel", "Vin"], "res": {},
        "player": [{"hand": ["Con", "Funding"], "atium": 1}, {}]}), "test")
    do(s, "play Con")
    with pytest.raises(Rejected) as refused:
        do(s, "burn atium as brass on Con")
    assert "type burn atium on Con" in refused.value.reason
    do(s, "burn atium on Con")
    wide, narrow = player_notes(s, 0)[2]
    assert "burned atium" in narrow and "burned atium" in wide, (wide, narrow)


def test_a_permanent_reward_and_sense_in_plain_words():
    # trial: "Ann holds Skaa Caverns's permanent reward."; help said Sense "take mission points
    # from them", as if the player gained them (rulebook: Sense stops the other player advancing;
    # the card lowers their mission points)
    from rules.games.mistborn.glossary import GLOSSARY
    from rules.games.mistborn.guide import GUIDE

    s = build(Scenario.model_validate({
        "game": "mistborn", "variant": "standard", "players": ["Ann", "Ben"], "res": {},
        "player": [{"res": {"mission": 2, "mission:skaa-caverns": 11}}, {}],
        "table": {"missions": ["Skaa Caverns", "Crew Hideout", "Kredik Shaw"]}}), "test")
    text = log_text(do(s, "advance Skaa Caverns"))
    assert "Ann holds the permanent reward of Skaa Caverns." in text and "Caverns's" not in text
    sense = dict(GLOSSARY)["Sense"]
    assert "lower their mission points" in sense and "you gain none" in sense
    assert "take mission points" not in " ".join(str(GUIDE).split())


def test_what_a_burn_gives_reads_in_lower_case_after_gives_and_in_the_log():
    # new-user trial at 80x24: B's list read "burn pewter on Survive (gives Heal 4)", and the
    # log "Ann burns pewter on Survive: Heal 3." (a clause after a colon, capitalised)
    from rules.games.mistborn import metals

    s = game(ann={"hand": ["Survive"]})
    do(s, "play Survive")
    survive = s.players[0].zones["played"][0]
    assert metals.burn_note(s, 0, survive) == "gives heal 3"
    assert "Ann burns pewter on Survive: heal 3." in log_text(do(s, "burn pewter on Survive"))
