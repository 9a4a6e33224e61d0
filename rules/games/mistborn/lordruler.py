"""The co-op Lord Ruler (rulebook "Co-op"): his step after each living player's turn, his
Edicts and Adversaries, the Dominance track, shields, collective damage.

* **His step** (:func:`step`): after each turn of a player still in the game he reveals the
  top card of his deck (none left: everyone loses). An **Edict** resolves its effects top to
  bottom (Dominance Up, its extra effect, his heal per incomplete mission), then the market
  cards of its slots (1 to 6, left to right) are eliminated and replaced, and it goes to his
  discard pile. An **Adversary** is placed in front of the player whose turn it was (player
  zone ``adversaries``).
* **Dominance** (table resource ``dominance``: the rows revealed): each Dominance Up reveals
  the next row of the track in play (:mod:`.dominance`) and resolves it; past the last row
  each Up deals the track's overflow damage to each player.
* **Shields** (card field ``shields``; card mark ``broken``: how many are destroyed, left to
  right): an attack with damage at least the next shield's value (``X``: the Dominance value
  now) spends that much and destroys it; the last one sends the Adversary to his discard
  pile. An effect that defeats an Ally destroys one shield instead (``kill_ally``).
* **Collective damage** (:func:`collective`): a total the player whose turn it was shares
  out among the players still in, as the team agrees (a ``split`` decision).

Decisions taken here: an Adversary's end-of-turn effect resolves at the end of its holder's
turn, before the cards are discarded; any player may attack any player's Adversary; a
``guard`` Adversary keeps the Lord Ruler from being attacked while it is in play; a
"defeat every Ally" effect destroys one shield of each Adversary; the rulebook's
player-count icon is ``with_players`` (a part of a card that counts only with so many players
still in, as the rulebook's "the player count changes" when one is eliminated says).
"""

from __future__ import annotations

from rules.engine import zones
from rules.engine.effects import ask, push, push_effects
from rules.engine.registry import resume, rules_for, task
from rules.engine.resources import add, get
from rules.engine.state import Option, Purpose, State

from . import dominance, res

BROKEN = "broken"


def adversaries(state: State, seat: int | None = None) -> list[int]:
    """The Adversaries in front of ``seat`` (None: of every player still in), in order."""
    seats = [seat] if seat is not None else res.living(state)
    return [u for s in seats for u in state.players[s].zones.get("adversaries", [])]


def shields(state: State, uid: int) -> list[dict]:
    """Adversary ``uid``'s shields left to right: ``{"value", "x", "broken"}`` (``value``: the
    damage that destroys it now; ``x``: printed as X)."""
    broken = zones.mark(state, uid, BROKEN)
    x = res.dominance_x(state)
    return [{"value": x if s == "X" else s, "x": s == "X", "broken": i < broken}
            for i, s in enumerate(state.cards[uid].extra.get("shields") or [1])]


def next_shield(state: State, uid: int) -> int | None:
    """The damage that destroys ``uid``'s next shield, or None when none is left."""
    return next((s["value"] for s in shields(state, uid) if not s["broken"]), None)


def shield_words(state: State, uid: int) -> str:
    """``"2 (X) / 3 / (3)"``: the damage that destroys each shield, one that counts X marked so,
    a destroyed one in brackets."""
    return " / ".join((f"{s['value']} (X)" if s["x"] else str(s["value"])) if not s["broken"]
                      else f"({'X' if s['x'] else s['value']})" for s in shields(state, uid))


def shields_said(state: State, uid: int, words: str | None = None) -> str:
    """``"shields 2 (X) / 3 damage"``, ``"shield 3 damage"`` for a card with one shield: the
    damage that destroys each (issue 14 trial: "shields X=1 / 4" did not say what the numbers were;
    an earlier one: "shields 3" read as three shields); ``words``: the values in other words
    than :func:`shield_words`'."""
    one = len(shields(state, uid)) == 1
    return f"shield{'' if one else 's'} {shield_words(state, uid) if words is None else words} damage"


def break_shield(state: State, uid: int, seat: int, how: str) -> None:
    """Destroy the next shield of Adversary ``uid`` (by ``seat``; ``how`` in words); the last
    one sends it to the Lord Ruler's discard pile (rulebook "Co-op: Adversaries")."""
    owner = state.where[uid][0]
    zones.set_mark(state, uid, BROKEN, zones.mark(state, uid, BROKEN) + 1)
    who = state.players[seat].name
    if next_shield(state, uid) is None:
        zones.to_table(state, uid, "lord_ruler_discard")
        state.log("shield", f"{who} destroys the last shield of {state.players[owner].name}'s {state.name(uid)} "
                  f"({how}): it is defeated.", seat)
    else:
        state.log("shield", f"{who} destroys a shield of {state.players[owner].name}'s {state.name(uid)} ({how}; "
                  f"{shields_said(state, uid)}).", seat)


def guard(state: State) -> int | None:
    """A ``guard`` Adversary in play (it keeps the Lord Ruler from being attacked), or None."""
    return next((u for u in adversaries(state) if state.cards[u].has("guard")), None)


def hurt_lord_ruler(state: State, seat: int, dmg: int) -> None:
    """``seat`` deals ``dmg`` to the Lord Ruler; at 0 health the players win together."""
    add(state, res.LORD_RULER, -dmg)
    state.log("attack", f"{state.players[seat].name} deals {dmg} damage to the Lord Ruler "
              f"({get(state, res.LORD_RULER)} health left).", seat)
    if get(state, res.LORD_RULER) <= 0:
        rules_for(state.game).finish(state, "the Lord Ruler was destroyed", "shared_win",
                                     [q.name for q in state.players])


# --------------------------------------------------------------------------- his step
def step(state: State) -> None:
    """Reveal and resolve the top card of the Lord Ruler's deck (see the module docstring)."""
    deck = state.table.get("lord_ruler_deck", [])
    if not deck:
        rules_for(state.game).finish(state, "the Lord Ruler's deck ran out", "all_lose", [])
        return
    uid = deck[0]
    seat = state.active
    state.res["lord_ruler_last"] = uid + 1
    card = state.cards[uid]
    if card.type == "Adversary":
        zones.move(state, uid, seat, "adversaries")
        state.log("lord_ruler", f"The Lord Ruler sends {card.name} against {state.players[seat].name} "
                  f"(Adversary, {shields_said(state, uid)}).")
        return
    zones.to_table(state, uid, "lord_ruler_card")
    state.log("lord_ruler", f"The Lord Ruler decrees {card.name} (Edict).")
    push(state, "mb_lord_ruler_done", uid=uid)
    push_effects(state, card.effects, {"p": seat, "src": uid})


def done(state: State, uid: int) -> None:
    """After an Edict's effects: its market slots are eliminated and refilled, it is
    discarded, and the game ends if everyone is out."""
    row = state.table.get("market", [])
    before = list(row)
    gone = [row[s - 1] for s in state.cards[uid].extra.get("market_slots", []) if s <= len(row)]
    for u in gone:
        zones.to_table(state, u, "eliminated")
        state.log("eliminate", f"{state.name(u)} is eliminated from the market.")
    rules_for(state.game).refill_market(state, before)
    zones.to_table(state, uid, "lord_ruler_discard")
    rules_for(state.game).after_damage(state)


def last_card(state: State) -> int | None:
    """The card the Lord Ruler revealed last (table key ``lord_ruler_last``: its uid + 1), or
    None before his first step."""
    n = state.res.get("lord_ruler_last", 0)
    return n - 1 if n else None


def dominance_up(state: State, n: int) -> None:
    """Dominance goes up ``n`` rows, each revealed and resolved in turn."""
    for _ in range(n):
        push(state, "mb_dominance_row")


@task("mb_dominance_row")
def _dominance_row(state: State) -> None:
    add(state, res.DOMINANCE, 1)
    row = get(state, res.DOMINANCE)
    track = dominance.TRACKS[res.difficulty(state)]
    if row > dominance.ROWS:
        state.log("dominance", f"Dominance overflows the {track.title} track: each player takes {track.more}.")
        for s in res.living(state):
            res.hurt(state, s, track.more, "from the Lord Ruler's Dominance")
        return
    state.log("dominance", f"Dominance rises to row {row} of the {track.title} track (X = {res.dominance_x(state)}).")
    push_effects(state, dominance.row_effects(res.difficulty(state), row), {"p": state.active, "src": None})


@task("mb_lord_ruler_step")
def _lord_ruler_step(state: State) -> None:
    step(state)


@task("mb_lord_ruler_done")
def _lord_ruler_done(state: State, uid: int) -> None:
    done(state, uid)


# --------------------------------------------------------------------------- end of a turn
def turn_end(state: State, seat: int) -> None:
    """The end-of-turn effects of the Adversaries in front of ``seat``, left to right."""
    for u in reversed(adversaries(state, seat)):
        for e in reversed(state.cards[u].effects):
            if e.op == "end_of_turn":
                push_effects(state, e.effects, {"p": seat, "src": u})
                push(state, "mb_adversary_acts", uid=u, seat=seat)


@task("mb_adversary_acts")
def _adversary_acts(state: State, uid: int, seat: int) -> None:
    """The line before an Adversary's end-of-turn effects: what applies at this number of
    players, summed when it is plain damage to its holder (issue 14, co-op trial: Koloss's line
    read its card, "you take 1 damage, then with 1–3 players: you take 1 damage, then with 1
    player, also…", leaving the player to work out the total)."""
    n = len(res.living(state))

    def applied(effects) -> list:
        out = []
        for e in effects:
            if e.op == "with_players":
                out += applied(e.effects) if n in e.counts else []
            else:
                out.append(e)
        return out

    printed = [e for x in state.cards[uid].effects if x.op == "end_of_turn" for e in x.effects]
    parts = applied(printed)
    name, who = state.name(uid), state.players[seat].name
    plain = parts and all(e.op == "lr_damage" and e.who == "you" and not e.x and not e.per for e in parts)
    if plain:
        # the player count only when the card's damage depends on it (Koloss, not Brute)
        counted = any(e.op == "with_players" for e in printed)
        players = f" with {n} player{'s' if n != 1 else ''}" if counted else ""
        state.log("adversary", f"{name} acts against {who}: {sum(e.amount for e in parts)} damage{players}.", seat)
    else:
        state.log("adversary", f"{name} acts against {who}.", seat)


# --------------------------------------------------------------------------- collective damage
def collective(state: State, seat: int, total: int, src: int | None = None) -> None:
    """``seat`` shares ``total`` damage out among the players still in, listed in seat order
    (found in a trial: listed by health, the rows changed places from one question to the
    next); ``src``: the Lord Ruler card that deals it, or None (a Dominance row)."""
    alive = res.living(state)
    if total <= 0 or not alive:
        return
    opts = [Option(f"p{s}", f"{state.players[s].name} ({get(state, res.HEALTH, s)} health)", kind="seat", seat=s)
            for s in alive]
    state.log("collective", f"The players must share {total} collective damage.")
    ask(state, "split", seat, f"Share {total} collective damage among the players", opts, total, total,
        # the rule named is the one the help line explains (trial: "Rule: Co-op: General Notes.")
        "mb_collective", purpose=Purpose("collective", source=src, rule="Collective damage", public=True))


@resume("mb_collective")
def _collective(state: State, answer: dict) -> None:
    for key, n in answer.items():
        res.hurt(state, int(key[1:]), n, "(collective damage)")
    rules_for(state.game).after_damage(state)


__all__ = ["adversaries", "break_shield", "collective", "dominance_up", "guard", "hurt_lord_ruler", "next_shield",
           "last_card", "shield_words", "shields", "step", "turn_end"]
