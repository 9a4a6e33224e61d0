"""The engine's public face: ``new_game``, ``apply``, ``legal_commands``, ``view``.

``apply`` is atomic: the command is checked completely before anything changes, and an
illegal one raises :class:`~rules.engine.commands.Rejected` with the reason and the rule,
leaving the state as it was. A legal command's effects do what they can, so they do not fail
part-way; but a card file could still make them loop, or leave a decision nobody can answer
(issue 8 §4). So ``apply`` also takes a cheap checkpoint (:meth:`State.checkpoint`) and
refuses, putting the state back, a command whose effects take more than
:data:`~rules.engine.effects.MAX_TASKS` steps or end on a decision with no possible answer;
any other failure (a bug) puts the state back too before it propagates. A headless game
(the simulator's, :attr:`State.headless`) takes no checkpoint: it abandons a game whose
command fails.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable
from itertools import repeat
from operator import attrgetter, is_
from typing import Any

from rules.catalog.loader import Catalog, default_catalog
from rules.catalog.schema import Card

from .answers import answer_value, answerable, check_answer, sample_answers
from .commands import _IS_ANSWER, Choose, Command, Rejected, is_answer
from .contract import Rules  # noqa: F401  (re-exported: the contract every game implements)
from . import moves  # noqa: F401  (the kernel's own card ops, move and draw, registered for every game)
from .effects import MAX_TASKS, TooManySteps, run
from .options import check_setup
from .phases import phase_problem
from .render import name_list
from .looks import card_look
from .registry import GAMES, RESUMES, rules_for
from .state import Event, GameRandom, Player, State
from .teach import asker, between_turns, log_nothing, since_last_turn
from .textcmd import to_text


def new_game(
    game: str,
    players: list[str],
    seed: int,
    *,
    options: dict[str, Any] | None = None,
    catalog: Catalog | None = None,
    bots: list[str | None] | None = None,
    headless: bool = False,
) -> State:
    """A new game after set-up (it may wait on set-up decisions such as picking a
    Character), its log saying who goes first. ValueError for a wrong number of players, a name that is not plain text or
    an option the game does not know (:func:`rules.engine.options.check_setup`); KeyError for
    an unknown game. ``headless``: a bot game nobody watches (:attr:`State.headless`: no log,
    no undo of a failed command; the simulator's)."""
    rules = rules_for(game)
    check_setup(rules, players, options)
    catalog = catalog or default_catalog()
    cards: list[Card] = []
    for c in catalog.game_cards(game):
        cards.extend([c] * c.copies)
    state = State(
        game=game,
        cards=cards,
        where=[(-1, "box")] * len(cards),
        players=[Player(n, i, {z: [] for z in rules.player_zones}, {}, {}, (bots or [None] * len(players))[i])
                 for i, n in enumerate(players)],
        table={"box": list(range(len(cards)))},
        rng=GameRandom(seed),
        seed=seed,
        options=dict(options or {}),
        headless=headless,
    )
    rules.setup(state)
    state.first = state.active
    if len(players) > 1:  # set-up chose the first player (each game: drawn at random unless given)
        how = "" if state.options.get("first") is not None else " (drawn at random)"
        state.log("setup", f"{state.players[state.active].name} goes first{how}.")
    try:
        run(state)
    except TooManySteps as exc:
        raise ValueError(_loop_reason(exc)) from None
    return state


def check(state: State, cmd: Command) -> Rejected | None:
    """Why ``cmd`` cannot be applied now, or None."""
    if state.game_over:
        return Rejected("The game is over.")
    uid = cmd.__dict__.get("card")  # not getattr: a pydantic model raises slowly for a missing field
    if uid is not None and not 0 <= uid < len(state.cards):  # an id from outside (the API, a bot)
        return Rejected(f"There is no card #{uid} in this game.")
    d = state.pending
    if is_answer(cmd):
        if d is None:
            return Rejected("There is no decision to answer.")
        problem = check_answer(d, cmd)
        if problem is None and d.answer == "text":  # the game's own word on a name (taken already)
            problem = rules_for(state.game).text_problem(state, d, cmd.text)
        return problem
    if d is not None:
        return Rejected(f"{state.players[d.player].name} must first answer: {d.prompt.rstrip('.')}"
                        + ("" if d.prompt.endswith(("?", "!")) else "."))
    rules = rules_for(state.game)
    if rules.phases:  # the phase's commands (rules.engine.phases), before the game's own check
        problem = phase_problem(rules, state, cmd)
        if problem is not None:
            return problem
    return rules.check(state, cmd)


def apply(state: State, cmd: Command) -> list[Event]:
    """Apply ``cmd`` for the player who must act; returns the events it caused.
    Raises Rejected (state untouched) when it is illegal. A command that
    :func:`legal_commands` (or :func:`first_command`) has just listed for this state (the same
    object, no command applied since) is not checked again (speed: a bot game applies nothing else; the property tests
    check every listed command with :func:`check`).

    In a :attr:`~rules.engine.state.State.headless` game no checkpoint is taken: a command
    refused or failing once its effects began leaves the state part-way (the simulator then
    abandons the game); one refused by :func:`check` leaves it untouched as always."""
    listed, first = _LISTED, _FIRST
    if (listed[0] is not state or listed[1] != state.applied or not any(map(is_, listed[2], repeat(cmd)))) \
            and (first[2] is not cmd or first[0] is not state or first[1] != state.applied):
        problem = check(state, cmd)
        if problem is not None:
            raise problem
    first = len(state.events)
    saved = None if state.headless else state.checkpoint()
    answering = _IS_ANSWER.get(type(cmd))  # is_answer's memo, read inline (speed: every command)
    if answering is None:
        answering = is_answer(cmd)
    by = state.active if state.pending is None else state.pending.player  # State.decider, inline
    try:
        if answering:
            d = state.pending
            state.pending = None
            answer = answer_value(cmd)
            if answer == [] or (answer == ["no"] and d.kind == "yes_no"):  # the story tells it (issue 14)
                log_nothing(state, d.player, d.purpose, d.options, declined=True)
            RESUMES[d.resume](state, answer, **d.data)
        else:
            GAMES[state.game].perform(state, cmd)  # (rules_for's look-up, without its call: every command)
        run(state)
    except TooManySteps as exc:
        _undo(state, saved)
        raise Rejected(_loop_reason(exc), "card effects") from None
    except RecursionError:  # effects calling each other directly rather than through tasks
        _undo(state, saved)
        raise Rejected("Its card effects do not come to an end: the cards keep triggering each other. "
                       "The game is left as it was.", "card effects") from None
    except BaseException:
        _undo(state, saved)  # a bug: the state is left as it was, the error goes on
        raise
    d = state.pending
    if d is not None and not state.game_over and not answerable(d):
        _undo(state, saved)
        raise Rejected(f"This would leave a decision nobody can answer ({d.prompt}: choose {d.min} to {d.max} "
                       f"of {len(d.options)}); a card's definition is wrong.", "card effects")
    if saved is not None:
        state.settle()
    state.applied += 1
    state.last_command[by] = first
    if not answering:  # a move of the turn (an answer may have been forced elsewhere)
        state.command_start = first
    elif state.answer_start < state.command_start:  # the first answer since that move
        state.answer_start = first
    return state.events[first:]


def _undo(state: State, saved: tuple | None) -> None:
    """Put the state back as it was at the checkpoint ``saved`` (None: a headless game took
    none, so the state stays part-way)."""
    if saved is not None:
        state.rollback(saved)


def _loop_reason(exc: TooManySteps) -> str:
    """The refusal's reason when the step guard stopped a command (or set-up)."""
    who = f" ({name_list(exc.cards[:3])})" if exc.cards else ""
    return (f"Its card effects do not come to an end: more than {MAX_TASKS} steps, so the cards keep "
            f"triggering each other{who}. The game is left as it was.")


def legal_commands(state: State, *, limit: int = 64) -> list[Command]:
    """What the deciding player may do now. For a decision, every answer when there are at
    most ``limit`` of them, else a sample of them (each option at least once)."""
    if state.game_over:
        return []
    global _LISTED
    out = _listing(state, limit)
    _LISTED = (state, state.applied, tuple(out))  # apply finds a command in it by identity, in C (speed)
    return out


def first_command(state: State) -> Command | None:
    """The first command :func:`legal_commands` would list now, when the game can tell it
    without listing the rest (:meth:`Rules.first_command`; no decision pending), else None.
    Speed: a bot that takes the first command listed of some kind without reading the view
    (:attr:`hotseat.bots.HeuristicBot.takes_first`: most steps of a DC game play the first
    card in hand) needs no more, and :func:`apply` takes it unchecked, as a listed one."""
    if state.game_over or state.pending is not None:
        return None
    cmd = GAMES[state.game].first_command(state)  # remembered as listed (speed: every step)
    if cmd is not None:
        global _FIRST
        _FIRST = (state, state.applied, cmd)
    return cmd


def verb_first(state: State) -> Command | None:
    """The command the game's :attr:`~rules.engine.contract.Rules.bot_verbs` order picks now,
    when the game can tell it without listing every command (:meth:`Rules.verb_first`; no
    decision pending), else None. Speed, as :func:`first_command`: :func:`apply` takes it
    unchecked, as a listed one."""
    if state.game_over or state.pending is not None:
        return None
    cmd = GAMES[state.game].verb_first(state)  # remembered as listed
    if cmd is not None:
        global _FIRST
        _FIRST = (state, state.applied, cmd)
    return cmd


def listed_answer(state: State, ids: list[str], *, limit: int = 64) -> Command | None:
    """The answer choosing the options ``ids`` (in the order the options are given) to the
    pending decision, when :func:`legal_commands` with this ``limit`` lists every answer to it
    and this one among them, else None. Speed, as :func:`first_command`: a bot that works out
    its answer from the decision alone then needs no listing, and :func:`apply` takes it
    unchecked, as a listed one."""
    d = state.pending
    if d is None or state.game_over or d.answer != "options" or not d.min <= len(ids) <= d.max:
        return None
    options = d.options
    total, n = 0, len(options)
    for k in range(d.min, d.max + 1):
        total += math.comb(n, k)
        if total >= limit:  # a sample is listed
            return None
    pos = {o.id: i for i, o in enumerate(options)}
    if len(pos) != n:
        return None
    last = -1
    for i in ids:  # distinct options, in their order: a combination legal_commands lists
        at = pos.get(i)
        if at is None or at <= last:
            return None
        last = at
    cmd = _choose(tuple(ids))
    global _FIRST
    _FIRST = (state, state.applied, cmd)
    return cmd


#: the last :func:`first_command` found: (state, its ``applied`` count then, the command)
_FIRST: tuple = (None, -1, None)


def _turn_commands(state: State) -> list[Command] | tuple[Command, ...]:
    """The game's commands now (:meth:`Rules.legal`; no decision is pending): the ones
    :func:`legal_commands` has just listed for this state when no command was applied since
    (speed: a bot that reads the table view would list them twice at every step), else listed
    anew."""
    listed = _LISTED
    if listed[0] is state and listed[1] == state.applied:
        return listed[2]
    return rules_for(state.game).legal(state)


#: the last listing: (state, its ``applied`` count then, the commands listed)
_LISTED: tuple = (None, -1, ())


def _listing(state: State, limit: int) -> list[Command]:
    d = state.pending
    if d is None:
        return rules_for(state.game).legal(state)
    if d.answer == "text":
        rules = rules_for(state.game)
        return [c for c in sample_answers(state, d, limit) if rules.text_problem(state, d, c.text) is None]
    if d.answer != "options":
        return sample_answers(state, d, limit)
    ids = [o.id for o in d.options]
    out: list[Command] = []
    for k in range(d.min, d.max + 1):
        for combo in itertools.combinations(ids, k):
            out.append(_choose(combo))
            if len(out) >= limit:
                return _cover_every_option(out, ids, d.min, d.max)
    return out


#: answers already built, by their option ids: answers repeat across decisions and games
#: ("yes", the same cards), and building a pydantic model costs more than the rest of a
#: step's listing (speed: bench/games_per_second.py). Bounded: emptied when full.
_CHOOSE: dict[tuple[str, ...], Choose] = {}
_CHOOSE_MAX = 4096


def _choose(ids: tuple[str, ...]) -> Choose:
    """The answer choosing ``ids``, shared (commands are frozen; nobody changes one)."""
    c = _CHOOSE.get(ids)
    if c is None:
        if len(_CHOOSE) >= _CHOOSE_MAX:
            _CHOOSE.clear()
        c = _CHOOSE[ids] = Choose(options=list(ids))
    return c


def _cover_every_option(out: list[Command], ids: list[str], mn: int, mx: int) -> list[Command]:
    """Complete a truncated sample so that every option is picked by some listed answer
    (the combinations above stop early, so options late in the list were never named)."""
    if mx < 1:
        return out
    named = {o for c in out for o in c.options}
    size = max(mn, 1)
    for i in ids:
        if i not in named:
            out.append(Choose(options=[i] + [j for j in ids if j != i][: size - 1]))
    return out


_INFO: dict[int, tuple[Card, dict[str, Any]]] = {}
_NAME = attrgetter("name")


def _facts(card: Card) -> dict[str, Any]:
    """The template of :func:`card_facts`, built once per Card object (the cache holds the
    card, so its id() is not reused). Never handed out: callers copy it."""
    hit = _INFO.get(id(card))
    if hit is None or hit[0] is not card:
        rules = GAMES.get(card.game)
        look, badges = (card_look(rules, card), tuple(s for s in card.subtypes if s in rules.badge_subtypes)) \
            if rules is not None else ("plain", ())
        facts = {"name": card.name, "cost": card.cost, "vp": card.vp, "type": card.type,
                 "subtypes": tuple(card.subtypes), "kind": card.kind, "look": look, "badges": badges}
        note = rules.card_note(card) if rules is not None else ""
        if note:
            facts["note"] = note
        if rules is not None and rules.card_points:  # a game that scores cards: a 0 is worth telling
            facts["points"] = rules.card_points
        hit = _INFO[id(card)] = (card, facts)
    return hit[1]


def card_facts(card: Card) -> dict[str, Any]:
    """A card's public facts: name, cost, VP, type, subtypes (a tuple), kind, ``look`` (how
    the table colours it: :func:`rules.engine.looks.card_look`), ``badges`` (its subtypes
    of the game's ``badge_subtypes``, a tuple) and, when its game gives one, ``note``
    (:meth:`Rules.card_note`) and ``points`` (:attr:`Rules.card_points`, the word of a game
    whose cards score); a new dict at each call, so no two views share a mutable object."""
    return _facts(card).copy()


def _facts_by_uid(state: State) -> list[dict[str, Any]]:
    """The :func:`_facts` templates by uid, kept on the state like :func:`card_names` (the
    views' hot path: ``known`` is built at every step of a bot game)."""
    return state.per_card("_facts", _facts)


def card_names(state: State) -> list[str]:
    """The name of every card by uid, built once per game (``State.cards`` never changes
    after set-up) and kept on the state, for views that list many names at every step.
    Engine-internal: it names hidden cards too, so a view copies out only what it may show."""
    return state.per_card("_names", _NAME)


def _plain(x: Any) -> Any:
    """A deep copy of plain data (dicts, lists, tuples of scalars): a view shares nothing
    mutable with the state. TypeError for anything else (a view holds data, not objects)."""
    if x is None or type(x) in (str, int, float, bool):
        return x
    if type(x) is dict:
        return {k: _plain(v) for k, v in x.items()}
    if type(x) in (list, tuple):
        return type(x)(map(_plain, x))
    raise TypeError(f"a view holds plain data, not {type(x).__name__}")


def _v_log(state: State, seat: int | None, log: bool) -> list[str]:
    if not log:
        return []
    return [line for e in state.events if (line := e.for_player(seat))]


def _v_table(state: State, seat: int | None, log: bool) -> dict[str, Any]:
    return rules_for(state.game).table_view(state, seat)


def _v_players(state: State, seat: int | None, log: bool) -> list[dict[str, Any]]:
    rules = rules_for(state.game)
    public, role = rules.public_zones, rules.zone_role
    name_of = card_names(state).__getitem__
    if state.game_over:  # nothing a player holds is secret any more: every zone, and which were hidden
        return [{
            "name": p.name, "seat": p.seat, "bot": p.bot, "res": dict(p.res),
            "sizes": {z: len(v) for z, v in p.zones.items()},
            "plays_as": rules.plays_as(state, p.seat),
        **rules.player_view(state, p.seat),
            "zones": {z: list(map(name_of, v)) for z, v in p.zones.items()},
            "revealed": [z for z in p.zones if z not in public and role(p.seat, z) != "public"],
        } for p in state.players]
    return [{
        "name": p.name,
        "seat": p.seat,
        "bot": p.bot,
        "res": dict(p.res),
        "sizes": {z: len(v) for z, v in p.zones.items()},
        "plays_as": rules.plays_as(state, p.seat),
        **rules.player_view(state, p.seat),
        "zones": {z: list(map(name_of, v)) for z, v in p.zones.items()
                  if z in public or (p.seat == seat and z == "hand") or role(p.seat, z) == "public"},
    } for p in state.players]


def _v_pending(state: State, seat: int | None, log: bool) -> dict[str, Any] | None:
    d = state.pending
    if d is None:
        return None
    mine = d.player == seat
    p = d.purpose
    return {"kind": d.kind, "verb": p.verb, "player": d.player, "prompt": d.prompt, "min": d.min, "max": d.max,
            "asker": asker(state, d) if mine else "", "asked_by_card": mine and d.purpose.source is not None,
            "help": _help(state, d) if mine else "",
            # a Yes or No whose Yes loses a card: No is the answer a bare Enter gives
            "safe_no": mine and d.kind == "yes_no" and rules_for(state.game).yes_costs_a_card(p),
            "purpose": {"verb": p.verb, "from": list(p.from_), "to": p.to, "source": p.source,
                        "target": p.target} if mine else None,
            "options": [(o.id, o.label) for o in d.options] if mine else [],
            "typed": [{"id": o.id, "kind": o.kind, "card": o.card, "zone": o.zone, "owner": o.owner, "seat": o.seat,
                       "value": o.value} for o in d.options] if mine else []}


def _v_decision(state: State, seat: int | None, log: bool) -> dict[str, Any] | None:
    """The pending decision as its owner needs it to answer (what a bot reads: no asker, help
    line nor typed options, whose making costs more than a bot's step), None when there is
    none or it is another seat's."""
    d = state.pending
    if d is None or d.player != seat:
        return None
    p = d.purpose
    return {"kind": d.kind, "player": d.player, "prompt": d.prompt, "min": d.min, "max": d.max,
            "purpose": {"verb": p.verb, "from": list(p.from_), "to": p.to, "source": p.source, "target": p.target},
            "options": [(o.id, o.label) for o in d.options]}


#: help lines already built, by decision (a decision never changes once asked; the cache
#: holds it, so its id() is not reused). Bounded: emptied when full.
_HELP: dict[int, tuple[Any, str]] = {}


def _help(state: State, d: Any) -> str:
    """The help line of decision ``d`` (:meth:`Rules.decision_help`), built once per decision."""
    hit = _HELP.get(id(d))
    if hit is None or hit[0] is not d:
        if len(_HELP) >= 256:
            _HELP.clear()
        hit = _HELP[id(d)] = (d, rules_for(state.game).decision_help(state, d))
    return hit[1]


def _v_known(state: State, seat: int | None, log: bool) -> dict[int, dict[str, Any]]:
    d, table, facts, rules = state.pending, state.table, _facts_by_uid(state), rules_for(state.game)
    visible = [u for z in rules.known_table_zones for u in table.get(z, ())]
    for z in rules.face_up_stacks(state):
        if table.get(z):
            visible.append(table[z][0])
    if seat is not None:
        visible += state.players[seat].zones["hand"]
    if d is not None and d.player == seat:
        visible += [o.card for o in d.options if o.card is not None]
        if d.purpose.target is not None:  # the card the decision is about (public: a Heroic Sacrifice's)
            visible.append(d.purpose.target)
    return _copied_facts(state, visible, facts)


def _v_decision_known(state: State, seat: int | None, log: bool) -> dict[int, dict[str, Any]]:
    """``known`` for the cards of ``seat``'s own pending decision alone (its options' cards,
    then the card it is about), empty when none waits for that seat: what a bot reads to
    answer it (speed: ``known`` also copies the facts of every face-up stack top and the hand)."""
    d = state.pending
    if d is None or d.player != seat:
        return {}
    visible = [o.card for o in d.options if o.card is not None]
    if d.purpose.target is not None:
        visible.append(d.purpose.target)
    facts = _facts_by_uid(state)
    return _copied_facts(state, visible, facts)


def _copied_facts(state: State, visible: list[int], facts) -> dict[int, dict[str, Any]]:
    """``{uid: a copy of facts[uid]}`` for ``visible``, with each card's marks (the loop run in
    C: a bot reads this at every decision)."""
    known = dict(zip(visible, map(dict.copy, map(facts.__getitem__, visible))))
    marks = state.marks
    if marks:
        for u, k in known.items():
            if u in marks:
                k["marks"] = dict(marks[u])
    return known


def card_actions(state: State, seat: int | None) -> dict[int, list[dict[str, str]]]:
    """What ``seat`` may do with each card now, for a game's table view (the panels'
    per-card ``actions``): card uid -> ``{"verb": command kind, "command": its text}`` for
    every legal command naming that card (its ``card`` field), in the order the game lists
    them; where the game makes several of one verb a question (:meth:`Rules.which_one`), each
    of those also has ``ask`` (the question) and ``label`` (its option). Empty for a seat
    that is not the one to act, while a decision waits, or once the game is over."""
    if seat is None or state.game_over or state.pending is not None or seat != state.active:
        return {}
    out: dict[int, list[dict[str, str]]] = {}
    for cmd in _turn_commands(state):
        uid = cmd.__dict__.get("card")
        if uid is not None:
            out.setdefault(uid, []).append({"verb": cmd.kind, "command": to_text(state, cmd), "cmd": cmd})
    # several commands of one verb on one card: the game may make them a question (which_one),
    # each action then carries its ``ask`` (the prompt) and ``label``; so may commands of several
    # verbs (Metro's Spark of Energy, slotted or Activated: Enter took the first, issue 14)
    rules = rules_for(state.game)
    for acts in out.values():
        verbs = [a["verb"] for a in acts]
        if len(set(verbs)) > 1 and _ask_across(rules, state, acts):
            for a in acts:
                del a["cmd"]
            continue
        for verb in dict.fromkeys(verbs):
            if verbs.count(verb) > 1:
                same = [a for a in acts if a["verb"] == verb]
                asked = rules.which_one(state, [a["cmd"] for a in same])
                if asked is not None:
                    for a, label in zip(same, asked[1]):
                        a["ask"], a["label"] = asked[0], label
                    if len(asked) > 2:  # the game's order to ask them in (a stable one)
                        at = [i for i, a in enumerate(acts) if a["verb"] == verb]
                        for i, k in zip(at, asked[2]):
                            acts[i] = same[k]
        for a in acts:
            del a["cmd"]
    # a game lists one command per name (identical copies are the same move); a command that
    # names the card without its #uid is as good for every copy beside it
    names = card_names(state)
    for uid, acts in list(out.items()):
        if any("#" in a["command"] for a in acts):
            continue
        owner, zone = state.where[uid]
        for other in (state.table if owner < 0 else state.players[owner].zones).get(zone, ()):
            if other not in out and names[other] == names[uid]:
                out[other] = [dict(a) for a in acts]
    return out


def does_nothing(card: Card) -> bool:
    """Whether ``card`` has no effect at all (no ``effects``, no game ``extra``): Justice League
    Dark's Vulnerability, played only to empty the hand. Its play makes no card playable
    (:func:`playable_cards`)."""
    return not card.effects and not card.extra


def playable_cards(state: State) -> list[int]:
    """The "playable cards" of the active player's hand, by uid in hand order: those with a
    legal command now (:func:`card_actions`) that does something, a play the game calls idle
    (:meth:`Rules.idle_play`: by default a card that :func:`does_nothing`) being none. Empty while a decision waits or once the game is over.
    The one meaning of it, for every game: the table's mark on a card of the hand, the count
    the end of the turn asks about, and Mistborn's question before the first attack (issue 14
    trial: it did not say that playable cards were left)."""
    if state.game_over or state.pending is not None:
        return []
    seat = state.active
    acts = card_actions(state, seat)
    idle = rules_for(state.game).idle_play
    return [u for u in state.players[seat].zones.get("hand", [])
            if any(a["verb"] != "play" or not idle(state, u) for a in acts.get(u, ()))]


def _ask_across(rules: Rules, state: State, acts: list[dict[str, Any]]) -> bool:
    """The game's question over all of one card's commands, of several verbs
    (:meth:`Rules.which_one`): each action it offers (a label that is not empty) gets ``ask``
    and its ``label``, first and in the game's order; the others follow, unasked. False when
    the game asks none."""
    asked = rules.which_one(state, [a["cmd"] for a in acts])
    if asked is None:
        return False
    prompt, labels = asked[0], asked[1]
    order = list(asked[2]) if len(asked) > 2 else list(range(len(acts)))
    for i, label in enumerate(labels):
        if label:
            acts[i]["ask"], acts[i]["label"] = prompt, label
    acts[:] = sorted((acts[i] for i in order), key=lambda a: "label" not in a) \
        + [a for i, a in enumerate(acts) if i not in order]
    return True


#: how each entry of a view is built: (state, seat, with log) -> plain data
_BUILD: dict[str, Any] = {
    "game": lambda st, seat, log: st.game,
    "seat": lambda st, seat, log: seat,
    "active": lambda st, seat, log: st.active,
    "turn_number": lambda st, seat, log: st.turn_number,
    "players": _v_players,
    "table": _v_table,
    "advice": lambda st, seat, log: rules_for(st.game).advice_view(st, seat),
    "pending": _v_pending,
    "decision": _v_decision,
    "known": _v_known,
    "decision_known": _v_decision_known,
    "log": _v_log,
    "since": lambda st, seat, log: since_last_turn(st, seat) if log else [],
    "between": lambda st, seat, log: between_turns(st) if log else [],
    "between_now": lambda st, seat, log: between_turns(st, under_way=True) if log else [],
    "game_over": lambda st, seat, log: st.game_over,
    "result": lambda st, seat, log: _plain(st.result),
}
#: every entry a view may hold, in order
VIEW_KEYS: tuple[str, ...] = tuple(_BUILD)


def view(state: State, seat: int | None, *, log: bool = True, keys: Iterable[str] | None = None) -> dict[str, Any]:
    """What ``seat`` may see now (DESIGN §2), as a new dict of plain data: it holds no
    reference to the state nor to a card, so it stays as it was when the game moves on, and
    it holds nothing the seat may not see. ``seat=None`` is a spectator; ``log=False`` leaves
    the log empty. ``keys`` builds only those entries (default: all of :data:`VIEW_KEYS`):
    a bot that reads two pays for two (the simulator builds a view at every step,
    bench/games_per_second.py). KeyError for a key that is not one of :data:`VIEW_KEYS`.

    Entries: ``game``, ``seat``, ``active``, ``turn_number``, ``players`` (per player: name,
    seat, bot, res, zone sizes, what the game adds (:meth:`Rules.player_view`), the zones
    this seat may see, as card names (top first); once the game is over nothing a player
    holds is secret: every zone, and ``revealed`` names the zones that were hidden (hand,
    deck...)), ``table`` (the game's :meth:`Rules.table_view`),
    ``advice`` (the public facts the game's bot advice reads, :meth:`Rules.advice_view`),
    ``pending`` (the decision: ``kind``, ``verb`` (what it is for), ``player``, ``prompt``,
    ``min``, ``max``; for its owner alone (others read ""), ``asker``, the card or rule that
    asks (:func:`rules.engine.teach.asker`; ``asked_by_card`` True when a card asks, False for
    a rule), and ``help``, a line explaining its keywords
    (:meth:`Rules.decision_help`); for its owner alone, ``purpose`` (verb, from zones, to zone, source
    card uid, target card uid), ``options`` as (id, label) pairs and ``typed``, the same options as dicts of
    their :class:`~rules.engine.state.Option` fields), ``decision`` (for the seat that must
    answer the pending decision, what answering it needs, as ``pending`` gives it: ``kind``,
    ``player``, ``prompt``, ``min``, ``max``, ``purpose``, ``options``; None for any other
    seat or when nothing is pending: the bots' cheaper entry), ``known`` (uid ->
    :func:`card_facts` for the cards this seat may name now: hand, the game's
    :attr:`Rules.known_table_zones`, face-up stack tops, the cards of its decision; with
    ``marks``, a copy of the card's :attr:`~rules.engine.state.State.marks`, when it has
    any), ``decision_known`` (the same facts for the cards of the seat's own decision alone,
    its options and the card it is about: what a bot answering it reads), ``log`` (lines as this seat may read them), ``since`` (its hand-off's "since your
    last turn": :func:`rules.engine.teach.since_last_turn`), ``between`` (what the game did
    alone between the last turn and this one: :func:`rules.engine.teach.between_turns`),
    ``between_now`` (the same of such a step under way),
    ``game_over``, ``result``."""
    if keys is None:
        keys = VIEW_KEYS
    elif not keys:  # a bot that needs nothing this step (bots.py: reads)
        return {}
    else:
        for k in keys:
            if k not in _BUILD:
                raise KeyError(f"a view has no entry {k!r}; it has: {', '.join(VIEW_KEYS)}")
    return {k: _BUILD[k](state, seat, log) for k in keys}
