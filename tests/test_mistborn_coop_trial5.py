"""Mistborn co-op, the fifth new-user trial at 80x24 (issue mbfix4): each fix as a player
would notice it, in the log, a prompt or the card text."""

from __future__ import annotations

from conftest import do, log_text
from hotseat.scenario import Scenario, build
from rules.engine.render import effect_text
from rules.games.mistborn import res


def coop(*players: dict, difficulty: str = "standard_a"):
    """A co-op game of Ann and Ben, each player's set-up from ``players``."""
    return build(Scenario.model_validate({
        "game": "mistborn", "variant": "coop", "players": ["Ann", "Ben"], "options": {"difficulty": difficulty},
        "res": {}, "player": list(players)}), "test")


def test_hyperaware_says_a_tie_counts_as_highest_in_its_text_and_its_log_line():
    # trial: Ann tied with Ben on a track and Hyperaware counted it as highest, while neither
    # its text nor the log said a tie counts (the decision: it does, see the package docstring)
    s = coop({"hand": ["Hyperaware", "Spy", "Eavesdrop"]}, {})
    card = next(c for c in s.cards if c.name == "Hyperaware")
    assert "where you are highest (a tie counts;" in " ".join(effect_text(e) for e in card.effects)
    m = s.table["missions"][0]
    key = res.mission_key(s, m)
    s.players[0].res[key] = s.players[1].res[key] = 2
    do(s, "play Hyperaware")
    do(s, "burn tin on Hyperaware")
    do(s, "use Spy as tin on Hyperaware")
    lines = log_text(do(s, "use Eavesdrop as tin on Hyperaware"))  # its third tin: the +2 metal box
    assert f"highest on {s.name(m)} (tied at 2 with Ben; ties count): +3 damage" in lines, lines


def test_ability_two_question_says_what_the_card_does_not_only_the_track_it_would_use_now():
    # trial: Vin's ability II asked about Coppercloud with "(…lowest on Crew Hideout: draw a
    # card)" while Coppercloud says "lowest on any mission track"
    s = build(Scenario.model_validate({
        "game": "mistborn", "variant": "coop", "players": ["Ann", "Ben"], "options": {"difficulty": "standard_a"},
        "res": {}, "table": {"market": ["Coppercloud", "Strike", "Brawl", "Hunt", "Spy", "Informant"]},
        "player": [{"characters": ["Vin"], "res": {"training": 8, "money": 10}}, {}]}), "test")
    m = s.table["missions"][0]
    s.players[0].res[res.mission_key(s, m)] = 1
    do(s, "buy Coppercloud")
    prompt = s.pending.prompt
    assert prompt.startswith("Vin's ability II: eliminate Coppercloud"), prompt
    assert "if you are lowest (a tie counts; a cube at 0 is off the track) on any mission track: draw a card " \
        f"(now: lowest on {s.name(m)})" \
        in prompt, prompt


def test_the_log_says_what_smoker_took_off_the_damage():
    # trial: Ann had Smoker in play, took less damage from Koloss and the log gave no reason
    s = coop({"adversaries": ["Koloss"], "allies": ["Smoker"], "hand": []}, {})
    s.table["lord_ruler_deck"] = []
    health = s.players[0].res["health"]
    lines = log_text(do(s, "end"))
    assert "Ann takes no damage from Koloss: Smoker takes off all 1 (each damage to Ann is 1 less)." in lines, lines
    assert s.players[0].res["health"] == health
    s = coop({"allies": ["Smoker"]}, {})
    res.hurt(s, 0, 3, "from Koloss")
    assert "Ann takes 2 damage from Koloss (3 less 1 for Smoker; " in log_text(s.events), s.events


def test_attack_koloss_with_two_koloss_in_play_lists_them_and_attacks_neither():
    # trial: "attack koloss" with a Koloss in front of Ann and one in front of Ben attacked one
    # without asking which
    import pytest

    from rules.engine.textcmd import CommandError, parse

    s = coop({"adversaries": ["Koloss"], "res": {"combat": 5}}, {"adversaries": ["Koloss"]})
    with pytest.raises(CommandError, match="'koloss' is ambiguous: Ann's Koloss, Ben's Koloss."):
        parse(s, "attack koloss")
    bens = s.players[1].zones["adversaries"][0]
    assert parse(s, "attack Ben's Koloss").target == f"c{bens}"
    assert "Ann destroys the last shield of Ben's Koloss" in log_text(do(s, "attack Ben's Koloss"))
    s = coop({"adversaries": ["Koloss", "Koloss"], "res": {"combat": 5}}, {})  # both Ann's: by #
    first, second = s.players[0].zones["adversaries"]
    with pytest.raises(CommandError, match=f"Ann's Koloss #{first}, Ann's Koloss #{second}"):
        parse(s, "attack koloss")
    assert parse(s, f"attack Koloss #{second}").target == f"c{second}"


def test_riot_and_savant_log_lines_say_what_they_gave():
    # trial: "Ann's Soldier acts (Riot)." and "Ann uses Spy as tin." never said what they gave
    from rules.engine.effects import push_effects, run
    from rules.games.mistborn.keywords import Riot

    s = coop({"allies": ["Soldier"], "hand": []}, {})
    push_effects(s, [Riot(op="riot")], {"p": 0, "src": None})
    run(s)
    assert "Riot: Ann's Soldier acts: +1 damage." in log_text(do(s, "choose Soldier"))
    s = coop({"hand": ["Hyperaware", "Spy"]}, {})
    do(s, "play Hyperaware")
    assert "Ann uses Spy as tin under Hyperaware (Savant: draw a card)." in \
        log_text(do(s, "use Spy as tin on Hyperaware"))


def test_a_mission_rank_cards_text_says_a_cube_at_0_is_off_the_track():
    # new-user trial at 80x24: Coppercloud, Eavesdrop, Hyperaware… never said that a cube still
    # on the track's image (space 0) is neither highest nor lowest; only the log and F1 did
    from rules.engine.render import card_text

    ranked = [c for c in {c.name: c for c in coop({}, {}).cards}.values()
              if "mission track" in card_text(c) and ("highest" in card_text(c) or "lowest" in card_text(c))]
    assert {"Coppercloud", "Eavesdrop", "Hyperaware"} <= {c.name for c in ranked}, [c.name for c in ranked]
    for c in ranked:
        assert "(a tie counts; a cube at 0 is off the track)" in card_text(c), (c.name, card_text(c))
