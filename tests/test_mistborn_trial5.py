"""Mistborn competitive, the fifth new-user trial (3 players, 80x24): what the questions before
the attack and the end of the turn call left unused, and what the log and table say."""

from __future__ import annotations

from conftest import do, log_text
from hotseat.scenario import Scenario, build
from rules.engine.game import playable_cards
from rules.engine.registry import rules_for
from rules.games.mistborn.commands import Attack

MB = rules_for("mistborn")


def game(*players: dict, **res):
    """A competitive game of Kel, Marsh and Vin, each player's set-up from ``players``."""
    return build(Scenario.model_validate({
        "game": "mistborn", "variant": "standard", "players": ["Kel", "Marsh", "Vin"][:len(players)],
        "res": res, "player": list(players)}), "test")


def test_the_questions_list_only_leftovers_that_could_still_do_something():
    # trial: "Left unused: 1 Money" when nothing cost 1 or less; "1 playable card" for Balance
    # (an atium card) with no atium
    s = game({"hand": ["Balance"], "res": {"money": 1, "combat": 2}}, {}, {})
    assert min(s.cards[u].cost for u in s.table["market"]) > 1
    assert playable_cards(s) == []
    assert MB.ask_before(s, Attack(target="all" if s.res.get("target") == 0 else "p1")) is None, \
        "nothing costs 1: no question"
    assert MB.at_stake(s, 0) == ["2 damage"]
    s.players[0].res["atium"] = 1
    assert len(playable_cards(s)) == 1
    s.players[0].res["money"] = 9
    asked = MB.ask_before(s, Attack(target="p1"))
    assert asked is not None and "1 playable card" in asked and "9 Money" in asked, asked


def test_damage_that_cannot_get_past_a_defender_is_not_called_unspent():
    # trial: "End your turn with 2 damage unspent?" when the only target was behind a Defender
    # the damage could not kill
    s = game({"hand": [], "res": {"combat": 2}}, {"allies": ["Pewterarm"]})
    assert MB.at_stake(s, 0) == []  # the turn's main step
    s.turn["phase"] = "combat"  # and once attacking began
    assert MB.at_stake(s, 0) == []
    s.players[0].res["combat"] = 3
    assert MB.at_stake(s, 0) == ["3 damage"]


def test_an_eliminated_player_is_marked_out_on_the_table_and_told_so():
    # trial: the side panel showed "Player 1 (Shan) hp 0 burns 4 / hand 5 ..." with no
    # "eliminated" and the mission tracks still showed the cube; the player was never told
    from rules.engine.state import OFFER
    from rules.games.mistborn import res
    from rules.games.mistborn.views import player_notes, table_view

    s = game({"res": {"combat": 5}}, {"discard": ["Train in Secret"]}, {})
    m = s.table["missions"][0]
    key = res.mission_key(s, m)
    s.players[1].res[key] = 3
    s.players[1].res["health"] = 4
    s.res["target"] = 1
    events = do(s, "attack Marsh")
    told = [e.private for e in events if e.kind == OFFER and e.player == 1]
    assert told and "you are eliminated, out of the game" in told[0], told
    assert "Marsh is eliminated: out of the game" in log_text(events)
    assert player_notes(s, 1) == [["eliminated: out of the game", "OUT (eliminated)"]]
    track = next(p for p in table_view(s, 0)["panels"] if p["id"] == key)
    assert "Marsh" not in [mk["label"] for mk in track["markers"]]


def test_flared_tokens_are_one_wording_and_play_alls_help_speaks_of_mistborn():
    # trial: "Flared metals: pewter" beside "Flared (spent) metals: copper"; F1's help for the
    # a key spoke of "Weaknesses last", which Mistborn has none of
    from rules.games.mistborn import res
    from rules.games.mistborn.views import table_view
    from screens.rules_ref import keys_section

    s = game({}, {})
    s.players[0].res["metal:pewter"], s.players[0].res["metal:copper"] = res.FLARED, res.SPENT
    panel = next(p for p in table_view(s, 0)["panels"] if p["id"] == "player:0")
    labels = [i["label"] for i in panel["items"]]
    assert "Flared (spent) metals:" not in labels
    assert [i["value"] for i in panel["items"] if i["label"] == "Flared metals:"] == ["pewter, copper"]
    assert "Weaknesses" not in keys_section(MB) and "play every card" in keys_section(MB)
    assert "Weaknesses last" in keys_section(rules_for("jld"))


def test_another_players_allies_show_whole_at_80_columns_rather_than_their_count():
    # trial at 80x24: "allies (2 cards): Pewterarm, T…" on another player's cut line
    from screens.panels.player import _wrapped

    assert _wrapped("allies", ["Pewterarm", "Tineye"], 31) == [" allies: Pewterarm, Tineye"]
    assert _wrapped("allies", ["Pewterarm", "Tineye"], 40) == [" allies (2 cards): Pewterarm, Tineye"]
