"""DC Deck-Building Game: Dark Nights – Metal (rulebook ``000_04845ddfb5d893da.txt``).

Zone names (scenarios, views): player ``hand``, ``deck``, ``discard``, ``played``,
``ongoing``, ``score_pile``, ``characters``; table ``line_up``, ``main_deck``,
``super_villains`` (top first; the top is face up unless ``villain_face_up`` is 0),
``character_stack`` (top first), ``captured`` (under The Batman Who Laughs), ``destroyed``,
``breakthrough`` and ``weakness`` (the stacks; ``stacks.breakthrough`` in scenarios),
``tile`` (The Batman Who Laughs), ``box`` (cards not in this game).

Set-up options (``new_game(options=...)``): ``characters`` — a list per seat of a Character
name or None; ``pick`` — ``"deal"`` (2 dealt, choose 1; default) or ``"any"``; ``auto_pick``
— take the first dealt Character without asking (scenarios); ``first`` — the seat that
starts (random otherwise).
"""

from __future__ import annotations

from dataclasses import replace

from rules.engine import zones
from rules.engine.commands import Command, Rejected
from rules.engine.effects import ask, card_option, push
from rules.engine.moves import ZoneChange
from rules.engine.render import name_list
from rules.engine.state import TABLE, Purpose, State
from rules.families.dc import DCRules, cards_of
from rules.families.dc.cards import POWER, controlled
from rules.families.dc.commands import Play

from .glossary import GLOSSARY, KEYWORDS
from .guide import GUIDE
from .ops import bwl_rule, ensure_captured, recruit


CAPTURE_BY = 2  # Weakness cards controlled that get a Character Captured ("Weakness Cards")


#: the plural of the game's word for its Characters, in sentences (``characters_word``,
#: "Heroes", is the short label; "Hero" alone is a card type here: a trial read "one of your
#: Heroes is Captured" as the Hero cards)
SUPER_HEROES = "Super Heroes"


def _is_weakness(card) -> bool:
    return card.kind == "weakness"


class MetalRules(DCRules):
    """Dark Nights – Metal on the DC family rules."""

    id = "metal"
    title = "Dark Nights – Metal"
    short_title = "Metal"
    pick_hint = "Each player is dealt 2 Super Heroes and picks one, in private."
    tie_breaks = ("Super-Villains", "Villains", "cards owned", "Cards")
    guide = GUIDE
    bot_hints = replace(DCRules.bot_hints, losing=DCRules.bot_hints.losing | {"capture"})
    glossary = GLOSSARY
    keywords = KEYWORDS
    min_players = 2
    max_players = 5
    villain_zone = "super_villains"
    villain_word = "Super-Villain"
    character_word = "Super Hero"
    characters_word = "Heroes"
    team_line = "{player}'s team: {card} joins."
    unpicked_to = "character_stack"
    card_subtypes = frozenset({"METAL"})
    badge_subtypes = frozenset({"METAL"})
    play_first_words = "Weaknesses"  # Weakness Cards: played before any other card
    guide_parts = {**DCRules.guide_parts, "capture": "weakness"}
    end_reasons = {**DCRules.end_reasons, "barbatos": "Barbatos, the last Super-Villain, was bought."}
    stack_names = {"Breakthrough": "breakthrough", "Weakness": "weakness"}
    buyable_stacks = ("breakthrough",)
    public_table_zones = ("line_up", "destroyed", "captured", "tile")
    hidden_table_zones = (*DCRules.hidden_table_zones, "super_villains", "breakthrough")
    table_zones = (*DCRules.table_zones, "super_villains", "captured", "breakthrough")
    ordered_zones = (*DCRules.ordered_zones, "super_villains")
    set_counts = {"starter": 52, "main": 97, "stack": 16, "villain": 7, "weakness": 30, "character": 11, "tile": 1}

    # ------------------------------------------------------------------ set-up
    def setup(self, state: State) -> None:
        """Set-up steps 1–4 of the rulebook."""
        rng = state.rng
        box = list(state.table["box"])
        by_kind: dict[str, list[int]] = {}
        for u in box:
            by_kind.setdefault(state.cards[u].kind, []).append(u)
        # 1. starting decks: 7 Punch and 3 Vulnerability each
        starters = by_kind.get("starter", [])
        punches = [u for u in starters if state.name(u) == "Punch"]
        vulns = [u for u in starters if state.name(u) == "Vulnerability"]
        for p in state.players:
            zones.move_many(state, punches[:7] + vulns[:3], p.seat, "deck")
            punches, vulns = punches[7:], vulns[3:]
            rng.shuffle(p.zones["deck"])
        # 2.-3. main deck and Line-Up, Breakthrough and Weakness stacks
        main = list(by_kind.get("main", []))
        rng.shuffle(main)
        zones.move_many(state, main, TABLE, "main_deck")
        for u in by_kind.get("stack", []) + by_kind.get("weakness", []):
            zones.to_table(state, u, self.stack_zone(state, state.name(u)))
        for u in state.table["main_deck"][:5]:
            zones.to_table(state, u, "line_up")
        # 4. Super-Villain stack: cost-9 shuffled on cost-11 shuffled, Barbatos at the bottom
        villains = by_kind.get("villain", [])
        final = max(villains, key=lambda u: state.cards[u].cost)
        nines = [u for u in villains if u != final and state.cards[u].cost < 11]
        elevens = [u for u in villains if u != final and u not in nines]
        rng.shuffle(nines)
        rng.shuffle(elevens)
        zones.move_many(state, nines + elevens + [final], TABLE, "super_villains")
        state.res["final_villain"] = final
        state.res["villain_face_up"] = 1
        for u in by_kind.get("tile", []):
            zones.to_table(state, u, "tile")
        chars = by_kind.get("character", [])
        batman = [u for u in chars if state.name(u) == "Batman"]
        for u in batman:
            zones.to_table(state, u, "captured")
        pool = [u for u in chars if u not in batman]
        rng.shuffle(pool)
        zones.move_many(state, pool, TABLE, "character_stack")
        first = state.options.get("first")
        state.active = first if first is not None else rng.randrange(len(state.players))
        for p in state.players:
            zones.draw(state, p.seat, 5)
        # 1. Characters: named ones first, then 2 dealt to each other player, choose 1
        self.deal_characters(state, also_from=("captured",))
        ensure_captured(state)  # Batman picked as a favourite: somebody else is Captured

    def check_catalog(self, catalog) -> list[str]:
        out = super().check_catalog(catalog)
        names = {c.name for c in catalog.game_cards("metal")}
        for needed in ("Punch", "Vulnerability", "Breakthrough", "Weakness", "Batman", "Barbatos"):
            if needed not in names:
                out.append(f"metal: the set needs a card named {needed!r}")
        return out

    # ------------------------------------------------------------------ Weakness
    def must_play_first(self, state: State) -> list[int]:
        """Weakness cards in hand must be played before any other card ("Weakness Cards")."""
        weak = state.per_card("_weakness", _is_weakness)  # this runs several times at every step (speed)
        return [u for u in state.players[state.active].zones["hand"] if weak[u]]

    def first_forced(self, state: State) -> int | None:
        """The first Weakness in hand, or None."""
        return next(filter(state.per_card("_weakness", _is_weakness).__getitem__,
                           state.players[state.active].zones["hand"]), None)

    def forced_reason(self, state: State) -> Rejected:
        return Rejected("You must play the Weakness in your hand before anything else.", "Weakness Cards")

    def hand_discard_choices(self, state: State, seat: int, hand: list[int], ctx: dict) -> list[int]:
        """During your own turn a Weakness held in hand cannot be discarded: only one the
        same effect has just drawn may be ("Weakness Cards"). Outside your turn (a foe's
        Attack, a First Appearance) any card may be."""
        if seat != state.active or state.turn.get("ending"):
            return list(hand)
        drew = ctx.get("drew", ())
        return [u for u in hand if state.cards[u].kind != "weakness" or u in drew]

    def end_turn(self, state: State, from_step: int = 1) -> None:
        state.turn["ending"] = True  # what follows is no longer during the turn
        super().end_turn(state, from_step)

    def check_end(self, state: State) -> Rejected | None:
        return self.end_problem(state, self.must_play_first(state))

    def end_problem(self, state: State, forced: list[int]) -> Rejected | None:
        if forced:
            return Rejected("You cannot end your turn with a Weakness in your hand: play it first.", "Weakness Cards")
        return None

    def capture_threshold(self, state: State, seat: int) -> int:
        """2 Weakness, or what a Character's rule says (Superman: 3)."""
        n = CAPTURE_BY
        for u in state.players[seat].zones["characters"]:
            for e in state.cards[u].effects:
                if e.op == "rule" and e.rule == "capture_threshold":
                    n = max(n, e.value)
        return n

    def ask_before(self, state: State, cmd: Command) -> str | None:
        """Playing the Weakness that gets a Character Captured asks first, saying what the turn
        loses: it ends at once, with the Power left unspent and the rest of the hand discarded;
        and that nothing may come before it, buying included (new-user trial: Play all played
        a Weakness just drawn and ended a turn with 5 Power unspent). Play all stops there."""
        if not isinstance(cmd, Play) or not _is_weakness(state.cards[cmd.card]):
            return None
        seat = state.active
        weak = sum(1 for u in controlled(state, seat) if _is_weakness(state.cards[u])) + 1
        if weak < self.capture_threshold(state, seat):
            return None
        p = state.players[seat]
        lost = [f"{p.res.get(POWER.name, 0)} Power unspent"] if p.res.get(POWER.name, 0) else []
        rest = [state.name(u) for u in p.zones["hand"] if u != cmd.card]
        if rest:
            lost.append(f"{name_list(rest)} discarded from your hand")
        end = f"your turn ends ({' and '.join(lost)})" if lost else "your turn ends"
        return (f"Play Weakness? It makes {weak} Weakness cards in play: one of your {SUPER_HEROES} is "
                f"Captured and {end}. A Weakness in your hand must be played before anything else: "
                "you cannot buy first.")

    def plays_after(self, card) -> bool:
        """A Weakness (a card with the ``capture_check`` effect) may get a Character Captured."""
        return card.has("capture_check")

    def after_play(self, state: State, seat: int, uid: int) -> None:
        """After a Weakness and what it triggered resolve (Batman resolves first): capture
        when enough Weakness cards are controlled ("Captured!")."""
        if not state.cards[uid].has("capture_check"):
            return
        weak = [u for u in controlled(state, seat) if state.cards[u].kind == "weakness"]
        if len(weak) < self.capture_threshold(state, seat):
            return
        chars = state.players[seat].zones["characters"]
        # what "control" means here is the cause a new player misses (trial): say it in the log
        state.log("capture", f"Captured! {state.players[seat].name} controls {len(weak)} Weakness cards (in play "
                             f"this turn), so one of their {SUPER_HEROES} is Captured.", seat)
        ask(state, "cards", seat, f"Captured! Choose the {self.character_word} The Batman Who Laughs captures "
                                  f"(your turn then ends)",
            [card_option(state, u) for u in chars], 1, 1, "metal_captured",
            purpose=Purpose("capture", ("characters",), "captured", uid), weak=weak)

    def move_destination(self, state: State, change: ZoneChange) -> tuple[int, str]:
        """A destroyed Weakness returns to its stack instead of the destroyed pile; everything
        else (Breakthrough included) goes where it was sent ("Destroying Cards")."""
        if change.cause == "destroy" and state.cards[change.card].kind == "weakness":
            return (TABLE, "weakness")
        return change.to

    # ------------------------------------------------------------------ villains & team
    def after_villain(self, state: State, seat: int, uid: int) -> None:
        if uid == state.res.get("final_villain"):
            state.turn["final_bought"] = True
        bwl = bwl_rule(state)
        if bwl is not None and state.cards[uid].cost <= bwl.max_cost:
            push(state, "metal_bwl", seat=seat)

    def game_ends_after_turn(self, state: State) -> bool:
        if state.turn.get("final_bought"):
            state.log("end", f"{state.name(state.res['final_villain'])} was bought this turn: the game ends.")
            self.finish(state, "barbatos")
            return True
        return False

    def recruit_step(self, state: State, seat: int) -> None:
        """End of turn step 2: Recruit when you have no Super Hero."""
        if not state.players[seat].zones["characters"]:
            recruit(state, seat)

    def table_view(self, state: State, seat: int | None = None) -> dict:
        v = super().table_view(state, seat)
        v["captured"] = [state.name(u) for u in state.table.get("captured", [])]
        v["character_stack"] = len(state.table.get("character_stack", []))
        v["panels"].append({"id": "captured", "kind": "cards", "place": "market", "inline": True,
                            "title": "The Batman Who Laughs holds", "empty": "nobody",
                            "cards": cards_of(state, state.table.get("captured", []))})
        return v


METAL = MetalRules()
