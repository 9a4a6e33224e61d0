"""The rules of Mistborn: The Deckbuilding Game (rulebook ``004_31529ce595908b28.txt``) on the
game contract: set-up, the turn, metals, missions, combat, the co-op Lord Ruler, the end.
The module docstring of :mod:`rules.games.mistborn` lists the zones, what is implemented
and what is not yet.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from rules.engine import zones
from rules.engine.commands import Buy, Command, End, Play, Rejected, maker
from rules.engine.effects import ask, card_option, chosen_cards, push, push_effects, yes_no
from rules.engine.game import Rules, card_names, playable_cards
from rules.engine.outcome import Measure, end_game
from rules.engine.phases import Phase, enter as enter_phase
from rules.engine.tablekeys import TableKey
from rules.engine.teach import glossary_help
from rules.engine.registry import resume, rules_for, task
from rules.engine.render import effect_text
from rules.engine.resources import add, get, reset_resources, setup_resources, words
from rules.engine.options import SetupChoice, SetupOptions
from rules.engine.state import TABLE, Option, Purpose, State

from . import advice, combat, lordruler, metals, res, said, views
from .dominance import DEFAULT, TRACKS
from .cards import METALS, TYPES, VIALS, MistbornFields
from .combat import OFFER, attack, attack_keys, check_attack, owns
from .commands import ATTACK_USAGE, VERBS, Advance, Attack, Burn, BuyBoxing, Flare, Refresh, UseAsMetal, buyable
from .glossary import GLOSSARY, KEYWORDS
from .guide import GUIDE
from .keywords import eliminate, top_box

#: cards in the market row (rulebook "Setup")
MARKET_SIZE = 6
#: missions in a game, dealt at random from the set's 8 (rulebook "Missions")
MISSIONS = 3
#: health bonus by seat order from the first player (rulebook "Setup")
HEALTH_BONUS = (0, 2, 4, 4)
TURN = "A Player's Turn"
#: cards drawn at the end of a turn (rulebook "A Player's Turn")
HAND = 5
#: the log kind of a new hand's draw (set-up, end of turn): left out of the hand-off
#: summary, while a card's or a mission's draw mid-turn is told there (its count is public;
#: found in a trial: "draws 2 cards" from Kredik Shaw was missing)
HAND_DRAW = "hand_draw"
_COST = attrgetter("cost")
_END = End()
#: the commands ``legal`` lists, made once each (:func:`rules.engine.commands.maker`)
_PLAY, _BUY, _ADVANCE, _BOXING = maker(Play, "card"), maker(Buy, "card"), maker(Advance, "card"), maker(BuyBoxing)
_BURN, _BURN_ON, _BURN_AS = maker(Burn, "metal"), maker(Burn, "metal", "card"), maker(Burn, "metal", "wild")
_FLARE, _FLARE_ON = maker(Flare, "metal"), maker(Flare, "metal", "card")
_REFRESH, _ATTACK = maker(Refresh, "metal", "card"), maker(Attack, "target")
_USE, _USE_ON = maker(UseAsMetal, "card", "metal"), maker(UseAsMetal, "card", "metal", "target")
#: ops that wait (boxes, off-turn and ongoing abilities): playing the card does not resolve them
WAITING = frozenset({"tier", "savant", "cloud", "sense", "defender", "extra_burn", "hand_size", "smoke",
                     "eliminate_bought"})


def _distinct(state: State, uids: list[int], names: list[str] | None = None) -> list[int]:
    """``uids`` with one card of each name (the first); ``names``: :func:`card_names`, when
    the caller has it."""
    if names is None:
        names = card_names(state)
    seen: set[str] = set()
    out = []
    for u in uids:
        name = names[u]
        if name not in seen:
            seen.add(name)
            out.append(u)
    return out


#: each metal, the player resource of its token (:func:`.res.token`) and the commands burning
#: and flaring it for no effect (made once: ``legal`` lists them at every step)
_TOKENS = tuple((m, f"metal:{m}", _BURN(m), _FLARE(m)) for m in METALS)
#: the player resources ``legal`` reads directly (res.ATIUM... are player resources)
_ATIUM, _MISSION, _MONEY, _BOXINGS = res.ATIUM.name, res.MISSION.name, res.MONEY.name, res.BOXINGS.name
#: burning atium for no effect, and as each metal
_ATIUM_BARE = [_BURN("atium")] + [_BURN_AS("atium", m) for m in METALS]


def _vials(card) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """What ``legal`` reads of a card in hand, built once per game by uid (speed): the metals
    its vial refreshes, and those it may be used as (none for an Ally)."""
    vial = card.extra.get("vial")
    metals_ = VIALS.get(vial, ())
    return metals_, () if card.type == "Ally" or not vial else VIALS[vial]


#: the phases of a turn (rulebook "A Player's Turn"; "Co-op: Gameplay" for the Lord Ruler's):
#: actions, then attacks once the first attack is made, the end of the turn, and in co-op the
#: Lord Ruler's card between two players' turns
PHASES: tuple[Phase, ...] = (
    Phase("main", "Actions", ("play", "burn", "flare", "refresh", "use_metal", "advance", "buy", "buy_boxing",
                              "attack", "end"), rule=TURN),
    Phase("combat", "Combat", ("attack", "end"), rule=TURN,
          refusal="You have begun attacking: only attacks and ending your turn are left."),
    Phase("end", "End of turn", steps=("co-op: the Adversaries in front of the player act", "pass the target",
                                       "cleanup: tokens turn, cards discarded", "draw 5"), rule=TURN),
    Phase("lord_ruler", "The Lord Ruler's turn", steps=("reveal the Lord Ruler's top card and resolve it",
                                                        "eliminate and replace the market cards of its slots"),
          between_turns=True, rule="Co-op: Gameplay"),
)


class MistbornSetupOptions(SetupOptions):
    """Mistborn's set-up options: ``difficulty``, co-op only, the Dominance track (one of
    :data:`.dominance.TRACKS`: intro, standard_a, standard_b, hard_a, hard_b, extreme;
    default :data:`.dominance.DEFAULT`)."""

    difficulty: str | None = None

    def problem(self, players: int) -> str | None:
        if self.difficulty is not None and self.difficulty not in TRACKS:
            return f"difficulty: expected one of {', '.join(TRACKS)}, got {self.difficulty!r}"
        if self.difficulty is not None and self.variant != "coop":
            return "difficulty: only the co-op variant has a Dominance track"
        return super().problem(players)


class MistbornRules(Rules):
    """Mistborn: competitive (2–4 players) and co-op against the Lord Ruler (1–4)."""

    id = "mistborn"
    title = "Mistborn: The Deckbuilding Game"
    short_title = "Mistborn"
    min_players = 2
    max_players = 4
    variants = ("standard", "coop")
    variant_labels = {"standard": "Competitive", "coop": "Co-op against the Lord Ruler"}
    setup_options = MistbornSetupOptions
    pick_hint = "Each player is dealt a Character at random."
    character_word = "Character"
    characters_word = "Characters"
    guide = GUIDE
    glossary = GLOSSARY
    keywords = KEYWORDS
    #: the heuristic bot, after each card it plays, burns a metal on a card, else flares one
    #: on a card (``legal`` lists such a flare first only once no burn is left and when it
    #: completes a box), else uses a card from hand as metal under a card (listed first only
    #: when worth more than keeping the card); refreshes a flared token (with the cheapest
    #: card: a token flared and never refreshed is lost for good, which costs more than the
    #: card); then plays its next card; once its hand is played, burns for no effect (waking
    #: Allies), buys, moves up the missions and attacks
    bot_verbs = ("burn:card", "flare:card", "use_metal:target", "refresh", "play", "burn", "buy", "advance",
                 "attack")
    #: co-op: the bot takes the game's advice on the Lord Ruler's questions (:mod:`.advice`)
    advice_reads = ("advice",)

    def advise(self, view: dict[str, Any], legal: list[Command]) -> Command | None:
        """The heuristic bot's advice on the Lord Ruler's questions (:func:`.advice.advise`)."""
        return advice.advise(view, legal)

    def bot_listing(self, view: dict[str, Any], legal: list[Command]) -> list[Command]:
        """``legal`` without the burns for no effect that wake nothing (:func:`.advice.listing`)."""
        return advice.listing(view, legal)

    def advice_view(self, state: State, seat: int | None) -> dict[str, Any]:
        """The facts of the seat's pending co-op question (:func:`.advice.advice_view`)."""
        return advice.advice_view(state, seat)

    card_types = TYPES
    card_looks = {"starter": "starter", "Action": "power", "Ally": "hero", "Character": "character", "Edict": "villain",
                  "Mission": "location", "Funding": "starter", "Adversary": "boss"}
    card_fields = MistbornFields
    verbs = VERBS

    def usages(self, state: State) -> list[str]:
        """The command hint's grammar: ``attack`` names players and their Allies in the
        competitive game, the Adversaries and the Lord Ruler in co-op (rulebook "Co-op")."""
        return [ATTACK_USAGE[res.coop(state)] if verb.name == "attack" else verb.usage
                for verb in self.verbs if verb.usage]
    acquire_verbs = ("buy",)
    #: the sim report's own figures (:meth:`measure`); eliminations and the co-op team's wins
    #: are the kernel's (the outcomes)
    measures = (Measure("missions_completed", "Missions completed (a player at the top of a mission)", "mean"),
                Measure("mission_spaces", "Mission spaces climbed per player", "mean"))

    def measure(self, state: State) -> dict[str, int | float]:
        """``missions_completed``: the (player, mission) pairs where the player's cube reached
        the top of the mission's track; ``mission_spaces``: the spaces climbed on every mission,
        per player (a mean over the players)."""
        missions = state.table.get("missions", [])
        spots = [p.res.get(res.mission_key(state, u), 0) for p in state.players for u in missions]
        return {"missions_completed": sum(1 for n in spots if n >= res.MISSION_TOP),
                "mission_spaces": round(sum(spots) / len(state.players), 4)}
    table_keys = (TableKey("b", "burn", "Burn", how="card", unavailable="No card can be powered by burning now.",
                           help="burn a metal to power a card you played"),
                  TableKey("f", "flare", "Flare", how="card", unavailable="No card can be powered by flaring now.",
                           help="flare a metal to power a card you played"),
                  TableKey("r", "refresh", "Refresh", narrow="Refr", how="card", unavailable="No card can refresh a metal now.",
                           help="refresh a flared metal by discarding a card whose vial shows it", costs_a_card=True),
                  TableKey("v", "advance", "Advance", narrow="Adv", how="card", unavailable="No mission can be advanced now.",
                           help="advance on a mission with mission points"))
    """Mistborn's keys: ``b`` burn, ``f`` flare, ``r`` refresh (each with a card), ``v`` advance."""
    resources = res.RESOURCES
    #: a player's damage and mission points to spend, beside the Money in the header (issue 14:
    #: at 80x24 they were shown nowhere)
    header_counts = ((res.COMBAT.name, "Damage"), (res.MISSION.name, "Mission"))

    def header_note(self, state: State) -> str:
        """Co-op: the Lord Ruler's health, "Lord Ruler 48/48" (the competitive game: none)."""
        return f"Lord Ruler {get(state, res.LORD_RULER)}/{res.LORD_RULER.cap}" if res.coop(state) else ""
    player_zones = ("hand", "deck", "discard", "played", "allies", "characters", "set_aside", "adversaries")
    character_zone = "characters"
    #: the players' lines: each zone's size, in its words; under 100 columns the cards played
    #: this turn are left out (their own line shows them, and another player has none). No
    #: count of Allies or Characters: the line names them (issue 14, Mistborn trial at 80x24:
    #: "ally 1 char 1 aside 0" read as noise, and wrapped over rows until the log had none)
    player_counts = (("deck", "deck", "deck "), ("discard", "discard", "discard "), ("played", "played", ""),
                     ("set_aside", "set aside", "set aside "), ("adversaries", "adversaries", "adv "))

    def player_view(self, state: State, seat: int) -> dict[str, Any]:
        """The notes that end the player's line: Health, burns left, ready metals
        (:func:`views.player_notes`)."""
        return {"notes": views.player_notes(state, seat)}

    def counts_shown(self, state: State) -> tuple[tuple[str, str, str], ...]:
        """Adversaries come only in co-op: their count is left out of the other variants (trial:
        "adversaries 0" in a competitive game); cards set aside (a Keeper's) only while a player
        has some (issue 14 trial: "aside 0" on every line)."""
        aside = any(p.zones.get("set_aside") for p in state.players)
        return tuple(c for c in self.player_counts if (c[0] != "adversaries" or res.coop(state))
                     and (c[0] != "set_aside" or aside))

    public_zones = ("played", "discard", "allies", "characters", "adversaries")
    hidden_zones = ("hand", "deck", "set_aside")
    in_play_zones = ("played", "allies")
    lasting_zones = ("allies",)
    zone_words = {"discard": "discard pile", "played": "in play"}
    quiet_kinds = frozenset({"power", "shuffle", "phase", "auto", HAND_DRAW})
    #: a card of yours leaving the game is eliminated (a Soothe: found in a trial, "destroys
    #: nothing" under a mission that says "eliminate")
    verb_words = {"destroy": "eliminate"}
    public_table_zones = ("market", "eliminated", "missions", "lord_ruler_card", "lord_ruler_discard")
    loss_zones = ("discard", "eliminated")
    hidden_table_zones = ("market_deck", "lord_ruler_deck")
    table_zones = ("market", "market_deck", "eliminated", "missions", "lord_ruler_deck", "lord_ruler_discard")
    ordered_zones = ("deck", "market", "market_deck", "lord_ruler_deck")
    set_counts = {"character": 4, "starter": 40, "main": 82, "tile": 8, "villain": 36}
    phases = PHASES

    def card_text(self, card) -> str:
        """The card's facts a player needs before its effects: the metal that powers it, its
        vial (what it refreshes and may be used as, sideways), an Ally's defense and an
        Adversary's shields (rulebook "Card Anatomy", "Metals", "Co-op"), then the text of
        its effects, and an Edict's market slots."""
        f = card.extra
        facts = []
        if f.get("metal"):
            facts.append(f"Signature metal: {f['metal']}." if card.type == "Character" else f"Powered by {f['metal']}.")
        if f.get("vial") == "atium":
            facts.append("Vial: atium (refreshes or stands for any metal).")
        elif f.get("vial"):
            a, b = VIALS[f["vial"]]
            facts.append(f"Vial: {a} and {b} (discard it to refresh either, or use it sideways as either).")
        if f.get("defense"):
            facts.append(f"Defense {f['defense']}.")
        if f.get("shields"):
            facts.append(f"Shields (left to right): {' / '.join(map(str, f['shields']))}." if len(f["shields"]) > 1
                         else f"Shield: {f['shields'][0]}.")
        text = super().card_text(card)
        if f.get("market_slots"):
            slots = " and ".join(map(str, f["market_slots"]))
            text += ("\n" if text else "") + f"Then eliminate the market card{'s' * (len(f['market_slots']) > 1)} " \
                f"in slot{'s' * (len(f['market_slots']) > 1)} {slots}."
        return "\n".join(facts + ([text] if text else []))

    def players(self, variant: str | None = None) -> tuple[int, int]:
        """Competitive: 2 to 4 players; co-op: 1 to 4 (rulebook "Setup", "Co-op")."""
        return (1, 4) if variant == "coop" else (2, 4)

    def setup_choices(self, variant: str | None = None) -> tuple[SetupChoice, ...]:
        """Co-op: the difficulty, i.e. the Dominance track (rulebook "Co-op: Setup", the
        difficulty levels), easiest first; the competitive game has none."""
        if variant != "coop":
            return ()
        return (SetupChoice("difficulty", "Difficulty", tuple((k, t.title) for k, t in TRACKS.items()), DEFAULT),)

    # ------------------------------------------------------------------ set-up
    def setup(self, state: State) -> None:
        """Rulebook "Setup" (and "Co-op: Setup"): a Character each (``options["characters"]``
        names them per seat, else dealt at random), its four starting cards and six Funding
        shuffled into a deck, eight metal tokens, 36 health; the market deck shuffled and six
        cards revealed; up to three missions; the first player (``options["first"]``, else at
        random) and health bonuses for the later seats; the target to the last seat (3 or 4
        players, competitive); co-op: the Lord Ruler at 48 health and his deck shuffled; five
        cards each."""
        n = len(state.players)
        setup_resources(state, tuple(r for r in res.RESOURCES if r.owner == "player"))
        for p in state.players:
            for m in METALS:
                res.set_token(state, p.seat, m, res.READY)
        box = state.table["box"]
        chars = [u for u in box if state.cards[u].kind == "character"]
        state.rng.shuffle(chars)
        wanted = list(state.options.get("characters") or [])
        for seat in range(n):
            name = wanted[seat] if seat < len(wanted) else None
            uid = (next((u for u in chars if state.name(u).lower() == name.lower()), None) if name
                   else next((u for u in chars if state.where[u][1] == "box"), None))
            if uid is None or state.where[uid][1] != "box":
                raise ValueError(f"no Character named {name!r} is available" if name else "too few Characters")
            zones.move(state, uid, seat, "characters")
            state.log("team", f"{state.players[seat].name} plays as {state.name(uid)}.", seat)
            for starter in state.cards[uid].extra["starters"] + ["Funding"] * 6:
                card = next((u for u in state.table["box"] if state.name(u) == starter
                             and state.cards[u].kind == "starter"), None)
                if card is None:
                    raise ValueError(f"the set has too few {starter!r} cards")
                zones.move(state, card, seat, "deck")
            zones.shuffle(state, seat, "deck")
        for u in [u for u in state.table["box"] if state.cards[u].kind == "main"]:
            zones.to_table(state, u, "market_deck")
        zones.shuffle(state, TABLE, "market_deck")
        self.refill_market(state)
        missions = [u for u in state.table["box"] if state.cards[u].kind == "tile"]
        state.rng.shuffle(missions)
        for u in missions[:MISSIONS]:
            zones.to_table(state, u, "missions")
            for p in state.players:
                p.res[res.mission_key(state, u)] = 0
        first = state.options.get("first")
        first = state.rng.randrange(n) if first is None else first
        state.active = first
        for i in range(n):
            add(state, res.HEALTH, HEALTH_BONUS[i], (first + i) % n)
        if res.coop(state):
            setup_resources(state, (res.LORD_RULER, res.DOMINANCE))
            state.log("setup", f"The Lord Ruler: 48 health, 36 cards, the {TRACKS[res.difficulty(state)].title} "
                      "Dominance track.")
            for u in [u for u in state.table["box"] if state.cards[u].kind == "villain"]:
                zones.to_table(state, u, "lord_ruler_deck")
            zones.shuffle(state, TABLE, "lord_ruler_deck")
        elif n >= 3:
            state.res["target"] = (first - 1) % n
        for p in state.players:
            zones.draw(state, p.seat, 5, HAND_DRAW)
        push(state, "mb_turn_start")

    def refill_market(self, state: State, before: list[int] | None = None) -> None:
        """Refill the market row to six from the market deck; with the deck empty the row
        stays short. ``before`` is the row before cards left it: each new card takes the
        slot of a card that left (rulebook: a bought or eliminated card is replaced at
        once), in slot order, so the other cards keep their slot numbers (the Edicts name
        slots)."""
        row, deck = state.zone(TABLE, "market"), state.zone(TABLE, "market_deck")
        new: list[int] = []
        while len(row) < MARKET_SIZE and deck:
            new.append(deck[0])
            zones.to_table(state, deck[0], "market")
        if not before or not new:
            return
        fresh = iter(new)
        order = [u if u in row and u not in new else next(fresh, None) for u in before]
        order = [u for u in order if u is not None]
        order += [u for u in row if u not in order]
        if order != row:
            state.note("lists", TABLE, {"market": list(row)})
            row[:] = order

    # ------------------------------------------------------------------ what may be done
    def legal(self, state: State) -> list[Command]:
        """Every command the active player may give now (the turn's main step; attacks once
        begun; end). Cards of one name are listed once; a metal is listed on each card it
        powers and for no effect, in an order that is the bots' hint (see :attr:`bot_verbs`)."""
        seat = state.active
        p = state.players[seat]
        out: list[Command] = []
        if state.turn.get("phase", "main") == "main":
            names = card_names(state)
            hand = _distinct(state, p.zones["hand"], names)
            out += [_PLAY(u) for u in hand]
            targets = metals.targets(state, seat)
            vials = state.per_card("_mistborn_vials", _vials)
            can_burn = state.turn.get("burns", 0) < res.burn_limit(state, seat)
            # the order is the bots' hint (bot_verbs): of each verb, the command worth giving
            # is listed first, and one for no effect first when none is. Burns on cards;
            # flares on cards only once no burn is left, and only those completing a box (a
            # flared token is lost until refreshed); a card used as metal only under a card
            # whose box it completes and that is worth more than the card kept (metals.worth)
            burns, flares, uses, bare, later, refresh = [], [], [], [], [], []
            # the targets one more of their own metal powers, in order, and by that metal (a
            # metal powers only the cards of its own: one test per target, not per metal)
            # (each card's metal from the per-card table of metals.powers: metal_of reads a
            # pydantic model; speed)
            powered, by_metal = _powered(state, targets)
            # the tokens and the player's resources read directly (res.token and get,
            # inlined: this runs at every step; speed)
            held = p.res
            ready, flared, spent = res.READY, res.FLARED, res.SPENT
            for m, key, burn_m, flare_m in _TOKENS:
                t = held.get(key, ready)
                if t == ready:
                    if by_metal:
                        for u in by_metal.get(m, ()):
                            burns += [_BURN_ON(m, u)] if can_burn else []
                            good = not can_burn and metals.completes(state, u)
                            (flares if good else later).append(_FLARE_ON(m, u))
                    if can_burn:
                        bare.append(burn_m)
                    bare.append(flare_m)
                elif t == flared or t == spent:
                    refresh += [_REFRESH(m, u) for u in hand if m in vials[u][0]]
            if can_burn and held.get(_ATIUM, res.ATIUM.start) > 0:
                burns += [_BURN_ON("atium", u) for u in powered]
                bare += _ATIUM_BARE
            waking = None  # metals.waking_metals, once a card in hand may be used as metal
            for u in hand:
                usable = vials[u][1]
                if not usable:
                    continue
                for m in usable:
                    for t in by_metal.get(m, ()):
                        cmd = _USE_ON(u, m, t)
                        (uses if metals.worth(state, u, t) else later).append(cmd)
                if waking is None:
                    waking = metals.waking_metals(state, seat)
                bare += [_USE(u, m) for m in usable if metals.bare_use_wakes(state, u, m, waking)]
            # a flared token is refreshed with the cheapest card that can
            costs = state.per_card("_cost", _COST)
            if len(refresh) > 1:
                refresh.sort(key=lambda c: costs[c.card])
            for part in (burns, flares, uses, refresh, bare, later):
                out += part
            if held.get(_MISSION, res.MISSION.start) > 0:
                out += [_ADVANCE(u) for u in state.table.get("missions", [])
                        if held.get(res.mission_key(state, u), 0) < res.MISSION_TOP]
            money = held.get(_MONEY, res.MONEY.start)
            purse = money + res.BOXING_WORTH * held.get(_BOXINGS, res.BOXINGS.start)  # self.purse, inlined
            out += [_BUY(u) for u in _distinct(state, buyable(state), names) if costs[u] <= purse]
            if money >= res.BOXING_COST:
                out.append(_BOXING())
        out += map(_ATTACK, attack_keys(state))
        out.append(_END)
        return out

    def verb_first(self, state: State) -> Command | None:
        """Speed: in the turn's main step, the first burn on a card :meth:`legal` lists while a
        burn is left (a ready token of a card's metal, else atium), or, with no card played
        that a metal would power and no flared token a card in hand refreshes, the first card
        in hand to play: what :attr:`bot_verbs` picks then; else None. Burns on cards are
        listed before any other burn, plays first of all, and the advice (co-op questions)
        gives nothing outside a decision."""
        if state.turn.get("phase", "main") != "main":
            return None
        seat = state.active
        p = state.players[seat]
        powered, by_metal = _powered(state, metals.targets(state, seat))  # as legal finds them
        held = p.res
        if powered:  # burn:card, when a burn is left
            if state.turn.get("burns", 0) >= res.burn_limit(state, seat):
                return None
            for m, key, _, _ in _TOKENS:
                if m in by_metal and held.get(key, res.READY) == res.READY:
                    return _BURN_ON(m, by_metal[m][0])
            return _BURN_ON("atium", powered[0]) if held.get(_ATIUM, res.ATIUM.start) > 0 else None
        hand = p.zones["hand"]
        if not hand:
            return None
        vials = state.per_card("_mistborn_vials", _vials)
        for m, key, _, _ in _TOKENS:
            t = held.get(key, res.READY)
            if (t == res.FLARED or t == res.SPENT) and any(m in vials[u][0] for u in hand):
                return None
        return _PLAY(hand[0])

    def _useful_burns(self, state: State, seat: int) -> tuple[int, list[str]]:
        """(burns left this turn, the metals a burn of which would still do something now: power
        a card ``seat`` played (a ready token of that card's metal, or atium) or wake one of its
        Allies or its Character's abilities, the burns the B key offers, in its order); (0, [])
        once attacking (no more actions), with no burn left or none that would do anything
        (trial: the end's question counted a burn only when a card needed it)."""
        if seat != state.active or state.turn.get("phase", "main") != "main":
            return 0, []
        left = res.burn_limit(state, seat) - state.turn.get("burns", 0)
        if left <= 0:
            return 0, []
        metals_ = [c.metal for c in self.legal(state)
                   if isinstance(c, Burn) and (c.card is not None or self.no_effect(state, c) is None)]
        return (left, list(dict.fromkeys(metals_))) if metals_ else (0, [])

    def _burns_words(self, state: State, seat: int) -> list[str]:
        """["1 burn (iron or pewter would still power a card or wake an Ally or ability)"]: the
        burns left and the metals worth burning, named (trial: the end's question listed burns
        only sometimes, then never said which metal); [] when none."""
        n, metals_ = self._useful_burns(state, seat)
        if not n:
            return []
        named = metals_[0] if len(metals_) == 1 else ", ".join(metals_[:-1]) + " or " + metals_[-1]
        return [f"{n} burn{'s' if n != 1 else ''} ({named} would still power a card or wake an Ally or ability)"]

    def at_stake(self, state: State, seat: int) -> list[str]:
        """The turn's resources left (Money, damage, mission points), then the burns left that
        would power a card ("1 burn": the trial's E ended a turn with a metal still to burn);
        once attacking began, only the damage left (nothing else can be used any more)."""
        if state.turn.get("phase", "main") != "main":  # attacking: only damage can still be used
            n = get(state, res.COMBAT, seat)  # (found in a trial: it asked about Money left)
            return [words(res.COMBAT, n)] if n > res.COMBAT.start and combat.damage_useful(state) else []
        stake = super().at_stake(state, seat)
        if not _missions_open(state, seat):  # nowhere to spend them: not "left unused" (co-op trial)
            stake = [s for s in stake if s != words(res.MISSION, get(state, res.MISSION, seat))]
        # only what could still do something (trial: "1 Money" with nothing at 1, "2 damage"
        # with the only target behind a Defender it can't kill)
        if not self._money_useful(state):
            stake = [s for s in stake if s != words(res.MONEY, get(state, res.MONEY, seat))]
        if not combat.damage_useful(state):
            stake = [s for s in stake if s != words(res.COMBAT, get(state, res.COMBAT, seat))]
        return stake + self._burns_words(state, seat)

    def _money_useful(self, state: State) -> bool:
        """Whether the active player's Money (with their Boxings) buys anything now: a market
        card or a Boxing (a trial's question listed "1 Money" when nothing cost 1 or less)."""
        return any(c.kind in ("buy", "buy_boxing") for c in self.legal(state))

    def idle_play(self, state: State, uid: int) -> bool:
        """An atium Action played with no atium to burn on it does nothing (trial: Balance
        counted as "1 playable card" with no atium; metal table, atium); else the default."""
        card = state.cards[uid]
        if card.type == "Action" and card.extra.get("metal") == "atium" and get(state, res.ATIUM, state.active) <= 0:
            return True
        return super().idle_play(state, uid)

    def no_effect(self, state: State, cmd: Command) -> str | None:
        """A burn or flare for no card when no Ally or Character ability of the player wakes on
        its metal (found in a trial: F flared iron "for no effect" at once, a token the next
        Dominance row needed)."""
        if not isinstance(cmd, (Burn, Flare)) or cmd.card is not None:
            return None
        if metals.woken(state, state.active, metals.bare_metals(cmd)):
            return None
        verb = "Flaring" if isinstance(cmd, Flare) else "Burning"
        wild = getattr(cmd, "wild", None)
        m = f"atium as {wild}" if wild else cmd.metal
        return (f"{verb} {m} now would do nothing: it would go on no card, and no Ally or Character ability "
                f"of yours wakes on {wild or cmd.metal}.")

    #: the help of a refresh that an effect gives (a Dominance row, Skaa Caverns): no card is
    #: discarded there, unlike the refresh the glossary explains (issue 14 trial)
    FREE_REFRESH = ("refresh: the flared metal token turns back to ready, to burn or flare again; this refresh "
                    "is given, no card is discarded for it.")

    def option_text(self, state: State, decision, uid: int) -> str:
        """A Seek's option: the top ability it would use, first, as the card says it with how a
        mission-track condition stands now (:func:`.said.offered`: "…if you are lowest (…) on
        any mission track: draw a card (now: lowest on Crew Hideout)"; a trial read only what
        it gave at that moment, as ability II's question did before), then the card's text
        (issue 14 trial: at 80x24 Investigate's detail showed only "Powered by tin. Vial: …")."""
        if decision.purpose.verb != "seek":
            return ""
        gives = said.lower_first(said.offered(state, decision.player, top_box(state, uid)))
        return f"Seek uses its top ability: {gives}.\n" + self.card_text(state.cards[uid])

    def decision_help(self, state: State, decision) -> str:
        """The glossary's help (:func:`rules.engine.teach.glossary_help`), but a refresh given by an
        effect says it costs no card (:attr:`FREE_REFRESH`)."""
        more = self.FREE_REFRESH if decision.resume == "mb_refreshed" else ""
        return glossary_help(self.keyword_glossary, decision, more, verb_terms=self.verb_terms, state=state)

    def saved_command(self, state: State, text: str) -> Command | None:
        """An old save's ``attack Koloss`` with two Koloss in play: the first Koloss of the
        attack list, as the engine took it before it asked which (:func:`.commands.saved_attack`;
        a save written now names it "Ann's Koloss")."""
        from .commands import saved_attack

        return saved_attack(state, text)

    def command_note(self, state: State, cmd: Command) -> str:
        """What a burn or flare for no card wakes ("wakes Coinshot: +2 damage"), on a card what
        the box it completes gives ("gives +2 damage; heal 1"); where an
        advance takes the player and the reward it gives or comes next (:func:`views.advance_note`)."""
        if isinstance(cmd, (Burn, Flare)) and cmd.card is None:
            return metals.wakes_text(state, state.active, cmd)
        if isinstance(cmd, (Burn, Flare)):  # the box it completes (issue 14: B's list did not say)
            return metals.burn_note(state, state.active, cmd.card)
        if isinstance(cmd, Advance):
            return views.advance_note(state, state.active, cmd.card)
        return ""

    def ask_before(self, state: State, cmd: Command) -> str | None:
        """The first attack ends the turn's actions: with playable cards
        (:func:`rules.engine.game.playable_cards`, the ones E's end-of-turn question counts),
        Money, mission points or a burn that would power a card left, ask first (the trial's
        attack threw unspent Money, and cards still to play, away without a word). A flare when
        a burn of that metal would do the same now asks too: a flared token stays spent into
        the next turn (found in a trial: F flared pewter with a burn left)."""
        pointless = self.no_effect(state, cmd)
        if pointless is not None:
            verb = "Flare" if isinstance(cmd, Flare) else "Burn"
            return f"{verb} {cmd.metal} for no effect? {pointless}"
        if isinstance(cmd, Flare) and cmd.metal != "atium" and self.check(state, Burn(metal=cmd.metal, card=cmd.card)) is None:
            return (f"Flare {cmd.metal}? A burn of it would do the same now. A flared token stays spent until you "
                    f"refresh it: no {cmd.metal} next turn.")
        if not isinstance(cmd, Attack) or state.turn.get("phase", "main") != "main":
            return None
        seat = state.active
        money = get(state, res.MONEY, seat) > 0 and self._money_useful(state)  # only if it buys something
        left = [words(r, get(state, r, seat)) for r in (res.MONEY, res.MISSION) if get(state, r, seat) > 0
                and (money if r is res.MONEY else _missions_open(state, seat))]
        boxings = get(state, res.BOXINGS, seat)
        if money and boxings:  # the Money with the Boxings buys more (issue 14 trial)
            left[0] += f" ({self.purse(state, seat)} to spend with your {words(res.BOXINGS, boxings)})"
        left += self._burns_words(state, seat)
        # the playable cards first, as the end of the turn counts them (issue 14 trial: the
        # attack question did not say that cards were left to play)
        can = len(playable_cards(state))
        left = ([f"{can} playable card{'s' if can != 1 else ''}"] if can else []) + left
        if not left:
            return None
        listed = left[0] if len(left) == 1 else ", ".join(left[:-1]) + " and " + left[-1]
        return (f"Attack now? Once you attack you can only attack and end your turn: no more playing, buying, "
                f"burning or advancing. Left unused: {listed}.")

    @staticmethod
    def purse(state: State, seat: int) -> int:
        """What ``seat`` may spend now: Money plus what their Boxings are worth."""
        return get(state, res.MONEY, seat) + res.BOXING_WORTH * get(state, res.BOXINGS, seat)

    def check(self, state: State, cmd: Command) -> Rejected | None:
        seat = state.active
        p = state.players[seat]
        if isinstance(cmd, End):
            return None
        if isinstance(cmd, Attack):
            return check_attack(state, cmd)
        if not isinstance(cmd, (Play, Burn, Flare, Refresh, UseAsMetal, Advance, Buy, BuyBoxing)):
            return Rejected(f"'{cmd.kind}' is not a command of {self.title}.")
        # the phase's commands (PHASES: no more actions once attacking) were checked by the kernel
        if isinstance(cmd, Play):
            if cmd.card not in p.zones["hand"]:
                return Rejected(f"{state.name(cmd.card)} is not in your hand.", TURN)
            return None
        if isinstance(cmd, (Burn, Flare)):
            return metals.check_token(state, cmd)
        if isinstance(cmd, Refresh):
            return metals.check_refresh(state, cmd)
        if isinstance(cmd, UseAsMetal):
            return metals.check_use(state, cmd)
        if isinstance(cmd, Advance):
            if cmd.card not in state.table.get("missions", []):
                return Rejected(f"{state.name(cmd.card)} is not a mission in this game.", "Missions")
            if get(state, res.MISSION, seat) <= 0:
                return Rejected("You have no mission points to spend.", "Missions")
            if p.res.get(res.mission_key(state, cmd.card), 0) >= res.MISSION_TOP:
                return Rejected(f"You are already at the top of {state.name(cmd.card)}.", "Missions")
            return None
        if isinstance(cmd, BuyBoxing):
            if get(state, res.MONEY, seat) < res.BOXING_COST:
                return Rejected(f"A Boxing costs {res.BOXING_COST} Money; you have {get(state, res.MONEY, seat)}.",
                                "Market & Boxings")
            return None
        if cmd.card not in buyable(state):
            return Rejected(f"{state.name(cmd.card)} is not in the market row.", "Market & Boxings")
        purse, cost = self.purse(state, seat), state.cards[cmd.card].cost
        if cost > purse:
            return Rejected(f"You have {purse} to spend (Money and Boxings); {state.name(cmd.card)} costs {cost}.",
                            "Market & Boxings")
        return None

    # ------------------------------------------------------------------ doing it
    def perform(self, state: State, cmd: Command) -> None:
        seat = state.active
        p = state.players[seat]
        if isinstance(cmd, End):
            state.log("end", f"{p.name} ends their turn.", seat)
            enter_phase(state, "end", log=False)
            for step in ("next", "lord_ruler", "draw", "cleanup", "pass_target", "adversaries"):
                push(state, "mb_end_step", step=step)
            return
        push(state, "mb_wake")
        if isinstance(cmd, Play):
            card = state.cards[cmd.card]
            zones.move(state, cmd.card, seat, "allies" if card.type == "Ally" else "played")
            if not state.headless:  # no line built where nobody reads the log (speed)
                state.log("play", f"{p.name} plays {card.name}.", seat)
            push_effects(state, [e for e in card.effects if e.op not in WAITING], {"p": seat, "src": cmd.card})
        elif isinstance(cmd, (Burn, Flare)):
            metals.burn(state, cmd)
        elif isinstance(cmd, Refresh):
            metals.refresh(state, cmd)
        elif isinstance(cmd, UseAsMetal):
            metals.use_as_metal(state, cmd)
        elif isinstance(cmd, Advance):
            push(state, "mb_advance", seat=seat, mission=cmd.card)
            self.offer_sense(state, seat)
        elif isinstance(cmd, BuyBoxing):
            add(state, res.MONEY, -res.BOXING_COST, seat)
            add(state, res.BOXINGS, 1, seat)
            state.log("buy", f"{p.name} buys a Boxing.", seat)
        elif isinstance(cmd, Buy):
            self.buy(state, seat, cmd.card)
        elif isinstance(cmd, Attack):
            if self.phase(state) != "combat":
                enter_phase(state, "combat")
            attack(state, seat, cmd.target)

    def buy(self, state: State, seat: int, uid: int) -> None:
        """Pay (Money first, then Boxings), take the card to the discard pile, refill the
        market; with Character ability II unlocked and unused this turn, a bought Action may
        be eliminated at once for its top box (rulebook "Characters", "Market & Boxings")."""
        p = state.players[seat]
        cost = state.cards[uid].cost
        coins = min(cost, get(state, res.MONEY, seat))
        add(state, res.MONEY, -coins, seat)
        boxes = -(-(cost - coins) // res.BOXING_WORTH)
        add(state, res.BOXINGS, -boxes, seat)
        came = state.where[uid][1]
        before = list(state.table.get("market", []))
        zones.move(state, uid, seat, "discard")
        state.log("buy", f"{p.name} buys {state.name(uid)}" + (f" (spending {words(res.BOXINGS, boxes)})" if boxes else "")
                  + (" from the eliminated pile" if came == "eliminated" else "") + ".", seat)
        if came == "market":
            self.refill_market(state, before)
        ability2 = next((c for c in p.zones["characters"] if state.cards[c].has("eliminate_bought")), None)
        if (ability2 is not None and state.cards[uid].type == "Action" and res.unlocked(state, seat, 2)
                and not state.turn.get("ability2") and top_box(state, uid)):
            # asked by the Character's ability, about the card bought (found in a trial: "Asked by
            # Inspire." for Kelsier's ability II)
            # its top ability said (issue 14 trial: the question did not say what it gives), in a
            # sentence of its own: its words hold brackets of their own (new-user trial: "(Push 1
            # (eliminate a market card))")
            ask(state, "yes_no", seat, f"{state.name(ability2)}'s ability II: eliminate {state.name(uid)} to use "
                f"its top ability now? It gives {said.lower_first(said.offered(state, seat, top_box(state, uid)))}.",
                yes_no(), 1, 1, "mb_ability_two",
                purpose=Purpose("eliminate", ("discard",), "eliminated", ability2, target=uid), seat=seat, uid=uid)

    def offer_sense(self, state: State, seat: int) -> None:
        """The first time in a turn the active player moves up a mission track, each other
        player in turn order may discard Sense cards (rulebook "Metals": Sense; none in
        co-op): each takes its amount of mission points from the active player this turn.
        Only a player who owns a Sense card is told (and asked if one is in hand), as for
        Cloud (:mod:`.combat`)."""
        if res.coop(state) or state.turn.get("sense_offered"):
            return
        state.turn["sense_offered"] = True
        for v in reversed([s for s in state.foes(seat) if res.alive(state, s) and owns(state, s, "sense")]):
            senses = [u for u in state.players[v].zones["hand"] if state.cards[u].has("sense")]
            name = state.players[v].name
            # why the keyboard goes to them, as for Cloud (issue 14 trial: "You have no Sense card"
            # read as a mistake when none was in hand): owning one is public, holding one is not
            state.log(OFFER, f"{name} owns a Sense card, so {name} is asked whether to answer the move (a Sense "
                      "card takes mission points from it), whatever the hand holds (nobody learns whether it "
                      "holds one).", v,
                      None if senses else f"{state.players[seat].name} moves up a mission track; you have no "
                      "Sense card in your hand. You were called because you own one somewhere, so nobody "
                      "learns whether your hand holds one.")
            if senses:
                push(state, "mb_offer_sense", victim=v)

    def sense(self, state: State, victim: int) -> None:
        senses = [u for u in state.players[victim].zones["hand"] if state.cards[u].has("sense")]
        who = state.players[state.active].name
        ask(state, "cards", victim, f"{who} is moving up a mission track. Discard Sense cards to take mission "
            "points from them?", [card_option(state, u) for u in senses], 0, len(senses), "mb_sensed",
            purpose=Purpose("sense", ("hand",), "discard", rule="Sense"), victim=victim)

    def climb(self, state: State, seat: int, mission: int) -> None:
        """Move ``seat``'s cube one space up ``mission``; resolve the reward of the space
        reached (and the first-to-reach bonus); topping every mission wins at once
        (rulebook "Missions", "End of the Game")."""
        p = state.players[seat]
        key = res.mission_key(state, mission)
        if p.res.get(key, 0) >= res.MISSION_TOP:
            return
        p.res[key] = pos = p.res.get(key, 0) + 1
        if not state.headless:
            state.log("advance", f"{p.name} moves to space {pos} of {state.name(mission)}.", seat)
        ctx = {"p": seat, "src": mission}
        first = f"first:{key[8:]}:{pos}"
        if pos == res.MISSION_TOP and first not in state.res:
            state.res[first] = seat + 1
        for e in state.cards[mission].effects:
            if e.op == "milestone" and e.at == pos:
                # the space's own reward named too (competitive trial: only the first-to-reach
                # bonus was in the log, so the others could not account for the second Money)
                if e.effects and not state.headless and (gave := said.gave(state, seat, e.effects)):
                    state.log("mission", f"{p.name} takes the space's reward: {gave}.", seat)
                if e.first and (state.res.get(first) == seat + 1 if pos == res.MISSION_TOP else first not in state.res):
                    state.res[first] = seat + 1
                    # the bonus named (found in a trial: the line said nothing of the +2 Money)
                    gave = said.gave(state, seat, e.first)
                    state.log("mission", f"{p.name} is the first to reach it: {gave}." if gave
                              else f"{p.name} is the first to reach it.", seat)
                    push_effects(state, e.first, ctx)
                push_effects(state, e.effects, ctx)
        missions = state.table.get("missions", [])
        if not res.coop(state) and all(p.res.get(res.mission_key(state, u), 0) >= res.MISSION_TOP for u in missions):
            self.finish(state, f"{p.name} reached the top of every mission", "winner", [p.name])

    def confrontation(self, state: State, seat: int) -> None:
        """Four atium on Confrontation: the player wins at once (co-op: everyone wins)."""
        name = state.players[seat].name
        if res.coop(state):
            self.finish(state, f"{name} confronted the Lord Ruler with 4 atium", "shared_win",
                        [q.name for q in state.players])
        else:
            self.finish(state, f"{name} played 4 atium on Confrontation", "winner", [name])

    def after_damage(self, state: State) -> None:
        """After players lost health: the target leaves an eliminated holder (to the next
        player still in) and the game once two players are left; the last player standing
        wins; co-op: everyone out loses."""
        alive = res.living(state)
        if res.coop(state):
            if not alive:
                self.finish(state, "every player was eliminated", "all_lose", [])
            return
        holder = state.res.get("target", -1)
        if holder >= 0 and (len(alive) <= 2 or holder not in alive):
            if len(alive) <= 2:
                state.res["target"] = -1
                state.log("target", "Only two players are left: the target leaves the game.")
            else:
                nxt = next(s for s in state.foes(holder) if s in alive)
                state.res["target"] = nxt
                state.log("target", f"The target passes to {state.players[nxt].name}.")
        if len(alive) == 1:
            self.finish(state, "the last player standing", "winner", [state.players[alive[0]].name])

    def abilities(self, state: State, seat: int, legal: list[Command]) -> list[tuple[str, Command]]:
        """Each ability of ``seat``'s Character that is unlocked and has not acted this turn,
        with the legal command that wakes it by using its metal (a burn for no effect, else a
        flare): "Vin, ability I (pewter): +1 health; +1 damage; +1 Money"."""
        fired = state.turn.get("fired", [])
        tiers = state.per_card("_mistborn_tiers", metals.box_tiers)
        bare = {}
        for c in legal:
            if isinstance(c, (Burn, Flare)) and c.card is None and not getattr(c, "wild", None):
                bare.setdefault(c.metal, c)
        out = []
        for u in state.players[seat].zones["characters"]:
            for e, box, m in tiers[u]:
                if (not e.ability or f"{u}:{box}" in fired or not res.unlocked(state, seat, e.ability)
                        or m not in bare):
                    continue
                does = "; ".join(t for t in (effect_text(x) for x in e.effects) if t)
                out.append((f"{state.name(u)}, ability {'I' * e.ability if e.ability < 4 else e.ability} ({m}): "
                            f"{does}", bare[m]))
        return out

    # ------------------------------------------------------------------ abilities that wake
    def wake(self, state: State, seat: int) -> bool:
        """Resolve, once per turn each, the boxes of ``seat``'s Allies and Character whose
        metal they used this turn (rulebook "Allies", "Characters"): an Ally's top box once its
        metal is used, its second ("and also") once two of it are; a Character's abilities I
        and III once unlocked on the training track. Returns True when one resolved."""
        fired = state.turn.setdefault("fired", [])
        p = state.players[seat]
        woke = []
        tiers = state.per_card("_mistborn_tiers", metals.box_tiers)  # this runs after every command (speed)
        used = state.turn.get("used", {})  # res.used, inlined
        for u in p.zones["allies"] + p.zones["characters"]:
            for e, box, m in tiers[u]:
                # the cheap tests first: most boxes wait for their metal (speed: every command)
                if not m or used.get(m, 0) < e.burns or (e.ability and not res.unlocked(state, seat, e.ability)):
                    continue
                key = f"{u}:{box}"
                if key in fired:
                    continue
                fired.append(key)
                woke.append((u, e))
        if woke:
            push(state, "mb_wake")  # look again once these resolved: a train may unlock an ability
        for u, e in woke:
            # what it gives, as a burn's line says (trial: "Vin's Rioter acts." said nothing)
            gave = "" if state.headless else said.gave(state, seat, e.effects)
            state.log("ability", f"{p.name}'s {state.name(u)} acts: {gave}." if gave
                      else f"{p.name}'s {state.name(u)} acts.", seat)
        for u, e in reversed(woke):
            push_effects(state, e.effects, {"p": seat, "src": u})
        return bool(woke)

    # ------------------------------------------------------------------ end of turn
    def end_step(self, state: State, step: str) -> None:
        """Rulebook "A Player's Turn" steps 4–6 (co-op: first the end-of-turn effects of the
        Adversaries in front of the player), then the co-op Lord Ruler and the next turn."""
        seat = state.active
        p = state.players[seat]
        if step == "adversaries":
            lordruler.turn_end(state, seat)
        elif step == "pass_target":
            holder = state.res.get("target", -1)
            if state.turn.get("target_hit") and holder >= 0 and res.alive(state, holder):
                opts = [Option(f"p{s}", state.players[s].name, kind="seat", seat=s)
                        for s in res.living(state) if s != holder]
                ask(state, "one", holder, "You took damage: pass the target to another player?", opts, 0, 1,
                    "mb_pass_target", purpose=Purpose("target", rule="Target"))
        elif step == "cleanup":
            for m in METALS:
                t = res.token(state, seat, m)
                if t in (res.BURNED, res.FLARED):
                    res.set_token(state, seat, m, res.READY if t == res.BURNED else res.SPENT)
            for u in list(p.zones["played"]) + list(p.zones["hand"]):
                zones.discard(state, seat, u)
            reset_resources(state, tuple(r for r in res.RESOURCES if r.owner == "player"), seat)
        elif step == "draw":
            zones.draw(state, seat, max(0, HAND + res.ongoing(state, seat, "hand_size")
                                        - res.ongoing(state, seat, "smaller_hand")), HAND_DRAW)
            for u in list(p.zones.get("set_aside", [])):
                zones.move(state, u, seat, "hand")
        elif step == "lord_ruler":
            if res.coop(state) and not state.game_over:
                enter_phase(state, "lord_ruler")
                lordruler.step(state)
        elif step == "next":
            self.next_turn(state)

    def next_turn(self, state: State) -> None:
        if state.game_over:
            return
        alive = res.living(state)
        if not alive:
            return
        nxt = next((s for s in state.foes(state.active) + [state.active] if s in alive))
        state.active = nxt
        state.turn_number += 1
        state.turn = {}
        push(state, "mb_turn_start")

    def turn_start(self, state: State) -> None:
        """Step 1: the cube moves one space up the training track; then the permanent
        rewards of the missions the player completed give their coins, damage...
        (reference §6)."""
        seat = state.active
        p = state.players[seat]
        state.log("turn", f"— {p.name}'s turn (turn {state.turn_number}) —", seat)
        for u in reversed(res.perms(state, seat)):
            for e in state.cards[u].effects:
                for q in (e.effects + e.first if e.op == "milestone" else []):
                    if q.op == "permanent":
                        push_effects(state, q.effects, {"p": seat, "src": u})
        res.train(state, seat, 1)

    # ------------------------------------------------------------------ the end
    def scores(self, state: State) -> list[dict[str, Any]]:
        """Per player: health, the spaces climbed on the missions, the training space, and
        whether they were eliminated."""
        missions = state.table.get("missions", [])
        return [{"player": p.name, "health": get(state, res.HEALTH, p.seat),
                 "missions": sum(p.res.get(res.mission_key(state, u), 0) for u in missions),
                 "training": get(state, res.TRAINING, p.seat), "total": get(state, res.HEALTH, p.seat),
                 "out": bool(p.flags.get("out"))} for p in state.players]

    def finish(self, state: State, why: str, outcome: str, winners: list[str]) -> None:
        """End the game (:func:`rules.engine.outcome.end_game`); in co-op the result reads as the
        team's: "The players win together." / "The Lord Ruler wins." (log and game-over screen).
        The result's ``reason`` is ``why`` as a sentence, for the game-over screen."""
        words = ""
        if res.coop(state):
            words = ("The players win together." if len(state.players) > 1 else f"{winners[0]} wins against the Lord Ruler.") \
                if outcome == "shared_win" else "The Lord Ruler wins."
        end_game(state, why=why, outcome=outcome, winners=winners, headline=words,
                 line=f"Game over. {words}" if words else "",
                 eliminated=[p.name for p in state.players if p.flags.get("out")],
                 columns=[("health", "Health"), ("missions", "Mission spaces"), ("training", "Training")],
                 scores=[{k: v for k, v in r.items() if k in ("player", "health", "missions", "training")}
                         for r in self.scores(state)])
        state.result["reason"] = why[:1].upper() + why[1:] + "."

    # ------------------------------------------------------------------ views
    def table_view(self, state: State, seat: int | None = None) -> dict[str, Any]:
        """The panels of the table (:func:`.views.table_view`); everything in them is public
        but the seat's own hand."""
        return views.table_view(state, seat)

    def check_catalog(self, catalog) -> list[str]:
        """Copies per kind against the rulebook's components (characters, starting cards; the
        Lord Ruler's 36), the 82 market cards and the 8 missions; every Character's starting cards
        exist."""
        counts: dict[str, int] = {}
        names = set()
        for c in catalog.game_cards(self.id):
            counts[c.kind] = counts.get(c.kind, 0) + c.copies
            names.add(c.name)
        out = [f"{self.id}: the set needs {want} {kind} cards, cards.toml has {counts.get(kind, 0)}"
               for kind, want in self.set_counts.items() if counts.get(kind, 0) != want]
        for c in catalog.game_cards(self.id):
            out += [f"{self.id}: {c.name}'s starting card {s!r} is not in the set"
                    for s in c.extra.get("starters", []) if s not in names]
        return out


@task("mb_turn_start")
def _turn_start(state: State) -> None:
    rules_for(state.game).turn_start(state)


@task("mb_wake")
def _wake(state: State) -> None:
    rules_for(state.game).wake(state, state.active)


@task("mb_end_step")
def _end_step(state: State, step: str) -> None:
    rules_for(state.game).end_step(state, step)


@task("mb_advance")
def _advance(state: State, seat: int, mission: int) -> None:
    if get(state, res.MISSION, seat) > 0:  # a Sense may have taken the point
        add(state, res.MISSION, -1, seat)
        rules_for(state.game).climb(state, seat, mission)
    else:
        state.log("advance", f"{state.players[seat].name} has no mission point left to move up.", seat)


@task("mb_offer_sense")
def _offer_sense(state: State, victim: int) -> None:
    rules_for(state.game).sense(state, victim)


@resume("mb_sensed")
def _sensed(state: State, answer: list[str], victim: int) -> None:
    cut = 0
    for u in chosen_cards(answer):
        zones.discard(state, victim, u)
        cut += sum(e.amount for e in state.cards[u].effects if e.op == "sense")
        state.log("sense", f"{state.players[victim].name} discards {state.name(u)} (Sense).", victim)
    if cut:
        seat = state.active
        took = min(cut, get(state, res.MISSION, seat))
        add(state, res.MISSION, -took, seat)
        state.turn["sensed"] = state.turn.get("sensed", 0) + cut - took
        state.log("sense", sense_words(state.players[seat].name, took, cut - took), seat)


def sense_words(name: str, took: int, owed: int) -> str:
    """The log line of a Sense: the mission points ``name`` loses now (``took``, at most what
    they have) and those taken from their next gains this turn (``owed``: Sense holds for the
    whole turn, rulebook "Metals", Tin)."""
    def pts(n: int) -> str:
        return f"{n} mission point{'' if n == 1 else 's'}"
    if not owed:
        return f"Sense: {name} loses {pts(took)}."
    if not took:
        return f"Sense: {name} has no mission points now and loses the next {pts(owed)} gained this turn."
    return f"Sense: {name} loses {pts(took)} now (all of them) and {owed} more from the next gained this turn."


@resume("mb_ability_two")
def _ability_two(state: State, answer: list[str], seat: int, uid: int) -> None:
    if answer == ["yes"]:
        state.turn["ability2"] = True
        state.log("ability", f"{state.players[seat].name} eliminates {state.name(uid)} for its top ability "
                  "(ability II).", seat)
        eliminate(state, uid)
        push_effects(state, top_box(state, uid), {"p": seat, "src": uid})


@resume("mb_pass_target")
def _pass_target(state: State, answer: list[str]) -> None:
    if answer:
        seat = int(answer[0][1:])
        state.res["target"] = seat
        state.log("target", f"{state.players[seat].name} now holds the target.")
    else:  # declined: the story says so (issue 14)
        state.log("target", f"{state.players[state.res['target']].name} keeps the target.")


MISTBORN = MistbornRules()


def _powered(state: State, targets) -> tuple[list[int], dict[str, list[int]]]:
    """The cards of ``targets`` a burn of their own metal would power now, in order, and the
    same by metal (:func:`metals.powers`, inlined with the per-card box facts: this runs at
    every step of a Mistborn turn; speed)."""
    boxes = state.per_card("_mistborn_boxes", metals.box_facts)
    marks = state.marks
    powered: list[int] = []
    by_metal: dict[str, list[int]] = {}
    for u in targets:
        action, own, top = boxes[u]
        if own is None or not action:
            continue
        on = marks.get(u)
        if top > 0 if on is None else (not on.get("sideways")
                                       and top > on.get(f"metal:{own}", 0) + on.get(f"more:{own}", 0)):
            powered.append(u)
            by_metal.setdefault(own, []).append(u)
    return powered, by_metal


def _missions_open(state: State, seat: int) -> bool:
    """Whether ``seat`` still has a mission to advance on (one below its top space): mission
    points left when every mission is at its top are nothing lost (co-op trial: "Left unused: 4
    mission points" with all three missions done)."""
    return any(state.players[seat].res.get(res.mission_key(state, u), 0) < res.MISSION_TOP
               for u in state.table.get("missions", []))
