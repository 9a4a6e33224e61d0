"""The heuristic bot's co-op advice (rules/games/mistborn/advice.py): it pays health for a
Dominance row's offer only while it stays healthy, shares collective damage so the weakest
keeps the most, and from the market gamble keeps the cheaper card."""

from __future__ import annotations

from hotseat.bots import HeuristicBot
from hotseat.scenario import Scenario, build
from rules.api import legal_commands, parse, apply, view


def _game(ann_health: int, deck: list[str], dominance: int, market_deck: list[str] | None = None):
    """Ann (``ann_health``, her iron token flared) ends her turn; the Lord Ruler plays ``deck``."""
    st = build(Scenario.model_validate({
        "game": "mistborn", "variant": "coop", "players": ["Ann", "Ben"], "res": {"dominance": dominance},
        "player": [{"res": {"health": ann_health, "metal:iron": 3}}, {}],
        "table": {"lord_ruler_deck": deck, **({"market_deck": market_deck} if market_deck else {})}}), "test")
    apply(st, parse(st, "end"))
    return st


def _bot_answer(st):
    bot = HeuristicBot(1)
    legal = legal_commands(st)
    bot.choose(view(st, st.decider, log=False, keys=bot.reads(legal)), legal)  # learns the game
    return bot.choose(view(st, st.decider, log=False, keys=bot.reads(legal)), legal)


def test_the_bot_pays_health_for_a_rows_offer_only_while_healthy():
    # Standard A row 6: each player may take 3 damage to refresh up to 2 metals
    for health, want in ((36, ["yes"]), (20, ["no"])):
        st = _game(health, ["Ashfall"], 5)
        assert st.pending is not None and st.pending.player == 0 and st.pending.kind == "yes_no"
        assert _bot_answer(st).options == want


def test_the_bot_shares_collective_damage_to_keep_the_weakest_alive():
    st = _game(4, ["Skaa Purge"], 0)  # row 1: nothing; collective 3 with 1-2 players
    assert st.pending is not None and st.pending.kind == "split"
    answer = _bot_answer(st)
    assert dict(answer.parts).get("p0", 0) == 0  # Ann (4 health) takes none of it


def test_the_bot_keeps_the_cheaper_card_of_the_market_gamble():
    st = _game(36, ["Ashfall"], 6, market_deck=["Strike", "Soldier"])  # Standard A row 7
    assert st.pending is not None and st.pending.kind == "one"
    answer = _bot_answer(st)
    assert [st.name(o.card) for o in st.pending.options if o.id in answer.options] == ["Strike"]
