"""One test per effect op of the card language (rules/catalog/schema.py).

Each builds a small card for the occasion (a ``[[card]]`` table, as a scenario would), plays
it in a set position and checks what a player would notice: Power, cards moving between
zones, the decision they are asked, the log.
"""

from __future__ import annotations

import pytest

import rules.games  # noqa: F401  (registers the game ops)
from rules.catalog.schema import Effect
from rules.engine.commands import Rejected
from rules.engine.game import legal_commands
from rules.engine.registry import OPS, rules_for

from conftest import card, do, log_text, make_game, names, power, table_names
from rules.games.mistborn import res as mb_res

ALL_OPS = set(Effect.__args__[0].__args__[i].model_fields["op"].annotation.__args__[0]
              for i in range(len(Effect.__args__[0].__args__)))


def one(effects, *, hand=(), deck=(), discard=(), played=(), ongoing=(), foe=None, table=None, extra=(),
        characters=None, seed=1):
    """Ann holds the test card "Zap" (with ``effects``) plus ``hand``; Ben is set by ``foe``."""
    me = {"hand": ["Zap", *hand], "deck": list(deck), "discard": list(discard), "played": list(played),
          "ongoing": list(ongoing)}
    if characters is not None:
        me["characters"] = characters
    return make_game(player=[me, foe or {"hand": [], "deck": ["Punch"] * 3, "discard": []}],
                     table=table or {}, cards=[card("Zap", effects), *extra], seed=seed)


def test_every_op_has_a_handler_and_a_test_here():
    assert ALL_OPS <= set(OPS)
    here = open(__file__, encoding="utf-8").read()
    missing = sorted(o for o in ALL_OPS if f'"op": "{o}"' not in here)
    assert not missing, f"ops without a test: {missing}"


def test_power_adds_to_the_players_power():
    s = one([{"op": "power", "amount": 3}])
    do(s, "play Zap")
    assert power(s) == 3


def test_power_counted_from_cards_played_this_turn():
    s = one([{"op": "power", "amount": {"of": "played", "filter": {"type": ["Starter"]}}}],
            hand=["Punch", "Punch"])
    do(s, "play Punch")
    do(s, "play Punch")
    do(s, "play Zap")
    assert power(s) == 2 + 2  # two Punches (+1 each) and +1 for each of them


def test_draw_moves_the_top_cards_into_the_hand():
    s = one([{"op": "draw", "amount": 2}], deck=["War Cry", "Steel", "Punch"])
    do(s, "play Zap")
    assert names(s, 0, "hand") == ["War Cry", "Steel"]
    assert names(s, 0, "deck") == ["Punch"]


def test_discard_asks_which_card_and_discards_it():
    s = one([{"op": "discard", "amount": 1}], hand=["Punch", "Vulnerability"])
    do(s, "play Zap")
    assert s.pending.player == 0 and {o.label for o in s.pending.options} == {"Punch", "Vulnerability"}
    do(s, "choose Vulnerability")
    assert names(s, 0, "discard") == ["Vulnerability"]
    assert names(s, 0, "hand") == ["Punch"]


def test_discard_with_if_you_do_rewards_only_when_something_was_discarded():
    eff = [{"op": "discard", "amount": 1, "up_to": True, "if_you_do": [{"op": "power", "amount": 2}]}]
    s = one(eff, hand=["Punch"])
    do(s, "play Zap")
    do(s, "choose none")
    assert power(s) == 0
    s = one(eff, hand=["Punch"])
    do(s, "play Zap")
    do(s, "choose Punch")
    assert power(s) == 2


def test_destroy_from_hand_or_discard_puts_the_card_in_the_destroyed_pile():
    s = one([{"op": "destroy", "from": "hand_or_discard"}], hand=["Punch"], discard=["Vulnerability"])
    do(s, "play Zap")
    assert s.pending.min == 0  # "You may destroy"
    do(s, "choose Vulnerability")
    assert "Vulnerability" in table_names(s, "destroyed")
    assert names(s, 0, "discard") == []


def test_a_destroyed_weakness_is_said_to_go_back_to_its_stack():
    """Found in a Metal trial: a destroyed Weakness went back to its stack (the stack grew, the
    destroyed pile did not) while the log said only "destroys Weakness"."""
    s = one([{"op": "destroy", "from": "hand_or_discard"}], discard=["Weakness", "Vulnerability"])
    do(s, "play Zap")
    events = do(s, "choose Weakness")
    assert "Ann destroys Weakness (it goes back to its stack)." in log_text(events)
    assert "Weakness" not in table_names(s, "destroyed")
    s2 = one([{"op": "destroy", "from": "hand_or_discard"}], discard=["Vulnerability"])
    do(s2, "play Zap")
    assert "Ann destroys Vulnerability." in log_text(do(s2, "choose Vulnerability"))


def test_destroy_this_removes_the_card_itself():
    s = one([{"op": "destroy", "from": "this"}, {"op": "power", "amount": 1}])
    do(s, "play Zap")
    assert names(s, 0, "played") == []
    assert "Zap" in table_names(s, "destroyed")
    assert power(s) == 1


def test_gain_named_card_from_its_stack():
    s = one([{"op": "gain", "card": "Weakness"}])
    before = len(s.table["weakness"])
    do(s, "play Zap")
    assert names(s, 0, "discard") == ["Weakness"]
    assert len(s.table["weakness"]) == before - 1


def test_gain_from_the_line_up_respects_the_filter_and_destination():
    s = one([{"op": "gain", "from": "line_up", "filter": {"max_cost": 3}, "to": "deck_top"}],
            table={"line_up": ["Escape", "War Cry", "Steel", "Superman", "Starro"]})
    do(s, "play Zap")
    assert {o.label for o in s.pending.options} == {"Escape", "Steel"}
    do(s, "choose Escape")
    assert names(s, 0, "deck")[0] == "Escape"
    assert "Escape" not in table_names(s, "line_up")


def test_put_on_top_moves_a_card_from_the_discard_pile_to_the_deck():
    s = one([{"op": "put_on_top", "from": "discard"}], discard=["Steel", "Punch"], deck=["Punch"])
    do(s, "play Zap")
    do(s, "choose Steel")
    assert names(s, 0, "deck") == ["Steel", "Punch"]


def test_move_takes_the_cards_its_selector_names_to_the_destination():
    """The kernel's move op: the selector (from two zones, a filter, up to 2) finds the
    candidates and asks; the chosen cards go on top of the deck, without a cause (no event)."""
    eff = [{"op": "move", "from": ["hand", "discard"], "filter": {"type": ["Starter"]}, "amount": 2, "up_to": True,
            "to": "deck", "position": "top"}]
    s = one(eff, hand=["Punch", "War Cry"], discard=["Vulnerability", "Steel"], deck=["Starro"])
    do(s, "play Zap")
    assert s.pending.min == 0 and s.pending.max == 2
    # from two zones: each option says which
    assert sorted(o.label for o in s.pending.options) == ["Punch (hand)", "Vulnerability (discard pile)"]
    assert s.pending.purpose.from_ == ("hand", "discard") and s.pending.purpose.to == "deck"
    do(s, "choose Punch, Vulnerability")
    assert names(s, 0, "deck")[2:] == ["Starro"] and sorted(names(s, 0, "deck")[:2]) == ["Punch", "Vulnerability"]
    assert names(s, 0, "hand") == ["War Cry"] and names(s, 0, "discard") == ["Steel"]


def test_move_of_each_foe_looks_in_every_foes_zone():
    eff = [{"op": "move", "from": "discard", "owner": "foes", "to": "destroyed", "amount": 1}]
    s = one(eff, discard=["Punch"], foe={"hand": [], "deck": [], "discard": ["Steel"]})
    do(s, "play Zap")  # one candidate: Ben's Steel, not Ann's Punch
    assert "Steel" in table_names(s, "destroyed") and names(s, 0, "discard") == ["Punch"]


def test_reveal_then_tests_the_revealed_card():
    eff = [{"op": "reveal", "then": [{"op": "if", "condition": {"of": "revealed", "filter": {"type": ["Villain"]}},
                                        "then": [{"op": "draw"}]}]}]
    s = one(eff, deck=["Starro", "Punch"])
    do(s, "play Zap")
    assert names(s, 0, "hand") == ["Starro"]
    s = one(eff, deck=["Punch", "Starro"])
    do(s, "play Zap")
    assert names(s, 0, "hand") == []
    assert names(s, 0, "deck") == ["Punch", "Starro"]  # kept on top, seen by everyone


def test_reveal_may_discard_asks_and_discards():
    s = one([{"op": "reveal", "after": "may_discard"}], deck=["Vulnerability", "Punch"])
    do(s, "play Zap")
    assert s.pending is not None
    # it says where the card is and where it goes either way (new-user trial, Multiverse Map)
    assert s.pending.prompt == ("Discard Vulnerability from the top of your deck to your discard pile? "
                                "No: it stays on top of your deck.")
    do(s, "choose yes")
    assert names(s, 0, "discard") == ["Vulnerability"]


def test_look_at_discards_chosen_cards_and_keeps_the_rest_in_order():
    s = one([{"op": "look_at", "amount": 3}], deck=["Vulnerability", "Punch", "Steel", "War Cry"])
    do(s, "play Zap")
    do(s, "choose Vulnerability")
    assert names(s, 0, "deck") == ["Punch", "Steel", "War Cry"]
    assert names(s, 0, "discard") == ["Vulnerability"]


def test_look_at_stops_when_the_deck_runs_out_without_reshuffling():
    s = one([{"op": "look_at", "amount": 3, "action": "to_hand", "max_taken": 1}], deck=["Steel"],
            discard=["Punch", "Punch"])
    do(s, "play Zap")
    assert [o.label for o in s.pending.options] == ["Steel"]
    assert names(s, 0, "discard") == ["Punch", "Punch"]


def test_choose_one_offers_the_options_in_words():
    s = one([{"op": "choose_one", "options": [{"effects": [{"op": "power", "amount": 2}]},
                                               {"effects": [{"op": "draw", "amount": 1}]}]}],
            deck=["Steel"])
    do(s, "play Zap")
    assert [o.label for o in s.pending.options] == ["+2 Power.", "Draw a card."]
    do(s, "choose draw")
    assert names(s, 0, "hand") == ["Steel"] and power(s) == 0


def test_if_resolves_then_or_otherwise():
    eff = [{"op": "if", "condition": {"of": "played", "filter": {"type": ["Villain"]}},
            "then": [{"op": "power", "amount": 2}], "otherwise": [{"op": "power", "amount": 1}]}]
    s = one(eff, hand=["Starro"])
    do(s, "play Zap")
    assert power(s) == 1
    s = one(eff, hand=["Clayface"])
    do(s, "play Clayface")
    before = power(s)
    do(s, "play Zap")
    assert power(s) - before == 2


def test_may_is_optional_and_if_you_do_follows():
    eff = [{"op": "may", "effects": [{"op": "gain", "card": "Weakness"}], "if_you_do": [{"op": "power", "amount": 3}]}]
    s = one(eff)
    do(s, "play Zap")
    assert s.pending.kind == "yes_no"
    do(s, "choose no")
    assert power(s) == 0 and names(s, 0, "discard") == []
    s = one(eff)
    do(s, "play Zap")
    do(s, "choose yes")
    assert power(s) == 3 and names(s, 0, "discard") == ["Weakness"]


def test_attack_hits_a_foe_without_defense():
    s = one([{"op": "attack", "effects": [{"op": "gain", "card": "Weakness"}]}])
    do(s, "play Zap")
    assert names(s, 1, "discard") == ["Weakness"]
    assert names(s, 0, "discard") == []


def test_attack_one_foe_asks_the_attacker_which_foe():
    s = make_game(players=["Ann", "Ben", "Cy"],
                  player=[{"hand": ["Zap"]}, {"hand": []}, {"hand": []}],
                  cards=[card("Zap", [{"op": "attack", "target": "one_foe",
                                        "effects": [{"op": "gain", "card": "Weakness"}]}])])
    do(s, "play Zap")
    assert s.pending.kind == "foe" and s.pending.player == 0
    do(s, "choose Cy")
    assert names(s, 2, "discard") == ["Weakness"] and names(s, 1, "discard") == []


def test_defense_lets_the_foe_avoid_the_attack_and_get_its_reward():
    s = one([{"op": "attack", "effects": [{"op": "gain", "card": "Weakness"}]}],
            foe={"hand": ["Escape"], "deck": ["Steel"]})
    do(s, "play Zap")
    assert s.pending.kind == "defend" and s.pending.player == 1  # Ben owes the answer
    do(s, "defend Escape")
    assert names(s, 1, "discard") == ["Escape"]  # no Weakness
    assert names(s, 1, "hand") == ["Steel"]  # Escape: draw a card


def test_defense_op_on_a_test_card_with_its_own_reward():
    shield = card("Shield", [{"op": "defense", "effects": [{"op": "gain", "card": "Breakthrough"}]}])
    s = one([{"op": "attack", "effects": [{"op": "discard", "amount": 2}]}], extra=[shield],
            foe={"hand": ["Shield", "Punch", "Punch"]})
    do(s, "play Zap")
    do(s, "defend Shield")
    assert sorted(names(s, 1, "discard")) == ["Breakthrough", "Shield"]
    assert names(s, 1, "hand") == ["Punch", "Punch"]


def test_defense_declined_means_the_attack_hits():
    s = one([{"op": "attack", "effects": [{"op": "gain", "card": "Weakness"}]}],
            foe={"hand": ["Escape"], "deck": ["Steel"]})
    do(s, "play Zap")
    do(s, "pass")
    assert sorted(names(s, 1, "discard")) == ["Weakness"]
    assert names(s, 1, "hand") == ["Escape"]


def test_ongoing_card_stays_in_play_after_the_turn():
    s = one([{"op": "ongoing"}, {"op": "power", "amount": 1}])
    do(s, "play Zap")
    do(s, "end")
    assert names(s, 0, "ongoing") == ["Zap"]
    assert "Zap" not in names(s, 0, "discard")


def test_when_triggers_on_the_nth_matching_card_played():
    s = one([{"op": "ongoing"}, {"op": "when", "event": "play", "filter": {"type": ["Starter"]}, "nth": 2,
                                  "effects": [{"op": "power", "amount": 5}]}], hand=["Punch", "Punch", "Punch"])
    do(s, "play Zap")
    do(s, "play Punch")
    assert power(s) == 1
    do(s, "play Punch")
    assert power(s) == 2 + 5
    do(s, "play Punch")
    assert power(s) == 3 + 5


def test_when_turn_start_of_an_ongoing_card():
    s = one([{"op": "ongoing"}, {"op": "when", "event": "turn_start", "effects": [{"op": "power", "amount": 1}]}])
    do(s, "play Zap")
    do(s, "end")
    do(s, "end")  # Ben's turn ends; Ann's starts
    assert s.active == 0 and power(s) == 1


def test_ability_is_used_once_per_turn():
    s = one([{"op": "ongoing"}, {"op": "ability", "effects": [{"op": "power", "amount": 2}]}])
    do(s, "play Zap")
    do(s, "use Zap")
    assert power(s) == 2
    with pytest.raises(Rejected, match="already used"):
        do(s, "use Zap")


def test_reward_is_resolved_when_the_villain_is_defeated():
    s = one([{"op": "power", "amount": 11}], table={"super_villains": ["The Red Death", "Barbatos"]},
            deck=["Punch", "Steel", "War Cry", "Escape"])
    do(s, "play Zap")
    do(s, "defeat")
    assert names(s, 0, "score_pile") == ["The Red Death"]
    assert names(s, 0, "hand") == ["Punch", "Steel", "War Cry"]  # Reward: draw 3 cards
    assert power(s) == 0


def test_barbatos_reward_with_no_weakness_says_so_and_asks_nothing():
    """Found in a trial: defeating Barbatos with no Weakness in the discard pile or score pile
    logged nothing (and asked where to destroy none). The log says there was none."""
    s = one([{"op": "power", "amount": 14}], table={"super_villains": ["Barbatos"]}, deck=["Punch"] * 6)
    do(s, "play Zap")
    events = do(s, "defeat")
    assert s.pending is None
    assert "Barbatos: Ann has no Weakness in their discard pile or score pile to destroy." in log_text(events)


def test_reward_op_on_a_test_villain():
    villain = card("Test Villain", [{"op": "reward", "effects": [{"op": "gain", "card": "Breakthrough"}]}],
                   kind="villain", type="Super-Villain", cost=1)
    s = make_game(player=[{"hand": ["Punch"]}, {}], table={"super_villains": ["Test Villain", "Barbatos"]},
                  cards=[villain])
    do(s, "play Punch")
    do(s, "defeat")
    assert "Breakthrough" in names(s, 0, "discard")


def test_first_appearance_op_on_a_test_villain():
    villain = card("Test Villain", [{"op": "first_appearance", "effects": [
        {"op": "attack", "target": "each_player", "effects": [{"op": "discard", "amount": 1}]}]}],
        kind="villain", type="Super-Villain", cost=1)
    s = make_game(player=[{"hand": ["Punch"], "deck": ["Punch"] * 5}, {"hand": ["Steel"]}],
                  table={"super_villains": ["The Red Death", "Test Villain", "Barbatos"]}, cards=[villain])
    s.res["villain_face_up"] = 0  # The Red Death was bought: the next one waits face down
    s.table["super_villains"].pop(0)
    do(s, "play Punch")
    do(s, "end")  # Test Villain flips between turns: each player discards a card
    assert names(s, 1, "hand") == []  # Ben's only card, no choice to make
    assert "Steel" in names(s, 1, "discard")


def test_first_appearance_attack_hits_every_player_when_the_villain_flips():
    s = one([{"op": "power", "amount": 11}], table={"super_villains": ["The Red Death", "Barbatos"]},
            deck=["Punch"] * 6, foe={"hand": [], "deck": ["Punch"] * 6})
    do(s, "play Zap")
    do(s, "defeat")
    do(s, "end")
    # Barbatos flips: "Each player gains 2 Weaknesses", Ann first (it was her turn)
    assert names(s, 0, "discard").count("Weakness") == 2
    assert names(s, 1, "discard").count("Weakness") == 2


def test_score_counts_at_the_end_of_the_game():
    eff = [{"op": "score", "amount": 6, "minus": {"of": "owned", "filter": {"name": ["Weakness"]}}}]
    s = make_game(player=[{"hand": ["Zap"], "discard": ["Weakness"], "deck": [], "score_pile": []},
                          {"hand": [], "deck": [], "discard": [], "score_pile": []}],
                  cards=[card("Zap", eff, vp="*")])
    ann, ben = rules_for("metal").scores(s)
    assert ann["star"] == 6 - 1
    assert ann["weakness"] == -1
    assert ben["star"] == 0


def test_score_condition_zero_when_it_does_not_hold():
    s = make_game(player=[{"hand": ["Carter Hall's Journal"], "discard": ["Electrum"] * 3, "deck": []}, {}])
    assert rules_for("metal").scores(s)[0]["star"] == 0
    s = make_game(player=[{"hand": ["Carter Hall's Journal"], "discard": ["Electrum"] * 3 + ["Steel"] * 2, "deck": []}, {}])
    assert rules_for("metal").scores(s)[0]["star"] == 5  # 5 METAL cards owned


def test_rule_op_on_a_test_character():
    hero = card("Tough Guy", [{"op": "rule", "rule": "capture_threshold", "value": 4}], kind="character",
                type="Super Hero")
    s = make_game(player=[{"characters": ["Tough Guy"], "hand": ["Weakness"] * 3}, {}], cards=[hero])
    for _ in range(3):
        do(s, "play Weakness")
    assert names(s, 0, "characters") == ["Tough Guy"]


def test_rule_capture_threshold_needs_three_weakness_for_superman():
    s = make_game(player=[{"characters": ["Superman"], "hand": ["Weakness", "Weakness", "Weakness"]}, {}])
    do(s, "play Weakness")
    do(s, "play Weakness")
    assert names(s, 0, "characters") == ["Superman"]  # two are not enough
    do(s, "play Weakness")
    assert names(s, 0, "characters") == []
    assert "Superman" in table_names(s, "captured")


def test_capture_check_op_on_a_test_card():
    curse = card("Curse", [{"op": "capture_check"}], kind="weakness", type=None, vp=-1)
    s = make_game(player=[{"characters": ["Cyborg"], "hand": ["Curse", "Punch"], "played": ["Weakness"]}, {}],
                  cards=[curse])
    with pytest.raises(Rejected, match="Weakness"):
        do(s, "play Punch")  # a Weakness-kind card must be played first
    do(s, "play Curse")
    assert "Cyborg" in table_names(s, "captured")


def test_capture_check_two_weakness_capture_a_character_and_end_the_turn():
    s = make_game(player=[{"characters": ["Cyborg"], "hand": ["Weakness", "Weakness", "Punch"]}, {}])
    do(s, "play Weakness")
    assert s.active == 0
    do(s, "play Weakness")
    assert "Cyborg" in table_names(s, "captured")
    assert names(s, 0, "score_pile") == ["Weakness"]
    assert names(s, 0, "hand") == []  # Punch was discarded: the turn is ending
    # with no Super Hero left, Ann recruits at the end of her turn, then Ben's turn begins
    assert s.pending.prompt.startswith("Recruit")
    do(s, "choose #" + s.pending.options[0].id)
    assert s.active == 1


def test_rescue_brings_a_captured_character_onto_the_team():
    s = one([{"op": "rescue"}], characters=["Cyborg"], table={"captured": ["Batman", "The Flash"]})
    do(s, "play Zap")
    do(s, "choose The Flash")
    assert sorted(names(s, 0, "characters")) == ["Cyborg", "The Flash"]
    assert table_names(s, "captured") == ["Batman"]


def test_recruit_keeps_one_of_the_top_two_characters():
    s = one([{"op": "recruit"}], characters=["Cyborg"], table={"character_stack": ["Aquaman", "Hal Jordan", "Superman"]})
    do(s, "play Zap")
    assert [o.label for o in s.pending.options] == ["Aquaman", "Hal Jordan"]
    do(s, "choose Hal Jordan")
    assert "Hal Jordan" in names(s, 0, "characters")
    assert table_names(s, "character_stack") == ["Superman", "Aquaman"]


def test_return_to_stack_puts_breakthrough_back():
    s = make_game(player=[{"hand": ["Breakthrough", "Vulnerability"]}, {}])
    before = len(s.table["breakthrough"])
    do(s, "play Vulnerability")
    do(s, "play Breakthrough")
    do(s, "choose Vulnerability")
    assert len(s.table["breakthrough"]) == before + 1
    assert "Vulnerability" in table_names(s, "destroyed")
    assert power(s) == 2


def test_return_to_stack_op_on_a_test_card():
    s = one([{"op": "return_to_stack"}])
    do(s, "play Zap")
    assert "Zap" not in names(s, 0, "played")


def test_discard_hand_draw():
    s = one([{"op": "discard_hand_draw", "amount": 2}], hand=["Punch", "Punch"], deck=["Steel", "Escape", "War Cry"])
    do(s, "play Zap")
    assert names(s, 0, "hand") == ["Steel", "Escape"]
    assert names(s, 0, "discard") == ["Punch", "Punch"]


def test_each_foe_is_not_an_attack_and_cannot_be_defended():
    s = one([{"op": "each_foe", "effects": [{"op": "draw", "amount": 1}]}],
            foe={"hand": ["Escape"], "deck": ["Steel"]})
    do(s, "play Zap")
    assert s.pending is None
    assert sorted(names(s, 1, "hand")) == ["Escape", "Steel"]


def test_destroy_all_destroys_every_matching_card_in_the_chosen_zone():
    s = one([{"op": "destroy_all", "filter": {"name": ["Weakness"]}, "zones": ["discard", "score_pile"]}],
            discard=["Weakness", "Weakness", "Punch"])
    s.players[0].zones["score_pile"] = []
    do(s, "play Zap")
    do(s, "choose every Weakness in your discard pile")
    assert names(s, 0, "discard") == ["Punch"]


def test_bonus_is_earned_once_for_a_matching_card_played_before_or_after():
    eff = [{"op": "bonus", "filter": {"type": ["Villain"]}, "effects": [{"op": "power", "amount": 2}]}]
    s = one(eff, hand=["Clayface", "Clayface"])
    do(s, "play Zap")
    assert power(s) == 0
    do(s, "play Clayface")
    after_first = power(s)
    do(s, "play Clayface")
    assert after_first >= 3  # Clayface +1, bonus +2
    assert power(s) - after_first == 2  # second Clayface: +1 and +1 for the other Villain; no bonus again


def test_reveal_top_sorts_the_revealed_cards():
    s = one([{"op": "reveal_top", "amount": 3, "filter": {"typed": True}}],
            deck=["Weakness", "Punch", "Steel", "Escape"])
    do(s, "play Zap")
    assert sorted(names(s, 0, "hand")) == ["Punch", "Steel"]
    assert names(s, 0, "discard") == ["Weakness"]
    assert names(s, 0, "deck") == ["Escape"]


def test_pass_top_card_moves_each_players_top_card_to_the_next():
    s = one([{"op": "attack", "target": "each_player", "effects": [{"op": "pass_top_card"}]}],
            deck=["Steel"], foe={"hand": [], "deck": ["Escape"]})
    do(s, "play Zap")
    assert names(s, 1, "discard") == ["Steel"]
    assert names(s, 0, "discard") == ["Escape"]


def test_gain_top_or_next_of_the_main_deck():
    s = one([{"op": "gain_top_or_next"}], table={"main_deck": ["Steel", "Starro", "Escape"]})
    do(s, "play Zap")
    do(s, "choose the card under it")
    assert names(s, 0, "discard") == ["Starro"]
    assert table_names(s, "main_deck") == ["Steel", "Escape"]


def test_play_from_foes_takes_and_plays_a_foes_top_card():
    s = one([{"op": "play_from_foes", "filter": {"max_cost": 5}}], foe={"hand": [], "deck": ["War Cry", "Punch"]},
            deck=["Steel"])
    do(s, "play Zap")
    do(s, "choose War Cry")
    assert "War Cry" in names(s, 0, "played")
    assert power(s) == 2
    assert names(s, 0, "hand") == ["Steel"]  # War Cry's draw
    assert names(s, 1, "deck") == ["Punch"]


def test_legal_commands_after_each_op_are_accepted():
    s = one([{"op": "choose_one", "options": [{"effects": [{"op": "power", "amount": 2}]},
                                               {"effects": [{"op": "discard", "amount": 1}]}]}], hand=["Punch"])
    do(s, "play Zap")
    assert legal_commands(s)
    assert log_text(s.events)


# --------------------------------------------------------------------------- jld ops
def jld(effects, *, hand=(), deck=(), discard=(), played=(), score_pile=(), table=None, extra=(), characters=None,
        zap_type="Super Power"):
    """Like :func:`one`, in a game of Justice League Dark."""
    me = {"hand": ["Zap", *hand], "deck": list(deck), "discard": list(discard), "played": list(played),
          "score_pile": list(score_pile)}
    if characters is not None:
        me["characters"] = characters
    return make_game(game="jld", player=[me, {"hand": [], "deck": ["Punch"] * 3, "discard": []}],
                     table=table or {}, cards=[card("Zap", effects, id="jld/test-zap", type=zap_type), *extra])


def test_seal_from_the_line_up_gains_the_card_into_the_score_pile():
    s = jld([{"op": "seal", "from": ["line_up"], "filter": {"max_cost": 3}}],
            table={"line_up": ["Mystic Bolt", "Abnegazar", "Ancient Tomes", "Orb of Ra", "Hex"]})
    do(s, "play Zap")
    assert {o.label for o in s.pending.options} == {"Mystic Bolt", "Ancient Tomes", "Hex"}
    do(s, "choose Hex")
    assert names(s, 0, "score_pile") == ["Hex"]
    assert "Hex" not in table_names(s, "line_up")


def test_seal_this_card():
    s = jld([{"op": "power", "amount": 1}, {"op": "seal", "from": ["this"]}])
    do(s, "play Zap")
    assert names(s, 0, "score_pile") == ["Zap"] and power(s) == 1


def test_surge_adds_the_top_of_the_main_deck_and_an_empty_deck_does_nothing():
    s = jld([{"op": "surge", "amount": 2}], table={"main_deck": ["Hex"]})
    n = len(s.table["line_up"])
    do(s, "play Zap")
    assert len(s.table["line_up"]) == n + 1 and table_names(s, "line_up")[-1] == "Hex"
    assert table_names(s, "main_deck") == [] and not s.game_over


def test_transform_seals_the_card_and_gains_the_transformed_card_into_the_hand():
    s = jld([{"op": "transform", "into": ["Shazam! Champion of Magic"], "discard": {"type": ["Super Power"]},
              "otherwise": [{"op": "power", "amount": 1}]}], hand=["Mystic Bolt"])
    do(s, "play Zap")
    do(s, "choose Transform into Shazam! Champion of Magic")
    assert names(s, 0, "score_pile") == ["Zap"]
    assert names(s, 0, "hand") == ["Shazam! Champion of Magic"]
    assert names(s, 0, "discard") == ["Mystic Bolt"] and power(s) == 0


def test_transform_declined_resolves_otherwise():
    s = jld([{"op": "transform", "into": ["Mary Marvel, New Champion"], "otherwise": [{"op": "power", "amount": 1}]}])
    do(s, "play Zap")
    do(s, "choose Do not Transform")
    assert power(s) == 1 and names(s, 0, "played") == ["Zap"]


def test_revert_is_mandatory_and_takes_the_card_back_from_the_score_pile_only():
    eff = [{"op": "power", "amount": 3}, {"op": "revert", "into": "Billy Batson, Chosen",
            "condition": {"of": "in_discard", "filter": {"type": ["Super Power"]}, "at_least": 0, "at_most": 0}}]
    s = jld(eff, score_pile=["Billy Batson, Chosen"])
    do(s, "play Zap")
    assert power(s) == 3 and names(s, 0, "score_pile") == ["Zap"]
    assert names(s, 0, "discard") == ["Billy Batson, Chosen"]
    s = jld(eff, discard=["Mystic Bolt"], score_pile=["Billy Batson, Chosen"])
    do(s, "play Zap")
    assert names(s, 0, "played") == ["Zap"]


def test_banner_resolves_when_discarded_not_when_played():
    eff = [{"op": "banner", "on": ["discarded", "sealed"], "effects": [{"op": "draw", "amount": 1}]},
           {"op": "power", "amount": 2}]
    s = jld(eff, deck=["Punch", "Punch"])
    do(s, "play Zap")
    assert power(s) == 2 and len(s.players[0].zones["hand"]) == 0
    s = jld([{"op": "discard", "amount": 1}], hand=["Blip"], deck=["Punch"],
            extra=[card("Blip", eff, id="jld/test-blip")])
    do(s, "play Zap")
    assert names(s, 0, "hand") == ["Punch"]


def test_borrow_gives_control_of_a_location_without_gaining_it():
    s = jld([{"op": "borrow", "from": ["line_up"], "filter": {"type": ["Location"]}}], hand=["Mystic Bolt"],
            deck=["Punch"], table={"line_up": ["House of Mystery", "Hex", "Tannarak", "Abnegazar", "Orb of Ra"]},
            zap_type="Hero")  # not a Super Power: Mystic Bolt is the first one this turn
    do(s, "play Zap")
    do(s, "play Mystic Bolt")  # House of Mystery: the first Super Power this turn draws a card
    assert names(s, 0, "hand") == ["Punch"] and "House of Mystery" in table_names(s, "line_up")


def test_play_again_resolves_another_played_card_again():
    s = jld([{"op": "play_again"}], played=["Mystic Bolt"])
    do(s, "play Zap")
    do(s, "choose Mystic Bolt")
    assert power(s) == 2


def test_put_on_bottom_never_this_card():
    s = jld([{"op": "put_on_bottom", "from": "discard"}], deck=["Punch"], discard=["Hex"])
    do(s, "play Zap")
    assert [o.label for o in s.pending.options] == ["Hex"]
    do(s, "choose Hex")
    assert names(s, 0, "deck") == ["Punch", "Hex"]


def test_reveal_distinct_keeps_cards_of_a_type_no_other_revealed_card_has():
    s = jld([{"op": "reveal_distinct", "amount": 3}], deck=["Hex", "Mystic Bolt", "Tannarak"])
    do(s, "play Zap")
    assert names(s, 0, "hand") == ["Tannarak"]
    assert sorted(names(s, 0, "discard")) == ["Hex", "Mystic Bolt"]


def test_transform_any_ignores_the_condition_and_gains_into_the_discard_pile():
    s = jld([{"op": "transform_any"}], discard=["Witchmark of Hecate"])
    do(s, "play Zap")
    do(s, "choose Witchmarked Circe")
    assert names(s, 0, "score_pile") == ["Witchmark of Hecate"] and names(s, 0, "discard") == ["Witchmarked Circe"]


def _bwl_tile(max_cost: int, weakness: int) -> dict:
    return card("The Batman Who Laughs", [{"op": "villain_rescue", "max_cost": max_cost, "weakness": weakness}],
                id="metal/the-batman-who-laughs", kind="tile", type=None)


@pytest.mark.parametrize("max_cost, rescued", [(9, True), (8, False)])
def test_villain_rescue_on_the_tile_sets_the_cost_limit_and_the_weakness_count(max_cost, rescued):
    s = make_game(player=[{"characters": ["Cyborg"], "hand": [], "discard": []}, {}],
                  table={"super_villains": ["The Murder Machine"], "captured": ["Batman"]},
                  cards=[_bwl_tile(max_cost, 1)])
    s.players[0].res["power"] = 9
    do(s, "defeat")
    assert ("Batman" in names(s, 0, "characters")) is rescued
    assert names(s, 0, "discard") == (["Weakness"] if rescued else [])


# --------------------------------------------------------------------------- Mistborn's ops
def mistborn(effects, *, variant="standard", res=None, ben=None, mission=None, ann=None, table=None, zap=None,
             brute=(), options=None):
    """A Mistborn game where Ann holds "Zap" (a pewter Action whose box is ``effects``); co-op:
    the Lord Ruler's deck is one Edict "Decree" doing ``effects``;
    ``mission``: the effects of an extra mission card "Ledge"; ``ann``: more of Ann's zones;
    ``table``: table zones; ``zap``: Zap's whole effects list instead of one box; ``brute``:
    the effects of an Adversary "Brute" (shields 2 / X) a scenario may place; ``options``:
    set-up options (the Dominance track: ``difficulty``)."""
    from hotseat.scenario import Scenario, build

    cards = [{"id": "mistborn/test-zap", "name": "Zap", "type": "Action",
              "extra": {"metal": "pewter", "vial": "pewter-tin"},
              "effects": zap if zap is not None else [{"op": "tier", "effects": effects}]},
             {"id": "mistborn/test-decree", "name": "Decree", "type": "Edict", "kind": "villain", "effects": effects},
             {"id": "mistborn/test-brute", "name": "Brute", "type": "Adversary", "kind": "villain",
              "extra": {"shields": [2, "X"]}, "effects": list(brute)}]
    if mission is not None:
        cards.append({"id": "mistborn/test-ledge", "name": "Ledge", "type": "Mission", "kind": "tile",
                      "effects": mission})
    return build(Scenario.model_validate({
        "game": "mistborn", "variant": variant, "players": ["Ann", "Ben"], "res": {}, "card": cards,
        "options": options or {}, "player": [{"hand": ["Zap"], "res": res or {}, **(ann or {})}, ben or {}],
        "table": {**({"lord_ruler_deck": ["Decree"]} if variant == "coop" else {}),
                  **({"missions": ["Ledge"]} if mission is not None else {}), **(table or {})}}), "test")


def burn_zap(s):
    do(s, "play Zap")
    do(s, "burn pewter on Zap")


@pytest.mark.parametrize("effect, key, before, after", [
    ({"op": "coins", "amount": 2}, "money", 0, 2), ({"op": "combat", "amount": 2}, "combat", 0, 2),
    ({"op": "mission", "amount": 2}, "mission", 0, 2), ({"op": "heal", "amount": 2}, "health", 30, 32),
    ({"op": "heal", "amount": 9}, "health", 36, 40),  # never above 40
])
def test_mistborn_resources_ops_add_to_the_players_resource(effect, key, before, after):
    s = mistborn([effect], res={key: before})
    do(s, "play Zap")
    assert s.players[0].res[key] == before  # a box waits for its metal ("op": "tier")
    do(s, "burn pewter on Zap")
    assert s.players[0].res[key] == after


def test_mistborn_train_moves_the_cube_and_says_what_it_unlocks():
    s = mistborn([{"op": "train", "amount": 2}])
    assert s.players[0].res["training"] == 1
    burn_zap(s)
    assert s.players[0].res["training"] == 3
    assert "Ann moves to space 3 of the training track: they may now burn 2 metals a turn." in log_text(s.events)


def test_mistborn_a_defender_shields_its_owner():
    s = mistborn([{"op": "combat", "amount": 3}], ben={"allies": ["Hazekillers"]})
    assert {"op": "defender"} in [e.model_dump() for e in s.cards[s.players[1].zones["allies"][0]].effects]
    burn_zap(s)
    with pytest.raises(Rejected, match="Ben has a Defender in play"):
        do(s, "attack Ben")
    do(s, "attack Hazekillers")
    do(s, "end")
    assert names(s, 1, "discard") == ["Hazekillers"]


def test_mistborn_milestone_rewards_the_space_and_the_first_to_reach_it():
    s = mistborn([], res={"mission": 2},
                 mission=[{"op": "milestone", "at": 2, "effects": [{"op": "coins", "amount": 1}],
                           "first": [{"op": "coins", "amount": 2}]}])
    do(s, "advance Ledge")
    assert s.players[0].res["money"] == 0
    do(s, "advance Ledge")
    assert s.players[0].res["money"] == 3 and s.res["first:test-ledge:2"] == 1


def test_mistborn_edict_ops_raise_dominance_hurt_everyone_and_heal_the_lord_ruler():
    s = mistborn([{"op": "dominance_up", "amount": 4}, {"op": "each_takes", "x": True},
                  {"op": "lord_ruler_heals", "amount": 3}], variant="coop", mission=[],
                 options={"difficulty": "extreme"})
    s.res["lord_ruler"] = 40
    do(s, "end")
    assert s.res["dominance"] == 4  # Extreme rows 1-4: 2 + 3 + 3 + 4 damage each; row 4 shows X = 4
    assert [p.res["health"] for p in s.players] == [36 - 12 - 4, 38 - 12 - 4]
    assert s.res["lord_ruler"] == 43  # 3 for the one incomplete mission
    assert "Dominance rises to row 4 of the Extreme track (X = 4)." in log_text(s.events)


def test_mistborn_a_capped_lord_ruler_heal_is_told_once():
    # the trial read "heals 2 (...) to 48 health" then "at full health: he heals nothing"
    s = mistborn([{"op": "lord_ruler_heals", "amount": 3}], variant="coop", mission=[])
    s.res["lord_ruler"] = 46
    do(s, "end")
    heals = [e.text for e in s.events if e.kind == "heal"]
    assert s.res["lord_ruler"] == 48
    assert heals == ["The Lord Ruler heals 2 of 3 (3 for each of 1 incomplete mission): he is at full health (48)."]


def coop(effects, **kw):
    """A co-op game (:func:`mistborn`) in which Ann has just ended her turn: the Lord Ruler
    resolved "Decree" (``effects``) for her."""
    s = mistborn(effects, variant="coop", **kw)
    do(s, "end")
    return s


def test_mistborn_lr_damage_hurts_you_the_healthiest_or_per_metal_or_shield():
    s = coop([{"op": "lr_damage", "amount": 5, "who": "healthiest"}, {"op": "lr_damage", "amount": 1, "who": "least_healthy"}])
    assert [p.res["health"] for p in s.players] == [36, 32]  # Ben (38) took 5, then (33) was the least healthy
    s = coop([{"op": "lr_damage", "amount": 2, "per": "flared"}], res={"metal:iron": 3, "metal:tin": 3})
    assert s.players[0].res["health"] == 32
    s = coop([{"op": "lr_damage", "amount": 1, "per": "ready"}], res={"metal:iron": 3})
    assert s.players[0].res["health"] == 36 - 7
    s = coop([{"op": "lr_damage", "amount": 3, "per": "shield"}], ann={"adversaries": ["Brute"]})
    assert s.players[0].res["health"] == 36 - 6  # two standing shields


def test_mistborn_collective_damage_is_split_as_the_players_choose():
    s = coop([{"op": "collective", "amount": 3, "per_player": True}])
    assert s.pending.kind == "split" and s.pending.min == s.pending.max == 6 and s.pending.player == 0
    do(s, "split Ann 1, Ben 5")
    assert [p.res["health"] for p in s.players] == [35, 33]


def test_mistborn_flare_and_either_flare_or_take_damage():
    s = coop([{"op": "flare", "amount": 2}])
    do(s, "choose Pewter, Tin")
    assert s.players[0].res["metal:pewter"] == s.players[0].res["metal:tin"] == mb_res.SPENT
    s = coop([{"op": "either", "effects": [{"op": "flare"}], "otherwise": [{"op": "lr_damage", "amount": 3}]}])
    assert s.pending.kind == "yes_no"
    do(s, "choose no")
    assert s.players[0].res["health"] == 33
    every = {f"metal:{m}": 3 for m in ("pewter", "tin", "bronze", "copper", "zinc", "brass", "iron", "steel")}
    s = coop([{"op": "either", "effects": [{"op": "flare"}], "otherwise": [{"op": "lr_damage", "amount": 3}]}],
             res=every)
    assert s.pending is None and s.players[0].res["health"] == 33  # no ready metal: the damage, unasked


def test_mistborn_defeat_ally_discard_dearest_funding_on_top_draw_to_gain_boxings():
    s = coop([{"op": "defeat_ally"}], ann={"allies": ["Soldier"]})
    assert names(s, 0, "allies") == [] and "Soldier" in names(s, 0, "discard")
    s = coop([{"op": "defeat_ally", "dearest": True}], ann={"allies": ["Soldier", "Informant"]})
    assert len(s.players[0].zones["allies"]) == 1
    s = coop([{"op": "discard_dearest"}, {"op": "draw_to", "amount": 6}, {"op": "gain_boxings", "amount": 2},
              {"op": "funding_on_top", "amount": 1}], table={"eliminated": ["Funding"]})
    assert len(s.players[0].zones["hand"]) == 6 and s.players[0].res["boxings"] == 2
    assert table_names(s, "eliminated") == [] and s.name(s.players[0].zones["deck"][0]) == "Funding"


def test_mistborn_market_gamble_gains_a_card_and_hurts_by_its_cost():
    s = coop([{"op": "market_gamble", "keep": "one", "times": 2}], table={"market_deck": ["Strike", "Soldier"]})
    do(s, "choose Soldier")
    assert "Soldier" in names(s, 0, "discard") and "Strike" in table_names(s, "eliminated")
    assert s.players[0].res["health"] == 36 - 6


def test_mistborn_market_gamble_shows_each_card_s_cost_and_charges_the_one_gained():
    # trial (Standard A row 7): the row said "the dearest one's cost" but the card gained was
    # charged, and the choice showed no cost: the row, the question and the damage now agree
    # (reference §7b: 2 × the cost of the card kept)
    from rules.engine.render import effect_text

    from rules.games.mistborn.dominance import row_effects

    row = row_effects("standard_a", 7)[0].effects[0]
    assert "the cost of the one you gain" in effect_text(row) and "dearest" not in effect_text(row)
    s = coop([{"op": "market_gamble", "keep": "one", "times": 2}], table={"market_deck": ["Strike", "Soldier"]})
    labels = [o.label for o in s.pending.options]
    assert labels == ["Strike (cost 2: you take 4 damage)", "Soldier (cost 3: you take 6 damage)"]
    assert "the one you gain" in s.pending.prompt
    do(s, "choose Strike")
    assert s.players[0].res["health"] == 36 - 4 and "Soldier" in table_names(s, "eliminated")


def test_mistborn_revive_brings_the_eliminated_back_and_lr_draws_reveals_another_card():
    s = coop([{"op": "lr_damage", "amount": 40, "who": "least_healthy"}, {"op": "revive", "health": 16}])
    assert not s.players[0].flags.get("out") and s.players[0].res["health"] == 16
    s = coop([{"op": "lr_draws"}], table={"lord_ruler_deck": ["Decree", "Ashfall"]})
    assert table_names(s, "lord_ruler_discard") == ["Ashfall", "Decree"]


def test_mistborn_adversary_ops_end_of_turn_for_each_shields_and_ongoing():
    s = coop([{"op": "for_each", "of": "adversary", "effects": [{"op": "lr_damage", "amount": 2}]}],
             ann={"adversaries": ["Brute", "Koloss"]})
    assert s.players[0].res["health"] == 36 - 2 - 4  # Koloss at the end of her turn (2 players), then 2 per Adversary
    s = mistborn([], variant="coop", brute=[{"op": "end_of_turn", "effects": [{"op": "lr_damage", "amount": 4}]}],
                 ann={"adversaries": ["Brute"]})
    do(s, "end")
    # a flat 4: the line names no player count (Koloss's depends on it; test_mistborn_wording)
    assert s.players[0].res["health"] == 32 and "Brute acts against Ann: 4 damage." in log_text(s.events)
    s = mistborn([{"op": "clear_shields"}], variant="coop", ann={"adversaries": ["Brute"]},
                 brute=[{"op": "guard"}], res={"combat": 3})
    with pytest.raises(Rejected, match="Brute guards the Lord Ruler"):
        do(s, "attack Lord Ruler")
    do(s, "attack Brute")
    assert s.players[0].res["combat"] == 1
    do(s, "end")
    assert "Every Adversary's shields stand again." in log_text(s.events)
    s = coop([{"op": "return_adversary"}, {"op": "defeat_adversary", "amount": 1}],
             table={"lord_ruler_discard": ["Koloss"]})
    assert s.pending is not None
    do(s, "choose Koloss")
    assert table_names(s, "lord_ruler_discard") == ["Koloss", "Decree"]
    s = coop([], ann={"adversaries": ["Brute"]}, brute=[{"op": "fewer_burns"}, {"op": "smaller_hand"}])
    assert len(s.players[0].zones["hand"]) == 4 and mb_res.burn_limit(s, 0) == 0


def test_mistborn_each_player_resolves_for_everyone_in_turn_order():
    s = coop([{"op": "each_player", "effects": [{"op": "lr_damage", "amount": 2}]}])
    assert [p.res["health"] for p in s.players] == [34, 36]


def _mb_pick(s, label):
    """Answer Ann's pending decision with the option labelled ``label``."""
    do(s, f"choose {label}")


MARKET = ["Strike", "Brawl", "Soldier", "Recover", "Charm", "Hunt"]


def test_mistborn_refresh_flips_a_flared_token_back():
    s = mistborn([{"op": "refresh", "amount": 1}], res={"metal:iron": 3})
    burn_zap(s)
    assert s.players[0].res["metal:iron"] == 0  # the one flared token: no question
    s = mistborn([{"op": "refresh", "all": True}], res={"metal:iron": 3, "metal:tin": 3})
    burn_zap(s)
    assert (s.players[0].res["metal:iron"], s.players[0].res["metal:tin"]) == (0, 0)


def test_mistborn_refresh_of_a_dominance_row_is_logged_and_asks_for_the_number_it_says():
    # trial (Standard A row 6, "take 3, then refresh 2"): the log showed the damage, not the
    # refresh; the title said "Refresh up to 2" over "Choose 2"
    s = mistborn([{"op": "refresh", "amount": 2}], res={"metal:iron": 3, "metal:tin": 3, "metal:zinc": 3})
    burn_zap(s)
    assert s.pending.prompt == "Refresh 2 of your 3 flared metals" and (s.pending.min, s.pending.max) == (2, 2)
    do(s, "choose Iron, Zinc")
    assert "Ann refreshes iron and zinc." in log_text(s.events)
    s = mistborn([{"op": "refresh", "amount": 2}], res={"metal:iron": 3})
    burn_zap(s)
    assert "Ann refreshes iron." in log_text(s.events)


def test_mistborn_soothe_eliminates_your_own_cards():
    s = mistborn([{"op": "soothe", "amount": 1}], ann={"discard": ["Strike"]})
    burn_zap(s)
    _mb_pick(s, "Strike")
    assert table_names(s, "eliminated") == ["Strike"] and names(s, 0, "discard") == []


def test_mistborn_push_eliminates_market_cards_and_the_row_refills():
    s = mistborn([{"op": "push", "amount": 1}], table={"market": MARKET})
    burn_zap(s)
    _mb_pick(s, "Charm")
    assert table_names(s, "eliminated") == ["Charm"] and len(s.table["market"]) == 6


def test_mistborn_pull_puts_discarded_cards_on_the_deck():
    s = mistborn([{"op": "pull", "amount": 1}], ann={"discard": ["Strike", "Brawl"]})
    burn_zap(s)
    _mb_pick(s, "Brawl")
    assert names(s, 0, "deck")[0] == "Brawl"


def test_mistborn_seek_and_seek_again_use_a_market_actions_top_box():
    s = mistborn([{"op": "seek", "cost": 3}, {"op": "seek_again"}], table={"market": MARKET})
    burn_zap(s)
    _mb_pick(s, "Strike")
    assert s.players[0].res["combat"] == 4 and "Strike" in table_names(s, "market")


def test_mistborn_riot_wakes_an_ally_once():
    s = mistborn([{"op": "riot"}], ann={"allies": ["Soldier"]})
    burn_zap(s)  # the box resolves before the burn wakes the Allies
    _mb_pick(s, "Soldier")
    assert s.players[0].res["combat"] == 1  # the pewter burn does not wake Soldier again


def test_mistborn_kill_ally_defeats_an_opponents_ally():
    s = mistborn([{"op": "kill_ally"}], ben={"allies": ["Noble"]})
    burn_zap(s)
    assert names(s, 1, "discard") == ["Noble"]
    s = mistborn([{"op": "kill_ally", "all": True}], ben={"allies": ["Noble", "Soldier"]})
    burn_zap(s)
    assert names(s, 1, "allies") == []


def test_mistborn_clear_market_eliminates_the_row():
    s = mistborn([{"op": "clear_market"}], table={"market": MARKET})
    burn_zap(s)
    assert sorted(table_names(s, "eliminated")) == sorted(MARKET) and len(s.table["market"]) == 6


def test_mistborn_cloud_and_sense_wait_in_hand_for_another_players_turn():
    s = mistborn([], zap=[{"op": "cloud", "amount": 2}, {"op": "sense", "amount": 2}], res={"combat": 3},
                 ben={"hand": ["Zap"]}, ann={"hand": []})
    do(s, "attack Ben")
    assert s.pending.player == 1
    do(s, "choose Zap")
    assert s.players[1].res["health"] == 38 - 1  # Cloud 2 of the 3


def test_mistborn_sense_takes_mission_points():
    s = mistborn([], zap=[{"op": "sense", "amount": 2}], res={"mission": 3}, ben={"hand": ["Zap"]},
                 ann={"hand": []}, mission=[])
    do(s, "advance Ledge")
    do(s, "choose Zap")
    assert s.players[0].res["mission"] == 0 and s.players[0].res.get("mission:test-ledge") == 1


def test_mistborn_gain_market_and_reclaim_take_cards():
    s = mistborn([{"op": "gain_market", "max_cost": 2}], table={"market": MARKET})
    burn_zap(s)
    _mb_pick(s, "Strike")
    assert names(s, 0, "discard") == ["Strike"]
    s = mistborn([{"op": "reclaim", "to": "hand"}], table={"eliminated": ["Brawl"]})
    burn_zap(s)
    assert names(s, 0, "hand") == ["Brawl"]


def test_mistborn_buy_eliminated_opens_the_eliminated_pile():
    s = mistborn([{"op": "buy_eliminated"}], table={"eliminated": ["Strike"]}, res={"money": 2})
    burn_zap(s)
    do(s, "buy Strike")
    assert names(s, 0, "discard") == ["Strike"]


def test_mistborn_set_aside_joins_the_next_hand():
    s = mistborn([{"op": "set_aside"}], ann={"hand": ["Zap", "Strike"]})
    burn_zap(s)
    _mb_pick(s, "Strike")
    assert names(s, 0, "set_aside") == ["Strike"]
    do(s, "end")
    assert "Strike" in names(s, 0, "hand") and len(s.players[0].zones["hand"]) == 6


def test_mistborn_peek_may_eliminate_the_top_card():
    s = mistborn([{"op": "peek"}], ann={"deck": ["Brawl", "Funding"]})
    burn_zap(s)
    do(s, "choose yes")
    assert table_names(s, "eliminated") == ["Brawl"] and names(s, 0, "deck") == ["Funding"]


def test_mistborn_use_eliminated_resolves_a_top_box():
    s = mistborn([{"op": "use_eliminated"}], table={"eliminated": ["Strike"]})
    burn_zap(s)
    assert s.players[0].res["combat"] == 2


def test_mistborn_convert_gain_atium_and_win():
    s = mistborn([{"op": "combat", "amount": 3}, {"op": "convert", "becomes": "mission"}, {"op": "gain_atium"}])
    burn_zap(s)
    assert (s.players[0].res["combat"], s.players[0].res["mission"], s.players[0].res["atium"]) == (0, 3, 1)
    s = mistborn([{"op": "win"}])
    burn_zap(s)
    assert s.game_over and s.result["winners"] == ["Ann"]


def test_mistborn_one_of_resolves_the_chosen_box():
    s = mistborn([{"op": "one_of", "options": [{"effects": [{"op": "combat", "amount": 2}]},
                                               {"effects": [{"op": "coins", "amount": 3}]}]}])
    burn_zap(s)
    _mb_pick(s, "+3 Money")
    assert (s.players[0].res["combat"], s.players[0].res["money"]) == (0, 3)


def test_mistborn_per_mission_and_climb_read_the_ranks():
    s = mistborn([{"op": "per_mission", "rank": "lowest", "effects": [{"op": "climb"}]},
                  {"op": "per_mission", "rank": "highest", "any": True, "effects": [{"op": "coins", "amount": 1}]}],
                 res={"mission:test-ledge": 1}, ben={"res": {"mission:test-ledge": 2}}, mission=[])
    burn_zap(s)
    assert s.players[0].res["mission:test-ledge"] == 2  # lowest: up one; then tied highest
    assert s.players[0].res["money"] == 1


def test_mistborn_permanent_rewards_work_every_turn():
    s = mistborn([], res={"mission": 1}, mission=[
        {"op": "milestone", "at": 1, "effects": [{"op": "permanent", "effects": [
            {"op": "coins", "amount": 2}, {"op": "extra_burn"}, {"op": "hand_size"}, {"op": "smoke"}]}]}])
    do(s, "advance Ledge")
    assert s.players[0].res["perm:test-ledge"] == 1 and mb_res.burn_limit(s, 0) == 2
    do(s, "end")
    assert len(s.players[0].zones["hand"]) == 6  # hand_size
    do(s, "end")
    assert s.players[0].res["money"] == 2  # each of Ann's turns
    assert mb_res.hurt(s, 0, 3, "test") == 2  # smoke


def test_mistborn_savant_acts_only_when_the_card_is_used_as_a_metal():
    s = mistborn([], zap=[{"op": "tier", "effects": [{"op": "coins", "amount": 1}]},
                          {"op": "savant", "effects": [{"op": "combat", "amount": 2}]}], ann={"hand": ["Zap"]})
    do(s, "use Zap as tin")
    assert (s.players[0].res["combat"], s.players[0].res["money"]) == (2, 0)


def test_mistborn_eliminate_bought_is_every_characters_ability_two():
    s = mistborn([], res={"training": 8, "money": 2}, table={"market": MARKET})
    assert any(e.model_dump() == {"op": "eliminate_bought"} for u in s.players[0].zones["characters"]
               for e in s.cards[u].effects)
    do(s, "buy Strike")
    do(s, "choose yes")
    assert table_names(s, "eliminated") == ["Strike"] and s.players[0].res["combat"] == 2


# --------------------------------------------------------------------------- Heroes of Metro City's ops
def metro_zap(effects, *, hand=(), table=None, seed=1):
    """Ann holds the test Power "Zap" (REQ 0, with ``effects``) plus ``hand``, with a Spark of
    Energy slotted; the Activate Powers phase of her turn."""
    zap = {"id": "metro/test-zap", "name": "Zap", "type": "Power", "extra": {"req": 0}, "effects": effects}
    return make_game(game="metro", player=[{"hand": ["Zap", *hand], "slot:1": ["Spark of Energy"]}],
                     table=table or {}, cards=[zap], seed=seed)


def test_damage_adds_to_this_turns_damage_of_its_type():
    s = metro_zap([{"op": "damage", "type": "mental", "amount": 2}])
    do(s, "activate Zap on Spark of Energy")
    assert s.players[0].res["damage:mental"] == 2 and s.players[0].res["damage:physical"] == 0
    assert "Ann: +2 Mental damage (2)." in log_text(s.events)


def test_city_defense_adds_to_every_die_and_stopped_draw_draws_per_enemy_stopped():
    # seed 28 rolls a 6 on the green die: with +3 it meets the 2-player target of 9
    only_minion = {"minion": ["Trained Agents"], "minion_extra": [], "villain": [], "villain_stack": [],
                   "archenemy": []}
    s = metro_zap([{"op": "city_defense", "amount": 3}, {"op": "stopped_draw", "amount": 2}], table=only_minion,
                  seed=28)
    do(s, "activate Zap on Spark of Energy")
    start = len(s.events)
    for _ in range(3):
        do(s, "next")
    lines = [e.text for e in s.events[start:]]
    assert "City Defense, green die (Minion, needs 9): 6 + 3 = 9. Trained Agents is stopped." in lines
    assert "Ann draws 2 cards." in lines  # 2 cards for the one Enemy stopped


def test_destroy_supply_lets_the_active_hero_choose_each_stack():
    s = metro_zap([{"op": "destroy_supply", "amount": 2, "filter": {"type": ["Power"]}}],
                  table={"supply:weather-control": ["Weather Control"] * 6, "supply:mind-spike": ["Mind Spike"] * 6})
    do(s, "activate Zap on Spark of Energy")
    assert s.pending.player == 0 and "Weather Control" in [o.label.split(" (")[0] for o in s.pending.options]
    do(s, "choose Weather Control")
    do(s, "choose Mind Spike")
    assert table_names(s, "rubble") == ["Weather Control", "Mind Spike"]
    assert len(s.table["supply:weather-control"]) == 5


def test_damage_per_power_counts_the_powers_activated_before_it():
    s = metro_zap([{"op": "damage_per_power", "type": "physical", "amount": 2}], hand=["Spark of Energy"])
    do(s, "activate Spark of Energy on Spark of Energy")  # a Versatile Spark counts as a Power
    do(s, "activate Zap on Spark of Energy")
    assert s.players[0].res["damage:physical"] == 2  # one Power before it


def test_draw_in_metro_and_extra_development():
    s = metro_zap([{"op": "draw", "amount": 2}, {"op": "extra_development", "amount": 1}])
    before = len(s.players[0].zones["hand"])
    do(s, "activate Zap on Spark of Energy")
    assert len(s.players[0].zones["hand"]) == before - 1 + 2
    assert s.players[0].res["developments"] == 2


def test_stop_saves_a_kind_its_die():
    s = metro_zap([{"op": "stop", "rank": "Minion"}],
                  table={"minion": ["Street Thugs"], "minion_extra": [], "villain": [], "villain_stack": [],
                         "archenemy": []})
    do(s, "activate Zap on Spark of Energy")
    start = len(s.events)
    for _ in range(3):
        do(s, "next")
    lines = [e.text for e in s.events[start:]]
    assert "Street Thugs is Stopped this turn: no green die." in lines and s.res["die:green"] == 0
    assert table_names(s, "rubble") == []


def test_if_hero_name_and_when_powered():
    marvel = {"op": "when_powered", "then": [{"op": "if_hero_name", "word": "Tech",
                                               "then": [{"op": "damage", "type": "mental", "amount": 1}]}]}
    src = {"id": "metro/test-source", "name": "Source", "type": "Energy", "extra": {"energy": 1},
           "effects": [marvel]}
    zap = {"id": "metro/test-zap", "name": "Zap", "type": "Power", "extra": {"req": 0}, "effects": []}
    for hero, dealt in (("Tech Ann", 1), ("Ann", 0)):
        s = make_game(game="metro", players=[hero, "Ben"], player=[{"hand": ["Zap", "Source"]}], cards=[zap, src])
        do(s, "slot Source in 1")
        assert s.players[0].res["damage:mental"] == 0  # nothing when slotted
        do(s, "activate Zap on Source")
        assert s.players[0].res["damage:mental"] == dealt


def test_cut_deck_and_reveal_draw():
    s = metro_zap([{"op": "cut_deck"}, {"op": "reveal_draw", "filter": {"type": ["Storyline"]}}])
    deck = list(s.players[0].zones["deck"])
    do(s, "activate Zap on Spark of Energy")
    half = len(deck) // 2
    cut = deck[half:] + deck[:half]
    top = cut[0]
    if s.cards[top].type == "Storyline":
        assert top in s.players[0].zones["hand"] and s.players[0].zones["deck"] == cut[1:]
    else:
        assert s.players[0].zones["deck"] == cut


def test_detonate_destroys_the_power_for_more_damage():
    s = metro_zap([{"op": "damage", "type": "elemental", "amount": 2}, {"op": "detonate", "type": "elemental", "amount": 1}])
    do(s, "activate Zap on Spark of Energy")
    do(s, "choose Yes")
    assert s.players[0].res["damage:elemental"] == 3 and table_names(s, "rubble") == ["Zap"]


def test_watts_and_mirror_destroy_through_the_city_supply():
    # the ops work when a test card carries them: Watts Destroys a chosen card then more by a die;
    # Mirror with no Minion or Villain face up Destroys a Power card
    s = metro_zap([{"op": "watts"}], table={"supply:mind-spike": ["Mind Spike"] * 5})
    do(s, "activate Zap on Spark of Energy")
    do(s, "choose Mind Spike")
    while s.pending is not None and s.pending.kind == "cards" and s.pending.min == 0:
        do(s, "choose none")  # no Heroic Sacrifice
    assert "Mind Spike" in table_names(s, "rubble") and len(s.table["rubble"]) in (2, 3)
    s = metro_zap([{"op": "mirror"}], table={"minion": [], "minion_extra": [], "villain": [],
                                               "supply:mind-spike": ["Mind Spike"] * 5})
    do(s, "activate Zap on Spark of Energy")
    assert s.pending is not None and "Mind Spike" in [o.label.split(" (")[0] for o in s.pending.options]


def test_mistborn_with_players_applies_at_the_player_counts_printed():
    s = coop([{"op": "with_players", "counts": [1], "effects": [{"op": "lr_damage", "amount": 5}]},
              {"op": "with_players", "counts": [2, 3], "effects": [{"op": "lr_damage", "amount": 1}]}])
    assert s.players[0].res["health"] == 35  # two players still in: only the second


def test_a_power_count_of_nothing_writes_no_line():
    # Steel played first: +1 Power, and its "+1 for each other Equipment or METAL" comes to 0,
    # which the log does not tell as "+0 Power"
    st = make_game(player=[{"hand": ["Steel"]}])
    text = log_text(do(st, "play Steel"))
    assert "+1 Power" in text and "+0 Power" not in text
    assert power(st) == 1


def test_a_bonus_earned_by_a_later_play_is_told_after_that_cards_own_effects():
    """Found in a trial: "Zap: bonus earned." came before the Villain's own line; and in a
    Metal trial, it said neither which bonus nor how much: it names both, and the card that earned it."""
    eff = [{"op": "bonus", "filter": {"type": ["Villain"]}, "effects": [{"op": "power", "amount": 2}]}]
    s = one(eff, hand=["Clayface"])
    do(s, "play Zap")
    text = log_text(do(s, "play Clayface"))
    assert text.splitlines() == ["Ann plays Clayface.", "Ann: +1 Power (1).", "Zap: Ann earns its bonus (+2 Power) for playing Clayface.",
                                 "Ann: +2 Power (3)."]


def test_the_same_question_twice_for_one_effect_is_numbered():
    """Issue 14 co-op trial: a card that destroys two shields asked "Destroy a shield of an
    Adversary" twice in a row, alike; now "(1 of 2)", then "(2 of 2)"."""
    s = mistborn([{"op": "kill_ally"}, {"op": "kill_ally"}], variant="coop",
                 ann={"adversaries": ["Brute", "Koloss Brute"]}, res={"training": 1})
    do(s, "play Zap")
    do(s, "burn pewter on Zap")
    assert s.pending is not None and s.pending.prompt == "Destroy a shield of an Adversary (1 of 2)"
    do(s, "choose Koloss Brute")
    assert s.pending is not None and s.pending.prompt == "Destroy a shield of an Adversary (2 of 2)"


def test_mistborn_a_burn_space_says_one_metal_in_the_singular():
    # co-op trial: "they may now burn 1 metals a turn" (an Adversary in front of Ann takes a burn)
    s = mistborn([{"op": "train", "amount": 2}], variant="coop", ann={"adversaries": ["Brute"]},
                 brute=[{"op": "fewer_burns"}])
    do(s, "play Zap")
    events = do(s, "flare pewter on Zap")  # (no burn left: Brute takes her one)
    assert "Ann moves to space 3 of the training track: they may now burn 1 metal a turn." in log_text(events)


def test_a_move_says_where_in_its_question_and_its_cause_in_the_log():
    # co-op trial: "Choose 2 cards to move" never said where; the log read "Player 2 moves Funding
    # to discard (discard)"
    s = mistborn([{"op": "move", "from": "hand", "to": "discard", "amount": 1, "cause": "discard"}],
                 ann={"hand": ["Zap", "Funding", "Zinc Training"]})
    burn_zap(s)
    assert s.pending.prompt.startswith("Choose a card to move to your discard pile"), s.pending.prompt
    events = do(s, "choose Funding")
    assert "Ann discards Funding." in log_text(events), log_text(events)
    s = mistborn([{"op": "move", "from": "hand", "to": "discard", "amount": 1}], ann={"hand": ["Zap", "Funding", "Zinc Training"]})
    burn_zap(s)
    assert "Ann moves Funding to their discard pile." in log_text(do(s, "choose Funding"))
