"""Heroes of Metro City's own card ops, registered when the package is imported
(:func:`rules.engine.registry.card_op`, ``game="metro"``).

Powers and Energy:

* ``damage``: a Power's damage of one type (Physical, Mental, Elemental), added to the Hero's
  damage for this turn's Battle Enemies phase (resource ``damage:<type>``).
* ``damage_per_power``: that much damage for each Power the Hero Activated this turn before
  this card (one Destroyed since, Explosive Arsenal, included), a Spark of Energy Activated with Versatile included (Devastating
  Uppercut's Send 'Em Flying; FAQ "Powers").
* ``city_defense``: add to every City Defense die this turn (Weather Control's Battering
  Storm; FAQ "Powers": each copy adds again).
* ``stopped_draw``: draw cards for each Enemy the City Defense dice stop this turn (Weather
  Control's Carried By The Wind; Enemies defeated or stopped otherwise do not count).
* ``extra_development``: one more Development this turn (Intense Training; FAQ "Energy
  Sources": the Plot Points are split among the cards).
* ``stop``: Stop the Destruction Powers of every face-up Enemy of a rank this turn (FAQ
  "City Defense": a Stop affects the Destruction Power only); its die is not rolled.
* ``if_hero_name``: effects for a Hero whose name holds a word (set-up step 5).
* ``when_powered``: an Energy card's effects that resolve when a Power is Activated on it
  (FAQ "Energy Sources": Technological Marvel is then used up, so they resolve once).
* ``cut_deck``: cut your deck (glossary "Cut Your Deck"); ``reveal_draw``: reveal the top
  card of your deck (glossary "Reveal a Card") and draw it if it fits a filter.
* ``detonate``: you may Destroy this Power for more damage (Explosive Arsenal's Massive
  Detonation; FAQ "Powers": 3 damage in all).

Enemies' Destruction Powers (City Supply destruction: :mod:`.destroy`):

* ``destroy_supply``: Destroy cards from the City Supply (``match``: only cards of the same
  name as one in a place of the Hero's, FAQ "Enemies"; ``same_stack`` and ``roost``: Karion;
  ``per_power``: that many for each Power the active Hero Activated this turn, but at least
  ``least``; when that is none it Destroys nothing, and the city stands while a card qualifies).
* ``watts``: Admiral Watts's Destruction Power; ``mirror``: Professor Mirror's.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Literal

from pydantic import Field

from rules.catalog.schema import CardFilter, Model, Number, Positive, share_effect
from rules.engine import zones
from rules.engine.effects import Ctx, ask, matches, push_effects, yes_no
from rules.engine.registry import card_op, resume, task
from rules.engine.state import TABLE, Purpose, State, Task
from rules.engine.render import name_list

from . import destroy
from .board import slot_of
from .cards import GAME, DamageType, rank

if TYPE_CHECKING:  # bound at run time by share_effect, at the end of the module
    from rules.catalog.schema import Effect

Rank = Literal["Minion", "Villain", "Archenemy"]


class Damage(Model):
    """Deal ``amount`` damage of one ``type``."""

    op: Literal["damage"]
    type: DamageType
    amount: Number


class DamagePerPower(Model):
    """Deal ``amount`` damage of ``type`` for each Power Activated before this one this turn."""

    op: Literal["damage_per_power"]
    type: DamageType
    amount: Number = 1


class CityDefense(Model):
    """Add ``amount`` to each City Defense die this turn."""

    op: Literal["city_defense"]
    amount: Number


class StoppedDraw(Model):
    """Draw ``amount`` cards for each Enemy the City Defense stops this turn."""

    op: Literal["stopped_draw"]
    amount: Number = 1


class ExtraDevelopment(Model):
    """Develop ``amount`` more cards this turn."""

    op: Literal["extra_development"]
    amount: Positive = 1


class Stop(Model):
    """Stop every face-up Enemy of ``rank`` this turn."""

    op: Literal["stop"]
    rank: Rank


class IfHeroName(Model):
    """Resolve ``then`` when the Hero's name holds ``word`` (a whole word, any case)."""

    op: Literal["if_hero_name"]
    word: str
    then: list[Effect] = []


class WhenPowered(Model):
    """Resolve ``then`` when a Power is Activated on this Energy card."""

    op: Literal["when_powered"]
    then: list[Effect] = []


class CutDeck(Model):
    """Cut your deck."""

    op: Literal["cut_deck"]


class RevealDraw(Model):
    """Reveal the top card of your deck; draw it if it matches ``filter``."""

    op: Literal["reveal_draw"]
    filter: CardFilter | None = None


class Detonate(Model):
    """You may Destroy this card for ``amount`` more ``type`` damage."""

    op: Literal["detonate"]
    type: DamageType
    amount: Positive = 1


class DestroySupply(Model):
    """Destroy ``amount`` cards (matching ``filter``) from the City Supply."""

    op: Literal["destroy_supply"]
    amount: Positive = 1
    filter: CardFilter | None = None
    match: Literal["deck_top", "hand", "discard"] | None = None
    same_stack: bool = False
    roost: bool = False
    per_power: bool = False
    least: int = Field(default=0, ge=0, le=10)  # with per_power: Destroy at least this many


class Watts(Model):
    """Admiral Watts: Destroy a card, then by a die 2 from its row or 1 from its column."""

    op: Literal["watts"]


class Mirror(Model):
    """Professor Mirror: repeat the Destruction Powers of the face-up Minions and Villains."""

    op: Literal["mirror"]


def _add(state: State, seat: int, key: str, n: int) -> int:
    res = state.players[seat].res
    res[key] = res.get(key, 0) + n
    return res[key]


def _damage(state: State, eff: Damage, ctx: Ctx) -> None:
    deal(state, ctx["p"], eff.type, eff.amount)


def deal(state: State, seat: int, kind: str, n: int) -> None:
    """Add ``n`` damage of type ``kind`` to ``seat``'s total this turn, and log it."""
    total = _add(state, seat, f"damage:{kind}", n)
    state.log("damage", f"{state.players[seat].name}: +{n} {kind.capitalize()} damage ({total}).", seat)


def powers_activated(state: State, seat: int) -> int:
    """How many Powers ``seat`` Activated this turn (a Spark of Energy Activated with Versatile
    included), counted from the turn record: a Power Activated and then Destroyed (Explosive
    Arsenal's Massive Detonation) still counts. 0 for a seat that is not the active Hero."""
    if seat != state.active:
        return 0
    return state.turn.get("activated", 0)


def count_activation(state: State) -> None:
    """Record on the turn that the active Hero Activated one more Power (read by
    :func:`powers_activated`; the turn record starts afresh each turn)."""
    state.turn["activated"] = state.turn.get("activated", 0) + 1


def _damage_per_power(state: State, eff: DamagePerPower, ctx: Ctx) -> None:
    n = powers_activated(state, ctx["p"]) - 1  # the Powers Activated before this card
    if n > 0:
        deal(state, ctx["p"], eff.type, eff.amount * n)


def _city_defense(state: State, eff: CityDefense, ctx: Ctx) -> None:
    seat = ctx["p"]
    total = _add(state, seat, "defense_bonus", eff.amount)
    state.log("defense", f"{state.players[seat].name}: +{eff.amount} to City Defense rolls this turn ({total}).", seat)


def _stopped_draw(state: State, eff: StoppedDraw, ctx: Ctx) -> None:
    _add(state, ctx["p"], "stopped_draw", eff.amount)


def _extra_development(state: State, eff: ExtraDevelopment, ctx: Ctx) -> None:
    seat = ctx["p"]
    total = _add(state, seat, "developments", eff.amount)
    state.log("develop", f"{state.players[seat].name} may Develop {total} cards this turn.", seat)


def _stop(state: State, eff: Stop, ctx: Ctx) -> None:
    seat = ctx["p"]
    _add(state, seat, f"stop:{eff.rank.lower()}", 1)
    state.log("stop", f"{state.name(ctx['src'])} Stops the {eff.rank} Destruction Powers this turn.", seat)


def hero_name(state: State, seat: int) -> str:
    """The name of ``seat``'s Hero (set-up step 5; the player's name until they name one)."""
    return state.players[seat].flags.get("hero_name", state.players[seat].name)


def name_has(name: str, word: str) -> bool:
    """True when ``word`` is a word of ``name``: a run of letters, any case (anything else
    splits words: "Tech-Knight", "Mutant,", "[b]Mutant")."""
    return word.lower() in (w.lower() for w in re.findall(r"[^\W\d_]+", name))


#: what a name bonus that does not apply leaves out, by the op of its first effect
_MISSED = {"draw": "no card", "damage": "no damage"}


def _if_hero_name(state: State, eff: IfHeroName, ctx: Ctx) -> None:
    hero = hero_name(state, ctx["p"])
    if not name_has(hero, eff.word):
        # said, not silent (new-user trial: a missed draw went unexplained)
        missed = _MISSED.get(eff.then[0].op, "no bonus") if eff.then else "no bonus"
        state.log("name", f"{state.name(ctx['src'])}: '{eff.word}' is not in {hero}'s name: {missed}.", ctx["p"])
        return
    # what the word earns, said (a trial read "Tech Ann is a Tech Hero: Technological Marvel
    # gives more." badly): 'Tech Ann's name has the word "Tech": Technological Marvel's bonus, draw a card.'
    bonus = _then_text(eff.then)
    state.log("name", f"{hero}'s name has the word \"{eff.word}\": "
                      f"{state.name(ctx['src'])}'s bonus, {bonus[:1].lower() + bonus[1:]}.", ctx["p"])
    push_effects(state, eff.then, ctx)


def _nothing(state: State, eff: Model, ctx: Ctx) -> None:
    """An op read by the rules at another moment (``when_powered``)."""


def _cut_deck(state: State, eff: CutDeck, ctx: Ctx) -> None:
    cut(state, ctx["p"])


def cut(state: State, seat: int) -> None:
    """Cut ``seat``'s deck (glossary "Cut Your Deck"): about half the cards, from the top, go
    under the rest; a deck of one card or none is not cut. Design decision: the cut is at the
    middle (the rulebook lets the player pick "about half"; exactly half is one such pick)."""
    deck = state.players[seat].zones["deck"]
    if len(deck) <= 1:
        state.log("cut", f"{state.players[seat].name} has too few cards in their deck to cut it.", seat)
        return
    half = len(deck) // 2
    for u in list(deck[:half]):
        zones.move(state, u, seat, "deck")
    state.log("cut", f"{state.players[seat].name} cuts their deck.", seat)


def _reveal_draw(state: State, eff: RevealDraw, ctx: Ctx) -> None:
    seat = ctx["p"]
    top = zones.top_of_deck(state, seat)
    if top is None:
        return
    state.log("reveal", f"{state.players[seat].name} reveals {state.name(top)} from the top of their deck.", seat,
              shown=(top,))
    if matches(state.cards[top], eff.filter):
        zones.move(state, top, seat, "hand")
        state.log("draw", f"{state.players[seat].name} draws {state.name(top)}.", seat)


def _detonate(state: State, eff: Detonate, ctx: Ctx) -> None:
    src = ctx["src"]
    if slot_of(state, src) is None:
        return
    ask(state, "yes_no", ctx["p"], f"Destroy {state.name(src)} for {eff.amount} more {eff.type.capitalize()} damage?",
        yes_no(), 1, 1, "metro_detonate", purpose=Purpose("may", (), "rubble", src), eff=eff, ctx=ctx)


@resume("metro_detonate")
def _detonated(state: State, answer: list[str], eff: Detonate, ctx: Ctx) -> None:
    if answer != ["yes"]:
        return
    seat, src = ctx["p"], ctx["src"]
    n = slot_of(state, src)
    spent = list(state.turn.get("spent", []))
    state.turn["spent"] = spent + [f"{seat}:{n}"]
    zones.move(state, src, TABLE, "rubble")
    state.log("destroy", f"{state.players[seat].name} Destroys {state.name(src)}: Massive Detonation!", seat)
    deal(state, seat, eff.type, eff.amount)


def _destroy_supply(state: State, eff: DestroySupply, ctx: Ctx) -> None:
    left = eff.amount
    if eff.per_power:  # that many for each Power the active Hero Activated this turn
        left = max(left * powers_activated(state, state.active), eff.least)
        if not left:
            spared(state, eff, ctx["src"])
            return
    state.stack.append(Task("metro_destroy", {"eff": eff, "src": ctx["src"], "left": left, "stack_zone": None,
                                              "names": None, "clone": bool(ctx.get("clone"))}))


def spared(state: State, eff: DestroySupply, src: int) -> None:
    """A Destruction Power that Destroys a card for each Power Activated, when none was: it
    Destroys nothing. Were it an unstopped Archenemy's, the city still stands while some City
    Supply card qualifies for it (rulebook "Winning the Game": the city falls when not even
    one card qualifies)."""
    state.log("destroy", f"{state.name(src)} Destroys nothing: no Power was Activated this turn.")
    if rank(state.cards[src]) == "Archenemy" and destroy.tops(state, eff.filter):
        state.turn["arch_spared"] = True


def _watts(state: State, eff: Watts, ctx: Ctx) -> None:
    destroy.choose_target(state, ctx["src"], destroy.tops(state, None), "metro_watts_roll",
                          {"src": ctx["src"], "clone": bool(ctx.get("clone"))}, bool(ctx.get("clone")), where=True)


@task("metro_watts_roll")
def _watts_roll(state: State, src: int, clone: bool, zone: str | None) -> None:
    """Admiral Watts, after his first card (FAQ "Enemies"): a die roll of 1-6 Destroys 2
    random cards of the first card's row, 7-12 one random card of its column; as many as
    there are."""
    if zone is None:
        return
    roll = state.rng.randint(1, 12)
    row, col = destroy.row_and_column(state, zone)
    where, n, what = (row, 2, "row") if roll <= 6 else (col, 1, "column")
    state.log("roll", f"{state.name(src)} rolls {roll}: {n} random card{'s' if n > 1 else ''} of the same {what}.")
    state.stack.append(Task("metro_random_destroy", {"src": src, "stacks": where, "left": n, "clone": clone,
                                                     "what": what}))


def _mirror(state: State, eff: Mirror, ctx: Ctx) -> None:
    if ctx.get("clone"):
        return
    copied = [u for u in destroy.face_up(state, ("Minion", "Villain"))]
    if copied:
        state.log("destroy", f"{state.name(ctx['src'])} copies the Destruction Powers of "
                             f"{name_list(state.name(u) for u in copied)}.")
    state.stack.append(Task("metro_mirror_fallback", {"p": ctx["p"], "src": ctx["src"], "before": _destroyed(state)}))
    for u in reversed(copied):
        push_effects(state, state.cards[u].effects, {"p": ctx["p"], "src": ctx["src"], "clone": True})


def _destroyed(state: State) -> int:
    return state.turn.get("arch_destroyed", 0)


@task("metro_mirror_fallback")
def _mirror_fallback(state: State, p: int, src: int, before: int) -> None:
    """Professor Mirror's copies Destroyed nothing (no Minion or Villain face up, or nothing
    they name is left): he Destroys a Power card himself (our design, so that the city falls
    to him only when no Power is left, as to the other Archenemies)."""
    if _destroyed(state) > before:
        return
    _destroy_supply(state, DestroySupply(op="destroy_supply", amount=1, filter=CardFilter(type=["Power"])),
                    {"p": p, "src": src})


def _words(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _cards(e: DestroySupply, n: int) -> str:
    """"Power card", "Storyline or Energy cards": Metro names card types with "card"."""
    kinds = " or ".join([*(e.filter.type or []), *(e.filter.subtype or [])]) if e.filter else ""
    return ((kinds + " ") if kinds else "") + ("card" if n == 1 else "cards")


_MATCH = {"deck_top": "the card you reveal from the top of your Hero Deck", "hand": "a card in your hand",
          "discard": "a card in your discard pile"}


def _destroy_text(e: DestroySupply) -> str:
    what = f"{e.amount} {_cards(e, e.amount)}"
    if e.same_stack:
        what += " from the same stack"
    out = f"Destruction: Destroy {what} from the City Supply"
    if e.match:
        out += f" with the same name as {_MATCH[e.match]}"
    if e.per_power:
        out += " for each Power you Activated this turn"
        if e.least:
            out += f" (at least {_words(e.least, 'card', 'cards')})"
    if e.roost:
        out += "; it then roosts on that stack, which cannot be Developed, until the stack is empty"
    return out


def _then_text(effs: list) -> str:
    from rules.engine.render import effect_text

    return ", then ".join(effect_text(e) for e in effs)


card_op(Damage, _damage, lambda e: f"Deal {e.amount} {e.type.capitalize()} damage", game=GAME,
        docs={"type": "The damage type: physical, mental or elemental.", "amount": "How much damage."})
card_op(DamagePerPower, _damage_per_power,
        lambda e: f"Deal {e.amount} {e.type.capitalize()} damage for each Power you Activated before this one this turn",
        game=GAME, docs={"type": "The damage type.", "amount": "Damage per Power."})
card_op(CityDefense, _city_defense, lambda e: f"Add {e.amount} to each City Defense die you roll this turn",
        game=GAME, docs={"amount": "Added to each die."})
card_op(StoppedDraw, _stopped_draw,
        lambda e: f"Draw {_words(e.amount, 'card', 'cards')} for each Enemy the City Defense stops this turn",
        game=GAME, docs={"amount": "Cards drawn per Enemy stopped."})
card_op(ExtraDevelopment, _extra_development,
        lambda e: f"Develop {_words(e.amount, 'additional card', 'additional cards')} this turn "
                  "(split your Plot Points among them)", game=GAME, docs={"amount": "How many more Developments."})
card_op(Stop, _stop, lambda e: f"Stop the {e.rank if e.rank == 'Archenemy' else e.rank + 's'}' Destruction Powers this turn", game=GAME,
        docs={"rank": "Minion, Villain or Archenemy."})
card_op(IfHeroName, _if_hero_name, lambda e: f"If your Hero's name has the word {e.word!r}: {_then_text(e.then)}",
        game=GAME, docs={"word": "The word the Hero's name must hold.", "then": "What it then does."})
card_op(WhenPowered, _nothing, lambda e: f"When a Power is Activated on it: {_then_text(e.then)}", game=GAME,
        docs={"then": "What it does then."})
card_op(CutDeck, _cut_deck, lambda e: "Cut your deck (its top half goes under the rest)", game=GAME)
card_op(RevealDraw, _reveal_draw, lambda e: "Reveal the top card of your deck; if it is a "
        + (" or ".join([*(e.filter.type or []), *(e.filter.subtype or [])]) if e.filter else "any") + " card, draw it",
        game=GAME, docs={"filter": "Which revealed card is drawn."})
card_op(Detonate, _detonate, lambda e: f"You may Destroy this card for {e.amount} more {e.type.capitalize()} damage",
        game=GAME, docs={"type": "The damage type.", "amount": "The damage added."})
card_op(DestroySupply, _destroy_supply, _destroy_text, game=GAME,
        docs={"amount": "How many cards are Destroyed.", "filter": "Which City Supply cards qualify.",
              "match": "Only cards named as one in this place of the Hero's.",
              "same_stack": "All from one stack (one with enough cards, if any).",
              "roost": "The Enemy then roosts on the stack (Karion).",
              "per_power": "That many for each Power the active Hero Activated this turn (a Spark of Energy "
                           "Activated with Versatile too; none: nothing is Destroyed).",
              "least": "With per_power: at least this many are Destroyed, Powers Activated or not."})
card_op(Watts, _watts, lambda e: (
    "Destruction: Destroy a card from a City Supply stack; roll a die: 1-6, Destroy 2 random cards from its row; "
    "7-12, 1 random card from its column"), game=GAME)
card_op(Mirror, _mirror, lambda e: ("Destruction: repeat the Destruction Powers of every face-up Minion and Villain; "
                                    "if they Destroy nothing, Destroy 1 Power card from the City Supply"),
        game=GAME)

share_effect(globals())
