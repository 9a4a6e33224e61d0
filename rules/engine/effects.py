"""The effect interpreter's core: the task loop on ``State.stack``, decisions, and the
filters, counts and conditions of card text.

An effect never waits for input: when it needs a choice it sets ``State.pending`` (see
:func:`ask`) naming a resume handler, and :func:`run` stops until ``choose`` answers it.
Ctx (a plain dict) binds the words of card text: ``p`` = "you" (the seat resolving the
effect; a foe inside an Attack), ``src`` = the card's uid, ``rev`` = the card revealed by the
current ``reveal``, ``atk`` = the attacker's seat inside an Attack, ``by_effect`` = the card
was played by an effect (or played again), not by its player's command. A Ctx is shared by the
tasks of one card and is never changed in place, but through :meth:`State.note` (``drew``, the
cards this effect drew), so that ``apply`` can undo a refused command.

Order rules (Metal "Resolving Card Abilities"): a played card resolves fully before the
abilities it triggers; an effect on several players goes clockwise from the player who
played it; simultaneous triggers are ordered by their controller (one ``order`` decision).

The op handlers live in modules named for what they hold: :mod:`.ops_cards` (Power and
cards moving between zones), :mod:`.ops_reveal` (revealing and looking at cards),
:mod:`.ops_flow` (choices, conditions and effects on each foe), :mod:`.attacks` and
:mod:`.triggers` (playing and gaining cards, When abilities). :mod:`.game` imports them all,
so the engine has every op registered.
"""

from __future__ import annotations

from typing import Any

from rules.catalog.schema import Card, CardFilter, Condition, Count, walk

from .registry import OPS, RESUMES, TASKS, task
from .state import Decision, Option, Purpose, State, Task

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
        TASKS[t.fn](state, **t.data)


def _looping_cards(state: State) -> list[str]:
    """The names of the cards whose effects wait on the stack, most often first."""
    seen: dict[str, int] = {}
    for t in state.stack:
        src = (t.data.get("ctx") or {}).get("src")
        if isinstance(src, int) and 0 <= src < len(state.cards):
            seen[state.name(src)] = seen.get(state.name(src), 0) + 1
    return sorted(seen, key=lambda n: -seen[n])


@task("effects")
def _effects(state: State, effs: list, i: int, ctx: Ctx) -> None:
    if i + 1 < len(effs):
        state.stack.append(Task("effects", {"effs": effs, "i": i + 1, "ctx": ctx}))
    eff = effs[i]
    OPS[eff.op](state, eff, ctx)


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
        labels = _answer_words(options, forced)
        if labels:  # an answer that is something (not "none")
            who = state.players[player].name
            # only the player reads it: a public line would tell that the hand left no choice
            # (what the answer does is logged by the rule that asked, as for a real answer)
            state.log("auto", "", player, f"{who}: {prompt} → {labels} (the only possible answer)", question=prompt)
        RESUMES[resume_fn](state, forced, **data)
        return
    state.pending = Decision(kind, player, prompt, options, mn, mx, resume_fn, data, purpose)


def _answer_words(options: list[Option], answer: Any) -> str:
    """A forced answer as the log shows it: option labels, a number, or label and points."""
    if isinstance(answer, int):
        return str(answer)
    if isinstance(answer, dict):
        return ", ".join(f"{o.label} {answer[o.id]}" for o in options if o.id in answer)
    return ", ".join(o.label for o in options if o.id in answer)


def chosen_cards(answer: list[str]) -> list[int]:
    """The card uids named by a decision's answer (ids ``c<uid>``)."""
    return [int(a[1:]) for a in answer if a.startswith("c")]


# --------------------------------------------------------------------------- what a player controls
def controlled(state: State, seat: int) -> list[int]:
    """Cards ``seat`` controls: played this turn and still in play, and Ongoing cards."""
    z = state.players[seat].zones
    return z["played"] + z["ongoing"]


def played_in_play(state: State, seat: int) -> list[int]:
    """The cards ``seat`` played this turn that are still in play (Ongoing ones included)."""
    here = ((seat, "played"), (seat, "ongoing"))
    # a card played again is listed once (it is one card)
    return list(dict.fromkeys(u for u in state.turn.get("played", []) if state.where[u] in here))


def owned(state: State, seat: int) -> list[int]:
    """Every card ``seat`` owns, in any of their zones but the team (Characters)."""
    return [u for name, zone in state.players[seat].zones.items() if name != "characters" for u in zone]


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


# --------------------------------------------------------------------------- filters & counts
def matches(card: Card, flt: CardFilter | None) -> bool:
    """True when ``card`` fits every field of the filter (None matches anything); ``type`` and
    ``subtype`` together are one test, passed by either (see :class:`CardFilter`)."""
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
