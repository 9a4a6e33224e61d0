"""The game client (hotseat/client.py): what the TUI asks of the rules, answered as plain data
for one seat, with nothing that seat may not see."""

from __future__ import annotations

from hotseat.client import GameClient
from rules.api import rules_for


def client(seed: int = 5) -> GameClient:
    return GameClient.new("metal", ["Ann", "Ben"], seed, options={"auto_pick": True, "first": 0})


def panel(table: dict, pid: str) -> dict:
    return next(p for p in table["panels"] if p["id"] == pid)


def test_the_table_marks_what_the_seat_may_do_now():
    c = client()
    t = c.table(0)
    hand = panel(t, "hand")["cards"]
    assert hand and all(a["verb"] == "play" for card in hand for a in card["actions"])
    playable = {card["name"] for card in hand if any(a["legal"] for a in card["actions"])}
    legal_plays = {c.state.name(cmd.card) for cmd in c.legal() if cmd.kind == "play"}
    assert playable == legal_plays
    assert "play" in t["verbs"] and "end" in t["verbs"]
    assert t["why"]["end"] is None and t["why"]["undo"] == "Nothing to undo."
    # Ben is not at the keyboard: nothing is his to do, and why
    ben = c.table(1)
    assert ben["verbs"] == [] and ben["why"]["end"] == "It is not your move."
    assert not any(a["legal"] for p in ben["panels"] for card in p.get("cards", []) for a in card.get("actions", []))


def test_behind_a_hand_off_the_table_shows_no_hand():
    c = client()
    t = c.table(None)
    hand = panel(t, "hand")
    assert hand["cards"] == [] and hand["hidden"] == 5
    secret = set(c.state.players[0].zones["hand"]) | set(c.state.players[1].zones["hand"])
    shown = {card["uid"] for p in t["panels"] for card in p.get("cards", [])}
    assert not shown & secret and not set(t["card"]) & secret


def test_a_card_gives_its_action_and_says_why_not():
    c = client()
    ann_card = c.state.players[0].zones["hand"][0]
    ben_card = c.state.players[1].zones["hand"][0]
    assert c.card_actions(0, ann_card)[0]["command"] == f"play #{ann_card}"
    assert c.card_detail(0, ben_card) is None  # not Ann's to see
    assert c.card_detail(1, ann_card) is None
    line_up = c.state.table["line_up"]
    too_dear = [u for u in line_up if c.state.cards[u].cost > 0]
    d = c.card_detail(0, too_dear[0])
    assert d["action"] == "buy" and "Power" in d["why_not"]
    # the villain is bought by defeating it: its game's verb says so (Verb.doing)
    villain = c.card_detail(0, c.state.table["super_villains"][0])
    assert villain["action"] == "buy (defeat)" and "Power" in villain["why_not"]


def test_a_refused_command_changes_nothing_and_says_why():
    c = client()
    before = c.state.fingerprint()
    events, reason = c.attempt("buy Nothing At All")
    assert events == [] and reason and reason.endswith(".")
    assert c.state.fingerprint() == before and c.save.commands == []


def test_undo_is_for_the_person_who_must_act():
    c = client()
    assert c.undo_refusal(None) == "It is not your move."
    assert c.undo_refusal(1) == "It is not your move."
    assert "Punch" in [c.state.name(u) for u in c.state.players[0].zones["hand"]]
    events, reason = c.attempt("play Punch")
    assert reason is None and c.save.commands == ["play Punch"]
    assert c.undo_refusal(1) == "It is not your move."
    assert c.undo_refusal(0) is None  # a card played from one's own hand shows nothing new
    assert c.take_back() is None and c.save.commands == []


def test_the_table_names_the_currency_the_game_declares(monkeypatch):
    from rules.api import rules_for
    from rules.engine.resources import Resource

    c = client()
    assert c.table(0)["currency"]["word"] == "Power"
    monkeypatch.setattr(type(rules_for("metal")), "resources",
                        (Resource("boxes", "Boxes", reset="never"), Resource("money", "Money")))
    assert c.table(0)["currency"] == {"name": "money", "word": "Money", "one": "Money"}


def test_a_game_without_a_per_turn_resource_shows_no_currency(monkeypatch):
    c = client()
    assert c.table(0)["currency"] == {"name": "power", "word": "Power", "one": "Power"}
    rules = type(rules_for("metal"))
    monkeypatch.setattr(rules, "resources", tuple(r for r in rules.resources if r.reset != "turn"))
    assert c.table(0)["currency"] == {"name": "", "word": "", "one": ""}  # not another game's Power


def test_the_table_names_the_phase_only_for_a_game_with_phases():
    assert client().table(0)["phase"] == ""
    metro = GameClient.new("metro", ["Ann", "Ben"], 5, options={"auto_pick": True, "first": 0})
    assert metro.table(0)["phase"] == "Activate Powers"
    assert metro.table(0)["usages"][-1] == "next"


def test_the_table_lists_the_games_own_keys_and_why_each_command_key_waits():
    """Each game's keys in its words (``Rules.table_keys``): Metal's villain key and its reason
    when it is not possible; Justice League Dark's says Nemesis; Mistborn's are its metals'
    verbs; no game gets another's."""
    t = client().table(0)
    assert [(k["key"], k["verb"], k["label"]) for k in t["keys"]] == [("v", "defeat", "Villain"),
                                                                       ("h", "use", "Ability")]
    assert "defeat" in t["why"]
    jld = GameClient.new("jld", ["Ann", "Ben"], 5, options={"auto_pick": True, "first": 0}).table(0)
    assert [k["label"] for k in jld["keys"]] == ["Nemesis", "Ability", "T-Zone"]
    mb = GameClient.new("mistborn", ["Ann", "Ben"], 5, options={"first": 0}).table(0)
    assert {k["verb"] for k in mb["keys"]} == {"burn", "flare", "refresh", "advance"}
    assert "defeat" not in mb["why"]


def test_a_finished_game_s_table_shows_a_hand_to_nobody_in_particular():
    """Found in a trial: after a bots-only game the table (T on the scores) read "Hand of Ben:
    5 cards (hidden)" under a score screen saying nothing is secret now. Nobody's table of a
    finished game shows the active player's hand in the open."""
    from hotseat.bots import HeuristicBot
    from rules.engine.game import apply, legal_commands, view

    c = GameClient.new("metal", ["Ann", "Ben"], 5, options={"auto_pick": True, "first": 0})
    bots = [HeuristicBot(1), HeuristicBot(2)]
    while not c.state.game_over:
        seat = c.state.decider
        apply(c.state, bots[seat].choose(view(c.state, seat, log=False), legal_commands(c.state)))
    v = c.table(None)
    hand = next(p for p in v["panels"] if p.get("id") == "hand")
    held = [c.state.name(u) for u in c.state.players[v["shown"]].zones["hand"]]
    assert held and [card["name"] for card in hand["cards"]] == held
    assert v["seat"] is None  # still nobody's: no "Your hand"


def test_why_no_card_can_be_bought_names_the_cheapest():
    # issue 14, Metro trial with 0 Plot Points: "You have 0 Plot Points; Arc Reactor costs 4."
    # while cards costing 1 were in the City Supply
    from pathlib import Path

    c = GameClient.from_scenario(Path(__file__).parent / "data" / "tui" / "metro_no_plot.toml")
    c.do("next")
    c.do("next")
    t = c.table(0)
    supply = panel(t, "city_supply")["cards"]
    cheapest = min(card["cost"] for card in supply)
    assert cheapest < max(card["cost"] for card in supply)
    why = t["why"]["develop"]
    assert why.startswith("You have 0 Plot Points;") and why.endswith(f"costs {cheapest}."), why
