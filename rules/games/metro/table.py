"""Heroes of Metro City's table view in the panel format (:mod:`screens.panels`): what the
TUI draws, all of it public but the seat's own hand.

Panels, in order: ``phases`` (the phase bar: the six phases, the current one marked); the
active Hero's ``placard:<seat>`` (the four slots: the cards stacked on each, bottom first,
labelled as :func:`slot_label` says) and ``hero:<seat>`` (Plot Points, damage by type, the cards
the Hero may still Develop, City Defense bonus; the pile sizes are on the players' lines), the placard titled with
the player's and the Hero's names (the numbers under it untitled; another Hero's titled too); then the seat's ``hand`` and the active Hero's ``played`` Storylines;
then, placed ``"below"`` the hand (so it is on the first screen at 80x24),
``enemies`` (the face-up Enemies as cards, to battle; once won, not the defeated Archenemy,
:func:`defeated_archenemy`); ``enemy_board`` (each Enemy stack:
face-down cards left, the face-up Enemy with its Life, resistances and Destruction Power);
``city_defense`` (each die: its Enemy kind, the target for this number of players, the last
roll and whose turn it was, :func:`.city.die_roll`); ``city_supply`` (the stacks' tops as
cards with counts, to Develop; at set-up its hint says any card may be, :data:`SETUP_HINT`); ``city_grid``
(the City Supply as rows and columns, with counts and Karion's roost: Admiral Watts reads
them); ``rubble`` (the Rubble Pile, face down); the other Heroes' placards and numbers.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from rules.catalog.schema import Card
from rules.engine.game import card_actions, card_facts, card_names
from rules.engine.render import effect_text
from rules.engine.textcmd import card_items, name_for
from rules.engine.state import State

from . import board
from .board import COLUMNS, ENEMY_ZONES, FACE_UP, RANK_ZONES, SLOT_ZONES, SLOTS, STACK
from .cards import DAMAGE_TYPES, RANKS
from .city import CITY_DEFENSE, DICE, die_roll
from .destroy import roosts
from .ops import hero_name
from .verbs import source_words

#: a card's cost (a per-card table, :meth:`State.per_card`, shared with the other games' "_cost")
#: a card's cost, for :meth:`State.per_card <rules.engine.state.State.per_card>` (key ``"_cost"``)
COST = attrgetter("cost")

#: the phases shown on the phase bar, in turn order, with their short words
BAR = (("reinforce", "Reinforce"), ("activate", "Activate"), ("battle", "Battle"), ("develop", "Develop"),
       ("destruction", "Destruction"), ("cleanup", "Cleanup"))


def _card(state: State, u: int) -> dict[str, Any]:
    tmpl, mutable = state.per_card("_metro_card", _card_template)[u]
    out = tmpl.copy()
    out["uid"] = u
    for k in mutable:
        out[k] = out[k].copy()
    return out


def _held(state: State, u: int) -> dict[str, Any]:
    """A card in a Hero's hand or playing area: a defeated Enemy there is a Storyline like the
    others, so it is called one (its type; new-user trial: a kept Street Thugs read "Enemy")
    and shows its cost in their column (an Enemy on the board shows none: it is never
    Developed), labelled ``cost_word`` "cost" (issue 14, Metro trial at 80x24: "1 Origin Story
    Storyline" read as the Plot Points it gives, which are 2)."""
    out = _card(state, u)
    if out["cost"] is None:
        out["cost"] = state.cards[u].cost
    out["cost_word"] = "cost"
    if out["type"] == "Enemy":  # kept: turned into a Storyline (rulebook "Battle Enemies")
        out["type"] = "Storyline"
    return out


def _card_template(card: Card) -> tuple[dict[str, Any], tuple[str, ...]]:
    """What :func:`_card` shows of ``card`` (its uid left to fill in), and the keys whose
    values are lists or dicts (copied for each view: a view shares nothing mutable)."""
    out = card_facts(card)
    out["uid"] = None
    if card.type == "Enemy":  # an Enemy is never Developed: it has no Plot cost to show
        out["cost"] = None
    out.update(card.extra)
    return out, tuple(k for k, v in out.items() if isinstance(v, (list, dict)))


#: the set-up steps the phase line names instead of the turn's phases (set-up steps 4 and 5)
SETUP_STEPS = {"start": "Choose Starting Powers", "name": "Name Your Hero"}


def phase_bar(phase: str) -> str:
    """The six phases in a line, the current one in brackets (set-up steps shown by name)."""
    if phase not in dict(BAR):
        return SETUP_STEPS.get(phase, phase)
    return " › ".join(f"[{i}. {w}]" if p == phase else f"{i}. {w}" for i, (p, w) in enumerate(BAR, 1))


def phase_panel(phase: str) -> dict[str, Any]:
    """The ``phases`` panel: "Turn: Phase 1. Reinforce › [2. Activate] › ...", or in set-up
    "Set-up: Choose Starting Powers" (issue 14, Metro trial at 80x24: "Turn: Phase Set-up:
    Choose Starting" wrapped, and no turn had begun)."""
    if phase in SETUP_STEPS:
        return {"id": "phases", "title": "Set-up", "kind": "counts", "items": [{"label": "", "value": phase_bar(phase)}]}
    return {"id": "phases", "title": "Turn", "kind": "counts", "items": [{"label": "Phase", "value": phase_bar(phase)}]}


def enemy_line(state: State, u: int) -> str:
    """An Enemy's Life, what it resists and its Destruction Power, in a line."""
    c = state.cards[u]
    hit = _LINES.get(id(c))
    if hit is None or hit[0] is not c:
        hit = _LINES[id(c)] = (c, _enemy_line(c))
    return hit[1]


#: :func:`enemy_line` by card (the cache holds the card, so its id() is not reused; speed:
#: the table view shows every face-up Enemy's line at every step of a bot game)
_LINES: dict[int, tuple[Card, str]] = {}


def _enemy_line(c: Card) -> str:
    f = c.extra
    parts = [f"Life {f['life']}"]
    if f["immune"]:
        parts.append("no " + "/".join(t.capitalize() for t in f["immune"]))
    parts += [f"−{n} {t.capitalize()}" for t, n in f["resist"].items()]
    power = "; ".join(effect_text(e) for e in c.effects).replace("Destruction: ", "")
    return f"{c.name} ({', '.join(parts)}) — Destruction: {power or 'none'}"


def slot_label(state: State, seat: int, n: int) -> str:
    """The label of slot ``n`` on ``seat``'s placard: "Slot 1 (Energy 1)" while its source waits
    for a Power; once a Power sits on it, the source's own Energy Level and that a Power is on
    it (a new player read "Energy 0" as a spent, useless card), with how many Powers are on it
    and the Energy the top one gives the next when it gives any; "Energy 0" for an empty slot."""
    pile = state.players[seat].zones[f"slot:{n}"]
    left = board.level(state, seat, n)
    if not pile:
        return f"Slot {n} (Energy 0)"
    base = state.cards[pile[0]].extra["energy"]
    if len(pile) == 1:
        return f"Slot {n} (Energy {left})" if left or not base else f"Slot {n} (Energy Level {base}, used this turn)"
    # each Power on a source uses it up; one that gives Energy is the next source (FAQ "Energy
    # Sources"), so the stack may grow while its top gives Energy: the count says how many sit there
    # (a trial read "one more Power may go on top" under two Powers as if only one were on it)
    powers = len(pile) - 1
    on = "a Power on it" if powers == 1 else f"{powers} Powers on it"
    more = f"; another Power may go on the top one, at Energy {left}" if left else ""
    return f"Slot {n} (Energy Level {base}, {on}{more})"


def develop_words(state: State, left: int) -> str:
    """How many cards the active Hero may still Develop, as a player says it ("1 card", "no
    more cards"; a trial read "Developments 1" oddly); in set-up, "any number" (set-up step 4:
    as many as the starting Plot Points, shown beside it, pay for)."""
    if state.turn.get("phase") == "start":
        return "any number"
    return f"{left} card{'' if left == 1 else 's'}" if left > 0 else "no more cards this turn"


#: the seat's zones the bot's advice reads (:func:`advice_facts`' ``me``): its hand and its public zones
ADVICE_ZONES = ("hand", "discard", "play_area", *SLOT_ZONES)
#: the seat's zones the activation advice reads (:func:`advice_facts` with ``activation``)
ACTIVATION_ZONES = ("hand", *SLOT_ZONES)


def _natural(state: State, u: int, panel: str) -> list[dict[str, str]]:
    """The action a card that may do nothing now would be given (the command Enter tries and
    the card detail's "why not", as a Line-Up card's buy in the DC games): an Enemy is battled,
    a City Supply top Developed, a Power in hand Activated on the source giving most Energy
    (slot 1 when none is slotted), an Energy card slotted in the first empty slot; [] for
    other cards (a Storyline in hand)."""
    card = state.cards[u]
    if panel == "enemies":
        return [{"verb": "battle", "command": "battle " + name_for(state, u, card_items(state, board.face_up_enemies(state)))}]
    if panel == "city_supply":
        return [{"verb": "develop", "command": "develop " + name_for(state, u, card_items(state, board.supply_tops(state)))}]
    if panel != "hand":
        return []
    seat = state.where[u][0]
    name = name_for(state, u, card_items(state, state.players[seat].zones["hand"]))
    if card.type == "Power":
        filled = [n for n in range(1, SLOTS + 1) if state.players[seat].zones[f"slot:{n}"]]
        best = max(filled, key=lambda n: board.level(state, seat, n), default=1)
        return [{"verb": "activate", "command": f"activate {name} on {source_words(state, seat, best)}"}]
    if card.type == "Energy":
        free = board.empty_slots(state, seat)
        return [{"verb": "slot", "command": f"slot {name} in {free[0] if free else 1}"}]
    return []


def advice_facts(state: State, phase: str, seat: int | None = None, cards: bool = False,
                 activation: bool = False) -> dict[str, Any]:
    """What the bot's advice reads (:meth:`MetroRules.advice_view
    <rules.games.metro.rules.MetroRules.advice_view>`): of the table, all public, ``phase``;
    ``enemies``, the names of the face-up Enemies in the ``enemies`` panel's order; ``supply``,
    ``{"name", "count"}`` of each City Supply stack that has cards (its top's name), in the
    ``city_supply`` panel's order (named fields, never a bare number beside a name: the
    privacy test reads a number in a list as a card's uid); ``players``, how many play. For a ``seat``, ``me``: what the view's
    ``players`` entry shows of that seat's own Hero, and only that (speed: a bot then needs no
    ``players`` entry, every player's zones named at every step): ``hero_name``, ``res`` (a
    copy of its resources), ``slots`` (the uids on each slot, bottom first) and ``zones``
    (the card names of its hand, discard, play area and slots, as the zones hold them). With
    ``cards`` and a ``seat``, also ``cards``: uid -> ``{"name", "cost"}`` of each City Supply
    stack's top, then the top of each face-up Enemy zone, then the seat's hand (the advice
    view's entry; the supply stacks are walked once for both). With ``activation``, only what
    the activation advice reads (:func:`.advice.at_once`, without a view): ``zones`` holds the
    hand and the slots alone, ``cards`` the hand alone."""
    table, names = state.table, card_names(state)
    get = table.get
    piles = [pile for z in board.supply_zones(state) if (pile := table[z])]
    # the face-up Enemies as board.face_up_enemies lists them, named in one walk (speed: every step's view)
    out = {"phase": phase, "enemies": [names[u] for z in ENEMY_ZONES for u in get(z, ())],
           "supply": [{"name": names[pile[0]], "count": len(pile)} for pile in piles],
           "players": len(state.players)}
    if seat is not None:
        p = state.players[seat]
        pz = p.zones
        name_of = names.__getitem__
        out["me"] = {"hero_name": p.flags.get("hero_name", p.name), "res": dict(p.res),
                     "slots": [pz[z][:] for z in SLOT_ZONES],
                     "zones": {z: list(map(name_of, pz[z]))
                               for z in (ACTIVATION_ZONES if activation else ADVICE_ZONES) if z in pz}}
        if cards and activation:
            costs = state.per_card("_cost", COST)
            out["cards"] = {u: {"name": names[u], "cost": costs[u]} for u in pz["hand"]}
        elif cards:
            costs = state.per_card("_cost", COST)  # a card model's cost is a pydantic read (speed)
            visible = [pile[0] for pile in piles]
            visible += [pile[0] for z in ENEMY_ZONES if (pile := get(z))]
            visible += pz["hand"]
            out["cards"] = {u: {"name": names[u], "cost": costs[u]} for u in visible}
    return out


#: the City Supply's hint at set-up step 4: any card may be taken there, the FAQ advises Powers
#: (a trial took a Spark of Energy taken at set-up for a mistake; the log said it, as advice)
SETUP_HINT = "Enter develops any card; most take Powers"


def defeated_archenemy(state: State) -> dict[int, str]:
    """The Archenemy that ended the game, uid -> the name of the Hero's player who defeated it
    (rulebook "Winning the Game": the first Hero to defeat it wins at once); empty while the
    game goes on or when the city fell. The card stays in its zone (the game is over, nothing
    moves it), so the view must not show it as an Enemy still to battle (new-user trial)."""
    result = state.result if state.game_over else None
    if not result or result.get("why") != "archenemy" or not result.get("winners"):
        return {}
    return {u: result["winners"][0] for u in state.table.get(FACE_UP["Archenemy"], ())}


def _stack_name(state: State, zone: str) -> str:
    """The card name of an empty City Supply stack's ``zone``, as its cards are named ("Product
    of Science"; Metro trial: "Product Of Science ×0", its slug title-cased): every card the
    stack held is still one of the game's cards, wherever it went."""
    return next((c.name for c in state.cards if board.supply_zone(c) == zone),
                zone.split(":", 1)[1].replace("-", " "))



def table_view(state: State, seat: int | None, phase: str) -> dict[str, Any]:
    """The game's table view (:meth:`MetroRules.table_view
    <rules.games.metro.rules.MetroRules.table_view>`), as the module docstring lists it."""
    beaten = defeated_archenemy(state)
    enemies = [_card(state, u) for u in board.face_up_enemies(state) if u not in beaten]
    supply = []
    for z in board.supply_zones(state):
        if state.table[z]:
            c = _card(state, state.table[z][0])
            c["count"] = len(state.table[z])
            supply.append(c)
    roost = roosts(state)
    grid = []
    for i, row in enumerate(board.grid(state), 1):
        cells = []
        for z in row:
            pile = state.table[z]
            name = state.name(pile[0]) if pile else _stack_name(state, z)
            mark = f" ({state.name(roost[z])} roosts)" if z in roost else ""
            cells.append(f"{name} ×{len(pile)}{mark}")
        grid.append({"label": f"Row {i}", "value": " │ ".join(cells)})
    board_items = []
    for r in RANKS:
        up = [u for z in RANK_ZONES[r] for u in state.table.get(z, ())]
        left = len(state.table.get(STACK[r], []))
        value = " + ".join(enemy_line(state, u) for u in up if u not in beaten) or "none face up"
        if beaten and r == "Archenemy":
            value = " + ".join(f"{state.name(u)}: defeated by {beaten[u]}" for u in up if u in beaten)
        board_items.append({"label": f"{r}s ({left} face down)" if r != "Archenemy" else f"{r} ({left} face down)",
                            "value": value})
    rubble = state.table.get("rubble", [])
    targets = CITY_DEFENSE.get(len(state.players), (0, 0, 0))
    panels: list[dict[str, Any]] = [
        phase_panel(phase),
        # the rest under the seat's hand (place "below"): the hand stays on the first screen at 80x24
        {"id": "enemies", "title": "Enemies", "kind": "cards", "hint": "Enter battles", "cards": enemies},
        {"id": "enemy_board", "title": "Enemy Board", "kind": "counts", "items": board_items},
        {"id": "city_defense", "title": "City Defense dice", "kind": "counts",
         "items": [{"label": f"{DICE[r]} ({r if r == 'Archenemy' else r + 's'}) needs {t}+,",
                    "value": die_roll(state, r)} for r, t in zip(RANKS, targets)]},
        {"id": "city_supply", "title": "City Supply", "kind": "cards", "hint": SETUP_HINT if phase == "start"
         else "Enter develops", "cards": supply},
        {"id": "city_grid", "title": f"City Supply grid ({COLUMNS} to a row)", "kind": "counts", "items": grid},
        {"id": "rubble", "title": "Rubble Pile", "kind": "stack", "count": len(rubble), "top": None},
    ]
    for panel in panels[1:]:
        panel["place"] = "below"
    heroes: list[dict[str, Any]] = []
    for p in state.players:
        hero = hero_name(state, p.seat)  # before it is named (set-up), the player's own name
        title = p.name if hero == p.name else f"{p.name} — {hero}"
        slots = []
        for n in range(1, SLOTS + 1):
            pile = p.zones[f"slot:{n}"]
            stack = " ← ".join(state.name(u) for u in pile) or "empty"
            slots.append({"label": slot_label(state, p.seat, n), "value": stack})
        # tab: Tab stops on it (a new-user trial found no key reached it, only the mouse wheel)
        mine = [{"id": f"placard:{p.seat}", "title": f"{title}: Hero Placard", "kind": "counts", "items": slots,
                 "tab": True}]
        items = [{"label": "Plot Points", "value": p.res.get("plot", 0)}]
        items += [{"label": f"{t.capitalize()} damage", "value": p.res.get(f"damage:{t}", 0)} for t in DAMAGE_TYPES]
        if p.seat == state.active:
            items += [{"label": "Can Develop", "value": develop_words(state, p.res.get("developments", 0))},
                      {"label": "City Defense bonus", "value": p.res.get("defense_bonus", 0)}]
        # the active Hero's numbers sit under their placard, whose title names them already
        mine.append({"id": f"hero:{p.seat}", "title": "" if p.seat == state.active else title, "kind": "counts",
                     "items": items})
        # the active Hero's placard right under the phase bar, the others' at the end
        if p.seat == state.active:
            panels[1:1] = mine
        else:
            heroes += [{**panel, "place": "below"} for panel in mine]
    panels += heroes
    acts = card_actions(state, seat)
    for panel in panels:
        for c in panel.get("cards", ()):
            c["actions"] = acts.get(c["uid"]) or _natural(state, c["uid"], panel["id"])
    # the seat's own hand (a spectator sees how many) and its playing area (the Storylines played), with what the seat
    # may do with each card now (slot it, activate it on a source...)
    shown = seat if seat is not None else state.active
    me = state.players[shown]
    # Metro's cards are slotted or activated, never "played": the hand's hint says so
    panels.append({"id": "hand", "kind": "cards", "place": "hand", "title": "Hand", "owner": shown,
                   "hint": "Enter slots or activates",
                   "hidden": len(me.zones["hand"]) if seat is None else None,
                   "cards": [{**_held(state, u), "actions": acts.get(u) or _natural(state, u, "hand")}
                             for u in me.zones["hand"]]
                   if seat is not None else []})
    panels.append({"id": "played", "kind": "cards", "place": "played", "title": "Playing area",
                   "owner": state.active,
                   "cards": [_held(state, u) for u in state.players[state.active].zones["play_area"]]})
    return {"panels": panels, "phase": phase}
