"""The heuristic bot's Metro City advice (rules/games/metro/advice.py, the contract's
``advise``): it beats the random bot, plans its activations, offers a Heroic Sacrifice when
the city needs it, and the generic bot takes a game's advice."""

from __future__ import annotations

from functools import lru_cache

from hotseat.bots import HeuristicBot, RandomBot
from hotseat.sim import GameRecord, bot_seed, play_game, seat_names
from rules.api import rules_for
from rules.engine import zones
from rules.engine.commands import End
from rules.engine.game import apply, legal_commands, new_game, view
from rules.games.metro.advice import Threat, card_value, plan, profile


def test_the_heuristic_hero_wins_nine_in_ten_of_the_games_a_hero_wins_beside_a_random_one():
    # A fall of the city is a loss for every Hero and tells nothing of which bot plays better,
    # so the bots are compared on the games a Hero wins: the heuristic one wins at least 9 in 10
    # of them (all of them now: the random Hero has won none). The falls are part of the
    # balance (10-40 % of the games between heuristic Heroes, the game module's docstring);
    # beside a random Hero, who defeats few Enemies, a game lasts longer and the city falls
    # about twice as often (97 of these 400 games, 24 %, against 13.5 % between two heuristic
    # Heroes). So the heuristic Hero must also win two games in three of all 400 (303 now,
    # 36 over the bar): fewer, and it has grown weaker at defeating the Archenemy in time.
    games = [(play_game("metro", 2, seed, bots), seat)
             for bots, seat in (("heuristic,random", 0), ("random,heuristic", 1)) for seed in range(1, 201)]
    mine = sum(seat in game.winners for game, seat in games)
    theirs = sum(bool(game.winners) and seat not in game.winners for game, seat in games)
    assert mine >= 9 * theirs, f"of the {mine + theirs} games a Hero won, the heuristic one won {mine}"
    assert mine >= 2 / 3 * len(games), f"the heuristic Hero won {mine} of {len(games)}"


@lru_cache(maxsize=1)
def _two_heuristic_heroes() -> list[GameRecord]:
    """Seeds 1..200 between two heuristic Heroes, as `hotseat sim --game metro --games 200` plays them."""
    return [play_game("metro", 2, seed) for seed in range(1, 201)]


def test_two_heuristic_heroes_play_15_to_30_turns_on_average():
    # issue 11's length for the balance in the game module's docstring
    turns = [game.turns for game in _two_heuristic_heroes()]
    assert 15 <= sum(turns) / len(turns) <= 30, f"{sum(turns) / len(turns):.1f} player-turns on average"


def test_the_city_falls_in_10_to_40_percent_of_the_games_of_two_heuristic_heroes():
    # issue 11: the city can really fall (the game module's docstring, "Balance"; 2 players is
    # where it falls least)
    games = _two_heuristic_heroes()
    falls = sum(game.measures.get("city_falls", 0) for game in games)
    assert 0.10 <= falls / len(games) <= 0.40, f"the city fell in {falls} of {len(games)} games"


def test_no_power_is_activated_for_nothing_when_the_archenemy_takes_one_per_power_and_few_are_left():
    slots = [(1, frozenset(), "Spark of Energy"), None, None, None]
    enemies = [profile("The Overmind")]
    acc = ((0, 0, 0), 0, 0.0, 0)
    assert plan(["Deadly Blades"], slots, acc, enemies, "Ann") == ("activate", "Deadly Blades", 0)
    threat = Threat(enemies[0], frozenset(enemies[0].destroys), 2, (9, 10, 11), 0, frozenset())
    assert plan(["Deadly Blades"], slots, acc, enemies, "Ann", threat) is None
    # enough to defeat the Archenemy (Life 10, Mental 1 less: 5 + 4 - 1 Mental and 3 Physical): the
    # Powers are Activated whatever the city would lose
    sources = [(3, frozenset(), "Cosmic Crystal"), (2, frozenset(), "Arc Reactor"), (1, frozenset(), "Spark of Energy"),
               None]
    assert plan(["Psychic Scream", "Mind Spike", "Naked Object"], sources, acc, enemies, "Ann", threat) is not None
    assert plan(["Psychic Scream", "Mind Spike"], sources, acc, enemies, "Ann", threat) is None  # 8: short of it


def test_a_spark_raises_a_source_so_a_req_2_power_can_be_activated():
    slots = [(1, frozenset(), "Spark of Energy"), None, None, None]
    hand = ["Elemental Blast", "Spark of Energy", "Origin Story"]
    step = plan(hand, slots, ((0, 0, 0), 0, 0.0, 0), [profile("Mutant Hounds")], "Ann")
    assert step == ("activate", "Spark of Energy", 0)  # then Elemental Blast on the level-2 source
    slots = [(2, frozenset(), "Spark of Energy"), None, None, None]
    assert plan(["Elemental Blast", "Origin Story"], slots, ((0, 0, 0), 0, 0.0, 1),
                [profile("Mutant Hounds")], "Ann") == ("activate", "Elemental Blast", 0)


def test_nothing_worth_doing_ends_the_activations():
    slots = [(1, frozenset(), "Spark of Energy"), None, None, None]
    assert plan(["Origin Story", "Origin Story"], slots, ((0, 0, 0), 0, 0.0, 0), [], "Ann") is None


def test_the_heuristic_hero_offers_heroic_sacrifices_when_the_city_runs_short():
    sacrifices = 0
    for seed in range(1, 11):
        state = new_game("metro", seat_names(2), seed, bots=["heuristic", "heuristic"])
        for z in [z for z in state.table if z.startswith("supply:")]:  # one card left of each Power
            pile = state.table[z]
            if pile and state.cards[pile[0]].type == "Power":
                for u in pile[1:]:
                    zones.to_table(state, u, "box")
        bots = [HeuristicBot(bot_seed(seed, s)) for s in range(2)]
        while not state.game_over:
            seat = state.decider
            legal = legal_commands(state)
            apply(state, bots[seat].choose(view(state, seat, log=False, keys=bots[seat].reads(legal)), legal))
        sacrifices += sum(1 for e in state.events if e.kind == "sacrifice")
    assert sacrifices > 0


def test_energy_is_worth_more_to_a_hero_whose_powers_need_it():
    class Seen:
        hero = "Ann"

        def __init__(self, owned):
            self._owned = owned

        def owned(self):
            return self._owned

    few = Seen([])
    many = Seen(["Mind Spike", "Elemental Blast", "Thunder Punch", "Mind Spike"])
    assert card_value("Product of Science", many) > card_value("Product of Science", few)
    assert card_value("Mind Spike", many) < card_value("Naked Object", many) + 2


def test_the_generic_bot_takes_a_games_advice(monkeypatch):
    rules = rules_for("metal")
    monkeypatch.setattr(rules, "advice_reads", ("pending",))
    monkeypatch.setattr(rules, "advise", lambda view, legal: legal[-1])
    bot = HeuristicBot(0)
    assert "game" in bot.reads([End()])
    legal = [End(), End()]
    assert bot.choose({"game": "metal", "pending": None}, legal) is legal[-1]
    assert set(bot.reads([End()])) >= {"game", "pending"}


def test_a_random_bot_needs_no_advice():
    assert RandomBot(0).reads([End()]) == ()


def test_the_advice_entry_shows_a_seat_its_own_hero_and_no_other_hand():
    # the bot reads its own Hero from the advice entry, not from every player's zones
    state = new_game("metro", seat_names(2), 3, bots=["heuristic", "heuristic"])
    bots = [HeuristicBot(s) for s in range(2)]
    while not all(p.zones["hand"] for p in state.players):  # both Heroes have drawn
        legal = legal_commands(state)
        bot = bots[state.decider]
        apply(state, bot.choose(view(state, state.decider, log=False, keys=bot.reads(legal)), legal))
    for seat in (0, 1):
        me = view(state, seat, log=False, keys=("advice",))["advice"]["me"]
        mine = [state.name(u) for u in state.players[seat].zones["hand"]]
        assert me["zones"]["hand"] == mine and mine
        assert me["zones"].keys() == {"hand", "discard", "play_area", "slot:1", "slot:2", "slot:3", "slot:4"}
    assert "me" not in view(state, None, log=False, keys=("advice",))["advice"]


def test_the_advice_entry_names_the_cards_the_known_entry_names_while_no_decision_waits():
    # the bot reads no 'known' entry outside decisions: the advice entry's cards stand for it
    state = new_game("metro", seat_names(2), 4, bots=["heuristic", "heuristic"])
    bots = [HeuristicBot(s) for s in range(2)]
    checked = 0
    for _ in range(300):
        seat = state.decider
        v = view(state, seat, log=False, keys=("advice", "known"))
        if state.pending is None:
            assert v["advice"]["cards"] == {u: {"name": k["name"], "cost": k["cost"]} for u, k in v["known"].items()}
            checked += 1
        else:
            assert "cards" not in v["advice"]
        legal = legal_commands(state)
        apply(state, bots[seat].choose(view(state, seat, log=False, keys=bots[seat].reads(legal)), legal))
        if state.game_over:
            break
    assert checked > 50
