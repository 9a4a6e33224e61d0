"""Destroying City Supply cards (rulebook "City Destruction", "Heroic Sacrifice"; glossary
"Destruction Powers"; FAQ "Enemies"), one card at a time:

1. the Enemy's power lists the City Supply stacks whose top card qualifies, and the active
   Hero chooses one (:func:`choose_target`; no choice is asked when only one qualifies);
2. the active Hero, and only they, may make a Heroic Sacrifice (:func:`sacrifices`): a card
   of the same type from their hand or playing area (any card on a slot, or a Storyline in
   play) goes to the Rubble Pile instead, once per card being Destroyed;
3. the card goes face down onto the Rubble Pile, and the power goes on (a task named by the
   caller, given the zone of the stack the card was to come from).

Every card an unstopped Archenemy's Destruction Power removes (its own card or a
sacrifice) is counted in ``State.turn["arch_destroyed"]``: when it stays 0, the city falls at
the end of the turn (rulebook "Winning the Game"), unless the power had nothing to Destroy
while cards still qualified for it (``State.turn["arch_spared"]``: a power that Destroys a
card for each Power Activated, when none was, :func:`.ops.spared`).

Karion's roost: the stack its power Destroyed from; it is kept as the table resource
``roost:<Karion's uid>`` (1 + the stack's place in :func:`~.board.supply_zones`). While Karion
is face up and roosting, that stack cannot be Developed; when the stack is empty Karion has
nowhere to roost and is back on the Enemy Board only (FAQ "Enemies").
"""

from __future__ import annotations


from rules.engine import zones
from rules.engine.effects import ask, card_option, chosen_cards, matches
from rules.engine.registry import resume, rules_for, task
from rules.engine.state import TABLE, Option, Purpose, State, Task
from rules.engine.render import name_list

from .board import RANK_ZONES, SLOT_ZONES, grid, row_and_column, supply_zones  # noqa: F401 (row_and_column: ops)
from .cards import rank, sacrifice_kind
from .city import defense_words


def face_up(state: State, ranks: tuple[str, ...]) -> list[int]:
    """The face-up Enemies of ``ranks``, in the order of :data:`~.board.RANK_ZONES`."""
    return [u for r in ranks for z in RANK_ZONES[r] for u in state.table.get(z, ())]


def tops(state: State, flt, names: list[str] | None = None) -> list[int]:
    """The top cards of the City Supply stacks that fit ``flt`` and, when ``names`` is given,
    carry one of those names (a "matching card" is one of the same name, FAQ "Enemies")."""
    out = []
    for z in supply_zones(state):
        pile = state.table[z]
        if pile and matches(state.cards[pile[0]], flt) and (names is None or state.name(pile[0]) in names):
            out.append(pile[0])
    return out


def choose_target(state: State, src: int, cands: list[int], then_fn: str, then_data: dict, clone: bool,
                  where: bool = False, nth: tuple[int, int] = (1, 1),
                  before: list[tuple[str, str]] | None = None) -> None:
    """Ask the active Hero which of ``cands`` (City Supply tops) ``src`` Destroys, offer the
    Heroic Sacrifice, then push task ``then_fn`` with ``then_data`` and ``zone`` (the stack's
    zone; None when nothing qualified). With ``where``, each option says the stack's row and
    column in the City Supply grid (Admiral Watts: what follows depends on them). ``nth``:
    which card of how many the power Destroys this is, (1, 1) for a power of one card; the
    questions of a power of several say it (:func:`nth_words`). Each option says how many cards
    its stack holds; ``before``: the stacks the power's question before listed, when this one
    lists fewer ahead of others, it says the numbers changed (:func:`_renumbered`). For a power of
    several cards the task gets ``listed`` too, this question's stacks."""
    if not cands:
        # not "nothing left": one power that finds no card of its kind is not the city falling
        # (Metro trial: a copied power's line read like the Archenemy's win)
        state.log("destroy", f"{state.name(src)}: no card in the City Supply is of the kind this Destruction Power "
                             "Destroys; it Destroys nothing.")
        state.stack.append(Task(then_fn, {**then_data, "zone": None}))
        return
    if len(cands) == 1 and state.headless:
        # the only stack: the question would answer itself, and in a headless game nobody reads
        # its words nor the line saying so (speed: a Destroy in seven; as ask resolves it)
        if nth[1] > 1:
            then_data = {**then_data, "listed": [(state.where[cands[0]][1], state.name(cands[0]).split(" (")[0])]}
        _target(state, [f"c{cands[0]}"], src, then_fn, then_data, nth)
        return
    options = [card_option(state, u) for u in cands]
    for o in options:
        zone = state.where[o.card][1]
        place = f"{grid_place(state, zone)}; " if where else ""
        o.label += f" ({place}{len(state.table[zone])} in its stack)"
    listed = [(o.zone, o.label.split(" (")[0]) for o in options]
    if nth[1] > 1:  # a power of several cards: its next question compares its list with this one
        then_data = {**then_data, "listed": listed}
    ask(state, "cards", state.active, f"{state.name(src)} Destroys a card{nth_words(nth)} from the City Supply: "
                                      f"choose the stack{_why(state, src)}{_renumbered(state, before, listed)}",
        options, 1, 1, "metro_target",
        purpose=Purpose("destroy", tuple(state.where[u][1] for u in cands), "rubble", src),
        src=src, then_fn=then_fn, then_data=then_data, nth=nth)


def _renumbered(state: State, before: list[tuple[str, str]] | None, now: list[tuple[str, str]]) -> str:
    """". The Spark of Energy stack is empty now: the numbers of the stacks after it changed" when the question before, of the
    same power (``before``: its stacks' zones and top cards' names, in order), listed a stack that
    this one (``now``) does not, ahead of one it still lists, so the keys of the stacks after it
    moved up (Metro trial: 6 emptied a stack, and in the next question 6 was another card); ""
    when every stack keeps its number."""
    if not before:
        return ""
    zones_now = [z for z, _ in now]
    gone = [(z, n) for z, n in before if z not in zones_now]
    kept = [z for z, _ in before if z in zones_now]
    if not gone or [z for z, _ in before][:len(kept)] == kept:
        return ""
    words = [f"the {n} stack is {'empty now' if not state.table.get(z) else 'no longer of its kind'}" for z, n in gone]
    words[0] = words[0][0].upper() + words[0][1:]
    return f". {name_list(words)}: the numbers of the stacks after {'it' if len(gone) == 1 else 'them'} changed"


def nth_words(nth: tuple[int, int], how: str = "") -> str:
    """" (card 1 of 2)" for the first card of a Destruction Power that Destroys two, so that
    its questions, one per card, read apart (Metro trial: Karion's two Heroic Sacrifice
    questions read the same, word for word); "" for a power of one card. ``how``: " at random"
    for Admiral Watts' random cards ("card 1 of 2 at random")."""
    k, n = nth
    return f" (card {k} of {n}{how})" if n > 1 else ""


def grid_place(state: State, zone: str) -> str:
    """Where stack ``zone`` sits in the City Supply grid: "row 1, column 3" ("" when it is
    not a City Supply stack)."""
    for r, row in enumerate(grid(state), 1):
        if zone in row:
            return f"row {r}, column {row.index(zone) + 1}"
    return ""


@resume("metro_target")
def _target(state: State, answer: list[str], src: int, then_fn: str, then_data: dict,
            nth: tuple[int, int] = (1, 1)) -> None:
    offer_sacrifice(state, chosen_cards(answer)[0], src, then_fn, then_data, nth)


def sacrifices(state: State, seat: int, target: int) -> list[int]:
    """The cards ``seat`` may sacrifice for ``target``: same type (:func:`~.cards.same_type`),
    in the hand or anywhere in the playing area (rulebook "Heroic Sacrifice"): the Storylines
    in play and every card on a slot, the slotted Energy card and each Power stacked on it
    included. Hand first, then the play area, then slots 1..3 bottom card first."""
    p = state.players[seat]
    places = [u for z in ("hand", "play_area", *SLOT_ZONES) for u in p.zones[z]]
    # same_type, with each card's (type, kinds) found once per game (State.per_card)
    kind = state.per_card("metro_sacrifice_kind", sacrifice_kind)
    tb, kb = kind[target]
    return [u for u in places if kind[u][0] == tb and (kind[u][1] == kb or bool(kind[u][1] & kb))]


def _sacrifice_options(state: State, seat: int, uids: list[int]) -> list[Option]:
    """The options naming ``uids``, each with its place, whatever places the others are in
    ("Origin Story (playing area)", "Deadly Blades (hand)", "Spark of Energy (slot 2)"; found in
    a trial: the place was said only when the options came from several places, so Storylines
    in play read bare); an Energy card on a slot holding more than it says how it is used there:
    the slot's Energy source, or Activated on it as a Power ("Spark of Energy as a Power (slot
    1)"; a trial found two Sparks on one slot both read "Spark of Energy (slot 1)")."""
    rules = rules_for(state.game)
    opts = [card_option(state, u) for u in uids]
    for o in opts:
        cards = state.players[seat].zones[o.zone]
        if o.zone in SLOT_ZONES and len(cards) > 1 and state.cards[o.card].type == "Energy":
            o.label += " as Energy" if cards[0] == o.card else " as a Power"
        o.label += f" ({rules.zone_word(o.zone)})"
    return opts


def _why(state: State, src: int) -> str:
    """" (City Defense: purple die 6, needed 10)" after a Destroy question whose Enemy was not
    stopped by this turn's die (:func:`.city.defense_words`), else ""."""
    words = defense_words(state, src)
    return f" ({words})" if words else ""


def offer_sacrifice(state: State, target: int, src: int, then_fn: str, then_data: dict,
                    nth: tuple[int, int] = (1, 1), how: str = "") -> None:
    """``target`` is about to be Destroyed by ``src``: the active Hero may sacrifice a card
    instead. The question names the Enemy and the card, which card of the power's it is
    (``nth`` and ``how``: :func:`nth_words`), and the die that did not stop it (issue 14, Metro trial: it
    named only the card; a later trial: a power of two cards asked twice in the same words)."""
    seat = state.active
    mine = sacrifices(state, seat, target)
    if not mine:
        # no card of that type: the offer would answer itself with none and say nothing (its
        # purpose names no card, so no "nothing" line either), so it is not built (speed: an
        # offer in four; what ask does with no option)
        _sacrificed(state, [], target, src, then_fn, then_data)
        return
    opts = _sacrifice_options(state, seat, mine)
    ask(state, "cards", seat, f"Heroic Sacrifice: {state.name(src)} Destroys {state.name(target)}{nth_words(nth, how)} "
                              f"from the City Supply{_why(state, src)}. Choose a card of yours to put on the Rubble "
                              "Pile instead (or none)",
        opts, 0, 1, "metro_sacrifice",
        # the rule asks (the Enemy Destroys either way): no "nothing" line for each Destroy
        purpose=Purpose("destroy", ("hand", "play_area", *SLOT_ZONES), "rubble", rule="Heroic Sacrifice",
                        target=target),
        target=target, src=src, then_fn=then_fn, then_data=then_data)


@resume("metro_sacrifice")
def _sacrificed(state: State, answer: list[str], target: int, src: int, then_fn: str, then_data: dict) -> None:
    zone = state.where[target][1]
    chosen = chosen_cards(answer)
    seat = state.active
    if chosen:
        owner, place = state.where[chosen[0]]
        source = place in SLOT_ZONES and state.players[owner].zones[place][0] == chosen[0]
        zones.move(state, chosen[0], TABLE, "rubble")
        state.log("sacrifice", f"Heroic Sacrifice! {state.players[seat].name} puts {state.name(chosen[0])} on the "
                               f"Rubble Pile; {state.name(target)} stays in the City Supply.", seat)
        if source:
            _unslot_powers(state, owner, place, state.name(chosen[0]))
    else:
        zones.move(state, target, TABLE, "rubble")
        if not state.headless:  # no line built where nobody reads the log (speed: every card Destroyed)
            state.log("destroy", f"{state.name(src)} Destroys {state.name(target)} from the City Supply.")
    if rank(state.cards[src]) == "Archenemy":
        state.turn["arch_destroyed"] = state.turn.get("arch_destroyed", 0) + 1
    clear_roosts(state)
    state.stack.append(Task(then_fn, {**then_data, "zone": zone}))


def _unslot_powers(state: State, seat: int, slot: str, source: str) -> None:
    """The Energy source of ``slot`` was sacrificed: the Powers activated on it stay in
    play in the playing area, discarded at Cleanup like them, and the slot is empty. Left on the
    slot, the first of them would read as its Energy source (found in a trial: a Spark of
    Energy activated as a Power stayed slotted as Energy for the next turns, and a Power sat on
    a source below its REQ)."""
    powers = list(state.players[seat].zones[slot])
    for u in powers:
        zones.move(state, u, seat, "play_area")
    if powers:
        state.log("move", f"{name_list(state.name(u) for u in powers)}, activated on the sacrificed {source}, "
                          f"{'stays' if len(powers) == 1 else 'stay'} in play off the slot until Cleanup.", seat)


def matching_names(state: State, seat: int, where: str) -> list[str]:
    """The names a "matching card" may carry: the card on top of ``seat``'s deck (revealed,
    glossary "Reveal a Card"), or the cards of their hand or discard pile."""
    if where == "deck_top":
        top = zones.top_of_deck(state, seat)
        if top is None:
            return []
        state.log("reveal", f"{state.players[seat].name} reveals {state.name(top)} from the top of their deck.",
                  seat, shown=(top,))
        return [state.name(top)]
    return sorted({state.name(u) for u in state.players[seat].zones[where]})


@task("metro_destroy")
def _destroy_step(state: State, eff, src: int, left: int, stack_zone: str | None, names: list[str] | None,
                  clone: bool, total: int | None = None, listed: list[tuple[str, str]] | None = None) -> None:
    """One card of a ``destroy_supply`` power (``left`` to go of ``total``; ``stack_zone``: the
    stack it must come from, for a power that Destroys from one stack)."""
    total = total or left
    if eff.match and names is None:
        names = matching_names(state, state.active, eff.match)
    if stack_zone is not None:
        cands = [u for u in tops(state, eff.filter, names) if state.where[u][1] == stack_zone]
        if not cands:
            _roost(state, eff, src, stack_zone, clone)
            return
    else:
        cands = tops(state, eff.filter, names)
        if eff.same_stack:  # one with enough cards, if there is one (FAQ "Enemies": Karion)
            cands = [u for u in cands if len(state.table[state.where[u][1]]) >= left] or cands
    choose_target(state, src, cands, "metro_destroy_next",
                  {"eff": eff, "src": src, "left": left, "names": names, "clone": clone, "total": total}, clone,
                  nth=(total - left + 1, total), before=listed)


@task("metro_destroy_next")
def _destroy_next(state: State, eff, src: int, left: int, names: list[str] | None, clone: bool,
                  zone: str | None, total: int | None = None, listed: list[tuple[str, str]] | None = None) -> None:
    if zone is None:
        return
    if left > 1:
        state.stack.append(Task("metro_destroy", {"eff": eff, "src": src, "left": left - 1,
                                                  "stack_zone": zone if eff.same_stack else None, "names": names,
                                                  "clone": clone, "total": total or left, "listed": listed}))
    else:
        _roost(state, eff, src, zone, clone)


def _roost(state: State, eff, src: int, zone: str, clone: bool) -> None:
    """Karion roosts on ``zone`` after its power (a copied power roosts nobody)."""
    if not eff.roost or clone:
        return
    if state.table.get(zone):
        state.res[f"roost:{src}"] = supply_zones(state).index(zone) + 1
        state.log("roost", f"{state.name(src)} roosts on the {state.name(state.table[zone][0])} stack: it cannot be "
                           "Developed while it roosts there.")
    else:
        state.res.pop(f"roost:{src}", None)
        state.log("roost", f"{state.name(src)} has nowhere to roost and returns to the Enemy Board.")


def roosts(state: State) -> dict[str, int]:
    """The City Supply stacks a face-up Enemy roosts on: zone -> the Enemy's uid."""
    out: dict[str, int] = {}
    zs = None
    for key, pos in state.res.items():
        if pos and key.startswith("roost:"):
            uid = int(key[6:])
            if zs is None:
                zs = supply_zones(state)
            if state.where[uid][1] in _FACE_UP_ZONES and 0 < pos <= len(zs):
                out[zs[pos - 1]] = uid
    return out


#: the zones of the face-up Enemies, where a roosting Enemy must be
_FACE_UP_ZONES = frozenset(RANK_ZONES["Villain"] + RANK_ZONES["Minion"] + RANK_ZONES["Archenemy"])


def clear_roosts(state: State) -> None:
    """An Enemy whose roost stack is empty has nowhere to roost (FAQ "Enemies": Karion)."""
    for z, uid in roosts(state).items():
        if not state.table.get(z):
            state.res.pop(f"roost:{uid}", None)
            state.log("roost", f"{state.name(uid)} has nowhere to roost and returns to the Enemy Board.")


@task("metro_random_destroy")
def _random_destroy(state: State, src: int, stacks: list[str], left: int, clone: bool, zone: str | None = None,
                    what: str = "row", total: int | None = None) -> None:
    """Admiral Watts's random cards (FAQ "Enemies"): a card at random among the cards of the
    stack zones ``stacks`` (the first card's ``what``: "row" or "column"), ``left`` to go of
    ``total``; as many as there are, and when none is left for the rest, the log says so
    (found in a trial: nothing was said)."""
    if left <= 0:
        return
    total = total or left
    sizes = [(z, len(state.table.get(z, ()))) for z in stacks]
    cards = sum(n for _, n in sizes)  # the cards it picks among (not ``total``: a trial read "card 12 of 12")
    if cards == 0:
        state.log("destroy", f"{state.name(src)} finds no card left in the same {what} to Destroy "
                             f"(the die called for {left} more).")
        return
    k = state.rng.randrange(cards)
    for z, n in sizes:
        if k < n:
            break
        k -= n
    offer_sacrifice(state, state.table[z][0], src, "metro_random_destroy",
                    {"src": src, "stacks": stacks, "left": left - 1, "clone": clone, "what": what, "total": total},
                    (total - left + 1, total), " at random")
