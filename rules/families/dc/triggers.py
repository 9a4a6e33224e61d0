"""Playing and gaining cards, and the When abilities they trigger (Metal "Resolving Card
Abilities"): :func:`play_card`, :func:`replay_card`, :func:`fire`
(schedules the triggered abilities; several at once are ordered by their controller) and the
``bonus`` op (an ability earned by playing a matching card this turn).

What counts (the family's rules, decided once here):

* A play is a play however it happens: from hand by a command, by an effect (a card taken
  from a foe's deck), or a card played again (Justice League Dark "Nemesis Cards": a card
  played by an effect counts as played and can trigger other abilities). Each play is
  recorded in ``State.turn["played"]`` (a card played twice is there twice, so it is the
  second card of its type) and fires the ``play`` event.
* A card entering your possession from outside is gained, whatever moved it: a buy, a gain,
  a Seal of a card you did not own, a Super-Villain or Nemesis defeated into the score pile
  (Justice League Dark "Score Pile"; Metal's tile "each time you gain a Super-Villain").
* An ability works only while its card is in play or on your team. A triggered ability is
  decided when its event happens and then finishes even if its card leaves play meanwhile
  (see :func:`play_card`); a ``bonus`` still waiting for a later play is lost when its card
  leaves play before that play (Dionesium put back on the deck by Hypertime).
"""

from __future__ import annotations

from rules.catalog.schema import Card
from rules.engine import zones
from rules.engine.effects import Ctx, ask, matches, push, push_effects
from rules.engine.registry import GAMES, resume, rules_for, task
from rules.engine.state import Option, Purpose, State

from .cards import abilities, card_label
from .language import Bonus, dc_op
from .text import effects_text


# --------------------------------------------------------------------------- triggers
_WHENS: dict[int, tuple[Card, list]] = {}


def _whens(card: Card) -> list:
    """``(index, effect, its event, filter, nth)`` of a card's top-level ``when`` effects
    (the fields read once: each read of a pydantic model costs several plain reads), cached
    per Card object (the cache holds the card, so its id() is not reused): :func:`fire` runs
    at every play."""
    hit = _WHENS.get(id(card))
    if hit is None or hit[0] is not card:
        hit = _WHENS[id(card)] = (card, [(i, e, e.event, e.filter, e.nth) for i, e in enumerate(card.effects)
                                         if e.op == "when"])
    return hit[1]


#: the events some card listens to, by the per-card list of When abilities they come from
#: (:func:`_listened`; the entry holds the list, so its id() is not reused). Bounded.
_EVENTS: dict[int, tuple[list, frozenset[str]]] = {}


def _listened(whens: list) -> frozenset[str]:
    """The events (``When.event``) of every When ability of the game's cards, from the
    per-card list of :func:`_whens` (one per game, rebuilt when cards are added)."""
    hit = _EVENTS.get(id(whens))
    if hit is None or hit[0] is not whens:
        if len(_EVENTS) >= 64:
            _EVENTS.clear()
        hit = _EVENTS[id(whens)] = (whens, frozenset(ev for w in whens for _, _, ev, _, _ in w))
    return hit[1]


def fire(state: State, seat: int, event: str, uid: int | None = None) -> None:
    """Schedule the ``When`` abilities of ``seat`` that ``event`` (about card ``uid``)
    triggers; several at once are ordered by the player. An event no card of the game listens
    to (most zone changes: a discard, a destroy) costs a look-up (speed: it fires at every
    discard)."""
    bonuses = state.turn.get("bonuses")
    if bonuses and event == "play" and uid is not None:  # no copy of an empty list (speed: every play)
        for b in list(bonuses):
            src, eff, bseat = b
            if bseat != seat:
                continue
            if src is None or src not in abilities(state, seat):  # its card left play: the bonus is lost
                bonuses.remove(b)
                continue
            if src != uid and matches(state.cards[uid], eff.filter):
                bonuses.remove(b)
                push_effects(state, eff.effects, {"p": seat, "src": src})
                # told as it resolves, after the card played
                push(state, "bonus_earned", seat=seat, src=src, by=uid)
    whens = state.per_card_lists.get("_whens")  # State.per_card, inline (speed: every play)
    if whens is None or len(whens) != len(state.cards):
        whens = state.per_card("_whens", _whens)  # [] (falsy) for a card without a When ability
    hit = _EVENTS.get(id(whens))  # _listened, inline
    if event not in (hit[1] if hit is not None and hit[0] is whens else _listened(whens)):
        return
    hits = []
    used = state.turn.setdefault("used", set())
    for src in filter(whens.__getitem__, abilities(state, seat)):  # the cards with a When ability
        if src == uid:
            continue
        for idx, _, ev, flt, nth in whens[src]:
            if ev != event:
                continue
            if (src, idx) in used:
                continue
            if flt is not None and event != "turn_start" and event != "turn_end" and uid is not None \
                    and not matches(state.cards[uid], flt):
                continue
            if nth is not None:  # the nth such card played this turn: counted until there are more
                n, cards = 0, state.cards
                for u in state.turn.get("played", ()):
                    if flt is None or matches(cards[u], flt):
                        n += 1
                        if n > nth:
                            break
                if n != nth:
                    continue
            hits.append((src, idx))
    if hits:
        push(state, "triggers", seat=seat, hits=hits)


@task("fire")
def _fire_task(state: State, seat: int, event: str, uid: int | None) -> None:
    fire(state, seat, event, uid)


@task("triggers")
def _triggers(state: State, seat: int, hits: list) -> None:
    if len(hits) == 1 or len({state.cards[s].name for s, i in hits}) == 1:
        _resolve_trigger(state, seat, hits[0], hits[1:])
        return
    opts = [Option(f"t{k}", f"{state.name(s)}: {_render_one(state.cards[s], i)}") for k, (s, i) in enumerate(hits)]
    ask(state, "order", seat, "Several abilities trigger: choose the one to resolve first",
        opts, 1, 1, "trigger_order", purpose=Purpose("order", rule="Triggered abilities"), seat=seat, hits=hits)


def _render_one(card: Card, i: int) -> str:
    return effects_text([card.effects[i]], card=card)


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
    if not state.headless:  # (speed: every trigger)
        state.log("trigger", f"{state.name(src)} ({state.players[seat].name}) triggers.", seat)
    push_effects(state, eff.effects, {"p": seat, "src": src})


@task("bonus_earned")
def _bonus_earned(state: State, seat: int, src: int, by: int | None = None) -> None:
    """Tell the bonus of card ``src`` that the card ``by`` played earned, and what it gives
    ("Zap: Ann earns its bonus (+2 Power) for playing Clayface."; found in a Metal trial: "Zap:
    bonus earned." said neither which bonus nor how much)."""
    if state.headless:
        return
    bonus = next((e for e in state.cards[src].effects if e.op == "bonus"), None)
    gives = f" ({effects_text(bonus.effects, card=state.cards[src]).rstrip('.')})" if bonus is not None else ""
    why = f" for playing {state.name(by)}" if by is not None else ""
    state.log("trigger", f"{state.name(src)}: {state.players[seat].name} earns its bonus{gives}{why}.", seat)


@dc_op(Bonus)
def _bonus(state: State, eff, ctx: Ctx) -> None:
    """Earned at once if a matching card was already played this turn, else the first
    time one is played later this turn while this card is still in play (see :func:`fire`);
    never twice."""
    if any(u != ctx.get("src") and matches(state.cards[u], eff.filter) for u in state.turn.get("played", [])):
        push_effects(state, eff.effects, ctx)
    else:
        state.turn.setdefault("bonuses", []).append((ctx.get("src"), eff, ctx["p"]))


# --------------------------------------------------------------------------- play & gain
def play_card(state: State, seat: int, uid: int, *, by_effect: bool = False) -> None:
    """Play ``uid`` from ``seat``'s hand: into play (Ongoing cards stay in play), recorded as
    played this turn; its effects resolve, then the abilities it triggers, then the game's
    after-play rule (e.g. Metal's capture by Weakness). ``by_effect``: an effect plays it, not
    the player's command (its costs become the player's choice, see the ``discard`` op)."""
    ongoing = state.per_card("_dc_ongoing", _is_ongoing)[uid]
    zones.move(state, uid, seat, "ongoing" if ongoing else "played")
    _resolve_play(state, seat, uid, "plays", by_effect)


def _is_ongoing(card: Card) -> bool:
    """True for a card that stays in play (its ``ongoing`` effect), by uid per game (speed)."""
    return card.has("ongoing")


def replay_card(state: State, seat: int, uid: int) -> None:
    """Play ``uid`` again: a card ``seat`` played this turn that is still in play stays where
    it is and is played a second time, a play like any other (Justice League Dark, Zatanna
    Zatara): recorded, its effects resolve and the abilities a play triggers fire."""
    _resolve_play(state, seat, uid, "plays {} again", True)  # "Ann plays Houdini Key again." (trial)


def _resolve_play(state: State, seat: int, uid: int, verb: str, by_effect: bool) -> None:
    card = state.cards[uid]
    state.turn.setdefault("played", []).append(uid)
    if not state.headless:  # no line built where nobody reads the log (speed: every play)
        name = card_label(state, uid)  # "Plastic Man (Hero card)": not the Super Hero
        said = verb.format(name) if "{}" in verb else f"{verb} {name}"
        state.log("play", f"{state.players[seat].name} {said}.", seat)
    rules = GAMES[state.game]  # (rules_for's look-up, without its call: every play)
    if state.per_card("_dc_after_play", rules.plays_after)[uid]:  # the game's rule after this play, if any
        push(state, "after_play", seat=seat, uid=uid)
    # the abilities this play triggers are decided now, as it is played, and resolve after the
    # card itself (Metal "Resolving Card Abilities"): a card leaving play while the played
    # card resolves still has its triggered ability resolve.
    fire(state, seat, "play", uid)
    ctx: Ctx = {"p": seat, "src": uid, "by_effect": True} if by_effect else {"p": seat, "src": uid}
    push_effects(state, card.effects, ctx)


@task("after_play")
def _after_play(state: State, seat: int, uid: int) -> None:
    rules_for(state.game).after_play(state, seat, uid)
