"""Mistborn's walking skeleton (issue 10): random-bot games with every check (no crash, every
listed command accepted, unlisted ones refused without a trace, cards and metal tokens
conserved, commands round-trip as text, a replay from the seed and the texts ends identical),
the verbs' text forms and their refusals, and the co-op Lord Ruler's shared defeat."""

from __future__ import annotations

import pytest

from hotseat.bots import HeuristicBot, RandomBot, make_bot
from hotseat.saves import FORMAT, Save, Seat, replay
from hotseat.sim import bot_seed
from property_support import copy_state, every_legal_accepted, full_conservation, unlisted_rejected
from rules.api import apply, check, default_catalog, legal_commands, new_game, parse, to_text, view
from rules.engine import zones
from rules.engine.commands import Buy, Rejected
from rules.engine.textcmd import CommandError
from rules.games.mistborn import res
from rules.games.mistborn.commands import Attack, Burn, BuyBoxing, Flare, Refresh, UseAsMetal

MAX_STEPS = 6000


def _game(seed: int, n: int, variant: str):
    return new_game("mistborn", [f"P{i + 1}" for i in range(n)], seed, options={"variant": variant})


def _play_checked(seed: int, n: int, variant: str, bot: str = "random") -> None:
    st = _game(seed, n, variant)
    total = len(st.cards)
    bots = [make_bot(bot, bot_seed(seed, s)) for s in range(n)]
    texts: list[str] = []
    while not st.game_over:
        assert len(texts) < MAX_STEPS, f"seed {seed}: no end after {MAX_STEPS} commands"
        legal = legal_commands(st)
        assert legal, "no legal command, but the game is not over"
        if len(texts) % 40 == seed % 40:
            assert every_legal_accepted(st, legal) is None
            assert unlisted_rejected(copy_state(st), legal) is None
        b = bots[st.decider]
        cmd = b.choose(view(st, st.decider, log=False, keys=b.reads(legal)), legal)
        text = to_text(st, cmd)
        assert parse(st, text) == cmd, text
        texts.append(text)
        apply(st, cmd)
        assert sum(map(len, st.table.values())) + sum(len(z) for p in st.players for z in p.zones.values()) == total
        problem = res.token_problem(st) or (full_conservation(st) if len(texts) % 25 == 0 else None)
        assert problem is None, f"seed {seed} after {text!r}: {problem}"
    assert full_conservation(st) is None
    assert st.result["outcome"] in (("winner",) if variant == "standard" else ("shared_win", "all_lose"))
    save = Save(format=FORMAT, game="mistborn", cards_digest=default_catalog().digest, seed=seed,
                players=[Seat(name=p.name) for p in st.players], options={"variant": variant}, commands=texts)
    assert replay(save, where="replay").fingerprint() == st.fingerprint()


@pytest.mark.parametrize("seed,n,variant,bot", [(s, 1 + s % 4, "coop", "random") for s in range(8)]
                         + [(s, 2 + s % 3, "standard", "random") for s in range(3)]
                         + [(s, 2 + s % 3, "standard", "heuristic") for s in range(10, 16)])
def test_bot_games_conserve_cards_and_tokens_and_replay(seed, n, variant, bot):
    _play_checked(seed, n, variant, bot)


def _duel(seed: int, heuristic_seat: int) -> list[int]:
    """A 2-player competitive game, the heuristic bot against the random bot; the winning seats."""
    bots = [RandomBot(bot_seed(seed, s)) for s in range(2)]
    bots[heuristic_seat] = HeuristicBot(bot_seed(seed, heuristic_seat))
    st = _game(seed, 2, "standard")
    while not st.game_over:
        legal = legal_commands(st)
        b = bots[st.decider]
        apply(st, b.choose(view(st, st.decider, log=False, keys=b.reads(legal)), legal))
    return [[p.name for p in st.players].index(w) for w in st.result["winners"]]


def test_the_heuristic_bot_beats_the_random_bot_nine_times_in_ten():
    # issue 12: burns on cards first, missions, buys and damage, against random play
    wins = sum(1 for seed in range(30) if seed % 2 in _duel(seed, seed % 2))
    assert wins >= 27, f"the heuristic bot won only {wins} of 30 games against the random bot"


def _bot_turn(st, bot) -> list[str]:
    """The commands (as text) ``bot`` gives for the active player until the turn passes."""
    seat, out = st.active, []
    while st.active == seat and not st.game_over:
        legal = legal_commands(st)
        cmd = bot.choose(view(st, st.decider, log=False, keys=bot.reads(legal)), legal)
        out.append(to_text(st, cmd) if st.pending is None else cmd.kind)
        apply(st, cmd)
    return out


def test_the_heuristic_bot_burns_then_flares_only_once_no_burn_is_left():
    # issue 12: one burn a turn (the training track's first space): the second card is
    # powered by flaring its token, after it is played
    st = _hand_game(["Pewter Training", "Iron Training"])
    said = _bot_turn(st, HeuristicBot(0))
    assert said[:4] == ["play Pewter Training", "burn pewter on Pewter Training", "play Iron Training",
                        "flare iron on Iron Training"]
    assert not any(s.startswith("flare") and " on " not in s for s in said)


def test_the_heuristic_bot_flares_refreshes_and_uses_cards_as_metal_on_cards():
    # issue 12: over a few seeded games against the random bot, the heuristic bot flares (only
    # on a card, only when no burn is listed), refreshes its flared tokens, and puts cards
    # sideways under a card (never for no effect)
    seen = {"flare": 0, "use_metal": 0, "refresh": 0}
    for seed in range(4):
        st = _game(seed, 2, "standard")
        bots = [HeuristicBot(bot_seed(seed, 0)), RandomBot(bot_seed(seed, 1))]
        while not st.game_over:
            legal = legal_commands(st)
            b = bots[st.decider]
            cmd = b.choose(view(st, st.decider, log=False, keys=b.reads(legal)), legal)
            if b is bots[0] and cmd.kind in seen:
                seen[cmd.kind] += 1
                if cmd.kind == "flare":
                    assert cmd.card is not None and not any(isinstance(c, Burn) for c in legal), to_text(st, cmd)
                if cmd.kind == "use_metal":
                    assert cmd.target is not None, to_text(st, cmd)
            apply(st, cmd)
    assert all(seen.values()), seen


# --------------------------------------------------------------------------- the verbs
def _hand_game(hand: list[str], *, variant: str = "standard", n: int = 2):
    """A new game where the first player's hand is exactly ``hand`` (cards from the box or
    the decks)."""
    st = new_game("mistborn", ["Ann", "Ben", "Cat", "Dan"][:n], 3,
                  options={"variant": variant, "first": 0, "characters": ["Vin", "Kelsier", "Marsh", "Shan"][:n]})
    me = st.players[0]
    for u in list(me.zones["hand"]):
        zones.move(st, u, 0, "deck")
    for name in hand:
        u = next(u for z in ("box", "market_deck") for u in st.table.get(z, []) if st.name(u) == name) \
            if not any(st.name(u) == name for u in me.zones["deck"]) else \
            next(u for u in me.zones["deck"] if st.name(u) == name)
        zones.move(st, u, 0, "hand")
    st.events.clear()
    return st


def _do(st, text: str) -> None:
    apply(st, parse(st, text))


def test_burn_powers_the_card_and_the_text_round_trips():
    st = _hand_game(["Pewter Training", "Funding"])
    _do(st, "play pewter training")
    cmd = parse(st, "burn Pewter on Pewter")
    assert cmd == Burn(metal="pewter", card=st.players[0].zones["played"][0])
    assert to_text(st, cmd) == "burn pewter on Pewter Training"
    apply(st, cmd)
    ann = st.players[0].res
    assert (ann["combat"], ann["money"], ann["metal:pewter"]) == (2, 1, res.BURNED)
    assert st.marks[cmd.card] == {"metal:pewter": 1}
    assert parse(st, "burn tin") == Burn(metal="tin")


def test_the_burn_limit_and_a_flared_token_are_refused_with_the_rule():
    st = _hand_game(["Pewter Training", "Iron Training", "Brass Training"])
    _do(st, "play Pewter Training")
    _do(st, "play Iron Training")
    _do(st, "burn pewter on Pewter Training")
    before = st.fingerprint()
    with pytest.raises(Rejected) as err:
        apply(st, parse(st, "burn iron on Iron Training"))
    assert "burn 1 metal a turn" in err.value.reason and err.value.rule == "Metals"
    assert st.fingerprint() == before
    _do(st, "flare iron on Iron Training")  # flaring goes past the limit
    assert st.players[0].res["combat"] == 4
    with pytest.raises(Rejected, match="already used this turn"):
        apply(st, parse(st, "flare iron"))
    with pytest.raises(Rejected, match="can't refresh iron: its vial shows zinc and brass"):
        apply(st, parse(st, "refresh iron with Brass Training"))
    assert check(st, Flare(metal="gold")).reason.startswith("There is no metal 'gold'")


def test_a_flared_token_stays_flipped_until_a_card_with_its_vial_refreshes_it():
    st = _hand_game(["Iron Training", "Steel Training"])
    _do(st, "play Iron Training")
    _do(st, "flare iron on Iron Training")
    _do(st, "end")  # Ben's turn, then Ann's again
    assert st.players[0].res["metal:iron"] == res.SPENT
    while st.active != 0:
        _do(st, "end")
    me = st.players[0]
    # the Steel Training from Ann's first hand (Shan's copy) went to her discard pile: back to hand
    steel = next(u for z in ("hand", "discard", "deck") for u in me.zones[z] if st.name(u) == "Steel Training")
    zones.move(st, steel, 0, "hand")
    with pytest.raises(Rejected, match="flared: refresh it"):
        apply(st, Burn(metal="iron"))
    cmd = Refresh(metal="iron", card=steel)
    assert parse(st, to_text(st, cmd)) == cmd
    apply(st, cmd)
    assert me.res["metal:iron"] == res.READY and steel in me.zones["discard"]


def test_attack_names_allies_players_and_the_lord_ruler():
    st = _hand_game(["Pewter Training"])
    st.players[0].res["combat"] = 5
    ben = st.players[1]
    soldier = next(u for u in st.table["market_deck"] + st.table["market"] if st.name(u) == "Soldier")
    zones.move(st, soldier, 1, "allies")
    assert parse(st, "attack soldier") == Attack(target=f"c{soldier}")
    assert to_text(st, Attack(target="p1")) == "attack Ben"
    with pytest.raises(Rejected, match=r"Ben has a Defender in play, Soldier \(defense 2\): kill it first"):
        apply(st, parse(st, "attack Ben"))
    _do(st, "attack Soldier")
    assert soldier in ben.zones["discard"] and st.players[0].res["combat"] == 3
    with pytest.raises(Rejected, match="only attacks and ending"):
        apply(st, parse(st, "play Pewter Training"))
    _do(st, "attack Ben")
    assert ben.res["health"] == 36 + 2 - 3
    coop = _hand_game([], variant="coop", n=1)
    coop.players[0].res["combat"] = 4
    _do(coop, "attack lord")
    assert coop.res["lord_ruler"] == 44


def test_the_lord_ruler_plays_after_each_turn_and_an_empty_deck_is_a_shared_defeat():
    st = _hand_game([], variant="coop", n=2)
    deck = st.table["lord_ruler_deck"]
    top = next(u for u in deck if st.name(u) == "Ashfall")
    zones.to_table(st, top, "lord_ruler_deck", top=True)
    _do(st, "end")
    assert top in st.table["lord_ruler_discard"] and st.res["dominance"] == 1
    for u in list(deck):
        zones.to_table(st, u, "box")
    _do(st, "end")
    assert st.game_over and st.result["outcome"] == "all_lose" and st.result["winners"] == []
    assert "deck ran out" in st.result["why"]


def test_co_op_takes_one_to_four_players_competitive_two_to_four():
    with pytest.raises(ValueError, match="takes 2 to 4 players, not 1"):
        new_game("mistborn", ["Ann"], 1)
    assert new_game("mistborn", ["Ann"], 1, options={"variant": "coop"}).players[0].res["health"] == 36
    with pytest.raises(ValueError, match="takes 1 to 4 players, not 5"):
        new_game("mistborn", list("ABCDE"), 1, options={"variant": "coop"})


def test_a_view_hides_the_other_hands_and_shows_the_panels():
    st = _game(5, 3, "standard")
    v = view(st, 0)
    assert set(v["players"][1]["zones"]) == {"played", "discard", "allies", "characters", "adversaries"}
    kinds = {p["id"]: p["kind"] for p in v["table"]["panels"]}
    assert kinds["market"] == "cards" and kinds["training"] == "track" and kinds["player:2"] == "counts"
    assert any(k.startswith("mission:") and kind == "track" for k, kind in kinds.items())
    holder = next(p for p in v["table"]["panels"] if p["id"] == f"player:{st.res['target']}")
    assert {"label": "Holds the target", "value": ""} in holder["items"]


def test_each_players_line_shows_money_damage_and_mission_points():
    # the trial found damage and mission points shown nowhere before an attack
    st = new_game("mistborn", ["Ann", "Ben"], 3)
    me = st.players[st.active]
    funding = next(u for u in me.zones["hand"] if st.name(u) == "Funding")
    apply(st, parse(st, f"play {st.name(funding)}"))
    panels = {p["id"]: p for p in view(st, 1 - st.active)["table"]["panels"]}
    items = {i["label"]: i["value"] for i in panels[f"player:{me.seat}"]["items"]}
    assert items["Money"] == me.res["money"] > 0 and items["Damage"] == 0 and items["Mission points"] == 0


# --------------------------------------------------------------------------- issue 12's verbs
def test_the_new_verbs_round_trip_as_text():
    st = _hand_game(["Strike", "Brawl", "Funding"])
    st.players[0].res.update(atium=1, money=2)
    _do(st, "play Strike")
    strike = st.players[0].zones["played"][0]
    brawl = next(u for u in st.players[0].zones["hand"] if st.name(u) == "Brawl")
    for cmd, text in [(UseAsMetal(card=brawl, metal="pewter", target=strike), "use Brawl as pewter on Strike"),
                      (UseAsMetal(card=brawl, metal="tin"), "use Brawl as tin"),
                      (Burn(metal="atium", wild="zinc"), "burn atium as zinc"),
                      (Burn(metal="atium", card=strike), "burn atium on Strike"),
                      (BuyBoxing(), "buy boxing")]:
        assert to_text(st, cmd) == text and parse(st, text) == cmd
        assert cmd in legal_commands(st)


@pytest.mark.parametrize("hand, setup, text, reason", [
    (["Soldier"], {}, "use Soldier as pewter", "Allies can't be used as a metal"),
    (["Funding"], {}, "use Funding as pewter", "can't be used as pewter: it has no vial"),
    (["Strike"], {}, "use Strike as iron", "its vial shows pewter and tin"),
    ([], {}, "burn atium", "You have no atium"),
    ([], {"atium": 1}, "flare atium", "Atium can't be flared"),
    ([], {"atium": 1, "burns": 1}, "burn atium", "Atium takes a burn"),
    ([], {"money": 1}, "buy boxing", "A Boxing costs 2 Money; you have 1"),
    ([], {}, "flare pewter as tin", "Only atium stands for another metal"),
])
def test_metal_uses_are_refused_with_the_rule(hand, setup, text, reason):
    st = _hand_game(hand)
    burns = setup.pop("burns", 0)
    st.players[0].res.update(setup)
    if burns:
        st.turn["burns"] = burns
    before = st.fingerprint()
    with pytest.raises((Rejected, CommandError), match=reason):
        apply(st, parse(st, text))
    assert st.fingerprint() == before


def test_the_eliminated_pile_is_bought_from_only_when_a_card_allows_it():
    st = _hand_game([])
    st.players[0].res["money"] = 9
    ruin = next(u for u in st.table["market_deck"] + st.table["market"] if st.name(u) == "Ruin")
    zones.to_table(st, ruin, "eliminated")
    with pytest.raises(CommandError, match="No market card is named 'Ruin'"):
        parse(st, "buy Ruin")
    assert check(st, Buy(card=ruin)).reason == "Ruin is not in the market row."
    st.turn["buy_eliminated"] = True
    _do(st, "buy Ruin")
    assert ruin in st.players[0].zones["discard"] and st.players[0].res["money"] == 1


def test_a_cards_text_tells_its_metal_and_vial():
    """A new user could not learn a card's vial but by a refused refresh: the card text (the
    card detail screen shows it) says what powers the card and what its vial refreshes."""
    from rules.api import rules_for

    rules = rules_for("mistborn")
    zinc = next(c for c in default_catalog().cards.values() if c.game == "mistborn" and c.name == "Zinc Training")
    text = rules.card_text(zinc)
    assert "Powered by zinc." in text and "Vial: zinc and brass" in text


@pytest.mark.parametrize("variant, says", [("coop", "first: also destroy a shield of an Adversary"),
                                           (None, "first: also defeat an opponent's Ally)")])
def test_a_mission_that_kills_an_ally_says_what_it_does_in_the_game_played(variant, says):
    # the trial read "defeat an opponent's Ally" on Luthadel Garrison in co-op, where it
    # destroys an Adversary's shield (rulebook "Co-op: Adversaries")
    st = _game(3, 2, variant) if variant else new_game("mistborn", ["P1", "P2"], 3)
    garrison = next(u for u, c in enumerate(st.cards) if c.name == "Luthadel Garrison")
    st.table["missions"] = [garrison]
    hint = next(p["hint"] for p in view(st, 0)["table"]["panels"] if p["title"] == "Luthadel Garrison")
    assert says in hint
    assert ("opponent" in hint) == (variant is None)
    assert "co-op" not in hint  # each mode's words only, no "(co-op: ...)" in the competitive game


def test_the_metal_tokens_read_as_words():
    # the trial read "Ready: - 0" and "... iron steel 8": the line names the metals, or none
    st = new_game("mistborn", ["Ann", "Ben"], 3)
    me = st.players[st.active]
    panels = {p["id"]: p for p in view(st, 1 - st.active)["table"]["panels"]}
    items = {i["label"]: i["value"] for i in panels[f"player:{me.seat}"]["items"]}
    from rules.games.mistborn.cards import METALS

    ready = items["Ready metals:"]
    assert "," in ready and set(ready.split(", ")) <= set(METALS)


def test_a_burn_says_in_the_log_what_it_gave():
    """Found in a trial: the log said "Ann burns pewter on Pewter Training." and not what it gave."""
    st = _hand_game(["Pewter Training"])
    _do(st, "play pewter")
    _do(st, "burn pewter on pewter")
    assert st.events[-1].text == "Ann burns pewter on Pewter Training: +2 damage; +1 Money."


def test_attack_takes_a_characters_name_for_its_player():
    """Found in a trial: ``attack marsh`` (Ben plays Marsh) was not understood."""
    st = _hand_game([], n=3)  # Ann plays Vin, Ben Kelsier, Cat Marsh
    assert parse(st, "attack marsh") == parse(st, "attack Cat")
    assert parse(st, "attack kelsier") == parse(st, "attack Ben")
    assert to_text(st, parse(st, "attack marsh")) == "attack Cat"
    two = _hand_game([])  # one foe: ``attack`` alone still names him, not "Ben or Kelsier?"
    two.players[0].res["combat"] = 2
    assert parse(two, "attack") == parse(two, "attack Ben")


def test_burning_on_an_ally_says_what_to_type():
    """Found in a trial: ``burn bronze on seeker`` said only "No card you played is named
    'seeker'"; Seeker is an Ally, which takes no metal and acts once its metal is used."""
    st = _hand_game(["Seeker", "Funding"])
    with pytest.raises(CommandError, match=r"Seeker is an Ally in your hand: play it first \(play Seeker\)"):
        parse(st, "burn bronze on seeker")
    _do(st, "play seeker")
    with pytest.raises(CommandError, match="Seeker is an Ally: it takes no metal; .* type: burn bronze."):
        parse(st, "burn bronze on seeker")
    with pytest.raises(CommandError, match="No card you played is named 'nothing'"):
        parse(st, "burn bronze on nothing")


def test_a_card_used_as_metal_for_nothing_is_refused_and_the_state_kept():
    """Found in a trial: "use tin as pewter" with no card to power put Tin Training aside for
    nothing; now it is refused with the reason, and not listed as a legal move."""
    st = _hand_game(["Tin Training", "Funding"])
    before = st.fingerprint()
    with pytest.raises(Rejected, match="would do nothing: no card you played needs pewter"):
        apply(st, parse(st, "use tin as pewter"))
    assert st.fingerprint() == before
    assert not [c for c in legal_commands(st) if c.kind == "use_metal"]
    _do(st, "play funding")
    assert "Tin Training" in [st.name(u) for u in st.players[0].zones["hand"]]
