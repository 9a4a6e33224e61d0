"""The rules of Mistborn: The Deckbuilding Game (rulebook ``004_31529ce595908b28.txt``) on the
game contract: set-up, the turn, metals, missions, combat, the co-op Lord Ruler, the end.
The module docstring of :mod:`rules.games.mistborn` lists the zones, what is implemented
and what is not yet.
"""

from __future__ import annotations

from typing import Any

from rules.engine import zones
from rules.engine.commands import Buy, Command, End, Play, Rejected
from rules.engine.effects import ask, push, push_effects
from rules.engine.game import Rules, card_actions, card_facts
from rules.engine.outcome import end_game
from rules.engine.phases import Phase, enter as enter_phase
from rules.engine.tablekeys import TableKey
from rules.engine.registry import resume, rules_for, task
from rules.engine.resources import add, get, reset_resources, setup_resources
from rules.engine.state import TABLE, Option, Purpose, State

from . import res
from .cards import METALS, TYPES, VIALS, MistbornFields
from .commands import VERBS, Advance, Attack, Burn, Flare, Refresh, attack_items
from .guide import GUIDE

#: cards in the market row (rulebook "Setup")
MARKET_SIZE = 6
#: missions in a game (rulebook "Missions"; the skeleton's set has fewer mission cards)
MISSIONS = 3
#: health bonus by seat order from the first player (rulebook "Setup")
HEALTH_BONUS = (0, 2, 4, 4)
TURN = "A Player's Turn"
_END = End()


def _tiers(card) -> list:
    return [e for e in card.effects if e.op == "tier"]


def _tier(card, burns: int):
    for e in card.effects:
        if e.op == "tier" and e.burns == burns:
            return e
    return None


def _metal_of(card) -> str | None:
    return card.extra.get("metal")


#: the phases of a turn (rulebook "A Player's Turn"; "Co-op: Gameplay" for the Lord Ruler's):
#: actions, then attacks once the first attack is made, the end of the turn, and in co-op the
#: Lord Ruler's card between two players' turns
PHASES: tuple[Phase, ...] = (
    Phase("main", "Actions", ("play", "burn", "flare", "refresh", "advance", "buy", "attack", "end"), rule=TURN),
    Phase("combat", "Combat", ("attack", "end"), rule=TURN,
          refusal="You have begun attacking: only attacks and ending your turn are left."),
    Phase("end", "End of turn", steps=("pass the target", "cleanup: tokens turn, cards discarded", "draw 5"),
          rule=TURN),
    Phase("lord_ruler", "The Lord Ruler's turn", steps=("reveal the Lord Ruler's top card and resolve it",
                                                        "eliminate and replace the market cards of its slots"),
          between_turns=True, rule="Co-op: Gameplay"),
)


class MistbornRules(Rules):
    """Mistborn: competitive (2–4 players) and co-op against the Lord Ruler (1–4)."""

    id = "mistborn"
    title = "Mistborn: The Deckbuilding Game"
    short_title = "Mistborn"
    min_players = 2
    max_players = 4
    variants = ("standard", "coop")
    variant_labels = {"standard": "Competitive", "coop": "Co-op against the Lord Ruler"}
    pick_hint = "Each player is dealt a Character at random."
    character_word = "Character"
    guide = GUIDE
    bot_verbs = ("burn", "advance", "attack")
    card_types = TYPES
    card_fields = MistbornFields
    verbs = VERBS
    acquire_verbs = ("buy",)
    table_keys = (TableKey("b", "burn", "Burn", how="card", unavailable="No card can be powered by burning now."),
                  TableKey("f", "flare", "Flare", how="card", unavailable="No card can be powered by flaring now."),
                  TableKey("r", "refresh", "Refresh", how="card", unavailable="No card can refresh a metal now."),
                  TableKey("v", "advance", "Advance", how="card", unavailable="No mission can be advanced now."))
    """Mistborn's keys: ``b`` burn, ``f`` flare, ``r`` refresh (each with a card), ``v`` advance."""
    resources = res.RESOURCES
    player_zones = ("hand", "deck", "discard", "played", "allies", "characters")
    character_zone = "characters"
    public_zones = ("played", "discard", "allies", "characters")
    public_table_zones = ("market", "eliminated", "missions", "lord_ruler_card", "lord_ruler_discard")
    table_zones = ("market", "market_deck", "eliminated", "missions", "lord_ruler_deck", "lord_ruler_discard")
    ordered_zones = ("deck", "market", "market_deck", "lord_ruler_deck")
    set_counts = {"character": 4, "starter": 40, "tile": 1, "villain": 36}
    phases = PHASES

    def players(self, variant: str | None = None) -> tuple[int, int]:
        """Competitive: 2 to 4 players; co-op: 1 to 4 (rulebook "Setup", "Co-op")."""
        return (1, 4) if variant == "coop" else (2, 4)

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
            for u in [u for u in state.table["box"] if state.cards[u].kind == "villain"]:
                zones.to_table(state, u, "lord_ruler_deck")
            zones.shuffle(state, TABLE, "lord_ruler_deck")
        elif n >= 3:
            state.res["target"] = (first - 1) % n
        for p in state.players:
            zones.draw(state, p.seat, 5)
        push(state, "mb_turn_start")

    def refill_market(self, state: State) -> None:
        """Refill the market row to six from the market deck (a new card takes the row's
        right end); with the deck empty the row stays short."""
        row, deck = state.zone(TABLE, "market"), state.zone(TABLE, "market_deck")
        while len(row) < MARKET_SIZE and deck:
            zones.to_table(state, deck[0], "market")

    # ------------------------------------------------------------------ what may be done
    def can_power(self, state: State, uid: int, metal: str) -> bool:
        """True when burning ``metal`` on ``uid`` (a card the active player played) powers its
        next box: an Action of that metal with a box for one more token of it."""
        card = state.cards[uid]
        if card.type != "Action" or _metal_of(card) != metal:
            return False
        return _tier(card, zones.mark(state, uid, f"metal:{metal}") + 1) is not None

    def legal(self, state: State) -> list[Command]:
        seat = state.active
        p = state.players[seat]
        out: list[Command] = []
        if state.turn.get("phase", "main") == "main":
            seen: set[str] = set()
            for u in p.zones["hand"]:
                if state.name(u) not in seen:
                    seen.add(state.name(u))
                    out.append(Play(card=u))
            can_burn = state.turn.get("burns", 0) < res.burn_limit(state, seat)
            for m in METALS:
                t = res.token(state, seat, m)
                if t == res.READY:
                    for u in [u for u in p.zones["played"] if self.can_power(state, u, m)] + [None]:
                        if can_burn:
                            out.append(Burn(metal=m, card=u))
                        out.append(Flare(metal=m, card=u))
                elif t in (res.FLARED, res.SPENT):
                    seen = set()
                    for u in p.zones["hand"]:
                        if m in VIALS.get(state.cards[u].extra.get("vial"), ()) and state.name(u) not in seen:
                            seen.add(state.name(u))
                            out.append(Refresh(metal=m, card=u))
            if get(state, res.MISSION, seat) > 0:
                out += [Advance(card=u) for u in state.table.get("missions", [])
                        if p.res.get(res.mission_key(state, u), 0) < res.MISSION_TOP]
            money, seen = get(state, res.MONEY, seat), set()
            for u in state.table.get("market", []):
                if state.cards[u].cost <= money and state.name(u) not in seen:
                    seen.add(state.name(u))
                    out.append(Buy(card=u))
        if get(state, res.COMBAT, seat) > 0:
            for _, key in attack_items(state):
                cmd = Attack(target=key)
                if self.check_attack(state, cmd) is None:
                    out.append(cmd)
        out.append(_END)
        return out

    def check(self, state: State, cmd: Command) -> Rejected | None:
        seat = state.active
        p = state.players[seat]
        if isinstance(cmd, End):
            return None
        if isinstance(cmd, Attack):
            return self.check_attack(state, cmd)
        if not isinstance(cmd, (Play, Burn, Flare, Refresh, Advance, Buy)):
            return Rejected(f"'{cmd.kind}' is not a command of {self.title}.")
        # the phase's commands (PHASES: no more actions once attacking) were checked by the kernel
        if isinstance(cmd, Play):
            if cmd.card not in p.zones["hand"]:
                return Rejected(f"{state.name(cmd.card)} is not in your hand.", TURN)
            return None
        if isinstance(cmd, (Burn, Flare)):
            return self.check_token(state, cmd)
        if isinstance(cmd, Refresh):
            return self.check_refresh(state, cmd)
        if isinstance(cmd, Advance):
            if cmd.card not in state.table.get("missions", []):
                return Rejected(f"{state.name(cmd.card)} is not a mission in this game.", "Missions")
            if get(state, res.MISSION, seat) <= 0:
                return Rejected("You have no mission points to spend.", "Missions")
            if p.res.get(res.mission_key(state, cmd.card), 0) >= res.MISSION_TOP:
                return Rejected(f"You are already at the top of {state.name(cmd.card)}.", "Missions")
            return None
        if cmd.card not in state.table.get("market", []):
            return Rejected(f"{state.name(cmd.card)} is not in the market row.", "Market & Boxings")
        money, cost = get(state, res.MONEY, seat), state.cards[cmd.card].cost
        if cost > money:
            return Rejected(f"You have {money} Money; {state.name(cmd.card)} costs {cost}.", "Market & Boxings")
        return None

    def check_token(self, state: State, cmd: Burn | Flare) -> Rejected | None:
        """Rulebook "Metals", "Flaring": a ready token; a burn within the burn limit; a card
        the token powers."""
        seat, m = state.active, cmd.metal
        if m not in METALS:
            return Rejected(f"There is no metal {m!r}; the metals are {', '.join(METALS)}.", "Metals")
        t = res.token(state, seat, m)
        if t in (res.BURNED, res.FLARED):
            return Rejected(f"Your {m} token is already used this turn.", "Metals")
        if t == res.SPENT:
            return Rejected(f"Your {m} token is flared: refresh it before using it again.", "Refreshing")
        if isinstance(cmd, Burn):
            limit = res.burn_limit(state, seat)
            if state.turn.get("burns", 0) >= limit:
                return Rejected(f"You may burn {limit} metal{'s' if limit > 1 else ''} a turn (your training track); "
                                "flare it instead.", "Metals")
        u = cmd.card
        if u is None:
            return None
        if u not in state.players[seat].zones["played"]:
            return Rejected(f"{state.name(u)} is not a card you played this turn.", "Metals")
        card = state.cards[u]
        if card.type != "Action":
            return Rejected(f"{card.name} is not an Action: metals power Action cards.", "Cards")
        if _metal_of(card) != m:
            return Rejected(f"{card.name} is powered by {_metal_of(card) or 'no metal'}, not {m}.", "Cards")
        if not self.can_power(state, u, m):
            return Rejected(f"{card.name} has no box for another {m}.", "Cards")
        return None

    def check_refresh(self, state: State, cmd: Refresh) -> Rejected | None:
        """Rulebook "Refreshing": discard a card from hand whose vial shows the metal; the
        token must be flared."""
        seat, m = state.active, cmd.metal
        if m not in METALS:
            return Rejected(f"There is no metal {m!r}; the metals are {', '.join(METALS)}.", "Metals")
        if cmd.card not in state.players[seat].zones["hand"]:
            return Rejected(f"{state.name(cmd.card)} is not in your hand.", "Refreshing")
        vial = state.cards[cmd.card].extra.get("vial")
        if m not in VIALS.get(vial, ()):
            shown = f"its vial shows {vial.replace('-', ' and ')}" if vial else "it has no vial"
            return Rejected(f"{state.name(cmd.card)} can't refresh {m}: {shown}.", "Refreshing")
        if res.token(state, seat, m) not in (res.FLARED, res.SPENT):
            return Rejected(f"Your {m} token is not flared.", "Refreshing")
        return None

    def check_attack(self, state: State, cmd: Attack) -> Rejected | None:
        """Rulebook "Combat": damage to deal; co-op, at the Lord Ruler; an Ally only when the
        damage kills it, Defenders first; a player only without Defenders and, with the target
        in play, only its holder (who hits everyone else: ``all``)."""
        seat = state.active
        dmg = get(state, res.COMBAT, seat)
        if dmg <= 0:
            return Rejected("You have no damage to deal.", "Combat")
        t = cmd.target
        if res.coop(state):
            return None if t == "lord_ruler" else Rejected("In co-op you attack only the Lord Ruler.", "Co-op")
        holder = state.res.get("target", -1)
        if t == "all":
            if holder != seat:
                return Rejected("Only the player holding the target deals damage to every other player.", "3-4 Player Games")
            return None
        owner, what = self._attack_target(state, t)
        if owner is None or owner == seat or not res.alive(state, owner):
            return Rejected(f"{what} is not an opponent or an opponent's Ally.", "Combat")
        defenders = [u for u in state.players[owner].zones["allies"] if state.cards[u].has("defender")]
        if t.startswith("c"):
            u = int(t[1:])
            if defenders and u not in defenders:
                return Rejected(f"{state.players[owner].name} has a Defender in play: kill it first.", "Combat")
            need = state.cards[u].extra.get("defense") or 1
            if dmg < need:
                return Rejected(f"{state.name(u)} has defense {need}; you have {dmg} damage (an Ally takes no "
                                "partial damage).", "Combat")
            return None
        if defenders:
            return Rejected(f"{state.players[owner].name} has a Defender in play: kill it first.", "Combat")
        if holder == seat:
            return Rejected("You hold the target: your damage goes to every other player (attack all).",
                            "3-4 Player Games")
        if holder >= 0 and owner != holder:
            return Rejected(f"Damage to a player goes to the target's holder, {state.players[holder].name}.",
                            "3-4 Player Games")
        return None

    @staticmethod
    def _attack_target(state: State, t: str) -> tuple[int | None, str]:
        """(owner seat, name) of an attack target key ``c<uid>`` or ``p<seat>``; (None, ...)
        for anything else."""
        try:
            n = int(t[1:])
        except ValueError:
            return None, repr(t)
        if t.startswith("c") and 0 <= n < len(state.cards):
            owner, zone = state.where[n]
            return (owner, state.name(n)) if zone == "allies" else (None, state.name(n))
        if t.startswith("p") and 0 <= n < len(state.players):
            return n, state.players[n].name
        return None, repr(t)

    # ------------------------------------------------------------------ doing it
    def perform(self, state: State, cmd: Command) -> None:
        seat = state.active
        p = state.players[seat]
        if isinstance(cmd, End):
            state.log("end", f"{p.name} ends their turn.", seat)
            enter_phase(state, "end", log=False)
            for step in ("next", "lord_ruler", "draw", "cleanup", "pass_target"):
                push(state, "mb_end_step", step=step)
            return
        push(state, "mb_wake")
        if isinstance(cmd, Play):
            card = state.cards[cmd.card]
            zones.move(state, cmd.card, seat, "allies" if card.type == "Ally" else "played")
            state.log("play", f"{p.name} plays {card.name}.", seat)
            push_effects(state, [e for e in card.effects if e.op != "tier"], {"p": seat, "src": cmd.card})
        elif isinstance(cmd, (Burn, Flare)):
            m, u = cmd.metal, cmd.card
            flare = isinstance(cmd, Flare)
            res.set_token(state, seat, m, res.FLARED if flare else res.BURNED)
            if not flare:
                state.turn["burns"] = state.turn.get("burns", 0) + 1
            where = f"on {state.name(u)}" if u is not None else "for no effect"
            state.log("burn", f"{p.name} {'flares' if flare else 'burns'} {m} {where}.", seat)
            if u is not None:
                n = zones.mark(state, u, f"metal:{m}") + 1
                zones.set_mark(state, u, f"metal:{m}", n)
                push_effects(state, _tier(state.cards[u], n).effects, {"p": seat, "src": u})
        elif isinstance(cmd, Refresh):
            m = cmd.metal
            zones.discard(state, seat, cmd.card)
            flared_now = res.token(state, seat, m) == res.FLARED
            res.set_token(state, seat, m, res.BURNED if flared_now else res.READY)
            state.log("refresh", f"{p.name} discards {state.name(cmd.card)} to refresh {m}"
                      + (" (used this turn: it can't be used again until next turn)." if flared_now else "."), seat)
        elif isinstance(cmd, Advance):
            self.advance(state, seat, cmd.card)
        elif isinstance(cmd, Buy):
            add(state, res.MONEY, -state.cards[cmd.card].cost, seat)
            zones.move(state, cmd.card, seat, "discard")
            state.log("buy", f"{p.name} buys {state.name(cmd.card)}.", seat)
            self.refill_market(state)
        elif isinstance(cmd, Attack):
            if self.phase(state) != "combat":
                enter_phase(state, "combat")
            self.attack(state, seat, cmd.target)

    def advance(self, state: State, seat: int, mission: int) -> None:
        """Spend a mission point to move up ``mission``; resolve the reward of the space
        reached (and the first-to-reach bonus); topping every mission wins at once
        (rulebook "Missions", "End of the Game")."""
        p = state.players[seat]
        key = res.mission_key(state, mission)
        add(state, res.MISSION, -1, seat)
        p.res[key] = pos = p.res.get(key, 0) + 1
        state.log("advance", f"{p.name} moves to space {pos} of {state.name(mission)}.", seat)
        ctx = {"p": seat, "src": mission}
        for e in state.cards[mission].effects:
            if e.op == "milestone" and e.at == pos:
                first = f"first:{key[8:]}:{pos}"
                if e.first and first not in state.res:
                    state.res[first] = seat + 1
                    state.log("mission", f"{p.name} is the first to reach it.", seat)
                    push_effects(state, e.first, ctx)
                push_effects(state, e.effects, ctx)
        missions = state.table.get("missions", [])
        if not res.coop(state) and all(p.res.get(res.mission_key(state, u), 0) >= res.MISSION_TOP for u in missions):
            self.finish(state, f"{p.name} reached the top of every mission", "winner", [p.name])

    def attack(self, state: State, seat: int, target: str) -> None:
        """Deal the damage (rulebook "Combat"): an Ally is killed for its defense and goes to
        its owner's discard pile; a player, the Lord Ruler, or (``all``) every other player
        takes all the damage left, Defenders first."""
        p = state.players[seat]
        dmg = get(state, res.COMBAT, seat)
        if target == "lord_ruler":
            add(state, res.COMBAT, -dmg, seat)
            add(state, res.LORD_RULER, -dmg)
            state.log("attack", f"{p.name} deals {dmg} damage to the Lord Ruler "
                      f"({get(state, res.LORD_RULER)} health left).", seat)
            if get(state, res.LORD_RULER) <= 0:
                self.finish(state, "the Lord Ruler was destroyed", "shared_win", [q.name for q in state.players])
            return
        if target.startswith("c"):
            u = int(target[1:])
            self.kill_ally(state, seat, u)
            return
        add(state, res.COMBAT, -dmg, seat)
        victims = [s for s in res.living(state) if s != seat] if target == "all" else [int(target[1:])]
        for v in victims:
            left = dmg
            for u in [u for u in state.players[v].zones["allies"] if state.cards[u].has("defender")]:
                need = state.cards[u].extra.get("defense") or 1
                if left >= need:
                    self.kill_ally(state, seat, u, spend=False)
                    left -= need
                else:
                    left = 0
            if left > 0:
                if v == state.res.get("target", -1):
                    state.turn["target_hit"] = True
                res.hurt(state, v, left, f"from {p.name}")
        self.after_damage(state)

    def kill_ally(self, state: State, seat: int, uid: int, spend: bool = True) -> None:
        owner = state.where[uid][0]
        if spend:
            add(state, res.COMBAT, -(state.cards[uid].extra.get("defense") or 1), seat)
        zones.discard(state, owner, uid)
        state.log("attack", f"{state.players[seat].name} kills {state.players[owner].name}'s {state.name(uid)}.", seat)

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

    # ------------------------------------------------------------------ abilities that wake
    def wake(self, state: State, seat: int) -> bool:
        """Resolve, once per turn, the top box of each Ally and of the Character (ability I,
        once unlocked on the training track) whose metal ``seat`` burns this turn (rulebook
        "Allies", "Characters"). Returns True when one resolved."""
        fired = state.turn.setdefault("fired", [])
        p = state.players[seat]
        unlocked = get(state, res.TRAINING, seat) >= res.ABILITY_I_SPACE
        woke = []
        for u in p.zones["allies"] + (p.zones["characters"] if unlocked else []):
            card = state.cards[u]
            m, top = _metal_of(card), _tier(card, 1)
            if m and top is not None and u not in fired and res.burning(state, seat, m):
                fired.append(u)
                woke.append(u)
        if woke:
            push(state, "mb_wake")  # look again once these resolved: a train may unlock ability I
        for u in woke:
            state.log("ability", f"{p.name}'s {state.name(u)} acts ({_metal_of(state.cards[u])} is burning).", seat)
        for u in reversed(woke):
            push_effects(state, _tier(state.cards[u], 1).effects, {"p": seat, "src": u})
        return bool(woke)

    # ------------------------------------------------------------------ end of turn
    def end_step(self, state: State, step: str) -> None:
        """Rulebook "A Player's Turn" steps 4–6, then the co-op Lord Ruler and the next turn."""
        seat = state.active
        p = state.players[seat]
        if step == "pass_target":
            holder = state.res.get("target", -1)
            if state.turn.get("target_hit") and holder >= 0 and res.alive(state, holder):
                opts = [Option(f"p{s}", state.players[s].name, kind="seat", seat=s)
                        for s in res.living(state) if s != holder]
                ask(state, "one", holder, "You took damage: pass the target to another player?", opts, 0, 1,
                    "mb_pass_target", purpose=Purpose("target"))
        elif step == "cleanup":
            for m in METALS:
                t = res.token(state, seat, m)
                if t in (res.BURNED, res.FLARED):
                    res.set_token(state, seat, m, res.READY if t == res.BURNED else res.SPENT)
            for u in list(p.zones["played"]) + list(p.zones["hand"]):
                zones.discard(state, seat, u)
            reset_resources(state, tuple(r for r in res.RESOURCES if r.owner == "player"), seat)
        elif step == "draw":
            zones.draw(state, seat, 5)
        elif step == "lord_ruler":
            if res.coop(state) and not state.game_over:
                enter_phase(state, "lord_ruler")
                self.lord_ruler_step(state)
        elif step == "next":
            self.next_turn(state)

    def lord_ruler_step(self, state: State) -> None:
        """Co-op, after each player's turn (rulebook "Co-op: Gameplay", "Edicts"): the top
        card of the Lord Ruler's deck is revealed and its effects resolve in order, then the
        market cards of its slots are eliminated and replaced, and it is discarded. With no
        card left to draw, everyone loses."""
        deck = state.table.get("lord_ruler_deck", [])
        if not deck:
            self.finish(state, "the Lord Ruler's deck ran out", "all_lose", [])
            return
        uid = deck[0]
        zones.to_table(state, uid, "lord_ruler_card")
        state.log("lord_ruler", f"The Lord Ruler plays {state.name(uid)}.")
        push(state, "mb_lord_ruler_done", uid=uid)
        push_effects(state, state.cards[uid].effects, {"p": state.active, "src": uid})

    def lord_ruler_done(self, state: State, uid: int) -> None:
        row = state.table.get("market", [])
        gone = [row[s - 1] for s in state.cards[uid].extra.get("market_slots", []) if s <= len(row)]
        for u in gone:
            zones.to_table(state, u, "eliminated")
            state.log("eliminate", f"{state.name(u)} is eliminated from the market.")
        self.refill_market(state)
        zones.to_table(state, uid, "lord_ruler_discard")
        self.after_damage(state)

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
        """Step 1: the cube moves one space up the training track."""
        p = state.players[state.active]
        state.log("turn", f"— {p.name}'s turn (turn {state.turn_number}) —", state.active)
        res.train(state, state.active, 1)

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
        end_game(state, why=why, outcome=outcome, winners=winners,
                 eliminated=[p.name for p in state.players if p.flags.get("out")],
                 columns=[("health", "Health"), ("missions", "Mission spaces"), ("training", "Training")],
                 scores=[{k: v for k, v in r.items() if k in ("player", "health", "missions", "training")}
                         for r in self.scores(state)])

    # ------------------------------------------------------------------ views
    def card_view(self, state: State, uid: int) -> dict[str, Any]:
        """One card of the table view: uid, public facts, its metal and defense, its marks."""
        out = card_facts(state.cards[uid])
        out["uid"] = uid
        for k in ("metal", "defense"):
            if state.cards[uid].extra.get(k) is not None:
                out[k] = state.cards[uid].extra[k]
        out["marks"] = dict(state.marks.get(uid, {}))
        return out

    def table_view(self, state: State, seat: int | None = None) -> dict[str, Any]:
        """The panels (CONTRACT "Table view"): the market, the market deck, the eliminated
        pile, a track per mission, the training track, each player's health and metal tokens
        and Allies, and in co-op the Lord Ruler. Everything here is public."""
        t = state.table
        acts = card_actions(state, seat)

        def acting(u: int) -> dict[str, Any]:
            return {**self.card_view(state, u), "actions": acts.get(u, [])}

        panels: list[dict[str, Any]] = [
            {"id": "market", "title": "Market", "kind": "cards", "count": len(t.get("market", [])),
             "hint": "Enter buys", "cards": [acting(u) for u in t.get("market", [])]},
            {"id": "market_deck", "title": "Market deck", "kind": "stack", "count": len(t.get("market_deck", [])), "top": None},
            {"id": "eliminated", "title": "Eliminated", "kind": "stack", "count": len(t.get("eliminated", [])),
             "top": self.card_view(state, t["eliminated"][-1]) if t.get("eliminated") else None},
        ]
        for u in t.get("missions", []):
            key = res.mission_key(state, u)
            panels.append({"id": key, "title": state.name(u), "kind": "track", "length": res.MISSION_TOP,
                           "markers": [{"label": p.name, "at": p.res.get(key, 0)} for p in state.players]})
        panels.append({"id": "training", "title": "Training track", "kind": "track", "length": res.TRAINING.cap,
                       "markers": [{"label": p.name, "at": get(state, res.TRAINING, p.seat)} for p in state.players]})
        holder = state.res.get("target", -1)
        for p in state.players:
            items = [{"label": "Health", "value": get(state, res.HEALTH, p.seat)},
                     {"label": "Money", "value": get(state, res.MONEY, p.seat)},
                     {"label": "Damage", "value": get(state, res.COMBAT, p.seat)},
                     {"label": "Mission points", "value": get(state, res.MISSION, p.seat)},
                     {"label": "Burn limit", "value": res.burn_limit(state, p.seat)}]
            for v, word in res.TOKEN_WORDS.items():
                ms = [m for m in METALS if res.token(state, p.seat, m) == v]
                items.append({"label": f"{word.capitalize()}: {' '.join(ms) or '-'}", "value": len(ms)})
            if holder == p.seat:
                items.append({"label": "Holds the target", "value": 1})
            if p.flags.get("out"):
                items.append({"label": "Eliminated", "value": 1})
            panels.append({"id": f"player:{p.seat}", "title": p.name, "kind": "counts", "items": items})
            panels.append({"id": f"allies:{p.seat}", "title": f"{p.name}'s Allies", "kind": "cards",
                           "cards": [self.card_view(state, u) for u in p.zones["allies"]]})
        if res.coop(state):
            panels.append({"id": "lord_ruler", "title": "Lord Ruler", "kind": "track", "length": res.LORD_RULER.cap,
                           "markers": [{"label": "Health", "at": get(state, res.LORD_RULER)}]})
            last = t.get("lord_ruler_discard", [])
            # his deck is face down: the card shown is the last one he played, in its own line
            panels.append({"id": "lord_ruler_deck", "title": "Lord Ruler's deck (face down)", "kind": "stack",
                           "count": len(t.get("lord_ruler_deck", [])), "top": None})
            panels.append({"id": "dominance", "title": "Lord Ruler", "kind": "counts",
                           "items": [{"label": "Last played", "value": state.name(last[-1]) if last else "nothing yet"},
                                     {"label": "Dominance rows shown", "value": get(state, res.DOMINANCE)},
                                     {"label": "Damage X", "value": res.dominance_x(state)}]})
        # the seat's own hand (a spectator sees how many), the cards played this turn and the
        # seat's Character and Allies, with what the seat may do with each now
        shown = seat if seat is not None else state.active
        me = state.players[shown]
        panels.append({"id": "hand", "kind": "cards", "place": "hand", "title": "Hand", "owner": shown,
                       "hidden": len(me.zones["hand"]) if seat is None else None,
                       "cards": [acting(u) for u in me.zones["hand"]] if seat is not None else []})
        panels.append({"id": "played", "kind": "cards", "place": "played", "title": "Played this turn",
                       "owner": state.active, "cards": [acting(u) for u in state.players[state.active].zones["played"]]})
        panels.append({"id": "placard", "kind": "cards", "place": "placard", "title": "Character and Allies",
                       "owner": shown, "cards": [acting(u) for u in me.zones["characters"] + me.zones["allies"]]})
        return {"panels": panels}

    def check_catalog(self, catalog) -> list[str]:
        """Copies per kind against the rulebook's components (characters, starting cards; the
        Lord Ruler's 36) and the skeleton's one mission; every Character's starting cards exist."""
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


@task("mb_lord_ruler_done")
def _lord_ruler_done(state: State, uid: int) -> None:
    rules_for(state.game).lord_ruler_done(state, uid)


@resume("mb_pass_target")
def _pass_target(state: State, answer: list[str]) -> None:
    if answer:
        seat = int(answer[0][1:])
        state.res["target"] = seat
        state.log("target", f"{state.players[seat].name} now holds the target.")


MISTBORN = MistbornRules()
