"""The DC games' card text: card effects → the rules text players read (DESIGN §3).

Card text is never typed by hand, so what a card says and what it does cannot drift apart.
``card_text(card)`` gives the whole text of a card (:meth:`DCRules.card_text
<rules.families.dc.family.DCRules.card_text>`, which :func:`rules.engine.render.card_text`
asks); ``effects_text(effects)`` a fragment (used for "Choose one" options and trigger
prompts). An op registered with its own text
(:func:`rules.engine.registry.card_op`: Metal's and Justice League Dark's ops, in their game
packages) is rendered by it; the phrase builders such texts share are public here
(:func:`number_of`, :func:`cards_phrase`, :data:`FROM_PLACE`, :func:`clause`,
:func:`lower_first`, :func:`if_you_do_text`, :func:`filter_text`, :func:`condition_text`).

The text follows the series' style: keywords open a paragraph ("Transform:", "Defense:"); an
Ongoing card says what it does when played, then "Ongoing:" before each ability that lasts;
"another"/"each other" appear only where the card itself fits the filter (the engine leaves
the card out of such counts). Every card's text is kept in ``tests/data/card_text.txt``.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from contextvars import ContextVar
from typing import Any

from rules.catalog.schema import Card, CardFilter, Condition, Count

from rules.engine.effects import matches
from rules.engine.registry import OP_TEXT
from rules.engine.render import a_an, effect_text

#: the card whose text is being rendered (None for a fragment of unknown origin): its type and
#: kind decide words such as "another" and "this turn" / "each turn"
_THIS: ContextVar[Card | None] = ContextVar("render_this", default=None)

#: text of a card with no effects (Vulnerability): it does nothing when played (Metal "Your
#: Starting Deck": Vulnerability gives no Power)
NO_EFFECT_TEXT = "No effect: this card gives no Power when played."


_SAME_PLURAL = ("Equipment",)


def _plural(word: str, n: int) -> str:
    if n == 1 or word.endswith(_SAME_PLURAL):
        return word
    if word.endswith("o"):
        return word + "es"
    if word.endswith("y") and not word.endswith("ey"):
        return word[:-1] + "ies"
    if word.endswith(("s", "x")):
        return word + "es"
    return word + "s"



def filter_text(f: CardFilter | None, noun: str = "card", n: int = 1) -> str:
    """"Hero or Villain", "Equipment or METAL card", "METAL card with cost 5 or less", ...

    Types stand alone as nouns ("a Hero"); a subtype is an adjective and takes ``noun``
    ("a METAL card", "an Equipment or METAL card")."""
    if f is None:
        return _plural(noun, n)
    kinds = []
    if f.name:
        return " or ".join(f.name)
    if f.type:
        kinds += f.type
    if f.subtype:
        kinds += f.subtype
    if f.keyword:
        kinds += f.keyword
    if f.typed is False:
        base = _plural("card with no type", n) if not kinds else _plural(noun, n)
    elif kinds:
        if f.subtype or f.keyword:
            base = " or ".join(kinds) + " " + _plural(noun, n)
        else:
            base = " or ".join(kinds[:-1] + [_plural(kinds[-1], n)])
    elif f.typed:
        base = _plural(noun, n) + " with a card type"
    else:
        base = _plural(noun, n)
    if f.not_name:
        base += " other than " + (a_an(" or ".join(f.not_name)) if n == 1 else " or ".join(_plural(x, 2) for x in f.not_name))
    if f.min_cost is not None and f.max_cost is not None:
        base += f" with cost {f.min_cost}–{f.max_cost}" if f.min_cost != f.max_cost else f" with cost {f.min_cost}"
    elif f.max_cost is not None:
        base += f" with cost {f.max_cost} or less"
    elif f.min_cost is not None:
        base += f" with cost {f.min_cost} or more"
    if f.min_vp is not None:
        base += f" worth {f.min_vp} VP or more"
    return base


_PLACES = {
    "played": "you have played this turn",
    "controlled": "you control",
    "in_hand": "in your hand",
    "in_discard": "in your discard pile",
    "owned": "you own",
    "score_pile": "in your score pile",
    "line_up": "in the Line-Up",
}


def _another(f: CardFilter | None) -> bool:
    """Whether "another"/"other" belongs before ``f``: counts and conditions over the cards you
    played or control leave out the card itself, which only matters when it fits the filter
    (a Hero says "if you have played an Equipment", Clayface "each other Villain")."""
    this = _THIS.get()
    return this is None or matches(this, f)


def _turn() -> str:
    """"each turn" on a card whose abilities last (Character, tile, Ongoing), else "this turn"."""
    this = _THIS.get()
    lasting = this is not None and (this.kind in ("character", "tile") or this.has("ongoing"))
    return "each turn" if lasting else "this turn"


def count_text(c: Count, unit: str = "") -> str:
    """"each Villain you have played this turn" and the like; ``unit`` names what the cap
    counts ("(at most +3 Power)")."""
    if c.of == "characters":
        s = "each Character on your team"
    elif c.of == "foes":
        s = "each foe"
    elif c.of == "revealed_vp":
        # a Weakness's -1 VP counts as none (bot log and card text read "(at least 0)")
        most = f"at most {c.max}; " if c.max is not None else ""
        return f"the revealed card's VP ({most}none for a card with less than 1 VP)"
    elif c.of == "revealed_cost":
        return "the cost of the revealed card"
    elif c.of == "foes_hit":
        s = "each foe hit by this Attack"
    elif c.of == "destroyed_this_effect":
        s = "each card destroyed this way"
    else:
        other = "other " if c.of in ("played", "controlled") and _another(c.filter) else ""
        s = f"each {other}{filter_text(c.filter)} {_PLACES[c.of]}"
    if c.max is not None:
        s += f" (at most +{c.max} {unit})" if unit else f" (at most {c.max})"
    return s


def amount_text(a, unit: str) -> str:
    """"+2 Power", "+1 Power for each Villain you have played this turn (at most +3 Power)"."""
    if isinstance(a, int):
        return f"+{a} {unit}"
    times = f"+{a.times}" if a.times != 1 else "+1"
    if a.of in ("revealed_vp", "revealed_cost"):
        return f"+{unit} equal to {count_text(a)}"
    return f"{times} {unit} for {count_text(a, unit)}"


def condition_text(c: Condition) -> str:
    if c.of == "revealed":
        return f"it is {a_an(filter_text(c.filter))}"
    if c.of == "stack_has":
        return f"the {c.stack} stack is not empty"
    if c.at_least == 0 and c.at_most == 0 and c.of in ("in_hand", "in_discard", "score_pile"):
        return f"you have no {filter_text(c.filter)} {_PLACES[c.of]}"
    what = filter_text(c.filter, n=c.at_least)
    some = a_an(what) if c.at_least == 1 else f"{c.at_least} or more {what}"
    if c.at_least == 1:
        one = "another " + what if _another(c.filter) else a_an(what)
    else:
        one = f"{c.at_least} or more other {what}" if _another(c.filter) else some
    if c.of == "played":
        return f"you have played {one} this turn"
    if c.of == "characters":
        return f"you have {c.at_least} or more Characters on your team"
    if c.of == "owned":
        return f"you own {some}"
    if c.of == "controlled":
        return f"you control {one}"
    if c.of in ("in_hand", "in_discard", "score_pile"):
        return f"you have {some} {_PLACES[c.of]}"
    return f"there {'is' if c.at_least == 1 else 'are'} {some} {_PLACES.get(c.of, c.of)}"


def number_of(a, noun: str) -> str:
    """An Amount of ``noun``: "a card", "3 cards", "a card for each Hero you control"."""
    if isinstance(a, int):
        return a_an(noun) if a == 1 else f"{a} {_plural(noun, a)}"
    return f"{a_an(noun)} for {count_text(a)}"


def cards_phrase(a, f: CardFilter | None) -> str:
    """An Amount of cards fitting ``f``: "a Hero", "2 Villains", "a card for each ..."."""
    if isinstance(a, int):
        return a_an(filter_text(f)) if a == 1 else f"{a} {filter_text(f, n=a)}"
    return f"{a_an(filter_text(f))} for {count_text(a)}"


#: where the cards of a ``from`` zone are, as card text says it
FROM_PLACE = {
    "hand": "in your hand",
    "discard": "in your discard pile",
    "hand_or_discard": "in your hand or discard pile",
    "played": "you played this turn",
    "controlled": "you control",
    "line_up": "in the Line-Up",
    "destroyed": "in the destroyed pile",
    "deck_top": "on top of your deck",
}


def from_place(words: list[str]) -> str:
    """Where a selector's cards are (its ``from`` words), as card text says it: "in your hand
    or in the Line-Up"."""
    return " or ".join(FROM_PLACE[w] for w in words)


#: tests of an effect that moves the card it is on (return it to its stack, destroy it); a
#: game adds its own ops' (:func:`add_words`)
_MOVES_THIS: list[Callable[[Any], bool]] = [
    lambda x: x.op == "return_to_stack" or (x.op == "destroy" and x.from_ == ["this"])]


def _acts_on_this(effects: list) -> bool:
    """True when ``effects`` move this very card: a discard that pays for them must be of
    *other* cards (Justice League Dark's Weakness)."""
    return any(test(x) for x in effects for test in _MOVES_THIS)


def _other_cards(a, f: CardFilter | None) -> str:
    """"another card", "2 other Heroes": cards that cannot include this one."""
    if not isinstance(a, int):
        return cards_phrase(a, f)
    return "another " + filter_text(f) if a == 1 else f"{a} other {filter_text(f, n=a)}"


def _discard_text(e, other: bool = False) -> str:
    """A discard from your hand or from the cards you played, without its "if you do"."""
    up = "up to " if e.up_to else ""
    what = _other_cards(e.amount, e.filter) if other else cards_phrase(e.amount, e.filter)
    where = " you played this turn" if e.from_ == ["played"] else ""
    return f"Discard {up}{what}{where}"


def _look_at_text(e) -> str:
    """Look at the top N cards of your deck, take some, put the rest back in order."""
    n = e.amount if isinstance(e.amount, int) else count_text(e.amount)
    f = e.filter
    if f is None:
        some = {None: "any number of them", 1: "one of them"}.get(e.max_taken, f"up to {e.max_taken} of them")
    elif e.max_taken == 1:
        some = f"{a_an(filter_text(f))} among them"
    elif e.max_taken:
        some = f"up to {e.max_taken} {filter_text(f, n=e.max_taken)} among them"
    else:
        some = f"any number of the {filter_text(f, n=2)} among them"
    act = {"discard": f"discard {some}", "destroy": f"destroy {some}", "to_hand": f"put {some} into your hand"}[e.action]
    empty = (" (if it runs out, shuffle your discard pile to form the rest)" if e.empty_deck == "shuffle"
             else " (if it runs out, stop there: no shuffle)")
    return (f"Look at the top {n} cards of your deck{empty}. You may {act}. "
            "Put the rest back in the same order")


def _when_text(e) -> str:
    """A triggered ability: "When you play your first Hero each turn, draw a card"."""
    f, turn, once = e.filter, _turn(), " (once per turn)" if e.once_per_turn else ""
    if e.event in ("turn_start", "turn_end"):
        start = "At the start of your turn" if e.event == "turn_start" else "At the end of your turn"
        return f"{start}{once}, {lower_first(clause(e.effects))}"
    if e.event == "play" and e.nth:
        what = f"you play your {_ordinal(e.nth)} {filter_text(f)} {turn}"
    elif e.event == "play":  # the card never triggers on its own play
        one = "another " + filter_text(f) if f is not None and _another(f) else a_an(filter_text(f))
        what = f"you play {one}" + ("" if turn == "each turn" else " this turn")
    else:
        what = {"defend": "you avoid an Attack with a Defense", "gain": f"you gain or buy {a_an(filter_text(f))}",
                "destroy": f"you destroy {a_an(filter_text(f))}",
                "discard": f"you discard {a_an(filter_text(f))}"}[e.event]
    return f"When {what}{once}, {lower_first(clause(e.effects))}"


def dc_text(e) -> str:
    """The text of one of the family's own ops (:mod:`.language`), as a sentence without the
    final full stop; the text of any op is :func:`rules.engine.render.effect_text`, which
    finds this one through the ops' registration. ValueError for another op."""
    o = e.op
    if o == "power":
        return amount_text(e.amount, "Power")
    if o == "discard":
        if e.from_ == ["deck_top"]:
            top = "card" if e.amount == 1 else number_of(e.amount, 'card')
            s = f"Discard the top {top} of your deck"
        else:
            s = _discard_text(e, other=_acts_on_this(e.if_you_do))
        return s + if_you_do_text(e)
    if o == "destroy":
        if e.from_ == ["this"]:
            return "Destroy this card" + if_you_do_text(e)
        if e.from_ == ["deck_top"]:
            return f"Destroy the top card of your deck if it is {a_an(filter_text(e.filter))}" + if_you_do_text(e)
        many = isinstance(e.amount, int) and e.amount > 1
        up = ("You may destroy up to " if many else "You may destroy ") if e.up_to else "Destroy "
        return f"{up}{cards_phrase(e.amount, e.filter)} {from_place(e.from_)}" + if_you_do_text(e)
    if o == "gain":
        to = {"hand": " and put it into your hand", "deck_top": " and put it on top of your deck",
              "deck_bottom": " and put it on the bottom of your deck"}.get(e.to, "")
        if e.card and not isinstance(e.amount, int):
            s = f"{'You may gain' if e.up_to else 'Gain'} {_plural(e.card, 2)} equal to {count_text(e.amount)}{to}"
        elif e.card:
            s = f"{'You may gain' if e.up_to else 'Gain'} {number_of(e.amount, e.card) if isinstance(e.amount, int) and e.amount > 1 else a_an(e.card)}{to}"
        elif e.from_ == ["main_deck_top"]:
            s = f"{'You may gain' if e.up_to else 'Gain'} the top card of the main deck{to}"
        elif e.from_ == ["revealed"]:
            s = f"{'You may gain' if e.up_to else 'Gain'} the revealed card{to}"
        else:
            where = "from " + " or ".join(FROM_PLACE[w].removeprefix("in ") for w in e.from_)
            s = f"{'You may gain' if e.up_to else 'Gain'} {cards_phrase(e.amount, e.filter)} {where}{to}"
        return s + if_you_do_text(e)
    if o == "put_on_top":
        where = " or".join({"played": " you played this turn that is still in play"}.get(
            w, " from " + FROM_PLACE[w].removeprefix("in ")) for w in e.from_)
        # from the cards played: never this card itself
        what = _other_cards(e.amount, e.filter) if e.from_ == ["played"] else cards_phrase(e.amount, e.filter)
        return f"{'You may put' if e.up_to else 'Put'} {what}{where} on top of your deck"
    if o == "reveal":
        s = "Reveal the top card of your deck"
        if e.then:
            s += ". " + effects_text(e.then, end="")
        s += {"keep": "", "may_discard": ". You may discard it", "discard": ". Discard it",
              "may_destroy": ". You may destroy it"}[e.after]
        return s
    if o == "look_at":
        return _look_at_text(e)
    if o == "choose_one":
        return "Choose one: " + " or ".join(f"({i + 1}) {lower_first(effects_text(x.effects, end=''))}"
                                            for i, x in enumerate(e.options))
    if o == "if":
        s = f"If {condition_text(e.condition)}, {lower_first(effects_text(e.then, end=''))}"
        if e.otherwise:
            s += f"; otherwise, {lower_first(effects_text(e.otherwise, end=''))}"
        return s
    if o == "may":
        if len(e.effects) == 1 and e.effects[0].op == "discard" and _acts_on_this(e.if_you_do):
            s = f"You may {lower_first(_discard_text(e.effects[0], other=True))}"
        else:
            s = f"You may {lower_first(_no_may(effects_text(e.effects, end='')))}"
        if e.if_you_do:
            s += f". If you do, {lower_first(effects_text(e.if_you_do, end=''))}"
        return s
    if o == "attack":
        who = {"each_foe": "Each foe", "one_foe": "Choose a foe. That foe", "each_player": "Each player"}[e.target]
        un = " (unavoidable)" if e.unavoidable else ""
        return f"Attack{un}: {who} {third_person(effects_text(e.effects, end=''))}"
    if o == "defense":
        s = ("Defense: You may use this card in play to avoid an Attack" if e.from_ == "play"
             else "Defense: You may discard this card to avoid an Attack")
        effs = [x for x in e.effects if x.op not in _KEYWORD_OPS]  # those are paragraphs of their own (_lines)
        if effs:
            s += f". If you do, {lower_first(clause(effs))}"
        return s
    if o == "ongoing":
        return "Ongoing: This card stays in play"
    if o == "when":
        return _when_text(e)
    if o == "ability" and e.cost is not None:
        if e.once_per_turn:
            return (f"Once during each of your turns, you may {lower_first(effect_text(e.cost))}. "
                    f"If you do, {lower_first(clause(e.effects))}")
        return (f"Any number of times during your turn, you may {lower_first(effect_text(e.cost))}. "
                f"Each time you do, {lower_first(clause(e.effects))}")
    if o == "ability":
        once = "Once during each of your turns, you" if e.once_per_turn else "During your turn, you"
        return f"{once} may {lower_first(_no_may(effects_text(e.effects, end='')))}"
    if o == "reward":
        return f"Reward: {clause(e.effects)}"
    if o == "first_appearance":
        un = any(x.op == "attack" and x.unavoidable for x in e.effects)
        parts = [effect_text(x).removeprefix("Attack: ").removeprefix("Attack (unavoidable): ") for x in e.effects]
        return f"First Appearance – Attack{' (unavoidable)' if un else ''}: " + ". ".join(parts)
    if o == "score":
        s = f"At the end of the game, this card is worth {e.amount} VP"
        if e.condition:
            s += f" if {condition_text(e.condition)}, else 0 VP"
        if e.minus:
            s += f", minus 1 VP for {count_text(e.minus)} (never below 0)"
        return s
    if o == "return_to_stack":
        return "Return this card to its stack"
    if o == "discard_hand_draw":
        return f"Discard your hand, then draw {e.amount} cards"
    if o == "each_foe":
        return f"Each foe {third_person(effects_text(e.effects, end=''))}"
    if o == "bonus":
        other = "other " if _another(e.filter) else ""
        return (f"If you play at least one {other}{filter_text(e.filter)} this turn, before or after this card, "
                f"{lower_first(clause(e.effects))}")
    if o == "reveal_top":
        what = f"each revealed {filter_text(e.filter)}"
        dest = {"hand": f"Put {what} into your hand", "discard": f"Discard {what}",
                "destroy": f"Destroy {what}"}[e.matching]
        rest = {"discard": "discard the others", "deck_top": "put the others back on top"}[e.others]
        return f"Reveal the top {e.amount} cards of your deck. {dest} and {rest}"
    raise ValueError(f"no text for op {o!r}")


def _ordinal(n: int | None) -> str:
    return {1: "first", 2: "second", 3: "third"}.get(n or 1, f"{n}th")


def if_you_do_text(e) -> str:
    """". If you do, ..." for an effect with ``if_you_do`` effects; "" otherwise."""
    if getattr(e, "if_you_do", None):
        return f". If you do, {lower_first(effects_text(e.if_you_do, end=''))}"
    return ""


def _no_may(s: str) -> str:
    """Drop a leading "You may" when the caller already says "you may"."""
    return s.removeprefix("You may ")


#: the imperative verbs that open a sentence of card text (turned to "draws" after "Each foe",
#: :func:`third_person`); a game adds its own (:func:`add_words`)
_VERBS = ["Gain", "Draw", "Discard", "Destroy", "Reveal", "Put", "Look", "Choose", "Pass", "Return", "Play", "Take"]
#: the words card text keeps capitalised after a comma (:func:`lower_first`); a game adds its own
_CAPITALISED = ["Power"]
#: keyword ops that, inside a Defense, open a paragraph of their own (:func:`_lines`)
_KEYWORD_OPS: set[str] = set()


def add_words(*, verbs: tuple[str, ...] = (), capitalised: tuple[str, ...] = (),
              moves_this: Callable[[Any], bool] | None = None, keyword_ops: tuple[str, ...] = ()) -> None:
    """What a game's own ops add to the series' text: imperative ``verbs`` their texts open
    with ("Seal", "Recruit"), keywords and words kept ``capitalised`` ("Transform", "METAL"),
    a test ``moves_this(effect)`` for an op that moves the card it is on (a Seal of this
    card), and ``keyword_ops`` that open a paragraph of their own inside a Defense (their
    registered text takes a ``when``: "Transform: When you avoid an Attack with this card,
    ..."). A game calls it when its package is imported."""
    _VERBS.extend(v for v in verbs if v not in _VERBS)
    _CAPITALISED.extend(w for w in capitalised if w not in _CAPITALISED)
    _KEYWORD_OPS.update(keyword_ops)
    if moves_this is not None:
        _MOVES_THIS.append(moves_this)
    _and_verb.cache_clear()
    _TEXTS.clear()


def _s(verb: str) -> str:
    """Third person singular of an imperative verb: draw → draws, pass → passes."""
    v = verb.lower()
    return v + ("es" if v.endswith(("s", "sh", "ch", "x")) else "s")


@functools.lru_cache(maxsize=1)
def _and_verb() -> re.Pattern:
    """"and draw", "then gain"...: a verb of :data:`_VERBS` joined to the sentence before."""
    return re.compile(r"\b(and|then) (" + "|".join(v.lower() for v in _VERBS) + r")\b")


def third_person(text: str) -> str:
    """Imperative card text turned to what a foe does, after a subject such as "Each foe":
    "Gain a Weakness and put it on top of your deck" → "gains a Weakness and puts it on top
    of their deck". Every sentence is turned, not only the first: later ones start with
    "They"."""
    s = text.replace("your ", "their ").replace("Your ", "Their ").replace(" you ", " they ")
    s = _and_verb().sub(lambda m: f"{m.group(1)} {_s(m.group(2))}", s)
    out = []
    for i, sent in enumerate(s.split(". ")):
        if i == 0:
            if sent.startswith("+"):
                sent = "gains " + sent
            elif sent.startswith("You may "):
                sent = "may " + sent[len("You may "):]
            else:
                for verb in _VERBS:
                    if sent.startswith(verb + " "):
                        sent = _s(verb) + sent[len(verb):]
                        break
                else:
                    sent = lower_first(sent)
        else:
            if sent.startswith("You "):
                sent = "They " + sent[len("You "):]
            elif sent.startswith("If they do, "):
                rest = sent[len("If they do, "):]
                sent = "If they do, they " + ("gain " + rest if rest.startswith("+") else rest)
            elif sent.startswith("+"):
                sent = "They gain " + sent
            elif sent.split(" ", 1)[0] in _VERBS:
                sent = "They " + sent[0].lower() + sent[1:]
        out.append(sent)
    return ". ".join(out)


def lower_first(s: str) -> str:
    """``s`` with its first letter in lower case, to follow a comma; keywords and words that
    are always capitalised (Power; a game's own, :func:`add_words`) stay as they are."""
    if not s:
        return s
    return s[0].lower() + s[1:] if not s.startswith(tuple(_CAPITALISED)) else s


def effects_text(effects: list, end: str = ".", card: Card | None = None) -> str:
    """A list of effects as sentences; ``card`` is the card they belong to, when known (it
    decides words such as "another")."""
    if card is not None:
        token = _THIS.set(card)
        try:
            return effects_text(effects, end)
        finally:
            _THIS.reset(token)
    if _THIS.get() is not None:  # inside a card's text: its words depend on the card
        return ". ".join(effect_text(e) for e in effects) + (end if effects else "")
    key = (id(effects), end)
    hit = _TEXTS.get(key)
    if hit is not None and hit[0] is effects:
        return hit[1]
    text = ". ".join(effect_text(e) for e in effects) + (end if effects else "")
    if len(_TEXTS) >= _TEXTS_MAX:
        _TEXTS.clear()
    _TEXTS[key] = (effects, text)
    return text


#: :func:`effects_text` without a card, by id() of the list of effects (held, so its id is
#: not reused) and ``end``: an Attack's prompts and log lines render the same effects of a
#: card at every Attack (speed: bench/games_per_second.py). Effects are frozen models and the
#: engine never changes a card's list; :func:`add_words` empties it. Bounded: emptied when full.
_TEXTS: dict[tuple[int, str], tuple[list, str]] = {}
_TEXTS_MAX = 4096


def clause(effects: list) -> str:
    """Effects that all depend on what comes before them ("If you do, ...", "When ..., ..."):
    simple ones are joined with "and" ("+1 Power and draw a card"), so the reader sees that the
    condition covers them all; a sentence with its own choice starts a new sentence."""
    parts = [effect_text(x) for x in effects]
    out = parts[0] if parts else ""
    joined = True  # every part so far is joined by "and"
    for prev, part in zip(parts, parts[1:]):
        joined = joined and ". " not in prev and not prev.startswith(("You may", "Choose"))
        if joined and not part.startswith(("You may", "Choose")):
            out += " and " + lower_first(part)
        else:
            out += ". " + part
    return out


def _lines(e) -> list[str]:
    """The paragraphs of one top-level effect. A keyword op inside a Defense (a Transform:
    :func:`add_words`) gets its own paragraph, so the keyword starts it (Enchantress, Dzamor);
    its registered text takes the moment it happens as ``when``."""
    if e.op == "defense":
        inner = [x for x in e.effects if x.op in _KEYWORD_OPS]
        return [effect_text(e)] + [OP_TEXT[x.op](x, when="When you avoid an Attack with this card") for x in inner]
    return [effect_text(e)]


def _in_play(e) -> bool:
    """Abilities of an Ongoing card that work while it stays in play."""
    return e.op in ("when", "ability") or (e.op == "defense" and e.from_ == "play")


def card_text(card: Card) -> str:
    """The whole rules text of a card, one paragraph per top-level effect.

    An Ongoing card says what it does when played, then "Ongoing:" before each ability that
    works while it stays in play ("+1 Power." / "Ongoing: At the start of your turn, +1
    Power."). A card with no effects says so (:data:`NO_EFFECT_TEXT`)."""
    if not card.effects:
        return NO_EFFECT_TEXT
    token = _THIS.set(card)
    try:
        ongoing = card.has("ongoing")
        now = [line for e in card.effects if e.op != "ongoing" and not (ongoing and _in_play(e)) for line in _lines(e)]
        later = ["Ongoing: " + line for e in card.effects if ongoing and _in_play(e) for line in _lines(e)]
        if ongoing and not later:
            later = [effect_text(card.find("ongoing"))]
        return "\n".join(line + "." for line in now + later)
    finally:
        _THIS.reset(token)
