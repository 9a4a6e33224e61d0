"""Moving cards for a reason (issue 10, card language v2): the selector's candidates, the one
move routine every card-moving op shares, the zone-change event, and the kernel's ``move`` and
``draw`` ops.

* A **selector** (:class:`rules.catalog.schema.Selector`: ``from``, ``owner``, ``filter``,
  ``amount``, ``up_to``) names zone words. Each word is registered here by the family or game
  that knows where its cards are (:func:`source`); the kernel names no zone.
  :func:`candidates` lists the cards a selector may take, :func:`take` asks for them (through
  :func:`rules.engine.effects.ask`) and moves them.
* A **mover** (:func:`mover`) is what an op does with the cards it took: where they go, why,
  and the log line. The DC verbs (discard, destroy, gain, put on top) and the kernel's
  ``move`` op are movers on the same routine (:func:`take`).
* A move for a game reason (``cause``: ``discard``, ``destroy``, ``gain``, ``seal``...) goes
  through :func:`move_card`: the game may send the card elsewhere
  (:meth:`rules.engine.contract.Rules.move_destination`, a replacement effect such as a
  destroyed Weakness going back to its stack), then the card moves, then the game reacts
  (:meth:`rules.engine.contract.Rules.on_zone_change`: ``when`` abilities, blue banners).
  Plain moves of the engine (drawing, shuffling, clean-up) use :func:`rules.engine.zones.move`
  and emit nothing, so they cost nothing more.
* The ``draw`` op (:class:`Draw`) is every game's draw, so no game's cards depend on another
  game's or a family's ops for it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, NamedTuple

from pydantic import Field

from rules.catalog.schema import SELECT_ZONES, Amount, Model, Selector

from . import zones
from .effects import Ctx, ask, card_option, chosen_cards, matches
from .registry import GAMES, card_op, resume, rules_for
from .render import a_an, effect_text
from .state import TABLE, Purpose, State


# --------------------------------------------------------------------------- the event
class ZoneChange(NamedTuple):
    """A card moved for a game reason: ``card`` (uid) went from ``from_`` to ``to`` (each
    ``(owner, zone)``, owner a seat or ``TABLE``) because of ``cause`` (``discard``,
    ``destroy``, ``gain``, ``seal``... the words the game's ops use), done by ``seat``."""

    card: int
    from_: tuple[int, str]
    to: tuple[int, str]
    cause: str
    seat: int


def move_card(state: State, uid: int, owner: int, zone: str, *, cause: str | None, seat: int,
              top: bool = False) -> tuple[int, str]:
    """Move ``uid`` to ``zone`` of ``owner`` (``TABLE``: the table; ``top``: first) because of
    ``cause``, done by ``seat``. With a cause the game may replace the destination
    (:meth:`~rules.engine.contract.Rules.move_destination`) and reacts to the zone change
    after the card moved (:meth:`~rules.engine.contract.Rules.on_zone_change`); without one it
    is a plain move. Returns where the card went."""
    if cause is None:
        zones.move(state, uid, owner, zone, top=top)
        return (owner, zone)
    game = GAMES[state.game]  # (rules_for's look-up, without its call: every move for a reason)
    change = ZoneChange(uid, state.where[uid], (owner, zone), cause, seat)
    to = game.move_destination(state, change)
    if to != change.to:
        change = change._replace(to=to)
    zones.move(state, uid, to[0], to[1], top=top)
    game.on_zone_change(state, change)
    return to


# --------------------------------------------------------------------------- zone words
class Source(NamedTuple):
    """Where a selector's zone word finds cards: ``find(state, seat, ctx)`` lists them for
    ``seat`` (the player resolving the effect, or each seat ``owner`` names; a table word
    ignores it); ``zones`` are the zones a decision's purpose names for them; ``where`` the
    words of a prompt ("the Line-Up"; "" says nothing); ``chosen`` False: the cards are taken
    as they come, without a question (this card, the top of a deck), when every word of the
    selector is such; ``looked``: for such a word, what it looks at, ``{who}`` standing for
    the player's name ("the top card of {who}'s deck"), for the log line of a filtered take
    that finds no card to take there (:func:`_say_none`; "" says nothing)."""

    find: Callable[[State, int, Ctx], list[int]]
    zones: tuple[str, ...]
    where: str = ""
    chosen: bool = True
    table: bool = False
    looked: str = ""


#: zone word -> its :class:`Source`, registered by a family or a game (:func:`source`)
SOURCES: dict[str, Source] = {}


def source(word: str, find: Callable[[State, int, Ctx], list[int]], *, zones_: tuple[str, ...] | None = None,
           where: str = "", chosen: bool = True, table: bool = False, means: str = "", looked: str = "") -> None:
    """Register the selector zone word ``word`` (see :class:`Source`); ``means`` describes it
    for the JSON Schema. ValueError for a word already registered."""
    if word in SOURCES:
        raise ValueError(f"zone word {word!r} is already registered")
    SOURCES[word] = Source(find, zones_ or (word,), where, chosen, table, looked)
    SELECT_ZONES[word] = means or word


def player_zone(seat_zone: str) -> Callable[[State, int, Ctx], list[int]]:
    """A finder for the cards of a player zone, in order (for :func:`source`)."""
    return lambda state, seat, ctx: list(state.players[seat].zones.get(seat_zone, ()))


def table_zone(name: str) -> Callable[[State, int, Ctx], list[int]]:
    """A finder for the cards of a table zone, in order (for :func:`source`)."""
    return lambda state, seat, ctx: list(state.table.get(name, ()))


def _seats(state: State, seat: int, owner: str) -> list[int]:
    if owner == "you":
        return [seat]
    if owner == "foes":
        return list(state.foes(seat))
    return [seat, *state.foes(seat)]


def candidates(state: State, sel: Selector, ctx: Ctx) -> list[int]:
    """The cards ``sel`` may take for the player ``ctx["p"]``: the cards of its zone words,
    in the order listed, each once, matching its filter. The card resolving the effect
    (``ctx["src"]``, a Defense already discarded...) is never among cards to choose from; a
    word taken without a question takes it as it comes (``this``; the top of a deck, whatever
    card is there)."""
    seat, this = ctx["p"], ctx.get("src")
    out: list[int] = []
    flt, cards = sel.filter, state.cards  # (read once: a field of a model costs more than a name)
    for word in sel.from_:
        src = SOURCES[word]
        for s in ([seat] if src.table else _seats(state, seat, sel.owner)):
            for u in src.find(state, s, ctx):
                if u not in out and (u != this or not src.chosen) and (flt is None or matches(cards[u], flt)):
                    out.append(u)
    return out


def chosen(sel: Selector) -> bool:
    """True when taking ``sel``'s cards is a choice (a word of it is a chosen one)."""
    return any(SOURCES[w].chosen for w in sel.from_)


def purpose_zones(sel: Selector) -> tuple[str, ...]:
    """The zones ``sel``'s cards come from, for a decision's purpose."""
    return tuple(dict.fromkeys(z for w in sel.from_ for z in SOURCES[w].zones))


def where_words(sel: Selector) -> str:
    """" from the Line-Up or your discard pile": where ``sel``'s cards are, for a prompt."""
    places = [SOURCES[w].where for w in sel.from_ if SOURCES[w].where]
    return f" from {' or '.join(places)}" if places else ""


# --------------------------------------------------------------------------- movers
class Mover(NamedTuple):
    """What an op does with the cards its selector took. ``verb``: the purpose's verb and
    the prompt's ("discard"; ``prompt`` when the prompt says more, "put on top of your deck");
    ``dest(state, eff, ctx)`` -> ``(owner, zone, top, cause)``: where each goes and why
    (``cause`` None: a plain move); ``say(state, seat, uid, eff)`` logs one move and does what
    must precede it, just before it happens; ``after(state, eff, ctx, moved)`` runs once the
    cards moved (``moved``: their uids, in order; an "if you do" counts them); ``where``: the prompt says where the cards are;
    ``to``: the zone a purpose names; ``into``: where the cards go, in the prompt's words,
    when the card says where (" into your hand": a Metal trial read "Choose a card ... to gain
    from the Line-Up" for The Devastator's Reward, which puts it into the hand), "" when not."""

    verb: str
    dest: Callable[[State, Any, Ctx], tuple[int, str, bool, str | None]]
    say: Callable[[State, int, int, Any], None]
    after: Callable[[State, Any, Ctx, list[int]], None] | None = None
    prompt: str = ""
    where: bool = True
    to: Callable[[Any], str | None] | None = None
    into: Callable[[State, Any], str] | None = None


#: op name -> its :class:`Mover`
MOVERS: dict[str, Mover] = {}


def mover(op: str, m: Mover) -> None:
    """Make ``m`` what the op ``op`` does with the cards it takes (:func:`take`)."""
    MOVERS[op] = m


def take(state: State, eff: Selector, ctx: Ctx, cards: list[int] | None = None, *, up_to: bool | None = None,
         via: str | None = None, pays: str = "", noun: str = "") -> None:
    """The move routine of every op that takes cards: the candidates of ``eff``'s selector
    (or ``cards``, already found), taken as they come when nothing is to choose (the top of a
    deck: one at a time, so an empty deck is reshuffled when a card must be taken from it),
    else asked for (``amount``, or up to it with the selector's ``up_to``, or ``up_to`` when
    given), then moved by the op's mover (``via``: the mover registered under that name, for
    an op that takes cards in more than one way, such as looking at cards and then discarding
    or keeping some); ``pays``: what taking them pays, said in the question ("... to discard
    for Surge": a cost's reward); ``noun``: what the cards are, for the log line of a question
    answered with none, when the selector's filter does not say it ("revealed card"). KeyError
    for a mover nobody registered."""
    m = MOVERS[via or eff.op]
    n = _amount(state, eff, ctx)
    if cards is None and not chosen(eff):
        got = []
        for _ in range(n):
            pool = [u for u in candidates(state, eff, ctx) if u not in got]
            if not pool:
                break
            got.append(pool[0])
            _move_one(state, m, eff, ctx, pool[0])
        if not got and eff.filter is not None:
            _say_none(state, m, eff, ctx)
        if m.after is not None:
            m.after(state, eff, ctx, got)
        return
    pool = candidates(state, eff, ctx) if cards is None else cards
    may = eff.up_to if up_to is None else up_to
    # the most that can be chosen: fewer cards than the effect allows are all it can take, and
    # the question says that number (issue 14, JLD trial: Doctor Destiny's "Choose up to 2
    # cards" over one card, with "Choose up to 1 (or none)" under it)
    most = min(n, len(pool)) if may and pool else n
    # "You may choose a card", "Choose up to 2 cards": never "up to a card" (issue 14)
    # the filter said (JLD trial: Hecate's gain offered 3 of 5 Line-Up cards and never said
    # "cost 5 or less"): "a card with cost 5 or less", "a Hero"; for several, after the zone
    filtered = _FILTER_WORDS[0](eff.filter) if _FILTER_WORDS and eff.filter is not None else ""
    one = a_an(filtered) if filtered else "a card"
    what = {(True, True): f"You may choose {one}", (True, False): f"Choose {one}"}.get(
        (most == 1, bool(may)), f"{'Choose up to' if may else 'Choose'} {most} cards")
    prompt = f"{what} to {m.prompt or m.verb}"
    if m.where:
        prompt += where_words(eff)
    if m.into is not None:
        prompt += m.into(state, eff)
    if filtered and most != 1:
        prompt += f" ({filtered} only)"
    if pays:
        prompt += f" for {pays}"
    # (read from the fields: getattr on a model without the field raises inside pydantic, slowly)
    elif then := eff.__dict__.get("if_you_do"):  # what taking them brings about, said before the choice
        prompt += f" (if you do: {_then_words(state, then, ctx)})"  # Metal trial: Breakthrough's return
    to = m.to(eff) if m.to is not None else None
    noun = noun or filtered
    ask(state, "cards", ctx["p"], prompt, [card_option(state, u) for u in pool], 0 if may else n, n,
        "moves_chosen", purpose=Purpose(m.verb, purpose_zones(eff), to, ctx.get("src"), noun=noun), eff=eff, ctx=ctx,
        via=via)


def _say_none(state: State, m: Mover, eff: Selector, ctx: Ctx) -> None:
    """Log what a card's filtered take without a question looked at when it found nothing to
    take (new-user trial of Metal: The Dark Multiverse logged only "... triggers." turn after
    turn): "The Dark Multiverse: the top card of Ann's deck is not a Vulnerability or Weakness,
    so Ann destroys nothing." The card looked at is not named: it stays hidden in its deck,
    from everyone. Said only when every zone word of the selector tells what it looks at
    (:attr:`Source.looked`) and a card's effect takes (``ctx["src"]``)."""
    src = ctx.get("src")
    if state.headless or src is None or not _FILTER_WORDS:
        return
    words = [SOURCES[w].looked for w in eff.from_]
    if not all(words):
        return
    seat = ctx["p"]
    who = state.players[seat].name
    looked = " or ".join(w.format(who=who) for w in words)
    noun = _FILTER_WORDS[0](eff.filter)
    verb = rules_for(state.game).verb_words.get(m.verb) or m.verb
    found = any(SOURCES[w].find(state, seat, ctx) for w in eff.from_)
    what = f"{looked} is not {a_an(noun)}" if found else f"there is no {looked.removeprefix('the ')}"
    state.log("nothing", f"{state.name(src)}: {what}, so {who} {verb}s nothing.", seat)


def _then_words(state: State, effects: list, ctx: Ctx) -> str:
    """An effect's ``if_you_do`` in words for a question, lower case, "this card" named
    ("return Breakthrough to its stack")."""
    words = "; ".join(t for t in (effect_text(e) for e in effects) if t)
    if ctx.get("src") is not None:
        words = words.replace("this card", state.name(ctx["src"]))
    return words[:1].lower() + words[1:]


#: how a card filter is said as a noun ("Starter", "Hero or Villain"): the family whose card
#: text defines filters sets it (:func:`filter_words_with`)
_FILTER_WORDS: list[Callable[[Any], str]] = []


def filter_words_with(fn: Callable[[Any], str]) -> None:
    """Make ``fn(filter) -> str`` the noun of a card filter in a log line ("Mystic Ritual: Ann
    has no Starter to Seal."); the family that writes card text registers it once."""
    _FILTER_WORDS[:] = [fn]


#: how a count (:class:`rules.catalog.schema.Count`) is made: the family whose card text
#: defines what is counted sets it (:func:`counts_with`)
_COUNT: list[Callable[[State, Any, Ctx], int]] = []


def counts_with(fn: Callable[[State, Any, Ctx], int]) -> None:
    """Make ``fn(state, count, ctx) -> int`` how a selector's ``amount`` that is a count is
    made (the family that evaluates counts registers it once)."""
    _COUNT[:] = [fn]


#: how a count is said after a noun ("a card" + " for each Hero you control"): the family
#: whose card text defines counts sets it (:func:`count_words_with`)
_COUNT_WORDS: list[Callable[[Any], str]] = []


def count_words_with(fn: Callable[[Any], str]) -> None:
    """Make ``fn(count) -> str`` the words of a count after "a card" in card text ("for each
    Hero you control"); the family that makes counts (:func:`counts_with`) registers it."""
    _COUNT_WORDS[:] = [fn]


def _amount(state: State, eff: Selector, ctx: Ctx) -> int:
    """``eff.amount`` now. ValueError for a count when no family says how to make one."""
    if isinstance(eff.amount, int):
        return eff.amount
    if not _COUNT:
        raise ValueError("a count as an amount needs a family that makes counts (counts_with)")
    return _COUNT[0](state, eff.amount, ctx)


def _move_one(state: State, m: Mover, eff, ctx: Ctx, uid: int) -> None:
    owner, zone, top, cause = m.dest(state, eff, ctx)
    m.say(state, ctx["p"], uid, eff)
    move_card(state, uid, owner, zone, cause=cause, seat=ctx["p"], top=top)


@resume("moves_chosen")
def _moves_chosen(state: State, answer, eff, ctx: Ctx, via: str | None = None) -> None:
    m = MOVERS[via or eff.op]
    uids = chosen_cards(answer)
    for uid in uids:
        _move_one(state, m, eff, ctx, uid)
    if m.after is not None:
        m.after(state, eff, ctx, uids)


# --------------------------------------------------------------------------- the move op
class Move(Selector):
    """Move cards: the selector's cards go to ``to`` (a zone of the player resolving the
    effect, or a table zone), on top or at the bottom (``position``), for ``cause`` (a game's
    word: ``discard``, ``destroy``, ``gain``...; the zone-change event that ``when``
    abilities, blue banners and replacements read), or as a plain move without one."""

    op: Literal["move"]
    to: str = Field(pattern=r"^[a-z][a-z_]*$", max_length=40)
    position: Literal["top", "bottom"] = "bottom"
    cause: str | None = Field(None, pattern=r"^[a-z][a-z_]*$", max_length=20)


def _move_dest(state: State, eff: Move, ctx: Ctx) -> tuple[int, str, bool, str | None]:
    seat = ctx["p"]
    owner = seat if eff.to in state.players[seat].zones else TABLE
    return owner, eff.to, eff.position == "top", eff.cause


def _move_say(state: State, seat: int, uid: int, eff: Move) -> None:
    """The log line of one move: its cause's verb in the game's word ("Ann discards Funding.",
    Mistborn's "eliminates"), else where it goes ("Ann moves Funding to their discard pile.";
    a co-op trial read "moves Funding to discard (discard)")."""
    if state.headless:  # nobody reads the log (speed)
        return
    rules = rules_for(state.game)
    name = state.players[seat].name
    if eff.cause:
        verb = rules.verb_words.get(eff.cause, eff.cause)
        state.log("move", f"{name} {verb}{'es' if verb.endswith(('s', 'sh', 'ch')) else 's'} {state.name(uid)}.", seat)
        return
    whose = "their " if eff.to in state.players[seat].zones else "the "
    state.log("move", f"{name} moves {state.name(uid)} to {whose}{rules.zone_word(eff.to)}.", seat)


def _move_into(state: State, eff: Move) -> str:
    """Where a move's cards go, for its question: " to your discard pile" (a co-op trial read
    "Choose 2 cards to move" with no word of where); "" for a table zone, which the card says."""
    return f" to your {rules_for(state.game).zone_word(eff.to)}" if eff.to in state.players[0].zones else ""


def _move_text(e: Move) -> str:
    """Game-free words: "Move up to 2 cards from hand or discard to the top of deck (destroy)"."""
    n = e.amount if isinstance(e.amount, int) else "some"
    cards = "a card" if n == 1 else f"{n} cards"
    flt = " matching a filter" if e.filter is not None else ""
    whose = {"you": "", "foes": " of each foe", "any": " of any player"}[e.owner]
    where = " or ".join(z.replace("_", " ") for z in e.from_)
    pos = "the top of " if e.position == "top" else ""
    why = f" ({e.cause})" if e.cause else ""
    return f"Move {'up to ' if e.up_to else ''}{cards}{flt} from {where}{whose} to {pos}{e.to.replace('_', ' ')}{why}"


card_op(Move, take, _move_text, docs={})
mover("move", Mover("move", _move_dest, _move_say, where=False, to=lambda e: e.to, into=_move_into))


# --------------------------------------------------------------------------- the draw op
class Draw(Model):
    """Draw ``amount`` cards (a number, or a count a family makes), into the hand of the
    player resolving the effect. Every game's draw rule (Metal "Shuffling Your Deck", Metro
    glossary "Draw", Mistborn "A Player's Turn"): the discard pile is shuffled into a new deck
    only when a card must be drawn from an empty deck, and drawing stops when both are empty
    (:func:`rules.engine.zones.draw`). The cards drawn are remembered in ``ctx["drew"]`` for the
    rest of the effect (Metal "Weakness Cards": a draw-then-discard effect may discard the card
    it drew)."""

    op: Literal["draw"]
    amount: Amount = 1


def _draw(state: State, eff: Draw, ctx: Ctx) -> None:
    got = zones.draw(state, ctx["p"], _amount(state, eff, ctx))
    # changed in place, so recorded: a refused command is undone (State.rollback)
    drew = ctx.get("drew")
    if drew is None:
        drew = ctx["drew"] = []
        state.note("key", ctx, "drew")
    state.note("extend", drew, len(drew))
    drew.extend(got)


def _draw_text(e: Draw) -> str:
    """"Draw a card", "Draw 2 cards", "Draw a card for each Hero you control"."""
    if isinstance(e.amount, int):
        return "Draw a card" if e.amount == 1 else f"Draw {e.amount} cards"
    how = _COUNT_WORDS[0](e.amount) if _COUNT_WORDS else "for each one counted"
    return f"Draw a card {how}"


card_op(Draw, _draw, _draw_text, docs={"amount": "How many cards: a number, or a count."})
