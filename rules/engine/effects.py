"""The effect interpreter's core: the task loop on ``State.stack``, decisions, and the test
of a card against a card filter.

An effect never waits for input: when it needs a choice it sets ``State.pending`` (see
:func:`ask`) naming a resume handler, and :func:`run` stops until ``choose`` answers it.
Ctx (a plain dict) binds the words of card text: ``p`` = "you" (the seat resolving the
effect; a foe inside an Attack), ``src`` = the card's uid, ``rev`` = the card revealed by the
current ``reveal``, ``atk`` = the attacker's seat inside an Attack, ``by_effect`` = the card
was played by an effect (or played again), not by its player's command. A Ctx is shared by the
tasks of one card and is never changed in place, but through :meth:`State.note` (``drew``, the
cards this effect drew), so that ``apply`` can undo a refused command.

The op handlers are not here: a family or a game registers them
(:func:`rules.engine.registry.op`) when its package is imported, as do the counts and
conditions its card text uses (the DC family's: :mod:`rules.families.dc`). The kernel keeps
the loop, the decisions and :func:`matches`, the test of a card against a card filter.
"""

from __future__ import annotations

from typing import Any

from rules.catalog.schema import Card, CardFilter, walk

from .registry import OPS, RESUMES, TASKS, rules_for, task
from .render import name_list
from .state import TABLE, Decision, Option, Purpose, State, Task
from .teach import asker_of, log_nothing

Ctx = dict[str, Any]


# --------------------------------------------------------------------------- the loop
def push(state: State, fn: str, **data) -> None:
    """Schedule a task; the last pushed runs first."""
    state.stack.append(Task(fn, data))


def push_effects(state: State, effects: list, ctx: Ctx) -> None:
    """Schedule a list of effects to resolve in order with ``ctx``."""
    if effects:
        state.stack.append(Task("effects", {"effs": effects, "i": 0, "ctx": ctx}))


#: the most tasks one command may resolve (issue 8 §4). A command of the shipped games takes
#: at most a few dozen; cards that keep triggering each other (a blue banner that discards
#: the card it is on) would take forever.
MAX_TASKS = 2_000


class TooManySteps(Exception):
    """Resolving one command took more than :data:`MAX_TASKS` tasks; ``cards`` names the cards
    whose effects were still waiting (the likely loop)."""

    def __init__(self, cards: list[str]):
        super().__init__(f"more than {MAX_TASKS} steps")
        self.cards = cards


def run(state: State, limit: int = MAX_TASKS) -> None:
    """Resolve tasks until a decision is pending, the stack is empty or the game is over.
    Raises :class:`TooManySteps` after ``limit`` tasks, leaving the state part-way: the
    caller rolls it back (:func:`rules.engine.game.apply`)."""
    stack = state.stack
    while state.pending is None and stack and not state.game_over:
        if limit <= 0:
            raise TooManySteps(_looping_cards(state))
        limit -= 1
        t = stack.pop()
        if t.fn == "effects":  # the most frequent task, called without building keywords (speed)
            d = t.data
            _effects(state, d["effs"], d["i"], d["ctx"])
        else:
            TASKS[t.fn](state, **t.data)


def _looping_cards(state: State) -> list[str]:
    """The names of the cards whose effects wait on the stack, most often first."""
    seen: dict[str, int] = {}
    for t in state.stack:
        src = (t.data.get("ctx") or {}).get("src")
        if isinstance(src, int) and 0 <= src < len(state.cards):
            seen[state.name(src)] = seen.get(state.name(src), 0) + 1
    return sorted(seen, key=lambda n: -seen[n])


#: the list of effects and the index of the effect resolving now (:func:`repeat_of`), or None
_resolving: tuple[list, int] | None = None


@task("effects")
def _effects(state: State, effs: list, i: int, ctx: Ctx) -> None:
    global _resolving
    if i + 1 < len(effs):
        state.stack.append(Task("effects", {"effs": effs, "i": i + 1, "ctx": ctx}))
    eff = effs[i]
    _resolving = (effs, i)
    try:
        OPS[eff.op](state, eff, ctx)
    finally:
        _resolving = None


def repeat_of() -> tuple[int, int] | None:
    """(k, n) when the effect resolving now is the k-th of n identical effects in a row of one
    list (a card's "destroy a shield" twice), else None: a question it asks is numbered
    ("(2 of 2)", issue 14 co-op trial: the same question twice in a row looked like a repeat)."""
    if _resolving is None:
        return None
    effs, i = _resolving
    first, last = i, i
    while first > 0 and effs[first - 1] == effs[i]:
        first -= 1
    while last + 1 < len(effs) and effs[last + 1] == effs[i]:
        last += 1
    return (i - first + 1, last - first + 1) if last > first else None


# --------------------------------------------------------------------------- decisions
def card_option(state: State, uid: int) -> Option:
    """The option naming card ``uid``, with the zone it is in now (id ``c<uid>``)."""
    owner, zone = state.where[uid]
    return Option(f"c{uid}", state.name(uid), uid, "card", zone, owner)


def seat_option(state: State, seat: int) -> Option:
    """The option naming player ``seat`` (id ``p<seat>``)."""
    return Option(f"p{seat}", state.players[seat].name, kind="seat", seat=seat)


def yes_no() -> list[Option]:
    """The options of a ``yes_no`` decision: ``yes`` and ``no``."""
    return [Option("yes", "Yes"), Option("no", "No")]


def ask(
    state: State,
    kind: str,
    player: int,
    prompt: str,
    options: list[Option],
    mn: int,
    mx: int,
    resume_fn: str,
    *,
    purpose: Purpose,
    **data,
) -> None:
    """The one way to make ``player`` decide (:class:`~rules.engine.state.Decision`, whose
    docstring gives each ``kind``'s answer): ``prompt`` is what the player reads, ``purpose``
    what the decision is for (clients read it, never the prompt), ``resume_fn`` the handler
    (:func:`rules.engine.registry.resume`) called with the answer and ``data``.

    For an answer of option ids, ``mn``/``mx`` bound how many options are picked (``mn = 0``
    makes the decision optional); for a number, the lowest and highest number; for a split,
    the fewest and most points shared out; for a text, its shortest and longest length.

    A question with only one possible answer is not asked: it resolves at once and is logged
    for the player (DESIGN §2: players are asked only real questions)."""
    forced: Any = None
    optional = mn == 0  # (before mn is bounded by the options found: a "may" that found none is still a "may")
    if kind == "number":
        forced = mn if mn == mx else None
    elif kind == "split":
        if mx == 0 or (mn == 0 and not options):
            forced = {}
        elif mn == mx and len(options) == 1:
            forced = {options[0].id: mn}
    elif kind != "text":
        mx = min(mx, len(options))
        mn = min(mn, mx)
        if not options:
            forced = []
        elif mn == mx == len(options):
            forced = [o.id for o in options]
        elif mn == mx and len({o.label for o in options}) == 1 and all(o.kind == "card" for o in options):
            forced = [o.id for o in options[:mn]]  # identical cards: any copy is the same answer
    if forced is not None:
        labels = _answer_words(options, forced) if not state.headless else None  # no line in a sim (speed)
        if labels:  # an answer that is something (not "none")
            who = state.players[player].name
            # only the player reads it: a public line would tell that the hand left no choice
            # (what the answer does is logged by the rule that asked, as for a real answer);
            # the answer, not the question (the log is a story: issue 14)
            # a card that asks names itself; a rule's reference ("Co-op: General Notes") is not
            # something a player asked of, so the line then names no asker
            by = asker_of(state, purpose) if purpose is not None and purpose.source is not None else ""
            labels = labels.rstrip(".")  # an option that is a sentence ("Gain 2 Weaknesses.")
            line = (f"{by}: {labels}, chosen for {who} (the only choice)." if by
                    else f"Chosen for {who} (the only choice): {labels}.")
            if _hidden_choice(state, player, options, purpose):
                state.log("auto", "", player, line, question=prompt)
            else:
                # a choice everyone can see was the only one (a metal token, a market card, a
                # player): a public line, and no keyboard handed over to read it (co-op trial:
                # Cat was handed the keyboard only to read such a notice)
                state.log("auto", line, player)
        elif not options and kind not in ("number", "split", "text"):
            log_nothing(state, player, purpose, options, declined=False, optional=optional)
        RESUMES[resume_fn](state, forced, **data)
        return
    repeat = repeat_of()
    if repeat is not None:
        prompt += f" ({repeat[0]} of {repeat[1]})"
    state.pending = Decision(kind, player, _with_place(prompt, _all_in(state, player, options, purpose)),
                             _zoned(state, player, options), mn, mx, resume_fn, data, purpose)


def _hidden_choice(state: State, player: int, options: list[Option], purpose: Purpose | None) -> bool:
    """Whether that a question of ``player`` had one possible answer may tell something hidden
    (a hand's cards): then its answer is told to the player alone, and a client hands them the
    keyboard as for a real question (:attr:`rules.engine.state.Event.question`), so a hand-off
    never tells a hand. Not so when the asker says its options come from what everyone sees
    (``purpose.public``: metal tokens, players), or when they are cards taken only from zones
    everyone sees (``purpose.from_``, an Ally in play): such an answer is told to all, and
    nobody is handed the keyboard just to read it (Mistborn co-op trial)."""
    if purpose is not None and purpose.public:
        return False
    rules = rules_for(state.game)

    def seen(owner: int | None, zone: str | None) -> bool:
        return zone is not None and rules.zone_role(TABLE if owner is None or owner < 0 else owner, zone) == "public"

    if purpose is None or not purpose.from_ or not options or any(o.kind != "card" for o in options):
        return True
    return not (all(seen(player if z in rules.player_zones else TABLE, z) for z in purpose.from_)
                and all(seen(o.owner, o.zone) for o in options))


def _with_place(prompt: str, place: str) -> str:
    """``prompt`` with :func:`_all_in`'s ``place`` (" (all in your slot 1)"); a prompt that ends
    "(or none)" takes it into that aside, one aside: "... (or none; all in your slot 1)" (Metro
    trial: "... too (or none) (all in your slot 1)" read badly)."""
    tail = " (or none)"
    if place and prompt.endswith(tail):
        return f"{prompt[:-len(tail)]} (or none; {place[2:-1]})"
    return prompt + place


def _all_in(state: State, player: int, options: list[Option], purpose: Purpose) -> str:
    """" (all in your hand)": when the question may take cards from several zones but every
    option is in one, the prompt says which (new-user trial: Doctor Destiny's Reward listed
    "Weakness / Punch / Punch" with "from your hand or discard pile"); the labels stay plain."""
    cards = [o for o in options if o.kind == "card"]
    if (purpose.verb == "defend"  # "Defend against X? If you don't: ..." names no zones to narrow
            or len(purpose.from_) < 2 or not cards or len({(o.owner, o.zone) for o in cards}) > 1):
        return ""
    where = _place(state, rules_for(state.game), player, cards[0])
    if not where or where.startswith("in "):
        return ""
    owner = cards[0].owner
    return f" (all in {'your ' if owner == player else 'the ' if owner is None or owner < 0 else ''}{where})"


def _zoned(state: State, player: int, options: list[Option]) -> list[Option]:
    """``options``, each card labelled with its zone when the cards come from several zones
    (issue 14): "Vulnerability (hand)", "Vulnerability (discard pile)", "Punch (Ben's hand)"
    for another player's zone. :func:`rules.engine.textcmd.resolve` still reads the plain name."""
    if len({(o.owner, o.zone) for o in options if o.kind == "card"}) < 2:  # one place: nothing to tell apart
        return options
    rules = rules_for(state.game)
    words = [_place(state, rules, player, o) for o in options]
    if len(set(filter(None, words))) < 2:
        return options
    # a new Option, built field by field (dataclasses.replace costs several times more)
    # an option a game labelled with its place already (Metro City's Heroic Sacrifice) keeps it
    return [Option(o.id, f"{o.label} ({w})", o.card, o.kind, o.zone, o.owner, o.seat, o.value)
            if w and not o.label.endswith(f"({w})") else o for o, w in zip(options, words)]


def _place(state: State, rules: Any, player: int, o: Option) -> str:
    """Where card option ``o`` is, in words ("hand", "Ben's discard pile"); "" for an option
    that is not a card or a zone the game does not name (:meth:`Rules.zone_word`)."""
    if o.kind != "card" or o.zone is None or not (where := rules.zone_word(o.zone)):
        return ""
    if o.owner is not None and o.owner >= 0 and o.owner != player:
        return f"{state.players[o.owner].name}'s {where}"
    return where


def _answer_words(options: list[Option], answer: Any) -> str:
    """A forced answer as the log shows it: option labels, a number, or points and label
    ("3 to Ann (40 health)")."""
    if isinstance(answer, int):
        return str(answer)
    if isinstance(answer, dict):
        return name_list(f"{answer[o.id]} to {o.label}" for o in options if o.id in answer)
    return name_list(o.label for o in options if o.id in answer)


def chosen_cards(answer: list[str]) -> list[int]:
    """The card uids named by a decision's answer (ids ``c<uid>``)."""
    return [int(a[1:]) for a in answer if a.startswith("c")]


# --------------------------------------------------------------------------- filters
#: :func:`matches` answers by filter, then by card: ``id(flt) -> (flt, {id(card): (card,
#: answer)})``. Each entry holds its objects, so an id() is not reused while it is there: an
#: entry found is the object's (no identity test needed). Both are frozen models, so an
#: answer never changes; bounded: emptied when full
_MATCHES: dict[int, tuple[CardFilter, dict[int, tuple[Card, bool]]]] = {}
_MATCHES_MAX = 4096


def matches(card: Card, flt: CardFilter | None) -> bool:
    """True when ``card`` fits every field of the filter (None matches anything); ``type`` and
    ``subtype`` together are one test, passed by either (see :class:`CardFilter`). Answered
    once per filter and card (speed: triggers and counts test the cards played at every
    play, and each field read of a pydantic model costs several plain reads)."""
    if flt is None:
        return True
    by_card = _MATCHES.get(id(flt))
    if by_card is None:
        if len(_MATCHES) >= _MATCHES_MAX:
            _MATCHES.clear()
        by_card = _MATCHES[id(flt)] = (flt, {})
    hit = by_card[1].get(id(card))
    if hit is None:
        hit = by_card[1][id(card)] = (card, _fits(card, flt))
    return hit[1]


def _fits(card: Card, flt: CardFilter) -> bool:
    """:func:`matches` worked out field by field."""
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
    if flt.keyword is not None and not any(k.lower() in card_ops(card) for k in flt.keyword):
        return False
    return True


_OPS: dict[int, tuple[Card, frozenset[str]]] = {}


def card_ops(card: Card) -> frozenset[str]:
    """Every op anywhere in ``card``'s effects (nested ones too), cached per Card object
    (the cache holds the card, so its id() is not reused)."""
    hit = _OPS.get(id(card))
    if hit is None or hit[0] is not card:
        hit = _OPS[id(card)] = (card, frozenset(e.op for e in walk(card.effects)))
    return hit[1]
