"""What the table teaches (issue 14, "Decisions teach"): the help line of a decision, read
from the game's glossary (:attr:`rules.engine.contract.Rules.glossary`), and who asks it.

A glossary is a tuple of ``(term, explanation)`` pairs. A decision names a term by its
purpose verb (``Purpose.verb == "seal"`` names "Seal") or by a word of its prompt ("Surge",
"Heroic Sacrifice"), compared without case and as whole words; the help line is the
explanations of the terms named, in the glossary's order, each once.

The log is a story (issue 14): a question is never written into it, but what came of it is,
including nothing (:func:`log_nothing`), each line led by the card that asked, as its other
lines are: "Mister Terrific: Ann declines.", "Mystic Ritual: Ann has no Starter to Seal.". A
public line never tells what a hand holds: when the options came from a zone others may not see,
a decline and a question that found nothing read the same to them: a question they may decline
(a "may") reads as declined either way ("Mystic Ritual: Ann declines."), one they must answer
says what was not done ("... Ann destroys nothing."), and only the player reads which it was.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Collection
from typing import Any
from functools import lru_cache

from .registry import rules_for
from .render import name_list
from .state import OFFER, Decision, Option, Purpose, State

Glossary = tuple[tuple[str, str], ...]


@lru_cache(maxsize=16)
def _patterns(glossary: Glossary) -> tuple[tuple[str, str, re.Pattern[str]], ...]:
    """Each term with its explanation and the pattern finding it as a whole word."""
    return tuple((term, text, re.compile(r"(?<![\w-])" + re.escape(term) + r"(?![\w-])", re.IGNORECASE))
                 for term, text in glossary)


def terms_named(glossary: Glossary, text: str, verb: str = "", also: tuple[str, ...] = ()) -> list[str]:
    """The terms of ``glossary`` that ``text`` names as whole words (case ignored), that
    ``verb`` (a purpose verb such as ``seal``, ``_`` read as a space) is, or that ``also``
    lists, in the glossary's order."""
    verb = verb.replace("_", " ").lower()
    return [term for term, _, pat in _patterns(glossary) if term.lower() == verb or term in also or pat.search(text)]


def glossary_help(glossary: Glossary, decision: Decision, more: str = "",
                  verb_terms: dict[str, tuple[str, ...]] | None = None, state: State | None = None) -> str:
    """The default help line of ``decision`` (:meth:`Rules.decision_help`): "Term: its
    explanation" for each term its purpose verb (or the terms ``verb_terms`` gives for it:
    ``{"defend": ("Attack", "Defense")}``), its prompt or ``more`` (what a game says first,
    such as a Transform's cost and new card) names, joined by spaces, after ``more`` (a term
    ``more`` explains itself, "Transform: ...", is not explained again); "" when there is
    nothing to say. A term found only inside the name of a card the decision names (the card
    that asks, its options' cards; ``state`` gives their names) is no keyword of it (JLD trial:
    the Transform of Sealed Defense into Defend explained "Defense:", which neither card has)."""
    also = (verb_terms or {}).get(decision.purpose.verb, ())
    names: tuple[str, ...] = ()
    if state is not None:
        uids = [decision.purpose.source] + [o.card for o in decision.options]
        names = tuple(sorted({state.name(u) for u in uids if u is not None and 0 <= u < len(state.cards)},
                             key=len, reverse=True))
    return _help_line(glossary, decision.prompt, more, decision.purpose.verb, also, names)


@lru_cache(maxsize=4096)
def _help_line(glossary: Glossary, prompt: str, more: str, verb: str, also: tuple[str, ...],
               names: tuple[str, ...] = ()) -> str:
    """:func:`glossary_help`'s line, kept: prompts repeat from decision to decision, and
    matching every term costs more than a bot's whole step (bench/instructions.py). The
    ``names`` (longest first) are left out of the text the terms are looked for in."""
    text = f"{prompt} {more}"
    for name in names:
        text = re.sub(re.escape(name), " ", text, flags=re.IGNORECASE)
    named = set(terms_named(glossary, text, verb, also))
    said = more.split(":", 1)[0] if ":" in more else ""  # the term ``more`` itself explains
    return " ".join([more] * bool(more) + [f"{term}: {text}" for term, text in glossary
                                            if term in named and term != said])


def asker(state: State, decision: Decision) -> str:
    """Who asks ``decision``, as its owner reads it: the name of the card that asks
    (``Purpose.source``), else the rule that asks (``Purpose.rule``), else ""."""
    return asker_of(state, decision.purpose)


def asker_of(state: State, purpose: Purpose) -> str:
    """The card (its name) or the rule that asks a question for ``purpose``; "" for none."""
    src = purpose.source
    if src is not None and 0 <= src < len(state.cards):
        return state.name(src)
    return purpose.rule


def asked_by(state: State, src: int | None, question: str) -> str:
    """``question`` as the card ``src`` asks it: "The Murder Machine: choose one" (issue 14:
    every decision names the card that asks); ``question`` capitalised alone when no card asks."""
    if src is None:
        return question[:1].upper() + question[1:]
    return f"{state.name(src)}: {question[:1].lower() + question[1:]}"


#: the purpose verbs whose "nothing" is never logged by the kernel: a Defense, Sense or Cloud
#: offer (the hand-off rules keep those private), set-up and ordering questions
_UNTOLD = frozenset({"defend", "sense", "pick", "order", "attack", "name", "number", "allocate",
                     "keep"})  # keep: a yes/no whose two answers the game logs itself (Metro's defeated Enemy)
#: how a player's line says they did nothing, by purpose verb ("Ann Seals no Starter"): ``{no}``
#: is "no" and the purpose's noun, or "nothing" (:func:`_did_nothing`)
_NOTHING = {"seal": "Seals {no}", "transform": "Transforms {no}", "put_on_top": "puts {no} on top",
            "put_on_bottom": "puts {no} at the bottom", "take": "takes {no}", "control": "takes control of {no}",
            "may": "does nothing", "pay": "pays nothing", "effect": "does nothing", "set_aside": "sets {no} aside"}
#: the verb of "no card to ...", by purpose verb
_TO = {"seal": "Seal", "transform": "Transform", "put_on_top": "put on top", "put_on_bottom": "put at the bottom",
       "take": "take", "control": "take control of", "set_aside": "set aside"}


def _hidden(state: State, player: int, purpose: Purpose, options: list[Option]) -> bool:
    """True when the question's cards come, or could have come, from a zone others may not
    see (a hand, a deck: an option there, or a zone its purpose names), so whether it found
    any must stay private."""
    rules = rules_for(state.game)
    return (any(o.kind == "card" and o.owner is not None and o.owner >= 0
                and (o.zone is None or rules.zone_role(o.owner, o.zone) == "hidden") for o in options)
            or any(z in rules.hidden_zones for z in purpose.from_))


def _looked_in(state: State, purpose: Purpose) -> str:
    """" in the Line-Up", " in their hand or discard pile", " in play or among their Ongoing
    cards": where the question looked for cards (new-user trial: "Black Alice: Robo has no card
    ... to gain." said whose, not where); "" when the purpose names no zone. A zone the game
    phrases its own way (:attr:`zone_places <rules.engine.contract.Rules.zone_places>`) comes
    last, in those words (issue 14, Metal trial: "no Vulnerability or Weakness in their
    Ongoing or play")."""
    rules = rules_for(state.game)
    # a table zone, shared, is "the" (trial: "their destroyed pile" took an empty destroyed
    # pile, not yet a key of state.table, for a player's)
    mine = [z for z in purpose.from_ if z not in state.table and z not in rules.public_table_zones
            and z not in rules.hidden_table_zones and z not in rules.table_zones]
    table = [rules.zone_word(z) for z in purpose.from_ if z not in mine]
    piles = [z for z in mine if z not in rules.zone_places]
    own = [w for z in piles if not (w := rules.zone_word(z)).startswith("in ")]
    played = [w for z in piles if (w := rules.zone_word(z)).startswith("in ")]  # "in play"
    places = ([f"in the {' or '.join(table)}"] if table else []) \
        + ([f"in their {' or '.join(own)}"] if own else []) + played \
        + [rules.zone_places[z] for z in mine if z in rules.zone_places]
    return f" {' or '.join(places)}" if places else ""


def log_nothing(state: State, player: int, purpose: Purpose, options: list[Option], declined: bool,
                optional: bool = False) -> None:
    """Log that a question a card asked came to nothing: ``declined`` (answered with none or
    No) or found nothing to choose (``optional``: it was a "may", which could have been
    declined had it found any). Only for a card's question (``purpose.source``), and never
    for the verbs of :data:`_UNTOLD`. See the module docstring for what others read."""
    if purpose.source is None or purpose.verb in _UNTOLD or state.headless:  # (headless: no log)
        return
    who, src, verb = state.players[player].name, asker_of(state, purpose), purpose.verb
    word = rules_for(state.game).verb_words.get(verb)  # the game's own word for it
    # the part of the card declined, when the game names it (a card's optional Push, while
    # the rest of the card resolved: found in a trial, "declines Precise Shot." read as if
    # its +3 damage was declined too)
    part = f" its {purpose.rule}" if purpose.rule and purpose.source is not None else ""
    declines = f"{src}: {who} declines{part}."
    if declined:
        mine = declines
    else:
        mine = (f"{src}: {who} has no {purpose.noun or 'card'}{_looked_in(state, purpose)} to "
                f"{word or _TO.get(verb, verb.replace('_', ' '))}.")
    if _hidden(state, player, purpose, options):
        # led by the card, as every line of it (found in a Metal trial: "Ann plays nothing
        # (X-Ray Vision)." and "Ann declines Batman." read as two kinds of event). A "may" reads
        # as declined whether it was or found nothing (JLD trial: "Seals no Starter" where the
        # README and the N key say "declines"); a must that found nothing says what was not done
        public = declines if declined or optional else f"{src}: {who} {_did_nothing(verb, word, purpose.noun)}."
        # declined: the owner reads the same words as everyone (found in a trial: "declines Con."
        # on the table, "eliminates nothing (Con)." in the hand-off)
        state.log("nothing", public, player, None if declined else mine)
    else:
        state.log("nothing", mine, player)


def _did_nothing(verb: str, word: str | None, noun: str) -> str:
    """How a public line says a player did nothing for a question of purpose ``verb`` (``word``:
    the game's own word for it): "destroys nothing", "Seals no Starter", "puts nothing on top"
    (``noun``: what the options are, :attr:`Purpose.noun`)."""
    no = f"no {noun}" if noun else "nothing"
    if word:
        return f"{word}s {no}"
    return _NOTHING.get(verb, verb.replace("_", " ") + "s {no}").format(no=no)


#: the most lines the view's summary holds (:func:`since_last_turn`)
SUMMARY_LINES = 10
#: the most lines a hand-off's box holds (:func:`handoff_summary`): the box scrolls, so every
#: line since the seat's last turn can be read there, not only the latest
HANDOFF_LINES = 400
_PLAYS = re.compile(r"^(.+?) plays (.+)\.$")


def since_last_turn(state: State, seat: int | None, limit: int = SUMMARY_LINES,
                    untold: Collection[int] | None = None) -> list[str]:
    """A short "since your last turn" for ``seat``'s hand-off (issue 14): what happened since
    that seat's last turn ended (the others' turns, and the turn under way so far: the cards
    played before an Attack the seat may now defend against), as lines of the log every player
    may read, since the hand-off screen is seen by whoever sits at the table before the seat
    takes the keyboard: a line only one player was told (the cards drawn) reads as everyone
    read it, as on the table's log. Before the seat's first turn: since the game began, the
    set-up included (the Randomizer's deal, the first Enemies). The seat's own turn under way
    is left out. The summary stops where the lines of the last move that may depend on a hand
    begin (:func:`_before_hands`), even when that move passed the turn on: an answer forced
    because its player holds one card that fits; a First Appearance Attack that ends the turn
    at once when the next player holds no Defense. The hand-off must look the same whatever
    the hands hold. The game's :attr:`~rules.engine.contract.Rules.quiet_kinds` (Power
    gained, draws, shuffles) are left out, but for a draw outside the drawer's own turn ("Ben draws a
    card." in Ann's turn: a card's gift or Attack) or in answer to an Attack (a Defense's draw in a
    First Appearance Attack, which starts with the player whose turn it is); a player's plays in a row become one line ("Ben
    plays Punch, Punch, Incantation."), and lines of the game's
    :attr:`~rules.engine.contract.Rules.summary_lists` that follow each other one ("Karion
    Destroys Deadly Blades and Zap from the City Supply."). At most ``limit`` lines, the latest, after a line
    counting those left out. [] for ``None``.

    A seat handed the keyboard back in its own turn (:func:`back_in_turn`: the others answered
    its Attack) reads what happened since its last command instead, to the end of the log: the
    Attack's offers and what came of them ("Ben defends with Escape.", "Cal gains Weakness.").
    Every person it concerned has been handed the keyboard by then (a client hands it to each
    one named before it comes back), so nothing there tells a hand before its owner was told.
    Its own move's line is left out (it made the move; found in a trial: after a resume, "Since
    you last had the keyboard: Ann buys Clayface." to Ann), what came of it is told."""
    if seat is None:
        return []
    start, end = _since_range(state, seat, untold)
    return _summarised(state, start, end, limit)


def _since_range(state: State, seat: int, untold: Collection[int] | None = None) -> tuple[int, int]:
    """The events :func:`since_last_turn` tells ``seat``: ``(start, end)``."""
    events = state.events
    starts = [i for i, e in enumerate(events) if e.kind == "turn"]
    start = _after_last_turn(state, seat)
    quiet = rules_for(state.game).quiet_kinds
    end = _before_hands(state, untold)
    if back_in_turn(state, seat):  # since its last command (the others answered its Attack)
        start, end = state.last_command[seat], len(events)
        while start < end and events[start].player == seat and (events[start].kind in quiet or not events[start].text):
            start += 1
        if start < end and events[start].player == seat and events[start].kind != OFFER:
            start += 1  # the seat's own move (its first line): it knows
    elif starts and events[starts[-1]].player == seat:  # its own turn under way: it knows
        end = min(end, starts[-1])
    return start, end


def _after_last_turn(state: State, seat: int) -> int:
    """Where in the log ``seat``'s last turn that is over ends (the next turn's first line);
    0 before its first turn is over (since the game began)."""
    events = state.events
    starts = [i for i, e in enumerate(events) if e.kind == "turn"]
    # the turns, each (where it starts, whose)
    turns = [*_unlogged(state, len(starts)), *((i, events[i].player) for i in starts)]
    # the seat's turns that are over (the last is the turn under way)
    mine = [k for k in range(len(turns) - 1) if turns[k][1] == seat]
    return turns[mine[-1] + 1][0] if mine else 0


def _summarised(state: State, start: int, end: int, limit: int) -> list[str]:
    """The summary's lines of events ``start`` to ``end`` (see :func:`since_last_turn`)."""
    events = state.events
    rules = rules_for(state.game)
    quiet = rules.quiet_kinds
    lines: list[str] = []
    last_player: str | None = None
    played: list[str] = []  # the cards of the joined "plays" line
    listing: tuple[Any, str, str, list[str]] | None = None  # the line being joined: pattern, head, tail, items
    # whose turn it is: a draw outside one's own turn is told (Metal trial: Fair Play's "each
    # foe draws a card" was missing from the hand-off of the foe who drew it); None in set-up,
    # before the first turn line (its hands: every player draws, nothing to tell), which a
    # scenario's log has none of (it begins in the first player's turn)
    whose = next((events[j].player for j in range(start - 1, -1, -1) if events[j].kind == "turn"), None)
    if whose is None and not any(e.kind == "setup" for e in itertools.takewhile(lambda e: e.kind != "turn", events)):
        whose = state.first
    # the players offered to answer an Attack (:data:`OFFER`) since their last play: a draw of
    # theirs comes from their answer, told even in their own turn (JLD trial: a First Appearance
    # Attack starts with the player whose turn it is; "Player 3 draws a card." after "Player 3
    # defends with June Moon, Freelancer." was missing, though the log had it)
    answering: set[int] = set()
    for i in range(start, end):
        e = events[i]
        if e.kind == "turn":
            whose = e.player
            answering.clear()
        elif e.kind == OFFER and e.player is not None:
            answering.add(e.player)
        elif e.kind == "play":
            answering.discard(e.player)
        told = e.kind == "draw" and e.player is not None and (
            (whose is not None and e.player != whose) or e.player in answering)
        if (e.kind in quiet and not told) or not e.text:
            continue
        # only cards played are joined (a trial read "Ann plays nothing (X-Ray Vision), Punch.":
        # a line that played no card is no card)
        m = _PLAYS.match(e.text) if e.kind == "play" else None
        if m and lines and last_player == m.group(1):
            played.append(m.group(2))  # "; " between them when a name holds a comma (trial)
            lines[-1] = f"{m.group(1)} plays {name_list(played)}."
            continue
        last_player = m.group(1) if m else None
        played = [m.group(2)] if m else []
        joined = next(((p, g) for p in rules.summary_lists if (g := p.fullmatch(e.text))), None)
        if joined is not None:
            p, g = joined
            if listing is not None and listing[:3] == (p, g["head"], g["tail"]):
                listing[3].append(g["item"])
                lines[-1] = g["head"] + _listed(listing[3]) + g["tail"]
                continue
            listing = (p, g["head"], g["tail"], [g["item"]])
        else:
            listing = None
        lines.append(e.text)
    if len(lines) > limit:
        left = len(lines) - limit + 1
        lines = [f"({left} earlier lines are in the log.)"] + lines[-(limit - 1):]
    return lines

def handoff_summary(state: State, seat: int | None, limit: int = HANDOFF_LINES,
                    untold: Collection[int] | None = None) -> list[str]:
    """What ``seat``'s hand-off box shows: :func:`since_last_turn`, then, when the game's
    between-turns step is under way (a question put to ``seat`` in it), that step so far under
    its heading (:func:`between_turns` ``under_way``: the co-op Lord Ruler's card that asks),
    each line once (found in a co-op trial: the Lord Ruler's Edict and a flare's damage were
    told twice, by the summary that reached into the step and by the step). At most ``limit``
    lines, the latest, after a line counting those left out. [] for ``None``. ``untold``: as
    for :func:`_before_hands`."""
    if seat is None:
        return []
    start, end = _since_range(state, seat, untold)
    now = between_turns(state, limit, under_way=True)
    if not now:
        return _summarised(state, start, end, limit)
    events = state.events
    begun = max(i for i, e in enumerate(events) if e.kind == "turn")
    head = next(i for i in range(len(events) - 1, begun - 1, -1)
                if events[i].kind == "phase" and events[i].player is None)
    if start > head:  # back in its own turn within the step: what came since its last command
        return _summarised(state, start, end, limit)
    lines = _summarised(state, start, min(end, head), limit) + [events[head].text] + \
        _summarised(state, head + 1, len(events), limit)
    counted = [line for line in lines if line.startswith("(") and line.endswith(" are in the log.)")]
    left = sum(int(line[1:].split()[0]) for line in counted)
    lines = [line for line in lines if line not in counted]
    if left or len(lines) > limit:
        left += max(0, len(lines) - (limit - 1))
        lines = [f"({left} earlier lines are in the log.)"] + lines[-(limit - 1):]
    return lines


def resumed_summary(state: State, seat: int | None, limit: int = HANDOFF_LINES) -> list[str]:
    """What the first hand-off of a game resumed from its save shows ``seat``: what happened
    last, that is since the seat's last turn ended (before its first turn: since the game
    began) up to now, the turn under way so far included, as :func:`since_last_turn` says it
    (lines every player may read, up to the last move that may depend on a hand), the seat's
    own moves in the turn under way included: the person resuming may not remember them
    (Metro trial 3: back in its own turn after its last command, the box was empty; Metal
    trial: resumed at the start of Ben's turn, it held only that turn's first line, nothing of
    Ann's turn before). At most ``limit`` lines, the latest. When that is nothing,
    :func:`handoff_summary`. [] for ``None``."""
    if seat is None:
        return []
    lines = _summarised(state, _after_last_turn(state, seat), _before_hands(state), limit)
    return lines or handoff_summary(state, seat, limit)


def back_in_turn(state: State, seat: int | None) -> bool:
    """True when ``seat`` gets the keyboard back in its own turn under way, after it gave a
    command in it (others answered its Attack or a question in between): its hand-off's
    summary (:func:`since_last_turn`) then tells what happened since that command, not since
    its last turn."""
    if seat is None or state.active != seat:
        return False
    events = state.events
    begun = next((i for i in range(len(events) - 1, -1, -1) if events[i].kind == "turn"), 0)
    return state.last_command.get(seat, -1) >= begun and state.decider == seat


def had_turn(state: State, seat: int | None) -> bool:
    """True when ``seat`` has had a turn that is over: its hand-off's summary then tells what
    happened since that turn; before its first turn it tells what happened since the game
    began (new-user trial: "since your last turn" to a player who had had none)."""
    if seat is None:
        return False
    logged = [e.player for e in state.events if e.kind == "turn"]
    turns = [whose for _, whose in _unlogged(state, len(logged))] + logged
    return seat in turns[:-1]


def _unlogged(state: State, logged: int) -> list[tuple[int, int]]:
    """The turn under way when the log began, as ``(0, seat)``, when the log holds no "turn"
    line for it (a scenario's log begins in its first turn); [] when every turn is logged."""
    return [(0, state.first)] if logged < state.turn_number else []


def _listed(items: list[str]) -> str:
    """Items as a list in words, each once, in order, with how many times when more than
    once: "Zap ×2, Mind Spike and Deadly Blades"."""
    counts = {it: items.count(it) for it in items}
    words = [it if n == 1 else f"{it} ×{n}" for it, n in counts.items()]
    return words[0] if len(words) == 1 else ("; " if any("," in w for w in words) else ", ").join(words[:-1]) + " and " + words[-1]


def _before_hands(state: State, untold: Collection[int] | None = None) -> int:
    """Where in the log the lines that may depend on a hand begin: in the last move of a turn
    (:attr:`State.command_start`), the first offer to answer an Attack (:data:`OFFER`, what
    follows it depends on the victim's hand) or the first question answered for its player (it
    had one answer: another hand gives a question and an answer command); the end of the log
    before any move. An answer given goes on being told (the City Destruction's Destroys, a
    Hero named, what came of an answer): its player held the keyboard to give it, so they were
    told. A question answered for its player stops it only while that player has not been told
    in private what was chosen for them (``untold``, the seats a client has still to hand the
    keyboard to for it; None: every seat): after that, what followed reads as after an answer
    they gave, so the summary is the same whether their hand gave them one answer or a question
    (the mover's own, told at the keyboard, never stops it: found in a Metal trial, "Hal Jordan
    (Ann) becomes Captured!" was left out when Ann had one Hero to lose). Nothing stops it when
    no decision waits and no seat is left to tell (``untold`` empty): the hand-off that starts
    the next turn after a First Appearance Attack tells how each answer went, as the table's log
    does a moment later (found in a Metal trial: that summary ended at the Attack)."""
    events = state.events
    if not 0 <= state.command_start <= len(events):
        return len(events)
    if untold is not None and not untold and state.pending is None:
        return len(events)  # every Attack answered, every seat told: all of it is public now
    end = state.command_start
    while end < len(events) and events[end].kind != OFFER and (
            events[end].question is None or (untold is not None and events[end].player not in untold)):
        end += 1
    return end


def between_turns(state: State, limit: int = SUMMARY_LINES, *, under_way: bool = False) -> list[str]:
    """What the game did on its own between the last turn and the one under way: the lines of
    a phase that belongs to no player's turn (:attr:`rules.engine.phases.Phase.between_turns`,
    the co-op Lord Ruler's card), its heading first ("The Lord Ruler's turn."), as every player
    reads them, the game's :attr:`~rules.engine.contract.Rules.quiet_kinds` left out. For a
    client to tell when no hand-off (with its "since your last turn") shows them: one person
    playing alone. [] when no such phase ran since the turn before. At most ``limit`` lines
    (the heading, then the latest). ``under_way``: the lines so far of such a phase that has
    not ended (a question put to a player in it: their hand-off tells what led to it)."""
    events = state.events
    starts = [i for i, e in enumerate(events) if e.kind == "turn"]
    if not starts:
        return []
    if under_way:
        begin, end = starts[-1], len(events)
    else:
        end = starts[-1]
        begin = starts[-2] if len(starts) > 1 else 0
    head = next((i for i in range(end - 1, begin - 1, -1)
                 if events[i].kind == "phase" and events[i].player is None), None)
    if head is None:
        return []
    quiet = rules_for(state.game).quiet_kinds
    lines = [e.text for e in events[head + 1:end] if e.text and e.kind not in quiet]
    return [events[head].text] + lines[-(limit - 1):]
