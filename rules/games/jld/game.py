"""DC Deck-Building Game: Justice League Dark (rulebook ``002_9150b2c8b1303997.txt``).

Built on :mod:`rules.families.dc`; this module adds only what differs from Metal: the rules
class and set-up. The ops of this set (Seal, Surge, Transform, Revert, blue banners, ...) are
in :mod:`rules.games.jld.ops`.

Zone names (scenarios, views): player ``hand``, ``deck``, ``discard``, ``played``,
``ongoing``, ``score_pile`` (Sealed cards and defeated Nemeses), ``characters``; table
``line_up`` (5 cards, more after a Surge), ``main_deck`` (top first), ``nemesis`` (top first;
the top is face up unless ``villain_face_up`` is 0), ``transformation_zone`` (the Transformed
cards; the view shows them as four stacks by card type), ``mystic_ritual`` and ``weakness``
(the stacks; ``stacks.mystic_ritual`` in scenarios), ``destroyed``, ``box``.
Player resource ``seal_token`` (each player's Seal token; it has no rules effect).

Set-up options (``new_game(options=...)``): ``characters`` — a list per seat of a Character
name or None; ``pick`` — ``"deal"`` (2 dealt, choose 1; default) or ``"any"``; ``auto_pick``
— take the first dealt Character without asking (scenarios); ``first`` — the seat that
starts (random otherwise); ``variant`` — ``"short"`` (no Level 4 Nemesis) or ``"extended"``
(one more Level 3 and Level 2).

Decisions taken where the rulebook is silent:

* 5–6 players: the set has 40 Starters (4 decks); the rulebook says to borrow Starters from
  another set, so set-up adds copies of this set's Starters for seats 5 and 6. With too few
  oversized Characters to deal 2 each, each player is dealt 1 (the rulebook's alternative is
  to choose a favourite). 6 players use a 3-player Nemesis stack (the rulebook's advice); the
  World Hopper rules of the Multiverse expansion are not part of this set.
* A Weakness may be played only with 2 other cards in hand to discard; it then goes back to
  the top of its stack. Played by an effect (Zatanna Zatara), the discard is a cost its
  player may pay or not, and only in full: with fewer than 2 other cards in hand nothing is
  discarded and the Weakness stays in play (the ``cost`` of the ``discard`` op).
* Nemesis cards carry only Reward and First Appearance abilities, so a Nemesis played by an
  effect resolves nothing (it still counts as played).
* The set has two Level 4 Nemeses (the rulebook's "the Level 4 Nemesis cards" and their
  blue backs); set-up puts one of them, chosen at random, at the bottom of the stack. Each
  Nemesis has the Level the rulebook's cost table gives ("Mixing in Cards from Other Sets").
* Transform is optional when its condition is met (the rulebook lets you check the zones
  "before choosing to Transform"); Revert is mandatory.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rules.catalog.schema import walk
from rules.engine import zones
from rules.engine.commands import Command, Rejected
from rules.engine.effects import matches, push_effects
from rules.engine.game import card_names
from rules.engine.state import TABLE, State
from rules.engine.teach import glossary_help
from rules.families.dc import DCRules, cards_of
from rules.families.dc.commands import Play, Use
from rules.families.dc.cards import owned
from rules.families.dc.family import ABILITY_KEY, dc_class
from rules.engine.tablekeys import TableKey
from rules.families.dc.triggers import fire
from rules.engine.moves import ZoneChange

from .glossary import GLOSSARY, KEYWORDS
from .guide import GUIDE
from .ops import BANNER_CAUSES, nothing_to_seal, resolve_banner, seal_candidates, transform_help


STARTING_DECK = {"Punch": 6, "Vulnerability": 2, "Incantation": 1, "Sealed Defense": 1}
#: Nemesis cards per Level in a standard 2–4 player game (top of the stack: Level 1)
NEMESIS_PLAN = {1: 1, 2: 3, 3: 2, 4: 1}


class JLDRules(DCRules):
    """Justice League Dark on the DC family rules."""

    id = "jld"
    title = "Justice League Dark"
    min_players = 2
    max_players = 6
    short_title = "Justice League Dark"
    variants = ("standard", "short", "extended")
    variant_labels = {"standard": "Standard", "short": "Short (no Level 4 Nemesis)",
                      "extended": "Extended (one more Level 3 and Level 2)"}
    #: the oversized Characters are of type "Character": their Super Hero or Super-Villain label
    #: has no function in this game (rulebook, "Oversized Character Cards"; a trial read a
    #: Character's popup "Super Hero · cost 0 · 0 VP")
    card_types = DCRules.card_types | {"Character"}
    card_looks = {**DCRules.card_looks, "Character": "character"}
    pick_hint = "Each player is dealt 2 Characters and picks one, in private (1 with 5 or 6 players)."
    tie_breaks = ("Nemesis cards", "Nemesis", "cards in the deck (score pile not counted)", "Deck cards")
    guide = GUIDE
    bot_hints = replace(DCRules.bot_hints, either_way=frozenset({"seal"}))  # Sealing gains a good card or thins a bad one
    glossary = GLOSSARY
    keywords = KEYWORDS
    villain_zone = "nemesis"
    end_reasons = {**DCRules.end_reasons, "nemesis": "The last Nemesis was defeated."}
    villain_word = "Nemesis"
    villain_done = "{who} defeats {card} and puts it into their score pile."  # (trial: it "bought" Hecate)
    attacks_wait = True  # JLD "Attack and Defense Cards": every foe chooses a Defense before anyone is hit
    table_keys = (TableKey("v", "defeat", "Nemesis", help="buy (defeat) the face-up Nemesis"), ABILITY_KEY,
                  TableKey("t", "", "T-Zone", how="browse",
                           help="browse the Transformation Zone (← → or 1–4 jump between card types, I a card, Esc closes)"))
    """``v`` defeats the Nemesis; ``t`` browses the Transformation Zone."""
    card_subtypes = frozenset({"Transformed"})
    stack_names = {"Mystic Ritual": "mystic_ritual", "Weakness": "weakness"}
    buyable_stacks = ("mystic_ritual",)
    public_table_zones = ("line_up", "destroyed", "transformation_zone")
    hidden_table_zones = (*DCRules.hidden_table_zones, "nemesis", "mystic_ritual")
    table_zones = (*DCRules.table_zones, "nemesis", "transformation_zone", "mystic_ritual")
    ordered_zones = (*DCRules.ordered_zones, "nemesis")
    set_counts = {"starter": 40, "main": 107, "stack": 12, "weakness": 16, "transformed": 29, "villain": 10,
                  "character": 8}

    def decision_help(self, state: State, decision) -> str:
        """The glossary's line (with the family's :meth:`terms_now`), after what a Transform
        costs and the text of the card it gives (:func:`rules.games.jld.ops.transform_help`)."""
        return glossary_help(self.keyword_glossary, decision, transform_help(state, decision), self.terms_now(state),
                             state=state)

    def card_note_help(self, card) -> str:
        """As the family's; for a card named "Sealed ..." that Transforms, also what its name's
        "Sealed" is about (issue 14: "Sealed Defense" read as a card already Sealed): nothing
        yet; its Transform is what Seals it and brings the new card."""
        out = super().card_note_help(card)
        into = next((e.into for e in walk(card.effects) if e.op == "transform"), None)
        if out and into and card.name.lower().startswith("sealed"):
            out += (f" Nothing is Sealed while you hold it: when it Transforms, this card is the one Sealed "
                    f"(into your score pile) and {' or '.join(into)} comes in its place.")
        return out

    # ------------------------------------------------------------------ set-up
    def player_view(self, state: State, seat: int) -> dict[str, Any]:
        """The DC entries, and the player's Seal token as a note (it is public)."""
        out = super().player_view(state, seat)
        if "seal_token" in state.players[seat].res:
            sealed = state.players[seat].res["seal_token"]
            out["notes"] = [["Seal ◉", "◉Seal"] if sealed else ["no Seal token", ""]] + out.get("notes", [])
        return out

    def nemesis_plan(self, state: State) -> dict[int, int]:
        """How many Nemeses of each Level ("The Nemesis Stack", "Play Mode Variants",
        "Additional Players")."""
        plan = dict(NEMESIS_PLAN)
        variant = state.options.get("variant")
        if variant == "short":
            plan[4] = 0
        elif variant == "extended":
            plan[3] += 1
            plan[2] += 1
        if len(state.players) == 5:
            plan[3] -= 1
        return plan

    def setup(self, state: State) -> None:
        rng = state.rng
        by_kind: dict[str, list[int]] = {}
        for u in list(state.table["box"]):
            by_kind.setdefault(state.cards[u].kind, []).append(u)
        # 1. starting decks (extra copies of the Starters for a 5th and 6th player)
        starters = by_kind.get("starter", [])
        names, box = card_names(state), (TABLE, "box")  # (indexed, not called: every game of a simulation)
        for p in state.players:
            for name, n in STARTING_DECK.items():
                pool = [u for u in starters if names[u] == name and state.where[u] == box]
                for k in range(n):
                    uid = pool[k] if k < len(pool) else self._extra_copy(state, name)
                    zones.move(state, uid, p.seat, "deck")
            rng.shuffle(p.zones["deck"])
            p.res["seal_token"] = 1
        # 2. the Transformation Zone, sorted by type then name
        for u in sorted(by_kind.get("transformed", []), key=lambda u: (state.cards[u].type or "", state.name(u))):
            zones.to_table(state, u, "transformation_zone")
        # 3.-4. main deck, Line-Up, Mystic Ritual and Weakness stacks
        main = list(by_kind.get("main", []))
        rng.shuffle(main)
        zones.move_many(state, main, TABLE, "main_deck")
        for u in state.table["main_deck"][: self.line_up_size]:
            zones.to_table(state, u, "line_up")
        for u in by_kind.get("stack", []) + by_kind.get("weakness", []):
            zones.to_table(state, u, self.stack_zone(state, state.name(u)))
        # 5. Nemesis stack: Level 1 face up on top, then Level 2s, Level 3s, Level 4 at the bottom
        plan = self.nemesis_plan(state)
        by_level: dict[int, list[int]] = {}
        for u in by_kind.get("villain", []):
            by_level.setdefault(state.cards[u].level or 1, []).append(u)
        for level in sorted(plan):
            pile = by_level.get(level, [])
            rng.shuffle(pile)
            for u in pile[: plan[level]]:
                zones.to_table(state, u, "nemesis")
        state.res["villain_face_up"] = 1
        # 6. first player, opening hands
        first = state.options.get("first")
        state.active = first if first is not None else rng.randrange(len(state.players))
        for p in state.players:
            zones.draw(state, p.seat, 5)
        # 1. Characters: named ones first, then dealt (2 each when there are enough), choose 1
        chars = list(by_kind.get("character", []))
        rng.shuffle(chars)
        zones.move_many(state, chars, TABLE, "character_stack")
        self.deal_characters(state)

    @staticmethod
    def _extra_copy(state: State, name: str) -> int:
        """One more physical copy of a Starter (borrowed from another set)."""
        card = next(c for c in state.cards if c.name == name and c.kind == "starter")
        state.cards.append(card)
        state.where.append((TABLE, "box"))
        uid = len(state.cards) - 1
        state.table["box"].append(uid)
        return uid

    def check_catalog(self, catalog) -> list[str]:
        out = super().check_catalog(catalog)
        cards = catalog.game_cards("jld")
        names = {c.name for c in cards}
        for needed in STARTING_DECK:
            if needed not in names:
                out.append(f"jld: the set needs a card named {needed!r}")
        for c in cards:
            if c.kind == "villain" and c.level not in (1, 2, 3, 4):
                out.append(f"jld: Nemesis {c.name} needs a level from 1 to 4")
            for e in walk(c.effects):  # a Transform anywhere in the text (Enchantress: in her Defense)
                if e.op == "transform":
                    for t in e.into:
                        if not any(x.name == t and x.kind == "transformed" for x in cards):
                            out.append(f"jld: {c.name} transforms into {t!r}, which is not a Transformed card")
        levels: dict[int, int] = {}
        for c in cards:
            if c.kind == "villain" and c.level:
                levels[c.level] = levels.get(c.level, 0) + c.copies
        for level, need in {1: 1, 2: 4, 3: 3, 4: 1}.items():  # the extended game's stack
            if levels.get(level, 0) < need:
                out.append(f"jld: the Nemesis stack needs {need} Level {level} cards, the set has {levels.get(level, 0)}")
        return out

    # ------------------------------------------------------------------ legality
    def _weakness_blocked(self, state: State, uid: int) -> bool:
        return state.cards[uid].kind == "weakness" and len(state.players[state.active].zones["hand"]) < 3

    def legal(self, state: State) -> list[Command]:
        out = super().legal(state)
        hand = state.players[state.active].zones["hand"]
        if len(hand) < 3:
            out = [c for c in out if not (c.kind == "play" and state.cards[c.card].kind == "weakness")]
            # another copy of a listed name is never needed: a Weakness is the only unplayable card
        return out

    def first_command(self, state: State) -> Command | None:
        hand = state.players[state.active].zones["hand"]
        if len(hand) < 3 and hand and state.cards[hand[0]].kind == "weakness":  # not listed: legal tells
            return None
        return super().first_command(state)

    def plays_listed(self, state: State) -> bool:
        """True when :meth:`legal` lists a card in hand to play: any card, but a Weakness
        while fewer than 3 cards are in hand."""
        hand = state.players[state.active].zones["hand"]
        if len(hand) >= 3:
            return True
        cards = state.cards
        return any(cards[u].kind != "weakness" for u in hand)

    def check(self, state: State, cmd: Command) -> Rejected | None:
        if isinstance(cmd, Play) and cmd.card in state.players[state.active].zones["hand"] \
                and self._weakness_blocked(state, cmd.card):
            return Rejected("To play a Weakness you must discard 2 other cards from your hand.", "Weakness")
        return super().check(state, cmd)

    def check_ability_cost(self, state: State, uid: int, eff) -> Rejected | None:
        hand = state.players[state.active].zones["hand"]
        if eff.cost is not None:
            need = eff.cost.amount if isinstance(eff.cost.amount, int) else 1
            if sum(1 for u in hand if matches(state.cards[u], eff.cost.filter)) < need:
                return Rejected(f"You have nothing in your hand to pay for {state.name(uid)}'s ability.",
                                "Payment Abilities")
        first = eff.effects[0] if eff.effects else None
        if first is not None and first.op == "seal" and first.below_played is not None:
            if not seal_candidates(state, first, {"p": state.active, "src": uid}):
                return Rejected(f"{state.name(uid)}: {nothing_to_seal(state, first)}", "Oversized Characters")
        return super().check_ability_cost(state, uid, eff)

    def perform(self, state: State, cmd: Command) -> None:
        if dc_class(cmd) is Use:  # (not isinstance: a failing one on a pydantic class is slow; every command)
            i = self.ability_index(state, cmd.card)
            eff = state.cards[cmd.card].effects[i]
            if eff.cost is not None:  # a payment ability: pay, then resolve
                if eff.once_per_turn:
                    state.turn.setdefault("used", set()).add((cmd.card, i))
                seat = state.active
                # a cost, paid in full or not at all; it may be declined: then nothing happens.
                # "Ann uses Swamp Thing." is logged once paid (``uses``), never before a decline
                # (new-user trial read "uses" then "declines")
                pay = eff.cost.model_copy(update={"up_to": True, "cost": True,
                                                  "if_you_do": list(eff.cost.if_you_do) + list(eff.effects)})
                push_effects(state, [pay], {"p": seat, "src": cmd.card, "uses": cmd.card})
                return
        super().perform(state, cmd)

    # ------------------------------------------------------------------ hooks
    def move_destination(self, state: State, change: ZoneChange) -> tuple[int, str]:
        """Destroyed Weakness and Mystic Ritual cards go back to their stacks instead of the
        destroyed pile ("Destroying Cards")."""
        if change.cause == "destroy":
            card = state.cards[change.card]
            if card.kind in ("weakness", "stack") and card.name in self.stack_names:
                return (TABLE, self.stack_names[card.name])
        return change.to

    def on_zone_change(self, state: State, change: ZoneChange) -> None:
        """As the family's (``when`` abilities); a card Sealed from anyone but you, and not
        controlled through Houdini Key and Sealed as a card you control, is also gained ("Sealing Cards"); then the card's
        blue banner resolves if it names this move (pushed last, so resolved first)."""
        super().on_zone_change(state, change)
        if change.cause == "seal" and change.from_[0] != change.seat \
                and change.card not in state.turn.get("borrowed_sealed", ()):
            fire(state, change.seat, "gain", change.card)
        banner = BANNER_CAUSES.get(change.cause)
        if banner is not None:
            resolve_banner(state, change.seat, change.card, banner)

    # ------------------------------------------------------------------ end of turn
    def end_step(self, state: State, step: str) -> None:
        if step == "discard_played":
            self.return_borrowed(state)
        super().end_step(state, step)

    def return_borrowed(self, state: State) -> None:
        """A Location controlled through Houdini Key and Sealed as a card you control goes
        back where it was (Floronic Man clarification;
        :func:`rules.games.jld.ops.sealed_through_control`); any other card moved away while
        controlled stays where it went."""
        origin = state.turn.get("borrowed_from", {})
        for uid in state.turn.get("borrowed_sealed", []):
            if state.where[uid] == (state.active, "score_pile") and uid in origin:
                owner, zone = origin[uid]
                zones.move(state, uid, owner, zone)
                state.log("move", f"{state.name(uid)} returns to where it was.")
        state.turn["borrowed"] = []
        state.turn["borrowed_sealed"] = []

    def game_ends_after_turn(self, state: State) -> bool:
        """The game ends at the end of the turn the last Nemesis is defeated."""
        if not state.table.get(self.villain_zone):
            state.log("end", "The last Nemesis has been defeated: the game ends.")
            self.finish(state, "nemesis")
            return True
        return False

    def scores(self, state: State) -> list[dict[str, Any]]:
        """As the family scores; the second tie-breaker counts the cards in the deck (every
        card owned but the score pile) ("End of Game")."""
        rows = super().scores(state)
        for r, p in zip(rows, state.players):
            r["cards"] = len(owned(state, p.seat)) - len(p.zones["score_pile"])
        return rows

    def table_view(self, state: State, seat: int | None = None) -> dict[str, Any]:
        v = super().table_view(state, seat)
        tz: dict[str, list[int]] = {}
        for u in state.table.get("transformation_zone", []):
            tz.setdefault(state.cards[u].type or "-", []).append(u)
        v["transformation_zone"] = {k: [state.name(u) for u in us] for k, us in tz.items()}
        v["panels"].append({"id": "transformation_zone", "kind": "groups", "place": "market", "key": "t",
                            "title": "Transformation Zone", "hint": "gained only by Transform",
                            "groups": [{"label": k, "cards": cards_of(state, us)} for k, us in sorted(tz.items())]})
        return v

    def face_up_stacks(self, state: State) -> list[str]:
        return super().face_up_stacks(state)


JLD = JLDRules()
