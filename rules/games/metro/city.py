"""City Destruction and Cleanup, the automatic phases that end a turn (rulebook "City
Destruction", "Cleanup", "Winning the Game"; FAQ "City Defense"), as tasks and decisions."""

from __future__ import annotations

from rules.engine import zones
from rules.engine.effects import ask, card_option, chosen_cards, push_effects
from rules.engine.registry import resume, rules_for, task
from rules.engine.resources import reset_resources
from rules.engine.render import name_list
from rules.engine.state import Purpose, State

from .board import RANK_ZONES, SLOT_ZONES
from .cards import RANKS, rank

#: City Defense targets by number of players: the green (Minion), purple (Villain) and red
#: (Archenemy) dice (rulebook "City Destruction")
CITY_DEFENSE: dict[int, tuple[int, int, int]] = {2: (9, 10, 11), 3: (7, 8, 9), 4: (5, 6, 7)}
DICE = {"Minion": "green", "Villain": "purple", "Archenemy": "red"}
DIE_SIDES = 12
#: the cards in a Hero's hand after set-up and after each Cleanup
HAND = 5


@task("metro_destruction")
def _destruction(state: State) -> None:
    """City Destruction (rulebook "City Destruction"; FAQ "City Defense"): a rank whose
    Enemies a card Stopped this turn rolls no die; else one d12 per rank with a face-up Enemy
    (the green die covers both Minions when Commander Graven revealed a second one), from the
    game's RNG (so a save's seed and commands replay it), plus the Hero's City Defense bonus
    (each die's roll kept with its turn and roller: :func:`die_roll`);
    an Enemy whose die meets its target is stopped; the others use their Destruction Powers,
    Minions first, then Villains, then the Archenemy."""
    rules = rules_for(state.game)
    seat = state.active
    p = state.players[seat]
    rules.enter(state, "destruction")
    targets = CITY_DEFENSE[len(state.players)]
    bonus = p.res.get("defense_bonus", 0)
    unstopped: list[int] = []
    stopped = 0
    for r, target in zip(RANKS, targets):
        here = [u for z in RANK_ZONES[r] for u in state.table.get(z, ())]
        if not here:
            continue
        told = not state.headless  # no line built where nobody reads the log (speed)
        names = " and ".join(state.name(u) for u in here) if told else ""
        verb = "is" if len(here) == 1 else "are"
        if p.res.get(f"stop:{r.lower()}", 0):
            if told:
                state.log("roll", f"{names} {verb} Stopped this turn: no {DICE[r]} die.")
            continue
        roll = state.rng.randint(1, DIE_SIDES)
        state.res[f"die:{DICE[r]}"] = roll
        # when and by whom (the table shows the last roll with its turn: a trial read an earlier
        # turn's roll as this one's)
        state.res[f"die_turn:{DICE[r]}"] = state.turn_number
        state.res[f"die_by:{DICE[r]}"] = seat + 1
        total = roll + bonus
        shown = (f"{roll} + {bonus} = {total}" if bonus else f"{roll}") if told else ""
        if total >= target:
            stopped += len(here)
            if told:
                state.log("roll", f"City Defense, {DICE[r]} die ({r}, needs {target}): {shown}. {names} {verb} stopped.")
        else:
            unstopped += here
            if r == "Archenemy":
                state.turn["arch_unstopped"] = True
            if told:
                state.log("roll", f"City Defense, {DICE[r]} die ({r}, needs {target}): {shown}. "
                                  f"{names} {verb} not stopped.")
    draw = stopped * p.res.get("stopped_draw", 0)
    if draw:
        zones.draw(state, seat, draw)
    for u in reversed(unstopped):  # pushed last resolves first: Minions first
        push_effects(state, state.cards[u].effects, {"p": seat, "src": u})


def die_roll(state: State, rank: str) -> str:
    """The last roll of ``rank``'s City Defense die, with whose turn it was: "rolled 7 this
    turn", "last roll 7, on Ann's turn 3", or "not rolled yet" (a roll of an earlier turn was shown bare,
    read as this turn's)."""
    colour = DICE[rank]
    roll, turn = state.res.get(f"die:{colour}", 0), state.res.get(f"die_turn:{colour}", 0)
    if not turn:
        return "not rolled yet"
    if turn == state.turn_number:
        return f"rolled {roll} this turn"
    by = state.res.get(f"die_by:{colour}", 0)
    whose = f"{state.players[by - 1].name}'s " if 0 < by <= len(state.players) else ""
    return f"last roll {roll}, on {whose}turn {turn}"


def defense_words(state: State, src: int) -> str:
    """Why Enemy ``src`` uses its Destruction Power now, for the question it asks: "City
    Defense: purple die 6, needed 10" (with the Hero's bonus: "6 + 1 = 7"), when its kind's
    die was rolled this turn in the Destruction phase; "" otherwise (issue 14, Metro trial at
    80x24: the dice were not in sight at a Destroy question)."""
    r = rank(state.cards[src]) if state.cards[src].type == "Enemy" else None
    if r is None or state.turn.get("phase") != "destruction":
        return ""
    colour = DICE[r]
    if state.res.get(f"die_turn:{colour}", 0) != state.turn_number:
        return ""
    roll = state.res.get(f"die:{colour}", 0)
    bonus = state.players[state.active].res.get("defense_bonus", 0)
    target = CITY_DEFENSE[len(state.players)][RANKS.index(r)]
    shown = f"{roll} + {bonus} = {roll + bonus}" if bonus else f"{roll}"
    return f"City Defense: {colour} die {shown}, needed {target}"


def slotted_energy(state: State, seat: int) -> list[int]:
    """The Energy cards slotted on ``seat``'s placard (the bottom card of a slot, when it is
    an Energy card: a Heroic Sacrifice may have taken it)."""
    p = state.players[seat]
    return [p.zones[z][0] for z in SLOT_ZONES if p.zones[z] and state.cards[p.zones[z][0]].type == "Energy"]


def cleanup_line(state: State, seat: int, off_slots: list[int], kept: list[int]) -> str:
    """The log line of ``seat``'s Cleanup: the hand and the played cards discarded (the hand
    unnamed: it is private), then the cards ``off_slots`` that left the Hero Placard for the
    discard pile and the Energy cards ``kept`` slotted, by name (the placard is public)."""
    name = state.players[seat].name
    line = f"{name} discards their hand and the cards they played"
    if off_slots:
        line += f", and from their Hero Placard: {name_list(state.name(u) for u in off_slots)}"
    if kept:
        line += f"; {name_list(state.name(u) for u in kept)} {'stays' if len(kept) == 1 else 'stay'} slotted"
    return line + "."


@task("metro_cleanup")
def _cleanup(state: State) -> None:
    """Cleanup, first step: the Hero may discard slotted Energy cards too (rulebook
    "Cleanup": they are the only cards that need not be discarded)."""
    rules_for(state.game).enter(state, "cleanup")
    seat = state.active
    slotted = slotted_energy(state, seat)
    ask(state, "cards", seat, "Cleanup: choose slotted Energy cards to discard too (or none)",
        [card_option(state, u) for u in slotted], 0, len(slotted), "metro_cleanup_done",
        purpose=Purpose("discard", SLOT_ZONES, "discard", rule="Cleanup"))


@resume("metro_cleanup_done")
def _cleanup_done(state: State, answer: list[str]) -> None:
    """Cleanup: discard the play area, the Powers on the slots, the hand and the chosen
    slotted Energy (logged, with the Plot Points left unspent, which are lost); the city falls if the Archenemy found nothing to Destroy; draw 5; the
    next Hero's turn begins with Reinforce Enemies."""
    rules = rules_for(state.game)
    seat = state.active
    p = state.players[seat]
    keep = set(slotted_energy(state, seat)) - set(chosen_cards(answer))
    # the placard is public: what leaves it is named (found in a trial: the slots emptied unsaid)
    off_slots = [u for z in SLOT_ZONES for u in p.zones[z] if u not in keep]
    for z in ("play_area", *SLOT_ZONES, "hand"):
        for u in list(p.zones[z]):
            if u not in keep:
                zones.discard(state, seat, u)
    if not state.headless:  # no line built where nobody reads the log (speed)
        state.log("cleanup", cleanup_line(state, seat, off_slots, [u for z in SLOT_ZONES for u in p.zones[z]]), seat)
    left = p.res.get("plot", 0)
    if left and not state.headless:  # Plot Points are totalled for the turn's Development only (rulebook "Story Development")
        state.log("plot", f"{p.name}'s {left} unspent Plot Point{'s are' if left != 1 else ' is'} lost: "
                          "Plot Points last only the turn.", seat)
    if state.turn.get("arch_unstopped") and not state.turn.get("arch_destroyed") and not state.turn.get("arch_spared"):
        rules.finish(state, "city", [])
        return
    reset_resources(state, rules.resources, seat)
    zones.draw(state, seat, HAND)
    state.active = (seat + 1) % len(state.players)
    state.turn_number += 1
    state.turn = {"phase": "reinforce"}
    if not state.headless:  # no line built where nobody reads the log (speed)
        state.log("turn", f"— {state.players[state.active].name}'s turn (turn {state.turn_number}) —", state.active)
    rules.reinforce(state)
    rules.enter(state, "activate")
