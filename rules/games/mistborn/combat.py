"""Mistborn's combat (rulebook "Combat", "2 Player Games", "3-4 Player Games", and Cloud in
the metal table): the ``attack`` command's checks and what it does, Cloud offers, the target.

Attacking an Ally spends its defense and kills it (no partial damage; Defenders first); its
owner may discard a Cloud card that protects Allies to keep it (the damage is still spent).
Attacking a player (or ``all``, holding the target) spends all the damage left: each victim,
in turn order, is first offered to discard Cloud cards from hand (each prevents its amount),
then the damage kills their Defenders first (one the damage left can't kill stops the rest)
and the rest is lost from their health. The target's holder may pass the target after
losing health (not when a Cloud brought the damage to 0).

A victim who owns a Cloud card that could apply (anywhere: hand, deck, discard pile, in play;
what a player owns is public, as every buy and gain is; a Cloud that saves Allies for an Ally
attacked, one that prevents damage when some of the damage gets past their Defenders, which
are public too) is told of the offer (an event of kind
``defense_offer``, as DC Attacks, so a client hands the keyboard to them whatever their hand
holds), and asked only when one is in their hand. A victim who owns none that could apply is
not bothered (trial: a player owning only Hide, whose Cloud saves an Ally, was handed the
keyboard at every attack on their health). The skip depends on public facts only.
"""

from __future__ import annotations

from rules.engine import zones
from rules.engine.commands import Rejected
from rules.engine.effects import ask, card_option, chosen_cards, push
from rules.engine.registry import resume, rules_for, task
from rules.engine.render import name_list
from rules.engine.resources import add, get
from rules.engine.state import OFFER, Purpose, State

from . import lordruler, res
from .commands import Attack, coop_targets


def defenders(state: State, seat: int) -> list[int]:
    return [u for u in state.players[seat].zones["allies"] if state.cards[u].has("defender")]


def shielded(state: State, victim: int, dmg: int) -> tuple[list[int], int | None, int]:
    """How ``dmg`` damage dealt to ``victim`` goes (rulebook "Allies": a Defender takes the damage
    before its player): ``(Defenders it kills, in order; the Defender that stops the rest and
    lives, or None; the damage left for the player)``. A Cloud may still lower what is left."""
    left, killed = dmg, []
    for u in defenders(state, victim):
        if left <= 0:
            break
        need = state.cards[u].extra.get("defense") or 1
        if left < need:
            return killed, u, 0
        killed.append(u)
        left -= need
    return killed, None, left


def _shield_words(state: State, victim: int, dmg: int) -> str:
    """What ``victim``'s Defenders do with ``dmg`` damage, in their player's words ("" with no
    Defender in the way): Mistborn trial, "you have no Cloud that prevents damage to you" while
    the Soldier took it all and the health stayed."""
    killed, stops, left = shielded(state, victim, dmg)
    if not killed and stops is None:
        return ""
    parts = []
    if killed:
        names = name_list([state.name(u) for u in killed])
        parts.append(f"your {names} (Defender{'s' if len(killed) > 1 else ''}) "
                     + ("takes it and is killed" if len(killed) == 1 and not left and stops is None
                        else "is killed" if len(killed) == 1 else "are killed"))
    if stops is not None:
        parts.append(f"your {state.name(stops)} (Defender, defense {state.cards[stops].extra.get('defense') or 1}) "
                     f"stops {'the rest' if killed else 'it'} and stays")
    parts.append("none reaches you" if not left else f"{left} reaches you")
    return "; ".join(parts)


def attack_target(state: State, t: str) -> tuple[int | None, str]:
    """(owner seat, name) of an attack target key ``c<uid>`` or ``p<seat>``; (None, ...)
    for anything else."""
    try:
        n = int(t[1:])
    except ValueError:
        return None, repr(t)
    if t.startswith("c") and 0 <= n < len(state.cards):
        owner, zone = state.where[n]
        return (owner, state.name(n)) if zone in ("allies", "adversaries") else (None, state.name(n))
    if t.startswith("p") and 0 <= n < len(state.players):
        return n, state.players[n].name
    return None, repr(t)


def check_attack(state: State, cmd: Attack) -> Rejected | None:
    """Rulebook "Combat": damage to deal; co-op, at the Lord Ruler or an Adversary's next
    shield (:func:`_check_coop`); an Ally only when the
    damage kills it, Defenders first; a player only without Defenders and, with the target
    in play, only its holder (who hits everyone else: ``all``)."""
    seat = state.active
    dmg = get(state, res.COMBAT, seat)
    if dmg <= 0:
        return Rejected("You have no damage to deal.", "Combat")
    t = cmd.target
    if res.coop(state):
        return _check_coop(state, t, dmg)
    holder = state.res.get("target", -1)
    if t == "all":
        if holder != seat:
            return Rejected("Only the player holding the target deals damage to every other player.", "3-4 Player Games")
        return None
    owner, what = attack_target(state, t)
    if owner is None or owner == seat or not res.alive(state, owner):
        return Rejected(f"{what} is not an opponent or an opponent's Ally.", "Combat")
    shields = defenders(state, owner)
    if t.startswith("c"):
        u = int(t[1:])
        if shields and u not in shields:
            return Rejected(_guarded(state, owner, shields), "Combat")
        need = state.cards[u].extra.get("defense") or 1
        if dmg < need:
            return Rejected(f"{state.name(u)} has defense {need}; you have {dmg} damage (an Ally takes no "
                            "partial damage).", "Combat")
        return None
    if shields:
        return Rejected(_guarded(state, owner, shields), "Combat")
    if holder == seat:
        return Rejected("You hold the target: your damage goes to every other player (attack all).",
                        "3-4 Player Games")
    if holder >= 0 and owner != holder:
        return Rejected(f"Damage to a player goes to the target's holder, {state.players[holder].name}.",
                        "3-4 Player Games")
    return None


def _guarded(state: State, owner: int, shields: list[int]) -> str:
    """Why ``owner`` and their other Allies can't be hit, naming the Defenders (issue 14,
    Mistborn trial: "has a Defender in play" left the player to find which)."""
    names = ", ".join(f"{state.name(u)} (defense {state.cards[u].extra.get('defense') or 1})" for u in shields)
    one = len(shields) == 1
    return (f"{state.players[owner].name} has {'a Defender' if one else 'Defenders'} in play, {names}: "
            f"kill {'it' if one else 'them'} first.")


def no_target(state: State) -> str:
    """Why ``attack`` alone has no target now (issue 14, Mistborn trial: it listed every name,
    the ones the damage may not go to too, and with no damage at all): no damage to deal, or
    each refusal of the targets the damage could go to (a player other than the target's
    holder is left out: it is always the same refusal)."""
    if get(state, res.COMBAT, state.active) <= 0:
        return "You have no damage to deal."
    from .commands import attack_items  # commands reads this module's checks

    holder = state.res.get("target", -1)
    keys = [k for _, k in attack_items(state)
            if res.coop(state) or not (k.startswith("p") and 0 <= holder != int(k[1:]))]
    why = [r.reason for k in dict.fromkeys(keys) if (r := check_attack(state, Attack(target=k))) is not None]
    return f"No target can take your {get(state, res.COMBAT, state.active)} damage now: " + " ".join(dict.fromkeys(why))


def damage_useful(state: State) -> bool:
    """Whether the active player's damage could still do something (the questions before the
    attack and the end of the turn list it only then; trial: "2 damage unspent" when the only
    target stood behind a Defender the damage could not kill): an attack is legal
    (:func:`attack_keys`) and, for ``all``, kills a Defender or reaches a player."""
    for k in attack_keys(state):
        if k != "all":
            return True
        dmg = get(state, res.COMBAT, state.active)
        if any(killed or left > 0 for killed, _, left in
               (shielded(state, v, dmg) for v in res.living(state) if v != state.active)):
            return True
    return False


def attack_keys(state: State) -> list[str]:
    """The targets of :func:`attack_items` that :func:`check_attack` accepts now, in that
    order, by key, each once (a player named by their Character too is one target): what
    ``legal`` lists (speed: the competitive checks inlined, no target
    named; co-op asks :func:`check_attack` of each)."""
    seat = state.active
    dmg = get(state, res.COMBAT, seat)
    if dmg <= 0:
        return []
    if res.coop(state):
        return [k for _, k in coop_targets(state) if _check_coop(state, k, dmg) is None]
    holder = state.res.get("target", -1)
    living = res.living(state)
    others = [s for s in living if s != seat]
    # each card's Defender keyword and defense from a per-card table (pydantic reads; speed)
    facts = state.per_card("_mistborn_ally_guard", _guard_facts)
    players = state.players
    shields = {s: [u for u in players[s].zones["allies"] if facts[u][0]] for s in others}  # defenders()
    out = [f"c{u}" for s in others for u in players[s].zones.get("allies", [])
           if (not shields[s] or u in shields[s]) and dmg >= facts[u][1]]
    if holder != seat:
        out += [f"p{s}" for s in others if not shields[s] and (holder < 0 or s == holder)]
    if len(living) >= 3 and holder == seat:
        out.append("all")
    return out


def _guard_facts(card) -> tuple[bool, int]:
    """What :func:`attack_keys` reads of an Ally: it is a Defender; the damage that kills it
    (its defense, at least 1)."""
    return card.has("defender"), card.extra.get("defense") or 1


def _check_coop(state: State, t: str, dmg: int) -> Rejected | None:
    """Co-op: the Lord Ruler (not while a guard Adversary is in play) or an Adversary in
    front of any player, with damage at least its next shield (rulebook "Co-op: Adversaries")."""
    if t == "lord_ruler":
        g = lordruler.guard(state)
        if g is not None:
            return Rejected(f"{state.name(g)} guards the Lord Ruler: destroy its shields first.", "Co-op: Adversaries")
        return None
    owner, what = attack_target(state, t)
    u = int(t[1:]) if owner is not None and t.startswith("c") else None
    if u is None or u not in lordruler.adversaries(state):
        return Rejected(f"In co-op you attack the Lord Ruler or an Adversary, not {what}.", "Co-op: Gameplay")
    need = lordruler.next_shield(state, u)
    if dmg < need:
        return Rejected(f"{state.name(u)}'s next shield takes {need} damage; you have {dmg}.", "Co-op: Adversaries")
    return None


def owns(state: State, seat: int, op: str) -> bool:
    """True when ``seat`` owns a card with an ``op`` ability anywhere (public knowledge: the
    cards a player owns are their starting cards and what they bought or gained)."""
    return any(state.cards[u].has(op) for z in state.players[seat].zones.values() for u in z)


def owns_cloud(state: State, seat: int, ally: bool) -> bool:
    """True when ``seat`` owns (anywhere; public) a Cloud card of the kind asked: one that
    saves an Ally (``ally``) or one that prevents damage to its player (metal table, Cloud)."""
    for z in state.players[seat].zones.values():
        for u in z:
            for e in state.cards[u].effects:
                if e.op == "cloud" and e.ally == ally:
                    return True
    return False


def _clouds(state: State, seat: int, ally: bool) -> list[int]:
    return [u for u in state.players[seat].zones["hand"]
            if any(e.op == "cloud" and e.ally == ally for e in state.cards[u].effects)]


def attack(state: State, seat: int, target: str) -> None:
    """Deal the damage (see the module docstring)."""
    p = state.players[seat]
    dmg = get(state, res.COMBAT, seat)
    if target == "lord_ruler":
        add(state, res.COMBAT, -dmg, seat)
        lordruler.hurt_lord_ruler(state, seat, dmg)
        return
    if res.coop(state):  # an Adversary's next shield
        u = int(target[1:])
        need = lordruler.next_shield(state, u)
        add(state, res.COMBAT, -need, seat)
        lordruler.break_shield(state, u, seat, f"{need} damage")
        return
    push(state, "mb_after_damage")
    if target.startswith("c"):
        u = int(target[1:])
        owner = state.where[u][0]
        add(state, res.COMBAT, -(state.cards[u].extra.get("defense") or 1), seat)
        push(state, "mb_kill", seat=seat, uid=u)
        _offer(state, owner, f"{p.name} attacks your {state.name(u)}", _clouds(state, owner, True), uid=u)
        return
    add(state, res.COMBAT, -dmg, seat)
    victims = [s for s in res.living(state) if s != seat] if target == "all" else [int(target[1:])]
    for v in reversed(victims):
        push(state, "mb_hit", seat=seat, victim=v, dmg=dmg)
        shield = _shield_words(state, v, dmg)
        _offer(state, v, f"{p.name} deals you {dmg} damage" + (f": {shield}" if shield else ""),
               _clouds(state, v, False), reaches=shielded(state, v, dmg)[2] > 0, dmg=dmg)


def _offer(state: State, victim: int, what: str, clouds: list[int], uid: int | None = None,
           reaches: bool = True, dmg: int = 0) -> None:
    """Ask ``victim``, who owns a Cloud card that could apply, whether to discard Clouds against
    the attack ``what`` (or tell them they hold none that helps); ``reaches``: some of the
    damage gets past their Defenders (else no Cloud could help, and nobody is asked)."""
    if not owns_cloud(state, victim, uid is not None) or not reaches:
        return  # no owned Cloud could apply: public facts only, so skipping tells nothing
    name = state.players[victim].name
    # the same words whatever the hand holds (trial: "may answer with a Cloud" read as "holds one")
    # an Ally attacked: a Cloud that only protects its player can't save it, so say which
    # Cloud is missing (trial: "you have no Cloud" while holding Train in Secret)
    # and an attack on the player: a Cloud that saves only Allies is not one (trial: Shan holding
    # Hide was told "you have no Cloud")
    none = f"no Cloud that can save {state.name(uid)}" if uid is not None else "no Cloud that prevents damage to you"
    if uid is None and dmg and _fatal(state, victim, dmg):  # trial: the eliminated player was never told
        what += " (your last health: it puts you out of the game)" if clouds else ""
        none += ". It takes your last health: you are eliminated, out of the game"
    # the hand-off follows what is public: owning a Cloud card, not holding one (said, or the
    # second hand-off looks like a mistake when the hand holds none; found in a trial)
    state.log(OFFER, f"{name} owns a Cloud card, so {name} is asked whether to answer the attack, whatever "
              "the hand holds (nobody learns whether it holds one).", victim,
              None if clouds else f"{what}; you have {none}." if reaches else f"{what}.")
    if clouds:
        ask(state, "cards", victim, f"{what}. Discard Cloud cards to prevent it?",
            [card_option(state, u) for u in clouds], 0, 1 if uid is not None else len(clouds), "mb_clouded",
            purpose=Purpose("defend", ("hand",), "discard", rule="Cloud"), victim=victim, uid=uid)


def _fatal(state: State, victim: int, dmg: int) -> bool:
    """Whether ``dmg`` damage dealt to ``victim`` would take their last health once their
    Defenders took theirs (no Cloud counted)."""
    left = shielded(state, victim, dmg)[2]
    return left - res.ongoing(state, victim, "smoke") >= get(state, res.HEALTH, victim) > 0


@resume("mb_clouded")
def _clouded(state: State, answer: list[str], victim: int, uid: int | None) -> None:
    cards = chosen_cards(answer)
    for u in cards:
        zones.discard(state, victim, u)
        state.log("cloud", f"{state.players[victim].name} discards {state.name(u)} (Cloud).", victim)
    if uid is not None:
        if cards:
            state.turn.setdefault("saved", []).append(uid)
        return
    cut = sum(e.amount for u in cards for e in state.cards[u].effects if e.op == "cloud")
    saved = state.turn.setdefault("clouded", {})
    saved[str(victim)] = saved.get(str(victim), 0) + cut


@task("mb_kill")
def _kill(state: State, seat: int, uid: int) -> None:
    owner = state.where[uid][0]
    if uid in state.turn.get("saved", []):
        state.log("cloud", f"{state.players[owner].name}'s {state.name(uid)} is not killed.", seat)
        return
    zones.discard(state, owner, uid)
    state.log("attack", f"{state.players[seat].name} kills {state.players[owner].name}'s {state.name(uid)}.", seat)


@task("mb_hit")
def _hit(state: State, seat: int, victim: int, dmg: int) -> None:
    killed, stops, left = shielded(state, victim, dmg)
    att, vic = state.players[seat].name, state.players[victim].name
    for u in killed:
        zones.discard(state, victim, u)
        state.log("attack", f"{att} kills {vic}'s {state.name(u)} (Defender): it takes "
                  f"{state.cards[u].extra.get('defense') or 1} of the {dmg} damage.", seat)
    if stops is not None:  # trial: a Defender that swallowed a share was never in the log
        state.log("attack", f"{vic}'s {state.name(stops)} (Defender, defense "
                  f"{state.cards[stops].extra.get('defense') or 1}) stops {'the rest' if killed else 'all'} of "
                  f"{att}'s {dmg} damage and stays; none reaches {vic}.", seat)
    elif killed and not left:
        state.log("attack", f"None of {att}'s {dmg} damage reaches {vic}.", seat)
    left = max(0, left - state.turn.get("clouded", {}).get(str(victim), 0))
    lost = res.hurt(state, victim, left, f"from {state.players[seat].name}")
    if lost > 0 and victim == state.res.get("target", -1):
        state.turn["target_hit"] = True


@task("mb_after_damage")
def _after(state: State) -> None:
    rules_for(state.game).after_damage(state)
