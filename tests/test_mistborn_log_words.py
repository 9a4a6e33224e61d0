"""Mistborn's log lines from the issue 14 new-user trials (competitive and co-op): each says
what happened to whom, in our words, not the card's text again."""

from __future__ import annotations

from conftest import do, log_text
from hotseat.scenario import Scenario, build
from rules.engine.effects import push_effects, run
from rules.games.mistborn import res
from rules.games.mistborn.dominance import row_effects


def coop(difficulty: str, *players: dict):
    """A co-op game of Ann and Ben at ``difficulty``, each player's set-up from ``players``."""
    return build(Scenario.model_validate({
        "game": "mistborn", "variant": "coop", "players": ["Ann", "Ben"], "options": {"difficulty": difficulty},
        "res": {}, "player": list(players)}), "test")


def test_a_no_from_a_player_without_allies_is_logged():
    # trial: Standard A row 4 (flare a metal, or else defeat an Ally): Ann, with no Ally, said
    # No and the log said nothing
    s = coop("standard_a", {"allies": []}, {"allies": ["Soldier"]})
    push_effects(s, row_effects("standard_a", 4), {"p": 0, "src": None})
    run(s)
    assert s.pending.player == 0 and s.pending.prompt.startswith("Flare 1 metal?")
    assert "Ann has no Ally to defeat: nothing is lost." in log_text(do(s, "choose no"))


def competitive(*players: dict):
    """A competitive game of Ann and Ben, each player's set-up from ``players``."""
    return build(Scenario.model_validate({
        "game": "mistborn", "variant": "standard", "players": ["Ann", "Ben"], "res": {}, "player": list(players)}),
        "test")


def test_a_burn_says_whether_the_mission_condition_held():
    # trial: "…+1 Money; If you are lowest on any mission track: draw a card." quoted the
    # card (capital If) and never said whether Ann was lowest
    for ann_at, said in ((1, "lowest on {m}: draw a card"), (0, "not lowest on any mission track (your cubes are all on the images, space 0, "
                                   "which is on no track): nothing from it")):
        s = competitive({"hand": ["Coppercloud"]}, {})
        m = s.table["missions"][0]
        key = res.mission_key(s, m)
        s.players[0].res[key], s.players[1].res[key] = ann_at, 2
        do(s, "play Coppercloud")
        line = log_text(do(s, "burn copper on Coppercloud"))
        assert f"Ann burns copper on Coppercloud: +1 Money; {said.format(m=s.name(m))}." in line, line
        assert "If you" not in line


def test_a_mission_condition_says_why_it_held_for_a_cube_alone_or_tied():
    # trial: `flare copper` on Coppercloud logged "lowest on Kredik Shaw: draw a card" for a
    # player at 5 alone on the track (the others on its image, space 0), never saying why;
    # a tie counts for both
    for ben_at, why in ((0, "the only cube on that track; a cube on its image is not on it"),
                        (5, "tied at 5 with Ben; ties count")):
        s = competitive({"hand": ["Coppercloud"]}, {})
        m = s.table["missions"][0]
        key = res.mission_key(s, m)
        s.players[0].res[key], s.players[1].res[key] = 5, ben_at
        do(s, "play Coppercloud")
        line = log_text(do(s, "burn copper on Coppercloud"))
        assert f"+1 Money; lowest on {s.name(m)} ({why}): draw a card." in line, line


def test_the_glossary_explains_highest_and_lowest():
    # trial: Ctrl+P "lowest" found nothing; the rule on cubes at 0 and ties was never told
    from rules.engine.registry import rules_for
    terms = dict(rules_for("mistborn").glossary)
    assert "space 0" in terms["lowest"] and "tie" in terms["lowest"]
    assert "space 0" in terms["highest"] and "tie" in terms["highest"]


def test_an_adversary_at_the_end_of_a_turn_says_the_damage_it_deals_with_this_many_players():
    # trial: Koloss's line read its card ("you take 1 damage, then with 1–3 players: you take 1
    # damage, then with 1 player, also…"); with two players it deals 1 + 1
    s = coop("standard_a", {"adversaries": ["Koloss"], "hand": []}, {})
    s.table["lord_ruler_deck"] = []
    health = s.players[0].res["health"]
    lines = log_text(do(s, "end"))
    assert "Koloss acts against Ann: 2 damage with 2 players." in lines, lines
    assert s.players[0].res["health"] <= health - 2


def test_the_attack_question_counts_the_boxings_with_the_money_left():
    # trial: "Attack now? … Left unused: 1 Money." while 2 Boxings made it 3 to spend
    from rules.engine.registry import rules_for
    from rules.games.mistborn.commands import Attack

    s = competitive({"hand": [], "allies": []}, {})
    s.players[0].res.update(money=1, boxings=2, combat=2)
    asked = rules_for("mistborn").ask_before(s, Attack(target="p1"))
    assert "Left unused: 1 Money (3 to spend with your 2 Boxings)" in asked, asked


def test_a_reward_that_finds_nothing_to_defeat_says_so_in_words():
    # trial: "Luthadel Garrison: Player 1 has no card in their adversaries to defeat."
    from rules.games.mistborn.keywords import KillAlly, _kill_ally

    for s, said in ((coop("standard_a", {"adversaries": []}, {"adversaries": []}),
                     "Luthadel Garrison destroys no shield: no Adversary is in front of any player."),
                    (competitive({}, {"allies": []}), "Luthadel Garrison defeats no Ally: no opponent has one in play.")):
        garrison = next(u for u, c in enumerate(s.cards) if c.name == "Luthadel Garrison")
        s.events.clear()
        _kill_ally(s, KillAlly(op="kill_ally"), {"p": 0, "src": garrison})
        run(s)
        lines = log_text(s.events)
        assert said in lines and "no card in their" not in lines, lines


def test_a_refresh_given_by_dominance_says_no_card_is_discarded():
    # trial: the refresh question of a Dominance row quoted the glossary's refresh ("Discard a
    # card whose vial shows a metal…") though nothing is discarded there
    from rules.api import view

    s = coop("standard_a", {"res": {"metal:iron": 3, "metal:tin": 3, "metal:zinc": 3}}, {})
    push_effects(s, row_effects("standard_a", 6), {"p": 0, "src": None})
    run(s)
    do(s, "choose yes")
    assert s.pending.resume == "mb_refreshed"
    help_line = view(s, 0)["pending"]["help"]
    assert "no card is discarded" in help_line and "Discard a card whose vial" not in help_line, help_line


def test_a_dominance_row_you_may_do_reads_as_one_sentence():
    # trial: "Each player: you may: You take 3 damage, then refresh 2 metals." (the Lord
    # Ruler's next row)
    from rules.engine.render import effect_text

    said = "; ".join(effect_text(e) for e in row_effects("standard_a", 6))
    assert said == "Each player: you may take 3 damage, then refresh 2 metals"


def test_a_mission_reward_is_told_in_the_words_of_the_mode_played():
    # competitive trial: "…is the first to reach it: Defeat an opponent's Ally (co-op: destroy a
    # shield of an Adversary)." showed co-op words in a competitive game
    from rules.engine.registry import rules_for

    for s, mine, other in ((competitive({}, {"allies": ["Soldier"]}), "defeat an opponent's Ally", "shield"),
                           (coop("standard_a", {}, {}), "destroy a shield of an Adversary", "opponent's Ally")):
        garrison = next(u for u, c in enumerate(s.cards) if c.name == "Luthadel Garrison")
        if garrison not in s.table["missions"]:
            s.table["missions"][0] = garrison
        s.players[0].res[res.mission_key(s, garrison)] = 3
        s.events.clear()
        rules_for("mistborn").climb(s, 0, garrison)
        lines = log_text(s.events)
        assert f"Ann is the first to reach it: {mine}." in lines, lines
        assert "co-op" not in lines and other not in lines, lines


def test_mission_points_are_not_left_unused_when_every_mission_is_at_its_top():
    # co-op trial: "Left unused: 4 mission points." while all of Player 1's missions were at the top
    from rules.engine.registry import rules_for
    from rules.games.mistborn import res
    from rules.games.mistborn.commands import Attack

    s = competitive({"hand": [], "allies": []}, {})
    s.players[0].res.update(mission=4, combat=2)
    rules = rules_for("mistborn")
    assert "4 mission points" in rules.ask_before(s, Attack(target="p1"))
    assert "4 mission points" in rules.at_stake(s, 0)
    for u in s.table["missions"]:
        s.players[0].res[res.mission_key(s, u)] = res.MISSION_TOP
    assert "mission point" not in (rules.ask_before(s, Attack(target="p1")) or "")
    assert "4 mission points" not in rules.at_stake(s, 0)


def test_smoker_is_said_in_the_words_of_the_mode_played():
    # new-user trial: the co-op words of Smoker's line ("each damage to Ben is 1 less": the Lord
    # Ruler's side deals many) showed in a competitive game, where the damage is an attack
    s = competitive({"res": {"combat": 1}}, {"allies": ["Smoker"], "hand": []})
    lines = log_text(do(s, "attack Ben"))
    assert "Ben takes no damage from Ann: Smoker takes off all 1 (each attack on Ben deals 1 less)." in lines, lines
    assert "each damage" not in lines, lines
    s = coop("standard_a", {"allies": ["Smoker"]}, {})
    res.hurt(s, 0, 1, "from Koloss")
    assert "Ann takes no damage from Koloss: Smoker takes off all 1 (each damage to Ann is 1 less)." \
        in log_text(s.events), s.events
