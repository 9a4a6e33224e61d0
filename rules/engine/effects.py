"""The effect interpreter: resolves card effects as tasks on ``State.stack``.

An effect never waits for input: when it needs a choice it sets ``State.pending`` (see
:func:`ask`) naming a resume handler, and :func:`run` stops until ``choose`` answers it.
Ctx (a plain dict) binds the words of card text: ``p`` = "you" (the seat resolving the
effect; a foe inside an Attack), ``src`` = the card's uid, ``rev`` = the card revealed by the
current ``reveal``, ``atk`` = the attacker's seat inside an Attack.

Order rules (Metal "Resolving Card Abilities"): a played card resolves fully before the
abilities it triggers; an effect on several players goes clockwise from the player who
played it; simultaneous triggers are ordered by their controller (one ``order`` decision).
"""

from __future__ import annotations

from typing import Any

from rules.catalog.schema import Card, CardFilter, Condition, Count

from . import zones
from .registry import OPS, RESUMES, TASKS, op, resume, rules_for, task
from .state import TABLE, Decision, Option, State, Task

Ctx = dict[str, Any]


# --------------------------------------------------------------------------- the loop
def push(state: State, fn: str, **data) -> None:
    """Schedule a task; the last pushed runs first."""
    state.stack.append(Task(fn, data))


def push_effects(state: State, effects: list, ctx: Ctx) -> None:
    """Schedule a list of effects to resolve in order with ``ctx``."""
    if effects:
        state.stack.append(Task("effects", {"effs": effects, "i": 0, "ctx": ctx}))


def run(state: State) -> None:
    """Resolve tasks until a decision is pending, the stack is empty or the game is over."""
    while state.pending is None and state.stack and not state.game_over:
        t = state.stack.pop()
        TASKS[t.fn](state, **t.data)


@task("effects")
def _effects(state: State, effs: list, i: int, ctx: Ctx) -> None:
    if i + 1 < len(effs):
        state.stack.append(Task("effects", {"effs": effs, "i": i + 1, "ctx": ctx}))
    eff = effs[i]
    OPS[eff.op](state, eff, ctx)


# --------------------------------------------------------------------------- decisions
def card_option(state: State, uid: int) -> Option:
    return Option(f"c{uid}", state.name(uid), uid)


def ask(
    state: State,
    kind: str,
    player: int,
    prompt: str,
    options: list[Option],
    mn: int,
    mx: int,
    resume_fn: str,
    source: int | None = None,
    **data,
) -> None:
    """Make ``player`` decide, unless only one answer is possible: then resolve at once and
    log it (DESIGN §2: players are asked only real questions). ``mn``/``mx`` bound how many
    options are picked; ``mn = 0`` makes the decision optional."""
    mx = min(mx, len(options))
    mn = min(mn, mx)
    forced: list[str] | None = None
    if not options:
        forced = []
    elif mn == mx == len(options):
        forced = [o.id for o in options]
    elif mn == mx and len({o.label for o in options}) == 1 and kind == "cards":
        forced = [o.id for o in options[:mn]]  # identical cards: any copy is the same answer
    if forced is not None:
        if forced:
            labels = ", ".join(o.label for o in options if o.id in forced)
            who = state.players[player].name
            # public: that it happened; private: which cards (they may come from a hidden zone)
            state.log("auto", f"{who}: {prompt} (only one possible answer).", player, f"{who}: {prompt} → {labels}")
        RESUMES[resume_fn](state, forced, **data)
        return
    state.pending = Decision(kind, player, prompt, options, mn, mx, resume_fn, data, source)


def chosen_cards(answer: list[str]) -> list[int]:
    """The card uids named by a decision's answer (ids ``c<uid>``)."""
    return [int(a[1:]) for a in answer if a.startswith("c")]


# --------------------------------------------------------------------------- filters & counts
def matches(card: Card, flt: CardFilter | None) -> bool:
    """True when ``card`` fits every field of the filter (None matches anything)."""
    if flt is None:
        return True
    if flt.type is not None and card.type not in flt.type:
        if not (flt.subtype and set(flt.subtype) & set(card.subtypes)):
            return False
    elif flt.subtype is not None and flt.type is None and not set(flt.subtype) & set(card.subtypes):
        return False
    if flt.name is not None and card.name not in flt.name:
        return False
    if flt.not_name is not None and card.name in flt.not_name:
        return False
    if flt.typed is not None and (card.type is not None) != flt.typed:
        return False
    if flt.min_cost is not None and card.cost < flt.min_cost:
        return False
    if flt.max_cost is not None and card.cost > flt.max_cost:
        return False
    if flt.min_vp is not None and (not isinstance(card.vp, int) or card.vp < flt.min_vp):
        return False
    return True


def controlled(state: State, seat: int) -> list[int]:
    """Cards ``seat`` controls: played this turn and still in play, and Ongoing cards."""
    z = state.players[seat].zones
    return z["played"] + z["ongoing"]


def played_in_play(state: State, seat: int) -> list[int]:
    """The cards ``seat`` played this turn that are still in play (Ongoing ones included)."""
    here = ((seat, "played"), (seat, "ongoing"))
    return [u for u in state.turn.get("played", []) if state.where[u] in here]


def owned(state: State, seat: int) -> list[int]:
    """Every card ``seat`` owns, in any of their zones but the team (Characters)."""
    return [u for name, zone in state.players[seat].zones.items() if name != "characters" for u in zone]


def _pool(state: State, of: str, ctx: Ctx) -> list[int]:
    seat = ctx["p"]
    z = state.players[seat].zones
    if of == "played":
        return [u for u in state.turn.get("played", []) if u != ctx.get("src")]
    if of == "controlled":
        return [u for u in controlled(state, seat) + borrowed_now(state, seat) if u != ctx.get("src")]
    if of == "in_hand":
        return list(z["hand"])
    if of == "in_discard":
        return list(z["discard"])
    if of == "owned":
        return owned(state, seat)
    if of == "score_pile":
        return list(z["score_pile"])
    if of == "line_up":
        return list(state.table.get("line_up", []))
    if of == "characters":
        return list(z.get("characters", []))
    raise ValueError(of)


def count(state: State, c: int | Count, ctx: Ctx) -> int:
    """Evaluate an Amount: an int, or a :class:`Count` at this moment."""
    if isinstance(c, int):
        return c
    if c.of == "foes":
        n = len(state.players) - 1
    elif c.of in ("revealed_vp", "revealed_cost"):
        rev = ctx.get("rev")
        if rev is None:
            n = 0
        else:
            card = state.cards[rev]
            v = card.cost if c.of == "revealed_cost" else (card.vp if isinstance(card.vp, int) else 0)
            n = max(0, v)
    elif c.of == "foes_hit":
        n = len(ctx.get("hit", []))
    elif c.of == "destroyed_this_effect":
        n = ctx.get("did", 0)
    else:
        n = sum(1 for u in _pool(state, c.of, ctx) if matches(state.cards[u], c.filter))
    n *= c.times
    return min(n, c.max) if c.max is not None else n


def holds(state: State, cond: Condition, ctx: Ctx) -> bool:
    """Evaluate a :class:`Condition`."""
    if cond.of == "revealed":
        rev = ctx.get("rev")
        return rev is not None and matches(state.cards[rev], cond.filter)
    if cond.of == "stack_has":
        return bool(state.table.get(cond.stack or "", []))
    n = count(state, Count(of=cond.of, filter=cond.filter), ctx)
    return n >= cond.at_least and (cond.at_most is None or n <= cond.at_most)


# --------------------------------------------------------------------------- simple ops
def _name(state: State, seat: int) -> str:
    return state.players[seat].name


@op("power")
def _power(state: State, eff, ctx: Ctx) -> None:
    n = count(state, eff.amount, ctx)
    res = state.players[ctx["p"]].res
    res["power"] = res.get("power", 0) + n
    state.log("power", f"{_name(state, ctx['p'])}: +{n} Power ({res['power']}).", ctx["p"])


@op("draw")
def _draw(state: State, eff, ctx: Ctx) -> None:
    got = zones.draw(state, ctx["p"], count(state, eff.amount, ctx))
    # remembered for the rest of this effect (Metal "Weakness Cards": a draw-then-discard
    # effect may discard the Weakness it drew, never one held in hand before)
    ctx.setdefault("drew", []).extend(got)


def _choose_from(state, eff, ctx, uids, verb, resume_fn, up_to, where=""):
    n = count(state, eff.amount, ctx)
    opts = [card_option(state, u) for u in uids if matches(state.cards[u], getattr(eff, "filter", None))]
    what = "a card" if n == 1 else f"{n} cards"
    prompt = f"{'Choose up to' if up_to else 'Choose'} {what} to {verb}{where}"
    ask(state, "cards", ctx["p"], prompt, opts, 0 if up_to else n, n, resume_fn,
        source=ctx.get("src"), eff=eff, ctx=ctx)


@op("discard")
def _discard(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    if eff.from_ == "deck_top":
        got = []
        for _ in range(count(state, eff.amount, ctx)):
            uid = zones.top_of_deck(state, seat)
            if uid is None:
                break
            zones.discard(state, seat, uid)
            got.append(uid)
            state.log("discard", f"{_name(state, seat)} discards {state.name(uid)} from the top of their deck.", seat)
            rules_for(state.game).on_discarded(state, seat, uid)
        _after_moved(state, eff, ctx, len(got))
        return
    if eff.from_ == "played":
        uids = played_in_play(state, seat)
    else:
        uids = rules_for(state.game).hand_discard_choices(state, seat, state.players[seat].zones["hand"], ctx)
    _choose_from(state, eff, ctx, uids, "discard", "discard_chosen", eff.up_to)


@resume("discard_chosen")
def _discard_chosen(state: State, answer, eff, ctx) -> None:
    seat = ctx["p"]
    uids = chosen_cards(answer)
    for uid in uids:
        zones.discard(state, seat, uid)
        state.log("discard", f"{_name(state, seat)} discards {state.name(uid)}.", seat)
        rules_for(state.game).on_discarded(state, seat, uid)
    _after_moved(state, eff, ctx, len(uids))


def _after_moved(state, eff, ctx, n: int) -> None:
    if n and eff.if_you_do:
        push_effects(state, eff.if_you_do, {**ctx, "did": n})


def destroy_zone(state: State, eff_from: str, ctx: Ctx) -> list[int]:
    """The cards a ``destroy`` may pick from, by its ``from`` zone."""
    z = state.players[ctx["p"]].zones
    return {
        "hand": lambda: list(z["hand"]),
        "discard": lambda: list(z["discard"]),
        "hand_or_discard": lambda: z["hand"] + z["discard"],
        "played": lambda: [u for u in controlled(state, ctx["p"]) if u != ctx.get("src")],
        "line_up": lambda: list(state.table.get("line_up", [])),
        "this": lambda: [ctx["src"]] if ctx.get("src") is not None else [],
    }[eff_from]()


@op("destroy")
def _destroy(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    if eff.from_ == "deck_top":
        uid = zones.top_of_deck(state, seat)
        if uid is not None and matches(state.cards[uid], eff.filter):
            destroy(state, seat, uid)
            _after_moved(state, eff, ctx, 1)
        return
    if eff.from_ == "this":  # "Destroy this card": no choice to make (the text says so)
        uid = ctx.get("src")
        if uid is not None and state.where[uid][0] == seat:
            destroy(state, seat, uid)
            _after_moved(state, eff, ctx, 1)
        return
    where = {"hand_or_discard": " from your hand or discard pile", "line_up": " from the Line-Up",
             "discard": " from your discard pile", "played": " from cards you control"}.get(eff.from_, "")
    _choose_from(state, eff, ctx, destroy_zone(state, eff.from_, ctx), "destroy", "destroy_chosen", eff.up_to, where)


@resume("destroy_chosen")
def _destroy_chosen(state: State, answer, eff, ctx) -> None:
    uids = chosen_cards(answer)
    for uid in uids:
        destroy(state, ctx["p"], uid)
    _after_moved(state, eff, ctx, len(uids))


def destroy(state: State, seat: int, uid: int) -> None:
    """Destroy a card: the game says where it goes (the destroyed pile, or back to its stack
    for Weakness; Metal "Destroying Cards")."""
    owner, zone = rules_for(state.game).destroyed_to(state, uid)
    zones.move(state, uid, owner, zone)
    state.log("destroy", f"{_name(state, seat)} destroys {state.name(uid)}.", seat)
    rules_for(state.game).on_destroyed(state, seat, uid)


@op("gain")
def _gain(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    g = rules_for(state.game)
    if eff.card is not None:
        stack = g.stack_zone(state, eff.card)
        if eff.optional:
            if not state.table.get(stack):  # none left: no choice, no bonus
                return
            ask(state, "yes_no", seat, f"Gain {eff.card}?", [Option("yes", "Yes"), Option("no", "No")],
                1, 1, "gain_named_yes", source=ctx.get("src"), eff=eff, ctx=ctx)
            return
        _gain_named(state, eff, ctx, stack)
        return
    if eff.from_ == "main_deck_top":
        deck = state.table.get("main_deck", [])
        uids = deck[:1]
    elif eff.from_ == "revealed":
        uids = [ctx["rev"]] if ctx.get("rev") is not None else []
    else:
        uids = list(state.table.get(eff.from_, []))
    opts = [card_option(state, u) for u in uids if matches(state.cards[u], eff.filter)]
    n = count(state, eff.amount, ctx)
    where = {"line_up": " from the Line-Up", "destroyed": " from the destroyed pile"}.get(eff.from_, "")
    ask(state, "cards", seat, f"Choose a card to gain{where}", opts, 0 if eff.optional else n, n,
        "gain_chosen", source=ctx.get("src"), eff=eff, ctx=ctx)


def _gain_named(state, eff, ctx, stack: str) -> None:
    seat = ctx["p"]
    got = 0
    for _ in range(count(state, eff.amount, ctx)):
        pile = state.table.get(stack, [])
        if not pile:
            state.log("gain", f"The {eff.card} stack is empty: {_name(state, seat)} gains nothing.", seat)
            break
        gain_card(state, seat, pile[0], eff.to)
        got += 1
    _after_moved(state, eff, ctx, got)


@resume("gain_named_yes")
def _gain_named_yes(state: State, answer, eff, ctx) -> None:
    if answer == ["yes"]:
        _gain_named(state, eff, ctx, rules_for(state.game).stack_zone(state, eff.card))


@resume("gain_chosen")
def _gain_chosen(state: State, answer, eff, ctx) -> None:
    uids = chosen_cards(answer)
    for uid in uids:
        gain_card(state, ctx["p"], uid, eff.to)
    _after_moved(state, eff, ctx, len(uids))


def gain_card(state: State, seat: int, uid: int, to: str = "discard", verb: str = "gains") -> None:
    """``seat`` gains (or buys) ``uid`` and the game's gain triggers fire."""
    zones.gain(state, seat, uid, to)
    where = {"hand": " into their hand", "deck_top": " on top of their deck"}.get(to, "")
    state.log("gain", f"{_name(state, seat)} {verb} {state.name(uid)}{where}.", seat)
    fire(state, seat, "gain", uid)


@op("put_on_top")
def _put_on_top(state: State, eff, ctx: Ctx) -> None:
    z = state.players[ctx["p"]].zones
    uids = played_in_play(state, ctx["p"]) if eff.from_ == "played" else z[eff.from_]
    _choose_from(state, eff, ctx, [u for u in uids if u != ctx.get("src")], "put on top of your deck",
                 "put_on_top_chosen", eff.up_to)


@resume("put_on_top_chosen")
def _put_on_top_chosen(state: State, answer, eff, ctx) -> None:
    for uid in chosen_cards(answer):
        zones.move(state, uid, ctx["p"], "deck", top=True)
        state.log("move", f"{_name(state, ctx['p'])} puts {state.name(uid)} on top of their deck.", ctx["p"])


@op("reveal")
def _reveal(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    uid = zones.top_of_deck(state, seat)
    if uid is None:
        state.log("reveal", f"{_name(state, seat)} has no card to reveal.", seat)
        return
    state.revealed_info += 1
    state.log("reveal", f"{_name(state, seat)} reveals {state.name(uid)} from the top of their deck.", seat)
    sub = {**ctx, "rev": uid}
    push(state, "reveal_after", after=eff.after, ctx=sub)
    push_effects(state, eff.then, sub)


@task("reveal_after")
def _reveal_after(state: State, after: str, ctx: Ctx) -> None:
    seat, uid = ctx["p"], ctx["rev"]
    if state.where[uid] != (seat, "deck") or after == "keep":
        return
    if after == "discard":
        zones.discard(state, seat, uid)
        state.log("discard", f"{_name(state, seat)} discards {state.name(uid)}.", seat)
        rules_for(state.game).on_discarded(state, seat, uid)
        return
    verb = "discard" if after == "may_discard" else "destroy"
    ask(state, "yes_no", seat, f"{verb.capitalize()} {state.name(uid)}?", [Option("yes", "Yes"), Option("no", "No")],
        1, 1, "reveal_after_yes", source=ctx.get("src"), verb=verb, ctx=ctx)


@resume("reveal_after_yes")
def _reveal_after_yes(state: State, answer, verb, ctx) -> None:
    if answer != ["yes"]:
        return
    if verb == "discard":
        zones.discard(state, ctx["p"], ctx["rev"])
        state.log("discard", f"{_name(state, ctx['p'])} discards {state.name(ctx['rev'])}.", ctx["p"])
        rules_for(state.game).on_discarded(state, ctx["p"], ctx["rev"])
    else:
        destroy(state, ctx["p"], ctx["rev"])


@op("look_at")
def _look_at(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    n = count(state, eff.amount, ctx)
    top = state.players[seat].zones["deck"][:n]  # stops when empty: no reshuffle
    if not top:
        state.log("look", f"{_name(state, seat)} has no cards in their deck to look at.", seat)
        return
    state.revealed_info += 1
    state.log("look", f"{_name(state, seat)} looks at the top {len(top)} card(s) of their deck.", seat,
              f"{_name(state, seat)} looks at {', '.join(state.name(u) for u in top)}.")
    opts = [card_option(state, u) for u in top if matches(state.cards[u], eff.filter)]
    verb = {"discard": "discard", "destroy": "destroy", "to_hand": "put into your hand"}[eff.action]
    mx = eff.max_taken if eff.max_taken is not None else len(opts)
    if not opts:
        return
    state.pending = Decision("cards", seat, f"Choose any of these to {verb}; the rest go back in the same order",
                             opts, 0, mx, "look_at_chosen", {"eff": eff, "ctx": ctx}, ctx.get("src"))


@resume("look_at_chosen")
def _look_at_chosen(state: State, answer, eff, ctx) -> None:
    seat = ctx["p"]
    for uid in chosen_cards(answer):
        if eff.action == "discard":
            zones.discard(state, seat, uid)
            state.log("discard", f"{_name(state, seat)} discards {state.name(uid)}.", seat)
            rules_for(state.game).on_discarded(state, seat, uid)
        elif eff.action == "destroy":
            destroy(state, seat, uid)
        else:
            zones.move(state, uid, seat, "hand")
            state.log("move", f"{_name(state, seat)} puts a card into their hand.", seat,
                      f"{_name(state, seat)} puts {state.name(uid)} into their hand.")


@op("choose_one")
def _choose_one(state: State, eff, ctx: Ctx) -> None:
    from .render import effects_text

    opts = [Option(f"o{i}", effects_text(o.effects)) for i, o in enumerate(eff.options)
            if o.requires is None or holds(state, o.requires, ctx)]
    ask(state, "one", ctx["p"], "Choose one", opts, 1, 1, "choose_one_chosen", source=ctx.get("src"),
        eff=eff, ctx=ctx)


@resume("choose_one_chosen")
def _choose_one_chosen(state: State, answer, eff, ctx) -> None:
    push_effects(state, eff.options[int(answer[0][1:])].effects, ctx)


@op("if")
def _if(state: State, eff, ctx: Ctx) -> None:
    push_effects(state, eff.then if holds(state, eff.condition, ctx) else eff.otherwise, ctx)


@op("may")
def _may(state: State, eff, ctx: Ctx) -> None:
    from .render import effects_text

    ask(state, "yes_no", ctx["p"], f"You may: {effects_text(eff.effects)}", [Option("yes", "Yes"), Option("no", "No")],
        1, 1, "may_yes", source=ctx.get("src"), eff=eff, ctx=ctx)


@resume("may_yes")
def _may_yes(state: State, answer, eff, ctx) -> None:
    if answer == ["yes"]:
        push_effects(state, eff.if_you_do, ctx)
        push_effects(state, eff.effects, ctx)


@op("each_foe")
def _each_foe(state: State, eff, ctx: Ctx) -> None:
    for foe in reversed(state.foes(ctx["p"])):
        push_effects(state, eff.effects, {**ctx, "p": foe})


@op("discard_hand_draw")
def _discard_hand_draw(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    for uid in list(state.players[seat].zones["hand"]):
        zones.discard(state, seat, uid)
    state.log("discard", f"{_name(state, seat)} discards their hand.", seat)
    zones.draw(state, seat, eff.amount)


@op("destroy_all")
def _destroy_all(state: State, eff, ctx: Ctx) -> None:
    names = {"discard": "discard pile", "score_pile": "score pile", "hand": "hand"}
    opts = [Option(z, f"every {', '.join(eff.filter.name or ['matching card'])} in your {names[z]}") for z in eff.zones]
    ask(state, "one", ctx["p"], "Choose where to destroy", opts, 1, 1, "destroy_all_chosen",
        source=ctx.get("src"), eff=eff, ctx=ctx)


@resume("destroy_all_chosen")
def _destroy_all_chosen(state: State, answer, eff, ctx) -> None:
    seat = ctx["p"]
    for uid in [u for u in state.players[seat].zones[answer[0]] if matches(state.cards[u], eff.filter)]:
        destroy(state, seat, uid)


@op("return_to_stack")
def _return_to_stack(state: State, eff, ctx: Ctx) -> None:
    uid = ctx["src"]
    stack = rules_for(state.game).stack_zone(state, state.name(uid))
    zones.to_table(state, uid, stack, top=True)
    state.log("move", f"{_name(state, ctx['p'])} returns {state.name(uid)} to its stack.", ctx["p"])


for _passive in ("ongoing", "defense", "when", "ability", "reward", "first_appearance", "score", "rule",
                 "villain_rescue"):
    OPS[_passive] = lambda state, eff, ctx: None


# --------------------------------------------------------------------------- attacks
@op("attack")
def _attack(state: State, eff, ctx: Ctx) -> None:
    """Each victim in clockwise order may defend; then the Attack resolves against every
    victim who did not (Metal "Attacks and Defenses": interaction waits for all choices)."""
    attacker = ctx["p"]
    if eff.target == "one_foe":
        foes = state.foes(attacker)
        opts = [Option(f"p{s}", state.players[s].name) for s in foes]
        ask(state, "foe", attacker, "Choose a foe to Attack", opts, 1, 1, "attack_target",
            source=ctx.get("src"), eff=eff, ctx=ctx)
        return
    victims = state.foes(attacker) if eff.target == "each_foe" else [attacker] + state.foes(attacker)
    start_attack(state, eff.effects, victims, ctx, unavoidable=eff.unavoidable)


@resume("attack_target")
def _attack_target(state: State, answer, eff, ctx) -> None:
    start_attack(state, eff.effects, [int(answer[0][1:])], ctx, unavoidable=eff.unavoidable)


def start_attack(state: State, effects: list, victims: list[int], ctx: Ctx, *, unavoidable: bool = False) -> None:
    """Offer each victim a Defense (none for an unavoidable Attack), then resolve ``effects``
    on the ones hit."""
    state.res["attacks"] = state.res.get("attacks", 0) + 1
    key = f"atk{state.res['attacks']}"
    state.scratch[key] = []
    push(state, "attack_resolve", effects=effects, victims=victims, key=key, ctx=ctx)
    if unavoidable:
        return
    for v in reversed(victims):
        push(state, "offer_defense", victim=v, key=key, src=ctx.get("src"))


def defense_options(state: State, seat: int) -> list[int]:
    """Defenses ``seat`` may use now: Defense cards in hand, Ongoing Defenses in play."""
    z = state.players[seat].zones
    hand = [u for u in z["hand"] if state.cards[u].has("defense") and state.cards[u].find("defense").from_ == "hand"]
    return hand + [u for u in z["ongoing"] if state.cards[u].has("defense")]


@task("offer_defense")
def _offer_defense(state: State, victim: int, key: str, src: int | None) -> None:
    opts = [card_option(state, u) for u in defense_options(state, victim)]
    if not opts:
        return
    what = state.name(src) if src is not None else "an Attack"
    state.pending = Decision("defend", victim, f"Defend against {what}?", opts, 0, 1, "defended",
                             {"victim": victim, "key": key}, src)


@resume("defended")
def _defended(state: State, answer, victim: int, key: str) -> None:
    uids = chosen_cards(answer)
    if not uids:
        return
    uid = uids[0]
    state.scratch[key].append(victim)
    if state.where[uid][1] == "hand":
        zones.discard(state, victim, uid)
    state.log("defend", f"{_name(state, victim)} defends with {state.name(uid)}.", victim)
    fire(state, victim, "defend", uid)
    push_effects(state, state.cards[uid].find("defense").effects, {"p": victim, "src": uid})


@task("attack_resolve")
def _attack_resolve(state: State, effects: list, victims: list[int], key: str, ctx: Ctx) -> None:
    defended = state.scratch.pop(key)
    hit = [v for v in victims if v not in defended]
    for v in reversed(hit):
        push_effects(state, effects, {**ctx, "p": v, "atk": ctx["p"], "hit": hit})
    if not hit:
        state.log("attack", "Nobody is hit by the Attack.")


# --------------------------------------------------------------------------- triggers & play
def abilities(state: State, seat: int) -> list[int]:
    """Cards whose abilities work for ``seat`` now: their team and the cards they control."""
    z = state.players[seat].zones
    out = z.get("characters", []) + z["ongoing"] + z["played"]
    borrowed = state.turn.get("borrowed")  # jld: Locations controlled for this turn only
    return out + borrowed_now(state, seat) if borrowed and seat == state.active else out


def borrowed_now(state: State, seat: int) -> list[int]:
    """jld (Houdini Key): the cards ``seat`` controls this turn without owning them, as long
    as they stay where they were taken (bought, Sealed or destroyed: no longer controlled)."""
    borrowed = state.turn.get("borrowed")
    if not borrowed or seat != state.active:
        return []
    origin = state.turn.get("borrowed_from", {})
    return [u for u in borrowed if state.where[u] == origin.get(u)]


_WHENS: dict[int, tuple[Card, list]] = {}


def _whens(card: Card) -> list:
    """``(index, effect)`` of a card's top-level ``when`` effects, cached per Card object
    (the cache holds the card, so its id() is not reused): :func:`fire` runs at every play."""
    hit = _WHENS.get(id(card))
    if hit is None or hit[0] is not card:
        hit = _WHENS[id(card)] = (card, [(i, e) for i, e in enumerate(card.effects) if e.op == "when"])
    return hit[1]


def fire(state: State, seat: int, event: str, uid: int | None = None) -> None:
    """Schedule the ``When`` abilities of ``seat`` that ``event`` (about card ``uid``)
    triggers; several at once are ordered by the player."""
    hits = []
    used = state.turn.setdefault("used", set())
    bonuses = state.turn.get("bonuses")
    if bonuses and event == "play" and uid is not None:  # no copy of an empty list (speed: every play)
        for b in list(bonuses):
            src, eff, bseat = b
            if bseat == seat and src != uid and matches(state.cards[uid], eff.filter):
                state.turn["bonuses"].remove(b)
                state.log("trigger", f"{state.name(src)}: bonus earned.", seat)
                push_effects(state, eff.effects, {"p": seat, "src": src})
    cards, whens = state.cards, _WHENS.get
    for src in abilities(state, seat):
        if src == uid:
            continue
        card = cards[src]
        hit = whens(id(card))
        for idx, eff in (hit[1] if hit is not None and hit[0] is card else _whens(card)):
            if eff.event != event:
                continue
            if (src, idx) in used:
                continue
            if event != "turn_start" and event != "turn_end" and uid is not None and not matches(state.cards[uid], eff.filter):
                continue
            if eff.nth is not None:
                n = sum(1 for u in state.turn.get("played", []) if matches(state.cards[u], eff.filter))
                if n != eff.nth:
                    continue
            hits.append((src, idx))
    if hits:
        push(state, "triggers", seat=seat, hits=hits)


@task("triggers")
def _triggers(state: State, seat: int, hits: list) -> None:
    if len(hits) == 1 or len({state.cards[s].name for s, i in hits}) == 1:
        _resolve_trigger(state, seat, hits[0], hits[1:])
        return
    opts = [Option(f"t{k}", f"{state.name(s)}: {_render_one(state.cards[s].effects[i])}") for k, (s, i) in enumerate(hits)]
    state.pending = Decision("order", seat, "Several abilities trigger: choose the one to resolve first",
                             opts, 1, 1, "trigger_order", {"seat": seat, "hits": hits})


def _render_one(eff) -> str:
    from .render import effects_text

    return effects_text([eff])


@resume("trigger_order")
def _trigger_order(state: State, answer, seat: int, hits: list) -> None:
    k = int(answer[0][1:])
    _resolve_trigger(state, seat, hits[k], hits[:k] + hits[k + 1:])


def _resolve_trigger(state: State, seat: int, hit, rest: list) -> None:
    src, idx = hit
    eff = state.cards[src].effects[idx]
    if eff.once_per_turn:
        state.turn.setdefault("used", set()).add((src, idx))
    if rest:
        push(state, "triggers", seat=seat, hits=rest)
    state.log("trigger", f"{state.name(src)} ({_name(state, seat)}) triggers.", seat)
    push_effects(state, eff.effects, {"p": seat, "src": src})


def play_card(state: State, seat: int, uid: int) -> None:
    """Play ``uid`` from ``seat``'s hand: into play (Ongoing cards stay in play), recorded as
    played this turn; its effects resolve, then the abilities it triggers, then the game's
    after-play rule (e.g. Metal's capture by Weakness)."""
    card = state.cards[uid]
    zones.move(state, uid, seat, "ongoing" if card.has("ongoing") else "played")
    state.turn.setdefault("played", []).append(uid)
    state.log("play", f"{_name(state, seat)} plays {card.name}.", seat)
    push(state, "after_play", seat=seat, uid=uid)
    # the abilities this play triggers are decided now, as it is played, and resolve after the
    # card itself (Metal "Resolving Card Abilities"): a card leaving play while the played
    # card resolves still has its triggered ability resolve.
    fire(state, seat, "play", uid)
    push_effects(state, card.effects, {"p": seat, "src": uid})


@task("fire")
def _fire_task(state: State, seat: int, event: str, uid: int | None) -> None:
    fire(state, seat, event, uid)


@task("after_play")
def _after_play(state: State, seat: int, uid: int) -> None:
    rules_for(state.game).after_play(state, seat, uid)


def table_name(state: State, owner: int) -> str:
    return "the table" if owner == TABLE else state.players[owner].name


# --------------------------------------------------------------------------- more ops
@op("bonus")
def _bonus(state: State, eff, ctx: Ctx) -> None:
    """Earned at once if a matching card was already played this turn, else the first
    time one is played later this turn (see :func:`fire`); never twice."""
    if any(u != ctx.get("src") and matches(state.cards[u], eff.filter) for u in state.turn.get("played", [])):
        push_effects(state, eff.effects, ctx)
    else:
        state.turn.setdefault("bonuses", []).append((ctx.get("src"), eff, ctx["p"]))


@op("reveal_top")
def _reveal_top(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    got = []
    for _ in range(eff.amount):
        deck = state.players[seat].zones["deck"]
        if not deck and not zones.shuffle_discard_into_deck(state, seat):
            break
        uid = state.players[seat].zones["deck"][0]
        got.append(uid)
        zones.move(state, uid, seat, "revealed")
    if not got:
        return
    state.revealed_info += 1
    state.log("reveal", f"{_name(state, seat)} reveals {', '.join(state.name(u) for u in got)}.", seat)
    for uid in got:
        if matches(state.cards[uid], eff.filter):
            if eff.matching == "destroy":
                destroy(state, seat, uid)
            else:
                zones.move(state, uid, seat, eff.matching)
        elif eff.others == "deck_top":
            zones.move(state, uid, seat, "deck", top=True)
        else:
            zones.discard(state, seat, uid)
    state.players[seat].zones.pop("revealed", None)


@op("pass_top_card")
def _pass_top_card(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    hit = ctx.get("hit") or [seat]
    uid = zones.top_of_deck(state, seat)
    if uid is None:
        return
    state.revealed_info += 1
    i = hit.index(seat) if seat in hit else 0
    to = hit[(i + 1) % len(hit)]
    if to == seat:
        state.log("reveal", f"{_name(state, seat)} reveals {state.name(uid)} and keeps it on their deck.", seat)
        return
    zones.move(state, uid, to, "discard")
    state.log("move", f"{_name(state, seat)} reveals {state.name(uid)} and passes it to {_name(state, to)}.", seat)


@op("gain_top_or_next")
def _gain_top_or_next(state: State, eff, ctx: Ctx) -> None:
    deck = state.table.get("main_deck", [])
    if not deck:
        return
    opts = [Option("top", f"{state.name(deck[0])} (the top card)")]
    if len(deck) > 1:
        opts.append(Option("next", "the card under it, unseen"))
    state.log("reveal", f"The top card of the main deck is {state.name(deck[0])}.")
    ask(state, "one", ctx["p"], "Gain the top card of the main deck, or the one under it?", opts, 1, 1,
        "top_or_next", source=ctx.get("src"), ctx=ctx)


@resume("top_or_next")
def _top_or_next(state: State, answer, ctx) -> None:
    deck = state.table.get("main_deck", [])
    uid = deck[0] if answer == ["top"] else deck[1]
    gain_card(state, ctx["p"], uid)


@op("play_from_foes")
def _play_from_foes(state: State, eff, ctx: Ctx) -> None:
    seat = ctx["p"]
    tops = []
    for foe in state.foes(seat):
        uid = zones.top_of_deck(state, foe)
        if uid is not None:
            tops.append(uid)
            state.log("reveal", f"{_name(state, foe)} reveals {state.name(uid)}.", foe)
    if tops:
        state.revealed_info += 1
    opts = [card_option(state, u) for u in tops if matches(state.cards[u], eff.filter)]
    ask(state, "cards", seat, "You may take one of the revealed cards and play it", opts, 0, 1,
        "played_from_foe", source=ctx.get("src"), seat=seat)


@resume("played_from_foe")
def _played_from_foe(state: State, answer, seat: int) -> None:
    for uid in chosen_cards(answer):
        zones.move(state, uid, seat, "hand")
        play_card(state, seat, uid)
