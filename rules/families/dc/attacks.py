"""Attacks and Defenses: the ``attack`` op, the Defense each victim is offered in clockwise
order, and the Attack resolving against every victim who did not defend. In Metal ("Attacks
and Defenses") a victim who does not defend is hit at once, and only an Attack that needs the
players to interact (passing cards) or counts the players hit waits until every victim has
chosen; in Justice League Dark ("Attack and Defense Cards") every Attack waits
(:attr:`rules.families.dc.family.DCRules.attacks_wait`).
"""

from __future__ import annotations

import re

from rules.engine import zones
from rules.engine.effects import Ctx, ask, card_option, chosen_cards, push, push_effects, seat_option
from rules.engine.registry import resume, rules_for, task
from rules.catalog.schema import walk
from rules.engine.state import OFFER, Purpose, State

from .language import Attack, dc_op
from .text import effects_text
from .triggers import fire


@dc_op(Attack)
def _attack(state: State, eff, ctx: Ctx) -> None:
    """Each victim in clockwise order may defend, and is hit at once if they don't; an Attack
    that needs interaction waits for all choices (:func:`start_attack`)."""
    attacker = ctx["p"]
    if eff.target == "one_foe":
        foes = state.foes(attacker)
        opts = [seat_option(state, s) for s in foes]
        ask(state, "foe", attacker, "Choose a foe to Attack", opts, 1, 1, "attack_target",
            purpose=Purpose("attack", source=ctx.get("src")), eff=eff, ctx=ctx)
        return
    victims = state.foes(attacker) if eff.target == "each_foe" else [attacker] + state.foes(attacker)
    start_attack(state, eff.effects, victims, ctx, unavoidable=eff.unavoidable)


@resume("attack_target")
def _attack_target(state: State, answer, eff, ctx) -> None:
    start_attack(state, eff.effects, [int(answer[0][1:])], ctx, unavoidable=eff.unavoidable)


#: ops by which the players hit by an Attack interact (Metal's ``pass_top_card``), added by
#: the game that registers them: such an Attack waits for every victim's Defense choice
INTERACTION_OPS: set[str] = set()
#: :func:`waits_for_everyone` of each Attack's effect list seen, by ``id`` (with the list, so
#: that an id is never read for another list)
_WAITS: dict[int, tuple[list, bool]] = {}


def waits_for_everyone(effects: list) -> bool:
    """True when the Attack ``effects`` resolve only once every victim has had the chance to
    defend: they hold an op of :data:`INTERACTION_OPS` or count the players hit
    (``of = "foes_hit"``), anywhere in their tree. Any other Attack hits each victim at once,
    right after their own choice (Metal "Attacks and Defenses": you are affected immediately,
    unless the Attack needs interaction among the players)."""
    seen = _WAITS.get(id(effects))
    if seen is None or seen[0] is not effects:
        seen = _WAITS[id(effects)] = (effects, any(_interacts(e) for e in walk(effects)))
    return seen[1]


def _interacts(e) -> bool:
    """Whether the op ``e`` (one of :func:`rules.catalog.schema.walk`'s) is an interaction op
    or counts the players hit in one of its fields (an amount, a condition)."""
    return e.op in INTERACTION_OPS or any(getattr(getattr(e, f), "of", None) == "foes_hit"
                                          for f in type(e).model_fields)


def start_attack(state: State, effects: list, victims: list[int], ctx: Ctx, *, unavoidable: bool = False) -> None:
    """Offer each victim in turn a Defense (none for an unavoidable Attack) and resolve
    ``effects`` on them if they don't defend; an Attack that :func:`waits_for_everyone`
    resolves on the ones hit after the last choice."""
    state.res["attacks"] = state.res.get("attacks", 0) + 1
    key = f"atk{state.res['attacks']}"
    state.scratch[key] = []
    each = not unavoidable and not rules_for(state.game).attacks_wait and not waits_for_everyone(effects)
    push(state, "attack_resolve", effects=effects, victims=victims, key=key, ctx=ctx, done=each)
    src = ctx.get("src")
    if not state.headless:  # the line renders the effects: only where someone reads the log (speed)
        what = state.name(src) if src is not None else "An Attack"
        # whom it targets (found in a trial: the line named none); each victim's own line
        # follows: "defends with", or "is hit" (:func:`_log_hit`); an unavoidable one says so
        # (JLD trial: Neron's hit players with no line saying what the Attack did)
        on = [state.players[v].name for v in victims]
        on = ", ".join(on[:-1]) + " and " + on[-1] if len(on) > 1 else on[0]
        kind = "Unavoidable Attack" if unavoidable else "Attack"
        state.log("attack", f"{kind} ({what}) on {on}: {effects_text(effects)}", ctx["p"])
    if unavoidable:
        return
    for v in reversed(victims):
        if each:
            push(state, "attack_hit", effects=effects, victim=v, key=key, ctx=ctx)
        push(state, "offer_defense", victim=v, key=key, src=src, effects=effects)


def defense_options(state: State, seat: int) -> list[int]:
    """Defenses ``seat`` may use now: Defense cards in hand, Ongoing Defenses in play."""
    z = state.players[seat].zones
    used_from = state.per_card("_dc_defense_from", _defense_from)  # (speed: at every Attack)
    return [u for u in z["hand"] if used_from[u] == "hand"] + [u for u in z["ongoing"] if used_from[u] is not None]


def _defense_from(card) -> str | None:
    """Where ``card``'s Defense is used from (its ``from_``), None for a card without one."""
    d = card.find("defense")
    return None if d is None else d.from_


#: a card name that reads like the Defense keyword (:func:`reads_like_defense`)
_DEFENSE_WORD = re.compile(r"\bDefen(?:se|d)", re.IGNORECASE)


def reads_like_defense(card) -> bool:
    """True for a card whose name says Defense or Defend but that has no Defense ability
    (Justice League Dark's Sealed Defense and Defend are Starters; found in the trial: a new
    player took them for Defense cards): the table notes it (:meth:`DCRules.card_note
    <rules.families.dc.family.DCRules.card_note>`), and so does the notice of a victim with no
    Defense to use who holds one."""
    return bool(_DEFENSE_WORD.search(card.name)) and not card.has("defense")


#: the kind of the event that says a victim is offered a Defense (see :func:`_offer_defense`)
DEFENSE_OFFER = OFFER


def possessive(name: str) -> str:
    """``name`` owning something: "Black Manta's", "The Flash's"."""
    return f"{name}'" if name.endswith("'") else f"{name}'s"


@task("offer_defense")
def _offer_defense(state: State, victim: int, key: str, src: int | None, effects: list) -> None:
    """Ask ``victim`` to defend; the prompt says what the Attack does to them if they don't.

    Every victim of an avoidable Attack gets a :data:`DEFENSE_OFFER` event first, whatever
    their hand holds: its public text is the same for all, and only the victim reads whether
    they have a Defense. A client that gives each person their own turn at the screen hands the
    keyboard to every victim it names, so whether it does never tells what a hand holds. A
    victim with no Defense to use is not asked (a question with one answer resolves itself)."""
    opts = [card_option(state, u) for u in defense_options(state, victim)]
    # neutral: the pass screen every player sees reads it, so it never hints at whether a
    # Defense is held (a trial: "may defend" on the screen of a player who had none)
    what = state.name(src) if src is not None else "an Attack"
    answers = f"{possessive(what)} Attack" if src is not None else what
    if not state.headless:  # (speed: the line renders the effects)
        name = state.players[victim].name
        # a card in the hand whose name reads like a Defense is told apart (Sealed Defense: a Starter)
        alike = sorted({state.name(u) for u in state.players[victim].zones["hand"]
                        if reads_like_defense(state.cards[u])})
        unlike = f" ({' and '.join(alike)} {'have' if len(alike) > 1 else 'has'} no Defense ability.)" if alike else ""
        state.log(DEFENSE_OFFER, f"{name} answers {answers}.", victim,
                  None if opts else f"{name} has no Defense to use against {what}: {effects_text(effects)}{unlike}")
    if not opts:
        return
    prompt = f"Defend against {what}? If you don't: {effects_text(effects)}"
    ask(state, "defend", victim, prompt, opts, 0, 1, "defended", purpose=Purpose("defend", ("hand", "ongoing"), None, src),
        victim=victim, key=key)


@resume("defended")
def _defended(state: State, answer, victim: int, key: str) -> None:
    uids = chosen_cards(answer)
    if not uids:
        return
    uid = uids[0]
    state.scratch[key].append(victim)
    if state.where[uid][1] == "hand":
        zones.discard(state, victim, uid)
    state.log("defend", f"{state.players[victim].name} defends with {state.name(uid)}.", victim)
    fire(state, victim, "defend", uid)
    push_effects(state, state.cards[uid].find("defense").effects, {"p": victim, "src": uid})


@task("attack_hit")
def _attack_hit(state: State, effects: list, victim: int, key: str, ctx: Ctx) -> None:
    """One victim's Attack, right after their Defense choice, unless they defended."""
    if victim not in state.scratch[key]:
        _log_hit(state, victim, ctx)
        push_effects(state, effects, {**ctx, "p": victim, "atk": ctx["p"], "hit": [victim]})


@task("attack_resolve")
def _attack_resolve(state: State, effects: list, victims: list[int], key: str, ctx: Ctx, done: bool = False) -> None:
    """The end of an Attack: resolve ``effects`` on every victim who did not defend, unless
    each was hit already (``done``); say so when nobody was hit."""
    defended = state.scratch.pop(key)
    hit = [v for v in victims if v not in defended]
    for v in reversed(hit if not done else ()):
        push_effects(state, effects, {**ctx, "p": v, "atk": ctx["p"], "hit": hit})
    if not done:  # each hit victim's line, in seat order, before the effects pushed above
        for v in hit:
            _log_hit(state, v, ctx)
    if not hit:
        state.log("attack", "Nobody is hit by the Attack.")


def _log_hit(state: State, victim: int, ctx: Ctx) -> None:
    """"Ben is hit by Carter Hall's Attack.": the victim did not (or could not) defend."""
    if state.headless:
        return
    src = ctx.get("src")
    what = f"{state.name(src)}'s Attack" if src is not None else "the Attack"
    state.log("attack", f"{state.players[victim].name} is hit by {what}.", victim)
