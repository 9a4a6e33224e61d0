"""The engine's public face: ``new_game``, ``apply``, ``legal_commands``, ``view``.

``apply`` is atomic: the command is checked completely before anything changes, and an
illegal one raises :class:`~rules.engine.commands.Rejected` with the reason and the rule,
leaving the state as it was. A legal command's effects do what they can, so they do not fail
part-way; but a card file could still make them loop, or leave a decision nobody can answer
(issue 8 §4). So ``apply`` also takes a cheap checkpoint (:meth:`State.checkpoint`) and
refuses, putting the state back, a command whose effects take more than
:data:`~rules.engine.effects.MAX_TASKS` steps or end on a decision with no possible answer;
any other failure (a bug) puts the state back too before it propagates.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from typing import Any

from rules.catalog.loader import Catalog, default_catalog
from rules.catalog.schema import Card

from . import attacks, ops_cards, ops_flow, ops_reveal, triggers  # noqa: F401  (register the engine's ops)
from .answers import answer_value, answerable, check_answer, sample_answers
from .commands import ANSWERS, Choose, Command, Rejected
from .effects import MAX_TASKS, TooManySteps, run
from .options import check_setup
from .registry import RESUMES, rules_for
from .resources import Resource
from .state import Event, GameRandom, Player, State
from .verbs import Verb

PLAYER_ZONES = ("hand", "deck", "discard", "played", "ongoing", "score_pile", "characters")


class Rules:
    """What a game module provides. Subclasses override what their rulebook says.

    Settings (each with a test): ``min_players``/``max_players``; ``stack_names`` maps a
    card name to the table zone of its stack; ``variants`` the set-up variants the rulebook
    offers (``options["variant"]``), the first being the standard game; ``public_table_zones``
    names the table zones whose every card each player may see (the undo barrier reads it,
    :mod:`rules.engine.knowledge`)."""

    id = ""
    """The game id (``State.game``, the cards' ``game`` field, ``--game``): a short slug."""
    title = ""
    """The game's full name, as the new-game screen lists it ("Dark Nights – Metal")."""
    short_title = ""
    """The name the table's title bar shows during play ("Metal"); empty: :attr:`title`."""
    min_players = 2
    max_players = 5
    verbs: tuple[Verb, ...] = ()
    """The game's commands and their text grammar (:mod:`rules.engine.verbs`): every command
    a player may give besides answering a decision; ``parse``/``to_text`` know no other."""
    resources: tuple[Resource, ...] = ()
    """The game's named resources and currencies (:mod:`rules.engine.resources`)."""
    variants: tuple[str, ...] = ("standard",)
    variant_labels: dict[str, str] = {}
    """A label per variant of :attr:`variants` for the new-game screen ("Short (no Level 4
    Nemesis)"); a game with one variant offers no choice and needs none."""
    pick_hint = ""
    """One sentence for the new-game screen on how each player gets a character at set-up
    ("Each player is dealt 2 Super Heroes and picks one, in private.")."""
    tie_breaks: tuple[str, str, str, str] = ("", "", "", "")
    """The game-over table's words for the two tie-breakers of the rulebook's end of game:
    (what the first counts, its column heading, what the second counts, its column heading),
    e.g. ``("Super-Villains", "Villains", "cards owned", "Cards")``."""
    guide: tuple[tuple[str, str], ...] = ()
    """The rules reference: Markdown sections in hotseat's own words, each as (part of the
    game it explains, text); the parts are ``goal``, ``setup``, ``turn``, ``defense``,
    ``weakness``, ``end``, ``over``, ``keys`` or the game's own, and the screen marks the
    section of the part the game is in."""
    player_zones: tuple[str, ...] = PLAYER_ZONES
    """The zones every player has (a scenario's ``[[player]]`` tables may set each of them)."""
    table_zones: tuple[str, ...] = ()
    """The game's own table zones a scenario's ``[table]`` may set, besides the DC ones the
    scenario runner knows (Metro's enemy stacks and City Supply stacks)."""
    ordered_zones: tuple[str, ...] = ()
    """The game's own zones listed top first whose order matters (a scenario compares them in
    order, not as a multiset), besides ``deck`` and the DC stacks."""
    stack_names: dict[str, str] = {}
    public_table_zones: tuple[str, ...] = ()
    public_zones: tuple[str, ...] = ()
    """The player zones whose every card each player may see (a score pile, a discard pile);
    a seat's own hand is always visible to it."""
    buyable_stacks: tuple[str, ...] = ()
    """The table zones whose top card is face up and may be bought besides the Line-Up
    (Breakthrough, Mystic Ritual); the command line's ``buy`` names their top cards."""
    villain_zone = ""
    """The table zone of the stack a player defeats (the Super-Villains, the Nemesis stack),
    top first; empty: the game has none."""
    villain_word = ""
    """The game's word for a card of :attr:`villain_zone` ("Super-Villain", "Nemesis")."""
    character_word = ""
    """The game's word for the character a player plays as ("Super Hero", "Character")."""
    unpicked_to = "box"
    """Where a dealt character nobody kept goes at set-up: a table zone, or ``"box"`` (out
    of the game)."""

    def players(self, variant: str) -> tuple[int, int]:
        """The fewest and most players of ``variant`` (one of :attr:`variants`): by default
        :attr:`min_players`..:attr:`max_players` for every variant (co-op Mistborn differs)."""
        return (self.min_players, self.max_players)

    # -- set-up and turns
    def setup(self, state: State) -> None:
        raise NotImplementedError

    def legal(self, state: State) -> list[Command]:
        """Commands (not answers to decisions) the active player may give now."""
        raise NotImplementedError

    def check(self, state: State, cmd: Command) -> Rejected | None:
        """Why ``cmd`` is illegal now, or None."""
        raise NotImplementedError

    def perform(self, state: State, cmd: Command) -> None:
        raise NotImplementedError

    # -- hooks the interpreter calls
    def stack_zone(self, state: State, name: str) -> str:
        return self.stack_names.get(name, "box")

    def destroyed_to(self, state: State, uid: int) -> tuple[int, str]:
        return (-1, "destroyed")

    def after_play(self, state: State, seat: int, uid: int) -> None:
        pass

    def on_discarded(self, state: State, seat: int, uid: int) -> None:
        pass

    def hand_discard_choices(self, state: State, seat: int, hand: list[int], ctx: dict) -> list[int]:
        """The cards of ``hand`` an effect (context ``ctx``) may make ``seat`` discard."""
        return list(hand)

    def on_destroyed(self, state: State, seat: int, uid: int) -> None:
        pass

    def on_sealed(self, state: State, seat: int, uid: int) -> None:
        """A card entered ``seat``'s score pile by a Seal (``jld`` blue banners)."""

    # -- end of game and the set
    def scores(self, state: State) -> list[dict[str, Any]]:
        raise NotImplementedError

    def face_up_stacks(self, state: State) -> list[str]:
        """The table zones whose top card every player may see now (a revealed villain)."""
        return []

    def check_catalog(self, catalog: Catalog) -> list[str]:
        """Problems with this game's cards in ``catalog`` (counts per set...)."""
        return []


def new_game(
    game: str,
    players: list[str],
    seed: int,
    *,
    options: dict[str, Any] | None = None,
    catalog: Catalog | None = None,
    bots: list[str | None] | None = None,
) -> State:
    """A new game after set-up (it may wait on set-up decisions such as picking a
    Character). ValueError for a wrong number of players, a name that is not plain text or
    an option the game does not know (:func:`rules.engine.options.check_setup`); KeyError for
    an unknown game."""
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
    )
    rules.setup(state)
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
    if isinstance(cmd, ANSWERS):
        if d is None:
            return Rejected("There is no decision to answer.")
        return check_answer(d, cmd)
    if d is not None:
        return Rejected(f"{state.players[d.player].name} must first answer: {d.prompt.rstrip('.')}"
                        + ("" if d.prompt.endswith(("?", "!")) else "."))
    return rules_for(state.game).check(state, cmd)


def apply(state: State, cmd: Command) -> list[Event]:
    """Apply ``cmd`` for the player who must act; returns the events it caused.
    Raises Rejected (state untouched) when it is illegal."""
    problem = check(state, cmd)
    if problem is not None:
        raise problem
    first = len(state.events)
    saved = state.checkpoint()
    try:
        if isinstance(cmd, ANSWERS):
            d = state.pending
            state.pending = None
            RESUMES[d.resume](state, answer_value(cmd), **d.data)
        else:
            rules_for(state.game).perform(state, cmd)
        run(state)
    except TooManySteps as exc:
        state.rollback(saved)
        raise Rejected(_loop_reason(exc), "card effects") from None
    except RecursionError:  # effects calling each other directly rather than through tasks
        state.rollback(saved)
        raise Rejected("Its card effects do not come to an end: the cards keep triggering each other. "
                       "The game is left as it was.", "card effects") from None
    except BaseException:
        state.rollback(saved)  # a bug: the state is left as it was, the error goes on
        raise
    d = state.pending
    if d is not None and not state.game_over and not answerable(d):
        state.rollback(saved)
        raise Rejected(f"This would leave a decision nobody can answer ({d.prompt}: choose {d.min} to {d.max} "
                       f"of {len(d.options)}); a card's definition is wrong.", "card effects")
    state.settle()
    return state.events[first:]


def _loop_reason(exc: TooManySteps) -> str:
    """The refusal's reason when the step guard stopped a command (or set-up)."""
    who = f" ({', '.join(exc.cards[:3])})" if exc.cards else ""
    return (f"Its card effects do not come to an end: more than {MAX_TASKS} steps, so the cards keep "
            f"triggering each other{who}. The game is left as it was.")


def legal_commands(state: State, *, limit: int = 64) -> list[Command]:
    """What the deciding player may do now. For a decision, every answer when there are at
    most ``limit`` of them, else a sample of them (each option at least once)."""
    if state.game_over:
        return []
    d = state.pending
    if d is None:
        return rules_for(state.game).legal(state)
    if d.answer != "options":
        return sample_answers(state, d, limit)
    ids = [o.id for o in d.options]
    out: list[Command] = []
    for k in range(d.min, d.max + 1):
        for combo in itertools.combinations(ids, k):
            out.append(Choose(options=list(combo)))
            if len(out) >= limit:
                return _cover_every_option(out, ids, d.min, d.max)
    return out


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


def _facts(card: Card) -> dict[str, Any]:
    """The template of :func:`card_facts`, built once per Card object (the cache holds the
    card, so its id() is not reused). Never handed out: callers copy it."""
    hit = _INFO.get(id(card))
    if hit is None or hit[0] is not card:
        hit = _INFO[id(card)] = (card, {"name": card.name, "cost": card.cost, "vp": card.vp, "type": card.type,
                                        "subtypes": tuple(card.subtypes), "kind": card.kind})
    return hit[1]


def card_facts(card: Card) -> dict[str, Any]:
    """A card's public facts: name, cost, VP, type, subtypes (a tuple), kind; a new dict at
    each call, so no two views share a mutable object."""
    return _facts(card).copy()


def _facts_by_uid(state: State) -> list[dict[str, Any]]:
    """The :func:`_facts` templates by uid, kept on the state like :func:`card_names` (the
    views' hot path: ``known`` is built at every step of a bot game)."""
    facts = state.__dict__.get("_facts")
    if facts is None or len(facts) != len(state.cards):
        facts = state.__dict__["_facts"] = [_facts(c) for c in state.cards]
    return facts


def card_names(state: State) -> list[str]:
    """The name of every card by uid, built once per game (``State.cards`` never changes
    after set-up) and kept on the state, for views that list many names at every step.
    Engine-internal: it names hidden cards too, so a view copies out only what it may show."""
    names = state.__dict__.get("_names")
    if names is None or len(names) != len(state.cards):
        names = state.__dict__["_names"] = [c.name for c in state.cards]
    return names


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
    rules = rules_for(state.game)
    return rules.table_view(state) if hasattr(rules, "table_view") else {}


def _v_players(state: State, seat: int | None, log: bool) -> list[dict[str, Any]]:
    public = getattr(rules_for(state.game), "public_zones", ("played", "ongoing", "score_pile", "characters", "discard"))
    name_of = card_names(state).__getitem__
    return [{
        "name": p.name,
        "seat": p.seat,
        "bot": p.bot,
        "res": dict(p.res),
        "sizes": {z: len(v) for z, v in p.zones.items()},
        # Weakness owned in every zone: gained face up, so public in practice
        "weakness": sum(1 for v in p.zones.values() for u in v if state.cards[u].kind == "weakness"),
        "zones": {z: list(map(name_of, v)) for z, v in p.zones.items()
                  if z in public or (p.seat == seat and z == "hand")},
    } for p in state.players]


def _v_pending(state: State, seat: int | None, log: bool) -> dict[str, Any] | None:
    d = state.pending
    if d is None:
        return None
    mine = d.player == seat
    p = d.purpose
    return {"kind": d.kind, "verb": p.verb, "player": d.player, "prompt": d.prompt, "min": d.min, "max": d.max,
            "purpose": {"verb": p.verb, "from": list(p.from_), "to": p.to, "source": p.source} if mine else None,
            "options": [(o.id, o.label) for o in d.options] if mine else [],
            "typed": [{"id": o.id, "kind": o.kind, "card": o.card, "zone": o.zone, "owner": o.owner, "seat": o.seat,
                       "value": o.value} for o in d.options] if mine else []}


def _v_known(state: State, seat: int | None, log: bool) -> dict[int, dict[str, Any]]:
    d, table, facts = state.pending, state.table, _facts_by_uid(state)
    visible = list(table.get("line_up", ()))
    for z in getattr(rules_for(state.game), "face_up_stacks", lambda st: [])(state):
        if table.get(z):
            visible.append(table[z][0])
    if seat is not None:
        visible += state.players[seat].zones["hand"]
    if d is not None and d.player == seat:
        visible += [o.card for o in d.options if o.card is not None]
    known = {u: facts[u].copy() for u in visible}
    marks = state.marks
    if marks:
        for u, k in known.items():
            if u in marks:
                k["marks"] = dict(marks[u])
    return known


#: how each entry of a view is built: (state, seat, with log) -> plain data
_BUILD: dict[str, Any] = {
    "game": lambda st, seat, log: st.game,
    "seat": lambda st, seat, log: seat,
    "active": lambda st, seat, log: st.active,
    "turn_number": lambda st, seat, log: st.turn_number,
    "players": _v_players,
    "table": _v_table,
    "pending": _v_pending,
    "known": _v_known,
    "log": _v_log,
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
    seat, bot, res, zone sizes, Weakness owned, the zones this seat may see, as card names),
    ``table`` (the game's table view), ``pending`` (the decision: ``kind``, ``verb`` (what
    it is for), ``player``, ``prompt``, ``min``, ``max``; for its owner alone, ``purpose``
    (verb, from zones, to zone, source card uid), ``options`` as (id, label) pairs and
    ``typed``, the same options as dicts of their :class:`~rules.engine.state.Option`
    fields), ``known`` (uid -> :func:`card_facts` for the cards this seat may name now: hand,
    Line-Up, face-up stack tops, the cards of its decision; with ``marks``, a copy of the
    card's :attr:`~rules.engine.state.State.marks`, when it has any), ``log`` (lines as this seat may
    read them), ``game_over``, ``result``."""
    if keys is None:
        keys = VIEW_KEYS
    else:
        for k in keys:
            if k not in _BUILD:
                raise KeyError(f"a view has no entry {k!r}; it has: {', '.join(VIEW_KEYS)}")
    return {k: _BUILD[k](state, seat, log) for k in keys}
